package planner

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/internal/example"
	"github.com/planner-dev/planner/liveness"
)

// TestValidate checks that Config.Validate names every bad field, and
// only the bad ones.
func TestValidate(t *testing.T) {
	for _, tc := range []struct {
		name string
		cfg  Config
		want []string // one substring per error line; nil for valid
	}{
		{"zero", Config{}, nil},
		{"full", Config{Schedule: "list", Layout: "dense", Align: 256, Arena: "temp", Algorithm: "bestfit", Capacity: 1 << 20, Budget: 1}, nil},
		{"upper case names", Config{Schedule: "DFS", Layout: "TPU"}, nil},
		{"arena", Config{Arena: "heap"}, []string{`config: arena "heap": want all or temp`}},
		{"all bad", Config{Schedule: "random", Layout: "gpu", Align: 3, Arena: "x", Algorithm: "magic", Capacity: -1, Budget: -1}, []string{
			`config: schedule "random": want text, postorder, dfs, list, bfs or best`,
			`config: layout "gpu": want tpu or dense`,
			`config: align 3: want a power of two`,
			`config: arena "x"`,
			`config: algorithm "magic": want auto, bestfit, greedy-size, p2ffd or search`,
			`config: capacity -1`,
			`config: budget -1ns`,
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.cfg.Validate()
			var got []string
			if err != nil {
				got = strings.Split(err.Error(), "\n")
			}
			if len(got) != len(tc.want) {
				t.Fatalf("Validate() = %v, want %d errors", err, len(tc.want))
			}
			for i := range got {
				if !strings.HasPrefix(got[i], tc.want[i]) {
					t.Errorf("error %d = %q, want it to start with %q", i, got[i], tc.want[i])
				}
			}
		})
	}
}

// TestPlanValidatesFirst checks that a bad Config fails before the module
// is looked at: even a nil module gets the configuration's error.
func TestPlanValidatesFirst(t *testing.T) {
	_, err := Plan(nil, Config{Arena: "heap"})
	if err == nil || !strings.Contains(err.Error(), `arena "heap"`) {
		t.Errorf("Plan(nil, bad config) = %v, want the arena error", err)
	}
}

// TestLookup looks up values of the example model and checks them
// against the Result's own tables.
func TestLookup(t *testing.T) {
	res, err := PlanSource(example.Filename, example.HLO, Config{})
	if err != nil {
		t.Fatal(err)
	}
	r := res[0]
	for j, li := range r.Buffers {
		b := &r.Liveness.Buffers[li]
		for _, v := range b.Values {
			if v.Copy {
				continue // found in the buffer that defines it
			}
			p, err := r.Lookup("%"+v.Instruction.Name, v.Index...)
			if err != nil {
				t.Fatalf("Lookup(%s): %v", ValueName(v), err)
			}
			if p.Buffer != b || !p.InArena || p.Offset != r.Solution.Offsets[j] || p.Start != b.Start || p.End != b.End {
				t.Errorf("Lookup(%s) = buffer %d offset %d [%d,%d), want buffer %d offset %d [%d,%d)",
					ValueName(v), p.Buffer.ID, p.Offset, p.Start, p.End, b.ID, r.Solution.Offsets[j], b.Start, b.End)
			}
		}
	}
	for _, tc := range []struct {
		name  string
		index []int
		want  string
	}{
		{"no.such.instruction", nil, "module jit_train_step has no instruction no.such.instruction"},
		{r.Liveness.Buffers[r.Buffers[0]].Values[0].Instruction.Name, []int{7, 7}, "is f32[64], not a tuple: it has no index 7"},
	} {
		_, err := r.Lookup(tc.name, tc.index...)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Lookup(%q, %v) = %v, want an error containing %q", tc.name, tc.index, err, tc.want)
		}
	}
}

