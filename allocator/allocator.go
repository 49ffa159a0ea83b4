package allocator

import (
	"cmp"
	"fmt"
	"slices"
)

// Allocator is a device allocator the simulator drives: BFC, platform or
// planned. Handles stay valid until freed, across defragmentation (which may
// move the block a handle names).
type Allocator interface {
	// Name is the allocator's name as its messages print it ("GPU_0_bfc").
	Name() string
	// Alloc returns a block of at least n bytes, or an *OOMError. op names
	// what asks for it, for the out-of-memory message.
	Alloc(n int64, op string) (Handle, error)
	// Free releases a block Alloc returned.
	Free(h Handle)
	// Ptr returns the address of a live block.
	Ptr(h Handle) int64
	// Stats returns the allocator's statistics, as memory_stats() reports
	// them.
	Stats() Stats
	// BytesInUse is Stats().BytesInUse, without the work of the rest.
	BytesInUse() int64
	// Snapshot returns the allocator's state for the checker and the
	// occupancy map.
	Snapshot() Snapshot
	// Defragment moves live blocks together and returns the bytes moved; an
	// allocator without a pool moves nothing.
	Defragment() int64
}

// Handle names a live block.
type Handle int32

// Stats are an allocator's statistics under TSL's names (AllocatorStats).
type Stats struct {
	// NumAllocs counts successful allocations.
	NumAllocs int64
	// BytesInUse is the bytes of the blocks allocated and not freed (BFC
	// counts whole chunks: requests rounded up, plus any unsplit excess).
	BytesInUse int64
	// PeakBytesInUse is the largest BytesInUse so far.
	PeakBytesInUse int64
	// LargestAllocSize is the largest block handed out.
	LargestAllocSize int64
	// BytesLimit is the most the allocator may take from the device.
	BytesLimit int64
	// BytesReserved is BFC's reserved bytes; the simulator reserves none.
	BytesReserved int64
	// PoolBytes is the memory taken from the device (BFC's regions; for
	// platform, the device bytes in use).
	PoolBytes int64
	// PeakPoolBytes is the largest PoolBytes so far.
	PeakPoolBytes int64
	// LargestFreeBlockBytes is the largest free block in the pool.
	LargestFreeBlockBytes int64
}

// Fragmentation is BFC's GetFragmentation: the share of the free pool that
// is not in its largest free block, (free − largest free) / free; 0 when
// nothing is free.
func (s Stats) Fragmentation() float64 {
	free := s.PoolBytes - s.BytesInUse
	if free <= 0 {
		return 0
	}
	return float64(free-s.LargestFreeBlockBytes) / float64(free)
}

// Snapshot is an allocator's state, read by the independent checker and
// drawn by the occupancy map.
type Snapshot struct {
	// Limit is the most the allocator may hold.
	Limit int64
	// Regions are the address ranges held from the device, sorted.
	Regions []Range
	// Chunks are BFC's chunks, every region's in address order; nil for the
	// other allocators.
	Chunks []Chunk
	// Live are the live blocks, sorted by address.
	Live []Block
	// Stats are the allocator's statistics.
	Stats Stats
}

// Range is a range of addresses [Ptr, Ptr+Size).
type Range struct{ Ptr, Size int64 }

// Chunk is one of BFC's chunks.
type Chunk struct {
	Ptr, Size int64
	// Requested is the request a chunk in use serves.
	Requested int64
	InUse     bool
	// Bin is the bin a free chunk sits in; -1 for a chunk in use and for
	// the central gap.
	Bin int
	// Tag is the end that owns the chunk; TagLower throughout without
	// spatial partitioning.
	Tag ChunkTag
}

// Block is a live allocation.
type Block struct {
	Handle Handle
	// Ptr and Size are the block's address and allocated size.
	Ptr, Size int64
	// Requested is what was asked for.
	Requested int64
}

// OOMError is an allocation that failed.
type OOMError struct {
	// Allocator names the allocator.
	Allocator string
	// Requested and Rounded are the request and its rounded size.
	Requested, Rounded int64
	// Op names what asked.
	Op string
	// Message is the allocator's own warning line(s).
	Message string
	// Dump is the allocator's state at the failure (BFC's DumpMemoryLog and
	// occupancy line); empty for allocators without one.
	Dump string
	// Stats are the statistics at the failure.
	Stats Stats
}

// Error writes the failure as XLA's BFC allocator reports it.
func (e *OOMError) Error() string {
	return fmt.Sprintf("RESOURCE_EXHAUSTED: Out of memory while trying to allocate %d bytes.", e.Requested)
}

// sortBlocks sorts blocks by address.
func sortBlocks(b []Block) {
	slices.SortFunc(b, func(x, y Block) int { return cmp.Compare(x.Ptr, y.Ptr) })
}
