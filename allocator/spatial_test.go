package allocator

import (
	"fmt"
	"math/rand"
	"testing"
)

// refBFC is an independent reference for a preallocated BFC pool, classic
// or spatially partitioned, written from the documented semantics
// (bfc_allocator.h's class and ChunkTag comments, the split rule of
// FindChunkPtr) with a plain address-ordered list of chunks and linear
// scans: no bins, no handles, no links. It shares no code with bfc.go or
// spatial.go but the constants.
type refBFC struct {
	spatial bool
	limit   int64
	taken   bool
	chunks  []refChunk // address order, tiling [0, limit) once taken
	nextID  int
}

type refChunk struct {
	off, size, req int64
	used           bool
	tag            ChunkTag
	id             int
}

// refRound is RoundedBytes, written again.
func refRound(n int64) int64 { return (n + 255) / 256 * 256 }

// alloc returns the new block's offset and id, or ok=false for out of
// memory.
func (r *refBFC) alloc(n int64, end AllocationEnd, align int64) (off int64, id int, ok bool) {
	if n <= 0 {
		return 0, 0, false
	}
	align = max(align, 256)
	rounded := refRound(n)
	if !r.taken {
		if rounded > r.limit/256*256 {
			return 0, 0, false
		}
		r.taken = true
		tag := TagLower
		if r.spatial {
			tag = TagGap
		}
		r.chunks = []refChunk{{off: 0, size: r.limit / 256 * 256, tag: tag}}
	}
	own := TagLower
	if r.spatial && end == EndUpper {
		own = TagUpper
	} else if !r.spatial {
		end = EndLower
	}
	fits := func(c refChunk) bool {
		if c.size < rounded {
			return false
		}
		if end == EndUpper {
			return (c.off+c.size-rounded)/align*align >= c.off
		}
		pad := (c.off+align-1)/align*align - c.off
		return pad+rounded <= c.size
	}
	// Best fit: the smallest fitting free chunk, the lowest address among
	// equals; spatially, only own-tagged holes, then the gap.
	best := -1
	for i, c := range r.chunks {
		if c.used || !fits(c) || (r.spatial && c.tag != own) {
			continue
		}
		if best < 0 || c.size < r.chunks[best].size || (c.size == r.chunks[best].size && c.off < r.chunks[best].off) {
			best = i
		}
	}
	if best < 0 && r.spatial {
		for i, c := range r.chunks {
			if !c.used && c.tag == TagGap && fits(c) {
				best = i
			}
		}
	}
	if best < 0 {
		return 0, 0, false
	}
	c := r.chunks[best]
	from := c.tag
	split := func(size int64) bool { return size >= 2*rounded || size-rounded >= 128<<20 }
	var pieces []refChunk
	var used refChunk
	if end == EndUpper {
		start := (c.off + c.size - rounded) / align * align
		lo, hi := c.off, start+rounded
		if split(hi-lo) || lo%align != 0 {
			pieces = append(pieces, refChunk{off: lo, size: start - lo, tag: from})
			used = refChunk{off: start, size: rounded}
		} else {
			used = refChunk{off: lo, size: hi - lo}
		}
		pieces = append(pieces, used)
		pieces = append(pieces, refChunk{off: hi, size: c.off + c.size - hi, tag: own})
	} else {
		start := (c.off + align - 1) / align * align
		pieces = append(pieces, refChunk{off: c.off, size: start - c.off, tag: own})
		if split(c.off + c.size - start) {
			used = refChunk{off: start, size: rounded}
			pieces = append(pieces, used, refChunk{off: start + rounded, size: c.off + c.size - start - rounded, tag: from})
		} else {
			used = refChunk{off: start, size: c.off + c.size - start}
			pieces = append(pieces, used)
		}
	}
	r.nextID++
	var out []refChunk
	out = append(out, r.chunks[:best]...)
	for _, p := range pieces {
		if p.size == 0 {
			continue
		}
		if p.off == used.off {
			p.used, p.req, p.tag, p.id = true, n, own, r.nextID
		}
		out = append(out, p)
	}
	out = append(out, r.chunks[best+1:]...)
	r.chunks = out
	return used.off, r.nextID, true
}

