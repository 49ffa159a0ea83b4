package allocator

import (
	"cmp"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// mustSim parses src and returns its simulator.
func mustSim(t testing.TB, src string) *Simulator {
	t.Helper()
	s, err := ParseScript("t.run", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	sim, err := NewSimulator(s)
	if err != nil {
		t.Fatal(err)
	}
	return sim
}

// mustRun runs with the checker on.
func mustRun(t testing.TB, sim *Simulator, o Options) *Result {
	t.Helper()
	o.Check = true
	res, err := sim.Run(o)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// TestFragmentationDefrag is external fragmentation in its smallest form:
// four 2 KiB arrays, the first and third dropped, leave 6 KiB free in three
// 2 KiB pieces of a 10 KiB pool, so 4 KiB does not fit BFC; defragmenting
// on the failure slides the two live arrays down (4 KiB moved) and the
// request fits; the clairvoyant layout, made knowing the request comes,
// fits without moving anything, but the planned runtime's first fit, which
// cannot know it, fails like BFC. The least pools: BFC, the platform's
// first fit and planned need 12 KiB (4 KiB left above d), BFC with
// defragmentation and the clairvoyant bound the 8 KiB live at most.
func TestFragmentationDefrag(t *testing.T) {
	sim := mustSim(t, `put a 2KiB
put b 2KiB
put c 2KiB
put d 2KiB
drop a
drop c
put e 4KiB
`)
	o := Options{DeviceMemory: 10 << 10, MemFraction: 1, Granularity: MinAllocationSize}
	res := mustRun(t, sim, o)
	if res.OOM == nil || res.OOM.Step != 7 || res.OOM.Live != 4<<10 {
		t.Fatalf("bfc: OOM %+v, want at step 7 with 4 KiB live", res.OOM)
	}
	if last := res.Steps[len(res.Steps)-2]; last.LargestFree != 2<<10 || fmt.Sprintf("%.4f", last.Fragmentation) != "0.6667" {
		t.Errorf("before the failure: largest free %d, fragmentation %.4f; want 2 KiB, 2/3", last.LargestFree, last.Fragmentation)
	}
	if !strings.Contains(res.OOM.Err.Message, "ran out of memory trying to allocate 4.00KiB (rounded to 4096)") ||
		!strings.Contains(res.OOM.Err.Dump, "largest free chunk 2.00KiB") {
		t.Errorf("message %q\ndump %s", res.OOM.Err.Message, res.OOM.Err.Dump)
	}
	o.DefragOnOOM = true
	res = mustRun(t, sim, o)
	if res.OOM != nil || res.Moved != 4<<10 || res.Defrags != 1 || res.Steps[6].Moved != 4<<10 {
		t.Errorf("bfc+defrag: OOM %v, moved %d in %d runs", res.OOM, res.Moved, res.Defrags)
	}
	o.DefragOnOOM = false
	o.Allocator = KindClairvoyant
	res = mustRun(t, sim, o)
	if res.OOM != nil || res.Moved != 0 {
		t.Errorf("clairvoyant: OOM %v", res.OOM)
	}
	o.Allocator = KindPlanned
	res = mustRun(t, sim, o)
	if res.OOM == nil || res.OOM.Step != 7 || !strings.Contains(res.OOM.Err.Message, "no free range of 4.00KiB for device_put e[0] in the arrays' region (10.00KiB below the executables' region of 0B; 4.00KiB in use, largest free range 2.00KiB)") {
		t.Errorf("planned: OOM %+v, want at step 7, first fit finding no 4 KiB range", res.OOM)
	}
	for _, tc := range []struct {
		kind   string
		defrag bool
		want   int64
	}{{KindBFC, false, 12 << 10}, {KindBFC, true, 8 << 10}, {KindPlatform, false, 12 << 10}, {KindPlanned, false, 12 << 10}, {KindClairvoyant, false, 8 << 10}} {
		l, err := sim.LeastPool(Options{Allocator: tc.kind, DefragOnOOM: tc.defrag, DeviceMemory: 10 << 10, MemFraction: 1, Granularity: MinAllocationSize})
		if err != nil {
			t.Fatal(err)
		}
		if !l.Found || l.Pool != tc.want {
			t.Errorf("%s (defrag %v): least pool %+v, want %d", tc.kind, tc.defrag, l, tc.want)
		}
	}
}

// TestExecution checks PJRT's semantics step by step: donation moves
// buffers into outputs, nodonate allocates new ones and the old are
// dropped after the run, lists keep their arrays, every and alternatives
// follow the iteration.
func TestExecution(t *testing.T) {
	sim := mustSim(t, `program step args 4KiB 1KiB outputs 4KiB 4B temp 8KiB alias 0:0
program other args 4KiB 1KiB outputs 4KiB 4B temp 16KiB alias 0:0
program eval args 4KiB outputs 4B temp 2KiB
put w 4KiB
repeat 4 {
  put x 1KiB
  run step|other w x -> w losses[]
  every 2 {
    run eval w -> evals[]
  }
}
put x 1KiB
run step w x -> w loss nodonate
`)
	res := mustRun(t, sim, Options{DeviceMemory: 1 << 20, MemFraction: 1})
	if res.OOM != nil || len(res.Steps) != 7 {
		t.Fatalf("OOM %v, %d steps", res.OOM, len(res.Steps))
	}
	// Steps 2..5: w (4 KiB) and x (1 KiB) live, 1..4 losses of 256 B,
	// evals after iterations 2 and 4.
	wantLive := []int64{4096, 4096 + 1024 + 4, 4096 + 1024 + 8 + 4, 4096 + 1024 + 12 + 4, 4096 + 1024 + 16 + 8, 4096 + 1024 + 16 + 8, 4096 + 1024 + 16 + 8 + 4}
	// Peaks in BFC's chunks: the temp block of step (8 KiB) or other
	// (16 KiB) on top of w, x and the 256-byte chunks of the losses and
	// evals; a put holds the old x and the new one together.
	wantPeak := []int64{4096, 4096 + 1024 + 256 + 8192, 4096 + 1024 + 2*256 + 16384, 4096 + 1024 + 4*256 + 8192, 4096 + 1024 + 5*256 + 16384, 4096 + 2*1024 + 6*256, 4096 + 1024 + 6*256 + 4096 + 256 + 8192}
	for i, st := range res.Steps {
		if st.Live != wantLive[i] {
			t.Errorf("step %d: live %d, want %d", st.Step, st.Live, wantLive[i])
		}
		if st.Peak != wantPeak[i] {
			t.Errorf("step %d: peak %d, want %d", st.Step, st.Peak, wantPeak[i])
		}
	}
	// The nodonate step allocates a new w while the old one lives, and
	// drops the old one after: 4 KiB more at the peak, the same live after.
	if res.PeakLive != 4096+1024+16+4+16384 {
		t.Errorf("peak live %d", res.PeakLive)
	}
}

// TestRunErrors are script errors found while running, positioned.
func TestRunErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"program p args 1KiB outputs 1KiB alias 0:0\nput x 1KiB\nrun p x -> y\nrun p x -> z", "t.run:4:7: x was donated at 3:1 and is no longer live"},
		{"program p args 1KiB outputs 1KiB\nrun p x -> y", "t.run:2:7: x holds no live arrays"},
		{"program p args 1KiB outputs 1KiB\nput x 2KiB\nrun p x -> y", "t.run:3:7: step 2, run p (sizes): argument 0 wants 1024 bytes, x[0] holds 2048"},
		// In a loop, the iteration; an HLO program, its file.
		{"program p hlo p.hlo\nput w 1KiB\nrepeat 3 {\n  put x 1KiB | 2KiB\n  run p w x -> w\n}", "t.run:5:11: step 3, iteration 2 of the repeat at 3:1, run p (p.hlo): argument 1 wants 1024 bytes, x[0] holds 2048"},
		{"program p args 1KiB 1KiB outputs 1KiB\nput x 1KiB\nrun p x:2 -> y", "t.run:3:7: x holds 1 arrays, used as x:2"},
		{"program p args 1KiB 1KiB outputs 1KiB donate 0\nput x 1KiB\nrun p x x -> y", "t.run:3:1: step 2, run p (sizes): argument 1 is donated and passed twice"},
	} {
		s, err := ParseScript("t.run", []byte(tc.src))
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range s.Programs {
			if p.Source != "" { // what the cmd layer reads from the module
				p.Args, p.Outputs, p.Alias = []int64{1024, 1024}, []int64{1024}, []int{0}
			}
		}
		sim, err := NewSimulator(s)
		if err == nil {
			_, err = sim.Run(Options{DeviceMemory: 1 << 20})
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want %s", tc.src, err, tc.want)
		}
	}
	for _, tc := range []struct{ src, want string }{
		{"program p args 1KiB outputs 1KiB\nput x 1KiB\nrun p x x -> y", "t.run:3:1: run p with 2 arguments, want 1"},
		{"program p args 1KiB outputs 1KiB 1KiB\nput x 1KiB\nrun p x -> y", "t.run:3:1: run p binds 1 outputs, want 2"},
	} {
		s, _ := ParseScript("t.run", []byte(tc.src))
		if _, err := NewSimulator(s); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want %s", tc.src, err, tc.want)
		}
	}
}

