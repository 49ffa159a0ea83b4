// The independent check of a changed module.
//
// Check re-derives from the two modules alone, without the fit's data,
// that the changed module computes what the original does:
//
//   - every computation of the original is in the changed module under its
//     name, with every instruction under its name and the same root; any
//     other computation is a copy of an original one (a fused computation
//     cloned with its fusion), instruction for instruction;
//   - every instruction of the changed module is an original, a clone of
//     one (NAME.remat, NAME.remat2 ...), part of an offload (a
//     copy-start/copy-done pair to host memory S(5) and one back), or part
//     of a barrier before a recompute (tuple, opt-barrier and
//     get-tuple-element named NAME.barrier...: they forward values);
//   - an original or a clone has the original's opcode, shape, attributes,
//     called computations (or their copies) and operand count, and its
//     operand k stands for the original's operand k: it is that operand,
//     a clone of it, or the copy back from host of something standing for
//     it; an offload moves a value to S(5) and back with the same shape
//     otherwise;
//   - the sequence of every computation is a permutation of its
//     instructions in which every operand and control predecessor comes
//     before its user.
//
// By induction over the order, every instruction then computes the value
// its original computes (clones of deterministic instructions only: the
// fit never clones random number generators or effects), and the root of
// every computation is its original's.

package remat

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// Check returns an error naming the first instruction of changed, ordered
// by seq, that does not compute what its original in orig does, or whose
// order breaks a dependency. It also runs the HLO verifier on changed.
func Check(orig, changed *hlo.Module, seq hlo.Sequence) error {
	if err := hlo.Verify(changed); err != nil {
		return fmt.Errorf("remat check: the changed module does not verify: %w", err)
	}
	k := checker{orig: map[string]*hlo.Computation{}, copies: map[*hlo.Computation]*hlo.Computation{}}
	for _, c := range orig.Computations {
		k.orig[c.Name] = c
	}
	var errs []error
	for _, c := range changed.Computations {
		o, ok := k.orig[c.Name]
		if !ok {
			base := cloneBase(c.Name)
			if o, ok = k.orig[base]; !ok {
				errs = append(errs, fmt.Errorf("computation %s is neither in the original nor a copy of one", c.Name))
				continue
			}
			k.copies[c] = o
		}
	}
	for _, c := range changed.Computations {
		if o, ok := k.copies[c]; ok {
			if err := k.sameComputation(c, o); err != nil {
				errs = append(errs, err)
			}
			continue
		}
		if o, ok := k.orig[c.Name]; ok {
			if err := k.computation(c, o); err != nil {
				errs = append(errs, err)
			}
		}
	}
	for c, s := range seq {
		if err := checkOrder(c, s); err != nil {
			errs = append(errs, err)
		}
	}
	if len(errs) > 0 {
		return fmt.Errorf("remat check: %w", errors.Join(errs...))
	}
	return nil
}

// checker holds the original computations by name and the copies found.
type checker struct {
	orig   map[string]*hlo.Computation
	copies map[*hlo.Computation]*hlo.Computation // a copy → its original
}

// cloneBase strips XLA's clone suffix: "x.remat" and "x.remat7" give "x".
func cloneBase(name string) string {
	i := strings.LastIndex(name, ".remat")
	if i <= 0 {
		return name
	}
	rest := name[i+len(".remat"):]
	if rest == "" {
		return name[:i]
	}
	if _, err := strconv.Atoi(rest); err == nil {
		return name[:i]
	}
	return name
}

// computation checks c against its original o.
func (k *checker) computation(c, o *hlo.Computation) error {
	byName := map[string]*hlo.Instruction{}
	for _, in := range o.Instructions {
		byName[in.Name] = in
	}
	have := map[string]bool{}
	for _, x := range c.Instructions {
		have[x.Name] = true
		if ox, ok := byName[x.Name]; ok {
			if err := k.same(x, ox, byName); err != nil {
				return err
			}
			continue
		}
		if x.Opcode == "copy-start" || x.Opcode == "copy-done" {
			if err := offloadStep(x); err != nil {
				return err
			}
			continue
		}
		if barrierStep(x) {
			continue // forwards values: what reads it is checked through it
		}
		ox, ok := byName[cloneBase(x.Name)]
		if !ok || cloneBase(x.Name) == x.Name {
			return fmt.Errorf("%s: instruction %s is neither an original, a clone of one, nor an offload", c.Name, x.Name)
		}
		if err := k.same(x, ox, byName); err != nil {
			return err
		}
	}
	for _, in := range o.Instructions {
		if !have[in.Name] {
			return fmt.Errorf("%s: instruction %s of the original is missing", c.Name, in.Name)
		}
	}
	if (c.Root == nil) != (o.Root == nil) || c.Root != nil && c.Root.Name != o.Root.Name {
		return fmt.Errorf("%s: the root is not the original's", c.Name)
	}
	return nil
}

