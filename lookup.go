package planner

import (
	"fmt"
	"slices"
	"strings"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/liveness"
)

// Placement is where and when one value of a plan lives: the buffer that
// holds it, the buffer's offset in the arena and its live range.
type Placement struct {
	// Buffer is the buffer holding the value; Buffer.Values lists every
	// value that shares it.
	Buffer *liveness.Buffer
	// InArena is false for a buffer the arena does not hold (a parameter
	// under the arena "temp", or a buffer in another memory space); Offset
	// is then -1.
	InArena bool
	// Offset is the buffer's offset in the arena, in bytes.
	Offset int64
	// Start and End are the buffer's live range [Start, End) in time steps.
	Start, End int64
}

// Lookup returns where the value that instruction defines at the shape
// index lives (no index: the whole value, or for a tuple-shaped
// instruction its pointer table). The name may carry XLA's leading "%".
//
// An instruction that defines no buffer of its own is followed to the one
// that holds the value, as XLA's alias analysis would: a tuple's element
// i is its operand i's value, a get-tuple-element's is its operand's
// element, a bitcast (and an optimization-barrier, add-dependency or
// domain) shares its operand's buffer, a while's or call's result is its
// body's or callee's root, a conditional's is its first branch's root. The
// Placement then names the buffer holding the value (its Values say which
// instruction defined it). An index the shape does not have is an error
// saying which indices it has; so is a name the module does not have, and
// an instruction whose value is in no buffer (one inside a fusion or a
// reducer). Each call scans the buffers' values, so a caller looking up
// every instruction should walk Result.Buffers instead.
func (r *Result) Lookup(instruction string, index ...int) (Placement, error) {
	name := strings.TrimPrefix(instruction, "%")
	what := name
	if len(index) > 0 {
		what = ValueName(liveness.Value{Instruction: &hlo.Instruction{Name: name}, Index: index})
	}
	in, count := findInstruction(r.Module, name)
	if in == nil {
		return Placement{}, fmt.Errorf("planner: module %s has no instruction %s", r.Module.Name, name)
	}
	if err := checkIndex(in, index); err != nil {
		return Placement{}, fmt.Errorf("planner: %s: %v", what, err)
	}
	// Follow the value through instructions that define no buffer of
	// their own; the module's instruction count bounds the walk (a
	// verified module has no cycle; this keeps any other finite).
	idx := slices.Clone(index)
	for range count + 1 {
		if p, ok := r.placementOf(in.Name, idx); ok {
			return p, nil
		}
		next, nextIdx := forward(r.Module, in, idx)
		if next == nil {
			break
		}
		in, idx = next, nextIdx
	}
	return Placement{}, fmt.Errorf("planner: %s defines no buffer in the plan (an instruction inside a fusion or a reducer is not in memory)", what)
}

// placementOf returns the buffer whose values include name's value at
// index. A value copy insertion copied also sits in the copy's buffer;
// the buffer that defines it wins, so copies are looked at last.
func (r *Result) placementOf(name string, index []int) (Placement, bool) {
	lv := r.Liveness
	for _, copies := range []bool{false, true} {
		for i := range lv.Buffers {
			b := &lv.Buffers[i]
			for _, v := range b.Values {
				if v.Instruction.Name != name || v.Copy != copies || !slices.Equal([]int(v.Index), index) {
					continue
				}
				p := Placement{Buffer: b, Offset: -1, Start: b.Start, End: b.End}
				if j, ok := slices.BinarySearch(r.Buffers, i); ok {
					p.InArena, p.Offset = true, r.Solution.Offsets[j]
				}
				return p, true
			}
		}
	}
	return Placement{}, false
}

// forward returns the instruction and shape index whose value in's value
// at index is, for an instruction that defines no new value there; nil
// when in defines its own or the value cannot be followed.
func forward(m *hlo.Module, in *hlo.Instruction, index []int) (*hlo.Instruction, []int) {
	root := func(role string) (*hlo.Instruction, []int) {
		for _, c := range in.Called {
			if c.Role == role && c.Computation != nil && c.Computation.Root != nil {
				return c.Computation.Root, index
			}
		}
		return nil, nil
	}
	switch in.Opcode {
	case "parameter":
		return paramSource(m, in, index)
	case "tuple":
		if len(index) > 0 && index[0] < len(in.Operands) {
			return in.Operands[index[0]], index[1:]
		}
	case "get-tuple-element":
		if len(in.Operands) == 1 && in.TupleIndex >= 0 {
			return in.Operands[0], append([]int{in.TupleIndex}, index...)
		}
	case "bitcast", "optimization-barrier", "add-dependency", "domain":
		if len(in.Operands) > 0 {
			return in.Operands[0], index
		}
	case "while":
		return root("body")
	case "call":
		return root("to_apply")
	case "conditional":
		for _, role := range []string{"branch_computations", "true_computation"} {
			if next, idx := root(role); next != nil {
				return next, idx
			}
		}
	}
	return nil, nil
}

// paramSource returns where the value of a called computation's parameter
// at index comes from, at the first instruction that calls the computation:
// a while's body and condition parameters share the while's buffers (its
// body root's), a call's parameter i is its operand i, a conditional
// branch's parameter is the operand after the predicate that feeds it.
// An entry parameter, or one of a computation run inside its caller (a
// fusion, a reducer), has no other source: nil.
func paramSource(m *hlo.Module, p *hlo.Instruction, index []int) (*hlo.Instruction, []int) {
	if p.Parent == nil || p.Parent.IsEntry {
		return nil, nil
	}
	for _, c := range m.Computations {
		for _, caller := range c.Instructions {
			branch := 0
			for _, cc := range caller.Called {
				if cc.Computation != p.Parent {
					if cc.Role == "branch_computations" || cc.Role == "true_computation" || cc.Role == "false_computation" {
						branch++
					}
					continue
				}
				switch {
				case caller.Opcode == "while":
					return forward(m, caller, index)
				case caller.Opcode == "call" && p.ParameterNumber < len(caller.Operands):
					return caller.Operands[p.ParameterNumber], index
				case caller.Opcode == "conditional" && branch+1 < len(caller.Operands):
					return caller.Operands[branch+1], index
				}
				return nil, nil
			}
		}
	}
	return nil, nil
}

// checkIndex returns an error when in's shape has no element at index,
// saying which indices the shape has where the walk left it.
func checkIndex(in *hlo.Instruction, index []int) error {
	s := in.Shape
	for d, k := range index {
		at := ValueName(liveness.Value{Instruction: &hlo.Instruction{Name: in.Name}, Index: index[:d]})
		if s.Element != "tuple" {
			return fmt.Errorf("%s is %s, not a tuple: it has no index %d", at, liveness.ShapeText(s), k)
		}
		if k < 0 || k >= len(s.Tuple) {
			if len(s.Tuple) == 0 {
				return fmt.Errorf("%s is an empty tuple: it has no index %d", at, k)
			}
			return fmt.Errorf("index %d out of range: %s is a tuple of %d, indices 0 to %d", k, at, len(s.Tuple), len(s.Tuple)-1)
		}
		s = s.Tuple[k]
	}
	return nil
}

// findInstruction returns the instruction of m named name (nil when there
// is none) and the number of instructions in m.
func findInstruction(m *hlo.Module, name string) (*hlo.Instruction, int) {
	var found *hlo.Instruction
	n := 0
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			if in.Name == name && found == nil {
				found = in
			}
			n++
		}
	}
	return found, n
}
