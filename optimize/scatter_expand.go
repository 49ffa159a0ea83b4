package optimize

// The scatter expander for simple scatters, after XLA's ScatterExpander in
// its kEliminateSimpleScatters mode (scatter_expander.cc) and the
// simplification pipeline that follows it.
//
// A scatter whose indices name one place only (its trip count, the number
// of index vectors, is 1: JAX's x.at[k].set(y), x.at[i].set(y) with a
// traced i, x.at[k].add(y)) is a dynamic-update-slice in disguise.
// XLA:CPU as jaxlib 0.10.2 builds it runs ScatterExpander on every such
// scatter (its dump names the pass scatter_expander, followed by the
// pipeline post_scatter_expansion_simplification); XLA:GPU runs the same
// mode in its simplification pipeline (gpu_compiler.cc). The expander
// writes a one-trip while loop whose body is
//
//	old     = dynamic-slice(operand, start)          ; the window written
//	new     = map(old, update), the scatter's combiner
//	valid   = 0 <= start <= dims - window            ; else the scatter is a no-op
//	operand = dynamic-update-slice(operand, select(valid, new, old), start)
//
// and the simplification after it removes the loop, inlines the map and
// folds what is constant. What reaches fusion, in XLA:CPU's dumps of the
// forms JAX writes (testdata of TestScatterExpander):
//
//   - at a constant index, overwriting (.at[k].set):
//     dynamic-update-slice(operand, reshape(update), k, 0, ...);
//     into a broadcast scalar (jnp.zeros(...).at[k].set) the
//     simplifier's rule for a dynamic-update-slice of a broadcast scalar
//     at constant starts makes it pad(reshape(update), scalar);
//   - at a constant index with another combiner (.at[k].add):
//     dynamic-update-slice(operand, add(slice(operand), update), k, ...);
//   - at a traced index: the start is read out of the index vector, and
//     the update is select(broadcast(valid), new, dynamic-slice(operand,
//     start)); a constant index out of range leaves the operand as it is.
//
// Why it matters to memory: a scatter is no loop-fusion consumer, so its
// update is a buffer of its own; a dynamic-update-slice is, and the
// update's producers (a where's select, the add of .at[].add) fuse into it
// and write in place (fusion_rules.go: inPlaceOK). A shard_map pipeline
// that collects each stage's output with out.at[k].set(where(stage == 7,
// y, 0)) (pipe_shardmap of testdata/xla-spmd/heldout) held one more
// f32[64,512] at its peak, the select's, than XLA:CPU does.

