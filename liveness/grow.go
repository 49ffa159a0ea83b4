// Growing a buffer into a larger temporary that fits in its hole.
//
// A buffer whose values are live apart has holes: a loop state whose body
// reads the old value early and writes the new one late (the slot is dead
// in between, in every iteration), a conditional's result between one
// branch's root and the next branch's. Colocation (share.go) fills a hole
// with a temporary no larger than the buffer. XLA's heap places every
// value on its own, so it also puts a larger temporary at the dead slot's
// offset, running past its end: in a bfloat16 scan (testdata/xla-lowered
// remat_scan) XLA puts a 2 MiB temporary of the backward loop's body at
// the 1 MiB offset of the loop-carried activation, dead between its copy
// at the top of the body and the body's new value.
//
// A buffer here has one offset, one size and one interval, so the planner
// can do the same only by growing the holey buffer to the temporary's
// size and moving the temporary into it: the temporary's bytes leave the
// steps it is live (the buffer's own bytes are counted there already), and
// the buffer's extra bytes are paid over the rest of its interval. That
// trade is made only where it lowers the lower bound L, the arena's
// highest load over the whole timeline: with load(t) the bytes of the
// arena's buffers live at step t, H the buffer (size h, interval R) and T
// the temporary (size s > h, interval I inside R), the loads after the
// move are load(t) - h on I, load(t) + s - h on R outside I and load(t)
// elsewhere, and the move is made when the highest of them is below the
// highest load before it. A move that only lowers a local peak is not
// made: a grown buffer costs elsewhere too (the packing has a larger
// block to place, and a two-level plan that moves whole buffers,
// memspace, moves its bytes at the grown size). Each move lowers L, so
// the pass ends; among the buffers a temporary may grow, it takes the
// one that lowers L most.
//
// It is safe for the reason every colocation is: T's occupancy is
// disjoint from every occupancy of H's values (T lies in a hole), and
// where they touch, the instruction may write the one over the other
// (touchOK). The grown buffer holds H's values at their offset as before;
// its extra bytes hold only the temporaries moved in, each live only
// where no other value of the buffer is.
//
// Only temporaries move and only temporaries grow: a parameter's or an
// output's buffer has the size of its shape. The work is bounded by a
// count of candidate pairs looked at (growLimit), not by time.

package liveness

import (
	"cmp"
	"slices"
)

// growLimit bounds the pairs (buffer, temporary) the grow pass weighs.
const growLimit = 1 << 16

// loadTree is a segment tree over the steps of the timeline holding the
// arena's load at each step, with range add and range maximum.
type loadTree struct {
	n    int64   // number of leaves (steps)
	max  []int64 // max[i]: the highest load in node i's range, less its ancestors' adds
	lazy []int64 // lazy[i]: an add applied to node i's whole range
}

// newLoadTree builds the tree over steps from per-step loads.
func newLoadTree(load []int64) *loadTree {
	n := int64(len(load))
	t := &loadTree{n: n, max: make([]int64, 4*n+4), lazy: make([]int64, 4*n+4)}
	var build func(i, lo, hi int64)
	build = func(i, lo, hi int64) {
		if lo == hi {
			t.max[i] = load[lo]
			return
		}
		mid := (lo + hi) / 2
		build(2*i, lo, mid)
		build(2*i+1, mid+1, hi)
		t.max[i] = max(t.max[2*i], t.max[2*i+1])
	}
	if n > 0 {
		build(1, 0, n-1)
	}
	return t
}

// add adds d to the load of steps [lo, hi].
func (t *loadTree) add(lo, hi, d int64) {
	var rec func(i, l, r int64)
	rec = func(i, l, r int64) {
		if hi < l || r < lo {
			return
		}
		if lo <= l && r <= hi {
			t.max[i] += d
			t.lazy[i] += d
			return
		}
		m := (l + r) / 2
		rec(2*i, l, m)
		rec(2*i+1, m+1, r)
		t.max[i] = max(t.max[2*i], t.max[2*i+1]) + t.lazy[i]
	}
	if lo <= hi && t.n > 0 {
		rec(1, 0, t.n-1)
	}
}