// TestLookupOutsideArena checks that a parameter under the arena "temp"
// is found, with no offset.
func TestLookupOutsideArena(t *testing.T) {
	res, err := PlanSource("chain.hlo", []byte(`HloModule chain
ENTRY %main (p: f32[8,128]) -> f32[8,128] {
  %p = f32[8,128]{1,0} parameter(0)
  %e = f32[8,128]{1,0} exponential(%p)
  %b = f32[8,128]{1,0} bitcast(%e)
  ROOT %n = f32[8,128]{1,0} add(%b, %p)
}
`), Config{Arena: "temp", AsWritten: true}) // as written: fusion would hide the instructions looked up
	if err != nil {
		t.Fatal(err)
	}
	p, err := res[0].Lookup("p")
	if err != nil {
		t.Fatal(err)
	}
	if p.InArena || p.Offset != -1 || p.Buffer.Size != 4096 {
		t.Errorf("Lookup(p) under arena temp = in arena %v, offset %d, %d bytes; want outside, -1, 4096", p.InArena, p.Offset, p.Buffer.Size)
	}
	e, err := res[0].Lookup("e")
	if err != nil {
		t.Fatal(err)
	}
	if b, err := res[0].Lookup("b"); err != nil || b.Buffer != e.Buffer {
		t.Errorf("Lookup(bitcast b) = %v, %v; want e's buffer b%d", b.Buffer, err, e.Buffer.ID)
	}
}

// TestLookupFollows checks that Lookup answers for values that live in
// another instruction's buffer (a tuple's element, a get-tuple-element, a
// while's and a call's result) with the buffer that holds them, and that
// a bad index says which indices there are.
func TestLookupFollows(t *testing.T) {
	res, err := PlanSource("follow.hlo", []byte(`HloModule follow

%cond (c.p: (s32[], f32[16,128])) -> pred[] {
  %c.p = (s32[], f32[16,128]{1,0}) parameter(0)
  %c.i = s32[] get-tuple-element(%c.p), index=0
  %c.n = s32[] constant(4)
  ROOT %c.lt = pred[] compare(%c.i, %c.n), direction=LT
}

%body (b.p: (s32[], f32[16,128])) -> (s32[], f32[16,128]) {
  %b.p = (s32[], f32[16,128]{1,0}) parameter(0)
  %b.i = s32[] get-tuple-element(%b.p), index=0
  %b.x = f32[16,128]{1,0} get-tuple-element(%b.p), index=1
  %b.one = s32[] constant(1)
  %b.i1 = s32[] add(%b.i, %b.one)
  %b.y = f32[16,128]{1,0} tanh(%b.x)
  ROOT %b.r = (s32[], f32[16,128]{1,0}) tuple(%b.i1, %b.y)
}

%twice (t.p: f32[16,128]) -> f32[16,128] {
  %t.p = f32[16,128]{1,0} parameter(0)
  ROOT %t.a = f32[16,128]{1,0} add(%t.p, %t.p)
}

ENTRY %main (x: f32[16,128]) -> (f32[16,128], f32[16,128], (s32[], f32[16,128])) {
  %x = f32[16,128]{1,0} parameter(0)
  %zero = s32[] constant(0)
  %n = f32[16,128]{1,0} negate(%x)
  %init = (s32[], f32[16,128]{1,0}) tuple(%zero, %n)
  %loop = (s32[], f32[16,128]{1,0}) while(%init), condition=%cond, body=%body
  %res = f32[16,128]{1,0} get-tuple-element(%loop), index=1
  %c = f32[16,128]{1,0} call(%res), to_apply=%twice
  %e = f32[16,128]{1,0} exponential(%c)
  ROOT %out = (f32[16,128]{1,0}, f32[16,128]{1,0}, (s32[], f32[16,128]{1,0})) tuple(%e, %c, %loop)
}
`), Config{AsWritten: true})
	if err != nil {
		t.Fatal(err)
	}
	r := res[0]
	holder := func(name string, index ...int) *liveness.Buffer {
		t.Helper()
		p, err := r.Lookup(name, index...)
		if err != nil {
			t.Fatalf("Lookup(%s, %v): %v", name, index, err)
		}
		return p.Buffer
	}
	for _, tc := range []struct {
		name       string
		index      []int
		definedBy  string // the instruction whose own value is in the buffer
		definedIdx []int
	}{
		{"out", []int{0}, "e", nil},
		{"out", []int{1}, "t.a", nil},
		{"c", nil, "t.a", nil},
		{"res", nil, "b.y", nil},
		{"loop", []int{1}, "b.y", nil},
		{"out", []int{2, 1}, "b.y", nil},
		{"out", []int{2, 0}, "b.i1", nil},
		{"b.x", nil, "b.y", nil},
		{"init", []int{1}, "n", nil},
	} {
		b := holder(tc.name, tc.index...)
		found := false
		for _, v := range b.Values {
			if v.Instruction.Name == tc.definedBy && slices.Equal([]int(v.Index), tc.definedIdx) {
				found = true
			}
		}
		if !found {
			var names []string
			for _, v := range b.Values {
				names = append(names, ValueName(v))
			}
			t.Errorf("Lookup(%s, %v) = buffer b%d holding %v, want the one holding %s", tc.name, tc.index, b.ID, names, tc.definedBy)
		}
	}
	if holder("out") == holder("out", 0) {
		t.Errorf("Lookup(out) is its element 0's buffer, want the tuple's pointer table")
	}
	for _, tc := range []struct {
		name  string
		index []int
		want  string
	}{
		{"out", []int{3}, "planner: out{3}: index 3 out of range: out is a tuple of 3, indices 0 to 2"},
		{"out", []int{2, 5}, "planner: out{2,5}: index 5 out of range: out{2} is a tuple of 2, indices 0 to 1"},
		{"out", []int{-1}, "planner: out{-1}: index -1 out of range: out is a tuple of 3, indices 0 to 2"},
		{"e", []int{0}, "planner: e{0}: e is f32[16,128], not a tuple: it has no index 0"},
		{"c.n", nil, ""},
	} {
		_, err := r.Lookup(tc.name, tc.index...)
		if tc.want == "" {
			if err != nil {
				t.Errorf("Lookup(%s, %v) = %v, want no error", tc.name, tc.index, err)
			}
			continue
		}
		if err == nil || err.Error() != tc.want {
			t.Errorf("Lookup(%s, %v) = %v, want %q", tc.name, tc.index, err, tc.want)
		}
	}
}

