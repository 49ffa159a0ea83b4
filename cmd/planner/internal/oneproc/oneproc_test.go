package oneproc

import (
	"runtime"
	"testing"
)

// TestStart checks that only pack, without GOMAXPROCS in the environment,
// is taken down to one processor, and that start reports the number it
// found.
func TestStart(t *testing.T) {
	orig := runtime.GOMAXPROCS(3)
	defer runtime.GOMAXPROCS(orig)
	unset := func(string) (string, bool) { return "", false }
	set := func(string) (string, bool) { return "2", true }
	for _, tc := range []struct {
		args      []string
		lookupEnv func(string) (string, bool)
		want      int // start's result
		procs     int // processors after
	}{
		{[]string{"planner", "pack", "x.csv"}, unset, 3, 1},
		{[]string{"planner", "pack", "x.csv"}, set, 0, 3},
		{[]string{"planner", "plan", "x.hlo"}, unset, 0, 3},
		{[]string{"planner", "--version"}, unset, 0, 3},
		{[]string{"planner"}, unset, 0, 3},
	} {
		runtime.GOMAXPROCS(3)
		if got := start(tc.args, tc.lookupEnv); got != tc.want {
			t.Errorf("start(%q): %d, want %d", tc.args, got, tc.want)
		}
		if got := runtime.GOMAXPROCS(0); got != tc.procs {
			t.Errorf("start(%q): %d processors after, want %d", tc.args, got, tc.procs)
		}
	}
}
