package report

import (
	"fmt"
	"strconv"
	"strings"

	planner "github.com/planner-dev/planner"
	"github.com/planner-dev/planner/liveness"
)

// Human writes a byte count as XLA's stats do: "512B", "16.0KiB", "1.21GiB"
// (three significant digits).
func Human(n int64) string {
	if n < 1024 && n > -1024 {
		return fmt.Sprintf("%dB", n)
	}
	units := []string{"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"}
	v := float64(n) / 1024
	u := 0
	for (v >= 1024 || v <= -1024) && u < len(units)-1 {
		v /= 1024
		u++
	}
	a := v
	if a < 0 {
		a = -a
	}
	switch {
	case a < 9.995:
		return fmt.Sprintf("%.2f%s", v, units[u])
	case a < 99.95:
		return fmt.Sprintf("%.1f%s", v, units[u])
	}
	return fmt.Sprintf("%.0f%s", v, units[u])
}

// Exact writes a byte count for a person and for a tool at once: human's
// units, then the exact count in parentheses ("1.57MiB (1,649,664 bytes)");
// below 1 KiB the count alone ("512B").
func Exact(n int64) string {
	if n < 1024 && n > -1024 {
		return Human(n)
	}
	return fmt.Sprintf("%s (%s bytes)", Human(n), Commas(n))
}

// Commas writes n with thousands separators.
func Commas(n int64) string {
	s := strconv.FormatInt(n, 10)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}

// Percent writes a fraction as a percentage with two decimals.
func Percent(f float64) string { return fmt.Sprintf("%.2f%%", 100*f) }

// ScheduleCost returns the lower bound under the named algorithm, and false
// when it was not measured.
func ScheduleCost(r *planner.Result, alg string) (int64, bool) {
	for _, c := range r.Schedules {
		if c.Algorithm == alg && c.Err == nil {
			return c.LowerBound, true
		}
	}
	return 0, false
}

// ChosenCost is the lower bound of the chosen schedule as the schedules
// were compared (one memory level), the base of every "+x%": with a fast
// memory, Stats.LowerBound is the slow arena's, after the buffers that live
// only in fast memory left it, which no other order's figure counts.
func ChosenCost(r *planner.Result) int64 {
	if l, ok := ScheduleCost(r, r.Schedule); ok {
		return l
	}
	return r.Stats.LowerBound
}

// ModuleLabel names module i of the n in a file: its name, and when the
// file holds several, which one it is and the line it starts on, so that
// modules of one name (XLA's test files reuse "TestModule") stay apart.
func ModuleLabel(r *planner.Result, i, n int) string {
	if n <= 1 {
		return r.Module.Name
	}
	return fmt.Sprintf("%s (%d of %d, line %d)", r.Module.Name, i+1, n, r.Module.Pos.Line)
}

// Header is header with the module named by label.
func Header(r *planner.Result, label string) string {
	sched := r.Config.Schedule
	if sched == "best" {
		detail := r.Schedule
		if text, ok := ScheduleCost(r, "text"); ok && r.Schedule != "text" && ChosenCost(r) > 0 {
			detail += fmt.Sprintf("; text order would need %+.1f%%", 100*float64(text-ChosenCost(r))/float64(ChosenCost(r)))
		}
		sched += " (" + detail + ")"
	}
	h := fmt.Sprintf("module %s · schedule %s · layout %s · arena %s", label, sched, r.Policy, r.Config.Arena)
	if s := r.SPMD; s != nil {
		switch s.PartitionedBy {
		case "none":
			h += fmt.Sprintf(" · %d devices, mesh %s · GLOBAL shapes, not per device (not partitioned: --as-written)", s.Devices, s.Mesh)
		case "planner":
			h += fmt.Sprintf(" · %d devices, mesh %s · per device (partitioned by the planner)", s.Devices, s.Mesh)
		default:
			h += fmt.Sprintf(" · %d devices, mesh %s · per device (partitioned by XLA)", s.Devices, s.Mesh)
		}
	}
	return h
}

