package spmd

// Convolutions over a cut spatial dimension exchange halos, as XLA's
// partitioner does (spmd_partitioner's windowed input handling): each
// device needs the last pad_lo elements of its left neighbour's tile and
// the first pad_hi of its right neighbour's, received by two
// collective-permutes and concatenated around its own tile; the
// convolution then runs on the extended tile without padding on that
// dimension. Two shapes of convolution are handled:
//
//   - the window slides over the cut dimension and the result keeps it
//     (a 'SAME' convolution: result size = input size): the result is
//     cut like the input;
//   - the window covers the whole dimension of the kernel operand, cut
//     alike (a weight gradient: the spatial dimension is contracted): each
//     device's result is a partial sum, completed by an all-reduce.
//
// Besides the spatial cut, the input's batch may be cut too (sliding),
// or the contracted feature of both operands alike (weight gradient).
//
// Only unit strides and no dilation; anything else goes to the generic
// rules (which gather the dimension).

import (
	"math"
	"strconv"
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// window is a parsed window={size=AxB pad=l_hxl_h ...} attribute.
type window struct {
	size   []int64
	padLo  []int64
	padHi  []int64
	simple bool // no stride, dilation or reversal other than 1
}

func parseWindow(v string) (window, bool) {
	var w window
	v = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(v, "{"), "}"))
	w.simple = true
	for _, f := range strings.Fields(v) {
		k, val, ok := strings.Cut(f, "=")
		if !ok {
			return w, false
		}
		switch k {
		case "size":
			for _, x := range strings.Split(val, "x") {
				n, err := strconv.ParseInt(x, 10, 64)
				if err != nil {
					return w, false
				}
				w.size = append(w.size, n)
			}
		case "pad":
			for _, x := range strings.Split(val, "x") {
				lo, hi, ok := strings.Cut(x, "_")
				a, err1 := strconv.ParseInt(lo, 10, 64)
				c, err2 := strconv.ParseInt(hi, 10, 64)
				if !ok || err1 != nil || err2 != nil || a < 0 || c < 0 {
					return w, false
				}
				w.padLo = append(w.padLo, a)
				w.padHi = append(w.padHi, c)
			}
		default:
			for _, x := range strings.Split(val, "x") {
				if x != "1" && x != "0" {
					w.simple = false
				}
			}
		}
	}
	if len(w.padLo) == 0 {
		w.padLo = make([]int64, len(w.size))
		w.padHi = make([]int64, len(w.size))
	}
	return w, len(w.padLo) == len(w.size)
}

func (w window) String() string {
	var size, pad []string
	for i := range w.size {
		size = append(size, strconv.FormatInt(w.size[i], 10))
		pad = append(pad, strconv.FormatInt(w.padLo[i], 10)+"_"+strconv.FormatInt(w.padHi[i], 10))
	}
	return "{size=" + strings.Join(size, "x") + " pad=" + strings.Join(pad, "x") + "}"
}

