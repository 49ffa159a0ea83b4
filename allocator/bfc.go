package allocator

// BFC is XLA/TSL's best-fit-with-coalescing allocator
// (xla/tsl/framework/bfc_allocator.cc), the pool JAX's GPU client puts in
// front of the device, simulated on addresses instead of memory.
//
// The pool is a list of regions taken from the device (one region of the
// whole limit when JAX preallocates; regions grown on demand with
// allow_growth). Each region is cut into chunks that tile it exactly, linked
// by prev/next in address order. A chunk is in use or free; every free chunk
// sits in one of 21 bins, bin b holding the free chunks of size in
// [256·2^b, 256·2^(b+1)) (the last bin takes everything larger), each bin
// ordered by size and then address.
//
// Allocate rounds the request up to a multiple of 256 bytes and searches the
// bins from the request's own bin upwards; the first chunk large enough is
// the smallest free chunk that fits, and the lowest-addressed among equals.
// That chunk is split when it is at least twice the rounded request or the
// excess is at least 128 MiB; otherwise the whole chunk is handed out (its
// excess counts as in use: internal fragmentation). When no free chunk fits,
// the pool is extended by a new region from the device, if the limit allows
// (regions double: 2 MiB, 4 MiB, ... until one fits the request, and the
// next region after an extension that did not need to grow is twice as
// large); a refused region is retried 10% smaller until it would no longer
// hold the request. Before giving up, when garbage collection is on (it is
// in TensorFlow, not in JAX), regions that are wholly free are returned to
// the device so that one larger region can be taken in their place; then
// the allocation fails and BFC logs its dump.
//
// Free marks the chunk free and merges it with a free neighbour on either
// side, so no two adjacent chunks are ever both free (the coalescing
// invariant the checker tests).
//
// Example (a 1 MiB pool, preallocated): allocate 1000 B → rounded to 1024,
// bin 2; the only free chunk is 1 MiB, ≥ 2·1024, so it splits: [0,1024) in
// use, [1024, 1 MiB) free in bin 11. Free it: the two merge back into one
// 1 MiB chunk, and the next 1000 B request gets address 0 again.
//
// What the simulation leaves out: alignment above 256 bytes (XLA:GPU asks
// for 256 or less), timestamped chunks (freed_by_count, only used with
// multiple streams), region coalescing (a
// virtual-memory sub-allocator), and the retry-with-wait on failure (a
// single-threaded run frees nothing while waiting).
//
// Spatial partitioning (BFCOptions.SpatialPartitioning, on by default in
// today's XLA) changes where a preallocated pool places its chunks: see
// spatial.go. Without it every chunk is tagged TagLower and every request
// comes from the lower end, which is the classic allocator this file
// describes.

import (
	"fmt"
	"math/bits"
	"sort"
	"strings"
)

// BFC constants, as bfc_allocator.h defines them.
const (
	// MinAllocationSize is kMinAllocationSize: every chunk is a multiple.
	MinAllocationSize = 256
	// NumBins is kNumBins.
	NumBins = 21
	// maxInternalFragmentation is the default max_internal_fragmentation_bytes_:
	// a chunk whose excess over the request reaches it is always split.
	maxInternalFragmentation = 128 << 20
	// initialRegion is the first region with allow_growth.
	initialRegion = 2 << 20
	// noChunk is kInvalidChunkHandle.
	noChunk = -1
)

