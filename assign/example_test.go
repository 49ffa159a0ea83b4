package assign_test

import (
	"fmt"
	"log"

	"github.com/planner-dev/planner/assign"
)

// This example packs four buffers into one arena. a and c are never live
// together, so they can share bytes; b is live beside both, and d only
// beside c. The lower bound L is the most bytes live at one time (a and b,
// or b and c: 96), and the plan meets it, so it is proved optimal. Verify
// re-checks the plan from the problem alone.
func ExampleSolve() {
	p := &assign.Problem{Buffers: []assign.Buffer{
		{ID: "a", Start: 0, End: 2, Size: 64},
		{ID: "b", Start: 0, End: 4, Size: 32},
		{ID: "c", Start: 2, End: 4, Size: 64},
		{ID: "d", Start: 4, End: 6, Size: 96},
	}}
	s, err := assign.Solve(p, assign.Options{})
	if err != nil {
		log.Fatal(err)
	}
	if err := assign.Verify(p, s); err != nil {
		log.Fatal(err)
	}
	for i, b := range p.Buffers {
		fmt.Printf("%s [%d,%d) %d bytes at offset %d\n", b.ID, b.Start, b.End, b.Size, s.Offsets[i])
	}
	fmt.Printf("L %d, peak %d, optimal %v\n", s.LowerBound, s.Peak, s.Optimal)
	// Output:
	// a [0,2) 64 bytes at offset 0
	// b [0,4) 32 bytes at offset 64
	// c [2,4) 64 bytes at offset 0
	// d [4,6) 96 bytes at offset 0
	// L 96, peak 96, optimal true
}
