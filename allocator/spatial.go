package allocator

// Spatial partitioning: BFC serving one preallocated range from both ends.
//
// Today's XLA turns it on for JAX's GPU client by default: when the client
// preallocates and --xla_gpu_enable_allocator_spatial_partitioning is set
// (debug_options_flags.cc; its setter is not among the stored sources: the
// default true is the reading of it, and stored users' notes on
// jax 0.11.2 call the partitioning on by default with preallocation), one
// BFC allocator serves both the
// default memory space, from the lower end, and collective memory (NCCL's
// symmetric buffers, MemorySpaceColor::kCollective), from the upper end
// with the collective granularity as its alignment; no separate collective
// allocator is made (se_gpu_pjrt_client.cc,
// GetStreamExecutorGpuDeviceAllocator, shared_collective_pool).
//
// The rules, and where each comes from. bfc_allocator.cc is not at hand;
// the header xla/tsl/framework/bfc_allocator.h documents the model and
// xla/tsl/framework/bfc_allocator_test.cc pins it (the Spatial* tests,
// the table rows of spatial_test.go):
//
//  1. Every chunk carries a tag (ChunkTag): TagLower and TagUpper for
//     chunks in use and for free holes inside their end's span, TagGap for
//     the one central gap. By address the region reads [lower][gap][upper],
//     each span possibly empty (header: ChunkTag).
//  2. The central gap is kept out of the bins (central_gap_); holes of both
//     ends share the bins, ordered by size then address (header:
//     InsertFreeChunk, central_gap_).
//  3. A request from one end first takes the best-fitting binned hole of
//     its own tag, scanning the bins from the request's own upwards
//     (FindTaggedChunkPtr), and only then carves from the central gap
//     (FindChunkPtrInCentralGap); it never takes a hole of the other end
//     (tests SpatialSkipsLowerHole, SpatialReusesOwnHoles).
//  4. Lower requests grow up from a chunk's low address, upper requests
//     down from its high address (AllocateChunkFromLowEnd/HighEnd; tests
//     SpatialAllocatesFromEnds, SpatialUpperReclaimsAfterLowerFill).
//  5. Alignment padding below a lower block, or above an upper one, becomes
//     a hole of that end (tests SpatialLowerAlignmentPrefix,
//     SpatialUpperAlignmentSuffix).
//  6. Freeing coalesces with both free neighbours as classic BFC does; the
//     merged chunk keeps a common tag, and becomes the gap when the tags
//     differ (MergedChunkTag). A freed chunk that is no longer interior to
//     its end (a lower chunk with nothing above it but upper chunks or the
//     region's end, an upper chunk likewise below it) becomes the gap
//     (ReturnBoundaryChunkToGap). Since neighbouring free chunks always
//     merge, the header's cascade (same-tag holes next to a freed boundary
//     chunk rejoin the gap in turn) is this merge (tests
//     SpatialLowerReclaimsGap, SpatialReclaimsGap).
//
// Inferred, not read (no test or comment decides them): the carved chunk,
// from a hole or from the gap, is split by classic BFC's rule (at least
// twice the request, or an excess of 128 MiB), the split-off rest keeping
// the tag of the chunk carved from (AllocateChunkFrom*End are shared with
// classic BFC, which splits by that rule); an upper block carved from a
// chunk whose low address is not aligned is always split off it; a hole
// is searched in (size, address) order and the first one that fits with
// its padding is taken.
//
// Without collective allocations (the run scripts have none: XLA:GPU puts
// only collective buffers at the upper end) only rules 2, 3 and 6 act, and
// they still differ from classic BFC: a lower hole is taken even when the
// gap would fit the request better, and the gap is never taken while a
// hole fits. Example, a 1 MiB pool: allocate a = 512 KiB at 0, b = 64 KiB
// at 512 KiB, c = 200 KiB at 576 KiB, leaving 248 KiB at the top; free a.
// A request of 200 KiB: classic BFC takes the best fit, the 248 KiB top
// chunk, handed out whole (it is less than twice the request), at 776 KiB;
// spatial BFC takes the lower hole first, at 0, split, and keeps the gap
// (TestSpatialDiffersWithoutCollectives).

