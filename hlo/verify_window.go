package hlo

// The static attributes of pad, slice, dynamic-slice, bitcast-convert,
// reduce-window and convolution, checked as XLA's ShapeInference does
// (shape_inference.cc: InferPadShape, InferSliceShape,
// InferDynamicSliceShape, InferBitcastConvertShape,
// InferWindowOutputShape with ValidateWindow's checks; HloVerifier
// compares the inferred shape with the declared one). These were
// planned from the declared shapes: pad edge padding of -2^63, interior
// -1, slice [0:99] of a dimension of 8 or stride 0, dynamic_slice_sizes
// past the operand, a window stride of 0 or padding of ±2^63, and
// bitcast-convert f32[4,8] to f64[4,8] all planned, exit 0. Sums and
// products are checked: an overflow is reported, not wrapped.

import (
	"math"
	"math/bits"
	"strconv"
	"strings"
)

// staticArray reports whether s is an array with no dynamic or unbounded
// dimension, whose inferred dims can be compared.
func staticArray(s Shape) bool {
	if !s.IsArray() || s.Dynamic != nil {
		return false
	}
	for _, d := range s.Dims {
		if d < 0 {
			return false
		}
	}
	return true
}

// attr returns the raw value of in's attribute name.
func attrOf(in *Instruction, name string) (string, bool) {
	for _, a := range in.Attrs {
		if a.Name == name {
			return a.Value, true
		}
	}
	return "", false
}

// add64 and mul64 are checked int64 arithmetic.
func add64(a, b int64) (int64, bool) {
	if b > 0 && a > math.MaxInt64-b || b < 0 && a < math.MinInt64-b {
		return 0, false
	}
	return a + b, true
}

func mul64(a, b int64) (int64, bool) {
	if a == 0 || b == 0 {
		return 0, true
	}
	if a < 0 || b < 0 {
		return 0, false // only sizes are multiplied here
	}
	hi, lo := bits.Mul64(uint64(a), uint64(b))
	return int64(lo), hi == 0 && lo <= math.MaxInt64
}

// resultDims reports a declared result whose dims differ from the
// inferred ones, as HloVerifier does after ShapeInference.
func (v *verifier) resultDims(in *Instruction, want []int64, from string) {
	if !staticArray(in.Shape) {
		return
	}
	if len(want) != len(in.Shape.Dims) {
		v.errorf(in.ShapePos, what(in)+": expected the dimensions "+dimsText(want)+" ("+from+"), found "+shapeText(in.Shape))
		return
	}
	for i := range want {
		if want[i] != in.Shape.Dims[i] {
			v.errorf(in.ShapePos, what(in)+": expected the dimensions "+dimsText(want)+" ("+from+"), found "+shapeText(in.Shape))
			return
		}
	}
}

// pad checks padding=lo_hi[_interior]x... (InferPadShape): one entry per
// operand dimension, interior padding not negative, and the padded size
// lo + hi + d + (d-1)·interior neither negative nor past 2^63.
func (v *verifier) pad(in *Instruction) {
	if len(in.Operands) != 2 || !isArray(in.Operands[0]) {
		return
	}
	op := in.Operands[0]
	text, present := attrOf(in, "padding")
	if !present {
		return
	}
	operand := "operand " + quote(op.Name) + ", " + shapeText(op.Shape)
	entries := strings.Split(strings.TrimSpace(text), "x")
	if t := strings.TrimSpace(text); t == "" || len(op.Shape.Dims) == 0 && t == "0_0" {
		entries = nil // a scalar's padding (the StableHLO reader writes 0_0)
	}
	if len(entries) != len(op.Shape.Dims) {
		v.errorf(in.OpcodePos, what(in)+": padding="+text+": expected one entry per dimension of "+operand+", found "+strconv.Itoa(len(entries)))
		return
	}
	out := make([]int64, len(entries))
	static := staticArray(op.Shape)
	for i, e := range entries {
		f := strings.Split(e, "_")
		if len(f) != 2 && len(f) != 3 {
			v.errorf(in.OpcodePos, what(in)+": padding entry "+strconv.Itoa(i)+" "+quote(e)+": expected low_high or low_high_interior")
			return
		}
		var n [3]int64
		for j, s := range f {
			x, err := strconv.ParseInt(s, 10, 64)
			if err != nil {
				v.errorf(in.OpcodePos, what(in)+": padding entry "+strconv.Itoa(i)+" "+quote(e)+": expected integers within ±2^63")
				return
			}
			n[j] = x
		}
		lo, hi, interior := n[0], n[1], n[2]
		if interior < 0 {
			v.errorf(in.OpcodePos, what(in)+": padding entry "+strconv.Itoa(i)+" "+quote(e)+": interior padding "+strconv.FormatInt(interior, 10)+" is negative")
			return
		}
		if !static {
			continue
		}
		d := op.Shape.Dims[i]
		size, ok := mul64(max(d-1, 0), interior)
		if ok {
			size, ok = add64(size, d)
		}
		if ok {
			size, ok = add64(size, lo)
		}
		if ok {
			size, ok = add64(size, hi)
		}
		switch {
		case !ok:
			v.errorf(in.OpcodePos, what(in)+": padding entry "+strconv.Itoa(i)+" "+quote(e)+": the padded size of dimension "+strconv.Itoa(i)+" of "+operand+" is past ±2^63")
			return
		case size < 0:
			v.errorf(in.OpcodePos, what(in)+": padding entry "+strconv.Itoa(i)+" "+quote(e)+": the padded size of dimension "+strconv.Itoa(i)+" of "+operand+" is "+strconv.FormatInt(size, 10)+": expected at least 0")
			return
		}
		out[i] = size
	}
	if static {
		v.resultDims(in, out, "the padded "+operand)
	}
}

