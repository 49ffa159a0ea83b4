package assign

// Generated problems: random buffers with mixed lifetimes, for benchmarks.
//
// MixedProblem draws n buffers on a timeline of n steps (one buffer starts
// per step on average), in three classes shaped like a training step's
// buffers:
//
//   - 70% short-lived: live 1 to 16 steps (log-uniform), sizes log-uniform
//     from 64 B to 1 MiB;
//   - 25% medium: live 16 to 1,024 steps (log-uniform), sizes multiples of
//     4 KiB from 4 KiB to 256 KiB;
//   - 5% long-lived and large: live 1,024 steps to the whole timeline
//     (log-uniform), sizes log-uniform from 1 MiB to 64 MiB in multiples of
//     4 KiB.
//
// The long-lived class sets the lower bound (at 10⁶ buffers about 7,000 of
// them are live at once), and every short buffer overlaps thousands of
// them in time: a packer that looks at every overlapping buffer is
// quadratic here. The generator is a splitmix64 stream, so the same n and
// seed give the same problem on every platform.

import (
	"math"
	"strconv"
)

// MixedProblem returns n random buffers with mixed lifetimes (see above)
// drawn from seed.
func MixedProblem(n int, seed uint64) *Problem {
	r := splitmix(seed ^ 0x6d697865645f6c74)
	horizon := int64(max(n, 2))
	logUniform := func(lo, hi float64) float64 {
		u := float64(r.next()>>11) / (1 << 53)
		return math.Exp(math.Log(lo) + u*(math.Log(hi)-math.Log(lo)))
	}
	p := &Problem{Buffers: make([]Buffer, n)}
	for i := range p.Buffers {
		start := int64(r.intn(int(horizon)))
		var dur, size int64
		switch c := r.intn(100); {
		case c < 70:
			dur = int64(logUniform(1, 17))
			size = int64(logUniform(64, 1<<20+1))
		case c < 95:
			dur = int64(logUniform(16, 1025))
			size = 4096 * int64(1+r.intn(64))
		default:
			dur = int64(logUniform(1024, float64(max(horizon, 1025))+1))
			size = int64(logUniform(1<<20, 1<<26)) / 4096 * 4096
		}
		end := min(start+max(dur, 1), horizon)
		if end <= start {
			start = end - 1
		}
		p.Buffers[i] = Buffer{ID: strconv.Itoa(i), Start: start, End: end, Size: max(size, 1)}
	}
	return p
}
