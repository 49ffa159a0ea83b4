package schedule

// The list scheduler.
//
// list is XLA's ListScheduler: a greedy topological sort that, at every
// step, runs the ready instruction (all of its operands and control
// predecessors already run) whose execution lowers live memory the most:
//
//	priority(h) = freed(h) − defined_bytes(h)
//	freed(h)    = Σ bytes of the buffers h reads for which h is the last
//	              unscheduled reader (never parameters, constants or the
//	              root's buffers, which live throughout)
//
// Parameters and constants count no defined bytes (their memory is not the
// schedule's to save), and an instruction whose result is an effective
// scalar (one element) goes first of all, so that scalar work clusters as
// XLA's does. Ties go to the instruction with more users (its result
// unblocks more work), then to the one that entered the ready list last:
// XLA keeps its ready list in a multimap and takes the last entry of the
// highest priority, so equal candidates run last-in first-out, which keeps
// the scheduler working depth-first down one branch instead of opening
// every branch at once. The insertion counter makes this deterministic.
//
// Priorities change as the schedule grows: when a buffer's unscheduled
// readers drop to one, that last reader's freed bytes grow. The ready list
// is a max-heap with lazy deletion: a changed priority pushes a new entry
// and stale ones are skipped when popped, so the scheduler runs in
// O((n + e) log n) for n instructions and e buffer reads rather than
// rescanning the ready list at each step.
//
// Example: p feeds a = exp(p) (1 MiB) and b = neg(p) (1 MiB); c = reduce(a)
// (4 bytes) and d = reduce(b). Text order a, b, c, d holds a and b together
// (2 MiB). The list scheduler runs b (a and b tie; b entered the ready list
// last), then d (it frees b's 1 MiB), then a, then c: 1 MiB at most.

import (
	"container/heap"
	"math"
)

// listOrder is the list scheduler's order of g.
func listOrder(g *graph) ([]int, error) {
	n := len(g.insts)
	s := &listState{
		g:         g,
		waiting:   make([]int, n),
		remaining: make([]int, n),
		version:   make([]int, n),
		ready:     make([]bool, n),
		scheduled: make([]bool, n),
	}
	for i := range g.insts {
		s.waiting[i] = len(g.preds[i])
		s.remaining[i] = len(g.uses[i])
	}
	for i := range g.insts {
		if s.waiting[i] == 0 {
			s.makeReady(i)
		}
	}
	order := make([]int, 0, n)
	for s.heap.Len() > 0 {
		e := heap.Pop(&s.heap).(entry)
		if s.scheduled[e.node] || e.version != s.version[e.node] {
			continue
		}
		i := e.node
		s.scheduled[i] = true
		order = append(order, i)
		for _, b := range g.reads[i] {
			s.remaining[b]--
			if s.remaining[b] == 1 {
				// The last reader of b now frees it: raise its priority.
				for _, u := range g.uses[b] {
					if !s.scheduled[u] {
						if s.ready[u] {
							s.push(u)
						}
						break
					}
				}
			}
		}
		for _, j := range g.succs[i] {
			s.waiting[j]--
			if s.waiting[j] == 0 {
				s.makeReady(j)
			}
		}
	}
	if len(order) != n {
		for i := range g.insts {
			if !s.scheduled[i] {
				for _, p := range g.preds[i] {
					if !s.scheduled[p] {
						return nil, g.cycleError(i, p)
					}
				}
			}
		}
	}
	return order, nil
}

// listState is the list scheduler's working state.
type listState struct {
	g *graph
	// waiting[i] counts i's predecessors not yet scheduled; i is ready at 0.
	waiting []int
	// remaining[b] counts the unscheduled readers of buffer b.
	remaining []int
	// version[i] is bumped at every push; heap entries with an older
	// version are stale.
	version []int
	// ready[i] and scheduled[i] say where i is in its life.
	ready, scheduled []bool
	// heap holds the ready instructions by priority.
	heap entryHeap
	// pushes counts the pushes so far: the next entry's seq.
	pushes int
}

func (s *listState) makeReady(i int) {
	s.ready[i] = true
	s.push(i)
}

// push (re)inserts i with its current priority.
func (s *listState) push(i int) {
	g := s.g
	s.version[i]++
	s.pushes++
	e := entry{node: i, version: s.version[i], seq: s.pushes}
	if in := g.insts[i]; in.Shape.IsArray() && in.Shape.ElementCount() == 1 {
		e.priority, e.users = math.MaxInt64, math.MaxInt
	} else {
		var freed int64
		for _, b := range g.reads[i] {
			if s.remaining[b] == 1 && !g.pinned[b] {
				freed = satAdd(freed, g.defBytes[b])
			}
		}
		if !g.fromStart[i] { // parameters and constants define nothing here
			freed -= g.defBytes[i]
		}
		e.priority, e.users = freed, g.users[i]
	}
	heap.Push(&s.heap, e)
}

// entry is one ready instruction in the heap.
type entry struct {
	priority int64 // bytes freed net of bytes defined
	users    int   // data users: more first on equal priority
	node     int   // local index
	version  int
	seq      int // push counter: later first on equal priority and users
}

// entryHeap is a max-heap of entries by (priority, users, seq).
type entryHeap []entry

func (h entryHeap) Len() int { return len(h) }
func (h entryHeap) Less(a, b int) bool {
	x, y := h[a], h[b]
	if x.priority != y.priority {
		return x.priority > y.priority
	}
	if x.users != y.users {
		return x.users > y.users
	}
	return x.seq > y.seq
}
func (h entryHeap) Swap(a, b int) { h[a], h[b] = h[b], h[a] }
func (h *entryHeap) Push(x any)   { *h = append(*h, x.(entry)) }
func (h *entryHeap) Pop() any {
	old := *h
	e := old[len(old)-1]
	*h = old[:len(old)-1]
	return e
}
