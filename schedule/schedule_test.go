package schedule

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/planner-dev/planner/hlo"
)

// fanOut is the list scheduler's example: text order runs both big ops
// before either reduce.
//
//	p = f32[1024] (4096 B, live throughout)
//	a = exp(p), b = neg(p): f32[65536] (262144 B each)
//	c = reduce(a), d = reduce(b): f32[] (4 B)
//	ROOT t = tuple(c, d) (16 B pointer table)
//
// Text p a b c d t peaks at c: p + a + b + c = 4096 + 524288 + 4 = 528388.
// List runs p b d a c t: b then d (d frees b's 262144 B, net +262140),
// peaking at c: p + d + a + c = 4096 + 4 + 262144 + 4 = 266248.
func fanOut() *hlo.Module {
	b := newModule("fan_out")
	e := b.comp("main", true)
	e.op("p", "parameter", f32(1024))
	e.op("a", "exponential", f32(65536), "p")
	e.op("b", "negate", f32(65536), "p")
	e.op("c", "reduce", f32(), "a")
	e.op("d", "reduce", f32(), "b")
	e.op("t", "tuple", tuple(f32(), f32()), "c", "d")
	e.done("t")
	return b.m
}

// heavyLast is the DFS scheduler's example: the root adds a small slice s
// of p to the end of a heavy chain x → y → z.
//
//	p = f32[1024] (4096 B), s = slice(p) f32[16] (64 B)
//	x = exp(p), y = neg(x): f32[65536] (262144 B); z = slice(y) f32[16]
//	ROOT r = add(s, z)
//
// Post order (and text) runs s first and holds its 64 B across the chain:
// peak at y = p + s + x + y = 528448. DFS sees total_bytes(z) = 528448 >
// total_bytes(s) = 4160 (equal extra_users, 1 each) and runs the chain
// first: peak at y = p + x + y = 528384.
func heavyLast() *hlo.Module {
	b := newModule("heavy_last")
	e := b.comp("main", true)
	e.op("p", "parameter", f32(1024))
	e.op("s", "slice", f32(16), "p")
	e.op("x", "exponential", f32(65536), "p")
	e.op("y", "negate", f32(65536), "x")
	e.op("z", "slice", f32(16), "y")
	e.op("r", "add", f32(16), "s", "z")
	e.done("r")
	return b.m
}

// controlFirst has y written before its control predecessor x.
func controlFirst() *hlo.Module {
	b := newModule("control_first")
	e := b.comp("main", true)
	e.op("p", "parameter", f32(4))
	e.op("y", "negate", f32(4), "p")
	e.op("x", "exponential", f32(4), "p")
	e.op("t", "tuple", tuple(f32(4), f32(4)), "x", "y")
	e.after("y", "x")
	e.done("t")
	return b.m
}

// useBeforeDef names q before defining it.
func useBeforeDef() *hlo.Module {
	b := newModule("use_before_def")
	e := b.comp("main", true)
	e.op("p", "parameter", f32(4))
	e.op("r", "add", f32(4), "p", "q")
	e.op("q", "negate", f32(4), "p")
	e.done("r")
	return b.m
}

// cycle has a and b use each other.
func cycle() *hlo.Module {
	b := newModule("cycle")
	e := b.comp("main", true)
	e.op("p", "parameter", f32(4))
	e.op("a", "negate", f32(4), "b")
	e.op("b", "negate", f32(4), "a")
	e.done("a")
	return b.m
}

