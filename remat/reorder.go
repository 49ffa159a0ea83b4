// The reorder remedy: a late reader run before the peak.
//
// Recompute and offload shorten what a value holds at the peak by making
// it again, or bringing it back, for its late readers. Where a value v is
// live across the step of highest load only because readers after it
// still need it, and those readers (with the producers after the peak
// they need) read nothing the peak computes, they can instead run right
// before the peak instruction: v's last use is then before the peak and
// its bytes leave the peak, at the price of the readers' own results,
// now live across it. This is how XLA's memory schedulers order a
// program: ListScheduler (hlo_memory_scheduler.cc, ListScheduler::
// GetPriority) runs first the ready instruction that frees the most bytes
// less those it defines, and DFSMemoryScheduler visits first the operands
// of larger cumulative size; a weight gradient that frees a 1 MiB
// activation and defines a small kernel is such an instruction, ready
// long before the order the pipeline chose runs it. None of the orders
// FitOrders fits places it there when the rounds' recomputes change the
// picture afterwards, so hoist steers the order itself.
//
// hoist runs at the start of every round, before recompute and offload
// are chosen (a move adds no time): at each of the hoistPeaks highest
// local peaks over the limit in the entry computation, for each value
// live there and not read by the instruction at it, it takes the set M
// of the value's readers after the peak with their producers after the
// peak (each producer's own operands likewise), and then up to
// hoistDepth levels of the readers' own readers (a layout transpose,
// then the weight gradient that reads it), all of them pure computations
// (no side effects, no calls, not the root, no part of a barrier). M may
// not read the peak instruction's result, nor take a library fusion with
// an instruction that computes one of its operands (takesLibraryInput). M moves, in its own order, to
// just before the peak instruction, or to just after the last of its
// operands; either keeps every operand before its reader, so the
// sequence stays a topological order. A move is measured only where its
// estimate gains (hoistGain), largest first, at most hoistBudget per fit;
// it is measured as a round is (the program analysed and packed again,
// fitter.attemptOrder: the module renumbered in place, not copied) and
// kept only when the packed peak falls, or stays with fewer bytes over
// the limit. Two kinds of move count against the budget unmeasured,
// because the measure would reject them: one whose load, read off the
// current analysis with the steps permuted (hoistBound), is over the
// packed peak, and one rejected before on the same program
// (hoistRejected, cleared when any change is kept). The fit is the same
// as with every move measured (TestHoistShortcuts).
//
// The parts of a fit's barriers (the tuple, the barrier, its elements)
// never move. Pin gives a fit's barrier the value before it as a second
// element, and a reader moved between the tuple and the barrier was that
// value, read before it was computed (Pin now places the tuple after it:
// TestPinBarrierAfterPrev); with the parts movable, the held-out unet
// step at 0.6 ends higher (10.2 MiB modeled, against 9.94 MiB), and no
// harness row gains.
// Pin writes the order into the emitted module like any other fit's
// order, so XLA:CPU keeps it.
//
// Example: the held-out unet step of testdata/xla-remat at 0.6 of its
// total. At its peak select_transpose_fusion holds 8.5 MiB of operands
// and result; beside them add_select_fusion (1 MiB) waits for the first
// layer's weight gradient, whose other operand is a parameter. Run
// before the peak, the gradient frees add_select_fusion there.

package remat