// TestGrowthAndGC runs a script with allow_growth (no preallocation): BFC
// takes regions as it needs them; a large request that finds only small
// free regions fails, unless garbage collection returns them to the device
// and takes one larger.
func TestGrowthAndGC(t *testing.T) {
	sim := mustSim(t, `put a 3MiB
put b 3MiB
drop a
drop b
put big 14MiB
`)
	// JAX leaves garbage collection off: 14 MiB does not fit.
	res := mustRun(t, sim, Options{DeviceMemory: 16 << 20, MemFraction: 1, NoPreallocate: true})
	if res.OOM == nil || res.OOM.Step != 5 {
		t.Fatalf("without garbage collection: OOM %v, want at step 5", res.OOM)
	}
	res = mustRun(t, sim, Options{DeviceMemory: 16 << 20, MemFraction: 1, NoPreallocate: true, GarbageCollection: true})
	if res.OOM != nil {
		t.Fatalf("OOM: %s", res.OOM.Err.Message)
	}
	// Two regions of 4 MiB (the first grown from 2 MiB to hold 3 MiB, the
	// second the same size, after which the next would be 8 MiB); 14 MiB
	// does not fit under the limit beside them, so both are given back and
	// one region of 16 MiB taken.
	if got := []int64{res.Steps[0].Reserved, res.Steps[1].Reserved, res.Steps[4].Reserved}; fmt.Sprint(got) != "[4194304 8388608 16777216]" {
		t.Errorf("reserved %v", got)
	}
}

