package planner

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/planner-dev/planner/liveness"
)

// xlaFigures is one row of testdata/xla-cpu/xla.tsv: XLA:CPU's buffer
// assignment of a module summed per kind, in bytes.
type xlaFigures struct {
	module                                string
	param, constant, liveOut, temp, local int64
	total                                 int64
}

// xlaValue is one value of XLA's buffer assignment (a value line of
// NAME.xla): where XLA put it and when XLA has it live, both ends
// inclusive.
type xlaValue struct {
	alloc        int
	offset, size int64
	start, end   int64
	live         bool // false for values XLA gives no live range (thread-local)
}

// xlaGap is what a module of the reference set still misses because of a
// gap of issue 10 that is not closed yet, with the planner's figures today:
// the test asserts the planner is no worse than them, so that a regression
// fails and a closed gap shows as an entry to remove. Zero fields are not
// excused: the assertion holds for them as for every other module.
type xlaGap struct {
	gaps      string // the gap numbers, e.g. "1" or "2,5"
	constant  int64  // the planner's constant bytes where they differ from XLA's
	liveOut   int64  // the planner's maybe-live-out bytes where they differ from XLA's
	temp      int64  // the planner's temp (--arena temp) above XLA's
	all       int64  // the planner's --arena all above XLA's total
	conflicts int    // value pairs sharing memory that XLA has live together
}

// xlaGaps lists, per module, the assertions of TestXLACPUReference that
// fail today and why (the numbering of gaps: 1 donated parameters
// and outputs hold temporaries, 2 sort in place, 3 while-loop must-share
// groups, 4 in-place operand choice, 5 constants of called computations,
// 6 conditional operand lifetime). Gaps 1 to 6 are closed and every
// module meets XLA's figures, so the list is empty.
//
// fori was the last entry: its --arena all was 287,428 bytes, 0.103%
// above XLA's total, because its five 4-byte constants each took a 64-byte
// slot in the one arena. The constant pool (pool.go) packs them as one
// 20-byte buffer, each at its natural alignment, and fori's arena is
// 287,172 bytes (XLA 287,132: 0.014% above, for alignment padding).
var xlaGaps = map[string]xlaGap{}

// readXLATable reads testdata/xla-cpu/xla.tsv.
func readXLATable(t *testing.T, path string) []xlaFigures {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var rows []xlaFigures
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if i == 0 {
			continue // the header
		}
		f := strings.Split(line, "\t")
		if len(f) != 7 {
			t.Fatalf("%s:%d: %d fields, want 7", path, i+1, len(f))
		}
		var n [6]int64
		for k := range n {
			if n[k], err = strconv.ParseInt(f[k+1], 10, 64); err != nil {
				t.Fatalf("%s:%d: %v", path, i+1, err)
			}
		}
		rows = append(rows, xlaFigures{f[0], n[0], n[1], n[2], n[3], n[4], n[5]})
	}
	return rows
}

// readXLAValues reads the value lines of a NAME.xla file written by
// gen/xlafacts.py, keyed by "instruction{index}".
func readXLAValues(t *testing.T, path string) map[string]xlaValue {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	vals := map[string]xlaValue{}
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		w := strings.Fields(sc.Text())
		if len(w) == 0 || w[0] != "value" {
			continue
		}
		if len(w) != 7 {
			t.Fatalf("%s:%d: %d fields, want 7", path, line, len(w))
		}
		var v xlaValue
		var err1, err2, err3 error
		v.alloc, err1 = strconv.Atoi(w[1])
		v.offset, err2 = strconv.ParseInt(w[2], 10, 64)
		v.size, err3 = strconv.ParseInt(w[3], 10, 64)
		if err1 != nil || err2 != nil || err3 != nil {
			t.Fatalf("%s:%d: bad number", path, line)
		}
		if w[5] != "-" {
			s, err1 := strconv.ParseInt(w[5], 10, 64)
			e, err2 := strconv.ParseInt(w[6], 10, 64)
			if err1 != nil || err2 != nil {
				t.Fatalf("%s:%d: bad live range", path, line)
			}
			v.start, v.end, v.live = s, e, true
		}
		vals[w[4]] = v
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return vals
}

// xlaKey names a planner value as XLA's dumps do: instruction{index}.
func xlaKey(v liveness.Value) string {
	var b strings.Builder
	b.WriteString(v.Instruction.Name)
	b.WriteByte('{')
	for i, x := range v.Index {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprint(&b, x)
	}
	b.WriteByte('}')
	return b.String()
}

