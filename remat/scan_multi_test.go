package remat

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/planner-dev/planner/cost"
	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/layout"
	"github.com/planner-dev/planner/memspace"
	"github.com/planner-dev/planner/schedule"
)

// checkpointNoPanic runs checkpointScansK on m and returns the panic it
// raises as an error, nil when it returns.
func checkpointNoPanic(m *hlo.Module, size func(hlo.Shape) int64, tg cost.Target, lean bool, k int64) (cm *hlo.Module, ch []Change, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v", p)
		}
	}()
	cm, ch = checkpointScansK(m, size, tg, lean, k)
	return cm, ch, nil
}

// TestCheckpointScansMultiCarry checkpoints scans the rewrite once
// indexed past the end of (issue 33: held-out lstm's two carries h and c
// panicked with "index out of range"): two carries with the counter,
// stacks and an invariant between them; a scalar carry beside an array
// one; one carry with stacks of rows of two shapes (f32[6], f32[2,3]
// written and read through calls). Each gets one checkpoint buffer per
// carry of ⌈T/k⌉+1 rows, k-row stacks, and a backward loop carrying the
// checkpoints and the segment held. XLA:CPU computes the same outputs
// for each fixture and its checkpointed modules at k = 2, 3, 4 and 9
// (and 1 for the scalar carry), measured with
// testdata/xla-remat/gen/xlarun.py, seed 1.
func TestCheckpointScansMultiCarry(t *testing.T) {
	size := layout.Dense(64).Bytes
	for _, tc := range []struct {
		file    string
		k       int64
		fwd     string
		bwd     string
		carries int
	}{
		// k = 3: 3-row stacks, 4 checkpoint rows (3 segments and the row the other steps write).
		{"scan_two_carry.hlo", 3,
			"(f32[4], s32[], f32[3,4], f32[4], f32[9,4], f32[3,4], f32[4,4], f32[4,4])",
			"(s32[], f32[4], f32[3,4], f32[3,4], f32[4,4], f32[4,4], f32[9,4], s32[])", 2},
		// k = 4: 3 segments (4, 4, 1 steps).
		{"scan_two_carry.hlo", 4,
			"(f32[4], s32[], f32[4,4], f32[4], f32[9,4], f32[4,4], f32[4,4], f32[4,4])",
			"(s32[], f32[4], f32[4,4], f32[4,4], f32[4,4], f32[4,4], f32[9,4], s32[])", 2},
		// A scalar carry checkpoints into f32[4] (one row per segment, and one).
		{"scan_scalar_carry.hlo", 3,
			"(s32[], f32[4], f32[3,4], f32[9,4], f32[], f32[4,4], f32[4])",
			"(s32[], f32[4], f32[3,4], f32[4,4], f32[4], f32[9,4], s32[])", 2},
		{"scan_shapes.hlo", 3,
			"(s32[], f32[6], f32[3,6], f32[3,2,3], f32[9,6], f32[4,6])",
			"(s32[], f32[3,2,3], f32[6], f32[3,6], f32[4,6], f32[9,6], s32[])", 1},
	} {
		parse, src, tg := scanFixture(t, tc.file)
		m := parse(string(src))
		before := m.String()
		cm, ch, err := checkpointNoPanic(m, size, tg, false, tc.k)
		if err != nil {
			t.Fatalf("%s k=%d: %v", tc.file, tc.k, err)
		}
		if cm == nil || len(ch) != 1 {
			t.Fatalf("%s k=%d: %d changes; want one checkpointed scan", tc.file, tc.k, len(ch))
		}
		if m.String() != before {
			t.Errorf("%s: CheckpointScans changed its input", tc.file)
		}
		if c := ch[0]; c.Kind != "scan" || c.Value != "w" || c.Step != 9 || c.Chain != int(tc.k) {
			t.Errorf("%s: change %+v: want scan of w, T=9, k=%d", tc.file, c, tc.k)
		}
		if err := CheckScans(m, cm); err != nil {
			t.Errorf("%s k=%d: CheckScans: %v", tc.file, tc.k, err)
		}
		for _, in := range cm.Entry.Instructions {
			switch in.Name {
			case "w":
				if got := in.Shape.String(); got != tc.fwd {
					t.Errorf("%s k=%d: forward state %s, want %s", tc.file, tc.k, got, tc.fwd)
				}
			case "b":
				if got := in.Shape.String(); got != tc.bwd {
					t.Errorf("%s k=%d: backward state %s, want %s", tc.file, tc.k, got, tc.bwd)
				}
			}
		}
		// The recompute loop starts from one row of every checkpoint.
		var inner *hlo.Instruction
		for _, c := range cm.Computations {
			for _, in := range c.Instructions {
				if in.Opcode == "while" && c != cm.Entry {
					inner = in
				}
			}
		}
		if inner == nil {
			t.Fatalf("%s: no recompute loop in the backward body", tc.file)
		}
		rows := 0
		for _, o := range inner.Operands[0].Operands {
			if o.Opcode == "reshape" && len(o.Operands) == 1 && o.Operands[0].Opcode == "dynamic-slice" {
				rows++
			}
		}
		if rows != tc.carries {
			t.Errorf("%s k=%d: the recompute starts from %d checkpoint rows, want %d (one per carry)", tc.file, tc.k, rows, tc.carries)
		}
	}
}

