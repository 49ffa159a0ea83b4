package optimize

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/planner-dev/planner/hlo"
)

// corpusDir is the shared XLA corpus, read in place when present.
var corpusDir = filepath.Join("..", "..", "shared", "corpus", "xla")

// parseOne parses src, which must hold one module.
func parseOne(t testing.TB, src string) *hlo.Module {
	t.Helper()
	mods, err := hlo.Parse("test.hlo", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(mods) != 1 {
		t.Fatalf("%d modules, want 1", len(mods))
	}
	return mods[0]
}

// entryText is the entry computation's instructions, one "name = opcode"
// per line, with fusions followed by their fused opcodes in brackets: a
// canonical picture of what the passes made.
func entryText(m *hlo.Module) string {
	var b strings.Builder
	for _, in := range m.Entry.Instructions {
		b.WriteString(in.Opcode)
		if in.Opcode == "fusion" {
			kind, _ := attr(in, "kind")
			b.WriteString("[" + kind)
			for _, x := range calledFused(in).Instructions {
				if x.Opcode != "parameter" {
					b.WriteString(" " + x.Opcode)
				}
			}
			b.WriteString("]")
		}
		b.WriteString("\n")
	}
	return b.String()
}

// checkModule re-derives what every modeled module must satisfy: it
// verifies, prints text that parses back, and prints the same text again
// (the round trip).
func checkModule(t *testing.T, m *hlo.Module, uniqueNames bool) {
	t.Helper()
	if err := hlo.Verify(m); err != nil {
		t.Fatalf("modeled module does not verify: %v", err)
	}
	var b bytes.Buffer
	if err := hlo.Print(&b, m); err != nil {
		t.Fatal(err)
	}
	again, err := hlo.Parse("modeled.hlo", b.Bytes())
	if err != nil {
		t.Fatalf("modeled module does not parse back: %v", err)
	}
	var b2 bytes.Buffer
	if err := hlo.Print(&b2, again[0]); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(b.String(), b2.String()); diff != "" {
		t.Fatalf("modeled module does not round-trip (-printed +reprinted):\n%s", diff)
	}
	if !uniqueNames {
		return
	}
	// No name is defined twice in the module.
	seen := map[string]bool{}
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			if seen[in.Name] {
				t.Fatalf("instruction name %s defined twice", in.Name)
			}
			seen[in.Name] = true
		}
	}
}

// uniqueNames reports whether no instruction name of m is defined twice:
// Run keeps a module's names unique when they are (test files written by
// hand reuse names across computations).
func uniqueNames(m *hlo.Module) bool {
	seen := map[string]bool{}
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			if seen[in.Name] {
				return false
			}
			seen[in.Name] = true
		}
	}
	return true
}