// same checks that x computes what the original ox does.
func (k *checker) same(x, ox *hlo.Instruction, byName map[string]*hlo.Instruction) error {
	where := func(format string, args ...any) error {
		return fmt.Errorf("%s: %s (for %s): %s", x.Parent.Name, x.Name, ox.Name, fmt.Sprintf(format, args...))
	}
	if x.Opcode != ox.Opcode {
		return where("opcode %s, original %s", x.Opcode, ox.Opcode)
	}
	if x.Shape.String() != ox.Shape.String() {
		return where("shape %s, original %s", x.Shape, ox.Shape)
	}
	if !slices.Equal(x.Attrs, ox.Attrs) || x.ParameterNumber != ox.ParameterNumber ||
		x.TupleIndex != ox.TupleIndex || x.Literal != ox.Literal {
		return where("attributes differ from the original's")
	}
	if len(x.Called) != len(ox.Called) {
		return where("calls %d computations, original %d", len(x.Called), len(ox.Called))
	}
	for i, cc := range x.Called {
		oc := ox.Called[i]
		if cc.Role != oc.Role || cc.Computation == nil || oc.Computation == nil {
			return where("called computation %d differs", i)
		}
		if cc.Computation.Name != oc.Computation.Name && k.copies[cc.Computation] != k.orig[oc.Computation.Name] {
			return where("calls %s where the original calls %s", cc.Computation.Name, oc.Computation.Name)
		}
	}
	if len(x.Operands) != len(ox.Operands) {
		return where("%d operands, original %d", len(x.Operands), len(ox.Operands))
	}
	for i, op := range x.Operands {
		if !standsFor(op, ox.Operands[i], 0) {
			return where("operand %d is %s, which does not stand for the original's %s", i, op.Name, ox.Operands[i].Name)
		}
	}
	return nil
}

// standsFor reports whether x holds the value o holds: x is o (by name),
// a clone of it, or the copy back from host of something standing for it.
func standsFor(x, o *hlo.Instruction, depth int) bool {
	if x.Name == o.Name {
		return true
	}
	if depth > 64 {
		return false
	}
	if cloneBase(x.Name) == o.Name && x.Opcode == o.Opcode {
		return true // x itself is checked as a clone of o
	}
	// get-tuple-element(opt-barrier(tuple(..., y, ...)), k): y through a
	// barrier that keeps a clone from being merged with its original.
	if y := throughBarrier(x); y != nil {
		return standsFor(y, o, depth+1)
	}
	// The original may read its operand through a barrier too (an input
	// that is a fit's emitted module, its order pinned: remat.Pin), where
	// the fit's clone reads the value itself. A barrier forwards its
	// operand's values unchanged (hlo_dataflow_analysis.cc, the
	// kOptimizationBarrier case), whatever its name.
	if y := throughBarrier(o); y != nil {
		return standsFor(x, y, depth+1)
	}
	// copy-done(copy-start(copy-done(copy-start(y)))): y to host and back.
	if x.Opcode == "copy-done" && len(x.Operands) == 1 {
		s2 := x.Operands[0]
		if s2.Opcode == "copy-start" && len(s2.Operands) == 1 {
			d1 := s2.Operands[0]
			if d1.Opcode == "copy-done" && len(d1.Operands) == 1 {
				s1 := d1.Operands[0]
				if s1.Opcode == "copy-start" && len(s1.Operands) == 1 {
					return standsFor(s1.Operands[0], o, depth+1)
				}
			}
		}
	}
	return false
}

// throughBarrier returns y when x is get-tuple-element(opt-barrier(tuple(
// ..., y, ...)), k), y element k: the value x forwards; nil otherwise.
func throughBarrier(x *hlo.Instruction) *hlo.Instruction {
	if x.Opcode != "get-tuple-element" || len(x.Operands) != 1 {
		return nil
	}
	b := x.Operands[0]
	if b.Opcode != "opt-barrier" || len(b.Operands) != 1 {
		return nil
	}
	t := b.Operands[0]
	if t.Opcode != "tuple" || x.TupleIndex < 0 || x.TupleIndex >= len(t.Operands) {
		return nil
	}
	return t.Operands[x.TupleIndex]
}

// barrierStep reports whether x is part of a barrier the fit inserted
// before a recompute (apply.go's barrier): a tuple, opt-barrier or
// get-tuple-element named NAME.barrier.... Such instructions only forward
// values, and the HLO verifier checks their shapes.
func barrierStep(x *hlo.Instruction) bool {
	switch x.Opcode {
	case "tuple", "opt-barrier", "get-tuple-element":
		return strings.Contains(x.Name, ".barrier")
	}
	return false
}

