package allocator

// Clairvoyant is the lower bound beside the planned runtime (planned.go):
// every address of the whole run decided ahead of time from the run's
// allocation trace, knowing the future. No runtime can build it: the 1 GiB
// temp block of a 100-step loop may get 100 different offsets, and an
// array's address depends on what is allocated after it. What it gives is
// a bound on what any layout of the trace could do, close to the
// live-bytes peak, against which BFC and the realizable planned layout are
// measured.
//
// PlanLayout first replays the script against a tracer (an allocator with
// unbounded memory that records when each block is allocated and freed,
// on one clock that ticks at every allocation and free). It then splits the
// trace in two:
//
//   - arrays (outputs, transfers, the loss list, parameters): intervals
//     [allocated, freed) with their sizes rounded to 256 bytes, packed by
//     assign.Solve, the project's interval packer with its certified lower
//     bound, into offsets from the bottom of the pool. Long-lived arrays end
//     up together at the low end, because assign packs by time as well as
//     size;
//   - temp blocks: one program runs at a time, so temp blocks never overlap
//     each other in time; each goes at the top of the pool, ending at its
//     last byte, and the same addresses are reused every step.
//
// A temp block of T bytes allocated at time t fits when the arrays live at
// t end below pool − T; the layout records that need for every temp block,
// so the least pool is known exactly: the largest of the arrays' packed
// peak and every temp block's need. When assign reaches its lower bound on
// the arrays and each temp's need is the live bytes at its time, that is
// the live-bytes peak itself: the layout runs whenever the live bytes fit.
//
// At the end of a step every temp block is gone, so the free pool is one
// range between the arrays and the top, less the holes assign left among
// the arrays.

import (
	"container/heap"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/planner-dev/planner/assign"
)

// layoutSearchWork is the work given to assign's exact search on a layout,
// in nodes × buffers: the nodes shrink as the trace grows, so that the
// scripts of testdata/simulate reach the live-bytes bound and a trace of
// 10^4 steps is still planned in seconds (a count, not a time: the layout
// stays deterministic).
const layoutSearchWork = 10_000_000

// layoutSearchNodes is the search's node budget for n buffers: none above
// layoutSearchMax buffers, where the search's parts cost more than its
// nodes say and the fast packers are left to do the work.
func layoutSearchNodes(n int) int64 {
	if n > layoutSearchMax {
		return -1
	}
	return int64(layoutSearchWork / max(n, 1))
}

// layoutSearchMax is the most buffers a layout is searched for.
const layoutSearchMax = 2000

// Layout is the clairvoyant layout of one script.
type Layout struct {
	// Offsets[k] is the offset of the k-th allocation of the run, from the
	// bottom of the pool; for a temp block, its offset below the top
	// (Sizes[k]).
	Offsets []int64
	// Sizes[k] is the k-th allocation's size, rounded up to 256 bytes.
	Sizes []int64
	// Temp[k] marks temp blocks.
	Temp []bool
	// Need[k] is the least pool in which allocation k fits.
	Need []int64
	// ArrayPeak is the arrays' packed peak; ArrayBound assign's lower bound
	// on it (the most array bytes live at once).
	ArrayPeak, ArrayBound int64
	// LiveBound is the most rounded bytes live at once, temps included: no
	// layout of this trace fits a smaller pool.
	LiveBound int64
	// Least is the least pool the layout fits: the largest Need.
	Least int64
	// Algorithm is the packer assign chose.
	Algorithm string
	// Joint is true when one packing holds every block, temp blocks
	// included (it needed a smaller pool than the two-ended layout).
	Joint bool
}

// tracer is an allocator with unbounded memory that records the run.
type tracer struct {
	// start and end are each block's allocation and free times (end −1
	// while live); size its rounded size; temp marks temp blocks.
	start, end, size []int64
	temp             []bool
	// clock ticks at every allocation and free.
	clock int64
	// stats counts bytes in use.
	stats Stats
}

