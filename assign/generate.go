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

// The kinds of issue 31's comparison, each a fixed function of n and seed
// (GenerateProblem names them):
//
//   - pinned: a tenth of the buffers (at least one) long-lived and pinned
//     at fixed, evenly spaced positions in time, each over half the
//     timeline and sized 16 to 208 KiB, around many short buffers (1 to 8
//     steps, sizes uniform in 1 to 64 KiB): the long ones leave holes that
//     best fit in size order fills badly;
//   - random: intervals uniform over a timeline of n/4 steps, lengths
//     uniform up to a quarter of it, sizes uniform in 1 to 1,000 KiB;
//   - staircase: buffers in steps of rising start and end, each step's
//     sizes decreasing, the adversarial shape for best fit by size;
//   - heavy: random intervals with Pareto sizes (shape 1.2) from 4 KiB:
//     most buffers small, a few holding much of the load;
//   - training: one training step of a deep network, layer by layer: each
//     layer's activation lives from its forward step to its backward step
//     (nested lifetimes: the first layer's outlives all the others), with
//     a temporary in each forward and backward step and a weight gradient
//     from the layer's backward step to the optimizer's update at the end;
//     sizes fall in four stages, as a convolutional network's activations
//     do, jittered in multiples of 256 bytes;
//   - pipeline: the first stage of a 1F1B pipeline schedule (4 stages):
//     the forward passes of its warm-up microbatches, then one forward
//     and one backward in turn, then the last backwards; each pass runs
//     8 layers, each microbatch's activations live from its forward layer
//     to the same layer's backward (nested within the microbatch, and
//     overlapping the next three microbatches'), with a temporary per
//     layer and pass; every microbatch has the same layer sizes.
var ProblemKinds = []string{"mixed", "pinned", "random", "staircase", "heavy", "training", "pipeline"}

// GenerateProblem returns the problem of the given kind (one of
// ProblemKinds) with n buffers drawn from seed, or nil for an unknown kind.
func GenerateProblem(kind string, n int, seed uint64) *Problem {
	switch kind {
	case "mixed":
		return MixedProblem(n, seed)
	case "pinned":
		return pinnedProblem(n, seed)
	case "random":
		return randomProblem(n, seed)
	case "staircase":
		return staircaseProblem(n, seed)
	case "heavy":
		return heavyProblem(n, seed)
	case "training":
		return trainingProblem(n, seed)
	case "pipeline":
		return pipelineProblem(n, seed)
	}
	return nil
}

func pinnedProblem(n int, seed uint64) *Problem {
	r := splitmix(seed ^ 0x70696e6e6564)
	p := &Problem{Buffers: make([]Buffer, n)}
	pinned := max(n/10, 1)
	horizon := int64(max(n/4, 8))
	for i := range p.Buffers {
		b := Buffer{ID: strconv.Itoa(i)}
		if i < pinned {
			// Evenly spaced starts, each live half the timeline.
			b.Start = int64(i) * horizon / int64(pinned)
			b.End = min(b.Start+horizon/2+1, horizon)
			b.Size = 1024 * int64(16+r.intn(193))
		} else {
			b.Start = int64(r.intn(int(horizon)))
			b.End = min(b.Start+1+int64(r.intn(8)), horizon)
			if b.End <= b.Start {
				b.Start = b.End - 1
			}
			b.Size = int64(1 + r.intn(64<<10))
		}
		p.Buffers[i] = b
	}
	return p
}

// drawSpan draws a lifetime [start, end) within [0, horizon): a uniform
// start, then a length of 1 to spread+1 steps, cut at the horizon.
func drawSpan(r *rng64, horizon, spread int64) (start, end int64) {
	start = int64(r.intn(int(horizon)))
	end = min(start+1+int64(r.intn(int(spread)+1)), horizon)
	if end <= start {
		start = end - 1
	}
	return start, end
}

func randomProblem(n int, seed uint64) *Problem {
	r := splitmix(seed ^ 0x72616e646f6d)
	p := &Problem{Buffers: make([]Buffer, n)}
	horizon := int64(max(n/4, 4))
	for i := range p.Buffers {
		start, end := drawSpan(r, horizon, horizon/4)
		p.Buffers[i] = Buffer{ID: strconv.Itoa(i), Start: start, End: end, Size: 1024 * int64(1+r.intn(1000))}
	}
	return p
}

