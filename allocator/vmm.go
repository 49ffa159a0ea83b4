package allocator

// VMM is XLA's virtual-memory-management allocator (GpuAllocatorConfig's
// kVmm, created by se_gpu_pjrt_client.cc's device-allocator switch as
// CudaDeviceAddressVmmAllocator; the PJRT GPU plugin takes it as
// allocator "vmm", which jaxlib's generate_pjrt_gpu_plugin_options passes
// on from XLA_PYTHON_CLIENT_ALLOCATOR=vmm in the versions that accept it).
// The rules, as read in xla/stream_executor/device_address_vmm_allocator.cc,
// cuda/cuda_device_address_vmm_allocator.cc and
// cuda/cuda_raw_memory_allocation.cc:
//
//   - every allocation is padded to the device's allocation granularity
//     (cuMemGetAllocationGranularity, CU_MEM_ALLOC_GRANULARITY_RECOMMENDED;
//     2 MiB on current NVIDIA GPUs, --granularity here): RoundUpToGranularity,
//     and cuMemCreate of the padded size;
//   - each allocation gets physical memory of its own (cuMemCreate) mapped
//     into a fresh virtual reservation (cuMemAddressReserve), so there is
//     no address fragmentation: a request fails only when the physical
//     bytes held plus the padded request pass the budget ("Not enough PA
//     budget", try_fresh in Allocate);
//   - the budget (pa_budget) is the device's total memory times the memory
//     fraction, truncated to whole bytes (CudaDeviceAddressVmmAllocator::
//     Create; gpu_system_memory_size overrides it), with no rounding up to
//     2 MiB as CreateBFCAllocator does, and nothing is preallocated;
//   - a free is deferred until the stream reaches it (cuStreamWriteValue64
//     on a timeline), and an allocation under budget pressure first reuses a
//     pending block of the same padded size, then completes the ready ones,
//     then waits for enough of them (TryWithPendingReclaim). The simulator
//     runs one stream synchronously, so every pending free is ready by the
//     next request, and the net effect is an immediate free.
//
// Why a kind of its own and not the platform allocator's model: XLA's
// "platform" allocator is no allocator at all (the device-allocator switch
// returns nullptr for kPlatform, "Returning null will cause the client to
// use the default backend allocator"), so its requests go to the
// StreamExecutor's own device allocation, cuMemAlloc, which Platform
// models. The VMM allocator is a separate choice in the same switch, with
// a budget from the memory fraction, so it is a separate kind here.
//
// The addresses it hands out are virtual, and where the driver reserves
// them is the driver's business: the simulator gives each the lowest free
// range of a virtual space far larger than the device, which keeps the
// occupancy map readable and decides nothing.
//
// Worked example, granularity 2 MiB, budget 6 MiB: 1 KiB takes 2 MiB,
// 3 MiB takes 4 MiB (6 MiB held); freeing the 1 KiB block and asking for
// 2 MiB runs (6 MiB held), asking for 1 byte more fails however the bytes
// held lie, and the least budget for the run is the peak of the padded
// bytes live, 6 MiB.

import "fmt"

const (
	// DefaultVMMGranularity is the allocation granularity of current NVIDIA
	// GPUs as cuMemGetAllocationGranularity reports it.
	DefaultVMMGranularity = 2 << 20
	// vmmAddressSpace is the virtual address space reservations come from.
	vmmAddressSpace = 1 << 62
)

// VMM is the simulated VMM allocator.
type VMM struct {
	// granularity is what every allocation is padded to.
	granularity int64
	// budget is pa_budget: the most physical bytes held at once.
	budget int64
	// held is pa_allocated: the physical bytes of the live blocks.
	held int64
	// va is the virtual address space the reservations come from.
	va *Device
	// blockTable holds the live blocks by handle.
	blockTable
	// stats are the statistics (PoolBytes is the physical bytes held).
	stats Stats
}

// NewVMM returns the VMM allocator with pa_budget budget, padding every
// allocation to granularity (DefaultVMMGranularity when not positive).
func NewVMM(budget, granularity int64) *VMM {
	if granularity <= 0 {
		granularity = DefaultVMMGranularity
	}
	return &VMM{granularity: granularity, budget: budget, va: NewDevice(vmmAddressSpace), stats: Stats{BytesLimit: budget}}
}

// Name returns "vmm".
func (a *VMM) Name() string { return "vmm" }

// Padded is a request's size as the VMM allocator takes it from the device.
func (a *VMM) Padded(n int64) int64 { return roundUpTo(n, a.granularity) }

// Alloc maps n bytes, padded to the granularity, if the budget holds them.
func (a *VMM) Alloc(n int64, op string) (Handle, error) {
	if n <= 0 || n > 1<<62-a.granularity {
		return -1, &OOMError{Allocator: a.Name(), Requested: n, Op: op, Message: fmt.Sprintf("bad request of %d bytes", n), Stats: a.Stats()}
	}
	r := a.Padded(n)
	if a.held+r > a.budget {
		return -1, &OOMError{Allocator: a.Name(), Requested: n, Rounded: r, Op: op,
			Message: fmt.Sprintf("Not enough PA budget for allocation (requested by op %s): pa_allocated=%s, rounded_size=%s, pa_budget=%s",
				op, HumanBytes(a.held), HumanBytes(r), HumanBytes(a.budget)),
			Stats: a.Stats()}
	}
	ptr, ok := a.va.Alloc(r)
	if !ok {
		panic(fmt.Sprintf("allocator: vmm: no virtual range of %d bytes with %d held", r, a.held))
	}
	h := a.add(Block{Ptr: ptr, Size: r, Requested: n})
	a.held += r
	s := &a.stats
	s.NumAllocs++
	s.BytesInUse = a.held
	s.PeakBytesInUse = max(s.PeakBytesInUse, s.BytesInUse)
	s.LargestAllocSize = max(s.LargestAllocSize, r)
	s.PoolBytes = a.held
	s.PeakPoolBytes = max(s.PeakPoolBytes, s.PoolBytes)
	return h, nil
}

// Free unmaps a block and releases its physical memory.
func (a *VMM) Free(h Handle) {
	if h < 0 || int(h) >= len(a.blocks) || a.blocks[h].Size == 0 {
		panic(fmt.Sprintf("allocator: vmm free of handle %d, which is not in use", h))
	}
	a.va.Free(a.blocks[h].Ptr)
	a.held -= a.blocks[h].Size
	a.stats.BytesInUse = a.held
	a.stats.PoolBytes = a.held
	a.blocks[h] = Block{}
	a.freeHandles = append(a.freeHandles, h)
}

// Ptr returns a live block's virtual address.
func (a *VMM) Ptr(h Handle) int64 { return a.blocks[h].Ptr }

// Stats returns the statistics. Nothing is held free (the pool is the
// physical memory of the live blocks, so fragmentation is 0 by BFC's
// formula), and the largest block that can be had is what the budget has
// left, rounded down to the granularity.
func (a *VMM) Stats() Stats {
	s := a.stats
	s.LargestFreeBlockBytes = (a.budget - a.held) / a.granularity * a.granularity
	return s
}

// Snapshot returns the live blocks; the regions are the blocks themselves.
func (a *VMM) Snapshot() Snapshot {
	return a.snapshot(a.budget, a.Stats())
}

// Defragment moves nothing: there are no addresses to compact.
func (a *VMM) Defragment() int64 { return 0 }

// BytesInUse returns the physical bytes held.
func (a *VMM) BytesInUse() int64 { return a.held }