import (
	"fmt"
	"sort"
)

// ChunkTag is BFCAllocator::ChunkTag: the end that owns a chunk. The
// values are in address order: a spatially partitioned region is a run of
// TagLower chunks, at most one TagGap chunk, then a run of TagUpper chunks.
type ChunkTag int8

const (
	// TagLower is kLower: a lower-end chunk in use or a free hole only the
	// lower end reuses; every chunk of classic BFC.
	TagLower ChunkTag = iota
	// TagGap is kCentralGap: the single free chunk either end carves from.
	TagGap
	// TagUpper is kUpper: an upper-end chunk or hole.
	TagUpper
)

// String is AbslStringify(ChunkTag).
func (t ChunkTag) String() string {
	switch t {
	case TagLower:
		return "lower"
	case TagGap:
		return "central_gap"
	case TagUpper:
		return "upper"
	}
	return fmt.Sprintf("ChunkTag(%d)", int8(t))
}

// AllocationEnd is tsl::AllocationEnd: which end of a spatially
// partitioned pool a request is served from. XLA's GPU client sends
// collective memory to EndUpper and everything else to EndLower.
type AllocationEnd int8

const (
	// EndLower is AllocationEnd::kLower, every request of classic BFC.
	EndLower AllocationEnd = iota
	// EndUpper is AllocationEnd::kUpper.
	EndUpper
)

// tagOf is ChunkTagOf.
func tagOf(end AllocationEnd) ChunkTag {
	if end == EndUpper {
		return TagUpper
	}
	return TagLower
}

// Spatial reports whether the pool is spatially partitioned.
func (a *BFC) Spatial() bool { return a.spatial }

// AllocEnd is AllocateRaw with AllocationAttributes::allocation_end and an
// alignment (a power of two; up to 256 every chunk already is). Classic
// BFC serves every end from below, as BFC does without spatial
// partitioning, and takes alignments up to 256 only.
func (a *BFC) AllocEnd(n int64, op string, end AllocationEnd, alignment int64) (Handle, error) {
	if alignment <= 0 || alignment&(alignment-1) != 0 {
		return 0, fmt.Errorf("allocator: alignment %d is not a power of two", alignment)
	}
	alignment = max(alignment, MinAllocationSize)
	if !a.spatial {
		if alignment > MinAllocationSize {
			return 0, fmt.Errorf("allocator: classic BFC is simulated for alignments up to %d, not %d", MinAllocationSize, alignment)
		}
		return a.Alloc(n, op)
	}
	if n <= 0 || n > 1<<62 {
		return a.Alloc(n, op)
	}
	return a.allocSpatial(n, roundedBytes(n), op, end, alignment)
}

// allocSpatial is AllocateRawInternal with spatial partitioning: a hole of
// the request's own end, else the central gap; the region is taken at the
// first request, as in classic BFC.
func (a *BFC) allocSpatial(n, rounded int64, op string, end AllocationEnd, alignment int64) (Handle, error) {
	if h, ok := a.findSpatial(rounded, n, end, alignment); ok {
		return Handle(h), nil
	}
	if a.extend(rounded) {
		if h, ok := a.findSpatial(rounded, n, end, alignment); ok {
			return Handle(h), nil
		}
	}
	if a.DeallocateFreeRegions(rounded) && a.extend(rounded) {
		if h, ok := a.findSpatial(rounded, n, end, alignment); ok {
			return Handle(h), nil
		}
	}
	return -1, a.oom(n, rounded, op)
}

// fitsAt reports whether rounded bytes aligned to alignment fit chunk h
// from the given end.
func (a *BFC) fitsAt(h int32, rounded, alignment int64, end AllocationEnd) bool {
	c := &a.chunks[h]
	if c.size < rounded {
		return false
	}
	if end == EndUpper {
		return alignDown(c.ptr+c.size-rounded, alignment) >= c.ptr
	}
	return alignUp(c.ptr, alignment)-c.ptr+rounded <= c.size
}

