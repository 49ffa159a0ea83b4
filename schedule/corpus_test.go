package schedule

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/layout"
)

const corpusDir = "../../shared/corpus/xla"

// corpusModules parses every module of the corpus, skipping the test when
// the folder is absent.
func corpusModules(tb testing.TB) (files []string, mods [][]*hlo.Module) {
	tb.Helper()
	paths, _ := filepath.Glob(filepath.Join(corpusDir, "*.hlo"))
	if len(paths) == 0 {
		tb.Skipf("no corpus at %s", corpusDir)
	}
	sort.Strings(paths)
	for _, p := range paths {
		ms, err := hlo.ParseFile(p)
		if err != nil {
			tb.Fatalf("%s: %v", p, err)
		}
		files = append(files, filepath.Base(p))
		mods = append(mods, ms)
	}
	return files, mods
}

func TestCorpus(t *testing.T) {
	files, mods := corpusModules(t)
	tpu := layout.TPU().Bytes
	for k, ms := range mods {
		for _, m := range ms {
			for _, alg := range []Algorithm{PostOrder, DFS, List, Best} {
				seq, err := Order(m, alg, tpu)
				if err != nil {
					t.Errorf("%s/%s/%s: %v", files[k], m.Name, alg, err)
					continue
				}
				if err := checkSequence(m, seq); err != nil {
					t.Errorf("%s/%s/%s: %v", files[k], m.Name, alg, err)
				}
			}
			// The text order may legitimately be refused; when it is
			// accepted it must be valid.
			if seq, err := Order(m, Text, tpu); err == nil {
				if err := checkSequence(m, seq); err != nil {
					t.Errorf("%s/%s/text: %v", files[k], m.Name, err)
				}
			} else if m.IsScheduled {
				t.Errorf("%s/%s: scheduled module refused: %v", files[k], m.Name, err)
			}
			if !testing.Short() || len(m.Entry.Instructions) < 2000 {
				checkBest(t, m)
			}
		}
	}
}

// TestCorpusEstimates prints, with -v, each corpus module's estimate under
// every algorithm; it asserts that best is the minimum.
func TestCorpusEstimates(t *testing.T) {
	files, mods := corpusModules(t)
	tpu := layout.TPU().Bytes
	for k, ms := range mods {
		for _, m := range ms {
			_, chosen, est, err := OrderBest(m, tpu)
			if err != nil {
				t.Errorf("%s/%s: %v", files[k], m.Name, err)
				continue
			}
			line := ""
			var low int64 = -1
			for _, e := range est {
				if e.Err != nil {
					line += " " + string(e.Algorithm) + "=refused"
					continue
				}
				line += " " + string(e.Algorithm) + "=" + itoa(e.MaxLive)
				if low < 0 || e.MaxLive < low {
					low = e.MaxLive
				}
			}
			for _, e := range est {
				if e.Algorithm == chosen && e.MaxLive != low {
					t.Errorf("%s/%s: chose %s at %d, minimum is %d", files[k], m.Name, chosen, e.MaxLive, low)
				}
			}
			t.Logf("%s %s:%s chosen=%s", files[k], m.Name, line, chosen)
		}
	}
}

func itoa(v int64) string { return fmt.Sprint(v) }

func BenchmarkOrderBestGemma(b *testing.B) {
	p := filepath.Join(corpusDir, "gemma2_2b_keras_jax.hlo")
	if _, err := os.Stat(p); err != nil {
		b.Skipf("no corpus file %s", p)
	}
	ms, err := hlo.ParseFile(p)
	if err != nil {
		b.Fatal(err)
	}
	tpu := layout.TPU().Bytes
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, m := range ms {
			if _, _, _, err := OrderBest(m, tpu); err != nil {
				b.Fatal(err)
			}
		}
	}
}
