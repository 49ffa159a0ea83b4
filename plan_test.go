package planner

import (
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/planner-dev/planner/assign"
	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/internal/example"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// TestGolden plans every module in testdata/*.hlo and compares its JSON
// report with testdata/NAME.golden.
func TestGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/*.hlo")
	if err != nil || len(files) == 0 {
		t.Fatalf("no test modules in testdata: %v", err)
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".hlo")
		t.Run(name, func(t *testing.T) {
			res, err := PlanFile(file, Config{})
			if err != nil {
				t.Fatal(err)
			}
			var reps []*Report
			for _, r := range res {
				checkResult(t, r)
				reps = append(reps, r.Report())
			}
			data, err := MarshalJSON(reps)
			if err != nil {
				t.Fatal(err)
			}
			got := string(data)
			golden := filepath.Join("testdata", name+".golden")
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if diff := cmp.Diff(string(want), got); diff != "" {
				t.Errorf("%s mismatch (-want +got):\n%s", golden, diff)
			}
		})
	}
}

// checkResult re-derives the invariants of a plan from the Result alone.
func checkResult(t *testing.T, r *Result) {
	t.Helper()
	if err := assign.Verify(r.Problem, r.Solution); err != nil {
		t.Errorf("%s: plan does not verify: %v", r.Module.Name, err)
	}
	s := r.Stats
	if s.Peak < s.LowerBound {
		t.Errorf("%s: peak %d below the lower bound %d", r.Module.Name, s.Peak, s.LowerBound)
	}
	if len(r.Buffers) != len(r.Problem.Buffers) || len(r.Solution.Offsets) != len(r.Problem.Buffers) {
		t.Errorf("%s: %d buffers, %d problem buffers, %d offsets", r.Module.Name, len(r.Buffers), len(r.Problem.Buffers), len(r.Solution.Offsets))
	} else {
		// One problem buffer per liveness buffer, at most at its alignment
		// (a constant pool's member is at its own, lower one).
		for i, pb := range r.Problem.Buffers {
			lb := &r.Liveness.Buffers[r.Buffers[i]]
			if pb.ID != strconv.Itoa(lb.ID) || pb.Size != lb.Size || pb.Start != lb.Start || pb.End != lb.End || pb.Align > lb.Align || pb.Align < 1 {
				t.Errorf("%s: problem buffer %d %+v for buffer %d [%d,%d) %d bytes align %d", r.Module.Name, i, pb, lb.ID, lb.Start, lb.End, lb.Size, lb.Align)
			}
		}
	}
	if s.TotalBytes < s.Peak {
		t.Errorf("%s: total %d below the peak %d", r.Module.Name, s.TotalBytes, s.Peak)
	}
}

// TestExampleModel plans the built-in example under every schedule, arena
// and packer and checks each plan.
func TestExampleModel(t *testing.T) {
	for _, cfg := range []Config{
		{},
		{Schedule: "text"},
		{Schedule: "postorder"},
		{Schedule: "dfs"},
		{Schedule: "list"},
		{Arena: "temp"},
		{Layout: "dense", Align: 64},
		{Algorithm: "bestfit"},
		{Algorithm: "greedy-size"},
		{Algorithm: "p2ffd"},
	} {
		res, err := PlanSource(example.Filename, example.HLO, cfg)
		if err != nil {
			t.Fatalf("%+v: %v", cfg, err)
		}
		if len(res) != 1 {
			t.Fatalf("%+v: %d modules, want 1", cfg, len(res))
		}
		checkResult(t, res[0])
		if cfg.Schedule != "" && res[0].Schedule != cfg.Schedule {
			t.Errorf("%+v: schedule %q used", cfg, res[0].Schedule)
		}
	}
}

// TestBestSchedule checks that "best" picks the lowest lower bound of the
// candidates it measured.
func TestBestSchedule(t *testing.T) {
	res, err := PlanSource(example.Filename, example.HLO, Config{})
	if err != nil {
		t.Fatal(err)
	}
	r := res[0]
	if r.Config.Schedule != "best" {
		t.Fatalf("default schedule for an unscheduled module is %q, want best", r.Config.Schedule)
	}
	if len(r.Schedules) != len(candidates) {
		t.Fatalf("%d schedule costs, want %d", len(r.Schedules), len(candidates))
	}
	for _, c := range r.Schedules {
		if c.Err == nil && c.LowerBound < r.Liveness.MaxLive {
			t.Errorf("%s has L %d below the chosen %s's %d", c.Algorithm, c.LowerBound, r.Schedule, r.Liveness.MaxLive)
		}
	}
}

// TestCapacity checks that a capacity below L fails with assign.ErrCapacity
// and one at the plan's peak succeeds.
func TestCapacity(t *testing.T) {
	res, err := PlanSource(example.Filename, example.HLO, Config{})
	if err != nil {
		t.Fatal(err)
	}
	peak, lb := res[0].Stats.Peak, res[0].Stats.LowerBound
	if _, err := PlanSource(example.Filename, example.HLO, Config{Capacity: lb - 1}); !errors.Is(err, assign.ErrCapacity) {
		t.Errorf("capacity L-1: got %v, want assign.ErrCapacity", err)
	}
	if _, err := PlanSource(example.Filename, example.HLO, Config{Capacity: peak}); err != nil {
		t.Errorf("capacity = peak %d: %v", peak, err)
	}
}

func TestBadConfig(t *testing.T) {
	for _, cfg := range []Config{
		{Arena: "heap"},
		{Layout: "gpu"},
		{Schedule: "random"},
		{Algorithm: "magic"},
		{Align: 3},
		{Capacity: -1},
	} {
		if _, err := PlanSource(example.Filename, example.HLO, cfg); err == nil {
			t.Errorf("%+v: no error", cfg)
		}
	}
}

// TestCorpus plans every module of the shared XLA corpus and checks that
// each plan verifies.
func TestCorpus(t *testing.T) {
	const dir = "../shared/corpus/xla"
	files, _ := filepath.Glob(filepath.Join(dir, "*.hlo"))
	if len(files) == 0 {
		t.Skipf("no corpus at %s", dir)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			if testing.Short() && strings.Contains(file, "gemma") {
				t.Skip("large module skipped in -short mode")
			}
			res, err := PlanFile(file, Config{})
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range res {
				checkResult(t, r)
			}
		})
	}
}

// TestOtherMemorySpace checks that a buffer whose layout names another
// memory space (here S(5), pinned host memory, as for an offloaded
// activation) stays out of the arena and is counted on its own.
func TestOtherMemorySpace(t *testing.T) {
	src := []byte(`HloModule offload
ENTRY %main (p: f32[8,128]) -> f32[8,128] {
  %p = f32[8,128]{1,0} parameter(0)
  %e = f32[8,128]{1,0} exponential(%p)
  %h = f32[8,128]{1,0:S(5)} copy(%e)
  %t = f32[8,128]{1,0} tanh(%e)
  %back = f32[8,128]{1,0} copy(%h)
  ROOT %s = f32[8,128]{1,0} add(%t, %back)
}
`)
	mods, err := hlo.Parse("offload.hlo", src)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Plan(mods[0], Config{Schedule: "text"})
	if err != nil {
		t.Fatal(err)
	}
	checkResult(t, r)
	if r.Stats.OtherMemoryBuffers != 1 || r.Stats.OtherMemoryBytes != 4096 {
		t.Errorf("other memory: %d buffers, %d bytes; want 1 buffer of 4096", r.Stats.OtherMemoryBuffers, r.Stats.OtherMemoryBytes)
	}
	for _, li := range r.Buffers {
		b := &r.Liveness.Buffers[li]
		if b.MemorySpace() != 0 {
			t.Errorf("buffer %d (%s) in memory space %d is in the arena", b.ID, ValueName(b.Values[0]), b.MemorySpace())
		}
	}
	// p, e (reused by t), back (reused by s): 3 buffers of 4096 bytes in
	// the arena, and at most three live at once.
	if r.Stats.Buffers != 3 || r.Stats.LowerBound != 3*4096 {
		t.Errorf("arena: %d buffers, L %d; want 3 buffers, L %d", r.Stats.Buffers, r.Stats.LowerBound, 3*4096)
	}
}
