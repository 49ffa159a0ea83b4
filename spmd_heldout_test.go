package planner

// testdata/xla-spmd/heldout holds sharded programs written after the 22
// of testdata/xla-spmd were tuned against, the way JAX users write them
// (a 2-D mesh transformer block with with_sharding_constraint in the
// middle, sequence parallelism, a shard_map pipeline, expert parallelism
// on a 4x2 mesh, spatially sharded convolutions, FSDP over a
// rematerialized scan, gradient accumulation in a fori_loop, a
// vocabulary-sharded embedding on a 2x4 mesh, sharded parameters with
// replicated momenta, bf16 parameters with f32 masters, shapes the mesh
// does not divide, sequence-sharded attention). XLA's figures are
// XLA:CPU's per-device memory_analysis() from jax/jaxlib 0.10.2 on 8 host
// devices. The test plans each as_text module as a user would.

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// heldoutGap is a held-out program whose temp is outside ±15% of XLA's:
// its ratio today (held to ±1%, so that a change either way shows) and
// the cause as far as it is traced.
type heldoutGap struct {
	temp float64 // the planner's temp over XLA's
	why  string
}

// heldoutGaps are the held-out programs whose planned temp is outside
// ±15% of XLA's per-device temp.
var heldoutGaps = map[string]heldoutGap{
	// None today. pipe_shardmap was one (1.500x, 393,216 bytes against
	// XLA's 262,144) until the scatter-expander pass of package optimize
	// (optimize/scatter_expand.go): its shard_map body writes
	// out.at[k].set(where(stage == 7, y, 0)) at a constant k, which
	// XLA:CPU's ScatterExpander (kEliminateSimpleScatters) makes a
	// dynamic-update-slice (the first, into zeros, a pad) with the select
	// fused in place; the modeled module kept the scatter, whose select
	// was a fusion of its own, one more f32[64,512] live at the peak.
}

// TestSPMDHeldOut plans every held-out program's as_text module
// (testdata/xla-spmd/heldout/NAME.astext.hlo) with the configuration of
// TestSPMDAsText and holds argument, output and alias bytes equal to
// XLA's per-device memory_analysis(), and temp within ±15% of XLA's but
// for heldoutGaps, which must keep their measured ratio.
func TestSPMDHeldOut(t *testing.T) {
	dir := filepath.Join("testdata", "xla-spmd", "heldout")
	rows := readSPMDTableIn(t, dir)
	names := map[string]bool{}
	var table strings.Builder
	fmt.Fprintf(&table, "%-16s %-7s %12s %12s %7s\n", "module", "part.", "XLA temp", "planner", "×XLA")
	for _, x := range rows {
		names[x.module] = true
		path := filepath.Join(dir, x.module+".astext.hlo")
		src, err := os.ReadFile(path)
		if err != nil {
			t.Errorf("%s: %v", x.module, err)
			continue
		}
		res, err := PlanSource(path, src, spmdModeled)
		if err != nil {
			t.Errorf("%s: %v", x.module, err)
			continue
		}
		r := res[0]
		if r.SPMD == nil || r.SPMD.PartitionedBy != "planner" || r.SPMD.Devices != 8 {
			t.Errorf("%s: not partitioned for 8 devices: %s", x.module, describeSPMD(r.SPMD))
			continue
		}
		s := r.Stats
		if s.ArgumentBytes != x.argument || s.OutputBytes != x.output || s.AliasBytes != x.alias {
			t.Errorf("%s: argument/output/alias %d/%d/%d, XLA %d/%d/%d", x.module,
				s.ArgumentBytes, s.OutputBytes, s.AliasBytes, x.argument, x.output, x.alias)
		}
		q := ratio(s.TempBytes, x.temp)
		if gap, ok := heldoutGaps[x.module]; ok {
			if q < gap.temp*0.99 || q > gap.temp*1.01 {
				t.Errorf("%s: temp %d, XLA %d (%.3fx); heldoutGaps says %.3fx (%s): update it", x.module, s.TempBytes, x.temp, q, gap.temp, gap.why)
			}
		} else if q < 0.85 || q > 1.15 {
			t.Errorf("%s: temp %d, XLA %d (%.3fx): want within ±15%%", x.module, s.TempBytes, x.temp, q)
		}
		fmt.Fprintf(&table, "%-16s %-7s %12d %12d %7.3f\n", x.module, x.partitioner, x.temp, s.TempBytes, q)
	}
	t.Logf("held-out as_text, temp against XLA's per-device memory_analysis():\n%s", table.String())
	for _, k := range sortedKeys(heldoutGaps) {
		if !names[k] {
			t.Errorf("heldoutGaps names %s, no program of %s", k, dir)
		}
	}
}
