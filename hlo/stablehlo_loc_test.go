package hlo

import (
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// locModule is a module whose one op (a negate) has location op, whose
// argument has location arg, with defs before the module and after after
// it.
func locModule(defs, arg, op, after string) string {
	return defs + "module @jit_f {\n  func.func public @main(%arg0: tensor<2xf32> loc(" + arg + ")) -> tensor<2xf32> {\n" +
		"    %0 = stablehlo.negate %arg0 : tensor<2xf32> loc(" + op + ")\n    return %0 : tensor<2xf32> loc(#loc)\n  } loc(#loc)\n} loc(#loc)\n" +
		"#loc = loc(unknown)\n" + after
}

// metaOf returns "opcode: op_name @ file:line" for every instruction of
// the entry with metadata, in order.
func metaOf(m *Module) []string {
	var out []string
	for _, in := range m.Entry.Instructions {
		md := in.Meta()
		if md.OpName == "" && md.SourceFile == "" {
			continue
		}
		s := in.Opcode + ": " + md.OpName
		if md.SourceFile != "" {
			s += " @ " + md.SourceFile + ":" + strconv.Itoa(md.SourceLine)
		}
		out = append(out, s)
	}
	return out
}

// TestStableHLOLocations reads the locations of
// as_text(debug_info=True) into the metadata XLA's export writes
// (location_exporter.cc): op_name from the outer names, the source from
// the innermost frame, aliases defined after their use.
func TestStableHLOLocations(t *testing.T) {
	for _, tc := range []struct {
		name                string
		defs, arg, op, tail string
		want                []string
	}{
		{"none", "", "unknown", "unknown", "", nil},
		{"inline name", "", `"x"`, `"jit(f)/neg"`, "", []string{"parameter: x", "negate: jit(f)/neg"}},
		{"file only", "", "unknown", `"m.py":3:4`, "", []string{"negate:  @ m.py:3"}},
		{"range", "", "unknown", `"m.py":3:4 to 5:6`, "", []string{"negate:  @ m.py:3"}},
		{"range same line", "", "unknown", `"m.py":3:4 to :9`, "", []string{"negate:  @ m.py:3"}},
		// JAX's shape: a name over a call site whose callee is the user's
		// function over its line, called from <module>.
		{"jax callsite", "#loc1 = loc(\"x\")\n", "#loc1", "#loc9",
			"#loc3 = loc(\"m.py\":12:8 to :20)\n#loc4 = loc(\"m.py\":40:0)\n#loc5 = loc(\"f.<locals>.g\"(#loc3))\n#loc6 = loc(\"<module>\"(#loc4))\n#loc7 = loc(callsite(#loc5 at #loc6))\n#loc9 = loc(\"jit(f)/jvp()/neg\"(#loc7))\n",
			[]string{"parameter: x", "negate: jit(f)/jvp()/neg @ m.py:12"}},
		// The caller gives the line when the callee has none.
		{"caller line", "", "unknown", `callsite("g" at "m.py":7:1)`, "", []string{"negate: g @ m.py:7"}},
		// Fused: names joined by ';', the first file location.
		{"fused", "", "unknown", `fused["a", "b"("m.py":2:1), "m.py":9:9]`, "", []string{"negate: a;b @ m.py:2"}},
		{"fused metadata", "", "unknown", `fused<"tag">["a"]`, "", []string{"negate: a"}},
		// An op type ("jit:") is no name; a name is cut at '@'.
		{"op type", "", "unknown", `fused["jit:", "neg@x"]`, "", []string{"negate: neg"}},
		// MLIR's escapes in a string.
		{"escapes", "", "unknown", `"a\22b\\c"`, "", []string{`negate: a"b\c`}},
		// Brackets in a name stay inside metadata's quoted string.
		{"brackets", "", "unknown", `"f/{x}[0]} (y"`, "", []string{`negate: f/{x}[0]} (y`}},
	} {
		src := locModule(tc.defs, tc.arg, tc.op, tc.tail)
		mods, err := Parse("t.mlir", []byte(src))
		if err != nil {
			t.Errorf("%s: %v\n%s", tc.name, err, src)
			continue
		}
		if diff := cmp.Diff(tc.want, metaOf(mods[0])); diff != "" {
			t.Errorf("%s: metadata (-want +got):\n%s", tc.name, diff)
		}
		// The module prints and reads back with its metadata.
		again, err := Parse("again.hlo", []byte(mods[0].String()))
		if err != nil {
			t.Fatalf("%s: printed module does not parse: %v", tc.name, err)
		}
		if diff := cmp.Diff(tc.want, metaOf(again[0])); diff != "" {
			t.Errorf("%s: metadata after printing (-want +got):\n%s", tc.name, diff)
		}
	}
}

// TestStableHLOLocationsJAX reads a dump of as_text(debug_info=True)
// (testdata/stablehlo/gen/locinfo.py): every op of the MLP step's entry
// has the op_name JAX wrote and a line of the generator.
func TestStableHLOLocationsJAX(t *testing.T) {
	src, err := os.ReadFile("../testdata/stablehlo/locmlp.debuginfo.mlir")
	if err != nil {
		t.Fatal(err)
	}
	mods, err := Parse("locmlp.debuginfo.mlir", src)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, s := range metaOf(mods[0]) {
		got[s] = true
	}
	for _, want := range []string{
		"parameter: w[0]",
		"dot: jit(mlp_step)/jvp()/dot_general @ gen/locinfo.py:31",
		"subtract: jit(mlp_step)/jvp()/sub @ gen/locinfo.py:33",
		"subtract: jit(mlp_step)/sub @ gen/locinfo.py:35",
	} {
		if !got[want] {
			t.Errorf("no instruction with %q in %v", want, metaOf(mods[0]))
		}
	}
}

// stablehloLocErrors are hostile locations: each is one positioned error.
var stablehloLocErrors = []struct{ defs, op, tail, want string }{
	{"", "#loc9", "", `t.mlir:3:53: location alias #loc9 is not defined`},
	{"", "#loc1", "#loc1 = loc(#loc2)\n#loc2 = loc(\"a\"(#loc1))\n", `location alias #loc1 refers to itself`},
	{"", "#loc1", "#loc1 = loc(#loc1)\n", `t.mlir:8:13: location alias #loc1 refers to itself`},
	{"#loc1 = loc(\"a\")\n", "#loc1", "#loc1 = loc(\"b\")\n", `location alias #loc1 defined twice`},
	{"#map = affine_map<(d0) -> (d0)>\n", "unknown", "", `t.mlir:1:1: alias #map is not a location`},
	{"", `callsite("a" "b")`, "", `expected "at" in callsite`},
	{"", `"m.py":x`, "", `expected a line or column number`},
	{"", `"a"("b"`, "", `expected ")" in the location`},
	{"", `nowhere`, "", `t.mlir:3:53: expected a location`},
	{"", `fused["a"`, "", `expected "," in the location`},
	{"", strings.Repeat(`"a"(`, 2000) + `"b"` + strings.Repeat(")", 2000), "", `locations nested more than 1000 deep`},
}

func TestStableHLOLocationErrors(t *testing.T) {
	for _, tc := range stablehloLocErrors {
		src := locModule(tc.defs, "unknown", tc.op, tc.tail)
		_, err := Parse("t.mlir", []byte(src))
		var list ErrorList
		if !errors.As(err, &list) || len(list) != 1 {
			t.Errorf("Parse(%q) = %v, want one error", clipText(src, 200), err)
			continue
		}
		if !strings.Contains(list[0].Error(), tc.want) || !strings.HasPrefix(list[0].Error(), "t.mlir:") {
			t.Errorf("error %q, want %q", list[0].Error(), tc.want)
		}
	}
	// A chain of aliases deeper than the bound, and a fused tree whose
	// names double at each level, end in bounded time and memory.
	var b strings.Builder
	for i := 1; i < 3000; i++ {
		b.WriteString("#l" + strconv.Itoa(i) + " = loc(\"n\"(#l" + strconv.Itoa(i+1) + "))\n")
	}
	b.WriteString("#l3000 = loc(\"m.py\":1:1)\n")
	if _, err := Parse("t.mlir", []byte(locModule("", "unknown", "#l1", b.String()))); err == nil || !strings.Contains(err.Error(), "nested more than") {
		t.Errorf("a chain of 3000 aliases: %v, want the depth bound", err)
	}
	b.Reset()
	for i := 1; i < 80; i++ {
		b.WriteString("#l" + strconv.Itoa(i) + " = loc(fused[#l" + strconv.Itoa(i+1) + ", #l" + strconv.Itoa(i+1) + "])\n")
	}
	b.WriteString("#l80 = loc(\"n\")\n")
	mods, err := Parse("t.mlir", []byte(locModule("", "unknown", "#l1", b.String())))
	if err != nil {
		t.Fatal(err)
	}
	if md := mods[0].Entry.Root.Meta(); strings.Count(md.OpName, ";") != maxLocNames-1 {
		t.Errorf("op_name of a doubling fused tree has %d names, want %d", strings.Count(md.OpName, ";")+1, maxLocNames)
	}
}

// TestStackFrameLines reads the lines of as_text(dialect="hlo",
// debug_info=True), which XLA writes as stack_frame_ids into the module's
// StackFrames tables (frames.go), and holds them to the lines the
// StableHLO reader takes from the same program's locations: every
// program of gen/locinfo.py names the same set of lines both ways.
func TestStackFrameLines(t *testing.T) {
	files, _ := filepath.Glob("../testdata/stablehlo/*.debuginfo.hlo")
	if len(files) < 4 {
		t.Fatalf("want the four dumps of gen/locinfo.py, found %v", files)
	}
	lines := func(name string) []string {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		mods, err := Parse(filepath.Base(name), src)
		if err != nil {
			t.Fatal(err)
		}
		set := map[string]bool{}
		for _, c := range mods[0].Computations {
			for _, in := range c.Instructions {
				if md := in.Meta(); md.SourceFile != "" {
					set[md.SourceFile+":"+strconv.Itoa(md.SourceLine)] = true
				}
			}
		}
		var out []string
		for s := range set {
			out = append(out, s)
		}
		sort.Strings(out)
		return out
	}
	for _, hloFile := range files {
		mlir := strings.TrimSuffix(hloFile, ".hlo") + ".mlir"
		h, m := lines(hloFile), lines(mlir)
		if len(h) == 0 {
			t.Errorf("%s: no source lines", hloFile)
		}
		if diff := cmp.Diff(m, h); diff != "" {
			t.Errorf("%s: lines (-StableHLO +HLO):\n%s", filepath.Base(hloFile), diff)
		}
	}
}
