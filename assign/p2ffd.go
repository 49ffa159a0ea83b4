package assign

// p2ffd: power-of-two aligned first-fit decreasing, the packer with a proof.
//
// The algorithm. Give every buffer i a slot Rᵢ: the smallest power of two
// that is at least its size (and at least its alignment when that is a
// power of two; see Alignment below, and p2Slots in bound.go). Sort the
// buffers by slot descending, then start ascending, then index. Place each
// at the lowest offset that is a multiple of Rᵢ and such that
// [offset, offset+Rᵢ) is free over its whole interval, counting every placed
// buffer as occupying its whole slot. Buffers of size 0 and buffers with an
// empty interval occupy nothing and go at offset 0.
//
// The guarantee: peak ≤ 8·L₂, where L₂ (LowerBound2) is the max load with
// every size replaced by its slot; and L₂ < 2·L whenever no alignment
// inflates a slot (a power-of-two alignment up to the size's next power of
// two never does), so then peak ≤ 16·L.
//
// Proof. Measure memory in bytes. Every slot is a power of two, so a buffer
// of slot R occupies R consecutive bytes starting at a multiple of R; call
// each byte of each slot a strand: a vertex whose interval is the buffer's
// live interval and whose colour is the byte's address. Two strands live at
// the same time never get the same colour (placed slots do not overlap), so
// the colours form a proper colouring of the interval graph of the strands,
// whose clique number ω is the largest number of strands live at once:
// ω = L₂. (DESIGN.md's strands are 128 bytes wide; when every size is a
// multiple of 128 the two arguments are the same, scaled.)
//
// Claim: for every strand of colour c and every colour c' < c there is a
// strand of colour c' whose interval meets it. Let the strand belong to
// buffer i, placed at offset o (a multiple of Rᵢ). If c' is a byte inside
// i's own slot, the strand of i at c' is a sibling with the same interval.
// Otherwise c' lies in an aligned slot S = [m·Rᵢ, (m+1)·Rᵢ) with m·Rᵢ < o.
// When i was placed, S was a first-fit candidate below o, so S was not free
// over i's interval: some buffer j placed earlier, live at some instant of
// i's interval, had its slot meet S. j came earlier in the order, so
// Rⱼ ≥ Rᵢ, and both are powers of two, with j's slot aligned to Rⱼ: two
// aligned dyadic blocks either nest or are disjoint, and j's cannot be
// inside S unless they are equal, so j's slot contains S, and j's strand at
// byte c' meets i's interval. (The first-fit test counts whole slots, which
// is why placed buffers reserve their whole slot.)
//
// A colouring with that property is exactly the colouring first-fit
// produces when the vertices are presented in order of colour, so the
// number of colours used is at most the first-fit bound for interval graphs:
// 8ω (Narayanaswamy & Subhash Babu, "A note on first-fit coloring of
// interval graphs", Order 25, 2008; earlier 10ω by Pemmaraju, Raman &
// Varadarajan, 2004). The highest byte used is below highest colour + 1
// ≤ 8ω = 8·L₂. Finally, a slot not inflated by alignment is the smallest
// power of two ≥ the size, so it is < 2·size, and L₂ < 2·L. ∎
//
// Alignment. A power-of-two alignment a is kept by making the slot at
// least a: offsets that are multiples of the slot are then multiples of a.
// Any other alignment a (20, say) cannot come from power-of-two slots, so
// the slot is made large enough to hold the buffer at an aligned offset
// anywhere: the smallest power of two ≥ size + a − 1; the buffer goes at the
// first multiple of a in its slot, and ends inside it. The proof only looks
// at slots, so it is unchanged. Either way the slot, not the size, enters
// L₂: peak ≤ 8·L₂ holds, but L₂ ≤ 2·L may not, and the guarantee text then
// says only "peak <= 8 L2" (Solve compares L₂ with 2·L). Should the slots
// add up to more than 2^61 bytes, p2ffd declines and no guarantee is
// claimed.
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
// when the slots add up to more than 2^61 bytes.
func p2ffd(pl *placer) (*Solution, bool) {
	slots, ok := p2Slots(pl.bufs)
	if !ok {
		return nil, false
	}
	order := p2ffdOrder(pl.bufs, slots)
	off, _ := pl.run(order, firstGap, func(i int) (int64, int64) { return slots[i], slots[i] })
	// A buffer whose alignment is not a power of two goes at the first
	// aligned offset of its slot; the others are at its start.
	var peak int64
	for i, b := range pl.bufs {
		off[i] = roundUp(off[i], alignOf(b))
		peak = max(peak, off[i]+b.Size)
	}
	return solutionOf("p2ffd", off, peak), true
}
