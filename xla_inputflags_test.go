package planner

import (
	"os"
	"testing"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/remat"
)

// TestInputXLAFlags plans two held-out steps (testdata/xla-remat/heldout2)
// at their own total, as the harness asks for the flags of the unchanged
// module (orig_flags). remat.OrderFlag, the flags of the module --emit-hlo
// writes, raised XLA:CPU's total of the unchanged module (seq2seq
// 37,452,152 → 40,597,880 bytes, clip 29,351,996 → 33,554,492; jaxlib
// 0.10.2): the flags for the input must be the scheduler's, modeled
// below the defaults (XLA: seq2seq 32,951,672, clip 28,753,980 under
// remat.SchedulerFlag), and the defaults' figure must be XLA's order even
// where the fit changed nothing (clip: 24,563,784 planned, 29,351,996
// compiled). Where the modeled saving is within the model's error the
// flag is not recommended, for the input nor in the verdict: the first
// held-out set's vit, 17,463,400 bytes modeled by default and 17,454,440
// with the flag, which XLA compiles 3,328 bytes larger (17,455,192 and
// 17,458,520).
func TestInputXLAFlags(t *testing.T) {
	for _, c := range []struct {
		dir, step     string
		xlaDefault    int64 // XLA:CPU's total with its defaults
		xlaSchedFlag  int64 // and under remat.SchedulerFlag
		tolerancePerK int64 // the model's error allowed, per thousand
		want          string
	}{
		{"heldout2", "seq2seq", 37452152, 32951672, 15, remat.SchedulerFlag},
		{"heldout2", "clip", 29351996, 28753980, 15, remat.SchedulerFlag},
		{"heldout", "vit", 17455192, 17458520, 1, ""},
	} {
		path := "testdata/xla-remat/" + c.dir + "/" + c.step + ".lowered.hlo"
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		ms, err := hlo.Parse(path, src)
		if err != nil {
			t.Fatal(err)
		}
		cfg := Config{Target: "cpu", Layout: "dense", Align: 64, Arena: "temp"}
		r, err := Plan(ms[0], cfg)
		if err != nil {
			t.Fatal(err)
		}
		if x := r.XLASchedulers(); x == nil || x.Recommend != (c.want != "") {
			t.Errorf("%s: the verdict's recommendation %+v, want the flag: %v", c.step, x, c.want != "")
		}
		// 1% above its own total: claims3's orderExcess holds a fit to
		// XLA's bfs order, and at its own total seq2seq's one-recompute
		// fit needs 63.5 KiB more there (the harness, asking at the total,
		// got no flags for it this stop: orig_flags 37,452,152, XLA's
		// defaults, where the flag gives 32,951,672).
		cfg.MemoryLimit = r.Stats.TotalBytes + r.Stats.TotalBytes/100
		r, err = Plan(ms[0], cfg)
		if err != nil {
			t.Fatal(err)
		}
		rep := r.rematReport()
		if rep == nil || rep.XLAFlags == "" {
			t.Fatalf("%s: no remat report with flags", c.step)
		}
		if rep.InputXLAFlags != c.want {
			t.Errorf("%s: flags for the unchanged module %q, want %q", c.step, rep.InputXLAFlags, c.want)
		}
		near := func(got, want int64) bool {
			d := got - want
			return d*1000 <= want*c.tolerancePerK && -d*1000 <= want*c.tolerancePerK
		}
		if c.want == "" {
			if rep.InputXLATotal != rep.XLADefaultTotal {
				t.Errorf("%s: no flag, yet %d modeled under it and %d by default", c.step, rep.InputXLATotal, rep.XLADefaultTotal)
			}
		} else if !near(rep.InputXLATotal, c.xlaSchedFlag) || rep.InputXLATotal >= rep.XLADefaultTotal {
			t.Errorf("%s: unchanged module modeled %d under the flags, %d by default; XLA: %d and %d",
				c.step, rep.InputXLATotal, rep.XLADefaultTotal, c.xlaSchedFlag, c.xlaDefault)
		}
		if !near(rep.XLADefaultTotal, c.xlaDefault) {
			t.Errorf("%s: defaults modeled %d, XLA's %d", c.step, rep.XLADefaultTotal, c.xlaDefault)
		}
	}
}
