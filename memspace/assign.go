// Memory-space assignment: which buffers sit in fast memory, and when.
//
// The accelerator has two memory levels: a large slow memory (HBM) that
// holds every buffer by default, and a small fast one (on-chip VMEM or
// CMEM, a GPU's L2) of Capacity bytes. An instruction's time is its
// roofline (package cost): the larger of its arithmetic time and its
// memory time, where bytes in fast memory move at the fast bandwidth. So a
// buffer placed in fast memory over some of its uses saves time at every
// memory-bound step among them. Getting it there costs a prefetch, an
// asynchronous copy from slow memory that runs beside the computation at
// the copy bandwidth and must be done before the first use it serves; a
// value written in fast memory that is needed later from slow memory (a
// later slow use, or a result of the program) costs an eviction, done
// before its fast space is given up. A value produced by an instruction
// straight into fast memory needs no prefetch; entry parameters and
// constants start in slow memory; results end there.
//
// # Candidates
//
// For every buffer with uses u₀ < u₁ < … (the steps that read or write it,
// from the timeline) a candidate is a run of consecutive uses uᵢ…uⱼ placed
// in fast memory: the whole run, and every run of up to four uses. Its fast
// interval starts when its prefetch is issued (or at the defining write for
// a value produced in fast memory) and ends after its last use, or when its
// eviction is done. Two candidates of one buffer may both be taken when
// their intervals are disjoint.
//
// Loops: the timeline lays a while body out once, and every iteration
// runs it. So a fast interval that meets a loop either covers the whole
// loop (the buffer stays resident across the iterations) or lies inside
// one iteration of the body: its prefetch then runs in every iteration,
// its eviction is done before the body ends, and a write is evicted
// whenever the body uses the buffer elsewhere, since the next iteration
// reads it from slow memory.
//
// Double buffering: a dynamic-slice inside a while body that reads a
// slice of a buffer the loop does not write (the stacked weights of a
// scanned transformer, one layer a step) gets a third kind of candidate:
// two alternating fast slots of the slice's size over the whole body,
// the slice of the next iteration copied into one while the current
// iteration computes from the other. The copy of one iteration's slice
// starts right after the previous iteration's dynamic-slice, so the part
// of the body after the dynamic-slice is a head start; the candidate reads
// the slice, and writes and reads the dynamic-slice's result, from fast
// memory. A loop-invariant operand needs no special case: its buffer is
// live over the whole loop, and its whole-run candidate keeps it resident
// across the iterations.
//
// # Choosing
//
// Double-buffer candidates are taken first, by gain per byte (or, in a
// second run, ranked with the rest). Then a lazy greedy: candidates are
// ordered by their gain (seconds saved at
// the steps whose bytes move to fast memory, less the copy time that
// cannot be hidden, less each copy's fixed latency: a copy that saves less
// than it costs to issue is not worth a DMA) per byte-step of fast memory
// they reserve. The best is
// re-evaluated against the placements made so far (gains shrink as steps
// become compute-bound and the copy channel fills); if it is still at
// least as good as the next, it is taken, provided the fast load stays
// within Capacity at every step of its interval and no more than
// MaxCopies copies are in flight. A prefetch is issued as late as it can
// be while the unused copy-channel time of the steps before its use still
// covers it (an eviction, as early as it can); what is not covered counts
// against the gain. The improvement step runs the greedy a second time
// ordered by gain per byte, keeps the faster plan, then drops every
// placement whose copies stall the timeline for longer than it saves
// (kept when the timing says it helped). Both orders run with double
// buffers taken first and with double buffers ranked like the rest (taken
// first, their long reservations can crowd out placements worth more), and
// two more runs take the baseline's order (baseline.go),
// with and without this improvement step. The fastest of the six plans
// wins, so the planner never does worse than the baseline (without
// double-buffer candidates the two runs that rank them late repeat others
// and are skipped). Its stalls are then repaired (repair.go: a prefetch
// the simulation waited for is issued earlier where the fast memory has
// room) and its packed arena filled (fill.go), each kept when faster.
//
// The outcome is timed by a simulation (simulate): steps run in order,
// each for its roofline time under the placement; the copies run on one
// channel at the copy bandwidth, earliest deadline first, and a step waits
// for the copies due at it. That is the plan's `planned` time. If it were
// above the all-slow time the assignment would be dropped for the empty
// one, so planned ≤ all_slow always holds.
//
// Finally the fast intervals are packed by assign.Solve within Capacity.
// The greedy only kept the load within Capacity, which does not promise a
// packing; when the packers cannot fit them, the placements with the
// lowest gain per byte-step (double buffers last) are dropped, a fiftieth at a
// time, and the rest repacked.
//
// Small example: a 4 KiB weight w read at steps 10 and 12, and the fast
// memory 8 KiB. Its run {10, 12} is one candidate: prefetch issued at the
// latest step t whose steps t…9 leave the channel time to copy 4 KiB,
// interval [t, 13), both reads at the fast bandwidth, no eviction (w is
// not written). Had w been written at step 12 and read again at 40, the
// run would end with an eviction issued at 13 and done by step 40 at
// the latest, and a run {40} could prefetch it back.

