package optimize

// Gemm fusion: XLA:GPU's GemmFusion (service/gpu/transforms/gemm_fusion.cc,
// with the profitability rules of triton_tiling_propagation.cc), for the
// NVIDIA targets only (Options.GemmFusion; TPU targets, which share the
// GPU fusion rules, keep their dots as they are).
//
// On an NVIDIA GPU XLA:GPU hands each dot to a Triton gemm: a custom fusion
// (kind=kCustom, named gemm_fusion_<dot>) whose root is the dot and which
// takes in the cheap producers of the dot's operands. The producer is
// computed inside the gemm's loads and never gets a buffer; one that other
// instructions read is duplicated, each gemm recomputing it. What that
// means for memory: a relu between two matmuls (maximum(x, broadcast(0)))
// read by the next layer's dot and by its weight gradient's dot is never
// materialized; only x is kept for the backward pass. The harness's resid
// step on an H200 (jaxlib 0.11.2, testdata/xla-remat/gpu/resid.after_
// optimizations.txt: gemm_fusion_dot.8 computes max.16 of its parameter
// before dot.23) keeps one [1024,512] per layer where a model without the
// rule kept two.
//
// Taken in, from the dot toward its operands: an elementwise producer that
// is not expensive (IsExpensive) and reads one array besides scalar
// constants and broadcasts of one element, and the scalar constants,
// broadcasts of one element, iotas, bitcasts and reshapes such a producer
// or the dot reads. The rule is the dumps' (jaxlib 0.11.2 on an H200), not
// a transcription: IsInputWorthFusing (triton_tiling_propagation.cc) as
// the stored sources have it would refuse a relu that two dots read (its
// broadcast counts as a full-size input), yet resid's and moe's relus are
// in both gemms that read them; a multiply by a broadcast vector, which
// the rule here leaves out, is outside the gemms in moe's dump. Nothing is fused below the dot: XLA:GPU's
// dumps show the gemm's readers as loop fusions of their own (the dot's
// output is written once, as the harness's mlp and resid steps have it).
// The loop fusion that runs afterwards leaves these fusions alone, neither
// as consumer nor as producer.
//
// Split-K (split_k_gemm_rewriter.cc: the contracting dimension cut into a
// batch dimension, a partial product per slice reduced after the gemm)
// is not modeled: whether XLA takes it is the autotuner's choice of the
// fastest configuration (gemm_fusion_autotuner.cc), not a rule of the
// shapes. SplitKBound gives the largest partial product its search space
// allows.
//
// cuBLAS: a dot Triton cannot take stays with GemmRewriter
// (service/gpu/transforms/gemm_rewriter.cc), which makes it a cuBLAS
// custom call (__cublas$lt$matmul in the dumps; __cublas$gemm where
// cuBLASLt is not used) whose result is a tuple of the product and an
// s8 workspace: GemmRewriter's workspace size for Hopper and later
// (GemmConfig, kHopperWorkspace: 32 MiB; 4 MiB before Hopper). The
// workspace is the custom call's own temp buffer, live only while it
// runs, but 32 MiB of it: the harness's fno step (heldout) has six c64
// dots, each a __cublas$lt$matmul with an s8[33554432] workspace in
// XLA:GPU's dump (testdata/xla-remat/gpu/fno.after_optimizations.txt),
// and XLA:GPU's total is 31.4 MB above the model without it. Triton
// takes no complex dot (triton_support.cc, IsTritonSupportedDotOutputType:
// F16, F32, BF16 and the F8 types; no C64 or C128), so complex dots are
// the rule here. An f32 dot that Triton
// can take may still end as a cuBLAS call when the gemm autotuner finds
// cuBLAS faster (gemm_fusion_autotuner.cc, xla_gpu_cublas_fallback): that
// is a measurement, not a rule of the shapes, and is not modeled (the
// harness's vae compiled to 19,989,120 bytes in one run and to
// 48,071,552, a cuBLAS gemm with the workspace, in the next).

