package liveness

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// elementwise lists the opcodes whose result may be written over an operand
// of the same byte size at that operand's last read (XLA's elementwise ops;
// convert and bitcast-convert only when the sizes match, which the size
// check ensures). copy is not among them: a copy exists to make a new
// buffer. Neither are reduce, dot, broadcast, transpose and the other ops
// that read an operand element more than once or out of order.
var elementwise = map[string]bool{
	"abs": true, "add": true, "and": true, "atan2": true, "bitcast-convert": true,
	"cbrt": true, "ceil": true, "clamp": true, "clz": true, "compare": true,
	"complex": true, "convert": true, "cosine": true, "divide": true, "erf": true,
	"exponential": true, "exponential-minus-one": true, "floor": true, "imag": true,
	"is-finite": true, "log": true, "log-plus-one": true, "logistic": true,
	"maximum": true, "minimum": true, "multiply": true, "negate": true, "not": true,
	"or": true, "popcnt": true, "power": true, "real": true, "reduce-precision": true,
	"remainder": true, "round-nearest-afz": true, "round-nearest-even": true,
	"rsqrt": true, "select": true, "shift-left": true, "shift-right-arithmetic": true,
	"shift-right-logical": true, "sign": true, "sine": true, "sqrt": true,
	"stochastic-convert": true, "subtract": true, "tan": true, "tanh": true, "xor": true,
}

// Elementwise reports whether opcode may write its result over an operand of
// the same byte size (the may-share rule).
func Elementwise(opcode string) bool { return elementwise[opcode] }

// reusable reports whether in may write its result over one of its operands.
func reusable(in *hlo.Instruction) bool {
	return elementwise[in.Opcode] || isLoopFusion(in)
}

// isLoopFusion reports whether in is a fusion of kind kLoop.
func isLoopFusion(in *hlo.Instruction) bool {
	if in.Opcode != "fusion" {
		return false
	}
	for _, at := range in.Attrs {
		if at.Name == "kind" {
			return at.Value == "kLoop"
		}
	}
	return false
}

// mayReuse reports whether in may write its (array) result over operand k,
// whose values are o: an elementwise op or a loop fusion that uses the
// operand only elementwise, and the same byte size.
func (a *analysis) mayReuse(in *hlo.Instruction, k int, o []int) bool {
	if !reusable(in) || len(o) != 1 || !in.Shape.IsArray() {
		return false
	}
	v := &a.vals[o[0]]
	if !v.shape.IsArray() || v.size != a.opt.Size(in.Shape) || v.size == 0 {
		return false
	}
	if in.Opcode == "fusion" {
		return fusedElementwise(in, k)
	}
	return true
}

// fusedElementwise reports whether the fused computation of in uses its
// parameter k only through elementwise ops (and bitcasts) up to its root.
func fusedElementwise(in *hlo.Instruction, k int) bool {
	c := in.CalledComputation("calls")
	if c == nil {
		return false
	}
	var param *hlo.Instruction
	for _, p := range c.Params {
		if p != nil && p.ParameterNumber == k {
			param = p
		}
	}
	if param == nil {
		return false
	}
	// reach holds the instructions that read param, directly or through others.
	reach := map[*hlo.Instruction]bool{param: true}
	for _, x := range c.Instructions {
		if reach[x] {
			continue
		}
		for _, op := range x.Operands {
			if reach[op] {
				if !elementwise[x.Opcode] && x.Opcode != "bitcast" {
					return false
				}
				reach[x] = true
				break
			}
		}
	}
	return true
}

// inPlacePair says that output index out of an instruction must share the
// buffer of its operand's value at index in.
type inPlacePair struct {
	operand int
	out, in hlo.ShapeIndex
}

// isInPlace reports whether operand k is among the in-place pairs.
func isInPlace(ps []inPlacePair, k int) bool {
	for _, p := range ps {
		if p.operand == k {
			return true
		}
	}
	return false
}

// inPlaceOperands returns the operands in updates in place:
// dynamic-update-slice operand 0, scatter's operands, the pairs of
// output_to_operand_aliasing, and the operands of a fusion whose fused root
// (or an element of its root tuple) is one of these.
func (a *analysis) inPlaceOperands(in *hlo.Instruction) []inPlacePair {
	var ps []inPlacePair
	for _, al := range in.OutputToOperandAliasing {
		if al.Operand >= 0 && al.Operand < len(in.Operands) {
			ps = append(ps, inPlacePair{al.Operand, al.OutputIndex, al.OperandIndex})
		}
	}
	if len(ps) > 0 {
		return ps
	}
	switch in.Opcode {
	case "dynamic-update-slice":
		if len(in.Operands) > 0 {
			ps = append(ps, inPlacePair{0, nil, nil})
		}
	case "scatter":
		n := (len(in.Operands) - 1) / 2
		for i := 0; i < n; i++ {
			var out hlo.ShapeIndex
			if n > 1 {
				out = hlo.ShapeIndex{i}
			}
			ps = append(ps, inPlacePair{i, out, nil})
		}
	case "fusion":
		c := in.CalledComputation("calls")
		if c == nil || c.Root == nil {
			return nil
		}
		add := func(x *hlo.Instruction, out hlo.ShapeIndex) {
			for _, p := range fusedInPlace(x) {
				if p < len(in.Operands) && !isInPlace(ps, p) {
					ps = append(ps, inPlacePair{p, out, nil})
				}
			}
		}
		if c.Root.Opcode == "tuple" {
			for j, x := range c.Root.Operands {
				add(x, hlo.ShapeIndex{j})
			}
		} else {
			add(c.Root, nil)
		}
	}
	return ps
}

