package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/planner-dev/planner/assign"
)

var packCommand = &command{
	name:    "pack",
	args:    "FILE.csv",
	summary: "pack MiniMalloc-style buffers (id,lower,upper,size) into one arena",
	about: `Pack reads buffers with fixed live intervals in MiniMalloc's CSV format
(a header "id,lower,upper,size", then one buffer per row, live on
[lower, upper)), gives each an offset so that buffers live at the same time
never overlap, and writes the solved CSV (the same rows with an offset
column). The metrics go to stderr: the lower bound L (the most bytes live at
once), the peak, r = peak/L, the fragmentation, whether the peak is proved
optimal, the guarantee, and the packer that won.

With --capacity the plan must fit in that many bytes: pack exits with status
1, and says whether the capacity was proved infeasible or only not met within
the budget, when it does not. With --minimize it searches for the lowest
capacity it can reach within --budget, printing each improvement to stderr.

Exit status: 0 success; 1 the capacity cannot be met; 2 bad usage or input.`,
	flags: func(fs *flag.FlagSet) func(*env, []string) error {
		var capacity int64
		bytesVar(fs, &capacity, "capacity", "hard limit on the arena in bytes (suffixes KiB, MiB, GiB allowed)\n(default: none)")
		algo := fs.String("algo", "auto", "packer: auto, bestfit, greedy-size, p2ffd or search")
		minimize := fs.Bool("minimize", false, "search for the lowest peak reachable within --budget, printing\nprogress to stderr")
		budget := fs.Duration("budget", 0, "time the search may take, e.g. 10s (default: the packers' own)")
		out := fs.String("o", "", "write the solved CSV to this file (atomically) instead of stdout")
		verbose := fs.Bool("v", false, "print the time taken to stderr")
		return func(e *env, args []string) error {
			if len(args) != 1 {
				return &usageError{"want exactly one FILE.csv"}
			}
			src, err := os.ReadFile(args[0])
			if err != nil {
				return fail(exitUsage, "planner: %v", err)
			}
			p, _, err := assign.ReadCSV(args[0], bytes.NewReader(src))
			if err != nil {
				return fail(exitUsage, "%v", err)
			}
			p.Capacity = capacity
			t0 := time.Now()
			sol, err := assign.Solve(p, assign.Options{Algorithm: *algo, Budget: *budget})
			if err != nil {
				if errors.Is(err, assign.ErrCapacity) {
					return fail(exitFail, "%s: capacity %s not met: %v", args[0], commas(capacity), err)
				}
				return fail(exitUsage, "%s: %v", args[0], err)
			}
			if *minimize {
				mb := *budget
				if mb <= 0 {
					mb = defaultMinimizeBudget
				}
				fmt.Fprintf(e.stderr, "minimize: start from peak %s (r = %.4f, %s), L %s, budget %v\n",
					exact(sol.Peak), ratio(sol.Peak, sol.LowerBound), sol.Algorithm, exact(sol.LowerBound), mb)
				tm := time.Now()
				sol = assign.Minimize(p, sol, assign.SearchBudget{Time: mb}, func(peak int64) {
					fmt.Fprintf(e.stderr, "minimize: peak %s (r = %.4f) after %v\n", exact(peak), ratio(peak, sol.LowerBound), time.Since(tm).Round(time.Millisecond))
				})
			}
			if err := assign.Verify(p, sol); err != nil {
				return fail(exitFail, "%s: the %s plan does not verify (a bug in the packer): %v", args[0], sol.Algorithm, err)
			}
			var csv bytes.Buffer
			if err := assign.WriteCSV(&csv, p, sol); err != nil {
				return err
			}
			if err := e.emit(*out, csv.Bytes()); err != nil {
				return err
			}
			optimal := "not proved optimal"
			if sol.Optimal {
				optimal = "optimal"
			}
			frag := 0.0
			if sol.Peak > 0 {
				frag = float64(sol.Peak-sol.LowerBound) / float64(sol.Peak)
			}
			fmt.Fprintf(e.stderr, "%s: %s buffers · L %s · peak %s · r = %.4f · fragmentation %s · %s · guarantee %s · algorithm %s · verified\n",
				args[0], commas(int64(len(p.Buffers))), exact(sol.LowerBound), exact(sol.Peak), ratio(sol.Peak, sol.LowerBound),
				percent(frag), optimal, sol.Guarantee, sol.Algorithm)
			if *verbose {
				fmt.Fprintf(e.stderr, "%s: packed in %v\n", args[0], time.Since(t0).Round(time.Millisecond))
			}
			return nil
		}
	},
}

// defaultMinimizeBudget is the time --minimize searches when --budget is
// not given.
const defaultMinimizeBudget = 10 * time.Second

func ratio(peak, l int64) float64 {
	if l <= 0 {
		return 1
	}
	return float64(peak) / float64(l)
}
