package optimize

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
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
