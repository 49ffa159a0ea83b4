package hlo

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// printModules prints modules separated by "// -----" lines.
func printModules(mods []*Module) string {
	var parts []string
	for _, m := range mods {
		parts = append(parts, m.String())
	}
	return strings.Join(parts, "\n// -----\n\n")
}

// TestGolden parses each testdata/*.hlo, prints it, and compares the text
// with testdata/*.golden (rewritten with -update). The printed text must
// parse back to the same text.
func TestGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/*.hlo")
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata/*.hlo: %v", err)
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			mods, err := ParseFile(path)
			if err != nil {
				t.Fatal(err)
			}
			got := printModules(mods)
			golden := strings.TrimSuffix(path, ".hlo") + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			if diff := cmp.Diff(string(want), got); diff != "" {
				t.Errorf("printed text (-want +got):\n%s", diff)
			}
			again, err := Parse(golden, []byte(got))
			if err != nil {
				t.Fatalf("parsing the printed text: %v", err)
			}
			if diff := cmp.Diff(got, printModules(again)); diff != "" {
				t.Errorf("printed text after a round trip (-want +got):\n%s", diff)
			}
			for _, m := range mods {
				checkModule(t, m)
				roundTrip(t, m)
			}
		})
	}
}

// parseShapeText parses one shape with the parser's own production.
func parseShapeText(text string) (s Shape, err error) {
	p := newParser("", text)
	defer func() {
		if r := recover(); r != nil {
			switch r.(type) {
			case syncError, bailout:
				err = p.errors.Err()
			default:
				panic(r)
			}
		}
	}()
	p.next()
	s = p.parseShape()
	if p.tok.typ != itemEOF {
		p.fail("end of shape")
	}
	return s, p.errors.Err()
}

func TestShapeString(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{"f32[3,100]{1,0}", "f32[3,100]{1,0}"},
		{"f32[]", "f32[]"},
		{"pred[]", "pred[]"},
		{"(f32[2],   s32[])", "(f32[2], s32[])"},
		{"()", "()"},
		{"((), (f32[], (u8[1])))", "((), (f32[], (u8[1])))"},
		{"bf16[<=8,?]", "bf16[<=8,?]"},
		{"f32[8,128]{1,0:T(8,128)}", "f32[8,128]{1,0:T(8,128)}"},
		{"f32[8,128]{1,0:T(8,128)(2,1)}", "f32[8,128]{1,0:T(8,128)(2,1)}"},
		{"f16[]{:T(256)}", "f16[]{:T(256)}"},
		{"s4[256]{0:T(1024)(128)(2,1)E(4)S(1)}", "s4[256]{0:T(1024)(128)(2,1)E(4)S(1)}"},
		{"s4[256]{0:S(1)E(4)T(1024)}", "s4[256]{0:T(1024)E(4)S(1)}"},
		{"f32[2,2]{0,1:T(2,*)M(1)}", "f32[2,2]{0,1:T(2,*)M(1)}"},
		{"f32[4]{0:D(C)#(s32)*(u8)}", "f32[4]{0:D(C)#(s32)*(u8)}"},
		{"token[]", "token[]"},
		{"f8e4m3fn[1]", "f8e4m3fn[1]"},
		{"c128[2]{0}", "c128[2]{0}"},
		{"(f32[], /*index=1*/s32[])", "(f32[], s32[])"},
	}
	for _, tt := range tests {
		s, err := parseShapeText(tt.in)
		if err != nil {
			t.Errorf("%s: %v", tt.in, err)
			continue
		}
		if got := s.String(); got != tt.want {
			t.Errorf("%s: String() = %s, want %s", tt.in, got, tt.want)
		}
	}
}