// slice checks slice={[start:limit(:stride)], ...} (InferSliceShape):
// one entry per operand dimension, 0 <= start <= limit <= the dimension,
// stride at least 1; the result is ceil((limit-start)/stride).
func (v *verifier) slice(in *Instruction) {
	if len(in.Operands) != 1 || !staticArray(in.Operands[0].Shape) {
		return
	}
	op := in.Operands[0]
	text, present := attrOf(in, "slice")
	if !present {
		return
	}
	operand := "operand " + quote(op.Name) + ", " + shapeText(op.Shape)
	t := strings.TrimSpace(text)
	if !strings.HasPrefix(t, "{") || !strings.HasSuffix(t, "}") {
		v.errorf(in.OpcodePos, what(in)+": slice="+text+": expected {[start:limit:stride], ...}")
		return
	}
	t = strings.TrimSpace(t[1 : len(t)-1])
	var entries []string
	if t != "" {
		entries = strings.Split(t, ",")
	}
	if len(entries) != len(op.Shape.Dims) {
		v.errorf(in.OpcodePos, what(in)+": slice="+text+": expected "+plural(len(op.Shape.Dims), "range")+", one per dimension of "+operand)
		return
	}
	out := make([]int64, len(entries))
	for i, e := range entries {
		e = strings.TrimSpace(e)
		if !strings.HasPrefix(e, "[") || !strings.HasSuffix(e, "]") {
			v.errorf(in.OpcodePos, what(in)+": slice range "+strconv.Itoa(i)+" "+quote(e)+": expected [start:limit] or [start:limit:stride]")
			return
		}
		f := strings.Split(e[1:len(e)-1], ":")
		if len(f) != 2 && len(f) != 3 {
			v.errorf(in.OpcodePos, what(in)+": slice range "+strconv.Itoa(i)+" "+quote(e)+": expected [start:limit] or [start:limit:stride]")
			return
		}
		n := [3]int64{0, 0, 1}
		for j, s := range f {
			x, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
			if err != nil {
				v.errorf(in.OpcodePos, what(in)+": slice range "+strconv.Itoa(i)+" "+quote(e)+": expected integers within ±2^63")
				return
			}
			n[j] = x
		}
		start, limit, stride := n[0], n[1], n[2]
		d := op.Shape.Dims[i]
		var why string
		switch {
		case stride < 1:
			why = "stride " + strconv.FormatInt(stride, 10) + ": expected at least 1"
		case start < 0:
			why = "start " + strconv.FormatInt(start, 10) + " is negative"
		case start > limit:
			why = "start " + strconv.FormatInt(start, 10) + " is past limit " + strconv.FormatInt(limit, 10)
		case limit > d:
			why = "limit " + strconv.FormatInt(limit, 10) + " is past the size " + strconv.FormatInt(d, 10) + " of dimension " + strconv.Itoa(i) + " of " + operand
		}
		if why != "" {
			v.errorf(in.OpcodePos, what(in)+": slice range "+strconv.Itoa(i)+" "+quote(e)+": "+why)
			return
		}
		span := limit - start // 0 to d: no overflow
		out[i] = span/stride + min(1, span%stride)
	}
	v.resultDims(in, out, "the slice of "+operand)
}

