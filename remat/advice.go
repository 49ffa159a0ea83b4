// What the user of a JAX program can change, in the program's own terms.
//
// A fit is a rewritten module; a JAX user does not ship modules, they
// write Python. So the report ends with the changes a fit or a failure
// points to, each with the planner's own estimate:
//
//   - a jax.checkpoint policy for what the fit recomputes: where the
//     recomputed values sit (the op_name scope they share), and which
//     policy keeps what the fit keeps. When no recomputed value is a dot
//     or a convolution, the fit recomputes elementwise chains and keeps
//     the matmuls: dots_with_no_batch_dims_saveable (dots_saveable when
//     the program has batched dots, which the former would recompute).
//     Otherwise save_only_these_names, naming the values the recomputes
//     read (the inputs the fit put behind its barriers), each to be
//     tagged with jax.ad_checkpoint.checkpoint_name.
//   - donation: an entry parameter neither aliased nor donated lives to
//     the end; donated (jax.jit's donate_argnums), an output of its shape
//     written after its last read takes its buffer. It saves its bytes at
//     the peak when its last read is before the peak step.
//   - a scan's stacked residuals: loop state is never recomputed by the
//     fit, so the advice is the JAX one, with the planner's figures. A
//     scan of n steps whose body writes residuals r bytes a step (S = n·r
//     stacked) and carries c bytes keeps S. jax.checkpoint on the body
//     keeps only the carries, n·c; nested scans of k = ⌈√n⌉ steps each,
//     the inner one checkpointed, keep k carries and one chunk's
//     residuals, k·(c+r). Both add one more forward run of the loop.
//   - a smaller batch, when even the smallest fitting limit is too high:
//     what does not scale with the batch is the entry's parameters and
//     constants; the rest is taken to scale with it.
//   - the smallest limit a fit was found for (SmallestLimit), not only the
//     lower bound no plan can beat.
//
// Example: the scan step of testdata/xla-remat (a 32-step tanh recurrence,
// three residuals of f32[32,64,128] stacked, 1 MiB each, a f32[64,128]
// carry) keeps 3 MiB of residuals; checkpointing the body keeps 32 carries
// (1 MiB), saving 2 MiB; nested scans of 6 keep 6·(32 KiB + 96 KiB),
// saving 2.25 MiB.

package remat

import (
	"cmp"
	"math"
	"slices"
	"strings"

	"github.com/planner-dev/planner/cost"
	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/liveness"
	"github.com/planner-dev/planner/memspace"
)

// Advice is what to change in the JAX program behind a module, with the
// planner's estimate of each change.
type Advice struct {
	// Smallest is the smallest limit a fit was found for (SmallestLimit);
	// 0 when no search ran.
	Smallest int64
	// Scope is the op_name prefix the recomputed values share: the code to
	// wrap in jax.checkpoint. Recomputed lists their op_names.
	Scope      string
	Recomputed []string
	// Policy is the jax.checkpoint policy that keeps what the fit keeps
	// (a jax.checkpoint_policies name); Save lists the op_names of the
	// values it must save by name (for save_only_these_names).
	Policy string
	Save   []string
	// Peak is the packed peak of the fit the advice follows (the smallest
	// fit found, when the limit is not met); Saved the bytes its
	// recomputes took off the steps they targeted.
	Peak, Saved int64
	// Donations are the entry parameters worth donating.
	Donations []Donation
	// Scans are the loops whose stacked residuals a checkpointed scan
	// would shrink.
	Scans []Scan
	// Batch is the fraction of the batch that would fit the limit (0 when
	// the smallest fitting limit is within it or unknown).
	Batch float64
}

// Donation is an entry parameter that donating would free before the peak.
type Donation struct {
	// Param is its parameter number, Name its instruction, OpName its
	// metadata (JAX writes the argument's path: params[0]).
	Param        int
	Name, OpName string
	// Bytes is its size; Saved the bytes donation takes off the peak.
	Bytes, Saved int64
	// LastRead is the step of its last read.
	LastRead int64
}

