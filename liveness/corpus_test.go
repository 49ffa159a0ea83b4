package liveness

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/layout"
	"github.com/planner-dev/planner/schedule"
)

const corpusDir = "../../shared/corpus/xla"

// corpus returns the modules of every corpus file, skipping the test when
// the corpus is absent.
func corpus(t *testing.T) (names []string, mods []*hlo.Module) {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(corpusDir, "*.hlo"))
	if len(files) == 0 {
		t.Skipf("no corpus at %s", corpusDir)
	}
	for _, f := range files {
		ms, err := hlo.ParseFile(f)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for i, m := range ms {
			name := filepath.Base(f)
			if len(ms) > 1 {
				name = fmt.Sprintf("%s#%d", name, i)
			}
			names = append(names, name)
			mods = append(mods, m)
		}
	}
	return names, mods
}

// TestCorpus analyzes every corpus module under the best schedule: the
// result passes the checker, both arenas pack into plans that verify, and a
// second analysis gives the same problem byte for byte. With -v it prints
// the table of buffers, L under the text and best schedules, and bytes per
// kind.
func TestCorpus(t *testing.T) {
	names, mods := corpus(t)
	pol := layout.TPU()
	opt := PolicyOptions(pol)
	var table strings.Builder
	fmt.Fprintf(&table, "%-50s %7s %6s %14s %14s %14s %13s %12s %14s %14s %14s\n", "module", "buffers", "copies", "L text", "L best", "bestfit peak", "parameter", "constant", "maybe-live-out", "temp", "L temp")
	for i, m := range mods {
		t.Run(names[i], func(t *testing.T) {
			seq, err := schedule.Order(m, schedule.Best, pol.Bytes)
			if err != nil {
				t.Fatal(err)
			}
			r, err := Analyze(m, seq, opt)
			if err != nil {
				t.Fatal(err)
			}
			checkResult(t, r)
			checkNoClobber(t, m, r)
			peak := packAndVerify(t, r.Problem(All))
			packAndVerify(t, r.Problem(TempOnly))
			lt, _ := r.MaxLiveIn(TempOnly)
			r2, err := Analyze(m, seq, opt)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(r.Problem(All), r2.Problem(All)); diff != "" {
				t.Fatalf("problem differs between two analyses (-first +second)\n%s", diff)
			}
			var d1, d2 bytes.Buffer
			r.WriteTimeline(&d1)
			r2.WriteTimeline(&d2)
			if !bytes.Equal(d1.Bytes(), d2.Bytes()) {
				t.Fatal("timeline dump differs between two analyses")
			}
			text := "-"
			if tseq, err := schedule.Order(m, schedule.Text, pol.Bytes); err == nil {
				if rt, err := Analyze(m, tseq, opt); err == nil {
					checkResult(t, rt)
					text = fmt.Sprint(rt.MaxLive)
				} else {
					t.Errorf("text schedule: %v", err)
				}
			}
			by := r.Bytes()
			fmt.Fprintf(&table, "%-50s %7d %6d %14s %14d %14d %13d %12d %14d %14d %14d\n", names[i], len(r.Buffers), len(r.Copies), text, r.MaxLive, peak,
				by[Parameter], by[Constant], by[MaybeLiveOut], by[Temp], lt)
		})
	}
	t.Log("\n" + table.String())
	if os.Getenv("LIVENESS_TABLE") != "" {
		os.WriteFile(os.Getenv("LIVENESS_TABLE"), []byte(table.String()), 0o644)
	}
}

// BenchmarkAnalyzeGemma analyzes the largest corpus module (gemma2 2B,
// about 13,800 instructions) under its best schedule.
func BenchmarkAnalyzeGemma(b *testing.B) {
	ms, err := hlo.ParseFile(filepath.Join(corpusDir, "gemma2_2b_keras_jax.hlo"))
	if err != nil {
		b.Skipf("corpus module absent: %v", err)
	}
	pol := layout.TPU()
	seq, err := schedule.Order(ms[0], schedule.Best, pol.Bytes)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		if _, err := Analyze(ms[0], seq, PolicyOptions(pol)); err != nil {
			b.Fatal(err)
		}
	}
}
