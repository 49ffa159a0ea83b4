package spmd

// Dimension maps: for each opcode the propagation and the partitioner
// understand, which dimension of the result comes from which dimension of
// an operand. Sharding moves along these maps in both directions, as
// GSPMD's hlo_sharding_util does (its "passthrough" dimensions): a
// dimension with no counterpart on the other side is replicated there.

import (
	"math"
	"strconv"
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// attr returns the raw value of attribute name, or "".
func attr(in *hlo.Instruction, name string) string {
	for _, a := range in.Attrs {
		if a.Name == name {
			return a.Value
		}
	}
	return ""
}

// intsAttr reads an attribute like dimensions={1,2}; nil when absent or
// malformed.
func intsAttr(in *hlo.Instruction, name string) []int {
	v := strings.TrimSpace(attr(in, name))
	v = strings.TrimPrefix(v, "{")
	v = strings.TrimSuffix(v, "}")
	if strings.TrimSpace(v) == "" {
		return nil
	}
	var out []int
	for _, f := range strings.Split(v, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil {
			return nil
		}
		out = append(out, n)
	}
	return out
}

// dimMap says, for each result dimension, the operand dimension it comes
// from, or -1.
type dimMap []int

// mapTiling carries tiling t of an array of rank srcRank through m (for
// each destination dimension its source dimension or -1): source
// dimensions no destination takes are gathered into the replication
// group; destination dimensions with no source get one tile.
func mapTiling(t tiling, m dimMap) tiling {
	srcRank := len(t.dims)
	used := make([]bool, srcRank)
	for _, s := range m {
		if s >= 0 && s < srcRank {
			used[s] = true
		}
	}
	drop := make([]bool, srcRank)
	for i := range drop {
		drop[i] = !used[i]
	}
	d := t.dropDims(drop)
	// d's dims are the used source dims in increasing order.
	pos := make([]int, srcRank)
	k := 0
	for i := 0; i < srcRank; i++ {
		if used[i] {
			pos[i] = k
			k++
		}
	}
	var order []int // kept source dims in destination order
	for _, s := range m {
		if s >= 0 && s < srcRank {
			order = append(order, pos[s])
		}
	}
	if len(order) != k {
		// A source dimension feeds two destinations: no tiling fits.
		return replicatedTiling(len(m), int64(len(t.devs)))
	}
	d = d.transpose(order)
	keep := make([]int, len(m))
	k = 0
	for i, s := range m {
		if s >= 0 && s < srcRank {
			keep[i] = k
			k++
		} else {
			keep[i] = -1
		}
	}
	return d.insertDims(keep)
}

// invert turns a result-from-operand map into an operand-from-result map
// for an operand of rank rank.
func (m dimMap) invert(rank int) dimMap {
	out := make(dimMap, rank)
	for i := range out {
		out[i] = -1
	}
	for i, s := range m {
		if s >= 0 && s < rank {
			out[s] = i
		}
	}
	return out
}

func identity(rank int) dimMap {
	m := make(dimMap, rank)
	for i := range m {
		m[i] = i
	}
	return m
}

// operandMap returns, for operand k of in, the map from result dimensions
// to operand dimensions, and false when the opcode's dimensions do not
// follow its operand's (dot, reduce and the structural ops have their
// own rules).
func operandMap(in *hlo.Instruction, k int) (dimMap, bool) {
	out := in.Shape
	if !out.IsArray() || k >= len(in.Operands) {
		return nil, false
	}
	op := in.Operands[k].Shape
	if !op.IsArray() {
		return nil, false
	}
	switch in.Opcode {
	case "broadcast":
		dims := intsAttr(in, "dimensions")
		if len(dims) != len(op.Dims) {
			return nil, false
		}
		m := make(dimMap, len(out.Dims))
		for i := range m {
			m[i] = -1
		}
		for j, d := range dims {
			if d < 0 || d >= len(m) {
				return nil, false
			}
			m[d] = j
		}
		return m, true
	case "transpose":
		perm := intsAttr(in, "dimensions")
		if len(perm) != len(out.Dims) || len(op.Dims) != len(out.Dims) {
			return nil, false
		}
		return dimMap(perm), true
	case "reshape":
		return reshapeMap(op.Dims, out.Dims), true
	case "reduce":
		if k >= len(in.Operands)/2 {
			return nil, false
		}
		red := intsAttr(in, "dimensions")
		isRed := make([]bool, len(op.Dims))
		for _, d := range red {
			if d >= 0 && d < len(isRed) {
				isRed[d] = true
			}
		}
		var m dimMap
		for i := range op.Dims {
			if !isRed[i] {
				m = append(m, i)
			}
		}
		if len(m) != len(out.Dims) {
			return nil, false
		}
		return m, true
	case "dynamic-slice", "dynamic-update-slice", "slice", "pad", "concatenate", "reverse",
		"reduce-window", "sort", "select-and-scatter", "gather", "scatter":
		// Dimensions keep their place; those whose size changes (the
		// sliced, padded or concatenated ones, the sorted one) are cut
		// on neither side.
		if in.Opcode == "dynamic-slice" && k > 0 || in.Opcode == "dynamic-update-slice" && k > 1 ||
			in.Opcode == "gather" || in.Opcode == "scatter" && k > 0 {
			return nil, false
		}
		if len(op.Dims) != len(out.Dims) {
			return nil, false
		}
		m := identity(len(out.Dims))
		for i := range m {
			if op.Dims[i] != out.Dims[i] {
				m[i] = -1
			}
		}
		switch in.Opcode {
		case "sort":
			for _, d := range intsAttr(in, "dimensions") {
				if d >= 0 && d < len(m) {
					m[d] = -1
				}
			}
		case "reduce-window", "select-and-scatter":
			for i, w := range windowSizes(in) {
				if i < len(m) && w != 1 {
					m[i] = -1
				}
			}
			if in.Opcode == "reduce-window" {
				// A dimension whose windows tile it (size = stride, no
				// padding or dilation: a pool) keeps its cut: where every
				// tile holds whole windows no halo is exchanged
				// (spmd_partitioner.cc, HandleReduceWindow through
				// PartitionedHlo::ReshardAsWindowedInput, whose halos are
				// empty for such windows); mapped checks that the tiles
				// hold whole windows.
				for _, i := range tiledWindowDims(in) {
					if st := windowStride(in, i); i < len(m) && st > 0 && out.Dims[i] <= op.Dims[i]/st && op.Dims[i] == out.Dims[i]*st {
						m[i] = i
					}
				}
			}
		case "concatenate":
			for _, d := range intsAttr(in, "dimensions") {
				if d >= 0 && d < len(m) {
					m[d] = -1
				}
			}
		}
		return m, true
	}
	if isElementwise(in.Opcode) {
		if len(op.Dims) != len(out.Dims) {
			return nil, false // a scalar operand of select or clamp
		}
		return identity(len(out.Dims)), true
	}
	return nil, false
}

// tiledWindowDims are the dimensions of a reduce-window whose windows
// tile them: size equal to stride, no padding, no dilation, more than one
// element.
func tiledWindowDims(in *hlo.Instruction) []int {
	w := windowFields(in)
	size := w["size"]
	var out []int
	for i, n := range size {
		if n <= 1 || windowAt(w["stride"], i) != n || windowAt(w["lhs_dilate"], i) != 1 ||
			windowAt(w["rhs_dilate"], i) != 1 || w["pad"] != nil && (i >= len(w["pad"]) || w["pad"][i] != 0) {
			continue
		}
		out = append(out, i)
	}
	return out
}

// windowStride is the stride of window dimension i (1 when not written).
func windowStride(in *hlo.Instruction, i int) int64 {
	return windowAt(windowFields(in)["stride"], i)
}

func windowAt(v []int64, i int) int64 {
	if i < len(v) {
		return v[i]
	}
	return 1
}

// windowFields reads window={size=2x2 stride=2x2 pad=0_0x1_1 ...} as
// lists of numbers by field; a pad entry lo_hi reads as |lo|+|hi|, so
// that zero means no padding (a negative padding, legal in HLO, is
// padding too: lo=-1 hi=1 shifts the windows). A field that does not
// parse, or whose sizes, strides or dilations are negative, reads as -1
// on every dimension: no rule takes it for a default.
func windowFields(in *hlo.Instruction) map[string][]int64 {
	v := strings.Trim(strings.TrimSpace(attr(in, "window")), "{}")
	out := map[string][]int64{}
	for _, f := range strings.Fields(v) {
		k, val, ok := strings.Cut(f, "=")
		if !ok {
			continue
		}
		var xs []int64
		good := true
		for _, x := range strings.Split(val, "x") {
			var n int64
			for _, y := range strings.Split(x, "_") {
				c, err := strconv.ParseInt(y, 10, 64)
				if err != nil || c < 0 && (k != "pad" || c == math.MinInt64) {
					good = false
					break
				}
				if c < 0 {
					c = -c
				}
				if n > math.MaxInt64-c {
					good = false
					break
				}
				n += c
			}
			xs = append(xs, n)
		}
		if !good {
			for i := range xs {
				xs[i] = -1
			}
		}
		out[k] = xs
	}
	return out
}

// windowSizes reads window={size=3x3 ...}'s sizes.
func windowSizes(in *hlo.Instruction) []int64 {
	w := attr(in, "window")
	i := strings.Index(w, "size=")
	if i < 0 {
		return nil
	}
	f := w[i+5:]
	if j := strings.IndexAny(f, " }"); j >= 0 {
		f = f[:j]
	}
	var out []int64
	for _, s := range strings.Split(f, "x") {
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return nil
		}
		out = append(out, n)
	}
	return out
}