// Scan is a while loop (a lax.scan) whose stacked residuals are read
// after it, with what checkpointing its body would keep.
type Scan struct {
	// While names the loop, OpName its metadata; Trips its trip count n.
	While, OpName string
	Trips         int64
	// Stacked is S, the bytes of its stacked residuals; Carry c, the bytes
	// of the state its body writes that is not stacked.
	Stacked, Carry int64
	// Checkpoint is what jax.checkpoint on the body keeps (n·c); K and
	// Nested what nested scans of K steps keep (K·(c + S/n)).
	Checkpoint int64
	K          int64
	Nested     int64
	// Seconds is one more forward run of the loop under the cost model:
	// what either adds.
	Seconds float64
}

// SmallestLimit searches for the smallest limit FitOrders meets for m,
// between the lower bound of a fit that failed (failed, at opt.Limit) and
// the peak of the input, which always fits. It bisects on the limit
// (whether a limit is met need not be monotone, so this is the smallest
// found, not a proof) to within 1/64 of the interval and returns it with
// its fit. Each limit is judged by the fit's own rounds; SmallestLimitFinal
// judges by the caller's final packing (smallest.go).
func SmallestLimit(m *hlo.Module, name string, seq hlo.Sequence, opt Options, failed *Result) (int64, *Result, error) {
	return SmallestLimitFinal(m, name, seq, opt, failed, nil)
}

// Advise returns the advice for the result r of a fit (fitted or not)
// under opt.
func Advise(r *Result, opt Options) *Advice {
	a := &Advice{Peak: r.Peak}
	size := opt.Liveness.Size
	m, lv := r.Module, r.Liveness
	if m == nil || lv == nil || size == nil {
		return a
	}
	if opt.Target.PeakFlops == 0 {
		if t, err := cost.Lookup(cost.DefaultTarget); err == nil {
			opt.Target = t // as Fit does
		}
	}
	if opt.Arena == "" {
		opt.Arena = liveness.All
	}
	a.checkpoint(r)
	peak := peakStep(lv, opt.Arena)
	a.donations(m, lv, opt.Arena, peak)
	a.scans(m, lv, opt, size)
	return a
}

// checkpoint fills in the scope, the recomputed op_names and the policy.
func (a *Advice) checkpoint(r *Result) {
	byName := map[string]*hlo.Instruction{}
	for _, c := range r.Module.Computations {
		for _, in := range c.Instructions {
			byName[c.Name+"\x00"+in.Name] = in
		}
	}
	dotRecomputed := false
	var scope []string
	first := true
	for _, c := range r.Changes {
		if c.Kind != "remat" {
			continue
		}
		a.Saved += c.Saved
		in := byName[c.Computation+"\x00"+c.Value]
		if in != nil && computesDot(in) {
			dotRecomputed = true
		}
		name := c.OpName
		if name == "" {
			// A module without op_names: the HLO name, the original's
			// where a later round recomputed a clone (convolution.4.remat
			// is convolution.4 in the user's program).
			name = c.Value
			for b := cloneBase(name); b != name; b = cloneBase(name) {
				name = b
			}
		}
		if !slices.Contains(a.Recomputed, name) {
			a.Recomputed = append(a.Recomputed, name)
		}
		parts := strings.Split(c.OpName, "/")
		if len(parts) > 1 {
			parts = parts[:len(parts)-1]
		}
		if first {
			scope, first = parts, false
		} else {
			k := 0
			for k < len(scope) && k < len(parts) && scope[k] == parts[k] {
				k++
			}
			scope = scope[:k]
		}
		// The values the recompute reads are those behind its barrier.
		for _, x := range r.Module.Computations {
			if x.Name != c.Computation {
				continue
			}
			for _, b := range x.Instructions {
				if b.Opcode != "opt-barrier" || !strings.HasPrefix(b.Name, c.Value+".barrier") || len(b.Operands) != 1 {
					continue
				}
				for _, o := range b.Operands[0].Operands {
					for (o.Opcode == "copy-done" || o.Opcode == "copy-start") && len(o.Operands) == 1 {
						o = o.Operands[0] // a value reloaded from host is the value
					}
					if o.Opcode == "parameter" || o.Opcode == "constant" {
						continue // kept by any policy
					}
					n, _ := sourceOf(o)
					if n == "" {
						n = cloneBase(o.Name)
					}
					if !slices.Contains(a.Save, n) {
						a.Save = append(a.Save, n)
					}
				}
			}
		}
	}
	if first {
		return // nothing recomputed
	}
	a.Scope = strings.Join(scope, "/")
	switch {
	case dotRecomputed:
		a.Policy = "save_only_these_names"
	case batchedDot(r.Module):
		a.Policy = "dots_saveable"
	default:
		a.Policy = "dots_with_no_batch_dims_saveable"
	}
}

