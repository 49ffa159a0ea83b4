// The choice of a round's changes: cheapest first, at the highest step.

package remat

import (
	"math"
	"slices"

	"github.com/planner-dev/planner/cost"
	"github.com/planner-dev/planner/hlo"
)

// candidate is one change a round may make.
type candidate struct {
	kind   string // "remat" or "offload"
	handle *hlo.Instruction
	comp   *hlo.Computation
	// late are the uses after the gap, rewired to the clone or the copy
	// back; before is the first of them in the sequence, where the clone
	// or the copy-done back goes.
	late   []*hlo.Instruction
	before *hlo.Instruction
	// via are the bitcasts of the handle some late use reads it through,
	// each after its operand: each is cloned over the clone or the copy
	// back, and the late uses read the clones.
	via []*hlo.Instruction
	// after is the last early use (or the handle): the copy to host
	// starts right after it. doneBefore and startBefore place the
	// copy-done to host and the copy-start back where the transfers hide
	// under compute; nil places them next to the copy-start and the late
	// use.
	after                   *hlo.Instruction
	doneBefore, startBefore *hlo.Instruction
	bytes, saved            int64
	flops                   float64
	moved                   int64
	seconds                 float64
	step                    int64
	// lo and hi are the steps (inclusive) whose load the change lowers by
	// bytes; ext the operands it keeps live longer.
	lo, hi int64
	ext    []extension
	// link are the step windows [from, to) whose host link a hidden
	// offload's two transfers use, linkSeconds each one's time.
	link        [2][2]int64
	linkSeconds float64
	// chain are the instructions a recompute clones, in order, the
	// handle last: operands that are not live at the late use are
	// recomputed too rather than kept live.
	chain []*hlo.Instruction
}

// extension is an operand kept live over the steps [from, to].
type extension struct{ size, from, to int64 }

// onto returns c with its instructions replaced by those of the same ID
// in byID (the copy of the program the round changes).
func (c candidate) onto(byID []*hlo.Instruction) candidate {
	m := func(in *hlo.Instruction) *hlo.Instruction {
		if in == nil {
			return nil
		}
		return byID[in.ID]
	}
	c.handle, c.before, c.after = m(c.handle), m(c.before), m(c.after)
	c.doneBefore, c.startBefore = m(c.doneBefore), m(c.startBefore)
	c.comp = c.handle.Parent
	late := make([]*hlo.Instruction, len(c.late))
	for i, u := range c.late {
		late[i] = m(u)
	}
	c.late = late
	if c.via != nil {
		via := make([]*hlo.Instruction, len(c.via))
		for i, x := range c.via {
			via[i] = m(x)
		}
		c.via = via
	}
	chain := make([]*hlo.Instruction, len(c.chain))
	for i, x := range c.chain {
		chain[i] = m(x)
	}
	c.chain = chain
	return c
}

// choose picks up to batch changes: at the step of highest load (after the
// changes picked so far), the candidate with the fewest seconds per byte
// saved there, until the load is under the target.
func (r *round) choose(f *fitter, batch int) []candidate {
	prof := slices.Clone(r.load)
	target := f.opt.Limit - max(0, f.peak-f.low)
	used := map[*hlo.Instruction]bool{}
	var out []candidate
	defer func(b float64) { f.offloadBudget = b }(f.offloadBudget)
	for len(out) < batch {
		t := int64(0)
		for s := range prof {
			if prof[s] > prof[t] {
				t = int64(s)
			}
		}
		if f.opt.XLA || f.opt.FirstOver {
			// XLA walks the schedule and serves the first point over.
			if f.opt.XLA {
				target = f.opt.Limit
			}
			for s := range prof {
				if prof[s] > target {
					t = int64(s)
					break
				}
			}
		}
		if len(prof) == 0 || prof[t] <= target && len(out) > 0 {
			break
		}
		best, ok := candidate{}, false
		for i := range r.handles {
			h := &r.handles[i]
			if used[h.in] || f.banned[h.in.Name] {
				continue
			}
			for _, c := range r.candidatesAt(f, h, t) {
				if f.opt.XLA && !xlaCandidate(c) || touchesAny(c, used) {
					continue
				}
				if !ok || f.opt.XLA && xlaBetter(c, best) || !f.opt.XLA && better(c, best) {
					best, ok = c, true
				}
			}
		}
		if !ok {
			break
		}
		for s := best.lo; s <= best.hi && s < int64(len(prof)); s++ {
			prof[s] -= best.bytes
		}
		if best.kind == "offload" {
			f.offloadBudget -= best.seconds // restored on return; try charges what it keeps
		}
		if best.linkSeconds > 0 {
			r.useLink(best.link[0][0], best.link[0][1], best.linkSeconds)
			r.useLink(best.link[1][0], best.link[1][1], best.linkSeconds)
		}
		for _, e := range best.ext {
			for s := e.from; s <= e.to && s < int64(len(prof)); s++ {
				prof[s] += e.size
			}
		}
		// Changes of one batch are estimated apart: none may touch what
		// another recomputes, reads or moves.
		for _, x := range touched(best) {
			used[x] = true
		}
		out = append(out, best)
	}
	return out
}

