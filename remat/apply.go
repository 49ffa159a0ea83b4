// The rewrites: a clone before a late use; a copy to host and back.

package remat

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/planner-dev/planner/hlo"
)

// apply makes change c in f.mod and f.seq and returns its record.
func (f *fitter) apply(c candidate) Change {
	ch := Change{Kind: c.kind, Value: c.handle.Name, Computation: c.comp.Name, Shape: c.handle.Shape.String(),
		Bytes: c.bytes, Saved: c.saved, Flops: c.flops, Moved: c.moved, Seconds: c.seconds, Step: c.step}
	ch.OpName, ch.Source = sourceOf(c.handle)
	var repl *hlo.Instruction
	switch c.kind {
	case "remat":
		clones := map[*hlo.Instruction]*hlo.Instruction{}
		pin := f.pin(c)
		barred := f.barrier(c)
		for _, x := range c.chain {
			cl := f.cloneOf(x)
			for k, o := range cl.Operands {
				o = through(o)
				if y, ok := clones[o]; ok {
					cl.Operands[k] = y
				} else if y, ok := barred[o]; ok {
					cl.Operands[k] = y
				}
			}
			if pin != nil {
				cl.ControlPredecessors = []*hlo.Instruction{pin}
			}
			clones[x] = cl
			f.insertBefore(c.comp, c.before, cl)
		}
		repl = clones[c.handle]
		if len(c.chain) > 1 {
			ch.Chain = len(c.chain)
		}
	case "offload":
		h := c.handle
		host := withSpace(h.Shape, HostSpace)
		dev := h.Shape
		ctx := hlo.Shape{Element: "u32", Dims: []int64{}}
		cs1 := f.newInst(c.comp, f.freshName(h.Name, "offload"), "copy-start",
			hlo.Shape{Element: hlo.TupleElement, Tuple: []hlo.Shape{host, dev, ctx}}, h)
		cd1 := f.newInst(c.comp, f.freshName(h.Name, "offload.done"), "copy-done", host, cs1)
		cs2 := f.newInst(c.comp, f.freshName(h.Name, "reload"), "copy-start",
			hlo.Shape{Element: hlo.TupleElement, Tuple: []hlo.Shape{dev, host, ctx}}, cd1)
		cd2 := f.newInst(c.comp, f.freshName(h.Name, "reload.done"), "copy-done", dev, cs2)
		for _, x := range []*hlo.Instruction{cs1, cd1, cs2, cd2} {
			x.Metadata = h.Metadata
		}
		f.insertAfter(c.comp, c.after, cs1)
		if c.doneBefore != nil {
			f.insertBefore(c.comp, c.doneBefore, cd1)
		} else {
			f.insertAfter(c.comp, cs1, cd1)
		}
		if c.startBefore != nil {
			f.insertBefore(c.comp, c.startBefore, cs2)
		} else {
			f.insertBefore(c.comp, c.before, cs2)
		}
		f.insertBefore(c.comp, c.before, cd2)
		repl = cd2
	default:
		panic(fmt.Sprintf("remat: unknown change %q", c.kind))
	}
	// The bitcasts the late uses read the value through are cloned over
	// the replacement, each after its operand's clone.
	over := map[*hlo.Instruction]*hlo.Instruction{c.handle: repl}
	for _, b := range c.via {
		o, ok := over[b.Operands[0]]
		if !ok {
			panic(fmt.Sprintf("remat: bitcast %s of a late use does not read %s", b.Name, c.handle.Name))
		}
		bc := f.cloneOf(b)
		bc.Operands[0] = o
		bc.Metadata = b.Metadata
		f.insertBefore(c.comp, c.before, bc)
		over[b] = bc
	}
	for _, u := range c.late {
		for k, o := range u.Operands {
			if y, ok := over[o]; ok {
				u.Operands[k] = y
			}
		}
	}
	ch.Clone = repl.Name
	return ch
}