func (t *tracer) Name() string { return "trace" }
func (t *tracer) Alloc(n int64, op string) (Handle, error) {
	if n <= 0 || n > 1<<62 {
		return -1, &OOMError{Allocator: "trace", Requested: n, Op: op, Message: fmt.Sprintf("bad request of %d bytes", n)}
	}
	r := roundedBytes(n)
	t.start = append(t.start, t.clock)
	t.end = append(t.end, -1)
	t.size = append(t.size, r)
	t.temp = append(t.temp, strings.HasSuffix(op, " temp"))
	t.clock++
	t.stats.BytesInUse += r
	t.stats.PeakBytesInUse = max(t.stats.PeakBytesInUse, t.stats.BytesInUse)
	return Handle(len(t.start) - 1), nil
}
func (t *tracer) Free(h Handle) {
	t.end[h] = t.clock
	t.clock++
	t.stats.BytesInUse -= t.size[h]
}
func (t *tracer) Ptr(Handle) int64   { return 0 }
func (t *tracer) Stats() Stats       { return t.stats }
func (t *tracer) BytesInUse() int64  { return t.stats.BytesInUse }
func (t *tracer) Snapshot() Snapshot { return Snapshot{} }
func (t *tracer) Defragment() int64  { return 0 }

// PlanLayout traces the script and plans its clairvoyant layout.
func PlanLayout(s *Script) (*Layout, error) {
	tr := &tracer{}
	if _, err := simulate(s, tr, Options{Allocator: "trace"}, 0); err != nil {
		return nil, err
	}
	return layoutOf(tr)
}

// layoutOf plans the layout of a trace: the two-ended layout (arrays packed
// from the bottom, temp blocks at the top), or, when it needs a smaller
// pool, one packing of every block, temp blocks included, from the bottom.
func layoutOf(tr *tracer) (*Layout, error) {
	two, err := packLayout(tr, false)
	if err != nil {
		return nil, err
	}
	if two.Least == two.LiveBound {
		return two, nil
	}
	one, err := packLayout(tr, true)
	if err != nil {
		return nil, err
	}
	if one.Least < two.Least {
		return one, nil
	}
	return two, nil
}

// packLayout packs a trace with assign: the arrays alone, temp blocks at the
// top, or (joint) every block.
func packLayout(tr *tracer, joint bool) (*Layout, error) {
	n := len(tr.start)
	end := func(k int) int64 {
		if tr.end[k] < 0 {
			return tr.clock + 1
		}
		return tr.end[k]
	}
	l := &Layout{Offsets: make([]int64, n), Sizes: tr.size, Temp: make([]bool, n), Need: make([]int64, n), LiveBound: tr.stats.PeakBytesInUse, Joint: joint}
	p := &assign.Problem{}
	var index []int
	for k := 0; k < n; k++ {
		l.Temp[k] = tr.temp[k] && !joint
		if !l.Temp[k] {
			p.Buffers = append(p.Buffers, assign.Buffer{ID: strconv.Itoa(k), Start: tr.start[k], End: end(k), Size: tr.size[k], Align: MinAllocationSize})
			index = append(index, k)
		}
	}
	if len(p.Buffers) > 0 {
		sol, err := assign.Solve(p, assign.Options{SearchNodes: layoutSearchNodes(len(p.Buffers))})
		if err != nil {
			return nil, fmt.Errorf("allocator: planning the layout: %v", err)
		}
		for i, k := range index {
			l.Offsets[k] = sol.Offsets[i]
			l.Need[k] = sol.Offsets[i] + tr.size[k]
		}
		l.ArrayPeak, l.ArrayBound, l.Algorithm = sol.Peak, sol.LowerBound, sol.Algorithm
	}
	if !joint {
		// Sweep the clock: the arrays' top at each temp block's time.
		type event struct {
			time int64
			k    int
		}
		var evs []event
		for k := 0; k < n; k++ {
			evs = append(evs, event{tr.start[k], k})
		}
		sort.Slice(evs, func(i, j int) bool { return evs[i].time < evs[j].time })
		tops := &topHeap{}
		for _, e := range evs {
			k := e.k
			if !l.Temp[k] {
				heap.Push(tops, top{l.Need[k], end(k)})
				continue
			}
			for tops.Len() > 0 && (*tops)[0].end <= e.time {
				heap.Pop(tops)
			}
			h := int64(0)
			if tops.Len() > 0 {
				h = (*tops)[0].top
			}
			l.Offsets[k] = tr.size[k]
			l.Need[k] = h + tr.size[k]
		}
	}
	for _, need := range l.Need {
		l.Least = max(l.Least, need)
	}
	return l, nil
}

// top is an array's top address and the time it is freed.
type top struct{ top, end int64 }

// topHeap is a max-heap of tops; entries whose array is freed are removed
// lazily.
type topHeap []top

