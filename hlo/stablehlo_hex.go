package hlo

import (
	"encoding/binary"
	"encoding/hex"
	"math"
	"strconv"
	"strings"
)

// hexLiteral converts MLIR's hex form of a dense literal,
// dense<"0x0B7F0C3F...">, to an HLO literal for shape sh. MLIR prints a
// constant's raw storage in hex once it has more than a few elements
// (AsmPrinter's printDenseElementsAttr); the storage is the elements'
// bytes, little-endian, in row-major order, one byte per pred (or, in
// older MLIR, one bit). A hex string of one element's bytes is a splat.
// An element type it cannot decode is refused with the hint.
func (r *mlirReader) hexLiteral(off int, lit, sh string) string {
	body := strings.TrimSuffix(strings.TrimPrefix(lit, `"0x`), `"`)
	raw, err := hex.DecodeString(body)
	if err != nil {
		r.fail(off, "constant: a hex dense literal that is not hex: %v", err)
	}
	open := strings.IndexByte(sh, '[')
	el := sh[:open]
	dims := strings.TrimSuffix(sh[open+1:strings.IndexByte(sh, ']')], "]")
	var ds []int64
	total := int64(1)
	if dims != "" {
		for _, d := range strings.Split(dims, ",") {
			v, perr := strconv.ParseInt(d, 10, 64)
			if perr != nil || v < 0 {
				r.fail(off, "constant: a hex dense literal needs a static shape, found %s", sh)
			}
			ds = append(ds, v)
			var ok bool
			if total, ok = mulCheck(total, v); !ok {
				r.fail(off, "constant: %s has more elements than int64 holds", sh)
			}
		}
	}
	width, format := hexElement(el)
	if format == nil {
		r.fail(off, "constant: hex dense literals of %s are not supported by the StableHLO reader; %s", el, stableHLOHint)
	}
	w := int64(width)
	elem := func(i int64) string { return format(raw[i*w : (i+1)*w]) }
	switch {
	case el == "pred" && int64(len(raw)) == (total+7)/8 && int64(len(raw)) != total:
		// One bit per element, the first in the lowest bit.
		elem = func(i int64) string {
			if raw[i/8]>>(i%8)&1 == 1 {
				return "true"
			}
			return "false"
		}
	case int64(len(raw)) == int64(width) && total != 1:
		// A splat: one element's bytes stand for all.
		v := format(raw)
		elem = func(int64) string { return v }
	case total > int64(len(raw))/int64(width) || int64(len(raw)) != total*int64(width):
		r.fail(off, "constant: a hex dense literal of %d bytes for %s (%d elements of %d bytes)", len(raw), sh, total, width)
	}
	if len(ds) == 0 {
		return elem(0)
	}
	var b strings.Builder
	var i int64
	var rec func(k int)
	rec = func(k int) {
		if k == len(ds) {
			b.WriteString(elem(i))
			i++
			return
		}
		b.WriteByte('{')
		for j := int64(0); j < ds[k]; j++ {
			if j > 0 {
				b.WriteString(", ")
			}
			rec(k + 1)
		}
		b.WriteByte('}')
	}
	rec(0)
	return b.String()
}

// hexSplat reports whether lit, a dense<"0x..."> body for shape sh, is
// a splat: the bytes of one element standing for several (MLIR's
// DenseElementsAttr::isValidRawBuffer). A pred of at most 8 elements in
// one byte is read as bits instead, as hexLiteral does.
func hexSplat(lit, sh string) bool {
	open := strings.IndexByte(sh, '[')
	if !strings.HasPrefix(lit, `"0x`) || open < 0 {
		return false
	}
	el := sh[:open]
	width, format := hexElement(el)
	if format == nil || len(lit) != len(`"0x`)+2*width+len(`"`) {
		return false
	}
	total := int64(1)
	for _, d := range shapeDims(sh) {
		var ok bool
		if total, ok = mulCheck(total, d); !ok {
			return true
		}
	}
	return total > 1 && !(el == "pred" && total <= 8)
}

// mulCheck multiplies two non-negative int64s, reporting overflow.
func mulCheck(a, b int64) (int64, bool) {
	if a != 0 && b > math.MaxInt64/a {
		return 0, false
	}
	return a * b, true
}

// hexElement gives an HLO element type's byte width in MLIR's raw
// storage and how one element's bytes are written in an HLO literal; nil
// for a type the reader does not decode (sub-byte and 8-bit floats).
func hexElement(el string) (int, func([]byte) string) {
	le := binary.LittleEndian
	switch el {
	case "pred":
		return 1, func(b []byte) string {
			if b[0] != 0 {
				return "true"
			}
			return "false"
		}
	case "s8":
		return 1, func(b []byte) string { return strconv.FormatInt(int64(int8(b[0])), 10) }
	case "u8":
		return 1, func(b []byte) string { return strconv.FormatUint(uint64(b[0]), 10) }
	case "s16":
		return 2, func(b []byte) string { return strconv.FormatInt(int64(int16(le.Uint16(b))), 10) }
	case "u16":
		return 2, func(b []byte) string { return strconv.FormatUint(uint64(le.Uint16(b)), 10) }
	case "s32":
		return 4, func(b []byte) string { return strconv.FormatInt(int64(int32(le.Uint32(b))), 10) }
	case "u32":
		return 4, func(b []byte) string { return strconv.FormatUint(uint64(le.Uint32(b)), 10) }
	case "s64":
		return 8, func(b []byte) string { return strconv.FormatInt(int64(le.Uint64(b)), 10) }
	case "u64":
		return 8, func(b []byte) string { return strconv.FormatUint(le.Uint64(b), 10) }
	case "f16", "bf16":
		return 2, func(b []byte) string { t, _ := floatBitsText(el, uint64(le.Uint16(b))); return t }
	case "f32":
		return 4, func(b []byte) string { t, _ := floatBitsText(el, uint64(le.Uint32(b))); return t }
	case "f64":
		return 8, func(b []byte) string { t, _ := floatBitsText(el, le.Uint64(b)); return t }
	case "c64":
		return 8, func(b []byte) string {
			re, _ := floatBitsText("f32", uint64(le.Uint32(b)))
			im, _ := floatBitsText("f32", uint64(le.Uint32(b[4:])))
			return "(" + re + ", " + im + ")"
		}
	case "c128":
		return 16, func(b []byte) string {
			re, _ := floatBitsText("f64", le.Uint64(b))
			im, _ := floatBitsText("f64", le.Uint64(b[8:]))
			return "(" + re + ", " + im + ")"
		}
	}
	return 0, nil
}

