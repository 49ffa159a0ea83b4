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

// TestCublasGemm checks the dots XLA:GPU leaves to cuBLAS on NVIDIA
// targets: a complex dot, which Triton does not take, becomes a
// __cublas$lt$matmul custom call whose tuple holds the product and a
// 32 MiB s8 workspace (GemmRewriter on Hopper; XLA:GPU's dump of the
// harness's fno step), read through a get-tuple-element; an f32 dot stays
// a Triton gemm fusion; without GemmFusion (TPU targets) both stay dots.
func TestCublasGemm(t *testing.T) {
	const in = `HloModule m
ENTRY e {
  a = c64[8,32,4] parameter(0)
  b = c64[8,4,32] parameter(1)
  x = f32[64,32] parameter(2)
  d1 = c64[8,32,32] dot(a, b), lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}
  d2 = f32[32,32] dot(x, x), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  ROOT t = (c64[8,32,32], f32[32,32]) tuple(d1, d2)
}`
	for _, tc := range []struct {
		name string
		gemm bool
		want string
	}{
		{"nvidia", true, "parameter\nparameter\nparameter\ncustom-call\nget-tuple-element\nfusion[kCustom dot]\ntuple\n"},
		{"tpu", false, "parameter\nparameter\nparameter\ndot\ndot\ntuple\n"},
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
			if !tc.gemm {
				return
			}
			cc := m.Entry.Instructions[3]
			if target, _ := attr(cc, "custom_call_target"); target != `"__cublas$lt$matmul"` {
				t.Errorf("custom_call_target %s, want \"__cublas$lt$matmul\"", target)
			}
			if got := cc.Shape.String(); got != "(c64[8,32,32]{2,1,0}, s8[33554432]{0})" && got != "(c64[8,32,32], s8[33554432])" {
				t.Errorf("cuBLAS gemm shape %s, want the product and an s8[33554432] workspace", got)
			}
		})
	}
}

// TestDotToMultiplyGPU checks that a dot with no contracting dimension (a
// batched outer product: dpsgd's per-example weight gradients) is a
// multiply of broadcasts on NVIDIA targets as on the CPU, fused into its
// reader (XLA:GPU's dump of dpsgd has no f32[128,128,128] buffer), and
// stays a dot under the TPU targets' rules.
func TestDotToMultiplyGPU(t *testing.T) {
	const in = `HloModule m
ENTRY e {
  a = f32[16,8] parameter(0)
  b = f32[16,4] parameter(1)
  d = f32[16,8,4] dot(a, b), lhs_batch_dims={0}, lhs_contracting_dims={}, rhs_batch_dims={0}, rhs_contracting_dims={}
  z = f32[] constant(0)
  ROOT r = f32[8,4] reduce(d, z), dimensions={0}, to_apply=add
}
add {
  p = f32[] parameter(0)
  q = f32[] parameter(1)
  ROOT s = f32[] add(p, q)
}`
	for _, tc := range []struct {
		name string
		gemm bool
		want string
	}{
		{"nvidia", true, "parameter\nparameter\nfusion[kInput broadcast broadcast multiply constant reduce]\n"},
		{"tpu", false, "parameter\nparameter\ndot\nconstant\nreduce\n"},
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
}

// TestDotToReduceGPU checks XLA:GPU's strength reduction of a small
// vector-matrix dot on NVIDIA targets (dpsgd's clip-scaled sum of the
// per-example gradients): dot(v, G) contracting the batch becomes
// reduce(multiply(broadcast(v), broadcast(transpose(G)))), and the outer
// product that makes G fuses into the reduce instead of a buffer a gemm
// reads; under the TPU targets' rules both stay dots. A vector-matrix dot
// whose matrix holds 10,000,000 elements or more stays a gemm.
func TestDotToReduceGPU(t *testing.T) {
	const in = `HloModule m
ENTRY e {
  a = f32[16,8] parameter(0)
  b = f32[16,4] parameter(1)
  v = f32[16] parameter(2)
  g = f32[16,8,4] dot(a, b), lhs_batch_dims={0}, lhs_contracting_dims={}, rhs_batch_dims={0}, rhs_contracting_dims={}
  ROOT d = f32[8,4] dot(v, g), lhs_contracting_dims={0}, rhs_contracting_dims={0}
}`
	for _, tc := range []struct {
		name string
		gemm bool
		want string
	}{
		{"nvidia", true, "parameter\nparameter\nparameter\nfusion[kInput broadcast broadcast broadcast multiply transpose multiply constant reduce]\n"},
		{"tpu", false, "parameter\nparameter\nparameter\ndot\ndot\n"},
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
	const big = `HloModule m
ENTRY e {
  v = f32[1000] parameter(0)
  g = f32[1000,10000] parameter(1)
  ROOT d = f32[10000] dot(v, g), lhs_contracting_dims={0}, rhs_contracting_dims={0}
}`
	m := parseOne(t, big)
	if _, err := Run(m, Options{Rules: GPU, GemmFusion: true}); err != nil {
		t.Fatal(err)
	}
	if got, want := entryText(m), "parameter\nparameter\nfusion[kCustom dot]\n"; got != want {
		t.Errorf("a 10,000,000-element matrix: entry %q, want %q (a gemm)", got, want)
	}
}
