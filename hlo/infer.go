package hlo

// inferShape returns the shape of an instruction written without one,
// which XLA's grammar allows for a nested operand or an instruction whose
// shape follows from its operands ("ROOT r = add(x, y)"). It covers the
// opcodes whose result shape is an operand's, or built from the operands'
// (tuple, get-tuple-element, compare); ok is false for every other opcode,
// whose shape must be written. An inferred array shape has no layout (the
// default major-to-minor one), as XLA's shape inference gives.
func inferShape(in *Instruction) (s Shape, ok bool) {
	ops := in.Operands
	arrayOf := func(k int, elem ElementType) (Shape, bool) {
		if k >= len(ops) || ops[k].Shape.Element == "tuple" {
			return Shape{}, false
		}
		o := ops[k].Shape
		out := Shape{Element: o.Element, Dims: o.Dims, Dynamic: o.Dynamic}
		if elem != "" {
			out.Element = elem
		}
		return out, true
	}
	switch in.Opcode {
	case "tuple":
		t := Shape{Element: "tuple", Tuple: []Shape{}}
		for _, o := range ops {
			t.Tuple = append(t.Tuple, o.Shape)
		}
		return t, true
	case "get-tuple-element":
		if len(ops) != 1 || ops[0].Shape.Element != "tuple" || in.TupleIndex < 0 || in.TupleIndex >= len(ops[0].Shape.Tuple) {
			return Shape{}, false
		}
		return ops[0].Shape.Tuple[in.TupleIndex], true
	case "select", "clamp":
		return arrayOf(1, "")
	case "copy", "opt-barrier", "optimization-barrier", "add-dependency":
		if len(ops) == 0 {
			return Shape{}, false
		}
		return ops[0].Shape, true
	}
	switch ElementwiseResult(in.Opcode) {
	case ResultSame:
		return arrayOf(0, "")
	case ResultPred:
		return arrayOf(0, "pred")
	}
	if in.Opcode == "abs" && len(ops) == 1 {
		// abs of a complex array is real, of the component width.
		switch ops[0].Shape.Element {
		case "c64":
			return arrayOf(0, "f32")
		case "c128":
			return arrayOf(0, "f64")
		}
		return arrayOf(0, "")
	}
	return Shape{}, false
}