// isElementwise reports whether the opcode maps each element of its
// operands to the element at the same index of its result.
func isElementwise(op string) bool {
	switch op {
	case "abs", "add", "and", "atan2", "cbrt", "ceil", "clamp", "compare", "complex",
		"convert", "copy", "cosine", "count-leading-zeros", "divide", "erf", "exponential",
		"exponential-minus-one", "floor", "imag", "is-finite", "log", "log-plus-one",
		"logistic", "maximum", "minimum", "multiply", "negate", "not", "or", "popcnt",
		"power", "real", "reduce-precision", "remainder", "round-nearest-afz",
		"round-nearest-even", "rsqrt", "select", "shift-left", "shift-right-arithmetic",
		"shift-right-logical", "sign", "sine", "sqrt", "stochastic-convert", "subtract",
		"tan", "tanh", "xor", "bitcast-convert", "map", "optimization-barrier", "opt-barrier":
		return true
	}
	return false
}

// reshapeMap maps the dimensions of a reshape from src to dst dims: the
// two shapes are cut into groups of equal element count; within a group
// the major-most dimension of each side corresponds (a tiling on it stays
// valid when its tile count divides both sizes, which tilingThrough
// checks), the others have no counterpart.
func reshapeMap(src, dst []int64) dimMap {
	m := make(dimMap, len(dst))
	for i := range m {
		m[i] = -1
	}
	i, j := 0, 0
	for i < len(src) && j < len(dst) {
		// skip size-1 dimensions, which carry no tiles
		if src[i] == 1 {
			i++
			continue
		}
		if dst[j] == 1 {
			j++
			continue
		}
		gi, gj := i, j
		ps, pd := src[i], dst[j]
		i++
		j++
		for ps != pd {
			if ps < pd {
				if i >= len(src) {
					return m
				}
				ps *= src[i]
				i++
			} else {
				if j >= len(dst) {
					return m
				}
				pd *= dst[j]
				j++
			}
		}
		m[gj] = gi
		_ = gi
	}
	return m
}