// free releases the block with id: it merges with free neighbours (a
// common tag stays, differing tags give the gap) and, spatially, a chunk
// no longer inside its end's span becomes the gap.
func (r *refBFC) free(id int) {
	i := -1
	for k, c := range r.chunks {
		if c.used && c.id == id {
			i = k
		}
	}
	if i < 0 {
		panic(fmt.Sprintf("ref: free of id %d, not in use", id))
	}
	r.chunks[i].used, r.chunks[i].req, r.chunks[i].id = false, 0, 0
	mergeAt := func(k int) { // chunk k and k+1
		a, b := r.chunks[k], r.chunks[k+1]
		if a.tag != b.tag {
			a.tag = TagGap
		}
		a.size += b.size
		r.chunks[k] = a
		r.chunks = append(r.chunks[:k+1], r.chunks[k+2:]...)
	}
	if i+1 < len(r.chunks) && !r.chunks[i+1].used {
		mergeAt(i)
	}
	if i > 0 && !r.chunks[i-1].used {
		mergeAt(i - 1)
		i--
	}
	if !r.spatial {
		return
	}
	c := &r.chunks[i]
	// Inside its span, a lower chunk has a lower chunk (or the gap) above
	// it; an upper chunk a gap or upper chunk below it.
	if c.tag == TagLower && (i+1 == len(r.chunks) || r.chunks[i+1].tag == TagUpper) {
		c.tag = TagGap
	}
	if c.tag == TagUpper && (i == 0 || r.chunks[i-1].tag == TagLower) {
		c.tag = TagGap
	}
}

// compare reports the first difference between the allocator's chunks and
// the reference's.
func (r *refBFC) compare(a *BFC) error {
	s := a.Snapshot()
	if !r.taken {
		if len(s.Chunks) != 0 {
			return fmt.Errorf("allocator holds %d chunks, reference none", len(s.Chunks))
		}
		return nil
	}
	if len(s.Regions) != 1 {
		return fmt.Errorf("allocator holds %d regions, want 1", len(s.Regions))
	}
	base := s.Regions[0].Ptr
	if len(s.Chunks) != len(r.chunks) {
		return fmt.Errorf("allocator has %d chunks, reference %d:\n got %v\nwant %v", len(s.Chunks), len(r.chunks), s.Chunks, r.chunks)
	}
	for i, c := range s.Chunks {
		w := r.chunks[i]
		if c.Ptr-base != w.off || c.Size != w.size || c.InUse != w.used || c.Tag != w.tag || (c.InUse && c.Requested != w.req) {
			return fmt.Errorf("chunk %d: got {+%d %d used=%v %s req %d}, reference {+%d %d used=%v %s req %d}",
				i, c.Ptr-base, c.Size, c.InUse, c.Tag, c.Requested, w.off, w.size, w.used, w.tag, w.req)
		}
	}
	return nil
}

// sop is one step of a spatial table row.
type sop struct {
	kind  string // alloc, fail, free
	name  string
	n     int64
	end   AllocationEnd
	align int64 // 0: kAllocatorAlignment (64), which every chunk already meets
	at    int64 // alloc: the offset from the pool's base the test expects; -1: not pinned
}

func lo(name string, n, at int64) sop { return sop{kind: "alloc", name: name, n: n, at: at} }
func up(name string, n, at int64) sop {
	return sop{kind: "alloc", name: name, n: n, end: EndUpper, at: at}
}
func sfree(name string) sop { return sop{kind: "free", name: name} }

