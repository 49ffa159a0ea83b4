package memspace

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// nestModule is a module of depth while loops nested in one another, each
// with XLA's known_trip_count trips, the innermost adding into an
// f32[1024] carried through every level.
func nestModule(depth int, trips int64) string {
	var b strings.Builder
	b.WriteString("HloModule nest, is_scheduled=true\n\ncond {\n  p = f32[1024] parameter(0)\n  ROOT f = pred[] constant(false)\n}\n\n")
	b.WriteString("body0 {\n  p = f32[1024] parameter(0)\n  ROOT a = f32[1024] add(p, p)\n}\n\n")
	for k := 1; k <= depth; k++ {
		fmt.Fprintf(&b, "body%d {\n  p = f32[1024] parameter(0)\n  ROOT w = f32[1024] while(p), condition=cond, body=body%d, backend_config={\"known_trip_count\":{\"n\":\"%d\"}}\n}\n\n", k, k-1, trips)
	}
	fmt.Fprintf(&b, "ENTRY e {\n  p = f32[1024] parameter(0)\n  ROOT w = f32[1024] while(p), condition=cond, body=body%d, backend_config={\"known_trip_count\":{\"n\":\"%d\"}}\n}\n", depth, trips)
	return b.String()
}

// TestNestOverflow: the statistics of a 200-deep nest of loops of 1,000
// trips each cannot be counted in an int64 (they printed "bytes from slow
// -2.38EiB"): Assign refuses the module with a positioned error at the
// while that takes the count past 2^62. A nest of 4 (3 in the entry's loop) is counted, and its
// bytes are the exact product: 1000^4 passes of the innermost add.
func TestNestOverflow(t *testing.T) {
	m, lv, tgt := analyzed(t, nestModule(200, 1000))
	_, err := Assign(m, lv, Options{Capacity: 256 << 10, Target: tgt})
	var list hlo.ErrorList
	if !errors.As(err, &list) || !strings.Contains(err.Error(), "more than 2^62") {
		t.Fatalf("err = %v, want a positioned error about the trip counts", err)
	}
	if list[0].Pos.Line == 0 {
		t.Errorf("error %v has no line", err)
	}

	m4, lv4, tgt := analyzed(t, nestModule(3, 1000))
	asg, err := Assign(m4, lv4, Options{Capacity: 256 << 10, Target: tgt})
	if err != nil {
		t.Fatal(err)
	}
	// The add reads 4 KiB and writes 4 KiB, 10^12 times.
	if got, want := asg.BytesFast+asg.BytesSlow, int64(8192)*1_000_000_000_000; got < want || got < 0 {
		t.Errorf("bytes moved %d, want at least %d", got, want)
	}
}
