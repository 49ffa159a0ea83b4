package hlo

// TupleElement is the element type of a tuple shape.
const TupleElement ElementType = "tuple"

// IsTuple reports whether s is a tuple shape.
func (s Shape) IsTuple() bool { return s.Element == TupleElement }

// IsToken reports whether s is a token.
func (s Shape) IsToken() bool { return s.Element == "token" }

// IsArray reports whether s is an array (neither a tuple, a token nor opaque).
func (s Shape) IsArray() bool {
	return s.Element != TupleElement && s.Element != "token" && s.Element != "opaque" && s.Element != ""
}

// Rank is the number of dimensions of an array shape.
func (s Shape) Rank() int { return len(s.Dims) }

// ElementCount is the product of the dims of an array shape (1 for a
// scalar). Unbounded dynamic dims (-1) count as 0.
func (s Shape) ElementCount() int64 {
	n := int64(1)
	for _, d := range s.Dims {
		if d < 0 {
			return 0
		}
		n *= d
	}
	return n
}

// Subshape returns the shape at index inside s, and false when index does
// not address a subshape of s.
func (s Shape) Subshape(index ShapeIndex) (Shape, bool) {
	for _, i := range index {
		if !s.IsTuple() || i < 0 || i >= len(s.Tuple) {
			return Shape{}, false
		}
		s = s.Tuple[i]
	}
	return s, true
}

// ForEachSubshape calls f for s and every nested subshape, parents before
// children, elements in order, with the index of each.
func (s Shape) ForEachSubshape(f func(sub Shape, index ShapeIndex)) {
	var walk func(sub Shape, index ShapeIndex)
	walk = func(sub Shape, index ShapeIndex) {
		f(sub, index)
		for i, e := range sub.Tuple {
			child := make(ShapeIndex, len(index)+1)
			copy(child, index)
			child[len(index)] = i
			walk(e, child)
		}
	}
	walk(s, nil)
}

// Equal reports whether two shape indices are the same.
func (a ShapeIndex) Equal(b ShapeIndex) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// CalledComputation returns the first computation the instruction names
// under role ("to_apply", "body", ...), or nil.
func (in *Instruction) CalledComputation(role string) *Computation {
	for _, c := range in.Called {
		if c.Role == role {
			return c.Computation
		}
	}
	return nil
}

// Computation returns the module's computation with the given name, or nil.
func (m *Module) Computation(name string) *Computation {
	for _, c := range m.Computations {
		if c.Name == name {
			return c
		}
	}
	return nil
}