// fusedInPlace returns the parameter numbers of the fused computation that
// the in-place op x writes over (following bitcasts).
func fusedInPlace(x *hlo.Instruction) []int {
	if x == nil {
		return nil
	}
	n := 0
	switch x.Opcode {
	case "dynamic-update-slice":
		n = 1
	case "scatter":
		n = (len(x.Operands) - 1) / 2
	}
	var out []int
	for i := 0; i < n && i < len(x.Operands); i++ {
		op := x.Operands[i]
		for op != nil && op.Opcode == "bitcast" && len(op.Operands) == 1 {
			op = op.Operands[0]
		}
		if op != nil && op.Opcode == "parameter" && op.ParameterNumber >= 0 {
			out = append(out, op.ParameterNumber)
		}
	}
	return out
}

// span is a closed range of instants a value occupies its buffer.
type span struct{ lo, hi int64 }

// group is a set of values sharing one buffer. Invariant: spans are sorted
// by lo and pairwise disjoint.
type group struct {
	members []int
	spans   []span
	size    int64
	align   int64
}

// sharing is the union-find over values that builds the buffers.
type sharing struct {
	parent []int
	groups []*group // by root value id; nil for non-roots
}

// find returns the root of v's group, compressing the path.
func (s *sharing) find(v int) int {
	for s.parent[v] != v {
		s.parent[v] = s.parent[s.parent[v]]
		v = s.parent[v]
	}
	return v
}

// add makes a singleton group for value id (ids are added in order). An
// alias occupies nothing of its own: its reads count as its target's.
func (s *sharing) add(v *value) {
	id := len(s.parent)
	s.parent = append(s.parent, id)
	g := &group{members: []int{id}, size: v.size, align: v.align}
	if v.aliasOf == 0 {
		g.spans = []span{{v.def, v.last}}
	}
	s.groups = append(s.groups, g)
}

// disjoint reports whether no span of x overlaps a span of y.
func disjoint(x, y *group) bool {
	if len(x.spans) > len(y.spans) {
		x, y = y, x
	}
	for _, sp := range x.spans {
		// First span of y ending at or after sp.lo (ends are sorted too,
		// since the spans are disjoint and sorted by lo).
		i, _ := slices.BinarySearchFunc(y.spans, sp.lo, func(e span, t int64) int {
			switch {
			case e.hi < t:
				return -1
			case e.hi > t:
				return 1
			}
			return 0
		})
		if i < len(y.spans) && y.spans[i].lo <= sp.hi {
			return false
		}
	}
	return true
}

// union merges the groups rooted at x and y and returns the new root.
func (s *sharing) union(x, y int) int {
	if x == y {
		return x
	}
	gx, gy := s.groups[x], s.groups[y]
	if len(gx.members) < len(gy.members) {
		x, y, gx, gy = y, x, gy, gx
	}
	gx.members = append(gx.members, gy.members...)
	merged := make([]span, 0, len(gx.spans)+len(gy.spans))
	i, j := 0, 0
	for i < len(gx.spans) || j < len(gy.spans) {
		if j == len(gy.spans) || (i < len(gx.spans) && gx.spans[i].lo <= gy.spans[j].lo) {
			merged = append(merged, gx.spans[i])
			i++
		} else {
			merged = append(merged, gy.spans[j])
			j++
		}
	}
	gx.spans = merged
	gx.size = max(gx.size, gy.size)
	gx.align = max(gx.align, gy.align)
	s.parent[y] = x
	s.groups[y] = nil
	return x
}

// readOnly explains a conflict caused by a buffer nothing may write: a
// constant, or a parameter the caller keeps. It returns "" when neither
// group holds one.
func (a *analysis) readOnly(x, y *group) string {
	for _, g := range []*group{x, y} {
		for _, m := range g.members {
			v := &a.vals[m]
			switch {
			case v.constant:
				return fmt.Sprintf("constant %s is never written", v.inst.Name)
			case v.param && !v.donated:
				return fmt.Sprintf("parameter %s is not donated, so it is never written", v.inst.Name)
			}
		}
	}
	return ""
}