import (
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// tritonGemmConfig is the backend_config written on a gemm fusion.
const tritonGemmConfig = `{"fusion_backend_config":{"kind":"__triton_gemm"}}`

// GemmFusionFor reports whether a cost-model target name is an NVIDIA GPU,
// whose dots XLA:GPU compiles as Triton gemm fusions.
func GemmFusionFor(target string) bool {
	switch t := strings.ToLower(target); {
	case strings.HasPrefix(t, "h100"), strings.HasPrefix(t, "h200"), strings.HasPrefix(t, "a100"), strings.HasPrefix(t, "b200"),
		strings.HasPrefix(t, "gpu"), strings.HasPrefix(t, "cuda"), strings.HasPrefix(t, "nvidia"), strings.HasPrefix(t, "xla:gpu"):
		return true
	}
	return false
}

// gemmFusion wraps each dot of the sequential computations in a gemm
// fusion and grows it toward its operands; it returns the number of
// instructions taken in (the dots included).
func gemmFusion(s *state) int {
	if s.opt.Rules != GPU || !s.opt.GemmFusion {
		return 0
	}
	n := 0
	for _, c := range sequential(s.m) {
		f := &fusionPass{s: s, c: c}
		post := s.postOrder(c)
		for i := len(post) - 1; i >= 0; i-- {
			in := post[i]
			if in.Opcode != "dot" || s.dead[in.ID] || s.hasControl(in) || !in.Shape.IsArray() || otherMemory(in.Shape) {
				continue
			}
			if cublasOnly(in) {
				cublasGemm(s, c, in)
				n++
				continue
			}
			fu := f.wrap(in, in, "kCustom")
			fu.Name = s.uniqueName("gemm_fusion_" + in.Name)
			fu.Attrs = append(fu.Attrs, hlo.Attr{Name: "backend_config", Value: tritonGemmConfig})
			n++
			for {
				p := gemmProducer(s, f, fu)
				if p == nil {
					break
				}
				f.fuseInto(fu, p)
				n++
				if len(s.users[p.ID]) == 0 && p != c.Root {
					s.remove(p)
				}
			}
		}
		for _, in := range f.made {
			if !s.dead[in.ID] {
				finishFused(s, in)
			}
		}
	}
	return n
}

// cublasWorkspace is the s8 workspace GemmRewriter gives a cuBLAS gemm on
// Hopper and later (gemm_rewriter.cc: GemmConfig's kHopperWorkspace), the
// targets GemmFusionFor names (H100, H200, B200; an A100's would be 4 MiB).
const cublasWorkspace = 32 << 20

// cublasOnly reports whether dot in is one Triton does not take, which
// XLA:GPU compiles as a cuBLAS call: a complex result or operand
// (triton/support.cc has no C64 or C128 dot).
func cublasOnly(in *hlo.Instruction) bool {
	complexType := func(sh hlo.Shape) bool { return sh.Element == "c64" || sh.Element == "c128" }
	if complexType(in.Shape) {
		return true
	}
	for _, op := range in.Operands {
		if complexType(op.Shape) {
			return true
		}
	}
	return false
}

// cublasGemm replaces dot in of c by GemmRewriter's __cublas$lt$matmul custom
// call, a tuple of the product and its workspace, and a
// get-tuple-element of the product that in's readers read.
func cublasGemm(s *state, c *hlo.Computation, in *hlo.Instruction) {
	cc := s.newInstruction(c, "cublas-gemm")
	cc.Opcode = "custom-call"
	cc.Shape = hlo.Shape{Element: hlo.TupleElement, Tuple: []hlo.Shape{in.Shape, {Element: "s8", Dims: []int64{cublasWorkspace}}}}
	cc.Operands = append([]*hlo.Instruction(nil), in.Operands...)
	// The dot's dimension attributes stay on the call: they say what it
	// computes, and remat.Unfuse writes the dot back from them for JAX.
	cc.Attrs = append([]hlo.Attr{{Name: "custom_call_target", Value: `"__cublas$lt$matmul"`}}, in.Attrs...)
	cc.Metadata, cc.Pos, cc.OpcodePos, cc.ShapePos = in.Metadata, in.Pos, in.OpcodePos, in.ShapePos
	for _, op := range cc.Operands {
		s.addUser(op, cc)
	}
	s.placeBefore(cc, in)
	g := s.newInstruction(c, in.Name)
	g.Opcode, g.Shape, g.Operands, g.TupleIndex = "get-tuple-element", in.Shape, []*hlo.Instruction{cc}, 0
	g.Metadata, g.Pos, g.OpcodePos, g.ShapePos = in.Metadata, in.Pos, in.OpcodePos, in.ShapePos
	s.addUser(cc, g)
	s.placeBefore(g, in)
	s.replaceUses(in, g)
	s.remove(in)
}

// gemmProducer returns the first operand of gemm fusion fu that it takes
// in, nil when none.
func gemmProducer(s *state, f *fusionPass, fu *hlo.Instruction) *hlo.Instruction {
	for _, p := range fu.Operands {
		if p.Parent != f.c || p == f.c.Root || s.hasControl(p) || !p.Shape.IsArray() || otherMemory(p.Shape) {
			continue
		}
		switch {
		case p.Opcode == "constant", p.Opcode == "broadcast":
			if scalarSource(p) {
				return p
			}
		case p.Opcode == "iota", p.Opcode == "bitcast", p.Opcode == "reshape":
			return p
		case hlo.IsElementwise(p.Opcode) && !hlo.HasSideEffect(p.Opcode):
			if !isExpensive(GPU, p) && arrayOperands(p) <= 1 {
				return p
			}
		}
	}
	return nil
}

// scalarSource reports whether in is a scalar constant or a broadcast of
// one element: what a gemm reads for free.
func scalarSource(in *hlo.Instruction) bool {
	switch in.Opcode {
	case "constant":
		return isScalar(in.Shape)
	case "broadcast":
		return len(in.Operands) == 1 && in.Operands[0].Shape.IsArray() && in.Operands[0].Shape.ElementCount() <= 1
	}
	return false
}

// arrayOperands counts the operands of in that are not scalarSources:
// the inputs a gemm fusion gains by taking in in.
func arrayOperands(in *hlo.Instruction) int {
	n := 0
	for _, op := range in.Operands {
		if !scalarSource(op) {
			n++
		}
	}
	return n
}
