package schedule

// The max-live estimate.
//
// MaxLive is the yardstick best uses to compare schedules, as XLA's
// DefaultMemoryScheduler compares its candidates with the heap simulator's
// minimum memory. It is deliberately simple; the liveness package computes
// the exact figure (aliasing, colocation, in-place reuse, copies).
//
// Each computation's order is a sequence of steps 0..n-1. Every instruction
// that defines a buffer (anything but get-tuple-element, bitcast, while,
// optimization-barrier, add-dependency and domain, which forward their
// operand; a tuple defines only its pointer table) holds size(leaf) for every
// leaf of its shape from its step to the step of its last reader, inclusive:
// an instruction's operands and result are live together. Entry parameters
// and constants live from step 0 to the end; the buffers of the root's value
// live from their definition to the end. The computations a while, call or
// conditional runs are counted at the caller's step as their own max-live
// (for a while, the larger of body and condition; for a conditional, the
// largest branch). Thread-local computations — fusion bodies, the to_apply
// of reduce, map, sort, scatter and the like — never enter the estimate.
//
// Example: with p a parameter of 1 KiB, a = exp(p), b = neg(a), ROOT c =
// add(p, b), all of 1 KiB: p lives on [0,3], a on [1,2], b on [2,3], c on
// [3,3]; step 2 holds p, a, b (3 KiB) and so does step 3 (p, b, c): the
// max-live is 3 KiB.

import "github.com/planner-dev/planner/hlo"

// MaxLive returns the max-live estimate of the module's entry computation
// under seq: the largest total size live at one step, with sizes from size
// (the bytes of one buffer of a shape). Computations seq lacks are taken
// in text order. The liveness package computes the exact figure; this one
// only ranks schedules.
func MaxLive(m *hlo.Module, seq hlo.Sequence, size func(hlo.Shape) int64) int64 {
	return newModuleState(m, size).maxLive(seq)
}

// moduleState builds each computation's graph once and shares it between
// the schedulers and the estimate.
type moduleState struct {
	m    *hlo.Module
	size func(hlo.Shape) int64
	// graphs holds the graphs built so far.
	graphs map[*hlo.Computation]*graph
	// fused caches fusedOnly.
	fused map[*hlo.Computation]bool
}

func newModuleState(m *hlo.Module, size func(hlo.Shape) int64) *moduleState {
	return &moduleState{m: m, size: size, graphs: map[*hlo.Computation]*graph{}}
}

// fusedOnly returns the computations that only fusion instructions call
// (as their fused computation).
func (ms *moduleState) fusedOnly() map[*hlo.Computation]bool {
	if ms.fused != nil {
		return ms.fused
	}
	fused := map[*hlo.Computation]bool{}
	other := map[*hlo.Computation]bool{}
	for _, c := range ms.m.Computations {
		for _, in := range c.Instructions {
			for _, cc := range in.Called {
				if cc.Computation == nil {
					continue
				}
				if in.Opcode == "fusion" && cc.Role == "calls" {
					fused[cc.Computation] = true
				} else {
					other[cc.Computation] = true
				}
			}
		}
	}
	for c := range other {
		delete(fused, c)
	}
	if ms.m.Entry != nil {
		delete(fused, ms.m.Entry)
	}
	ms.fused = fused
	return fused
}

func (ms *moduleState) graph(c *hlo.Computation) *graph {
	g, ok := ms.graphs[c]
	if !ok {
		g = newGraph(c, ms.size)
		ms.graphs[c] = g
	}
	return g
}

// sequentialRoles lists, per opcode, the roles of the computations an
// instruction runs on the caller's memory, one after the other.
var sequentialRoles = map[string][]string{
	"while":       {"body", "condition"},
	"call":        {"to_apply", "calls"},
	"conditional": {"branch_computations", "true_computation", "false_computation"},
}

// maxLive is MaxLive over prebuilt graphs.
func (ms *moduleState) maxLive(seq hlo.Sequence) int64 {
	if ms.m == nil || ms.m.Entry == nil {
		return 0
	}
	memo := map[*hlo.Computation]int64{}
	active := map[*hlo.Computation]bool{}
	var comp func(c *hlo.Computation) int64
	comp = func(c *hlo.Computation) int64 {
		if v, ok := memo[c]; ok {
			return v
		}
		if active[c] { // a call cycle: bad input, count nothing more
			return 0
		}
		active[c] = true
		g := ms.graph(c)
		order := localOrder(g, seq[c])
		nested := make([]int64, len(order))
		for t, i := range order {
			in := g.insts[i]
			for _, role := range sequentialRoles[in.Opcode] {
				for _, cc := range in.Called {
					if cc.Role == role && cc.Computation != nil {
						nested[t] = max(nested[t], comp(cc.Computation))
					}
				}
			}
		}
		v := g.maxLive(order, nested)
		delete(active, c)
		memo[c] = v
		return v
	}
	return comp(ms.m.Entry)
}

// localOrder turns a computation's sequence into local indices; a sequence
// that is not a permutation of the computation's instructions is replaced
// by the text order.
func localOrder(g *graph, seq []*hlo.Instruction) []int {
	n := len(g.insts)
	order := make([]int, 0, n)
	if len(seq) == n {
		seen := make([]bool, n)
		for _, in := range seq {
			i, ok := g.index[in]
			if !ok || seen[i] {
				break
			}
			seen[i] = true
			order = append(order, i)
		}
		if len(order) == n {
			return order
		}
	}
	order = order[:0]
	for i := 0; i < n; i++ {
		order = append(order, i)
	}
	return order
}

// maxLive is the estimate for one computation run in order, with nested[t]
// the memory the computations called at step t need on top.
func (g *graph) maxLive(order []int, nested []int64) int64 {
	n := len(order)
	if n == 0 {
		return 0
	}
	pos := make([]int, n)
	for t, i := range order {
		pos[i] = t
	}
	delta := make([]int64, n+1)
	for b := range g.insts {
		size := g.defBytes[b]
		if size == 0 {
			continue
		}
		start, end := pos[b], pos[b]
		for _, u := range g.uses[b] {
			end = max(end, pos[u])
		}
		if g.fromStart[b] {
			start = 0
		}
		if g.pinned[b] {
			end = n - 1
		}
		delta[start] = satAdd(delta[start], size)
		delta[end+1] -= size
	}
	var live, peak int64
	for t := 0; t < n; t++ {
		live += delta[t]
		peak = max(peak, satAdd(live, nested[t]))
	}
	return peak
}