// BFCOptions configure a BFC allocator.
type BFCOptions struct {
	// Name is the allocator's name in messages; JAX's first GPU's is
	// "GPU_0_bfc".
	Name string
	// AllowGrowth takes regions from the device on demand instead of the
	// whole limit at the first allocation (JAX:
	// XLA_PYTHON_CLIENT_PREALLOCATE=false).
	AllowGrowth bool
	// GarbageCollection returns wholly free regions to the device before
	// failing. BFCAllocator::Options leaves it off, and so does XLA's GPU
	// client (JAX); TensorFlow's GPU allocator turns it on
	// (TF_ENABLE_GPU_GARBAGE_COLLECTION, default true).
	GarbageCollection bool
	// SpatialPartitioning is BFCAllocator::Options::enable_spatial_partitioning
	// (spatial.go): the preallocated range is served from both ends with a
	// central gap between them. XLA's GPU client turns it on when it
	// preallocates and --xla_gpu_enable_allocator_spatial_partitioning is
	// set (se_gpu_pjrt_client.cc, GetStreamExecutorGpuDeviceAllocator:
	// shared_collective_pool); BFC requires allow_growth=false
	// (bfc_allocator.h), so NewBFC ignores it with AllowGrowth.
	SpatialPartitioning bool
}

// BFC is the simulated allocator. Its state mirrors BFCAllocator's.
type BFC struct {
	// opts are the options it was made with.
	opts BFCOptions
	// dev is the sub-allocator regions come from.
	dev *Device
	// limit is memory_limit_: the most the regions may hold together.
	limit int64
	// currRegion is curr_region_allocation_bytes_: the next region's size.
	currRegion int64
	// chunks are the chunk records, indexed by handle; a deleted chunk's
	// record is on the unused list.
	chunks []chunk
	// unused heads the list of deleted chunk records, linked by next.
	unused int32
	// bins hold the free chunks, bin by bin, each ordered by (size, ptr).
	bins [NumBins][]int32
	// regions are the regions held, sorted by address.
	regions []region
	// nextID is the next allocation id.
	nextID int64
	// stats are the statistics.
	stats Stats
	// limitBound is set when a decision so far might have gone otherwise
	// under a larger limit (see SameInLargerPool).
	limitBound bool
	// spatial is whether the pool is spatially partitioned (spatial.go).
	spatial bool
	// gap is central_gap_: the one free chunk tagged TagGap, kept out of
	// the bins; noChunk when there is none (and always without spatial).
	gap int32
}

// SameInLargerPool reports whether every decision so far would have been
// the same, at the same addresses, under any larger limit; LeastPool uses it
// as a certificate that every larger pool runs a script that this one ran.
//
// Preallocated, the limit is the one region, and it reaches the decisions
// only through the region's last chunk, the tail, which a larger pool makes
// larger by the same bytes at every moment. Best fit takes chunks in
// (size, address) order, so a larger tail is never picked where the smaller
// one was not; where the tail was picked it still is, unless some other
// free chunk is larger than the smaller tail (it would then come first),
// and it is still split the same way unless it was handed out whole (a
// larger one would be split). So a run whose every pick of the tail found
// it the largest free chunk and split it is the same run in every larger
// pool. Grown on demand, the limit reaches the decisions only when it clips
// a region or refuses one; garbage collection and a second preallocated
// region follow a refusal.
//
// Spatially partitioned (spatial.go), the tail is the central gap, which
// a lower request takes only when no lower hole fits, whatever their
// sizes: a larger gap is taken exactly where the smaller one was, and
// split the same way unless the smaller one was handed out whole. An
// upper request is placed from the top of the pool, which moves with the
// limit, so a run with one is never certified.
func (a *BFC) SameInLargerPool() bool { return !a.limitBound }

// chunk is one BFC chunk.
type chunk struct {
	// ptr and size are its address and bytes (a multiple of 256).
	ptr, size int64
	// requested is the request an in-use chunk serves.
	requested int64
	// id is the allocation id while in use, -1 when free.
	id int64
	// prev and next are the neighbouring chunks in its region, or noChunk.
	prev, next int32
	// bin is the bin a free chunk is in, -1 when in no bin (in use, or the
	// central gap).
	bin int8
	// tag is the end that owns the chunk (ChunkTag); TagLower without
	// spatial partitioning.
	tag ChunkTag
}

// region is one range taken from the device.
type region struct {
	// ptr and size are the range.
	ptr, size int64
	// first is the chunk at ptr.
	first int32
}

