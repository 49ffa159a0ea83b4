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

// TestTunePackGC checks that pack lowers the collector's target on a small
// problem unless GOGC sets one, keeps it on a large one, and puts it back.
func TestTunePackGC(t *testing.T) {
	orig := debug.SetGCPercent(100)
	defer debug.SetGCPercent(orig)
	for _, tc := range []struct {
		n    int
		gogc string
		want int
	}{
		{5000, "", packGCPercent},
		{packSmallBuffers, "", packGCPercent},
		{packSmallBuffers + 1, "", 100},
		{5000, "100", 100},
	} {
		debug.SetGCPercent(100)
		restore := tunePackGC(tc.n, tc.gogc)
		got := debug.SetGCPercent(-1)
		debug.SetGCPercent(got)
		if got != tc.want {
			t.Errorf("tunePackGC(%d, GOGC=%q): GC percent %d, want %d", tc.n, tc.gogc, got, tc.want)
		}
		restore()
		if back := debug.SetGCPercent(100); back != 100 {
			t.Errorf("tunePackGC(%d, GOGC=%q): restored to %d, want 100", tc.n, tc.gogc, back)
		}
	}
}
