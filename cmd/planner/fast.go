package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	planner "github.com/planner-dev/planner"
	"github.com/planner-dev/planner/cost"
)

// writeFastMemory writes the two-level part of a plan, when it has one: a
// summary of the fast memory and the times, then, with schedule, the copy
// schedule.
func writeFastMemory(w io.Writer, r *planner.Result, schedule bool) {
	fm := r.FastMemory
	if fm == nil {
		return
	}
	fmt.Fprintf(w, "fast memory %s (target %s) · peak %s · %d prefetches · %d evictions · bytes from fast %s, from slow %s\n",
		human(fm.Capacity), r.Target.Name, human(fm.Peak), fm.Prefetches, fm.Evictions, human(fm.BytesFast), human(fm.BytesSlow))
	gain := "nothing to gain"
	if g := fm.GainFraction(); !math.IsNaN(g) {
		gain = percent(g) + " of the possible gain"
	}
	saved := 0.0
	if fm.AllSlow > 0 {
		saved = (fm.AllSlow - fm.Planned) / fm.AllSlow
	}
	fmt.Fprintf(w, "estimated time: all slow %s · planned %s (%s saved) · bound %s · %s\n",
		seconds(fm.AllSlow), seconds(fm.Planned), percent(saved), seconds(fm.Bound), gain)
	if len(fm.Copies) == 0 || !schedule {
		return
	}
	fmt.Fprintln(w, "fast-memory schedule (a copy issued at the start of step issue, due before step deadline):")
	name := map[int]string{}
	for i := range r.Liveness.Buffers {
		b := &r.Liveness.Buffers[i]
		if len(b.Values) > 0 {
			name[b.ID] = planner.ValueName(b.Values[0])
		}
	}
	for _, c := range fm.Copies {
		what := c.Kind
		if c.Double {
			what += " (double buffer)"
		}
		fmt.Fprintf(w, "  %-26s b%-5d %-28s %9s  steps [%d,%d)  done %s before its deadline\n",
			what, c.Buffer, name[c.Buffer], human(c.Bytes), c.Issue, c.Deadline, seconds(c.DeadlineSeconds-c.DoneSeconds))
	}
}

// seconds writes a time in s, ms, µs or ns, four significant digits.
func seconds(s float64) string {
	switch {
	case s >= 1:
		return fmt.Sprintf("%.4gs", s)
	case s >= 1e-3:
		return fmt.Sprintf("%.4gms", s*1e3)
	case s >= 1e-6:
		return fmt.Sprintf("%.4gµs", s*1e6)
	}
	return fmt.Sprintf("%.4gns", s*1e9)
}

// declareFastMemory defines the flags of the two-level plan on plan and
// explain.
func declareFastMemory(fs *flag.FlagSet, cfg *planner.Config) {
	bytesVar(fs, &cfg.FastMemory, "fast-memory", "size of a second, fast memory level in bytes: place hot buffers\nthere with prefetches and evictions, and estimate the time saved\n(default: none, one level)")
	fs.StringVar(&cfg.Target, "target", cost.DefaultTarget, "target whose figures the cost model uses and whose fusion rules\nmodel a lowered module as compiled (cpu: XLA:CPU's; the GPU and TPU\ntargets: the GPU rules): "+targetNames())
	// A zero figure means "the target's own" in Config.TargetFigures, so
	// an explicit 0 (or less) on the command line is refused rather than
	// silently replaced by the target's figure.
	positive := func(p *float64, name, usage string) {
		fs.Func(name, usage, func(s string) error {
			v, err := strconv.ParseFloat(s, 64)
			if err != nil || !(v > 0) {
				return errors.New("want a positive number")
			}
			*p = v
			return nil
		})
	}
	positive(&cfg.TargetFigures.PeakFlops, "peak-flops", "override the target's peak flops per second")
	positive(&cfg.TargetFigures.SlowBandwidth, "slow-bw", "override the target's slow-memory bandwidth, bytes per second")
	positive(&cfg.TargetFigures.FastBandwidth, "fast-bw", "override the target's fast-memory bandwidth, bytes per second")
	positive(&cfg.TargetFigures.CopyBandwidth, "copy-bw", "override the target's copy bandwidth between the levels, bytes per second")
	fs.Func("copy-latency", "override the target's fixed time of one copy between the levels, e.g. 1us or 500ns", func(s string) error {
		d, err := time.ParseDuration(s)
		if err != nil || d <= 0 {
			return errors.New("want a positive duration, e.g. 1us")
		}
		cfg.TargetFigures.CopyLatency = d.Seconds()
		return nil
	})
	fs.Func("max-copies", "override the target's bound on copies in flight", func(s string) error {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			return errors.New("want a whole number, at least 1")
		}
		cfg.TargetFigures.MaxCopies = n
		return nil
	})
}

func targetNames() string {
	var s []string
	for _, t := range cost.Targets() {
		s = append(s, t.Name)
	}
	return strings.Join(s, ", ")
}