// liveRangeConflicts returns, for the plan r, the pairs of values that
// share memory in the plan while XLA's live ranges of them overlap: two
// values of one buffer (colocated, reusing one another, or a temporary
// placed in a parameter's or an output's buffer), or two values of two
// buffers whose offsets overlap in the arena.
//
// XLA's ranges are inclusive at both ends. Two ranges that only touch (one
// value's last use is the instruction defining the other) are not counted:
// that instruction reads the one and writes the other, which is the reuse
// XLA itself makes for elementwise operations (XLA's own assignment puts
// such pairs at one offset), and the planner shares them only where its
// liveness analysis proved the operand's last read is that instruction's
// (liveness.Elementwise, in-place operands). Values XLA gives no range
// (thread-local ones) and copies the planner inserted are not compared.
func liveRangeConflicts(r *Result, xla map[string]xlaValue) []string {
	keys := func(b *liveness.Buffer) []string {
		var ks []string
		for _, v := range b.Values {
			if k := xlaKey(v); !v.Copy && xla[k].live {
				ks = append(ks, k)
			}
		}
		return ks
	}
	var out []string
	check := func(u, w string, bu, bw int) {
		a, b := xla[u], xla[w]
		if a.start < b.end && b.start < a.end {
			out = append(out, fmt.Sprintf("%s [%d,%d] and %s [%d,%d] (buffers %d and %d)",
				u, a.start, a.end, w, b.start, b.end, bu, bw))
		}
	}
	for i := range r.Liveness.Buffers {
		b := &r.Liveness.Buffers[i]
		ks := keys(b)
		for x := range ks {
			for y := x + 1; y < len(ks); y++ {
				check(ks[x], ks[y], b.ID, b.ID)
			}
		}
	}
	type held struct {
		lo, hi int64 // memory [lo, hi)
		vals   []string
		buf    int
	}
	var hs []held
	for i, li := range r.Buffers {
		b := &r.Liveness.Buffers[li]
		hs = append(hs, held{lo: r.Solution.Offsets[i], hi: r.Solution.Offsets[i] + b.Size, vals: keys(b), buf: b.ID})
	}
	sort.SliceStable(hs, func(i, j int) bool { return hs[i].lo < hs[j].lo })
	for i := range hs {
		for j := i + 1; j < len(hs) && hs[j].lo < hs[i].hi; j++ {
			for _, u := range hs[i].vals {
				for _, w := range hs[j].vals {
					check(u, w, hs[i].buf, hs[j].buf)
				}
			}
		}
	}
	sort.Strings(out)
	return out
}

