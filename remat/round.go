// One round's view of the program: steps, load, handles and candidates.

package remat

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/liveness"
	"github.com/planner-dev/planner/optimize"
)

// noRecompute are the opcodes never recomputed: they have effects, talk to
// other devices or the host, draw random numbers, or pass values on
// without computing them. While, call and conditional are recomputed
// neither: a clone would run the whole loop again.
var noRecompute = map[string]bool{
	"parameter": true, "constant": true, "rng": true, "rng-bit-generator": true,
	"rng-get-and-update-state": true, "custom-call": true, "infeed": true, "outfeed": true,
	"send": true, "send-done": true, "recv": true, "recv-done": true, "all-reduce": true,
	"all-gather": true, "all-to-all": true, "reduce-scatter": true, "collective-permute": true,
	"all-reduce-start": true, "all-reduce-done": true, "all-gather-start": true, "all-gather-done": true,
	"collective-permute-start": true, "collective-permute-done": true, "collective-broadcast": true,
	"copy-start": true, "copy-done": true, "async-start": true, "async-update": true, "async-done": true,
	"while": true, "call": true, "conditional": true, "tuple": true, "get-tuple-element": true,
	"bitcast": true, "after-all": true, "add-dependency": true, "opt-barrier": true,
	"optimization-barrier": true, "domain": true, "partition-id": true, "replica-id": true,
	"dynamic-update-slice": true, "scatter": true, "sort": true, "iota": false,
}

// forwarding are the opcodes whose result is (part of) an operand's
// buffer: a use by one of them lasts as long as its own uses.
var forwarding = map[string]bool{
	"bitcast": true, "tuple": true, "get-tuple-element": true, "opt-barrier": true,
	"optimization-barrier": true, "add-dependency": true, "domain": true,
	"while": true, "call": true, "conditional": true,
}

// use is one read of a handle: by in, over the steps [start, end]. via
// are the bitcasts in reads the handle through, the handle's own reader
// first: a bitcast defines no value (it is its operand's buffer under
// another shape), so the reads of a bitcast are reads of the value, and a
// late one is served by a clone of the bitcast over the recompute.
type use struct {
	in         *hlo.Instruction
	start, end int64
	via        []*hlo.Instruction
}

// handle is an array-shaped instruction of a computation laid out once,
// whose value sits in a buffer of the arena.
type handle struct {
	in   *hlo.Instruction
	buf  int   // index in lv.Buffers
	size int64 // bytes
	def  int64 // step of in
	uses []use // by start step
	// recompute is true when in may be cloned.
	recompute bool
}

// round is the analysis of the current program that one round chooses
// its changes from.
type round struct {
	lv *liveness.Result
	// first[id] and end[id] are the first step of instruction id and the
	// last step of its slot (a while's close, a call's callee); -1 when it
	// is in no computation laid out once.
	first, end []int64
	// users[id] are the instructions reading instruction id.
	users [][]*hlo.Instruction
	// w[s] is the product of the trip counts around step s; cum[s] the
	// weighted seconds of the steps before s.
	w   []float64
	cum []float64
	// link[s] is the host link time free at step s: the step's own
	// compute (one run), less what the offloads in place use.
	link []float64
	// load[s] is the bytes of the arena's buffers live at step s.
	load []int64
	// handles are the candidates' values, in instruction order.
	handles []handle
	// copied[id] is the buffer of the copy the analysis inserted of
	// instruction id's value (a while's initial state read again after
	// the loop), -1 when none.
	copied []int
	// hidx[id] is the index in handles of instruction id's handle, -1.
	hidx []int
	// tend memoizes transEnd by ID (-2: not computed).
	tend []int64
}

