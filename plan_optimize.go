package planner

import (
	"context"
	"fmt"

	"github.com/planner-dev/planner/cost"
	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/optimize"
)

// optimize is the pipeline's first step: it detects the module's stage
// and, for a lowered module unless Config.AsWritten, plans a copy of it
// rewritten by optimize.Run under the rules of Config.Target, leaving the
// caller's module as it was.
func (p *pipeline) optimize() error {
	r := p.res
	if r.Input == nil {
		r.Input = r.Module
	}
	r.Stage = hlo.StageOf(r.Input)
	if p.cfg.AsWritten || r.Stage != hlo.Lowered {
		return nil
	}
	// The verifier runs before the passes, so that a hand-built module's
	// faults are reported at their own positions; a module as Parse
	// returned it (Config.Parsed) met it there.
	if !p.cfg.Parsed {
		if err := hlo.Verify(r.Input); err != nil {
			return err
		}
	}
	// The passes rewrite a copy, unless the caller handed the module over
	// (Config.InPlace) and no comparison as written needs it.
	m := r.Input
	if p.cfg.CompareAsWritten || !p.cfg.InPlace {
		m = optimize.Clone(r.Input)
	}
	if p.cfg.Target == "cpu" && !p.cfg.expandBarriers && !p.cfg.comparison && optimize.HasBarriers(m) {
		// XLA:CPU's defaults remove the barriers this plan keeps: the
		// figure for them (XLASchedulers) models the module as given
		// again, from this copy.
		r.xlaSched.lowered = optimize.Clone(m)
	}
	if m == r.Input {
		r.Input = nil
	}
	rep, err := optimize.Run(m, optimize.Options{Rules: p.cfg.rules(), GemmFusion: p.cfg.rules() == optimize.GPU && optimize.GemmFusionFor(p.cfg.targetName()),
		ExpandBarriers: p.cfg.expandBarriers, Passes: p.cfg.passes()})
	if err != nil {
		return err
	}
	r.Module, r.Modeled, r.Optimize = m, true, rep
	return nil
}

// asWritten plans the module as written when the plan is of the modeled
// module and Config.CompareAsWritten asks for it, and keeps its figures
// for the side-by-side the outputs show (its peak is the fast packers':
// the improvement and the search are not run twice). It is opt-in: it
// re-runs the pipeline on the module as written, 1.2 s of gemma2's 7 s
// plan when it ran by default.
func (p *pipeline) asWritten() error {
	r := p.res
	if !r.Modeled || !p.cfg.CompareAsWritten {
		return nil
	}
	cfg := r.Config
	cfg.AsWritten, cfg.CompareAsWritten = true, false
	cfg.Progress = nil
	// The figures as written are for comparison: no capacity to meet, no
	// memory limit (the module as written, not as remat would change it),
	// one memory level, and the fast packers alone (on a large problem the
	// sweep alone), which the lower bound L does not depend on; the peak
	// is theirs. Best fit alone took 50 s on an 11,000-layer step whose
	// parameters overlap every other buffer.
	cfg.Capacity, cfg.FastMemory, cfg.MemoryLimit = 0, 0, 0
	cfg.Algorithm = DefaultAlgorithm
	cfg.comparison = true
	ctx := p.ctx
	if ctx == nil {
		ctx = context.Background()
	}
	w, err := planAgain(ctx, r.Input, cfg)
	if err != nil && ctx.Err() != nil {
		return nil // stopped: the comparison only explains the plan at hand
	}
	if err != nil {
		if ctx.Err() != nil {
			return nil // stopped: the modeled plan stands without the comparison
		}
		return fmt.Errorf("planning the module as written: %w", err)
	}
	st := w.Stats
	r.AsWritten = &st
	return nil
}

// planAgain is PlanContext, reached through a variable: the steps table
// cannot name PlanContext, which reads the table.
var planAgain func(context.Context, *hlo.Module, Config) (*Result, error)

func init() { planAgain = PlanContext }

// rules returns the fusion rules of the configured target: XLA:CPU's for
// "cpu", the GPU rules for every GPU and TPU target.
func (cfg Config) rules() optimize.Rules {
	return optimize.RulesFor(cfg.targetName())
}

// Compiler names the compiler the modeled module stands for, as the
// outputs say it: "XLA:CPU", or "XLA:TPU (GPU fusion rules)" and so on.
func (r *Result) Compiler() string {
	name := r.Config.Target
	if name == "" {
		name = cost.DefaultTarget
	}
	switch {
	case r.Config.rules() == optimize.CPU:
		return "XLA:CPU"
	case len(name) >= 3 && name[:3] == "tpu":
		return "XLA:TPU (GPU fusion rules)"
	}
	return "XLA:GPU"
}

// StageLine is the sentence the outputs print about the module's stage,
// e.g. "lowered module, planned as XLA:CPU would compile it; --as-written
// plans the text as it is".
func (r *Result) StageLine() string {
	switch {
	case r.Modeled:
		return "lowered module, planned as " + r.Compiler() + " would compile it; --as-written plans the text as it is"
	case r.Stage == hlo.Lowered:
		return "lowered module, planned as written (--as-written): XLA would fuse it; without the flag the planner models that"
	}
	return "optimized module, planned as written"
}
