package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/testscript"
)

var update = flag.Bool("update", false, "rewrite the expected outputs in testdata/script/*.txtar")

func TestMain(m *testing.M) {
	if os.Getenv(runMainEnv) == "1" {
		// The test binary stands in for planner (see TestPackInterrupt).
		os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
	}
	testscript.Main(m, map[string]func(){
		"planner": func() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) },
	})
}

// TestScripts runs the command-line scripts in testdata/script; with
// -update it rewrites the files their cmp commands compare against.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:           "testdata/script",
		UpdateScripts: *update,
		Condition: func(cond string) (bool, error) {
			if cond == "corpus" {
				return corpusDir() != "", nil
			}
			return false, fmt.Errorf("unknown condition %q", cond)
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			// sleep DURATION waits, for a signal sent to a command
			// running in the background (kill -INT name).
			"sleep": func(ts *testscript.TestScript, neg bool, args []string) {
				if neg || len(args) != 1 {
					ts.Fatalf("usage: sleep DURATION")
				}
				d, err := time.ParseDuration(args[0])
				ts.Check(err)
				time.Sleep(d)
			},
			// exits N PROG ARGS... runs PROG as exec does and wants its
			// exit status to be N (exec tells only zero from not zero);
			// its stdout and stderr are read as exec's are.
			"exits": func(ts *testscript.TestScript, neg bool, args []string) {
				if neg || len(args) < 2 {
					ts.Fatalf("usage: exits N PROG ARGS...")
				}
				want, err := strconv.Atoi(args[0])
				ts.Check(err)
				got := 0
				if err := ts.Exec(args[1], args[2:]...); err != nil {
					var ee *exec.ExitError
					if !errors.As(err, &ee) {
						ts.Fatalf("%s: %v", args[1], err)
					}
					got = ee.ExitCode()
				}
				if got != want {
					ts.Fatalf("%s exited %d, want %d", args[1], got, want)
				}
			},
			// replace FILE OLD NEW writes FILE with the first OLD in it
			// replaced by NEW (\n in either stands for a line end): a
			// plan the script wrote, altered in one place.
			"replace": func(ts *testscript.TestScript, neg bool, args []string) {
				if neg || len(args) != 3 {
					ts.Fatalf("usage: replace FILE OLD NEW")
				}
				old, nw := strings.ReplaceAll(args[1], `\n`, "\n"), strings.ReplaceAll(args[2], `\n`, "\n")
				data := ts.ReadFile(args[0])
				if !strings.Contains(data, old) {
					ts.Fatalf("%s does not hold %q", args[0], old)
				}
				ts.Check(os.WriteFile(ts.MkAbs(args[0]), []byte(strings.Replace(data, old, nw, 1)), 0o644))
			},
		},
		Setup: func(env *testscript.Env) error {
			// The corpus is read in place, never copied.
			env.Setenv("CORPUS", corpusDir())
			// The harness's lowered training steps, read in place.
			dir, err := absDir("../../testdata/xla-remat")
			if err != nil {
				return err
			}
			env.Setenv("XLAREMAT", dir)
			return nil
		},
	})
}

// corpusDir is the shared XLA corpus, or "" when it is absent.
func corpusDir() string {
	const dir = "../../../shared/corpus/xla"
	abs, err := absDir(dir)
	if err != nil {
		return ""
	}
	return abs
}