// TestPlanContextCancelled checks that a done context stops the pipeline
// with an error wrapping the context's.
func TestPlanContextCancelled(t *testing.T) {
	mods, err := hlo.Parse(example.Filename, example.HLO)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := PlanContext(ctx, mods[0], Config{}); !errors.Is(err, context.Canceled) {
		t.Errorf("PlanContext(cancelled) = %v, want context.Canceled", err)
	}
	if _, err := PlanSourceContext(ctx, example.Filename, example.HLO, Config{}); !errors.Is(err, context.Canceled) {
		t.Errorf("PlanSourceContext(cancelled) = %v, want context.Canceled", err)
	}
}

// TestPositionedErrors checks that errors from the parser, the scheduler
// and the HLO verifier all carry an *hlo.Error that errors.As finds.
func TestPositionedErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		cfg  Config
		src  string
		want string // the position
	}{
		{"parse", Config{}, "HloModule m\nENTRY %e () -> f32[] {\n  ROOT %x = f32[] negate(\n}\n", "m.hlo:4:1"},
		{"schedule", Config{}, "HloModule m, is_scheduled=true\nENTRY %e (p: f32[]) -> f32[] {\n  %p = f32[] parameter(0)\n  %a = f32[] negate(%p), control-predecessors={%b}\n  ROOT %b = f32[] negate(%p)\n}\n", "m.hlo:4:"},
		{"verifier", Config{}, "HloModule m, input_output_alias={ {}: (3, {}, may-alias) }\nENTRY %e (p: f32[]) -> f32[] {\n  ROOT %p = f32[] parameter(0)\n}\n", "m.hlo:1:35"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := PlanSource("m.hlo", []byte(tc.src), tc.cfg)
			var perr *hlo.Error
			if !errors.As(err, &perr) {
				t.Fatalf("error %v (%T) is not an *hlo.Error", err, err)
			}
			if got := perr.Pos.String(); !strings.HasPrefix(got, tc.want) {
				t.Errorf("position %s, want %s", got, tc.want)
			}
		})
	}
}

