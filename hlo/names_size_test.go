package hlo

import (
	"fmt"
	"strings"
	"testing"
)

// TestSizeNames checks that the parser makes its map of instruction names
// once with room for the largest computation's body (sizeNames), not by
// growing it from empty, and that a body whose "}" does not start a line
// (its size unknown) still reports a duplicate name.
func TestSizeNames(t *testing.T) {
	const n = 500
	var b strings.Builder
	b.WriteString("HloModule m\n\nadd {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT s = f32[] add(a, b)\n}\n\nENTRY e {\n  x0 = f32[] parameter(0)\n")
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, "  x%d = f32[] negate(x%d)\n", i, i-1)
	}
	b.WriteString("  ROOT r = f32[] negate(x499)\n}\n")
	p := newParser("m.hlo", b.String())
	p.next()
	m := p.parseModule()
	if err := p.errors.Err(); err != nil {
		t.Fatal(err)
	}
	if got := len(m.Entry.Instructions); got != n+1 {
		t.Fatalf("%d instructions in the entry, want %d", got, n+1)
	}
	if p.namesRoom < n+1 {
		t.Errorf("names map made for %d names, want at least the entry's %d", p.namesRoom, n+1)
	}
	if len(p.names) != n+1 {
		t.Errorf("%d names after the entry, want %d", len(p.names), n+1)
	}

	// No "}" starts a line: the body's size is not known.
	closed := "HloModule m\nENTRY e { a = f32[] parameter(0)\n b = f32[] negate(a)\n c = f32[] negate(b)\n b = f32[] negate(c)\n ROOT d = f32[] negate(c) }\n"
	_, err := Parse("closed.hlo", []byte(closed))
	if err == nil || !strings.Contains(err.Error(), `closed.hlo:5:2: duplicate instruction name "b"`) {
		t.Errorf("body closed on its last line: error %v, want a duplicate name b at 5:2", err)
	}
}
