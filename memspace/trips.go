package memspace

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"sync"

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

// knownTripCount finds XLA's known_trip_count in a backend_config; it is
// compiled on first use, not at every command's start.
var knownTripCount = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`"known_trip_count"\s*:\s*\{\s*"n"\s*:\s*"(\d+)"`)
})

// TripCount returns the number of iterations of while loop w: XLA's
// known_trip_count in its backend_config when it has one; otherwise the
// pattern JAX's scans and fori_loops lower to, a condition
// compare(get-tuple-element(param, k), constant(N)), direction=LT, with
// element k of the initial tuple a constant c, giving N - c; otherwise 1.
func TripCount(w *hlo.Instruction) int64 {
	for _, a := range w.Attrs {
		if a.Name == "backend_config" {
			if m := knownTripCount().FindStringSubmatch(a.Value); m != nil {
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
	if !ok {
		return 1
	}
	if c < 0 && n > math.MaxInt64+c {
		return maxTrips // n - c is past 2^63 (N = 2^63-1 from c = -5); it wrapped below 1 and read as 1
	}
	if n-c < 1 {
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

// maxCount bounds the counts the statistics multiply out: the times a
// step runs, and the bytes all steps move (each step's bytes times the
// times it runs). Under 2^62 a sum of the float products, rounded, stays
// under 2^63 and converts to an int64 exactly enough.
const maxCount = 1 << 62

// stepWeights returns, for every step of lv's timeline, how many times it
// runs: the product of the trip counts of the while loops whose span holds
// it (1 outside loops). A nest whose product passes maxCount is an error
// at the while that takes it there: its statistics could not be counted
// (a 200-deep nest printed "bytes from slow -2.38EiB").
func stepWeights(lv *liveness.Result) ([]float64, error) {
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
		// cur is an integer below 2^62 and the trip count below 2^63:
		// the float product is within a rounding of the exact one.
		trips := TripCount(in)
		if cur*float64(trips) > maxCount {
			return nil, countError(in, fmt.Sprintf("the steps inside while %s run %s × %d times (the product of the trip counts of the loops around them): more than 2^62", in.Name, strconv.FormatFloat(cur, 'f', -1, 64), trips))
		}
		cur *= float64(trips)
	}
	return w, nil
}

// checkTraffic refuses a module whose statistics pass maxCount: the bytes
// one step reads and writes, or the bytes of all steps times the times
// each runs (Assignment.BytesFast + BytesSlow). The error is at the step
// where the sum passes.
func checkTraffic(lv *liveness.Result, acc *accesses, weight []float64) error {
	per := make([]int64, len(weight))
	for b := range acc.uses {
		for _, u := range acc.uses[b] {
			if u.step < 0 || u.step >= int64(len(per)) {
				continue
			}
			if per[u.step] > maxCount-u.bytes {
				return countError(lv.Timeline[u.step], fmt.Sprintf("%s %s reads and writes more than 2^62 bytes", lv.Timeline[u.step].Opcode, lv.Timeline[u.step].Name))
			}
			per[u.step] += u.bytes
		}
	}
	total := 0.0
	for t, n := range per {
		total += weight[t] * float64(n)
		if total > maxCount {
			in := lv.Timeline[t]
			return countError(in, fmt.Sprintf("the bytes the steps read and write, each times the times it runs, pass 2^62 at %s %s (it runs %s times)", in.Opcode, in.Name, strconv.FormatFloat(weight[t], 'f', -1, 64)))
		}
	}
	return nil
}

// countError is a statistics overflow at in's position.
func countError(in *hlo.Instruction, msg string) error {
	if in.Pos.File() != "" || in.Pos.Line > 0 {
		return hlo.ErrorList{&hlo.Error{Pos: in.Pos, Msg: "fast memory: " + msg}}
	}
	return fmt.Errorf("fast memory: %s", msg)
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
