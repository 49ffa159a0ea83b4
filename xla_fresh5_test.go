package planner

// testdata/xla-fresh5 holds 18 single-device JAX programs written for the
// fifth fresh set, of kinds no other reference set has (a KV-cache greedy
// decode in fori_loop, beam search with top_k in a while loop, a GAT over
// segment_max/segment_sum, a 3-D convolution, batch norm with running
// statistics, an FFT convolution, bf16 with dynamic loss scaling, an int8
// weight-only matmul with an int32 accumulator, a Gaussian-process NLL
// with cholesky/eigh/qr, complex64 arithmetic, argsort/unique/searchsorted,
// jax.custom_vjp, threefry dropout, pad modes with cumprod and
// reduce_precision, lax.cond/lax.switch on runtime values, vmapped
// per-example gradients, Gamma variational inference with gammaln,
// digamma and jax.random.gamma, a float64 SDE under jax_enable_x64). XLA's figures are XLA:CPU's memory_analysis()
// from jax/jaxlib 0.10.2. The test plans both texts a user holds, as
// TestXLAFresh does, and holds each program's ratio.

import (
	"os"
	"path/filepath"
	"testing"
)

// fresh5Ratios is every program of testdata/xla-fresh5: its modeled temp
// over XLA's from the StableHLO text (mlir) and from the HLO text (hlo),
// each held to ±1%; why names the traced cause of a ratio outside ±15%.
var fresh5Ratios = map[string]freshRatio{
	"beam_topk":       {1.031, 1.031, 0, ""},
	"bf16_lossscale":  {0.964, 0.964, 0, ""},
	"bn_running":      {1.044, 1.044, 0, ""},
	"complex_field":   {1.000, 1.000, 0, ""},
	"cond_switch":     {1.000, 1.000, 0, ""},
	"conv3d_step":     {1.000, 1.000, 0, ""},
	"custom_vjp_clip": {1.000, 1.000, 0, ""},
	"fft_conv":        {1.000, 1.000, 0, ""},
	// gamma_vi's StableHLO text could not be read before the reader
	// expanded CHLO (hlo/stablehlo_chlo.go: chlo.lgamma, digamma,
	// polygamma, next_after, asinh, atan). From it the model is 8.8%
	// over XLA, from the HLO text (XLA's own legalization) at XLA's
	// figure: the reader's Lanczos terms c_i/(z+i) are one expression in
	// the forward's gammaln and digamma and the backward's digamma and
	// polygamma, so CSE merges them and each is an f32[4096,64] divide
	// held from the forward into the backward (divide_divide_fusion.N);
	// XLA's expansions differ between the ops and stay fused.
	"gamma_vi":    {1.088, 1.000, 0, ""},
	"gat_segment": {1.000, 1.000, 0, ""},
	"gp_nll":      {1.085, 1.014, 0, ""},
	"int8_wq":     {1.000, 1.000, 0, ""},
	"kv_decode":   {1.000, 1.000, 0, ""},
	"pad_cumprod": {1.090, 1.083, 0, ""},
	// sort_unique (26,492,996 bytes, XLA 22,708,456; XLA's own module
	// plans to 22,691,908): order. The live ranges differ around
	// jnp.searchsorted's while loop: XLA's schedule runs the readers of
	// the cumsum's inputs pad_convert_fusion (s32[1048576]) and
	// compare_pad_fusion (pred[1048576]) before the loop (live [28,33)
	// and [29,34)), the model's after it (both live across the loop,
	// [27,50) and [26,49)): 5 MiB more at the model's peak. Not the
	// iotas: the model merges jnp.argsort's and jnp.unique's
	// s32[1048576] iotas into one (XLA's HloCSE skips instructions
	// without operands, HloCSE::ShouldEliminateInstruction, and keeps
	// two, each sorted in place), but keeping them apart moves no peak
	// here, and it takes the held-out cumsum_rank (whose two argsort
	// iotas XLA keeps apart too) from XLA's figure to 0.805 and gives
	// lin a second while (TestXLALinalgLin): some other difference there
	// is offset by the merge, not traced; the model keeps merging.
	"sort_unique":      {1.167, 1.167, 0, "order: the cumsum's two padded inputs (5 MiB) live across searchsorted's while loop, XLA runs their readers before it"},
	"threefry_dropout": {1.000, 1.000, 0, ""},
	"vmap_pexgrad":     {1.000, 1.000, 0, ""},
	// x64_sde's StableHLO text could not be read before the reader
	// expanded chlo.erf_inv on f64 (jax.random.normal under
	// jax_enable_x64; stablehlo_chlo.go, erfInv64): from it 0.8% over
	// XLA, its expansion not XLA's (Newton steps on erf and erfc's
	// asymptotic series where XLA evaluates one polynomial).
	"x64_sde": {1.008, 1.000, 0, ""},
}

// TestXLAFresh5 plans every program of testdata/xla-fresh5 from both texts
// a user holds (spmdModeled: --target cpu --schedule bfs --layout dense
// --align 64 --arena temp) and checks that nothing panics or fails, every
// plan verifies, argument, output and alias bytes equal XLA's, and each
// temp over XLA's keeps its ratio in fresh5Ratios: within ±15% with no
// cause, or outside it with one.
func TestXLAFresh5(t *testing.T) {
	if testing.Short() {
		t.Skip("plans 36 modules")
	}
	dir := filepath.Join("testdata", "xla-fresh5")
	if _, err := os.Stat(filepath.Join(dir, "memory.tsv")); err != nil {
		t.Skipf("no fifth fresh set (%v): regenerate with testdata/xla-fresh5/gen/dump.sh", err)
	}
	checkFreshSet(t, dir, "fresh5Ratios", "fifth fresh set", fresh5Ratios)
}
