package liveness

import "testing"

// TestConditionalCopiesPassThrough: when one branch passes its operand
// through and another defines its root, the operand (live across the
// conditional) is what is copied into the result, and the other
// branch's root is written straight into the result's buffer, as after
// XLA's copy insertion (copy_insertion.cc, AddCopiesForConditional and
// RemoveUnnecessaryCopies). Before, the operand took the result's
// buffer and the defined root was copied beside it: three f32[256] live
// at once inside the second branch, where two suffice.
func TestConditionalCopiesPassThrough(t *testing.T) {
	m := mod(t,
		comp("pass", false,
			in("p", f32(256), "parameter", 0)),
		comp("fill", false,
			in("p", tup(), "parameter", 0),
			in("z", f32(), "constant"),
			in("b", f32(256), "broadcast", "z")),
		comp("main", true,
			in("k", s32(), "parameter", 0),
			in("x", f32(256), "parameter", 1),
			in("e", f32(256), "exponential", "x"),
			in("u", tup(), "tuple"),
			in("c", f32(256), "conditional", "k", "e", "u", call{"branch_computations", "pass"}, call{"branch_computations", "fill"}),
			in("n", f32(256), "negate", "c"),
		),
	)
	r, err := Analyze(m, nil, dense)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Copies) != 1 || r.Copies[0].Of.Instruction.Name != "e" {
		var got []string
		for _, c := range r.Copies {
			got = append(got, c.Of.Instruction.Name+": "+c.Reason)
		}
		t.Errorf("copies %q, want one, of the operand e", got)
	}
	// Live at once at most: x (kept parameter), e and the result, and
	// the selector k and u's pointer table (8 bytes); a fourth f32[256]
	// is the copy beside the result.
	if want := int64(3*256*4 + 8); r.MaxLive != want {
		t.Errorf("MaxLive %d, want %d (x, e, the result, k and u)", r.MaxLive, want)
	}
}
