package optimize

// Layout assignment, after XLA:CPU's CpuLayoutAssignment
// (cpu_layout_assignment.cc, layout_assignment.cc), XLA:CPU rules only.
//
// XLA:CPU gives every array a row-major (descending) layout, with two
// exceptions: the entry computation's parameters and result keep the
// layouts of entry_computation_layout, and a custom call with
// operand_layout_constraints (the LAPACK calls jnp.linalg lowers to) reads
// and writes the layouts it names. Where a value's layout is not the one
// its reader needs, layout assignment inserts a copy: a buffer. A JAX
// lowered module carries the layouts of its front end (a transpose may be
// written {0,1}, a LAPACK result {1,2,0}), so the model must redo them:
//
//   - every instruction of a sequential computation but the entry's
//     parameters and root, and the constrained custom calls (and their
//     get-tuple-elements), gets the row-major layout;
//   - an operand of a constrained custom call in another layout than its
//     constraint is copied into it (qr_lstsq's copy of its input before
//     geqrf);
//   - a value in a non-row-major layout read by a dot, convolution, other
//     custom call, while, conditional or call is copied to row-major
//     first (qr_lstsq's copy of orgqr's result before the dot);
//   - the entry result is row-major: an element of the root tuple in
//     another layout is copied into it. JAX compiles a lowered module
//     with the default result layouts (layout mode "default"), whatever
//     layouts as_text(dialect="hlo") prints in entry_computation_layout:
//     that printer takes them from the root's operands. jnp.linalg.qr,
//     solve and inv (testdata/stablehlo/lin) print their LAPACK results'
//     {0,1}, and XLA's module before optimizations has
//     (f32[32,4]{1,0}, f32[32,32]{1,0}, ...) with a copy of each result
//     (wrapped_copy, wrapped_copy.1, wrapped_copy.2 in its optimized
//     module, jax 0.10.2). The copies make the outputs late buffers that
//     the LU and QR inputs sit in before them (MaybeAssignBuffer,
//     buffer_assignment.cc), as XLA's buffer assignment shows.
//
// Elementwise ops, slices, transposes and the rest read any layout: their
// loops index it, so they take no copy. Layouts change no byte count under
// the dense policy; they decide which reshapes and transposes are bitcasts
// and which dots YNNPACK takes.