// dynamicSlice checks dynamic_slice_sizes (InferDynamicSliceShape): one
// per operand dimension, each from 0 to the dimension; they are the
// result's dims.
func (v *verifier) dynamicSlice(in *Instruction) {
	if len(in.Operands) < 1 || !isArray(in.Operands[0]) {
		return
	}
	op := in.Operands[0]
	sizes, present, ok := v.intsAttr(in, "dynamic_slice_sizes")
	if !present || !ok {
		return
	}
	operand := "operand " + quote(op.Name) + ", " + shapeText(op.Shape)
	if len(sizes) != len(op.Shape.Dims) {
		v.errorf(in.OpcodePos, what(in)+": dynamic_slice_sizes="+intList(sizes)+": expected "+plural(len(op.Shape.Dims), "size")+", one per dimension of "+operand)
		return
	}
	for i, s := range sizes {
		if d := op.Shape.Dims[i]; s < 0 || d >= 0 && s > d {
			v.errorf(in.OpcodePos, what(in)+": dynamic_slice_sizes["+strconv.Itoa(i)+"] = "+strconv.FormatInt(s, 10)+
				": expected 0 to "+strconv.FormatInt(d, 10)+", the size of dimension "+strconv.Itoa(i)+" of "+operand)
			return
		}
	}
	v.resultDims(in, sizes, "dynamic_slice_sizes")
}

// bitcastConvert checks the result's dims against the operand's and the
// element widths (InferBitcastConvertShape): equal widths keep the dims;
// a narrower result adds a minor dimension of the ratio; a wider one
// drops the operand's minor dimension, which must be the ratio.
func (v *verifier) bitcastConvert(in *Instruction) {
	if len(in.Operands) != 1 || !staticArray(in.Operands[0].Shape) || !staticArray(in.Shape) {
		return
	}
	op := in.Operands[0]
	wi, wo := int64(elementBits(op.Shape.Element)), int64(elementBits(in.Shape.Element))
	if wi <= 0 || wo <= 0 {
		return
	}
	dims := op.Shape.Dims
	from := "operand " + quote(op.Name) + ", " + shapeText(op.Shape) + ", as " + string(in.Shape.Element)
	switch {
	case wi > wo:
		if wi%wo != 0 {
			return
		}
		dims = append(append([]int64(nil), dims...), wi/wo)
	case wi < wo:
		if wo%wi != 0 {
			return
		}
		if n := len(dims); n == 0 || dims[n-1] != wo/wi {
			v.errorf(in.OpcodePos, what(in)+": "+from+": expected the operand's minor dimension to be "+strconv.FormatInt(wo/wi, 10)+
				" ("+strconv.FormatInt(wo, 10)+" bits / "+strconv.FormatInt(wi, 10)+")")
			return
		}
		dims = dims[:len(dims)-1]
	}
	v.resultDims(in, dims, from)
}

// windowDim is one dimension of a window attribute.
type windowDim struct {
	size, stride, lo, hi, lhsDilate, rhsDilate int64
}

// window reads window={size=AxB stride=.. pad=l_hxl_h lhs_dilate=..
// rhs_dilate=.. rhs_reversal=..} and checks each dimension as
// ValidateWindow does: size, stride and dilations at least 1. It
// reports the first fault; ok is false then.
func (v *verifier) window(in *Instruction) (dims []windowDim, present, ok bool) {
	text, present := attrOf(in, "window")
	if !present {
		return nil, false, true
	}
	t := strings.TrimSpace(text)
	t = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(t, "{"), "}"))
	bad := func(msg string) ([]windowDim, bool, bool) {
		v.errorf(in.OpcodePos, what(in)+": window="+text+": "+msg)
		return nil, true, false
	}
	for _, f := range strings.Fields(t) {
		k, val, found := strings.Cut(f, "=")
		if !found {
			return bad("expected key=value fields")
		}
		switch k {
		case "size", "stride", "pad", "lhs_dilate", "rhs_dilate", "rhs_reversal":
		default:
			continue // a field this reader does not know is left to XLA
		}
		xs := strings.Split(val, "x")
		if dims == nil {
			dims = make([]windowDim, len(xs))
			for i := range dims {
				dims[i] = windowDim{size: 1, stride: 1, lhsDilate: 1, rhsDilate: 1}
			}
		}
		if len(xs) != len(dims) {
			return bad(k + " has " + plural(len(xs), "dimension") + ": expected " + strconv.Itoa(len(dims)))
		}
		for i, x := range xs {
			if k == "pad" {
				l, h, found := strings.Cut(x, "_")
				a, err1 := strconv.ParseInt(l, 10, 64)
				b, err2 := strconv.ParseInt(h, 10, 64)
				if !found || err1 != nil || err2 != nil {
					return bad("pad " + quote(x) + ": expected low_high, integers within ±2^63")
				}
				dims[i].lo, dims[i].hi = a, b
				continue
			}
			n, err := strconv.ParseInt(x, 10, 64)
			if err != nil {
				return bad(k + " " + quote(x) + ": expected an integer within ±2^63")
			}
			var p *int64
			switch k {
			case "size":
				p = &dims[i].size
			case "stride":
				p = &dims[i].stride
			case "lhs_dilate":
				p = &dims[i].lhsDilate
			case "rhs_dilate":
				p = &dims[i].rhsDilate
			default: // rhs_reversal
				continue
			}
			if n < 1 {
				return bad(k + " of dimension " + strconv.Itoa(i) + " is " + strconv.FormatInt(n, 10) + ": expected at least 1")
			}
			*p = n
		}
	}
	return dims, true, true
}

