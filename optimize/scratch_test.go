package optimize

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// bytesPerCall is the heap allocated by one call of f, averaged over runs
// calls after one to warm up the state's scratch slices.
func bytesPerCall(runs int, f func()) uint64 {
	f()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	for i := 0; i < runs; i++ {
		f()
	}
	runtime.ReadMemStats(&after)
	return (after.TotalAlloc - before.TotalAlloc) / uint64(runs)
}

// wideModule is an entry computation whose root tuple reads n chains of
// two negates of a parameter each, beside n dead negates.
func wideModule(n int) string {
	var b strings.Builder
	b.WriteString("HloModule wide\nENTRY e {\n  p = f32[4] parameter(0)\n")
	var ops []string
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "  a%d = f32[4] negate(p)\n  b%d = f32[4] negate(a%d)\n  dead%d = f32[4] negate(b%d)\n", i, i, i, i, i)
		ops = append(ops, fmt.Sprintf("b%d", i))
	}
	fmt.Fprintf(&b, "  ROOT t = (%s) tuple(%s)\n}\n", strings.TrimSuffix(strings.Repeat("f32[4], ", n), ", "), strings.Join(ops, ", "))
	return b.String()
}

// TestDCEScratch checks that dce removes the dead negates and that a run
// allocates no set of its own: live instructions are marked in the
// state's scratch marks, the worklist is kept, so what a run over 6,002
// instructions allocates is sequential's small map and list, not a map
// of them (over 100 KB as a pointer-keyed map).
func TestDCEScratch(t *testing.T) {
	const n = 2000
	s := newState(parseOne(t, wideModule(n)), Options{Rules: CPU}, &Report{})
	if got := dce(s); got != n {
		t.Fatalf("dce removed %d, want %d", got, n)
	}
	if got := dce(s); got != 0 {
		t.Fatalf("dce removed %d on its second run, want 0", got)
	}
	if b := bytesPerCall(20, func() { dce(s) }); b > 4096 {
		t.Errorf("dce allocated %d bytes per run over %d instructions, want at most 4096", b, 3*n+2)
	}
}

// TestPostOrderScratch checks that postOrder puts every operand before
// its readers and that, beside the order it returns, it allocates little:
// visited instructions are marked in the state's scratch marks, not in a
// map per call.
func TestPostOrderScratch(t *testing.T) {
	const n = 2000
	s := newState(parseOne(t, wideModule(n)), Options{Rules: CPU}, &Report{})
	c := s.m.Entry
	post := s.postOrder(c)
	if len(post) != len(c.Instructions) {
		t.Fatalf("postOrder gave %d instructions, want %d", len(post), len(c.Instructions))
	}
	at := map[string]int{}
	for i, in := range post {
		at[in.Name] = i
	}
	for _, in := range c.Instructions {
		for _, op := range in.Operands {
			if at[op.Name] >= at[in.Name] {
				t.Fatalf("%s at %d, after its reader %s at %d", op.Name, at[op.Name], in.Name, at[in.Name])
			}
		}
	}
	out := uint64(len(c.Instructions)) * 8
	if b := bytesPerCall(20, func() { s.postOrder(c) }); b > out+out/2+4096 {
		t.Errorf("postOrder allocated %d bytes per call, want at most %d (its result, %d bytes, and room)", b, out+out/2+4096, out)
	}
}

