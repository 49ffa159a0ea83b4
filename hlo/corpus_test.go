package hlo

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// corpusDir holds real XLA dumps shared by the project (not in the repo).
const corpusDir = "../../shared/corpus/xla"

// corpusFiles returns the *.hlo files of the corpus, or skips t.
func corpusFiles(t testing.TB) []string {
	files, err := filepath.Glob(filepath.Join(corpusDir, "*.hlo"))
	if err != nil || len(files) == 0 {
		t.Skipf("corpus folder %s absent or empty; skipping", corpusDir)
	}
	return files
}

// instructionLine matches the first line of an instruction definition,
// "[ROOT] name = shape opcode(", independently of the parser. A shape is
// a tuple in parentheses or type[dims] with an optional {layout}; the
// continuation lines of a multi-line instruction ("body=b, ...") do not
// match because what follows their '=' is no shape.
var instructionLine = regexp.MustCompile(
	`^\s*(ROOT\s+)?%?[A-Za-z_][\w.\-]*\s*=\s*(\(.*\)|[a-z][a-z0-9]*\[[^\]]*\](\{[^}]*\})?)\s+[a-z][a-z0-9\-]*\(`)

func countInstructionLines(src string) int {
	n := 0
	for _, line := range strings.Split(src, "\n") {
		if instructionLine.MatchString(line) {
			n++
		}
	}
	return n
}

func TestCountInstructionLines(t *testing.T) {
	src := `HloModule m
// CHECK: %x = f32[] add(a, b)
c {
  %p = (s32[], /*index=1*/f32[2]{0}) parameter(0)
  ROOT x = f32[2]{1,0:T(8,128)} get-tuple-element(p), index=1
}
ENTRY e {
  w = (s32[]) while(t), condition=c,
    body=b, backend_config={"n":"7"}
}
`
	if got := countInstructionLines(src); got != 3 {
		t.Errorf("countInstructionLines = %d, want 3", got)
	}
}

// TestCorpus parses every corpus file: no error, one instruction per
// instruction line, a consistent IR, and a print → parse round trip that
// gives the same text and the same structure.
func TestCorpus(t *testing.T) {
	for _, path := range corpusFiles(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			mods, err := Parse(path, src)
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			n := 0
			for _, m := range mods {
				checkModule(t, m)
				for _, c := range m.Computations {
					n += len(c.Instructions)
				}
			}
			if want := countInstructionLines(string(src)); n != want {
				t.Errorf("parsed %d instructions, file has %d instruction lines", n, want)
			}
			for _, m := range mods {
				roundTrip(t, m)
			}
		})
	}
}

// roundTrip prints m, parses the text, and checks that the result has the
// same structure and prints the same text.
func roundTrip(t *testing.T, m *Module) {
	t.Helper()
	text := m.String()
	again, err := Parse("printed.hlo", []byte(text))
	if err != nil {
		t.Fatalf("module %s: parsing printed text: %v\n%s", m.Name, err, clip(text))
	}
	if len(again) != 1 {
		t.Fatalf("module %s: printed text holds %d modules, want 1", m.Name, len(again))
	}
	checkModule(t, again[0])
	if diff := cmp.Diff(dumpModule(m), dumpModule(again[0])); diff != "" {
		t.Errorf("module %s: structure after round trip (-want +got):\n%s", m.Name, diff)
	}
	if diff := cmp.Diff(text, again[0].String()); diff != "" {
		t.Errorf("module %s: printed text after round trip (-want +got):\n%s", m.Name, diff)
	}
}

func clip(s string) string {
	if len(s) > 2000 {
		return s[:2000] + "..."
	}
	return s
}

