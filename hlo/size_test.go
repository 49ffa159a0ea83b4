package hlo

import (
	"math"
	"testing"
	"unsafe"
)

// TestInstructionSize checks that an Instruction is at most 448 bytes on
// a 64-bit platform (616 with six 32-byte positions; 496 with 12-byte
// ones and its 56-byte Metadata inline; 448 with Metadata behind a
// pointer) and that a Pos is 12 bytes. Instructions are allocated in
// 32 KiB blocks (Instructions), so every byte counts: the 11,000-layer
// step makes about 350,000 of them between the parse and fusion.
func TestInstructionSize(t *testing.T) {
	if unsafe.Sizeof(uintptr(0)) != 8 {
		t.Skip("sizes are for 64-bit platforms")
	}
	if got := unsafe.Sizeof(Pos{}); got != 12 {
		t.Errorf("unsafe.Sizeof(Pos{}) = %d, want 12", got)
	}
	if got := unsafe.Sizeof(Instruction{}); got > 448 {
		t.Errorf("unsafe.Sizeof(Instruction{}) = %d, want at most 448", got)
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
