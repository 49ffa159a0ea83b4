package assign

// Exact search: does a plan fit under a given capacity?
//
// Search answers the decision problem "is there a plan with peak ≤ C?" with a
// plan, a proof that none exists, or "unknown" when its node or time budget
// runs out. It is a depth-first branch-and-bound over canonical placements,
// after the ideas of MiniMalloc (Moffitt, ASPLOS 2023); the code and the
// extra inference are our own.
//
// # Canonical plans
//
// Take any plan and let buffers fall: repeatedly move a buffer down to the
// lowest aligned offset above every buffer that is live with it and lies
// below it. Offsets only decrease, so this stops, and at the fixed point every
// buffer sits at align(max top of the overlapping buffers below it), or at 0.
// Sort that plan by offset (buffers at one offset never overlap in time, so
// their order does not matter; we break ties by a static rank). Placing the
// buffers in that order, each at its lowest feasible offset ("minimum offset":
// align(max top of the placed buffers live with it)), rebuilds the plan, and
// the offsets never decrease along the sequence. So it is enough to search
// sequences of buffers, each placed at its minimum offset, with
//
//   - monotone offsets: a buffer whose minimum offset is below the last
//     placed offset (or equal, with a smaller rank) is not a candidate now;
//   - no avoidable gap: if some unplaced buffer c has minOff(c)+size(c) ≤ x,
//     no buffer may be placed at x: every later buffer would sit at ≥ x and
//     c could fall into the hole under it, so the plan would not be
//     canonical;
//   - interchangeable buffers (same interval, size and alignment) are placed
//     in rank order.
//
// # Inference
//
// Time is cut into sections at every interval endpoint. For each section s
// the search keeps total[s], the sizes of the unplaced buffers live in s.
// The unplaced buffers of s will be stacked above max(m, x), m the least
// minimum offset among them and x the last placed offset, so a partial plan
// with max(m, x) + total[s] > C for some s is cut off (MiniMalloc's section
// inference, solver.cc's Check).
//
// Checking that after every placement is most of a node's cost, so it is
// split in two, each kept incrementally. x + total[s] ≤ C for every s of
// the part is one query of a segment tree over the totals (maxtree.go),
// which a placement updates over its own sections only. m + total[s] ≤ C
// holds while s has a witness: an unplaced buffer c of s with minOff(c) +
// total[s] ≤ C. Totals only fall as buffers are placed, so a witness stays
// one until it is placed or its minimum offset rises; each buffer keeps the
// list of the sections it is the witness of (the watched literals of SAT
// solvers), and a placement looks only at the sections watched by the
// buffer placed and by the buffers it raised, and seeks a new witness among
// a section's unplaced buffers only where the old one failed. A section of
// keptMin buffers or more keeps its unplaced buffers in a prefix of its
// member list, so that seeking costs those alone (a smaller one is scanned
// whole); the tree learns of a placement only when it is next queried
// (flushTree); and a buffer live over every section of its part (a
// parameter, say) raises every minimum offset of the part to its top at
// once, as a common floor, without visiting each buffer it raises (see
// place).
//
// # Decomposition
//
// When no unplaced buffer spans the boundary between two adjacent sections,
// what remains on either side is independent given the placed buffers: each
// side is solved on its own (and never revisited once solved), and a failure
// on any side fails the node. The problem's connected components are split
// the same way at the root.
//
// # Interleaved orders
//
// The static rank decides which candidate is tried first. Several ranks
// (largest section total first, longest first, largest area first, ...) are
// run in turn with a node limit per order that doubles every round; an
// order that finishes without running out of nodes is an answer (a plan,
// or a proof of infeasibility, since the search is complete), so the answer
// never depends on which rank produced it, only the time does. MiniMalloc
// restarts each order from scratch in every round (solver.cc's
// RoundRobin); a depth-first search with a fixed order repeats the nodes
// of its last attempt when restarted, so here each order is a coroutine
// that pauses where its nodes ran out and resumes in the next round (run):
// the same order finishes first, with the same plan, for about half the
// nodes.
//
// All state changes go to one undo trail; backtracking pops it. Nothing is
// copied per node except the list of unplaced buffers of the partition.
//
// Worked example: capacity 12, buffers b1 [0,3) 4, b2 [3,9) 4, b3 [0,9) 4,
// b4 [9,21) 4, b5 [0,21) 4. The max load is 12 at every time, so every
// section must be filled to the top. Placing b5 at 0 and b3 at 4 leaves b1
// and b2 at 8 (they are disjoint in time, so placed in rank order), after
// which b2 ends at 9 and the section [9,21) is independent: b4 goes to 4.

import (
	"context"
	"fmt"
	"iter"
	"math"
	"math/bits"
	"slices"
	"sort"
	"time"
)

// SearchStatus is the answer of Search.
type SearchStatus int

const (
	// Unknown means the budget ran out before an answer was found.
	Unknown SearchStatus = iota
	// Feasible means a plan within the capacity was found.
	Feasible
	// Infeasible means no plan fits within the capacity (proved).
	Infeasible
)

// String returns the status in words.
func (s SearchStatus) String() string {
	switch s {
	case Feasible:
		return "feasible"
	case Infeasible:
		return "infeasible"
	}
	return "unknown"
}

// SearchBudget bounds the work of Search. Zero fields mean no limit. Nodes
// makes the search deterministic; Time and Context stop it early, and a
// search stopped by them answers Unknown.
type SearchBudget struct {
	Nodes int64
	// Work, when positive, caps the search's work: a count of the size
	// of each node, summed over the nodes: the unplaced buffers it looks
	// at, and for each placement the sections and overlapping buffers of
	// the buffer placed, the sections of its part and of each buffer it
	// raises, and the buffers looked at for new witnesses. A node's cost
	// grows with them, so Work tracks the time far better than Nodes
	// does, and it is as deterministic. (The placement no longer visits
	// every section of its part or of the buffers it raises; they are
	// still counted, so that a budget buys about the nodes it did.)
	Work int64
	Time time.Duration
	// Context, when not nil, stops the search once it is done (checked
	// every 64 nodes).
	Context context.Context
	// shared, when not nil, carries the overlap lists from one Search of
	// a problem to the next (the anytime search's probes, diveCost's).
	shared *searchShared
}

// searchShared holds what a searcher builds that depends on the problem's
// lifetimes alone, and the room of its orders (rooms): the overlap lists, the largest part of its static state
// (two entries per pair of buffers live at a common time: 4.6·10⁷ bytes on
// a 10,000-buffer problem, built again by every probe before). They are
// used again only when the buffers' sections are the same (sl, sr), and
// no search changes them.
type searchShared struct {
	sl, sr       []int32
	overlapStart []int32
	overlap      idList
	// rooms[i] is what the last search's order i (searchOrders[i]) left
	// for the next search's: its undo trail, emptied, and its scratch
	// lists (none while a search uses them). Each probe of the anytime
	// search built them anew before, three orders' worth: 40 MB
	// allocated by a 900-buffer problem's probes for 3-6 MB live
	// (docs/performance.md, "The resident set of a small pack").
	rooms []searchRoom
	// twin is the last search's interchangeable buffers (setTwins), for
	// the buffers' sections, sizes and alignments twinOf holds.
	twin   []int32
	twinOf struct {
		sl, sr      []int32
		size, align []int64
	}
}

// searchRoom is the room one order's searcher leaves to the next search:
// allocated memory only, emptied; what the next search writes there does
// not depend on it.
type searchRoom struct {
	trail         undoTrail
	arena, raised []int32
	cands         []cand
}