// NewBFC returns a BFC allocator that may take up to limit bytes from dev.
// Without AllowGrowth the first allocation takes the whole limit as one
// region, as JAX's preallocation does.
func NewBFC(dev *Device, limit int64, opts BFCOptions) *BFC {
	if opts.Name == "" {
		opts.Name = "GPU_0_bfc"
	}
	a := &BFC{opts: opts, dev: dev, limit: limit, unused: noChunk, nextID: 1, gap: noChunk,
		spatial: opts.SpatialPartitioning && !opts.AllowGrowth}
	if opts.AllowGrowth {
		a.currRegion = roundedBytes(min(limit, initialRegion))
	} else {
		a.currRegion = roundedBytes(limit)
	}
	a.stats.BytesLimit = limit
	return a
}

// Name returns the allocator's name.
func (a *BFC) Name() string { return a.opts.Name }

// roundedBytes is RoundedBytes: n rounded up to a multiple of 256.
func roundedBytes(n int64) int64 {
	return (n + MinAllocationSize - 1) / MinAllocationSize * MinAllocationSize
}

// BinForSize is BinNumForSize: the bin of a chunk of n bytes,
// ⌊log2(max(n, 256) / 256)⌋ capped at the last bin.
func BinForSize(n int64) int {
	v := max(n, MinAllocationSize) >> 8
	return min(bits.Len64(uint64(v))-1, NumBins-1)
}

// BinSize is BinNumToSize: the smallest chunk bin b holds.
func BinSize(b int) int64 { return MinAllocationSize << b }

// newChunk is AllocateChunk: a record from the unused list or a new one.
func (a *BFC) newChunk() int32 {
	if h := a.unused; h != noChunk {
		a.unused = a.chunks[h].next
		return h
	}
	a.chunks = append(a.chunks, chunk{})
	return int32(len(a.chunks) - 1)
}

// deleteChunk is DeleteChunk: the record goes back on the unused list.
func (a *BFC) deleteChunk(h int32) {
	a.chunks[h] = chunk{id: -1, bin: -1, next: a.unused, prev: noChunk}
	a.unused = h
}

// less orders a bin: by size, then address.
func (a *BFC) less(x, y int32) bool {
	cx, cy := &a.chunks[x], &a.chunks[y]
	if cx.size != cy.size {
		return cx.size < cy.size
	}
	return cx.ptr < cy.ptr
}

// insertFree is InsertFreeChunk: put a free chunk in its bin.
func (a *BFC) insertFree(h int32) {
	c := &a.chunks[h]
	if c.id != -1 || c.bin != -1 {
		panic(fmt.Sprintf("allocator: insertFree of chunk %d (id %d, bin %d)", h, c.id, c.bin))
	}
	b := BinForSize(c.size)
	c.bin = int8(b)
	bin := a.bins[b]
	i := sort.Search(len(bin), func(i int) bool { return a.less(h, bin[i]) })
	bin = append(bin, 0)
	copy(bin[i+1:], bin[i:])
	bin[i] = h
	a.bins[b] = bin
}

// removeFree is RemoveFreeChunkFromBin.
func (a *BFC) removeFree(h int32) {
	c := &a.chunks[h]
	if c.id != -1 || c.bin < 0 {
		panic(fmt.Sprintf("allocator: removeFree of chunk %d (id %d, bin %d)", h, c.id, c.bin))
	}
	bin := a.bins[c.bin]
	i := sort.Search(len(bin), func(i int) bool { return !a.less(bin[i], h) })
	if i == len(bin) || bin[i] != h {
		panic(fmt.Sprintf("allocator: chunk %d not in bin %d", h, c.bin))
	}
	a.bins[c.bin] = append(bin[:i], bin[i+1:]...)
	c.bin = -1
}

// split is SplitChunk: cut free chunk h after n bytes; the rest becomes a
// new free chunk in its bin.
func (a *BFC) split(h int32, n int64) {
	a.insertFree(a.splitOff(h, n))
}

