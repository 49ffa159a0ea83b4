package spmd

// Resharding moves a value from the tiling it has to the tiling a user
// needs, with the collectives XLA's SPMD partitioner uses
// (spmd_partitioner.cc's PartitionedHlo::Reshard):
//
//   - to fewer tiles on some dimensions: all-gather along them (one
//     all-gather per dimension, each over the devices that differ only in
//     that dimension's tile);
//   - to more tiles, where the new tiles subdivide the ones held: a
//     dynamic-slice of the local tile at an offset computed from
//     partition-id (no communication), after padding an uneven
//     dimension;
//   - the tiles of one dimension moving to another: all-to-all;
//   - the same tiles on other devices: collective-permute;
//   - anything else: all-gather to the full array on every device, then
//     slice — XLA's "involuntary full rematerialization", which this
//     package reports (Replication), because it holds the whole tensor on
//     every device.

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// reshard returns the per-device value of global shape g held as from,
// held as to instead. cause is the instruction that needs it (for the
// report), what the value resharded. A value resharded to the same
// tiling twice in one computation is resharded once (XLA's reshard
// cache). Under Shardy a broadcast of a scalar is written again at the
// new tiling, with nothing moved (Shardy splits such constants per use);
// GSPMD reshards it like any value (XLA's donor_adam all-gathers its
// loss gradient's broadcast, 2 MiB).
func (b *builder) reshard(v *hlo.Instruction, g hlo.Shape, from, to tiling, cause, what *hlo.Instruction) *hlo.Instruction {
	if !g.IsArray() || from.manual || to.manual {
		return v
	}
	if len(from.dims) != len(g.Dims) {
		from = replicatedTiling(len(g.Dims), b.n)
	}
	if len(to.dims) != len(g.Dims) {
		to = replicatedTiling(len(g.Dims), b.n)
	}
	if from.equal(to) {
		return v
	}
	key := reshardKey{v, to.groupsKey()}
	if r, ok := b.reshards[key]; ok {
		return r
	}
	var out *hlo.Instruction
	if nv, ok := b.rebroadcast(v, g, to, what); ok {
		out = nv
	} else {
		out = b.reshardNoCache(v, g, from, to, cause, what)
	}
	if !b.dry {
		b.reshards[key] = out
	}
	return out
}

// reshardKey names a reshard already written: the per-device value and
// the tiling it was resharded to.
type reshardKey struct {
	v  *hlo.Instruction
	to string
}

// rebroadcast writes a broadcast of a scalar again at tiling to (Shardy
// only).
func (b *builder) rebroadcast(v *hlo.Instruction, g hlo.Shape, to tiling, what *hlo.Instruction) (*hlo.Instruction, bool) {
	if b.p.gspmd || what == nil || what.Opcode != "broadcast" || len(what.Operands) != 1 || len(what.Operands[0].Shape.Dims) != 0 ||
		v.Opcode != "broadcast" || len(v.Operands) != 1 {
		return nil, false
	}
	return b.emit("broadcast", to.localShape(g), []*hlo.Instruction{v.Operands[0]}, what,
		hlo.Attr{Name: "dimensions", Value: "{}"}), true
}

// reshardNoCache writes the reshard planned by reshardPlan.plan, or
// replicates and slices where no plan avoids it.
func (b *builder) reshardNoCache(v *hlo.Instruction, g hlo.Shape, from, to tiling, cause, what *hlo.Instruction) *hlo.Instruction {
	if to.isReplicated() {
		return b.gatherDims(v, g, from, allDims(from, func(d int64) bool { return d > 1 }), cause)
	}
	if from.isReplicated() {
		return b.sliceTo(v, g, from, to)
	}
	p := reshardPlan{g: g.Dims}
	if steps, _, ok := p.plan(from, to, false); ok {
		return b.emitSteps(v, g, from, steps, cause)
	}
	// No collective goes there directly: replicate and slice.
	full := b.gatherDims(v, g, from, allDims(from, func(d int64) bool { return d > 1 }), cause)
	if b.dry {
		return b.sliceTo(full, g, replicatedTiling(len(g.Dims), b.n), to)
	}
	b.replications = append(b.replications, Replication{
		Instruction: what.Name, User: cause.Name, Pos: cause.Pos,
		From: from.sharding(), To: to.sharding(), Shape: g,
		Bytes: b.bytes(g),
	})
	return b.sliceTo(full, g, replicatedTiling(len(g.Dims), b.n), to)
}