// takeRoom gives s the room sh keeps for order i, if any.
func (sh *searchShared) takeRoom(s *searcher, i int) {
	if sh == nil || i >= len(sh.rooms) {
		return
	}
	r := &sh.rooms[i]
	s.trail = r.trail.room()
	s.arena, s.raised, s.cands = r.arena[:0], r.raised[:0], r.cands[:0]
	*r = searchRoom{}
}

// keepRoom keeps the room of s, order i's searcher, for the next search.
func (sh *searchShared) keepRoom(s *searcher, i int) {
	if sh == nil {
		return
	}
	for len(sh.rooms) <= i {
		sh.rooms = append(sh.rooms, searchRoom{})
	}
	sh.rooms[i] = searchRoom{trail: s.trail.room(), arena: s.arena[:0], raised: s.raised[:0], cands: s.cands[:0]}
}

// SearchResult is what Search found.
type SearchResult struct {
	// Status says whether a plan was found, proved impossible, or neither.
	Status SearchStatus
	// Solution is the plan when Status is Feasible, nil otherwise.
	Solution *Solution
	// Nodes is the number of search nodes expanded, over all restarts.
	Nodes int64
	// Work is the work done, in the units of SearchBudget.Work.
	Work int64
	// Reason explains the status in words.
	Reason string
	// Stopped is true when the time budget or the context ended the
	// search (the status is then Unknown).
	Stopped bool
}

// Search looks for a plan of p whose peak is at most capacity (p.Capacity
// when capacity ≤ 0 and p.Capacity > 0). It is deterministic for a given budget.Nodes.
func Search(p *Problem, capacity int64, budget SearchBudget) SearchResult {
	start := now()
	if capacity <= 0 && p.Capacity > 0 {
		capacity = p.Capacity
	}
	if capacity < 0 {
		return SearchResult{Status: Unknown, Reason: "no capacity given"}
	}
	l := LowerBound(p)
	if capacity < l {
		return SearchResult{Status: Infeasible, Reason: fmt.Sprintf("capacity %d below lower bound L=%d", capacity, l)}
	}
	la := alignedBound(p.Buffers, l)
	if capacity < la {
		return SearchResult{Status: Infeasible, Reason: fmt.Sprintf("capacity %d below the aligned lower bound %d", capacity, la)}
	}
	for i, b := range p.Buffers {
		if b.Size < 0 {
			return SearchResult{Status: Unknown, Reason: fmt.Sprintf("buffer %d (%s) has negative size %d", i, b.ID, b.Size)}
		}
	}
	if int64(len(p.Buffers)) >= maxUndoIdx/2 {
		// Sections number up to 2n; the trail's entries index both.
		return SearchResult{Status: Unknown, Reason: fmt.Sprintf("%d buffers: the search takes fewer than %d", len(p.Buffers), maxUndoIdx/2)}
	}
	s := newSearcher(p, capacity, budget, start)
	if sh := budget.shared; sh != nil {
		// The last search's trails and lists, emptied: their room is
		// taken again rather than grown anew (a copy at each growth).
		sh.takeRoom(s, 0)
		defer func() {
			for i, o := range s.orders {
				sh.keepRoom(o, i)
			}
		}()
	}
	// The entries index buffers and sections: the bits above the largest
	// index go to their values.
	s.trail.setIndexBound(max(s.n, s.nsec), s.n)
	status := s.run()
	res := SearchResult{Status: status, Nodes: s.nodes, Work: s.work, Stopped: status == Unknown && s.timedOut}
	switch status {
	case Feasible:
		sol := &Solution{
			Offsets:    make([]int64, len(p.Buffers)),
			LowerBound: l,
			Algorithm:  "search",
			Guarantee:  fmt.Sprintf("peak <= capacity %d", capacity),
		}
		for i := range p.Buffers {
			sol.Offsets[i] = s.offsetOf(i)
			if top := sol.Offsets[i] + p.Buffers[i].Size; top > sol.Peak {
				sol.Peak = top
			}
		}
		sol.Optimal = sol.Peak <= la
		sol.Stats = Stats{Tried: []Attempt{{Algorithm: "search", Peak: sol.Peak}}, Nodes: s.nodes, Elapsed: int64(now().Sub(start))}
		res.Solution = sol
		res.Reason = fmt.Sprintf("plan found with peak %d <= capacity %d", sol.Peak, capacity)
	case Infeasible:
		res.Reason = fmt.Sprintf("search space exhausted: no plan fits in capacity %d", capacity)
	default:
		if s.trailOut {
			res.Reason = fmt.Sprintf("the undo trail reached %d entries", maxTrail)
		} else if s.workOut {
			res.Reason = fmt.Sprintf("work budget %d ran out", budget.Work)
		} else if s.timedOut {
			res.Reason = fmt.Sprintf("time budget %v ran out, or the search was interrupted", budget.Time)
		} else {
			res.Reason = fmt.Sprintf("node budget %d ran out", budget.Nodes)
		}
	}
	return res
}

// searchOrders are the static ranks tried in turn; each key is compared
// descending, and ties fall to the buffer's index.
var searchOrders = [][]searchKey{
	{keyTotal, keyWidth, keyArea},
	{keyWidth, keyArea, keyTotal},
	{keyTotal, keyArea, keyWidth},
}

// searchKey is one criterion of a static rank.
type searchKey int

const (
	keyTotal searchKey = iota // largest load among the buffer's sections
	keyWidth                  // lifetime length
	keyArea                   // size × lifetime
	keySize                   // size
)

// status codes of the depth-first search.
const (
	dfsFail  = iota // the subtree holds no plan
	dfsFound        // a plan was found; the trail keeps it
	dfsAbort        // the node or time budget ran out
	dfsPause        // out of nodes for this round (run's coroutines only)
)

// trail entry kinds.
const (
	undoMinOff = iota // by[idx] = val, minOff[idx] its top's (raisedOff)
	undoWit           // wit[idx] = val
	undoWatch         // drop the last section of watch[idx]
	undoFloor         // floorBy = val, floor its top's (floorOff)
	undoPlace         // unplace buffer idx, minOff[idx] by[idx]'s top's
)

// An entry's value is never an offset: the offsets a search undoes are
// each the top of a buffer still placed when the entry is undone, rounded
// up (minOff[c] is that of by[c], the floor that of floorBy), so an entry
// keeps that buffer's number and unwind computes the offset again. Every
// value is then a buffer number or -1 (undoMinOff, undoWit, undoFloor) or
// none (undoWatch, undoPlace), and fits 32 bits with room to spare.
//
// The trail is a stack of 32-bit words. Where the kind, the index and the
// value (plus one) fit one word together, an entry is one word: up to
// 16,383 buffers and sections (2,000 buffers: 12 bits of index, 11 of
// value). Otherwise it takes two, the kind and index in the first and the
// value in the second. Entries were 8 bytes at most sizes (the offset
// packed with the index and kind, a side stack for offsets that did not
// fit) and 12 before; at 4 bytes the trail, most of a small search's live
// heap, is half what it was and the plan is the same (docs/performance.md,
// "4-byte trail entries").

// undoKindBits is the number of bits of an undo entry that hold the kind.
const undoKindBits = 3

// undoIdxBits is the most bits an undo entry's index takes.
const undoIdxBits = 32 - undoKindBits

// maxUndoIdx bounds the index an undo entry can hold.
const maxUndoIdx = 1 << undoIdxBits

