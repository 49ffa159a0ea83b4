package planner

import (
	"errors"
	"fmt"
	"github.com/planner-dev/planner/cost"
	"slices"
	"strings"
	"time"

	"github.com/planner-dev/planner/layout"
	"github.com/planner-dev/planner/remat"
)

// Config chooses how Plan turns a module into an offset plan. The zero
// Config is valid: every empty field takes the default written next to it.
type Config struct {
	// Schedule is the instruction-order algorithm: "text" (the order in the
	// file), "postorder", "dfs", "list", "bfs" (XLA:CPU's breadth-first
	// scheduler) or "best" (run text, postorder, dfs and list, keep the
	// order with the lowest lower bound). Default: "text" for a module marked
	// is_scheduled=true (its text order is its schedule), "best" otherwise.
	Schedule string
	// Layout is the byte-size policy: "tpu" (tiles padded to 128-multiples,
	// 128-byte alignment) or "dense" (element count × element bytes).
	// Default: "tpu".
	Layout string
	// Align is the offset alignment in bytes, for the dense policy (64 like
	// XLA:CPU, 256 like XLA:GPU). 0 takes the policy's own default.
	Align int64
	// Arena is what goes into the one arena the plan lays out: "all" (every
	// buffer, parameters and constants included) or "temp" (temporaries
	// only, as XLA's preallocated temp allocation). Default: "all".
	Arena string
	// Algorithm is the packer: "auto" (the best of the fast packers, then
	// exact search while Budget remains), "bestfit", "greedy-size", "p2ffd"
	// or "search". Default: "auto".
	Algorithm string
	// Capacity, when positive, is a hard limit on the arena in bytes: Plan
	// fails with an error wrapping assign.ErrCapacity when no plan within it
	// was found.
	Capacity int64
	// Budget bounds the time the packers may spend searching for a lower
	// peak. 0 means no time limit: the packers stop on counts of work, so
	// the same module gives the same plan on any machine.
	Budget time.Duration
	// Progress, when not nil, is called as each packing step starts and
	// whenever the best peak falls (assign.Options.Progress).
	Progress func(step string, peak int64) `json:"-" yaml:"-"`
	// FastMemory, when positive, is the size in bytes of a second, fast
	// memory level (package memspace): Plan then decides which buffers sit
	// there when, with prefetches and evictions, packs it, and estimates
	// the time saved under the cost model of Target. 0: one level.
	FastMemory int64
	// Target names the accelerator whose figures the cost model uses
	// (cost.Targets: "tpu-v5e", "tpu-v4", "tpu-v5p", "h100", "a100").
	// Default: "tpu-v5e".
	Target string
	// AsWritten plans a lowered module as its text is written, every
	// instruction a buffer. By default (false) a lowered module (no fusion,
	// not is_scheduled: hlo.StageOf) is first rewritten as XLA would
	// compile it for Target by package optimize (simplifier, CSE, DCE,
	// fusion: XLA:CPU's rules for the "cpu" target, the GPU rules for the
	// GPU and TPU targets), and that modeled module is planned. An
	// optimized module is always planned as written.
	AsWritten bool
	// CompareAsWritten, for a lowered module planned modeled, plans the
	// module as written too, for the figures the outputs show beside the
	// modeled ones (Result.AsWritten): the whole pipeline a second time on
	// the larger module, its fast packers alone, about the time of an
	// as-written plan. Default: off, Result.AsWritten nil.
	CompareAsWritten bool
	// InPlace lets Plan rewrite a lowered module it models (AsWritten
	// false) in place instead of a copy: the caller hands the module over
	// and must not read it again. It saves the copy and keeps one module,
	// not two, live while the module is planned (the command line, which
	// parses a module for one plan, sets it). Result.Input is then nil,
	// unless CompareAsWritten, which plans the module as written, keeps a
	// copy of it. Default: off, the caller's module is left as it was.
	InPlace bool
	// Parsed says the module is as hlo.Parse or hlo.ParseContext returned
	// it, unchanged since: Parse ran the verifier (hlo.Verify) on it and
	// reported each fault at its file:line:col, so Plan does not run it a
	// second time, which could find nothing new (before the optimize
	// passes on a lowered module, at the start of the plan otherwise;
	// about 2% of the 11,000-layer step's CPU). PlanFile and PlanSource
	// set it on the modules they parse, and the command line on its own.
	// A module built by hand, or changed after Parse, must leave it off:
	// Plan then verifies it. Default: off.
	Parsed bool
	// TargetFigures overrides the figures of Target: each non-zero field
	// (PeakFlops, SlowBandwidth, FastBandwidth, CopyBandwidth, CopyLatency,
	// MaxCopies)
	// replaces the target's.
	TargetFigures cost.Target
	// MemoryLimit, when positive, is the bytes the arena may take: when
	// the packed peak exceeds it, the remat step recomputes and offloads
	// values until it fits (package remat), and Plan fails with a
	// *LimitError when nothing fits. DeviceMemoryLimit gives a target's
	// default. 0: no limit.
	MemoryLimit int64
	// HostBandwidth is the bytes per second of a copy between device and
	// host memory for offloads; 0 takes remat.HostBandwidth(Target).
	HostBandwidth float64
	// Device names the accelerator the plan is compared with (Devices:
	// "h100-80g", "v5e", ...): the verdict says whether the plan's peak
	// fits its usable memory. It changes no plan. "": none.
	Device string
	// MemFraction is the share of Device's memory a program may use, as
	// JAX's XLA_PYTHON_CLIENT_MEM_FRACTION sets it; 0 takes the device's
	// default (0.75 on a GPU, all of a TPU's HBM).
	MemFraction float64
	// Remedies are the changes the remat step may make: "recompute",
	// "offload" (to host memory) and "reorder" (try every schedule
	// algorithm's order when the pipeline's cannot be fitted). Default
	// (nil): all that the target can run; "cpu" has no host memory, so no
	// offload (remat.HostMemory), and naming offload for it is an error.
	// "donate" (the caller gives entry arguments' buffers to outputs of
	// their shape, jax.jit's donate_argnums) is never a default: it
	// changes what the caller may do with its arguments, so it is used
	// only when named (plan_donate.go).
	Remedies []string

	// comparison marks a plan made only for figures shown beside another
	// (the module as written, beside the modeled one): the fast packers
	// alone, and on a large problem the sweep alone, as CompareArenas.
	comparison bool
	// expandBarriers models XLA:CPU's defaults, which remove every
	// opt-barrier (optimize.Options.ExpandBarriers): set by
	// XLASchedulers for its figures, never by a caller.
	expandBarriers bool
	// replanned marks the plan of a module --emit-hlo wrote, made as
	// honestFit's final check (emittedPeakFrom): its own fits are not checked
	// that way again.
	replanned bool
	// noCSE models XLA:CPU under remat.OrderFlag, which disables HloCSE
	// (the passes named "cse") as well as the barrier expander: set by
	// emittedXLAHeap for its re-plan, never by a caller.
	noCSE bool
	// orderOnly stops the pipeline after its schedule step: the module,
	// its layout policy and its order are all that xlaOrderPlan's reader
	// (emittedXLAHeap, which analyses and packs them itself) needs, and
	// the liveness analysis and packing after them were a third of the
	// plan's cost. Set by xlaOrderPlan, never by a caller.
	orderOnly bool
}