// newRound analyses the current program.
func (f *fitter) newRound() *round {
	lv := f.lv
	n := 0
	for _, c := range f.mod.Computations {
		n += len(c.Instructions)
	}
	r := &round{lv: lv, first: make([]int64, n), end: make([]int64, n), users: make([][]*hlo.Instruction, n), tend: make([]int64, n)}
	count := make([]int, n)
	for i := range r.first {
		r.first[i], r.end[i], r.tend[i] = -1, -1, -2
	}
	for s, in := range lv.Timeline {
		if count[in.ID] == 0 {
			r.first[in.ID] = int64(s)
		}
		r.end[in.ID] = int64(s)
		count[in.ID]++
	}
	// A computation is laid out once when every instruction appears once
	// (a while or conditional twice: open and close).
	once := map[*hlo.Computation]bool{}
	for c, s := range f.seq {
		ok := len(s) > 0
		for _, in := range s {
			want := 1
			if in.Opcode == "while" || in.Opcode == "conditional" {
				want = 2
			}
			if count[in.ID] != want {
				ok = false
				break
			}
		}
		once[c] = ok
	}
	for c, s := range f.seq {
		if !once[c] {
			for _, in := range s {
				r.first[in.ID], r.end[in.ID] = -1, -1
			}
			continue
		}
		// The slot of an instruction runs to the step before the next one.
		for k, in := range s {
			if k+1 < len(s) {
				r.end[in.ID] = r.first[s[k+1].ID] - 1
			}
		}
	}
	for _, c := range f.mod.Computations {
		if !once[c] {
			continue
		}
		for _, in := range c.Instructions {
			for _, o := range in.Operands {
				if len(r.users[o.ID]) == 0 || r.users[o.ID][len(r.users[o.ID])-1] != in {
					r.users[o.ID] = append(r.users[o.ID], in)
				}
			}
		}
	}
	r.w = weights(lv)
	r.cum = make([]float64, len(lv.Timeline)+1)
	for s, in := range lv.Timeline {
		r.cum[s+1] = r.cum[s] + r.w[s]*instSeconds(in, f.opt.Target, f.opt.Liveness.Size)
	}
	r.link = make([]float64, len(lv.Timeline))
	for s, in := range lv.Timeline {
		r.link[s] = instSeconds(in, f.opt.Target, f.opt.Liveness.Size)
	}
	for _, c := range f.mod.Computations {
		if !once[c] {
			continue
		}
		for _, in := range c.Instructions {
			if in.Opcode != "copy-done" || len(in.Operands) != 1 || in.Operands[0].Opcode != "copy-start" {
				continue
			}
			cs := in.Operands[0]
			if r.first[cs.ID] >= 0 && r.first[in.ID] >= 0 && len(cs.Operands) == 1 {
				r.useLink(r.first[cs.ID], r.first[in.ID], float64(f.opt.Liveness.Size(cs.Operands[0].Shape))/f.host)
			}
		}
	}
	diff := make([]int64, lv.Steps+1)
	for i := range lv.Buffers {
		b := &lv.Buffers[i]
		if f.opt.Arena.In(b) {
			diff[b.Start] += b.Size
			diff[b.End] -= b.Size
		}
	}
	r.load = make([]int64, lv.Steps)
	var cur int64
	for s := range r.load {
		cur += diff[s]
		r.load[s] = cur
	}
	// Values to buffers.
	type key struct {
		id  int
		idx string
	}
	bufOf := map[key]int{}
	for i := range lv.Buffers {
		for _, v := range lv.Buffers[i].Values {
			if !v.Copy {
				bufOf[key{v.Instruction.ID, indexKey(v.Index)}] = i
			}
		}
	}
	var resolve func(in *hlo.Instruction, idx hlo.ShapeIndex, depth int) int
	resolve = func(in *hlo.Instruction, idx hlo.ShapeIndex, depth int) int {
		if depth > 64 {
			return -1
		}
		switch in.Opcode {
		case "get-tuple-element":
			return resolve(in.Operands[0], append(hlo.ShapeIndex{in.TupleIndex}, idx...), depth+1)
		case "tuple":
			if len(idx) > 0 && idx[0] < len(in.Operands) {
				return resolve(in.Operands[idx[0]], idx[1:], depth+1)
			}
		case "bitcast", "opt-barrier", "optimization-barrier", "add-dependency", "domain":
			return resolve(in.Operands[0], idx, depth+1)
		case "while":
			if b := in.CalledComputation("body"); b != nil && b.Root != nil {
				return resolve(b.Root, idx, depth+1)
			}
		case "call":
			if b := in.CalledComputation("to_apply"); b != nil && b.Root != nil {
				return resolve(b.Root, idx, depth+1)
			}
		}
		if i, ok := bufOf[key{in.ID, indexKey(idx)}]; ok {
			return i
		}
		return -1
	}
	cpu := optimize.RulesFor(f.opt.Target.Name) == optimize.CPU
	for _, c := range f.mod.Computations {
		if !once[c] {
			continue
		}
		for _, in := range f.seq[c] {
			if !in.Shape.IsArray() || in.Opcode == "parameter" || in.Opcode == "constant" || in == c.Root {
				continue
			}
			b := resolve(in, nil, 0)
			if b < 0 {
				continue
			}
			buf := &lv.Buffers[b]
			if !f.opt.Arena.In(buf) || buf.Kind == liveness.Parameter || buf.Kind == liveness.Constant {
				continue
			}
			h := handle{in: in, buf: b, size: buf.Size, def: r.first[in.ID]}
			h.uses = r.usesOf(in, c, nil)
			if len(h.uses) == 0 {
				continue
			}
			slices.SortFunc(h.uses, func(a, b use) int { return int(a.start - b.start) })
			h.recompute = !noRecompute[in.Opcode] && !inPlaceFusion(in) && !(cpu && dividesByBroadcast(in))
			r.handles = append(r.handles, h)
		}
	}
	r.copied = make([]int, n)
	for i := range r.copied {
		r.copied[i] = -1
	}
	for _, c := range lv.Copies {
		if id := c.Of.Instruction.ID; len(c.Of.Index) == 0 && id < n {
			r.copied[id] = c.Buffer
		}
	}
	r.hidx = make([]int, n)
	for i := range r.hidx {
		r.hidx[i] = -1
	}
	for i, h := range r.handles {
		r.hidx[h.in.ID] = i
	}
	return r
}

