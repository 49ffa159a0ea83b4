package allocator

// blockTable is the handle table the platform, VMM and planned
// allocators share: a block per live allocation, indexed by its handle,
// the handles of freed blocks reused last freed first.
type blockTable struct {
	// blocks[h] is the block of handle h; a freed block has Size 0.
	blocks []Block
	// freeHandles are the handles of freed blocks, to reuse.
	freeHandles []Handle
}

// add stores b under a free handle, or a new one, and returns the handle.
func (t *blockTable) add(b Block) Handle {
	var h Handle
	if k := len(t.freeHandles); k > 0 {
		h = t.freeHandles[k-1]
		t.freeHandles = t.freeHandles[:k-1]
	} else {
		h = Handle(len(t.blocks))
		t.blocks = append(t.blocks, Block{})
	}
	b.Handle = h
	t.blocks[h] = b
	return h
}

// snapshot returns the live blocks, each its own region, under limit.
func (t *blockTable) snapshot(limit int64, stats Stats) Snapshot {
	s := Snapshot{Limit: limit, Stats: stats}
	for _, b := range t.blocks {
		if b.Size > 0 {
			s.Live = append(s.Live, b)
		}
	}
	sortBlocks(s.Live)
	for _, b := range s.Live {
		s.Regions = append(s.Regions, Range{b.Ptr, b.Size})
	}
	return s
}
