package planner_test

import (
	"fmt"
	"log"

	planner "github.com/planner-dev/planner"
	"github.com/planner-dev/planner/hlo"
)

// This example plans a small module: a chain of unary ops whose
// temporaries can share one buffer.
func Example() {
	src := []byte(`HloModule chain

ENTRY %main (p: f32[8,128]) -> f32[8,128] {
  %p = f32[8,128]{1,0} parameter(0)
  %e = f32[8,128]{1,0} exponential(%p)
  %t = f32[8,128]{1,0} tanh(%e)
  ROOT %n = f32[8,128]{1,0} negate(%t)
}
`)
	mods, err := hlo.Parse("chain.hlo", src)
	if err != nil {
		log.Fatal(err)
	}
	res, err := planner.Plan(mods[0], planner.Config{})
	if err != nil {
		log.Fatal(err)
	}
	s := res.Stats
	fmt.Printf("%d buffers, L = %d bytes, peak = %d bytes, optimal: %v\n", s.Buffers, s.LowerBound, s.Peak, s.Optimal)
	// Output:
	// 2 buffers, L = 8192 bytes, peak = 8192 bytes, optimal: true
}
