package optimize

// Cumulative reduce-windows: XLA's ReduceWindowRewriter
// (hlo/transforms/simplifiers/reduce_window_rewriter.cc,
// TryOptimizeCumSumOrProd and RewriteScanAsTreeReduction), which XLA:CPU
// runs with base length 16 (cpu_compiler.cc) right after CallInliner, in
// HLO_passes_through_layout_assignment, to a fixed point.
//
// jnp.cumsum, jnp.cumprod, lax.cummax and lax.cummin lower to one
// reduce-window whose window covers the whole scanned dimension (size n,
// stride 1, padding n-1 low for a forward scan, high for a reverse one;
// n for an exclusive scan). Evaluated as written it is quadratic, so XLA
// rewrites each such window over more than 16 elements into a tree: with
// the scanned dimension moved last (transposes) and padded with the init
// value to K, a multiple of 16,
//
//	t = reshape(x) to [..., K/16, 16]
//	o = reduce-window(t), window 16 on the last dimension: the scan of
//	    each row of 16
//	c = reshape(slice(o)) to [..., K/16]: each row's total (the last
//	    column; the first for a reverse scan)
//	e = reduce-window(c), window K/16 padded K/16: the exclusive scan of
//	    the totals, [..., K/16+1], itself rewritten in the next round
//	    while K/16 > 16
//	r = reshape(op(o, broadcast(slice(e))))
//
// then sliced back to n (and padded by one init for an exclusive scan).
// op is the reducer applied elementwise: XLA writes a map, which
// AlgebraicSimplifier (HandleMap) replaces by the reducer's root when that
// reads only parameters (add, multiply, maximum ...); a map is kept
// otherwise.
//
// What that means for memory: each level's scan o is a buffer of the
// input's size at the first level ([64,16384] scanned gives o of
// [64,1024,16], 4 MiB, a wrapped_reduce-window of XLA's), and it stays
// live until the last op reads it, after the levels above it; the model
// kept one reduce-window, so the peak lacked one such buffer. A window
// 16 long at stride 1 is not one YNNPACK takes (ynnReduce), so each level
// is a loop fusion of its own.
//
// Not modelled: variadic (tuple) reduce-windows, which XLA rewrites alike;
// the rewriter's other rule, a rank-1 reduce-window reshaped to rank 2,
// which moves no byte.

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// scanBase is the base length XLA:CPU runs ReduceWindowRewriter with.
const scanBase = 16

// rewriteCumulativeWindows rewrites the cumulative reduce-windows of the
// sequential computations as ReduceWindowRewriter does (CPU rules only)
// and returns the number rewritten, counting each round.
func rewriteCumulativeWindows(s *state) int {
	if s.opt.Rules != CPU {
		return 0
	}
	total := 0
	// The fixed point: each round rewrites the windows the last one made
	// over more than scanBase totals; each divides the scanned length by
	// scanBase, so 2⁶³ elements take 16 rounds.
	for round := 0; round < 17; round++ {
		n := 0
		for _, c := range sequential(s.m) {
			for _, in := range append([]*hlo.Instruction(nil), c.Instructions...) {
				if in.Opcode != "reduce-window" || s.dead[in.ID] || s.hasControl(in) {
					continue
				}
				if sc, ok := cumulativeScan(in); ok {
					s.rewriteScan(in, sc)
					n++
				}
			}
		}
		if n > 0 {
			s.compact()
		}
		total += n
		if n == 0 {
			break
		}
	}
	return total
}

// scan describes a cumulative reduce-window.
type scan struct {
	// dim is the scanned dimension and n its length.
	dim int
	n   int64
	// forward is false for a reverse scan (padded high); exclusive is
	// true when the padding is n, not n-1 (the result is n+1 long).
	forward, exclusive bool
}

// windowDim is one dimension of a window attribute.
type windowDim struct {
	size, stride, lo, hi, lhsDilate, rhsDilate int64
	reversal                                   bool
}

