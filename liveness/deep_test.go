package liveness

import (
	"fmt"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// TestDeepWhileNesting plans whiles nested 20,000 deep (each body holds
// the next while). The timeline lays callees out recursively, about 3 KiB
// of stack per level: under a 32 MiB stack this overflowed, a fatal crash
// (under Go's default 1 GB, a chain of a few 10^5 levels did the same).
// The parser now refuses calls nested deeper than 10,000 computations,
// with an error at the computation that starts the too-deep chain
// (body9999: it and the 10,000 bodies below it), and 5,000 levels are
// planned within the capped stack.
func TestDeepWhileNesting(t *testing.T) {
	defer debug.SetMaxStack(debug.SetMaxStack(32 << 20))
	nest := func(n int) string {
		var b strings.Builder
		b.WriteString("HloModule m\ncond {\n  p = (s32[], f32[4]{0}) parameter(0)\n  i = s32[] get-tuple-element(p), index=0\n  n = s32[] constant(4)\n  ROOT lt = pred[] compare(i, n), direction=LT\n}\n")
		for i := 0; i < n; i++ {
			fmt.Fprintf(&b, "body%d {\n  p = (s32[], f32[4]{0}) parameter(0)\n  i = s32[] get-tuple-element(p), index=0\n", i)
			if i+1 < n {
				fmt.Fprintf(&b, "  w = (s32[], f32[4]{0}) while(p), condition=cond, body=body%d\n  x = f32[4]{0} get-tuple-element(w), index=1\n", i+1)
			} else {
				b.WriteString("  x = f32[4]{0} get-tuple-element(p), index=1\n")
			}
			b.WriteString("  y = f32[4]{0} negate(x)\n  ROOT r = (s32[], f32[4]{0}) tuple(i, y)\n}\n")
		}
		b.WriteString("ENTRY main {\n  x = f32[4]{0} parameter(0)\n  z = s32[] constant(0)\n  t = (s32[], f32[4]{0}) tuple(z, x)\n  w = (s32[], f32[4]{0}) while(t), condition=cond, body=body0\n  ROOT r = f32[4]{0} get-tuple-element(w), index=1\n}\n")
		return b.String()
	}
	_, err := hlo.Parse("m.hlo", []byte(nest(20_000)))
	if err == nil || !strings.Contains(err.Error(), `computation "body9999" calls computations nested 10001 deep`) {
		if err == nil {
			mods, _ := hlo.Parse("m.hlo", []byte(nest(20_000)))
			_, err = Analyze(mods[0], nil, dense) // overflowed the stack
		}
		t.Fatalf("got %v, want an error at body9999", err)
	}
	mods, err := hlo.Parse("m.hlo", []byte(nest(5_000)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Analyze(mods[0], nil, dense); err != nil {
		t.Fatal(err)
	}
}

// inPlaceChain is an entry of n dynamic-update-slices, each writing over
// the previous one: one must-share group of n+1 values.
func inPlaceChain(n int) string {
	var b strings.Builder
	b.WriteString("HloModule m\nENTRY main {\n  d0 = f32[1024]{0} parameter(0)\n  u = f32[1]{0} parameter(1)\n  i = s32[] constant(3)\n")
	for k := 1; k <= n; k++ {
		fmt.Fprintf(&b, "  d%d = f32[1024]{0} dynamic-update-slice(d%d, u, i)\n", k, k-1)
	}
	fmt.Fprintf(&b, "  ROOT r = f32[1024]{0} negate(d%d)\n}\n", n)
	return b.String()
}

// TestInPlaceChain checks the buffers of a chain of in-place updates: the
// parameter is kept by the caller, so the first update writes over a copy
// of it, and every later one over its predecessor: one buffer for the
// chain, live to the negate.
func TestInPlaceChain(t *testing.T) {
	mods, err := hlo.Parse("m.hlo", []byte(inPlaceChain(1000)))
	if err != nil {
		t.Fatal(err)
	}
	r, err := Analyze(mods[0], nil, dense)
	if err != nil {
		t.Fatal(err)
	}
	chain := 0
	for _, b := range r.Buffers {
		if len(b.Values) > chain {
			chain = len(b.Values)
		}
	}
	if chain < 1000 {
		t.Errorf("the longest buffer holds %d values, want the chain's 1000 updates", chain)
	}
}

// BenchmarkInPlaceChain analyzes a chain of 16,000 in-place updates: the
// loop marking the groups that hold a while's values walked every group
// once per member, n^2 steps (the analysis of 100,000 updates took
// minutes; see mayShare).
func BenchmarkInPlaceChain(b *testing.B) {
	mods, err := hlo.Parse("m.hlo", []byte(inPlaceChain(16_000)))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := Analyze(mods[0], nil, dense); err != nil {
			b.Fatal(err)
		}
	}
}
