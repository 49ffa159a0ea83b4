package schedule

import (
	"fmt"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/layout"
)

// size is the byte size the tests use: dense, exact bytes.
var size = layout.Dense(64).Bytes

// f32 returns an f32 array shape.
func f32(dims ...int64) hlo.Shape { return hlo.Shape{Element: "f32", Dims: dims} }

// tuple returns a tuple shape.
func tuple(elems ...hlo.Shape) hlo.Shape { return hlo.Shape{Element: hlo.TupleElement, Tuple: elems} }

// moduleBuilder builds an hlo.Module by hand, as the parser would.
type moduleBuilder struct {
	m      *hlo.Module
	nextID int
}

func newModule(name string) *moduleBuilder {
	return &moduleBuilder{m: &hlo.Module{Name: name}}
}

// comp starts a computation; the entry is marked with entry.
func (b *moduleBuilder) comp(name string, entry bool) *compBuilder {
	c := &hlo.Computation{Name: name, IsEntry: entry}
	b.m.Computations = append(b.m.Computations, c)
	if entry {
		b.m.Entry = c
	}
	return &compBuilder{b: b, c: c, byName: map[string]*hlo.Instruction{}}
}

type compBuilder struct {
	b      *moduleBuilder
	c      *hlo.Computation
	byName map[string]*hlo.Instruction
	// pending are operands named before their definition, resolved by done.
	pending []func()
}

// op appends an instruction; operands may name instructions defined later
// (resolved by done). The last instruction added is the root unless root
// is called.
func (cb *compBuilder) op(name, opcode string, shape hlo.Shape, operands ...string) *hlo.Instruction {
	in := &hlo.Instruction{
		Name: name, Opcode: opcode, Shape: shape, Parent: cb.c, ID: cb.b.nextID,
		ParameterNumber: -1, TupleIndex: -1,
		Pos: hlo.NewPos("test.hlo", cb.b.nextID+1, 3),
	}
	cb.b.nextID++
	if opcode == "parameter" {
		in.ParameterNumber = len(cb.c.Params)
		cb.c.Params = append(cb.c.Params, in)
	}
	in.Operands = make([]*hlo.Instruction, len(operands))
	for k, o := range operands {
		k, o := k, o
		cb.pending = append(cb.pending, func() {
			op, ok := cb.byName[o]
			if !ok {
				panic(fmt.Sprintf("builder: %s: unknown operand %s", name, o))
			}
			in.Operands[k] = op
		})
	}
	cb.byName[name] = in
	cb.c.Instructions = append(cb.c.Instructions, in)
	cb.c.Root = in
	return in
}

// gte appends a get-tuple-element.
func (cb *compBuilder) gte(name string, shape hlo.Shape, of string, index int) *hlo.Instruction {
	in := cb.op(name, "get-tuple-element", shape, of)
	in.TupleIndex = index
	return in
}

// calls names a computation called by in under role.
func (cb *compBuilder) calls(in *hlo.Instruction, role string, c *compBuilder) {
	in.Called = append(in.Called, hlo.CalledComputation{Role: role, Computation: c.c})
}

// after adds control predecessors to the instruction named name.
func (cb *compBuilder) after(name string, preds ...string) {
	cb.pending = append(cb.pending, func() {
		for _, p := range preds {
			cb.byName[name].ControlPredecessors = append(cb.byName[name].ControlPredecessors, cb.byName[p])
		}
	})
}

// root marks the root and resolves operands.
func (cb *compBuilder) done(root string) *hlo.Computation {
	for _, f := range cb.pending {
		f()
	}
	cb.pending = nil
	for _, in := range cb.c.Instructions {
		in.IsRoot = false
	}
	cb.c.Root = cb.byName[root]
	cb.c.Root.IsRoot = true
	return cb.c
}

// checkSequence is the independent checker: seq holds, for every
// computation of m, a permutation of its instructions in which every
// operand and control predecessor comes first.
func checkSequence(m *hlo.Module, seq hlo.Sequence) error {
	if len(seq) != len(m.Computations) {
		return fmt.Errorf("sequence has %d computations, module %d", len(seq), len(m.Computations))
	}
	for _, c := range m.Computations {
		order, ok := seq[c]
		if !ok {
			return fmt.Errorf("computation %s has no order", c.Name)
		}
		if len(order) != len(c.Instructions) {
			return fmt.Errorf("computation %s: order has %d instructions, want %d", c.Name, len(order), len(c.Instructions))
		}
		at := map[*hlo.Instruction]int{}
		for t, in := range order {
			if in.Parent != c && in.Parent != nil {
				return fmt.Errorf("computation %s: order holds %s of %s", c.Name, in.Name, in.Parent.Name)
			}
			if _, dup := at[in]; dup {
				return fmt.Errorf("computation %s: %s twice", c.Name, in.Name)
			}
			at[in] = t
		}
		for _, in := range c.Instructions {
			if _, ok := at[in]; !ok {
				return fmt.Errorf("computation %s: %s missing", c.Name, in.Name)
			}
			for _, op := range in.Operands {
				if at[op] >= at[in] {
					return fmt.Errorf("computation %s: %s at %d before its operand %s at %d", c.Name, in.Name, at[in], op.Name, at[op])
				}
			}
			for _, p := range in.ControlPredecessors {
				if at[p] >= at[in] {
					return fmt.Errorf("computation %s: %s at %d before its control predecessor %s at %d", c.Name, in.Name, at[in], p.Name, at[p])
				}
			}
		}
	}
	return nil
}

// names lists a computation's order by instruction name.
func names(seq hlo.Sequence, c *hlo.Computation) []string {
	var out []string
	for _, in := range seq[c] {
		out = append(out, in.Name)
	}
	return out
}
