package allocator

import (
	"fmt"
	"sort"
)

// Device is a device's memory as its driver hands it out to the allocators
// above it: cudaMalloc for BFC's regions and for the platform allocator.
// It places each request at the lowest free address that fits (first fit).
// A real driver maps physical pages into a virtual range, so where it puts a
// region is its own business; first fit is the simplest model that lets a
// region freed by BFC's garbage collection be taken again, merged with its
// free neighbours.
type Device struct {
	// size is the device's memory in bytes.
	size int64
	// used holds the ranges handed out, sorted by start; they never overlap.
	used []span
	// inUse is the sum of used's sizes.
	inUse int64
}

// span is a range of addresses [start, start+size).
type span struct{ start, size int64 }

// NewDevice returns a device with size bytes of memory, all free.
func NewDevice(size int64) *Device { return &Device{size: size} }

// Size returns the device's memory in bytes.
func (d *Device) Size() int64 { return d.size }

// InUse returns the bytes handed out and not yet freed.
func (d *Device) InUse() int64 { return d.inUse }

// Alloc hands out n bytes at the lowest address where they fit, or reports
// false.
func (d *Device) Alloc(n int64) (int64, bool) {
	if n <= 0 || n > d.size {
		return 0, false
	}
	at := int64(0)
	for i, s := range d.used {
		if s.start-at >= n {
			d.insert(i, span{at, n})
			return at, true
		}
		at = s.start + s.size
	}
	if d.size-at >= n {
		d.insert(len(d.used), span{at, n})
		return at, true
	}
	return 0, false
}

func (d *Device) insert(i int, s span) {
	d.used = append(d.used, span{})
	copy(d.used[i+1:], d.used[i:])
	d.used[i] = s
	d.inUse += s.size
}

// Free returns the range that starts at ptr. Freeing an address that was not
// handed out is a bug in the caller.
func (d *Device) Free(ptr int64) {
	i := sort.Search(len(d.used), func(i int) bool { return d.used[i].start >= ptr })
	if i == len(d.used) || d.used[i].start != ptr {
		panic(fmt.Sprintf("allocator: device free of %#x, which was not allocated", ptr))
	}
	d.inUse -= d.used[i].size
	d.used = append(d.used[:i], d.used[i+1:]...)
}

// LargestFree returns the largest free range on the device.
func (d *Device) LargestFree() int64 {
	best, at := int64(0), int64(0)
	for _, s := range d.used {
		best = max(best, s.start-at)
		at = s.start + s.size
	}
	return max(best, d.size-at)
}