// undoTrail is the undo log: a stack of entries kept in chunks of
// trailChunk words rather than one slice grown by append. Growing one
// slice copies it at every growth and leaves every smaller copy behind as
// garbage: on a 10,000-buffer problem (2.3·10⁶ entries at the deepest)
// the copies came to 153 MB allocated for a 28 MB trail, and the
// collector's heap goal and the process's RSS followed them. Chunks are
// never copied nor freed while the search runs: the room is the deepest
// trail, rounded up to a chunk.
type undoTrail struct {
	// chunks[i] holds words [i·trailChunk, (i+1)·trailChunk); the
	// chunks past the top entry are room for the next pushes.
	chunks []*[trailChunk]uint32
	// The first c chunks are in use, the last of them cur with free
	// words left (c = 0: empty, cur nil, free 0; the zero value is an
	// empty trail). An entry never straddles two chunks: a chunk holds a
	// whole number of entries of either width.
	cur  *[trailChunk]uint32
	c    int
	free int
	// The packing of the entries (setIndexBound): two is 1 where an entry
	// takes two words; in one word the index starts at bit undoKindBits
	// and takes the idxMask bits there, the value plus one starts at bit
	// sh. In the zero value two is 0 and sh is 0: the first push, which
	// always takes pushSlow, sets them for any index below maxUndoIdx.
	two     uint
	sh      uint
	idxMask uint32
}

// setIndexBound packs the entries of indices below n (buffers or
// sections) and values below vals (buffers) in one word when they fit,
// in two otherwise. The trail must be empty.
func (t *undoTrail) setIndexBound(n, vals int) {
	if t.len() != 0 {
		panic("assign: setIndexBound on a trail in use")
	}
	b := bits.Len(uint(max(n-1, 1)))
	if b > undoIdxBits {
		panic(fmt.Sprintf("assign: undo index bound %d above %d", n, maxUndoIdx))
	}
	t.idxMask = 1<<b - 1
	t.sh = undoKindBits + uint(b)
	// A value v is stored as v+1, from 0 (v = -1) to vals.
	t.two = 0
	if t.sh+uint(bits.Len(uint(max(vals, 0)))) > 32 {
		t.two = 1
	}
}

// trailChunkBits sets the chunk size: 2¹³ words, 32 KiB.
const (
	trailChunkBits = 13
	trailChunk     = 1 << trailChunkBits
)

// push adds the entry (kind, idx, val) on top of the trail; val is -1 or
// more, below the bound of values. It inlines: a full chunk, or an entry
// of two words, goes out of line (pushSlow).
func (t *undoTrail) push(kind, idx, val int32) {
	if t.free > 0 && t.two == 0 {
		t.free--
		t.cur[(trailChunk-1-t.free)&(trailChunk-1)] = uint32(kind) | uint32(idx)<<undoKindBits | uint32(val+1)<<t.sh
		return
	}
	t.pushSlow(kind, idx, val)
}

// pushSlow is push's out-of-line path: it moves to the next chunk when
// the top one is full and writes an entry of two words.
//
//go:noinline
func (t *undoTrail) pushSlow(kind, idx, val int32) {
	if t.sh == 0 {
		t.setIndexBound(maxUndoIdx, maxUndoIdx)
	}
	if t.free == 0 {
		t.next()
	}
	i := (trailChunk - t.free) & (trailChunk - 1)
	if t.two == 0 {
		t.cur[i] = uint32(kind) | uint32(idx)<<undoKindBits | uint32(val+1)<<t.sh
		t.free--
		return
	}
	t.cur[i] = uint32(kind) | uint32(idx)<<undoKindBits
	t.cur[i+1] = uint32(val + 1)
	t.free -= 2
}

// next moves the top to the next chunk, made when there is none.
func (t *undoTrail) next() {
	if t.c == len(t.chunks) {
		t.chunks = append(t.chunks, new([trailChunk]uint32))
	}
	t.cur, t.free = t.chunks[t.c], trailChunk
	t.c++
}

// len returns the number of entries.
func (t *undoTrail) len() int { return (t.c<<trailChunkBits - t.free) >> t.two }

// at returns the kind, index and value of entry i (i < len).
func (t *undoTrail) at(i int) (kind, idx, val int32) {
	w := i << t.two
	u := t.chunks[w>>trailChunkBits][w&(trailChunk-1)]
	kind = int32(u & (1<<undoKindBits - 1))
	if t.two == 0 {
		return kind, int32(u >> undoKindBits & t.idxMask), int32(u>>t.sh) - 1
	}
	return kind, int32(u >> undoKindBits), int32(t.chunks[w>>trailChunkBits][w&(trailChunk-1)+1]) - 1
}

// truncate drops the entries from m (m ≤ len) up, keeping the room.
func (t *undoTrail) truncate(m int) {
	if m == 0 {
		t.cur, t.c, t.free = nil, 0, 0
		return
	}
	w := m << t.two
	t.c = (w-1)>>trailChunkBits + 1
	t.free = t.c<<trailChunkBits - w
	t.cur = t.chunks[t.c-1]
}

// room returns an empty trail with t's chunks.
func (t *undoTrail) room() undoTrail {
	return undoTrail{chunks: t.chunks, two: t.two, sh: t.sh, idxMask: t.idxMask}
}

// empty returns an empty trail that packs its entries as t does, with no
// room.
func (t *undoTrail) empty() undoTrail {
	return undoTrail{two: t.two, sh: t.sh, idxMask: t.idxMask}
}

// cand is a candidate of a node: a buffer, its minimum offset and its
// position in the node's list of unplaced buffers (its rank order).
type cand struct {
	off int64
	pos int32
	b   int32
}

