package liveness

import (
	"fmt"
	"strconv"

	"github.com/planner-dev/planner/assign"
)

// Arena says which buffers go into the arena a plan places.
type Arena string

const (
	// All places every buffer: parameters, constants, live-out and temps.
	All Arena = "all"
	// TempOnly places XLA's preallocated temp allocation: every buffer that
	// is not a parameter, a constant or live-out.
	TempOnly Arena = "temp"
)

// ParseArena returns the arena named s ("all" or "temp").
func ParseArena(s string) (Arena, error) {
	switch Arena(s) {
	case All, TempOnly:
		return Arena(s), nil
	}
	return "", fmt.Errorf("unknown arena %q: want all or temp", s)
}

// In reports whether buffer b belongs to arena a. Buffers of 0 bytes
// (tokens, unbounded dynamic arrays) belong to none: they need no memory.
// Nor do buffers in another memory space (see MemorySpace): the arena is
// the default device memory.
func (a Arena) In(b *Buffer) bool {
	if b.Size <= 0 || b.MemorySpace() != 0 {
		return false
	}
	return a != TempOnly || b.Kind == Temp
}

// MemorySpace returns the memory space of b's shape, S(n) in its layout:
// 0, the default device memory, when the layout names none. XLA gives
// other spaces (a TPU's on-chip memory, pinned host memory for offloaded
// activations) allocations of their own, apart from the device heap.
func (b *Buffer) MemorySpace() int {
	if b.Shape.Layout == nil {
		return 0
	}
	return b.Shape.Layout.MemorySpace
}

// Problem returns the buffers of arena as an assign.Problem, in buffer ID
// order. Each problem buffer's ID is the liveness buffer ID in decimal;
// ProblemBuffers gives the same mapping as a slice.
func (r *Result) Problem(arena Arena) *assign.Problem {
	p := &assign.Problem{}
	for i := range r.Buffers {
		b := &r.Buffers[i]
		if !arena.In(b) {
			continue
		}
		p.Buffers = append(p.Buffers, assign.Buffer{
			ID: strconv.Itoa(b.ID), Start: b.Start, End: b.End, Size: b.Size, Align: b.Align,
		})
	}
	return p
}

// ProblemBuffers returns, for each buffer of Problem(arena) in order, the
// ID of the liveness buffer it stands for.
func (r *Result) ProblemBuffers(arena Arena) []int {
	var ids []int
	for i := range r.Buffers {
		if arena.In(&r.Buffers[i]) {
			ids = append(ids, r.Buffers[i].ID)
		}
	}
	return ids
}

// MaxLiveIn returns the lower bound L of arena: the largest total size of
// its buffers live at one step, and the first step where it is reached.
func (r *Result) MaxLiveIn(arena Arena) (maxLive, at int64) {
	maxLive, at, _ = maxLiveOf(r.Buffers, r.Steps, arena.In)
	return maxLive, at
}

// Bytes returns the total size of the buffers of each kind, indexed by Kind.
func (r *Result) Bytes() [4]int64 {
	var out [4]int64
	for _, b := range r.Buffers {
		if b.Kind >= 0 && int(b.Kind) < len(out) {
			out[b.Kind] += b.Size
		}
	}
	return out
}
