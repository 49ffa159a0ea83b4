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
// compiled).
func TestInputXLAFlags(t *testing.T) {
	for _, c := range []struct {
		step          string
		xlaDefault    int64 // XLA:CPU's total with its defaults
		xlaSchedFlag  int64 // and under remat.SchedulerFlag
		tolerancePerK int64 // the model's error allowed, per thousand
	}{
		{"seq2seq", 37452152, 32951672, 15},
		{"clip", 29351996, 28753980, 15},
	} {
		path := "testdata/xla-remat/heldout2/" + c.step + ".lowered.hlo"
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
		cfg.MemoryLimit = r.Stats.TotalBytes
		r, err = Plan(ms[0], cfg)
		if err != nil {
			t.Fatal(err)
		}
		rep := r.rematReport()
		if rep == nil || rep.XLAFlags == "" {
			t.Fatalf("%s: no remat report with flags", c.step)
		}
		if rep.InputXLAFlags != remat.SchedulerFlag {
			t.Errorf("%s: flags for the unchanged module %q, want %q", c.step, rep.InputXLAFlags, remat.SchedulerFlag)
		}
		near := func(got, want int64) bool {
			d := got - want
			return d*1000 <= want*c.tolerancePerK && -d*1000 <= want*c.tolerancePerK
		}
		if !near(rep.InputXLATotal, c.xlaSchedFlag) || rep.InputXLATotal >= rep.XLADefaultTotal {
			t.Errorf("%s: unchanged module modeled %d under the flags, %d by default; XLA: %d and %d",
				c.step, rep.InputXLATotal, rep.XLADefaultTotal, c.xlaSchedFlag, c.xlaDefault)
		}
		if !near(rep.XLADefaultTotal, c.xlaDefault) {
			t.Errorf("%s: defaults modeled %d, XLA's %d", c.step, rep.XLADefaultTotal, c.xlaDefault)
		}
	}
}
