package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/planner-dev/planner/allocator"
)

// loadSimulation parses a script of testdata/simulate and plans its
// programs.
func loadSimulation(t testing.TB, name string) *allocator.Simulator {
	t.Helper()
	path := filepath.Join("..", "..", "testdata", "simulate", name)
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s, err := allocator.ParseScript(path, src)
	if err != nil {
		t.Fatal(err)
	}
	if err := resolvePrograms(s, filepath.Dir(path), startWork(0, nil, false), -1, ""); err != nil {
		t.Fatal(err)
	}
	sim, err := allocator.NewSimulator(s)
	if err != nil {
		t.Fatal(err)
	}
	return sim
}

// simScripts are the run scripts of testdata/simulate: the five of the
// issue over the generated MLP, one over the reference module
// testdata/xla-cpu/mlp_adam.hlo, and two whose arrays are sized from the
// modules of testdata/xla-lowered (put ... from).
var simScripts = []string{"train.run", "train_eval.run", "loss_list.run", "restore.run", "shapes.run", "mlp_adam.run", "adam_donate.run", "vae_restore.run"}

// TestSimulateScripts runs the eight scripts at the least device memory the
// clairvoyant bound needs (at the default fraction, rounded up to a MiB).
// There the clairvoyant layout runs to the end; its least pool is the
// live-bytes peak (it never runs out while the live bytes fit), within 1%;
// no allocator's least pool is below it, the realizable planned runtime's
// included; and the checker passes after every step of every run. With -v
// it prints the table of docs/simulate.md and the note.
func TestSimulateScripts(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: eight scripts, four allocators and their least pools (the race run skips them; the full run checks them)")
	}
	var table, bounds strings.Builder
	fmt.Fprintf(&table, "| script | device | allocator | peak reserved | worst fragmentation | worst pool lost | pool lost, last step | OOM step | least mem fraction | least pool | bytes moved |\n|---|---|---|---|---|---|---|---|---|---|---|\n")
	for _, name := range simScripts {
		sim := loadSimulation(t, name)
		bound, err := sim.LeastPool(allocator.Options{Allocator: allocator.KindClairvoyant, DeviceMemory: 1 << 30})
		if err != nil || !bound.Found {
			t.Fatalf("%s: clairvoyant least: %v %+v", name, err, bound)
		}
		layout, err := sim.Layout()
		if err != nil {
			t.Fatal(err)
		}
		// The least pool is the layout's own need; it is the live-bytes
		// peak itself when assign packs the arrays at their lower bound, and
		// never more than 1% above it on these scripts.
		if bound.Need != layout.Least || layout.Least < layout.LiveBound || float64(layout.Least) > 1.01*float64(layout.LiveBound) {
			t.Errorf("%s: clairvoyant least need %d, layout least %d, live bound %d: want equal, within 1%% of the bound", name, bound.Need, layout.Least, layout.LiveBound)
		}
		fmt.Fprintf(&bounds, "%s: live-bytes peak %s (%d B), clairvoyant least pool %d B (+%.2f%%), packer %s\n", name, human(layout.LiveBound), layout.LiveBound,
			layout.Least, 100*float64(layout.Least-layout.LiveBound)/float64(layout.LiveBound), layout.Algorithm)
		dev := (bound.Device + 1<<20 - 1) >> 20 << 20
		for _, k := range leastKinds(allocator.Options{}) {
			if k.alloc == allocator.KindPlatform {
				continue
			}
			opts := allocator.Options{Allocator: k.alloc, DeviceMemory: dev, DefragOnOOM: k.defrag, Check: true, NoSpatialPartitioning: k.otherBFC}
			res, err := sim.Run(opts)
			if err != nil {
				t.Fatalf("%s %s: %v", name, k.name, err)
			}
			least, err := sim.LeastPool(opts)
			if err != nil {
				t.Fatal(err)
			}
			oom := "—"
			if res.OOM != nil {
				oom = fmt.Sprintf("%d of %d", res.OOM.Step, res.TotalSteps)
			}
			// The pool lost to fragmentation at a step's end: the free
			// bytes outside the largest free block, as a share of the pool.
			var lost, last float64
			for _, st := range res.Steps {
				if st.Reserved > 0 {
					last = float64(st.Reserved-st.InUse-st.LargestFree) / float64(st.Reserved)
					lost = max(lost, last)
				}
			}
			fmt.Fprintf(&table, "| %s | %s | %s | %s | %.4f | %.2f%% | %.2f%% | %s | %.4f | %s | %s |\n", name, human(dev), k.name, human(res.PeakReserved),
				res.WorstFragmentation, 100*lost, 100*last, oom, least.Fraction, human(least.Pool), human(res.Moved))
			if least.Need < bound.Need {
				t.Errorf("%s: %s needs %d, below the clairvoyant bound %d", name, k.name, least.Need, bound.Need)
			}
			switch k.name {
			case "clairvoyant":
				if res.OOM != nil {
					t.Errorf("%s: clairvoyant ran out of memory at step %d: %s", name, res.OOM.Step, res.OOM.Err.Message)
				}
			case "planned":
				// Monotone: it runs exactly from its least need.
				if (res.OOM == nil) != (opts.Pool(dev) >= least.Need) {
					t.Errorf("%s: planned in a pool of %s: OOM %v, least need %s", name, human(opts.Pool(dev)), res.OOM != nil, human(least.Need))
				}
			case "bfc", "bfc-classic":
				// The least pool is honest: the device's pool runs exactly
				// when it is at least the least pool or one of the pools
				// below it that happen to run.
				pool := opts.Pool(dev)
				runs := pool >= least.Pool || slices.Contains(least.Below, pool)
				if (res.OOM == nil) != runs {
					t.Errorf("%s: bfc in a pool of %s: OOM %v, but least pool %s, below it %v", name, human(pool), res.OOM != nil, human(least.Pool), least.Below)
				}
			}
		}
	}
	t.Logf("\n%s\n%s", table.String(), bounds.String())
}

