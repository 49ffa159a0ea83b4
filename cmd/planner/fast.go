package main

import (
	"errors"
	"flag"
	"strconv"
	"strings"
	"time"

	planner "github.com/planner-dev/planner"
	"github.com/planner-dev/planner/cost"
)

// declareFastMemory defines the flags of the two-level plan on plan and
// explain.
func declareFastMemory(fs *flag.FlagSet, cfg *planner.Config) {
	bytesVar(fs, &cfg.FastMemory, "fast-memory", "size of a second, fast memory level in bytes: place hot buffers\nthere with prefetches and evictions, and estimate the time saved\n(default: none, one level)")
	cfg.Target = cost.DefaultTarget
	fs.Var(targetValue{&cfg.Target}, "target", "target whose figures the cost model uses and whose fusion rules\nmodel a lowered module as compiled (cpu: XLA:CPU's; the GPU and TPU\ntargets: the GPU rules): "+targetNames())
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

// targetValue is the --target flag: a name cost.Lookup knows, checked
// when the flag is parsed, so that a wrong name is a usage error naming
// the flag rather than an error reported against the input file.
type targetValue struct{ p *string }

func (t targetValue) String() string {
	if t.p == nil {
		return ""
	}
	return *t.p
}

func (t targetValue) Set(s string) error {
	if _, err := cost.Lookup(s); err != nil {
		return err // unknown target "gpu": want one of ..., as optimize says it
	}
	*t.p = s
	return nil
}