// TestMemoryAnalysis checks the figures JAX's memory_analysis() reports
// on a module with a donated parameter aliased to an output.
func TestMemoryAnalysis(t *testing.T) {
	res, err := PlanSource("alias.hlo", []byte(`HloModule alias, input_output_alias={ {0}: (0, {}, may-alias) }
ENTRY %main (p: f32[8,128], q: f32[8,128]) -> (f32[8,128], f32[8,128]) {
  %p = f32[8,128]{1,0} parameter(0)
  %q = f32[8,128]{1,0} parameter(1)
  %e = f32[8,128]{1,0} exponential(%q)
  %a = f32[8,128]{1,0} add(%p, %e)
  %m = f32[8,128]{1,0} multiply(%q, %e)
  ROOT %t = (f32[8,128]{1,0}, f32[8,128]{1,0}) tuple(%a, %m)
}
`), Config{Layout: "dense"})
	if err != nil {
		t.Fatal(err)
	}
	s := res[0].Stats
	type figures struct{ Argument, Output, Alias, Padding int64 }
	got := figures{s.ArgumentBytes, s.OutputBytes, s.AliasBytes, s.PaddingBytes}
	// Two 4 KiB parameters; the output is a pointer table (16 bytes) and
	// two 4 KiB arrays, one of them in the donated parameter p.
	want := figures{Argument: 8192, Output: 16 + 8192, Alias: 4096}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("memory_analysis figures (-want +got):\n%s", diff)
	}
}

// TestPadding checks the padding figures under tpu: an f32[3,5] array
// (no tiles, so a free layout) is padded to a small tile of [4,128] (2 KiB)
// and holds 60 bytes.
func TestPadding(t *testing.T) {
	res, err := PlanSource("pad.hlo", []byte(`HloModule pad
ENTRY %main (p: f32[3,5]) -> f32[3,5] {
  %p = f32[3,5]{1,0} parameter(0)
  ROOT %n = f32[3,5]{1,0} negate(%p)
}
`), Config{})
	if err != nil {
		t.Fatal(err)
	}
	s := res[0].Stats
	if s.PaddingBytes != 2*(2048-60) || s.PeakPaddingBytes != 2*(2048-60) {
		t.Errorf("padding %d, at the peak %d; want %d both", s.PaddingBytes, s.PeakPaddingBytes, 2*(2048-60))
	}
	rep := res[0].Report()
	if b := rep.Buffers[0]; b.Bytes != 2048 || b.UnpaddedBytes != 60 {
		t.Errorf("buffer 0: %d bytes, %d unpadded; want 2048 and 60", b.Bytes, b.UnpaddedBytes)
	}
}

// TestConfigNameCase checks that a name Validate accepts in any case plans
// as its lower-case form: "BEST" runs the exact-L comparison of best.
func TestConfigNameCase(t *testing.T) {
	res, err := PlanSource(example.Filename, example.HLO, Config{Schedule: "BEST", Layout: "Dense"})
	if err != nil {
		t.Fatal(err)
	}
	if r := res[0]; r.Config.Schedule != "best" || len(r.Schedules) == 0 || r.Config.Layout != "dense" {
		t.Errorf("schedule %q with %d candidates, layout %q; want best with its candidates, dense", r.Config.Schedule, len(r.Schedules), r.Config.Layout)
	}
}