// TestLossList runs the jax#9064 example of testdata: BFC, BFC with
// defragmentation, planned and clairvoyant all run it in 4 GiB, and the
// clairvoyant layout needs no more than the live-bytes peak.
func TestLossList(t *testing.T) {
	src, err := os.ReadFile("testdata/loss_list.run")
	if err != nil {
		t.Fatal(err)
	}
	sim := mustSim(t, string(src))
	for _, o := range []Options{{Allocator: KindBFC}, {Allocator: KindBFC, DefragOnOOM: true}, {Allocator: KindPlanned}, {Allocator: KindClairvoyant}, {Allocator: KindPlatform}, {NoPreallocate: true}} {
		o.DeviceMemory = 4 << 30
		res := mustRun(t, sim, o)
		if res.OOM != nil {
			t.Errorf("%+v: OOM at step %d", o, res.OOM.Step)
		}
		if n := int64(len(res.Steps)); n != 102 {
			t.Errorf("%d steps", n)
		}
	}
	l, err := PlanLayout(sim.Script())
	if err != nil {
		t.Fatal(err)
	}
	if l.Least != l.LiveBound {
		t.Errorf("clairvoyant needs %d, live peak %d", l.Least, l.LiveBound)
	}
}

// BenchmarkTrainingLoop simulates 10^4 steps of a training loop (a batch
// transferred, one donated step with a temp block, the loss kept) under
// BFC, reporting time and allocations per step.
func BenchmarkTrainingLoop(b *testing.B) {
	for _, kind := range []string{KindBFC, KindBFC + "-classic", KindPlanned, KindClairvoyant} {
		classic := kind == KindBFC+"-classic"
		b.Run(kind, func(b *testing.B) {
			kind := strings.TrimSuffix(kind, "-classic")
			sim := mustSim(b, `program train args 256MiB 512MiB 64MiB outputs 256MiB 512MiB 4B temp 1GiB alias 0:0 1:1
put params 256MiB
put opt 512MiB
repeat 10000 {
  put batch 64MiB
  run train params opt batch -> params opt loss
}
`)
			if kind == KindClairvoyant {
				if _, err := sim.Run(Options{Allocator: kind, DeviceMemory: 4 << 30}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				res, err := sim.Run(Options{Allocator: kind, DeviceMemory: 4 << 30, NoSpatialPartitioning: classic})
				if err != nil || res.OOM != nil || len(res.Steps) != 10002 {
					b.Fatal(err, res.OOM)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/10002, "ns/step")
		})
	}
}

// TestGpuExecutableCopyProtection pins the order of gpu_executable.cc
// (GpuExecutable::ExecuteAsyncOnStreamImpl, GenerateBufferAllocations and
// BufferForAllocation): the allocations of an execution come in index
// order, every output that does not alias a parameter and then the temp
// block; an output that aliases a parameter the caller did not donate
// shares the parameter's allocation, so it gets its fresh buffer only
// afterwards ("copy-protection"), and the temp block is freed when the
// execution ends, after the copies. Here: w at 0, the 1 KiB output y at
// 4 KiB, the 8 KiB temp block above it, the copy of w above the temp (at
// 13 KiB), and the temp's hole left between them.
func TestGpuExecutableCopyProtection(t *testing.T) {
	sim := mustSim(t, `program p args 4KiB outputs 4KiB 1KiB temp 8KiB alias 0:0
put w 4KiB
run p w -> w2 y nodonate
`)
	for _, tc := range []struct {
		name string
		want string
	}{
		// Addresses of the arrays live after the run, and the transient
		// temp block, as the occupancy map records them.
		{KindBFC, "0+4096 4096+1024 5120+8192(temp) 13312+4096"},
		{KindPlatform, "0+4096 4096+1024 5120+8192(temp) 13312+4096"},
	} {
		res := mustRun(t, sim, Options{Allocator: tc.name, DeviceMemory: 1 << 20, MemFraction: 1, Granularity: MinAllocationSize, Columns: 10})
		if res.OOM != nil {
			t.Fatalf("%s: OOM %v", tc.name, res.OOM)
		}
		col := res.Columns[len(res.Columns)-1]
		sortSegments(col.Segments)
		var got []string
		for _, s := range col.Segments {
			x := fmt.Sprintf("%d+%d", s.Ptr, s.Size)
			if s.Transient {
				if s.Size != 8192 {
					continue // the outputs, also allocated in the step
				}
				x += "(temp)"
			}
			got = append(got, x)
		}
		if g := strings.Join(got, " "); g != tc.want {
			t.Errorf("%s: blocks %s, want %s", tc.name, g, tc.want)
		}
	}
}

// sortSegments sorts segments by address, transient ones first.
func sortSegments(s []Segment) {
	slices.SortStableFunc(s, func(a, b Segment) int { return cmp.Compare(a.Ptr, b.Ptr) })
}

// TestPlannedRuntime pins the realizable planned layout (planned.go): every
// executable's temp block at one fixed offset, the bottom of the
// executables' region at the top of the pool, as large as the largest temp
// block (16 KiB here, other's); every array first fit below it. The temp
// blocks of step (8 KiB) and other (16 KiB) land at pool − 16 KiB in every
// execution; w takes 0, the first x 4 KiB, the second x (put while the
// first is live) 5 KiB, the losses the gaps first fit finds. Its least pool
// is the arrays' first-fit top plus the region; the clairvoyant bound,
// which may put a temp block anywhere, needs less.
func TestPlannedRuntime(t *testing.T) {
	sim := mustSim(t, `program step args 4KiB 1KiB outputs 4KiB 4B temp 8KiB alias 0:0
program other args 4KiB 1KiB outputs 4KiB 4B temp 16KiB alias 0:0
put w 4KiB
repeat 4 {
  put x 1KiB
  run step|other w x -> w losses[]
}
`)
	const pool = 64 << 10
	res := mustRun(t, sim, Options{Allocator: KindPlanned, DeviceMemory: pool, MemFraction: 1, Granularity: MinAllocationSize, Columns: 10})
	if res.OOM != nil {
		t.Fatalf("OOM %+v", res.OOM)
	}
	var temps, arrays []string
	for _, c := range res.Columns {
		for _, s := range c.Segments {
			switch {
			case s.Transient && s.Size >= 8<<10:
				temps = append(temps, fmt.Sprintf("%d:%d+%d", c.Step, s.Ptr, s.Size))
			case !s.Transient && c.Step == 5:
				arrays = append(arrays, fmt.Sprintf("%d+%d", s.Ptr, s.Size))
			}
		}
	}
	slices.Sort(arrays)
	if got, want := strings.Join(temps, " "), "2:49152+8192 3:49152+16384 4:49152+8192 5:49152+16384"; got != want {
		t.Errorf("temp blocks (step:address+size) %s, want %s", got, want)
	}
	// After step 5: w at 0; the losses (256-byte blocks) and the x's
	// interleaved as first fit finds gaps: x at 4 KiB, the first loss at
	// 5 KiB; the second x at 5.25 KiB, the second loss in the first x's
	// place; the third x at 6.25 KiB, the third loss beside the second;
	// the fourth x back at 5.25 KiB, the fourth loss beside the third.
	if got, want := strings.Join(arrays, " "), "0+4096 4096+4 4352+4 4608+4 5120+4 5376+1024"; got != want {
		t.Errorf("arrays after step 5 %s, want %s", got, want)
	}
	l, err := sim.LeastPool(Options{Allocator: KindPlanned, DeviceMemory: pool, MemFraction: 1, Granularity: MinAllocationSize})
	if err != nil {
		t.Fatal(err)
	}
	// The arrays' top is 7.25 KiB (the third x, put at 6.25 KiB while the
	// second is live), the region 16 KiB.
	if !l.Found || l.Need != 7424+16384 {
		t.Errorf("planned least %+v, want need %d", l, 7424+16384)
	}
	c, err := sim.LeastPool(Options{Allocator: KindClairvoyant, DeviceMemory: pool, MemFraction: 1, Granularity: MinAllocationSize})
	if err != nil {
		t.Fatal(err)
	}
	if !c.Found || c.Need >= l.Need {
		t.Errorf("clairvoyant least %+v, want below planned's %d", c, l.Need)
	}
}

// TestHostileScripts: a script's work and memory are bounded whatever its
// size. Allocations past the limit (repeats counted) are an error at the
// statement; a long run keeps MaxStepRecords step records (the first, the
// last, the most fragmented, evenly spaced between); a byte order mark is
// skipped.
func TestHostileScripts(t *testing.T) {
	defer func(n int64) { allocLimit = n }(allocLimit)
	allocLimit = 10
	run := func(src string, opts Options) (*Result, error) {
		s, err := ParseScript("t.run", []byte(src))
		if err != nil {
			return nil, err
		}
		sim, err := NewSimulator(s)
		if err != nil {
			return nil, err
		}
		return sim.Run(opts)
	}
	// Before: no limit; 10^6 iterations of put and drop kept 630 MB.
	_, err := run("put x 8\nrepeat 100 {\n  put a 8\n  drop a\n}\n", Options{DeviceMemory: 1 << 20})
	if want := "t.run:3:3: the script makes more than 10 allocations (repeats counted)"; err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("got %v, want %s...", err, want)
	}
	if _, err := run("repeat 5 {\n  put a 8\n  drop a\n}\n", Options{DeviceMemory: 1 << 20}); err != nil {
		t.Errorf("5 allocations: %v", err)
	}
	allocLimit = MaxAllocations

	// Step records: 1,000 steps, at most 10 kept, and the most fragmented
	// one (step 3: a hole below the live block) and the last one run.
	res, err := run("put a 1KiB\nput b 1KiB\ndrop a\nrepeat 997 {\n  put c 8\n  drop c\n}\n", Options{DeviceMemory: 1 << 30, MaxStepRecords: 10, Allocator: KindBFC})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Steps) > 12 || res.Steps[0].Step != 1 || res.Steps[len(res.Steps)-1].Step != 1000 {
		t.Fatalf("%d step records from %d to %d, want at most 12 from 1 to 1000", len(res.Steps), res.Steps[0].Step, res.Steps[len(res.Steps)-1].Step)
	}
	worst := false
	for i, st := range res.Steps {
		if i > 0 && st.Step <= res.Steps[i-1].Step {
			t.Errorf("step records out of order: %d after %d", st.Step, res.Steps[i-1].Step)
		}
		worst = worst || st.Step == res.WorstStep
	}
	if !worst || res.WorstStep != 3 {
		t.Errorf("the most fragmented step %d (want 3) has no record", res.WorstStep)
	}
	full, err := run("put a 1KiB\nput b 1KiB\ndrop a\nrepeat 997 {\n  put c 8\n  drop c\n}\n", Options{DeviceMemory: 1 << 30, Allocator: KindBFC})
	if err != nil || len(full.Steps) != 1000 {
		t.Fatalf("without MaxStepRecords: %d records, %v; want 1000", len(full.Steps), err)
	}

	// A byte order mark: skipped, columns counted after it.
	if _, err := ParseScript("t.run", []byte("\ufeff")); err != nil {
		t.Errorf("a byte order mark alone: %v", err)
	}
	_, err = ParseScript("t.run", []byte("\ufeffput a -8B\n"))
	if want := "t.run:1:7: want a byte count"; err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("got %v, want %s...", err, want)
	}
}
