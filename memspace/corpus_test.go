package memspace

import (
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/planner-dev/planner/cost"
	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/layout"
	"github.com/planner-dev/planner/liveness"
	"github.com/planner-dev/planner/schedule"
)

const corpus = "../../shared/corpus/xla"

// fullCorpus runs TestCorpus on the large modules too (minutes).
var fullCorpus = flag.Bool("corpus.full", false, "run TestCorpus on every corpus module, the large ones included")

// corpusModules parses and analyses every module of the corpus under the
// tpu layout, in the text order for a scheduled module and the list order
// otherwise.
func corpusModules(t testing.TB) (names []string, mods []*hlo.Module, lvs []*liveness.Result) {
	files, _ := filepath.Glob(filepath.Join(corpus, "*.hlo"))
	if len(files) == 0 {
		t.Skipf("no corpus at %s", corpus)
	}
	pol, err := layout.ParsePolicy("tpu", 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		ms, err := hlo.Parse(f, src)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for k, m := range ms {
			alg := schedule.Algorithm("list")
			if m.IsScheduled {
				alg = "text"
			}
			seq, err := schedule.Order(m, alg, pol.Bytes)
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			lv, err := liveness.Analyze(m, seq, liveness.PolicyOptions(pol))
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			name := strings.TrimSuffix(filepath.Base(f), ".hlo")
			if len(ms) > 1 {
				name += fmt.Sprintf("#%d", k)
			}
			names, mods, lvs = append(names, name), append(mods, m), append(lvs, lv)
		}
	}
	return names, mods, lvs
}

// TestCorpus plans every corpus module at fast memories of 1/64, 1/16 and
// 1/4 of its lower bound L, with the planner's assignment and the
// baseline: every plan verifies, bound <= bound_fit <= planned <=
// all_slow; it logs the gain fraction (all_slow - planned) / (all_slow -
// bound) and its median, and the same against bound_fit ("of the
// reachable", for the modules where something is reachable).
func TestCorpus(t *testing.T) {
	names, mods, lvs := corpusModules(t)
	tgt, _ := cost.Lookup(cost.DefaultTarget)
	for _, frac := range []int64{64, 16, 4} {
		var mine, base, fits []float64
		for i, lv := range lvs {
			if !*fullCorpus && len(lv.Buffers) > 600 {
				continue // the large modules run with -corpus.full
			}
			capa := lv.MaxLive / frac
			var fr [2]float64
			fit := math.NaN() // nothing is reachable: every access fits nowhere
			for k, baseline := range []bool{false, true} {
				asg, err := Assign(mods[i], lv, Options{Capacity: capa, Target: tgt, Baseline: baseline})
				if err != nil {
					t.Fatalf("%s 1/%d: %v", names[i], frac, err)
				}
				if err := asg.Check(lv, tgt); err != nil {
					t.Errorf("%s 1/%d baseline=%v: %v", names[i], frac, baseline, err)
				}
				if err := loopRule(lv, asg); err != nil {
					t.Errorf("%s 1/%d baseline=%v: %v", names[i], frac, baseline, err)
				}
				if asg.Planned > asg.AllSlow*(1+1e-12) || asg.Bound > asg.BoundFit*(1+1e-12) || asg.BoundFit > asg.Planned*(1+1e-12) {
					t.Errorf("%s 1/%d: want bound %g <= bound_fit %g <= planned %g <= all_slow %g", names[i], frac, asg.Bound, asg.BoundFit, asg.Planned, asg.AllSlow)
				}
				if k == 0 && asg.AllSlow > asg.BoundFit {
					fit = (asg.AllSlow - asg.Planned) / (asg.AllSlow - asg.BoundFit)
				}
				fr[k] = asg.GainFraction()
			}
			if !math.IsNaN(fr[0]) {
				mine, base = append(mine, fr[0]), append(base, fr[1])
			}
			if !math.IsNaN(fit) {
				fits = append(fits, fit)
			}
			t.Logf("1/%-2d %-46s L %12d  gain %.3f  baseline %.3f  of the reachable %.3f", frac, names[i], lv.MaxLive, fr[0], fr[1], fit)
		}
		t.Logf("1/%d: median gain %.3f, baseline %.3f, of the reachable %.3f", frac, median(mine), median(base), median(fits))
	}
}

func median(x []float64) float64 {
	y := slices.Clone(x)
	slices.Sort(y)
	if len(y) == 0 {
		return 0
	}
	if len(y)%2 == 1 {
		return y[len(y)/2]
	}
	return (y[len(y)/2-1] + y[len(y)/2]) / 2
}

// loopRule checks that every fast interval meeting a while loop covers the
// loop whole or lies inside one iteration of its body.
func loopRule(lv *liveness.Result, asg *Assignment) error {
	for b, ivs := range asg.Fast {
		if asg.Fixed[b] {
			continue
		}
		for _, iv := range ivs {
			for _, l := range whileSpans(lv) {
				o, c := l[0], l[1]
				if iv.Start < c+1 && o < iv.End && !(iv.Start <= o && iv.End >= c+1) && !(iv.Start > o && iv.End <= c) {
					return fmt.Errorf("buffer %d: fast interval [%d,%d) crosses the loop [%d,%d]", lv.Buffers[b].ID, iv.Start, iv.End, o, c)
				}
			}
		}
	}
	return nil
}
