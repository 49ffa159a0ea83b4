package optimize

// Split-K's bound: how large a partial product XLA:GPU's Triton gemm can
// write for one dot.
//
// Split-K (split_k_gemm_rewriter.cc) cuts a dot's contracting dimension
// into split_k slices, writes one partial product per slice as a batch
// dimension of the gemm's output ([split_k, ...out], the contracting
// dimension padded to a multiple of split_k times the tile), and reduces
// it after. Whether a dot is split, and how far, is the autotuner's choice
// of the fastest configuration it measures (gemm_fusion_autotuner.cc), so
// no rule of the shapes decides it: on an H200 the harness's mlp step got
// split_k 8 for each weight gradient ([8,256,256], 2 MiB) and none for the
// data gradients. What the shapes do decide is the most the search space
// allows (dot_search_space.cc, GetMaxContractingSplit): the smaller of the
// split that would occupy every core with the largest output tile and the
// split that leaves each slice at least the smallest contracting tile
// (16 elements, 128 bits for narrower types). SplitKBound computes it;
// the planner does not add it to its total (the worst case is rarely
// taken: mlp's bound is 64, eight times the split XLA took) but reports it
// next to the total.

import (
	"math"

	"github.com/planner-dev/planner/hlo"
)

// The figures of dot_search_space.h and of the H100/H200 device
// description the search space reads.
const (
	maxWarpsPerScheduler = 5     // kMaxWarpsPerScheduler
	schedulersPerCore    = 4     // kSchedulersPerCore
	minWarpsOccupancy    = 2     // kMinWarpsPerCtaForOccupancy
	minWarpsWgmma        = 4     // kMinWarpsPerCtaForWgmma
	registersPerBlock    = 65536 // registers_per_block_limit
	mmaContractingBits   = 128   // kMmaContractingBitwidth
	tritonMinContracting = 16    // kTritonLowerLimit
	// H100Cores is the streaming multiprocessor count of an H100 SXM and
	// of an H200.
	H100Cores = 132
)

// SplitKBound returns the largest split_k XLA:GPU's Triton search space
// allows dot (an instruction of opcode dot) on a Hopper GPU of cores
// streaming multiprocessors, and the bytes of the partial product that
// split writes (0 when the bound is 1: no split).
func SplitKBound(dot *hlo.Instruction, cores int) (split, partial int64) {
	if dot.Opcode != "dot" || len(dot.Operands) < 2 || !dot.Shape.IsArray() {
		return 1, 0
	}
	lhs, rhs := dot.Operands[0].Shape, dot.Operands[1].Shape
	contracting, _ := intsAttr(dot, "lhs_contracting_dims")
	batchDims, _ := intsAttr(dot, "lhs_batch_dims")
	size := func(s hlo.Shape, dims []int64) int64 {
		n := int64(1)
		for _, d := range dims {
			if d >= 0 && int(d) < len(s.Dims) {
				n *= s.Dims[d]
			}
		}
		return n
	}
	k, batch := size(lhs, contracting), size(lhs, batchDims)
	if k <= 0 || batch <= 0 {
		return 1, 0
	}
	lhsPar := lhs.ElementCount() / (k * batch)
	rhsPar := rhs.ElementCount() / (k * batch)
	operandBits := int64(elementBits(lhs.Element))
	computeBits := int64(elementBits(dot.Shape.Element))
	if operandBits <= 0 || computeBits <= 0 || lhsPar <= 0 || rhsPar <= 0 {
		return 1, 0
	}
	// GetMaxOutputTile.
	maxElems := int64(registersPerBlock) * 32 / computeBits
	fit := func(this int64) int64 { return prevPow2(maxElems / this) }
	tl := prevPow2(int64(math.Sqrt(float64(maxElems))))
	tr := fit(tl)
	ll, rl := nextPow2(lhsPar), nextPow2(rhsPar)
	if ll < tl {
		tl, tr = ll, min(fit(ll), rl)
	}
	if rl < tr {
		tl, tr = min(fit(rl), ll), rl
	}
	tiles := batch * ceilDiv(lhsPar, tl) * ceilDiv(rhsPar, tr)
	desiredWarps := int64(maxWarpsPerScheduler * schedulersPerCore * cores)
	// ShouldOptimizeForOccupancy and GetMinWarpsPerCta.
	minWarps := int64(minWarpsOccupancy)
	if operandBits < 32 && desiredWarps/minWarpsWgmma <= tiles {
		minWarps = minWarpsWgmma
	}
	// GetMaxContractingSplit.
	minK := max(int64(mmaContractingBits)/operandBits, tritonMinContracting)
	split = min(nextPow2(ceilDiv(desiredWarps/minWarps, tiles)), nextPow2(k/minK))
	if split <= 1 {
		return 1, 0
	}
	n := dot.Shape.ElementCount()
	if n > math.MaxInt64/8/split/computeBits {
		return split, math.MaxInt64 // beyond any memory: saturate
	}
	return split, split * n * computeBits / 8
}

// nextPow2 is NextPowerOfTwo of dot_search_space.cc: 1 for 0.
func nextPow2(x int64) int64 {
	p := int64(1)
	for p < x {
		p <<= 1
	}
	return p
}

// prevPow2 is PreviousPowerOfTwo: the largest power of two at most x, 1
// for 0.
func prevPow2(x int64) int64 {
	p := int64(1)
	for p*2 <= x {
		p <<= 1
	}
	return p
}

// ceilDiv is CeilOfRatio for positive b.
func ceilDiv(a, b int64) int64 {
	return (a + b - 1) / b
}
