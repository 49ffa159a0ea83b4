package main

import (
	"bytes"
	"context"
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

Without --budget the packers stop on counts of work, so the same file gives
the same plan on any machine; --budget trades that for a time limit on the
whole command. Ctrl-C (SIGINT) or SIGTERM stops the work: the best verified
plan found so far is written, and pack exits 130 (SIGINT) or 143 (SIGTERM).

Exit status: 0 success; 1 the capacity cannot be met; 2 bad usage or input;
130 or 143 interrupted (the plan was written).`,
	flags: func(fs *flag.FlagSet) func(*env, []string) error {
		var capacity int64
		bytesVar(fs, &capacity, "capacity", "hard limit on the arena in bytes (default: none)")
		algo := fs.String("algo", "auto", "packer: auto, bestfit, greedy-size, p2ffd or search")
		minimize := fs.Bool("minimize", false, "search for the lowest peak reachable within --budget, printing\nprogress to stderr")
		budget := fs.Duration("budget", 0, "time the whole command may take, e.g. 10s (default: none, the packers\nstop on their work counts; 10s with --minimize)")
		out := fs.String("o", "", "write the solved CSV to this file (atomically) instead of stdout")
		var maxInput int64
		declareInputLimit(fs, &maxInput)
		verbose := fs.Bool("v", false, "print the time taken to stderr, each plan that lowers the peak (with the\nsearch's work and the CPU time by then), and progress every second once\npacking has run for a second (shown on a terminal anyway)")
		return func(e *env, args []string) error {
			if len(args) != 1 {
				return &usageError{"want exactly one FILE.csv"}
			}
			if err := checkOutputs(args, *out); err != nil {
				return err
			}
			if *budget < 0 {
				return &usageError{fmt.Sprintf("--budget %v: want a positive duration", *budget)}
			}
			t0 := time.Now()
			mb := *budget
			if *minimize && mb <= 0 {
				mb = defaultMinimizeBudget
			}
			// The signal watch starts before the file is read and ends
			// once the plan is written: a signal before the packers
			// start stops the command with nothing written.
			w := startWork(mb, e.stderr, *verbose || isTerminal(e.stderr))
			defer w.stop()
			beforePacking := func(err error) error {
				if s := w.stop(); s != nil {
					return interrupted(s, "no plan was finished; nothing written")
				}
				if errors.Is(err, context.DeadlineExceeded) {
					// As plan says it: the budget ran out while the
					// input was read (or a pipe waited for a writer).
					return fail(exitFail, "%s: the --budget ran out before the packers started (nothing written): %v", args[0], err)
				}
				return err
			}
			w.update("reading "+args[0], 0)
			// The CSV is read as a stream: the file's bytes are never
			// held whole, and a pipe without end stops at --max-input or
			// at assign.MaxCSVBuffers rows, whichever comes first.
			in, _, err := openInput(w.ctx, args[0], maxInput)
			if err != nil {
				return beforePacking(err)
			}
			p, _, err := assign.ReadCSV(args[0], in)
			in.Close()
			if in.err != nil {
				return beforePacking(in.err)
			}
			if err != nil {
				return beforePacking(fail(exitUsage, "%v", err))
			}
			if len(p.Buffers) == 0 {
				return beforePacking(fail(exitUsage, "%v", noBuffers(args[0])))
			}
			defer tunePackGC(len(p.Buffers), os.Getenv("GOGC"))()
			defer tunePackProcs(len(p.Buffers), os.Getenv("GOMAXPROCS"))()
			p.Capacity = capacity
			w.update("packing", 0)
			w.setLower(assign.LowerBound(p))
			opt := assign.Options{Algorithm: *algo, Budget: w.remaining(*budget), Context: w.ctx, Progress: w.update}
			if *verbose {
				// Each plan that lowers the peak, with the search's work
				// and the process's CPU time by then: how soon a given r
				// is reached (testdata/bench/compare.sh reads these).
				l := assign.LowerBound(p)
				opt.Found = func(step string, peak, work int64) {
					fmt.Fprintf(e.stderr, "pack: peak %s (r = %.4f) by %s · search work %d · CPU %.3f s\n",
						exact(peak), ratio(peak, l), step, work, cpuTime().Seconds())
				}
			}
			if *minimize && capacity == 0 {
				// The whole budget is the command's: auto's own search is
				// left to Minimize, which runs for what remains of it.
				opt.Budget, opt.SearchNodes = 0, -1
			}
			sol, err := assign.Solve(p, opt)
			if err != nil {
				sig := w.stop()
				if sol != nil && sig != nil && errors.Is(err, assign.ErrCapacity) {
					return interrupted(sig, "no plan within the capacity was found before")
				}
				if errors.Is(err, assign.ErrCapacity) {
					return fail(exitFail, "%s: capacity %s not met: %v", args[0], commas(capacity), err)
				}
				return fail(exitUsage, "%s: %v", args[0], err)
			}
			if *minimize && w.ctx.Err() == nil {
				fmt.Fprintf(e.stderr, "minimize: start from peak %s (r = %.4f, %s), L %s, budget %v\n",
					exact(sol.Peak), ratio(sol.Peak, sol.LowerBound), sol.Algorithm, exact(sol.LowerBound), mb)
				tm := time.Now()
				w.update("minimize", sol.Peak)
				l := sol.LowerBound
				if m := assign.Minimize(p, sol, assign.SearchBudget{Context: w.ctx}, func(peak int64) {
					w.update("minimize", peak)
					fmt.Fprintf(e.stderr, "minimize: peak %s (r = %.4f) after %v\n", exact(peak), ratio(peak, l), time.Since(tm).Round(time.Millisecond))
				}); m != nil {
					sol = m
				}
			}
			w.silence()
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
			optimal := optimalText(sol.Optimal, sol.Peak, sol.LowerBound)
			frag := 0.0
			if sol.Peak > 0 {
				frag = float64(sol.Peak-sol.LowerBound) / float64(sol.Peak)
			}
			fmt.Fprintf(e.stderr, "%s: %s buffers · L %s · peak %s · r = %.4f · fragmentation %s · %s · guarantee %s · algorithm %s (algo %s) · verified\n",
				args[0], commas(int64(len(p.Buffers))), exact(sol.LowerBound), exact(sol.Peak), ratio(sol.Peak, sol.LowerBound),
				percent(frag), optimal, sol.Guarantee, sol.Algorithm, *algo)
			if *verbose {
				fmt.Fprintf(e.stderr, "%s: packed in %v\n", args[0], time.Since(t0).Round(time.Millisecond))
			}
			if sig := w.stop(); sig != nil {
				where := "stdout"
				if *out != "" && *out != "-" {
					where = *out
				}
				what := "the best verified plan found so far"
				if !sol.Interrupted {
					what = "the verified plan (finished before the signal)"
				}
				return interrupted(sig, "wrote "+what+" to "+where)
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
