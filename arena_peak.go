package planner

import (
	"cmp"
	"slices"
)

// ArenaPeak returns the lower bound L of the arena the plan packed (the
// buffers of Problem: those of Config.Arena, less the ones that live only
// in fast memory), the first time step where it is reached, and the
// indices in Liveness.Buffers of the buffers live then, largest first.
// L equals Stats.LowerBound; with the arena "all" and no fast memory the
// step and the buffers are Liveness.PeakTime and Liveness.PeakBuffers.
func (r *Result) ArenaPeak() (l, at int64, peak []int) {
	lv := r.Liveness
	if lv == nil || lv.Steps <= 0 {
		return 0, 0, nil
	}
	load := make([]int64, lv.Steps+1)
	for _, i := range r.Buffers {
		b := &lv.Buffers[i]
		if b.End > b.Start {
			load[b.Start] += b.Size
			load[b.End] -= b.Size
		}
	}
	var cur int64
	for t := int64(0); t < lv.Steps; t++ {
		cur += load[t]
		if cur > l {
			l, at = cur, t
		}
	}
	for _, i := range r.Buffers {
		if b := &lv.Buffers[i]; b.Size > 0 && b.Start <= at && at < b.End {
			peak = append(peak, i)
		}
	}
	slices.SortFunc(peak, func(x, y int) int {
		if c := cmp.Compare(lv.Buffers[y].Size, lv.Buffers[x].Size); c != 0 {
			return c
		}
		return cmp.Compare(lv.Buffers[x].ID, lv.Buffers[y].ID)
	})
	return l, at, peak
}
