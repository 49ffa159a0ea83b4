package hlo

import (
	"math"
	"testing"
	"unsafe"
)

// TestInstructionSize checks that an Instruction is at most 408 bytes on
// a 64-bit platform (616 with six 32-byte positions; 496 with 12-byte
// ones, its 56-byte Metadata and 44 bytes of collective fields inline;
// 416 with both behind pointers; 408 with IsRoot beside the positions)
// and that a Pos is 12 bytes. Instructions are allocated in
// 32 KiB blocks (Instructions), so every byte counts: the 11,000-layer
// step makes about 350,000 of them between the parse and fusion.
func TestInstructionSize(t *testing.T) {
	if unsafe.Sizeof(uintptr(0)) != 8 {
		t.Skip("sizes are for 64-bit platforms")
	}
	if got := unsafe.Sizeof(Pos{}); got != 12 {
		t.Errorf("unsafe.Sizeof(Pos{}) = %d, want 12", got)
	}
	if got := unsafe.Sizeof(Instruction{}); got > 408 {
		t.Errorf("unsafe.Sizeof(Instruction{}) = %d, want at most 408", got)
	}
}

// TestPosFile checks that positions keep their file's name through the
// file table, that the zero Pos has none, and that positions compare
// equal exactly when file, line and column do.
func TestPosFile(t *testing.T) {
	a := NewPos("a.hlo", 3, 7)
	b := NewPos("b.hlo", 3, 7)
	if a.File() != "a.hlo" || b.File() != "b.hlo" {
		t.Errorf("File() = %q, %q; want a.hlo, b.hlo", a.File(), b.File())
	}
	if got := a.String(); got != "a.hlo:3:7" {
		t.Errorf("String() = %q, want a.hlo:3:7", got)
	}
	if a == b || !a.Equal(NewPos("a.hlo", 3, 7)) {
		t.Errorf("a.hlo:3:7 and b.hlo:3:7 compare wrong: a == b is %v", a == b)
	}
	if (Pos{}).File() != "" || NewPos("", 0, 0) != (Pos{}) {
		t.Errorf("the zero Pos has file %q; NewPos(\"\", 0, 0) = %#v", (Pos{}).File(), NewPos("", 0, 0))
	}
	if got := NewPos("", math.MaxInt, -5); got.Line != math.MaxInt32 || got.Col != 0 {
		t.Errorf("NewPos(\"\", math.MaxInt, -5) = %d:%d, want saturated %d:0", got.Line, got.Col, math.MaxInt32)
	}
}

// TestMetadataPointer checks that an instruction without metadata={...}
// has a nil Metadata (the 56 bytes are not paid for it), that Meta reads
// the zero Metadata then, that an instruction with metadata keeps its
// fields, and that both print back as they were written.
func TestMetadataPointer(t *testing.T) {
	src := `HloModule m

ENTRY e {
  p = f32[4] parameter(0)
  ROOT n = f32[4] negate(p), metadata={op_name="jit(f)/neg" source_file="f.py" source_line=3}
}
`
	mods, err := Parse("m.hlo", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	e := mods[0].Entry
	p, n := e.Instructions[0], e.Root
	if p.Metadata != nil {
		t.Errorf("parameter p: Metadata = %+v, want nil", *p.Metadata)
	}
	if got := p.Meta(); got != (Metadata{}) {
		t.Errorf("parameter p: Meta() = %+v, want the zero Metadata", got)
	}
	if n.Metadata == nil {
		t.Fatal("negate n: Metadata = nil, want op_name, source_file and source_line")
	}
	if md := n.Meta(); md.OpName != "jit(f)/neg" || md.SourceFile != "f.py" || md.SourceLine != 3 {
		t.Errorf("negate n: Meta() = %+v", md)
	}
	if got := mods[0].String(); got != src {
		t.Errorf("printed back:\n%s\nwant:\n%s", got, src)
	}
}

// TestCollectivePointer checks that only an instruction with
// replica_groups or channel_id has a Collective, that Groups and Channel
// read both kinds, and that the groups' position is kept for the
// verifier's errors.
func TestCollectivePointer(t *testing.T) {
	src := `HloModule m, num_partitions=4

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

ENTRY e {
  p = f32[4] parameter(0)
  ROOT r = f32[4] all-reduce(p), channel_id=3, replica_groups={{0,1},{2,3}}, to_apply=add
}
`
	mods, err := Parse("m.hlo", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	e := mods[0].Entry
	p, r := e.Instructions[0], e.Root
	if p.Collective != nil || p.Groups() != nil || p.Channel() != 0 {
		t.Errorf("parameter p: Collective = %+v, Groups() = %v, Channel() = %d; want nil, nil, 0", p.Collective, p.Groups(), p.Channel())
	}
	if r.Collective == nil {
		t.Fatal("all-reduce r: Collective = nil")
	}
	if got := FormatGroups(r.Groups()); got != "{{0,1},{2,3}}" || r.Channel() != 3 {
		t.Errorf("all-reduce r: Groups() = %s, Channel() = %d; want {{0,1},{2,3}}, 3", got, r.Channel())
	}
	if got := r.Collective.ReplicaGroupsPos.String(); got != "m.hlo:11:63" {
		t.Errorf("all-reduce r: ReplicaGroupsPos = %s, want m.hlo:11:63", got)
	}
}