// parseWindowDims reads window={size=AxB stride=.. pad=l_hxl_h lhs_dilate=..
// rhs_dilate=.. rhs_reversal=..} for rank dimensions; false when it does
// not parse.
func parseWindowDims(v string, rank int) ([]windowDim, bool) {
	dims := make([]windowDim, rank)
	for i := range dims {
		dims[i] = windowDim{size: 1, stride: 1, lhsDilate: 1, rhsDilate: 1}
	}
	v = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(v), "{"), "}"))
	for _, f := range strings.Fields(v) {
		k, val, ok := strings.Cut(f, "=")
		if !ok {
			return nil, false
		}
		xs := strings.Split(val, "x")
		if len(xs) != rank {
			return nil, false
		}
		for i, x := range xs {
			if k == "pad" {
				lo, hi, ok := strings.Cut(x, "_")
				a, err1 := strconv.ParseInt(lo, 10, 64)
				b, err2 := strconv.ParseInt(hi, 10, 64)
				if !ok || err1 != nil || err2 != nil {
					return nil, false
				}
				dims[i].lo, dims[i].hi = a, b
				continue
			}
			n, err := strconv.ParseInt(x, 10, 64)
			if err != nil {
				return nil, false
			}
			switch k {
			case "size":
				dims[i].size = n
			case "stride":
				dims[i].stride = n
			case "lhs_dilate":
				dims[i].lhsDilate = n
			case "rhs_dilate":
				dims[i].rhsDilate = n
			case "rhs_reversal":
				dims[i].reversal = n != 0
			default:
				return nil, false
			}
		}
	}
	return dims, true
}

// trivial is IsTrivialWindowDimension: the dimension is not reduced.
func (d windowDim) trivial() bool {
	return d.size == 1 && d.stride == 1 && d.lo == 0 && d.hi == 0 && d.lhsDilate == 1 && d.rhsDilate == 1
}

// cumulativeScan is TryOptimizeCumSumOrProd's test: a reduce-window of
// one array whose one non-trivial window dimension spans the whole
// dimension, longer than scanBase, at stride 1, padded n-1 or n on one
// side only.
func cumulativeScan(in *hlo.Instruction) (scan, bool) {
	if len(in.Operands) != 2 || !in.Shape.IsArray() || !in.Operands[0].Shape.IsArray() || !isScalarShape(in.Operands[1].Shape) {
		return scan{}, false
	}
	r := in.CalledComputation("to_apply")
	if r == nil || r.Root == nil || !r.Root.Shape.IsArray() {
		return scan{}, false
	}
	x := in.Operands[0].Shape
	v, ok := attr(in, "window")
	if !ok {
		return scan{}, false
	}
	dims, ok := parseWindowDims(v, len(x.Dims))
	if !ok {
		return scan{}, false
	}
	sd := -1
	for i, d := range dims {
		if !d.trivial() {
			if sd >= 0 {
				return scan{}, false
			}
			sd = i
		}
	}
	if sd < 0 {
		return scan{}, false
	}
	n, d := x.Dims[sd], dims[sd]
	if n <= scanBase {
		return scan{}, false
	}
	forward := (d.lo == n-1 || d.lo == n) && d.hi == 0
	reverse := (d.hi == n-1 || d.hi == n) && d.lo == 0
	if d.stride != 1 || d.size != n || !forward && !reverse || d.reversal || d.lhsDilate != 1 || d.rhsDilate != 1 {
		return scan{}, false
	}
	sc := scan{dim: sd, n: n, forward: forward}
	if forward {
		sc.exclusive = d.lo == n
	} else {
		sc.exclusive = d.hi == n
	}
	return sc, true
}

// isScalarShape reports whether s is a rank-0 array.
func isScalarShape(s hlo.Shape) bool { return s.IsArray() && len(s.Dims) == 0 }

