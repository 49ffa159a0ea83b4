package planner

// testdata/xla-lowered/heldout holds single-device JAX programs written
// after the 27 of testdata/xla-lowered were tuned against, the way JAX
// users write them (a KV-cache decode loop, AdamW with clipping and label
// smoothing, a scan RNN under save_only_these_names, per-example DP
// gradients, a DDIM sampler in a while loop, LU/SVD, top_k beam search, a
// segment_sum GNN, conv_transpose with batch norm, fp16 loss scaling,
// cumsum/searchsorted/argsort, rbg dropout, a lopsided lax.cond, a 128k
// vocabulary logsumexp, an FFT convolution). XLA's figures are XLA:CPU's
// memory_analysis() from jax/jaxlib 0.10.2. The test plans each as_text
// module as a user would, with the configuration of TestXLALoweredAsText.

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// loweredHeldoutGaps are the held-out programs whose modeled temp is
// outside ±15% of XLA's: the ratio measured today (held to ±1%, so that a
// change either way shows) and the cause as far as it is traced.
var loweredHeldoutGaps = map[string]heldoutGap{
	// rbg_dropout (131,137,536 bytes, XLA 106,102,848): XLA takes the
	// softmax's exp / broadcast(sum) as a multiply by a reciprocal on
	// [8,8,256] (broadcast_divide_fusion) and the backward's YNNPACK
	// fusion scales it by the dropout's 1/0.9 and broadcasts it inside
	// (ynn_fusion.3); the model keeps divisors that are no square root
	// divides (simplify.go, divideByBroadcast: modeled, 0.960, but the
	// modules --emit-hlo wrote computed other bits than XLA's compile of
	// the input), so the sum broadcast to f32[8,8,256,256] is a 16 MiB
	// buffer read forward and backward (16 of the 24 MiB over XLA).
	"rbg_dropout": {1.275, "the softmax's broadcast sum kept as a 16 MiB buffer read forward and backward (XLA: a reciprocal on [8,8,256], broadcast inside the YNNPACK fusion)"},
	// svd_solve (6,324,256 bytes, XLA 4,489,576): XLA's buffer assignment
	// puts the LU's lower triangle (broadcast_select_fusion.1, 2 MiB, read
	// by the two triangular solves) into the output allocation of the
	// solution (wrapped_copy), with the SVD's overwritten input; the model
	// keeps it in the temp arena, live beside the SVD's u and vt: one more
	// f32[8,256,256] at the peak. Ranking the output allocations by XLA's
	// post order (AssignBuffersForComputations) closes it (4,497,440,
	// 1.002x; branch cumsvd-postorder), but moves the remat harness's
	// rows (docs/xla.md, held-out section).
	"svd_solve": {1.409, "the LU triangle kept in temp (XLA: colocated in the solution's output allocation): one more 2 MiB at the SVD's peak"},
}

// TestXLALoweredHeldOut plans every held-out program's as_text module as
// XLA:CPU would compile it and holds argument, output and alias bytes
// equal to XLA's memory_analysis(), and the temp within ±15% of XLA's but
// for loweredHeldoutGaps, which must keep their measured ratio.
func TestXLALoweredHeldOut(t *testing.T) {
	if testing.Short() {
		t.Skip("plans 15 modules")
	}
	dir := filepath.Join("testdata", "xla-lowered", "heldout")
	refs := readLoweredRefsIn(t, dir)
	if len(refs) < 12 {
		t.Fatalf("%d held-out programs, want at least 12", len(refs))
	}
	cfg := Config{Layout: "dense", Align: 64, Arena: "temp", Target: "cpu", Schedule: "bfs"}
	names := map[string]bool{}
	var table strings.Builder
	fmt.Fprintf(&table, "%-16s %12s %12s %7s\n", "module", "XLA temp", "modeled", "×XLA")
	for _, x := range refs {
		names[x.module] = true
		res, err := PlanFile(filepath.Join(dir, x.module+".astext.hlo"), cfg)
		if err != nil {
			t.Errorf("%s: %v", x.module, err)
			continue
		}
		r := res[0]
		if !r.Modeled || r.Stage != "lowered" || r.SPMD != nil {
			t.Errorf("%s: stage %s, modeled %v, spmd %s", x.module, r.Stage, r.Modeled, describeSPMD(r.SPMD))
			continue
		}
		s := r.Stats
		if s.ArgumentBytes != x.argument || s.OutputBytes != x.output || s.AliasBytes != x.alias {
			t.Errorf("%s: argument/output/alias %d/%d/%d, XLA's %d/%d/%d", x.module,
				s.ArgumentBytes, s.OutputBytes, s.AliasBytes, x.argument, x.output, x.alias)
		}
		q := ratio(s.TempBytes, x.temp)
		if gap, ok := loweredHeldoutGaps[x.module]; ok {
			if q < gap.temp*0.99 || q > gap.temp*1.01 {
				t.Errorf("%s: temp %d, XLA %d (%.3fx); loweredHeldoutGaps says %.3fx (%s): update it", x.module, s.TempBytes, x.temp, q, gap.temp, gap.why)
			}
		} else if q < 0.85 || q > 1.15 {
			t.Errorf("%s: temp %d, XLA %d (%.3fx): want within ±15%%", x.module, s.TempBytes, x.temp, q)
		}
		fmt.Fprintf(&table, "%-16s %12d %12d %7.3f\n", x.module, x.temp, s.TempBytes, q)
	}
	t.Logf("held-out as_text, temp against XLA:CPU's memory_analysis():\n%s", table.String())
	for _, k := range sortedKeys(loweredHeldoutGaps) {
		if !names[k] {
			t.Errorf("loweredHeldoutGaps names %s, no program of %s", k, dir)
		}
	}
}
