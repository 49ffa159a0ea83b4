package assign

// p2ffd: power-of-two aligned first-fit decreasing, the packer with a proof.
//
// The algorithm. Give every buffer i a slot Rᵢ: the smallest g·2^k that is
// at least its size and a multiple of its alignment, where g is the lcm of
// the odd parts of all alignments (g = 1 when every alignment is a power of
// two; see p2Slots in bound.go). Sort the buffers by slot descending, then
// start ascending, then index. Place each at the lowest offset that is a
// multiple of Rᵢ and such that [offset, offset+Rᵢ) is free over its whole
// interval, counting every placed buffer as occupying its whole slot.
// Buffers of size 0 and buffers with an empty interval occupy nothing and
// go at offset 0.
//
// The guarantee: peak ≤ 8·L₂, where L₂ (LowerBound2) is the max load with
// every size replaced by its slot; and L₂ < 2·L whenever no alignment
// inflates a slot to more than twice its size (a power-of-two alignment up
// to the size's next power of two never does), so then peak ≤ 16·L.
//
// Proof. Measure memory in units of g bytes. Every slot is g·2^k, so a
// buffer of slot R occupies R/g consecutive units starting at a multiple of
// R/g; call each unit of each buffer a strand: a vertex whose interval is
// the buffer's live interval and whose colour is the unit's position. Two
// strands live at the same time never get the same colour (placed slots do
// not overlap), so the colours form a proper colouring of the interval graph
// of the strands, whose clique number ω is the largest number of strands
// live at once: ω = L₂/g.
//
// Claim: for every strand of colour c and every colour c' < c there is a
// strand of colour c' whose interval meets it. Let the strand belong to
// buffer i, placed at offset o (a multiple of Rᵢ). If c' is a unit inside
// i's own slot, the strand of i at c' is a sibling with the same interval.
// Otherwise c' lies in an aligned slot S = [m·Rᵢ, (m+1)·Rᵢ) with m·Rᵢ < o.
// When i was placed, S was the first-fit candidate before o, so S was not
// free over i's interval: some buffer j placed earlier, live at some instant
// of i's interval, had its slot meet S. j came earlier in the order, so
// Rⱼ ≥ Rᵢ, and both are g times powers of two, with j's slot aligned to Rⱼ:
// two aligned dyadic blocks either nest or are disjoint, and j's cannot be
// inside S unless they are equal, so j's slot contains S, and j's strand at
// unit c' meets i's interval. (The first-fit test counts whole slots, which
// is why placed buffers reserve their whole slot.)
//
// A colouring with that property is exactly the colouring first-fit
// produces when the vertices are presented in order of colour, so the
// number of colours used is at most the first-fit bound for interval graphs:
// 8ω (Narayanaswamy & Subhash Babu, "A note on first-fit coloring of
// interval graphs", Order 25, 2008; earlier 10ω by Pemmaraju, Raman &
// Varadarajan, 2004). The highest byte used is below (highest colour + 1)·g
// ≤ 8ω·g = 8·L₂. Finally each slot is < 2·size when it is not inflated by
// alignment (the smallest power of two ≥ u units is < 2u, and u·g < size+g
// ≤ 2·size when g ≤ size; g = 1 for power-of-two alignments), so L₂ < 2·L. ∎
//
// Alignment. A buffer whose alignment's power-of-two part exceeds its
// rounded size gets a slot as large as that part (offset multiples of the
// slot are then aligned); the slot, not the size, enters L₂, so the bound
// peak ≤ 8·L₂ still holds but L₂ ≤ 2·L may not: the guarantee text then
// says only "peak <= 8 L2". A non-power-of-two alignment a = odd·2^m makes
// g a multiple of odd so that every slot g·2^k with k ≥ m is a multiple of
// a. If g would exceed 2^40 (absurd alignments), p2ffd declines and no
// guarantee is claimed.
//
// Example: sizes 4, 3, 7, 1, 4, 5 of DESIGN.md's six-buffer instance get
// slots 4, 4, 8, 1, 4, 8, and L₂ = 12 (at t=2: 8 + 4), so p2ffd's plan has
// a peak ≤ 96. The order is (1,3) (5,7) (2,4) (3,6) (4,5) (3,4): (1,3) and
// (5,7) go to 0, (2,4) above (1,3)'s slot at 8, (3,6) above (2,4) at 12,
// and (4,5) and (3,4), which meet neither (1,3) nor (5,7), at 0. The peak
// is 16: well within the bound, and 45% above the optimum 11 — the fallback
// trades quality for a proof.
//
// Cost: the first-fit scan walks the overlapping placed buffers sorted by
// offset, O(n log n + Σ kᵢ log kᵢ) like the other packers (place.go).

import "slices"

// p2ffdOrder returns the order: slot descending, then start ascending, then
// index.
func p2ffdOrder(bufs []Buffer, slots []int64) []int32 {
	order := identity(len(bufs))
	slices.SortFunc(order, func(x, y int32) int {
		return cmpDesc(slots[x], slots[y], -bufs[x].Start, -bufs[y].Start, x, y)
	})
	return order
}

// p2ffd runs the power-of-two first-fit decreasing packer. It returns false
// when the problem's alignments are too irregular for power-of-two slots.
func p2ffd(pl *placer) (*Solution, bool) {
	slots, ok := p2Slots(pl.bufs)
	if !ok {
		return nil, false
	}
	order := p2ffdOrder(pl.bufs, slots)
	off, peak := pl.run(order, firstGap, func(i int) (int64, int64) { return slots[i], slots[i] })
	return solutionOf("p2ffd", off, peak), true
}
