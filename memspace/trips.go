package memspace

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/liveness"
)

// The timeline lays a while body out once, but the body runs once per
// iteration. The estimates weight every step by the product of the trip
// counts of the loops around it, so that a loop over 80 layers counts 80
// times; the simulation of the copies times one pass (each body once),
// which is how every iteration runs in the steady state.

// maxTrips caps one loop's trip count, so that a weight stays a modest
// float even for nested loops.
const maxTrips = 1 << 20

var knownTripCount = regexp.MustCompile(`"known_trip_count"\s*:\s*\{\s*"n"\s*:\s*"(\d+)"`)

// TripCount returns the number of iterations of while loop w: XLA's
// known_trip_count in its backend_config when it has one; otherwise the
// pattern JAX's scans and fori_loops lower to, a condition
// compare(get-tuple-element(param, k), constant(N)), direction=LT, with
// element k of the initial tuple a constant c, giving N - c; otherwise 1.
func TripCount(w *hlo.Instruction) int64 {
	for _, a := range w.Attrs {
		if a.Name == "backend_config" {
			if m := knownTripCount.FindStringSubmatch(a.Value); m != nil {
				if n, err := strconv.ParseInt(m[1], 10, 64); err == nil && n >= 1 {
					return min(n, maxTrips)
				}
			}
		}
	}
	cond := w.CalledComputation("condition")
	if cond == nil || cond.Root == nil || len(w.Operands) != 1 {
		return 1
	}
	r := cond.Root
	if r.Opcode != "compare" || len(r.Operands) != 2 || attrValue(r, "direction") != "LT" {
		return 1
	}
	g, limit := r.Operands[0], r.Operands[1]
	if g.Opcode != "get-tuple-element" || len(g.Operands) != 1 || g.Operands[0].Opcode != "parameter" || limit.Opcode != "constant" {
		return 1
	}
	n, ok := intLiteral(limit)
	if !ok {
		return 1
	}
	init := w.Operands[0]
	if init.Opcode != "tuple" || g.TupleIndex >= len(init.Operands) {
		return 1
	}
	c, ok := intLiteral(init.Operands[g.TupleIndex])
	if !ok || n-c < 1 {
		return 1
	}
	return min(n-c, maxTrips)
}

// intLiteral reads an integer scalar constant.
func intLiteral(in *hlo.Instruction) (int64, bool) {
	if in.Opcode != "constant" || len(in.Shape.Dims) != 0 {
		return 0, false
	}
	n, err := strconv.ParseInt(strings.TrimSpace(in.Literal), 10, 64)
	return n, err == nil
}

func attrValue(in *hlo.Instruction, name string) string {
	for _, a := range in.Attrs {
		if a.Name == name {
			return a.Value
		}
	}
	return ""
}

// stepWeights returns, for every step of lv's timeline, how many times it
// runs: the product of the trip counts of the while loops whose span holds
// it (1 outside loops).
func stepWeights(lv *liveness.Result) []float64 {
	w := make([]float64, lv.Steps)
	open := map[*hlo.Instruction]bool{}
	var stack []float64
	cur := 1.0
	for t := int64(0); t < lv.Steps && t < int64(len(lv.Timeline)); t++ {
		in := lv.Timeline[t]
		w[t] = cur
		if in.Opcode != "while" {
			continue
		}
		if open[in] { // the closing step
			delete(open, in)
			if len(stack) > 0 {
				cur = stack[len(stack)-1]
				stack = stack[:len(stack)-1]
			}
			w[t] = cur
			continue
		}
		open[in] = true
		stack = append(stack, cur)
		cur *= float64(TripCount(in))
	}
	return w
}

// whileSpans returns the opening and closing steps of every while loop on
// lv's timeline, in the order they open.
func whileSpans(lv *liveness.Result) [][2]int64 {
	var out [][2]int64
	open := map[*hlo.Instruction]int{} // index in out of a loop still open
	for t := int64(0); t < lv.Steps && t < int64(len(lv.Timeline)); t++ {
		in := lv.Timeline[t]
		if in.Opcode != "while" {
			continue
		}
		if k, ok := open[in]; ok {
			out[k][1] = t
			delete(open, in)
			continue
		}
		open[in] = len(out)
		out = append(out, [2]int64{t, lv.Steps})
	}
	return out
}

// innerLoop returns the innermost loop whose body holds steps a and b
// (opening and closing steps), (-1, -1) when none does.
func (s *state) innerLoop(a, b int64) (open, close int64) {
	open, close = -1, -1
	for _, l := range s.loops {
		if l[0] < a && b < l[1] && (open < 0 || l[0] > open) {
			open, close = l[0], l[1]
		}
	}
	return open, close
}
