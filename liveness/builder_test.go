package liveness

import (
	"fmt"
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// The builder makes modules by hand, in the manner of ssa/func_test.go:
//
//	m := mod(t, comp("main", true,
//		in("p", f32(256), "parameter", 0),
//		in("e", f32(256), "exponential", "p"),
//	))
//
// Arguments of in after the opcode: a string names an operand; an int is the
// parameter number or tuple index; attr{...} adds an attribute; call{...}
// names a called computation by role; alias{...} is output_to_operand_aliasing.

type attr struct{ name, value string }
type call struct{ role, comp string }
type alias struct {
	out     hlo.ShapeIndex
	operand int
	in      hlo.ShapeIndex
}

type protoInst struct {
	name, opcode string
	shape        hlo.Shape
	args         []any
	root         bool
}

type protoComp struct {
	name  string
	entry bool
	insts []protoInst
}

func f32(dims ...int64) hlo.Shape { return hlo.Shape{Element: "f32", Dims: dims} }
func s32(dims ...int64) hlo.Shape { return hlo.Shape{Element: "s32", Dims: dims} }
func pred() hlo.Shape             { return hlo.Shape{Element: "pred"} }
func tup(es ...hlo.Shape) hlo.Shape {
	return hlo.Shape{Element: hlo.TupleElement, Tuple: es}
}

func in(name string, shape hlo.Shape, opcode string, args ...any) protoInst {
	return protoInst{name: name, opcode: opcode, shape: shape, args: args}
}

// root marks the instruction as its computation's root.
func root(p protoInst) protoInst { p.root = true; return p }

func comp(name string, entry bool, insts ...protoInst) protoComp {
	return protoComp{name, entry, insts}
}

// mod builds a module; the last instruction of a computation is its root
// unless one is marked.
func mod(t testing.TB, comps ...protoComp) *hlo.Module {
	t.Helper()
	m := &hlo.Module{Name: "m"}
	byName := map[string]*hlo.Computation{}
	for _, pc := range comps {
		c := &hlo.Computation{Name: pc.name, IsEntry: pc.entry}
		byName[pc.name] = c
		m.Computations = append(m.Computations, c)
		if pc.entry {
			m.Entry = c
		}
	}
	if m.Entry == nil {
		m.Entry = m.Computations[len(m.Computations)-1]
	}
	id := 0
	for _, pc := range comps {
		c := byName[pc.name]
		local := map[string]*hlo.Instruction{}
		for _, pi := range pc.insts {
			x := &hlo.Instruction{Name: pi.name, Opcode: pi.opcode, Shape: pi.shape, Parent: c, ID: id,
				ParameterNumber: -1, TupleIndex: -1, IsRoot: pi.root}
			id++
			for _, a := range pi.args {
				switch a := a.(type) {
				case string:
					op, ok := local[a]
					if !ok {
						t.Fatalf("%s: unknown operand %s", pi.name, a)
					}
					x.Operands = append(x.Operands, op)
				case int:
					if pi.opcode == "parameter" {
						x.ParameterNumber = a
					} else {
						x.TupleIndex = a
					}
				case attr:
					x.Attrs = append(x.Attrs, hlo.Attr{Name: a.name, Value: a.value})
				case call:
					cc, ok := byName[a.comp]
					if !ok {
						t.Fatalf("%s: unknown computation %s", pi.name, a.comp)
					}
					x.Called = append(x.Called, hlo.CalledComputation{Role: a.role, Computation: cc})
				case alias:
					x.OutputToOperandAliasing = append(x.OutputToOperandAliasing, hlo.OperandAlias{OutputIndex: a.out, Operand: a.operand, OperandIndex: a.in})
				default:
					t.Fatalf("%s: bad argument %v", pi.name, a)
				}
			}
			local[pi.name] = x
			c.Instructions = append(c.Instructions, x)
			if pi.root {
				c.Root = x
			}
			if x.Opcode == "parameter" {
				for len(c.Params) <= x.ParameterNumber {
					c.Params = append(c.Params, nil)
				}
				c.Params[x.ParameterNumber] = x
			}
		}
		if c.Root == nil && len(c.Instructions) > 0 {
			c.Root = c.Instructions[len(c.Instructions)-1]
			c.Root.IsRoot = true
		}
	}
	return m
}

// summary is a compact canonical form of a result for table tests:
// "b0 [0,5) 1024 parameter p{}; b1 ..." and the copies.
func summary(r *Result) string {
	var sb strings.Builder
	for _, b := range r.Buffers {
		var vs []string
		for _, v := range b.Values {
			vs = append(vs, v.String())
		}
		fmt.Fprintf(&sb, "b%d [%d,%d) %d %s %s\n", b.ID, b.Start, b.End, b.Size, b.Kind, strings.Join(vs, " "))
	}
	for _, c := range r.Copies {
		fmt.Fprintf(&sb, "copy b%d of %s\n", c.Buffer, c.Of)
	}
	fmt.Fprintf(&sb, "max %d at %d\n", r.MaxLive, r.PeakTime)
	return sb.String()
}