// haloConvolution writes a convolution whose input is cut along one
// spatial dimension, as the file's comment says; false when it is not
// one of the two shapes handled.
func (b *builder) haloConvolution(in *hlo.Instruction, out tiling) bool {
	if len(in.Operands) != 2 || !in.Shape.IsArray() || attr(in, "feature_group_count") != "" && attr(in, "feature_group_count") != "1" ||
		attr(in, "batch_group_count") != "" && attr(in, "batch_group_count") != "1" {
		return false
	}
	parts := strings.Split(strings.ReplaceAll(attr(in, "dim_labels"), "->", "_"), "_")
	lhs, rhs := in.Operands[0], in.Operands[1]
	if len(parts) != 3 || len(parts[0]) != len(lhs.Shape.Dims) || len(parts[1]) != len(rhs.Shape.Dims) || len(parts[2]) != len(in.Shape.Dims) {
		return false
	}
	w, ok := parseWindow(attr(in, "window"))
	if !ok || !w.simple {
		return false
	}
	L, R := b.tilingOf(lhs), b.tilingOf(rhs)
	// The one cut spatial dimension of the input.
	sd := -1
	for i := 0; i < len(parts[0]); i++ {
		c := parts[0][i]
		if c >= '0' && c <= '9' && L.dims[i] > 1 {
			if sd >= 0 {
				return false
			}
			sd = i
		}
	}
	if sd < 0 {
		return false
	}
	digit := parts[0][sd]
	wi := int(digit - '0')
	rd := strings.IndexByte(parts[1], digit)
	od := strings.IndexByte(parts[2], digit)
	if wi >= len(w.size) || rd < 0 || od < 0 {
		return false
	}
	k := L.dims[sd]
	lo, hi := w.padLo[wi], w.padHi[wi]
	gIn, gOut := lhs.Shape.Dims[sd], in.Shape.Dims[od]
	if gIn%k != 0 {
		return false
	}
	local := gIn / k
	if lo > local || hi > local {
		return false
	}
	// Which of the two shapes?
	slide := R.dims[rd] == 1 && gOut == gIn && w.size[wi] == rhs.Shape.Dims[rd] && lo+hi == w.size[wi]-1
	contract := R.dims[rd] == k && w.size[wi] == rhs.Shape.Dims[rd] && rhs.Shape.Dims[rd] == gIn && out.dims[od] == 1
	if !slide && !contract {
		return false
	}
	// The other dimensions. A sliding convolution may keep the input's
	// batch cut (the result's batch dimension is cut alike, and the halos
	// move between neighbours of the same batch tile); a weight gradient
	// may have its contracted input feature cut alike in both operands
	// (the data-parallel batch of the activation and of its gradient),
	// one more dimension of the partial sum. This is GSPMD's windowed
	// input handling with the batch or contracting dimensions passed
	// through (spmd_partitioner.cc / convolution_handler.cc,
	// PartitionConvolutionWithSpatialDimensionHaloExchangeOnLHS, which
	// keeps the non-spatial dimensions' shardings of the operands).
	// Anything else must be whole.
	lb, lf := strings.IndexByte(parts[0], 'b'), strings.IndexByte(parts[0], 'f')
	ri := strings.IndexByte(parts[1], 'i')
	pass := -1 // the other cut dimension of the input, if any
	for i := range L.dims {
		if i == sd || L.dims[i] == 1 {
			continue
		}
		if pass >= 0 || !(slide && i == lb) && !(contract && i == lf) {
			return false
		}
		pass = i
	}
	for i := range R.dims {
		if i != rd && R.dims[i] > 1 && !(contract && pass == lf && i == ri) {
			return false
		}
	}
	along := make([]bool, len(L.dims))
	along[sd] = true
	groups := L.groups(along)
	sumGroups := groups
	if contract {
		// the kernel operand must be cut alike: device for device the
		// same tile of the dimension (and of the contracted feature)
		lc, rc := L.coords(), R.coords()
		for d, x := range lc {
			y := rc[d]
			if y == nil || y[rd] != x[sd] || pass >= 0 && (ri < 0 || y[ri] != x[pass]) {
				return false
			}
		}
		if pass >= 0 {
			both := append([]bool(nil), along...)
			both[pass] = true
			sumGroups = L.groups(both)
		}
	}
	v := b.val[lhs.ID]
	var pieces []*hlo.Instruction
	if lo > 0 {
		// the last lo elements go to the right neighbour
		sl := b.sliceRange(v, sd, local-lo, local, in)
		var pairs [][]int64
		for _, g := range groups {
			for j := 0; j+1 < len(g); j++ {
				pairs = append(pairs, []int64{g[j], g[j+1]})
			}
		}
		pieces = append(pieces, b.collective("collective-permute", sl.Shape, []*hlo.Instruction{sl}, pairs, in))
	}
	pieces = append(pieces, v)
	if hi > 0 {
		sl := b.sliceRange(v, sd, 0, hi, in)
		var pairs [][]int64
		for _, g := range groups {
			for j := 1; j < len(g); j++ {
				pairs = append(pairs, []int64{g[j], g[j-1]})
			}
		}
		pieces = append(pieces, b.collective("collective-permute", sl.Shape, []*hlo.Instruction{sl}, pairs, in))
	}
	ext := v
	if len(pieces) > 1 {
		shape := hlo.Shape{Element: v.Shape.Element, Dims: append([]int64(nil), v.Shape.Dims...)}
		shape.Dims[sd] = local + lo + hi
		ext = b.emit("concatenate", shape, pieces, in, hlo.Attr{Name: "dimensions", Value: "{" + strconv.Itoa(sd) + "}"})
	}
	nw := w
	nw.padLo = append([]int64(nil), w.padLo...)
	nw.padHi = append([]int64(nil), w.padHi...)
	nw.size = append([]int64(nil), w.size...)
	nw.padLo[wi], nw.padHi[wi] = 0, 0
	var res *hlo.Instruction
	if slide {
		t := L
		tOut, ok := mapOut(t, parts, od)
		if !ok {
			return false
		}
		shape := tOut.localShape(in.Shape)
		nin := b.clone(in, []*hlo.Instruction{ext, b.val[rhs.ID]}, shape)
		setAttr(nin, "window", nw.String())
		res = nin
		b.val[in.ID] = b.reshard(res, in.Shape, tOut, out, in, in)
		return true
	}
	nw.size[wi] = local
	nin := b.clone(in, []*hlo.Instruction{ext, b.val[rhs.ID]}, in.Shape)
	setAttr(nin, "window", nw.String())
	full := replicatedTiling(len(in.Shape.Dims), b.n)
	b.val[in.ID] = b.sum(nin, sumGroups, b.addComputation(in.Shape.Element), full, out, in)
	return true
}