// barrier puts the inputs of recompute c (the operands of its chain that
// the chain does not compute) through an optimization barrier right
// before the recompute, as jax.checkpoint does (prevent_cse), and returns
// what each input becomes: get-tuple-element(opt-barrier(tuple(inputs...)),
// k). A clone whose operands are its original's is merged back by XLA's
// CSE, and the saving is gone; one that reads the barrier's outputs is not
// (CSE sees other operands, and no pass looks through a barrier).
//
// XLA:CPU removes barriers early (OptimizationBarrierExpander right after
// its first CSE, then TupleSimplifier forwards the tuple), and its CSE
// after fusion would then merge the clones after all; so every clone also
// gets a control predecessor (pin): XLA's CSE never merges an instruction
// in a control dependency, and every scheduler honours one, so the
// recompute cannot be hoisted back next to its original (XLA:CPU's default
// breadth-first scheduler would). The barrier defines no new array: its
// outputs are its inputs' buffers; only the tuple's pointer is new.
func (f *fitter) barrier(c candidate) map[*hlo.Instruction]*hlo.Instruction {
	in := map[*hlo.Instruction]bool{}
	for _, x := range c.chain {
		in[x] = true
	}
	var inputs []*hlo.Instruction
	seen := map[*hlo.Instruction]bool{}
	for _, x := range c.chain {
		for _, o := range x.Operands {
			if o = through(o); !in[o] && !seen[o] && o.Shape.IsArray() {
				seen[o] = true
				inputs = append(inputs, o)
			}
		}
	}
	if len(inputs) == 0 {
		return nil
	}
	shapes := make([]hlo.Shape, len(inputs))
	for i, o := range inputs {
		shapes[i] = o.Shape
	}
	tshape := hlo.Shape{Element: hlo.TupleElement, Tuple: shapes}
	name := f.freshName(c.handle.Name, "barrier")
	tup := f.newInst(c.comp, f.freshName(name, "tuple"), "tuple", tshape, inputs...)
	bar := f.newInst(c.comp, name, "opt-barrier", tshape, tup)
	f.insertBefore(c.comp, c.before, tup)
	f.insertBefore(c.comp, c.before, bar)
	out := make(map[*hlo.Instruction]*hlo.Instruction, len(inputs))
	for k, o := range inputs {
		g := f.newInst(c.comp, f.freshName(name, "get"+strconv.Itoa(k)), "get-tuple-element", o.Shape, bar)
		g.TupleIndex = k
		f.insertBefore(c.comp, c.before, g)
		out[o] = g
	}
	return out
}

// pin returns the control predecessor of the clones of a recompute placed
// before at: the last instruction before at in the sequence after the
// change's last early use that is no parameter, constant or barrier part
// (nil when there is none).
func (f *fitter) pin(c candidate) *hlo.Instruction {
	seq := f.seq[c.comp]
	i := slices.Index(seq, c.before)
	for i--; i >= 0 && seq[i] != c.after; i-- {
		x := seq[i]
		if x.Opcode != "parameter" && x.Opcode != "constant" && !barrierStep(x) && cloneBase(x.Name) == x.Name {
			return x
		}
	}
	return nil
}

// cloneOf returns a copy of in named as XLA names a rematerialized
// instruction, reading the same operands. A fusion's clone gets its own
// copy of the fused computation, as XLA's cloning of a fusion does.
func (f *fitter) cloneOf(in *hlo.Instruction) *hlo.Instruction {
	x := *in
	x.Name = f.freshName(in.Name, "remat")
	x.Operands = slices.Clone(in.Operands)
	x.ControlPredecessors = nil
	x.IsRoot = false
	x.OutputToOperandAliasing = nil
	if in.Opcode == "fusion" && len(in.Called) > 0 {
		x.Called = slices.Clone(in.Called)
		for k, cc := range x.Called {
			if cc.Computation != nil {
				x.Called[k].Computation = f.cloneComputation(cc.Computation)
			}
		}
	}
	return &x
}