func TestShapeFields(t *testing.T) {
	s, err := parseShapeText("bf16[<=8,?,4]{2,1,0:T(8,*)E(16)S(2)M(1)}")
	if err != nil {
		t.Fatal(err)
	}
	want := Shape{
		Element: "bf16",
		Dims:    []int64{8, -1, 4},
		Dynamic: []bool{true, true, false},
		Layout: &Layout{
			MinorToMajor:    []int{2, 1, 0},
			Tiles:           []Tile{{Dims: []int64{8, -1}}},
			ElementSizeBits: 16,
			MemorySpace:     2,
			Extra:           []string{"M(1)"},
		},
	}
	if diff := cmp.Diff(want, s); diff != "" {
		t.Errorf("shape (-want +got):\n%s", diff)
	}
	tup, err := parseShapeText("((), (f32[], s32[2]))")
	if err != nil {
		t.Fatal(err)
	}
	if !tup.IsTuple() || len(tup.Tuple) != 2 || !tup.Tuple[0].IsTuple() || len(tup.Tuple[0].Tuple) != 0 {
		t.Errorf("nested tuple parsed as %+v", tup)
	}
	if sub, ok := tup.Subshape(ShapeIndex{1, 1}); !ok || sub.String() != "s32[2]" {
		t.Errorf("Subshape({1,1}) = %v, %v", sub, ok)
	}
}

func TestPrintInstructions(t *testing.T) {
	// Each input is one entry computation; want is its printed body line
	// for the last instruction.
	tests := []struct {
		name, in, want string
	}{
		{"old form", "%a = f32[2]{0} parameter(0)\nROOT %b = f32[2]{0} add(f32[2]{0} %a, f32[2]{0} %a)",
			"ROOT b = f32[2]{0} add(a, a)"},
		{"percent kept when needed", "%1 = f32[] parameter(0)\n%ROOT = f32[] negate(%1)",
			"ROOT %ROOT = f32[] negate(%1)"},
		{"gte index first", "a = (f32[]) parameter(0)\nb = f32[] get-tuple-element(a), metadata={op_name=\"x\"}, index=0",
			`ROOT b = f32[] get-tuple-element(a), index=0, metadata={op_name="x"}`},
		{"control and metadata last", "a = f32[] parameter(0)\nb = f32[] negate(a), metadata={op_name=\"n\"}, control-predecessors={a}, sharding={replicated}",
			`ROOT b = f32[] negate(a), sharding={replicated}, control-predecessors={a}, metadata={op_name="n"}`},
		{"literal kept", "c = f32[2,2] constant({ {1, 2}, {3, 4} })",
			"ROOT c = f32[2,2] constant({ {1, 2}, {3, 4} })"},
		{"string literal", `c = u8[] constant("a)b")`, `ROOT c = u8[] constant("a)b")`},
		{"raw attrs", "a = f32[4,4] parameter(0)\nb = f32[4,4] convolution(a, a), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_o01i->bf01",
			"ROOT b = f32[4,4] convolution(a, a), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_o01i->bf01"},
		{"o2o", "a = f32[4] parameter(0)\nb = f32[4] custom-call(a), custom_call_target=\"x\", output_to_operand_aliasing={ {}: (0, {}) }",
			`ROOT b = f32[4] custom-call(a), output_to_operand_aliasing={{}: (0, {})}, custom_call_target="x"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := "HloModule m\nENTRY e {\n" + tt.in + "\n}\n"
			mods, err := Parse("", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(strings.TrimSpace(mods[0].String()), "\n")
			got := strings.TrimSpace(lines[len(lines)-2])
			if got != tt.want {
				t.Errorf("printed\n  %s\nwant\n  %s", got, tt.want)
			}
			roundTrip(t, mods[0])
		})
	}
}

func TestPrintMetadataFromFields(t *testing.T) {
	in := &Instruction{Name: "x", Opcode: "parameter", Shape: Shape{Element: "f32", Dims: []int64{}},
		Metadata: &Metadata{OpName: `a "b"`, SourceFile: "f.py", SourceLine: 7}}
	c := &Computation{Name: "e", IsEntry: true, Instructions: []*Instruction{in}, Root: in, Params: []*Instruction{in}}
	in.Parent = c
	m := &Module{Name: "m", Entry: c, Computations: []*Computation{c}}
	want := "HloModule m\n\nENTRY e {\n  ROOT x = f32[] parameter(0), metadata={op_name=\"a \\\"b\\\"\" source_file=\"f.py\" source_line=7}\n}\n"
	if got := m.String(); got != want {
		t.Errorf("printed\n%s\nwant\n%s", got, want)
	}
	mods, err := Parse("", []byte(want))
	if err != nil {
		t.Fatal(err)
	}
	md := mods[0].Entry.Root.Metadata
	if md.OpName != `a "b"` || md.SourceFile != "f.py" || md.SourceLine != 7 {
		t.Errorf("metadata read back as %+v", md)
	}
}
