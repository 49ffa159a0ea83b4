package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	planner "github.com/planner-dev/planner"
)

// missModule is a small training-step-like chain whose best plan under
// --memory-limit 144KiB (as written, the tpu layout) is 160KiB: the limit
// is missed, above the lower bound 128KiB (the same module as
// testdata/script/memory_limit_miss.txtar, whose golden pins the JSON).
const missModule = `HloModule jit_step

ENTRY main {
  x = f32[64,64]{1,0} parameter(0), metadata={op_name="x"}
  w = f32[64,64]{1,0} parameter(1), metadata={op_name="params['w']"}
  a = f32[64,64]{1,0} dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}, metadata={op_name="jit(step)/jvp(mlp)/dot_general" source_file="model.py" source_line=12}
  b = f32[64,64]{1,0} tanh(a), metadata={op_name="jit(step)/jvp(mlp)/tanh" source_file="model.py" source_line=13}
  c = f32[64,64]{1,0} exponential(b), metadata={op_name="jit(step)/jvp(mlp)/exp" source_file="model.py" source_line=14}
  d = f32[64,64]{1,0} multiply(c, c), metadata={op_name="jit(step)/jvp(mlp)/mul" source_file="model.py" source_line=15}
  e = f32[64,64]{1,0} add(d, a), metadata={op_name="jit(step)/transpose(jvp(mlp))/add" source_file="model.py" source_line=16}
  f = f32[64,64]{1,0} multiply(e, b), metadata={op_name="jit(step)/transpose(jvp(mlp))/mul" source_file="model.py" source_line=17}
  ROOT g = f32[64,64]{1,0} add(f, c), metadata={op_name="jit(step)/transpose(jvp(mlp))/add" source_file="model.py" source_line=18}
}
`