// scanTupleCarry is scan_small.hlo with its carry h held in a nested
// tuple (h, h') of the loop state.
const scanTupleCarry = `HloModule scan_tuple_carry

fwd_body {
  p = (s32[], (f32[4], f32[4]), f32[9,4], f32[9,4]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  one = s32[] constant(1)
  i1 = s32[] add(i, one)
  ht = (f32[4], f32[4]) get-tuple-element(p), index=1
  h = f32[4] get-tuple-element(ht), index=0
  xs = f32[9,4] get-tuple-element(p), index=3
  zero = s32[] constant(0)
  xrow = f32[1,4] dynamic-slice(xs, i, zero), dynamic_slice_sizes={1,4}
  x = f32[4] reshape(xrow)
  hx = f32[4] add(h, x)
  h2 = f32[4] tanh(hx)
  ht2 = (f32[4], f32[4]) tuple(h2, hx)
  st = f32[9,4] get-tuple-element(p), index=2
  hrow = f32[1,4] reshape(h2)
  st2 = f32[9,4] dynamic-update-slice(st, hrow, i, zero)
  ROOT out = (s32[], (f32[4], f32[4]), f32[9,4], f32[9,4]) tuple(i1, ht2, st2, xs)
}

fwd_cond {
  p = (s32[], (f32[4], f32[4]), f32[9,4], f32[9,4]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  n = s32[] constant(9)
  ROOT lt = pred[] compare(i, n), direction=LT
}

bwd_body {
  p = (s32[], f32[4], f32[9,4]) parameter(0)
  j = s32[] get-tuple-element(p), index=0
  one = s32[] constant(1)
  j1 = s32[] add(j, one)
  last = s32[] constant(8)
  t = s32[] subtract(last, j)
  st = f32[9,4] get-tuple-element(p), index=2
  zero = s32[] constant(0)
  rrow = f32[1,4] dynamic-slice(st, t, zero), dynamic_slice_sizes={1,4}
  r = f32[4] reshape(rrow)
  g = f32[4] get-tuple-element(p), index=1
  g2 = f32[4] multiply(g, r)
  ROOT out = (s32[], f32[4], f32[9,4]) tuple(j1, g2, st)
}

bwd_cond {
  p = (s32[], f32[4], f32[9,4]) parameter(0)
  j = s32[] get-tuple-element(p), index=0
  n = s32[] constant(9)
  ROOT lt = pred[] compare(j, n), direction=LT
}

ENTRY main {
  xs = f32[9,4] parameter(0)
  h0 = f32[4] parameter(1)
  ht0 = (f32[4], f32[4]) tuple(h0, h0)
  zero = s32[] constant(0)
  f0 = f32[] constant(0)
  z = f32[9,4] broadcast(f0), dimensions={}
  init = (s32[], (f32[4], f32[4]), f32[9,4], f32[9,4]) tuple(zero, ht0, z, xs)
  w = (s32[], (f32[4], f32[4]), f32[9,4], f32[9,4]) while(init), condition=fwd_cond, body=fwd_body
  stack = f32[9,4] get-tuple-element(w), index=2
  hN = (f32[4], f32[4]) get-tuple-element(w), index=1
  hN0 = f32[4] get-tuple-element(hN), index=0
  binit = (s32[], f32[4], f32[9,4]) tuple(zero, hN0, stack)
  b = (s32[], f32[4], f32[9,4]) while(binit), condition=bwd_cond, body=bwd_body
  ROOT g = f32[4] get-tuple-element(b), index=1
}
`