// emitSteps writes a planned reshard of v, held as from.
func (b *builder) emitSteps(v *hlo.Instruction, g hlo.Shape, from tiling, steps []reshardStep, cause *hlo.Instruction) *hlo.Instruction {
	cur := from
	for _, s := range steps {
		switch s.op {
		case "collective-permute":
			v = b.permute(v, g, cur, s.to, cause)
		case "all-to-all":
			v, _ = b.allToAll(v, g, cur, s.a, s.c, s.k, cause)
		case "all-gather":
			v = b.gatherFactors(v, g, cur, s.factor, cause)
		case "slice":
			v = b.sliceTo(v, g, cur, s.to)
		default:
			panic("spmd: unknown reshard step " + s.op)
		}
		cur = s.to
	}
	return v
}

// gatherFactors all-gathers the minor factor f[d] of each dimension's
// tiles, one all-gather per dimension, over the devices that differ only
// there; a whole dimension gathered as gatherDims does.
func (b *builder) gatherFactors(v *hlo.Instruction, g hlo.Shape, from tiling, f []int64, cause *hlo.Instruction) *hlo.Instruction {
	whole := make([]bool, len(f))
	partial := false
	for d, k := range f {
		whole[d] = k > 1 && k == from.dims[d]
		if k > 1 && k < from.dims[d] {
			partial = true
		}
	}
	if !partial {
		return b.gatherDims(v, g, from, whole, cause)
	}
	t := from
	for d, k := range f {
		if k <= 1 {
			continue
		}
		groups := t.factorGroups(d, k)
		shape := v.Shape
		shape.Dims = append([]int64(nil), shape.Dims...)
		shape.Dims[d] *= k
		shape.Layout = nil
		v = b.collective("all-gather", shape, []*hlo.Instruction{v}, groups, cause,
			hlo.Attr{Name: "dimensions", Value: "{" + strconv.Itoa(d) + "}"})
		one := make([]int64, len(f))
		for i := range one {
			one[i] = 1
		}
		one[d] = k
		t = t.gatherFactors(one)
	}
	if want := t.localShape(g); !slices.Equal(v.Shape.Dims, want.Dims) {
		v = b.slice(v, want.Dims, cause)
	}
	return v
}

func allDims(t tiling, f func(int64) bool) []bool {
	out := make([]bool, len(t.dims))
	for i, d := range t.dims {
		out[i] = f(d)
	}
	return out
}

// gatherDims all-gathers v along each dimension in drop, in increasing
// order, and slices off the padding of uneven dimensions.
func (b *builder) gatherDims(v *hlo.Instruction, g hlo.Shape, from tiling, drop []bool, cause *hlo.Instruction) *hlo.Instruction {
	t := from
	for d := range drop {
		if !drop[d] || t.dims[d] == 1 {
			continue
		}
		along := make([]bool, len(t.dims))
		along[d] = true
		groups := t.groups(along)
		shape := v.Shape
		shape.Dims = append([]int64(nil), shape.Dims...)
		shape.Dims[d] *= t.dims[d]
		shape.Layout = nil
		v = b.collective("all-gather", shape, []*hlo.Instruction{v}, groups, cause,
			hlo.Attr{Name: "dimensions", Value: "{" + strconv.Itoa(d) + "}"})
		t = t.replicateDims(along)
	}
	// Padding of uneven tiles: slice back to the gathered global size.
	want := t.localShape(g)
	if !slices.Equal(v.Shape.Dims, want.Dims) {
		v = b.slice(v, want.Dims, cause)
	}
	return v
}

// slice emits slice(v) keeping the first dims[i] elements of each
// dimension.
func (b *builder) slice(v *hlo.Instruction, dims []int64, cause *hlo.Instruction) *hlo.Instruction {
	var parts []string
	for _, d := range dims {
		parts = append(parts, "[0:"+strconv.FormatInt(d, 10)+"]")
	}
	shape := hlo.Shape{Element: v.Shape.Element, Dims: append([]int64(nil), dims...)}
	return b.emit("slice", shape, []*hlo.Instruction{v}, cause, hlo.Attr{Name: "slice", Value: "{" + strings.Join(parts, ", ") + "}"})
}