package memspace

import (
	"cmp"
	"container/heap"
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"

	"github.com/planner-dev/planner/assign"
	"github.com/planner-dev/planner/cost"
	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/liveness"
)

// Interval is a stretch of time [Start, End) in steps during which a
// buffer sits in fast memory at Offset.
type Interval struct {
	Start, End, Offset int64
}

// Copy is an asynchronous copy between the levels.
type Copy struct {
	// Buffer is the ID of the buffer copied.
	Buffer int
	// Kind is "prefetch" (slow to fast) or "eviction" (fast to slow).
	Kind string
	// Bytes is the size copied.
	Bytes int64
	// Issue is the step at whose start the copy begins; Deadline the step
	// it must be done before (Deadline == Steps: before the program ends).
	Issue, Deadline int64
	// Double marks the copy of a double-buffered slice.
	Double bool
	// StartSeconds, DoneSeconds and DeadlineSeconds are the times, in the
	// simulation of the plan, at which the copy was issued, was done, and
	// its deadline step began. HeadStart is the part of the copy done in the
	// previous loop iteration (double buffering), in seconds.
	StartSeconds, DoneSeconds, DeadlineSeconds, HeadStart float64
}

// Options configure Assign.
type Options struct {
	// Capacity is the fast memory in bytes.
	Capacity int64
	// Target gives the cost model's figures.
	Target cost.Target
	// Baseline selects the baseline after XLA's memory-space assignment
	// instead of the planner's own (see baseline.go).
	Baseline bool
	// Context, when non-nil, stops the assignment once it is done: Assign
	// then returns an error wrapping its Err (a half-made assignment is of
	// no use, and the work per variant is bounded by counts, not time).
	Context context.Context
}

// Assignment is the outcome of Assign.
type Assignment struct {
	// Capacity is the fast memory; Peak the fast arena's size under the
	// packing.
	Capacity, Peak int64
	// Fast[i] are the fast intervals of lv.Buffers[i], in time order.
	Fast [][]Interval
	// Double[i] is true when buffer i is double-buffered: its fast interval
	// reserves two slots of its size.
	Double []bool
	// Fixed[i] is true for a buffer whose layout places it in fast memory (S(1)).
	Fixed []bool
	// FastOnly[i] is true when buffer i never needs slow memory: produced
	// and dead in fast memory, or fixed there. It goes in no slow arena.
	FastOnly []bool
	// Copies are the prefetches and evictions, by issue step.
	Copies []Copy
	// Prefetches and Evictions count Copies by kind.
	Prefetches, Evictions int
	// BytesFast and BytesSlow add up the bytes instructions read and write
	// in each level under the plan.
	BytesFast, BytesSlow int64
	// AllSlow, Planned and Bound are estimated seconds: every access from
	// slow memory; under the plan, copy stalls included; every access from
	// fast memory with free copies (a lower bound on any plan's time).
	AllSlow, Planned, Bound float64
	// BoundFit is a lower bound on Planned at this capacity (bound.go):
	// the larger of two. Step by step, only the accesses whose buffers fit
	// in the fast memory together are served from it (a knapsack per step;
	// a buffer larger than the fast memory is never fast); and the copy
	// channel must prefetch every buffer that starts in slow memory before
	// its fast accesses, within the program's time. It is at least Bound.
	BoundFit float64
	// Steps is the timeline's length.
	Steps int64
}

// Size returns the bytes buffer i reserves in fast memory: twice its
// size, aligned, when it is double-buffered.
func (a *Assignment) Size(lv *liveness.Result, i int) int64 {
	b := &lv.Buffers[i]
	n := roundUp(b.Size, b.Align)
	if a.Double[i] {
		n *= 2
	}
	return n
}

// FastSpace is the memory space number of the fast memory in layouts: S(1).
const FastSpace = 1

