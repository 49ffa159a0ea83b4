package planner

// The constant pool.
//
// Under a dense layout every buffer starts at a multiple of the arena's
// alignment A (64 like XLA:CPU), so a 4-byte constant takes an A-byte slot:
// nothing else can start in the A−4 bytes above it. XLA gives each constant
// an allocation of its own at its own bytes; five f32 scalars cost it 20
// bytes and the one arena 5·64 − 60 = 260 (fori in testdata/xla-cpu).
// Aligning small buffers to less than A inside the packing problem closes
// the gap but gives the packers mixed alignments, under which the exact
// search can no longer prove its plans optimal and runs its whole budget.
//
// The pool packs such buffers together before the packers see them. A
// buffer is a member when
//
//   - its live range is the whole program: it starts at the problem's
//     earliest start and ends at its latest end (constants and entry
//     parameters under the arena "all"; under "temp" a temporary that spans
//     every other one); it is live at every time, so it overlaps every other
//     buffer in time and no plan lets anything else use its bytes; and
//   - it is smaller than A, the one alignment every buffer of the problem
//     has (the pool is built only then, which is every dense problem; under
//     tpu every size is a multiple of 128 and no buffer qualifies).
//
// Inside the pool the members sit by size, largest first, each at an offset
// that is a multiple of its natural alignment: its size rounded up to a
// power of two, at most A. Sizes descending make the natural alignments
// descend too, so each member's offset is the end of the one before it
// rounded up to its own alignment, and the pool's size is at most the sum
// of the natural alignments. The packers see one buffer of the pool's size,
// live over the whole program, at alignment A: a problem of one alignment,
// on which they prove plans as before. After solving, each member's offset
// is the pool's offset plus its offset in the pool, and the verifier checks
// the expanded plan, one entry per real buffer with its own alignment.
//
// Pooling loses nothing against the plans that keep every buffer at A. Take
// such a plan of peak P with members at o₁ < … < oₖ (sizes sᵢ < A, all
// offsets multiples of A). No other buffer meets [oᵢ, oᵢ+A): it overlaps
// member i in time, so it ends at or below oᵢ or starts at a multiple of A
// above oᵢ+sᵢ, that is at oᵢ+A or higher. Remove these k strips of A bytes
// and close the gaps: every other buffer moves down by a multiple of A,
// stays aligned, and buffers live together keep their order and their
// distance less strips that lay between them, so none overlap. If some
// other buffer lay above oₖ, the others now end at or below P − k·A; put
// the pool at 0 and move the others up by ⌈pool⌉ ≤ k·A (the pool is at most
// the sum of k natural alignments ≤ A). Otherwise the others end at or below
// B = oₖ − (k−1)·A; put the pool at B: it ends at B + pool ≤ B + (k−1)·A +
// sₖ = oₖ + sₖ ≤ P, since the pool's last member is its smallest, and the
// pool is at most (k−1)·A plus that member's size. Either way the peak is
// at most P, so the best pooled plan is as good as the best plan with every
// buffer at A, and a pooled plan proved optimal is optimal among them. It is
// not proved optimal once members may sit at their natural alignment
// anywhere (one could fill a hole above another buffer), so the expanded
// plan is claimed optimal only when its peak is L; its guarantee is checked
// against its own L₂, and should it not hold (or the pooled problem not
// solve) the problem is solved unpooled, as before the pool.
//
// The alignment rule is XLA:CPU's: its LLVM emitter assumes a buffer of s
// bytes aligned to min(PowerOf2Ceil(s), MinAlign()), "small buffers ... no
// vectorization benefit anyways" (TargetMachineFeatures::
// minimum_alignment_for_allocation; MinAlign() is 16, in newer XLA Eigen's
// largest alignment, at most 64), and the pool gives min(PowerOf2Ceil(s),
// A), at least that whenever A ≥ MinAlign(), as with XLA:CPU's 64. A
// member's natural alignment is at least its element size when A is (an
// array's size is a multiple of it and element sizes are powers of two), so
// every element access is aligned, and so is every vector access no wider
// than the buffer. XLA:GPU
// checks each constant's address against one fixed constant alignment
// (kConstantBufferAlignBytes) whatever its size, and keeps constants in
// globals of their own: a GPU runtime that takes its constants from the
// one arena needs that alignment for them, which the pool does not give.
// With a fast memory (Config.FastMemory) nothing is pooled: the two-level
// plan reports and verifies each buffer at its own alignment A.
//
// Example: fori under --layout dense --align 64 --arena all has five f32
// constants, 4 bytes each. Unpooled they take five 64-byte slots; pooled
// they sit at 0, 4, 8, 12 and 16 of one 20-byte buffer, and the arena is
// 256 bytes smaller (287,428 → 287,172 bytes, XLA's total being 287,132).

import (
	"cmp"
	"math"
	"slices"
	"strings"

	"github.com/planner-dev/planner/assign"
)

// constantPool is the members of one packing problem that are packed as one
// buffer, and where each sits inside it.
type constantPool struct {
	// members are the members' indexes in the problem's Buffers, in pool
	// order (size descending, then index).
	members []int
	// offsets[k] is members[k]'s offset from the pool's start, a multiple of
	// align[k], its natural alignment.
	offsets, align []int64
	// size is the pool's bytes: the end of its last member.
	size int64
	// start and end are the whole program's live range, the pool's.
	start, end int64
	// arenaAlign is A, the alignment of every buffer of the problem.
	arenaAlign int64
}