// TestXLACPUReference plans each module of testdata/xla-cpu (JAX programs
// compiled by XLA:CPU; see its README) on XLA's own schedule with XLA:CPU's
// settings (--layout dense --align 64 --schedule text) and checks, against
// XLA's own buffer assignment of the module:
//   - parameter, constant and maybe-live-out bytes equal XLA's;
//   - the temp arena (--arena temp) at or below XLA's preallocated temp;
//   - the one arena (--arena all) at or below XLA's total less its
//     thread-local scalars (which never enter an arena), within 0.1% for
//     alignment padding;
//   - --schedule best no worse than the module's own order (temp arena);
//   - no two values sharing memory in the --arena all or the --arena temp
//     plan, in one buffer or in two at overlapping offsets, are live at
//     once in XLA's live ranges (liveRangeConflicts).
//
// A module in xlaGaps is held to its figures of today instead where they
// are worse. With -v the test logs the reference table.
func TestXLACPUReference(t *testing.T) {
	dir := filepath.Join("testdata", "xla-cpu")
	rows := readXLATable(t, filepath.Join(dir, "xla.tsv"))
	if len(rows) < 20 {
		t.Fatalf("%d modules in the reference set, want at least 20", len(rows))
	}
	var table strings.Builder
	fmt.Fprintf(&table, "%-17s %10s %10s %6s %10s %10s %6s %6s\n", "module", "XLA temp", "temp", "ratio", "XLA total", "all", "ratio", "best")
	for _, x := range rows {
		t.Run(x.module, func(t *testing.T) {
			file := filepath.Join(dir, x.module+".hlo")
			gap := xlaGaps[x.module]
			plan := func(arena, sched string) *Result {
				res, err := PlanFile(file, Config{Layout: "dense", Align: 64, Schedule: sched, Arena: arena})
				if err != nil {
					t.Fatal(err)
				}
				if len(res) != 1 {
					t.Fatalf("%d modules, want 1", len(res))
				}
				checkResult(t, res[0])
				return res[0]
			}
			temp, all, best := plan("temp", "text"), plan("all", "text"), plan("temp", "best")
			s := temp.Stats
			wantConst, wantOut := x.constant, x.liveOut
			if gap.constant != 0 || strings.Contains(gap.gaps, "5") {
				wantConst = gap.constant
			}
			if gap.liveOut != 0 {
				wantOut = gap.liveOut
			}
			if s.ParameterBytes != x.param || s.ConstantBytes != wantConst || s.LiveOutBytes != wantOut {
				t.Errorf("parameter %d, constant %d, maybe_live_out %d; want %d, %d, %d (XLA: %d, %d, %d)",
					s.ParameterBytes, s.ConstantBytes, s.LiveOutBytes, x.param, wantConst, wantOut, x.param, x.constant, x.liveOut)
			}
			if limit := max(x.temp, gap.temp); s.TempBytes > limit {
				t.Errorf("temp %d bytes, above %d (XLA %d)", s.TempBytes, limit, x.temp)
			}
			xlaAll := x.total - x.local
			if limit := max(xlaAll+xlaAll/1000, gap.all); all.Stats.TotalBytes > limit {
				t.Errorf("--arena all %d bytes, above %d (XLA %d)", all.Stats.TotalBytes, limit, xlaAll)
			}
			if best.Stats.TempBytes > s.TempBytes {
				t.Errorf("--schedule best: temp %d bytes, above the module's own order's %d", best.Stats.TempBytes, s.TempBytes)
			}
			facts := readXLAValues(t, filepath.Join(dir, x.module+".xla"))
			for _, r := range []*Result{all, temp} {
				c := liveRangeConflicts(r, facts)
				if len(c) > gap.conflicts {
					t.Errorf("--arena %s: %d value pairs share memory while XLA has them live at once, want at most %d:\n%s",
						r.Config.Arena, len(c), gap.conflicts, strings.Join(c, "\n"))
				}
			}
			fmt.Fprintf(&table, "%-17s %10d %10d %6.3f %10d %10d %6.3f %6.3f\n", x.module,
				x.temp, s.TempBytes, ratio(s.TempBytes, x.temp), xlaAll, all.Stats.TotalBytes,
				ratio(all.Stats.TotalBytes, xlaAll), ratio(best.Stats.TempBytes, x.temp))
		})
	}
	t.Logf("reference table (temp: --arena temp; all: --arena all against XLA's total less thread-local; best: --schedule best temp):\n%s", table.String())
}

// ratio is a/b, or 0 when b is 0 and a is too, 1e9 when only b is.
func ratio(a, b int64) float64 {
	if b == 0 {
		if a == 0 {
			return 1
		}
		return 1e9
	}
	return float64(a) / float64(b)
}

// TestLiveRangeConflicts checks the cross-check itself on a chain whose
// elementwise steps reuse one buffer: ranges that touch (XLA's in-place
// reuse) pass, ranges that overlap are reported.
func TestLiveRangeConflicts(t *testing.T) {
	res, err := PlanSource("chain.hlo", []byte(`HloModule chain, is_scheduled=true
ENTRY %main (p: f32[1024]) -> f32[1024] {
  %p = f32[1024]{0} parameter(0)
  %e = f32[1024]{0} exponential(%p)
  %t = f32[1024]{0} tanh(%e)
  ROOT %n = f32[1024]{0} negate(%t)
}
`), Config{Layout: "dense", Schedule: "text"})
	if err != nil {
		t.Fatal(err)
	}
	r := res[0]
	shared := false
	for _, b := range r.Liveness.Buffers {
		if len(b.Values) > 1 && b.Values[0].Instruction.Name == "e" {
			shared = true
		}
	}
	if !shared {
		t.Fatal("e does not share its buffer: the test needs the chain's reuse")
	}
	touch := map[string]xlaValue{
		"p{}": {start: 0, end: 4, live: true},
		"e{}": {start: 1, end: 2, live: true},
		"t{}": {start: 2, end: 3, live: true},
		"n{}": {start: 3, end: 4, live: true},
	}
	if c := liveRangeConflicts(r, touch); len(c) != 0 {
		t.Errorf("touching ranges: %q, want none", c)
	}
	overlap := map[string]xlaValue{
		"p{}": {start: 0, end: 4, live: true},
		"e{}": {start: 1, end: 3, live: true},
		"t{}": {start: 2, end: 3, live: true},
		"n{}": {start: 3, end: 4, live: true},
	}
	if c := liveRangeConflicts(r, overlap); len(c) == 0 {
		t.Errorf("e [1,3] and t [2,3] share a buffer and overlap: no conflict reported")
	}
}