// better reports whether a is cheaper than b: fewer seconds per byte
// saved, then more bytes saved, then the earlier instruction.
func better(a, b candidate) bool {
	ra, rb := a.seconds/float64(a.saved), b.seconds/float64(b.saved)
	if ra != rb {
		return ra < rb
	}
	if a.saved != b.saved {
		return a.saved > b.saved
	}
	if a.handle.ID != b.handle.ID {
		return a.handle.ID < b.handle.ID
	}
	return a.kind < b.kind
}

// candidatesAt returns the changes of handle h that lower the load at
// step t: none when h's buffer is not live at t or h is read at t.
func (r *round) candidatesAt(f *fitter, h *handle, t int64) []candidate {
	if c, ok := r.uncopy(f, h, t); ok {
		return []candidate{c}
	}
	b := &r.lv.Buffers[h.buf]
	if t < b.Start || t >= b.End || h.def >= t || h.def < 0 {
		return nil
	}
	aEnd := h.def
	after := h.in
	var late, via []*hlo.Instruction
	for _, u := range h.uses {
		switch {
		case u.end < t:
			if u.end >= aEnd {
				aEnd, after = u.end, u.in
			}
		case u.start > t:
			if !slices.Contains(late, u.in) {
				late = append(late, u.in)
			}
			for _, b := range u.via {
				if !slices.Contains(via, b) {
					via = append(via, b)
				}
			}
		default:
			return nil // read at t
		}
	}
	if len(late) == 0 || late[0] == nil {
		return nil
	}
	bStart := r.first[late[0].ID]
	if bStart <= aEnd+1 {
		return nil
	}
	w := r.w[h.def]
	var out []candidate
	base := candidate{handle: h.in, comp: h.in.Parent, late: late, before: late[0], after: after, via: via,
		bytes: h.size, step: t, lo: aEnd + 1, hi: bStart - 1}
	if h.recompute && !f.opt.NoRemat {
		if c, ok := r.rematChain(f, h, base, t, bStart, w); ok {
			out = append(out, c)
		}
	}
	if !f.opt.NoOffload && h.in.Shape.IsArray() {
		c := base
		c.kind = "offload"
		c.saved = h.size
		x := float64(h.size) / f.host
		c.moved = int64(math.Min(2*float64(h.size)*w, math.MaxInt64/4))
		c.seconds = w * 2 * x
		// Hide both transfers where the host link is free: the copy to
		// host is done once the link has carried it after the early use
		// (one run of the steps in between: a loop body's copies repeat
		// with it), the copy back starts early enough to arrive before the
		// late use. Copies placed before share the link.
		doneStep, startStep := int64(-1), int64(-1)
		for s, acc := aEnd+1, 0.0; s < bStart; s++ {
			if acc += r.link[s]; acc >= x {
				doneStep = s + 1
				break
			}
		}
		for s, acc := bStart-1, 0.0; s > aEnd; s-- {
			if acc += r.link[s]; acc >= x {
				startStep = s
				break
			}
		}
		if doneStep >= 0 && startStep >= 0 && doneStep < t && t < startStep {
			var done, start *hlo.Instruction
			for _, in := range f.seq[h.in.Parent] {
				s := r.first[in.ID]
				if s <= aEnd || s >= bStart {
					continue
				}
				if done == nil && s >= doneStep {
					done = in
				}
				if s <= startStep {
					start = in
				}
			}
			// The source stays live until the copy-done, which sits at
			// done's step: the value is off the device strictly between.
			if done != nil && start != nil && r.first[done.ID] < t && t < r.first[start.ID] {
				c.doneBefore, c.startBefore = done, start
				c.lo, c.hi = r.first[done.ID], r.first[start.ID]-1
				c.seconds = 0
				c.link = [2][2]int64{{aEnd + 1, r.first[done.ID]}, {r.first[start.ID], bStart}}
				c.linkSeconds = x
			}
		}
		// An offload that adds more time than the step takes is never
		// worth it (fitter.offloadBudget).
		if c.seconds <= f.offloadBudget {
			out = append(out, c)
		}
	}
	return out
}