// TestSimulateCorpusScripts runs small modules of the shared XLA corpus in a loop:
// the module's arguments transferred once, then 20 executions without
// donation, each rebinding the outputs, every fifth one's outputs kept. The
// clairvoyant layout's least pool is within 1% of the live-bytes peak,
// BFC's and planned's are not below it, and the checker passes after every
// step.
func TestSimulateCorpusScripts(t *testing.T) {
	dir := corpusDir()
	if dir == "" {
		t.Skip("the shared corpus (../shared/corpus/xla) is absent")
	}
	var table strings.Builder
	fmt.Fprintf(&table, "| module | args | outputs | temp | live peak | least pool bfc | bfc+defrag | planned | clairvoyant |\n|---|---|---|---|---|---|---|---|---|\n")
	for _, name := range []string{"layer_norm_1x4096x768_bf16.hlo", "mha_block_1x12x128x64_bf16.hlo", "fp8_gemm_loop.hlo",
		"kernel_reuse.hlo", "dynamic_slice_loop_1x2048x768_bf16.hlo", "in_place_dynamic_update_slice_fusion.hlo", "dlrm_keras_jax_f32_test_step.hlo"} {
		path := filepath.Join(dir, name)
		if _, err := os.Stat(path); err != nil {
			t.Logf("%s: absent, skipped", name)
			continue
		}
		// Sizes first, to write the puts.
		probe, err := allocator.ParseScript("probe.run", []byte(fmt.Sprintf("program p hlo %q\n", path)))
		if err != nil {
			t.Fatal(err)
		}
		if err := resolvePrograms(probe, ".", startWork(0, nil, false), -1, ""); err != nil {
			if strings.Contains(err.Error(), "name one after the path") {
				t.Logf("%s: several modules, skipped (%v)", name, err)
				continue
			}
			t.Fatalf("%s: %v", name, err)
		}
		p := probe.Programs[0]
		if len(p.Args) == 0 || len(p.Outputs) == 0 {
			t.Logf("%s: %d args, %d outputs: skipped", name, len(p.Args), len(p.Outputs))
			continue
		}
		var sizes []string
		var args, outs int64
		for _, n := range p.Args {
			sizes = append(sizes, fmt.Sprintf("%dB", n))
			args += n
		}
		for _, n := range p.Outputs {
			outs += n
		}
		src := fmt.Sprintf("program p hlo %q\nput a %s\nrepeat 20 {\n  run p a:%d -> out:%d nodonate\n  every 5 {\n    run p a:%d -> kept[]:%d nodonate\n  }\n}\n",
			path, strings.Join(sizes, " "), len(p.Args), len(p.Outputs), len(p.Args), len(p.Outputs))
		s, err := allocator.ParseScript(name+".run", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		if err := resolvePrograms(s, ".", startWork(0, nil, false), -1, ""); err != nil {
			t.Fatal(err)
		}
		sim, err := allocator.NewSimulator(s)
		if err != nil {
			t.Fatal(err)
		}
		layout, err := sim.Layout()
		if err != nil {
			t.Fatal(err)
		}
		row := []string{name, human(args), human(outs), human(p.Temp), human(layout.LiveBound)}
		for _, k := range []struct {
			alloc  string
			defrag bool
		}{{allocator.KindBFC, false}, {allocator.KindBFC, true}, {allocator.KindPlanned, false}, {allocator.KindClairvoyant, false}} {
			opts := allocator.Options{Allocator: k.alloc, DefragOnOOM: k.defrag, DeviceMemory: 4 * layout.LiveBound, Check: true}
			if _, err := sim.Run(opts); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			l, err := sim.LeastPool(opts)
			if err != nil || !l.Found {
				t.Fatalf("%s: least %+v %v", name, l, err)
			}
			if l.Pool < layout.LiveBound-allocator.MinAllocationSize {
				t.Errorf("%s %s: least pool %d below the live peak %d", name, k.alloc, l.Pool, layout.LiveBound)
			}
			if k.alloc == allocator.KindClairvoyant && float64(l.Need) > 1.01*float64(layout.LiveBound) {
				t.Errorf("%s: clairvoyant needs %d, more than 1%% over the live peak %d", name, l.Need, layout.LiveBound)
			}
			row = append(row, human(l.Pool))
		}
		fmt.Fprintf(&table, "| %s |\n", strings.Join(row, " | "))
	}
	t.Logf("\n%s", table.String())
}

// TestSimulateBFCVariants compares spatially partitioned BFC (XLA's
// default) with classic BFC on the eight scripts, at 4 GiB: the least pool
// of each beside platform, the realizable planned layout and the
// clairvoyant bound; on the 2 MiB grid of pools from the live-bytes peak
// up, the pools where one variant runs and the other does not, each
// confirmed by running both; and the verdict of the documentation's
// examples under the pool truncated or rounded up to 2 MiB, classic or
// spatial. With -v it prints the tables of docs/simulate.md.
func TestSimulateBFCVariants(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: eight scripts, five least-pool searches each")
	}
	var table, grid strings.Builder
	fmt.Fprintf(&table, "| script | bfc spatial | bfc classic | platform | planned | clairvoyant bound |\n|---|---|---|---|---|---|\n")
	fmt.Fprintf(&grid, "| script | pools from the peak to the larger least pool | verdicts differ | spatial runs, classic fails | classic runs, spatial fails | block-steps placed elsewhere (each block counted at every step it is in) |\n|---|---|---|---|---|---|\n")
	const dev = 4 << 30
	mib := func(l allocator.Least) string {
		s := human(l.Pool)
		if human(l.Need) != s {
			s += " (" + human(l.Need) + ")"
		}
		return s
	}
	runs := func(l allocator.Least, p int64) bool { return p >= l.Pool || slices.Contains(l.Below, p) }
	var pools, differ int
	for _, name := range simScripts {
		sim := loadSimulation(t, name)
		least := func(o allocator.Options) allocator.Least {
			o.DeviceMemory = dev
			l, err := sim.LeastPool(o)
			if err != nil || !l.Found {
				t.Fatalf("%s %+v: %v %+v", name, o, err, l)
			}
			return l
		}
		spatial := least(allocator.Options{Allocator: allocator.KindBFC})
		classic := least(allocator.Options{Allocator: allocator.KindBFC, NoSpatialPartitioning: true})
		platform := least(allocator.Options{Allocator: allocator.KindPlatform})
		planned := least(allocator.Options{Allocator: allocator.KindPlanned})
		bound := least(allocator.Options{Allocator: allocator.KindClairvoyant})
		fmt.Fprintf(&table, "| %s | %s | %s | %s | %s | %s |\n", name, mib(spatial), mib(classic), human(platform.Need), mib(planned), mib(bound))
		if spatial.Pool < bound.Pool || classic.Pool < bound.Pool {
			t.Errorf("%s: a BFC least pool (spatial %d, classic %d) is below the clairvoyant bound %d", name, spatial.Pool, classic.Pool, bound.Pool)
		}
		n, sOnly, cOnly := 0, 0, 0
		for p := min(spatial.Floor, classic.Floor); p <= max(spatial.Pool, classic.Pool); p += allocator.PoolGranularity {
			n++
			rs, rc := runs(spatial, p), runs(classic, p)
			if rs == rc {
				continue
			}
			if rs {
				sOnly++
			} else {
				cOnly++
			}
			// Confirm: a device of p at fraction 1 is a pool of p.
			for _, classicRun := range []bool{false, true} {
				res, err := sim.Run(allocator.Options{Allocator: allocator.KindBFC, DeviceMemory: p, MemFraction: 1, NoSpatialPartitioning: classicRun})
				if err != nil {
					t.Fatal(err)
				}
				if want := map[bool]bool{false: rs, true: rc}[classicRun]; (res.OOM == nil) != want {
					t.Errorf("%s: pool %s, classic %v: runs %v, the least-pool search says %v", name, human(p), classicRun, res.OOM == nil, want)
				}
			}
		}
		pools += n
		differ += sOnly + cOnly
		// Placements: in a pool both run, the blocks (live or transient)
		// each step places, by address and size, that the other variant
		// does not place so in the same step.
		both := max(spatial.Pool, classic.Pool)
		var cols [2][]allocator.Column
		for i, classicRun := range []bool{false, true} {
			res, err := sim.Run(allocator.Options{Allocator: allocator.KindBFC, DeviceMemory: both, MemFraction: 1, NoSpatialPartitioning: classicRun, Columns: 1 << 30})
			if err != nil || res.OOM != nil || int64(len(res.Columns)) != res.TotalSteps {
				t.Fatalf("%s: pool %s, classic %v: %v, %d columns of %d steps", name, human(both), classicRun, err, len(res.Columns), res.TotalSteps)
			}
			cols[i] = res.Columns
		}
		blocks, moved := 0, 0
		for k := range cols[0] {
			type at struct{ ptr, size int64 }
			other := map[at]int{}
			for _, sg := range cols[1][k].Segments {
				other[at{sg.Ptr, sg.Size}]++
			}
			for _, sg := range cols[0][k].Segments {
				blocks++
				if other[at{sg.Ptr, sg.Size}] > 0 {
					other[at{sg.Ptr, sg.Size}]--
				} else {
					moved++
				}
			}
		}
		fmt.Fprintf(&grid, "| %s | %d | %d | %d | %d | %d of %d at %s |\n", name, n, sOnly+cOnly, sOnly, cOnly, moved, blocks, human(both))
	}
	fmt.Fprintf(&grid, "| all | %d | %d | | | |\n", pools, differ)

	// The documentation's examples: README's (vae_restore.run at 17 MiB),
	// docs/commands.md's (loss_list.run at 169 MiB, restore.run at 4 GiB)
	// and README's former one (loss_list.run at 171 MiB), each under the
	// pool truncated (a 256-byte grid, as the simulator had it) or rounded
	// up to 2 MiB (XLA's), classic or spatial.
	var ex strings.Builder
	fmt.Fprintf(&ex, "| example | truncated, classic | rounded, classic | truncated, spatial | rounded, spatial |\n|---|---|---|---|---|\n")
	changed := 0
	for _, e := range []struct {
		script string
		device int64
	}{{"vae_restore.run", 17 << 20}, {"loss_list.run", 169 << 20}, {"loss_list.run", 171 << 20}, {"restore.run", 4 << 30}} {
		sim := loadSimulation(t, e.script)
		var verdicts []string
		for _, o := range []allocator.Options{{Granularity: allocator.MinAllocationSize, NoSpatialPartitioning: true}, {NoSpatialPartitioning: true},
			{Granularity: allocator.MinAllocationSize}, {}} {
			o.DeviceMemory = e.device
			res, err := sim.Run(o)
			if err != nil {
				t.Fatal(err)
			}
			v := "runs"
			if res.OOM != nil {
				v = fmt.Sprintf("OOM at step %d", res.OOM.Step)
			}
			verdicts = append(verdicts, fmt.Sprintf("%s: %s", human(res.Pool), v))
		}
		if strings.Contains(verdicts[0], "OOM") != strings.Contains(verdicts[3], "OOM") {
			changed++
		}
		fmt.Fprintf(&ex, "| %s at %s | %s |\n", e.script, human(e.device), strings.Join(verdicts, " | "))
	}
	t.Logf("\n%s\n%s\n%s\n%d of 4 examples change their conclusion from truncated classic to rounded spatial", table.String(), grid.String(), ex.String(), changed)
}
