package memspace

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strconv"

	"github.com/planner-dev/planner/assign"
	"github.com/planner-dev/planner/cost"
	"github.com/planner-dev/planner/liveness"
)

// Plan is a two-level plan as its file gives it: enough to check it
// without the module it came from.
type Plan struct {
	// Capacity is the fast memory in bytes, above 0.
	Capacity int64
	// Peak is the fast arena's size the plan reports: Verify recomputes
	// it from the intervals (the highest offset plus slot size).
	Peak int64
	// Prefetches and Evictions are the counts of Copies by kind the plan
	// reports; Verify counts them again.
	Prefetches, Evictions int
	// CopyBandwidth is the copies' bytes per second; MaxCopies the most
	// copies in flight at one step.
	CopyBandwidth float64
	MaxCopies     int
	// CopyLatency is the seconds every copy takes on top of its bytes.
	CopyLatency float64
	Buffers     []PlanBuffer
	Copies      []Copy
}

// PlanBuffer is one buffer of a two-level plan.
type PlanBuffer struct {
	ID          int
	Start, End  int64 // the live range
	Size, Align int64
	Double      bool // two slots of Size reserved in each fast interval
	// InSlow is true for a value that starts in slow memory (an entry
	// parameter or a constant): each of its fast intervals is filled by a
	// prefetch, even one that starts with its live range.
	InSlow bool
	Fast   []Interval
}

// maxBytes bounds sizes and offsets read from a plan, so that their sums
// (an offset plus twice a size) cannot overflow.
const maxBytes = 1 << 62

