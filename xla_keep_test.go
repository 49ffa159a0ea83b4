package planner

import (
	"bufio"
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/planner-dev/planner/liveness"
	"github.com/planner-dev/planner/remat"
)

// xlaRef returns XLA:CPU's figures of testdata/xla-remat/ref/xla.tsv for
// the step at the limit ("-": unchanged): memory_analysis()'s total and
// temp. The test is skipped without the file.
func xlaRef(t *testing.T, step, limit string) (total, temp int64) {
	t.Helper()
	f, err := os.Open("testdata/xla-remat/ref/xla.tsv")
	if err != nil {
		t.Skip("no testdata/xla-remat/ref/xla.tsv")
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		c := strings.Split(sc.Text(), "\t")
		if len(c) >= 4 && c[0] == step && c[1] == limit {
			total, _ = strconv.ParseInt(c[2], 10, 64)
			temp, _ = strconv.ParseInt(c[3], 10, 64)
			return total, temp
		}
	}
	t.Fatalf("ref/xla.tsv has no row %s at %s", step, limit)
	return 0, 0
}

// harnessXLA returns XLA's compiled total, with the flags the planner
// recommends, of the module the planner wrote for step at fraction, as
// results.tsv records it; ok is false where the harness compiled none.
func harnessXLA(t *testing.T, step, fraction string) (total int64, ok bool) {
	t.Helper()
	data, err := os.ReadFile("testdata/xla-remat/results.tsv")
	if err != nil {
		return 0, false
	}
	for _, line := range strings.Split(string(data), "\n") {
		c := strings.Split(line, "\t")
		if len(c) >= 14 && c[0] == step && c[1] == fraction {
			v, err := strconv.ParseInt(c[9], 10, 64)
			return v, err == nil
		}
	}
	return 0, false
}

// TestScanStateNotReused plans the harness's scan step as XLA:CPU
// compiles it: the loss's gradient of the stacked hs (1 MiB) has a
// buffer of its own, as in XLA's (ref/scan.memory-usage-report.txt: five
// 1 MiB allocations), and the total is XLA's to within 1%. hs is a
// loop's output, whose buffer holds several values, and XLA's heap
// simulator writes no reader's result over such a buffer
// (heap_simulator.cc). The planner wrote the gradient over hs: four
// 1 MiB buffers and 5,046,444 bytes against XLA's 5,996,820, and its
// fits of the step were 900 KB short of what XLA compiled (3,867,220
// against 2,965,996 at 0.7 and 0.6 of the total, results.tsv).
func TestScanStateNotReused(t *testing.T) {
	total, _ := xlaRef(t, "scan", "-")
	rep, err := os.ReadFile("testdata/xla-remat/ref/scan.memory-usage-report.txt")
	if err != nil {
		t.Skip("no ref/scan.memory-usage-report.txt")
	}
	want := 0
	for _, line := range strings.Split(string(rep), "\n") {
		if line == "" && want > 0 {
			break // the first memory space's allocations only
		}
		if f := strings.Split(line, ";"); len(f) > 2 && strings.TrimSpace(f[1]) == "1.00MiB" {
			want++
		}
	}
	r, err := Plan(loadRematStep(t, "scan"), Config{Target: "cpu", Layout: "dense", Align: 64, Arena: "temp"})
	if err != nil {
		t.Fatal(err)
	}
	got := 0
	for _, b := range r.Liveness.Buffers {
		if b.Kind == liveness.Temp && b.Size == 1<<20 {
			got++
		}
	}
	if want != 5 || got != want {
		t.Errorf("1 MiB temp buffers: planned %d, XLA's %d (want 5)", got, want)
	}
	if d := r.Stats.TotalBytes - total; d*100 > total || -d*100 > total {
		t.Errorf("total %d, XLA's %d: more than 1%% apart", r.Stats.TotalBytes, total)
	}
}

