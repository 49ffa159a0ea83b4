package allocator

// LeastPool finds the least pool a script runs in, honestly: BFC's success
// is not monotone in the pool's size (a larger pool changes where best fit
// lands, and restore.run runs at 272 MiB, fails a little above it and at
// several pools further up), so "the least pool that runs" depends on where
// a search happens to look. What LeastPool reports instead is the smallest
// pool from which every larger pool runs, and the pools below it that
// happen to run.
//
// The pools searched are the ones that exist: XLA's GPU client rounds the
// pool up to a multiple of 2 MiB (gpu_helpers.cc, RoundUpGpuMemoryLimit),
// so BFC, planned and clairvoyant pools are searched on that grid; the platform
// allocator's limit is the device itself, searched in steps of 256 bytes.
//
// The search, in three parts:
//
//  1. A certificate. A run that ends where the allocator says every larger
//     pool would make the same decisions (BFC.SameInLargerPool: the pool's
//     size reached no decision) runs in every larger pool, without limit.
//     The certificate is monotone (a certified run is the same run, still
//     certified, in a larger pool), so the least certified pool is found by
//     doubling from the live-bytes peak and bisecting.
//  2. Downward from it, pool by pool on the grid, while pools run: the
//     lowest of them is the least pool, from which every larger pool runs
//     (below the certified pool each was run; above it, certified).
//  3. Below the first failure, pool by pool down to the live-bytes peak
//     (no allocator runs in less): the pools that happen to run.
//
// Platform, vmm, planned and clairvoyant are monotone (first fit, a
// budget with no addresses to fragment, first fit below a fixed region,
// and a fixed layout place a request where they would under any larger
// limit), so for them the first part is the whole search. The answer depends on the script and the
// options alone, never on --device-memory, which only turns the pool into
// a fraction and a device size. Every probe is a whole simulation, and the
// simulations are deterministic, so the answer is too.

import (
	"math"
)

// Least is what LeastPool finds.
type Least struct {
	// Found is false when no pool up to 2^50 bytes runs the script.
	Found bool
	// Pool is the least pool from which every larger pool runs, in bytes.
	Pool int64
	// Need is, for the monotone allocators (platform, vmm, planned, clairvoyant), the exact
	// least bytes, which Pool rounds up to the grid; Pool for BFC.
	Need int64
	// Certified is the least pool certified to run the same as every
	// larger one; Pool ≤ Certified.
	Certified int64
	// Grid is the step between the pools searched: 2 MiB, the pools XLA
	// makes, 256 bytes for platform, the allocation granularity for vmm.
	Grid int64
	// Floor is the live-bytes peak, rounded up to the grid: no pool below
	// it runs.
	Floor int64
	// Below are the pools under Pool that happen to run, ascending.
	Below []int64
	// Intervals are the outcomes from Floor to Certified, ascending, each
	// a run of pools on the grid with the same outcome.
	Intervals []Interval
	// Truncated is set when the downward walk stopped at maxWalk probes:
	// pools below the lowest one walked were not searched.
	Truncated bool
	// Fraction is the least memory fraction of the options' device whose
	// pool (as XLA rounds it) is at least Pool, rounded up to four decimals
	// (above 1: the device is too small at any fraction); 0 for platform,
	// which ignores the fraction.
	Fraction float64
	// Device is the least device memory whose pool at the options'
	// fraction is at least Pool; 0 when it would be more than 2^62 bytes
	// (a tiny fraction).
	Device int64
	// Runs counts the simulations run.
	Runs int
}

// Interval is a range of pools [From, To] on the grid with one outcome.
type Interval struct {
	From, To int64
	Runs     bool
}

// maxWalk caps the probes of parts 2 and 3 together.
const maxWalk = 256

