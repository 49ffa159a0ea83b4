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
// An instruction that defines no buffer of its own (a bitcast, a
// get-tuple-element: it shares its operand's) or a name the module does
// not have is an error saying so. Each call scans the buffers' values,
// so a caller looking up every instruction should walk Result.Buffers
// instead.
func (r *Result) Lookup(instruction string, index ...int) (Placement, error) {
	name := strings.TrimPrefix(instruction, "%")
	lv := r.Liveness
	found := false
	// A value copy insertion copied also sits in the copy's buffer; the
	// buffer that defines it wins, so copies are looked at last.
	for _, copies := range []bool{false, true} {
		for i := range lv.Buffers {
			b := &lv.Buffers[i]
			for _, v := range b.Values {
				if v.Instruction.Name != name || v.Copy != copies {
					continue
				}
				found = true
				if !slices.Equal([]int(v.Index), index) {
					continue
				}
				p := Placement{Buffer: b, Offset: -1, Start: b.Start, End: b.End}
				if j, ok := slices.BinarySearch(r.Buffers, i); ok {
					p.InArena, p.Offset = true, r.Solution.Offsets[j]
				}
				return p, nil
			}
		}
	}
	what := name
	if len(index) > 0 {
		what = ValueName(liveness.Value{Instruction: &hlo.Instruction{Name: name}, Index: index})
	}
	switch {
	case found:
		return Placement{}, fmt.Errorf("planner: %s has no buffer of its own: %s's buffers are at other shape indices", what, name)
	case hasInstruction(r.Module, name):
		return Placement{}, fmt.Errorf("planner: %s defines no buffer in the plan (a bitcast, get-tuple-element or tuple element shares its operand's; an instruction inside a fusion or a reducer is not in memory)", what)
	}
	return Placement{}, fmt.Errorf("planner: module %s has no instruction %s", r.Module.Name, name)
}

// hasInstruction reports whether a computation of m has an instruction
// named name.
func hasInstruction(m *hlo.Module, name string) bool {
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			if in.Name == name {
				return true
			}
		}
	}
	return false
}