// mapOut is the tiling of a sliding convolution's result: the input's
// cut on the spatial dimension, at the result's position od.
func mapOut(t tiling, parts []string, od int) (tiling, bool) {
	m := make(dimMap, len(parts[2]))
	for i := range m {
		m[i] = -1
	}
	for i := 0; i < len(parts[2]); i++ {
		c := parts[2][i]
		if c == 'b' || c >= '0' && c <= '9' {
			if j := strings.IndexByte(parts[0], c); j >= 0 {
				m[i] = j
			}
		}
	}
	if m[od] < 0 {
		return t, false
	}
	return mapTiling(t, m), true
}

// setAttr replaces the value of attribute name of in.
func setAttr(in *hlo.Instruction, name, value string) {
	for i, a := range in.Attrs {
		if a.Name == name {
			in.Attrs[i].Value = value
			return
		}
	}
	in.Attrs = append(in.Attrs, hlo.Attr{Name: name, Value: value})
}

// sliceRange emits slice(v) keeping [from, to) of dimension d.
func (b *builder) sliceRange(v *hlo.Instruction, d int, from, to int64, cause *hlo.Instruction) *hlo.Instruction {
	var parts []string
	dims := append([]int64(nil), v.Shape.Dims...)
	for i, n := range v.Shape.Dims {
		if i == d {
			parts = append(parts, "["+strconv.FormatInt(from, 10)+":"+strconv.FormatInt(to, 10)+"]")
			dims[i] = to - from
		} else {
			parts = append(parts, "[0:"+strconv.FormatInt(n, 10)+"]")
		}
	}
	shape := hlo.Shape{Element: v.Shape.Element, Dims: dims}
	return b.emit("slice", shape, []*hlo.Instruction{v}, cause, hlo.Attr{Name: "slice", Value: "{" + strings.Join(parts, ", ") + "}"})
}

// upsampleWindow writes a reduce-window over a padded operand that
// together repeat each element s times along a cut dimension: the pad
// puts s-1 zeros before, between and after the elements (lo = hi =
// interior = s-1) and the window, s wide with unit stride and no padding
// of its own, sums each element with s-1 zeros. This is how JAX writes
// the transpose of a strided pool (the average pool's gradient,
// _reduce_window_sum_transpose_rule: pad, then reduce_window). Global
// element j of the result is input element j/s, so tile t of the result
// is the local pad and reduce-window of tile t of the input, with the
// same attributes: s·n/k elements from n/k. XLA partitions the pad and
// the window as windowed inputs (spmd_partitioner.cc, HandlePad and
// HandleReduceWindow through PartitionedHlo::ReshardAsWindowedInput) and
// keeps both cut, exchanging a halo of s-1 padded elements; this writes
// the same per-device shapes without the exchange, whose halo is made of
// the padding zeros. false when the pattern does not hold on every cut
// dimension of the result, or a cut does not divide the input evenly.
func (b *builder) upsampleWindow(in *hlo.Instruction, out tiling) bool {
	if !upsampleOK(in, out) {
		return false
	}
	pad := in.Operands[0]
	cfg := strings.Split(attr(pad, "padding"), "x")
	v := b.operandAs(pad, 0, out)
	local := v.Shape.Dims
	dims := make([]int64, len(local))
	for d := range dims {
		if out.dims[d] == 1 {
			dims[d] = pad.Shape.Dims[d] // whole, as the pad wrote it
			continue
		}
		// A cut dimension: lo = hi = interior = s-1 (upsampleOK), and
		// s·local fits, as s·n does: s-1 + s·local padded elements.
		lo, hi, in3, _ := padConfig(cfg[d])
		dims[d] = lo + hi + local[d]
		if local[d] > 0 {
			dims[d] += (local[d] - 1) * in3
		}
	}
	zero := b.val[pad.Operands[1].ID]
	np := b.emit("pad", hlo.Shape{Element: pad.Shape.Element, Dims: dims}, []*hlo.Instruction{v, zero}, pad,
		hlo.Attr{Name: "padding", Value: attr(pad, "padding")})
	b.clone(in, []*hlo.Instruction{np, zero}, out.localShape(in.Shape))
	return true
}

