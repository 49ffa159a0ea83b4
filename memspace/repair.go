// Stall repair: prefetches issued earlier where the simulation waited.
//
// The greedy plans each prefetch against the copy-channel time it expects
// to be free, before the placements after it shrink the steps the copy
// was to run beside. The simulation then waits (stalls) for copies that
// are not done by their deadline. Where the fast memory has room, issuing
// such a prefetch earlier, by steps whose time covers the wait, hides it.
// repairStalls does that for every prefetch that stalled, within the
// bounds evaluate keeps (after the buffer's previous use and its live
// range's start, inside its loop iteration, the loop rule, Capacity and
// MaxCopies); polish runs it on the fastest plan for a few rounds, each
// kept only when the simulated time falls, and keeps the lot only when
// it packs. A round is linear in the placements and the steps walked
// (maxWalk each).

package memspace

import (
	"errors"
	"slices"

	"github.com/planner-dev/planner/assign"
)

// extended records a placement's interval and prefetch issue before
// repairStalls moved them, to put them back.
type extended struct {
	p            *placement
	start, issue int64
}

// repairStalls issues earlier the prefetches that stalled in the last
// simulation, where the bounds allow, and returns what it changed.
func (s *state) repairStalls() []extended {
	var out []extended
	for _, p := range s.taken {
		w := p.pre
		if p.double || w == nil || s.stall[p] <= 0 || p.start != w.issue {
			continue
		}
		buf := &s.lv.Buffers[p.buf]
		uses := s.acc.uses[p.buf]
		lower := buf.Start
		if o, _ := s.innerLoop(uses[p.first].step, uses[p.last].step); o >= 0 {
			lower = max(lower, o+1)
		}
		if p.first > 0 {
			lower = max(lower, uses[p.first-1].step+1)
		}
		for _, q := range s.byBuf[p.buf] {
			if q != p && q.end <= p.start {
				lower = max(lower, q.end)
			}
		}
		need := s.stall[p] / s.weight[min(w.deadline, s.n-1)]
		t, have := w.issue, 0.0
		for t > lower && have < need && w.issue-t < maxWalk {
			t--
			have += s.d(t)
		}
		// Back off to the latest start the loop rule, the capacity and the
		// copies in flight allow.
		for ; t < w.issue; t++ {
			if s.loopOK(t, p.end) && s.load.Max(t, w.issue)+p.size <= s.capa &&
				s.inflight.Max(t, w.issue) < int64(s.tgt.MaxCopies) {
				break
			}
		}
		if t >= w.issue {
			continue
		}
		out = append(out, extended{p, p.start, w.issue})
		s.load.Add(t, w.issue, p.size)
		s.inflight.Add(t, w.issue, 1)
		p.start, w.issue = t, t
	}
	return out
}

// loopOK reports whether an interval [start, end) meets every while loop
// whole or inside one iteration of its body (evaluate's rule).
func (s *state) loopOK(start, end int64) bool {
	for _, l := range s.loops {
		o, c := l[0], l[1]
		if start < c+1 && o < end && !(start <= o && end >= c+1) && !(start > o && end <= c) {
			return false
		}
	}
	return true
}

// polish repairs the stalls of the packed plan asg of s (its state) and
// fills its packed arena, and returns the faster of the results and asg.
// A repair whose longer intervals do not pack as they are is undone.
func (s *state) polish(asg *Assignment, fixed []bool) (*Assignment, error) {
	cur := asg
	if len(s.taken) > 0 {
		before := slices.Clone(s.taken)
		var all []extended
		sim := asg
		for round := 0; round < repairRounds; round++ {
			moved := s.repairStalls()
			if len(moved) == 0 {
				break
			}
			if a := s.simulate(fixed); a.Planned < sim.Planned {
				sim, all = a, append(all, moved...)
				continue
			}
			undo(moved)
			s.retake(slices.Clone(s.taken))
			s.simulate(fixed)
			break
		}
		if len(all) > 0 {
			err := s.pack(sim, fixed)
			switch {
			case err == nil:
				cur = sim
			case errors.Is(err, assign.ErrCapacity):
				undo(all)
				s.retake(before)
				s.simulate(fixed)
			default:
				return nil, err
			}
		}
	}
	if a := s.fill(cur, fixed); a != nil {
		cur = a
	}
	return cur, nil
}

// undo puts back what repairStalls moved, the latest first.
func undo(moved []extended) {
	for i := len(moved) - 1; i >= 0; i-- {
		e := moved[i]
		e.p.start, e.p.pre.issue = e.start, e.issue
	}
}
