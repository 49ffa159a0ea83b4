// Package optimize rewrites an HLO module as XLA would compile it: the
// passes that decide which values get buffers, modelled on XLA's own, one
// file per pass.
//
// # Why
//
// What a JAX user most often holds is the lowered module
// (jax.jit(f).lower(...).as_text(dialect="hlo"), an XLA dump's
// *.before_optimizations.txt): no fusion, every broadcast of a scalar and
// every step of an elementwise chain an instruction of its own. Planned as
// written, its peak is made of buffers XLA never allocates. Run turns it
// into the module XLA would build, so that the planner plans what will run.
// A module already compiled (a fusion present, or is_scheduled=true:
// hlo.StageOf) is left as it is.
//
// # The passes
//
// In the order passes runs them (optimize.go), each after the XLA pass of
// the same name; "CPU" marks the passes only XLA:CPU's rules run:
//
//	inline               CallInliner: calls inlined (inline.go)
//	reduce-window-rewriter CPU  ReduceWindowRewriter, base length 16: a
//	                     cumulative reduce-window (cumsum, cumprod,
//	                     cummax) over more than 16 elements to a tree of
//	                     windows of 16 (reduce_window_rewriter.go)
//	simplify             AlgebraicSimplifier, layout-insensitive part:
//	                     no-op reshapes, transposes, converts, copies,
//	                     broadcasts, slices, pads; chains folded; scalar
//	                     broadcasts sunk; x+0, x*1; reductions over size-1
//	                     dimensions; A+scatter(0) updated in place; tuple
//	                     elements (simplify.go)
//	expand          CPU  SelectAndScatterExpander (expand.go)
//	gather-simplifier CPU  GatherSimplifier: a gather to the canonical
//	                     form (no collapsed slice dimensions, indices
//	                     [batch, k]) between reshapes, where no transpose
//	                     is needed (gather_simplify.go)
//	scatter-expander     ScatterExpander (kEliminateSimpleScatters) and
//	                     the simplification after it: a scatter of one
//	                     index vector (x.at[k].set, .at[i].add) as a
//	                     dynamic-update-slice, a pad into a broadcast
//	                     scalar; its update's producers then fuse in
//	                     place (scatter_expand.go)
//	dot-decomposition    CPU  DotDecomposer: a dot with several contracting
//	                     or non-contracting dimensions, or batch dimensions
//	                     not leading, as a matrix product over transposed
//	                     and reshaped operands (dot_decompose.go)
//	float-normalization  CPU  FloatNormalization for bf16/f16 dots,
//	                     convolutions, dynamic-slices and collectives
//	                     (all-gather, all-reduce, ...): computed in
//	                     f32, but for the bf16×bf16→f32 dots YNNPACK
//	                     takes (normalize.go)
//	conv-canonicalization CPU  ConvCanonicalization: convolutions to
//	                     NHWC/HWIO/NHWC, transposes around them
//	                     (conv_canonical.go)
//	tree-reduction       CPU  TreeReductionRewriter: a reduction YNNPACK
//	                     does not take, a dimension over 32 long, to
//	                     reduce-windows by 32 and a reduce
//	                     (tree_reduction.go)
//	while-licm           CPU  WhileLoopInvariantCodeMotion for converts
//	                     and all-gathers: one of a loop-invariant
//	                     element of a loop's state made once before the
//	                     loop
//	                     (while_loop.go)
//	while-dead-elements  CPU  WhileLoopSimplifier: elements of a loop's
//	                     state nothing reads dropped (while_loop.go)
//	transpose-folding    TransposeFolding into dot operands
//	                     (transpose_folding.go)
//	cse                  HloCSE (cse.go)
//	while-repeated NVIDIA  WhileLoopSimplifier's repeated elements: an
//	                     element of a loop's state with another's init
//	                     and update dropped (while_loop.go;
//	                     Options.GemmFusion)
//	dce                  HloDCE (dce.go)
//	layout-assignment CPU  CpuLayoutAssignment: row-major layouts, copies
//	                     for LAPACK operand constraints and library readers
//	                     (layout.go)
//	cse                  HloCSE again: merges layout assignment's copies
//	barrier-expander CPU  OptimizationBarrierExpander (cse_barrier_expander):
//	                     opt-barriers removed; only with
//	                     Options.ExpandBarriers, XLA:CPU's defaults
//	                     (barrier.go). XLA runs it before layout
//	                     assignment, but no CSE of XLA's runs between it
//	                     and fusion, so it sits after the planner's CSEs
//	library-fusion  CPU  LibraryRewriter with the YNNPACK matcher:
//	                     reductions and dots as custom fusions (library.go)
//	gemm-fusion  NVIDIA  GemmFusion: each dot a Triton gemm fusion that
//	                     takes in its operands' cheap producers, a relu
//	                     before a matmul (gemm_fusion.go; Options.GemmFusion)
//	fusion               InstructionFusion with CpuInstructionFusion's or
//	                     GpuInstructionFusion's rules, the code duplication
//	                     limit of FusionNodeIndexingEvaluation (fusion.go,
//	                     fusion_rules.go, duplication.go)
//	cse-after-fusion CPU  HloCSE of simplification_after_layout_assignment:
//	                     fusions whose fused computations are equal merge;
//	                     only with Options.ExpandBarriers (cse.go)
//	bitcast              AlgebraicSimplifier, layout-sensitive part:
//	                     reshapes, transposes and copies that move no byte
//	                     become bitcasts (bitcast.go)
//	dce                  HloDCE
//
// Rules picks the target: CPU for XLA:CPU as jaxlib 0.10 builds it
// (YNNPACK library fusions, BFS schedule: the planner's "bfs"), GPU for
// XLA:GPU's loop and input fusions. TPU targets take the GPU rules: XLA:TPU's
// fusion passes are not public, and its fusions are of the same kinds.
//
// # The state and the checker
//
// The passes share one state (graph.go): the module, rewritten in place,
// each instruction's readers in a slice indexed by its dense ID, the names
// in use. After every pass that changes the module the state is
// compacted (dead instructions dropped, new ones placed before the
// instruction they replace, IDs renumbered); after the last, hlo.Verify,
// the independent checker, runs on the module: a module that fails is a
// bug in a pass, returned as an error naming the passes that changed it
// (TestIncremental verifies after every pass, to pin a fault on its
// pass). Fused computations are named and shaped as XLA's
// (fused_computation.N, parameters param_N, the fusion
// producer_consumer_fusion, kind kLoop, kInput, kOutput or kCustom); every
// fused instruction keeps its metadata, so the planner's explain --by
// source still points at the user's lines.
//
// # What is not modelled
//
// Multi-output (sibling) fusion of the GPU rules; XLA:CPU's tree reduction
// rewriter's reduce-window/reduce pairs (the model only stops fusing into
// such reductions); the RNG bit generator expander; constant folding beyond what the
// simplifier's rules do; XLA:TPU's own fusion heuristics. The reference
// test of the root package (TestXLALowered) names the modules of
// testdata/xla-lowered where what is missing shows, and why.
package optimize
