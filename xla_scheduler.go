package planner

// XLA:CPU's two schedulers, and what the module as written takes under
// each.
//
// XLA:CPU picks one memory scheduler for every computation
// (cpu_compiler.cc, CpuCompiler::CreateHloSchedule): its concurrency
// optimized BFSMemoryScheduler (hlo_memory_scheduler.cc: Kahn's algorithm
// with a first-in first-out ready queue, everything ready runs as early
// as it can so that its thunk runtime can run it concurrently) or
// DFSMemoryScheduler (hlo_memory_scheduler.cc: a post order that visits
// the operands with the most bytes live first). It never runs
// DefaultMemoryScheduler, the best of ListMemoryScheduler,
// DFSMemoryScheduler and PostOrderMemoryScheduler that the planner's
// "best" stands for. jaxlib 0.10.2 runs BFS by default; the XLA_FLAGS
// setting --xla_cpu_scheduler_type=CPU_SCHEDULER_TYPE_MEMORY_OPTIMIZED
// selects DFS (remat.SchedulerFlag). Measured on the 38 unchanged steps
// of testdata/xla-remat's four sets (sched/xla-sched.tsv): the default
// compile is the planner's "bfs" plan within 1% on 31 of them, the
// flag's the planner's "dfs" plan within 5% on 34 (TestXLASchedulers
// names the others), and neither is the planner's
// "best" (resnet: 12,086,428 bytes planned, 31,058,840 compiled by
// default, 17,328,792 with the flag).
//
// So a plan's own peak answers "what does this program need at best",
// and XLASchedulers answers "what will XLA:CPU take": the module as
// written planned again under each of XLA's orders.

import (
	"sync"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/remat"
)

// XLAScheduler is what XLA:CPU's compile of the module would take, as
// memory_analysis() adds it up, under its default scheduler and under
// its memory-optimized one.
type XLAScheduler struct {
	// Compiler is the compiler modeled ("XLA:CPU").
	Compiler string `json:"compiler" yaml:"compiler"`
	// Default names the scheduler XLA runs by default ("bfs": its
	// BFSMemoryScheduler) and DefaultTotal the bytes the plan of the
	// module in that order needs (the verdict's footing: the arena's peak
	// plus what lies outside it).
	Default      string `json:"default_scheduler" yaml:"default_scheduler"`
	DefaultTotal int64  `json:"default_total_bytes" yaml:"default_total_bytes"`
	// MemoryOptimized names the scheduler Flag selects ("dfs": its
	// DFSMemoryScheduler) and MemoryOptimizedTotal the bytes under it.
	MemoryOptimized      string `json:"memory_optimized_scheduler" yaml:"memory_optimized_scheduler"`
	MemoryOptimizedTotal int64  `json:"memory_optimized_total_bytes" yaml:"memory_optimized_total_bytes"`
	Flag                 string `json:"flag" yaml:"flag"`
	// Recommend is true when Flag saves memory by a margin the model
	// carries (flagSaves): MemoryOptimizedTotal at least 1% under
	// DefaultTotal.
	Recommend bool `json:"recommend_flag" yaml:"recommend_flag"`
}

// xlaSchedulerCache holds XLASchedulers' answer and, under a memory
// limit, xlaDefaultOfInput's, each computed once.
type xlaSchedulerCache struct {
	once sync.Once
	s    *XLAScheduler

	inputOnce sync.Once
	input     int64 // 0: none

	// lowered is the lowered module as given, kept where it has
	// opt-barriers, which XLA:CPU's defaults remove and the plan keeps;
	// nil otherwise.
	lowered *hlo.Module
}

// XLASchedulers returns what XLA:CPU's compile of the module as given
// would take under its default scheduler and under the memory-optimized
// one: the modeled module (Module, as XLA's passes leave it) planned
// again as written in the order of each (schedule "bfs" and "dfs"),
// which gives the figures of the lowered module modeled under that
// schedule. It is nil where that is not the
// question: a target other than cpu, a module not modeled (optimized, or
// --as-written), a sharded module, a fast memory, or a plan under a
// memory limit (the remat report has its own XLA figures). The two plans
// run once per Result.
func (r *Result) XLASchedulers() *XLAScheduler {
	r.xlaSched.once.Do(func() { r.xlaSched.s = r.xlaSchedulers() })
	return r.xlaSched.s
}

func (r *Result) xlaSchedulers() *XLAScheduler {
	if r.Config.Target != "cpu" || !r.Modeled || r.SPMD != nil ||
		r.Remat != nil || r.Config.FastMemory > 0 || r.Config.MemoryLimit > 0 {
		return nil
	}
	bfs, ok1 := r.needsUnder(r.Module, "bfs")
	dfs, ok2 := r.needsUnder(r.Module, "dfs")
	if !ok1 || !ok2 {
		return nil
	}
	return &XLAScheduler{
		Compiler:             r.Compiler(),
		Default:              "bfs",
		DefaultTotal:         bfs,
		MemoryOptimized:      "dfs",
		MemoryOptimizedTotal: dfs,
		Flag:                 remat.SchedulerFlag,
		Recommend:            flagSaves(bfs, dfs),
	}
}