// merge is MergeChunks: fold free chunk h2, h1's next, into h1.
func (a *BFC) merge(h1, h2 int32) {
	c1, c2 := &a.chunks[h1], &a.chunks[h2]
	if c1.id != -1 || c2.id != -1 || c1.next != h2 {
		panic("allocator: merge of chunks that are in use or not neighbours")
	}
	c1.next = c2.next
	if c2.next != noChunk {
		a.chunks[c2.next].prev = h1
	}
	c1.size += c2.size
	a.deleteChunk(h2)
}

// coalesce is TryToCoalesce: merge free chunk h (in no bin) with its free
// neighbours and return the chunk that holds it now.
func (a *BFC) coalesce(h int32) int32 {
	out := h
	if n := a.chunks[h].next; n != noChunk && a.chunks[n].id == -1 {
		a.removeFree(n)
		a.merge(h, n)
	}
	if p := a.chunks[h].prev; p != noChunk && a.chunks[p].id == -1 {
		out = p
		a.removeFree(p)
		a.merge(p, h)
	}
	return out
}

// findChunk is FindChunkPtr: the smallest free chunk of at least rounded
// bytes, lowest address first, split if it is much larger.
func (a *BFC) findChunk(rounded, requested int64) (int32, bool) {
	for b := BinForSize(rounded); b < NumBins; b++ {
		bin := a.bins[b]
		// The bin is sorted by size: the first fit is the best fit.
		i := sort.Search(len(bin), func(i int) bool { return a.chunks[bin[i]].size >= rounded })
		if i == len(bin) {
			continue
		}
		h := bin[i]
		splits := a.chunks[h].size >= rounded*2 || a.chunks[h].size-rounded >= maxInternalFragmentation
		if !a.opts.AllowGrowth && a.chunks[h].next == noChunk && (!splits || !a.largestFreeIs(b, i)) {
			a.limitBound = true
		}
		a.removeFree(h)
		if splits {
			a.split(h, rounded)
		}
		a.markInUse(h, requested)
		return h, true
	}
	return noChunk, false
}

// largestFreeIs reports whether the chunk at index i of bin b is the
// largest free chunk: the last of its bin, with every bin above it empty.
func (a *BFC) largestFreeIs(b, i int) bool {
	if i != len(a.bins[b])-1 {
		return false
	}
	for up := b + 1; up < NumBins; up++ {
		if len(a.bins[up]) > 0 {
			return false
		}
	}
	return true
}

// extend is Extend: take a new region of at least rounded bytes from the
// device, within the limit.
func (a *BFC) extend(rounded int64) bool {
	avail := (a.limit - a.stats.PoolBytes) / MinAllocationSize * MinAllocationSize
	if rounded > avail {
		a.limitBound = true
		return false
	}
	grew := false
	for rounded > a.currRegion {
		a.currRegion = doubled(a.currRegion)
		grew = true
	}
	if a.opts.AllowGrowth && (a.currRegion > avail || (len(a.regions) == 0 && a.limit < initialRegion)) {
		a.limitBound = true // the region is clipped to the limit
	}
	if !a.opts.AllowGrowth && len(a.regions) > 0 {
		a.limitBound = true // a second region follows garbage collection
	}
	n := min(a.currRegion, avail)
	ptr, ok := a.dev.Alloc(n)
	for !ok {
		// Backpedal: ask for 10% less, making progress even where rounding
		// up would give the same size back.
		less := roundedBytes(int64(float64(n) * 0.9))
		if less >= n {
			less = n - MinAllocationSize
		}
		n = less
		if n < rounded {
			return false
		}
		ptr, ok = a.dev.Alloc(n)
	}
	if !grew {
		a.currRegion = doubled(a.currRegion)
	}
	a.stats.PoolBytes += n
	a.stats.PeakPoolBytes = max(a.stats.PeakPoolBytes, a.stats.PoolBytes)
	h := a.newChunk()
	a.chunks[h] = chunk{ptr: ptr, size: n, id: -1, bin: -1, prev: noChunk, next: noChunk}
	i := sort.Search(len(a.regions), func(i int) bool { return a.regions[i].ptr > ptr })
	a.regions = append(a.regions, region{})
	copy(a.regions[i+1:], a.regions[i:])
	a.regions[i] = region{ptr: ptr, size: n, first: h}
	if a.spatial {
		// free_chunk_tag_: a spatially partitioned region starts as the
		// central gap (bfc_allocator.h). Preallocated, it is the only
		// region, taken again only after garbage collection gave the
		// last one back.
		a.chunks[h].tag = TagGap
		a.placeFree(h)
		return true
	}
	a.insertFree(a.coalesce(h))
	return true
}

