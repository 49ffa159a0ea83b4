package planner

import (
	"context"
	"fmt"

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
	return CompareArenasContext(context.Background(), r)
}

// CompareArenasContext is CompareArenas under a context: once ctx is
// done the comparison stops and its error wraps ctx.Err(). The first call
// on r does the work, under its context; later calls return what it
// found, an error included (a comparison cut short stays cut short).
func CompareArenasContext(ctx context.Context, r *Result) (ArenaComparison, error) {
	r.arenas.once.Do(func() { r.arenas.c, r.arenas.err = compareArenas(ctx, r) })
	return r.arenas.c, r.arenas.err
}

func compareArenas(ctx context.Context, r *Result) (ArenaComparison, error) {
	if err := ctx.Err(); err != nil {
		return ArenaComparison{}, fmt.Errorf("arena comparison: %w", err)
	}
	var c ArenaComparison
	other := liveness.TempOnly
	if r.Config.Arena == string(liveness.TempOnly) {
		other = liveness.All
	}
	c.Fast = string(other)
	var lv *liveness.Result
	var err error
	if x := r.measured; x != nil && x.Result() == r.Liveness && x.Module() == r.Module {
		// The analysis of r's own order, still the plan's (no later step
		// changed the module or the order): the other arena's groups are
		// built from its layout.
		lv, err = x.InArena(other, ctx)
	} else {
		opt := liveness.PolicyOptions(r.Policy)
		opt.Arena = other
		opt.CPUSharing = r.Config.Target == "cpu"
		opt.Context = ctx
		lv, err = liveness.Analyze(r.Module, r.Sequence, opt)
	}
	r.measured = nil
	if err != nil {
		return c, err
	}
	_, sol, err := solve(lv.Problem(other), assign.Options{Iterations: -1, SearchNodes: -1, PackerWork: -1, Context: ctx})
	if err != nil {
		return c, err
	}
	if err := ctx.Err(); err != nil {
		return c, fmt.Errorf("arena comparison: %w", err) // a peak cut short compares nothing
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

// JAXTempBytes is JAX's Compiled.memory_analysis() temp_size_in_bytes for
// this plan: XLA's temp arena. Under the arena "temp" that is the plan's
// Stats.TempBytes; under the one arena it is the temp arena of XLA's
// structure, from CompareArenas (the one arena less parameters,
// constants and outputs, Stats.TempBytes, need not equal it). With a
// fast memory, or where the comparison failed, Stats.TempBytes stands
// for it. The text's "JAX memory_analysis()" line (report.JAXLine) and
// the JSON's stats.jax_temp_bytes give this figure.
func (r *Result) JAXTempBytes() int64 {
	if r.Config.FastMemory != 0 || r.Config.Arena == string(liveness.TempOnly) {
		return r.Stats.TempBytes
	}
	c, err := CompareArenas(r)
	if err != nil {
		return r.Stats.TempBytes
	}
	return c.Temp
}