// cloneComputation adds to f.mod a copy of c (and of the computations it
// calls through fusions) under fresh names.
func (f *fitter) cloneComputation(c *hlo.Computation) *hlo.Computation {
	nc := *c
	nc.Name = f.freshName(c.Name, "remat")
	nc.IsEntry = false
	insts := map[*hlo.Instruction]*hlo.Instruction{}
	nc.Instructions = make([]*hlo.Instruction, len(c.Instructions))
	for k, in := range c.Instructions {
		x := *in
		x.Parent = &nc
		x.Name = f.freshName(in.Name, "remat")
		nc.Instructions[k] = &x
		insts[in] = &x
	}
	for _, in := range nc.Instructions {
		in.Operands = remapList(in.Operands, insts)
		in.ControlPredecessors = remapList(in.ControlPredecessors, insts)
		if in.Opcode == "fusion" && len(in.Called) > 0 {
			in.Called = slices.Clone(in.Called)
			for k, cc := range in.Called {
				if cc.Computation != nil {
					in.Called[k].Computation = f.cloneComputation(cc.Computation)
				}
			}
		}
	}
	nc.Params = remapList(c.Params, insts)
	if c.Root != nil {
		nc.Root = insts[c.Root]
	}
	// Called computations come before their callers in the text.
	at := slices.Index(f.mod.Computations, c)
	if at < 0 {
		at = len(f.mod.Computations)
	}
	f.mod.Computations = slices.Insert(f.mod.Computations, at, &nc)
	return &nc
}

// newInst returns a new instruction of computation c.
func (f *fitter) newInst(c *hlo.Computation, name, opcode string, shape hlo.Shape, ops ...*hlo.Instruction) *hlo.Instruction {
	return &hlo.Instruction{Name: name, Opcode: opcode, Shape: shape, Operands: ops, Parent: c,
		ParameterNumber: -1, TupleIndex: -1, Pos: ops[0].Pos}
}

// insertBefore puts x into c's sequence right before at.
func (f *fitter) insertBefore(c *hlo.Computation, at, x *hlo.Instruction) {
	s := f.seq[c]
	i := slices.Index(s, at)
	if i < 0 {
		panic(fmt.Sprintf("remat: %s is not in the sequence of %s", at.Name, c.Name))
	}
	f.seq[c] = slices.Insert(s, i, x)
	c.Instructions = append(c.Instructions, x)
	x.Parent = c
}

// insertAfter puts x into c's sequence right after at.
func (f *fitter) insertAfter(c *hlo.Computation, at, x *hlo.Instruction) {
	s := f.seq[c]
	i := slices.Index(s, at)
	if i < 0 {
		panic(fmt.Sprintf("remat: %s is not in the sequence of %s", at.Name, c.Name))
	}
	f.seq[c] = slices.Insert(s, i+1, x)
	c.Instructions = append(c.Instructions, x)
	x.Parent = c
}

// withSpace returns s with memory space space in its layout (a default
// layout, major to minor, when s has none).
func withSpace(s hlo.Shape, space int) hlo.Shape {
	out := s
	var l hlo.Layout
	if s.Layout != nil {
		l = *s.Layout
		l.MinorToMajor = slices.Clone(l.MinorToMajor)
	} else {
		for d := len(s.Dims) - 1; d >= 0; d-- {
			l.MinorToMajor = append(l.MinorToMajor, d)
		}
	}
	l.MemorySpace = space
	out.Layout = &l
	return out
}

// sourceOf returns the op_name and source_file:line of in's metadata; a
// fusion without metadata of its own takes its fused root's.
func sourceOf(in *hlo.Instruction) (opName, source string) {
	md := in.Meta()
	if md.OpName == "" && md.SourceFile == "" && in.Opcode == "fusion" && len(in.Called) > 0 &&
		in.Called[0].Computation != nil && in.Called[0].Computation.Root != nil {
		md = in.Called[0].Computation.Root.Meta()
	}
	if md.SourceFile != "" {
		source = md.SourceFile
		if md.SourceLine > 0 {
			source += ":" + strconv.Itoa(md.SourceLine)
		}
	}
	return md.OpName, source
}
