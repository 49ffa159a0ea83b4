package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	planner "github.com/planner-dev/planner"
	"github.com/planner-dev/planner/allocator"
)

// writeVerdict writes the block every plan and explain output opens with:
// the answer on the first line, then what the module needs (the peak of
// the plan, named, with its stage), the figures of every stage side by
// side, and one line per limit it is compared with. Every figure is one of
// planner.Verdict's, which JSON and YAML write as "verdict".
func writeVerdict(w io.Writer, r *planner.Result) {
	v := r.Verdict()
	fmt.Fprintf(w, "verdict: %s\n", verdictAnswer(v))
	per := "on one device"
	if v.Devices > 1 {
		per = fmt.Sprintf("per device (%d devices, mesh %s)", v.Devices, v.Mesh)
	}
	fmt.Fprintf(w, "  needs          %s %s: the peak of the plan, %s · lower bound L %s (no plan needs less)\n",
		human(v.Needs), per, stageText(v), human(v.LowerBound))
	var stages []string
	for _, s := range v.Stages {
		st := fmt.Sprintf("%s %s (L %s", s.Stage, human(s.Peak), human(s.LowerBound))
		if s.Instructions > 0 {
			st += fmt.Sprintf(", %s instructions", commas(int64(s.Instructions)))
		}
		stages = append(stages, st+")")
	}
	fmt.Fprintf(w, "  stages         %s\n", strings.Join(stages, " → "))
	if len(v.Against) == 0 {
		fmt.Fprintln(w, "  against        nothing given: --device NAME, --capacity N or --memory-limit N (planner plan --help lists the devices)")
		return
	}
	for _, l := range v.Against {
		fmt.Fprintf(w, "  %-14s %s: %s\n", limitName(l), limitText(l), limitFitText(l))
	}
	if !*v.Fits {
		hint := "planner explain lists what is live at the peak; --memory-limit N recomputes and offloads values until the plan fits"
		if r.Remat != nil {
			hint = "the out-of-memory report lists the largest allocations at the peak, their remedies, and what any plan needs"
		}
		fmt.Fprintf(w, "  %-14s %s\n", "to change", hint)
	}
}

// verdictAnswer is the verdict's first line: fits or not, against what,
// by how much; without a limit, the figure alone.
func verdictAnswer(v *planner.Verdict) string {
	if v.Fits == nil {
		return fmt.Sprintf("%s needs %s (peak of the plan, %s); no limit given", v.Module, human(v.Needs), v.Stage)
	}
	var fits, not []string
	for _, l := range v.Against {
		if l.Fits {
			fits = append(fits, fmt.Sprintf("%s (%s to spare)", limitName(l), human(l.Spare)))
		} else {
			not = append(not, fmt.Sprintf("%s (over by %s)", limitName(l), human(-l.Spare)))
		}
	}
	var parts []string
	if len(not) > 0 {
		parts = append(parts, "DOES NOT FIT "+strings.Join(not, ", "))
	}
	if len(fits) > 0 {
		parts = append(parts, "fits "+strings.Join(fits, ", "))
	}
	return fmt.Sprintf("%s %s", v.Module, strings.Join(parts, "; "))
}

// stageText says which stage the figure is for.
func stageText(v *planner.Verdict) string {
	switch {
	case v.Stage == planner.StageModeled:
		return "modeled as " + v.Compiler + " would compile it"
	case v.Stage == planner.StageRewritten && v.Compiler != "":
		return "rewritten by the remat step (modeled as " + v.Compiler + " would compile it)"
	case v.Stage == planner.StageRewritten:
		return "rewritten by the remat step"
	}
	return "as written"
}

// limitName names a limit as the command line gave it.
func limitName(l planner.VerdictLimit) string {
	switch l.Kind {
	case "capacity":
		return "--capacity"
	case "memory_limit":
		return "--memory-limit"
	}
	return l.Device
}

// limitText writes a limit's bytes and, for a device, where they come
// from.
func limitText(l planner.VerdictLimit) string {
	if l.Kind != "device" {
		return human(l.Bytes)
	}
	if l.Fraction >= 1 {
		return fmt.Sprintf("%s usable: all of the chip's HBM (XLA_PYTHON_CLIENT_MEM_FRACTION applies to GPUs only)", human(l.Bytes))
	}
	d, _ := planner.LookupDevice(l.Device)
	why := "JAX's default XLA_PYTHON_CLIENT_MEM_FRACTION"
	if l.Fraction != d.Fraction {
		why = "--mem-fraction, as XLA_PYTHON_CLIENT_MEM_FRACTION"
	}
	return fmt.Sprintf("%s usable = %g × %s (%s)", human(l.Bytes), l.Fraction, human(l.DeviceBytes), why)
}

// limitFitText says whether the plan fits a limit and by how much.
func limitFitText(l planner.VerdictLimit) string {
	if l.Fits {
		return fmt.Sprintf("fits, %s to spare", human(l.Spare))
	}
	return fmt.Sprintf("does not fit, over by %s", human(-l.Spare))
}

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