import (
	"slices"
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// assignLayouts runs layout assignment over the sequential computations
// (CPU rules) and returns the number of layouts changed and copies added.
func assignLayouts(s *state) int {
	if s.opt.Rules != CPU {
		return 0
	}
	n := 0
	if e := s.m.EntryLayout; e != nil && s.m.Entry != nil && s.m.Entry.Root != nil && s.m.Entry.Root.Opcode == "tuple" {
		if ns, changed := rowMajorShape(e.Result); changed {
			l := *e
			l.Result = ns
			s.m.EntryLayout = &l
		}
	}
	for _, c := range sequential(s.m) {
		for _, in := range append([]*hlo.Instruction(nil), c.Instructions...) {
			if s.dead[in.ID] || s.fixedLayout(in) {
				continue
			}
			if in == c.Root && c.IsEntry && in.Opcode != "tuple" {
				continue
			}
			if ns, changed := rowMajorShape(in.Shape); changed {
				in.Shape = ns
				n++
			}
		}
		for _, in := range append([]*hlo.Instruction(nil), c.Instructions...) {
			if s.dead[in.ID] || s.hasControl(in) {
				continue
			}
			n += s.layoutCopies(in)
		}
	}
	return n
}

// fixedLayout reports whether in's layout is not layout assignment's to
// choose: an entry parameter, a constrained custom call, an element of one.
func (s *state) fixedLayout(in *hlo.Instruction) bool {
	switch {
	case in.Opcode == "parameter":
		return true
	case in.Opcode == "custom-call":
		return hasAttr(in, "operand_layout_constraints")
	case in.Opcode == "get-tuple-element" && len(in.Operands) == 1:
		return s.fixedLayout(in.Operands[0])
	}
	return false
}

// layoutCopies inserts the copies in's operands need and returns how many.
func (s *state) layoutCopies(in *hlo.Instruction) int {
	n := 0
	var want []hlo.Shape
	if in.Opcode == "custom-call" {
		if v, ok := attr(in, "operand_layout_constraints"); ok {
			want = parseShapeList(v)
		}
	}
	needsRowMajor := false
	switch in.Opcode {
	case "dot", "convolution", "custom-call", "while", "conditional", "call", "fft", "triangular-solve", "cholesky":
		needsRowMajor = true
	case "tuple":
		// The entry result is row-major (see the file's comment).
		needsRowMajor = in.Parent != nil && in.Parent.IsEntry && in == in.Parent.Root
	}
	for k, op := range in.Operands {
		if !op.Shape.IsArray() || !plainLayout(op.Shape) {
			continue
		}
		var target hlo.Shape
		switch {
		case k < len(want) && want[k].IsArray() && want[k].Layout != nil:
			target = op.Shape
			target.Layout = want[k].Layout
		case needsRowMajor:
			var changed bool
			target, changed = rowMajorShape(op.Shape)
			if !changed {
				continue
			}
		default:
			continue
		}
		if sameShape(target, op.Shape) || equalLayout(target, op.Shape) {
			continue
		}
		cp := s.newInstruction(in.Parent, "copy")
		cp.Opcode, cp.Shape, cp.Operands = "copy", target, []*hlo.Instruction{op}
		cp.Metadata, cp.Pos, cp.OpcodePos, cp.ShapePos = op.Metadata, op.Pos, op.OpcodePos, op.ShapePos
		s.addUser(op, cp)
		s.placeBefore(cp, in)
		s.setOperand(in, k, cp)
		n++
	}
	return n
}

// equalLayout reports whether two arrays order their dimensions alike.
func equalLayout(a, b hlo.Shape) bool {
	return slices.Equal(minorToMajor(a), minorToMajor(b))
}

// rowMajorShape returns s with every array given the descending layout
// (tiles, element sizes and memory spaces kept), and whether anything
// changed.
func rowMajorShape(s hlo.Shape) (hlo.Shape, bool) {
	if s.IsTuple() {
		changed := false
		els := make([]hlo.Shape, len(s.Tuple))
		for i, e := range s.Tuple {
			var c bool
			els[i], c = rowMajorShape(e)
			changed = changed || c
		}
		if changed {
			s.Tuple = els
		}
		return s, changed
	}
	if !s.IsArray() || s.Layout == nil || !plainLayout(s) {
		return s, false
	}
	m2m := s.Layout.MinorToMajor
	desc := true
	for i, d := range m2m {
		if d != len(m2m)-1-i {
			desc = false
		}
	}
	if desc {
		return s, false
	}
	l := *s.Layout
	l.MinorToMajor = make([]int, len(m2m))
	for i := range l.MinorToMajor {
		l.MinorToMajor[i] = len(m2m) - 1 - i
	}
	s.Layout = &l
	return s, true
}

// parseShapeList reads operand_layout_constraints={f32[2,3]{0,1}, ...}:
// the shapes' layouts are what the copies need; an element that does not
// parse gives a zero shape.
func parseShapeList(v string) []hlo.Shape {
	v = strings.TrimSpace(v)
	v = strings.TrimPrefix(v, "{")
	v = strings.TrimSuffix(v, "}")
	var out []hlo.Shape
	depth, start := 0, 0
	for i := 0; i <= len(v); i++ {
		if i < len(v) {
			switch v[i] {
			case '{', '[', '(':
				depth++
				continue
			case '}', ']', ')':
				depth--
				continue
			case ',':
				if depth > 0 {
					continue
				}
			default:
				continue
			}
		}
		out = append(out, parseArrayShape(strings.TrimSpace(v[start:i])))
		start = i + 1
	}
	return out
}

// parseArrayShape reads "f32[16,256,64]{1,2,0}" into a shape with its
// dimensions and layout; anything else gives the zero shape.
func parseArrayShape(t string) hlo.Shape {
	lb := strings.IndexByte(t, '[')
	rb := strings.IndexByte(t, ']')
	if lb <= 0 || rb < lb {
		return hlo.Shape{}
	}
	s := hlo.Shape{Element: hlo.ElementType(t[:lb])}
	dims, ok := intList(t[lb+1 : rb])
	if !ok {
		return hlo.Shape{}
	}
	s.Dims = dims
	rest := strings.TrimSpace(t[rb+1:])
	if strings.HasPrefix(rest, "{") && strings.HasSuffix(rest, "}") {
		m2m, ok := intList(rest)
		if !ok || len(m2m) != len(dims) {
			return s
		}
		l := &hlo.Layout{}
		for _, x := range m2m {
			l.MinorToMajor = append(l.MinorToMajor, int(x))
		}
		s.Layout = l
	}
	return s
}