func staircaseProblem(n int, seed uint64) *Problem {
	r := splitmix(seed ^ 0x7374616972)
	p := &Problem{Buffers: make([]Buffer, n)}
	const width = 10 // buffers per step
	steps := (n + width - 1) / width
	for i := range p.Buffers {
		s, k := i/width, i%width
		// Step s holds width buffers live on [s, s+steps/4+k), sizes
		// falling with k, jittered so that no two tie.
		start := int64(s)
		end := start + int64(steps/4+1+k)
		size := int64(width-k)*4096 + int64(r.intn(4096))
		p.Buffers[i] = Buffer{ID: strconv.Itoa(i), Start: start, End: end, Size: size}
	}
	return p
}

func heavyProblem(n int, seed uint64) *Problem {
	r := splitmix(seed ^ 0x6865617679)
	p := &Problem{Buffers: make([]Buffer, n)}
	horizon := int64(max(n/4, 4))
	for i := range p.Buffers {
		start, end := drawSpan(r, horizon, horizon/8)
		u := (float64(r.next()>>11) + 1) / (1 << 53)
		size := min(4096*math.Pow(u, -1/1.2), 1<<30)
		p.Buffers[i] = Buffer{ID: strconv.Itoa(i), Start: start, End: end, Size: int64(size)}
	}
	return p
}

func trainingProblem(n int, seed uint64) *Problem {
	r := splitmix(seed ^ 0x747261696e)
	p := &Problem{Buffers: make([]Buffer, 0, n)}
	// Four buffers a layer: the activation, the forward temporary, the
	// backward temporary and the weight gradient; the last layer takes
	// the remainder.
	layers := int64(max((n+3)/4, 1))
	end := 2*layers + 1 // the optimizer's update
	add := func(start, stop, size int64) {
		if len(p.Buffers) < n {
			p.Buffers = append(p.Buffers, Buffer{ID: strconv.Itoa(len(p.Buffers)), Start: start, End: stop, Size: size})
		}
	}
	for i := int64(0); i < layers; i++ {
		// Four stages of falling activation size (x1, /2, /4, /8 of 2 MiB).
		base := int64(2<<20) >> (4 * i / layers)
		act := base + 256*int64(r.intn(int(base/256/4)+1))
		fwd, bwd := i, 2*layers-1-i // the layer's forward and backward steps
		add(fwd, bwd+1, act)
		add(fwd, fwd+1, act/2+256*int64(r.intn(64)))
		add(bwd, bwd+1, act+256*int64(r.intn(64)))
		add(bwd, end, 4096*int64(1+r.intn(64)))
	}
	return p
}

func pipelineProblem(n int, seed uint64) *Problem {
	r := splitmix(seed ^ 0x706970656c)
	const stages, layers = 4, 8
	// Per microbatch: an activation and a temporary per layer in the
	// forward, a temporary per layer in the backward.
	micro := max((n+3*layers-1)/(3*layers), 1)
	var act, tmp [layers]int64
	for j := range act {
		act[j] = 1024 * int64(256+r.intn(768))
		tmp[j] = 1024 * int64(64+r.intn(448))
	}
	// The 1F1B order on the first stage: stages-1 warm-up forwards, then
	// forward and backward in turn, then the remaining backwards.
	type pass struct {
		mb  int
		fwd bool
	}
	var order []pass
	warm := min(stages-1, micro)
	for m := 0; m < warm; m++ {
		order = append(order, pass{m, true})
	}
	for m := warm; m < micro; m++ {
		order = append(order, pass{m, true}, pass{m - warm, false})
	}
	for m := micro - warm; m < micro; m++ {
		order = append(order, pass{m, false})
	}
	fstart := make([]int64, micro)
	p := &Problem{Buffers: make([]Buffer, 0, n)}
	add := func(start, stop, size int64) {
		if len(p.Buffers) < n {
			p.Buffers = append(p.Buffers, Buffer{ID: strconv.Itoa(len(p.Buffers)), Start: start, End: stop, Size: size})
		}
	}
	for k, ps := range order {
		t0 := int64(k) * layers
		if ps.fwd {
			fstart[ps.mb] = t0
			for j := int64(0); j < layers; j++ {
				add(t0+j, t0+j+1, tmp[j])
			}
			continue
		}
		for j := int64(0); j < layers; j++ {
			// The backward runs the layers in reverse: layer j at step
			// t0+layers-1-j frees the activation its forward made.
			b := t0 + layers - 1 - j
			add(fstart[ps.mb]+j, b+1, act[j])
			add(b, b+1, tmp[j]+tmp[j]/2)
		}
	}
	return p
}
