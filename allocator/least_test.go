package allocator

import (
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"
)

// randomTrace writes a seeded script of puts and drops of mixed sizes: a
// pool of live arrays that come and go, where BFC's best fit depends on the
// pool's size.
func randomTrace(seed int64, steps int) string {
	rng := rand.New(rand.NewSource(seed))
	var b strings.Builder
	live := []int{}
	for i := 0; i < steps; i++ {
		if len(live) > 3 && rng.Intn(3) == 0 {
			k := rng.Intn(len(live))
			fmt.Fprintf(&b, "drop a%d\n", live[k])
			live = append(live[:k], live[k+1:]...)
			continue
		}
		fmt.Fprintf(&b, "put a%d %d\n", i, 256*(1+rng.Intn(24)))
		live = append(live, i)
	}
	return b.String()
}

// TestLeastPoolIntervals checks the least pool against every pool, one by
// one: on seeded traces, with a 256-byte grid, BFC runs in a pool exactly
// when LeastPool's intervals say so, from the live-bytes peak to well above
// the certified pool (bfc_allocator.cc's FindChunkPtr is not monotone in
// the pool's size, so the pools below the least one that happen to run are
// reported, not hidden); and the answer is the same whatever the device.
// Both BFC variants: classic BFC must give pools below the least one that
// run; spatial BFC's are counted (with lower requests only, a hole is taken
// before the gap whatever their sizes, so the pool reaches fewer
// decisions).
func TestLeastPoolIntervals(t *testing.T) {
	for _, classic := range []bool{true, false} {
		nonMonotone := leastPoolIntervals(t, classic)
		if classic && nonMonotone == 0 {
			t.Errorf("classic: no seed gave a pool below the least one that runs: the traces do not exercise the search")
		}
		t.Logf("classic %v: %d of 40 traces run in pools below their least pool", classic, nonMonotone)
	}
}

// leastPoolIntervals checks TestLeastPoolIntervals's traces under one BFC
// variant and returns how many run in a pool below their least pool.
func leastPoolIntervals(t *testing.T, classic bool) int {
	nonMonotone := 0
	for seed := int64(1); seed <= 40; seed++ {
		sim := mustSim(t, randomTrace(seed, 60))
		opts := Options{MemFraction: 1, Granularity: MinAllocationSize, NoSpatialPartitioning: classic}
		var first Least
		for i, dev := range []int64{64 << 10, 1 << 20, 1 << 30} {
			opts.DeviceMemory = dev
			l, err := sim.LeastPool(opts)
			if err != nil || !l.Found {
				t.Fatalf("seed %d: %+v %v", seed, l, err)
			}
			if i == 0 {
				first = l
				continue
			}
			if l.Pool != first.Pool || l.Certified != first.Certified || fmt.Sprint(l.Below) != fmt.Sprint(first.Below) {
				t.Errorf("seed %d: device %d: least pool %d (certified %d, below %v); device %d: %d (%d, %v)",
					seed, dev, l.Pool, l.Certified, l.Below, 64<<10, first.Pool, first.Certified, first.Below)
			}
		}
		if len(first.Below) > 0 {
			nonMonotone++
		}
		in := func(p int64) bool {
			if p >= first.Certified {
				return true
			}
			for _, iv := range first.Intervals {
				if p >= iv.From && p <= iv.To {
					return iv.Runs
				}
			}
			return false
		}
		for p := first.Floor - 4*MinAllocationSize; p <= first.Certified+64*MinAllocationSize; p += MinAllocationSize {
			if p <= 0 {
				continue
			}
			o := opts
			o.exactPool = p
			res, err := sim.Run(o)
			if err != nil {
				t.Fatal(err)
			}
			if ran := res.OOM == nil; ran != in(p) {
				t.Errorf("classic %v, seed %d: pool %d runs %v, LeastPool says %v (least %d, certified %d, intervals %v)", classic, seed, p, ran, in(p), first.Pool, first.Certified, first.Intervals)
			}
			if p >= first.Pool && res.OOM != nil {
				t.Errorf("seed %d: pool %d above the least pool %d fails", seed, p, first.Pool)
			}
		}
	}
	return nonMonotone
}

// TestFractionForTiny checks that a fraction so small that the device
// would pass 2^62 bytes gives device 0 at once (1e-300 made the search
// step from an undefined int64 conversion of +Inf without end), and that
// an ordinary fraction gives the least device whose pool holds the bytes.
func TestFractionForTiny(t *testing.T) {
	for _, f := range []float64{1e-300, math.SmallestNonzeroFloat64, 1e-17} {
		if _, d := fractionFor(8<<20, Options{MemFraction: f}); d != 0 {
			t.Errorf("fraction %g: device %d, want 0 (more than 2^62 bytes)", f, d)
		}
	}
	o := Options{MemFraction: 0.75}
	_, d := fractionFor(130<<20, o)
	if o.Pool(d) < 130<<20 || o.Pool(d-1) >= 130<<20 {
		t.Errorf("device %d: pool %d, one byte less %d; want the least device whose pool holds 130 MiB", d, o.Pool(d), o.Pool(d-1))
	}
}