// placement is a candidate run of a buffer's uses in fast memory, and once
// evaluated, its interval and copies.
type placement struct {
	buf         int   // index in lv.Buffers
	first, last int   // the run of uses, indices into uses[buf]
	size        int64 // fast bytes reserved
	double      bool
	loopOpen    int64 // double buffering: the while's opening and closing steps
	loopClose   int64
	extraBuf    int // double buffering: the sliced buffer and its use read from fast
	extraUse    int
	start, end  int64 // the fast interval
	pre, evict  *window
	gain, score float64
}

// window is a planned copy.
type window struct {
	issue, deadline int64
	bytes           int64
	head            bool // double buffering: the copy has a head start
}

// state is the greedy's working state.
type state struct {
	ctx  context.Context // Options.Context; nil for never cancelled
	lv   *liveness.Result
	acc  *accesses
	tgt  cost.Target
	capa int64
	n    int64 // steps
	// slow[t], fast[t]: bytes the step at t moves in each level.
	slow, fast []int64
	// isFast[b][k]: use k of buffer b is served from fast memory.
	isFast [][]bool
	// load: fast bytes reserved per step; inflight: copies in flight per step.
	load, inflight *segtree
	// chanUsed[t]: copy-channel seconds planned during step t.
	chanUsed []float64
	// byBuf[b]: the placements taken for buffer b.
	byBuf [][]*placement
	// taken: every placement taken, in order.
	taken    []*placement
	baseline bool
	perByte  bool // order by gain per byte rather than per byte-step
	// doublesLate ranks double buffers with the other candidates instead
	// of taking them first: taken first, their long reservations can crowd
	// out placements worth more.
	doublesLate bool
	// weight[t]: how many times step t runs (the trip counts around it).
	weight []float64
	// loops are the while loops' opening and closing steps.
	loops [][2]int64
	// stall: per placement, the seconds the last simulation waited for its
	// copies, weighted by the runs of the steps that waited.
	stall map[*placement]float64
	// fit and chanBound are the plan-independent parts of BoundFit
	// (bound.go): the most bytes any plan serves fast per step, and the
	// copy channel's bound; computed once per Assign.
	fit       []int64
	chanBound float64
}

// repairRounds bounds the rounds of stall repair in finish.
const repairRounds = 4

// maxWalk bounds how many steps a copy window may span when it is chosen.
const maxWalk = 1 << 14

// Assign decides the fast-memory intervals of lv's buffers for module m's
// timeline, packs them, and times the plan.
func Assign(m *hlo.Module, lv *liveness.Result, opt Options) (*Assignment, error) {
	if err := opt.Target.Check(); err != nil {
		return nil, err
	}
	if opt.Capacity < 0 {
		return nil, fmt.Errorf("fast memory %d: want a positive number of bytes", opt.Capacity)
	}
	acc := findAccesses(m, lv)
	weight, err := stepWeights(lv)
	if err != nil {
		return nil, err
	}
	if err := checkTraffic(lv, acc, weight); err != nil {
		return nil, err
	}
	loops := whileSpans(lv)
	fixed := fixedOf(lv)
	// The planner's own: the lazy greedy by gain per byte-step, and by gain
	// per byte; and, so that it never does worse than the baseline, the
	// baseline's order with the improvement step. The fastest plan wins.
	type variant struct{ baseline, perByte, doublesLate, improve bool }
	variants := []variant{
		{false, false, false, true}, {false, true, false, true}, {false, false, true, true}, {false, true, true, true},
		{true, true, true, true}, {true, true, true, false},
	}
	if opt.Baseline {
		variants = []variant{{true, true, true, false}}
	}
	s0 := newState(lv, acc, opt, fixed)
	s0.weight, s0.loops = weight, loops
	fit, _ := s0.fitBytes(fixed, false)
	chanBound := s0.channelBound(fixed, fit)
	if !s0.hasDoubles() {
		// Without double-buffer candidates the runs that rank them late
		// repeat the others' plans: drop them.
		variants = slices.DeleteFunc(variants, func(v variant) bool { return v.doublesLate && !v.baseline })
	}
	var best *Assignment
	var bestState *state // best's
	for _, v := range variants {
		if err := ctxErr(opt.Context); err != nil {
			return nil, err
		}
		s := newState(lv, acc, opt, fixed)
		s.baseline, s.perByte, s.doublesLate, s.weight, s.loops = v.baseline, v.perByte, v.doublesLate, weight, loops
		s.fit, s.chanBound = fit, chanBound
		s.greedy()
		if err := ctxErr(opt.Context); err != nil {
			return nil, err
		}
		asg, err := s.finish(fixed, v.improve)
		if err != nil {
			return nil, err
		}
		if best == nil || asg.Planned < best.Planned {
			best, bestState = asg, s
		}
	}
	if !opt.Baseline && bestState != nil {
		// The fastest plan's stalls repaired and its packed arena filled
		// (repair.go, fill.go), kept when faster.
		a, err := bestState.polish(best, fixed)
		if err != nil {
			return nil, err
		}
		best = a
	}
	return best, nil
}