import (
	"cmp"
	"slices"
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// hoistMax bounds the instructions one move takes (the readers and their
// producers after the peak), hoistTries the moves tried at one peak, and
// hoistDepth the levels of readers of readers a move takes along: counts, so that the result does not depend on the machine.
const (
	hoistMax   = 16
	hoistTries = 16
	hoistDepth = 3
	hoistPeaks = 3
	// hoistBudget bounds the moves one Fit measures in all: each is an
	// analysis and a packing of the program, as a round is.
	hoistBudget = 24
	// hoistSlack: a move is skipped unmeasured where hoistBound is over
	// the packed peak by more than 1/hoistSlack of it (hoistBound).
	hoistSlack = 256
)

// hoistable reports whether in may run earlier than its order says: it
// computes a value from its operands alone (no side effect, no call of a
// computation with its own order, no transfer). Its control
// predecessors move with it (hoistSet).
func hoistable(in *hlo.Instruction) bool {
	switch in.Opcode {
	case "parameter", "constant", "while", "conditional", "call", "custom-call",
		"infeed", "outfeed", "send", "send-done", "recv", "recv-done",
		"rng", "rng-bit-generator", "rng-get-and-update-state", "after-all",
		"copy-start", "copy-done", "opt-barrier":
		return false
	}
	if strings.Contains(in.Opcode, "all-") || strings.Contains(in.Opcode, "collective") ||
		strings.HasSuffix(in.Opcode, "-start") || strings.HasSuffix(in.Opcode, "-done") {
		return false
	}
	return true
}

// hoist tries the reorder remedy at the steps of highest load in the
// entry computation, at most peaks of them (local maxima over the limit,
// highest first): it returns true when a move was kept.
func (f *fitter) hoist(peaks int) (bool, error) {
	c := f.mod.Entry
	if c == nil || len(f.seq[c]) != len(c.Instructions) {
		return false, nil
	}
	lv := f.lv
	load := make([]int64, lv.Steps+1)
	for i := range lv.Buffers {
		if b := &lv.Buffers[i]; f.opt.Arena.In(b) {
			load[b.Start] += b.Size
			load[b.End] -= b.Size
		}
	}
	for s := int64(1); s <= lv.Steps; s++ {
		load[s] += load[s-1]
	}
	var steps []int
	for s := 0; s < len(lv.Timeline) && s < int(lv.Steps); s++ {
		if lv.Timeline[s].Parent != c || load[s] <= f.opt.Limit {
			continue
		}
		if s > 0 && load[s-1] > load[s] || load[s+1] > load[s] {
			continue // not a local maximum
		}
		if len(steps) > 0 && steps[len(steps)-1] == s-1 && load[s-1] == load[s] {
			continue // the same plateau
		}
		steps = append(steps, s)
	}
	slices.SortStableFunc(steps, func(a, b int) int { return cmp.Compare(load[b], load[a]) })
	if len(steps) > peaks {
		steps = steps[:peaks]
	}
	for _, s := range steps {
		if kept, err := f.hoistAt(s, load[s]); err != nil || kept {
			return kept, err
		}
	}
	return false, nil
}

// hoistAt tries the reorder remedy at step peakStep of the entry
// computation, whose load is top.
func (f *fitter) hoistAt(peakStep int, top int64) (bool, error) {
	c := f.mod.Entry
	seq := f.seq[c]
	lv := f.lv
	pk := lv.Timeline[peakStep]
	pos := make(map[*hlo.Instruction]int, len(seq))
	for i, in := range seq {
		pos[in] = i
	}
	p, ok := pos[pk]
	if !ok {
		return false, nil
	}
	users := map[*hlo.Instruction][]*hlo.Instruction{}
	for _, in := range seq {
		for _, o := range in.Operands {
			if len(users[o]) == 0 || users[o][len(users[o])-1] != in {
				users[o] = append(users[o], in)
			}
		}
	}
	size := f.opt.Liveness.Size
	type move struct {
		v    *hlo.Instruction
		gain int64              // hoistGain
		m    []*hlo.Instruction // in sequence order
		at   *hlo.Instruction   // m moves to just before at
	}
	var moves []move
	sets := hoistSets{pos: pos, p: p, pk: pk, root: c.Root, one: map[*hlo.Instruction]hoistReach{}}
	for _, v := range seq[:p] {
		if !v.Shape.IsArray() || v.Opcode == "parameter" || v.Opcode == "constant" || slices.Contains(pk.Operands, v) {
			continue
		}
		var late []*hlo.Instruction
		for _, u := range users[v] {
			if pos[u] > p {
				late = append(late, u)
			}
		}
		if len(late) == 0 {
			continue
		}
		// The readers alone, then with their own readers after the peak
		// (a layout transpose between v and the gradient that frees it),
		// up to hoistDepth levels.
		var prev []*hlo.Instruction
		for d := 0; d <= hoistDepth; d++ {
			m, ok := sets.of(late)
			if !ok || slices.Equal(m, prev) {
				break
			}
			if gain := hoistGain(m, users, pos, p, pk, size); gain > 0 && !takesLibraryInput(m) {
				moves = append(moves, move{v, gain, m, pk})
				// And as early as its operands allow: where the value the
				// readers free is still live anyway, if their other
				// operands are.
				q := 0
				for _, x := range m {
					for _, o := range slices.Concat(x.Operands, x.ControlPredecessors) {
						if !slices.Contains(m, o) && pos[o]+1 > q {
							q = pos[o] + 1
						}
					}
				}
				if q < p {
					moves = append(moves, move{v, gain, m, seq[q]})
				}
			}
			prev = m
			late = slices.Clone(m)
			for _, x := range m {
				for _, u := range users[x] {
					if pos[u] <= p || slices.Contains(late, u) {
						continue
					}
					if _, ok := sets.of(append(slices.Clone(late), u)); ok {
						late = append(late, u)
					}
				}
			}
		}
	}
	slices.SortStableFunc(moves, func(a, b move) int { return cmp.Compare(b.gain, a.gain) })
	if len(moves) > hoistTries {
		moves = moves[:hoistTries]
	}
	for _, mv := range moves {
		if f.hoistsLeft <= 0 {
			return false, nil
		}
		f.hoistsLeft--
		bound := f.hoistBound(mv.m, mv.at)
		if hoistShortcuts && bound > f.peak+f.peak/hoistSlack {
			// No packing of the moved order can come under the packed
			// peak: the move would be measured and rejected.
			continue
		}
		key := hoistKey(pk, mv.at, mv.m)
		if hoistShortcuts && f.hoistRejected[key] {
			continue // rejected on this very program
		}
		var names []string
		for _, in := range mv.m {
			names = append(names, in.Name)
		}
		before := f.peak
		ch := Change{Kind: "reorder", Value: mv.v.Name, Computation: c.Name, Clone: strings.Join(names, ","),
			Shape: mv.v.Shape.String(), Bytes: size(mv.v.Shape), Step: int64(peakStep)}
		ch.OpName, ch.Source = sourceOf(mv.v)
		moved := make(map[*hlo.Instruction]bool, len(mv.m))
		for _, x := range mv.m {
			moved[x] = true
		}
		out := make([]*hlo.Instruction, 0, len(seq))
		for _, in := range seq {
			if in == mv.at {
				out = append(out, mv.m...)
			}
			if !moved[in] {
				out = append(out, in)
			}
		}
		kept, err := f.attemptOrder(out, ch)
		if err != nil {
			return false, err
		}
		if hoistMeasured != nil {
			hoistMeasured(bound, before, f.measuredLow, kept)
		}
		if !kept {
			f.hoistRejected[key] = true
		}
		if kept {
			f.changes[len(f.changes)-1].Saved = before - f.peak
			if debug != nil {
				debug("hoist %s (readers %s) before %s: peak %d -> %d", mv.v.Name, ch.Clone, pk.Name, before, f.peak)
			}
			return true, nil
		}
	}
	return false, nil
}

// hoistSets computes hoistSet for many sets of readers at one peak from
// the set of each reader alone, computed once: hoistSet of a union is
// the union of the readers' sets, and fails where one of them fails or
// the union is over hoistMax (each failure of hoistSet is one
// instruction's, or the size).
type hoistSets struct {
	pos      map[*hlo.Instruction]int
	p        int
	pk, root *hlo.Instruction
	one      map[*hlo.Instruction]hoistReach // hoistSet of each reader alone
}

// hoistReach is hoistSet of one reader.
type hoistReach struct {
	set []*hlo.Instruction
	ok  bool
}

// of returns hoistSet(late).
func (h *hoistSets) of(late []*hlo.Instruction) ([]*hlo.Instruction, bool) {
	in := map[*hlo.Instruction]bool{}
	var out []*hlo.Instruction
	for _, x := range late {
		r, seen := h.one[x]
		if !seen {
			r.set, r.ok = hoistSet([]*hlo.Instruction{x}, h.pos, h.p, h.pk, h.root)
			h.one[x] = r
		}
		if !r.ok {
			return nil, false
		}
		for _, y := range r.set {
			if !in[y] {
				in[y] = true
				if out = append(out, y); len(out) > hoistMax {
					return nil, false
				}
			}
		}
	}
	slices.SortFunc(out, func(a, b *hlo.Instruction) int { return cmp.Compare(h.pos[a], h.pos[b]) })
	return out, true
}

// hoistSet returns the readers late, with their producers after position
// p (transitively), in sequence order: the instructions that must move
// for late to run before the peak instruction pk at p. ok is false where
// one of them reads pk, is not hoistable, is root, or they are more than
// hoistMax.
func hoistSet(late []*hlo.Instruction, pos map[*hlo.Instruction]int, p int, pk, root *hlo.Instruction) ([]*hlo.Instruction, bool) {
	in := map[*hlo.Instruction]bool{}
	var out []*hlo.Instruction
	work := slices.Clone(late)
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if in[x] {
			continue
		}
		if x == pk || x == root || !hoistable(x) || barrierPart(x) {
			return nil, false
		}
		in[x] = true
		out = append(out, x)
		if len(out) > hoistMax {
			return nil, false
		}
		for _, o := range slices.Concat(x.Operands, x.ControlPredecessors) {
			if o == pk {
				return nil, false
			}
			if pos[o] > p && !in[o] {
				work = append(work, o)
			}
		}
	}
	slices.SortFunc(out, func(a, b *hlo.Instruction) int { return cmp.Compare(pos[a], pos[b]) })
	return out, true
}