// doubled doubles a region size, stopping short of overflow (BFC's size_t
// would wrap; a pool never gets near 2^62 bytes).
func doubled(n int64) int64 {
	if n >= 1<<61 {
		return 1 << 62
	}
	return n * 2
}

// DeallocateFreeRegions is BFC's garbage collection: when the regions that
// hold no chunk in use, together with the bytes still under the limit, could
// serve rounded bytes, give them back to the device. It reports whether it
// did.
func (a *BFC) DeallocateFreeRegions(rounded int64) bool {
	if !a.opts.GarbageCollection {
		return false
	}
	var free []int
	var total int64
	for i, r := range a.regions {
		used := false
		for h := r.first; h != noChunk; h = a.chunks[h].next {
			if a.chunks[h].id != -1 {
				used = true
				break
			}
		}
		if !used {
			free = append(free, i)
			total += r.size
		}
	}
	if total == 0 || rounded > a.limit-a.stats.PoolBytes+total {
		return false
	}
	a.limitBound = true
	keep := a.regions[:0]
	j := 0
	for i, r := range a.regions {
		if j < len(free) && free[j] == i {
			j++
			for h := r.first; h != noChunk; {
				next := a.chunks[h].next
				if a.chunks[h].bin >= 0 {
					a.removeFree(h)
				}
				if h == a.gap {
					a.gap = noChunk
				}
				a.deleteChunk(h)
				h = next
			}
			a.dev.Free(r.ptr)
			a.stats.PoolBytes -= r.size
			continue
		}
		keep = append(keep, r)
	}
	a.regions = keep
	return true
}

// Alloc is AllocateRaw: a chunk of at least n bytes, or an *OOMError
// carrying BFC's warning and dump. A request of 0 bytes fails without a
// dump, as BFC returns nullptr for it.
func (a *BFC) Alloc(n int64, op string) (Handle, error) {
	if n <= 0 {
		return -1, &OOMError{Allocator: a.opts.Name, Requested: n, Op: op,
			Message: "tried to allocate 0 bytes", Stats: a.Stats()}
	}
	if n > 1<<62 {
		return -1, a.oom(n, n, op)
	}
	rounded := roundedBytes(n)
	if a.spatial {
		return a.allocSpatial(n, rounded, op, EndLower, MinAllocationSize)
	}
	if h, ok := a.findChunk(rounded, n); ok {
		return Handle(h), nil
	}
	if a.extend(rounded) {
		if h, ok := a.findChunk(rounded, n); ok {
			return Handle(h), nil
		}
	}
	if a.DeallocateFreeRegions(rounded) && a.extend(rounded) {
		if h, ok := a.findChunk(rounded, n); ok {
			return Handle(h), nil
		}
	}
	return -1, a.oom(n, rounded, op)
}

// Free is DeallocateRaw.
func (a *BFC) Free(h Handle) {
	if h < 0 || int(h) >= len(a.chunks) || a.chunks[h].id == -1 {
		panic(fmt.Sprintf("allocator: free of handle %d, which is not in use", h))
	}
	c := &a.chunks[h]
	c.id = -1
	a.stats.BytesInUse -= c.size
	if a.spatial {
		a.freeSpatial(int32(h))
		return
	}
	a.insertFree(a.coalesce(int32(h)))
}

// Ptr returns the address of a chunk in use.
func (a *BFC) Ptr(h Handle) int64 { return a.chunks[h].ptr }