// TestPinnedFitHolds plans the harness's moe step at 0.6 of its total
// (4,721,097 bytes), where main at 3b663aa claimed a fit of 4,460,624
// that XLA compiled to 4,986,808 (ref/xla.tsv): the module --emit-hlo
// writes orders the fit through opt-barriers (remat.Pin), and the relu
// mask's select, which wrote over its 512 KiB gradient in the fit, read
// it through one, so that XLA could not. The fit is now checked against
// the plan of that module (remat.PinnedPeak): what it claims is XLA's
// compile of the module it writes, to within 8 KiB, and a claim is one
// XLA keeps. XLA's figure is the harness's (results.tsv, the column
// xla_flags: the module the planner writes today, compiled with the
// flags it recommends), or ref/xla.tsv's where the harness recorded no
// fit.
func TestPinnedFitHolds(t *testing.T) {
	const limit = 4721097
	total, ok := harnessXLA(t, "moe", "0.6")
	if !ok {
		total, _ = xlaRef(t, "moe", "4721097")
	}
	r, err := Plan(loadRematStep(t, "moe"), Config{Target: "cpu", Layout: "dense", Align: 64, Arena: "temp", MemoryLimit: limit})
	var le *LimitError
	switch {
	case errors.As(err, &le):
		r = le.Result
	case err != nil:
		t.Fatal(err)
	}
	with, _ := r.XLATotals()
	if r.Remat.Fits && with > limit {
		t.Errorf("fits, but the module written needs %d, above the limit %d", with, limit)
	}
	if total > limit && r.Remat.Fits {
		t.Errorf("claims a fit that XLA compiles to %d, above the limit %d (modeled %d)", total, limit, with)
	}
	if d := with - total; d > 8<<10 || d < -8<<10 {
		t.Errorf("models %d for the module written, XLA's compile of it is %d", with, total)
	}
	if v := r.Verdict(); v.Needs != with {
		t.Errorf("the verdict needs %d, the XLA total modeled is %d: two figures", v.Needs, with)
	}
}

// TestLoopBodyScheduler plans the harness's scan step at 0.7 of its
// total (4,174,671 bytes): the fit (a checkpointed scan) has loop bodies,
// which remat.Pin leaves to XLA's scheduler, and the planner orders them
// depth-first, as XLA:CPU's memory-optimized scheduler does. So the flags
// recommended include it, and the total modeled is XLA's compile under
// them to within 1 KiB (ref/xla.tsv: 3,638,228; 3,671,060 under the
// default scheduler).
func TestLoopBodyScheduler(t *testing.T) {
	total, _ := xlaRef(t, "scan", "4174671")
	r, err := Plan(loadRematStep(t, "scan"), Config{Target: "cpu", Layout: "dense", Align: 64, Arena: "temp", MemoryLimit: 4174671})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(r.XLAFlags(), remat.SchedulerFlag) {
		t.Errorf("recommends %q: the loop bodies' order needs %s", r.XLAFlags(), remat.SchedulerFlag)
	}
	with, _ := r.XLATotals()
	if d := with - total; d > 1<<10 || d < -1<<10 {
		t.Errorf("models %d, XLA's compile under the flags recommended is %d", with, total)
	}
}