// hoistGain estimates the bytes moving m before the peak instruction pk
// (at position p) takes off the peak: the values before the peak whose
// every reader after it is in m, and which pk does not read, are freed
// there; the results of m that an instruction left after the peak reads
// are live there instead. Only moves with a positive gain are measured.
func hoistGain(m []*hlo.Instruction, users map[*hlo.Instruction][]*hlo.Instruction, pos map[*hlo.Instruction]int, p int, pk *hlo.Instruction, size func(hlo.Shape) int64) int64 {
	in := make(map[*hlo.Instruction]bool, len(m))
	for _, x := range m {
		in[x] = true
	}
	var gain int64
	seen := map[*hlo.Instruction]bool{}
	for _, x := range m {
		for _, o := range x.Operands {
			if in[o] || seen[o] || pos[o] >= p || !o.Shape.IsArray() || o.Opcode == "parameter" || o.Opcode == "constant" || slices.Contains(pk.Operands, o) {
				continue
			}
			seen[o] = true
			freed := true
			for _, u := range users[o] {
				if pos[u] > p && !in[u] {
					freed = false
					break
				}
			}
			if freed {
				gain += size(o.Shape)
			}
		}
	}
	for _, x := range m {
		if !x.Shape.IsArray() {
			continue
		}
		for _, u := range users[x] {
			if !in[u] {
				gain -= size(x.Shape)
				break
			}
		}
	}
	return gain
}