// searcher holds the state of one Search call. Buffers are renumbered
// densely (only buffers that occupy memory take part); sections are the
// time slices between consecutive interval endpoints.
type searcher struct {
	capacity int64
	n        int // buffers taking part in the search

	orig      []int       // orig[b]: index in Problem.Buffers
	life      []int64     // life[b]: length of b's lifetime
	size      []int64     // size[b]
	align     []int64     // align[b] (≥ 1)
	sl        []int32     // sl[b]: first section of b
	sr        []int32     // sr[b]: one past the last section of b
	twin      []int32     // twin[b]: an interchangeable buffer of lower rank, or -1
	rank      []int32     // rank[b]: position of b in its part under the current static order
	keys      []searchKey // the current static order
	val       [][4]int64  // val[b]: b's keys when its part was last ranked
	rankSave  []int32     // ranks to restore when a part is done
	saveOrder []int32     // the buffers whose ranks are in rankSave, in the same order

	overlapStart []int32 // overlaps of b are overlap[overlapStart[b]:overlapStart[b+1]]
	overlap      idList
	memberStart  []int32 // buffers live in section s are member[memberStart[s]:memberStart[s+1]]
	member       idList
	// The unplaced buffers of section s come first in its member list:
	// member[memberStart[s]:memberStart[s]+unplaced[s]]. Placing a buffer
	// swaps it behind that prefix in each of its sections; undoing the
	// placement (in reverse order) only lengthens the prefix again.
	unplaced []int32
	// kept[s]: section s has at least keptMin buffers and keeps its
	// unplaced ones in a prefix (unplaced[s] is then their number); a
	// smaller section's list is scanned whole, skipping placed buffers,
	// which costs less than keeping the prefix at every placement.
	kept []bool
	// where[whereStart[b]+k-sl[b]] is b's index in member for section k,
	// less memberStart[k] (below the section's size, so that it fits in
	// 16 bits where the buffer indices do).
	whereStart []int32
	where      idList

	nsec  int
	load  []int64  // load[s]: total size live in section s (static)
	total []int64  // total[s]: size of the unplaced buffers live in s
	tree  *maxTree // the totals again, for the largest over a part, less the placements not applied yet
	// placed lists the placed buffers in the order of placement; the
	// first applied of them have been subtracted from tree. Most
	// placements are undone before the tree is next queried, so each
	// is applied only then (flushTree).
	placed  []int32
	applied int
	// wit[s] is a witness that section s can still be filled: an
	// unplaced buffer c live in s with minOff[c] + total[s] ≤ capacity,
	// or -1 when no unplaced buffer is live in s. Invariant (between
	// placements): every section with unplaced buffers has one.
	wit []int32
	// watch[c] lists the sections c has been made the witness of along
	// the current path; an entry whose section has another witness now
	// is stale and skipped. Entries are appended as witnesses are chosen
	// and dropped by the trail.
	watch [][]int32
	// floor is a lower bound on the minOff of every unplaced buffer of the
	// part being solved, raised by buffers that span the whole part: one
	// value raises every minimum offset at once (see minOffOf).
	// solveParts scopes it to each part.
	floor int64
	// fxOK is an offset that every section of the part fits above: fxOK
	// + total[s] ≤ capacity (-1 when unknown). Totals only fall as
	// buffers are placed, so a placement whose lowest offset left is no
	// higher needs no query of the tree. dfs and solveParts restore it
	// as they backtrack.
	fxOK int64
	cut  []int32 // cut[s]: unplaced buffers live in both s and s+1

	off []int64 // off[b]: placed offset, -1 while unplaced
	// minOff[b]: lowest feasible offset of the unplaced b given the
	// placed buffers, or less: see minOffOf. A placed buffer's is
	// placedMinOff (its own kept by the trail's undoPlace entry), so
	// that the scans of raiseOverlaps and leastMinOff skip placed
	// buffers by the comparison they make anyway, without reading off.
	minOff []int64
	// by[b] is the placed buffer whose top set minOff[b] (rounded up to
	// b's alignment), or -1 while minOff[b] is 0: the trail keeps by's
	// old value, not the offset (raisedOff). floorBy is the same for
	// floor: the spanning buffer whose top set it, or -1 while it is 0.
	by      []int32
	floorBy int32
	// top1[b+1] is the top (offset plus size) of the placed buffer b, and
	// top1[0] is 0: indexed by a trail value plus one, it gives unwind
	// the offset an undoMinOff entry stands for without a branch for -1
	// nor a second load (raisedOff). Stale while b is unplaced, and never
	// read then. anyAlign is whether some buffer's alignment is above 1
	// (the offset is then rounded up to it).
	top1     []int64
	anyAlign bool

	trail  undoTrail // undo log
	arena  []int32   // lists of unplaced buffers and candidates, stack-allocated
	raised []int32   // the buffers whose minOff the current placement raised
	cands  []cand    // scratch for dfs's candidates
	mo     []int64   // mo[b]: minOffOf(b), as dfs last computed it

	nodes    int64 // nodes expanded so far, over all attempts
	limit    int64 // node limit of the current attempt
	maxNodes int64 // overall node budget (0 = none)
	work     int64 // unplaced buffers looked at, summed over the nodes
	maxWork  int64 // work budget (0 = none)
	workOut  bool  // the work budget ran out
	trailOut bool  // the trail reached trailMax
	// trailMax is the most entries this search's trail may hold: maxTrail
	// less the trails of the other orders, paused with theirs (see run).
	trailMax int
	deadline time.Time
	done     <-chan struct{} // the budget's Context.Done(), or nil
	timedOut bool
	// yield pauses the coroutine this search runs in (see run); stopped2
	// is set once run has stopped it.
	yield    func(int) bool
	stopped2 bool

	grain int64 // gcd of the alignments: every offset is a multiple of it

	// shared is the budget's searchShared (nil for none); orders[i] is the
	// searcher of order i once run has made it (s itself for the first).
	shared *searchShared
	orders []*searcher
}

func newSearcher(p *Problem, capacity int64, budget SearchBudget, start time.Time) *searcher {
	s := &searcher{capacity: capacity, maxNodes: budget.Nodes, maxWork: budget.Work, fxOK: -1, trailMax: maxTrail, shared: budget.shared}
	if budget.Time > 0 {
		s.deadline = start.Add(budget.Time)
	}
	if budget.Context != nil {
		s.done = budget.Context.Done()
	}
	var times []int64
	for i, b := range p.Buffers {
		if b.Size > 0 && b.End > b.Start {
			s.orig = append(s.orig, i)
			times = append(times, b.Start, b.End)
		}
	}
	s.n = len(s.orig)
	slices.Sort(times)
	times = slices.Compact(times)
	if len(times) > 1 {
		s.nsec = len(times) - 1
	}
	n := s.n
	s.size = make([]int64, n)
	s.align = make([]int64, n)
	s.sl = make([]int32, n)
	s.sr = make([]int32, n)
	s.off = make([]int64, n)
	s.minOff = make([]int64, n)
	s.by = make([]int32, n)
	for b := range s.by {
		s.by[b] = -1
	}
	s.floorBy = -1
	s.top1 = make([]int64, n+1)
	s.rank = make([]int32, n)
	s.twin = make([]int32, n)
	s.val = make([][4]int64, n)
	s.life = make([]int64, n)
	for b, i := range s.orig {
		pb := p.Buffers[i]
		s.life[b] = pb.End - pb.Start
		s.size[b] = pb.Size
		s.align[b] = max(pb.Align, 1)
		s.anyAlign = s.anyAlign || s.align[b] > 1
		s.grain = gcd(s.grain, s.align[b])
		s.sl[b] = int32(sort.Search(len(times), func(k int) bool { return times[k] >= pb.Start }))
		s.sr[b] = int32(sort.Search(len(times), func(k int) bool { return times[k] >= pb.End }))
		s.off[b] = -1
	}
	// Sections and their members.
	s.load = make([]int64, s.nsec)
	s.total = make([]int64, s.nsec)
	s.wit = make([]int32, s.nsec)
	s.cut = make([]int32, s.nsec)
	s.watch = make([][]int32, n)
	s.mo = make([]int64, n)
	s.memberStart = make([]int32, s.nsec+1)
	for b := 0; b < n; b++ {
		for k := s.sl[b]; k < s.sr[b]; k++ {
			s.memberStart[k+1]++
			s.load[k] += s.size[b]
		}
		for k := s.sl[b]; k+1 < s.sr[b]; k++ {
			s.cut[k]++
		}
	}
	for k := 0; k < s.nsec; k++ {
		s.memberStart[k+1] += s.memberStart[k]
	}
	// A buffer index is below n, a position within a section below its
	// size, at most n: 16 bits each hold them up to 2¹⁶ buffers.
	wide := n > narrowMax
	s.member = newIDList(int(s.memberStart[s.nsec]), wide)
	s.where = newIDList(int(s.memberStart[s.nsec]), wide)
	s.whereStart = make([]int32, n+1)
	s.unplaced = make([]int32, s.nsec)
	s.kept = make([]bool, s.nsec)
	fill := slices.Clone(s.memberStart[:s.nsec])
	for b := 0; b < n; b++ {
		s.whereStart[b+1] = s.whereStart[b] + s.sr[b] - s.sl[b]
		for k := s.sl[b]; k < s.sr[b]; k++ {
			s.where.set(s.whereStart[b]+k-s.sl[b], fill[k]-s.memberStart[k])
			s.member.set(fill[k], int32(b))
			fill[k]++
		}
	}
	for k := range s.unplaced {
		s.unplaced[k] = s.memberStart[k+1] - s.memberStart[k]
		s.kept[k] = s.unplaced[k] >= keptMin
	}
	copy(s.total, s.load)
	s.tree = newMaxTree(s.total)
	// Every minimum offset is 0 at the root, and load ≤ capacity (Search
	// checked L): any member is a witness.
	for k := range s.wit {
		s.wit[k] = -1
		if s.load[k] > 0 {
			c := s.member.at(s.memberStart[k])
			s.wit[k] = c
			s.watch[c] = append(s.watch[c], int32(k))
		}
	}
	if sh := budget.shared; sh != nil && sh.overlapStart != nil && slices.Equal(sh.sl, s.sl) && slices.Equal(sh.sr, s.sr) {
		s.overlapStart, s.overlap = sh.overlapStart, sh.overlap
		return s
	}
	defer func() {
		if sh := budget.shared; sh != nil {
			sh.sl, sh.sr, sh.overlapStart, sh.overlap = s.sl, s.sr, s.overlapStart, s.overlap
		}
	}()
	// Overlaps: b and c overlap when their section ranges intersect.
	byStart := make([]int32, n)
	for b := range byStart {
		byStart[b] = int32(b)
	}
	slices.SortFunc(byStart, func(a, b int32) int { return int(s.sl[a] - s.sl[b]) })
	// Two passes over the overlapping pairs, counting then filling, so that
	// the lists go straight into one array (there can be millions).
	pairs := func(f func(a, c int32)) {
		for i, a := range byStart {
			for _, c := range byStart[i+1:] {
				if s.sl[c] >= s.sr[a] {
					break
				}
				f(a, c)
			}
		}
	}
	s.overlapStart = make([]int32, n+1)
	pairs(func(a, c int32) { s.overlapStart[a+1]++; s.overlapStart[c+1]++ })
	for b := 0; b < n; b++ {
		s.overlapStart[b+1] += s.overlapStart[b]
	}
	s.overlap = newIDList(int(s.overlapStart[n]), wide)
	next := slices.Clone(s.overlapStart[:n])
	pairs(func(a, c int32) {
		s.overlap.set(next[a], c)
		s.overlap.set(next[c], a)
		next[a]++
		next[c]++
	})
	for b := 0; b < n; b++ {
		s.overlap.sort(s.overlapStart[b], s.overlapStart[b+1])
	}
	return s
}