// spatialRows are the spatial-partitioning tests of
// xla/tsl/framework/bfc_allocator_test.cc, one row each, named after the
// test; "at" is what the test's EXPECTs pin, written as an offset from
// FakeSubAllocator::kBase (the tests that compare two pointers pin one of
// them through the other: at the pool's base, the first lower block).
func spatialRows() []struct {
	name string
	pool int64
	ops  []sop
} {
	type row = struct {
		name string
		pool int64
		ops  []sop
	}
	rows := []row{
		// upper − lower = 4096 − 256.
		{"SpatialAllocatesFromEnds", 4096, []sop{lo("lower", 256, 0), up("upper", 256, 4096-256), sfree("upper"), sfree("lower")}},
		// Upper must not reuse the trapped lower hole.
		{"SpatialSkipsLowerHole", 1024, []sop{lo("a", 256, 0), lo("b", 256, 256), up("upper", 512, 512), sfree("a"),
			{kind: "fail", n: 256, end: EndUpper}, sfree("upper"), sfree("b")}},
		// A freed boundary upper chunk rejoins the gap: 2048 lower fit.
		{"SpatialLowerReclaimsGap", 2048, []sop{up("upper", 1024, 1024), sfree("upper"), lo("lower", 2048, 0), sfree("lower")}},
		// upper1 == upper0; lower2 ≤ upper1 and lower2 + 2560 == upper1 + 512;
		// upper2 fails.
		{"SpatialReclaimsGap", 4096, []sop{lo("lower0", 1024, 0), up("upper0", 512, 3584), sfree("upper0"),
			lo("lower1", 512, -1), up("upper1", 512, 3584), sfree("upper1"), lo("lower2", 2560, 4096-2560),
			{kind: "fail", n: 256, end: EndUpper}, sfree("lower2"), sfree("lower1"), sfree("lower0")}},
		// upper at base + 3072, lower at base; the 768-byte suffix is upper's.
		{"SpatialUpperAlignmentSuffix", 4096, []sop{{kind: "alloc", name: "upper", n: 256, end: EndUpper, align: 1024, at: 3072},
			lo("lower", 3072, 0), {kind: "fail", n: 768}, sfree("lower"), sfree("upper")}},
		// lower1 at base + 1024, upper at base + 1280; the prefix is lower's.
		{"SpatialLowerAlignmentPrefix", 4096, []sop{lo("lower0", 256, 0), {kind: "alloc", name: "lower1", n: 256, align: 1024, at: 1024},
			up("upper", 2816, 1280), {kind: "fail", n: 768, end: EndUpper}, sfree("upper"), sfree("lower1"), sfree("lower0")}},
		// lower_hole at base + 256, upper_hole at base + 3584, both reused.
		{"SpatialReusesOwnHoles", 4096, []sop{lo("lower0", 256, -1), lo("lower_hole", 256, 256), lo("lower_guard", 256, -1),
			up("upper0", 256, -1), up("upper_hole", 256, 3584), up("upper_guard", 256, -1),
			sfree("lower_hole"), sfree("upper_hole"), lo("lower_reuse", 256, 256), up("upper_reuse", 256, 3584),
			sfree("upper_reuse"), sfree("upper_guard"), sfree("upper0"), sfree("lower_reuse"), sfree("lower_guard"), sfree("lower0")}},
	}
	// 32 lower blocks of 32 MiB fill 1 GiB; freed, they reform one gap, and
	// an 18 MiB upper block ends at the top of the pool.
	{
		var ops []sop
		for i := 0; i < 32; i++ {
			ops = append(ops, lo(fmt.Sprint("l", i), 32<<20, int64(i)*(32<<20)))
		}
		for i := 0; i < 32; i++ {
			ops = append(ops, sfree(fmt.Sprint("l", i)))
		}
		ops = append(ops, up("upper", 18<<20, 1<<30-18<<20), sfree("upper"))
		rows = append(rows, row{"SpatialUpperReclaimsAfterLowerFill", 1 << 30, ops})
	}
	// SpatialUnderContention, one thread: 1000 rounds of a lower and an
	// upper 1 KiB block, allocated and freed, never fail.
	{
		var ops []sop
		for i := 0; i < 1000; i++ {
			ops = append(ops, lo("l", 1024, 0), up("u", 1024, 64<<20-1024), sfree("l"), sfree("u"))
		}
		rows = append(rows, row{"SpatialUnderContention (one thread)", 64 << 20, ops})
	}
	return rows
}