// RequestedSize and AllocatedSize are BFC's: the request a chunk in use
// serves and the chunk's size.
func (a *BFC) RequestedSize(h Handle) int64 { return a.chunks[h].requested }

// AllocatedSize returns the size of the chunk h names.
func (a *BFC) AllocatedSize(h Handle) int64 { return a.chunks[h].size }

// Regions returns the number of regions held.
func (a *BFC) Regions() int { return len(a.regions) }

// NextRegionBytes returns curr_region_allocation_bytes_, the size of the next
// region.
func (a *BFC) NextRegionBytes() int64 { return a.currRegion }

// largestFree is LargestFreeChunk: the last chunk of the highest non-empty
// bin.
func (a *BFC) largestFree() int64 {
	if a.gap != noChunk {
		// LargestFreeChunk counts the central gap (bfc_allocator.h).
		return max(a.chunks[a.gap].size, a.largestBinned())
	}
	return a.largestBinned()
}

// largestBinned is LargestBinnedFreeChunk.
func (a *BFC) largestBinned() int64 {
	for b := NumBins - 1; b >= 0; b-- {
		if n := len(a.bins[b]); n > 0 {
			return a.chunks[a.bins[b][n-1]].size
		}
	}
	return 0
}

// Stats is GetStats.
func (a *BFC) Stats() Stats {
	s := a.stats
	s.LargestFreeBlockBytes = a.largestFree()
	return s
}

// Snapshot returns the regions, every chunk and the live blocks.
func (a *BFC) Snapshot() Snapshot {
	s := Snapshot{Limit: a.limit, Stats: a.Stats()}
	for _, r := range a.regions {
		s.Regions = append(s.Regions, Range{r.ptr, r.size})
		for h := r.first; h != noChunk; h = a.chunks[h].next {
			c := a.chunks[h]
			s.Chunks = append(s.Chunks, Chunk{Ptr: c.ptr, Size: c.size, Requested: c.requested, InUse: c.id != -1, Bin: int(c.bin), Tag: c.tag})
			if c.id != -1 {
				s.Live = append(s.Live, Block{Handle: Handle(h), Ptr: c.ptr, Size: c.size, Requested: c.requested})
			}
		}
	}
	return s
}

// Defragment slides every chunk in use down to the bottom of its region, in
// address order, leaving one free chunk at each region's top (what a
// runtime that moves live buffers does; BFC itself never moves memory). It
// returns the bytes of the chunks that moved. Handles keep naming their
// blocks.
func (a *BFC) Defragment() int64 {
	if a.spatial {
		return a.defragmentSpatial()
	}
	var moved int64
	for ri := range a.regions {
		r := &a.regions[ri]
		var live []int32
		for h := r.first; h != noChunk; {
			next := a.chunks[h].next
			if a.chunks[h].id != -1 {
				live = append(live, h)
			} else {
				a.removeFree(h)
				a.deleteChunk(h)
			}
			h = next
		}
		at := r.ptr
		prev := int32(noChunk)
		for _, h := range live {
			c := &a.chunks[h]
			if c.ptr != at {
				moved += c.size
			}
			c.ptr, c.prev, c.next = at, prev, noChunk
			if prev != noChunk {
				a.chunks[prev].next = h
			}
			at += c.size
			prev = h
		}
		if rest := r.ptr + r.size - at; rest > 0 {
			h := a.newChunk()
			a.chunks[h] = chunk{ptr: at, size: rest, id: -1, bin: -1, prev: prev, next: noChunk}
			if prev != noChunk {
				a.chunks[prev].next = h
			}
			a.insertFree(h)
			prev = h
		}
		if len(live) > 0 {
			r.first = live[0]
		} else {
			r.first = prev
		}
	}
	return moved
}

