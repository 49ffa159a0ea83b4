package optimize

import (
	"fmt"
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// Rules name the fusion rules a target compiles with.
type Rules string

// The fusion rules: XLA:CPU's (cpu_instruction_fusion.cc) and XLA:GPU's
// (gpu_instruction_fusion.cc, multi_output_fusion.cc). TPU targets use the
// GPU rules: XLA:TPU's fusion passes are not public, and its fusions are,
// like the GPU's, loop and input fusions with reductions as roots and
// sibling multi-output fusions.
const (
	CPU Rules = "cpu"
	GPU Rules = "gpu"
)

// RulesFor returns the fusion rules for a cost-model target name: CPU for
// "cpu" (and names starting with "cpu" or "host"), GPU for every other
// target (GPU and TPU alike).
func RulesFor(target string) Rules {
	t := strings.ToLower(target)
	if strings.HasPrefix(t, "cpu") || strings.HasPrefix(t, "host") || strings.HasPrefix(t, "xla:cpu") {
		return CPU
	}
	return GPU
}

// Options choose what Run does.
type Options struct {
	// Rules are the fusion rules; empty means CPU.
	Rules Rules
	// GemmFusion compiles each dot as XLA:GPU does on an NVIDIA GPU: a
	// Triton gemm fusion that takes in its operands' cheap producers
	// (gemm_fusion.go; GemmFusionFor), and marks the other rules read
	// from XLA:GPU's dumps on an NVIDIA GPU: dots strength-reduced to
	// reduces (dot_reduce.go), repeated loop-state elements dropped
	// (while_loop.go, whileRepeatedElements). GPU rules only.
	GemmFusion bool
	// ExpandBarriers removes every opt-barrier after the first CSE, as
	// XLA:CPU's defaults do (barrier.go); off, they are kept, as under
	// XLA_FLAGS=--xla_disable_hlo_passes=cse_barrier_expander,cse. CPU
	// rules only.
	ExpandBarriers bool
	// Passes, when not nil, names the passes to run, in the passes table's
	// order (a name not in the table is an error); nil runs them all.
	Passes []string
}

// Report says what Run did to a module.
type Report struct {
	// Stage is the module's stage before Run: "lowered" or "optimized".
	Stage string
	// Rules are the fusion rules used.
	Rules Rules
	// Before and After count the instructions of the module's sequential
	// computations (not counting fused computations) before and after.
	Before, After int
	// Passes lists, per pass run, how many rewrites it made.
	Passes []PassCount
}

// PassCount is the number of rewrites one pass made.
type PassCount struct {
	Name    string
	Changes int
}

// pass is one HLO-to-HLO rewrite; run returns the number of changes.
type pass struct {
	name string
	// xla names XLA's pass the rewrite is modelled on.
	xla string
	run func(*state) int
}

// passes is the pipeline, in order: the same order as XLA:CPU's
// (cpu_compiler.cc) where the passes exist in both.
var passes = []pass{
	{"inline", "CallInliner", inlineCalls},
	{"reduce-window-rewriter", "ReduceWindowRewriter (XLA:CPU rules only, base length 16): cumulative reduce-windows (cumsum, cumprod, cummax) to a tree of windows of 16", rewriteCumulativeWindows},
	{"spmd-cleanup", "SpmdPartitioner's cleanup pipeline (spmd_partitioner.cc, \"spmd-cleanup\": HloDCE, TupleSimplifier, HloCSE), run on a partitioned module (num_partitions > 1) before the simplifier", spmdCleanup},
	{"simplify", "AlgebraicSimplifier", simplify},
	{"expand", "SelectAndScatterExpander (XLA:CPU rules only)", expand},
	{"gather-simplifier", "GatherSimplifier (XLA:CPU rules only): a gather to the canonical one (no collapsed slice dimensions, indices [batch, k]) between reshapes, where no transpose is needed", simplifyGathers},
	{"scatter-expander", "ScatterExpander (kEliminateSimpleScatters) and the simplification after it: a scatter of one index vector as a dynamic-update-slice", expandSimpleScatters},
	{"dot-decomposition", "DotDecomposer (XLA:CPU rules only): dots to [batch, M, K] x [batch, K, N] with transposes and reshapes", decomposeDots},
	{"float-normalization", "FloatNormalization, OperandUpcaster (XLA:CPU rules only)", normalizeFloats},
	{"conv-canonicalization", "ConvCanonicalization (XLA:CPU rules only): convolutions to NHWC/HWIO/NHWC with transposes", canonicalizeConvolutions},
	{"tree-reduction", "TreeReductionRewriter (XLA:CPU rules only, window 32): reductions YNNPACK does not take to reduce-windows and a reduce", treeReduction},
	{"dce", "HloDCE (the simplification pipeline's, before the while-loop passes: a dead reader keeps an element of a loop's state alive)", dce},
	{"while-licm", "WhileLoopInvariantCodeMotion (XLA:CPU rules only; converts and all-gathers): a convert or all-gather of a loop-invariant element of a loop's state computed once before the loop", whileLICM},
	{"while-dead-elements", "WhileLoopSimplifier (XLA:CPU rules only): elements of a loop's state nothing reads dropped", whileDeadElements},
	{"transpose-folding", "TransposeFolding", foldTransposes},
	{"cse", "HloCSE", cse},
	{"while-repeated", "WhileLoopSimplifier (XLA:GPU on NVIDIA targets only): an element of a loop's state that repeats another (the same init, the same update) dropped", whileRepeatedElements},
	{"dce", "HloDCE", dce},
	{"layout-assignment", "CpuLayoutAssignment (XLA:CPU rules only): row-major layouts, copies for LAPACK constraints and library readers", assignLayouts},
	{"cse", "HloCSE (layout-sensitive, after layout assignment: merges its duplicate copies)", cse},
	// XLA:CPU runs the expander right after the first HloCSE, before
	// layout assignment; no CSE of its runs between the expander and
	// fusion (cpu_compiler.cc, RunHloPassesThroughLayoutAssn and
	// RunHloPassesAfterLayoutAssn), so the expander sits after the
	// planner's own layout CSE: what the barriers kept apart stays apart
	// until the CSE after fusion (barrier.go).
	{"barrier-expander", "OptimizationBarrierExpander, cse_barrier_expander (XLA:CPU rules only): opt-barriers removed, their readers read the operand", expandBarriers},
	{"library-fusion", "LibraryRewriter with the YNNPACK matcher (XLA:CPU rules only)", libraryFusion},
	{"gemm-fusion", "GemmFusion (XLA:GPU on NVIDIA targets only): each dot a Triton gemm fusion with its operands' cheap producers", gemmFusion},
	{"fusion", "CpuInstructionFusion / GpuInstructionFusion", fuse},
	{"cse-after-fusion", "HloCSE of simplification_after_layout_assignment (XLA:CPU rules only, with ExpandBarriers): fusions whose fused computations are equal merge", cseAfterFusion},
	{"all-reduce-combiner", "CpuAllReduceCombiner (no byte bound) / AllReduceCombiner (30 MiB): independent all-reduces of one kind as one", combineAllReduces},
	{"bitcast", "AlgebraicSimplifier (layout-sensitive: reshapes, transposes and copies that are bitcasts)", bitcasts},
	{"dce", "HloDCE", dce},
	{"copy-insertion", "CopyInsertion (aliased entry parameters): a donated parameter read on a branch its output's writer does not depend on is copied first", copyAliasedParams},
	{"while-init-copies", "CopyInsertion (while loops; XLA:CPU rules only): an instruction at several elements of a while's init tuple copied for each after the first", copyRepeatedWhileInits},
}

// PassNames lists the passes of the pipeline, in order.
func PassNames() []string {
	var out []string
	for _, p := range passes {
		out = append(out, p.name)
	}
	return out
}

// Run rewrites m in place as XLA would compile it for the chosen rules:
// the simplifier, CSE, DCE, the expanders that add buffers, fusion, the
// layout-sensitive bitcasts. A module already optimized (fusions present
// or is_scheduled=true) is left as it is. The result passes hlo.Verify:
// Run checks it once, after the last pass that changed the module, and a
// module that fails is a bug in a pass, returned as an error naming the
// passes that changed it.
func Run(m *hlo.Module, opt Options) (*Report, error) {
	if m == nil || m.Entry == nil {
		return nil, fmt.Errorf("optimize: module has no entry computation")
	}
	if opt.Rules == "" {
		opt.Rules = CPU
	}
	if opt.Rules != CPU && opt.Rules != GPU {
		return nil, fmt.Errorf("optimize: rules %q: want cpu or gpu", opt.Rules)
	}
	want := map[string]bool{}
	for _, n := range opt.Passes {
		found := false
		for _, p := range passes {
			found = found || p.name == n
		}
		if !found {
			return nil, fmt.Errorf("optimize: no pass %q (passes: %s)", n, strings.Join(PassNames(), ", "))
		}
		want[n] = true
	}
	rep := &Report{Stage: hlo.StageOf(m), Rules: opt.Rules}
	rep.Before = countSequential(m)
	if rep.Stage == hlo.Optimized {
		rep.After = rep.Before
		return rep, nil
	}
	if opt.Rules == CPU {
		// The order XLA:CPU compiles, not the text's (postorder.go).
		postOrderInstructions(m)
	}
	s := newState(m, opt, rep)
	var changed []string // the passes that changed the module since it was last verified
	// idle maps a pass that changed nothing to the count of changes made
	// when it ran; changes counts the passes that changed the module. A
	// pass run again (dce, cse) on a module no pass has changed since it
	// last changed nothing would change nothing again: a pass is a
	// function of the module (and of the dead marks, which only a change
	// sets), and passes of one name run one function
	// (TestRepeatedPassesAlike). It is skipped: DCE and CSE a second time
	// were 0.14 s of the 11,000-layer step's CPU.
	idle := map[string]int{}
	changes := 0
	for _, p := range passes {
		if opt.Passes != nil && !want[p.name] {
			continue
		}
		if at, ok := idle[p.name]; ok && at == changes && skipIdle {
			rep.Passes = append(rep.Passes, PassCount{p.name, 0})
			continue
		}
		n := p.run(s)
		if checkIncremental {
			s.checkUsers(p.name)
		}
		rep.Passes = append(rep.Passes, PassCount{p.name, n})
		if n == 0 {
			idle[p.name] = changes
			// A pass that reports no change left the module as it was
			// (TestUnchangedPasses checks it): nothing to compact or to
			// verify again. On a lowered module most passes change
			// nothing, and the verifier is most of their time.
			continue
		}
		delete(idle, p.name)
		changes++
		s.compact()
		changed = append(changed, p.name)
		if verifyEachPass {
			if err := verifyAfter(m, changed); err != nil {
				return rep, err
			}
			changed = changed[:0]
		}
	}
	if err := verifyAfter(m, changed); err != nil {
		return rep, err
	}
	rep.After = countSequential(m)
	return rep, nil
}

// skipIdle, cleared by tests (TestSkipIdlePasses), lets Run skip a pass
// run again on a module no pass changed since it last changed nothing.
var skipIdle = true

// verifyEachPass, set by tests (TestIncremental), makes Run verify the
// module after every pass that changed it, so that a fault is pinned on
// its pass. Otherwise Run verifies once, after the last: the verifier ran
// three times on a training step (library fusion, fusion and copy
// insertion each change it), 0.45 s of the 11,000-layer step's 2 s of
// optimize.
var verifyEachPass = false

// verifyAfter runs hlo.Verify on m, changed by the passes named (none: m
// is as it was last verified), and names them when it fails.
func verifyAfter(m *hlo.Module, passes []string) error {
	if len(passes) == 0 {
		return nil
	}
	if err := hlo.Verify(m); err != nil {
		if len(passes) == 1 {
			return fmt.Errorf("optimize: after pass %s the module does not verify (a bug in the pass): %w", passes[0], err)
		}
		return fmt.Errorf("optimize: after passes %s the module does not verify (a bug in one of them): %w", strings.Join(passes, ", "), err)
	}
	return nil
}

// countSequential counts the instructions of the computations that are not
// fused computations.
func countSequential(m *hlo.Module) int {
	fused := fusedComputations(m)
	n := 0
	for _, c := range m.Computations {
		if !fused[c] {
			n += len(c.Instructions)
		}
	}
	return n
}

// fusedComputations returns the computations called by fusion
// instructions.
func fusedComputations(m *hlo.Module) map[*hlo.Computation]bool {
	out := map[*hlo.Computation]bool{}
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			if in.Opcode == "fusion" {
				for _, cc := range in.Called {
					if cc.Computation != nil {
						out[cc.Computation] = true
					}
				}
			}
		}
	}
	return out
}

// sequential returns the computations whose instructions run one after
// another and may hold buffers: the entry and what while, conditional and
// call instructions call, transitively. Computations applied per element
// (reduce, sort, scatter, map to_apply) and fused computations are not
// among them: the passes leave their insides alone, as XLA's fusion does
// with embedded computations.
func sequential(m *hlo.Module) []*hlo.Computation {
	seen := map[*hlo.Computation]bool{m.Entry: true}
	work := []*hlo.Computation{m.Entry}
	for len(work) > 0 {
		c := work[len(work)-1]
		work = work[:len(work)-1]
		for _, in := range c.Instructions {
			switch in.Opcode {
			case "while", "conditional", "call", "async-start":
				for _, cc := range in.Called {
					if cc.Computation != nil && !seen[cc.Computation] {
						seen[cc.Computation] = true
						work = append(work, cc.Computation)
					}
				}
			}
		}
	}
	var out []*hlo.Computation
	for _, c := range m.Computations {
		if seen[c] {
			out = append(out, c)
		}
	}
	return out
}