// idList is a list of buffer indices, or of positions within a section,
// 16 bits each where every one fits (a search of up to 2¹⁶ buffers), 32
// otherwise: exactly one of w16 and w32 is set. The overlap lists and
// the sections' member lists are most of the search's static state (a
// 5,000-buffer problem of random lifetimes: 5.4·10⁶ overlap entries, 3.4·10⁶
// members, as many positions); at 16 bits they take half the memory. The
// loops over them that a node runs most (place's over the overlaps,
// rewatch's over a section) are generic in the width, so that each width
// runs its own loop.
type idList struct {
	w16 []uint16
	w32 []int32
}

// narrowMax is the most buffers whose search keeps its idLists at 16
// bits (2¹⁶); a variable so that the tests can run both widths.
var narrowMax = 1 << 16

// newIDList returns a list of n zeros, 32 bits each when wide.
func newIDList(n int, wide bool) idList {
	if wide {
		return idList{w32: make([]int32, n)}
	}
	return idList{w16: make([]uint16, n)}
}

// at returns entry i.
func (l idList) at(i int32) int32 {
	if l.w16 != nil {
		return int32(l.w16[i])
	}
	return l.w32[i]
}

// set sets entry i to v (0 ≤ v, below 2¹⁶ in a narrow list).
func (l idList) set(i, v int32) {
	if l.w16 != nil {
		l.w16[i] = uint16(v)
		return
	}
	l.w32[i] = v
}

// sort sorts entries [a, b).
func (l idList) sort(a, b int32) {
	if l.w16 != nil {
		slices.Sort(l.w16[a:b])
		return
	}
	slices.Sort(l.w32[a:b])
}

// clone returns a copy of l.
func (l idList) clone() idList {
	return idList{w16: slices.Clone(l.w16), w32: slices.Clone(l.w32)}
}

// offsetOf returns the offset of Problem.Buffers[i] in the plan found.
func (s *searcher) offsetOf(i int) int64 {
	if b, ok := slices.BinarySearch(s.orig, i); ok {
		return s.off[b]
	}
	return 0 // occupies no memory at any time; 0 is aligned for every alignment
}

// setTwins links every buffer to the previous interchangeable one (same
// sections, size and alignment) in index order. Ranks break ties by index,
// so twins are ranked in index order under every static order.
func (s *searcher) setTwins() {
	if sh := s.shared; sh != nil {
		o := &sh.twinOf
		if sh.twin != nil && slices.Equal(o.sl, s.sl) && slices.Equal(o.sr, s.sr) && slices.Equal(o.size, s.size) && slices.Equal(o.align, s.align) {
			copy(s.twin, sh.twin)
			return
		}
		// (No search changes a searcher's sections, sizes or alignments.)
		defer func() {
			sh.twin = slices.Clone(s.twin)
			o.sl, o.sr, o.size, o.align = s.sl, s.sr, s.size, s.align
		}()
	}
	type key struct {
		sl, sr      int32
		size, align int64
	}
	last := map[key]int32{}
	for b := 0; b < s.n; b++ {
		k := key{s.sl[b], s.sr[b], s.size[b], s.align[b]}
		s.twin[b] = -1
		if prev, ok := last[k]; ok {
			s.twin[b] = prev
		}
		last[k] = int32(b)
	}
}

// rankPart sorts the unplaced buffers of one part by the current static
// order and numbers them. The section totals are those of the moment (the
// sizes still unplaced), so a part split off deep in the search is ordered
// by what remains of it. Old ranks go to rankSave.
func (s *searcher) rankPart(part []int32) {
	for _, b := range part {
		var t int64
		for k := s.sl[b]; k < s.sr[b]; k++ {
			t = max(t, s.total[k])
		}
		w := s.life[b]
		s.val[b] = [4]int64{t, w, w * s.size[b], s.size[b]}
		s.rankSave = append(s.rankSave, s.rank[b])
	}
	slices.SortFunc(part, func(a, b int32) int {
		for _, k := range s.keys {
			if va, vb := s.val[a][k], s.val[b][k]; va != vb {
				if va > vb {
					return -1
				}
				return 1
			}
		}
		return int(a - b)
	})
	for r, b := range part {
		s.rank[b] = int32(r)
	}
}