// loops has a while loop, a call, a fusion, dead code and an unused
// parameter, and control edges inside the body.
func loops() *hlo.Module {
	b := newModule("loops")
	state := tuple(f32(256), hlo.Shape{Element: "s32"})

	body := b.comp("body", false)
	body.op("s", "parameter", state)
	body.gte("g0", f32(256), "s", 0)
	body.gte("g1", hlo.Shape{Element: "s32"}, "s", 1)
	body.op("one", "constant", hlo.Shape{Element: "s32"})
	body.op("i", "add", hlo.Shape{Element: "s32"}, "g1", "one")
	body.op("n", "negate", f32(256), "g0")
	body.op("t", "tuple", state, "n", "i")
	body.after("n", "i")
	body.done("t")

	cond := b.comp("cond", false)
	cond.op("s", "parameter", state)
	cond.gte("g1", hlo.Shape{Element: "s32"}, "s", 1)
	cond.op("lim", "constant", hlo.Shape{Element: "s32"})
	cond.op("lt", "compare", hlo.Shape{Element: "pred"}, "g1", "lim")
	cond.done("lt")

	fused := b.comp("fused", false)
	fused.op("x", "parameter", f32(256))
	fused.op("big", "broadcast", f32(1<<20), "x")
	fused.op("r", "reduce", f32(256), "big")
	fused.done("r")

	callee := b.comp("callee", false)
	callee.op("x", "parameter", f32(256))
	callee.op("e", "exponential", f32(256), "x")
	callee.op("r", "negate", f32(256), "e")
	callee.done("r")

	e := b.comp("main", true)
	e.op("p0", "parameter", f32(256))
	e.op("p1", "parameter", f32(256))
	e.op("zero", "constant", hlo.Shape{Element: "s32"})
	e.op("init", "tuple", state, "p0", "zero")
	w := e.op("w", "while", state, "init")
	e.calls(w, "condition", cond)
	e.calls(w, "body", body)
	e.op("dead", "exponential", f32(256), "p0")
	e.gte("g", f32(256), "w", 0)
	k := e.op("k", "call", f32(256), "g")
	e.calls(k, "to_apply", callee)
	f := e.op("f", "fusion", f32(256), "k")
	e.calls(f, "calls", fused)
	e.op("out", "tuple", tuple(f32(256), f32(256)), "f", "k")
	e.done("out")
	return b.m
}

func handBuilt() []*hlo.Module {
	return []*hlo.Module{fanOut(), heavyLast(), controlFirst(), useBeforeDef(), loops()}
}

func TestOrderIsValid(t *testing.T) {
	for _, m := range handBuilt() {
		for _, alg := range append(Algorithms(), Best) {
			seq, err := Order(m, alg, size)
			if alg == Text && (m.Name == "control_first" || m.Name == "use_before_def") {
				if err == nil {
					t.Errorf("%s/%s: no error for an invalid text order", m.Name, alg)
				}
				continue
			}
			if err != nil {
				t.Errorf("%s/%s: %v", m.Name, alg, err)
				continue
			}
			if err := checkSequence(m, seq); err != nil {
				t.Errorf("%s/%s: %v", m.Name, alg, err)
			}
		}
	}
}

func TestOrders(t *testing.T) {
	tests := []struct {
		m    *hlo.Module
		alg  Algorithm
		want []string
	}{
		{fanOut(), Text, []string{"p", "a", "b", "c", "d", "t"}},
		{fanOut(), PostOrder, []string{"p", "a", "c", "b", "d", "t"}},
		{fanOut(), DFS, []string{"p", "a", "c", "b", "d", "t"}},
		// a and b tie; b entered the ready list last, so it goes first.
		{fanOut(), List, []string{"p", "b", "d", "a", "c", "t"}},
		{heavyLast(), PostOrder, []string{"p", "s", "x", "y", "z", "r"}},
		{heavyLast(), DFS, []string{"p", "x", "y", "z", "s", "r"}},
		{heavyLast(), List, []string{"p", "s", "x", "y", "z", "r"}},
		{controlFirst(), PostOrder, []string{"p", "x", "y", "t"}},
		{controlFirst(), List, []string{"p", "x", "y", "t"}},
		{useBeforeDef(), PostOrder, []string{"p", "q", "r"}},
		// Post order walks the root first, then the dead exponential and
		// the unused p1 from the remaining sinks in text order.
		{loops(), PostOrder, []string{"p0", "zero", "init", "w", "g", "k", "f", "out", "p1", "dead"}},
	}
	for _, tt := range tests {
		seq, err := Order(tt.m, tt.alg, size)
		if err != nil {
			t.Errorf("%s/%s: %v", tt.m.Name, tt.alg, err)
			continue
		}
		if diff := cmp.Diff(tt.want, names(seq, tt.m.Entry)); diff != "" {
			t.Errorf("%s/%s order (-want +got):\n%s", tt.m.Name, tt.alg, diff)
		}
	}
}

func TestOrderErrors(t *testing.T) {
	tests := []struct {
		m    *hlo.Module
		alg  Algorithm
		want string
	}{
		{controlFirst(), Text, "test.hlo:2:3: instruction y comes before its control predecessor x: the text order of computation main is not a schedule"},
		{useBeforeDef(), Text, "test.hlo:2:3: instruction r uses q before its definition: the text order of computation main is not a schedule"},
		{cycle(), Text, "test.hlo:2:3: instruction a uses b before its definition: the text order of computation main is not a schedule"},
		{cycle(), PostOrder, "test.hlo:3:3: instruction b depends on a, which depends on it in turn: the computation main has a cycle"},
		{cycle(), DFS, "test.hlo:3:3: instruction b depends on a, which depends on it in turn: the computation main has a cycle"},
		{cycle(), List, "test.hlo:2:3: instruction a depends on b, which depends on it in turn: the computation main has a cycle"},
		{cycle(), Best, "test.hlo:2:3: instruction a depends on b, which depends on it in turn: the computation main has a cycle"},
		{fanOut(), Algorithm("magic"), `unknown schedule "magic": want text, postorder, dfs, list, bfs or best`},
	}
	for _, tt := range tests {
		_, err := Order(tt.m, tt.alg, size)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != tt.want {
			t.Errorf("%s/%s error:\n got %s\nwant %s", tt.m.Name, tt.alg, got, tt.want)
		}
	}
}