// TestPasses runs the pipeline on small modules and compares the entry
// computation it leaves.
func TestPasses(t *testing.T) {
	tests := []struct {
		name  string
		rules Rules
		in    string
		want  string
	}{{
		// A scalar broadcast and an elementwise chain fuse into one loop
		// fusion; the reshape between them fuses too.
		name:  "loop fusion",
		rules: CPU,
		in: `HloModule m
ENTRY e {
  p = f32[8,32] parameter(0)
  c = f32[] constant(0.5)
  b = f32[8,32] broadcast(c), dimensions={}
  m = f32[8,32] multiply(p, b)
  r = f32[256] reshape(m)
  ROOT n = f32[256] negate(r)
}`,
		want: "parameter\nfusion[kLoop constant broadcast multiply bitcast negate]\n",
	}, {
		// An expensive producer read by two consumers is not duplicated:
		// exp stays a fusion of its own, each reader another.
		name:  "expensive not duplicated",
		rules: CPU,
		in: `HloModule m
ENTRY e {
  p = f32[64] parameter(0)
  x = f32[64] exponential(p)
  a = f32[64] negate(x)
  b = f32[64] abs(x)
  ROOT t = (f32[64], f32[64]) tuple(a, b)
}`,
		want: "parameter\nexponential\nnegate\nabs\ntuple\n",
	}, {
		// A cheap producer is duplicated into both readers.
		name:  "cheap duplicated",
		rules: CPU,
		in: `HloModule m
ENTRY e {
  p = f32[64] parameter(0)
  x = f32[64] negate(p)
  a = f32[64] sqrt(x)
  b = f32[64] abs(x)
  ROOT t = (f32[64], f32[64]) tuple(a, b)
}`,
		want: "parameter\nfusion[kLoop negate sqrt]\nfusion[kLoop negate abs]\ntuple\n",
	}, {
		// ComputeGloballyUnfusible follows every path (CanFuseOnAllPaths):
		// the halo concatenate the SPMD partitioner makes reads the binary
		// producer m directly and through the collective-permutes of its
		// slices, which do not fuse, so m is not duplicated into any reader
		// but gets a buffer of its own (halo_conv's multiply_add_fusion;
		// before, m was duplicated into the slices and the concatenate).
		name:  "unfusible on one path",
		rules: CPU,
		in: `HloModule m
ENTRY e {
  a = f32[4,64,8] parameter(0)
  b = f32[4,64,8] parameter(1)
  m = f32[4,64,8] multiply(a, b)
  s0 = f32[4,2,8] slice(m), slice={[0:4], [62:64], [0:8]}
  s1 = f32[4,2,8] slice(m), slice={[0:4], [0:2], [0:8]}
  c0 = f32[4,2,8] collective-permute(s0), channel_id=1, source_target_pairs={{0,1}}
  c1 = f32[4,2,8] collective-permute(s1), channel_id=2, source_target_pairs={{1,0}}
  ROOT k = f32[4,68,8] concatenate(c0, m, c1), dimensions={1}
}`,
		want: "parameter\nparameter\nmultiply\nslice\ncollective-permute\nslice\ncollective-permute\nconcatenate\n", // in post order (postorder.go)
	}, {
		// Identity ops disappear; reshape(reshape(x)) is one reshape, a
		// bitcast under the default layouts.
		name:  "simplify",
		rules: CPU,
		in: `HloModule m
ENTRY e {
  p = f32[4,8] parameter(0)
  c = f32[4,8] convert(p)
  t = f32[4,8] transpose(c), dimensions={0,1}
  r1 = f32[32] reshape(t)
  r2 = f32[2,16] reshape(r1)
  ROOT d = f32[2,16] dot(r2, r2), lhs_contracting_dims={0}, rhs_contracting_dims={0}
}`,
		want: "parameter\nbitcast\ndot\n",
	}, {
		// A transpose that is a bitcast under its layouts (gemma2's
		// transpose.13862 pattern) costs nothing even where no dot folds it.
		// (Under the GPU and TPU rules the layouts stay as written; XLA:CPU's
		// layout assignment would make it row-major, a real transpose.)
		name:  "transpose bitcast",
		rules: GPU,
		in: `HloModule m
ENTRY e {
  p = f32[16,8]{1,0} parameter(0)
  t = f32[8,16]{0,1} transpose(p), dimensions={1,0}
  ROOT s = f32[8,16]{0,1} sort(t), dimensions={0}, to_apply=lt
}
lt {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = pred[] compare(a, b), direction=LT
}`,
		want: "parameter\nbitcast\nsort\n",
	}, {
		// A transpose feeding a dot folds into its dimension numbers.
		name:  "transpose folding",
		rules: CPU,
		in: `HloModule m
ENTRY e {
  x = f32[8,256] parameter(0)
  w = f32[128,256] parameter(1)
  t = f32[256,128] transpose(w), dimensions={1,0}
  ROOT d = f32[8,128] dot(x, t), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}`,
		want: "parameter\nparameter\nfusion[kCustom dot]\n",
	}, {
		// CSE merges the two equal negates; DCE removes the dead one.
		name:  "cse dce",
		rules: CPU,
		in: `HloModule m
ENTRY e {
  p = f32[64,64] parameter(0)
  a = f32[64,64] negate(p)
  b = f32[64,64] negate(p)
  dead = f32[64,64] abs(p)
  ROOT d = f32[64,64] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}`,
		want: "parameter\nnegate\nfusion[kCustom dot]\n",
	}, {
		// XLA:CPU: a large f32 reduction is a YNNPACK fusion that takes in
		// the multiply only it reads, and the subtract whose other reader is
		// in a library fusion too (cloned: the other still reads it), and
		// the constant both read.
		name:  "library fusion",
		rules: CPU,
		in: `HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[64,1024] parameter(0)
  y = f32[64,1024] parameter(1)
  d = f32[64,1024] subtract(x, y)
  sq = f32[64,1024] multiply(d, d)
  z = f32[] constant(0)
  r = f32[64] reduce(sq, z), dimensions={1}, to_apply=add
  r2 = f32[64] reduce(d, z), dimensions={1}, to_apply=add
  ROOT t = (f32[64], f32[64]) tuple(r, r2)
}`,
		want: "parameter\nparameter\nsubtract\nconstant\nfusion[kCustom subtract multiply constant reduce]\nfusion[kCustom reduce]\ntuple\n",
	}, {
		// max(x, -inf) and min(x, inf) are x (HandleMaximum, HandleMinimum
		// when min and max propagate NaN, XLA's default): the stop_gradient
		// maximum of a JAX softmax goes, so the library fusion of the
		// reduce_max grows through x - max (jaxlib 0.10.2's tp_attention).
		name:  "max with -inf",
		rules: CPU,
		in: `HloModule m
ENTRY e {
  p = f32[4,256] parameter(0)
  c = f32[] constant(-inf)
  b = f32[4,256] broadcast(c), dimensions={}
  m = f32[4,256] maximum(p, b)
  i = f32[] constant(inf)
  j = f32[4,256] broadcast(i), dimensions={}
  n = f32[4,256] minimum(j, m)
  ROOT r = f32[4,256] negate(n)
}`,
		want: "parameter\nnegate\n",
	}, {
		// XLA:CPU: a library fusion grows only through instructions
		// YNNPACK prefers (IsInstructionPreferredByYnn: at least 4096
		// elements in the result or an operand). The mean of a layer norm
		// over f32[8,256,1024] is computed on 2048 elements, so the fusion
		// stops at the reduction and x - mean is a loop fusion its readers
		// can recompute (jaxlib 0.10.2's seq_layernorm: ynn_fusion.6 holds
		// the reduce alone).
		name:  "library fusion stops at a small elementwise",
		rules: CPU,
		in: `HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[8,256,1024] parameter(0)
  z = f32[] constant(0)
  r = f32[8,256] reduce(x, z), dimensions={2}, to_apply=add
  c = f32[] constant(0.0009765625)
  cb = f32[8,256] broadcast(c), dimensions={}
  m = f32[8,256] multiply(r, cb)
  mb = f32[8,256,1024] broadcast(m), dimensions={0,1}
  ROOT d = f32[8,256,1024] subtract(x, mb)
}`,
		want: "parameter\nfusion[kCustom constant reduce]\nfusion[kLoop constant broadcast multiply broadcast subtract]\n",
	}, {
		// The same mean over f32[64,128,768] is computed on 8192 elements:
		// YNNPACK takes it, and the fusion grows down to x - mean (jaxlib
		// 0.10.2's layernorm_fb: ynn_fusion.4, f32[64,128,768]).
		name:  "library fusion grows through a large elementwise",
		rules: CPU,
		in: `HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[64,128,768] parameter(0)
  z = f32[] constant(0)
  r = f32[64,128] reduce(x, z), dimensions={2}, to_apply=add
  c = f32[] constant(0.00130208337)
  cb = f32[64,128] broadcast(c), dimensions={}
  m = f32[64,128] multiply(r, cb)
  mb = f32[64,128,768] broadcast(m), dimensions={0,1}
  ROOT d = f32[64,128,768] subtract(x, mb)
}`,
		want: "parameter\nfusion[kCustom constant reduce constant broadcast multiply broadcast subtract]\n",
	}, {
		// XLA:CPU: a bf16×bf16→f32 dot YNNPACK takes (preferred_element_type
		// f32 in JAX) keeps its bf16 operands: no convert to f32 first
		// (jaxlib 0.10.2's optimized module: ynn_fusion(x, w) of bf16).
		name:  "bf16 dot to f32",
		rules: CPU,
		in: `HloModule m
ENTRY e {
  x = bf16[256,512] parameter(0)
  w = bf16[512,1024] parameter(1)
  ROOT d = f32[256,1024] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}`,
		want: "parameter\nparameter\nfusion[kCustom dot]\n",
	}, {
		// XLA:CPU computes a bf16 collective in f32 (FloatNormalization:
		// CpuFloatSupport does not take bf16 for it): a convert before, an
		// f32 all-gather of twice the bytes, a convert back (jaxlib
		// 0.10.2's bf16 transformer of spmd/testdata: f32 all-gathers,
		// all-reduces and all-to-alls only).
		name:  "bf16 all-gather in f32",
		rules: CPU,
		in: `HloModule m, num_partitions=2
ENTRY e {
  x = bf16[256,512] parameter(0)
  ROOT g = bf16[512,512] all-gather(x), channel_id=1, replica_groups={{0,1}}, dimensions={0}, use_global_device_ids=true
}`,
		want: "parameter\nconvert\nall-gather\nconvert\n",
	}, {
		// A bf16×bf16→bf16 dot, which YNNPACK does not take in jaxlib
		// 0.10.2, is computed in f32: converts of both operands, an f32
		// dot, a convert back.
		name:  "bf16 dot to bf16",
		rules: CPU,
		in: `HloModule m
ENTRY e {
  x = bf16[256,512] parameter(0)
  w = bf16[512,1024] parameter(1)
  ROOT d = bf16[256,1024] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}`,
		want: "parameter\nparameter\nconvert\nconvert\nfusion[kCustom dot]\nconvert\n",
	}, {
		// A bf16×bf16→f32 dot whose lhs contracts its major dimension is
		// not YNNPACK's: its operands are converted to f32 and XLA's own
		// dot emitter computes it.
		name:  "bf16 dot to f32 lhs transposed",
		rules: CPU,
		in: `HloModule m
ENTRY e {
  x = bf16[512,256] parameter(0)
  w = bf16[512,1024] parameter(1)
  ROOT d = f32[256,1024] dot(x, w), lhs_contracting_dims={0}, rhs_contracting_dims={0}
}`,
		want: "parameter\nparameter\nconvert\nconvert\ndot\n",
	}, {
		// A bf16 vector-matrix product with an f32 result is not
		// YNNPACK's (m = 1): its operands are converted to f32 and XLA's
		// own dot computes it.
		name:  "bf16 dot to f32 vector",
		rules: CPU,
		in: `HloModule m
ENTRY e {
  x = bf16[1,512] parameter(0)
  w = bf16[512,1024] parameter(1)
  ROOT d = f32[1,1024] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}`,
		want: "parameter\nparameter\nconvert\nconvert\ndot\n",
	}, {
		// XLA:CPU canonicalizes a convolution to NHWC/HWIO/NHWC: the kernel
		// gradient of an NHWC convolution (f01b_i01o->01bf) reads both
		// operands through transposes, materialized (XLA's
		// transpose_copy_fusion.N), and its result's transpose back fuses
		// into the reader.
		name:  "convolution canonicalization",
		rules: CPU,
		in: `HloModule m
ENTRY e {
  x = f32[8,32,32,16] parameter(0)
  dy = f32[8,32,32,32] parameter(1)
  w = f32[3,3,16,32] parameter(2)
  dw = f32[3,3,16,32] convolution(x, dy), window={size=32x32 pad=1_1x1_1}, dim_labels=f01b_i01o->01bf
  ROOT u = f32[3,3,16,32] subtract(w, dw)
}`,
		want: "parameter\nparameter\nparameter\ntranspose\ntranspose\nconvolution\nfusion[kLoop transpose subtract]\n",
	}, {
		// XLA:CPU's DotDecomposer: a weight-gradient dot contracting the
		// batch and sequence dimensions of both operands (two contracting
		// dimensions) is canonicalized: the lhs transposed to
		// [non-contracting, contracting] and reshaped to a matrix, a copy
		// of 256 KiB (XLA's copy_bitcast_fusion), the rhs only reshaped
		// (a bitcast); the canonical dot goes to YNNPACK.
		name:  "dot decomposition",
		rules: CPU,
		in: `HloModule m
ENTRY e {
  g = f32[4,128,128] parameter(0)
  x = f32[4,128,64] parameter(1)
  ROOT dw = f32[128,64] dot(g, x), lhs_contracting_dims={0,1}, rhs_contracting_dims={0,1}
}`,
		want: "parameter\nparameter\nfusion[kLoop transpose bitcast]\nbitcast\nfusion[kCustom dot]\n",
	}, {
		// A decode step's projection, f32[1,1,K] times a weight whose
		// contracting dimension is not leading: the dot keeps M = 1
		// (f32[1,N], as every such dot of XLA:CPU's gemma2 module:
		// dot.2592 = f32[1,2048]), so it is no matrix-vector product and
		// the weight's transpose is not fused into it: a copy of its own
		// (XLA's copy_bitcast_fusion), then the dot. With M left out the
		// dot was f32[N] and took the 18 MiB transpose in.
		name:  "decode-step dot keeps M",
		rules: CPU,
		in: `HloModule m
ENTRY e {
  x = f32[1,1,64] parameter(0)
  w = f32[8,64,32] parameter(1)
  ROOT q = f32[1,1,8,32] dot(x, w), lhs_contracting_dims={2}, rhs_contracting_dims={1}
}`,
		want: "parameter\nparameter\nbitcast\nfusion[kLoop transpose bitcast]\ndot\nbitcast\n",
	}, {
		// XLA:CPU computes a bf16 concatenate in f32 (FloatNormalization
		// with float_support.cc's defaults): nine operands, too many to
		// fuse (kMaxConcatenateArguments, 8), so each is converted to an
		// f32 buffer of its own, the concatenate writes f32, and a convert
		// gives bf16 back (dynamic_slice_loop_1x2048x768_bf16's
		// convert_bitcast_fusion.N, stack.129 and wrapped_convert).
		name:  "bf16 concatenate in f32",
		rules: CPU,
		in: `HloModule m
ENTRY e {
  p0 = bf16[1,8] parameter(0)
  p1 = bf16[1,8] parameter(1)
  p2 = bf16[1,8] parameter(2)
  p3 = bf16[1,8] parameter(3)
  p4 = bf16[1,8] parameter(4)
  p5 = bf16[1,8] parameter(5)
  p6 = bf16[1,8] parameter(6)
  p7 = bf16[1,8] parameter(7)
  p8 = bf16[1,8] parameter(8)
  ROOT c = bf16[9,8] concatenate(p0, p1, p2, p3, p4, p5, p6, p7, p8), dimensions={0}
}`,
		want: "parameter\nparameter\nparameter\nparameter\nparameter\nparameter\nparameter\nparameter\nparameter\nconvert\nconvert\nconvert\nconvert\nconvert\nconvert\nconvert\nconvert\nconvert\nconcatenate\nconvert\n",
	}, {
		// A canonical convolution is left as it is.
		name:  "canonical convolution",
		rules: CPU,
		in: `HloModule m
ENTRY e {
  x = f32[8,32,32,16] parameter(0)
  w = f32[3,3,16,32] parameter(1)
  ROOT y = f32[8,32,32,32] convolution(x, w), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
}`,
		want: "parameter\nparameter\nconvolution\n",
	}, {
		// GPU rules: the reduction is an input fusion root taking in its
		// elementwise producer and the scalar constant.
		name:  "gpu input fusion",
		rules: GPU,
		in: `HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[64,1024] parameter(0)
  e = f32[64,1024] negate(x)
  z = f32[] constant(0)
  ROOT r = f32[64] reduce(e, z), dimensions={1}, to_apply=add
}`,
		want: "parameter\nfusion[kInput negate constant reduce]\n",
	}, {
		// XLA:CPU: A / broadcast(B) is A * broadcast(1/B), the reciprocal
		// taken once on B's shape (HandleDivide, executing_on_cpu). The
		// divide is expensive, so the small reciprocal is a fusion of its
		// own that both readers of the quotient read, each recomputing the
		// cheap multiply; without the rule the full-size divide is one
		// fusion whose f32[64,256] result both read
		// (layernorm_fb of testdata/xla-lowered: XLA's
		// broadcast_divide_fusion, f32[64,128], read by three fusions).
		name:  "divide by a broadcast",
		rules: CPU,
		in: `HloModule m
ENTRY e {
  p = f32[64,256] parameter(0)
  q = f32[64] parameter(1)
  r = f32[64] sqrt(q)
  b = f32[64,256] broadcast(r), dimensions={0}
  d = f32[64,256] divide(p, b)
  n = f32[64,256] negate(d)
  a = f32[64,256] abs(d)
  ROOT t = (f32[64,256], f32[64,256]) tuple(n, a)
}`,
		want: "parameter\nparameter\nfusion[kLoop constant broadcast sqrt divide]\nfusion[kLoop broadcast multiply negate]\nfusion[kLoop broadcast multiply abs]\ntuple\n",
	}, {
		// A divisor that is no square root stays a divide in the model
		// (simplify.go, divideByBroadcast: XLA:CPU takes its reciprocal
		// too, but the modules --emit-hlo writes from it computed other
		// bits than XLA's compile of the input).
		name:  "divide by a broadcast sum",
		rules: CPU,
		in: `HloModule m
ENTRY e {
  p = f32[64,256] parameter(0)
  q = f32[64] parameter(1)
  r = f32[64] exponential(q)
  b = f32[64,256] broadcast(r), dimensions={0}
  d = f32[64,256] divide(p, b)
  n = f32[64,256] negate(d)
  a = f32[64,256] abs(d)
  ROOT t = (f32[64,256], f32[64,256]) tuple(n, a)
}`,
		want: "parameter\nparameter\nexponential\nfusion[kLoop broadcast divide]\nnegate\nabs\ntuple\n",
	}, {
		// XLA:CPU: a reduction YNNPACK does not take (under 32K input
		// elements) with a dimension longer than 32 is a tree of
		// reduce-windows by 32 and a last reduce (TreeReductionRewriter,
		// to a fixed point: 1536 -> 48 -> 2 -> 1). Loop fusion takes no
		// reduce-window in, so g·g is a buffer of its own and so is each
		// window's result (adam_donate of testdata/xla-lowered:
		// wrapped_multiply.4 f32[1536], wrapped_reduce-window.4 f32[48],
		// wrapped_reduce-window.5 f32[2]); the last reduce fuses into its
		// reader.
		name:  "tree reduction",
		rules: CPU,
		in: `HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  g = f32[1536] parameter(0)
  z = f32[] constant(0)
  sq = f32[1536] multiply(g, g)
  r = f32[] reduce(sq, z), dimensions={0}, to_apply=add
  ROOT n = f32[] sqrt(r)
}`,
		want: "parameter\nmultiply\nconstant\nreduce-window\nreduce-window\nfusion[kLoop constant reduce sqrt]\n", // in post order (postorder.go)
	}, {
		// A pad (like a concatenate, a reduce or a dynamic-update-slice)
		// fuses only where it is emitted once for one reader
		// (CodeDuplicationTooHigh, OpInvalidatesCache): s is emitted
		// twice in the fusion of c and d, so the pads a and b that make
		// it stay out, as an associative scan's pads do at every level
		// (assoc_scan of testdata/xla-lowered: XLA's
		// concatenate_pad_fusion.N and add_pad_fusion.N).
		name:  "pad emitted twice",
		rules: CPU,
		in: `HloModule m
ENTRY e {
  p0 = f32[8,64] parameter(0)
  p1 = f32[8,64] parameter(1)
  z = f32[] constant(0)
  a = f32[16,64] pad(p0, z), padding=0_8x0_0
  b = f32[16,64] pad(p1, z), padding=8_0x0_0
  s = f32[16,64] add(a, b)
  c = f32[32,64] pad(s, z), padding=0_16x0_0
  d = f32[32,64] pad(s, z), padding=16_0x0_0
  ROOT r = f32[32,64] add(c, d)
}`,
		want: "parameter\nparameter\nconstant\npad\npad\nfusion[kLoop add constant pad pad add]\n",
	}, {
		// A call is inlined, and its body fuses with the caller's.
		name:  "inline",
		rules: CPU,
		in: `HloModule m
f {
  a = f32[64] parameter(0)
  ROOT n = f32[64] negate(a)
}
ENTRY e {
  p = f32[64] parameter(0)
  c = f32[64] call(p), to_apply=f
  ROOT s = f32[64] abs(c)
}`,
		want: "parameter\nfusion[kLoop negate abs]\n",
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := parseOne(t, tt.in)
			if _, err := Run(m, Options{Rules: tt.rules}); err != nil {
				t.Fatal(err)
			}
			checkModule(t, m, true)
			if diff := cmp.Diff(tt.want, entryText(m)); diff != "" {
				t.Errorf("entry (-want +got):\n%s", diff)
			}
		})
	}
}

