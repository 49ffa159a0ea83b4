package optimize

import (
	"fmt"
	"testing"
)

// TestParamNameAsUnique checks that paramName, which skips the lookup of
// param_k once it is taken, names as uniqueName("param_k") would: against
// a module that already has param_0, param_0.2 and param_1.1, over a mix
// of parameter numbers and other names on the same stems.
func TestParamNameAsUnique(t *testing.T) {
	src := `HloModule m
ENTRY e {
  param_0 = f32[2] parameter(0)
  param_0.2 = f32[2] negate(param_0)
  param_1.1 = f32[2] negate(param_0.2)
  ROOT param_3 = f32[2] negate(param_1.1)
}
`
	fast := newState(parseOne(t, src), Options{Rules: CPU}, &Report{})
	slow := newState(parseOne(t, src), Options{Rules: CPU}, &Report{})
	steps := []int{0, 0, 1, 3, 0, 2, 2, -1, 1, 3, 0, -1, 0}
	for i, k := range steps {
		var got, want string
		if k < 0 { // another base on a parameter's stem
			got, want = fast.uniqueName("param_0.7"), slow.uniqueName("param_0.7")
		} else {
			got, want = fast.paramName(k), slow.uniqueName(fmt.Sprintf("param_%d", k))
		}
		if got != want {
			t.Fatalf("step %d (k=%d): paramName gave %q, uniqueName %q", i, k, got, want)
		}
	}
	if len(fast.names) != len(slow.names) {
		t.Errorf("%d names reserved, uniqueName reserved %d", len(fast.names), len(slow.names))
	}
}

// TestVisitMarks checks that each visitMarks set starts empty and that
// test reports a second mark, past the slice's length and across a wrap
// of the generation.
func TestVisitMarks(t *testing.T) {
	s := &state{}
	for round := 0; round < 3; round++ {
		m := s.visitMarks()
		for _, id := range []int{5, 0, 100, 7} {
			if m.test(id) {
				t.Fatalf("round %d: %d marked before its first test", round, id)
			}
			if !m.test(id) {
				t.Fatalf("round %d: %d not marked after its test", round, id)
			}
		}
		if round == 1 {
			s.gen = ^uint32(0) // the next set wraps
		}
	}
}