// TestSpatialBFCTable runs the rows of spatialRows on the allocator and on
// the reference, comparing every chunk after every step.
func TestSpatialBFCTable(t *testing.T) {
	for _, row := range spatialRows() {
		t.Run(row.name, func(t *testing.T) {
			a := NewBFC(NewDevice(row.pool), row.pool, BFCOptions{SpatialPartitioning: true})
			ref := &refBFC{spatial: true, limit: row.pool}
			h := map[string]Handle{}
			ids := map[string]int{}
			for i, o := range row.ops {
				where := fmt.Sprintf("op %d (%s %s %d)", i, o.kind, o.name, o.n)
				align := max(o.align, 64)
				switch o.kind {
				case "alloc", "fail":
					got, err := a.AllocEnd(o.n, o.name, o.end, align)
					off, id, ok := ref.alloc(o.n, o.end, align)
					if (err == nil) != (o.kind == "alloc") || ok != (err == nil) {
						t.Fatalf("%s: allocator err %v, reference ok %v, want %s", where, err, ok, o.kind)
					}
					if o.kind == "fail" {
						break
					}
					if o.at >= 0 && a.Ptr(got) != o.at {
						t.Fatalf("%s: at %d, the test expects %d", where, a.Ptr(got), o.at)
					}
					if a.Ptr(got) != off {
						t.Fatalf("%s: at %d, the reference at %d", where, a.Ptr(got), off)
					}
					h[o.name], ids[o.name] = got, id
				case "free":
					a.Free(h[o.name])
					ref.free(ids[o.name])
				}
				if err := ref.compare(a); err != nil {
					t.Fatalf("%s: %v", where, err)
				}
				if err := Check(a.Snapshot(), -1); err != nil {
					t.Fatalf("%s: check: %v", where, err)
				}
			}
			if a.BytesInUse() != 0 {
				t.Fatalf("%d bytes in use after every block was freed", a.BytesInUse())
			}
		})
	}
}