// poolOf returns the constant pool of p, or nil when p has fewer than two
// members or buffers of different alignments.
func poolOf(p *assign.Problem) *constantPool {
	if len(p.Buffers) < 2 {
		return nil
	}
	a := p.Buffers[0].Align
	if a <= 1 || a&(a-1) != 0 {
		return nil
	}
	start, end := int64(math.MaxInt64), int64(math.MinInt64)
	for _, b := range p.Buffers {
		if b.Align != a {
			return nil
		}
		if b.Size > 0 && b.Start < b.End {
			start, end = min(start, b.Start), max(end, b.End)
		}
	}
	c := &constantPool{start: start, end: end, arenaAlign: a}
	for i, b := range p.Buffers {
		if b.Size > 0 && b.Size < a && b.Start == start && b.End == end {
			c.members = append(c.members, i)
		}
	}
	if len(c.members) < 2 {
		return nil
	}
	slices.SortStableFunc(c.members, func(i, j int) int {
		return cmp.Compare(p.Buffers[j].Size, p.Buffers[i].Size)
	})
	for _, i := range c.members {
		al := naturalAlign(p.Buffers[i].Size, a)
		off := (c.size + al - 1) / al * al
		c.offsets, c.align = append(c.offsets, off), append(c.align, al)
		c.size = off + p.Buffers[i].Size
	}
	return c
}

// naturalAlign returns the alignment of a pool member of size bytes: size
// rounded up to a power of two, at most a.
func naturalAlign(size, a int64) int64 {
	al := int64(1)
	for al < size && al < a {
		al *= 2
	}
	return al
}

// packed returns the problem the packers see: p without the members, and
// the pool as one buffer in the first member's place, with ID "pool".
func (c *constantPool) packed(p *assign.Problem) *assign.Problem {
	q := &assign.Problem{Capacity: p.Capacity, Buffers: make([]assign.Buffer, 0, len(p.Buffers)-len(c.members)+1)}
	first := slices.Min(c.members)
	member := make([]bool, len(p.Buffers))
	for _, i := range c.members {
		member[i] = true
	}
	for i, b := range p.Buffers {
		switch {
		case i == first:
			q.Buffers = append(q.Buffers, assign.Buffer{ID: "pool", Start: c.start, End: c.end, Size: c.size, Align: c.arenaAlign})
		case !member[i]:
			q.Buffers = append(q.Buffers, b)
		}
	}
	return q
}

// expand turns sol, a plan of c.packed(p), into a plan of p with every
// member at its natural alignment: the problem it returns is p with the
// members' alignments lowered, the plan has one offset per buffer of p. ok
// is false when the plan's guarantee does not hold for the expanded
// problem.
func (c *constantPool) expand(p *assign.Problem, sol *assign.Solution) (*assign.Problem, *assign.Solution, bool) {
	q := &assign.Problem{Capacity: p.Capacity, Buffers: slices.Clone(p.Buffers)}
	s := *sol
	s.Offsets = make([]int64, len(p.Buffers))
	first := slices.Min(c.members)
	member := make([]bool, len(p.Buffers))
	for _, i := range c.members {
		member[i] = true
	}
	var pool int64
	k := 0
	for i := range p.Buffers {
		switch {
		case i == first:
			pool = sol.Offsets[k]
			k++
		case !member[i]:
			s.Offsets[i] = sol.Offsets[k]
			k++
		}
	}
	for m, i := range c.members {
		q.Buffers[i].Align = c.align[m]
		s.Offsets[i] = pool + c.offsets[m]
	}
	s.Peak = 0
	for i, b := range q.Buffers {
		s.Peak = max(s.Peak, s.Offsets[i]+b.Size)
	}
	s.LowerBound = assign.LowerBound(q)
	s.Optimal = s.Peak <= s.LowerBound
	g, ok := expandedGuarantee(sol.Guarantee, s.Peak, s.LowerBound, assign.LowerBound2(q))
	s.Guarantee = g
	return q, &s, ok
}

// expandedGuarantee restates the packers' guarantee g for the expanded
// problem, whose L and L₂ are l and l2 (assign's wording); ok is false
// when peak is above 8·L₂.
func expandedGuarantee(g string, peak, l, l2 int64) (string, bool) {
	if !strings.HasPrefix(g, "peak <= 8 L2") {
		return g, true // "none", or a capacity the peak still meets
	}
	if l2 > math.MaxInt64/8 || peak > 8*l2 {
		return "", false
	}
	if l2 <= 2*l {
		return "peak <= 8 L2 <= 16 L", true
	}
	return "peak <= 8 L2 (L2: the max load with sizes rounded up to powers of two and to the alignment, here above 2 L)", true
}

// solve packs p with its constant pool, when it has one, and returns the
// problem the plan is for (p with the pool's members at their natural
// alignments) and the plan. It solves p as it is when p has no pool, when
// the pooled problem does not solve, or when the pooled plan would break
// the guarantee.
func solve(p *assign.Problem, opt assign.Options) (*assign.Problem, *assign.Solution, error) {
	if c := poolOf(p); c != nil {
		if sol, err := assign.Solve(c.packed(p), opt); err == nil {
			if q, s, ok := c.expand(p, sol); ok {
				return q, s, nil
			}
		}
	}
	sol, err := assign.Solve(p, opt)
	return p, sol, err
}