// rewriteScan replaces the cumulative reduce-window in by
// RewriteScanAsTreeReduction's tree (the file's comment).
func (s *state) rewriteScan(in *hlo.Instruction, sc scan) {
	x, init := in.Operands[0], in.Operands[1]
	red := in.CalledComputation("to_apply")
	et := in.Shape.Element
	b := &builder{s: s, c: in.Parent, at: in, meta: in.Metadata}
	rank := len(x.Shape.Dims)
	last := rank - 1

	// The scanned dimension last.
	perm := make([]int64, rank)
	for i := range perm {
		perm[i] = int64(i)
	}
	src := x
	if sc.dim != last {
		perm[sc.dim], perm[last] = int64(last), int64(sc.dim)
		src = b.add("transpose", "transpose", arrayOf(et, permuteDims(x.Shape.Dims, perm)), x)
		src.Attrs = []hlo.Attr{{Name: "dimensions", Value: listText(perm)}}
	}
	// Padded with the init value to a multiple of the base.
	k := (sc.n + scanBase - 1) / scanBase * scanBase
	if k != sc.n {
		dims := append([]int64(nil), src.Shape.Dims...)
		dims[last] = k
		pad := make([]string, rank)
		for i := range pad {
			pad[i] = "0_0"
		}
		pad[last] = "0_" + strconv.FormatInt(k-sc.n, 10)
		src = b.add("pad", "pad", arrayOf(et, dims), src, init)
		src.Attrs = []hlo.Attr{{Name: "padding", Value: strings.Join(pad, "x")}}
	}
	padded := src.Shape.Dims
	cols := k / scanBase
	// [..., K] -> [..., K/base, base].
	tiled := append(append([]int64(nil), padded[:last]...), cols, scanBase)
	t := b.add("reshape", "reshape", arrayOf(et, tiled), src)
	// The scan of each row of base elements.
	win := make([]windowDim, rank+1)
	for i := range win {
		win[i] = windowDim{size: 1, stride: 1, lhsDilate: 1, rhsDilate: 1}
	}
	win[rank].size = scanBase
	if sc.forward {
		win[rank].lo = scanBase - 1
	} else {
		win[rank].hi = scanBase - 1
	}
	outer := b.add("reduce-window", "reduce-window", arrayOf(et, tiled), t, init)
	outer.Attrs = []hlo.Attr{{Name: "window", Value: windowText(win)}}
	outer.Called = []hlo.CalledComputation{{Role: "to_apply", Computation: red}}
	// Each row's total: the last column (the first for a reverse scan).
	colDims := append(append([]int64(nil), padded[:last]...), cols, 1)
	lo, hi := int64(scanBase-1), int64(scanBase)
	if !sc.forward {
		lo, hi = 0, 1
	}
	limits := append([]int64(nil), tiled...)
	starts := make([]int64, rank+1)
	starts[rank], limits[rank] = lo, hi
	col := b.add("slice", "slice", arrayOf(et, colDims), outer)
	col.Attrs = []hlo.Attr{{Name: "slice", Value: sliceText(starts, limits)}}
	totalsDims := append(append([]int64(nil), padded[:last]...), cols)
	totals := b.add("reshape", "reshape", arrayOf(et, totalsDims), col)
	// The exclusive scan of the totals, [..., K/base + 1].
	win = win[:rank]
	win[last] = windowDim{size: cols, stride: 1, lhsDilate: 1, rhsDilate: 1}
	if sc.forward {
		win[last].lo = cols
	} else {
		win[last].hi = cols
	}
	exDims := append(append([]int64(nil), padded[:last]...), cols+1)
	inner := b.add("reduce-window", "reduce-window", arrayOf(et, exDims), totals, init)
	inner.Attrs = []hlo.Attr{{Name: "window", Value: windowText(win)}}
	inner.Called = []hlo.CalledComputation{{Role: "to_apply", Computation: red}}
	starts, limits = make([]int64, rank), append([]int64(nil), exDims...)
	if sc.forward {
		limits[last] = cols
	} else {
		starts[last] = 1
	}
	carried := b.add("slice", "slice", arrayOf(et, totalsDims), inner)
	carried.Attrs = []hlo.Attr{{Name: "slice", Value: sliceText(starts, limits)}}
	bdims := make([]int64, rank)
	for i := range bdims {
		bdims[i] = int64(i)
	}
	spread := b.add("broadcast", "broadcast", arrayOf(et, tiled), carried)
	spread.Attrs = []hlo.Attr{{Name: "dimensions", Value: listText(bdims)}}
	// The two scans combined: the reducer elementwise.
	sum := b.applyElementwise(red, arrayOf(et, tiled), outer, spread)
	out := b.add("reshape", "reshape", arrayOf(et, padded), sum)
	if sc.dim != last {
		out = b.add("transpose", "transpose", arrayOf(et, permuteDims(out.Shape.Dims, perm)), out)
		out.Attrs = []hlo.Attr{{Name: "dimensions", Value: listText(perm)}}
	}
	if k != sc.n {
		dims := append([]int64(nil), out.Shape.Dims...)
		dims[sc.dim] = sc.n
		limits := append([]int64(nil), dims...)
		out = b.add("slice", "slice", arrayOf(et, dims), out)
		out.Attrs = []hlo.Attr{{Name: "slice", Value: sliceText(make([]int64, rank), limits)}}
	}
	if sc.exclusive {
		pad := make([]string, rank)
		for i := range pad {
			pad[i] = "0_0"
		}
		if sc.forward {
			pad[sc.dim] = "1_0"
		} else {
			pad[sc.dim] = "0_1"
		}
		out = b.add("pad", "pad", arrayOf(et, in.Shape.Dims), out, init)
		out.Attrs = []hlo.Attr{{Name: "padding", Value: strings.Join(pad, "x")}}
	}
	if in.Shape.Layout != nil {
		out.Shape.Layout = &hlo.Layout{MinorToMajor: append([]int(nil), minorToMajor(in.Shape)...)}
	}
	s.replaceUses(in, out)
	s.remove(in)
}