// TestSpatialKeepsUpperOffset is bfc_allocator_test.cc's
// SpatialKeepsUpperOffset and SpatialUpperOffsetsStable: an end's offsets
// depend only on that end's requests. The second draws the lower churn
// from math/rand instead of std::mt19937 (seeds 1 to 32, as the test).
func TestSpatialKeepsUpperOffset(t *testing.T) {
	opts := BFCOptions{SpatialPartitioning: true}
	upperOffset := func(extra bool) int64 {
		a := NewBFC(NewDevice(4096), 4096, opts)
		l, _ := a.AllocEnd(256, "lower", EndLower, 64)
		if extra {
			if _, err := a.AllocEnd(1024, "extra", EndLower, 64); err != nil {
				t.Fatal(err)
			}
		}
		u, err := a.AllocEnd(512, "upper", EndUpper, 64)
		if err != nil {
			t.Fatal(err)
		}
		return a.Ptr(u) - a.Ptr(l)
	}
	if x, y := upperOffset(false), upperOffset(true); x != y {
		t.Fatalf("SpatialKeepsUpperOffset: upper at +%d, +%d after an extra lower block", x, y)
	}

	const pool = 512 << 20
	upperSizes := []int64{4 << 20, 16 << 20, 1 << 20, 18 << 20, 2 << 20, 8 << 20, 4 << 20, 32 << 20}
	lowerSizes := []int64{256, 1 << 20, 8 << 20, 32 << 20, 64 << 20}
	run := func(seed int64) []int64 {
		a := NewBFC(NewDevice(pool), pool, opts)
		rng := rand.New(rand.NewSource(seed))
		type blk struct {
			h Handle
			n int64
		}
		var live []blk
		var liveBytes int64
		var offsets []int64
		var upper []Handle
		for _, n := range upperSizes {
			for k := rng.Intn(7); k > 0; k-- {
				if len(live) > 0 && rng.Intn(3) == 0 {
					i := rng.Intn(len(live))
					a.Free(live[i].h)
					liveBytes -= live[i].n
					live = append(live[:i], live[i+1:]...)
					continue
				}
				m := lowerSizes[rng.Intn(len(lowerSizes))]
				if liveBytes+m > pool/2 {
					continue
				}
				if h, err := a.AllocEnd(m, "lower", EndLower, 512); err == nil {
					live = append(live, blk{h, m})
					liveBytes += m
				}
			}
			h, err := a.AllocEnd(n, "upper", EndUpper, 512)
			if err != nil {
				t.Fatalf("seed %d: upper %d failed under lower churn", seed, n)
			}
			offsets = append(offsets, a.Ptr(h))
			upper = append(upper, h)
			if len(upper) > 2 {
				a.Free(upper[0])
				upper = upper[1:]
			}
			if err := Check(a.Snapshot(), -1); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
		return offsets
	}
	want := run(1)
	for seed := int64(2); seed <= 32; seed++ {
		if got := run(seed); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("SpatialUpperOffsetsStable: seed %d upper offsets %v, seed 1 %v", seed, got, want)
		}
	}
}

// TestSpatialDiffersWithoutCollectives is spatial.go's example: with only
// lower requests, spatial BFC still places a block where classic BFC does
// not (a lower hole before a better-fitting gap).
func TestSpatialDiffersWithoutCollectives(t *testing.T) {
	place := func(spatial bool) (int64, int64) {
		a := NewBFC(NewDevice(1<<20), 1<<20, BFCOptions{SpatialPartitioning: spatial})
		h, _ := a.Alloc(512<<10, "a")
		a.Alloc(64<<10, "b")
		a.Alloc(200<<10, "c")
		a.Free(h)
		d, err := a.Alloc(200<<10, "d")
		if err != nil {
			t.Fatal(err)
		}
		return a.Ptr(d), a.AllocatedSize(d)
	}
	if at, size := place(false); at != 776<<10 || size != 248<<10 {
		t.Errorf("classic: d at %d KiB (%d KiB), want the top chunk at 776 KiB, whole (248 KiB)", at>>10, size>>10)
	}
	if at, size := place(true); at != 0 || size != 200<<10 {
		t.Errorf("spatial: d at %d KiB (%d KiB), want the lower hole at 0, split (200 KiB)", at>>10, size>>10)
	}
}