func newState(lv *liveness.Result, acc *accesses, opt Options, fixed []bool) *state {
	n := lv.Steps
	s := &state{
		ctx: opt.Context, lv: lv, acc: acc, tgt: opt.Target, capa: opt.Capacity, n: n,
		slow: make([]int64, n), fast: make([]int64, n),
		isFast:   make([][]bool, len(lv.Buffers)),
		load:     newSegtree(int(n)),
		inflight: newSegtree(int(n)),
		chanUsed: make([]float64, n),
		byBuf:    make([][]*placement, len(lv.Buffers)),
	}
	for b := range lv.Buffers {
		s.isFast[b] = make([]bool, len(acc.uses[b]))
		for k, u := range acc.uses[b] {
			if fixed[b] {
				s.fast[u.step] += u.bytes
				s.isFast[b][k] = true
			} else {
				s.slow[u.step] += u.bytes
			}
		}
		if fixed[b] {
			buf := &lv.Buffers[b]
			s.load.Add(buf.Start, buf.End, roundUp(buf.Size, buf.Align))
		}
	}
	return s
}

// d is the roofline time of step t under the current placement.
func (s *state) d(t int64) float64 {
	return s.tgt.Seconds(s.acc.flops[t], s.slow[t], s.fast[t])
}

// avail is the copy-channel time left during step t.
func (s *state) avail(t int64) float64 { return max(0, s.d(t)-s.chanUsed[t]) }

// candidates lists the runs of every buffer's uses the greedy considers.
func (s *state) candidates(fixed []bool) []*placement {
	var out []*placement
	runs := 4
	if s.baseline {
		runs = 1
	}
	for b := range s.lv.Buffers {
		buf := &s.lv.Buffers[b]
		uses := s.acc.uses[b]
		if fixed[b] || buf.Size <= 0 || buf.MemorySpace() != 0 || len(uses) == 0 {
			continue
		}
		size := roundUp(buf.Size, buf.Align)
		if size > s.capa {
			continue
		}
		out = append(out, &placement{buf: b, first: 0, last: len(uses) - 1, size: size})
		for i := range uses {
			for j := i; j < len(uses) && j < i+runs; j++ {
				if i == 0 && j == len(uses)-1 {
					continue
				}
				out = append(out, &placement{buf: b, first: i, last: j, size: size})
			}
		}
		if !s.baseline {
			if p := s.doubleBuffer(b); p != nil && p.size <= s.capa {
				out = append(out, p)
			}
		}
	}
	return out
}

// doubleBuffer returns the double-buffering candidate of buffer b, nil
// when b is not the result of a dynamic-slice of a buffer its enclosing
// while loop does not write.
func (s *state) doubleBuffer(b int) *placement {
	buf := &s.lv.Buffers[b]
	if len(buf.Values) == 0 || buf.Values[0].Instruction.Opcode != "dynamic-slice" || len(buf.Values[0].Index) != 0 {
		return nil
	}
	ds := buf.Values[0].Instruction
	t := buf.Start
	uses := s.acc.uses[b]
	if len(uses) == 0 || uses[0].step != t || !uses[0].write {
		return nil
	}
	open, close := s.enclosingLoop(t)
	if open < 0 || buf.End > close {
		return nil
	}
	w := s.acc.resolve(ds.Operands[0], nil, t, 0)
	if w < 0 {
		return nil
	}
	wu := -1
	for k, u := range s.acc.uses[w] {
		if u.step > open && u.step < close && u.write {
			return nil // the loop writes the sliced buffer
		}
		if u.step == t {
			wu = k
		}
	}
	if wu < 0 {
		return nil
	}
	if roundUp(buf.Size, buf.Align) > s.capa/2 {
		return nil // two slots do not fit (and twice the size cannot overflow)
	}
	return &placement{
		buf: b, first: 0, last: len(uses) - 1, size: 2 * roundUp(buf.Size, buf.Align), double: true,
		loopOpen: open, loopClose: close, extraBuf: w, extraUse: wu,
	}
}

// hasDoubles reports whether some buffer has a double-buffering candidate
// that fits.
func (s *state) hasDoubles() bool {
	for b := range s.lv.Buffers {
		if p := s.doubleBuffer(b); p != nil && p.size <= s.capa {
			return true
		}
	}
	return false
}