// applyElementwise adds red applied to a and b element by element: XLA's
// map, which AlgebraicSimplifier::HandleMap replaces by red's root when
// every operand of the root is a parameter (an add, a maximum), and a map
// otherwise.
func (b *builder) applyElementwise(red *hlo.Computation, shape hlo.Shape, a, c *hlo.Instruction) *hlo.Instruction {
	args := []*hlo.Instruction{a, c}
	root := red.Root
	inline := len(root.Operands) > 0 && root.Opcode != "parameter" && root.Opcode != "rng" && len(root.Called) == 0
	var ops []*hlo.Instruction
	for _, op := range root.Operands {
		if op.Opcode != "parameter" || op.ParameterNumber < 0 || op.ParameterNumber >= len(args) {
			inline = false
			break
		}
		ops = append(ops, args[op.ParameterNumber])
	}
	if inline {
		sh := shape
		sh.Element = root.Shape.Element
		out := b.add(root.Opcode, root.Opcode, sh, ops...)
		out.Attrs = append([]hlo.Attr(nil), root.Attrs...)
		return out
	}
	dims := make([]int64, len(shape.Dims))
	for i := range dims {
		dims[i] = int64(i)
	}
	m := b.add("map", "map", shape, a, c)
	m.Attrs = []hlo.Attr{{Name: "dimensions", Value: listText(dims)}}
	m.Called = []hlo.CalledComputation{{Role: "to_apply", Computation: red}}
	return m
}

// permuteDims returns dims permuted: out[i] = dims[perm[i]].
func permuteDims(dims, perm []int64) []int64 {
	out := make([]int64, len(perm))
	for i, p := range perm {
		out[i] = dims[p]
	}
	return out
}

// windowText writes a window attribute as XLA prints it: the size, then
// the padding when any.
func windowText(dims []windowDim) string {
	var size, pad []string
	padded := false
	for _, d := range dims {
		size = append(size, strconv.FormatInt(d.size, 10))
		pad = append(pad, fmt.Sprintf("%d_%d", d.lo, d.hi))
		padded = padded || d.lo != 0 || d.hi != 0
	}
	out := "{size=" + strings.Join(size, "x")
	if padded {
		out += " pad=" + strings.Join(pad, "x")
	}
	return out + "}"
}

// sliceText writes a slice attribute, {[start:limit], ...}.
func sliceText(starts, limits []int64) string {
	var parts []string
	for i := range starts {
		parts = append(parts, fmt.Sprintf("[%d:%d]", starts[i], limits[i]))
	}
	return "{" + strings.Join(parts, ", ") + "}"
}