// oom builds the out-of-memory error: BFC's warning, its dump
// (DumpMemoryLog) and the occupancy line (RenderOccupancy). BFC's line
// suggesting TF_GPU_ALLOCATOR=cuda_malloc_async, a TensorFlow variable
// JAX does not read, is left out: the simulator's advice is in JAX's
// terms (advice.go).
func (a *BFC) oom(n, rounded int64, op string) *OOMError {
	msg := fmt.Sprintf("Allocator (%s) ran out of memory trying to allocate %s (rounded to %d) requested by op %s\n"+
		"Current allocation summary follows.",
		a.opts.Name, HumanBytes(n), rounded, op)
	return &OOMError{Allocator: a.opts.Name, Requested: n, Rounded: rounded, Op: op,
		Message: msg, Dump: a.Dump(rounded) + a.RenderOccupancy() + "\n", Stats: a.Stats()}
}

// Dump is DumpMemoryLog for a failed request of rounded bytes: every bin's
// totals, the free chunks of the request's bin, every chunk region by
// region, the in-use chunks by size, and the statistics.
func (a *BFC) Dump(rounded int64) string {
	var b strings.Builder
	fmt.Fprintf(&b, "BFCAllocator dump for %s\n", a.opts.Name)
	type binInfo struct{ bytes, used, requested, chunks, chunksUsed int64 }
	var infos [NumBins]binInfo
	for _, r := range a.regions {
		for h := r.first; h != noChunk; h = a.chunks[h].next {
			c := a.chunks[h]
			in := &infos[BinForSize(c.size)]
			in.bytes += c.size
			in.chunks++
			if c.id != -1 {
				in.used += c.size
				in.requested += c.requested
				in.chunksUsed++
			}
		}
	}
	for i, in := range infos {
		fmt.Fprintf(&b, "Bin (%d): \tTotal Chunks: %d, Chunks in use: %d. %s allocated for chunks. %s in use in bin. %s client-requested in use in bin.\n",
			BinSize(i), in.chunks, in.chunksUsed, HumanBytes(in.bytes), HumanBytes(in.used), HumanBytes(in.requested))
	}
	if a.gap != noChunk {
		fmt.Fprintf(&b, "Central gap at %x of size %d\n", a.chunks[a.gap].ptr, a.chunks[a.gap].size)
	}
	bin := BinForSize(rounded)
	fmt.Fprintf(&b, "Bin for %s was %s, Chunk State: \n", HumanBytes(rounded), HumanBytes(BinSize(bin)))
	for _, h := range a.bins[bin] {
		fmt.Fprintf(&b, "%s\n", a.chunkString(h, true))
	}
	bySize := map[int64]int64{}
	for _, r := range a.regions {
		fmt.Fprintf(&b, "Next region of size %d\n", r.size)
		for h := r.first; h != noChunk; h = a.chunks[h].next {
			c := a.chunks[h]
			state := "Free "
			if c.id != -1 {
				state = "InUse"
				bySize[c.size]++
			}
			fmt.Fprintf(&b, "%s at %x of size %d next %s\n", state, c.ptr, c.size, handleString(c.next))
		}
	}
	b.WriteString("     Summary of in-use Chunks by size: \n")
	sizes := make([]int64, 0, len(bySize))
	for s := range bySize {
		sizes = append(sizes, s)
	}
	sort.Slice(sizes, func(i, j int) bool { return sizes[i] < sizes[j] })
	var total int64
	for _, s := range sizes {
		fmt.Fprintf(&b, "%d Chunks of size %d totalling %s\n", bySize[s], s, HumanBytes(s*bySize[s]))
		total += s * bySize[s]
	}
	st := a.Stats()
	fmt.Fprintf(&b, "Sum Total of in-use chunks: %s\n", HumanBytes(total))
	fmt.Fprintf(&b, "Allocator memory summary: rounded request %s, total free in pool %s, largest free chunk %s, unallocated bytes %s, pool size %s, pool limit %s\n",
		HumanBytes(rounded), HumanBytes(st.PoolBytes-st.BytesInUse), HumanBytes(st.LargestFreeBlockBytes),
		HumanBytes(a.limit-st.PoolBytes), HumanBytes(st.PoolBytes), HumanBytes(a.limit))
	growth := " (growth disabled; fixed-size pool; not an attempted allocation)."
	if a.opts.AllowGrowth {
		growth = " (growth enabled)."
	}
	fmt.Fprintf(&b, "Allocator region growth hint: next region allocation target %s%s\n", HumanBytes(a.currRegion), growth)
	fmt.Fprintf(&b, "Stats: \n%s", st.DebugString())
	return b.String()
}