// Verify checks a two-level plan from the plan alone: every fast interval
// lies within its buffer's live range (a double buffer's covers it, the
// slot of the next iteration filled before the range starts), one
// buffer's intervals are disjoint, no two intervals overlap in time and
// address (assign.Verify on the fast arena), all within Capacity; every
// copy lies inside a fast interval of its buffer, was done before the
// step it is due at under the plan's own timing, took at least its bytes
// over the copy bandwidth (less a double buffer's head start), and no more
// than MaxCopies are in flight at once.
//
// Every fast interval holds the value: one that starts after the value was
// defined, or of a value that starts in slow memory, is filled by a
// prefetch issued as it starts (only a value written at the interval's
// start, into fast memory, needs none). An eviction copies the value out
// after it is there: issued after its interval's first step, done by its
// end. With copies, MaxCopies is at least 1, as every target's is.
//
// It also holds the plan's own figures to what its parts give: the
// capacity is positive, Peak is the fast arena's recomputed size, the
// prefetches and evictions are counted again, every time is finite and
// not negative, every step and live range starts at 0 or later, and a
// copy moves from 0 to its slot's bytes.
func Verify(p Plan) error {
	if p.Capacity <= 0 {
		return fmt.Errorf("capacity %d: want a positive number of bytes", p.Capacity)
	}
	if p.MaxCopies < 0 {
		return fmt.Errorf("max copies %d: want 0 (no limit) or more", p.MaxCopies)
	}
	if math.IsNaN(p.CopyBandwidth) || math.IsInf(p.CopyBandwidth, 0) || p.CopyBandwidth < 0 {
		return fmt.Errorf("copy bandwidth %g: want a finite number of bytes per second", p.CopyBandwidth)
	}
	if math.IsNaN(p.CopyLatency) || math.IsInf(p.CopyLatency, 0) || p.CopyLatency < 0 {
		return fmt.Errorf("copy latency %g: want a finite time from 0 up", p.CopyLatency)
	}
	prob := &assign.Problem{Capacity: p.Capacity}
	sol := &assign.Solution{}
	byID := map[int]*PlanBuffer{}
	for i := range p.Buffers {
		b := &p.Buffers[i]
		if byID[b.ID] != nil {
			return fmt.Errorf("buffer %d listed twice", b.ID)
		}
		byID[b.ID] = b
		if b.Size < 0 || b.Size > maxBytes || b.Align < 0 || b.Align > maxBytes {
			return fmt.Errorf("buffer %d: size %d or alignment %d outside 0..2^62", b.ID, b.Size, b.Align)
		}
		if b.Start < 0 || b.End <= b.Start {
			return fmt.Errorf("buffer %d: live range [%d,%d): want 0 <= start < end", b.ID, b.Start, b.End)
		}
		size := roundUp(b.Size, b.Align)
		if b.Double {
			if size > maxBytes/2 {
				return fmt.Errorf("buffer %d: a double buffer of %d bytes is above 2^62", b.ID, size)
			}
			size *= 2
		}
		for k, iv := range b.Fast {
			if iv.Offset < 0 || iv.Offset > maxBytes {
				return fmt.Errorf("buffer %d: fast offset %d outside 0..2^62", b.ID, iv.Offset)
			}
			if iv.Start >= iv.End {
				return fmt.Errorf("buffer %d: fast interval [%d,%d) is empty", b.ID, iv.Start, iv.End)
			}
			if iv.Start < 0 {
				return fmt.Errorf("buffer %d: fast interval [%d,%d) starts before step 0", b.ID, iv.Start, iv.End)
			}
			if b.Double {
				if iv.Start > b.Start || iv.End < b.End {
					return fmt.Errorf("buffer %d: double-buffered fast interval [%d,%d) does not cover its live range [%d,%d)", b.ID, iv.Start, iv.End, b.Start, b.End)
				}
			} else if iv.Start < b.Start || iv.End > b.End {
				return fmt.Errorf("buffer %d: fast interval [%d,%d) outside its live range [%d,%d)", b.ID, iv.Start, iv.End, b.Start, b.End)
			}
			if k > 0 && iv.Start < b.Fast[k-1].End {
				return fmt.Errorf("buffer %d: fast intervals [%d,%d) and [%d,%d) overlap", b.ID, b.Fast[k-1].Start, b.Fast[k-1].End, iv.Start, iv.End)
			}
			prob.Buffers = append(prob.Buffers, assign.Buffer{
				ID: strconv.Itoa(b.ID) + "." + strconv.Itoa(k), Start: iv.Start, End: iv.End, Size: size, Align: max(b.Align, 1),
			})
			sol.Offsets = append(sol.Offsets, iv.Offset)
			sol.Peak = max(sol.Peak, iv.Offset+size)
		}
	}
	if len(prob.Buffers) > 0 {
		if err := assign.Verify(prob, sol); err != nil {
			return fmt.Errorf("fast memory: %w", err)
		}
	}
	if sol.Peak != p.Peak {
		return fmt.Errorf("fast memory: peak %d, but the intervals reach %d", p.Peak, sol.Peak)
	}
	prefetches, evictions := 0, 0
	for _, c := range p.Copies {
		switch c.Kind {
		case "prefetch":
			prefetches++
		case "eviction":
			evictions++
		}
	}
	if prefetches != p.Prefetches || evictions != p.Evictions {
		return fmt.Errorf("fast memory: %d prefetches and %d evictions, but the copies hold %d and %d", p.Prefetches, p.Evictions, prefetches, evictions)
	}
	if len(p.Copies) > 0 && !(p.CopyBandwidth > 0) {
		return fmt.Errorf("copies without a copy bandwidth")
	}
	if len(p.Copies) > 0 && p.MaxCopies < 1 {
		return fmt.Errorf("max copies %d with %d copies: want at least 1 copy in flight allowed", p.MaxCopies, len(p.Copies))
	}
	// filled marks the fast intervals a prefetch fills, by buffer and
	// interval index.
	filled := map[[2]int]bool{}
	type edge struct {
		t     int64
		delta int
	}
	var edges []edge
	for i, c := range p.Copies {
		b := byID[c.Buffer]
		if b == nil {
			return fmt.Errorf("copy %d: no buffer %d", i, c.Buffer)
		}
		if c.Kind != "prefetch" && c.Kind != "eviction" {
			return fmt.Errorf("copy %d of buffer %d: kind %q: want prefetch or eviction", i, c.Buffer, c.Kind)
		}
		for _, x := range []struct {
			name string
			v    float64
		}{{"start", c.StartSeconds}, {"done", c.DoneSeconds}, {"deadline", c.DeadlineSeconds}, {"head start", c.HeadStart}} {
			if math.IsNaN(x.v) || math.IsInf(x.v, 0) || x.v < 0 {
				return fmt.Errorf("%s of buffer %d: %s time %g: want a finite time from 0 up", c.Kind, c.Buffer, x.name, x.v)
			}
		}
		slot := roundUp(b.Size, b.Align)
		if b.Double {
			slot *= 2
		}
		if c.Bytes < 0 || c.Bytes > slot {
			return fmt.Errorf("%s of buffer %d: %d bytes: want 0 to its %d bytes", c.Kind, c.Buffer, c.Bytes, slot)
		}
		if c.Issue < 0 {
			return fmt.Errorf("%s of buffer %d: issued at step %d, before step 0", c.Kind, c.Buffer, c.Issue)
		}
		if c.Issue > c.Deadline {
			return fmt.Errorf("%s of buffer %d: issued at step %d after its deadline %d", c.Kind, c.Buffer, c.Issue, c.Deadline)
		}
		inside := false
		for k, iv := range b.Fast {
			if c.Deadline > iv.End {
				continue
			}
			switch {
			case c.Kind == "prefetch" && iv.Start == c.Issue:
				inside = true
				filled[[2]int{b.ID, k}] = true
			case c.Kind == "eviction" && iv.Start < c.Issue:
				inside = true
			}
		}
		if !inside && c.Kind == "eviction" {
			for _, iv := range b.Fast {
				if iv.Start == c.Issue && c.Deadline <= iv.End {
					return fmt.Errorf("eviction of buffer %d over [%d,%d] is issued at the first step of its fast interval [%d,%d): the value is not in fast memory yet (a prefetch?)", c.Buffer, c.Issue, c.Deadline, iv.Start, iv.End)
				}
			}
		}
		if !inside {
			return fmt.Errorf("%s of buffer %d over [%d,%d] is not inside one of its fast intervals", c.Kind, c.Buffer, c.Issue, c.Deadline)
		}
		if c.HeadStart < 0 || c.HeadStart > 0 && !c.Double {
			return fmt.Errorf("%s of buffer %d: head start %g only a double buffer's copy may have", c.Kind, c.Buffer, c.HeadStart)
		}
		tol := 1e-9 * max(1, math.Abs(c.DeadlineSeconds))
		if c.DoneSeconds > c.DeadlineSeconds+tol {
			return fmt.Errorf("%s of buffer %d: done at %gs, after its deadline step %d began at %gs", c.Kind, c.Buffer, c.DoneSeconds, c.Deadline, c.DeadlineSeconds)
		}
		if need := p.CopyLatency + float64(c.Bytes)/p.CopyBandwidth - c.HeadStart; c.DoneSeconds-c.StartSeconds < need-tol {
			return fmt.Errorf("%s of buffer %d: %d bytes copied in %gs, faster than the copy bandwidth allows (%gs)", c.Kind, c.Buffer, c.Bytes, c.DoneSeconds-c.StartSeconds, need)
		}
		edges = append(edges, edge{c.Issue, 1}, edge{max(c.Deadline, c.Issue+1), -1})
	}
	for i := range p.Buffers {
		b := &p.Buffers[i]
		if b.Double {
			continue // its slots are refilled every iteration, copies counted above
		}
		for k, iv := range b.Fast {
			if (iv.Start > b.Start || b.InSlow) && !filled[[2]int{b.ID, k}] {
				why := "it starts after the value was defined"
				if iv.Start <= b.Start {
					why = "the value starts in slow memory"
				}
				return fmt.Errorf("buffer %d: fast interval [%d,%d) is filled by no prefetch issued at step %d (%s)", b.ID, iv.Start, iv.End, iv.Start, why)
			}
		}
	}
	slices.SortFunc(edges, func(x, y edge) int {
		if c := cmp.Compare(x.t, y.t); c != 0 {
			return c
		}
		return cmp.Compare(x.delta, y.delta)
	})
	n := 0
	for _, e := range edges {
		n += e.delta
		if p.MaxCopies > 0 && n > p.MaxCopies {
			return fmt.Errorf("%d copies in flight at step %d, more than %d", n, e.t, p.MaxCopies)
		}
	}
	return nil
}

// Check runs Verify on a, whose buffers are lv's, under the copy figures
// of tgt (CopyBandwidth, CopyLatency, MaxCopies).
func (a *Assignment) Check(lv *liveness.Result, tgt cost.Target) error {
	p := Plan{Capacity: a.Capacity, Peak: a.Peak, Prefetches: a.Prefetches, Evictions: a.Evictions,
		CopyBandwidth: tgt.CopyBandwidth, CopyLatency: tgt.CopyLatency, MaxCopies: tgt.MaxCopies, Copies: a.Copies}
	for i, iv := range a.Fast {
		if len(iv) == 0 {
			continue
		}
		b := &lv.Buffers[i]
		inSlow := b.Kind == liveness.Parameter || b.Kind == liveness.Constant
		p.Buffers = append(p.Buffers, PlanBuffer{ID: b.ID, Start: b.Start, End: b.End, Size: b.Size, Align: b.Align, Double: a.Double[i], InSlow: inSlow, Fast: iv})
	}
	return Verify(p)
}
