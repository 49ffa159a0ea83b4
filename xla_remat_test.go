package planner

import (
	"bufio"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// TestXLARemat reads the harness's results (testdata/xla-remat/results.tsv,
// written by gen/harness.py with XLA:CPU through jaxlib; no Python here)
// and re-derives the figures the planner claims there: each training step
// planned as XLA:CPU would compile it, fitted at the row's limit, must fit
// or not as the row says, with the row's peak, never offload (XLA:CPU has
// no host memory), and report one peak (remat.peak = stats.peak). It then
// logs what XLA made of the fits: how many XLA's compiled total keeps
// under the limit, the baseline's count, and how many rewritten modules
// computed the original's outputs bit for bit.
func TestXLARemat(t *testing.T) {
	f, err := os.Open("testdata/xla-remat/results.tsv")
	if err != nil {
		t.Skip("no testdata/xla-remat/results.tsv")
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Scan() // header
	mods := map[string]*hlo.Module{}
	fits, baseline, keptDefault, keptMemopt, identical, rows := 0, 0, 0, 0, 0, 0
	for sc.Scan() {
		c := strings.Split(sc.Text(), "\t")
		if len(c) != 13 {
			t.Fatalf("results.tsv: %d columns in %q", len(c), sc.Text())
		}
		rows++
		name := c[0]
		limit, _ := strconv.ParseInt(c[2], 10, 64)
		m := mods[name]
		if m == nil {
			path := filepath.Join("testdata/xla-remat", name+".lowered.hlo")
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			ms, err := hlo.Parse(path, src)
			if err != nil {
				t.Fatal(err)
			}
			m = ms[0]
			mods[name] = m
		}
		r, err := Plan(m, Config{Target: "cpu", Layout: "dense", Align: 64, MemoryLimit: limit})
		var le *LimitError
		switch {
		case err == nil:
		case errors.As(err, &le):
			r = le.Result
		default:
			t.Fatalf("%s at %d: %v", name, limit, err)
		}
		got := "no"
		if r.Remat.Fits {
			got = "yes"
		}
		if got != c[3] {
			t.Errorf("%s at %s of the peak: fits %s, the harness recorded %s", name, c[1], got, c[3])
		}
		if r.Remat.Peak != r.Stats.Peak {
			t.Errorf("%s at %s: remat peak %d, stats peak %d: two peaks", name, c[1], r.Remat.Peak, r.Stats.Peak)
		}
		for _, ch := range r.Remat.Changes {
			if ch.Kind == "offload" {
				t.Errorf("%s at %s: offloads %s on XLA:CPU, which has no host memory", name, c[1], ch.Value)
			}
		}
		if c[3] != "yes" {
			if c[7] == "yes" {
				baseline++
			}
			continue
		}
		fits++
		if c[7] == "yes" {
			baseline++
		}
		if want, _ := strconv.ParseInt(c[4], 10, 64); r.Stats.Peak != want {
			t.Errorf("%s at %s: peak %d, the harness recorded %d", name, c[1], r.Stats.Peak, want)
		}
		if c[12] == "identical" {
			identical++
		}
		if v, err := strconv.ParseInt(c[8], 10, 64); err == nil && v <= limit {
			keptDefault++
		}
		if v, err := strconv.ParseInt(c[9], 10, 64); err == nil && v <= limit {
			keptMemopt++
		}
	}
	if rows < 24 {
		t.Errorf("%d rows: want 8 steps at 3 fractions", rows)
	}
	t.Logf("%d cases: the planner fits %d, the XLA-style baseline %d; XLA:CPU's compiled total under the limit in %d of the fits with its defaults, %d with the memory-optimized scheduler; outputs bit-identical in %d (XLA fuses some clones otherwise: docs/remat.md)",
		rows, fits, baseline, keptDefault, keptMemopt, identical)
}
