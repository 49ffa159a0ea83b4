package planner

// testdata/xla-spmd/fresh5 holds 24 sharded JAX programs written after
// the sharded sets of testdata/xla-spmd, testdata/xla-spmd/heldout and
// testdata/xla-fresh, of kinds none of them has: a 3-D (2,2,2) mesh with
// partial replication, 1x8 and 8x1 meshes, a mesh over 4 of the 8 devices,
// a mesh over permuted devices with an open dimension, all_to_all expert
// parallelism and a 4-stage fori_loop pipeline under shard_map, a scan over
// layers cut on the scanned dimension, rows -> columns -> transposed-mesh
// resharding, Adam whose out_shardings differ from its in_shardings,
// explicit axis types with jax.sharding.reshard, a partially manual
// shard_map, uneven int and bool arrays, cond and while with collectives,
// sort, top_k and random bits on cut dimensions, collectives over parts
// of a 3-D mesh, check_vma with a complex FFT; several under both
// partitioners. XLA's figures are XLA:CPU's per-device memory_analysis()
// from jax/jaxlib 0.10.2 on 8 host devices. The test plans the two texts
// a user holds and XLA's own partitioned module.

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/planner-dev/planner/assign"
)

// spmdFresh5Ratio is one program's modeled temp over XLA's per-device temp,
// today: from its StableHLO text (NAME.stablehlo.mlir), from its HLO text
// (NAME.astext.hlo) and from XLA's partitioned, optimized module planned
// as written (NAME.hlo); devices is the device count the planner must
// read from the shardings; why names the traced cause of a ratio of the
// two user texts outside ±15%.
type spmdFresh5Ratio struct {
	mlir, hlo, xla float64
	devices        int64
	why            string
}

