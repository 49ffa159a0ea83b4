package main

import (
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"testing"
	"time"
)

// TestTuneGC checks that the HLO pipeline's commands raise the collector's
// target (to startingHeap first) unless GOGC sets one, and that the others
// keep it.
func TestTuneGC(t *testing.T) {
	orig := debug.SetGCPercent(100)
	defer debug.SetGCPercent(orig)
	defer heapGen.Add(1) // no adjustment after the test
	const startingPercent = startingHeap / (4 << 20) * 100
	for _, tc := range []struct {
		args []string
		gogc string
		want int
	}{
		{[]string{"plan", "x.hlo"}, "", startingPercent},
		{[]string{"explain"}, "", startingPercent},
		{[]string{"optimize", "x.hlo"}, "", startingPercent},
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

// TestRaiseStartingHeap checks that the collector's target goes to the
// percent asked for once the live heap is large enough for it to reach
// the goal: at the first collection, for a goal of 8 MiB and a live heap
// of more than 6 MiB.
func TestRaiseStartingHeap(t *testing.T) {
	orig := debug.SetGCPercent(100)
	defer debug.SetGCPercent(orig)
	defer heapGen.Add(1)
	gogc := func() uint64 {
		s := []metrics.Sample{{Name: "/gc/gogc:percent"}}
		metrics.Read(s)
		return s[0].Value.Uint64()
	}
	raiseStartingHeap(1<<30, 150)
	if got := gogc(); got != 1<<30/(4<<20)*100 {
		t.Fatalf("GC percent %d before any collection, want %d", got, 1<<30/(4<<20)*100)
	}
	live := make([]byte, 6<<20)
	raiseStartingHeap(8<<20, 150)
	if got := gogc(); got != 200 {
		t.Fatalf("GC percent %d before any collection, want 200 (a goal of 8 MiB over 4 MiB)", got)
	}
	for i := 0; i < 200 && gogc() != 150; i++ {
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
	if got := gogc(); got != 150 {
		t.Errorf("GC percent %d after collections, want 150", got)
	}
	runtime.KeepAlive(live)
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

// TestTunePackProcs checks that pack runs on one processor up to
// packOneProcBuffers buffers, unless GOMAXPROCS sets the number, and that
// the number is put back.
func TestTunePackProcs(t *testing.T) {
	orig := runtime.GOMAXPROCS(4)
	defer runtime.GOMAXPROCS(orig)
	for _, tc := range []struct {
		n     int
		procs string
		want  int
	}{
		{900, "", 1},
		{packOneProcBuffers, "", 1},
		{packOneProcBuffers + 1, "", 4},
		{900, "2", 4},
	} {
		runtime.GOMAXPROCS(4)
		restore := tunePackProcs(tc.n, tc.procs)
		if got := runtime.GOMAXPROCS(0); got != tc.want {
			t.Errorf("tunePackProcs(%d, GOMAXPROCS=%q): %d processors, want %d", tc.n, tc.procs, got, tc.want)
		}
		restore()
		if got := runtime.GOMAXPROCS(0); got != 4 {
			t.Errorf("tunePackProcs(%d, GOMAXPROCS=%q): restored to %d, want 4", tc.n, tc.procs, got)
		}
	}
}

// TestTunePackProcsGivesBack checks that a problem of more than
// packOneProcBuffers buffers gets back the processors package oneproc took
// at the start, and a smaller one stays on one.
func TestTunePackProcsGivesBack(t *testing.T) {
	orig := runtime.GOMAXPROCS(1)
	defer runtime.GOMAXPROCS(orig)
	defer func(p int) { packStartProcs = p }(packStartProcs)
	for _, tc := range []struct {
		start, n, want int
	}{
		{4, 900, 1},
		{4, packOneProcBuffers + 1, 4},
		{0, packOneProcBuffers + 1, 1}, // oneproc left the number alone
	} {
		runtime.GOMAXPROCS(1)
		packStartProcs = tc.start
		restore := tunePackProcs(tc.n, "")
		if got := runtime.GOMAXPROCS(0); got != tc.want {
			t.Errorf("started with %d, tunePackProcs(%d): %d processors, want %d", tc.start, tc.n, got, tc.want)
		}
		restore()
		if got := runtime.GOMAXPROCS(0); got != 1 {
			t.Errorf("started with %d, tunePackProcs(%d): restored to %d, want 1", tc.start, tc.n, got)
		}
	}
}

// TestTuneGCForInput checks that a large input raises the heap of the
// first collection to heapPerInputByte per byte, up to maxStartingHeap,
// where tuneGC set the target; that a small one keeps startingHeap; and
// that nothing changes where GOGC set the target (tuneGC did not).
func TestTuneGCForInput(t *testing.T) {
	orig := debug.SetGCPercent(100)
	defer debug.SetGCPercent(orig)
	defer heapGen.Add(1)
	defer func(was bool) { gcTuned = was }(gcTuned)
	const startingPercent = startingHeap / (4 << 20) * 100
	for _, tc := range []struct {
		gogc string
		n    int
		want int
	}{
		{"", 1 << 20, startingPercent},
		{"", 7 << 20, 7 << 20 * heapPerInputByte / (4 << 20) * 100},
		{"", 1 << 30, maxStartingHeap / (4 << 20) * 100},
		{"50", 7 << 20, 100},
	} {
		debug.SetGCPercent(100)
		gcTuned = false
		tuneGC([]string{"plan", "x.hlo"}, tc.gogc)
		tuneGCForInput(tc.n)
		if got := debug.SetGCPercent(100); got != tc.want {
			t.Errorf("GOGC=%q, %d bytes of input: GC percent %d, want %d", tc.gogc, tc.n, got, tc.want)
		}
	}
}
