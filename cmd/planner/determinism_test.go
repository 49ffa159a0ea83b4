//go:build unix

package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/planner-dev/planner/internal/cpuload"
)

// TestSameOutputUnderLoad runs the same pack and plan commands once with
// GOMAXPROCS=1 on a quiet machine and once with every processor while
// goroutines keep every CPU busy, and checks that the outputs are
// byte-identical: no step of auto stops on the clock.
func TestSameOutputUnderLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the exact search to its work budget four times")
	}
	dir := t.TempDir()
	in := filepath.Join(dir, "crowded.csv")
	// Crowded buffers with odd sizes: the bisection runs out of work
	// before it reaches the lower bound, so a clock would change the plan.
	var csv bytes.Buffer
	csv.WriteString("id,lower,upper,size\n")
	r := rand.New(rand.NewPCG(3, 4))
	for i := range 240 {
		s, d := r.IntN(60), 1+r.IntN(14)
		size := []int{1, 3, 7, 11, 13, 17, 19, 23}[r.IntN(8)] * (1 + r.IntN(99))
		fmt.Fprintf(&csv, "%d,%d,%d,%d\n", i, s, s+d, size)
	}
	if err := os.WriteFile(in, csv.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"pack", in},
		{"plan", "--format", "json"},
		{"plan", "--memory-limit", "950KiB", "--format", "json"},
	} {
		t.Run(args[0], func(t *testing.T) {
			quiet, qerr := runPlanner(t, args, "GOMAXPROCS=1")
			stop := cpuload.Start()
			busy, berr := runPlanner(t, args, fmt.Sprintf("GOMAXPROCS=%d", runtime.NumCPU()))
			stop()
			if !bytes.Equal(quiet, busy) {
				t.Errorf("%v: stdout differs between GOMAXPROCS=1 and a loaded machine:\n%s\n---\n%s", args, head(quiet), head(busy))
			}
			t.Logf("%s", qerr)
			if !bytes.Equal(qerr, berr) {
				t.Errorf("%v: stderr differs:\n%s\n---\n%s", args, qerr, berr)
			}
		})
	}
}

// runPlanner runs the test binary as planner with args and one more
// environment variable, and returns its stdout and stderr.
func runPlanner(t *testing.T, args []string, env string) (stdout, stderr []byte) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), runMainEnv+"=1", env)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	t0 := time.Now()
	if err := cmd.Run(); err != nil {
		t.Fatalf("%v: %v\n%s", args, err, errb.String())
	}
	t.Logf("%v with %s: %v", args, env, time.Since(t0).Round(time.Millisecond))
	return out.Bytes(), errb.Bytes()
}

// head returns the first lines of b, for error messages.
func head(b []byte) []byte {
	if i := bytes.IndexByte(b[min(len(b), 400):], '\n'); i >= 0 {
		return b[:min(len(b), 400)+i]
	}
	return b
}