// sliceTo cuts the local tile of a value held as from (which to
// subdivides) down to to's tile: a dynamic-slice at offsets computed from
// partition-id, after padding dimensions that do not divide evenly.
func (b *builder) sliceTo(v *hlo.Instruction, g hlo.Shape, from, to tiling) *hlo.Instruction {
	local := to.localShape(g)
	// Pad so that every tile is whole.
	padded := append([]int64(nil), v.Shape.Dims...)
	needPad := false
	for i := range padded {
		k := int64(1)
		if from.dims[i] > 0 {
			k = to.dims[i] / from.dims[i]
		}
		if k > 1 && padded[i] < local.Dims[i]*k {
			padded[i] = local.Dims[i] * k
			needPad = true
		}
	}
	if needPad {
		var cfg []string
		for i := range padded {
			cfg = append(cfg, "0_"+strconv.FormatInt(padded[i]-v.Shape.Dims[i], 10))
		}
		zero := b.constant(hlo.Shape{Element: v.Shape.Element}, "0")
		v = b.emit("pad", hlo.Shape{Element: v.Shape.Element, Dims: padded}, []*hlo.Instruction{v, zero}, nil,
			hlo.Attr{Name: "padding", Value: strings.Join(cfg, "x")})
	}
	ops := []*hlo.Instruction{v}
	coords := to.coords()
	fc := from.coords()
	for i := range local.Dims {
		k := int64(1)
		if from.dims[i] > 0 {
			k = to.dims[i] / from.dims[i]
		}
		if k <= 1 {
			ops = append(ops, b.constant(hlo.Shape{Element: "s32"}, "0"))
			continue
		}
		// The offset of device d's tile inside the tile it holds now.
		table := make([]int64, b.n)
		for d := int64(0); d < b.n; d++ {
			c := coords[d]
			f := fc[d]
			_ = f
			if c != nil {
				table[d] = (c[i] % k) * local.Dims[i]
			}
		}
		ops = append(ops, b.offset(table))
	}
	var sizes []string
	for _, d := range local.Dims {
		sizes = append(sizes, strconv.FormatInt(d, 10))
	}
	shape := hlo.Shape{Element: v.Shape.Element, Dims: append([]int64(nil), local.Dims...)}
	return b.emit("dynamic-slice", shape, ops, nil, hlo.Attr{Name: "dynamic_slice_sizes", Value: "{" + strings.Join(sizes, ",") + "}"})
}

// offset returns this device's entry of table as an s32 scalar, read with
// partition-id, as XLA's partitioner does (TableLookup).
func (b *builder) offset(table []int64) *hlo.Instruction {
	key := fmt.Sprint(table)
	if b.dry {
		return b.emit("reshape", hlo.Shape{Element: "s32"}, nil, nil)
	}
	if in, ok := b.offsets[key]; ok {
		return in
	}
	var lit []string
	for _, x := range table {
		lit = append(lit, strconv.FormatInt(x, 10))
	}
	n := int64(len(table))
	c := b.constant(hlo.Shape{Element: "s32", Dims: []int64{n}}, "{"+strings.Join(lit, ", ")+"}")
	pid := b.partitionID()
	ds := b.emit("dynamic-slice", hlo.Shape{Element: "s32", Dims: []int64{1}}, []*hlo.Instruction{c, pid}, nil,
		hlo.Attr{Name: "dynamic_slice_sizes", Value: "{1}"})
	r := b.emit("reshape", hlo.Shape{Element: "s32"}, []*hlo.Instruction{ds}, nil)
	b.offsets[key] = r
	return r
}

func (b *builder) partitionID() *hlo.Instruction {
	if b.pid == nil {
		b.pid = b.emit("partition-id", hlo.Shape{Element: "u32"}, nil, nil)
	}
	return b.pid
}

// constant emits a constant of shape s with literal lit, once per
// computation.
func (b *builder) constant(s hlo.Shape, lit string) *hlo.Instruction {
	key := s.String() + " " + lit
	if b.dry {
		return b.emit("constant", s, nil, nil)
	}
	if in, ok := b.constants[key]; ok {
		return in
	}
	in := b.emit("constant", s, nil, nil)
	in.Literal = lit
	b.constants[key] = in
	return in
}

