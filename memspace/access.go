package memspace

import (
	"github.com/planner-dev/planner/cost"
	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/liveness"
)

// use is one time step's reads and writes of one buffer.
type use struct {
	step  int64
	bytes int64 // read and written, as cost counts them
	write bool  // the step writes into the buffer
}

// access is one buffer read or written at a step.
type access struct {
	buf   int
	bytes int64
	write bool
}

// accesses finds, for every step of lv's timeline, the flops of its
// instruction and the buffers it reads and writes: the buffers holding the
// operands' array values (passing through get-tuple-element, bitcast,
// tuple and the parameters of called computations) and those holding its
// result's arrays. A value whose buffer cannot be found moves no bytes.
type accesses struct {
	lv *liveness.Result
	// byValue lists the buffers holding each value (a value of a
	// computation called from several sites has one buffer per site).
	byValue map[valueKey][]int
	// caller is the instruction calling a (non-fused) computation, when
	// exactly one does.
	caller map[*hlo.Computation]*hlo.Instruction
	// flops[t] is the arithmetic of the instruction at step t.
	flops []float64
	// steps[t] are the accesses at step t.
	steps [][]access
	// uses[b] are buffer b's accesses, one per step, in step order.
	uses [][]use
}

// valueKey names a value: its defining instruction and shape index.
type valueKey struct {
	in  *hlo.Instruction
	idx string
}

func keyOf(in *hlo.Instruction, idx hlo.ShapeIndex) valueKey {
	b := make([]byte, 0, 2*len(idx))
	for _, x := range idx {
		b = append(b, byte(x), byte(x>>8))
	}
	return valueKey{in, string(b)}
}

// findAccesses builds the accesses of lv's timeline.
func findAccesses(m *hlo.Module, lv *liveness.Result) *accesses {
	a := &accesses{
		lv:      lv,
		byValue: map[valueKey][]int{},
		caller:  map[*hlo.Computation]*hlo.Instruction{},
		flops:   make([]float64, lv.Steps),
		steps:   make([][]access, lv.Steps),
		uses:    make([][]use, len(lv.Buffers)),
	}
	for i := range lv.Buffers {
		for _, v := range lv.Buffers[i].Values {
			k := keyOf(v.Instruction, v.Index)
			a.byValue[k] = append(a.byValue[k], i)
		}
	}
	if m != nil {
		seen := map[*hlo.Computation]int{}
		for _, c := range m.Computations {
			for _, in := range c.Instructions {
				switch in.Opcode {
				case "while", "call", "conditional":
					for _, cc := range in.Called {
						if cc.Computation != nil {
							seen[cc.Computation]++
							a.caller[cc.Computation] = in
						}
					}
				}
			}
		}
		for c, n := range seen {
			if n > 1 {
				delete(a.caller, c)
			}
		}
	}
	for t, in := range lv.Timeline {
		if int64(t) >= lv.Steps {
			break
		}
		a.flops[t] = cost.Flops(in)
		if !cost.MovesMemory(in.Opcode) {
			continue
		}
		var acc []access
		add := func(b int, n int64, w bool) {
			if b < 0 || n <= 0 {
				return
			}
			for i := range acc {
				if acc[i].buf == b {
					acc[i].bytes += n
					acc[i].write = acc[i].write || w
					return
				}
			}
			acc = append(acc, access{b, n, w})
		}
		for k, op := range in.Operands {
			op.Shape.ForEachSubshape(func(sub hlo.Shape, idx hlo.ShapeIndex) {
				if !sub.IsArray() {
					return
				}
				b := a.resolve(op, idx, int64(t), 0)
				if b >= 0 {
					add(b, cost.OperandBytes(in, k, lv.Buffers[b].Size), false)
				}
			})
		}
		in.Shape.ForEachSubshape(func(sub hlo.Shape, idx hlo.ShapeIndex) {
			if !sub.IsArray() {
				return
			}
			b := a.lookup(in, idx, int64(t))
			if b >= 0 {
				add(b, cost.ResultBytes(in, lv.Buffers[b].Size), true)
			}
		})
		a.steps[t] = acc
		for _, x := range acc {
			a.uses[x.buf] = append(a.uses[x.buf], use{int64(t), x.bytes, x.write})
		}
	}
	return a
}

// lookup returns the buffer holding value (in, idx) live at step t, -1
// when none does.
func (a *accesses) lookup(in *hlo.Instruction, idx hlo.ShapeIndex, t int64) int {
	for _, b := range a.byValue[keyOf(in, idx)] {
		buf := &a.lv.Buffers[b]
		if buf.Start <= t && t < buf.End {
			return b
		}
	}
	return -1
}

// resolve returns the buffer holding the value at index idx of x's result
// at step t, following the instructions that pass values on.
func (a *accesses) resolve(x *hlo.Instruction, idx hlo.ShapeIndex, t int64, depth int) int {
	if b := a.lookup(x, idx, t); b >= 0 || depth > 64 {
		return b
	}
	op := func(k int) *hlo.Instruction {
		if k < len(x.Operands) {
			return x.Operands[k]
		}
		return nil
	}
	switch x.Opcode {
	case "get-tuple-element":
		if o := op(0); o != nil {
			return a.resolve(o, append(hlo.ShapeIndex{x.TupleIndex}, idx...), t, depth+1)
		}
	case "bitcast", "opt-barrier", "optimization-barrier", "add-dependency", "domain":
		if o := op(0); o != nil {
			return a.resolve(o, idx, t, depth+1)
		}
	case "tuple":
		if len(idx) > 0 {
			if o := op(idx[0]); o != nil {
				return a.resolve(o, idx[1:], t, depth+1)
			}
		}
	case "call":
		if c := x.CalledComputation("to_apply"); c != nil && c.Root != nil {
			return a.resolve(c.Root, idx, t, depth+1)
		}
		for _, cc := range x.Called {
			if cc.Computation != nil && cc.Computation.Root != nil {
				return a.resolve(cc.Computation.Root, idx, t, depth+1)
			}
		}
	case "parameter":
		c := a.caller[x.Parent]
		if c == nil {
			return -1
		}
		switch c.Opcode {
		case "while":
			if o := op2(c, 0); o != nil {
				return a.resolve(o, idx, t, depth+1)
			}
		case "call":
			if o := op2(c, x.ParameterNumber); o != nil {
				return a.resolve(o, idx, t, depth+1)
			}
		case "conditional":
			for k, cc := range c.Called {
				if cc.Computation == x.Parent {
					if o := op2(c, k+1); o != nil {
						return a.resolve(o, idx, t, depth+1)
					}
				}
			}
		}
	}
	return -1
}

func op2(in *hlo.Instruction, k int) *hlo.Instruction {
	if k >= 0 && k < len(in.Operands) {
		return in.Operands[k]
	}
	return nil
}
