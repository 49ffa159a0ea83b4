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
	f := func(v float64, bits int) string {
		switch {
		case math.IsNaN(v):
			return "nan"
		case math.IsInf(v, 1):
			return "inf"
		case math.IsInf(v, -1):
			return "-inf"
		}
		return strconv.FormatFloat(v, 'g', -1, bits)
	}
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
	case "f16":
		return 2, func(b []byte) string { return f(halfToFloat(le.Uint16(b)), 32) }
	case "bf16":
		return 2, func(b []byte) string {
			return f(float64(math.Float32frombits(uint32(le.Uint16(b))<<16)), 32)
		}
	case "f32":
		return 4, func(b []byte) string { return f(float64(math.Float32frombits(le.Uint32(b))), 32) }
	case "f64":
		return 8, func(b []byte) string { return f(math.Float64frombits(le.Uint64(b)), 64) }
	case "c64":
		return 8, func(b []byte) string {
			return "(" + f(float64(math.Float32frombits(le.Uint32(b))), 32) + ", " +
				f(float64(math.Float32frombits(le.Uint32(b[4:]))), 32) + ")"
		}
	case "c128":
		return 16, func(b []byte) string {
			return "(" + f(math.Float64frombits(le.Uint64(b)), 64) + ", " +
				f(math.Float64frombits(le.Uint64(b[8:])), 64) + ")"
		}
	}
	return 0, nil
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
