package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"

	planner "github.com/planner-dev/planner"
	"github.com/planner-dev/planner/allocator"
)

// declareDevice defines --device and --mem-fraction, the device the
// verdict compares the plan with.
func declareDevice(fs *flag.FlagSet, cfg *planner.Config) {
	fs.Func("device", "compare the plan with this device's usable memory: "+planner.DeviceNames()+"\n(a GPU's usable memory is 0.75 × its memory, JAX's default\nXLA_PYTHON_CLIENT_MEM_FRACTION; a TPU's all of its HBM); with\n--memory-limit device, the limit is that memory", func(s string) error {
		d, err := planner.LookupDevice(s)
		if err != nil {
			return errors.New("want one of " + planner.DeviceNames())
		}
		cfg.Device = d.Name
		return nil
	})
	fs.Func("mem-fraction", "with --device NAME of a GPU, the share of its memory usable, as\nXLA_PYTHON_CLIENT_MEM_FRACTION sets it (default 0.75)", func(s string) error {
		v, err := strconv.ParseFloat(s, 64)
		if err != nil || !(v > 0 && v <= 1) {
			return errors.New("want a share in (0, 1]")
		}
		cfg.MemFraction = v
		return nil
	})
}

// writeSimVerdict writes the verdict simulate's output opens with: whether
// the script ran to the end in the pool, what it needs (the least pool
// the allocator runs it in, when searched), against the pool and the
// device it is a share of.
func writeSimVerdict(w io.Writer, s *allocator.Script, res *allocator.Result, opts allocator.Options, leasts []leastRow, device string) {
	name := opts.Allocator
	if opts.DefragOnOOM {
		name += "+defrag"
	}
	var least *allocator.Least
	for i := range leasts {
		if leasts[i].name == name && leasts[i].least.Found {
			least = &leasts[i].least
		}
	}
	dev := human(res.Device)
	if device != "" {
		dev = device + " " + dev
	}
	against := fmt.Sprintf("pool %s = %g × device %s (XLA_PYTHON_CLIENT_MEM_FRACTION)", human(res.Pool), memFraction(opts), dev)
	if opts.Allocator == allocator.KindPlatform {
		against = "device " + dev + " (no pool: every request from the device)"
	}
	if opts.Allocator == allocator.KindVMM {
		against = fmt.Sprintf("budget %s = %g × device %s (XLA_PYTHON_CLIENT_MEM_FRACTION, truncated)", human(res.Pool), memFraction(opts), dev)
	}
	limit := res.Pool
	if opts.Allocator == allocator.KindPlatform {
		limit = res.Device
	}
	answer := fmt.Sprintf("runs to the end under %s (%d steps)", name, res.TotalSteps)
	if f := res.OOM; f != nil {
		answer = fmt.Sprintf("RUNS OUT OF MEMORY under %s at step %d of %d (%s)", name, f.Step, res.TotalSteps, f.Pos)
	}
	fmt.Fprintf(w, "verdict: %s %s\n", s.Filename, answer)
	switch {
	case least != nil:
		by := fmt.Sprintf("%s to spare", human(limit-least.Pool))
		if least.Pool > limit {
			by = fmt.Sprintf("over by %s", human(least.Pool-limit))
		}
		fmt.Fprintf(w, "  needs          %s: the least pool from which %s runs the script in every larger pool · %s · peak live %s (what the live arrays ask for)\n",
			human(least.Pool), name, by, human(res.PeakLive))
	case res.OOM == nil:
		fmt.Fprintf(w, "  needs          %s: the most bytes in use at once under %s · peak live %s (what the live arrays ask for)\n",
			human(res.PeakInUse), name, human(res.PeakLive))
	default:
		fmt.Fprintf(w, "  needs          more than the pool (--least=true bisects for the smallest pool that runs it) · peak live %s before the failure\n", human(res.PeakLive))
	}
	fmt.Fprintf(w, "  against        %s\n", against)
}