// permute sends every tile from the device that holds it under from to
// the one that holds it under to.
func (b *builder) permute(v *hlo.Instruction, g hlo.Shape, from, to tiling, cause *hlo.Instruction) *hlo.Instruction {
	fc, tc := from.coords(), to.coords()
	// key a tile coordinate to its first holder under from
	holder := map[string]int64{}
	for _, d := range from.devs {
		k := fmt.Sprint(fc[d])
		if _, ok := holder[k]; !ok {
			holder[k] = d
		}
	}
	var pairs [][]int64
	for _, d := range to.devs {
		src := holder[fmt.Sprint(tc[d])]
		if src != d {
			pairs = append(pairs, []int64{src, d})
		}
	}
	if len(pairs) == 0 {
		return v
	}
	shape := v.Shape
	shape.Layout = nil
	return b.collective("collective-permute", shape, []*hlo.Instruction{v}, pairs, cause)
}

// allToAll moves the minor factor k of dimension a's tiles to dimension
// c (all of a's tiles when k is their count): the local array is split
// along c into k pieces, exchanged among the k devices that differ only
// in that factor, and the pieces received are concatenated along a (XLA
// writes reshape, all-to-all, transpose, reshape). It returns the value
// and its tiling.
func (b *builder) allToAll(v *hlo.Instruction, g hlo.Shape, from tiling, a, c int, k int64, cause *hlo.Instruction) (*hlo.Instruction, tiling) {
	var groups [][]int64
	if k == from.dims[a] {
		along := make([]bool, len(from.dims))
		along[a] = true
		groups = from.groups(along)
	} else {
		groups = from.factorGroups(a, k)
	}
	// Pad c so that it splits evenly.
	dims := append([]int64(nil), v.Shape.Dims...)
	if dims[c]%k != 0 {
		padded := append([]int64(nil), dims...)
		padded[c] = ceilDiv(dims[c], k) * k
		var cfg []string
		for i := range padded {
			cfg = append(cfg, "0_"+strconv.FormatInt(padded[i]-dims[i], 10))
		}
		zero := b.constant(hlo.Shape{Element: v.Shape.Element}, "0")
		v = b.emit("pad", hlo.Shape{Element: v.Shape.Element, Dims: padded}, []*hlo.Instruction{v, zero}, nil,
			hlo.Attr{Name: "padding", Value: strings.Join(cfg, "x")})
		dims = padded
	}
	// reshape: split c into [k, dims[c]/k], the k piece major.
	split := make([]int64, 0, len(dims)+1)
	for i, d := range dims {
		if i == c {
			split = append(split, k, d/k)
		} else {
			split = append(split, d)
		}
	}
	r1 := b.emit("reshape", hlo.Shape{Element: v.Shape.Element, Dims: split}, []*hlo.Instruction{v}, nil)
	a2a := b.collective("all-to-all", r1.Shape, []*hlo.Instruction{r1}, groups, cause,
		hlo.Attr{Name: "dimensions", Value: "{" + strconv.Itoa(c) + "}"})
	// transpose the k dimension in front of a, then merge it into a.
	ka := c // position of the k dim in split
	perm := make([]int, 0, len(split))
	for i := range split {
		pa := a
		if a > c {
			pa = a + 1
		}
		if i == ka {
			continue
		}
		if i == pa {
			perm = append(perm, ka)
		}
		perm = append(perm, i)
	}
	tdims := make([]int64, len(perm))
	for i, p := range perm {
		tdims[i] = split[p]
	}
	var ps []string
	for _, p := range perm {
		ps = append(ps, strconv.Itoa(p))
	}
	tr := b.emit("transpose", hlo.Shape{Element: v.Shape.Element, Dims: tdims}, []*hlo.Instruction{a2a}, nil,
		hlo.Attr{Name: "dimensions", Value: "{" + strings.Join(ps, ",") + "}"})
	out := make([]int64, len(dims))
	copy(out, dims)
	out[a] = dims[a] * k
	out[c] = dims[c] / k
	r2 := b.emit("reshape", hlo.Shape{Element: v.Shape.Element, Dims: out}, []*hlo.Instruction{tr}, nil)
	t := from.moveFactor(a, c, k)
	if !slices.Equal(out, t.localShape(g).Dims) {
		r2 = b.slice(r2, t.localShape(g).Dims, cause)
	}
	return r2, t
}