// windowOutput is InferWindowOutputShape for one dimension of an input
// of size d: the dilated and padded input, the dilated window, and
// window_util::StridedBound (0 when the window is larger than the
// input). ok is false when a sum or product passes ±2^63 or the padded
// input is negative (XLA CHECK-fails there).
func windowOutput(d int64, w windowDim) (out int64, why string) {
	dilIn, ok := mul64(max(d-1, 0), w.lhsDilate)
	if ok && d > 0 {
		dilIn, ok = add64(dilIn, 1)
	}
	padded := dilIn
	if ok {
		padded, ok = add64(padded, w.lo)
	}
	if ok {
		padded, ok = add64(padded, w.hi)
	}
	dilWin, ok2 := mul64(w.size-1, w.rhsDilate)
	if ok2 {
		dilWin, ok2 = add64(dilWin, 1)
	}
	switch {
	case !ok || !ok2:
		return 0, "the padded and dilated sizes are past ±2^63"
	case padded < 0:
		return 0, "the padded input is " + strconv.FormatInt(padded, 10) + ": expected at least 0"
	case padded == 0 || dilWin > padded:
		return 0, ""
	}
	return (padded-dilWin)/w.stride + 1, ""
}

// reduceWindow checks a reduce-window's window against its first operand
// and compares the inferred dims with the declared result's (of each
// element when the result is a tuple).
func (v *verifier) reduceWindow(in *Instruction) {
	if len(in.Operands) < 2 || !isArray(in.Operands[0]) {
		return
	}
	op := in.Operands[0]
	dims, present, ok := v.window(in)
	if !present || !ok {
		return
	}
	operand := "operand " + quote(op.Name) + ", " + shapeText(op.Shape)
	if len(dims) != len(op.Shape.Dims) {
		v.errorf(in.OpcodePos, what(in)+": the window has "+plural(len(dims), "dimension")+": expected "+strconv.Itoa(len(op.Shape.Dims))+", one per dimension of "+operand)
		return
	}
	if !staticArray(op.Shape) {
		return
	}
	out := make([]int64, len(dims))
	for i, w := range dims {
		n, why := windowOutput(op.Shape.Dims[i], w)
		if why != "" {
			v.errorf(in.OpcodePos, what(in)+": window dimension "+strconv.Itoa(i)+" over "+operand+": "+why)
			return
		}
		out[i] = n
	}
	if in.Shape.IsArray() {
		v.resultDims(in, out, "the window over "+operand)
	}
}

// convolutionWindow checks a convolution's window against the input's
// spatial dimensions (named by dim_labels, b01f_01io->b01f):
// InferConvolveShape's ValidateWindow checks and InferWindowOutputShape's
// sizes, in checked arithmetic. The output's dims are left to the
// declared shape.
func (v *verifier) convolutionWindow(in *Instruction) {
	if len(in.Operands) != 2 || !staticArray(in.Operands[0].Shape) {
		return
	}
	dims, present, ok := v.window(in)
	if !present || !ok {
		return
	}
	labels, _ := attrOf(in, "dim_labels")
	inLabels, _, found := strings.Cut(strings.TrimSpace(labels), "_")
	if !found {
		return
	}
	op := in.Operands[0]
	if len(inLabels) != len(op.Shape.Dims) {
		return
	}
	for i, w := range dims {
		at := strings.IndexByte(inLabels, byte('0'+i))
		if i > 9 || at < 0 {
			return
		}
		if _, why := windowOutput(op.Shape.Dims[at], w); why != "" {
			v.errorf(in.OpcodePos, what(in)+": window dimension "+strconv.Itoa(i)+" over dimension "+strconv.Itoa(at)+" of operand "+
				quote(op.Name)+", "+shapeText(op.Shape)+": "+why)
			return
		}
	}
}
