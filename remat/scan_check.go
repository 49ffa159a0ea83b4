// The check of a checkpointed module against its input.

package remat

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// CheckScans checks base, the module CheckpointScans made of orig, as far
// as it can without running either: base verifies, its entry has orig's
// parameters and result, and each of its computations is one of orig's or
// a copy of one (NAME.ckpt, NAME.recompute: the forward body, its
// condition and the fused computations they and the backward body run).
// It does not prove that the backward loop reads the rows the forward
// loop wrote: that argument is scan.go's, and the harness of
// testdata/xla-scan compares the outputs XLA computes for both modules.
// Check then checks the rounds' changes against base.
func CheckScans(orig, base *hlo.Module) error {
	if err := hlo.Verify(base); err != nil {
		return fmt.Errorf("checkpointed scan: the module does not verify: %w", err)
	}
	var errs []error
	if orig.Entry == nil || base.Entry == nil || len(orig.Entry.Params) != len(base.Entry.Params) {
		return errors.New("checkpointed scan: the entry's parameters changed")
	}
	for i, p := range orig.Entry.Params {
		if q := base.Entry.Params[i]; q.Shape.String() != p.Shape.String() {
			errs = append(errs, fmt.Errorf("entry parameter %d: %s, was %s", i, q.Shape, p.Shape))
		}
	}
	if orig.Entry.Root.Shape.String() != base.Entry.Root.Shape.String() {
		errs = append(errs, fmt.Errorf("entry result %s, was %s", base.Entry.Root.Shape, orig.Entry.Root.Shape))
	}
	byName := map[string]*hlo.Computation{}
	for _, c := range orig.Computations {
		byName[c.Name] = c
	}
	for _, c := range base.Computations {
		o := byName[c.Name]
		if o == nil {
			o = byName[copyBase(c.Name)]
		}
		if o == nil {
			errs = append(errs, fmt.Errorf("computation %s is neither in the original nor a copy of one", c.Name))
			continue
		}
		if err := sameSteps(c, o); err != nil {
			errs = append(errs, err)
		}
	}
	if len(errs) > 0 {
		return fmt.Errorf("checkpointed scan: %w", errors.Join(errs...))
	}
	return nil
}

// sameSteps checks c, the computation o as CheckpointScans left it (or a
// copy of o): every instruction of o is in c under its name (or its
// copy's) with its opcode and operand count, but for the plumbing the
// rewrite may drop (an init tuple, the buffer it started from), and every
// other instruction of c is plumbing the rewrite adds: state elements
// and tuples, the inner while, row slices and updates, the reshapes and
// broadcasts around them, and integer scalar arithmetic on row indexes.
// So no computation of the original is lost or changed, whatever the
// plumbing around it.
func sameSteps(c, o *hlo.Computation) error {
	have := map[string]*hlo.Instruction{}
	for _, in := range c.Instructions {
		have[copyBase(in.Name)] = in
	}
	orig := map[string]bool{}
	for _, x := range o.Instructions {
		orig[x.Name] = true
		in := have[x.Name]
		if in == nil {
			if !plumbing(x) {
				return fmt.Errorf("in %s, %s %s of %s is gone", c.Name, x.Opcode, x.Name, o.Name)
			}
			continue
		}
		if in.Opcode != x.Opcode || len(in.Operands) != len(x.Operands) && !plumbing(x) {
			return fmt.Errorf("in %s, %s is a %s of %d operands, was a %s of %d", c.Name, in.Name, in.Opcode, len(in.Operands), x.Opcode, len(x.Operands))
		}
	}
	for _, in := range c.Instructions {
		if !orig[copyBase(in.Name)] && !plumbing(in) {
			return fmt.Errorf("in %s, %s %s is neither an original instruction nor the rewrite's plumbing", c.Name, in.Opcode, in.Name)
		}
	}
	return nil
}

// plumbing reports whether in is an instruction a checkpointed scan may
// add or drop: it moves state and rows, or computes an integer scalar.
func plumbing(in *hlo.Instruction) bool {
	switch in.Opcode {
	case "parameter", "get-tuple-element", "tuple", "while", "dynamic-slice", "dynamic-update-slice", "reshape", "bitcast", "broadcast", "constant", "copy":
		return true
	}
	return scalarOp[in.Opcode] && len(in.Shape.Dims) == 0 && in.Shape.IsArray() && in.Shape.Element != "f32" && !hlo.IsFloat(in.Shape.Element)
}

// copyBase strips the suffix scan.go gives its copies: "x.ckpt",
// "x.recompute3" give "x".
func copyBase(name string) string {
	for _, suf := range []string{".ckpt", ".recompute"} {
		i := strings.LastIndex(name, suf)
		if i <= 0 {
			continue
		}
		rest := name[i+len(suf):]
		if _, err := strconv.Atoi(rest); rest == "" || err == nil {
			return name[:i]
		}
	}
	return name
}

// CheckFit checks the result r of a fit of orig: Check of its module
// against orig, or, when the fit started from a checkpointed module
// (r.Base), CheckScans of that against orig and Check of the module
// against it.
func CheckFit(orig *hlo.Module, r *Result) error {
	if r.Base != nil {
		if err := CheckScans(orig, r.Base); err != nil {
			return err
		}
		orig = r.Base
	}
	return Check(orig, r.Module, r.Sequence)
}