// liveEnd returns the bytes of o's value and the last step its value is
// read (not its buffer's end: a value an in-place op overwrote ends at
// that op, though the buffer lives on); ok is false when o is no array the
// round can follow. Entry parameters and constants are live throughout.
func (r *round) liveEnd(f *fitter, o *hlo.Instruction) (size, end int64, ok bool) {
	if !o.Shape.IsArray() {
		return 0, 0, false
	}
	if o.Opcode == "parameter" && o.Parent.IsEntry || o.Opcode == "constant" {
		return 0, math.MaxInt64 / 4, true
	}
	end = r.first[o.ID]
	if end < 0 {
		return 0, 0, false
	}
	for _, u := range r.users[o.ID] {
		end = max(end, r.transEnd(u, o.Parent, 0))
	}
	if o == o.Parent.Root {
		end = math.MaxInt64 / 4
	}
	if i := r.hidx[o.ID]; i >= 0 {
		return r.lv.Buffers[r.handles[i].buf].Size, end, true
	}
	return f.opt.Liveness.Size(o.Shape), end, true
}

// maxChain bounds the instructions one recompute clones.
const maxChain = 8

// rematChain returns the recompute of h before its late use at bStart:
// h's clone, and clones of the operands that would otherwise have to stay
// live over t (recomputable ones, up to maxChain instructions in all), as
// jax.checkpoint recomputes a layer from its saved input. Operands live at
// the late use anyway cost nothing; the others are kept live and charged.
func (r *round) rematChain(f *fitter, h *handle, base candidate, t, bStart int64, w float64) (candidate, bool) {
	c := base
	c.kind = "remat"
	in := map[*hlo.Instruction]bool{h.in: true}
	chain := []*hlo.Instruction{h.in}
	// Grow the chain while an operand outside it would be kept live over
	// t and can itself be recomputed. An operand read through bitcasts is
	// the value they alias (castBase): it is that value that is live or
	// not, and when it is recomputed the bitcasts are cloned over its
	// clone.
	for grown := true; grown && len(chain) < maxChain; {
		grown = false
		for _, x := range chain {
			for _, o := range x.Operands {
				o = through(o)
				if in[o] || len(chain) >= maxChain {
					continue
				}
				v, casts := castBase(o)
				if !in[v] {
					_, end, ok := r.liveEnd(f, v)
					if !ok || end >= t {
						continue
					}
					if i := r.hidx[v.ID]; i < 0 || !r.handles[i].recompute {
						continue
					}
					if len(chain)+1+len(casts) > maxChain {
						continue
					}
					in[v] = true
					chain = append(chain, v)
				} else if len(chain)+len(casts) > maxChain {
					continue
				}
				for _, b := range casts {
					if !in[b] {
						in[b] = true
						chain = append(chain, b)
					}
				}
				grown = true
			}
		}
	}
	c.saved = h.size
	seen := map[*hlo.Instruction]bool{}
	for _, x := range chain {
		for _, o := range x.Operands {
			if o = through(o); in[o] {
				continue
			}
			// An operand read through bitcasts keeps the value they
			// alias live: its buffer is what XLA's rematerialization
			// counts as used (hlo_rematerialization.cc,
			// MemoryUsageTracker::MemoryReducedIfRematerialized: an
			// item's buffers_used, from alias analysis, cost nothing
			// where IsCurrentlyLive).
			v, _ := castBase(o)
			if seen[v] {
				continue
			}
			seen[v] = true
			size, end, ok := r.liveEnd(f, v)
			if !ok {
				return c, false
			}
			if end >= bStart {
				continue
			}
			c.ext = append(c.ext, extension{size, end + 1, bStart})
			if end < t {
				c.saved -= size
			}
		}
	}
	if c.saved <= 0 {
		return c, false
	}
	// The clones of the chain's other members are live for a moment at
	// the late use, with h's clone.
	for _, x := range chain[1:] {
		if x.Opcode != "bitcast" { // a bitcast's clone is its operand's buffer
			c.ext = append(c.ext, extension{f.opt.Liveness.Size(x.Shape), bStart, bStart})
		}
	}
	// Clone in the original order: operands before their users.
	slices.SortFunc(chain, func(a, b *hlo.Instruction) int { return int(r.first[a.ID] - r.first[b.ID]) })
	c.chain = chain
	for _, x := range chain {
		c.flops += w * cost.Flops(x)
		c.seconds += w * instSeconds(x, f.opt.Target, f.opt.Liveness.Size)
	}
	return c, true
}