// TestCheckpointScansDeclines checks that loop shapes the rewrite does
// not support are left alone, with the reason in the debug log and no
// panic: a carry that is a nested tuple of the state (its checkpoint
// would need a stacked tuple), and the same tuple as a loop-invariant
// input (the backward loop would carry it).
func TestCheckpointScansDeclines(t *testing.T) {
	parse, _, tg := scanFixture(t, "scan_small.hlo")
	size := layout.Dense(64).Bytes
	invariant := strings.NewReplacer(
		"  ht2 = (f32[4], f32[4]) tuple(h2, hx)\n", "",
		"tuple(i1, ht2, st2, xs)", "tuple(i1, ht, st2, xs)",
		"  h = f32[4] get-tuple-element(ht), index=0\n", "  hq = f32[4] get-tuple-element(ht), index=0\n  h = f32[4] negate(hq)\n",
	).Replace(scanTupleCarry)
	for _, tc := range []struct{ name, text, why string }{
		{"tuple carry", scanTupleCarry, "state element 1 is not an array"},
		{"tuple invariant", invariant, "invariant 1 is not an array"},
	} {
		m := parse(tc.text)
		var log []string
		debug = func(format string, args ...any) { log = append(log, fmt.Sprintf(format, args...)) }
		cm, ch, err := checkpointNoPanic(m, size, tg, false, 0)
		debug = nil
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if cm != nil || len(ch) != 0 {
			t.Errorf("%s: checkpointed (%d changes); want it left alone", tc.name, len(ch))
		}
		if !strings.Contains(strings.Join(log, "\n"), tc.why) {
			t.Errorf("%s: the debug log says %q, want %q", tc.name, log, tc.why)
		}
	}
}

// scanSweepFiles returns the HLO text files under the dirs that hold a
// while loop.
func scanSweepFiles(t *testing.T, dirs ...string) []string {
	t.Helper()
	var files []string
	for _, dir := range dirs {
		if _, err := os.Stat(dir); err != nil {
			t.Logf("%s absent: skipped", dir)
			continue
		}
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !(strings.HasSuffix(path, ".hlo") || strings.HasSuffix(path, ".txt")) {
				return err
			}
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			if strings.Contains(string(b), " while(") {
				files = append(files, path)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return files
}

// TestCheckpointScansSweep runs the scan rewrite over every module with
// a while loop in the repository's testdata and in ../shared/corpus/xla
// (skipped when absent), at ⌈√T⌉, the lean k and k = 1, 2, 3, 5 and T:
// no panic, and every checkpointed module passes CheckScans (it
// verifies, and each computation is an original or a copy of one) and
// Check against itself in the text order (its order keeps every
// dependency).
func TestCheckpointScansSweep(t *testing.T) {
	tg, err := cost.Lookup("cpu")
	if err != nil {
		t.Fatal(err)
	}
	size := layout.Dense(64).Bytes
	files := scanSweepFiles(t, "testdata", "../testdata", "../../shared/corpus/xla")
	if len(files) < 20 {
		t.Fatalf("%d files with a while loop; want the testdata's 20 or more", len(files))
	}
	rewritten := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		ms, err := hlo.Parse(f, src)
		if err != nil {
			continue // not a module the parser reads: its own tests say why
		}
		for _, m := range ms {
			trips := int64(0)
			for _, c := range m.Computations {
				for _, in := range c.Instructions {
					if in.Opcode == "while" {
						trips = max(trips, memspace.TripCount(in))
					}
				}
			}
			cm, _, err := checkpointNoPanic(m, size, tg, false, 0)
			if err != nil {
				t.Errorf("%s: %v", f, err)
				continue
			}
			if cm == nil {
				continue
			}
			rewritten++
			for _, run := range []struct {
				lean bool
				k    int64
			}{{false, 0}, {true, 0}, {false, 1}, {false, 2}, {false, 3}, {false, 5}, {false, trips}} {
				cm, _, err := checkpointNoPanic(m, size, tg, run.lean, run.k)
				if err != nil {
					t.Errorf("%s lean=%v k=%d: %v", f, run.lean, run.k, err)
					continue
				}
				if cm == nil {
					continue // lean with no k other than ⌈√T⌉
				}
				if err := CheckScans(m, cm); err != nil {
					t.Errorf("%s lean=%v k=%d: CheckScans: %v", f, run.lean, run.k, err)
					continue
				}
				seq, err := schedule.Order(cm, schedule.Text, size)
				if err != nil {
					t.Errorf("%s lean=%v k=%d: no order: %v", f, run.lean, run.k, err)
					continue
				}
				if err := Check(cm, cm, seq); err != nil {
					t.Errorf("%s lean=%v k=%d: Check: %v", f, run.lean, run.k, err)
				}
			}
		}
	}
	if rewritten < 5 {
		t.Errorf("the rewrite checkpointed %d modules; want the scans of testdata (gru, lstm, the xla-scan pair, scan_small ...)", rewritten)
	}
	t.Logf("%d files with a while loop, %d modules checkpointed", len(files), rewritten)
}
