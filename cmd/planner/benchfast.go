package main

import (
	"fmt"
	"math"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	planner "github.com/planner-dev/planner"
	"github.com/planner-dev/planner/cost"
	"github.com/planner-dev/planner/memspace"
)

// fastBench is bench's --fast-fractions table: the two-level assignment of
// each module at fast memories of L/N, the planner's against the baseline.
type fastBench struct {
	fractions string // the flag: "64,16,4"
	target    string
	rows      map[int64][]fastRow // by N
}

// fastRow is one module at one fast-memory size.
type fastRow struct {
	label                     string
	capacity                  int64
	allSlow, planned, bound   float64
	gain, baseline, reachable float64 // reachable is NaN when nothing is
	prefetches, evictions     int
}

func (fb *fastBench) sizes() ([]int64, error) {
	var out []int64
	for _, f := range strings.Split(fb.fractions, ",") {
		n, err := strconv.ParseInt(strings.TrimSpace(f), 10, 64)
		if err != nil || n < 1 {
			return nil, &usageError{fmt.Sprintf("--fast-fractions %q: want positive integers separated by commas", fb.fractions)}
		}
		out = append(out, n)
	}
	return out, nil
}

// add plans the results of file f at every size.
func (fb *fastBench) add(f string, results []*planner.Result) error {
	if fb.fractions == "" {
		return nil
	}
	sizes, err := fb.sizes()
	if err != nil {
		return err
	}
	tgt, err := cost.Lookup(fb.target)
	if err != nil {
		return &usageError{err.Error()}
	}
	if fb.rows == nil {
		fb.rows = map[int64][]fastRow{}
	}
	for i, r := range results {
		label := filepath.Base(f)
		if len(results) > 1 {
			label = fmt.Sprintf("%s#%d", label, i)
		}
		for _, n := range sizes {
			row := fastRow{label: label, capacity: r.Liveness.MaxLive / n, reachable: math.NaN()}
			for k, baseline := range []bool{false, true} {
				asg, err := memspace.Assign(r.Module, r.Liveness, memspace.Options{Capacity: row.capacity, Target: tgt, Baseline: baseline})
				if err != nil {
					return fail(exitFail, "%s: fast memory L/%d: %v", label, n, err)
				}
				if err := asg.Check(r.Liveness, tgt); err != nil {
					return fail(exitFail, "%s: fast memory L/%d: plan does not verify: %v", label, n, err)
				}
				g := asg.GainFraction()
				if k == 1 {
					row.baseline = g
					continue
				}
				row.gain = g
				row.allSlow, row.planned, row.bound = asg.AllSlow, asg.Planned, asg.Bound
				row.prefetches, row.evictions = asg.Prefetches, asg.Evictions
				row.reachable = asg.ReachableFraction()
			}
			fb.rows[n] = append(fb.rows[n], row)
		}
	}
	return nil
}

// write prints the table, one block per size with its medians. A module
// with nothing to gain (all slow = bound: no memory time, or none that
// fast memory shortens) has no gain fraction and is left out of the
// median; one where nothing fits counts 0.
func (fb *fastBench) write(tw *tabwriter.Writer) {
	if len(fb.rows) == 0 {
		return
	}
	sizes, _ := fb.sizes()
	fmt.Fprintln(tw, "\t\t\t\t\t\t\t\t\t\t")
	fmt.Fprintf(tw, "module (fast memory, target %s)\tfast\tall slow s\tplanned s\tbound s\tgain\tbaseline\tof reachable\tprefetches\tevictions\t\n", fb.target)
	for _, n := range sizes {
		var g, b, r []float64
		for _, row := range fb.rows[n] {
			reach := "-"
			if !math.IsNaN(row.reachable) {
				reach = fmt.Sprintf("%.3f", row.reachable)
				r = append(r, row.reachable)
			}
			fmt.Fprintf(tw, "%s\tL/%d\t%.4g\t%.4g\t%.4g\t%s\t%s\t%s\t%d\t%d\t\n", row.label, n, row.allSlow, row.planned, row.bound,
				frac(row.gain), frac(row.baseline), reach, row.prefetches, row.evictions)
			if !math.IsNaN(row.gain) {
				g, b = append(g, row.gain), append(b, row.baseline)
			}
		}
		fmt.Fprintf(tw, "median\tL/%d\t\t\t\t%.3f\t%.3f\t%.3f\t\t\t\n", n, median(g), median(b), median(r))
	}
}

// median is the middle value of x (the mean of the middle two), 0 for none.
func median(x []float64) float64 {
	y := slices.Clone(x)
	slices.Sort(y)
	switch {
	case len(y) == 0:
		return 0
	case len(y)%2 == 1:
		return y[len(y)/2]
	}
	return (y[len(y)/2-1] + y[len(y)/2]) / 2
}

// frac writes a fraction with 3 decimals, "-" when undefined.
func frac(x float64) string {
	if math.IsNaN(x) {
		return "-"
	}
	return fmt.Sprintf("%.3f", x)
}