// usesOf returns the reads of in's value by the instructions of c: its
// users, and for a user that is a bitcast of it (not the root), the reads
// of that bitcast, through as many bitcasts as there are. XLA's own
// rematerialization treats a bitcast the same way
// (hlo_rematerialization.cc: IsSupportedIndirectUser, a bitcast or
// get-tuple-element relays the buffer it reads to its own users, whose
// reads are the buffer's uses; RematerializeInstructions clones such an
// indirect user over the recompute for the uses that read it).
func (r *round) usesOf(in *hlo.Instruction, c *hlo.Computation, via []*hlo.Instruction) []use {
	var out []use
	for _, u := range r.users[in.ID] {
		if u.Opcode == "bitcast" && u != c.Root && len(via) < 16 && r.first[u.ID] >= 0 {
			out = append(out, r.usesOf(u, c, append(slices.Clip(via), u))...)
			continue
		}
		out = append(out, use{u, r.first[u.ID], r.transEnd(u, c, 0), via})
	}
	return out
}

// transEnd is the last step at which u's reading of a value may still be
// needed: its slot's end, or for an instruction that passes the value on,
// the last end of its own users (the computation's root: the end of the
// computation's span).
func (r *round) transEnd(u *hlo.Instruction, c *hlo.Computation, depth int) int64 {
	if r.tend[u.ID] != -2 {
		return r.tend[u.ID]
	}
	e := r.end[u.ID]
	if forwarding[u.Opcode] && depth < 64 {
		if u == c.Root {
			e = math.MaxInt64 / 4 // passed out of the computation
		}
		for _, w := range r.users[u.ID] {
			e = max(e, r.transEnd(w, c, depth+1))
		}
	}
	if u == c.Root && !c.IsEntry {
		e = math.MaxInt64 / 4
	}
	r.tend[u.ID] = e
	return e
}

// inPlaceFusion reports whether a fusion's root updates an operand in
// place (dynamic-update-slice, scatter): a clone would need its own copy.
func inPlaceFusion(in *hlo.Instruction) bool {
	if in.Opcode != "fusion" {
		return false
	}
	for _, cc := range in.Called {
		if c := cc.Computation; c != nil && c.Root != nil {
			switch c.Root.Opcode {
			case "dynamic-update-slice", "scatter", "tuple":
				return true
			}
		}
	}
	return len(in.OutputToOperandAliasing) > 0
}

// dividesByBroadcast reports whether fusion in computes a float divide by
// a broadcast of a value that is no constant, the broadcast read by that
// divide alone. Such a value is never recomputed for XLA:CPU: its clone
// computes other bits than the original. XLA's simplifier takes
// A / broadcast(B) as A * broadcast(1 / B) where the broadcast has one
// reader (algebraic_simplifier.cc, HandleDivide, with
// enable_sink_broadcast, XLA:CPU's default). A softmax's
// exp / broadcast(sum) shares the broadcast with the backward pass's
// divide, so XLA keeps it a divide; the clone's broadcast is its own,
// and XLA multiplies by the reciprocal. Measured on the held-out vit
// step of testdata/xla-remat at 0.8 of its total (XLA:CPU, jaxlib
// 0.10.2, the harness's flags): the fit's 15 recomputes made 11 of 11
// outputs differ (up to 4.8e-7); the clone of broadcast_divide_fusion.8
// alone made the difference (each other recompute undone in the text
// left it, that one undone removed it), and in XLA's optimized module
// that clone was a multiply by divide(1, sum).
func dividesByBroadcast(in *hlo.Instruction) bool {
	var walk func(c *hlo.Computation, depth int) bool
	walk = func(c *hlo.Computation, depth int) bool {
		readers := map[*hlo.Instruction]int{}
		for _, x := range c.Instructions {
			for _, o := range x.Operands {
				readers[o]++
			}
		}
		for _, x := range c.Instructions {
			if x.Opcode == "fusion" && depth < 4 {
				for _, cc := range x.Called {
					if cc.Computation != nil && walk(cc.Computation, depth+1) {
						return true
					}
				}
			}
			if x.Opcode != "divide" || len(x.Operands) != 2 || !hlo.IsFloat(x.Shape.Element) {
				continue
			}
			b := x.Operands[1]
			if b.Opcode == "broadcast" && len(b.Operands) == 1 && b.Operands[0].Opcode != "constant" && readers[b] == 1 {
				return true
			}
		}
		return false
	}
	if in.Opcode != "fusion" {
		return false
	}
	for _, cc := range in.Called {
		if cc.Computation != nil && walk(cc.Computation, 0) {
			return true
		}
	}
	return false
}

// indexKey is a shape index as a map key.
func indexKey(x hlo.ShapeIndex) string {
	var b strings.Builder
	for _, i := range x {
		b.WriteByte(',')
		b.WriteString(strconv.Itoa(i))
	}
	return b.String()
}
