package planner

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/planner-dev/planner/assign"
	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/internal/example"
)

// TestPlanContextKeepsPlan cancels the context as soon as the packers
// report their first step after the fast packers (a plan exists then):
// PlanContext must return that plan, verified, with Solution.Interrupted
// set, and no error; the steps after the packers (the own-order
// comparison) must not turn the cancellation into an error. The same
// holds through PlanSourceContext and PlanFileContext.
func TestPlanContextKeepsPlan(t *testing.T) {
	// The fast packers miss L on this module: the improvement runs.
	file := filepath.Join("testdata", "xla-cpu", "cnn_step.hlo")
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	mods, err := hlo.Parse(file, src)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name string
		plan func(ctx context.Context, cfg Config) (*Result, error)
	}{
		{"PlanContext", func(ctx context.Context, cfg Config) (*Result, error) { return PlanContext(ctx, mods[0], cfg) }},
		{"PlanSourceContext", func(ctx context.Context, cfg Config) (*Result, error) {
			res, err := PlanSourceContext(ctx, file, src, cfg)
			if err != nil {
				return nil, err
			}
			return res[0], nil
		}},
		{"PlanFileContext", func(ctx context.Context, cfg Config) (*Result, error) {
			res, err := PlanFileContext(ctx, file, cfg)
			if err != nil {
				return nil, err
			}
			return res[0], nil
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			steps := 0
			cfg := Config{Schedule: "best", Progress: func(step string, peak int64) {
				steps++
				cancel() // a plan of this peak exists now
			}}
			r, err := tt.plan(ctx, cfg)
			if err != nil {
				t.Fatalf("cancelled after the fast packers: %v, want the plan", err)
			}
			if steps == 0 {
				t.Fatal("the packers reported no step: the test cancelled nothing")
			}
			if !r.Solution.Interrupted {
				t.Error("Solution.Interrupted is false after a cancellation during the improvement")
			}
			if err := assign.Verify(r.Problem, r.Solution); err != nil {
				t.Errorf("plan does not verify: %v", err)
			}
			if r.Stats.Peak != r.Solution.Peak || r.Stats.Peak == 0 {
				t.Errorf("stats peak %d, solution peak %d: the stats step did not run", r.Stats.Peak, r.Solution.Peak)
			}
		})
	}
}

// TestPlanContextBeforePacking cancels the context before planning: no
// plan exists, and the error wraps context.Canceled.
func TestPlanContextBeforePacking(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := PlanSourceContext(ctx, example.Filename, example.HLO, Config{})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want one wrapping context.Canceled", err)
	}
}

// TestCompareArenasContext: a comparison cut short by its context is an
// error wrapping ctx.Err(), and stays so for later calls on the Result.
func TestCompareArenasContext(t *testing.T) {
	res, err := PlanSource(example.Filename, example.HLO, Config{})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := CompareArenasContext(ctx, res[0]); !errors.Is(err, context.Canceled) {
		t.Fatalf("CompareArenasContext on a done context: %v, want context.Canceled", err)
	}
	if _, err := CompareArenas(res[0]); !errors.Is(err, context.Canceled) {
		t.Errorf("CompareArenas after a cut-short comparison: %v, want the same error", err)
	}
}