// spmdFresh5Ratios is every program of testdata/xla-spmd/fresh5, each ratio
// held to ±1% so that a change either way shows.
var spmdFresh5Ratios = map[string]spmdFresh5Ratio{
	// adam_reshard (18,350,276 bytes, XLA 25,166,528; XLA's module as
	// written 1.000): the peak is the first weight's 8 MiB gradient and
	// its combined all-reduce with the loss in both (all-reduce.2: dot.4
	// and the loss). In XLA's schedule that all-reduce runs after the
	// other weight's Adam update, whose all-to-all pieces (48 buffers,
	// 3.9 MiB) are live across it, beside the batch XLA gathers a second
	// time (all-gather.3, 2 MiB; the model gathers it once). XLA's own
	// module planned in postorder needs 18.0 MiB, as the model.
	"adam_reshard":  {0.729, 0.729, 1.000, 8, "order: XLA runs the 8 MiB gradient's combined all-reduce after the other update, whose all-to-all pieces and a re-gathered batch are live across it"},
	"cond_psum":     {1.000, 1.000, 1.000, 8, ""},
	"cond_psum_sdy": {1.000, 1.000, 1.000, 8, ""},
	"ep_a2a":        {1.000, 1.000, 1.000, 8, ""},
	"ep_a2a_gspmd":  {1.000, 1.000, 1.000, 8, ""},
	// explicit_axes (23,068,676 bytes, XLA 27,263,064; XLA's module as
	// written 1.000): the second einsum contracts the hidden activation,
	// resharded to P('data', None) (whole over 'model'), with the weight
	// whose rows 'model' cuts. XLA slices the activation onto the
	// weight's tiles and all-reduces the partial [256,1024] (1 MiB) in
	// the forward, and gathers the weight (16 MiB) only for the backward's
	// h-gradient dot (ynn_fusion.1), where its peak also holds the first
	// weight's 4 MiB gradient (dot.4, waiting for the combined
	// all-reduce) and the 4 MiB h-gradient. The model gathers the weight
	// for the forward dot and reuses it, its peak at that gather. Slicing
	// the lhs in every such dot (the mirror of dot_handler.cc's
	// PartitionBaseCase rule the model has for the rhs) was tried: 0.615
	// here, and donor_adam, fsdp_mlp and scan_layers of ../ moved away
	// from XLA's collectives; XLA's choice is by cost, not traced further.
	"explicit_axes": {0.846, 0.846, 1.000, 8, "dot strategy: XLA slices the replicated activation onto the weight's row tiles and all-reduces in the forward, gathering the 16 MiB weight in the backward only, where more is live"},
	"mesh1x8":       {1.000, 1.000, 1.000, 8, ""},
	"mesh3d_gspmd":  {0.970, 0.970, 0.970, 8, ""},
	"mesh3d_sdy":    {0.970, 0.970, 0.970, 8, ""},
	// mesh4_of8: a mesh over devices 0..3 of 8; the program has 4
	// partitions (XLA's num_partitions=4), read from the shardings.
	"mesh4_of8":       {1.000, 1.000, 1.000, 4, ""},
	"mesh4_of8_gspmd": {1.000, 1.000, 1.000, 4, ""},
	"mesh8x1":         {1.000, 1.000, 1.000, 8, ""},
	"nested_axes":     {1.000, 1.000, 1.000, 8, ""},
	"perm_mesh":       {1.000, 1.000, 1.000, 8, ""},
	"perm_mesh_gspmd": {1.000, 1.000, 1.000, 8, ""},
	// pipe4_fori was 3.330 (655,556 bytes, XLA 196,856): the body writes
	// out = where(last stage, dynamic_update_slice(out, y, k), out), which
	// XLA's AlgebraicSimplifier writes as dynamic-update-slice(out,
	// select(p, y, dynamic-slice(out, k)), k), in place; the model kept
	// the select of the whole f32[8,32,512], a new 512 KiB buffer in every
	// iteration (optimize/simplify.go, selectIntoUpdate, now does as XLA).
	// Left: 131,265 bytes, what XLA's own module plans to as written
	// (0.667): XLA's buffer assignment gives the loop's 64 KiB
	// activations one more slot than the model's heap, not traced.
	"pipe4_fori": {0.667, 0.667, 0.667, 8, "XLA's buffer assignment: its own module as written plans to the same 131,265 bytes (64 KiB less than XLA's heap)"},
	// scan_stacked was 0.604 (108,527,812 bytes): the model gathered the
	// stacked weights (cut on the scanned dimension) inside each loop,
	// XLA's WhileLoopInvariantCodeMotion hoists the four 32 MiB
	// all-gathers into the entry, all live together at its peak
	// (optimize/while_loop.go hoists them now).
	"scan_stacked": {1.000, 1.000, 1.000, 8, ""},
	"shmap_auto":   {1.125, 1.125, 1.000, 8, ""},
	// topk_sorted was 1.600 (the random bits made whole on every device
	// until a call's tuple result passed its users' cuts back,
	// spmd/propagate.go) and then 0.604 (the top_k's rows kept cut, its
	// sorted dimension alone gathered): XLA:CPU runs top_k as a TopK
	// custom call on the whole operand under both partitioners
	// (all-gather.1 f32[256,4096] over both mesh axes), as the model now
	// does. topk_gspmd is the same program under GSPMD.
	"topk_gspmd":  {1.000, 1.000, 1.000, 8, ""},
	"topk_sorted": {1.000, 1.000, 1.000, 8, ""},
	// uneven_ints was 1.954 (4,224,004 bytes): the model gathered the
	// 4 MiB table whole for a lookup whose ids are cut over the same
	// devices; XLA replicates the ids and sums the masked lookups
	// (spmd/partition.go's gather now does).
	"uneven_gspmd": {0.948, 0.948, 1.000, 8, ""},
	"uneven_ints":  {0.948, 0.948, 1.000, 8, ""},
	"vma_fft":      {1.000, 1.000, 1.000, 8, ""},
	// wsc_rows2cols (8,388,608 bytes, XLA 10,483,968): XLA moves x by
	// all-to-all twice (for exp(x) to columns and again for the '+ x' in
	// the ('b','a') layout, then a collective-permute reorders the
	// devices), 1 MiB more live at its peak than the model's reshards; and
	// XLA's heap: its own module as written plans to 0.900.
	"wsc_rows2cols": {0.800, 0.800, 0.900, 8, "XLA reshards x twice (all-to-all, then a device-reordering collective-permute), and its heap opens a slot more (0.900 on its own module)"},
}

