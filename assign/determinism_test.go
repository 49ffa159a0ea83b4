package assign

import (
	"fmt"
	"runtime"
	"slices"
	"testing"

	"github.com/planner-dev/planner/internal/cpuload"
)

// TestSolveSameUnderLoad solves a problem on which the exact search runs
// out of its node budget, once with GOMAXPROCS=1 and once with every
// processor while goroutines keep them busy, and checks that the plans are
// identical: without Options.Budget nothing stops on the clock.
func TestSolveSameUnderLoad(t *testing.T) {
	r := newRand(9)
	p := &Problem{}
	odd := []int64{1, 3, 7, 11, 13, 17, 19, 23}
	for i := range 600 {
		s, d := int64(r.intn(120)), int64(1+r.intn(29))
		p.Buffers = append(p.Buffers, Buffer{ID: fmt.Sprint(i), Start: s, End: s + d, Size: odd[r.intn(8)] * int64(1+r.intn(99))})
	}
	opt := Options{SearchNodes: 4000}
	prev := runtime.GOMAXPROCS(1)
	quiet, err := Solve(p, opt)
	runtime.GOMAXPROCS(prev)
	if err != nil {
		t.Fatal(err)
	}
	stop := cpuload.Start()
	busy, err := Solve(p, opt)
	stop()
	if err != nil {
		t.Fatal(err)
	}
	if quiet.Optimal {
		t.Fatalf("the search proved the plan optimal: the problem no longer tests a search cut short")
	}
	if quiet.Peak != busy.Peak || !slices.Equal(quiet.Offsets, busy.Offsets) || quiet.Stats.Nodes != busy.Stats.Nodes {
		t.Errorf("plans differ: peak %d (%d nodes) with GOMAXPROCS=1, %d (%d nodes) under load", quiet.Peak, quiet.Stats.Nodes, busy.Peak, busy.Stats.Nodes)
	}
}