// upsampleOK reports whether upsampleWindow writes reduce-window in with
// result tiling out.
func upsampleOK(in *hlo.Instruction, out tiling) bool {
	if in.Opcode != "reduce-window" || len(in.Operands) != 2 || !in.Shape.IsArray() || in.Operands[0].Opcode != "pad" || out.manual {
		return false
	}
	pad := in.Operands[0]
	if len(pad.Operands) != 2 || !pad.Shape.IsArray() {
		return false
	}
	src := pad.Operands[0]
	rank := len(in.Shape.Dims)
	cfg := strings.Split(attr(pad, "padding"), "x")
	w := windowFields(in)
	if len(cfg) != rank || len(src.Shape.Dims) != rank || len(pad.Shape.Dims) != rank || len(w["size"]) != rank || len(out.dims) != rank ||
		w["pad"] != nil && len(w["pad"]) != rank {
		return false
	}
	// Every dimension's padding must read (no negative padding): the
	// uncut ones are padded as they stand, on whole dimensions.
	for d := 0; d < rank; d++ {
		if _, _, _, ok := padConfig(cfg[d]); !ok {
			return false
		}
	}
	cut := false
	for d := 0; d < rank; d++ {
		if out.dims[d] == 1 {
			continue
		}
		s := w["size"][d]
		lo, hi, in3, ok := padConfig(cfg[d])
		n := src.Shape.Dims[d]
		if ok && s == 1 && lo == 0 && hi == 0 && in3 == 0 && windowAt(w["stride"], d) == 1 && (w["pad"] == nil || w["pad"][d] == 0) &&
			n%out.dims[d] == 0 {
			continue // a dimension neither padded nor windowed keeps its cut
		}
		if !ok || s < 2 || lo != s-1 || hi != s-1 || in3 != s-1 || windowAt(w["stride"], d) != 1 ||
			w["pad"] != nil && w["pad"][d] != 0 || windowAt(w["lhs_dilate"], d) != 1 || windowAt(w["rhs_dilate"], d) != 1 ||
			n <= 0 || s > math.MaxInt64/n || in.Shape.Dims[d] != s*n || n%out.dims[d] != 0 {
			return false
		}
		cut = true
	}
	// The zeros: the pad value and the window's initial value are the
	// same scalar (an added zero).
	return cut && pad.Operands[1] == in.Operands[1] && isZeroScalar(pad.Operands[1]) &&
		isAddComputation(in.CalledComputation("to_apply"))
}

// deferPads marks the pads of c whose every use is a reduce-window that
// upsampleWindow writes: the reduce-window writes its pad on local tiles,
// and the pad where it stands would be dead (and its operand gathered for
// nothing, a collective the summary would list).
func (b *builder) deferPads(c *hlo.Computation) {
	uses := map[*hlo.Instruction]int{}
	ok := map[*hlo.Instruction]int{}
	for _, in := range c.Instructions {
		for _, op := range in.Operands {
			uses[op]++
		}
		if len(in.Operands) > 0 && upsampleOK(in, b.tilingOf(in)) {
			ok[in.Operands[0]]++
		}
	}
	if c.Root != nil {
		uses[c.Root]++
	}
	for _, in := range c.Instructions {
		if in.Opcode == "pad" && ok[in] > 0 && ok[in] == uses[in] {
			if b.deferred == nil {
				b.deferred = map[int]bool{}
			}
			b.deferred[in.ID] = true
		}
	}
}

// padConfig reads one dimension lo_hi or lo_hi_interior of a pad's
// padding.
func padConfig(s string) (lo, hi, interior int64, ok bool) {
	f := strings.Split(s, "_")
	if len(f) != 2 && len(f) != 3 {
		return 0, 0, 0, false
	}
	var v [3]int64
	for i, x := range f {
		n, err := strconv.ParseInt(x, 10, 64)
		if err != nil || n < 0 {
			return 0, 0, 0, false
		}
		v[i] = n
	}
	return v[0], v[1], v[2], true
}

// isZeroScalar reports whether v is a scalar constant 0.
func isZeroScalar(v *hlo.Instruction) bool {
	if v.Opcode != "constant" || !v.Shape.IsArray() || len(v.Shape.Dims) != 0 {
		return false
	}
	l := strings.TrimSpace(v.Literal)
	return l == "0" || l == "0.0" || l == "-0" || l == "0e+00" || l == "false"
}