// TestIndexSetAsMap checks indexSet against a map over random adds and
// lookups that take it past smallSet into its map.
func TestIndexSetAsMap(t *testing.T) {
	pool := make([]*hlo.Instruction, 3*smallSet)
	for i := range pool {
		pool[i] = &hlo.Instruction{Name: fmt.Sprint("x", i)}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for round := 0; round < 50; round++ {
		set, want := newIndexSet(), map[*hlo.Instruction]bool{}
		for step := 0; step < 4*smallSet; step++ {
			v := pool[rng.IntN(len(pool))]
			if got, w := set.add(v), !want[v]; got != w {
				t.Fatalf("round %d step %d: add(%s) = %v, want %v", round, step, v.Name, got, w)
			}
			want[v] = true
			u := pool[rng.IntN(len(pool))]
			if set.has(u) != want[u] {
				t.Fatalf("round %d step %d: has(%s) = %v, want %v", round, step, u.Name, set.has(u), want[u])
			}
			if set.len() != len(want) {
				t.Fatalf("round %d step %d: len %d, want %d", round, step, set.len(), len(want))
			}
		}
		seen := map[*hlo.Instruction]bool{}
		set.each(func(v *hlo.Instruction) {
			if !want[v] || seen[v] {
				t.Fatalf("round %d: each gave %s, not a member or twice", round, v.Name)
			}
			seen[v] = true
		})
		if len(seen) != len(want) {
			t.Fatalf("round %d: each gave %d members, want %d", round, len(seen), len(want))
		}
	}
}

// TestIndexCountsScratch checks the indexing counts of a fused chain of
// 300 negates read by a slice and a pad at the top (each negate emitted
// twice, once per indexing reader) and that evaluating it allocates no
// map per instruction: a set of a few readers is a list (indexSet); 82,944
// bytes per call, 164,656 with a map per set.
func TestIndexCountsScratch(t *testing.T) {
	const n = 300
	fc := fusedChain(t, n)
	d := indexCounts(fc)
	for _, in := range fc.Instructions {
		want := int64(1)
		if strings.HasPrefix(in.Name, "n") || in.Name == "p" {
			want = 2
		}
		if got := d.count[in]; got != want {
			t.Errorf("count of %s %d, want %d", in.Name, got, want)
		}
	}
	if bytes := bytesPerCall(20, func() { indexCounts(fc) }); bytes > 400*uint64(n) {
		t.Errorf("indexCounts allocated %d bytes over %d instructions, want at most %d (a map per instruction: 164,656)", bytes, n+5, 400*n)
	}
}

// BenchmarkDCE runs dce over a module of 6,002 instructions, 2,000 of
// them dead on the first run (the others find none).
func BenchmarkDCE(b *testing.B) {
	s := newState(parseOne(b, wideModule(2000)), Options{Rules: CPU}, &Report{})
	b.ReportAllocs()
	for b.Loop() {
		dce(s)
	}
}

// BenchmarkPostOrder orders the same module's entry computation.
func BenchmarkPostOrder(b *testing.B) {
	s := newState(parseOne(b, wideModule(2000)), Options{Rules: CPU}, &Report{})
	b.ReportAllocs()
	for b.Loop() {
		s.postOrder(s.m.Entry)
	}
}

// fusedChain is the fused computation of TestIndexCountsScratch: a chain
// of n negates read by a slice and a pad at its top.
func fusedChain(t testing.TB, n int) *hlo.Computation {
	var b strings.Builder
	b.WriteString("HloModule f\nfused {\n  p = f32[8] parameter(0)\n  n0 = f32[8] negate(p)\n")
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, "  n%d = f32[8] negate(n%d)\n", i, i-1)
	}
	fmt.Fprintf(&b, "  s = f32[4] slice(n%d), slice={[0:4]}\n  z = f32[] constant(0)\n  q = f32[12] pad(n%d, z), padding=2_2\n  ROOT t = (f32[4], f32[12]) tuple(s, q)\n}\n", n-1, n-1)
	b.WriteString("ENTRY e {\n  x = f32[8] parameter(0)\n  ROOT f = (f32[4], f32[12]) fusion(x), kind=kLoop, calls=fused\n}\n")
	for _, c := range parseOne(t, b.String()).Computations {
		if c.Name == "fused" {
			return c
		}
	}
	t.Fatal("no computation fused")
	return nil
}

// BenchmarkIndexCounts evaluates the indexing counts of a fused chain of
// 300 negates.
func BenchmarkIndexCounts(b *testing.B) {
	fc := fusedChain(b, 300)
	b.ReportAllocs()
	for b.Loop() {
		indexCounts(fc)
	}
}

// TestUnfusibleScratch checks unfusible on a chain of 3,000 instructions
// between two adds: the adds read more elements than they write, and
// both may fuse into every reader (the first into the chain's negate, the
// root has none), so nothing is marked; and it reads the post order's
// places from the queue's positions, with no map of them per computation
// (73,888 bytes per call here before).
func TestUnfusibleScratch(t *testing.T) {
	const n = 3000
	var b strings.Builder
	b.WriteString("HloModule chain\nENTRY e {\n  p = f32[64] parameter(0)\n  q = f32[64] parameter(1)\n  a0 = f32[64] add(p, q)\n")
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, "  a%d = f32[64] negate(a%d)\n", i, i-1)
	}
	fmt.Fprintf(&b, "  ROOT r = f32[64] add(a%d, q)\n}\n", n-1)
	s := newState(parseOne(t, b.String()), Options{Rules: CPU}, &Report{})
	f := &fusionPass{s: s, c: s.m.Entry, counts: map[*hlo.Computation]*dupState{}}
	post := s.postOrder(f.c)
	for i, in := range post {
		f.id(in)
		f.qpos[in.ID] = i
	}
	if got := bytesPerCall(10, func() { f.unfusible(post) }); got > 16<<10 {
		t.Errorf("unfusible allocated %d bytes per call over %d instructions, want at most %d", got, len(post), 16<<10)
	}
	// The adds read two operands of their rank and more elements than
	// they write: a0 fuses into its one reader, so it stays fusible;
	// nothing is marked.
	for _, in := range post {
		if f.noDup[in.ID] {
			t.Errorf("%s marked unfusible", in.Name)
		}
	}
}