// flagSaves reports whether the memory-optimized scheduler's modeled total
// dfs is far enough under the default's bfs for the flag to save memory
// in XLA's compile too: by 1% of bfs or more. Nearer than that the
// model's own error decides (the held-out vit step of testdata/xla-remat:
// 17,463,400 bytes modeled by default, 17,454,440 with the flag; XLA:CPU
// compiled 17,455,192 and 17,458,520, the flag 3,328 bytes worse); of
// the 30 steps of sched/xla-sched.tsv whose flag moves XLA's total by
// more than 1%, all 30 are modeled on the right side of it
// (TestXLASchedulers).
func flagSaves(bfs, dfs int64) bool {
	return dfs < bfs && bfs-dfs >= bfs/100
}

// needsUnder returns what m, a modeled module, needs planned as written
// in the order of schedule alg under r's layout and arena: the verdict's
// footing (the arena's peak and, with the arena "temp", what lies
// outside it).
func (r *Result) needsUnder(m *hlo.Module, alg string) (int64, bool) {
	cfg := r.Config
	cfg.Schedule, cfg.AsWritten, cfg.InPlace = alg, true, false
	if r.xlaSched.lowered != nil {
		// The module has barriers, which the defaults remove
		// (cse_barrier_expander) before CSE merges what they kept apart
		// (jax.checkpoint's recomputation): modeled again without them.
		m, cfg.AsWritten, cfg.expandBarriers = r.xlaSched.lowered, false, true
	}
	// Only the figure is wanted: no limit to compare or fit, no second
	// as-written plan, nobody to tell of progress.
	cfg.CompareAsWritten, cfg.Capacity, cfg.Device, cfg.Progress = false, 0, "", nil
	cfg.MemoryLimit, cfg.MemFraction = 0, 0
	sub, err := Plan(m, cfg)
	if err != nil {
		return 0, false
	}
	return sub.Stats.Peak + sub.OutsideArena(), true
}

// xlaDefaultOfInput returns, for a plan under a memory limit on the
// target cpu of a modeled module, what XLA:CPU's compile of the module as
// given (Original, or Module where the fit changed nothing) takes under its default scheduler: the figure its
// defaults give back, the barriers removed and the clones merged.
func (r *Result) xlaDefaultOfInput() (int64, bool) {
	r.xlaSched.inputOnce.Do(func() {
		if r.Remat == nil || r.Config.Target != "cpu" || !r.Modeled ||
			r.SPMD != nil || r.Config.FastMemory > 0 {
			return
		}
		// A fit that changed nothing leaves Original nil and Module the
		// input; its own peak is in the plan's order, not XLA's (held-out
		// clip at its own total: 24,563,784 bytes planned, 29,351,996
		// compiled with the defaults).
		in := r.Original
		if in == nil {
			in = r.Module
		}
		if n, ok := r.needsUnder(in, "bfs"); ok {
			r.xlaSched.input = n
		}
	})
	return r.xlaSched.input, r.xlaSched.input > 0
}

// InputXLAFlags returns, for a plan under a memory limit on the target
// cpu, the XLA_FLAGS setting to compile the module as given (Original,
// or Module where the fit changed nothing) under, and the total modeled
// for that compile; ok is false where there is no such figure. XLAFlags
// is for the module Emitted writes, whose barriers carry the plan's
// order: applied to the input, which has none, it leaves XLA:CPU's
// default BFS scheduler in charge with HloCSE off, and costs memory
// (held-out seq2seq, XLA:CPU through jaxlib 0.10.2: 37,452,152 bytes
// with the defaults, 40,597,880 under remat.OrderFlag; clip 29,351,996
// and 33,554,492; testdata/xla-remat/heldout2.tsv, orig_flags). For the
// input the choice is XLA:CPU's scheduler (cpu_compiler.cc,
// CpuCompiler::CreateHloSchedule): remat.SchedulerFlag where the input
// planned in the memory-optimized (DFS) order needs less than in the
// default (BFS) one by 1% or more (flagSaves), as XLASchedulers
// recommends it, "" otherwise, so that the setting is not worse than the
// defaults where the model's error could decide (measured:
// seq2seq 32,951,672 under the flag, 33,282,440 modeled; clip
// 28,753,980, 28,749,900 modeled).
func (r *Result) InputXLAFlags() (flags string, total int64, ok bool) {
	bfs, ok := r.xlaDefaultOfInput()
	if !ok {
		return "", 0, false
	}
	in := r.Original
	if in == nil {
		in = r.Module
	}
	dfs, ok := r.needsUnder(in, "dfs")
	if !ok || !flagSaves(bfs, dfs) {
		return "", bfs, true
	}
	return remat.SchedulerFlag, dfs, true
}
