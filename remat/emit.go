// The changed module as XLA takes it back: fusions undone.
//
// A lowered module is planned as XLA would compile it (package optimize
// fuses it), so the fit changes the fused module: it clones fusions. XLA
// cannot take a fused module back through JAX's path (HLO text → MLIR →
// compile drops the fusions' backend configs and the layouts inside them:
// XLA:CPU then fails "Fusion must have backend config"), and it fuses a
// module itself anyway. Unfuse writes every fusion's body into its caller
// in the fusion's place (a fused parameter becomes the fusion's operand,
// the fused root the fusion's value), so that the module XLA compiles is
// lowered again, the clones now clones of the fused instructions, behind
// the barrier and the control predecessor that keep them (apply.go).

package remat

import (
	"strconv"

	"github.com/planner-dev/planner/hlo"
)

// Unfuse returns a copy of m with every fusion replaced by the
// instructions of its fused computation (nested fusions too), and the
// fused computations dropped. Names stay unique: a fused instruction whose
// name is taken gets NAME.unfused, NAME.unfused2 ... Control predecessors
// of a fusion go to each of its instructions; a control predecessor that
// was a fusion becomes its root's replacement.
func Unfuse(m *hlo.Module) *hlo.Module {
	out, _ := cloneModule(m, nil)
	used := map[string]bool{}
	fused := map[*hlo.Computation]bool{}
	for _, c := range out.Computations {
		for _, in := range c.Instructions {
			if in.Opcode == "fusion" {
				for _, cc := range in.Called {
					if cc.Computation != nil {
						fused[cc.Computation] = true
					}
				}
			}
		}
	}
	for _, c := range out.Computations {
		if !fused[c] {
			for _, in := range c.Instructions {
				used[in.Name] = true
			}
		}
	}
	fresh := func(name string) string {
		if !used[name] {
			used[name] = true
			return name
		}
		for k := 1; ; k++ {
			n := name + ".unfused"
			if k > 1 {
				n += strconv.Itoa(k)
			}
			if !used[n] {
				used[n] = true
				return n
			}
		}
	}
	for _, c := range out.Computations {
		if fused[c] {
			continue
		}
		repl := map[*hlo.Instruction]*hlo.Instruction{}
		var insts []*hlo.Instruction
		var inline func(f *hlo.Instruction, ops, preds []*hlo.Instruction) *hlo.Instruction
		inline = func(f *hlo.Instruction, ops, preds []*hlo.Instruction) *hlo.Instruction {
			body := f.Called[0].Computation
			local := map[*hlo.Instruction]*hlo.Instruction{}
			for _, x := range body.Instructions {
				if x.Opcode == "parameter" && x.ParameterNumber >= 0 && x.ParameterNumber < len(ops) {
					local[x] = ops[x.ParameterNumber]
					continue
				}
				xops := make([]*hlo.Instruction, len(x.Operands))
				for k, o := range x.Operands {
					xops[k] = local[o]
				}
				if x.Opcode == "fusion" && len(x.Called) > 0 && x.Called[0].Computation != nil {
					local[x] = inline(x, xops, preds)
					continue
				}
				y := *x
				y.Name = fresh(x.Name)
				y.Parent = c
				y.IsRoot = false
				y.Operands = xops
				y.ControlPredecessors = append([]*hlo.Instruction(nil), preds...)
				insts = append(insts, &y)
				local[x] = &y
			}
			return local[body.Root]
		}
		for _, in := range c.Instructions {
			in.Operands = remapList(in.Operands, repl)
			in.ControlPredecessors = remapList(in.ControlPredecessors, repl)
			if in.Opcode == "fusion" && len(in.Called) > 0 && in.Called[0].Computation != nil {
				r := inline(in, in.Operands, in.ControlPredecessors)
				repl[in] = r
				if in == c.Root {
					c.Root = r
					r.IsRoot = true
				}
				continue
			}
			insts = append(insts, in)
		}
		c.Instructions = insts
	}
	var comps []*hlo.Computation
	for _, c := range out.Computations {
		if !fused[c] {
			comps = append(comps, c)
		}
	}
	out.Computations = comps
	renumber(out, nil)
	return out
}
