// Package layout computes the bytes a shape occupies in memory under a
// target's layout policy: tiles, sub-byte packing and alignment.
//
// # Policies
//
// Two policies model the two families of XLA backends.
//
// tpu ("128-multiples", the default) pads every array to whole tiles, as
// XLA:TPU does. The tiling is the layout's own when the text gives one
// (f32[8,128]{1,0:T(8,128)}); otherwise the layout is free, as it is for
// XLA:TPU's layout assignment, and the policy picks the dimension order
// and tile that pad least (freeTiledCount). The default tile covers the
// two most minor dimensions: 128 elements on the minor dimension and, on
// the second-minor, as many rows as fill 4 KiB of 32-bit sublanes —
//
//	bits  32   16   8    4    2    1    64 (and c64, c128)
//	rows   8   16   32   64  128  256    8
//
// so that narrow types pack several elements into one 32-bit sublane, as the
// TPU's vector registers do. pred is stored in 8 bits; the 6-bit float types
// (f6e2m3fn, f6e3m2fn) do not divide a byte and are stored one per byte.
// Scalars and rank-1 arrays pad to a multiple of 128 elements. The padded
// element count times the element bits, rounded up to whole bytes, is then
// rounded up to a multiple of 128 bytes: every tpu array is a multiple of 128
// bytes and starts on a 128-byte boundary.
//
// dense is XLA's ShapeUtil::ByteSizeOf as used by XLA:CPU and XLA:GPU: element
// count × element bytes, no padding. A sub-byte element takes a whole byte
// (ByteSizeOfPrimitiveType rounds the bit width up to bytes) unless the layout
// carries E(bits), in which case elements pack and the total is
// ceil(count × bits / 8). Alignment applies to offsets, not sizes: 64 bytes by
// default (XLA:CPU), 256 for XLA:GPU.
//
// Both policies give a tuple one 8-byte pointer per element (the elements are
// buffers of their own), a token 0 bytes and an opaque value 8 bytes (one
// pointer). A dynamic dimension takes its bound; an unbounded one ("?") has no
// bound and counts as 0 elements, so such an array has size 0 — the planner
// cannot reserve memory for it at compile time. Tuple pointer tables and
// opaque values keep their exact sizes under tpu too (24 bytes for a tuple of
// three); only arrays are rounded up to 128 bytes, though every buffer still
// starts on a 128-byte boundary. The metadata XLA:TPU appends
// after a dynamic array (its runtime sizes) is not counted.
//
// # Worked example
//
// f32[3,100]{1,0:T(8,128)} under tpu: dims in minor-to-major order are
// 100, 3; 100 pads to 128 and 3 pads to 8 rows (32-bit), so 8·128 = 1024
// elements · 4 bytes = 4096 bytes, already a multiple of 128. Written
// f32[3,100]{1,0} (no tiles), the layout is free: 100 minor and 3 padded to
// a small tile of 4 rows gives 4·128 = 512 elements, 2048 bytes. Under
// dense: 300 · 4 = 1200 bytes.
package layout