// tilingThrough carries an operand's tiling to the result through m, and
// reports false when a tile count does not divide a reshaped dimension
// (a reshape can only keep tiles that stay whole).
func tilingThrough(in *hlo.Instruction, t tiling, m dimMap, toResult bool) (tiling, bool) {
	out := mapTiling(t, m)
	if in.Opcode == "reshape" {
		src, dst := in.Operands[0].Shape.Dims, in.Shape.Dims
		if !toResult {
			src, dst = dst, src
		}
		for i, s := range m {
			if s < 0 || s >= len(src) || t.dims[s] == 1 {
				continue
			}
			if src[s] != dst[i] && (src[s]%t.dims[s] != 0 || dst[i]%t.dims[s] != 0) {
				return out, false
			}
		}
	}
	return out, true
}

// contraction describes a dot or convolution: for each result dimension
// the lhs and rhs dimension it comes from (-1 for none), and the pairs of
// contracted dimensions.
type contraction struct {
	fromLHS, fromRHS         dimMap
	lhsContract, rhsContract []int
}

// contractionOf reads a dot's dimension numbers or a convolution's
// dim_labels; ok is false for anything else or a malformed attribute.
func contractionOf(in *hlo.Instruction) (c contraction, ok bool) {
	if len(in.Operands) < 2 || !in.Shape.IsArray() {
		return c, false
	}
	lr, rr := len(in.Operands[0].Shape.Dims), len(in.Operands[1].Shape.Dims)
	or := len(in.Shape.Dims)
	c.fromLHS, c.fromRHS = make(dimMap, or), make(dimMap, or)
	for i := 0; i < or; i++ {
		c.fromLHS[i], c.fromRHS[i] = -1, -1
	}
	switch in.Opcode {
	case "dot":
		lb, rb := intsAttr(in, "lhs_batch_dims"), intsAttr(in, "rhs_batch_dims")
		c.lhsContract, c.rhsContract = intsAttr(in, "lhs_contracting_dims"), intsAttr(in, "rhs_contracting_dims")
		if len(lb) != len(rb) || len(c.lhsContract) != len(c.rhsContract) {
			return c, false
		}
		used := func(r int, lists ...[]int) []bool {
			u := make([]bool, r)
			for _, l := range lists {
				for _, d := range l {
					if d < 0 || d >= r {
						return nil
					}
					u[d] = true
				}
			}
			return u
		}
		lu, ru := used(lr, lb, c.lhsContract), used(rr, rb, c.rhsContract)
		if lu == nil || ru == nil {
			return c, false
		}
		k := 0
		for i := range lb {
			if k >= or {
				return c, false
			}
			c.fromLHS[k], c.fromRHS[k] = lb[i], rb[i]
			k++
		}
		for d := 0; d < lr; d++ {
			if !lu[d] {
				if k >= or {
					return c, false
				}
				c.fromLHS[k] = d
				k++
			}
		}
		for d := 0; d < rr; d++ {
			if !ru[d] {
				if k >= or {
					return c, false
				}
				c.fromRHS[k] = d
				k++
			}
		}
		return c, k == or
	case "convolution":
		labels := attr(in, "dim_labels")
		parts := strings.Split(strings.ReplaceAll(labels, "->", "_"), "_")
		if len(parts) != 3 || len(parts[0]) != lr || len(parts[1]) != rr || len(parts[2]) != or {
			return c, false
		}
		l, r, o := parts[0], parts[1], parts[2]
		li, ri := strings.IndexByte(l, 'b'), strings.IndexByte(r, 'o')
		ob, of := strings.IndexByte(o, 'b'), strings.IndexByte(o, 'f')
		lf, rin := strings.IndexByte(l, 'f'), strings.IndexByte(r, 'i')
		if li < 0 || ri < 0 || ob < 0 || of < 0 || lf < 0 || rin < 0 {
			return c, false
		}
		c.fromLHS[ob] = li
		c.fromRHS[of] = ri
		// A spatial dimension the window slides over whole (result size
		// = input size, a 'SAME' convolution) keeps its place; its cut
		// costs halo exchanges (halo.go).
		for i := 0; i < len(o); i++ {
			if o[i] >= '0' && o[i] <= '9' {
				if j := strings.IndexByte(l, o[i]); j >= 0 && in.Shape.Dims[i] == in.Operands[0].Shape.Dims[j] {
					c.fromLHS[i] = j
				}
			}
		}
		c.lhsContract, c.rhsContract = []int{lf}, []int{rin}
		return c, true
	}
	return c, false
}