func TestMaxLive(t *testing.T) {
	// The essay's example: p, a = exp(p), b = neg(a), ROOT c = add(p, b),
	// 1 KiB each: step 2 holds p, a, b.
	essay := func() *hlo.Module {
		b := newModule("essay")
		e := b.comp("main", true)
		e.op("p", "parameter", f32(256))
		e.op("a", "exponential", f32(256), "p")
		e.op("b", "negate", f32(256), "a")
		e.op("c", "add", f32(256), "p", "b")
		e.done("c")
		return b.m
	}
	// A call: the callee (e then r, 4 KiB each, both live at r) runs at
	// k's step, where p (4 KiB) and k (4 KiB) are live: 8192 + 8192.
	// The fusion's 4 MiB broadcast is thread-local and not counted.
	call := func() *hlo.Module {
		b := newModule("call")
		callee := b.comp("callee", false)
		callee.op("x", "parameter", f32(1024))
		callee.op("e", "exponential", f32(1024), "x")
		callee.op("r", "negate", f32(1024), "e")
		callee.done("r")
		fused := b.comp("fused", false)
		fused.op("x", "parameter", f32(1024))
		fused.op("big", "broadcast", f32(1<<20), "x")
		fused.op("r", "reduce", f32(1024), "big")
		fused.done("r")
		e := b.comp("main", true)
		e.op("p", "parameter", f32(1024))
		f := e.op("f", "fusion", f32(1024), "p")
		e.calls(f, "calls", fused)
		k := e.op("k", "call", f32(1024), "f")
		e.calls(k, "to_apply", callee)
		e.done("k")
		return b.m
	}
	// A while: its state tuple is forwarded, not copied; the body's
	// largest step (n and the incoming element are both 1 KiB, i and the
	// tuples are small) is counted at w's step.
	tests := []struct {
		m    *hlo.Module
		alg  Algorithm
		want int64
	}{
		{essay(), Text, 3072},
		{fanOut(), Text, 528388},
		{fanOut(), List, 266248},
		{heavyLast(), Text, 528448},
		{heavyLast(), DFS, 528384},
		// p 4096 + f 4096 (its last use is k) + k 4096 + callee 8192.
		{call(), Text, 20480},
		// Entry: p0, p1 (1 KiB each, throughout), zero 4 (a constant,
		// throughout), init 16 (last read by w: g looks through w and init
		// to p0), dead 1 KiB at its own step, k and f 1 KiB each, out 16.
		// At k's step: p0 + p1 + zero + k + callee (e + r = 2 KiB)
		// = 1024+1024+4+1024+2048 = 5124. At w's step: p0 + p1 + zero +
		// init + body (one + i + n + t = 1048) = 3116.
		{loops(), Text, 5124},
	}
	for _, tt := range tests {
		seq, err := Order(tt.m, tt.alg, size)
		if err != nil {
			t.Fatalf("%s/%s: %v", tt.m.Name, tt.alg, err)
		}
		if got := MaxLive(tt.m, seq, size); got != tt.want {
			t.Errorf("%s/%s MaxLive = %d, want %d", tt.m.Name, tt.alg, got, tt.want)
		}
	}
}

func TestOrderBest(t *testing.T) {
	tests := []struct {
		m      *hlo.Module
		chosen Algorithm
		est    string
	}{
		{fanOut(), List, "text 528388 · postorder 266248 · dfs 266248 · list 266248"},
		{heavyLast(), DFS, "text 528448 · postorder 528448 · dfs 528384 · list 528448"},
		{useBeforeDef(), List, "text error · postorder 48 · dfs 48 · list 48"},
	}
	for _, tt := range tests {
		seq, chosen, est, err := OrderBest(tt.m, size)
		if err != nil {
			t.Fatalf("%s: %v", tt.m.Name, err)
		}
		if chosen != tt.chosen {
			t.Errorf("%s: chose %s, want %s", tt.m.Name, chosen, tt.chosen)
		}
		var parts []string
		for _, e := range est {
			if e.Err != nil {
				parts = append(parts, string(e.Algorithm)+" error")
			} else {
				parts = append(parts, fmt.Sprintf("%s %d", e.Algorithm, e.MaxLive))
			}
		}
		if got := strings.Join(parts, " · "); got != tt.est {
			t.Errorf("%s estimates:\n got %s\nwant %s", tt.m.Name, got, tt.est)
		}
		if err := checkSequence(tt.m, seq); err != nil {
			t.Errorf("%s: %v", tt.m.Name, err)
		}
	}
}