import (
	"fmt"
	"math"
	"math/bits"
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// Policy names a layout policy and the alignment it gives buffer offsets.
type Policy struct {
	// Name is "tpu" or "dense".
	Name string
	// Align is the offset alignment in bytes: every buffer starts on a multiple of it.
	Align int64
}

// Policy names.
const (
	TPUName   = "tpu"
	DenseName = "dense"
)

// Default alignments: 128 bytes for tpu, 64 for dense (XLA:CPU's).
const (
	TPUAlign   int64 = 128
	DenseAlign int64 = 64
)

// tpuGranule is the size every tpu buffer is rounded up to.
const tpuGranule int64 = 128

// TPU returns the tpu policy with its 128-byte alignment.
func TPU() Policy { return Policy{Name: TPUName, Align: TPUAlign} }

// Dense returns the dense policy with the given offset alignment; an align
// of 0 or less means the default, 64.
func Dense(align int64) Policy {
	if align <= 0 {
		align = DenseAlign
	}
	return Policy{Name: DenseName, Align: align}
}

// ParsePolicy returns the policy named name ("tpu" or "dense") with the given
// alignment; align 0 means the policy's default (tpu 128, dense 64). The
// alignment must be a positive power of two.
func ParsePolicy(name string, align int64) (Policy, error) {
	var p Policy
	switch strings.ToLower(name) {
	case TPUName:
		p = TPU()
	case DenseName:
		p = Dense(0)
	default:
		return Policy{}, fmt.Errorf("unknown layout policy %q: want tpu or dense", name)
	}
	if align < 0 || align&(align-1) != 0 {
		return Policy{}, fmt.Errorf("bad alignment %d: want a positive power of two (or 0 for the default)", align)
	}
	if align > 0 {
		p.Align = align
	}
	return p, nil
}

// String returns the policy as "tpu" or "dense/64": the name, and the
// alignment when it is not the policy's default.
func (p Policy) String() string {
	if (p.Name == TPUName && p.Align == TPUAlign) || (p.Name == DenseName && p.Align == DenseAlign) {
		return p.Name
	}
	return fmt.Sprintf("%s/%d", p.Name, p.Align)
}

// Alignment returns the offset alignment of a buffer of shape s: the policy's
// alignment, whatever the shape (at least 1).
func (p Policy) Alignment(s hlo.Shape) int64 {
	if p.Align <= 0 {
		if p.Name == DenseName {
			return DenseAlign
		}
		return TPUAlign
	}
	return p.Align
}

// MaxBytes is the largest buffer size the planner accepts: 2^62 bytes.
// Every size, sum and offset below it fits an int64 with room to spare.
const MaxBytes int64 = 1 << 62

// MaxModuleBytes bounds the sum of every value's bytes (each rounded up to
// the alignment) in one module: 2^60, so that no sum of buffer sizes, peak
// or offset a later pass computes can overflow (assign refuses problems
// whose sizes add up to more).
const MaxModuleBytes int64 = 1 << 60

// Bytes returns the byte size of a buffer of shape s under the policy. A
// tuple counts only its pointer table (8 bytes per element); a token is 0
// bytes, an opaque value 8. An element type Bits does not know counts as 0
// bytes (the parser rejects such types before they get here). A shape
// above MaxBytes (see CheckedBytes) gives MaxBytes: callers check the
// module first with CheckModule.
func (p Policy) Bytes(s hlo.Shape) int64 {
	n, ok := p.CheckedBytes(s)
	if !ok {
		return MaxBytes
	}
	return n
}

// CheckedBytes is Bytes with every product, padding and rounding checked:
// ok is false when the size is above MaxBytes or its arithmetic would
// overflow an int64.
func (p Policy) CheckedBytes(s hlo.Shape) (n int64, ok bool) {
	switch {
	case s.IsTuple():
		n = 8 * int64(len(s.Tuple))
		return n, n <= MaxBytes
	case s.IsToken():
		return 0, true
	case s.Element == "opaque":
		return 8, true
	}
	bits, known := Bits(s.Element)
	if !known {
		return 0, true
	}
	if s.Layout != nil && s.Layout.ElementSizeBits > 0 {
		bits = s.Layout.ElementSizeBits
	} else if p.Name != DenseName {
		bits = storageBits(bits)
	}
	var a arith
	if p.Name == DenseName {
		n = denseBytes(&a, s, bits)
	} else {
		n = tpuBytes(&a, s, bits)
	}
	if a.over || n > MaxBytes {
		return n, false
	}
	return n, true
}

// TotalBytes returns the bytes of every buffer a value of shape s needs:
// the sum of Bytes over s and all its nested subshapes (a tuple's pointer
// tables and its leaves), saturating at MaxBytes.
func (p Policy) TotalBytes(s hlo.Shape) int64 {
	var n int64
	s.ForEachSubshape(func(sub hlo.Shape, _ hlo.ShapeIndex) { n = min(n+p.Bytes(sub), MaxBytes) })
	return n
}

// CheckModule checks that every value of m has a size under the policy
// (CheckedBytes) and that all of them, each rounded up to the alignment,
// add up to at most MaxModuleBytes. The error is an hlo.ErrorList whose
// entries name the shape at fault, at its position; nil when all fit.
func (p Policy) CheckModule(m *hlo.Module) error {
	var errs hlo.ErrorList
	var total int64
	sumDone := false
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			in.Shape.ForEachSubshape(func(s hlo.Shape, _ hlo.ShapeIndex) {
				for i, d := range s.Dims {
					if d < 0 {
						// XLA's verifier refuses unbounded dynamism too;
						// the buffer would be planned as 0 bytes.
						errs.Add(in.ShapePos, fmt.Sprintf("shape %s of %s %q: dimension %d is unbounded (?), so the buffer has no size to plan: expected a size or a bound (<=N)",
							s, in.Opcode, in.Name, i))
						return
					}
				}
				n, ok := p.CheckedBytes(s)
				if !ok {
					found := "at least 2^63"
					if n > MaxBytes {
						found = fmt.Sprint(n)
					}
					errs.Add(in.ShapePos, fmt.Sprintf("shape %s of %s %q is %s bytes under layout %s: expected at most 2^62",
						s, in.Opcode, in.Name, found, p))
					sumDone = true // a sum past an error says nothing more
					return
				}
				if sumDone {
					return
				}
				var a arith
				total = a.add(total, a.roundUp(n, max(p.Align, 1)))
				if a.over || total > MaxModuleBytes {
					errs.Add(in.ShapePos, fmt.Sprintf("shape %s of %s %q brings the module's values to more than 2^60 bytes under layout %s: expected at most 2^60 in all",
						s, in.Opcode, in.Name, p))
					sumDone = true
				}
			})
		}
	}
	errs.Sort()
	return errs.Err()
}