// SPMDLine sums up a sharded module per device against its global
// figures: arguments, outputs, the collectives' buffers, full
// replications. "" for a module that is not sharded.
func SPMDLine(r *planner.Result) string {
	s := r.SPMD
	if s == nil {
		return ""
	}
	if s.PartitionedBy == "none" {
		return fmt.Sprintf("global, for %d devices (%s): arguments %s · outputs %s; plan without --as-written for the figures per device",
			s.Devices, s.DevicesFrom, Human(r.Stats.ArgumentBytes), Human(r.Stats.OutputBytes))
	}
	var coll int64
	for _, c := range s.Collectives {
		coll += c.Bytes
	}
	line := fmt.Sprintf("per device of %d (device count from %s): arguments %s (global %s) · outputs %s (global %s) · %d collectives hold %s",
		s.Devices, s.DevicesFrom, Human(r.Stats.ArgumentBytes), Human(s.GlobalArgumentBytes), Human(r.Stats.OutputBytes), Human(s.GlobalOutputBytes),
		len(s.Collectives), Human(coll))
	if n := len(s.Replications); n > 0 {
		var b int64
		for _, x := range s.Replications {
			b += x.Bytes
		}
		line += fmt.Sprintf(" · %d reshard(s) through full replication hold %s on every device (planner explain lists them)", n, Human(b))
	}
	return line
}

// Fraction is a/b, 0 when b is 0.
func Fraction(a, b int64) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// ValueList names the values a buffer holds: the first, and how many
// more; when copy insertion copied a value into the buffer, which one
// ("Arg_2.3 (+1, copy of subtract.8)").
func ValueList(b *liveness.Buffer, copies map[int]string) string {
	if len(b.Values) == 0 {
		return "-"
	}
	s := planner.ValueName(b.Values[0])
	of := copies[b.ID]
	if b.Values[0].Copy && of == s {
		s, of = "copy of "+s, ""
	}
	var extra []string
	if len(b.Values) > 1 {
		extra = append(extra, fmt.Sprintf("+%d", len(b.Values)-1))
	}
	if of != "" {
		extra = append(extra, "copy of "+of)
	}
	if len(extra) > 0 {
		s += " (" + strings.Join(extra, ", ") + ")"
	}
	return s
}

// CompareArenas returns the comparison of XLA's allocation structure with
// the one arena (planner.CompareArenas), or nil when there is none (a plan
// with a fast memory, or a comparison that failed).
func CompareArenas(r *planner.Result) *planner.ArenaComparison {
	if r.Config.FastMemory != 0 {
		return nil
	}
	c, err := planner.CompareArenas(r)
	if err != nil {
		return nil
	}
	return &c
}

// JAXLine gives the figures of JAX's Compiled.memory_analysis(). Its
// temp_size_in_bytes is XLA's temp arena: under the one arena, the temp
// arena of the comparison (XLA's structure) stands for it. The temp is
// planner.Result.JAXTempBytes, the JSON's stats.jax_temp_bytes.
func JAXLine(r *planner.Result, cmp *planner.ArenaComparison) string {
	s := r.Stats
	temp := Human(s.TempBytes)
	if cmp != nil && r.Config.Arena != "temp" {
		// Two temp figures sit on adjacent lines: say why they differ.
		temp = fmt.Sprintf("%s (XLA's structure: temporaries in an arena of their own; the preallocated temp %s above is the one arena less parameters, constants and outputs)",
			Human(r.JAXTempBytes()), Human(s.TempBytes))
	}
	return fmt.Sprintf("JAX memory_analysis()%s: argument %s · output %s · alias %s · temp %s",
		jaxOrder(r), Human(s.ArgumentBytes), Human(s.OutputBytes), Human(s.AliasBytes), temp)
}

// jaxOrder names, where XLA:CPU's compile orders the module otherwise
// than the plan (Result.XLASchedulers: the target cpu, no limit), the
// order the figures are for: memory_analysis() of jaxlib's default
// compile is XLA:CPU's BFS schedule's, whose total the verdict's XLA:CPU
// line gives (a conv step: temp 28.0MiB in the plan's dfs order, 32.8MiB
// compiled by jaxlib 0.10.2 with its defaults). "" otherwise.
func jaxOrder(r *planner.Result) string {
	x := r.XLASchedulers()
	if x == nil || r.Schedule == x.Default {
		return ""
	}
	return fmt.Sprintf(" of this plan, in its %s order (XLA:CPU's default %s order: %s in all, as the verdict's %s line says)",
		r.Schedule, strings.ToUpper(x.Default), Human(x.DefaultTotal), x.Compiler)
}
