package planner

import (
	"github.com/planner-dev/planner/liveness"
	"github.com/planner-dev/planner/optimize"
	"github.com/planner-dev/planner/remat"
)

// emittedXLAHeap returns XLA's temp allocation of the module --emit-hlo
// writes for a fit as XLA:CPU compiles it under the flags recommended
// (XLAFlags): the text planned again in XLA:CPU's own order
// (xlaOrderPlan) without HloCSE, which
// remat.OrderFlag disables (the tuned moe step at 0.7 of its total: with
// the model's CSE the text's clones merge and it packs 5,519,568 bytes
// in all, over the limit 5,507,947; XLA compiled 5,257,144, and without
// CSE the figure is 5,257,424), and its buffers packed by the
// model of XLA's heap (remat.XLAHeapPeak: XLA's best fit in XLA's heap
// clock, tuple tables apart) rather than by the planner's own packer.
//
// The pinned module (remat.PinnedPeak) is the fit's fused module in the
// fit's order; XLA fuses and schedules the written text itself, and where
// the barriers leave it a choice its intervals, and so its heap, are not
// the pinned module's. On the third held-out lru step of
// testdata/xla-remat at 0.7 of its total (limit 18,526,824; the arena's
// share 17,342,748) the pinned module packs to 16,905,152 bytes of temp
// in XLA's heap model, and every re-plan of the text to 16,828,672 by the
// planner's packer, but XLA compiled 17,475,608; the heap model on XLA's
// own optimized module gives 17,475,648, and on the text re-planned in
// bfs order 17,427,328: the gap is the heap's placement of the text's
// intervals in XLA's order, not the live bytes.
//
// xr is the text's plan in XLA's order without CSE (xlaOrderPlan). A
// donated module (input_output_alias) is held to it, as orderExcess holds
// it, now that the bfs order starts from the parameters
// by number as XLA's does (schedule/bfs.go).
func emittedXLAHeap(xr *Result, arena string) (int64, error) {
	opt := liveness.PolicyOptions(xr.Policy)
	opt.Arena = liveness.Arena(arena)
	opt.CPUSharing = true
	return remat.XLAHeapPeak(xr.Module, xr.Sequence, remat.Options{Liveness: opt, Arena: opt.Arena})
}

// xlaOrderPlan plans in, the text heldPeak emitted for fit, once in
// XLA:CPU's own order under the flags recommended (XLAFlags): bfs, its
// default scheduler, or its memory-optimized dfs where the flags name
// remat.SchedulerFlag (xla_scheduler.go), without HloCSE, which
// remat.OrderFlag disables. The plan stops at its order (Config.orderOnly):
// it has no liveness, packing or figures of its own.
func (p *pipeline) xlaOrderPlan(fit *remat.Result, in emittedText) (*Result, error) {
	in.cfg.noCSE, in.cfg.orderOnly = true, true
	p.res.xlaOrderPlans++
	return in.plan(xlaSchedule(fit))
}

// xlaSchedule is the order XLA:CPU gives the text --emit-hlo writes for
// fit under the flags recommended (XLAFlags): bfs, its default scheduler,
// or its memory-optimized dfs where they name remat.SchedulerFlag.
func xlaSchedule(fit *remat.Result) string {
	if remat.Unpinned(fit.Module) {
		return "dfs"
	}
	return "bfs"
}

// passes returns the optimize passes the plan runs: all of them (nil),
// or with Config.noCSE all but HloCSE's (both passes named after it).
func (c Config) passes() []string {
	if !c.noCSE {
		return nil
	}
	var out []string
	for _, n := range optimize.PassNames() {
		if n != "cse" && n != "cse-after-fusion" {
			out = append(out, n)
		}
	}
	return out
}