// run interleaves the static orders with doubling node limits: in round
// r every order may have expanded up to 2n·2^r nodes of its own search.
// A depth-first search with a fixed order visits its nodes in the same
// sequence whatever its limit, so restarting an order from scratch with
// twice the limit (as MiniMalloc's RoundRobin does) repeats the nodes it
// has already visited: here each order's search is a coroutine with its own
// copy of the state (clone), paused where it ran out of nodes (dfs) and
// resumed with the larger limit. The orders, their limits and so the first
// order to finish are those of the restarting scheme, and so is the
// answer; the nodes spent are about half.
func (s *searcher) run() SearchStatus {
	if s.n == 0 {
		return Feasible
	}
	s.setTwins()
	type order struct {
		s    *searcher
		next func() (int, bool)
		stop func()
	}
	orders := make([]*order, len(searchOrders))
	// stopAll ends every coroutine: a paused search unwinds its trail, so
	// it runs before the winner's plan is copied into s.
	stopAll := func() {
		for _, o := range orders {
			if o != nil {
				o.stop()
			}
		}
	}
	defer stopAll()
	// totals sums the nodes and work of every order into s, which
	// Search reports.
	var nodes, work int64
	totals := func() {
		nodes, work = 0, 0
		for _, o := range orders {
			if o != nil {
				nodes += o.s.nodes
				work += o.s.work
			}
		}
	}
	finish := func(st SearchStatus, o *order) SearchStatus {
		stopAll()
		totals()
		if o != nil && o.s != s {
			copy(s.off, o.s.off)
		}
		for _, o := range orders {
			if o != nil && o.s != s {
				s.workOut = s.workOut || o.s.workOut
				s.trailOut = s.trailOut || o.s.trailOut
				s.timedOut = s.timedOut || o.s.timedOut
			}
		}
		s.nodes, s.work = nodes, work
		return st
	}
	limit := int64(2 * s.n) // each order's own nodes, this round
	// maxWork is the whole search's work budget, read once: the first
	// order's searcher is s itself, so the per-order budget set below
	// overwrites s.maxWork, and reading it back each round lowered the
	// budget by the other orders' work again every round (a three-order
	// probe stopped at about half its budget).
	maxWork := s.maxWork
	// The other orders start from a copy of the root, taken before the
	// first order places anything; none is needed when the node budget
	// ends within the first order's first round (the dives of a large
	// problem).
	var root *searcher
	if s.maxNodes == 0 || s.maxNodes > limit {
		root = s.clone()
	}
	for {
		for i, keys := range searchOrders {
			totals()
			if s.maxNodes > 0 && nodes >= s.maxNodes {
				return finish(Unknown, nil)
			}
			if maxWork > 0 && work >= maxWork {
				s.workOut = true
				return finish(Unknown, nil)
			}
			o := orders[i]
			if o == nil {
				// Created when first run: a search that ends in the
				// first order's first round needs no copy.
				o = &order{s: s}
				if i > 0 {
					o.s = root
					if i+1 < len(searchOrders) {
						o.s = root.clone()
					}
					// The last search's room for this order, packed as
					// s's trail is.
					s.shared.takeRoom(o.s, i)
					o.s.trail.setIndexBound(max(s.n, s.nsec), s.n)
				}
				s.orders = append(s.orders, o.s)
				o.s.keys = keys
				sub := o.s
				o.next, o.stop = iter.Pull(func(yield func(int) bool) {
					sub.yield = yield
					mem := make([]int32, sub.n)
					for b := range mem {
						mem[b] = int32(b)
					}
					st := sub.solveParts(mem, 0, int32(sub.nsec))
					if !sub.stopped2 {
						yield(st)
					}
				})
				orders[i] = o
			}
			o.s.limit = limit
			if s.maxNodes > 0 {
				o.s.limit = min(limit, o.s.nodes+s.maxNodes-nodes)
			}
			if maxWork > 0 {
				o.s.maxWork = o.s.work + maxWork - work
			}
			// The trails of all orders together stay within maxTrail.
			o.s.trailMax = maxTrail
			for _, q := range orders {
				if q != nil && q != o {
					o.s.trailMax -= q.s.trail.len()
				}
			}
			st, _ := o.next()
			switch st {
			case dfsFound:
				return finish(Feasible, o)
			case dfsFail:
				return finish(Infeasible, nil)
			case dfsAbort:
				return finish(Unknown, nil)
			}
			// dfsPause: out of nodes for this round.
		}
		limit *= 2
	}
}

// clone returns a copy of s at the root of the search (nothing placed),
// sharing what no search changes.
func (s *searcher) clone() *searcher {
	c := *s
	c.rank = slices.Clone(s.rank)
	c.val = slices.Clone(s.val)
	c.rankSave, c.saveOrder = nil, nil
	c.member = s.member.clone()
	c.unplaced = slices.Clone(s.unplaced)
	c.where = s.where.clone()
	c.total = slices.Clone(s.total)
	c.tree = &maxTree{size: s.tree.size, h: s.tree.h, top: slices.Clone(s.tree.top), pend: slices.Clone(s.tree.pend)}
	c.wit = slices.Clone(s.wit)
	c.watch = make([][]int32, len(s.watch))
	for b, w := range s.watch {
		c.watch[b] = slices.Clone(w)
	}
	c.cut = slices.Clone(s.cut)
	c.off = slices.Clone(s.off)
	c.minOff = slices.Clone(s.minOff)
	c.by = slices.Clone(s.by)
	c.top1 = slices.Clone(s.top1)
	c.trail = s.trail.empty()
	c.arena, c.raised, c.cands, c.placed = nil, nil, nil, nil
	c.mo = make([]int64, len(s.mo))
	c.nodes, c.work = 0, 0
	c.yield = nil
	return &c
}

// solveParts splits the unplaced buffers mem (in rank order), which live in
// sections [lo, hi), at boundaries no unplaced buffer crosses and solves each
// part on its own. On failure or abort the trail is unwound to its state on
// entry; on success it keeps the plan.
func (s *searcher) solveParts(mem []int32, lo, hi int32) int {
	mark := s.trail.len()
	a := lo
	for a < hi {
		b := a
		for b+1 < hi && s.cut[b] > 0 {
			b++
		}
		// Part [a, b+1).
		base := len(s.arena)
		for _, x := range mem {
			if s.sl[x] >= a && s.sl[x] <= b {
				s.arena = append(s.arena, x)
			}
		}
		part := s.arena[base:len(s.arena):len(s.arena)]
		if len(part) > 0 {
			saveBase := len(s.rankSave)
			s.saveOrder = append(s.saveOrder, part...)
			s.rankPart(part)
			f0, fb0, ok0 := s.floor, s.floorBy, s.fxOK
			st := s.dfs(part, a, b+1, -1, -1)
			s.fxOK = ok0
			// A floor the part raised holds for its own buffers only. (On
			// failure unwind restores it too, from the trail.)
			s.floor, s.floorBy = f0, fb0
			orig := s.saveOrder[len(s.saveOrder)-len(part):]
			for i, x := range orig {
				s.rank[x] = s.rankSave[saveBase+i]
			}
			s.rankSave = s.rankSave[:saveBase]
			s.saveOrder = s.saveOrder[:len(s.saveOrder)-len(part)]
			if st != dfsFound {
				s.arena = s.arena[:base]
				s.unwind(mark)
				return st
			}
		}
		s.arena = s.arena[:base]
		a = b + 1
	}
	return dfsFound
}

// unwind pops the trail down to mark.
func (s *searcher) unwind(mark int) {
	t := &s.trail
	// The slices in locals: the stores through them would otherwise make
	// the compiler load s's fields again for each entry (unwind went from
	// a fifth to more than a quarter of the search's CPU with them read
	// through s, on the 900-buffer staircase).
	chunks, idxMask, sh := t.chunks, t.idxMask, t.sh
	minOff, by, top1 := s.minOff, s.by, s.top1
	fast := t.two == 0 && !s.anyAlign
	for i := t.len() - 1; i >= mark; i-- {
		var kind, idx, val int32
		if t.two == 0 {
			// kind, idx, val := t.at(i), by hand.
			u := chunks[i>>trailChunkBits][i&(trailChunk-1)]
			if u&(1<<undoKindBits-1) == undoMinOff && fast {
				// Most of the entries: minOff[idx] = s.raisedOff(idx,
				// val), where every alignment is 1.
				x, v1 := u>>undoKindBits&idxMask, u>>sh
				by[x] = int32(v1) - 1
				minOff[x] = top1[v1]
				continue
			}
			kind, idx, val = int32(u&(1<<undoKindBits-1)), int32(u>>undoKindBits&idxMask), int32(u>>sh)-1
		} else {
			kind, idx, val = t.at(i)
		}
		switch kind {
		case undoMinOff:
			by[idx] = val
			minOff[idx] = s.raisedOff(idx, val)
		case undoWit:
			s.wit[idx] = val
		case undoWatch:
			w := s.watch[idx]
			s.watch[idx] = w[:len(w)-1]
		case undoFloor:
			s.floorBy = val
			s.floor = 0
			if val >= 0 {
				s.floor = roundUp(s.off[val]+s.size[val], s.grain)
			}
		case undoPlace:
			b := idx
			s.off[b] = -1
			s.minOff[b] = s.raisedOff(b, s.by[b])
			sz := s.size[b]
			for k := s.sl[b]; k < s.sr[b]; k++ {
				s.total[k] += sz
				if s.kept[k] {
					s.unplaced[k]++ // b sits right behind the prefix
				}
			}
			s.placed = s.placed[:len(s.placed)-1] // b, placed last
			if len(s.placed) < s.applied {
				s.tree.rangeAdd(s.sl[b], s.sr[b], sz)
				s.applied--
			}
			for k := s.sl[b]; k+1 < s.sr[b]; k++ {
				s.cut[k]++
			}
		}
	}
	s.trail.truncate(mark)
}