// TestNotBehindBaseline plans two harness steps where the XLA-style
// baseline fits and the planner's own fit did not, and checks that the
// planner fits with the module it writes under the limit.
//
// The mlp step at 0.7 of its total (8,074,068 bytes): the planner's own
// fit (3 recomputes) pins to 8,388,608 bytes (its order through
// opt-barriers takes a reuse away), and so do its refits below the limit,
// so honestFit dropped the fit. The baseline's fit, pinned, needs
// 7,340,080: honestFit tries it. (With the pinned module packed in XLA's
// heap order, remat.PinnedPeak, a fit of the planner's own, 6 recomputes,
// pins under the limit first: XLA compiles it to 7,341,168.)
//
// The third held-out adafactor step at 0.7 of its total (19,107,093):
// the rounds fit in no order (20.0 MiB, the recompute they choose keeps
// two 2 MiB operands live together), so honestFit, which tries the
// baseline's fit only when the rounds fit, never ran, and heldout3.tsv
// recorded the baseline's fit and no fit of the planner's: the one row
// of the four sets where the planner was behind. The remat step now falls
// back on the baseline's fit when no order fits (baselineFit), held to
// the same checks; XLA compiles the module written to 18,908,536
// (ref/xla.tsv, the flags recommended), outputs identical.
func TestNotBehindBaseline(t *testing.T) {
	for _, tc := range []struct {
		step  string
		limit int64
		xla   bool // ref/xla.tsv has XLA's compile of the module written
	}{
		{"mlp", 8074068, false},
		{"heldout3/adafactor", 19107093, true},
	} {
		r, err := Plan(loadRematStep(t, tc.step), Config{Target: "cpu", Layout: "dense", Align: 64, Arena: "temp", MemoryLimit: tc.limit})
		var le *LimitError
		switch {
		case errors.As(err, &le):
			t.Errorf("%s: does not fit --memory-limit %d, where the XLA-style baseline fits", tc.step, tc.limit)
			continue
		case err != nil:
			t.Fatal(err)
		}
		with, _ := r.XLATotals()
		if !r.Remat.Fits || with > tc.limit {
			t.Errorf("%s: fits %v, the module written needs %d, above the limit %d", tc.step, r.Remat.Fits, with, tc.limit)
		}
		if tc.xla {
			if xla, _ := xlaRef(t, tc.step, strconv.FormatInt(tc.limit, 10)); xla == 0 || xla > tc.limit {
				t.Errorf("%s: XLA compiles the module written to %d (ref/xla.tsv), limit %d", tc.step, xla, tc.limit)
			}
		}
		t.Logf("%s at %d: modeled %d, %d changes", tc.step, tc.limit, with, len(r.Remat.Changes))
	}
}

// TestFitsAtSixTenths plans the harness's attn and scan steps at 0.6 of
// their totals, where main found no fit (results.tsv: "no"), and checks
// the fits against XLA's compile of the modules --emit-hlo writes
// (ref/xla.tsv, the flags recommended). attn: the list order's fit pins
// over the limit (a reader that wrote over its order's prev no longer
// can); the bfs order's, with two softmax gradients' inputs recomputed
// through the bitcasts that read them, pins under it (2,621,440 bytes
// of arena); XLA compiles it to 2,793,224. scan: with k = ⌈√32⌉ = 6 the
// checkpointed scan keeps 3 stacks and the scratch of hs at 6 rows and 7
// checkpoints of its carry (992 KiB), over the limit by 59 KiB; k = 3
// keeps 768 KiB (remat.scanPair.leanK), and XLA compiles it to 3,507,156.
//
// attn at 0.6 is no fit since keepbits: its fits recompute the softmax's
// divide, whose clone XLA:CPU multiplies by the reciprocal (the fit
// computed other bits than the original, up to 2.4e-4), and without that
// recompute the step needs 3.13 MiB. The case checks that it is not
// claimed.
func TestFitsAtSixTenths(t *testing.T) {
	if r, err := Plan(loadRematStep(t, "attn"), Config{Target: "cpu", Layout: "dense", Align: 64, Arena: "temp", MemoryLimit: 3229312}); err == nil && r.Remat.Fits {
		t.Errorf("attn at 3229312: a fit is claimed; its recomputes of the softmax divide compute other bits")
	}
	for _, tc := range []struct {
		step  string
		limit int64
		order string
		k     int // the checkpointed scan's segment length; 0: none
	}{
		{"scan", 3578289, "", 3},
	} {
		xla, _ := xlaRef(t, tc.step, strconv.FormatInt(tc.limit, 10))
		r, err := Plan(loadRematStep(t, tc.step), Config{Target: "cpu", Layout: "dense", Align: 64, Arena: "temp", MemoryLimit: tc.limit})
		if err != nil {
			t.Errorf("%s at %d: %v", tc.step, tc.limit, err)
			continue
		}
		with, _ := r.XLATotals()
		if !r.Remat.Fits || with > tc.limit {
			t.Errorf("%s at %d: fits %v, the module written needs %d", tc.step, tc.limit, r.Remat.Fits, with)
		}
		if tc.order != "" && r.Remat.Order != tc.order {
			t.Errorf("%s at %d: fitted in the %s order, want %s", tc.step, tc.limit, r.Remat.Order, tc.order)
		}
		if tc.k > 0 && (len(r.Remat.Changes) == 0 || r.Remat.Changes[0].Kind != "scan" || r.Remat.Changes[0].Chain != tc.k) {
			t.Errorf("%s at %d: changes %+v, want a scan checkpointed every %d steps first", tc.step, tc.limit, r.Remat.Changes, tc.k)
		}
		if xla > tc.limit {
			t.Errorf("%s at %d: XLA compiles the module written to %d (ref/xla.tsv)", tc.step, tc.limit, xla)
		}
		t.Logf("%s at %d: modeled %d, XLA %d", tc.step, tc.limit, with, xla)
	}
}

