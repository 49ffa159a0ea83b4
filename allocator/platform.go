package allocator

// Platform is XLA_PYTHON_CLIENT_ALLOCATOR=platform: no pool, every request
// goes to the device driver (cudaMalloc) and every free back to it (cudaFree).
// The driver is modelled as first fit over the device's addresses, requests
// rounded up to 512 bytes, and to whole 2 MiB pages from 2 MiB up; the
// driver's own caching and its virtual-memory remapping are not modelled.
// Memory fraction and preallocation do not apply: the limit is the device.

import "fmt"

const (
	// platformSmall and platformPage are the driver's rounding as modelled.
	platformSmall = 512
	platformPage  = 2 << 20
)

// Platform is the simulated platform allocator.
type Platform struct {
	// dev is the device requests go to.
	dev *Device
	// blockTable holds the live blocks by handle.
	blockTable
	// stats are the statistics (PoolBytes is the device memory in use).
	stats Stats
}

// NewPlatform returns the platform allocator over dev.
func NewPlatform(dev *Device) *Platform {
	return &Platform{dev: dev, stats: Stats{BytesLimit: dev.Size()}}
}

// Name returns "platform".
func (a *Platform) Name() string { return "platform" }

// platformRounded is the driver's rounding of a request.
func platformRounded(n int64) int64 {
	if n >= platformPage {
		return (n + platformPage - 1) / platformPage * platformPage
	}
	return (n + platformSmall - 1) / platformSmall * platformSmall
}

// Alloc asks the device for n bytes.
func (a *Platform) Alloc(n int64, op string) (Handle, error) {
	if n <= 0 || n > 1<<62 {
		return -1, &OOMError{Allocator: a.Name(), Requested: n, Op: op, Message: fmt.Sprintf("bad request of %d bytes", n), Stats: a.Stats()}
	}
	r := platformRounded(n)
	ptr, ok := a.dev.Alloc(r)
	if !ok {
		return -1, &OOMError{Allocator: a.Name(), Requested: n, Rounded: r, Op: op,
			Message: fmt.Sprintf("cudaMalloc of %s failed (requested by op %s): out of memory; device %s, in use %s, largest free range %s",
				HumanBytes(r), op, HumanBytes(a.dev.Size()), HumanBytes(a.dev.InUse()), HumanBytes(a.dev.LargestFree())),
			Stats: a.Stats()}
	}
	b := Block{Ptr: ptr, Size: r, Requested: n}
	h := a.add(b)
	s := &a.stats
	s.NumAllocs++
	s.BytesInUse += r
	s.PeakBytesInUse = max(s.PeakBytesInUse, s.BytesInUse)
	s.LargestAllocSize = max(s.LargestAllocSize, r)
	s.PoolBytes = a.dev.InUse()
	s.PeakPoolBytes = max(s.PeakPoolBytes, s.PoolBytes)
	return h, nil
}

// Free returns a block to the device.
func (a *Platform) Free(h Handle) {
	if h < 0 || int(h) >= len(a.blocks) || a.blocks[h].Size == 0 {
		panic(fmt.Sprintf("allocator: platform free of handle %d, which is not in use", h))
	}
	a.dev.Free(a.blocks[h].Ptr)
	a.stats.BytesInUse -= a.blocks[h].Size
	a.stats.PoolBytes = a.dev.InUse()
	a.blocks[h] = Block{}
	a.freeHandles = append(a.freeHandles, h)
}

// Ptr returns a live block's address.
func (a *Platform) Ptr(h Handle) int64 { return a.blocks[h].Ptr }

// Stats returns the statistics; the largest free block is the device's
// largest free range, and the pool is the device memory in use, so
// fragmentation is 0 by BFC's formula (nothing is held free).
func (a *Platform) Stats() Stats {
	s := a.stats
	s.LargestFreeBlockBytes = a.dev.LargestFree()
	return s
}

// Snapshot returns the live blocks; the regions are the blocks themselves.
func (a *Platform) Snapshot() Snapshot {
	// The checker compares the largest free block only for BFC chunks.
	return a.snapshot(a.dev.Size(), a.Stats())
}

// Defragment moves nothing: there is no pool to compact.
func (a *Platform) Defragment() int64 { return 0 }

// BytesInUse returns the bytes in use.
func (a *Platform) BytesInUse() int64 { return a.stats.BytesInUse }