// keptMin is the least number of buffers a section must have to keep its
// unplaced ones in a prefix of its member list (see kept); a variable so
// that the tests can run both ways.
var keptMin int32 = 128

// placedMinOff is the minOff of a placed buffer: above every offset, so
// that no scan takes a placed buffer for an unplaced one (see minOff).
// Never added to: rewatch, the one sum of a minOff and a total, reads an
// unplaced buffer's only.
const placedMinOff = math.MaxInt64

// maxTrail bounds the undo trail (4 or 8 bytes an entry, so 64 or 128
// MiB): a
// search whose partial plan needs more gives up with Unknown. Each placed
// buffer leaves an entry per overlapping unplaced buffer whose minimum
// offset it raises, so the trail grows with the pairs of overlapping
// buffers: 10⁵ mixed-lifetime buffers have 8.7·10⁷ pairs.
const maxTrail = 1 << 24

// stopped reports whether the time budget has run out or the context is
// done.
func (s *searcher) stopped() bool {
	if s.done != nil {
		select {
		case <-s.done:
			return true
		default:
		}
	}
	return !s.deadline.IsZero() && now().After(s.deadline)
}

// dfs searches the part whose unplaced buffers are mem (in rank order),
// living in sections [lo, hi); last and lastRank are the offset and rank of
// the buffer placed last in this part (-1 at the part's root).
func (s *searcher) dfs(mem []int32, lo, hi int32, last int64, lastRank int32) int {
	if len(mem) == 0 {
		return dfsFound
	}
	for s.nodes >= s.limit {
		// Out of nodes for this round: pause until run gives more, unless
		// a budget ran out (limit 0) or run stops the search.
		if s.workOut || s.timedOut || s.trailOut || s.yield == nil {
			return dfsAbort
		}
		if !s.yield(dfsPause) {
			s.stopped2 = true
			return dfsAbort
		}
	}
	s.nodes++
	s.work += int64(len(mem))
	if s.maxWork > 0 && s.work >= s.maxWork {
		s.workOut = true
		s.limit = 0
		return dfsAbort
	}
	if s.trail.len() > s.trailMax {
		s.trailOut = true
		s.limit = 0
		return dfsAbort
	}
	if s.nodes&63 == 0 && s.stopped() {
		s.timedOut = true
		s.limit = 0
		return dfsAbort
	}
	// The node's candidates, in the arena from base. A long list is kept
	// only while its first child is searched: a dive that never backtracks
	// then holds one entry a level, not the whole list (up to n a level,
	// O(n²) in all: 5.7·10⁶ entries on a 10,000-buffer problem). When the
	// first child fails, the state is this node's again (the trail is
	// unwound), and the list is made anew, the same list.
	base := len(s.arena)
	nc := s.candidates(mem, last, lastRank)
	if nc > lazyCands {
		s.arena = s.arena[:base+1]
	}
	ok0 := s.fxOK
	for i := 0; i < nc; i++ {
		if i == 1 && nc > lazyCands {
			s.arena = s.arena[:base]
			s.fxOK = ok0
			s.candidates(mem, last, lastRank)
		}
		b := s.arena[base+i]
		mark := s.trail.len()
		s.fxOK = ok0
		split, ok := s.place(b, lo, hi)
		st := dfsFail
		if ok {
			// The child's unplaced buffers are mem without b, in the same
			// order: made in place by shifting mem's tail left, and undone
			// after, so that a dive takes O(n) memory, not O(n²).
			j := slices.Index(mem, b)
			copy(mem[j:], mem[j+1:])
			child := mem[: len(mem)-1 : len(mem)-1]
			if split {
				st = s.solveParts(child, lo, hi)
			} else {
				st = s.dfs(child, lo, hi, s.off[b], s.rank[b])
			}
			copy(mem[j+1:], mem[j:len(mem)-1])
			mem[j] = b
		}
		if st == dfsFound {
			s.arena = s.arena[:base]
			return dfsFound
		}
		s.unwind(mark)
		if st == dfsAbort {
			s.arena = s.arena[:base]
			return dfsAbort
		}
	}
	s.arena = s.arena[:base]
	return dfsFail
}

// lazyCands is the longest candidate list dfs keeps in the arena while its
// first child is searched (see dfs); a variable so that the tests can run
// both ways.
var lazyCands = 64

// candidates appends to the arena the buffers of mem that dfs tries at
// this node (last and lastRank are dfs's), by minimum offset then rank, and
// returns their number. It sets mo for every buffer of mem and changes
// nothing else but the arena and the cands scratch.
func (s *searcher) candidates(mem []int32, last int64, lastRank int32) int {
	// The least height an unplaced buffer can reach: no buffer may be placed
	// at or above it.
	minHeight := int64(math.MaxInt64)
	f := s.floor // minOffOf, with the floor in a register
	for _, b := range mem {
		o := s.minOff[b]
		if o < f {
			o = s.minOffOf(b)
		}
		s.mo[b] = o
		minHeight = min(minHeight, o+s.size[b])
	}
	// Candidates, by minimum offset then rank (mem is in rank order).
	cb := len(s.cands)
	for i, b := range mem {
		o := s.mo[b]
		if o < last || (o == last && s.rank[b] < lastRank) || o >= minHeight {
			continue
		}
		if t := s.twin[b]; t >= 0 && s.off[t] < 0 {
			continue
		}
		s.cands = append(s.cands, cand{off: o, pos: int32(i), b: b})
	}
	cs := s.cands[cb:]
	slices.SortFunc(cs, func(a, b cand) int {
		if a.off != b.off {
			if a.off < b.off {
				return -1
			}
			return 1
		}
		return int(a.pos - b.pos)
	})
	for _, c := range cs {
		s.arena = append(s.arena, c.b)
	}
	s.cands = s.cands[:cb]
	return len(cs)
}

