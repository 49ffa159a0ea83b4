package main

import (
	"runtime/debug"
	"testing"
)

// TestTuneGC checks that the HLO pipeline's commands raise the collector's
// target unless GOGC sets one, and that the others keep it.
func TestTuneGC(t *testing.T) {
	orig := debug.SetGCPercent(100)
	defer debug.SetGCPercent(orig)
	for _, tc := range []struct {
		args []string
		gogc string
		want int
	}{
		{[]string{"plan", "x.hlo"}, "", hloGCPercent},
		{[]string{"explain"}, "", hloGCPercent},
		{[]string{"optimize", "x.hlo"}, "", hloGCPercent},
		{[]string{"plan", "x.hlo"}, "50", 100},
		{[]string{"pack", "x.csv"}, "", 100},
		{[]string{"verify", "p.json"}, "", 100},
		{nil, "", 100},
	} {
		debug.SetGCPercent(100)
		tuneGC(tc.args, tc.gogc)
		if got := debug.SetGCPercent(100); got != tc.want {
			t.Errorf("tuneGC(%q, GOGC=%q): GC percent %d, want %d", tc.args, tc.gogc, got, tc.want)
		}
	}
}