// LeastPool searches the least pool for opts.Allocator and its options.
func (sim *Simulator) LeastPool(opts Options) (Least, error) {
	if opts.Allocator == "" {
		opts.Allocator = KindBFC
	}
	tr, err := sim.trace()
	if err != nil {
		return Least{}, err
	}
	out := Least{Grid: opts.granularity()}
	monotone := opts.Allocator == KindPlatform || opts.Allocator == KindVMM || opts.Allocator == KindPlanned || opts.Allocator == KindClairvoyant
	switch opts.Allocator {
	case KindPlatform:
		out.Grid = MinAllocationSize
	case KindVMM:
		// Every allocation is a multiple of the granularity, so is the
		// need; the budget itself is not rounded.
		out.Grid = opts.vmmGranularity()
	}
	g := out.Grid
	type outcome struct{ ran, same bool }
	seen := map[int64]outcome{}
	probe := func(pool int64) (outcome, error) {
		if o, ok := seen[pool]; ok {
			return o, nil
		}
		out.Runs++
		o := opts
		o.Columns, o.Progress, o.Check, o.outcomeOnly = 0, nil, false, true // o.Stop is kept
		o.exactPool = pool
		res, err := sim.Run(o)
		if err != nil {
			return outcome{}, err
		}
		r := outcome{res.OOM == nil, res.sameInLarger}
		if monotone {
			r.same = r.ran
		}
		seen[pool] = r
		return r, nil
	}
	out.Floor = roundUpTo(max(roundedBytes(tr.stats.PeakBytesInUse), MinAllocationSize), g)
	// Part 1: the least certified pool, in (lo, hi].
	lo, hi := out.Floor-g, out.Floor
	for {
		r, err := probe(hi)
		if err != nil {
			return out, err
		}
		if r.same {
			break
		}
		if hi >= 1<<50 {
			return out, nil
		}
		lo, hi = hi, min(roundUpTo(hi*2, g), 1<<50)
	}
	for hi-lo > g {
		mid := lo + (hi-lo)/2/g*g
		r, err := probe(mid)
		if err != nil {
			return out, err
		}
		if r.same {
			hi = mid
		} else {
			lo = mid
		}
	}
	out.Found, out.Certified, out.Pool = true, hi, hi
	if monotone {
		// The exact need, in steps of 256 bytes inside the last step.
		nlo, nhi := hi-g, hi
		if opts.Allocator == KindVMM {
			// The bytes held are a multiple of the grid: a budget inside
			// the last step fails as its bottom does.
			nlo = nhi
		}
		for nhi-nlo > MinAllocationSize {
			mid := nlo + (nhi-nlo)/2/MinAllocationSize*MinAllocationSize
			r, err := probe(mid)
			if err != nil {
				return out, err
			}
			if r.ran {
				nhi = mid
			} else {
				nlo = mid
			}
		}
		out.Need = nhi
		out.Intervals = []Interval{{From: out.Floor, To: hi - g}, {From: hi, To: hi, Runs: true}}
		if hi == out.Floor {
			out.Intervals = out.Intervals[1:]
		}
	} else {
		// Parts 2 and 3: walk down the grid to the floor.
		walked := 0
		failed := false
		for p := hi - g; p >= out.Floor; p -= g {
			if walked == maxWalk {
				out.Truncated = true
				break
			}
			walked++
			r, err := probe(p)
			if err != nil {
				return out, err
			}
			switch {
			case r.ran && !failed:
				out.Pool = p
			case r.ran:
				out.Below = append([]int64{p}, out.Below...)
			default:
				failed = true
			}
		}
		out.Need = out.Pool
		for p := hi; p >= out.Floor; p -= g {
			r, ok := seen[p]
			if !ok {
				break
			}
			if n := len(out.Intervals); n > 0 && out.Intervals[n-1].Runs == r.ran {
				out.Intervals[n-1].From = p
				continue
			}
			out.Intervals = append(out.Intervals, Interval{From: p, To: p, Runs: r.ran})
		}
		for i, j := 0, len(out.Intervals)-1; i < j; i, j = i+1, j-1 {
			out.Intervals[i], out.Intervals[j] = out.Intervals[j], out.Intervals[i]
		}
	}
	if opts.Allocator == KindPlatform {
		out.Device = out.Pool
		return out, nil
	}
	out.Fraction, out.Device = fractionFor(out.Pool, opts)
	return out, nil
}

// fractionFor returns the least memory fraction of opts.DeviceMemory, to
// four decimals, and the least device memory at opts' fraction, whose pool,
// as XLA's GPU client rounds it (Options.Pool), is at least pool; the
// device is never less than the pool, which preallocation takes from it.
func fractionFor(pool int64, opts Options) (float64, int64) {
	var frac float64
	if dev := opts.DeviceMemory; dev > 0 {
		o := opts
		frac = max(math.Ceil(float64(pool-o.poolStep()+1)/float64(dev)*1e4)/1e4, 1e-4)
		// The quotient's rounding may leave the product a byte short.
		for range 3 {
			if o.MemFraction = frac; o.Pool(dev) >= pool {
				break
			}
			frac = math.Round(frac*1e4+1) / 1e4
		}
	}
	f := opts.fraction()
	x := math.Ceil(float64(pool-opts.poolStep()+1) / f)
	if !(x <= maxDevice) {
		// More than 2^62 bytes (a fraction as small as 1e-300 makes it
		// +Inf, which has no int64, and a search by single bytes from
		// there never ended): no device.
		return frac, 0
	}
	d := max(int64(x), 1)
	// The pool grows with the device: step up by doubling until it holds
	// pool, then back down by halving steps to the least device that does.
	step := int64(1)
	for opts.Pool(d) < pool {
		if d > maxDevice-step {
			return frac, 0
		}
		d += step
		step *= 2
	}
	for ; step >= 1; step /= 2 {
		if d-step >= 1 && opts.Pool(d-step) >= pool {
			d -= step
		}
	}
	// The device must hold the pool it gives: preallocation takes it whole.
	return frac, max(d, pool)
}

// maxDevice is the most device memory LeastPool reports: 2^62 bytes.
const maxDevice = 1 << 62

// trace replays the script once against the tracer, and keeps it.
func (sim *Simulator) trace() (*tracer, error) {
	if sim.tr != nil {
		return sim.tr, nil
	}
	tr := &tracer{}
	if _, err := simulate(sim.script, tr, Options{Allocator: "trace"}, 0); err != nil {
		return nil, err
	}
	sim.tr = tr
	return tr, nil
}
