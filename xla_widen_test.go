package planner

import (
	"bufio"
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"
)

// widenRow is one compile of testdata/xla-remat/widen/xla.tsv: XLA:CPU's
// memory_analysis() of a module (jaxlib 0.10.2, gen/widen.py and
// gen/xlarun.py).
type widenRow struct {
	module            string
	limit, recomputes int64
	temp, total       int64
}

// widenRows reads testdata/xla-remat/widen/xla.tsv.
func widenRows(t *testing.T) []widenRow {
	t.Helper()
	f, err := os.Open("testdata/xla-remat/widen/xla.tsv")
	if err != nil {
		t.Skip("no testdata/xla-remat/widen/xla.tsv")
	}
	defer f.Close()
	var rows []widenRow
	sc := bufio.NewScanner(f)
	for line := 0; sc.Scan(); line++ {
		c := strings.Split(sc.Text(), "\t")
		if line == 0 {
			continue
		}
		if len(c) < 8 {
			t.Fatalf("xla.tsv:%d: %d columns, want 8", line+1, len(c))
		}
		var r widenRow
		r.module = c[0]
		if c[1] != "-" {
			r.limit, err = strconv.ParseInt(c[1], 10, 64)
		}
		var e [3]error
		r.recomputes, e[0] = strconv.ParseInt(c[2], 10, 64)
		r.temp, e[1] = strconv.ParseInt(c[5], 10, 64)
		r.total, e[2] = strconv.ParseInt(c[6], 10, 64)
		if err := errors.Join(err, e[0], e[1], e[2]); err != nil {
			t.Fatalf("xla.tsv:%d: %v", line+1, err)
		}
		rows = append(rows, r)
	}
	return rows
}

// TestWidenedSlice plans widen/logits.lowered.hlo (gen/widen.py): bf16
// logits from JAX's bf16 dot, a bf16 slice of them converted to f32 and
// reduced by a log-sum-exp. XLA:CPU's FloatNormalization computes the
// slice in f32 and hands it straight to the reductions
// (float_normalization.cc, ChangeOutputTypeThenInsertConvertBack), so its
// temp holds the f32 logits and the f32 slice: 4,177,920 bytes. The model
// used to keep the slice bf16 and fuse the convert into the library
// reduction: 3,145,728, the slice at half its bytes.
func TestWidenedSlice(t *testing.T) {
	var want widenRow
	for _, r := range widenRows(t) {
		if r.module == "widen/logits.lowered.hlo" {
			want = r
		}
	}
	if want.module == "" {
		t.Fatal("xla.tsv has no row of widen/logits.lowered.hlo")
	}
	r, err := Plan(loadRematStep(t, "widen/logits"), Config{Target: "cpu", Layout: "dense", Align: 64, Arena: "temp"})
	if err != nil {
		t.Fatal(err)
	}
	if r.Stats.TempBytes != want.temp {
		t.Errorf("temp modeled %d bytes, XLA:CPU's %d", r.Stats.TempBytes, want.temp)
	}
	if d := r.Stats.TotalBytes - want.total; d < -64 || d > 64 {
		t.Errorf("total modeled %d bytes, XLA:CPU's %d", r.Stats.TotalBytes, want.total)
	}
}

// TestEarlyCopies plans widen/scatters.lowered.hlo (gen/widen.py) in
// XLA:CPU's default order (bfs): one f32[2048,64] of zeros written in
// place by three scatter-adds in a chain. Copy insertion copies the zeros
// for the first two, and XLA's BFS scheduler runs both copies right after
// the zeros: its temp is 2,646,016 bytes. The model used to define each
// copy at its scatter: 2,121,728, one copy's 512 KiB short.
func TestEarlyCopies(t *testing.T) {
	var want widenRow
	for _, r := range widenRows(t) {
		if r.module == "widen/scatters.lowered.hlo" {
			want = r
			break // the first: XLA's defaults
		}
	}
	if want.module == "" {
		t.Fatal("xla.tsv has no row of widen/scatters.lowered.hlo")
	}
	r, err := Plan(loadRematStep(t, "widen/scatters"), Config{Target: "cpu", Layout: "dense", Align: 64, Arena: "temp", Schedule: "bfs"})
	if err != nil {
		t.Fatal(err)
	}
	if r.Stats.TempBytes != want.temp {
		t.Errorf("temp modeled in bfs order %d bytes, XLA:CPU's %d", r.Stats.TempBytes, want.temp)
	}
}