// share applies the must-share constraints (inserting copies where they
// conflict) and then the may-share reuse, and returns the groups.
func (a *analysis) share() *sharing {
	s := &sharing{}
	for i := range a.vals {
		if a.vals[i].aliasOf != 0 {
			a.use(a.resolve(i), a.vals[i].last)
		}
	}
	for i := range a.vals {
		s.add(&a.vals[i])
	}
	for i := range a.vals {
		if a.vals[i].aliasOf != 0 {
			s.union(s.find(i), s.find(a.resolve(i)))
		}
	}
	for _, c := range a.cons {
		x, y := s.find(c.a), s.find(c.b)
		if x == y {
			continue
		}
		if c.force || disjoint(s.groups[x], s.groups[y]) {
			s.union(x, y)
			continue
		}
		reason := c.reason
		if why := a.readOnly(s.groups[x], s.groups[y]); why != "" {
			reason = c.reason[:strings.Index(c.reason+":", ":")] + ": " + why
		}
		cp := a.copyOf(c.a, c.read, c.at, c.until, reason)
		s.add(&a.vals[cp])
		if y := s.find(c.b); disjoint(s.groups[cp], s.groups[y]) {
			s.union(cp, y)
		}
	}
	a.colocate(s)
	for _, r := range a.reuse {
		x := s.find(r.v)
		for k, o := range r.ops {
			if !a.mayReuse(r.inst, k, o) {
				continue
			}
			y := s.find(o[0])
			if x == y || s.groups[x].size != s.groups[y].size {
				continue
			}
			if disjoint(s.groups[x], s.groups[y]) {
				s.union(x, y)
				break
			}
		}
	}
	a.colocate(s)
	return s
}

// groupRole is what a group of values is to colocation.
type groupRole int

const (
	roleNone groupRole = iota // kept parameter, constant, tuple, other memory space: never moves or hosts
	roleTemp                  // a temporary: may move into a host
	roleHost                  // a donated parameter or an output: may hold temporaries where it is free
)

// role classifies the group g.
func (a *analysis) role(g *group) groupRole {
	role := roleTemp
	real := false
	for _, m := range g.members {
		v := &a.vals[m]
		if !v.shape.IsArray() || (v.shape.Layout != nil && v.shape.Layout.MemorySpace != 0) {
			return roleNone
		}
		switch {
		case v.constant, v.param && !v.donated:
			return roleNone
		case v.param, v.liveOut:
			role = roleHost
		}
		real = real || !v.phi
	}
	if !real || g.size <= 0 || len(g.spans) == 0 {
		return roleNone
	}
	return role
}

// colocate moves temporaries into the buffers of donated parameters and
// outputs where those are free, as XLA's buffer assignment does
// (MaybeAssignBuffer): a donated parameter's buffer is free once the
// parameter is dead and before the output aliasing it is written, an
// output's buffer before the output is defined. Temporaries go largest
// first into the smallest host at least as large whose occupancies are
// disjoint from theirs (so no two values live at once ever share memory).
// Under the one-arena plan a temporary only moves into a hole inside its
// host's live range, which never lengthens the host's interval; for the
// temp arena (Options.Arena TempOnly) it may also sit before an output is
// defined, which lengthens the output's interval but takes the temporary
// out of the temp arena, as in XLA.
func (a *analysis) colocate(s *sharing) {
	var hosts, temps []int
	for root, g := range s.groups {
		if g == nil {
			continue
		}
		switch a.role(g) {
		case roleHost:
			hosts = append(hosts, root)
		case roleTemp:
			temps = append(temps, root)
		}
	}
	if len(hosts) == 0 || len(temps) == 0 {
		return
	}
	firsts := map[int]int{}
	for _, root := range append(slices.Clone(hosts), temps...) {
		firsts[root] = slices.MinFunc(s.groups[root].members, a.valueCmp)
	}
	first := func(root int) int { return firsts[root] }
	bySize := func(desc bool) func(x, y int) int {
		return func(x, y int) int {
			c := cmp.Compare(s.groups[x].size, s.groups[y].size)
			if desc {
				c = -c
			}
			if c != 0 {
				return c
			}
			return a.valueCmp(first(x), first(y))
		}
	}
	slices.SortFunc(hosts, bySize(false))
	slices.SortFunc(temps, bySize(true))
	early := a.opt.Arena == TempOnly
	for _, t := range temps {
		gt := s.groups[t]
		i, _ := slices.BinarySearchFunc(hosts, gt.size, func(h int, size int64) int {
			return cmp.Compare(s.groups[h].size, size)
		})
		for ; i < len(hosts); i++ {
			gh := s.groups[hosts[i]]
			if !early && (gt.spans[0].lo < gh.spans[0].lo || gt.spans[len(gt.spans)-1].hi > gh.spans[len(gh.spans)-1].hi) {
				continue
			}
			if disjoint(gt, gh) {
				hosts[i] = s.union(hosts[i], t)
				break
			}
		}
	}
}