// enclosingLoop returns the opening and closing steps of the innermost
// while whose span holds step t, (-1, -1) when none does.
func (s *state) enclosingLoop(t int64) (open, close int64) {
	tl := s.lv.Timeline
	depth := 0
	for u := t - 1; u >= 0; u-- {
		in := tl[u]
		if in.Opcode != "while" {
			continue
		}
		// A while appears twice; the later appearance closes it.
		if s.closes(u) {
			depth++
			continue
		}
		if depth > 0 {
			depth--
			continue
		}
		for c := t + 1; c < int64(len(tl)); c++ {
			if tl[c] == in {
				return u, c
			}
		}
		return -1, -1
	}
	return -1, -1
}

// closes reports whether the while at step u is its closing appearance.
func (s *state) closes(u int64) bool {
	in := s.lv.Timeline[u]
	for v := u - 1; v >= 0; v-- {
		if s.lv.Timeline[v] == in {
			return true
		}
	}
	return false
}

// moves lists the (step, bytes) that p serves from fast memory and are
// not served from there yet.
func (s *state) moves(p *placement) (steps []int64, bytes []int64) {
	uses := s.acc.uses[p.buf]
	for k := p.first; k <= p.last; k++ {
		if !s.isFast[p.buf][k] {
			steps = append(steps, uses[k].step)
			bytes = append(bytes, uses[k].bytes)
		}
	}
	if p.double && !s.isFast[p.extraBuf][p.extraUse] {
		u := s.acc.uses[p.extraBuf][p.extraUse]
		steps = append(steps, u.step)
		bytes = append(bytes, u.bytes)
	}
	return steps, bytes
}

// evaluate plans p's interval and copies against the current state and
// returns its gain; ok is false when it does not fit.
func (s *state) evaluate(p *placement) (gain float64, ok bool) {
	buf := &s.lv.Buffers[p.buf]
	uses := s.acc.uses[p.buf]
	steps, bytes := s.moves(p)
	for i, t := range steps {
		before := s.d(t)
		s.slow[t] -= bytes[i]
		s.fast[t] += bytes[i]
		gain += s.weight[t] * (before - s.d(t))
	}
	for i, t := range steps { // undo
		s.slow[t] += bytes[i]
		s.fast[t] -= bytes[i]
	}
	produced := p.first == 0 && uses[0].write && uses[0].step == buf.Start &&
		buf.Kind != liveness.Parameter && buf.Kind != liveness.Constant
	p.pre, p.evict = nil, nil
	if p.double {
		ex := s.acc.uses[p.extraBuf][p.extraUse]
		head := 0.0
		for t := uses[0].step + 1; t < p.loopClose; t++ {
			head += s.d(t)
		}
		need := max(0, s.tgt.CopySeconds(ex.bytes)-head)
		have := 0.0
		for t := p.loopOpen + 1; t < uses[0].step; t++ {
			have += s.avail(t)
		}
		gain -= s.weight[uses[0].step] * (max(0, need-have) + s.tgt.CopyLatency)
		p.pre = &window{issue: p.loopOpen + 1, deadline: uses[0].step, bytes: ex.bytes, head: true}
		p.start, p.end = p.loopOpen+1, p.loopClose
	} else {
		p.start = uses[p.first].step
		// A run inside one iteration of a loop body stays inside it: its
		// prefetch runs in every iteration, its eviction is done before the
		// body ends, and a write is evicted when the body uses the buffer
		// elsewhere (the next iteration reads it).
		lower, limit, wraps := buf.Start, buf.End, false
		if o, c := s.innerLoop(uses[p.first].step, uses[p.last].step); o >= 0 {
			lower, limit = max(lower, o+1), min(limit, c)
			for k, u := range uses {
				if (k < p.first || k > p.last) && u.step > o && u.step < c {
					wraps = true
				}
			}
		}
		if !produced {
			if p.first > 0 {
				lower = max(lower, uses[p.first-1].step+1)
			}
			issue, exposed := s.planPrefetch(buf.Size, lower, uses[p.first].step)
			gain -= s.weight[uses[p.first].step] * (exposed + s.tgt.CopyLatency)
			p.pre = &window{issue: issue, deadline: uses[p.first].step, bytes: buf.Size}
			p.start = issue
		}
		p.end = uses[p.last].step + 1
		lastWrite := int64(-1)
		for k := p.first; k <= p.last; k++ {
			if uses[k].write {
				lastWrite = uses[k].step
			}
		}
		liveOut := buf.Kind == liveness.MaybeLiveOut || buf.Kind == liveness.Parameter && buf.End >= s.n
		if lastWrite >= 0 && (p.last < len(uses)-1 || liveOut || wraps) {
			if p.last < len(uses)-1 {
				limit = min(limit, uses[p.last+1].step)
			}
			dl, exposed := s.planEviction(buf.Size, lastWrite+1, p.end, limit)
			exposed += s.tgt.CopyLatency
			if dl < s.n {
				exposed *= s.weight[dl]
			}
			gain -= exposed
			p.evict = &window{issue: lastWrite + 1, deadline: dl, bytes: buf.Size}
			p.end = max(p.end, dl)
		}
	}
	for _, q := range s.byBuf[p.buf] {
		if p.start < q.end && q.start < p.end {
			return 0, false
		}
	}
	// Every loop the interval meets, it covers whole (resident across the
	// iterations) or it lies inside one iteration of its body: an interval
	// ending inside a body would leave the next iteration without the value,
	// one starting inside and ending after would skip its prefetch there.
	for _, l := range s.loops {
		o, c := l[0], l[1]
		if p.start < c+1 && o < p.end && !(p.start <= o && p.end >= c+1) && !(p.start > o && p.end <= c) {
			return 0, false
		}
	}
	if s.load.Max(p.start, p.end)+p.size > s.capa {
		return 0, false
	}
	for _, w := range []*window{p.pre, p.evict} {
		if w != nil {
			lo, hi := w.span()
			if s.inflight.Max(lo, hi) >= int64(s.tgt.MaxCopies) {
				return 0, false
			}
		}
	}
	p.gain = gain
	area := float64(p.size)
	if !s.perByte {
		area *= float64(max(p.end-p.start, 1))
	}
	p.score = gain / area
	return gain, true
}