// computesDot reports whether in is a dot or a convolution, or a fusion
// holding one.
func computesDot(in *hlo.Instruction) bool {
	switch in.Opcode {
	case "dot", "convolution":
		return true
	case "fusion", "call":
		for _, c := range in.Called {
			if c.Computation == nil {
				continue
			}
			for _, x := range c.Computation.Instructions {
				if computesDot(x) {
					return true
				}
			}
		}
	}
	return false
}

// batchedDot reports whether m has a dot with batch dimensions.
func batchedDot(m *hlo.Module) bool {
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			if in.Opcode != "dot" {
				continue
			}
			for _, at := range in.Attrs {
				if at.Name == "lhs_batch_dims" && strings.Trim(at.Value, "{} ") != "" {
					return true
				}
			}
		}
	}
	return false
}

// peakStep returns the first step of highest load of lv in arena.
func peakStep(lv *liveness.Result, arena liveness.Arena) int64 {
	load := make([]int64, lv.Steps+1)
	for i := range lv.Buffers {
		b := &lv.Buffers[i]
		if !arena.In(b) {
			continue
		}
		load[b.Start] += b.Size
		load[b.End] -= b.Size
	}
	var best, cur, bestLoad int64
	for s := int64(0); s < lv.Steps; s++ {
		cur += load[s]
		if cur > bestLoad {
			best, bestLoad = s, cur
		}
	}
	return best
}

// donations lists the entry parameters neither aliased nor donated whose
// last read is before the peak step and that an output of their shape,
// written after that read, could take.
func (a *Advice) donations(m *hlo.Module, lv *liveness.Result, arena liveness.Arena, peak int64) {
	e := m.Entry
	if e == nil || e.Root == nil {
		return
	}
	taken := map[int]bool{}
	for _, al := range m.InputOutputAlias {
		taken[al.Param] = true
	}
	for _, d := range m.BufferDonors {
		taken[d.Param] = true
	}
	last := map[*hlo.Instruction]int64{}
	for s, in := range lv.Timeline {
		for _, o := range in.Operands {
			if o.Opcode == "parameter" && o.Parent == e {
				last[o] = int64(s)
			}
		}
	}
	step := map[*hlo.Instruction]int64{}
	for s, in := range lv.Timeline {
		if _, ok := step[in]; !ok {
			step[in] = int64(s)
		}
	}
	outs := []*hlo.Instruction{e.Root}
	if e.Root.Opcode == "tuple" {
		outs = slices.Clone(e.Root.Operands)
	}
	used := make([]bool, len(outs))
	var bufOf = map[*hlo.Instruction]*liveness.Buffer{}
	for i := range lv.Buffers {
		b := &lv.Buffers[i]
		for _, v := range b.Values {
			if v.Instruction.Opcode == "parameter" && v.Instruction.Parent == e && len(v.Index) == 0 && !v.Copy {
				bufOf[v.Instruction] = b
			}
		}
	}
	for _, p := range e.Instructions {
		if p.Opcode != "parameter" || taken[p.ParameterNumber] || p.Shape.Element == hlo.TupleElement {
			continue
		}
		b := bufOf[p]
		u, read := last[p]
		if b == nil || !arena.In(b) || b.LiveOut || !read || u >= peak {
			continue
		}
		for k, o := range outs {
			if used[k] || !sameElements(o.Shape, p.Shape) || step[o] < u {
				continue
			}
			used[k] = true
			op, _ := sourceOf(p)
			a.Donations = append(a.Donations, Donation{Param: p.ParameterNumber, Name: p.Name, OpName: op, Bytes: b.Size, Saved: b.Size, LastRead: u})
			break
		}
	}
	slices.SortStableFunc(a.Donations, func(x, y Donation) int {
		if x.Saved != y.Saved {
			return cmp.Compare(y.Saved, x.Saved)
		}
		return cmp.Compare(x.Param, y.Param)
	})
}