// TestOptimizedLeftAlone checks that a module XLA already compiled is not
// rewritten.
func TestOptimizedLeftAlone(t *testing.T) {
	src := `HloModule m, is_scheduled=true
ENTRY e {
  p = f32[8] parameter(0)
  a = f32[8] negate(p)
  ROOT b = f32[8] abs(a)
}`
	m := parseOne(t, src)
	before := m.String()
	rep, err := Run(m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Stage != hlo.Optimized || m.String() != before {
		t.Errorf("stage %s; module changed: %v", rep.Stage, m.String() != before)
	}
}

// TestCloneLeavesOriginal checks that Run on a clone leaves the module it
// was cloned from as it was.
func TestCloneLeavesOriginal(t *testing.T) {
	m := parseOne(t, "HloModule m\nENTRY e {\n  p = f32[8] parameter(0)\n  a = f32[8] negate(p)\n  ROOT b = f32[8] abs(a)\n}\n")
	before := m.String()
	c := Clone(m)
	if _, err := Run(c, Options{}); err != nil {
		t.Fatal(err)
	}
	if m.String() != before {
		t.Errorf("original changed:\n%s", m.String())
	}
	if c.String() == before {
		t.Errorf("clone not rewritten")
	}
}

// TestModeledModules runs the pipeline under both rules on every corpus
// module and every lowered module of testdata/xla-lowered, and checks that
// each modeled module verifies, re-parses and round-trips.
func TestModeledModules(t *testing.T) {
	for _, f := range modeledFiles(t) {
		for _, rules := range []Rules{CPU, GPU} {
			t.Run(filepath.Base(f)+"/"+string(rules), func(t *testing.T) {
				mods, err := hlo.ParseFile(f)
				if err != nil {
					t.Fatal(err)
				}
				for _, m := range mods {
					unique := uniqueNames(m)
					if _, err := Run(m, Options{Rules: rules}); err != nil {
						t.Fatal(err)
					}
					checkModule(t, m, unique)
				}
			})
		}
	}
}

// TestUnchangedPasses runs the passes one at a time on the modules of
// TestModeledModules and checks that a pass reporting no change left the
// module's text as it was: Run neither compacts nor verifies after such a
// pass.
func TestUnchangedPasses(t *testing.T) {
	for _, f := range modeledFiles(t) {
		for _, rules := range []Rules{CPU, GPU} {
			t.Run(filepath.Base(f)+"/"+string(rules), func(t *testing.T) {
				mods, err := hlo.ParseFile(f)
				if err != nil {
					t.Fatal(err)
				}
				for _, m := range mods {
					if hlo.StageOf(m) != hlo.Lowered {
						continue
					}
					s := newState(m, Options{Rules: rules}, &Report{})
					for _, p := range passes {
						before := m.String()
						n := p.run(s)
						s.compact()
						if n == 0 && m.String() != before {
							t.Fatalf("pass %s reported no change but changed the module", p.name)
						}
					}
				}
			})
		}
	}
}

// modeledFiles lists the lowered modules of testdata/xla-lowered and the
// corpus's modules but its two largest.
func modeledFiles(t *testing.T) []string {
	var files []string
	if fs, err := filepath.Glob(filepath.Join("..", "testdata", "xla-lowered", "*.lowered.hlo")); err == nil {
		files = append(files, fs...)
	}
	if fs, err := filepath.Glob(filepath.Join(corpusDir, "*.hlo")); err == nil && len(fs) > 0 {
		for _, f := range fs {
			// The two largest modules are covered by the benchmark and the
			// corpus script; at 4 MB, gemma2 would dominate the test's time.
			if b := filepath.Base(f); b != "gemma2_2b_keras_jax.hlo" && b != "hlo_llama31_70b_bf16_16x8.hlo" {
				files = append(files, f)
			}
		}
	} else {
		t.Logf("corpus folder %s absent: testdata/xla-lowered only", corpusDir)
	}
	if len(files) == 0 {
		t.Fatal("no modules")
	}
	return files
}

// FuzzRun checks that whatever parses is optimized under both rules (and
// the GPU rules of an NVIDIA target) without a panic, and that what Run returns verifies and round-trips.
//
//	go test ./optimize -run '^$' -fuzz FuzzRun -fuzztime 2m -fuzzminimizetime 2s
func FuzzRun(f *testing.F) {
	if files, err := os.ReadDir(corpusDir); err == nil {
		for _, e := range files {
			info, err := e.Info()
			if err != nil || info.Size() > 48<<10 {
				continue
			}
			if src, err := os.ReadFile(filepath.Join(corpusDir, e.Name())); err == nil {
				f.Add(src)
			}
		}
	}
	for _, s := range []string{
		"HloModule m\nENTRY e {\n  p = f32[8] parameter(0)\n  c = f32[] constant(1)\n  b = f32[8] broadcast(c), dimensions={}\n  ROOT a = f32[8] add(p, b)\n}\n",
		"HloModule m\nf {\n  a = f32[2] parameter(0)\n  ROOT n = f32[2] negate(a)\n}\nENTRY e {\n  p = f32[2] parameter(0)\n  ROOT c = f32[2] call(p), to_apply=f\n}\n",
		"HloModule m\nENTRY e {\n  p = f32[4,8]{1,0} parameter(0)\n  t = f32[8,4]{0,1} transpose(p), dimensions={1,0}\n  r = f32[32] reshape(t)\n  ROOT x = f32[32] exponential(r)\n}\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		mods, err := hlo.Parse("fuzz.hlo", src)
		if err != nil {
			return
		}
		for _, m := range mods {
			// NVIDIA's passes (gemm-fusion, dot-reduce, while-repeated)
			// run under GPU rules with GemmFusion only.
			for _, opt := range []Options{{Rules: CPU}, {Rules: GPU}, {Rules: GPU, GemmFusion: true}} {
				c := Clone(m)
				if _, err := Run(c, opt); err != nil {
					t.Fatalf("Run: %v", err)
				}
				checkModule(t, c, uniqueNames(m))
			}
		}
	})
}