// handleString prints a chunk handle as BFC does: kInvalidChunkHandle is
// size_t's largest value.
func handleString(h int32) string {
	if h == noChunk {
		return "18446744073709551615"
	}
	return fmt.Sprint(h)
}

// chunkString is Chunk::DebugString.
func (a *BFC) chunkString(h int32, recurse bool) string {
	c := a.chunks[h]
	inUse := 0
	if c.id != -1 {
		inUse = 1
	}
	s := fmt.Sprintf("  Size: %s | Requested Size: %s | in_use: %d | bin_num: %d", HumanBytes(c.size), HumanBytes(c.requested), inUse, c.bin)
	if recurse && c.prev != noChunk {
		s += ", prev: " + a.chunkString(c.prev, false)
	}
	if recurse && c.next != noChunk {
		s += ", next: " + a.chunkString(c.next, false)
	}
	return s
}

// DebugString is AllocatorStats::DebugString.
func (s Stats) DebugString() string {
	return fmt.Sprintf("Limit:            %20d\nInUse:            %20d\nMaxInUse:         %20d\nNumAllocs:        %20d\nMaxAllocSize:     %20d\nReserved:         %20d\nPeakReserved:     %20d\nLargestFreeBlock: %20d\n",
		s.BytesLimit, s.BytesInUse, s.PeakBytesInUse, s.NumAllocs, s.LargestAllocSize, s.BytesReserved, s.BytesReserved, s.LargestFreeBlockBytes)
}

// RenderOccupancy is BFC's 100-character map of the pool: '*' requested
// bytes in use, 'x' the excess of chunks in use over their request, '_'
// free.
func (a *BFC) RenderOccupancy() string {
	const resolution = 100
	var total int64
	for _, r := range a.regions {
		total += r.size
	}
	if total == 0 {
		return "<allocator contains no memory>"
	}
	out := []byte(strings.Repeat("_", resolution))
	paint := func(off, size int64, ch byte) {
		lo := mulDivFloor(off, resolution, total)
		hi := mulDivFloor(off+size-1, resolution, total)
		for i := lo; i <= hi && i < resolution; i++ {
			out[i] = ch
		}
	}
	var off int64
	for _, r := range a.regions {
		for h := r.first; h != noChunk; h = a.chunks[h].next {
			c := a.chunks[h]
			if c.id == -1 {
				continue
			}
			if w := c.size - c.requested; w > 0 {
				paint(off+c.ptr-r.ptr+c.requested, w, 'x')
			}
			paint(off+c.ptr-r.ptr, c.requested, '*')
		}
		off += r.size
	}
	return string(out)
}

// mulDivFloor returns ⌊a·b/c⌋ for non-negative a < c and small b.
func mulDivFloor(a, b, c int64) int64 {
	q, _ := mulDiv(a, b, c)
	return q
}

// BytesInUse returns the bytes in use.
func (a *BFC) BytesInUse() int64 { return a.stats.BytesInUse }

// markInUse hands free chunk h, out of the bins, to an allocation of
// requested bytes: its id, and the statistics BFC keeps.
func (a *BFC) markInUse(h int32, requested int64) {
	c := &a.chunks[h]
	c.requested = requested
	c.id = a.nextID
	a.nextID++
	a.stats.NumAllocs++
	a.stats.BytesInUse += c.size
	a.stats.PeakBytesInUse = max(a.stats.PeakBytesInUse, a.stats.BytesInUse)
	a.stats.LargestAllocSize = max(a.stats.LargestAllocSize, c.size)
}