// findSpatial is FindChunkPtr with spatial partitioning: FindTaggedChunkPtr
// over the bins (rule 3), then FindChunkPtrInCentralGap.
func (a *BFC) findSpatial(rounded, n int64, end AllocationEnd, alignment int64) (int32, bool) {
	own := tagOf(end)
	for b := BinForSize(rounded); b < NumBins; b++ {
		bin := a.bins[b]
		i := sort.Search(len(bin), func(i int) bool { return a.chunks[bin[i]].size >= rounded })
		for ; i < len(bin); i++ {
			h := bin[i]
			if a.chunks[h].tag != own || !a.fitsAt(h, rounded, alignment, end) {
				continue
			}
			a.removeFree(h)
			return a.carve(h, rounded, n, alignment, end), true
		}
	}
	h := a.gap
	if h == noChunk || !a.fitsAt(h, rounded, alignment, end) {
		return noChunk, false
	}
	// A larger pool makes the gap larger by the same bytes: a gap handed
	// out whole would be split there, and an upper block sits at the top
	// of the pool, so neither run is repeated by a larger pool.
	if end == EndUpper || !splits(a.chunks[h].size, rounded) {
		a.limitBound = true
	}
	a.gap = noChunk
	return a.carve(h, rounded, n, alignment, end), true
}

// splits is the split rule of FindChunkPtr: a chunk of size bytes serving
// rounded bytes is split when it is at least twice the request or its
// excess reaches max_internal_fragmentation_bytes_.
func splits(size, rounded int64) bool {
	return size >= rounded*2 || size-rounded >= maxInternalFragmentation
}

// splitOff cuts chunk h after n bytes and returns the new chunk holding
// the rest, free, in no bin, with h's tag; h keeps its first n bytes.
func (a *BFC) splitOff(h int32, n int64) int32 {
	nh := a.newChunk()
	c, nc := &a.chunks[h], &a.chunks[nh]
	*nc = chunk{ptr: c.ptr + n, size: c.size - n, id: -1, bin: -1, prev: h, next: c.next, tag: c.tag}
	c.size = n
	if c.next != noChunk {
		a.chunks[c.next].prev = nh
	}
	c.next = nh
	return nh
}

// carve is AllocateChunkFromLowEnd / AllocateChunkFromHighEnd: serve
// rounded bytes from free chunk h, already out of the bins and the gap.
// Padding becomes a hole of the request's end (rule 5); a split-off rest
// keeps the tag of the chunk carved from.
func (a *BFC) carve(h int32, rounded, n, alignment int64, end AllocationEnd) int32 {
	own := tagOf(end)
	if end == EndUpper {
		c := &a.chunks[h]
		start := alignDown(c.ptr+c.size-rounded, alignment)
		if suffix := c.ptr + c.size - start - rounded; suffix > 0 {
			s := a.splitOff(h, c.size-suffix)
			a.chunks[s].tag = own
			a.placeFree(s)
		}
		c = &a.chunks[h]
		if splits(c.size, rounded) || c.ptr%alignment != 0 {
			top := a.splitOff(h, c.size-rounded)
			a.placeFree(h)
			h = top
		}
	} else {
		c := &a.chunks[h]
		if pad := alignUp(c.ptr, alignment) - c.ptr; pad > 0 {
			rest := a.splitOff(h, pad)
			a.chunks[h].tag = own
			a.placeFree(h)
			h = rest
		}
		if splits(a.chunks[h].size, rounded) {
			a.placeFree(a.splitOff(h, rounded))
		}
	}
	a.chunks[h].tag = own
	a.markInUse(h, n)
	return h
}

// placeFree is InsertFreeChunk with spatial partitioning: the gap becomes
// central_gap_, a hole goes in its bin.
func (a *BFC) placeFree(h int32) {
	if a.chunks[h].tag != TagGap {
		a.insertFree(h)
		return
	}
	if a.gap != noChunk {
		panic(fmt.Sprintf("allocator: chunk %d would be a second central gap beside %d", h, a.gap))
	}
	a.chunks[h].bin = -1
	a.gap = h
}