func (h topHeap) Len() int           { return len(h) }
func (h topHeap) Less(i, j int) bool { return h[i].top > h[j].top }
func (h topHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *topHeap) Push(x any)        { *h = append(*h, x.(top)) }
func (h *topHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// Clairvoyant places every allocation where its layout says.
type Clairvoyant struct {
	// layout is the plan, pool the pool's size.
	layout *Layout
	pool   int64
	// next is the sequence number of the next allocation.
	next int
	// blocks are the blocks by handle (the sequence number).
	blocks []Block
	// live are the live handles, sorted by address.
	live []Handle
	// stats are the statistics.
	stats Stats
}

// NewClairvoyant returns the clairvoyant allocator for a pool of pool
// bytes.
func NewClairvoyant(l *Layout, pool int64) *Clairvoyant {
	return &Clairvoyant{layout: l, pool: pool, blocks: make([]Block, len(l.Sizes)),
		stats: Stats{BytesLimit: pool, PoolBytes: pool, PeakPoolBytes: pool}}
}

// Name returns "clairvoyant".
func (a *Clairvoyant) Name() string { return "clairvoyant" }

// Alloc places the next allocation of the run where the layout says.
func (a *Clairvoyant) Alloc(n int64, op string) (Handle, error) {
	k := a.next
	if k >= len(a.layout.Sizes) || a.layout.Sizes[k] != roundedBytes(n) {
		panic(fmt.Sprintf("allocator: clairvoyant allocation %d of %d bytes (%s) is not the traced run's", k, n, op))
	}
	l := a.layout
	if l.Need[k] > a.pool {
		return -1, &OOMError{Allocator: "clairvoyant", Requested: n, Rounded: l.Sizes[k], Op: op,
			Message: fmt.Sprintf("clairvoyant layout (a lower bound, not a runtime): allocation %d (%s, %s) needs a pool of %s here; the pool is %s (the whole run needs %s)",
				k, op, HumanBytes(n), HumanBytes(l.Need[k]), HumanBytes(a.pool), HumanBytes(l.Least)),
			Stats: a.Stats()}
	}
	a.next++
	ptr := l.Offsets[k]
	if l.Temp[k] {
		ptr = a.pool - l.Offsets[k]
	}
	h := Handle(k)
	a.blocks[k] = Block{Handle: h, Ptr: ptr, Size: l.Sizes[k], Requested: n}
	i := sort.Search(len(a.live), func(i int) bool { return a.blocks[a.live[i]].Ptr > ptr })
	a.live = append(a.live, 0)
	copy(a.live[i+1:], a.live[i:])
	a.live[i] = h
	s := &a.stats
	s.NumAllocs++
	s.BytesInUse += l.Sizes[k]
	s.PeakBytesInUse = max(s.PeakBytesInUse, s.BytesInUse)
	s.LargestAllocSize = max(s.LargestAllocSize, l.Sizes[k])
	return h, nil
}

// Free releases a block.
func (a *Clairvoyant) Free(h Handle) {
	b := a.blocks[h]
	i := sort.Search(len(a.live), func(i int) bool { return a.blocks[a.live[i]].Ptr >= b.Ptr })
	for i < len(a.live) && a.live[i] != h {
		i++
	}
	if i == len(a.live) || b.Size == 0 {
		panic(fmt.Sprintf("allocator: clairvoyant free of handle %d, which is not live", h))
	}
	a.live = append(a.live[:i], a.live[i+1:]...)
	a.stats.BytesInUse -= b.Size
	a.blocks[h].Size = 0
}

// Ptr returns a live block's address.
func (a *Clairvoyant) Ptr(h Handle) int64 { return a.blocks[h].Ptr }

// Stats returns the statistics; the largest free block is the largest gap
// between live blocks.
func (a *Clairvoyant) Stats() Stats {
	s := a.stats
	at := int64(0)
	for _, h := range a.live {
		b := a.blocks[h]
		s.LargestFreeBlockBytes = max(s.LargestFreeBlockBytes, b.Ptr-at)
		at = max(at, b.Ptr+b.Size)
	}
	s.LargestFreeBlockBytes = max(s.LargestFreeBlockBytes, a.pool-at)
	return s
}

// Snapshot returns the pool and the live blocks.
func (a *Clairvoyant) Snapshot() Snapshot {
	s := Snapshot{Limit: a.pool, Regions: []Range{{0, a.pool}}, Stats: a.Stats()}
	for _, h := range a.live {
		s.Live = append(s.Live, a.blocks[h])
	}
	return s
}

// Defragment moves nothing: the layout is fixed ahead of time.
func (a *Clairvoyant) Defragment() int64 { return 0 }

// BytesInUse returns the bytes in use.
func (a *Clairvoyant) BytesInUse() int64 { return a.stats.BytesInUse }