// TestMissJSONFigures: a plan that misses --memory-limit still writes its
// JSON document (exit 1 all the same), and every figure in it is the one
// the out-of-memory report on stderr prints: one peak, one lower bound,
// one smallest limit, the same allocations and remedies. Before, stdout
// was empty: a front end had no JSON at all. The second case is a modeled
// module for XLA:CPU with the arena "temp" (figures on XLA's total), whose
// document carries the XLA_FLAGS for the module as given.
func TestMissJSONFigures(t *testing.T) {
	small := filepath.Join(t.TempDir(), "miss.hlo")
	if err := os.WriteFile(small, []byte(missModule), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		args []string
		cpu  bool // modeled for XLA:CPU: the document carries input_xla_total
	}{
		{"small", []string{"--as-written", "--memory-limit", "147456", small}, false},
		{"mlp-cpu-temp", []string{"--target", "cpu", "--layout", "dense", "--align", "64", "--arena", "temp", "--memory-limit", "6920630",
			"../../testdata/xla-remat/mlp.lowered.hlo"}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := run(append([]string{"plan", "--format", "json"}, tc.args...), &out, &errb)
			if code != exitFail {
				t.Fatalf("exit %d, want %d (the limit is missed): %s", code, exitFail, errb.String())
			}
			if out.Len() == 0 {
				t.Fatalf("no JSON on stdout for a missed limit; stderr:\n%s", errb.String())
			}
			var rep planner.Report
			if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
				t.Fatalf("stdout is not one JSON report: %v", err)
			}
			text := errb.String()
			v, rm := rep.Verdict, rep.Remat
			if v == nil || rm == nil || v.Fits == nil || *v.Fits || rm.Fits {
				t.Fatalf("verdict %+v, remat %+v: want both present and not fitting", v, rm)
			}
			var limit int64
			for _, l := range v.Against {
				if l.Kind == "memory_limit" {
					limit = l.Bytes
				}
			}
			if limit == 0 || v.Needs <= limit {
				t.Fatalf("against %+v: want a memory limit below needs %d", v.Against, v.Needs)
			}
			if rm.LowerBound == 0 || rm.SmallestLimit <= limit || rm.Tried == nil || rm.Bound == nil || rm.Bound.Bytes != rm.LowerBound {
				t.Fatalf("remat lower bound %d, smallest limit %d, tried %+v, bound %+v: want all, the smallest above the limit %d",
					rm.LowerBound, rm.SmallestLimit, rm.Tried, rm.Bound, limit)
			}
			want := []string{
				"  needs          " + human(v.Needs) + " on one device",
				fmt.Sprintf("RESOURCE_EXHAUSTED: ran out of memory: used %s of %s, exceeded by %s.", human(v.Needs), human(limit), human(v.Needs-limit)),
				"Any plan, in any order, needs at least " + human(rm.LowerBound) + ",",
				fmt.Sprintf("the smallest limit the planner fits: %s (searched down from the peak %s; no plan, in any order, needs less than %s)",
					human(rm.SmallestLimit), human(rm.Tried.SearchedFrom), human(rm.LowerBound)),
				fmt.Sprintf("Largest allocations at the peak (step %d", rm.PeakStep),
			}
			switch b := rm.Bound; {
			case len(b.Pair) == 2:
				want = append(want, fmt.Sprintf("+ %s: %s reads %s and %s together", human(b.Working), b.Instruction, b.Pair[0], b.Pair[1]))
			case b.Instruction != "":
				want = append(want, fmt.Sprintf("+ %s: the operands and result of %s, live together", human(b.Working), b.Instruction))
			default:
				want = append(want, fmt.Sprintf("+ %s: the program's outputs, live at the end", human(b.Working)))
			}
			if rm.Bound.Proves {
				want = append(want, "the limit must be at least "+human(rm.LowerBound))
			} else {
				want = append(want, "the limit is above this bound")
			}
			if rm.Tried.Changes > 0 {
				want = append(want, fmt.Sprintf("after %d rematerializations and offloads in the %s order", rm.Tried.Changes, rm.Tried.Order))
			}
			if len(rm.PeakAllocations) == 0 {
				t.Error("no allocations at the peak in the JSON")
			}
			for k, a := range rm.PeakAllocations {
				want = append(want, fmt.Sprintf("  %d. Size: %s\n", k+1, human(a.Bytes)),
					fmt.Sprintf("     Unpadded size: %s; padding: %s\n", human(a.Bytes-a.Padding), human(a.Padding)))
				for _, m := range a.Remedies {
					switch m.Kind {
					case "none":
						want = append(want, "Remedy: none: "+m.Why)
					case "recompute":
						want = append(want, fmt.Sprintf("Remedy: recompute %s before its late use: saves %s at the peak", m.Value, human(m.Saved)))
					case "offload":
						want = append(want, fmt.Sprintf("Remedy: offload %s to host memory and back: saves %s at the peak", m.Value, human(m.Saved)))
					}
				}
			}
			if j := rm.JAX; j != nil {
				if j.Policy != "" {
					want = append(want, "policy=jax.checkpoint_policies."+j.Policy)
				}
				if j.Batch > 0 {
					want = append(want, fmt.Sprintf("a smaller batch: one about %.2f× the size fits %s", j.Batch, human(limit)))
				}
			} else {
				t.Error("no jax advice in the JSON")
			}
			switch {
			case tc.cpu && rm.InputXLATotal == 0:
				t.Errorf("input_xla_total 0: want the total modeled for the module as given")
			case tc.cpu && rm.InputXLAFlags == "":
				want = append(want, "compiled by XLA:CPU with its defaults: total modeled "+human(rm.InputXLATotal))
			case tc.cpu:
				want = append(want, fmt.Sprintf("XLA_FLAGS=%s, total modeled %s", rm.InputXLAFlags, human(rm.InputXLATotal)))
			case rm.InputXLATotal != 0 || strings.Contains(text, "The module as given"):
				t.Errorf("input_xla_total %d for a module not modeled for XLA:CPU", rm.InputXLATotal)
			}
			for _, w := range want {
				if !strings.Contains(text, w) {
					t.Errorf("the text report has no %q:\n%s", w, text)
				}
			}
		})
	}
}