// TestExplainData checks Result.Explain against the groupings and the
// live-at-peak list it is made of: rows and the rest add up to L, by
// buffer and by each grouping, and a bad grouping or limit is an error.
func TestExplainData(t *testing.T) {
	res, err := PlanSource(example.Filename, example.HLO, Config{})
	if err != nil {
		t.Fatal(err)
	}
	r := res[0]
	l, at, peak := r.ArenaPeak()
	for _, by := range []Grouping{ByBuffer, BySource, ByOp} {
		for _, top := range []int{0, 1, 5} {
			e, err := r.Explain(by, top)
			if err != nil {
				t.Fatal(err)
			}
			var sum int64
			rows := 0
			for _, b := range e.Buffers {
				sum += b.Bytes
				rows++
			}
			for _, g := range e.Groups {
				sum += g.Bytes
				rows++
				if g.Largest.Bytes > g.Bytes {
					t.Errorf("%s: group %s's largest buffer %d > its bytes %d", by, g.Key, g.Largest.Bytes, g.Bytes)
				}
			}
			if e.Rest != nil {
				sum += e.Rest.Bytes
			}
			if sum != l || e.LowerBound != l || e.Time != at || e.LiveBuffers != len(peak) {
				t.Errorf("Explain(%s, %d): rows add to %d, L %d at %d with %d buffers; want L %d at %d with %d", by, top, sum, e.LowerBound, e.Time, e.LiveBuffers, l, at, len(peak))
			}
			if top > 0 && rows > top {
				t.Errorf("Explain(%s, %d): %d rows", by, top, rows)
			}
			if len(e.Schedules) == 0 {
				t.Errorf("Explain(%s, %d): no schedules", by, top)
			}
		}
	}
	if _, err := r.Explain("line", 0); err == nil || !strings.Contains(err.Error(), `grouping "line": want buffer, source or op`) {
		t.Errorf("Explain(line) = %v", err)
	}
	if _, err := r.Explain(ByOp, -1); err == nil {
		t.Errorf("Explain(op, -1) = nil error")
	}
	if _, err := r.PeakGroups(ByBuffer); err == nil {
		t.Errorf("PeakGroups(buffer) = nil error")
	}
}

// TestLookupConditional checks that a conditional's result is found in
// its branches' roots' buffer, and a branch's parameter in the operand
// that feeds it.
func TestLookupConditional(t *testing.T) {
	res, err := PlanSource("cond.hlo", []byte(`HloModule cond

%yes (y.p: f32[8,128]) -> f32[8,128] {
  %y.p = f32[8,128]{1,0} parameter(0)
  ROOT %y.r = f32[8,128]{1,0} exponential(%y.p)
}

%no (n.p: f32[8,128]) -> f32[8,128] {
  %n.p = f32[8,128]{1,0} parameter(0)
  ROOT %n.r = f32[8,128]{1,0} tanh(%n.p)
}

ENTRY %main (c: pred[], x: f32[8,128], z: f32[8,128]) -> f32[8,128] {
  %c = pred[] parameter(0)
  %x = f32[8,128]{1,0} parameter(1)
  %z = f32[8,128]{1,0} parameter(2)
  %xn = f32[8,128]{1,0} negate(%x)
  %zn = f32[8,128]{1,0} negate(%z)
  ROOT %k = f32[8,128]{1,0} conditional(%c, %xn, %zn), true_computation=%yes, false_computation=%no
}
`), Config{})
	if err != nil {
		t.Fatal(err)
	}
	r := res[0]
	at := func(name string) *liveness.Buffer {
		t.Helper()
		p, err := r.Lookup(name)
		if err != nil {
			t.Fatalf("Lookup(%s): %v", name, err)
		}
		return p.Buffer
	}
	if at("k") != at("y.r") || at("k") != at("n.r") {
		t.Errorf("Lookup(k) = b%d, want the branch roots' buffer (y.r b%d, n.r b%d)", at("k").ID, at("y.r").ID, at("n.r").ID)
	}
	if at("y.p") != at("xn") {
		t.Errorf("Lookup(y.p) = b%d, want xn's b%d", at("y.p").ID, at("xn").ID)
	}
	if at("n.p") != at("zn") {
		t.Errorf("Lookup(n.p) = b%d, want zn's b%d", at("n.p").ID, at("zn").ID)
	}
}