// through returns the value o forwards when o is an element of a barrier
// an earlier recompute put its inputs through (apply.go's barrier): the
// barrier's tuple operand, followed through nested barriers. A recompute
// of a clone reads the value itself (behind a barrier of its own), so
// that what it keeps live is that value, not an alias of it; an entry
// parameter behind a barrier is then free, as it is live throughout.
// XLA recomputes a recompute the same way, from what its clone reads
// (hlo_rematerialization.cc, RematerializeInstructions: a value that is
// itself a rematerialization is rematerialized again, remat_move_instructions);
// it has no barriers to look through, as the planner's clones do.
func through(o *hlo.Instruction) *hlo.Instruction {
	for depth := 0; depth < 64; depth++ {
		if o.Opcode != "get-tuple-element" || !barrierStep(o) || len(o.Operands) != 1 {
			return o
		}
		b := o.Operands[0]
		if b.Opcode != "opt-barrier" || !barrierStep(b) || len(b.Operands) != 1 {
			return o
		}
		t := b.Operands[0]
		if t.Opcode != "tuple" || !barrierStep(t) || o.TupleIndex < 0 || o.TupleIndex >= len(t.Operands) {
			return o
		}
		o = t.Operands[o.TupleIndex]
	}
	return o
}

// castBase returns the value o reads through bitcasts (o itself when it
// is no bitcast) and the bitcasts on the way, o first. A bitcast defines
// no value: it is its operand's buffer under another shape.
func castBase(o *hlo.Instruction) (*hlo.Instruction, []*hlo.Instruction) {
	var casts []*hlo.Instruction
	for depth := 0; depth < 16 && o.Opcode == "bitcast" && len(o.Operands) == 1; depth++ {
		casts = append(casts, o)
		o = through(o.Operands[0])
	}
	return o, casts
}

// touched returns the instructions a change recomputes, moves or reads.
func touched(c candidate) []*hlo.Instruction {
	out := []*hlo.Instruction{c.handle}
	out = append(out, c.handle.Operands...)
	out = append(out, c.via...)
	for _, x := range c.chain {
		out = append(out, x)
		out = append(out, x.Operands...)
	}
	return out
}

// touchesAny reports whether c touches an instruction of used.
func touchesAny(c candidate, used map[*hlo.Instruction]bool) bool {
	for _, x := range touched(c) {
		if used[x] {
			return true
		}
	}
	return false
}

// useLink takes secs of host link time from the steps [from, to), earliest
// first.
func (r *round) useLink(from, to int64, secs float64) {
	for s := from; s < to && s < int64(len(r.link)) && secs > 0; s++ {
		u := min(secs, r.link[s])
		r.link[s] -= u
		secs -= u
	}
}

// uncopy returns the recompute that makes the analysis's copy of h's value
// unneeded: when a while loop's initial state is also read after the
// loop, the loop works on a copy (copy insertion); recomputing the value
// before the reads after the loop lets the loop update the original in
// place, and the copy's bytes are saved over the loop. (A zero-filled
// buffer a scan stacks its residuals into is the common case: its
// recompute is a broadcast.)
func (r *round) uncopy(f *fitter, h *handle, t int64) (candidate, bool) {
	cb := r.copied[h.in.ID]
	if cb < 0 || !h.recompute || f.opt.NoRemat {
		return candidate{}, false
	}
	copyBuf := &r.lv.Buffers[cb]
	if t < copyBuf.Start || t >= copyBuf.End || !f.opt.Arena.In(copyBuf) {
		return candidate{}, false
	}
	var late, via []*hlo.Instruction
	for _, u := range h.uses {
		if u.start >= copyBuf.End-1 {
			if !slices.Contains(late, u.in) {
				late = append(late, u.in)
			}
			for _, b := range u.via {
				if !slices.Contains(via, b) {
					via = append(via, b)
				}
			}
		}
	}
	// (A tuple holding the value twice, two loop-state slots starting
	// from one value, also makes a copy; recomputing it for one slot
	// saves nothing: each slot needs its buffer.)
	if len(late) == 0 || len(late) == len(h.uses) {
		return candidate{}, false
	}
	bStart := r.first[late[0].ID]
	base := candidate{handle: h.in, comp: h.in.Parent, late: late, before: late[0], after: h.in, via: via,
		bytes: copyBuf.Size, step: t, lo: copyBuf.Start, hi: copyBuf.End - 1}
	c, ok := r.rematChain(f, h, base, t, bStart, r.w[h.def])
	if !ok {
		return candidate{}, false
	}
	c.saved = copyBuf.Size
	for _, e := range c.ext {
		if e.from <= t && t <= e.to {
			c.saved -= e.size
		}
	}
	return c, c.saved > 0
}
