package planner

import (
	"bufio"
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/remat"
)

// TestXLAScan is issue 33's GRU: a 128-step GRU training step whose nine
// stacked scan residuals (8 MiB each) keep it over a 40 MiB limit today
// (without recompute it does not fit, and the residuals are loop state no
// clone shrinks) fits with its scan checkpointed: every 12th of 128
// carries kept. It then re-derives testdata/xla-scan/checks.tsv (written
// by gen/check.py with XLA:CPU through jaxlib; no Python here): at each
// fraction of the peak the planner fits with one checkpointed scan at the
// row's peak, XLA's compiled total of the emitted module is under the
// limit under both schedulers, and the outputs were bit-identical.
func TestXLAScan(t *testing.T) {
	src, err := os.ReadFile("testdata/xla-scan/plain.lowered.hlo")
	if err != nil {
		t.Skip("no testdata/xla-scan/plain.lowered.hlo")
	}
	ms, err := hlo.Parse("plain.lowered.hlo", src)
	if err != nil {
		t.Fatal(err)
	}
	m := ms[0]
	cfg := Config{Target: "cpu", Layout: "dense", Align: 64, MemoryLimit: 40 << 20}

	// Before: the fit's other remedies leave the residuals alone.
	off := cfg
	off.Remedies = []string{"reorder"}
	_, err = Plan(m, off)
	var le *LimitError
	if !errors.As(err, &le) {
		t.Fatalf("without recompute: want a LimitError, got %v", err)
	}
	scanRemedy := false
	for _, rem := range le.Result.Remat.Remedies {
		scanRemedy = scanRemedy || rem.Scan != nil
	}
	if scanRemedy {
		t.Errorf("without recompute a remedy offers a checkpointed scan")
	}

	r, err := Plan(m, cfg)
	if err != nil {
		t.Fatalf("at 40 MiB: %v", err)
	}
	f := r.Remat
	if !f.Fits || len(f.Changes) == 0 || f.Changes[0].Kind != "scan" {
		t.Fatalf("at 40 MiB: fits %v, changes %+v; want a fit led by a checkpointed scan", f.Fits, f.Changes)
	}
	c := f.Changes[0]
	if c.Step != 128 || c.Chain != 12 || c.Bytes != 9*8<<20 || c.OpName == "" {
		t.Errorf("scan change %+v: want T=128, k=12, 72 MiB of stacks, an op_name", c)
	}
	if f.Base == nil {
		t.Errorf("no Base module for the checkpointed scan")
	} else if err := remat.CheckScans(m, f.Base); err == nil {
		// m is the lowered module, not the modeled one the scan was
		// rewritten from: its computations differ, and CheckScans says so.
		t.Errorf("CheckScans accepts a module against an unrelated one")
	}
	t.Logf("GRU at 40 MiB: peak %d -> %d, %d changes", f.InitialPeak, f.Peak, len(f.Changes))

	fh, err := os.Open("testdata/xla-scan/checks.tsv")
	if err != nil {
		t.Skip("no testdata/xla-scan/checks.tsv")
	}
	defer fh.Close()
	mods := map[string]*hlo.Module{"plain": m}
	sc := bufio.NewScanner(fh)
	sc.Scan() // header
	rows, plainFits, fits := 0, 0, 0
	for sc.Scan() {
		col := strings.Split(sc.Text(), "\t")
		if len(col) != 9 {
			t.Fatalf("checks.tsv: %d columns in %q", len(col), sc.Text())
		}
		if col[1] == "original" {
			continue
		}
		rows++
		v := mods[col[0]]
		if v == nil {
			src, err := os.ReadFile("testdata/xla-scan/" + col[0] + ".lowered.hlo")
			if err != nil {
				t.Fatal(err)
			}
			ms, err := hlo.Parse(col[0]+".lowered.hlo", src)
			if err != nil {
				t.Fatal(err)
			}
			v = ms[0]
			mods[col[0]] = v
		}
		limit, _ := strconv.ParseInt(col[2], 10, 64)
		r, err := Plan(v, Config{Target: "cpu", Layout: "dense", Align: 64, MemoryLimit: limit})
		var le *LimitError
		if err != nil && !errors.As(err, &le) {
			t.Fatalf("%s at %s: %v", col[0], col[1], err)
		}
		if got := r != nil && r.Remat.Fits; got != (col[3] == "yes") {
			t.Errorf("%s at %s: fits %v, checks.tsv says %s", col[0], col[1], got, col[3])
			continue
		}
		if col[3] != "yes" {
			continue
		}
		fits++
		if col[0] == "plain" {
			plainFits++
		}
		peak, _ := strconv.ParseInt(col[4], 10, 64)
		xd, _ := strconv.ParseInt(col[6], 10, 64)
		xm, _ := strconv.ParseInt(col[7], 10, 64)
		if r.Remat.Peak != peak {
			t.Errorf("%s at %s: planner peak %d, checks.tsv says %d", col[0], col[1], r.Remat.Peak, peak)
		}
		if col[8] != "identical" || xd > limit || xm > limit || !strings.Contains(col[5], "scan:") {
			t.Errorf("checks.tsv row %q: want a checkpointed scan, XLA's total under the limit, identical outputs", sc.Text())
		}
	}
	if plainFits != 4 {
		t.Errorf("checks.tsv: the plain GRU fits at %d of 4 fractions", plainFits)
	}
	t.Logf("checks.tsv: %d of %d rows fit, each kept by XLA under the limit with identical outputs", fits, rows)
}