// sameElements reports whether a and b are arrays of one element type
// and dimensions (layouts aside).
func sameElements(a, b hlo.Shape) bool {
	return a.Element == b.Element && a.Element != hlo.TupleElement && slices.Equal(a.Dims, b.Dims)
}

// scans lists the while loops whose stacked residuals are read by a later
// loop, with what a checkpointed scan would keep.
func (a *Advice) scans(m *hlo.Module, lv *liveness.Result, opt Options, size func(hlo.Shape) int64) {
	w8 := weights(lv)
	for _, c := range m.Computations {
		for _, w := range c.Instructions {
			if w.Opcode != "while" || w.Shape.Element != hlo.TupleElement {
				continue
			}
			n := memspace.TripCount(w)
			body := w.CalledComputation("body")
			if n < 4 || body == nil || body.Root == nil || body.Root.Opcode != "tuple" || len(body.Root.Operands) != len(w.Shape.Tuple) {
				continue
			}
			s := Scan{While: w.Name, Trips: n}
			s.OpName, _ = sourceOf(w)
			for i, sh := range w.Shape.Tuple {
				if sh.Element == hlo.TupleElement || len(sh.Dims) == 0 || passedThrough(body, i) {
					continue
				}
				switch {
				case sh.Dims[0] != n || len(sh.Dims) == 1:
					s.Carry += size(sh)
				case readByLoop(w, i):
					s.Stacked += size(sh)
				}
			}
			if s.Stacked == 0 {
				continue
			}
			r := s.Stacked / n
			s.Checkpoint = n * s.Carry
			s.K = int64(math.Ceil(math.Sqrt(float64(n))))
			s.Nested = s.K * (s.Carry + r)
			// One more run of the loop: the steps inside its span.
			open := -1
			for t, in := range lv.Timeline {
				if in != w {
					continue
				}
				if open < 0 {
					open = t
					continue
				}
				for u := open + 1; u < t; u++ {
					s.Seconds += w8[u] * instSeconds(lv.Timeline[u], opt.Target, size)
				}
				break
			}
			a.Scans = append(a.Scans, s)
		}
	}
}

// passedThrough reports whether element i of a while body's state is
// handed on unchanged (loop-invariant).
func passedThrough(body *hlo.Computation, i int) bool {
	o := body.Root.Operands[i]
	return o.Opcode == "get-tuple-element" && o.TupleIndex == i && len(o.Operands) == 1 && o.Operands[0].Opcode == "parameter"
}

// readByLoop reports whether element i of while w's result is handed to
// another while loop (a scan's backward pass reading its residuals).
func readByLoop(w *hlo.Instruction, i int) bool {
	users := map[*hlo.Instruction][]*hlo.Instruction{}
	for _, in := range w.Parent.Instructions {
		for _, o := range in.Operands {
			users[o] = append(users[o], in)
		}
	}
	for _, g := range users[w] {
		if g.Opcode != "get-tuple-element" || g.TupleIndex != i {
			continue
		}
		for _, u := range users[g] {
			if u.Opcode == "while" {
				return true
			}
			if u.Opcode == "tuple" {
				for _, x := range users[u] {
					if x.Opcode == "while" {
						return true
					}
				}
			}
		}
	}
	return false
}
