package hlo

// The printer writes a module back as canonical HLO text, the inverse of
// the parser: parse → print → parse gives the same module, and printing
// that again gives the same text.
//
// Canonical means: names without '%' unless a name needs one (it does not
// start with a letter or '_', or spells a keyword), no inline operand
// shapes, every computation's root marked ROOT and the entry marked
// ENTRY, two-space indentation, a blank line between computations, and
// attributes in a fixed order: index, called computations,
// output_to_operand_aliasing, the raw attributes in text order,
// control-predecessors, metadata. Raw text (unmodelled attributes,
// literals, metadata, stack-frame tables) is written back as read.

import (
	"io"
	"strconv"
	"strings"
)

// Print writes m as HLO text to w.
func Print(w io.Writer, m *Module) error {
	var b []byte
	b = appendModule(b, m)
	_, err := w.Write(b)
	return err
}

// String returns m as HLO text.
func (m *Module) String() string {
	return string(appendModule(nil, m))
}

// String returns the shape in HLO text, such as f32[3,100]{1,0},
// (f32[2], s32[]), bf16[<=8,?] or f32[8,128]{1,0:T(8,128)}.
func (s Shape) String() string {
	return string(appendShape(nil, s))
}

// String returns the layout in HLO text, such as {1,0:T(8,128)}.
func (l *Layout) String() string {
	return string(appendLayout(nil, l))
}

// String returns the program shape as (params)->result.
func (l ComputationLayout) String() string {
	return string(appendProgramShape(nil, l))
}

// keywords are the bare words the parser treats specially; a name that
// spells one is printed with '%'.
func isKeywordName(s string) bool {
	switch s {
	case "ROOT", "ENTRY", "HloModule":
		return true
	}
	return isTableTitle(s)
}

func appendName(b []byte, name string) []byte {
	if name == "" || !isIdentStart(int(name[0])) || isKeywordName(name) {
		b = append(b, '%')
	}
	return append(b, name...)
}

func appendModule(b []byte, m *Module) []byte {
	header := m.Name != "" || m.IsScheduled || m.EntryLayout != nil ||
		len(m.InputOutputAlias) > 0 || len(m.BufferDonors) > 0 || len(m.Attrs) > 0
	if header {
		b = append(b, "HloModule "...)
		if m.Name == "" {
			b = append(b, '_')
		} else {
			b = appendName(b, m.Name)
		}
		if m.IsScheduled {
			b = append(b, ", is_scheduled=true"...)
		}
		if m.EntryLayout != nil {
			b = append(b, ", entry_computation_layout={"...)
			b = appendProgramShape(b, *m.EntryLayout)
			b = append(b, '}')
		}
		if len(m.InputOutputAlias) > 0 {
			b = append(b, ", input_output_alias={ "...)
			for i, a := range m.InputOutputAlias {
				if i > 0 {
					b = append(b, ", "...)
				}
				b = appendShapeIndex(b, a.OutputIndex)
				b = append(b, ": ("...)
				b = strconv.AppendInt(b, int64(a.Param), 10)
				b = append(b, ", "...)
				b = appendShapeIndex(b, a.ParamIndex)
				if a.Kind != "" {
					b = append(b, ", "...)
					b = append(b, a.Kind...)
				}
				b = append(b, ')')
			}
			b = append(b, " }"...)
		}
		if len(m.BufferDonors) > 0 {
			b = append(b, ", buffer_donor={ "...)
			for i, d := range m.BufferDonors {
				if i > 0 {
					b = append(b, ", "...)
				}
				b = append(b, '(')
				b = strconv.AppendInt(b, int64(d.Param), 10)
				b = append(b, ", "...)
				b = appendShapeIndex(b, d.ParamIndex)
				b = append(b, ')')
			}
			b = append(b, " }"...)
		}
		b = appendAttrs(b, m.Attrs)
		b = append(b, "\n\n"...)
	}
	for _, t := range m.FrameTables {
		b = append(b, t...)
		b = append(b, "\n\n"...)
	}
	for i, c := range m.Computations {
		if i > 0 {
			b = append(b, '\n')
		}
		b = appendComputation(b, c)
	}
	return b
}

