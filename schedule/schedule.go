package schedule

import (
	"fmt"
	"slices"
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// Algorithm names a scheduling algorithm.
type Algorithm string

// The algorithms.
const (
	Text      Algorithm = "text"
	PostOrder Algorithm = "postorder"
	DFS       Algorithm = "dfs"
	List      Algorithm = "list"
	Best      Algorithm = "best"
	// BFS is XLA:CPU's scheduler (bfs.go); best does not try it.
	BFS Algorithm = "bfs"
)

// Algorithms returns the concrete algorithms (every one but Best) in the
// order explain prints them: text, postorder, dfs, list.
func Algorithms() []Algorithm { return []Algorithm{Text, PostOrder, DFS, List} }

// bestPreference is the order Best breaks ties in.
var bestPreference = []Algorithm{Text, List, DFS, PostOrder}

// ParseAlgorithm returns the algorithm named s.
func ParseAlgorithm(s string) (Algorithm, error) {
	switch a := Algorithm(strings.ToLower(s)); a {
	case Text, PostOrder, DFS, List, Best, BFS:
		return a, nil
	}
	return "", fmt.Errorf("unknown schedule %q: want text, postorder, dfs, list, bfs or best", s)
}

// Default returns the algorithm a module is scheduled with when the user
// names none: Text for a scheduled module, Best otherwise.
func Default(m *hlo.Module) Algorithm {
	if m != nil && m.IsScheduled {
		return Text
	}
	return Best
}

// Order returns a schedule of every computation of m under alg; size gives
// the bytes of one buffer of a shape (layout.Policy.Bytes). The error names
// the instruction at fault: a use before definition for Text, a cycle for
// any algorithm.
func Order(m *hlo.Module, alg Algorithm, size func(hlo.Shape) int64) (hlo.Sequence, error) {
	if alg == Best {
		seq, _, _, err := OrderBest(m, size)
		return seq, err
	}
	return newModuleState(m, size).order(alg)
}

// Estimate is one algorithm's result in OrderBest.
type Estimate struct {
	Algorithm Algorithm
	// MaxLive is the max-live estimate of the algorithm's schedule; 0 when Err is set.
	MaxLive int64
	// Err says why the algorithm gave no schedule (the text order of an
	// unscheduled module may not be one).
	Err error
}

// OrderBest runs every concrete algorithm on m and returns the schedule
// with the lowest max-live estimate, the algorithm that made it, and the
// estimates of all of them in Algorithms() order, so that a caller can print
// "text X · postorder Y · dfs Z · list W (chosen)". Ties go to the first of
// text, list, dfs, postorder. The error is set only when no algorithm gives
// a schedule (a cycle).
func OrderBest(m *hlo.Module, size func(hlo.Shape) int64) (hlo.Sequence, Algorithm, []Estimate, error) {
	ms := newModuleState(m, size)
	algs := Algorithms()
	seqs := make(map[Algorithm]hlo.Sequence, len(algs))
	est := make([]Estimate, len(algs))
	var firstErr error
	for k, a := range algs {
		seq, err := ms.order(a)
		est[k] = Estimate{Algorithm: a, Err: err}
		if err != nil {
			if firstErr == nil || a != Text {
				firstErr = err
			}
			continue
		}
		seqs[a] = seq
		est[k].MaxLive = ms.maxLive(seq)
	}
	var chosen Algorithm
	var low int64
	for _, a := range bestPreference {
		if _, ok := seqs[a]; !ok {
			continue
		}
		for _, e := range est {
			if e.Algorithm == a && (chosen == "" || e.MaxLive < low) {
				chosen, low = a, e.MaxLive
			}
		}
	}
	if chosen == "" {
		return nil, "", est, firstErr
	}
	return seqs[chosen], chosen, est, nil
}

// order schedules every computation under a concrete algorithm.
func (ms *moduleState) order(alg Algorithm) (hlo.Sequence, error) {
	if ms.m == nil {
		return hlo.Sequence{}, nil
	}
	seq := make(hlo.Sequence, len(ms.m.Computations))
	fused := ms.fusedOnly()
	for _, c := range ms.m.Computations {
		if fused[c] {
			// A fused computation is code inside its fusion's step, never
			// scheduled on its own (as in XLA, whose schedule lists only
			// the computations that run in sequence): it keeps its text
			// order, and no graph is built for it.
			seq[c] = slices.Clone(c.Instructions)
			continue
		}
		g := ms.graph(c)
		var order []int
		var err error
		switch alg {
		case Text:
			order, err = textOrder(g)
		case PostOrder:
			order, err = postOrder(g, nil)
		case DFS:
			order, err = dfsOrder(g)
		case List:
			order, err = listOrder(g)
		case BFS:
			order, err = bfsOrder(g)
		default:
			return nil, fmt.Errorf("unknown schedule %q: want text, postorder, dfs, list, bfs or best", alg)
		}
		if err != nil {
			return nil, err
		}
		insts := make([]*hlo.Instruction, len(order))
		for k, i := range order {
			insts[k] = g.insts[i]
		}
		seq[c] = insts
	}
	return seq, nil
}

// textOrder returns the text order of g after checking that every
// instruction comes after its operands and control predecessors.
func textOrder(g *graph) ([]int, error) {
	order := make([]int, len(g.insts))
	for i := range g.insts {
		order[i] = i
		for _, p := range g.operands[i] {
			if p >= i {
				in := g.insts[i]
				return nil, posErrorf(in.Pos, "instruction %s uses %s before its definition: the text order of computation %s is not a schedule",
					in.Name, g.insts[p].Name, g.comp.Name)
			}
		}
		for _, p := range g.control[i] {
			if p >= i {
				in := g.insts[i]
				return nil, posErrorf(in.Pos, "instruction %s comes before its control predecessor %s: the text order of computation %s is not a schedule",
					in.Name, g.insts[p].Name, g.comp.Name)
			}
		}
	}
	return order, nil
}
