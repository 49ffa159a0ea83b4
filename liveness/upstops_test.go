package liveness

import (
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/internal/mlpstep"
	"github.com/planner-dev/planner/optimize"
)

// TestHostIndexUpStops: hostIndex.up stopping at the first node that comes
// out unchanged gives the buffers the walk to the root gave, on random
// modules and on a 200-layer MLP training step optimized for the CPU,
// both arenas, with and without XLA:CPU's sharing rules.
func TestHostIndexUpStops(t *testing.T) {
	var mods []*hlo.Module
	for seed := uint64(0); seed < 120; seed++ {
		mods = append(mods, randomModule(t, seed, 10+int(seed%60)))
	}
	parsed, err := hlo.Parse("step.hlo", []byte(mlpstep.Text(200)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := optimize.Run(parsed[0], optimize.Options{}); err != nil {
		t.Fatal(err)
	}
	mods = append(mods, parsed[0])
	defer func() { upStops = true }()
	for i, m := range mods {
		for _, arena := range []Arena{All, TempOnly} {
			for _, cpu := range []bool{false, true} {
				opt := dense
				opt.Arena, opt.CPUSharing = arena, cpu
				var probs [2]any
				for k, stops := range []bool{true, false} {
					upStops = stops
					r, err := Analyze(m, nil, opt)
					if err != nil {
						t.Fatalf("module %d: %v", i, err)
					}
					probs[k] = r.Problem(arena)
				}
				if diff := cmp.Diff(probs[1], probs[0]); diff != "" {
					t.Fatalf("module %d, arena %s, cpu %v: buffers differ (-walk to the root +stopping)\n%s", i, arena, cpu, diff)
				}
			}
		}
	}
}

// TestHostIndexInvariants drives a hostIndex through random hosts whose
// groups only grow, and kills, and checks after each update what next
// relies on: every node's range fields are exactly those of its children
// (up may stop early only where nothing above would change), and its
// busy instants lie in the spans of every live host below it (they may
// lag behind, never run ahead).
func TestHostIndexInvariants(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 31))
	// grow returns spans with a few more, sorted and disjoint, on the
	// instants 0..400 at even steps.
	grow := func(spans []span, k int) []span {
		used := map[int64]bool{}
		for _, sp := range spans {
			for x := sp.lo; x <= sp.hi; x++ {
				used[x] = true
			}
		}
		for ; k > 0; k-- {
			lo := int64(rng.IntN(200)) * 2
			hi := lo + int64(rng.IntN(4))
			ok := true
			for x := lo - 1; x <= hi+1; x++ {
				ok = ok && !used[x]
			}
			if ok {
				for x := lo; x <= hi; x++ {
					used[x] = true
				}
			}
		}
		var out []span
		for x := int64(0); x <= 402; x++ {
			if !used[x] {
				continue
			}
			if n := len(out); n > 0 && out[n-1].hi == x-1 {
				out[n-1].hi = x
			} else {
				out = append(out, span{x, x})
			}
		}
		return out
	}
	for round := 0; round < 60; round++ {
		n := 1 + rng.IntN(40)
		ix := newHostIndex(n)
		spans := make([][]span, n)
		early := make([]bool, n)
		for i := range n {
			spans[i] = grow(nil, 1+rng.IntN(6))
			early[i] = rng.IntN(3) == 0
			ix.setLeaf(i, &group{spans: spans[i]}, early[i])
		}
		ix.build()
		for op := 0; op < 200; op++ {
			i := rng.IntN(n)
			if ix.dead[i] {
				continue
			}
			if rng.IntN(10) == 0 {
				ix.kill(i)
			} else {
				spans[i] = grow(spans[i], 1+rng.IntN(3))
				ix.set(i, &group{spans: spans[i]}, early[i])
			}
			checkHostIndex(t, ix, spans, round, op)
		}
	}
}

// checkHostIndex checks TestHostIndexInvariants' two invariants.
func checkHostIndex(t *testing.T, ix *hostIndex, spans [][]span, round, op int) {
	t.Helper()
	for v := ix.size - 1; v >= 1; v-- {
		l, r := 2*v, 2*v+1
		want := [5]int64{min(ix.minFirstHi[l], ix.minFirstHi[r]), max(ix.maxLastLo[l], ix.maxLastLo[r]),
			max(ix.maxFirstLo[l], ix.maxFirstLo[r]), min(ix.minLastHi[l], ix.minLastHi[r]), max(ix.maxGap[l], ix.maxGap[r])}
		got := [5]int64{ix.minFirstHi[v], ix.maxLastLo[v], ix.maxFirstLo[v], ix.minLastHi[v], ix.maxGap[v]}
		if got != want {
			t.Fatalf("round %d, op %d: node %d holds %v, its children give %v", round, op, v, got, want)
		}
	}
	for v := 1; v < 2*ix.size; v++ {
		// The hosts under v: leaves [lo, hi).
		lo, hi := v, v+1
		for lo < ix.size {
			lo, hi = 2*lo, 2*hi
		}
		for i := lo - ix.size; i < hi-ix.size && i < len(spans); i++ {
			if ix.dead[i] {
				continue
			}
			for _, b := range ix.busy[v] {
				inside := false
				for _, sp := range spans[i] {
					inside = inside || sp.lo <= b.lo && b.hi <= sp.hi
				}
				if !inside {
					t.Fatalf("round %d, op %d: node %d's busy %v is not occupied in host %d (%v)", round, op, v, b, i, spans[i])
				}
			}
		}
	}
}