// Defaults for the fields of Config.
const (
	DefaultLayout    = "tpu"
	DefaultArena     = "all"
	DefaultAlgorithm = "auto"
)

// withDefaults returns cfg with every empty field filled in for a module
// whose is_scheduled flag is scheduled.
func (cfg Config) withDefaults(scheduled bool) Config {
	// Validate accepts any case for the names; the pipeline compares them
	// as written, so they are lowered here.
	cfg.Schedule, cfg.Layout = strings.ToLower(cfg.Schedule), strings.ToLower(cfg.Layout)
	if cfg.Schedule == "" {
		if scheduled {
			cfg.Schedule = "text"
		} else {
			cfg.Schedule = "best"
		}
	}
	// The target implies its layout: a TPU's tiles, a GPU's or the
	// host's dense bytes at their alignment; --layout overrides it, and
	// takes the target's alignment when it names the target's layout.
	name := cfg.Target
	if name == "" {
		name = cost.DefaultTarget
	}
	t, err := cost.Lookup(name)
	if err != nil {
		t = cost.Target{Layout: DefaultLayout}
	}
	if cfg.Layout == "" {
		cfg.Layout = t.Layout
	}
	if cfg.Align == 0 && cfg.Layout == t.Layout {
		cfg.Align = t.Align
	}
	if cfg.Arena == "" {
		cfg.Arena = DefaultArena
	}
	if cfg.Algorithm == "" {
		cfg.Algorithm = DefaultAlgorithm
	}
	return cfg
}