// TestBFCDifferential replays seeded traces on both BFC variants and on
// refBFC: every address, every chunk (offset, size, request, tag) after
// every step, and every out-of-memory decision must agree.
func TestBFCDifferential(t *testing.T) {
	type config struct {
		limit   int64
		maxSize int64
		steps   int
	}
	configs := []config{{1 << 20, 64 << 10, 2000}, {4 << 20, 1 << 20, 2000}, {1 << 30, 400 << 20, 600}}
	var allocs, ooms, frees int
	for _, spatial := range []bool{false, true} {
		for ci, cfg := range configs {
			for seed := int64(1); seed <= 5; seed++ {
				name := fmt.Sprintf("spatial=%v/limit=%d/seed=%d", spatial, cfg.limit, seed)
				a := NewBFC(NewDevice(cfg.limit), cfg.limit, BFCOptions{SpatialPartitioning: spatial})
				ref := &refBFC{spatial: spatial, limit: cfg.limit}
				rng := rand.New(rand.NewSource(seed*7 + int64(ci)))
				type blk struct {
					h  Handle
					id int
				}
				var live []blk
				for step := 0; step < cfg.steps; step++ {
					where := fmt.Sprintf("%s step %d", name, step)
					if len(live) > 0 && rng.Intn(5) < 2 {
						i := rng.Intn(len(live))
						a.Free(live[i].h)
						ref.free(live[i].id)
						live = append(live[:i], live[i+1:]...)
						frees++
					} else {
						n := 1 + rng.Int63n(cfg.maxSize)
						if rng.Intn(4) == 0 {
							n = 1 + rng.Int63n(2048)
						}
						end, align := EndLower, int64(256)
						if spatial && rng.Intn(3) == 0 {
							end = EndUpper
						}
						if spatial && rng.Intn(4) == 0 {
							align = 256 << rng.Intn(5)
						}
						h, err := a.AllocEnd(n, "x", end, align)
						off, id, ok := ref.alloc(n, end, align)
						if ok != (err == nil) {
							t.Fatalf("%s: alloc %d (end %d, align %d): allocator err %v, reference ok %v", where, n, end, align, err, ok)
						}
						if ok {
							allocs++
							if a.Ptr(h) != off {
								t.Fatalf("%s: alloc %d at %d, reference at %d", where, n, a.Ptr(h), off)
							}
							if a.Ptr(h)%align != 0 {
								t.Fatalf("%s: alloc at %d, not aligned to %d", where, a.Ptr(h), align)
							}
							live = append(live, blk{h, id})
						} else {
							ooms++
						}
					}
					if err := ref.compare(a); err != nil {
						t.Fatalf("%s: %v", where, err)
					}
					if step%50 == 0 {
						if err := Check(a.Snapshot(), -1); err != nil {
							t.Fatalf("%s: check: %v", where, err)
						}
					}
				}
			}
		}
	}
	t.Logf("%d allocations, %d frees, %d out-of-memory decisions agree", allocs, frees, ooms)
	if ooms == 0 || allocs == 0 {
		t.Fatalf("the traces exercise nothing: %d allocations, %d out of memory", allocs, ooms)
	}
}

// TestSpatialDefragment: defragmenting a partitioned pool slides lower
// blocks down and upper blocks up, in order, and leaves the free bytes as
// one central gap; the pool then serves a request of all of them.
func TestSpatialDefragment(t *testing.T) {
	a := NewBFC(NewDevice(8192), 8192, BFCOptions{SpatialPartitioning: true})
	var hs []Handle
	for _, r := range []struct {
		n   int64
		end AllocationEnd
	}{{512, EndLower}, {256, EndLower}, {768, EndLower}, {256, EndUpper}, {1024, EndUpper}, {512, EndUpper}} {
		h, err := a.AllocEnd(r.n, "x", r.end, 256)
		if err != nil {
			t.Fatal(err)
		}
		hs = append(hs, h)
	}
	a.Free(hs[1]) // a lower hole
	a.Free(hs[4]) // an upper hole
	if moved := a.Defragment(); moved != 768+512 {
		t.Errorf("moved %d bytes, want 1280 (the lower block above the hole, the upper one below it)", moved)
	}
	if err := Check(a.Snapshot(), -1); err != nil {
		t.Fatal(err)
	}
	got := fmt.Sprint(a.Ptr(hs[0]), a.Ptr(hs[2]), a.Ptr(hs[3]), a.Ptr(hs[5]))
	if want := fmt.Sprint(0, 512, 8192-256, 8192-768); got != want {
		t.Errorf("blocks at %s, want %s", got, want)
	}
	free := int64(8192 - 512 - 768 - 256 - 512)
	if a.Stats().LargestFreeBlockBytes != free {
		t.Errorf("largest free %d, want the gap of %d", a.Stats().LargestFreeBlockBytes, free)
	}
	if _, err := a.AllocEnd(free, "all", EndUpper, 256); err != nil {
		t.Errorf("the gap of %d bytes does not serve a request of all of them: %v", free, err)
	}
}
