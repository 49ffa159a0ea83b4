package planner

import (
	"bufio"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// spmdFigures is one row of testdata/xla-spmd/memory.tsv: JAX's
// Compiled.memory_analysis() of a sharded program, per device.
type spmdFigures struct {
	module, partitioner           string
	argument, output, alias, temp int64
}

// readSPMDTable reads testdata/xla-spmd/memory.tsv.
func readSPMDTable(t *testing.T) []spmdFigures {
	t.Helper()
	return readSPMDTableIn(t, filepath.Join("testdata", "xla-spmd"))
}

// readSPMDTableIn reads the memory.tsv of dir (testdata/xla-spmd or its
// heldout folder).
func readSPMDTableIn(t *testing.T, dir string) []spmdFigures {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, "memory.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []spmdFigures
	sc := bufio.NewScanner(f)
	var col map[string]int
	for sc.Scan() {
		fields := strings.Split(sc.Text(), "\t")
		if col == nil {
			col = map[string]int{}
			for i, h := range fields {
				col[h] = i
			}
			continue
		}
		num := func(name string) int64 {
			n, err := strconv.ParseInt(fields[col[name]], 10, 64)
			if err != nil {
				t.Fatalf("memory.tsv: %s of %s: %v", name, fields[0], err)
			}
			return n
		}
		out = append(out, spmdFigures{
			module: fields[0], partitioner: fields[col["partitioner"]],
			argument: num("argument"), output: num("output"), alias: num("alias"), temp: num("temp"),
		})
	}
	if len(out) < 10 {
		t.Fatalf("memory.tsv has %d programs, want at least 10", len(out))
	}
	return out
}

// TestSPMDPartitionedReference plans XLA's partitioned, optimized module of
// every sharded program (NAME.hlo, per device, with the collectives XLA
// inserted) as written, and checks the figures against XLA's per-device
// memory_analysis(): argument, output and alias bytes exactly, temp within
// 0.1%. Every one of these dumps parses (9 of 10 did not before the mesh
// form of replica_groups was read).
func TestSPMDPartitionedReference(t *testing.T) {
	for _, x := range readSPMDTable(t) {
		want := partitionedGaps[x.module]
		t.Run(x.module, func(t *testing.T) {
			res, err := PlanFile(filepath.Join("testdata", "xla-spmd", x.module+".hlo"),
				Config{Layout: "dense", Align: 64, Schedule: "text", Arena: "temp"})
			if err != nil {
				t.Fatal(err)
			}
			s := res[0].Stats
			if s.ArgumentBytes != x.argument || s.OutputBytes != x.output || s.AliasBytes != x.alias {
				t.Errorf("argument %d output %d alias %d; XLA %d %d %d", s.ArgumentBytes, s.OutputBytes, s.AliasBytes, x.argument, x.output, x.alias)
			}
			r := ratio(s.TempBytes, x.temp)
			if want.temp != 0 {
				if r < want.temp*0.999 || r > want.temp*1.001 {
					t.Errorf("temp %d, XLA %d (%.5fx): the known gap says %.5fx (%s): update partitionedGaps", s.TempBytes, x.temp, r, want.temp, want.why)
				}
			} else if r < 0.999 || r > 1.001 {
				t.Errorf("temp %d, XLA %d (%.5fx): want within 0.1%%", s.TempBytes, x.temp, r)
			}
		})
	}
}

// partitionedGaps are the programs whose partitioned module, planned as
// XLA wrote it, does not come within 0.1% of XLA's temp: the planner's
// temp over XLA's today. Not analysed yet: in each the planner's temp is
// the lower bound of XLA's own order (no schedule tried needs less), so
// XLA keeps buffers apart that the planner lets share.
var partitionedGaps = map[string]spmdGap{
	"attn_2d_sdy": {temp: 0.96551, why: "XLA keeps 256 KiB more: tuple all-reduces and layout copies (transpose_copy_fusion) around the head-sharded einsums"},
	"donor_adam":  {temp: 0.99289, why: "XLA keeps 128 KiB more around the all-to-all reshards of the Adam update"},
}

// lowered gaps: per program, what planning the lowered module (partitioned
// by package spmd, then the default pipeline) does not meet yet, with
// today's figures; the test asserts them, so that a change shows.
type spmdGap struct {
	output int64   // the planner's output bytes where they differ from XLA's
	alias  int64   // the planner's alias bytes where they differ from XLA's (-1 for 0)
	temp   float64 // the planner's temp over XLA's, where outside ±25%
	why    string
}

// spmdGaps: the per-device module has XLA's shapes and XLA's
// collectives (collectiveDiffs is empty), and package optimize models
// XLA:CPU's fusion on it; what is left is where the modeled fusion and schedule keep more (over)
// or fewer (under) values live than XLA:CPU does.
var spmdGaps = map[string]spmdGap{}

// spmdMedianGap was the median temp ratio over the first 15 programs,
// just outside ±10%; with the 22 of today the median is 1.000 (the seven
// added in issue 28 sit at or near 1 but for three), so it is not read
// unless the median leaves ±10% again.
const spmdMedianGap = 0.891

// TestSPMDLoweredReference plans each sharded program's lowered module
// with the default pipeline (partitioned per device by package spmd,
// modeled as XLA:CPU compiles it, XLA:CPU's BFS schedule) and
// compares with XLA's per-device memory_analysis(): argument and alias
// bytes exactly, output bytes exactly but where spmdGaps says otherwise;
// temp within ±10% of XLA's at the median and ±25% on every module but
// those of spmdGaps, which must hold their figures today (±1%).
func TestSPMDLoweredReference(t *testing.T) {
	var ratios []float64
	for _, x := range readSPMDTable(t) {
		res, err := PlanFile(filepath.Join("testdata", "xla-spmd", x.module+".lowered.hlo"),
			Config{Layout: "dense", Align: 64, Arena: "temp", Target: "cpu", Schedule: "bfs"})
		if err != nil {
			t.Errorf("%s: %v", x.module, err)
			continue
		}
		r := res[0]
		if r.SPMD == nil || r.SPMD.PartitionedBy != "planner" || r.SPMD.Devices != 8 {
			t.Errorf("%s: not partitioned per device: %+v", x.module, r.SPMD)
			continue
		}
		s := r.Stats
		gap := spmdGaps[x.module]
		wantAlias := x.alias
		if gap.alias != 0 {
			wantAlias = max(gap.alias, 0)
		}
		if s.ArgumentBytes != x.argument || s.AliasBytes != wantAlias {
			t.Errorf("%s: argument %d alias %d; want %d %d (XLA %d %d)", x.module, s.ArgumentBytes, s.AliasBytes, x.argument, wantAlias, x.argument, x.alias)
		}
		wantOut := x.output
		if gap.output != 0 {
			wantOut = gap.output
		}
		if s.OutputBytes != wantOut {
			t.Errorf("%s: output %d, want %d (XLA %d)", x.module, s.OutputBytes, wantOut, x.output)
		}
		q := ratio(s.TempBytes, x.temp)
		ratios = append(ratios, q)
		if gap.temp != 0 {
			if q < gap.temp*0.99 || q > gap.temp*1.01 {
				t.Errorf("%s: temp %.3fx XLA's, the known gap says %.3fx (%s): update spmdGaps", x.module, q, gap.temp, gap.why)
			}
		} else if q < 0.75 || q > 1.25 {
			t.Errorf("%s: temp %d, XLA %d (%.3fx): want within ±25%%", x.module, s.TempBytes, x.temp, q)
		}
	}
	sort.Float64s(ratios)
	med := (ratios[(len(ratios)-1)/2] + ratios[len(ratios)/2]) / 2
	if med < 0.9 || med > 1.1 {
		// Known gap: with the modeled fusion the median is 0.891, the
		// under-estimates above pulling it down; it must hold there.
		if med < spmdMedianGap*0.99 || med > spmdMedianGap*1.01 {
			t.Errorf("median temp ratio %.3f, want within ±10%% of XLA's or the known %.3f (ratios %v)", med, spmdMedianGap, ratios)
		}
	}
}

// transformerGap is the band of a variant's temp ratio while a known gap
// stands; a variant not listed must be within 10% of XLA's temp. None is
// left. The last was the logits, held whole per device (f32[8,128,4096]
// and f32[4,128,4096] live together, 24 MiB; 1.265x): the calls of
// log_softmax's and take_along_axis's transposes now pass their users'
// cuts back and are visited where called (XLA:CPU inlines calls before
// propagation), so they are
// f32[4,128,1024] per device as in XLA's module; and XLA:CPU's bf16
// collectives run in f32 (FloatNormalization), so the embedding
// gradient's all-reduce and the weights' all-gathers are f32 buffers
// twice the bf16 size at XLA's peak in the backward loop (XLA: 27.0 MiB
// live there); and under Shardy a loop's result takes its users' cuts,
// as under GSPMD (the backward loop's gradient accumulators). GSPMD and
// Shardy 0.945x, one per-device module as XLA's two are.
var transformerGap = map[string][2]float64{}

// TestSPMDTransformer plans a bf16 transformer training step on a 2x4
// (fsdp, tp) mesh — scanned, rematerialized layers, an embedding split
// over both axes, tied logits, cross-entropy; GSPMD and Shardy — from its
// lowered module (spmd/testdata, gen/transformer.py): per device,
// argument, output and alias bytes equal XLA's memory_analysis(), temp
// within 10% of it, and no reshard through full replication.
func TestSPMDTransformer(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("spmd", "testdata", "transformer.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(src)), "\n")[1:]
	if len(lines) != 2 {
		t.Fatalf("transformer.tsv has %d rows, want 2", len(lines))
	}
	for _, line := range lines {
		f := strings.Split(line, "\t")
		var x [4]int64
		for i := range x {
			x[i], err = strconv.ParseInt(f[2+i], 10, 64)
			if err != nil {
				t.Fatal(err)
			}
		}
		res, err := PlanFile(filepath.Join("spmd", "testdata", f[0]+".lowered.hlo"),
			Config{Layout: "dense", Align: 64, Arena: "temp", Target: "cpu"})
		if err != nil {
			t.Fatalf("%s: %v", f[0], err)
		}
		s := res[0].Stats
		if s.ArgumentBytes != x[0] || s.OutputBytes != x[1] || s.AliasBytes != x[2] {
			t.Errorf("%s: argument %d output %d alias %d; XLA %d %d %d", f[0], s.ArgumentBytes, s.OutputBytes, s.AliasBytes, x[0], x[1], x[2])
		}
		q := ratio(s.TempBytes, x[3])
		if gap, ok := transformerGap[f[0]]; ok {
			if q < gap[0] || q > gap[1] {
				t.Errorf("%s: temp %d, XLA %d (%.3fx): want within the known gap [%.2f, %.2f]", f[0], s.TempBytes, x[3], q, gap[0], gap[1])
			}
		} else if q < 0.9 || q > 1.1 {
			t.Errorf("%s: temp %d, XLA %d (%.3fx): want within 10%%", f[0], s.TempBytes, x[3], q)
		}
		t.Logf("%s: temp %d, XLA %d (%.3fx)", f[0], s.TempBytes, x[3], q)
		if sp := res[0].SPMD; sp == nil || sp.Devices != 8 || len(sp.Replications) != 0 {
			t.Errorf("%s: summary %+v", f[0], sp)
		}
	}
}

// transformerCollectiveDiffs are the differences, as collectiveDiff
// writes them, between the collectives of the transformer's modeled
// per-device module and XLA's (spmd/testdata/NAME.collectives, from
// XLA's optimized module by testdata/xla-spmd/gen/collectives.py).
//
// Both: XLA all-gathers the batch-cut token ids twice (for the
// embedding's gather and for its gradient's scatter-add), the model once
// (its reshard cache).
var transformerCollectiveDiffs = map[string]string{
	"transformer_gspmd":  "all-gather 15/8396800 -> 14/8392704",
	"transformer_shardy": "all-gather 15/8396800 -> 14/8392704",
}

// TestSPMDTransformerCollectives plans the transformer as
// TestSPMDTransformer does and lists the collectives of the modeled
// per-device module against XLA's by opcode, count and bytes; the
// differences must be those of transformerCollectiveDiffs.
func TestSPMDTransformerCollectives(t *testing.T) {
	for _, name := range []string{"transformer_gspmd", "transformer_shardy"} {
		res, err := PlanFile(filepath.Join("spmd", "testdata", name+".lowered.hlo"),
			Config{Layout: "dense", Align: 64, Arena: "temp", Target: "cpu"})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		xla := readCollectives(t, filepath.Join("spmd", "testdata", name+".collectives"))
		d := collectiveDiff(xla, collectivesByOpcode(res[0].Module))
		if want := transformerCollectiveDiffs[name]; d != want {
			t.Errorf("%s: collectives differ from XLA's by\n\t%s\nthe known difference is\n\t%s", name, orNone(d), orNone(want))
		}
	}
}
