package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	planner "github.com/planner-dev/planner"
	"github.com/planner-dev/planner/cost"
	"github.com/planner-dev/planner/liveness"
	"github.com/planner-dev/planner/remat"
)

// rematBench is the --remat-fractions table of bench: each HLO module
// fitted at fractions of its unconstrained peak by the planner's remat
// stage and by the baseline after XLA's HloRematerialization.
type rematBench struct {
	// fractions is the flag's text, e.g. "0.9,0.8,0.7,0.6,0.5".
	fractions string
	// layout and align are --layout and --align: the plans' byte sizes.
	layout string
	align  int64
	// arena is --arena: all, or temp (fractions of XLA's total).
	arena string
	rows  []string
	// fits counts the cases each fits; both the cases both fit, and
	// flopsRatio adds up planner/baseline recompute over them.
	cases, ours, theirs, both, lessHalf int
	// infeasible counts the cases no plan can fit: the lower bound is
	// above the limit.
	infeasible   int
	stageSeconds float64
}

// add fits the modules of one file.
func (b *rematBench) add(file string, results []*planner.Result) error {
	if b.fractions == "" {
		return nil
	}
	fracs, err := parseFractions(b.fractions)
	if err != nil {
		return &usageError{"--remat-fractions: " + err.Error()}
	}
	for _, r := range results {
		opt := liveness.PolicyOptions(r.Policy)
		opt.Arena = liveness.Arena(r.Config.Arena)
		opt.CPUSharing = r.Config.Target == "cpu"
		name := r.Config.Target
		if name == "" {
			name = cost.DefaultTarget
		}
		target, err := cost.Lookup(name)
		if err != nil {
			return err
		}
		tgt, err := remat.Fit(r.Module, r.Sequence, remat.Options{Limit: 1 << 62, Liveness: opt, Arena: opt.Arena, Target: target})
		if err != nil {
			return err
		}
		peak := tgt.Peak
		// With the arena "temp" (XLA's preallocated temp allocation) a
		// fraction is of XLA's total, as memory_analysis() adds it up:
		// the arena gets that limit less the parameters, constants and
		// outputs, which no change moves (as plan --memory-limit does).
		var fixed int64
		if r.Config.Arena == "temp" {
			fixed = r.Stats.TotalBytes - r.Stats.TempBytes
		}
		for _, fr := range fracs {
			limit := int64(float64(peak+fixed)*fr) - fixed
			if limit <= 0 {
				continue
			}
			t0 := time.Now()
			ours, _, err := remat.FitOrders(r.Module, r.Schedule, r.Sequence, remat.Options{Limit: limit, Liveness: opt, Arena: opt.Arena, Target: target})
			if err != nil {
				return err
			}
			b.stageSeconds += time.Since(t0).Seconds()
			theirs, err := remat.Fit(r.Module, r.Sequence, remat.Options{Limit: limit, Liveness: opt, Arena: opt.Arena, Target: target, XLA: true})
			if err != nil {
				return err
			}
			for _, f := range []*remat.Result{ours, theirs} {
				if err := remat.CheckFit(r.Module, f); err != nil {
					return fmt.Errorf("%s: %w", file, err)
				}
			}
			b.cases++
			if ours.Fits {
				b.ours++
			}
			if theirs.Fits {
				b.theirs++
			}
			if !ours.Fits && ours.Bound != nil && ours.Bound.Bytes > limit {
				b.infeasible++
			}
			if ours.Fits && theirs.Fits {
				b.both++
				if ours.Flops <= theirs.Flops/2 || ours.Flops == 0 {
					b.lessHalf++
				}
			}
			name := strings.TrimSuffix(filepath.Base(file), ".hlo")
			b.rows = append(b.rows, fmt.Sprintf("%s\t%.1f\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t", name, fr, human(limit+fixed),
				fitText(ours, fixed), share(ours.Flops, ours.StepFlops), human(ours.Moved), share(ours.Seconds, ours.StepSeconds),
				fitText(theirs, fixed), share(theirs.Flops, theirs.StepFlops), share(theirs.Seconds, theirs.StepSeconds)))
		}
	}
	return nil
}

// fitText is "yes" or "no (peak)", the peak with the fixed bytes that
// the arena leaves out added.
func fitText(f *remat.Result, fixed int64) string {
	if f.Fits {
		return "yes"
	}
	return "no " + human(f.Peak+fixed)
}

// share writes x/of as a percentage, "0%" when x is 0.
func share(x, of float64) string {
	if x == 0 || of <= 0 {
		return "0%"
	}
	return fmt.Sprintf("%.2f%%", 100*x/of)
}

// write prints the table and its totals.
func (b *rematBench) write(w io.Writer) {
	if len(b.rows) == 0 {
		return
	}
	fmt.Fprintln(w, "\t\t\t\t\t\t\t\t\t\t")
	fmt.Fprintln(w, "module\tx peak\tlimit\tfits\trecompute\toffloaded\ttime added\tXLA fits\tXLA recompute\tXLA time added\t")
	for _, r := range b.rows {
		fmt.Fprintln(w, r)
	}
	fmt.Fprintf(w, "fits\t\t\t%d/%d\t\t\t\t%d/%d\t\t\t\n", b.ours, b.cases, b.theirs, b.cases)
	fmt.Fprintf(w, "both fit\t\t\t%d\trecompute <= half XLA's: %d\t\t\t\t\t\t\n", b.both, b.lessHalf)
	fmt.Fprintf(w, "no plan fits\t\t\t%d\t(lower bound above the limit)\t\t\t\t\t\t\n", b.infeasible)
	fmt.Fprintf(w, "stage seconds\t\t\t%.3f\t\t\t\t\t\t\t\n", b.stageSeconds)
}

// parseFractions reads a comma-separated list of numbers in (0, 1].
func parseFractions(s string) ([]float64, error) {
	var out []float64
	for _, f := range strings.Split(s, ",") {
		var v float64
		if _, err := fmt.Sscanf(strings.TrimSpace(f), "%g", &v); err != nil || !(v > 0 && v <= 1) {
			return nil, fmt.Errorf("%q: want numbers in (0, 1], e.g. 0.9,0.8", f)
		}
		out = append(out, v)
	}
	return out, nil
}