// arith does non-negative int64 arithmetic that records an overflow
// instead of wrapping; after one, results are meaningless and over is set.
type arith struct {
	over bool // an operation overflowed
}

func (a *arith) mul(x, y int64) int64 {
	if x <= 0 || y <= 0 {
		return 0
	}
	if x > math.MaxInt64/y {
		a.over = true
		return 0
	}
	return x * y
}

func (a *arith) add(x, y int64) int64 {
	if x > math.MaxInt64-y {
		a.over = true
		return 0
	}
	return x + y
}

// roundUp rounds x up to a multiple of m (m > 0).
func (a *arith) roundUp(x, m int64) int64 { return a.mul(ceilDiv(x, m), m) }

// bitsToBytes is ceil(count × bits / 8) without forming count × bits,
// which may overflow when the bytes do not.
func (a *arith) bitsToBytes(count int64, bits int) int64 {
	b := int64(bits)
	return a.add(a.mul(count/8, b), ceilDiv((count%8)*b, 8))
}

// denseBytes is ByteSizeOf: packed bits when the layout says E(bits), whole
// bytes per element otherwise.
func denseBytes(a *arith, s hlo.Shape, bits int) int64 {
	n := elementCount(a, s)
	if s.Layout != nil && s.Layout.ElementSizeBits > 0 {
		return a.bitsToBytes(n, bits)
	}
	return a.mul(n, ceilDiv(int64(bits), 8))
}

// elementCount is the product of s's dims (1 for a scalar, 0 with an
// unbounded dynamic dim), checked.
func elementCount(a *arith, s hlo.Shape) int64 {
	n := int64(1)
	for _, d := range s.Dims {
		if d <= 0 {
			return 0
		}
		n = a.mul(n, d)
	}
	return n
}

// tpuBytes pads s to whole tiles of elements bits wide and rounds the
// result up to 128 bytes.
func tpuBytes(a *arith, s hlo.Shape, bits int) int64 {
	// Physical dims, major to minor, in a buffer on the stack for the
	// ranks seen in practice (every value's size is asked for in each of
	// the candidate schedules' analyses).
	var buf [8]int64
	phys := appendPhysicalDims(buf[:0], s)
	var tiles []hlo.Tile
	if s.Layout != nil {
		tiles = s.Layout.Tiles
	}
	var elems int64
	if len(tiles) > 0 {
		elems = tiledCount(a, phys, tiles)
	} else {
		elems = freeTiledCount(a, phys, bits)
	}
	return a.roundUp(a.bitsToBytes(elems, bits), tpuGranule)
}