// place puts b at its minimum offset and propagates: minimum offsets of the
// buffers live with it, section totals, witnesses and the capacity check
// over sections [lo, hi). It reports whether the part splits (some
// boundary inside [lo, hi) is no longer crossed) and whether the state is
// still consistent. The trail records every change.
//
// The check is that of MiniMalloc's section inference: every section k of
// the part with unplaced buffers needs max(m, fx) + total[k] ≤ capacity,
// m the least minimum offset of its unplaced buffers and fx the lowest
// offset any of them can still take (the offset just placed, or the part's
// floor). It is split in two: fx + (the largest total of the part) ≤
// capacity, one query of the tree; and m + total[k] ≤ capacity, which
// holds while the section's witness (wit) stays valid. A witness only
// stops being one when it is placed or its minimum offset rises (totals
// only fall as buffers are placed), so only the sections watched by b and
// by the buffers b raises are looked at, and a new witness is sought among
// a section's unplaced buffers only when its old one fails: the check
// costs the sections whose witness changes, not the whole part.
func (s *searcher) place(b int32, lo, hi int32) (split, ok bool) {
	// A buffer live over every section of the part (a parameter live
	// throughout, say) lies over every unplaced buffer of the part in time,
	// so every minimum offset rises to at least top at once: s.floor, the
	// part's common floor, becomes top rounded up to the grain, exact when
	// all alignments are equal and a lower bound otherwise (each buffer's
	// new minimum offset is top rounded up to its own alignment, a
	// multiple of the grain; minOffOf rounds it to each buffer's own). A
	// lower bound keeps the inference sound. This skips the update of every
	// raised buffer, and its undo entry.
	spanning := s.sl[b] <= lo && s.sr[b] >= hi
	pf := s.floor // the part's common floor, unchanged until the end
	x := s.minOffOf(b)
	top := x + s.size[b]
	s.off[b] = x
	s.top1[b+1] = top
	s.trail.push(undoPlace, b, 0)
	s.minOff[b] = placedMinOff
	sz := s.size[b]
	for k := s.sl[b]; k < s.sr[b]; k++ {
		s.total[k] -= sz
		if s.kept[k] {
			s.retire(b, k)
		}
	}
	s.placed = append(s.placed, b) // the tree learns of it at its next query
	for k := s.sl[b]; k+1 < s.sr[b]; k++ {
		s.cut[k]--
		if s.cut[k] == 0 && k >= lo && k+1 < hi {
			split = true
		}
	}
	ok = true
	s.work += int64(s.sr[b]-s.sl[b]) + int64(hi-lo) + int64(s.overlapStart[b+1]-s.overlapStart[b])
	s.raised = s.raised[:0]
	if o := s.overlap; o.w16 != nil {
		ok = raiseOverlaps(s, o.w16[s.overlapStart[b]:s.overlapStart[b+1]], b, top, pf, spanning)
	} else {
		ok = raiseOverlaps(s, o.w32[s.overlapStart[b]:s.overlapStart[b+1]], b, top, pf, spanning)
	}
	if !ok {
		return split, false
	}
	if spanning {
		if f := roundUp(top, s.grain); f > s.floor {
			s.trail.push(undoFloor, 0, s.floorBy)
			s.floor, s.floorBy = f, b
		}
	}
	fx := max(s.floor, x) // every unplaced buffer of the part goes at or above it
	if fx > s.fxOK {
		s.flushTree()
		if t := s.tree.rangeMax(lo, hi); t > 0 && fx+t > s.capacity {
			return split, false
		}
		s.fxOK = fx
	}
	// Witnesses: those of b's sections that b was, and those of the raised
	// buffers that no longer fit under the capacity.
	if !s.rewatch(b) {
		return split, false
	}
	for _, c := range s.raised {
		if !s.rewatch(c) {
			return split, false
		}
	}
	return split, true
}

// raiseOverlaps raises the minimum offset of every unplaced buffer of
// overlaps (those of b, just placed, whose top is top) to top,
// rounded up to its alignment, and reports false when one of them no
// longer fits under the capacity; it raises them all the same, as the
// work counted depends on it. pf is the part's common floor before the
// placement; a spanning buffer raises the floor instead (place). Generic
// in the width of the list (idList).
func raiseOverlaps[T uint16 | int32](s *searcher, overlaps []T, b int32, top, pf int64, spanning bool) bool {
	ok := true
	for _, c32 := range overlaps {
		c := int32(c32)
		old := s.minOff[c]
		if old < pf {
			old = s.minOffOf(c)
		}
		if old >= top {
			continue // placed (placedMinOff), or already as high
		}
		no := top
		if a := s.align[c]; a > 1 {
			if r := no % a; r != 0 {
				no += a - r
			}
		}
		if no+s.size[c] > s.capacity {
			ok = false
		}
		if spanning {
			continue // the part's common floor, raised below, stands for it
		}
		// s.trail.push(undoMinOff, c, s.by[c]), by hand: this is most of
		// its calls.
		if t := &s.trail; t.free > 0 && t.two == 0 {
			t.free--
			t.cur[(trailChunk-1-t.free)&(trailChunk-1)] = undoMinOff | uint32(c)<<undoKindBits | uint32(s.by[c]+1)<<t.sh
		} else {
			t.pushSlow(undoMinOff, c, s.by[c])
		}
		s.minOff[c] = no
		s.by[c] = b
		s.work += int64(s.sr[c] - s.sl[c])
		s.raised = append(s.raised, c)
	}
	return ok
}

// raisedOff returns the minimum offset that buffer r's top gives c:
// r's offset plus its size, rounded up to c's alignment as raiseOverlaps
// rounds it; 0 for r = -1. r is placed (the trail undoes c's raise before
// r's placement).
func (s *searcher) raisedOff(c, r int32) int64 {
	no := s.top1[r+1]
	if a := s.align[c]; a > 1 {
		if m := no % a; m != 0 {
			no += a - m
		}
	}
	return no
}

// leastMinOff returns the buffer of members with the least minimum offset
// (the first of them in the list) and that offset, or -1 and MaxInt64 for
// none. Placed buffers in the list (a section that keeps no unplaced
// prefix holds them) have minOff placedMinOff and are never the least.
// Generic in the width of the list (idList).
func leastMinOff[T uint16 | int32](s *searcher, members []T) (int32, int64) {
	w, m := int32(-1), int64(math.MaxInt64)
	for _, d := range members {
		if o := s.minOff[d]; o < m {
			w, m = int32(d), o
		}
	}
	return w, m
}

// flushTree subtracts from the tree the placements it does not know of.
func (s *searcher) flushTree() {
	for _, b := range s.placed[s.applied:] {
		s.tree.rangeAdd(s.sl[b], s.sr[b], -s.size[b])
	}
	s.applied = len(s.placed)
}

// rewatch finds a new witness for every section whose witness is c and no
// longer valid (c placed, or its minimum offset raised too far), and
// reports false when some section has unplaced buffers but no witness.
func (s *searcher) rewatch(c int32) bool {
	placed := s.off[c] >= 0
	for _, k := range s.watch[c] {
		if s.wit[k] != c {
			continue // stale: k has another witness now
		}
		t := s.total[k]
		if !placed && s.minOff[c]+t <= s.capacity {
			continue
		}
		// The unplaced buffer of k with the least minimum offset, if it
		// fits, is the witness that lasts longest.
		var w int32
		var m int64
		a, e := s.memberStart[k], s.memberStart[k+1]
		if s.kept[k] {
			e = a + s.unplaced[k]
		}
		s.work += int64(e - a)
		if l := s.member; l.w16 != nil {
			w, m = leastMinOff(s, l.w16[a:e])
		} else {
			w, m = leastMinOff(s, l.w32[a:e])
		}
		if w >= 0 && m+t > s.capacity {
			return false
		}
		s.trail.push(undoWit, k, c)
		s.wit[k] = w
		if w >= 0 {
			s.watch[w] = append(s.watch[w], k)
			s.trail.push(undoWatch, w, 0)
		}
	}
	return true
}

// minOffOf returns the lowest feasible offset of the unplaced buffer b of
// the part being solved: minOff[b], raised to the part's common floor
// (rounded up to b's alignment). A buffer spanning the part raises the
// floor instead of every minOff, so its placement writes no undo entry
// per buffer either.
func (s *searcher) minOffOf(b int32) int64 {
	m, f := s.minOff[b], s.floor
	if f <= m {
		return m
	}
	if a := s.align[b]; a != s.grain {
		if r := f % a; r != 0 {
			f += a - r
		}
	}
	return max(m, f)
}

// retire moves the newly placed buffer b behind the unplaced prefix of
// section k's member list.
func (s *searcher) retire(b int32, k int32) {
	s.unplaced[k]--
	if s.member.w16 != nil {
		retireIn(s, s.member.w16, s.where.w16, b, k)
	} else {
		retireIn(s, s.member.w32, s.where.w32, b, k)
	}
}

// retireIn is retire on member and where lists of one width (idList):
// it swaps b with the last unplaced buffer of section k, now at
// unplaced[k] (retire has shortened the prefix).
func retireIn[T uint16 | int32](s *searcher, member, where []T, b, k int32) {
	wb := s.whereStart[b] + k - s.sl[b]
	i, j := int32(where[wb]), s.unplaced[k] // within the section
	base := s.memberStart[k]
	c := int32(member[base+j])
	member[base+i], member[base+j] = T(c), T(b)
	where[wb] = T(j)
	where[s.whereStart[c]+k-s.sl[c]] = T(i)
}
