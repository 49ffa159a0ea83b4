package planner

import (
	"github.com/planner-dev/planner/assign"
	"github.com/planner-dev/planner/liveness"
)

// ArenaComparison sets the two ways of placing one module's buffers side
// by side, on the schedule of a plan: XLA's allocation structure (every
// parameter, constant and output buffer an allocation of its own, the
// temporaries packed into the preallocated temp arena, some of them inside
// donated parameters' and outputs' buffers where those are free) and the
// planner's one arena, which packs everything together.
type ArenaComparison struct {
	// Fixed is the bytes of the parameter, constant and output buffers,
	// Temp the temp arena's peak: XLA's structure needs Fixed + Temp.
	Fixed, Temp int64
	// All is the one arena's peak.
	All int64
	// Fast names the arena ("temp" or "all") that was packed by the fast
	// packers only for the comparison; the other is the plan's own.
	Fast string
}

// XLA returns the bytes XLA's allocation structure needs: Fixed + Temp.
func (c ArenaComparison) XLA() int64 { return c.Fixed + c.Temp }

// CompareArenas plans r's module under the arena r did not use, on r's
// schedule, with the fast packers only (no improvement, no search, and
// above the sweep's threshold the sweep alone), and
// returns both arenas' figures. The work is done once per Result.
func CompareArenas(r *Result) (ArenaComparison, error) {
	r.arenas.once.Do(func() { r.arenas.c, r.arenas.err = compareArenas(r) })
	return r.arenas.c, r.arenas.err
}

func compareArenas(r *Result) (ArenaComparison, error) {
	var c ArenaComparison
	other := liveness.TempOnly
	if r.Config.Arena == string(liveness.TempOnly) {
		other = liveness.All
	}
	c.Fast = string(other)
	opt := liveness.PolicyOptions(r.Policy)
	opt.Arena = other
	lv, err := liveness.Analyze(r.Module, r.Sequence, opt)
	if err != nil {
		return c, err
	}
	_, sol, err := solve(lv.Problem(other), assign.Options{Iterations: -1, SearchNodes: -1, PackerWork: -1})
	if err != nil {
		return c, err
	}
	if other == liveness.All {
		c.All = sol.Peak
		c.Fixed, c.Temp = fixedBytes(r.Liveness), r.Stats.Peak
	} else {
		c.All = r.Stats.Peak
		c.Fixed, c.Temp = fixedBytes(lv), sol.Peak
	}
	return c, nil
}

// fixedBytes adds up the parameter, constant and output buffers of the
// default memory space: the allocations XLA keeps out of its temp arena.
func fixedBytes(lv *liveness.Result) int64 {
	var n int64
	for i := range lv.Buffers {
		b := &lv.Buffers[i]
		if b.Kind != liveness.Temp && b.Size > 0 && b.MemorySpace() == 0 {
			n += b.Size
		}
	}
	return n
}