// TestRepeatedPassesAlike checks what Run's skipping of idle passes
// assumes: the passes that share a name run one function.
func TestRepeatedPassesAlike(t *testing.T) {
	fn := map[string]uintptr{}
	for _, p := range passes {
		f := reflect.ValueOf(p.run).Pointer()
		if g, ok := fn[p.name]; ok && g != f {
			t.Errorf("two passes named %s run different functions", p.name)
		}
		fn[p.name] = f
	}
}

// TestSkipIdlePasses checks that skipping a pass run again on a module no
// pass changed since it last changed nothing gives the module and the
// report that running it gives, on the lowered modules of the tests.
func TestSkipIdlePasses(t *testing.T) {
	files := modeledFiles(t)
	if testing.Short() && len(files) > 20 {
		files = files[:20]
	}
	skipped := 0
	for _, f := range files {
		for _, rules := range []Rules{CPU, GPU} {
			run := func(skip bool) (string, string) {
				defer func(old bool) { skipIdle = old }(skipIdle)
				skipIdle = skip
				mods, err := hlo.ParseFile(f)
				if err != nil {
					t.Fatal(err)
				}
				var b strings.Builder
				for _, m := range mods {
					rep, err := Run(m, Options{Rules: rules})
					if err != nil {
						t.Fatalf("%s: %v", f, err)
					}
					fmt.Fprintf(&b, "%+v\n", *rep)
					// The passes skipped: an idle pass again with no
					// change between.
					idle := map[string]bool{}
					for _, p := range rep.Passes {
						if p.Changes > 0 {
							clear(idle)
							continue
						}
						if skip && idle[p.Name] {
							skipped++
						}
						idle[p.Name] = true
					}
				}
				var m strings.Builder
				for _, x := range mods {
					m.WriteString(x.String())
				}
				return m.String(), b.String()
			}
			m1, r1 := run(false)
			m2, r2 := run(true)
			if m1 != m2 || r1 != r2 {
				t.Errorf("%s, %s rules: skipping idle passes changed the result:\n%s\nwant\n%s", f, rules, r2, r1)
			}
		}
	}
	if skipped == 0 {
		t.Error("no idle dce or cse on the test modules")
	}
}
