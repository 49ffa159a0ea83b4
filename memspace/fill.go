// Filling the packed fast memory.
//
// The greedy keeps the fast load within Capacity at every step, which does
// not promise a packing: where the packers cannot fit the intervals,
// finish drops the placements worth least, a fiftieth at a time, and what
// is packed in the end can leave room the dropped ones or others could
// use. On resnet50 as compiled, at L/16, a 3.7 MB activation written at one
// step and read two steps later stayed in slow memory while 1.6 MB of the
// 7.4 MB fast memory were in use there. fill walks the candidates that
// still gain, best score first, and takes each that finds a free offset
// of the packed arena over its interval (the lowest, as first fit does),
// so the packing stays valid by construction (and is checked again).
// finish keeps the result only when the simulated time falls. The work is
// one evaluation per candidate, as a greedy pass, and at most maxFill
// offset searches, each linear in the packed intervals.

package memspace

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"

	"github.com/planner-dev/planner/assign"
)

// maxFill bounds the offset searches of one fill.
const maxFill = 4096

// slot is a packed fast interval: steps [start, end), bytes [lo, hi).
type slot struct{ start, end, lo, hi int64 }

// fill takes, after the packing of asg, the candidates that gain and fit
// at a free offset of the packed arena, and returns the new assignment,
// packed; nil (and the state as it was) when nothing was added or the
// simulated time did not fall.
func (s *state) fill(asg *Assignment, fixed []bool) *Assignment {
	if s.capa <= 0 {
		return nil
	}
	var occ []slot
	off := map[*placement]int64{}
	for b, ivs := range asg.Fast {
		for _, iv := range ivs {
			occ = append(occ, slot{iv.Start, iv.End, iv.Offset, iv.Offset + asg.Size(s.lv, b)})
		}
		if !fixed[b] {
			for k, p := range s.byStart(b) {
				off[p] = ivs[k].Offset
			}
		}
	}
	before := slices.Clone(s.taken)
	var cands []*placement
	for _, p := range s.candidates(fixed) {
		if p.double {
			continue // its slots' size is not the buffer's other intervals'
		}
		if g, ok := s.evaluate(p); ok && g > 0 {
			cands = append(cands, p)
		}
	}
	slices.SortStableFunc(cands, func(a, b *placement) int {
		if c := cmp.Compare(b.score, a.score); c != 0 {
			return c
		}
		if c := cmp.Compare(a.buf, b.buf); c != 0 {
			return c
		}
		if c := cmp.Compare(a.first, b.first); c != 0 {
			return c
		}
		return cmp.Compare(b.last, a.last)
	})
	searches, added := 0, 0
	for _, p := range cands {
		if searches >= maxFill || ctxErr(s.ctx) != nil {
			break
		}
		if g, ok := s.evaluate(p); !ok || g <= 0 {
			continue
		}
		searches++
		buf := &s.lv.Buffers[p.buf]
		o, ok := freeOffset(occ, p.start, p.end, p.size, max(buf.Align, 1), s.capa)
		if !ok {
			continue
		}
		s.take(p)
		occ = append(occ, slot{p.start, p.end, o, o + p.size})
		off[p] = o
		added++
	}
	if added == 0 {
		return nil
	}
	next := s.simulate(fixed)
	if next.Planned >= asg.Planned || next.Planned > next.AllSlow {
		s.retake(before)
		return nil
	}
	// The offsets: the packing's for what was there, the found ones for
	// what fill added; checked as pack checks its own.
	p := &assign.Problem{Capacity: s.capa}
	var offs []int64
	for b := range next.Fast {
		if fixed[b] {
			next.Fast[b][0].Offset = asg.Fast[b][0].Offset
		} else {
			for k, q := range s.byStart(b) {
				next.Fast[b][k].Offset = off[q]
			}
		}
		buf := &s.lv.Buffers[b]
		for k, iv := range next.Fast[b] {
			p.Buffers = append(p.Buffers, assign.Buffer{
				ID: strconv.Itoa(buf.ID) + "." + strconv.Itoa(k), Start: iv.Start, End: iv.End,
				Size: next.Size(s.lv, b), Align: max(buf.Align, 1),
			})
			offs = append(offs, iv.Offset)
			next.Peak = max(next.Peak, iv.Offset+next.Size(s.lv, b))
		}
	}
	if err := assign.Verify(p, &assign.Solution{Offsets: offs, Peak: next.Peak}); err != nil {
		panic(fmt.Sprintf("memspace: filled fast packing does not verify: %v", err))
	}
	return next
}

// byStart returns buffer b's placements taken, by the start of their
// intervals (the order of Assignment.Fast[b]).
func (s *state) byStart(b int) []*placement {
	ps := slices.Clone(s.byBuf[b])
	slices.SortFunc(ps, func(x, y *placement) int { return cmp.Compare(x.start, y.start) })
	return ps
}

// freeOffset returns the lowest offset, a multiple of align, at which size
// bytes are free over steps [start, end) among the packed slots, within
// capa.
func freeOffset(occ []slot, start, end, size, align, capa int64) (int64, bool) {
	var busy [][2]int64
	for _, o := range occ {
		if o.start < end && start < o.end {
			busy = append(busy, [2]int64{o.lo, o.hi})
		}
	}
	slices.SortFunc(busy, func(x, y [2]int64) int { return cmp.Compare(x[0], y[0]) })
	cur := int64(0)
	for _, r := range busy {
		if at := roundUp(cur, align); at+size <= r[0] {
			return at, true
		}
		cur = max(cur, r[1])
	}
	at := roundUp(cur, align)
	return at, at+size <= capa
}