func appendAttrs(b []byte, attrs []Attr) []byte {
	for _, a := range attrs {
		b = append(b, ", "...)
		b = append(b, a.Name...)
		b = append(b, '=')
		b = append(b, a.Value...)
	}
	return b
}

func appendComputation(b []byte, c *Computation) []byte {
	if c.IsEntry {
		b = append(b, "ENTRY "...)
	}
	b = appendName(b, c.Name)
	if c.Signature != nil {
		b = append(b, " ("...)
		for i, s := range c.Signature.Params {
			if i > 0 {
				b = append(b, ", "...)
			}
			if len(c.Params) == len(c.Signature.Params) && c.Params[i] != nil {
				b = appendName(b, c.Params[i].Name)
			} else {
				b = append(b, 'p')
				b = strconv.AppendInt(b, int64(i), 10)
			}
			b = append(b, ": "...)
			b = appendShape(b, s)
		}
		b = append(b, ") -> "...)
		b = appendShape(b, c.Signature.Result)
	}
	b = append(b, " {\n"...)
	for _, in := range c.Instructions {
		b = appendInstruction(b, in, in == c.Root || (c.Root == nil && in.IsRoot))
	}
	b = append(b, '}')
	// Attributes after the body, as XLA prints them (the parser also
	// takes them before the body).
	b = appendAttrs(b, c.Attrs)
	return append(b, '\n')
}

// listRoles are the roles printed as a {list} even with one computation.
func isListRole(role string) bool {
	return role == "branch_computations" || role == "called_computations"
}

func appendInstruction(b []byte, in *Instruction, root bool) []byte {
	b = append(b, "  "...)
	if root {
		b = append(b, "ROOT "...)
	}
	b = appendName(b, in.Name)
	b = append(b, " = "...)
	b = appendShape(b, in.Shape)
	b = append(b, ' ')
	b = append(b, in.Opcode...)
	b = append(b, '(')
	switch {
	case in.Opcode == "parameter":
		b = strconv.AppendInt(b, int64(in.ParameterNumber), 10)
	case in.Opcode == "constant":
		b = append(b, in.Literal...)
	default:
		for i, op := range in.Operands {
			if i > 0 {
				b = append(b, ", "...)
			}
			b = appendName(b, op.Name)
		}
	}
	b = append(b, ')')
	if in.Opcode == "get-tuple-element" && in.TupleIndex >= 0 {
		b = append(b, ", index="...)
		b = strconv.AppendInt(b, int64(in.TupleIndex), 10)
	}
	for i := 0; i < len(in.Called); {
		role := in.Called[i].Role
		j := i + 1
		for j < len(in.Called) && in.Called[j].Role == role {
			j++
		}
		b = append(b, ", "...)
		b = append(b, role...)
		b = append(b, '=')
		list := j-i > 1 || isListRole(role)
		if list {
			b = append(b, '{')
		}
		for k := i; k < j; k++ {
			if k > i {
				b = append(b, ", "...)
			}
			if c := in.Called[k].Computation; c != nil {
				b = appendName(b, c.Name)
			}
		}
		if list {
			b = append(b, '}')
		}
		i = j
	}
	if len(in.OutputToOperandAliasing) > 0 {
		b = append(b, ", output_to_operand_aliasing={"...)
		for i, a := range in.OutputToOperandAliasing {
			if i > 0 {
				b = append(b, ", "...)
			}
			b = appendShapeIndex(b, a.OutputIndex)
			b = append(b, ": ("...)
			b = strconv.AppendInt(b, int64(a.Operand), 10)
			b = append(b, ", "...)
			b = appendShapeIndex(b, a.OperandIndex)
			b = append(b, ')')
		}
		b = append(b, '}')
	}
	b = appendAttrs(b, in.Attrs)
	if len(in.ControlPredecessors) > 0 {
		b = append(b, ", control-predecessors={"...)
		for i, c := range in.ControlPredecessors {
			if i > 0 {
				b = append(b, ", "...)
			}
			b = appendName(b, c.Name)
		}
		b = append(b, '}')
	}
	b = appendMetadata(b, in.Meta())
	return append(b, '\n')
}

