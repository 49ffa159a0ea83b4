package allocator

// Check is the simulator's independent checker. It re-derives the
// allocator's invariants from a Snapshot alone, by sorting and sweeping,
// without the allocator's own bins, links or counters:
//
//   - regions do not overlap and hold at most the limit, and their sum is
//     the pool size the statistics report;
//   - BFC's chunks tile every region exactly, in address order;
//   - no two live blocks overlap, each lies inside the pool (for BFC: is
//     exactly a chunk in use), and each holds its request;
//   - the bytes in use the statistics report equal the sum of the live
//     blocks, and the sum of the live requests equals the requests the
//     caller made (want, when the caller keeps its own count);
//   - every free chunk sits in the bin its size calls for (computed here by
//     repeated halving, not by BinForSize), but for the central gap, which
//     is in none, and no two neighbouring chunks are both free
//     (coalescing);
//   - the tags read lower, at most one central gap (free), then upper, in
//     address order (spatial partitioning's spans, spatial.go);
//   - the largest free block the statistics report is the largest free
//     chunk.

import (
	"fmt"
	"sort"
)

// Check verifies s. wantRequested, when not negative, is the sum of the
// requests the caller holds live.
func Check(s Snapshot, wantRequested int64) error {
	regs := append([]Range(nil), s.Regions...)
	sort.Slice(regs, func(i, j int) bool { return regs[i].Ptr < regs[j].Ptr })
	var pool int64
	for i, r := range regs {
		if r.Size <= 0 {
			return fmt.Errorf("region %d at %#x has size %d", i, r.Ptr, r.Size)
		}
		if i > 0 && regs[i-1].Ptr+regs[i-1].Size > r.Ptr {
			return fmt.Errorf("regions at %#x and %#x overlap", regs[i-1].Ptr, r.Ptr)
		}
		pool += r.Size
	}
	if pool != s.Stats.PoolBytes {
		return fmt.Errorf("regions hold %d bytes, stats say pool_bytes %d", pool, s.Stats.PoolBytes)
	}
	if s.Limit > 0 && pool > s.Limit {
		return fmt.Errorf("regions hold %d bytes, over the limit %d", pool, s.Limit)
	}
	live := append([]Block(nil), s.Live...)
	sort.Slice(live, func(i, j int) bool { return live[i].Ptr < live[j].Ptr })
	var inUse, requested int64
	for i, b := range live {
		if b.Size < b.Requested || b.Requested <= 0 {
			return fmt.Errorf("block %d at %#x: %d bytes for a request of %d", b.Handle, b.Ptr, b.Size, b.Requested)
		}
		if i > 0 && live[i-1].Ptr+live[i-1].Size > b.Ptr {
			return fmt.Errorf("live blocks %d at %#x (+%d) and %d at %#x overlap", live[i-1].Handle, live[i-1].Ptr, live[i-1].Size, b.Handle, b.Ptr)
		}
		if len(regs) > 0 {
			k := sort.Search(len(regs), func(k int) bool { return regs[k].Ptr+regs[k].Size > b.Ptr })
			if k == len(regs) || b.Ptr < regs[k].Ptr || b.Ptr+b.Size > regs[k].Ptr+regs[k].Size {
				return fmt.Errorf("live block %d at %#x (+%d) is outside the pool", b.Handle, b.Ptr, b.Size)
			}
		}
		inUse += b.Size
		requested += b.Requested
	}
	if inUse != s.Stats.BytesInUse {
		return fmt.Errorf("live blocks hold %d bytes, stats say bytes_in_use %d", inUse, s.Stats.BytesInUse)
	}
	if wantRequested >= 0 && requested != wantRequested {
		return fmt.Errorf("live blocks serve %d requested bytes, the caller holds %d", requested, wantRequested)
	}
	if s.Chunks == nil {
		return nil
	}
	return checkChunks(s, regs, live)
}

// checkChunks checks BFC's chunks against the regions and the live blocks.
func checkChunks(s Snapshot, regs []Range, live []Block) error {
	ci, li := 0, 0
	var largest int64
	for _, r := range regs {
		at := r.Ptr
		prevFree := false
		lastTag := TagLower
		for at < r.Ptr+r.Size {
			if ci == len(s.Chunks) {
				return fmt.Errorf("region at %#x: chunks end at %#x, before the region does", r.Ptr, at)
			}
			c := s.Chunks[ci]
			ci++
			if c.Ptr != at || c.Size <= 0 || c.Size%MinAllocationSize != 0 {
				return fmt.Errorf("chunk at %#x (+%d): want a multiple of %d at %#x", c.Ptr, c.Size, MinAllocationSize, at)
			}
			if c.Tag < lastTag || (c.Tag == TagGap && lastTag == TagGap) {
				return fmt.Errorf("chunk at %#x (+%d) is %s after a %s chunk: the spans are out of order", c.Ptr, c.Size, c.Tag, lastTag)
			}
			if c.Tag == TagGap && c.InUse {
				return fmt.Errorf("chunk at %#x (+%d) is in use and tagged the central gap", c.Ptr, c.Size)
			}
			lastTag = c.Tag
			if c.InUse {
				if li == len(live) || live[li].Ptr != c.Ptr || live[li].Size != c.Size || live[li].Requested != c.Requested {
					return fmt.Errorf("chunk in use at %#x (+%d) is not a live block", c.Ptr, c.Size)
				}
				li++
				prevFree = false
			} else {
				if prevFree {
					return fmt.Errorf("free chunks meet at %#x: not coalesced", c.Ptr)
				}
				want := binOf(c.Size)
				if c.Tag == TagGap {
					want = -1
				}
				if c.Bin != want {
					return fmt.Errorf("free chunk at %#x (+%d) is in bin %d, want %d", c.Ptr, c.Size, c.Bin, want)
				}
				largest = max(largest, c.Size)
				prevFree = true
			}
			at += c.Size
		}
		if at != r.Ptr+r.Size {
			return fmt.Errorf("region at %#x (+%d): chunks run past it to %#x", r.Ptr, r.Size, at)
		}
	}
	if ci != len(s.Chunks) {
		return fmt.Errorf("%d chunks outside every region", len(s.Chunks)-ci)
	}
	if li != len(live) {
		return fmt.Errorf("%d live blocks are not chunks in use", len(live)-li)
	}
	if largest != s.Stats.LargestFreeBlockBytes {
		return fmt.Errorf("largest free chunk is %d bytes, stats say %d", largest, s.Stats.LargestFreeBlockBytes)
	}
	return nil
}

// binOf finds a size's bin by halving: bin b holds [256·2^b, 256·2^(b+1)),
// the last bin everything above.
func binOf(size int64) int {
	b := 0
	for lim := int64(2 * MinAllocationSize); size >= lim && b < NumBins-1; lim *= 2 {
		b++
	}
	return b
}
