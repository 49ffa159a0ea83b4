package optimize

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestGemmFusion checks XLA:GPU's gemm fusion on NVIDIA targets: a relu
// (maximum with a broadcast zero) read by two dots is taken into both gemm
// fusions and never materialized, as in XLA:GPU's dump of the harness's
// resid step; a multiply by a broadcast vector stays a loop fusion of its
// own (XLA:GPU's moe dump); without GemmFusion (the TPU targets) the relu
// is a loop fusion the dots read.
func TestGemmFusion(t *testing.T) {
	const in = `HloModule m
ENTRY e {
  x = f32[64,32] parameter(0)
  w = f32[32,16] parameter(1)
  v = f32[64] parameter(2)
  z = f32[] constant(0)
  b = f32[64,32] broadcast(z), dimensions={}
  r = f32[64,32] maximum(x, b)
  d1 = f32[64,16] dot(r, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  d2 = f32[32,32] dot(r, r), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  bv = f32[64,32] broadcast(v), dimensions={0}
  g = f32[64,32] multiply(x, bv)
  d3 = f32[32,32] dot(g, x), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  ROOT t = (f32[64,16], f32[32,32], f32[32,32]) tuple(d1, d2, d3)
}`
	for _, tc := range []struct {
		name string
		gemm bool
		want string
	}{
		{"nvidia", true, "parameter\nparameter\nparameter\n" +
			"fusion[kCustom constant broadcast maximum dot]\n" +
			"fusion[kCustom constant broadcast maximum dot]\n" +
			"fusion[kLoop broadcast multiply]\n" +
			"fusion[kCustom dot]\ntuple\n"},
		{"tpu", false, "parameter\nparameter\nparameter\n" +
			"fusion[kLoop constant broadcast maximum]\n" +
			"dot\ndot\n" +
			"fusion[kLoop broadcast multiply]\n" +
			"dot\ntuple\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := parseOne(t, in)
			if _, err := Run(m, Options{Rules: GPU, GemmFusion: tc.gemm}); err != nil {
				t.Fatal(err)
			}
			checkModule(t, m, true)
			if diff := cmp.Diff(tc.want, entryText(m)); diff != "" {
				t.Errorf("entry (-want +got):\n%s", diff)
			}
		})
	}
	for target, want := range map[string]bool{"h100": true, "a100": true, "gpu": true, "tpu-v5e": false, "cpu": false} {
		if got := GemmFusionFor(target); got != want {
			t.Errorf("GemmFusionFor(%q) = %v, want %v", target, got, want)
		}
	}
}