// barrierPart reports whether in is part of an opt-barrier's pattern (the
// tuple it reads, or an element taken from it): a fit's recompute is
// ordered after its barrier's prev, and Pin reads these parts as the
// order they stand for, so they stay where the fit put them.
func barrierPart(in *hlo.Instruction) bool {
	switch in.Opcode {
	case "opt-barrier":
		return true
	case "get-tuple-element":
		return len(in.Operands) == 1 && in.Operands[0].Opcode == "opt-barrier"
	case "tuple":
		return strings.Contains(in.Name, ".barrier")
	}
	return false
}

// hoistBound returns a lower bound on the largest load (bytes live at one
// step, the lower bound L of liveness.Result.MaxLiveIn) of the program
// with m moved to just before at, derived from the current analysis
// f.lv without analysing the moved program again: 0 where it cannot
// tell. The packed peak of the moved program is at least its L, so a
// move whose bound is above the current packed peak would be measured
// and rejected by attempt; hoistAt skips it (the move still counts
// against hoistBudget, so the moves measured after it are the same).
//
// Why it is a bound: the move permutes the entry's steps (each
// instruction of m is one step, m is after at) and keeps the order of
// every other step, so each buffer of f.lv maps to the interval from the
// new step of its first step to the new step of its last. The
// instruction at the first step defines the buffer (or opens the span
// it is live in) and the one at the last step reads it (or closes it)
// in the moved program too, and both keep their order (an operand of m
// stays before it), so the moved program holds those bytes over at
// least that interval, in this buffer or in the ones its values get
// where an in-place share is made or undone by the new order. Copies
// the analysis inserted for a must-share pair are left out: the new
// order may not need them.
func (f *fitter) hoistBound(m []*hlo.Instruction, at *hlo.Instruction) int64 {
	lv := f.lv
	if lv.Steps != int64(len(lv.Timeline)) {
		return 0
	}
	moved := make(map[*hlo.Instruction]int, len(m)) // rank in m
	for k, x := range m {
		moved[x] = k
	}
	// step[s] is the old step s's step in the moved program.
	var mSteps []int64 // old steps of m, ascending
	atStep := int64(-1)
	seen := make([]int, len(m))
	for s, in := range lv.Timeline {
		if k, ok := moved[in]; ok {
			seen[k]++
			mSteps = append(mSteps, int64(s))
		}
		if in == at {
			if atStep >= 0 {
				return 0 // a while or conditional: two steps
			}
			atStep = int64(s)
		}
	}
	if atStep < 0 {
		return 0
	}
	for _, n := range seen {
		if n != 1 {
			return 0
		}
	}
	newStep := func(s int64) int64 {
		if in := lv.Timeline[s]; in != nil {
			if k, ok := moved[in]; ok {
				return atStep + int64(k)
			}
		}
		if s < atStep {
			return s
		}
		after, _ := slices.BinarySearch(mSteps, s)
		return s + int64(len(mSteps)-after)
	}
	copies := make(map[int]bool, len(lv.Copies))
	for _, c := range lv.Copies {
		copies[c.Buffer] = true
	}
	diff := make([]int64, lv.Steps+1)
	for i := range lv.Buffers {
		b := &lv.Buffers[i]
		if !f.opt.Arena.In(b) || copies[b.ID] || b.End <= b.Start || b.End > int64(len(lv.Timeline)) {
			continue
		}
		lo, hi := newStep(b.Start), newStep(b.End-1)
		if _, ok := moved[lv.Timeline[b.End-1]]; ok && b.End-1 > b.Start {
			// Read last by a moved instruction, which may now take the
			// buffer over in place (liveness's may-share rule): its own
			// result holds the bytes at that step.
			hi--
		}
		if lo > hi {
			continue
		}
		diff[lo] += b.Size
		diff[hi+1] -= b.Size
	}
	var cur, top int64
	for _, d := range diff {
		cur += d
		top = max(top, cur)
	}
	return top
}

