package hlo

import (
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestFeatures checks the fields the parser fills for testdata/features.hlo.
func TestFeatures(t *testing.T) {
	mods, err := ParseFile("testdata/features.hlo")
	if err != nil {
		t.Fatal(err)
	}
	if len(mods) != 3 {
		t.Fatalf("got %d modules, want 3", len(mods))
	}
	old, nw, bare := mods[0], mods[1], mods[2]

	// Header.
	if old.Name != "old_form" || !old.IsScheduled || nw.IsScheduled {
		t.Errorf("names/is_scheduled: %q %v %v", old.Name, old.IsScheduled, nw.IsScheduled)
	}
	if got := old.Pos.String(); got != "testdata/features.hlo:4:1" {
		t.Errorf("module position %s", got)
	}
	if old.EntryLayout == nil || old.EntryLayout.String() != "(f32[2,3]{1,0}, s32[])->(f32[2,3]{1,0}, s32[])" {
		t.Errorf("entry layout %v", old.EntryLayout)
	}
	wantAlias := []Alias{
		{OutputIndex: ShapeIndex{0}, Param: 0, ParamIndex: nil, Kind: "may-alias", Pos: NewPos("testdata/features.hlo", 4, 147)},
	}
	if diff := cmp.Diff(wantAlias, old.InputOutputAlias); diff != "" {
		t.Errorf("input_output_alias (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]Donor{{Param: 1, Pos: NewPos("testdata/features.hlo", 4, 203)}}, old.BufferDonors); diff != "" {
		t.Errorf("buffer_donor (-want +got):\n%s", diff)
	}
	wantAttrs := []Attr{
		{"allow_spmd_sharding_propagation_to_output", "{true,true}"},
		{"frontend_attributes", `{fingerprint_before_lhs="a,b"}`},
	}
	if diff := cmp.Diff(wantAttrs, old.Attrs); diff != "" {
		t.Errorf("header attrs (-want +got):\n%s", diff)
	}
	if len(old.FrameTables) != 4 || old.FrameTables[3] != "StackFrames\n1 {file_location_id=1 parent_frame_id=1}" {
		t.Errorf("frame tables %q", old.FrameTables)
	}

	// Old form: signatures, parameters by number, operands through inline
	// shapes, called computations, control predecessors, metadata.
	add := old.Computation("add.1")
	if add == nil || add.Signature == nil || add.Signature.String() != "(f32[], f32[])->f32[]" {
		t.Fatalf("add.1 signature: %+v", add)
	}
	main := old.Entry
	if main.Name != "main.9" || main.Params[0].Name != "p0" || main.Params[1].Name != "p1" {
		t.Errorf("entry %s params %s %s", main.Name, main.Params[0].Name, main.Params[1].Name)
	}
	r := main.Instructions[3]
	if r.Opcode != "reduce" || len(r.Operands) != 2 || r.Operands[0] != main.Params[0] ||
		r.CalledComputation("to_apply") != add {
		t.Errorf("reduce: %+v", r)
	}
	b := main.Instructions[4]
	if len(b.ControlPredecessors) != 1 || b.ControlPredecessors[0].Name != "c" {
		t.Errorf("control predecessors of b: %v", b.ControlPredecessors)
	}
	md := add.Root.Metadata
	if md.OpName != "add" || md.SourceFile != "model.py" || md.SourceLine != 3 {
		t.Errorf("metadata %+v", md)
	}
	if main.Root.Name != "t" || !main.Root.IsRoot || main.Root.Pos.Line != 31 || main.Root.Pos.Col != 8 {
		t.Errorf("root %s at %s", main.Root.Name, main.Root.Pos)
	}
	if add.Root.ID != 2 || main.Instructions[0].ID != 3 {
		t.Errorf("IDs %d %d, want 2 3", add.Root.ID, main.Instructions[0].ID)
	}

	// New form.
	e := nw.Entry
	if e.Name != "main" || nw.Computations[0] != e {
		t.Errorf("entry of new_form is %s", e.Name)
	}
	byName := func(name string) *Instruction {
		for _, in := range e.Instructions {
			if in.Name == name {
				return in
			}
		}
		t.Fatalf("no instruction %s", name)
		return nil
	}
	if g := byName("g"); g.TupleIndex != 0 || g.Shape.String() != "(f32[], (s32[2], pred[]))" {
		t.Errorf("g: index %d shape %s", g.TupleIndex, g.Shape)
	}
	if k := byName("big"); k.Literal != "{ { 1, 2 }, { 3, 4 } }" {
		t.Errorf("literal %q", k.Literal)
	}
	w := byName("w")
	if w.CalledComputation("condition") != nw.Computation("cond") || w.CalledComputation("body") != nw.Computation("body") {
		t.Errorf("while calls %+v", w.Called)
	}
	if diff := cmp.Diff([]Attr{{"backend_config", `{"known_trip_count":{"n":"7"}}`}}, w.Attrs); diff != "" {
		t.Errorf("while attrs (-want +got):\n%s", diff)
	}
	if cd := byName("cd"); len(cd.Called) != 2 || cd.Called[1].Role != "branch_computations" {
		t.Errorf("conditional calls %+v", cd.Called)
	}
	cc := byName("cc")
	if diff := cmp.Diff([]OperandAlias{{OutputIndex: nil, Operand: 0, OperandIndex: nil}}, cc.OutputToOperandAliasing); diff != "" {
		t.Errorf("output_to_operand_aliasing (-want +got):\n%s", diff)
	}
	wantCC := []Attr{
		{"custom_call_target", `"__cublas$lt$matmul"`},
		{"api_version", "API_VERSION_STATUS_RETURNING"},
		{"backend_config", `{"gemm":{"alpha":[1,2]},"s":"a, b}"}`},
	}
	if diff := cmp.Diff(wantCC, cc.Attrs); diff != "" {
		t.Errorf("custom-call attrs (-want +got):\n%s", diff)
	}
	out := e.Root
	if out.Name != "out" || out.Meta().SourceFile != `/tmp/a "b".py` || out.Meta().SourceLine != 12 {
		t.Errorf("root %s metadata %+v", out.Name, out.Metadata)
	}
	if p := byName("p"); !p.Shape.Dynamic[0] || p.Shape.Dims[1] != -1 {
		t.Errorf("dynamic shape %+v", p.Shape)
	}

	// No header: named after the file; the last computation is the entry.
	if bare.Name != "features" || bare.Entry.Name != "main" || !bare.Entry.IsEntry || bare.Computations[0].IsEntry {
		t.Errorf("bare module %q entry %q", bare.Name, bare.Entry.Name)
	}
	if y := bare.Entry.Root; y.Name != "y" || !y.IsRoot {
		t.Errorf("bare root %s", y.Name)
	}
}

// TestNoPanic feeds prefixes of a feature-rich module to Parse: every cut
// must give modules or an error, never a panic.
func TestNoPanic(t *testing.T) {
	mods, err := ParseFile("testdata/features.hlo")
	if err != nil {
		t.Fatal(err)
	}
	src := printModules(mods)
	for i := 0; i <= len(src); i += 7 {
		ms, err := Parse("cut.hlo", []byte(src[:i]))
		if err == nil {
			for _, m := range ms {
				checkModule(t, m)
			}
		}
	}
}

// TestTupleElementOperand checks XLA's newer operand form "name#k" (jaxlib
// 0.11's dumps write no get-tuple-element instruction): each element read
// becomes one get-tuple-element of the tuple, defined before its first
// reader, shared by every reader of the same element; the printed module
// writes it out and parses back to the same text.
func TestTupleElementOperand(t *testing.T) {
	src := `HloModule m, is_scheduled=true
ENTRY e {
  %p = f32[2]{0} parameter(0)
  %t = (f32[2]{0}, u8[16]{0}) custom-call(%p), custom_call_target="c"
  %a = f32[2]{0} add(%t#0, %t#0)
  ROOT %r = (f32[2]{0}, u8[16]{0}) tuple(%a, %t#1)
}
`
	mods, err := Parse("t.hlo", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, in := range mods[0].Entry.Instructions {
		s := in.Name + "=" + in.Opcode
		if in.Opcode == "get-tuple-element" {
			s += "(" + in.Operands[0].Name + "," + strconv.Itoa(in.TupleIndex) + ")" + in.Shape.String()
		}
		got = append(got, s)
	}
	want := []string{"p=parameter", "t=custom-call", "t.element0=get-tuple-element(t,0)f32[2]{0}",
		"a=add", "t.element1=get-tuple-element(t,1)u8[16]{0}", "r=tuple"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("instructions (-want +got):\n%s", diff)
	}
	a := mods[0].Entry.Instructions[3]
	if a.Operands[0] != a.Operands[1] {
		t.Errorf("two reads of t#0 made two instructions")
	}
	printed := mods[0].String()
	again, err := Parse("again.hlo", []byte(printed))
	if err != nil {
		t.Fatalf("printed module does not parse: %v\n%s", err, printed)
	}
	if again[0].String() != printed {
		t.Errorf("print, parse, print differs:\n%s\n%s", printed, again[0].String())
	}
}