// reshapeTiling carries tiling t of an array of dims src through a
// reshape to dims dst, exactly or not at all. The two shapes are cut into
// groups of equal element count; within a group, a tiling that splits the
// leading dimensions completely and the next one evenly (and no later one)
// cuts the group's elements, read in row-major order, into equal
// contiguous blocks, and those blocks are cut the same way on the other
// side: [32] in 8 tiles is [4,8] in tiles [4,2], and back. The device
// array does not move: the groups keep their order and the blocks theirs.
// false when a group's tiles are not such blocks on either side.
func reshapeTiling(t tiling, src, dst []int64) (tiling, bool) {
	if len(t.dims) != len(src) {
		return t, false
	}
	out := tiling{dims: make([]int64, len(dst)), rep: t.rep, devs: t.devs, manual: t.manual}
	for k := range out.dims {
		out.dims[k] = 1
	}
	if t.manual {
		return out, true
	}
	i, j := 0, 0
	for i < len(src) || j < len(dst) {
		gi, gj := i, j
		ps, pd := int64(1), int64(1)
		if i < len(src) {
			ps *= src[i]
			i++
		}
		if j < len(dst) {
			pd *= dst[j]
			j++
		}
		for ps != pd {
			if ps < pd {
				if i >= len(src) {
					return t, false
				}
				ps *= src[i]
				i++
			} else {
				if j >= len(dst) {
					return t, false
				}
				pd *= dst[j]
				j++
			}
		}
		// trailing size-1 dimensions join the group
		for i < len(src) && src[i] == 1 && t.dims[i] == 1 && (j >= len(dst) || dst[j] != 1) {
			i++
		}
		blocks, ok := blockCount(t.dims[gi:i], src[gi:i])
		if !ok {
			return t, false
		}
		rem := blocks
		for k := gj; k < j; k++ {
			d := dst[k]
			switch {
			case rem == 1:
			case d > 0 && rem >= d && rem%d == 0:
				out.dims[k] = d
				rem /= d
			case rem > 0 && d%rem == 0:
				out.dims[k] = rem
				rem = 1
			default:
				return t, false
			}
		}
		if rem != 1 {
			return t, false
		}
	}
	return out, true
}

// blockCount returns the number of contiguous row-major blocks tiles cut
// an array of dims sizes into: leading dimensions split completely, then
// one split evenly, the rest whole; false for any other tiling.
func blockCount(tiles, sizes []int64) (int64, bool) {
	n := int64(1)
	k := 0
	for k < len(tiles) && tiles[k] == sizes[k] {
		n *= tiles[k]
		k++
	}
	if k < len(tiles) {
		if tiles[k] < 1 || sizes[k]%tiles[k] != 0 {
			return 0, false
		}
		n *= tiles[k]
		for _, x := range tiles[k+1:] {
			if x != 1 {
				return 0, false
			}
		}
	}
	return n, true
}
