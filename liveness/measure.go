// Measuring a schedule's lower bound without building its buffers.
//
// The best schedule orders the module four ways and keeps the order with
// the lowest lower bound L. L needs the whole analysis up to the sharing
// groups (values, copies, must-share and may-share, colocation: every one
// moves bytes between buffers), but not what Result holds beyond it: the
// buffer list with each buffer's values sorted and described, the copies
// as values, the buffers live at the peak. Measure stops at the groups;
// MaxLiveIn reads L off them; Result builds the rest, only for the order
// that is kept.
//
// MaxLiveIn is exact, not an estimate: it computes each group's live range,
// size, kind and memory space as result does for the buffer the group
// becomes (the memory space is that of the shape result gives the buffer:
// the first value in buffer order whose size is the buffer's, else the
// first value), and sweeps them as maxLiveOf does. TestMeasure compares it
// with the full analysis on the corpus and on generated modules.

package liveness

import (
	"context"

	"github.com/planner-dev/planner/hlo"
)

// Prepared is the part of the analysis of a module that no schedule
// changes, done once for the candidates of the best schedule: the
// options' defaults, each instruction's index in its computation (a map
// over every instruction), the donated parameters, the timeline's bound,
// and which parameters each fused computation uses only elementwise.
// After Prepare it is only read, so Measure may be called from several
// goroutines at once.
type Prepared struct {
	m       *hlo.Module
	opt     Options                     // with defaults
	local   localIndex                  // an instruction's index in its computation
	donated map[string]bool             // the donated entry parameter positions, by donorKey
	fusedOK map[*hlo.Computation][]bool // per fused computation, fusedElementwiseParams
	// stepsErr is checkSteps' verdict: the timeline's length does not
	// depend on the order.
	stepsErr error
	// unfused counts the instructions of the computations no fusion
	// calls: about one value each (a tuple has more, a computation called
	// twice is laid out twice, and the slice grows for them).
	unfused int
	// reads is what readsBound reads of the entry; nil where its bound
	// does not hold.
	reads *readsModel
}

// Prepare does the order-independent part of the analysis of m under opt.
func Prepare(m *hlo.Module, opt Options) (*Prepared, error) {
	return prepare(m, opt, true)
}

// Measure is the package's Measure of p's module under seq, with p's
// options.
func (p *Prepared) Measure(seq hlo.Sequence) (*Measured, error) {
	a, s, err := p.analyze(seq)
	if err != nil {
		return nil, err
	}
	return &Measured{a: a, s: s}, nil
}

// Limit gives the L an order must not exceed to be chosen (the best L
// of the other orders so far) and true, or false where there is none.
// With wait false it answers at once, false where the limit is not known
// yet; with wait true it may wait until it is.
type Limit func(wait bool) (int64, bool)

// MeasureBelow is Measure, except that it stops early where the order is
// sure to need more than limit: before any layout, where a lower bound of
// this order's L read off the entry's operands (readsBound) exceeds the
// limit known then (limit(false)); after the must-share constraints,
// where one read off the groups (occupancyBound) exceeds it
// (limit(true)). It returns a nil Measured and that bound. An order that
// needs more than another cannot be chosen, and the analysis it skips
// was thrown away: on the 11,000-layer training step the post-order and
// list orders stop before their layouts. The first question does not
// wait, so that an order laid out while the limit is still being
// measured is laid out meanwhile, as before.
func (p *Prepared) MeasureBelow(seq hlo.Sequence, limit Limit) (x *Measured, bound int64, err error) {
	if limit != nil {
		if b, ok := p.readsBound(seq); ok {
			if l, ok := limit(false); ok && b > l {
				return nil, b, nil
			}
		}
	}
	a, s, bound, err := p.analyzeBelow(seq, limit)
	if err != nil || s == nil {
		return nil, bound, err
	}
	return &Measured{a: a, s: s}, 0, nil
}

// occupancyBound returns a lower bound of the L that MaxLiveIn(All) reads
// off the groups once mayShare has run on s, and false where it cannot
// tell: for the temp arena (a temporary that joins an output's group
// leaves the arena), or where a value lies outside the default memory
// space (a group's space is that of one of its values). The bound is the
// highest sum of group sizes occupied at one instant of a step. It holds
// because mayShare only unites groups that are disjoint (never occupied
// at the same instant): the groups occupied at instant i end in distinct
// buffers, each at least as large as the group and live at step i/2,
// which MaxLiveIn counts. A value read at the end (instant 2n+1, past the
// last step) counts up to the last step only, as in MaxLiveIn.
func (a *analysis) occupancyBound(s *sharing) (int64, bool) {
	n := int64(len(a.timeline))
	if a.opt.Arena == TempOnly || n == 0 {
		return 0, false
	}
	for i := range a.vals {
		if a.vals[i].otherSpace {
			return 0, false
		}
	}
	diff := make([]int64, 2*n+1)
	for _, g := range s.groups {
		if g == nil || g.size <= 0 {
			continue
		}
		next := int64(0) // the first instant not yet counted for g
		for _, sp := range g.spans {
			// Spans are disjoint; a forced union (phis) is not checked,
			// so an instant is still counted once per group.
			lo, hi := max(sp.lo, next), min(sp.hi, 2*n-1)
			if lo > hi {
				continue
			}
			diff[lo] += g.size
			diff[hi+1] -= g.size
			next = hi + 1
		}
	}
	var cur, bound int64
	for _, d := range diff {
		cur += d
		bound = max(bound, cur)
	}
	return bound, true
}