// freeTiledCount is the element count of an array whose layout carries no
// tiles, padded as XLA:TPU's layout assignment would lay it out: such a
// layout is free (the dimension order a CPU or GPU dump gives is that
// backend's choice, not a constraint), so the policy takes the dimension
// order and the tile that waste the fewest elements. Any dimension may be
// the minor one (padded to 128) and any other the second-minor one, padded
// to the tile's rows: the policy's default rows (8 for 32-bit types) or,
// for a dimension smaller than that, the smallest power of two that holds
// it, no smaller than a 32-bit sublane holds of the type (XLA:TPU's small
// tiles T(1,128), T(2,128), T(4,128) and their packed forms). Scalars and
// rank-1 arrays pad to 128 elements as before.
//
// Example: f32[64,32,1,1]{3,2,1,0}, a 1×1 convolution kernel from a GPU
// dump, pads to 8·128·64·32 elements in its written order (1,024 times its
// 8 KiB); with 64 minor (padded to 128), a 1 second-minor (a tile of one
// row) and 32 outer, it takes 16 KiB.
func freeTiledCount(a *arith, phys []int64, bits int) int64 {
	r := len(phys)
	if r <= 1 {
		return defaultTiledCount(a, phys, bits)
	}
	rows, minRows := int64(8), int64(1)
	if bits < 32 {
		rows, minRows = int64(256/bits), int64(32/bits)
	}
	padRows := func(c *arith, d int64) int64 {
		if d >= rows {
			return c.roundUp(d, rows)
		}
		p := minRows
		for p < d {
			p *= 2
		}
		return p
	}
	all := int64(1)
	for _, d := range phys {
		if d == 0 {
			return 0
		}
		all = a.mul(all, d)
	}
	if a.over {
		return 0
	}
	// The count of the order with m minor and s second-minor is
	// all·f(m)·g(s), f(m) = ⌈phys[m]⌉₁₂₈/phys[m] and g(s) =
	// padRows(phys[s])/phys[s]: the best pair takes the dimension of the
	// lowest f and that of the lowest g, or when they are one dimension,
	// one of them and the runner-up of the other. Two passes over the
	// dims find the two best of each, so the search is linear in the rank
	// (it tried every pair: a rank-40,000 shape took minutes); only those
	// (at most four) pairs are counted exactly.
	f1, f2 := bestTwo(phys, func(d int64) uint64 { return (uint64(d) + 127) / 128 * 128 })
	g1, g2 := bestTwo(phys, func(d int64) uint64 {
		if d >= rows {
			return (uint64(d) + uint64(rows) - 1) / uint64(rows) * uint64(rows)
		}
		return uint64(padRows(nil, d))
	})
	best := int64(-1)
	for _, m := range []int{f1, f2} {
		for _, s := range []int{g1, g2} {
			if m < 0 || s < 0 || s == m {
				continue
			}
			// Each order on its own arith: one that overflows is
			// simply not the best, unless every order does.
			var c arith
			n := c.mul(c.mul(all/phys[m]/phys[s], c.roundUp(phys[m], 128)), padRows(&c, phys[s]))
			if c.over {
				continue
			}
			if best < 0 || n < best {
				best = n
			}
		}
	}
	if best < 0 {
		a.over = true
		return 0
	}
	return best
}

// bestTwo returns the indices of the two dims d with the lowest ratio
// pad(d)/d (ties to the lower index), -1 for none; the ratios are compared
// exactly, as 128-bit cross products. pad(d) is at least d and below 2^64.
func bestTwo(phys []int64, pad func(int64) uint64) (first, second int) {
	less := func(i, j int) bool { // pad(i)/i < pad(j)/j
		hi1, lo1 := bits.Mul64(pad(phys[i]), uint64(phys[j]))
		hi2, lo2 := bits.Mul64(pad(phys[j]), uint64(phys[i]))
		return hi1 < hi2 || hi1 == hi2 && lo1 < lo2
	}
	first, second = -1, -1
	for i := range phys {
		switch {
		case first < 0 || less(i, first):
			first, second = i, first
		case second < 0 || less(i, second):
			second = i
		}
	}
	return first, second
}

// storageBits is the width an element occupies in a packed tpu sublane:
// 1, 2 and 4 bits pack; 6-bit floats take a byte; pred is a byte.
func storageBits(bits int) int {
	switch {
	case bits == 1 || bits == 2 || bits == 4:
		return bits
	case bits < 8:
		return 8
	}
	return bits
}

// defaultTiledCount is the element count of phys padded to the policy's
// default tile: 128 elements for rank ≤ 1, (rows, 128) on the two minor
// dimensions otherwise.
func defaultTiledCount(a *arith, phys []int64, bits int) int64 {
	r := len(phys)
	if r <= 1 {
		n := int64(1)
		if r == 1 {
			n = phys[0]
		}
		return a.roundUp(n, 128)
	}
	rows := int64(8)
	if bits < 32 {
		rows = int64(256 / bits)
	}
	n := a.mul(a.roundUp(phys[r-1], 128), a.roundUp(phys[r-2], rows))
	for _, d := range phys[:r-2] {
		n = a.mul(n, d)
	}
	return n
}