// TestSmallestLimitPinned plans the harness's mlp step at 0.6 of its
// total, which no plan meets (every backward layer holds the gradient
// while it recomputes its input: three 1 MiB values), and checks the
// smallest limit it reports: each probe of the search is judged on the
// pinned footing, as the fit is. Main probed by the rounds alone and
// added its fit's pinned excess afterwards: 8.00 MiB, above the limit
// 8,074,068 where the step fits (the 0.7 row of results.tsv). The limit
// reported must be met when planned.
func TestSmallestLimitPinned(t *testing.T) {
	m := loadRematStep(t, "mlp")
	cfg := Config{Target: "cpu", Layout: "dense", Align: 64, Arena: "temp", MemoryLimit: 6920630}
	_, err := Plan(m, cfg)
	var le *LimitError
	if !errors.As(err, &le) {
		t.Fatalf("at %d: %v, want a LimitError", cfg.MemoryLimit, err)
	}
	a := le.Result.Remat.Advice
	if a == nil || a.Smallest == 0 {
		t.Fatal("no smallest limit reported")
	}
	smallest := a.Smallest + le.Result.OutsideArena()
	if smallest > 8074068 {
		t.Errorf("smallest limit %d, above 8,074,068, which the step fits", smallest)
	}
	cfg.MemoryLimit = smallest
	r, err := Plan(m, cfg)
	if err != nil {
		t.Fatalf("at the smallest limit %d: %v", smallest, err)
	}
	if with, _ := r.XLATotals(); with > smallest {
		t.Errorf("at the smallest limit %d the module written needs %d", smallest, with)
	}
	t.Logf("smallest limit %d", smallest)
}

// TestSmallestLimitBaseline plans the third held-out adafactor step at
// 0.6 of its total (16,377,508 bytes), which no plan meets (its bound is
// 18,907,240), and checks the smallest limit reported against the limit
// 19,107,093 that the step fits by the XLA-style baseline's fit (the
// remat step's fallback, TestNotBehindBaseline): the search probed the
// planner's own rounds only, and reported 21,135,463. The limit reported
// must be met when planned.
func TestSmallestLimitBaseline(t *testing.T) {
	m := loadRematStep(t, "heldout3/adafactor")
	cfg := Config{Target: "cpu", Layout: "dense", Align: 64, Arena: "temp", MemoryLimit: 16377508}
	_, err := Plan(m, cfg)
	var le *LimitError
	if !errors.As(err, &le) {
		t.Fatalf("at %d: %v, want a LimitError", cfg.MemoryLimit, err)
	}
	a := le.Result.Remat.Advice
	if a == nil || a.Smallest == 0 {
		t.Fatal("no smallest limit reported")
	}
	smallest := a.Smallest + le.Result.OutsideArena()
	if smallest > 19107093 {
		t.Errorf("smallest limit %d, above 19,107,093, which the step fits", smallest)
	}
	cfg.MemoryLimit = smallest
	r, err := Plan(m, cfg)
	if err != nil {
		t.Fatalf("at the smallest limit %d: %v", smallest, err)
	}
	if with, _ := r.XLATotals(); !r.Remat.Fits || with > smallest {
		t.Errorf("at the smallest limit %d: fits %v, the module written needs %d", smallest, r.Remat.Fits, with)
	}
	t.Logf("smallest limit %d", smallest)
}
