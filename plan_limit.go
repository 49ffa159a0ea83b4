package planner

import (
	"fmt"

	"github.com/planner-dev/planner/assign"
)

// finalPeak returns the peak the pipeline's final packing (the problem and
// assign steps, as Config asks, without a capacity or a time budget, so
// that the answer is the same on any machine) gives the problem of a
// fit's program: what the verdict reads. The smallest-limit search judges
// each limit by it (remat.SmallestLimitFinal), as advise judges the fit.
func (p *pipeline) finalPeak(prob *assign.Problem) (int64, error) {
	cfg := p.cfg
	cfg.Capacity, cfg.Budget, cfg.Progress = 0, 0, nil
	prob.Capacity = 0
	probe := &pipeline{cfg: cfg, res: &Result{Config: cfg}}
	probe.res.Problem = prob
	if err := probe.assign(); err != nil {
		return 0, err
	}
	if err := assign.Verify(probe.res.Problem, probe.res.Solution); err != nil {
		return 0, fmt.Errorf("the final packing of a probe does not verify (a bug in assign): %w", err)
	}
	return probe.res.Solution.Peak, nil
}

// finalPacking returns finalPeak for the remat step's search, or nil where
// the final packing is not the arena's alone (a fast memory splits it).
func (p *pipeline) finalPacking() func(*assign.Problem) (int64, error) {
	if p.cfg.FastMemory > 0 {
		return nil
	}
	return p.finalPeak
}