// Measured is a liveness analysis whose buffers are not built yet: enough
// to give its lower bound, and to build its Result when it is kept.
type Measured struct {
	a *analysis // the analysis, laid out and shared
	s *sharing  // its sharing groups: one per buffer
	r *Result   // the buffers, once Result has built them
}

// Measure runs the analysis of m under seq as Analyze does, up to the
// buffers: its MaxLiveIn is what Analyze's Result.MaxLiveIn would give,
// and its Result is what Analyze would return.
func Measure(m *hlo.Module, seq hlo.Sequence, opt Options) (*Measured, error) {
	a, s, err := analyze(m, seq, opt)
	if err != nil {
		return nil, err
	}
	return &Measured{a: a, s: s}, nil
}

// Result builds the buffers of the analysis (once; later calls return the
// same Result).
func (x *Measured) Result() *Result {
	if x.r == nil {
		x.r = x.a.result(x.s)
	}
	return x.r
}

// Module is the module the analysis is of.
func (x *Measured) Module() *hlo.Module { return x.a.m }

// InArena returns the Result the analysis would have under arena: the
// same module, order and options but Options.Arena, with ctx as
// Options.Context. It builds the groups again from the layout, which
// does not depend on the arena (the arena comparison of the text report
// analysed the module a second time for it: 0.55 s of the 11,000-layer
// step, the layout a third of that). TestMeasure compares it with Analyze.
func (x *Measured) InArena(arena Arena, ctx context.Context) (*Result, error) {
	if arena == x.a.opt.Arena || arena == All && x.a.opt.Arena == "" || arena == "" && x.a.opt.Arena == All {
		return x.Result(), nil
	}
	b := x.a.relaid(arena)
	b.opt.Context = ctx
	if err := b.stopped(); err != nil {
		return nil, err
	}
	s := b.share()
	if err := b.stopped(); err != nil {
		return nil, err
	}
	return b.result(s), nil
}

// MaxLiveIn returns the lower bound L of arena and the first step where it
// is reached, as Result().MaxLiveIn(arena) would, without building the
// buffers.
func (x *Measured) MaxLiveIn(arena Arena) (maxLive, at int64) {
	if x.r != nil {
		return x.r.MaxLiveIn(arena)
	}
	a, s := x.a, x.s
	n := int64(len(a.timeline))
	if n == 0 {
		return 0, 0
	}
	load := make([]int64, n+1)
	for _, g := range s.groups {
		if g == nil || g.size <= 0 || a.space(g) != 0 {
			continue
		}
		lo, hi := g.spans[0].lo, g.spans[0].hi
		var constant, param, liveOut bool
		for _, m := range g.members {
			v := &a.vals[m]
			lo, hi = min(lo, v.def), max(hi, v.last)
			constant = constant || v.constant
			param = param || v.param
			liveOut = liveOut || v.liveOut
		}
		if arena == TempOnly && (constant || param || liveOut) {
			continue
		}
		start, end := min(lo/2, max(n-1, 0)), min(hi/2+1, n)
		if end <= start {
			continue
		}
		load[start] += g.size
		load[end] -= g.size
	}
	var cur int64
	for t := int64(0); t < n; t++ {
		cur += load[t]
		if cur > maxLive {
			maxLive, at = cur, t
		}
	}
	return maxLive, at
}

// space returns the memory space of the buffer result makes of g: that of
// the shape of its first value (in buffer order, phis only when it has
// nothing else) whose size is the group's, else of its first value.
func (a *analysis) space(g *group) int {
	phisOnly := true
	for _, m := range g.members {
		phisOnly = phisOnly && a.vals[m].phi
	}
	first, fit := -1, -1
	for _, m := range g.members {
		if a.vals[m].phi && !phisOnly {
			continue
		}
		if first < 0 || a.valueCmp(m, first) < 0 {
			first = m
		}
		if a.vals[m].size == g.size && (fit < 0 || a.valueCmp(m, fit) < 0) {
			fit = m
		}
	}
	if fit >= 0 {
		first = fit
	}
	if a.vals[first].otherSpace {
		return a.vals[first].shape.Layout.MemorySpace
	}
	return 0
}
