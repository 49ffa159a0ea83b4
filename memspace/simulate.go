package memspace

import (
	"cmp"
	"slices"

	"github.com/planner-dev/planner/liveness"
)

// simulate builds the Assignment of the placements taken and times it.
//
// The timing: one pass over the timeline (each loop body once, as every
// iteration runs in the steady state). Steps run one after another, each for its roofline time
// under the placement. Copies run on one channel at the copy bandwidth,
// beside the steps; at every moment the channel serves the issued copy
// with the earliest deadline (which, for one channel, finishes every set
// of copies by their deadlines whenever any order does). A copy is issued
// at the start of its Issue step; before the step Deadline starts, every
// copy due then must be done, and the timeline waits (stalls) until it is.
// A double-buffered slice's copy starts with a head start: the steps of
// the loop body after its dynamic-slice, during which, in the previous
// iteration, the channel copied it into the other slot.
func (s *state) simulate(fixed []bool) *Assignment {
	lv := s.lv
	nb := len(lv.Buffers)
	asg := &Assignment{
		Capacity: s.capa,
		Fast:     make([][]Interval, nb),
		Double:   make([]bool, nb),
		Fixed:    fixed,
		FastOnly: make([]bool, nb),
		Steps:    s.n,
	}
	for b := range lv.Buffers {
		if fixed[b] {
			buf := &lv.Buffers[b]
			asg.Fast[b] = []Interval{{Start: buf.Start, End: buf.End}}
			asg.FastOnly[b] = true
		}
	}
	// fit[t]: the most bytes of step t that any plan at this capacity can
	// serve from fast memory (bound.go).
	fit := s.fit
	d := make([]float64, s.n)
	for t := range s.n {
		w := s.weight[t]
		d[t] = s.d(t)
		tot := s.slow[t] + s.fast[t]
		// The roofline is linear in the bytes moved fast, so its least
		// value over [0, fit] is at an end (the fast end on every target).
		asg.BoundFit += w * min(s.tgt.Seconds(s.acc.flops[t], tot-fit[t], fit[t]), s.tgt.Seconds(s.acc.flops[t], tot, 0))
		asg.AllSlow += w * s.tgt.Seconds(s.acc.flops[t], tot, 0)
		asg.Bound += w * s.tgt.Seconds(s.acc.flops[t], 0, tot)
		asg.Planned += w * d[t]
		asg.BytesFast += int64(w * float64(s.fast[t]))
		asg.BytesSlow += int64(w * float64(s.slow[t]))
	}
	asg.BoundFit = max(asg.BoundFit, s.chanBound)
	type owned struct {
		c *Copy
		p *placement
	}
	var copies []owned
	for _, p := range s.taken {
		buf := &lv.Buffers[p.buf]
		asg.Fast[p.buf] = append(asg.Fast[p.buf], Interval{Start: p.start, End: p.end})
		asg.Double[p.buf] = asg.Double[p.buf] || p.double
		uses := s.acc.uses[p.buf]
		if p.pre == nil && p.evict == nil && p.first == 0 && p.last == len(uses)-1 &&
			p.start <= buf.Start && p.end >= buf.End && buf.Kind != liveness.MaybeLiveOut {
			asg.FastOnly[p.buf] = true
		}
		if w := p.pre; w != nil {
			c := &Copy{Buffer: buf.ID, Kind: "prefetch", Bytes: w.bytes, Issue: w.issue, Deadline: w.deadline, Double: p.double}
			if w.head {
				for t := w.deadline + 1; t < p.loopClose; t++ {
					c.HeadStart += d[t]
				}
				c.HeadStart = min(c.HeadStart, s.tgt.CopySeconds(w.bytes))
			}
			copies = append(copies, owned{c, p})
			asg.Prefetches++
		}
		if w := p.evict; w != nil {
			c := &Copy{Buffer: buf.ID, Kind: "eviction", Bytes: w.bytes, Issue: w.issue, Deadline: w.deadline}
			copies = append(copies, owned{c, p})
			asg.Evictions++
		}
	}
	for b := range asg.Fast {
		slices.SortFunc(asg.Fast[b], func(x, y Interval) int { return cmp.Compare(x.Start, y.Start) })
	}
	slices.SortStableFunc(copies, func(x, y owned) int {
		if c := cmp.Compare(x.c.Issue, y.c.Issue); c != 0 {
			return c
		}
		if c := cmp.Compare(x.c.Deadline, y.c.Deadline); c != 0 {
			return c
		}
		if c := cmp.Compare(x.c.Buffer, y.c.Buffer); c != 0 {
			return c
		}
		return cmp.Compare(x.c.Kind, y.c.Kind)
	})
	// The channel, earliest deadline first.
	type pending struct {
		i   int     // index in copies
		rem float64 // seconds of copying left
	}
	var pend []pending
	edf := func() int {
		best := -1
		for k, p := range pend {
			if best < 0 || copies[p.i].c.Deadline < copies[pend[best].i].c.Deadline {
				best = k
			}
		}
		return best
	}
	s.stall = map[*placement]float64{}
	now := 0.0
	stepStart := make([]float64, s.n+1)
	next := 0
	for t := int64(0); t <= s.n; t++ {
		for next < len(copies) && copies[next].c.Issue == t {
			c := copies[next].c
			c.StartSeconds = now
			pend = append(pend, pending{next, max(0, s.tgt.CopySeconds(c.Bytes)-c.HeadStart)})
			next++
		}
		for {
			k := edf()
			if k < 0 || copies[pend[k].i].c.Deadline > t {
				break
			}
			o := copies[pend[k].i]
			now += pend[k].rem
			w := 1.0 // the wait at the program's end happens once
			if t < s.n {
				w = s.weight[t]
			}
			s.stall[o.p] += w * pend[k].rem
			asg.Planned += w * pend[k].rem
			o.c.DoneSeconds = now
			pend = slices.Delete(pend, k, k+1)
		}
		stepStart[t] = now
		if t == s.n {
			break
		}
		used := 0.0
		for used < d[t] {
			k := edf()
			if k < 0 {
				break
			}
			x := min(pend[k].rem, d[t]-used)
			used += x
			pend[k].rem -= x
			if pend[k].rem <= 0 {
				copies[pend[k].i].c.DoneSeconds = now + used
				pend = slices.Delete(pend, k, k+1)
			}
		}
		now += d[t]
	}
	for _, o := range copies {
		o.c.DeadlineSeconds = stepStart[o.c.Deadline]
		asg.Copies = append(asg.Copies, *o.c)
	}
	return asg
}
