package allocator

// Planned is the planner's layout as a runtime could build it: addresses
// decided by rules that look at nothing but the executables, fixed before
// the run, and the request at hand.
//
//   - One layout per executable, made once at compile time and reused at
//     every execution. XLA gives an executable's temporaries one allocation,
//     the temp block, whose inside the buffer assignment lays out once
//     (gpu_executable.cc, GpuExecutable::GenerateBufferAllocations: the
//     allocation marked IsPreallocatedTempBuffer is one block of
//     BufferAllocation::size()). Planned puts every executable's temp
//     block at one fixed offset: the bottom of the executables' region,
//     the top R bytes of the pool, where R is the largest temp block of
//     the script's executables. One execution runs at a time (one compute
//     stream), so the executables share the region.
//   - Everything that outlives an execution (parameters and optimizer
//     state, outputs, transfers, the arrays a loop keeps) goes by one
//     stated online rule: first fit, the lowest address in the arrays'
//     region [0, pool − R) where the request, rounded up to 256 bytes,
//     fits. An output is such an array: XLA allocates every live-out
//     allocation afresh at each execution (BufferForAllocation in
//     gpu_executable.cc asks the memory allocator for each output that
//     takes no donated parameter's buffer), because it outlives the
//     execution; a fixed offset would be taken by the previous step's
//     output, which Python drops only after the next call returns.
//
// The rule is monotone in the pool: the arrays' region of a larger pool
// holds every gap of the smaller one at the same address, and first fit
// takes the lowest that fits, so a larger pool repeats every placement of
// a smaller one that ran. LeastPool bisects it.
//
// Beside it stands the clairvoyant layout (clairvoyant.go), every
// allocation of the whole run packed offline knowing the future: a lower
// bound, not a runtime. The gap between the two is what knowing the future
// is worth; the gap between planned and BFC is what the fixed region and
// first fit buy or cost against best fit with coalescing.

import (
	"fmt"
	"strings"
)

// Planned is the realizable planned allocator.
type Planned struct {
	// pool is the pool's size; region the executables' region at its top,
	// the largest temp block of the script's programs, rounded.
	pool, region int64
	// arrays is the arrays' region, [0, pool − region), placed first fit.
	arrays *Device
	// blockTable holds the live blocks by handle.
	blockTable
	// temp is the live temp block's handle, -1 when none is live.
	temp Handle
	// stats are the statistics.
	stats Stats
}

// ExecutableRegion is the executables' region of a script's planned
// layout: its programs' largest temp block, rounded up to 256 bytes.
func ExecutableRegion(s *Script) int64 {
	var r int64
	for _, p := range s.Programs {
		if p.Temp > 0 {
			r = max(r, roundedBytes(p.Temp))
		}
	}
	return r
}

// NewPlanned returns the planned allocator for a pool of pool bytes whose
// executables' region is region bytes (ExecutableRegion).
func NewPlanned(region, pool int64) *Planned {
	return &Planned{pool: pool, region: region, arrays: NewDevice(max(pool-region, 0)), temp: -1,
		stats: Stats{BytesLimit: pool, PoolBytes: pool, PeakPoolBytes: pool}}
}

// Name returns "planned".
func (a *Planned) Name() string { return "planned" }

// isTemp says whether op is an execution's temp block, as the runtime
// names it ("NAME temp").
func isTemp(op string) bool { return strings.HasSuffix(op, " temp") }

// Alloc places a temp block at the executables' region and any other
// request first fit in the arrays' region.
func (a *Planned) Alloc(n int64, op string) (Handle, error) {
	if n <= 0 || n > 1<<62 {
		return -1, &OOMError{Allocator: a.Name(), Requested: n, Op: op, Message: fmt.Sprintf("bad request of %d bytes", n), Stats: a.Stats()}
	}
	r := roundedBytes(n)
	var ptr int64
	if isTemp(op) {
		if a.temp >= 0 {
			panic(fmt.Sprintf("allocator: planned temp block %s while another is live", op))
		}
		if r > a.region || a.region > a.pool {
			return -1, &OOMError{Allocator: a.Name(), Requested: n, Rounded: r, Op: op,
				Message: fmt.Sprintf("planned layout: the executables' region (%s, the largest temp block) does not fit the pool of %s",
					HumanBytes(a.region), HumanBytes(a.pool)),
				Stats: a.Stats()}
		}
		ptr = a.pool - a.region
	} else {
		p, ok := a.arrays.Alloc(r)
		if !ok {
			return -1, &OOMError{Allocator: a.Name(), Requested: n, Rounded: r, Op: op,
				Message: fmt.Sprintf("planned layout: no free range of %s for %s in the arrays' region (%s below the executables' region of %s; %s in use, largest free range %s)",
					HumanBytes(r), op, HumanBytes(a.arrays.Size()), HumanBytes(a.region), HumanBytes(a.arrays.InUse()), HumanBytes(a.arrays.LargestFree())),
				Stats: a.Stats()}
		}
		ptr = p
	}
	h := a.add(Block{Ptr: ptr, Size: r, Requested: n})
	if isTemp(op) {
		a.temp = h
	}
	s := &a.stats
	s.NumAllocs++
	s.BytesInUse += r
	s.PeakBytesInUse = max(s.PeakBytesInUse, s.BytesInUse)
	s.LargestAllocSize = max(s.LargestAllocSize, r)
	return h, nil
}

// Free releases a block.
func (a *Planned) Free(h Handle) {
	if h < 0 || int(h) >= len(a.blocks) || a.blocks[h].Size == 0 {
		panic(fmt.Sprintf("allocator: planned free of handle %d, which is not live", h))
	}
	if h == a.temp {
		a.temp = -1
	} else {
		a.arrays.Free(a.blocks[h].Ptr)
	}
	a.stats.BytesInUse -= a.blocks[h].Size
	a.blocks[h] = Block{}
	a.freeHandles = append(a.freeHandles, h)
}

// Ptr returns a live block's address.
func (a *Planned) Ptr(h Handle) int64 { return a.blocks[h].Ptr }

// Stats returns the statistics; the largest free block is the largest
// free range of the pool, the executables' region counted free when no
// temp block holds it.
func (a *Planned) Stats() Stats {
	s := a.stats
	at := int64(0)
	for _, b := range a.live() {
		s.LargestFreeBlockBytes = max(s.LargestFreeBlockBytes, b.Ptr-at)
		at = max(at, b.Ptr+b.Size)
	}
	s.LargestFreeBlockBytes = max(s.LargestFreeBlockBytes, a.pool-at)
	return s
}

// Snapshot returns the pool and the live blocks.
func (a *Planned) Snapshot() Snapshot {
	return Snapshot{Limit: a.pool, Regions: []Range{{0, a.pool}}, Stats: a.Stats(), Live: a.live()}
}

// live returns the live blocks, sorted by address.
func (a *Planned) live() []Block {
	var live []Block
	for _, b := range a.blocks {
		if b.Size > 0 {
			live = append(live, b)
		}
	}
	sortBlocks(live)
	return live
}

// Defragment moves nothing: a runtime with fixed layouts does not move
// arrays.
func (a *Planned) Defragment() int64 { return 0 }

// BytesInUse returns the bytes in use.
func (a *Planned) BytesInUse() int64 { return a.stats.BytesInUse }