// tiledCount applies XLA's tiling: the first tile pads the minor dimensions
// of the shape (a shape with fewer dimensions than the tile gains leading
// dimensions of 1); each later tile applies in the same way to the shape the
// previous one produced (tile counts followed by the tile's own dims). A tile
// dimension of -1 ("*") combines that shape dimension into the next minor one.
func tiledCount(a *arith, phys []int64, tiles []hlo.Tile) int64 {
	shape := append([]int64(nil), phys...)
	for _, t := range tiles {
		shape = applyTile(a, shape, t.Dims)
	}
	n := int64(1)
	for _, d := range shape {
		n = a.mul(n, d)
	}
	return n
}

// applyTile tiles the minor len(tile) dims of shape and returns the tiled
// shape: the outer dims, then one count per tiled dim, then the tile.
func applyTile(a *arith, shape []int64, tile []int64) []int64 {
	k := len(tile)
	if k == 0 {
		return shape
	}
	for len(shape) < k {
		shape = append([]int64{1}, shape...)
	}
	outer := shape[:len(shape)-k]
	inner := append([]int64(nil), shape[len(shape)-k:]...)
	tdims := append([]int64(nil), tile...)
	for i := 0; i < k; i++ {
		if tdims[i] < 0 { // "*": fold into the next minor dim
			if i+1 < k {
				inner[i+1] = a.mul(inner[i+1], inner[i])
			}
			inner[i], tdims[i] = 1, 1
		}
		if tdims[i] == 0 {
			tdims[i] = 1
		}
	}
	out := append([]int64(nil), outer...)
	for i := 0; i < k; i++ {
		out = append(out, ceilDiv(inner[i], tdims[i]))
	}
	return append(out, tdims...)
}

// physicalDims returns the dims of an array shape in physical order, major to
// minor, as its layout's minor_to_major lists them (default: the logical
// order). An unbounded dynamic dim counts as 0; a layout that is not a
// permutation of the dims is ignored.
func physicalDims(s hlo.Shape) []int64 {
	return appendPhysicalDims(nil, s)
}

// appendPhysicalDims appends physicalDims(s) to dst.
func appendPhysicalDims(dst []int64, s hlo.Shape) []int64 {
	r := len(s.Dims)
	dim := func(i int) int64 {
		if s.Dims[i] < 0 {
			return 0
		}
		return s.Dims[i]
	}
	if s.Layout != nil && isPermutation(s.Layout.MinorToMajor, r) {
		for i := range r {
			dst = append(dst, dim(s.Layout.MinorToMajor[r-1-i]))
		}
		return dst
	}
	for i := range r {
		dst = append(dst, dim(i))
	}
	return dst
}

func isPermutation(p []int, n int) bool {
	if len(p) != n {
		return false
	}
	seen := make([]bool, n)
	for _, d := range p {
		if d < 0 || d >= n || seen[d] {
			return false
		}
		seen[d] = true
	}
	return true
}

// Bits returns the width in bits of an element type and whether the type is
// known. pred counts 8 bits; token 0. Tuple and opaque are not element types
// with a width and return false.
func Bits(t hlo.ElementType) (int, bool) {
	b, ok := bitWidths[t]
	return b, ok
}

var bitWidths = map[hlo.ElementType]int{
	"pred": 8,
	"s1":   1, "u1": 1,
	"s2": 2, "u2": 2,
	"s4": 4, "u4": 4,
	"s8": 8, "u8": 8,
	"s16": 16, "u16": 16,
	"s32": 32, "u32": 32,
	"s64": 64, "u64": 64,
	"f16": 16, "bf16": 16, "f32": 32, "f64": 64,
	"f8e4m3fn": 8, "f8e5m2": 8, "f8e4m3b11fnuz": 8, "f8e5m2fnuz": 8,
	"f8e4m3fnuz": 8, "f8e3m4": 8, "f8e4m3": 8, "f8e8m0fnu": 8,
	"f6e2m3fn": 6, "f6e3m2fn": 6,
	"f4e2m1fn": 4,
	"c64":      64, "c128": 128,
	"token": 0,
}

// ceilDiv is ⌈a/b⌉ for b > 0, 0 for a ≤ 0, without forming a+b-1.
func ceilDiv(a, b int64) int64 {
	if a <= 0 {
		return 0
	}
	return (a-1)/b + 1
}