// hoistShortcuts skips the moves hoistAt knows would be rejected
// (hoistBound over the peak, or rejected on the same program before)
// without measuring them; tests turn it off to check that the moves
// skipped are rejected ones and the fit is the same.
var hoistShortcuts = true

// hoistMeasured, where a test sets it, is called after each move hoistAt
// measures, with the move's hoistBound, the packed peak before it and the
// L of the moved program.
var hoistMeasured func(bound, peak, low int64, kept bool)

// hoistKey names the move of m to just before at, at the peak pk, on the
// current program (names are unique within it).
func hoistKey(pk, at *hlo.Instruction, m []*hlo.Instruction) string {
	var b strings.Builder
	b.WriteString(pk.Name)
	b.WriteByte('|')
	b.WriteString(at.Name)
	for _, x := range m {
		b.WriteByte('|')
		b.WriteString(x.Name)
	}
	return b.String()
}

// takesLibraryInput reports whether the move m takes a library (YNNPACK)
// fusion or a reduce-window along with an instruction that computes one
// of its operands:
// such a move is not made. Moved as one block, the two are adjacent in
// the order Pin writes, with no barrier between them, and XLA:CPU's
// library matcher fuses the written-out text otherwise than modeled
// (optimize/library.go; pin.go, keepLibraryInputs, keeps a reduction's
// f32 inputs apart, but no bf16 one). The second held-out mixer step of
// testdata/xla-remat (bf16) at 0.7 of its total moved the weight
// gradient ynn_fusion.13, a dot, with its operand's convert fusion
// reshape_convert_fusion: modeled 12,866,942 bytes, XLA compiled it to
// 13,388,064 over the limit 12,928,472, and at 0.6 to 11,560,608 over
// 11,081,547 (main's fits, no move: 12,739,936 and 11,027,360). The
// held-out vit step at 0.7 moved ynn_fusion.39 with
// transpose_reshape_fusion.3, the GELU's backward: under XLA's defaults
// the backward loop fusion then read the forward tanh from a fusion of
// its own where without the move it computed it inside itself (XLA's
// dumps of both), and the outputs were 9.5e-7 off (identical under the
// recommended flags). A reduce-window is held to it too: mixer at 0.6,
// with the library fusions kept in place, moved its token-mixing
// reduce-windows with the reshapes before them and compiled to
// 11,293,600 over 11,081,547 (main's fit 11,027,360, no move).
// harness.py, jaxlib 0.10.2.
func takesLibraryInput(m []*hlo.Instruction) bool {
	for _, x := range m {
		if !libraryFusion(x) && x.Opcode != "reduce-window" {
			continue
		}
		for _, o := range x.Operands {
			if slices.Contains(m, o) {
				return true
			}
		}
	}
	return false
}