// span is the steps during which the copy is in flight.
func (w *window) span() (lo, hi int64) { return w.issue, max(w.deadline, w.issue+1) }

// planPrefetch returns the latest issue step in [lower, deadline] whose
// free channel time up to deadline covers a copy of n bytes, and the
// seconds it leaves uncovered. The baseline picks by elapsed time instead
// (see baseline.go).
func (s *state) planPrefetch(n int64, lower, deadline int64) (issue int64, exposed float64) {
	need := s.tgt.CopySeconds(n)
	if s.baseline {
		return s.pickerPrefetch(need, lower, deadline)
	}
	have := 0.0
	t := deadline
	for t > lower && have < need && deadline-t < maxWalk {
		t--
		have += s.avail(t)
	}
	return t, max(0, need-have)
}

// planEviction returns the earliest deadline in [from, limit], and at
// least atLeast, by which a copy of n bytes issued at from is covered by
// free channel time, and the seconds it leaves uncovered.
func (s *state) planEviction(n int64, from, atLeast, limit int64) (deadline int64, exposed float64) {
	need := s.tgt.CopySeconds(n)
	have := 0.0
	t := from
	for t < limit && have < need && t-from < maxWalk {
		have += s.avail(t)
		t++
	}
	return min(max(t, atLeast), limit), max(0, need-have)
}

// take applies p to the state.
func (s *state) take(p *placement) {
	steps, bytes := s.moves(p)
	for i, t := range steps {
		s.slow[t] -= bytes[i]
		s.fast[t] += bytes[i]
	}
	for k := p.first; k <= p.last; k++ {
		s.isFast[p.buf][k] = true
	}
	if p.double {
		s.isFast[p.extraBuf][p.extraUse] = true
	}
	s.load.Add(p.start, p.end, p.size)
	if w := p.pre; w != nil {
		lo, hi := w.span()
		s.inflight.Add(lo, hi, 1)
		need := s.tgt.CopySeconds(w.bytes)
		for t := w.deadline - 1; t >= w.issue && need > 0; t-- {
			x := min(need, s.avail(t))
			s.chanUsed[t] += x
			need -= x
		}
	}
	if w := p.evict; w != nil {
		lo, hi := w.span()
		s.inflight.Add(lo, hi, 1)
		need := s.tgt.CopySeconds(w.bytes)
		for t := w.issue; t < w.deadline && need > 0; t++ {
			x := min(need, s.avail(t))
			s.chanUsed[t] += x
			need -= x
		}
	}
	s.byBuf[p.buf] = append(s.byBuf[p.buf], p)
	s.taken = append(s.taken, p)
}

// candHeap orders candidates by score, best first; ties by buffer and run.
type candHeap []*placement