// TestBestNeverWorse checks that best's schedule is no worse than any
// single algorithm's, and that every run gives the same schedule.
func TestBestNeverWorse(t *testing.T) {
	for _, m := range handBuilt() {
		checkBest(t, m)
	}
}

func checkBest(t *testing.T, m *hlo.Module) {
	t.Helper()
	seq, chosen, est, err := OrderBest(m, size)
	if err != nil {
		t.Errorf("%s: %v", m.Name, err)
		return
	}
	if err := checkSequence(m, seq); err != nil {
		t.Errorf("%s/best(%s): %v", m.Name, chosen, err)
	}
	best := MaxLive(m, seq, size)
	for _, e := range est {
		if e.Err != nil {
			continue
		}
		if e.MaxLive < best {
			t.Errorf("%s: best (%s) estimate %d exceeds %s's %d", m.Name, chosen, best, e.Algorithm, e.MaxLive)
		}
		s, err := Order(m, e.Algorithm, size)
		if err != nil {
			t.Errorf("%s/%s: %v", m.Name, e.Algorithm, err)
			continue
		}
		if got := MaxLive(m, s, size); got != e.MaxLive {
			t.Errorf("%s/%s: estimate %d, MaxLive of its order %d", m.Name, e.Algorithm, e.MaxLive, got)
		}
	}
	again, chosen2, _, _ := OrderBest(m, size)
	if chosen2 != chosen {
		t.Errorf("%s: chose %s, then %s", m.Name, chosen, chosen2)
	}
	for _, c := range m.Computations {
		if diff := cmp.Diff(names(seq, c), names(again, c)); diff != "" {
			t.Errorf("%s/%s: two runs differ (-first +second):\n%s", m.Name, c.Name, diff)
		}
	}
}

func TestParseAlgorithm(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want Algorithm
		err  string
	}{
		{"text", Text, ""},
		{"postorder", PostOrder, ""},
		{"dfs", DFS, ""},
		{"List", List, ""},
		{"best", Best, ""},
		{"", "", `unknown schedule "": want text, postorder, dfs, list, bfs or best`},
		{"greedy", "", `unknown schedule "greedy": want text, postorder, dfs, list, bfs or best`},
	} {
		got, err := ParseAlgorithm(tt.in)
		gotErr := ""
		if err != nil {
			gotErr = err.Error()
		}
		if got != tt.want || gotErr != tt.err {
			t.Errorf("ParseAlgorithm(%q) = %q, %q; want %q, %q", tt.in, got, gotErr, tt.want, tt.err)
		}
	}
}

func TestDefault(t *testing.T) {
	m := fanOut()
	if got := Default(m); got != Best {
		t.Errorf("Default(unscheduled) = %s, want best", got)
	}
	m.IsScheduled = true
	if got := Default(m); got != Text {
		t.Errorf("Default(scheduled) = %s, want text", got)
	}
}

// TestFusedKeepTextOrder checks that a fused computation is not scheduled:
// under every algorithm its sequence is its text order (XLA schedules only
// the computations that run in sequence), in a slice of its own.
func TestFusedKeepTextOrder(t *testing.T) {
	m := loops()
	var fused *hlo.Computation
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			if in.Opcode == "fusion" {
				fused = in.Called[0].Computation
			}
		}
	}
	if fused == nil || len(fused.Instructions) < 2 {
		t.Fatal("loops() has no fused computation of two instructions")
	}
	for _, alg := range append(Algorithms(), BFS) {
		seq, err := Order(m, alg, size)
		if err != nil {
			t.Fatalf("%s: %v", alg, err)
		}
		got := seq[fused]
		if !slices.Equal(got, fused.Instructions) {
			t.Errorf("%s: fused computation's sequence %v is not its text order %v", alg, names(seq, fused), names(hlo.Sequence{fused: fused.Instructions}, fused))
		} else if &got[0] == &fused.Instructions[0] {
			t.Errorf("%s: the sequence shares the computation's slice", alg)
		}
	}
}