import (
	"strconv"
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// expandSimpleScatters rewrites every scatter of one index vector in the
// sequential computations and returns how many it rewrote.
func expandSimpleScatters(s *state) int {
	var made []*hlo.Instruction
	for _, c := range sequential(s.m) {
		for _, in := range append([]*hlo.Instruction(nil), c.Instructions...) {
			if in.Opcode == "scatter" && !s.dead[in.ID] && !s.hasControl(in) {
				if dus := s.expandSimpleScatter(in); dus != nil {
					made = append(made, dus)
				}
			}
		}
	}
	if len(made) == 0 {
		return 0
	}
	// The simplification after the expander: the new instructions are
	// placed first, then each dynamic-update-slice into a broadcast scalar
	// becomes a pad.
	s.compact()
	for _, dus := range made {
		if dus.Opcode == "dynamic-update-slice" && !s.dead[dus.ID] {
			s.dusOfBroadcastToPad(dus)
		}
	}
	return len(made)
}

// simpleScatter is what expandSimpleScatter reads off a scatter before it
// rewrites anything.
type simpleScatter struct {
	operand, indices, update *hlo.Instruction
	// window is the shape of the operand's part written: the update's
	// window dimensions with the inserted ones as 1.
	window []int64
	// component[d] is the position in the index vector of operand
	// dimension d's start, -1 for a dimension whose start is 0.
	component []int
	// indexDim is the indices' index_vector_dim (their rank when each
	// index is a scalar).
	indexDim int
	// starts are the constant starts of each operand dimension when the
	// indices are a constant (constantInts; nil otherwise).
	starts []int64
	// combiner is the scatter's to_apply; overwrite is true when it
	// returns its second parameter (the update) alone.
	combiner  *hlo.Computation
	overwrite bool
}

// readSimpleScatter returns the parts of a one-operand scatter whose trip
// count is 1, and false for any other scatter or a form the rewrite does
// not know (batching dimensions, a combiner that is not elementwise).
func (s *state) readSimpleScatter(in *hlo.Instruction) (simpleScatter, bool) {
	var x simpleScatter
	if len(in.Operands) != 3 || !in.Shape.IsArray() {
		return x, false
	}
	x.operand, x.indices, x.update = in.Operands[0], in.Operands[1], in.Operands[2]
	if !x.operand.Shape.IsArray() || !x.indices.Shape.IsArray() || !x.update.Shape.IsArray() ||
		!sameShape(x.operand.Shape, in.Shape) || !isIntegral(x.indices.Shape.Element) {
		return x, false
	}
	for _, name := range []string{"input_batching_dims", "scatter_indices_batching_dims"} {
		if v, ok := intsAttr(in, name); ok && len(v) > 0 {
			return x, false
		}
	}
	uwd, ok1 := intsAttr(in, "update_window_dims")
	iwd, ok2 := intsAttr(in, "inserted_window_dims")
	sdod, ok3 := intsAttr(in, "scatter_dims_to_operand_dims")
	ivdText, ok4 := attr(in, "index_vector_dim")
	ivd, err := strconv.Atoi(strings.TrimSpace(ivdText))
	if !ok1 || !ok2 || !ok3 || !ok4 || err != nil {
		return x, false
	}
	idims := x.indices.Shape.Dims
	// ScatterTripCount: the product of the indices' dimensions but the
	// index vector's.
	trip, n := int64(1), int64(1)
	for d, size := range idims {
		if d == ivd {
			n = size
		} else {
			trip *= size
		}
	}
	if trip != 1 || ivd < 0 || ivd > len(idims) || n != int64(len(sdod)) {
		return x, false
	}
	x.indexDim = ivd
	r := len(x.operand.Shape.Dims)
	inserted := make([]bool, r)
	for _, d := range iwd {
		if d < 0 || int(d) >= r {
			return x, false
		}
		inserted[d] = true
	}
	if len(uwd)+len(iwd) != r {
		return x, false
	}
	k := 0
	for d := 0; d < r; d++ {
		if inserted[d] {
			x.window = append(x.window, 1)
			continue
		}
		w := uwd[k]
		if w < 0 || int(w) >= len(x.update.Shape.Dims) {
			return x, false
		}
		x.window = append(x.window, x.update.Shape.Dims[w])
		k++
	}
	var count int64 = 1
	for d, w := range x.window {
		if w > x.operand.Shape.Dims[d] {
			return x, false
		}
		count *= w
	}
	if count != x.update.Shape.ElementCount() {
		return x, false
	}
	x.component = make([]int, r)
	for d := range x.component {
		x.component[d] = -1
	}
	for j, d := range sdod {
		if d < 0 || int(d) >= r || x.component[d] >= 0 {
			return x, false
		}
		x.component[d] = j
	}
	if vals, ok := constantInts(x.indices); ok {
		if int64(len(vals)) != n {
			return x, false
		}
		x.starts = make([]int64, r)
		for d, j := range x.component {
			if j >= 0 {
				x.starts[d] = vals[j]
			}
		}
	}
	x.combiner = in.CalledComputation("to_apply")
	f := x.combiner
	if f == nil || f.Root == nil || len(f.Params) != 2 {
		return x, false
	}
	if f.Root == f.Params[1] {
		x.overwrite = true
		return x, true
	}
	for _, y := range f.Instructions {
		if y.Opcode != "parameter" && (!hlo.IsElementwise(y.Opcode) || !y.Shape.IsArray() || len(y.Shape.Dims) != 0 || len(y.Called) > 0) {
			return x, false
		}
	}
	return x, true
}

// constantInts returns the elements of x, in order, when x is an integer
// constant, a broadcast of a scalar one, or a reshape of either: what
// XLA's constant folding (HloConstantFolding, in the simplification after
// the expander) makes a constant. JAX writes zero indices
// (x.at[:, :k, :m].set(y) at the origin, the fno step's zero-padded FFT
// modes) as s32[2] broadcast(0).
func constantInts(x *hlo.Instruction) ([]int64, bool) {
	switch x.Opcode {
	case "constant":
		return literalInts(x.Literal)
	case "broadcast":
		if len(x.Operands) != 1 || x.Operands[0].Opcode != "constant" || len(x.Operands[0].Shape.Dims) != 0 {
			return nil, false
		}
		v, ok := literalInts(x.Operands[0].Literal)
		n := x.Shape.ElementCount()
		if !ok || len(v) != 1 || n > 64 {
			return nil, false
		}
		out := make([]int64, n)
		for i := range out {
			out[i] = v[0]
		}
		return out, true
	case "reshape", "bitcast":
		if len(x.Operands) == 1 {
			return constantInts(x.Operands[0])
		}
	}
	return nil, false
}

// literalInts reads the numbers of an integer constant's literal ("{3}",
// "{{1, 2}}", "7").
func literalInts(lit string) ([]int64, bool) {
	f := strings.FieldsFunc(lit, func(r rune) bool { return r == '{' || r == '}' || r == ',' || r == ' ' || r == '\n' })
	var out []int64
	for _, t := range f {
		v, err := strconv.ParseInt(t, 10, 64)
		if err != nil {
			return nil, false
		}
		out = append(out, v)
	}
	return out, len(out) > 0
}

// expandSimpleScatter replaces a scatter of one index vector by the
// dynamic-update-slice XLA's expander and simplifier leave and returns
// what replaced it (the operand itself for an index out of range); it
// returns nil, leaving in, on any other scatter.
func (s *state) expandSimpleScatter(in *hlo.Instruction) *hlo.Instruction {
	x, ok := s.readSimpleScatter(in)
	if !ok {
		return nil
	}
	dims := x.operand.Shape.Dims
	if x.starts != nil {
		for d, st := range x.starts {
			if st < 0 || st > dims[d]-x.window[d] {
				// CheckIndexValidity folds to false: the scatter writes
				// nothing.
				s.replaceUses(in, x.operand)
				return x.operand
			}
		}
	}
	b := &builder{s: s, c: in.Parent, at: in, meta: in.Metadata}
	et := x.operand.Shape.Element
	wshape := arrayOf(et, x.window)
	upd := x.update
	if !sameShape(upd.Shape, wshape) {
		upd = b.add("reshape", "reshape", arrayOf(x.update.Shape.Element, x.window), x.update)
	}
	it := x.indices.Shape.Element
	var starts []*hlo.Instruction
	var valid *hlo.Instruction
	if x.starts != nil {
		for _, st := range x.starts {
			starts = append(starts, b.constant(it, strconv.FormatInt(st, 10)))
		}
	} else {
		ones := make([]int64, len(x.indices.Shape.Dims))
		for i := range ones {
			ones[i] = 1
		}
		zero := b.constant(it, "0")
		for d, j := range x.component {
			if j < 0 {
				starts = append(starts, zero)
				continue
			}
			// Component j of the index vector, a scalar.
			c := x.indices
			if x.indexDim < len(ones) {
				var sl []string
				for i := range ones {
					if i == x.indexDim {
						sl = append(sl, "["+strconv.Itoa(j)+":"+strconv.Itoa(j+1)+"]")
					} else {
						sl = append(sl, "[0:1]")
					}
				}
				c = b.add("slice", "slice", arrayOf(it, ones), c)
				c.Attrs = []hlo.Attr{{Name: "slice", Value: "{" + strings.Join(sl, ", ") + "}"}}
			}
			c = b.add("reshape", "reshape", scalar(it), c)
			starts = append(starts, c)
			// 0 <= start <= dims[d] - window[d].
			ge := b.add("compare", "compare", scalar("pred"), c, zero)
			ge.Attrs = []hlo.Attr{{Name: "direction", Value: "GE"}}
			le := b.add("compare", "compare", scalar("pred"), c, b.constant(it, strconv.FormatInt(dims[d]-x.window[d], 10)))
			le.Attrs = []hlo.Attr{{Name: "direction", Value: "LE"}}
			ok := b.add("and", "and", scalar("pred"), ge, le)
			if valid != nil {
				ok = b.add("and", "and", scalar("pred"), valid, ok)
			}
			valid = ok
		}
	}
	// The window as it was, read when the combiner reads it or the index
	// may be out of range.
	var old *hlo.Instruction
	if !x.overwrite || valid != nil {
		if x.starts != nil {
			var sl []string
			for d, st := range x.starts {
				sl = append(sl, "["+strconv.FormatInt(st, 10)+":"+strconv.FormatInt(st+x.window[d], 10)+"]")
			}
			old = b.add("slice", "slice", wshape, x.operand)
			old.Attrs = []hlo.Attr{{Name: "slice", Value: "{" + strings.Join(sl, ", ") + "}"}}
		} else {
			old = b.add("dynamic-slice", "dynamic-slice", wshape, append([]*hlo.Instruction{x.operand}, starts...)...)
			old.Attrs = []hlo.Attr{{Name: "dynamic_slice_sizes", Value: listText(x.window)}}
		}
	}
	upd = s.applyCombiner(b, x, old, upd)
	if valid != nil {
		bv := b.add("broadcast", "broadcast", arrayOf("pred", x.window), valid)
		bv.Attrs = []hlo.Attr{{Name: "dimensions", Value: "{}"}}
		upd = b.add("select", "select", wshape, bv, upd, old)
	}
	dus := s.newInstruction(in.Parent, in.Name)
	dus.Opcode, dus.Shape, dus.Metadata = "dynamic-update-slice", in.Shape, in.Metadata
	dus.Operands = append([]*hlo.Instruction{x.operand, upd}, starts...)
	dus.Pos, dus.OpcodePos, dus.ShapePos = in.Pos, in.OpcodePos, in.ShapePos
	s.substitute(in, dus)
	return dus
}

// applyCombiner returns the combiner of x applied elementwise to the old
// window and the update (MakeMapHlo, then MapInliner and the simplifier):
// the update itself for an overwrite, else the combiner's instructions
// cloned on the window's shape, scalar constants broadcast.
func (s *state) applyCombiner(b *builder, x simpleScatter, old, upd *hlo.Instruction) *hlo.Instruction {
	f := x.combiner
	if x.overwrite {
		return upd
	}
	m := map[*hlo.Instruction]*hlo.Instruction{f.Params[0]: old, f.Params[1]: upd}
	for _, y := range s.postOrder(f) {
		if _, ok := m[y]; ok {
			continue
		}
		sh := arrayOf(y.Shape.Element, x.window)
		if y.Opcode == "constant" {
			c := b.constant(y.Shape.Element, y.Literal)
			bc := b.add("broadcast", "broadcast", sh, c)
			bc.Attrs = []hlo.Attr{{Name: "dimensions", Value: "{}"}}
			m[y] = bc
			continue
		}
		var ops []*hlo.Instruction
		for _, op := range y.Operands {
			ops = append(ops, m[op])
		}
		z := b.add(y.Name, y.Opcode, sh, ops...)
		z.Attrs = append([]hlo.Attr(nil), y.Attrs...)
		m[y] = z
	}
	return m[f.Root]
}

// dusOfBroadcastToPad rewrites dynamic-update-slice(broadcast(c), update,
// constant starts), c a scalar, into pad(update, c) with the starts as the
// low edges (AlgebraicSimplifier::HandleDynamicUpdateSlice; XLA:CPU's dump
// of jnp.zeros(...).at[2].set(y) holds pad(y, 0), padding=2_5x0_0x0_0);
// it reports whether it did.
func (s *state) dusOfBroadcastToPad(in *hlo.Instruction) bool {
	if in.Opcode != "dynamic-update-slice" || len(in.Operands) < 2 || s.hasControl(in) {
		return false
	}
	c := s.scalarBroadcast(in.Operands[0])
	upd := in.Operands[1]
	dims := in.Shape.Dims
	if c == nil || c.Shape.Element != in.Shape.Element || !upd.Shape.IsArray() ||
		len(upd.Shape.Dims) != len(dims) || len(in.Operands) != 2+len(dims) {
		return false
	}
	var pad []string
	for d, st := range in.Operands[2:] {
		if st.Opcode != "constant" || len(st.Shape.Dims) != 0 {
			return false
		}
		v, ok := literalInts(st.Literal)
		if !ok || len(v) != 1 {
			return false
		}
		// A dynamic-update-slice clamps its starts into the operand.
		lo := min(max(v[0], 0), dims[d]-upd.Shape.Dims[d])
		pad = append(pad, strconv.FormatInt(lo, 10)+"_"+strconv.FormatInt(dims[d]-upd.Shape.Dims[d]-lo, 10))
	}
	p := s.newInstruction(in.Parent, in.Name)
	p.Opcode, p.Shape, p.Metadata = "pad", in.Shape, in.Metadata
	p.Operands = []*hlo.Instruction{upd, c}
	p.Attrs = []hlo.Attr{{Name: "padding", Value: strings.Join(pad, "x")}}
	p.Pos, p.OpcodePos, p.ShapePos = in.Pos, in.OpcodePos, in.ShapePos
	s.substitute(in, p)
	return true
}