// checkModule checks the invariants of a parsed module, from the IR alone:
// dense IDs in text order, parents, roots, parameters by number, operands
// and callees inside the module.
func checkModule(t testing.TB, m *Module) {
	t.Helper()
	if m.Entry == nil || !m.Entry.IsEntry {
		t.Fatalf("module %s: no entry computation", m.Name)
	}
	comps := make(map[*Computation]bool)
	entries := 0
	for _, c := range m.Computations {
		comps[c] = true
		if c.IsEntry {
			entries++
		}
	}
	if entries != 1 || !comps[m.Entry] {
		t.Errorf("module %s: %d computations marked entry, entry in module %v", m.Name, entries, comps[m.Entry])
	}
	id := 0
	for _, c := range m.Computations {
		local := make(map[*Instruction]int)
		roots := 0
		for i, in := range c.Instructions {
			if in.ID != id {
				t.Errorf("%s: ID %d, want %d", in.Name, in.ID, id)
			}
			id++
			if in.Parent != c {
				t.Errorf("%s: parent is not %s", in.Name, c.Name)
			}
			if in.IsRoot {
				roots++
				if in != c.Root {
					t.Errorf("%s: IsRoot but computation root is %s", in.Name, c.Root.Name)
				}
			}
			for _, op := range append(append([]*Instruction(nil), in.Operands...), in.ControlPredecessors...) {
				if j, ok := local[op]; !ok || j >= i {
					t.Errorf("%s: operand %s is not defined earlier in %s", in.Name, op.Name, c.Name)
				}
			}
			for _, cc := range in.Called {
				if !comps[cc.Computation] {
					t.Errorf("%s: %s names a computation outside the module", in.Name, cc.Role)
				}
			}
			if (in.Opcode == "parameter") != (in.ParameterNumber >= 0) {
				t.Errorf("%s: opcode %s with parameter number %d", in.Name, in.Opcode, in.ParameterNumber)
			}
			if (in.Opcode == "get-tuple-element") != (in.TupleIndex >= 0) {
				t.Errorf("%s: opcode %s with tuple index %d", in.Name, in.Opcode, in.TupleIndex)
			}
			local[in] = i
		}
		if roots != 1 || c.Root == nil {
			t.Errorf("computation %s: %d roots", c.Name, roots)
		}
		for n, p := range c.Params {
			if p == nil || p.ParameterNumber != n || p.Parent != c {
				t.Errorf("computation %s: Params[%d] is wrong", c.Name, n)
			}
		}
	}
}

// dumpModule describes a module's structure, pointers replaced by names
// and positions left out, for comparing two parses.
func dumpModule(m *Module) []string {
	var out []string
	add := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	layout := "none"
	if m.EntryLayout != nil {
		layout = dumpProgramShape(*m.EntryLayout)
	}
	// Aliases and donors without their positions.
	aliases := append([]Alias(nil), m.InputOutputAlias...)
	for i := range aliases {
		aliases[i].Pos = Pos{}
	}
	donors := append([]Donor(nil), m.BufferDonors...)
	for i := range donors {
		donors[i].Pos = Pos{}
	}
	add("module %q sched=%v entry=%q layout=%s alias=%v donors=%v attrs=%q tables=%q",
		m.Name, m.IsScheduled, m.Entry.Name, layout, aliases, donors, m.Attrs, m.FrameTables)
	for _, c := range m.Computations {
		sig := "none"
		if c.Signature != nil {
			sig = dumpProgramShape(*c.Signature)
		}
		var params []string
		for _, p := range c.Params {
			params = append(params, p.Name)
		}
		add("computation %q entry=%v sig=%s params=%q root=%q attrs=%q", c.Name, c.IsEntry, sig, params, c.Root.Name, c.Attrs)
		for _, in := range c.Instructions {
			var ops, ctrl, called []string
			for _, op := range in.Operands {
				ops = append(ops, op.Name)
			}
			for _, op := range in.ControlPredecessors {
				ctrl = append(ctrl, op.Name)
			}
			for _, cc := range in.Called {
				called = append(called, cc.Role+"="+cc.Computation.Name)
			}
			add("  %d %q root=%v %s %s ops=%q called=%q param=%d index=%d literal=%q o2o=%v ctrl=%q md=%q/%q/%d/%q attrs=%q",
				in.ID, in.Name, in.IsRoot, in.Opcode, dumpShape(in.Shape), ops, called, in.ParameterNumber, in.TupleIndex,
				in.Literal, in.OutputToOperandAliasing, ctrl, in.Meta().OpName, in.Meta().SourceFile,
				in.Meta().SourceLine, in.Meta().Raw, in.Attrs)
		}
	}
	return out
}

func dumpProgramShape(l ComputationLayout) string {
	var b strings.Builder
	for _, p := range l.Params {
		b.WriteString(dumpShape(p) + ";")
	}
	return "(" + b.String() + ")->" + dumpShape(l.Result)
}

// dumpShape writes every field of a shape, independently of the printer.
func dumpShape(s Shape) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s%v%v", s.Element, s.Dims, s.Dynamic)
	if l := s.Layout; l != nil {
		fmt.Fprintf(&b, "L%v%v/E%d/S%d/%q", l.MinorToMajor, l.Tiles, l.ElementSizeBits, l.MemorySpace, l.Extra)
	}
	if s.Tuple != nil {
		b.WriteString("(")
		for _, e := range s.Tuple {
			b.WriteString(dumpShape(e) + ";")
		}
		b.WriteString(")")
	}
	return b.String()
}