// TestHeldOut2SixTenths plans the second held-out set's gpt2 and gnn
// steps at 0.6 of their totals, the two fits main claimed that XLA did
// not keep under the flags recommended. gpt2 (bf16; 32 recomputes,
// 11,341,432 modeled) compiled to 13,040,040: its logits' slice is f32 in
// XLA's module (1,040,384 bytes more at XLA's peak than the model's bf16
// slice; TestWidenedSlice). gnn (8 recomputes, 12,724,292 modeled)
// compiled to 13,725,992: XLA's default scheduler runs the copies of a
// broadcast of zeros that four scatter-adds write in place right after
// the broadcast (TestEarlyCopies), 1 MiB at the peak. Now gpt2's fit has
// 33 recomputes, which XLA compiles to 11,330,280, and gnn's 17, to
// 11,129,896. The test holds each claim to its limit, and, where xla.tsv
// has XLA's compile of a fit with as many recomputes, that compile too.
func TestHeldOut2SixTenths(t *testing.T) {
	rows := widenRows(t)
	for _, c := range []struct {
		step  string
		limit int64
	}{{"gpt2", 11593867}, {"gnn", 12952821}} {
		r, err := Plan(loadRematStep(t, "heldout2/"+c.step), Config{Target: "cpu", Layout: "dense", Align: 64, Arena: "temp", MemoryLimit: c.limit})
		var le *LimitError
		switch {
		case errors.As(err, &le):
			continue // not claimed: nothing for XLA to refuse
		case err != nil:
			t.Fatal(err)
		}
		with, _ := r.XLATotals()
		if with > c.limit {
			t.Errorf("%s fits, but models %d for the module written, above the limit %d", c.step, with, c.limit)
		}
		n := int64(0)
		for _, ch := range r.Remat.Changes {
			if ch.Kind == "remat" {
				n++
			}
		}
		found := false
		for _, x := range rows {
			if x.module == "heldout2/"+c.step+".lowered.hlo" && x.limit == c.limit && x.recomputes == n {
				found = true
				if x.total > c.limit {
					t.Errorf("%s: claims the fit with %d recomputes (modeled %d) that XLA compiles to %d, above the limit %d", c.step, n, with, x.total, c.limit)
				}
			}
		}
		if !found {
			t.Logf("%s: xla.tsv has no compile of a fit with %d recomputes (modeled %d)", c.step, n, with)
		}
	}
}

// TestReshapeMoverPad plans widen/padmover.lowered.hlo (gen/padmover.py):
// a pad transposed, conjugated (real, imag, negate, complex), divided by
// a broadcast and handed to an inverse FFT, the pattern of the held-out
// fno step's FFT gradients. XLA's ReshapeMover moves the transpose below
// the elementwise ops (reshape_mover.cc), so the pad is read by real and
// imag, and XLA:CPU's fusion leaves it a buffer of its own
// (fusion_node_indexing_evaluation.cc, CodeDuplicationTooHigh: a pad is
// not emitted twice): two c64[4,64,33,32] buffers, 4,325,376 bytes of
// temp. The model fused the pad through the transpose, its one reader:
// 2,162,688.
func TestReshapeMoverPad(t *testing.T) {
	var want widenRow
	for _, r := range widenRows(t) {
		if r.module == "widen/padmover.lowered.hlo" {
			want = r
		}
	}
	if want.module == "" {
		t.Fatal("xla.tsv has no row of widen/padmover.lowered.hlo")
	}
	r, err := Plan(loadRematStep(t, "widen/padmover"), Config{Target: "cpu", Layout: "dense", Align: 64, Arena: "temp"})
	if err != nil {
		t.Fatal(err)
	}
	if r.Stats.TempBytes != want.temp {
		t.Errorf("temp modeled %d bytes, XLA:CPU's %d", r.Stats.TempBytes, want.temp)
	}
	if r.Stats.TotalBytes != want.total {
		t.Errorf("total modeled %d bytes, XLA:CPU's %d", r.Stats.TotalBytes, want.total)
	}
}

// widenFit returns xla.tsv's compile of the fit of module at limit with
// recomputes recomputes; ok is false where it has none.
func widenFit(rows []widenRow, module string, limit, recomputes int64) (widenRow, bool) {
	for _, r := range rows {
		if r.module == module && r.limit == limit && r.recomputes == recomputes {
			return r, true
		}
	}
	return widenRow{}, false
}

// recomputeCount is the number of recomputes of r's fit.
func recomputeCount(r *Result) int64 {
	var n int64
	for _, c := range r.Remat.Changes {
		if c.Kind == "remat" {
			n++
		}
	}
	return n
}

// TestFnoSevenTenths plans the held-out fno step at 0.7 of its total
// (13,906,860 bytes). Main claimed a fit of 15 recomputes there, modeled
// 13,512,576, that XLA:CPU compiled to 15,084,864 under the recommended
// flags (xla.tsv): XLA's fusion keeps each inverse FFT's padded spectrum
// a buffer of its own (ReshapeMover, TestReshapeMoverPad), which the text
// re-planned in XLA's order now has too (its heap modeled at 12,716,608
// bytes of temp, XLA's 12,716,064). A claim is held to the limit, and
// that fit is not claimed.
func TestFnoSevenTenths(t *testing.T) {
	const limit = 13906860
	r, err := Plan(loadRematStep(t, "heldout/fno"), Config{Target: "cpu", Layout: "dense", Align: 64, Arena: "temp", MemoryLimit: limit})
	var le *LimitError
	switch {
	case errors.As(err, &le):
		return // refused
	case err != nil:
		t.Fatal(err)
	}
	with, _ := r.XLATotals()
	if with > limit {
		t.Errorf("fits, but models %d for the module written, above the limit %d", with, limit)
	}
	n := recomputeCount(r)
	if x, ok := widenFit(widenRows(t), "heldout/fno.lowered.hlo", limit, n); ok && x.total > limit {
		t.Errorf("claims the %d-recompute fit (modeled %d) that XLA compiled to %d, over the limit %d", n, with, x.total, limit)
	}
}