func appendMetadata(b []byte, md Metadata) []byte {
	if md.Raw != "" {
		b = append(b, ", metadata="...)
		return append(b, md.Raw...)
	}
	if md.OpName == "" && md.SourceFile == "" && md.SourceLine == 0 {
		return b
	}
	b = append(b, ", metadata={"...)
	sep := ""
	if md.OpName != "" {
		b = append(b, "op_name="...)
		b = appendQuoted(b, md.OpName)
		sep = " "
	}
	if md.SourceFile != "" {
		b = append(b, sep...)
		b = append(b, "source_file="...)
		b = appendQuoted(b, md.SourceFile)
		sep = " "
	}
	if md.SourceLine != 0 {
		b = append(b, sep...)
		b = append(b, "source_line="...)
		b = strconv.AppendInt(b, int64(md.SourceLine), 10)
	}
	return append(b, '}')
}

// appendQuoted writes s as a C-escaped string, as XLA does.
func appendQuoted(b []byte, s string) []byte {
	b = append(b, '"')
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '"', '\\':
			b = append(b, '\\', c)
		case '\n':
			b = append(b, '\\', 'n')
		case '\t':
			b = append(b, '\\', 't')
		case '\r':
			b = append(b, '\\', 'r')
		default:
			b = append(b, c)
		}
	}
	return append(b, '"')
}

func appendShapeIndex(b []byte, x ShapeIndex) []byte {
	b = append(b, '{')
	for i, n := range x {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(n), 10)
	}
	return append(b, '}')
}

func appendProgramShape(b []byte, l ComputationLayout) []byte {
	b = append(b, '(')
	for i, s := range l.Params {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = appendShape(b, s)
	}
	b = append(b, ")->"...)
	return appendShape(b, l.Result)
}

func appendShape(b []byte, s Shape) []byte {
	if s.IsTuple() {
		b = append(b, '(')
		for i, e := range s.Tuple {
			if i > 0 {
				b = append(b, ", "...)
			}
			b = appendShape(b, e)
		}
		return append(b, ')')
	}
	b = append(b, s.Element...)
	b = append(b, '[')
	for i, d := range s.Dims {
		if i > 0 {
			b = append(b, ',')
		}
		dyn := i < len(s.Dynamic) && s.Dynamic[i]
		switch {
		case dyn && d < 0:
			b = append(b, '?')
		case dyn:
			b = append(b, "<="...)
			b = strconv.AppendInt(b, d, 10)
		default:
			b = strconv.AppendInt(b, d, 10)
		}
	}
	b = append(b, ']')
	if s.Layout != nil {
		b = appendLayout(b, s.Layout)
	}
	return b
}

func appendLayout(b []byte, l *Layout) []byte {
	b = append(b, '{')
	for i, d := range l.MinorToMajor {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(d), 10)
	}
	if len(l.Tiles) > 0 || l.ElementSizeBits != 0 || l.MemorySpace != 0 || len(l.Extra) > 0 {
		b = append(b, ':')
		if len(l.Tiles) > 0 {
			b = append(b, 'T')
			for _, t := range l.Tiles {
				b = append(b, '(')
				for i, d := range t.Dims {
					if i > 0 {
						b = append(b, ',')
					}
					if d < 0 {
						b = append(b, '*')
					} else {
						b = strconv.AppendInt(b, d, 10)
					}
				}
				b = append(b, ')')
			}
		}
		if l.ElementSizeBits != 0 {
			b = append(b, "E("...)
			b = strconv.AppendInt(b, int64(l.ElementSizeBits), 10)
			b = append(b, ')')
		}
		if l.MemorySpace != 0 {
			b = append(b, "S("...)
			b = strconv.AppendInt(b, int64(l.MemorySpace), 10)
			b = append(b, ')')
		}
		b = append(b, strings.Join(l.Extra, "")...)
	}
	return append(b, '}')
}