// offloadStep checks one inserted copy-start or copy-done: a copy-start's
// result is (destination, source, context) with the source its operand's
// shape and the destination the same array in another memory space; a
// copy-done returns its start's destination.
func offloadStep(x *hlo.Instruction) error {
	if len(x.Operands) != 1 {
		return fmt.Errorf("%s: %s has %d operands", x.Parent.Name, x.Name, len(x.Operands))
	}
	op := x.Operands[0]
	switch x.Opcode {
	case "copy-start":
		t := x.Shape.Tuple
		if !x.Shape.IsTuple() || len(t) != 3 || t[1].String() != op.Shape.String() || !sameArray(t[0], t[1]) {
			return fmt.Errorf("%s: %s is no copy of its operand's array", x.Parent.Name, x.Name)
		}
		if space(t[0]) == space(t[1]) || space(t[0]) != HostSpace && space(t[1]) != HostSpace {
			return fmt.Errorf("%s: %s does not move its operand to or from host memory", x.Parent.Name, x.Name)
		}
	case "copy-done":
		if op.Opcode != "copy-start" || !op.Shape.IsTuple() || len(op.Shape.Tuple) != 3 || op.Shape.Tuple[0].String() != x.Shape.String() {
			return fmt.Errorf("%s: %s does not return its copy-start's destination", x.Parent.Name, x.Name)
		}
	}
	return nil
}

// space is the memory space of s's layout.
func space(s hlo.Shape) int {
	if s.Layout == nil {
		return 0
	}
	return s.Layout.MemorySpace
}

// sameArray reports whether a and b are one array in two memory spaces.
func sameArray(a, b hlo.Shape) bool {
	if !a.IsArray() || !b.IsArray() {
		return false
	}
	a.Layout, b.Layout = stripSpace(a.Layout, len(a.Dims)), stripSpace(b.Layout, len(b.Dims))
	return a.String() == b.String()
}

// stripSpace returns l without its memory space; a missing layout is the
// default one of an array of the rank, major to minor.
func stripSpace(l *hlo.Layout, rank int) *hlo.Layout {
	var c hlo.Layout
	if l != nil {
		c = *l
	} else {
		for d := rank - 1; d >= 0; d-- {
			c.MinorToMajor = append(c.MinorToMajor, d)
		}
	}
	c.MemorySpace = 0
	return &c
}

// sameComputation checks that the copy c is instruction for instruction its
// original o: each instruction NAME.remat (NAME.rematN) of c is a copy of
// NAME of o, reading the copies of NAME's operands.
func (k *checker) sameComputation(c, o *hlo.Computation) error {
	if len(c.Instructions) != len(o.Instructions) {
		return fmt.Errorf("computation %s: %d instructions, its original %s %d", c.Name, len(c.Instructions), o.Name, len(o.Instructions))
	}
	byName := make(map[string]*hlo.Instruction, len(o.Instructions))
	for _, in := range o.Instructions {
		byName[in.Name] = in
	}
	seen := make(map[*hlo.Instruction]bool, len(o.Instructions))
	for _, x := range c.Instructions {
		ox, ok := byName[cloneBase(x.Name)]
		if !ok || seen[ox] {
			return fmt.Errorf("computation %s: %s is not the copy of one instruction of %s", c.Name, x.Name, o.Name)
		}
		seen[ox] = true
		if x.Opcode != ox.Opcode || x.Shape.String() != ox.Shape.String() || !slices.Equal(x.Attrs, ox.Attrs) ||
			x.ParameterNumber != ox.ParameterNumber || x.TupleIndex != ox.TupleIndex || x.Literal != ox.Literal ||
			len(x.Operands) != len(ox.Operands) || len(x.Called) != len(ox.Called) {
			return fmt.Errorf("computation %s: %s is not a copy of %s", c.Name, x.Name, ox.Name)
		}
		for j, op := range x.Operands {
			if op.Parent != c || cloneBase(op.Name) != ox.Operands[j].Name {
				return fmt.Errorf("computation %s: operand %d of %s is not the copy of %s's", c.Name, j, x.Name, ox.Name)
			}
		}
		for j, cc := range x.Called {
			oc := ox.Called[j].Computation
			if cc.Computation.Name != oc.Name && k.copies[cc.Computation] != k.orig[oc.Name] {
				return fmt.Errorf("computation %s: %s calls %s, not a copy of %s", c.Name, x.Name, cc.Computation.Name, oc.Name)
			}
		}
	}
	if c.Root == nil || o.Root == nil || cloneBase(c.Root.Name) != o.Root.Name {
		return fmt.Errorf("computation %s: the root is not the copy of %s's", c.Name, o.Name)
	}
	return nil
}

// checkOrder checks that s is a permutation of c's instructions in which
// every operand and control predecessor precedes its user.
func checkOrder(c *hlo.Computation, s []*hlo.Instruction) error {
	if len(s) != len(c.Instructions) {
		return fmt.Errorf("the sequence of %s has %d instructions, the computation %d", c.Name, len(s), len(c.Instructions))
	}
	at := make(map[*hlo.Instruction]int, len(s))
	for i, in := range s {
		if in.Parent != c {
			return fmt.Errorf("the sequence of %s holds %s of another computation", c.Name, in.Name)
		}
		if _, dup := at[in]; dup {
			return fmt.Errorf("the sequence of %s holds %s twice", c.Name, in.Name)
		}
		at[in] = i
	}
	for i, in := range s {
		for _, deps := range [][]*hlo.Instruction{in.Operands, in.ControlPredecessors} {
			for _, d := range deps {
				j, ok := at[d]
				if !ok || j >= i {
					return fmt.Errorf("in %s, %s runs before its dependency %s", c.Name, in.Name, d.Name)
				}
			}
		}
	}
	return nil
}