// Validate reports every field of cfg that cannot be right whatever the
// module, one error per field joined with errors.Join, so that a bad
// configuration fails before any work is done. The zero Config is valid.
// Plan and PlanContext call it first.
func (cfg Config) Validate() error {
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf("config: "+format, args...)) }
	if !oneOf(strings.ToLower(cfg.Schedule), "", "text", "postorder", "dfs", "list", "bfs", "best") {
		bad("schedule %q: want text, postorder, dfs, list, bfs or best", cfg.Schedule)
	}
	if !oneOf(strings.ToLower(cfg.Layout), "", layout.TPUName, layout.DenseName) {
		bad("layout %q: want tpu or dense", cfg.Layout)
	}
	if cfg.Align < 0 || cfg.Align&(cfg.Align-1) != 0 {
		bad("align %d: want a power of two in bytes (0 for the layout's default)", cfg.Align)
	}
	if !oneOf(cfg.Arena, "", "all", "temp") {
		bad("arena %q: want all or temp", cfg.Arena)
	}
	if !oneOf(cfg.Algorithm, "", "auto", "bestfit", "greedy-size", "p2ffd", "search") {
		bad("algorithm %q: want auto, bestfit, greedy-size, p2ffd or search", cfg.Algorithm)
	}
	if cfg.Capacity < 0 {
		bad("capacity %d: want a positive number of bytes (0 for none)", cfg.Capacity)
	}
	if cfg.FastMemory < 0 {
		bad("fast memory %d: want a positive number of bytes (0 for none)", cfg.FastMemory)
	}
	if cfg.FastMemory > 0 || cfg.Target != "" {
		if _, err := cfg.target(); err != nil {
			bad("%v", err)
		}
	}
	if cfg.MemoryLimit < 0 {
		bad("memory limit %d: want a positive number of bytes (0 for none)", cfg.MemoryLimit)
	}
	if cfg.HostBandwidth < 0 {
		bad("host bandwidth %g: want a positive number of bytes per second (0 for the target's)", cfg.HostBandwidth)
	}
	if cfg.MemoryLimit > 0 {
		if _, err := cfg.target(); err != nil {
			bad("%v", err)
		}
	}
	if cfg.Device != "" {
		if _, err := LookupDevice(cfg.Device); err != nil {
			bad("%v", err)
		}
	}
	if cfg.MemFraction < 0 || cfg.MemFraction > 1 {
		bad("mem fraction %g: want a share of the device's memory in (0, 1] (0 for the device's default)", cfg.MemFraction)
	}
	for _, r := range cfg.Remedies {
		switch r {
		case "recompute", "reorder", "donate":
		case "offload":
			if t := cfg.targetName(); !remat.HostMemory(t) {
				bad("remedies: offload: target %s has no host memory space (XLA:CPU refuses copy-start)", t)
			}
		default:
			bad("remedies: %q: want recompute, offload, reorder or donate", r)
		}
	}
	if cfg.Budget < 0 {
		bad("budget %v: want a positive duration (0 for no time limit)", cfg.Budget)
	}
	return errors.Join(errs...)
}

// oneOf reports whether s is one of the names.
func oneOf(s string, names ...string) bool {
	for _, n := range names {
		if s == n {
			return true
		}
	}
	return false
}

// targetName returns Target, or the default target when it is empty.
func (cfg Config) targetName() string {
	if cfg.Target == "" {
		return cost.DefaultTarget
	}
	return cfg.Target
}

// donates reports whether the remat step may donate arguments: only
// when Remedies names "donate".
func (cfg Config) donates() bool { return slices.Contains(cfg.Remedies, "donate") }

// remedy reports whether the remat step may use remedy r.
func (cfg Config) remedy(r string) bool {
	return cfg.Remedies == nil || slices.Contains(cfg.Remedies, r)
}

// target returns the cost model's figures: Target's, with the non-zero
// fields of TargetFigures in their place.
func (cfg Config) target() (cost.Target, error) {
	name := cfg.Target
	if name == "" {
		name = cost.DefaultTarget
	}
	t, err := cost.Lookup(name)
	if err != nil {
		return t, err
	}
	o := cfg.TargetFigures
	if o.PeakFlops != 0 {
		t.PeakFlops = o.PeakFlops
	}
	if o.SlowBandwidth != 0 {
		t.SlowBandwidth = o.SlowBandwidth
	}
	if o.FastBandwidth != 0 {
		t.FastBandwidth = o.FastBandwidth
	}
	if o.CopyBandwidth != 0 {
		t.CopyBandwidth = o.CopyBandwidth
	}
	if o.MaxCopies != 0 {
		t.MaxCopies = o.MaxCopies
	}
	if o.CopyLatency != 0 {
		t.CopyLatency = o.CopyLatency
	}
	return t, t.Check()
}
