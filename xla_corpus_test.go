package planner

import (
	"bufio"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// xlaCorpusDir holds the real modules (../shared/corpus/xla): XLA's test
// corpus, kept beside the repository and never copied into it.
const xlaCorpusDir = "../shared/corpus/xla"

// corpusTolerance is how far the planner's predicted total may be from
// XLA's memory_analysis() total, as a fraction of XLA's, on a module
// corpusGaps does not name.
const corpusTolerance = 0.025

// corpusConfigs are the planner's settings for each compile of
// testdata/xla-corpus: the target's fusion rules, dense byte sizes, the
// backend's buffer alignment (XLA:GPU 256, XLA:CPU 64) and the temp
// arena apart, so that argument + output + temp - alias is what
// memory_analysis() adds up (docs/xla.md, "Comparing with JAX's
// memory_analysis()"). XLA:CPU orders the module with its breadth-first
// scheduler (hlo_memory_scheduler.cc, BFSMemoryScheduler, its default
// under xla_cpu_enable_concurrency_optimized_scheduler; the planner's "bfs"),
// not the order that needs least memory: under "best" the planner's
// gemma2 temp was 26 MB where XLA:CPU's is 1.49 GB (the weight copies
// its order keeps live together), mobilenet's 5.15 GB against 7.78 GB.
var corpusConfigs = map[string]Config{
	"gpu": {Target: "h100", Layout: "dense", Align: 256, Arena: "temp"},
	"cpu": {Target: "cpu", Layout: "dense", Align: 64, Arena: "temp", Schedule: "bfs"},
}

// corpusGaps are the modules whose predicted total is outside
// corpusTolerance, keyed "backend module": the ratio planner/XLA lies
// in [lo, hi] (the measured ratio within 1%, so that a change of the
// model shows here), with the cause read from XLA's dumps (buffer
// assignment, memory-usage report and optimized module of the run that
// wrote xla-gpu.tsv and xla-cpu.tsv; testdata/xla-corpus/README.md).
var corpusGaps = map[string]struct {
	lo, hi float64
	cause  string
}{
	"gpu while_with_known_trip_count": {2.57, 2.63, "8 bytes: the model's result is the one-element tuple with its 8-byte pointer table; XLA's optimized module carries the loop state as a bare s32[] (output 4 bytes, 5 values in one allocation)"},
	"cpu while_with_known_trip_count": {2.57, 2.63, "8 bytes, as on the GPU"},
	"gpu mha_block_1x12x128x64_bf16":  {0.74, 0.76, "XLA:GPU's triton_softmax fusion writes its bf16[12,128,128] beside the gemm's (two 384 KiB temps live at once); the model writes the softmax over the gemm's result (one 384 KiB buffer, 3 values)"},
	"cpu mha_block_1x12x128x64_bf16":  {0.86, 0.89, "XLA:CPU keeps the softmax's exponential in f32 (convert_exponential_fusion f32[1,12,128,128], 768 KiB, where the model's is bf16) and converts v to f32 at the start, live across the softmax (0.75 under the best schedule, 0.875 under XLA:CPU's bfs)"},
	"gpu diffrax.b380012920":          {1.77, 1.81, "two f32[10000] at the model's peak, one in XLA's: the entry's error checks (conditional.6, conditional.7: pass the operand through, or a broadcast) have selectors computed from constants alone, which XLA folds (HloConstantFolding, then conditional_simplifier.cc inlines the branch taken: one loop_broadcast_fusion.1 of 40,000 bytes, 44 KiB of temp in all); the model keeps each conditional, its operand live to the close beside the result (2.69 before the branch's own root was written into the result, not copied beside it)"},
	"cpu diffrax.b380012920":          {1.91, 1.95, "the conditionals XLA folds, as on the GPU (wrapped_broadcast.1, 40,000 bytes; 2.88 before the branch root's copy was dropped)"},
	"gpu mobilenet_v2":                {1.38, 1.42, "batch norm: the model keeps batch-norm-training as one op whose f32 result lives to the backward pass beside the convolution's and the clamp's (three f32[96,96,112,112], 441 MiB each, at its peak); XLA:GPU expands batch norm (no batch-norm op in its optimized module) and fuses the normalization into the clamp (loop_and_clamp_fusion: a pred mask for the hardtanh gradient, 1 byte an element, and the f32 clamp output; the normalized value is never written)"},
	"cpu mobilenet_v2":                {0.96, 0.98, "2.7% under XLA:CPU (213 MB of its 7.78 GB temp) under XLA:CPU's breadth-first schedule (0.67 under the best schedule, which the old cause, layout transposes the model does not make, was read against); the rest not yet read from the dumps"},
	"gpu gemma2_2b_keras_jax":         {0.90, 0.93, "temp: XLA:GPU 995 MB, the model 13 MB (activations of 31 tokens); XLA:CPU's temp (1.49 GB, which the model now matches under XLA:CPU's bfs order) is copies of the attention weights for the decode step's f32[1,N] dots, computed all before the dots; gemma2's GPU dump was skipped to save device time, so whether XLA:GPU's scheduler does the like was not read"},
}

// corpusOutputGaps are the modules whose output bytes differ from XLA's:
// the difference, planner less XLA.
var corpusOutputGaps = map[string]int64{
	"while_with_known_trip_count": 8, // the tuple's pointer table, corpusGaps
	"diffrax.b380012920":          4, // the result tuple's: XLA:GPU and XLA:CPU count 180 bytes, the model 184
}

// xlaCorpusRow is one module of xla-gpu.tsv or xla-cpu.tsv.
type xlaCorpusRow struct {
	module                               string
	argument, output, alias, temp, total int64
	err                                  string
}

func readXLACorpus(t *testing.T, path string) []xlaCorpusRow {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	sc.Scan() // header
	var rows []xlaCorpusRow
	for line := 2; sc.Scan(); line++ {
		c := strings.Split(sc.Text(), "\t")
		if len(c) != 8 {
			t.Fatalf("%s:%d: %d columns, want 8", path, line, len(c))
		}
		r := xlaCorpusRow{module: c[0], err: c[7]}
		if r.err == "-" {
			r.err = ""
			for i, p := range []*int64{&r.argument, &r.output, &r.alias, &r.temp} {
				v, err := strconv.ParseInt(c[1+i], 10, 64)
				if err != nil {
					t.Fatalf("%s:%d: %v", path, line, err)
				}
				*p = v
			}
			v, err := strconv.ParseInt(c[6], 10, 64)
			if err != nil {
				t.Fatalf("%s:%d: %v", path, line, err)
			}
			r.total = v
			if r.argument+r.output+r.temp-r.alias != r.total {
				t.Fatalf("%s:%d: total %d is not argument + output + temp - alias", path, line, r.total)
			}
		}
		rows = append(rows, r)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows
}

// TestXLACorpusTotals plans the real modules of ../shared/corpus/xla as
// XLA:GPU (--target h100) and XLA:CPU (--target cpu) compile them and
// holds the predicted total (argument + output + temp - alias, as
// memory_analysis() adds it up) against XLA's own compile of the module
// as it is (testdata/xla-corpus: XLA:GPU on an NVIDIA H200, jaxlib
// 0.11.2; XLA:CPU, jax 0.10.2). Each ratio planner/XLA is within
// corpusTolerance, or within the bounds corpusGaps names with its cause
// (and then outside the tolerance, so that a closed gap is taken off the
// list); argument and alias bytes equal XLA's, output bytes too but for
// corpusOutputGaps. A module XLA refused is a row with its error: the
// planner still plans it. Skips when the corpus is absent.
func TestXLACorpusTotals(t *testing.T) {
	if _, err := os.Stat(xlaCorpusDir); err != nil {
		t.Skipf("no corpus at %s: the real modules are not in this checkout", xlaCorpusDir)
	}
	if testing.Short() {
		t.Skip("plans gemma2 (13,761 instructions) twice; skipped in -short mode")
	}
	seenGaps := map[string]bool{}
	var table []string
	for _, backend := range []string{"gpu", "cpu"} {
		rows := readXLACorpus(t, filepath.Join("testdata/xla-corpus", "xla-"+backend+".tsv"))
		if len(rows) != 10 {
			t.Errorf("xla-%s.tsv: %d modules, want 10", backend, len(rows))
		}
		for _, x := range rows {
			key := backend + " " + x.module
			res, err := PlanFile(filepath.Join(xlaCorpusDir, x.module+".hlo"), corpusConfigs[backend])
			if err != nil {
				t.Errorf("%s: %v", key, err)
				continue
			}
			s := res[0].Stats
			if x.err != "" {
				t.Logf("%s: XLA refused it (%s); the planner's total %d", key, x.err, s.ArgumentBytes+s.OutputBytes+s.TempBytes-s.AliasBytes)
				table = append(table, fmt.Sprintf("%s | %s | refused | - | -", backend, x.module))
				continue
			}
			if s.ArgumentBytes != x.argument {
				t.Errorf("%s: argument %d, XLA %d", key, s.ArgumentBytes, x.argument)
			}
			if s.AliasBytes != x.alias {
				t.Errorf("%s: alias %d, XLA %d", key, s.AliasBytes, x.alias)
			}
			if d := s.OutputBytes - x.output; d != corpusOutputGaps[x.module] {
				t.Errorf("%s: output %d, XLA %d: %+d, corpusOutputGaps names %+d", key, s.OutputBytes, x.output, d, corpusOutputGaps[x.module])
			}
			predicted := s.ArgumentBytes + s.OutputBytes + s.TempBytes - s.AliasBytes
			ratio := float64(predicted) / float64(x.total)
			table = append(table, fmt.Sprintf("%s | %s | %d | %d | %.4f | temp %d / %d", backend, x.module, x.total, predicted, ratio, x.temp, s.TempBytes))
			within := math.Abs(ratio-1) <= corpusTolerance
			gap, named := corpusGaps[key]
			switch {
			case named:
				seenGaps[key] = true
				if within {
					t.Errorf("%s: ratio %.4f is within %.3f now; take it off corpusGaps (%s)", key, ratio, corpusTolerance, gap.cause)
				} else if ratio < gap.lo || ratio > gap.hi {
					t.Errorf("%s: ratio %.4f (planner %d, XLA %d) outside corpusGaps' [%.2f, %.2f] (%s)", key, ratio, predicted, x.total, gap.lo, gap.hi, gap.cause)
				}
			case !within:
				t.Errorf("%s: planner %d, XLA %d: ratio %.4f outside 1 ± %.3f", key, predicted, x.total, ratio, corpusTolerance)
			}
		}
	}
	for key := range corpusGaps {
		if !seenGaps[key] {
			t.Errorf("corpusGaps names %s, which no row compiled", key)
		}
	}
	t.Logf("backend | module | XLA total | planner | ratio | temp XLA / planner\n%s", strings.Join(table, "\n"))
}