// floatFormat is an IEEE-style binary float's field widths and the
// significant digits XLA's printer gives it.
type floatFormat struct {
	exp, mant int // exponent and fraction (mantissa without the hidden bit) widths
	// digits, and then more when that does not read back: XLA prints f32
	// by FloatToBuffer (%.6g, else %.9g), f64 by DoubleToBuffer (%.15g,
	// else %.17g), bf16 by %.4g and f16 by %.5g of the value as a float.
	digits, more int
	bits         int // the bit size the decimal must read back in
}

// floatFormats are the float element types whose bits the reader decodes
// (MLIR writes every float element whose short decimal would not read
// back, inf and nan always, as its bits in hex).
var floatFormats = map[string]floatFormat{
	"f16":  {5, 10, 5, 5, 32},
	"bf16": {8, 7, 4, 4, 32},
	"f32":  {8, 23, 6, 9, 32},
	"f64":  {11, 52, 15, 17, 64},
}

// floatBitsText writes a float of element type el given by its bits as
// XLA's HLO printer writes it (xla/util.cc, RoundTripFpToString and
// RoundTripNanPayload): "inf", "-inf", "nan", "-nan", a NaN whose
// fraction is not the quiet bit alone as "nan(0x...)" with the fraction
// in hex, anything else as its shortest decimal. ok is false for an
// element type it does not decode (8-bit and narrower floats).
func floatBitsText(el string, bits uint64) (text string, ok bool) {
	ff, ok := floatFormats[el]
	if !ok {
		return "", false
	}
	mant := bits & (1<<ff.mant - 1)
	exp := bits >> ff.mant & (1<<ff.exp - 1)
	neg := bits>>(ff.mant+ff.exp)&1 == 1
	if exp == 1<<ff.exp-1 {
		sign := ""
		if neg {
			sign = "-"
		}
		switch {
		case mant == 0:
			return sign + "inf", true
		case mant == 1<<(ff.mant-1):
			return sign + "nan", true
		}
		return sign + "nan(0x" + strconv.FormatUint(mant, 16) + ")", true
	}
	var v float64
	switch el {
	case "f16":
		v = halfToFloat(uint16(bits))
	case "bf16":
		v = float64(math.Float32frombits(uint32(bits) << 16))
	case "f32":
		v = float64(math.Float32frombits(uint32(bits)))
	case "f64":
		v = math.Float64frombits(bits)
	}
	// strconv's 'g' with a precision is C's %g: exponent form below
	// 1e-4 or from 10^digits, no trailing zeros.
	text = strconv.FormatFloat(v, 'g', ff.digits, ff.bits)
	if back, err := strconv.ParseFloat(text, ff.bits); err != nil || back != v {
		text = strconv.FormatFloat(v, 'g', ff.more, ff.bits)
	}
	return text, true
}

// hexFloatElements rewrites the elements of a dense<...> body that MLIR
// wrote as a float's bits in hex, dense<0xFF800000> : tensor<f32> for
// -inf, as the HLO literal text of that value (floatBitsText), in a
// scalar, a splat, a nested list or a complex pair (whose parts are of
// the complex type's component type). el is the element type; other
// elements, and a body of a type floatBitsText does not decode, are kept.
func hexFloatElements(lit, el string) string {
	switch el {
	case "c64":
		el = "f32"
	case "c128":
		el = "f64"
	}
	if _, ok := floatFormats[el]; !ok || !strings.Contains(lit, "0x") {
		return lit
	}
	var b strings.Builder
	for i := 0; i < len(lit); {
		if strings.HasPrefix(lit[i:], "0x") && (i == 0 || !isWordByte(lit[i-1])) {
			j := i + 2
			for j < len(lit) && isHexDigit(lit[j]) {
				j++
			}
			if bits, err := strconv.ParseUint(lit[i+2:j], 16, 64); err == nil && j > i+2 {
				if t, ok := floatBitsText(el, bits); ok {
					b.WriteString(t)
					i = j
					continue
				}
			}
		}
		b.WriteByte(lit[i])
		i++
	}
	return b.String()
}

// isHexDigit reports whether c is a hexadecimal digit.
func isHexDigit(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// isWordByte reports whether c can continue a number or a name, so that
// a "0x" after it is not the start of a hex element.
func isWordByte(c byte) bool {
	return isHexDigit(c) || c == '_' || c == '.' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// halfToFloat widens an IEEE binary16 value's bits to a float64.
func halfToFloat(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	exp := int(h>>10) & 0x1f
	frac := float64(h & 0x3ff)
	switch exp {
	case 0:
		return sign * math.Ldexp(frac, -24)
	case 0x1f:
		if frac != 0 {
			return math.NaN()
		}
		return math.Inf(int(sign))
	}
	return sign * math.Ldexp(1024+frac, exp-25)
}
