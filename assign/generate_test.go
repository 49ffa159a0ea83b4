package assign

import (
	"reflect"
	"testing"
)

// TestGenerateProblemKinds checks every kind of GenerateProblem: n buffers,
// each live at least one step with a positive size, the same problem for
// the same seed, and for the nested kinds the shape they are named for.
func TestGenerateProblemKinds(t *testing.T) {
	for _, kind := range ProblemKinds {
		for _, n := range []int{1, 2, 23, 283, 1000} {
			p := GenerateProblem(kind, n, 1)
			if len(p.Buffers) != n {
				t.Fatalf("%s %d: %d buffers", kind, n, len(p.Buffers))
			}
			if err := validate(p); err != nil {
				t.Fatalf("%s %d: %v", kind, n, err)
			}
			if q := GenerateProblem(kind, n, 1); !reflect.DeepEqual(p, q) {
				t.Fatalf("%s %d: two problems from one seed differ", kind, n)
			}
		}
	}
	if GenerateProblem("nope", 10, 1) != nil {
		t.Error("an unknown kind gave a problem")
	}
	// training: the activations (every fourth buffer) nest: each one
	// starts after and ends before the one of the layer before it.
	p := GenerateProblem("training", 400, 1)
	for i := 4; i < len(p.Buffers); i += 4 {
		a, b := p.Buffers[i-4], p.Buffers[i]
		if !(a.Start < b.Start && b.End < a.End) {
			t.Fatalf("training: activation %d [%d,%d) not inside %d [%d,%d)", i, b.Start, b.End, i-4, a.Start, a.End)
		}
	}
	// pipeline: at most 4 microbatches' activations (8 each) live at once
	// on the first stage of a 4-stage 1F1B schedule, and that many are.
	p = GenerateProblem("pipeline", 24*40, 1)
	live := map[int64]int{}
	for _, b := range p.Buffers {
		if b.End-b.Start > 1 {
			for t := b.Start; t < b.End; t++ {
				live[t]++
			}
		}
	}
	most := 0
	for _, c := range live {
		most = max(most, c)
	}
	if most > 4*8 || most < 3*8 {
		t.Errorf("pipeline: %d activations live at once, want 24 to 32", most)
	}
}