// top returns the highest load over steps [lo, hi] (math.MinInt64 when empty).
func (t *loadTree) top(lo, hi int64) int64 {
	var rec func(i, l, r int64) int64
	rec = func(i, l, r int64) int64 {
		if hi < l || r < lo {
			return -1 << 63
		}
		if lo <= l && r <= hi {
			return t.max[i]
		}
		m := (l + r) / 2
		return max(rec(2*i, l, m), rec(2*i+1, m+1, r)) + t.lazy[i]
	}
	if lo > hi || t.n == 0 {
		return -1 << 63
	}
	return rec(1, 0, t.n-1)
}

// inArena reports whether g's bytes count in the arena the analysis is
// for: every group of the default memory space, or for the temp arena
// only those holding no parameter, constant or output.
func (a *analysis) inArena(g *group) bool {
	if g.size <= 0 || g.space != 0 || len(g.spans) == 0 {
		return false
	}
	if a.opt.Arena != TempOnly {
		return true
	}
	if g.liveOut {
		return false
	}
	for _, m := range g.members {
		if v := &a.vals[m]; v.param || v.constant {
			return false
		}
	}
	return true
}

// steps returns g's live range in steps, both ends inclusive.
func steps(g *group) (lo, hi int64) {
	return g.spans[0].lo / 2, g.spans[len(g.spans)-1].hi / 2
}

// grow moves temporaries larger than a holey temporary buffer into it,
// growing the buffer, where that lowers the highest load over the
// buffer's interval (see the essay above).
func (a *analysis) grow(s *sharing) {
	type cand struct {
		root  int   // a value of the group; find gives its root
		size  int64 // the group's size when listed
		first int   // the group's first value, for a deterministic order
	}
	var hosts, temps []cand
	for root, g := range s.groups {
		if g == nil || a.role(g) != roleTemp || !a.inArena(g) {
			continue
		}
		c := cand{root: root, size: g.size, first: slices.MinFunc(g.members, a.valueCmp)}
		temps = append(temps, c)
		if hasHole(g) {
			hosts = append(hosts, c)
		}
	}
	if len(hosts) == 0 || len(temps) < 2 {
		return
	}
	n := int64(len(a.timeline)) + 1
	load := make([]int64, n+1)
	for _, g := range s.groups {
		if g == nil || !a.inArena(g) {
			continue
		}
		lo, hi := steps(g)
		lo, hi = min(lo, n-1), min(hi, n-1)
		load[lo] += g.size
		load[hi+1] -= g.size
	}
	for t := int64(1); t < n; t++ {
		load[t] += load[t-1]
	}
	tree := newLoadTree(load[:n])
	// Largest temporaries first, as colocation takes them.
	slices.SortFunc(temps, func(x, y cand) int {
		if c := cmp.Compare(y.size, x.size); c != 0 {
			return c
		}
		return a.valueCmp(x.first, y.first)
	})
	slices.SortFunc(hosts, func(x, y cand) int { return a.valueCmp(x.first, y.first) })
	work := 0
	for _, t := range temps {
		rt := s.find(t.root)
		gt := s.groups[rt]
		if gt.size != t.size || len(gt.members) == 0 {
			continue // it has grown or moved
		}
		tlo, thi := steps(gt)
		best, bestGain := -1, int64(0)
		for i, h := range hosts {
			rh := s.find(h.root)
			gh := s.groups[rh]
			if rh == rt || gh.size >= gt.size || gh.space != gt.space {
				continue
			}
			hlo, hhi := steps(gh)
			if tlo < hlo || thi > hhi || gt.spans[0].lo <= gh.spans[0].hi || gt.spans[len(gt.spans)-1].hi >= gh.spans[len(gh.spans)-1].lo {
				continue
			}
			if work++; work > growLimit {
				return
			}
			before := tree.top(0, tree.n-1)
			if tree.top(hlo, hhi) < before {
				continue // the buffer is not live at a step of the highest load
			}
			after := max(tree.top(tlo, thi)-gh.size,
				max(tree.top(hlo, tlo-1), tree.top(thi+1, hhi))+gt.size-gh.size,
				tree.top(0, hlo-1), tree.top(hhi+1, tree.n-1))
			if gain := before - after; gain > bestGain && disjoint(gt, gh) && a.touchOK(s, gt, gh) {
				best, bestGain = i, gain
			}
		}
		if best < 0 {
			continue
		}
		rh := s.find(hosts[best].root)
		gh := s.groups[rh]
		hlo, hhi := steps(gh)
		tree.add(tlo, thi, -gh.size)
		tree.add(hlo, tlo-1, gt.size-gh.size)
		tree.add(thi+1, hhi, gt.size-gh.size)
		s.union(rh, rt)
	}
}