func (h candHeap) Len() int { return len(h) }
func (h candHeap) Less(i, j int) bool {
	if h[i].score != h[j].score {
		return h[i].score > h[j].score
	}
	if h[i].buf != h[j].buf {
		return h[i].buf < h[j].buf
	}
	if h[i].first != h[j].first {
		return h[i].first < h[j].first
	}
	return h[i].last > h[j].last
}
func (h candHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *candHeap) Push(x any)   { *h = append(*h, x.(*placement)) }
func (h *candHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// greedy takes candidates best first (lazily re-evaluated, or for the
// baseline in the order of their first evaluation).
func (s *state) greedy() {
	if s.capa <= 0 {
		return
	}
	// The context is read every 256 evaluations: on gemma2 the greedy
	// runs for minutes, and a stop must be prompt. A stopped greedy leaves
	// its plan half made; Assign returns the context's error.
	n := 0
	stopped := func() bool {
		n++
		return n%256 == 0 && s.ctx != nil && s.ctx.Err() != nil
	}
	fixed := make([]bool, len(s.lv.Buffers))
	for i := range fixed {
		fixed[i] = s.lv.Buffers[i].MemorySpace() == FastSpace
	}
	// Double buffers first: a loop streaming its layers' weights through
	// two slots is the pattern that pays most per iteration, and its long
	// interval would lose to shorter ones on gain per byte-step.
	var doubles []*placement
	h := candHeap{}
	for _, p := range s.candidates(fixed) {
		if stopped() {
			return
		}
		if g, ok := s.evaluate(p); ok && g > 0 {
			if p.double && !s.doublesLate {
				doubles = append(doubles, p)
			} else {
				h = append(h, p)
			}
		}
	}
	for _, p := range doubles {
		p.score = p.gain / float64(p.size)
	}
	slices.SortStableFunc(doubles, func(a, b *placement) int { return cmp.Compare(b.score, a.score) })
	for _, p := range doubles {
		if stopped() {
			return
		}
		if g, ok := s.evaluate(p); ok && g > 0 {
			s.take(p)
		}
	}
	heap.Init(&h)
	for h.Len() > 0 {
		if stopped() {
			return
		}
		p := heap.Pop(&h).(*placement)
		old := p.score
		g, ok := s.evaluate(p)
		if !ok || g <= 0 {
			continue
		}
		if !s.baseline && h.Len() > 0 && p.score < old && p.score < h[0].score {
			heap.Push(&h, p)
			continue
		}
		s.take(p)
	}
}

// finish drops what does not pay, packs the fast intervals, and times the
// plan.
func (s *state) finish(fixed []bool, improve bool) (*Assignment, error) {
	asg := s.simulate(fixed)
	if improve && len(s.taken) > 0 {
		// Drop placements whose copies stall longer than they save.
		stall := s.stall
		var keep []*placement
		dropped := false
		for _, p := range s.taken {
			if stall[p] > p.gain {
				dropped = true
				continue
			}
			keep = append(keep, p)
		}
		if dropped {
			all := slices.Clone(s.taken)
			s.retake(keep)
			if a := s.simulate(fixed); a.Planned <= asg.Planned {
				asg = a
			} else {
				s.retake(all)
				asg = s.simulate(fixed)
			}
		}
	}
	for round := 0; ; round++ {
		if err := ctxErr(s.ctx); err != nil {
			return nil, err
		}
		err := s.pack(asg, fixed)
		if err == nil {
			break
		}
		if !errors.Is(err, assign.ErrCapacity) || len(s.taken) == 0 || round > 200 {
			return nil, err
		}
		keep := slices.Clone(s.taken)
		// Keep double buffers longest: their long intervals rank low per
		// byte-step, yet they save time every iteration.
		slices.SortStableFunc(keep, func(a, b *placement) int {
			if a.double != b.double {
				if a.double {
					return -1
				}
				return 1
			}
			return cmp.Compare(b.score, a.score)
		})
		keep = keep[:len(keep)-max(1, len(keep)/50)]
		s.retake(keep)
		asg = s.simulate(fixed)
	}
	if asg.Planned > asg.AllSlow && len(s.taken) > 0 {
		s.retake(nil)
		asg = s.simulate(fixed)
		if err := s.pack(asg, fixed); err != nil {
			return nil, err
		}
	}
	return asg, nil
}

// GainFraction is the share of the possible gain the plan obtains,
// (AllSlow − Planned) / (AllSlow − Bound); NaN when there is nothing to
// gain (the fraction is 0/0).
func (a *Assignment) GainFraction() float64 {
	if a.AllSlow <= a.Bound {
		return math.NaN()
	}
	return (a.AllSlow - a.Planned) / (a.AllSlow - a.Bound)
}

// ReachableFraction is the share of the gain any plan at this capacity
// can have that the plan obtains, (AllSlow − Planned) / (AllSlow −
// BoundFit); NaN when nothing can be gained (BoundFit = AllSlow).
func (a *Assignment) ReachableFraction() float64 {
	if a.AllSlow <= a.BoundFit {
		return math.NaN()
	}
	return (a.AllSlow - a.Planned) / (a.AllSlow - a.BoundFit)
}

// retake resets the state and takes keep again, in the same order, with
// the intervals and copies they had.
func (s *state) retake(keep []*placement) {
	ns := newState(s.lv, s.acc, Options{Capacity: s.capa, Target: s.tgt, Context: s.ctx}, fixedOf(s.lv))
	for _, p := range keep {
		ns.take(p)
	}
	ns.baseline, ns.perByte, ns.doublesLate, ns.weight, ns.loops = s.baseline, s.perByte, s.doublesLate, s.weight, s.loops
	ns.fit, ns.chanBound = s.fit, s.chanBound
	*s = *ns
}

func fixedOf(lv *liveness.Result) []bool {
	f := make([]bool, len(lv.Buffers))
	for i := range f {
		f[i] = lv.Buffers[i].Size > 0 && lv.Buffers[i].MemorySpace() == FastSpace
	}
	return f
}

// pack places the fast intervals of asg with assign.Solve within the
// capacity and fills in their offsets and the peak.
func (s *state) pack(asg *Assignment, fixed []bool) error {
	p := &assign.Problem{Capacity: s.capa}
	type ref struct{ buf, k int }
	var refs []ref
	for b := range asg.Fast {
		buf := &s.lv.Buffers[b]
		for k, iv := range asg.Fast[b] {
			p.Buffers = append(p.Buffers, assign.Buffer{
				ID: strconv.Itoa(buf.ID) + "." + strconv.Itoa(k), Start: iv.Start, End: iv.End,
				Size: asg.Size(s.lv, b), Align: max(buf.Align, 1),
			})
			refs = append(refs, ref{b, k})
		}
	}
	if len(p.Buffers) == 0 {
		asg.Peak = 0
		return nil
	}
	if s.capa <= 0 {
		return fmt.Errorf("fast memory: buffers with an S(1) layout need fast memory: %w", assign.ErrCapacity)
	}
	// The fast packers first (best fit in both orders, greedy by size,
	// p2ffd), then a short local improvement; no exact search, whose time
	// would grow with every repacking. Both are deterministic.
	var sol *assign.Solution
	var err error
	if perr := promptly(s.ctx, func() {
		sol, err = assign.Solve(p, assign.Options{Algorithm: "auto", Iterations: -1, SearchNodes: -1, Context: s.ctx})
		if err != nil && errors.Is(err, assign.ErrCapacity) && ctxErr(s.ctx) == nil {
			// The iteration count alone bounds the work (no Budget: no
			// clock), so that a loaded machine cannot change the plan.
			sol, err = assign.Solve(p, assign.Options{Algorithm: "auto", Iterations: 64, SearchNodes: -1, Context: s.ctx})
		}
	}); perr != nil {
		return perr
	}
	if err := ctxErr(s.ctx); err != nil {
		return err
	}
	if err != nil {
		return fmt.Errorf("fast memory: %w", err)
	}
	if err := assign.Verify(p, sol); err != nil {
		panic(fmt.Sprintf("memspace: fast packing does not verify: %v", err))
	}
	for i, r := range refs {
		asg.Fast[r.buf][r.k].Offset = sol.Offsets[i]
	}
	asg.Peak = sol.Peak
	return nil
}

// promptly runs work and returns nil once it has returned; when ctx is
// done first, it returns ctxErr at once and leaves work to end in its
// goroutine (what it returns is dropped: a fast-memory plan cut short
// is no plan). The fast packers read no context: on gemma2's fast arena,
// 12,834 intervals repacked each round, one call takes seconds.
func promptly(ctx context.Context, work func()) error {
	if ctx == nil || ctx.Done() == nil {
		work()
		return nil
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		work()
	}()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return ctxErr(ctx)
	}
}

// ctxErr is ctx's error wrapped for the caller, nil when ctx is nil or
// not done.
func ctxErr(ctx context.Context) error {
	if ctx == nil || ctx.Err() == nil {
		return nil
	}
	return fmt.Errorf("fast memory: %w", ctx.Err())
}

func roundUp(n, a int64) int64 {
	if a <= 1 {
		return n
	}
	return (n + a - 1) / a * a
}
