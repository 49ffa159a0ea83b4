package allocator

// LeastPool finds, by bisection, the least pool with which a script runs to
// the end under an allocator, and from it the least memory fraction on the
// given device and the least device memory at the given fraction.
//
// The search is over the pool's bytes in steps of 256: it starts from the
// live-bytes peak of the trace (no allocator runs in less: every block is
// at least its request rounded to 256 bytes), doubles an upper bound until
// the run succeeds, and halves the gap between a failing and a succeeding
// pool. Every probe is a whole simulation, and the simulations are
// deterministic, so the answer is too. BFC's success is not strictly
// monotone in the pool's size (a larger pool changes where best fit
// lands); the answer is the succeeding end of the final gap, a pool that
// runs, with 256 bytes less failing.

import (
	"math"
)

// Least is what LeastPool finds.
type Least struct {
	// Found is false when no pool up to 2^50 bytes runs the script.
	Found bool
	// Pool is the least pool found, in bytes.
	Pool int64
	// Fraction is Pool over the options' device memory, rounded up to four
	// decimals (above 1: the device is too small at any fraction); 0 for
	// platform, which ignores the fraction.
	Fraction float64
	// Device is the least device memory at the options' fraction; 0 when
	// it would be more than 2^62 bytes (a tiny fraction).
	Device int64
	// Runs counts the simulations run.
	Runs int
}

// LeastPool searches the least pool for opts.Allocator and its options.
func (sim *Simulator) LeastPool(opts Options) (Least, error) {
	if opts.Allocator == "" {
		opts.Allocator = KindBFC
	}
	tr, err := sim.trace()
	if err != nil {
		return Least{}, err
	}
	var out Least
	runs := func(pool int64) (bool, error) {
		out.Runs++
		o := opts
		o.Columns, o.Progress, o.Check, o.outcomeOnly = 0, nil, false, true // o.Stop is kept
		o.DeviceMemory = pool
		o.MemFraction = 1
		res, err := sim.Run(o)
		if err != nil {
			return false, err
		}
		return res.OOM == nil, nil
	}
	lo := roundedBytes(tr.stats.PeakBytesInUse) - MinAllocationSize // fails for every allocator
	hi := max(roundedBytes(opts.Pool(opts.DeviceMemory)), lo+MinAllocationSize, MinAllocationSize)
	for {
		ok, err := runs(hi)
		if err != nil {
			return out, err
		}
		if ok {
			break
		}
		if hi >= 1<<50 {
			return out, nil
		}
		lo, hi = hi, min(hi*2, 1<<50)
	}
	for hi-lo > MinAllocationSize {
		mid := (lo + hi) / 2 / MinAllocationSize * MinAllocationSize
		if mid <= lo {
			mid = lo + MinAllocationSize
		}
		ok, err := runs(mid)
		if err != nil {
			return out, err
		}
		if ok {
			hi = mid
		} else {
			lo = mid
		}
	}
	out.Found, out.Pool = true, hi
	if opts.Allocator == KindPlatform {
		out.Device = hi
		return out, nil
	}
	if opts.DeviceMemory > 0 {
		out.Fraction = math.Ceil(float64(hi)/float64(opts.DeviceMemory)*1e4) / 1e4
	}
	f := opts.MemFraction
	if f == 0 {
		f = DefaultMemFraction
	}
	out.Device = deviceFor(hi, f)
	return out, nil
}

// maxDevice is the most device memory LeastPool reports: 2^62 bytes.
const maxDevice = 1 << 62

// deviceFor is the least device memory d whose pool at fraction f (in (0,
// 1]) holds pool bytes: int64(f*d) >= pool, as Options.Pool computes it;
// 0 when that is more than maxDevice (a fraction as small as 1e-300 makes
// it +Inf, which has no int64, and a search by steps of one byte from it
// never ended).
func deviceFor(pool int64, f float64) int64 {
	x := math.Ceil(float64(pool) / f)
	if !(x <= maxDevice) {
		return 0
	}
	d := int64(x)
	// Rounding in f*d may leave the pool a few bytes short; past 2^53 one
	// byte is below a float64's step, so the steps grow.
	for step := int64(1); int64(f*float64(d)) < pool; step *= 2 {
		if d > maxDevice-step {
			return 0
		}
		d += step
	}
	return d
}

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