// removeFreeAny is RemoveFreeChunk: out of its bin, or out of
// central_gap_.
func (a *BFC) removeFreeAny(h int32) {
	if h == a.gap {
		a.gap = noChunk
		return
	}
	a.removeFree(h)
}

// mergedTag is MergedChunkTag: a common tag stays, differing tags make
// space either end may take.
func mergedTag(x, y ChunkTag) ChunkTag {
	if x == y {
		return x
	}
	return TagGap
}

// freeSpatial is DeallocateRawInternal with spatial partitioning:
// TryToCoalesce with MergedChunkTag, then ReturnBoundaryChunkToGap (rule 6).
func (a *BFC) freeSpatial(h int32) {
	out := h
	if n := a.chunks[h].next; n != noChunk && a.chunks[n].id == -1 {
		a.removeFreeAny(n)
		t := mergedTag(a.chunks[h].tag, a.chunks[n].tag)
		a.merge(h, n)
		a.chunks[h].tag = t
	}
	if p := a.chunks[h].prev; p != noChunk && a.chunks[p].id == -1 {
		a.removeFreeAny(p)
		t := mergedTag(a.chunks[p].tag, a.chunks[h].tag)
		a.merge(p, h)
		a.chunks[p].tag = t
		out = p
	}
	c := &a.chunks[out]
	switch {
	case c.tag == TagLower && (c.next == noChunk || a.chunks[c.next].tag == TagUpper):
		c.tag = TagGap
	case c.tag == TagUpper && (c.prev == noChunk || a.chunks[c.prev].tag == TagLower):
		c.tag = TagGap
	}
	a.placeFree(out)
}

// defragmentSpatial is Defragment for a partitioned pool: lower blocks
// slide to the bottom, upper blocks to the top, keeping their order, and
// the space between becomes the central gap.
func (a *BFC) defragmentSpatial() int64 {
	var moved int64
	for ri := range a.regions {
		r := &a.regions[ri]
		var lower, upper []int32
		for h := r.first; h != noChunk; {
			next := a.chunks[h].next
			switch {
			case a.chunks[h].id == -1:
				a.removeFreeAny(h)
				a.deleteChunk(h)
			case a.chunks[h].tag == TagUpper:
				upper = append(upper, h)
			default:
				lower = append(lower, h)
			}
			h = next
		}
		var order []int32
		at := r.ptr
		for _, h := range lower {
			if a.chunks[h].ptr != at {
				moved += a.chunks[h].size
			}
			a.chunks[h].ptr = at
			at += a.chunks[h].size
			order = append(order, h)
		}
		var top int64
		for _, h := range upper {
			top += a.chunks[h].size
		}
		if rest := r.ptr + r.size - top - at; rest > 0 {
			g := a.newChunk()
			a.chunks[g] = chunk{ptr: at, size: rest, id: -1, bin: -1, tag: TagGap}
			order = append(order, g)
			at += rest
		}
		for _, h := range upper {
			if a.chunks[h].ptr != at {
				moved += a.chunks[h].size
			}
			a.chunks[h].ptr = at
			at += a.chunks[h].size
			order = append(order, h)
		}
		for i, h := range order {
			c := &a.chunks[h]
			c.prev, c.next = noChunk, noChunk
			if i > 0 {
				c.prev = order[i-1]
			}
			if i+1 < len(order) {
				c.next = order[i+1]
			}
		}
		r.first = order[0]
		for _, h := range order {
			if a.chunks[h].id == -1 {
				a.placeFree(h)
			}
		}
	}
	return moved
}

// alignUp and alignDown round a non-negative address to a power of two
// (AlignUp, AlignDown).
func alignUp(p, alignment int64) int64 { return (p + alignment - 1) &^ (alignment - 1) }

func alignDown(p, alignment int64) int64 { return p &^ (alignment - 1) }
