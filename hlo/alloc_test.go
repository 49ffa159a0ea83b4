package hlo

import (
	"reflect"
	"testing"
)

// TestInstructionsNew takes instructions across several blocks: each is
// zero when handed out, none is handed out twice, and one written does not
// change another.
func TestInstructionsNew(t *testing.T) {
	if instructionsPerBlock < 1 {
		t.Fatalf("instructionsPerBlock = %d, want at least 1", instructionsPerBlock)
	}
	var a Instructions
	n := 3*instructionsPerBlock + 1
	seen := make(map[*Instruction]int, n)
	all := make([]*Instruction, 0, n)
	for i := range n {
		in := a.New()
		if j, ok := seen[in]; ok {
			t.Fatalf("New #%d returned the instruction of #%d again", i, j)
		}
		if !reflect.DeepEqual(*in, Instruction{}) {
			t.Fatalf("New #%d returned a non-zero instruction: %+v", i, *in)
		}
		seen[in] = i
		in.ID = i
		in.Name = "x"
		all = append(all, in)
	}
	for i, in := range all {
		if in.ID != i || in.Name != "x" {
			t.Fatalf("instruction #%d reads ID %d name %q after the others were written", i, in.ID, in.Name)
		}
	}
}