// TestSPMDFresh5 plans every program of testdata/xla-spmd/fresh5 from
// both texts a user holds, with the configuration of the other sharded
// tests (spmdModeled), and XLA's partitioned module as written; it checks
// that nothing panics or fails, every plan verifies, the device count is
// the program's, argument, output and alias bytes equal XLA's, and each
// temp over XLA's keeps its ratio in spmdFresh5Ratios: within ±15% with no
// cause, or outside it with one.
func TestSPMDFresh5(t *testing.T) {
	if testing.Short() {
		t.Skip("plans 72 modules")
	}
	dir := filepath.Join("testdata", "xla-spmd", "fresh5")
	if _, err := os.Stat(filepath.Join(dir, "memory.tsv")); err != nil {
		t.Skipf("no fresh5 programs (%v): regenerate with testdata/xla-spmd/fresh5/gen/dump.sh", err)
	}
	rows := readSPMDTableIn(t, dir)
	names := map[string]bool{}
	var table strings.Builder
	fmt.Fprintf(&table, "%-16s %-7s %12s %12s %7s %12s %7s %12s %7s\n", "module", "part.", "XLA temp", "StableHLO", "×XLA", "HLO text", "×XLA", "XLA's", "×XLA")
	within := 0
	for _, x := range rows {
		names[x.module] = true
		want, known := spmdFresh5Ratios[x.module]
		if !known {
			t.Errorf("%s: not in spmdFresh5Ratios", x.module)
		}
		var got [3]float64
		var temp [3]int64
		for i, ext := range []string{".stablehlo.mlir", ".astext.hlo", ".hlo"} {
			r, err := planFresh(filepath.Join(dir, x.module+ext))
			if err != nil {
				t.Errorf("%s%s: %v", x.module, ext, err)
				continue
			}
			if err := assign.Verify(r.Problem, r.Solution); err != nil {
				t.Errorf("%s%s: plan does not verify: %v", x.module, ext, err)
			}
			by := "planner"
			if ext == ".hlo" {
				by = "xla"
			}
			if r.SPMD == nil || r.SPMD.PartitionedBy != by || known && r.SPMD.Devices != want.devices {
				t.Errorf("%s%s: want partitioned by %s for %d devices: %s", x.module, ext, by, want.devices, describeSPMD(r.SPMD))
			}
			s := r.Stats
			if s.ArgumentBytes != x.argument || s.OutputBytes != x.output || s.AliasBytes != x.alias {
				t.Errorf("%s%s: argument/output/alias %d/%d/%d, XLA %d/%d/%d", x.module, ext,
					s.ArgumentBytes, s.OutputBytes, s.AliasBytes, x.argument, x.output, x.alias)
			}
			temp[i], got[i] = s.TempBytes, ratio(s.TempBytes, x.temp)
		}
		fmt.Fprintf(&table, "%-16s %-7s %12d %12d %7.3f %12d %7.3f %12d %7.3f\n", x.module, x.partitioner, x.temp,
			temp[0], got[0], temp[1], got[1], temp[2], got[2])
		if !known {
			continue
		}
		for i, w := range []float64{want.mlir, want.hlo, want.xla} {
			text := [...]string{"StableHLO text", "HLO text", "XLA's module"}[i]
			if got[i] < w*0.99 || got[i] > w*1.01 {
				t.Errorf("%s: %s's temp %d, XLA %d (%.3fx); spmdFresh5Ratios says %.3fx: update it", x.module, text, temp[i], x.temp, got[i], w)
			}
		}
		off := want.mlir < 0.85 || want.mlir > 1.15 || want.hlo < 0.85 || want.hlo > 1.15
		if off != (want.why != "") {
			t.Errorf("%s: ratios %.3fx/%.3fx, cause %q: a ratio outside ±15%% needs a cause, one within none", x.module, want.mlir, want.hlo, want.why)
		}
		if !off {
			within++
		}
	}
	t.Logf("fresh5 sharded programs, temp against XLA:CPU's per-device memory_analysis(), %d of %d within ±15%%:\n%s", within, len(rows), table.String())
	for _, k := range sortedKeys(spmdFresh5Ratios) {
		if !names[k] {
			t.Errorf("spmdFresh5Ratios names %s, no program of %s", k, dir)
		}
	}
}
