//go:build unix

package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/planner-dev/planner/assign"
)

// runMainEnv makes the test binary run planner's main (TestMain).
const runMainEnv = "PLANNER_TEST_RUN_MAIN"

// TestPackInterrupt sends SIGINT (and SIGTERM) to "pack --minimize" after
// two seconds of a search that would run for a minute, and checks that the
// process exits 130 (143) having written a plan that verifies.
func TestPackInterrupt(t *testing.T) {
	if testing.Short() {
		t.Skip("takes a few seconds")
	}
	dir := t.TempDir()
	in := filepath.Join(dir, "mixed.csv")
	var csv bytes.Buffer
	csv.WriteString("id,lower,upper,size\n")
	// 1,500 buffers crowded on 300 steps, sizes with many odd factors:
	// the lower bound is out of reach and no capacity near it is quickly
	// proved infeasible, so the bisection runs its whole budget.
	r := rand.New(rand.NewPCG(1, 2))
	const n = 1500
	for i := range n {
		s, d := r.IntN(300), 1+r.IntN(59)
		size := []int{1, 3, 7, 11, 13, 17, 19, 23}[r.IntN(8)] * (1 + r.IntN(99))
		fmt.Fprintf(&csv, "%d,%d,%d,%d\n", i, s, s+d, size)
	}
	if err := os.WriteFile(in, csv.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		sig  syscall.Signal
		code int
	}{{syscall.SIGINT, 130}, {syscall.SIGTERM, 143}} {
		t.Run(tt.sig.String(), func(t *testing.T) {
			out := filepath.Join(dir, "plan-"+fmt.Sprint(int(tt.sig))+".csv")
			cmd := exec.Command(os.Args[0], "pack", in, "--minimize", "--budget", "60s", "-o", out)
			cmd.Env = append(os.Environ(), runMainEnv+"=1")
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			time.Sleep(2 * time.Second)
			sent := time.Now()
			if err := cmd.Process.Signal(tt.sig); err != nil {
				t.Fatal(err)
			}
			err := cmd.Wait()
			if (err == nil && !strings.Contains(stderr.String(), "interrupted by")) || strings.Contains(stderr.String(), "(finished before the signal)") {
				// The plan finished between the progress line and the
				// signal's delivery (a loaded machine): nothing to test.
				t.Skipf("the plan finished before the signal landed:\n%s", stderr.String())
			}
			var ee *exec.ExitError
			if !errors.As(err, &ee) || ee.ExitCode() != tt.code {
				t.Fatalf("exit: %v, want status %d; stderr:\n%s", err, tt.code, stderr.String())
			}
			t.Logf("stopped %v after the signal", time.Since(sent).Round(time.Millisecond))
			if !strings.Contains(stderr.String(), "interrupted by") {
				t.Errorf("stderr does not say the work was interrupted:\n%s", stderr.String())
			}
			f, err := os.Open(out)
			if err != nil {
				t.Fatalf("no plan written: %v", err)
			}
			defer f.Close()
			q, offsets, err := assign.ReadCSV(out, f)
			if err != nil {
				t.Fatal(err)
			}
			if len(q.Buffers) != n || offsets == nil {
				t.Fatalf("plan has %d buffers (offsets %v), want %d", len(q.Buffers), offsets != nil, n)
			}
			var peak int64
			for i, b := range q.Buffers {
				peak = max(peak, offsets[i]+b.Size)
			}
			if err := assign.Verify(q, &assign.Solution{Offsets: offsets, Peak: peak}); err != nil {
				t.Errorf("written plan does not verify: %v", err)
			}
			leftovers, _ := filepath.Glob(filepath.Join(dir, ".*tmp*"))
			if len(leftovers) > 0 {
				t.Errorf("temporary files left: %v", leftovers)
			}
		})
	}
}

// TestPlanInterrupt sends SIGINT (and SIGTERM) to "plan --layout dense" of
// the corpus's mobilenet_v2 once its progress line shows a best peak (the
// packers have a verified plan), and checks that the process exits 130
// (143) having written that plan, and that the plan verifies. Before this
// held, the "own order" step after the packers threw the plan away.
func TestPlanInterrupt(t *testing.T) {
	if testing.Short() {
		t.Skip("plans a corpus module")
	}
	dir := corpusDir()
	if dir == "" {
		t.Skip("corpus absent: ../shared/corpus/xla")
	}
	in := filepath.Join(dir, "mobilenet_v2.hlo")
	tmp := t.TempDir()
	for _, tt := range []struct {
		sig  syscall.Signal
		code int
	}{{syscall.SIGINT, 130}, {syscall.SIGTERM, 143}} {
		t.Run(tt.sig.String(), func(t *testing.T) {
			out := filepath.Join(tmp, "plan-"+fmt.Sprint(int(tt.sig))+".json")
			cmd := exec.Command(os.Args[0], "plan", "-v", "--layout", "dense", "--algo", "search", in, "-o", out)
			cmd.Env = append(os.Environ(), runMainEnv+"=1")
			pipe, err := cmd.StderrPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			var stderr strings.Builder
			sc := bufio.NewScanner(pipe)
			signalled := false
			var sent time.Time
			for sc.Scan() {
				stderr.WriteString(sc.Text() + "\n")
				if !signalled && strings.Contains(sc.Text(), "best peak") {
					sent = time.Now()
					if err := cmd.Process.Signal(tt.sig); err != nil {
						t.Fatal(err)
					}
					signalled = true
				}
			}
			err = cmd.Wait()
			if !signalled {
				t.Skipf("the plan finished before a progress line showed a peak (exit %v):\n%s", err, stderr.String())
			}
			if (err == nil && !strings.Contains(stderr.String(), "interrupted by")) || strings.Contains(stderr.String(), "(finished before the signal)") {
				// The plan finished between the progress line and the
				// signal's delivery (a loaded machine): nothing to test.
				t.Skipf("the plan finished before the signal landed:\n%s", stderr.String())
			}
			var ee *exec.ExitError
			if !errors.As(err, &ee) || ee.ExitCode() != tt.code {
				t.Fatalf("exit: %v, want status %d; stderr:\n%s", err, tt.code, stderr.String())
			}
			t.Logf("stopped %v after the signal", time.Since(sent).Round(time.Millisecond))
			if !strings.Contains(stderr.String(), "interrupted by") || !strings.Contains(stderr.String(), "wrote the best verified plan found so far to "+out) {
				t.Errorf("stderr does not say the best plan was written:\n%s", stderr.String())
			}
			var vout, verr bytes.Buffer
			if code := run([]string{"verify", out}, &vout, &verr); code != 0 {
				t.Errorf("verify of the written plan: exit %d\n%s%s", code, vout.String(), verr.String())
			}
		})
	}
}
