package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	planner "github.com/planner-dev/planner"
	"github.com/planner-dev/planner/assign"
	"github.com/planner-dev/planner/cost"
	"github.com/planner-dev/planner/hlo"
)

var benchCommand = &command{
	name:    "bench",
	args:    "FILE|DIR...",
	summary: "time the packers on MiniMalloc CSVs and the pipeline on HLO modules",
	about: `Bench is the project's benchmark command. It takes files and folders (a
folder stands for its *.csv and *.hlo files, in name order) and prints one
table row per input, timed on this machine:

  *.csv  a MiniMalloc problem: the exact search at the capacity in the file's
         name (NAME.CAPACITY.csv, as in MiniMalloc's benchmark set) or
         --capacity; the row has the buffers, L, the capacity, the answer
         (feasible, infeasible or unknown), the peak, the nodes and the time.
  *.hlo  an HLO module: parse, then the whole plan pipeline; the row has
         the buffers, L, the peak, r, whether the peak is proved optimal,
         and the parse and plan times.

Times vary from run to run; compare figures from one run only. With
--reference, a file of "NAME SECONDS" lines (for example MiniMalloc's own
times), each CSV row also gets the ratio of its time to the reference.

Exit status: 0 every input was answered; 1 some search ran out of budget
or found a capacity infeasible; 2 bad usage or input.

With --fast-fractions 64,16,4 each HLO module is also given a fast memory
of L/64, L/16 and L/4 (package memspace): a third table has, per module and
size, the estimated seconds all slow, planned and at the bound, the gain
fraction (all_slow - planned) / (all_slow - bound) of the planner's
assignment and of the baseline after XLA's memory-space assignment, and the
same against bound_fit (what any plan at that size can reach: what fits
together at each step, and what the copy channel can prefetch); every plan
is verified. A median row closes each size. Lowered modules are planned as
compiled unless --as-written.`,
	flags: func(fs *flag.FlagSet) func(*env, []string) error {
		var capacity int64
		bytesVar(fs, &capacity, "capacity", "capacity for CSV files whose name does not carry one")
		budget := fs.Duration("budget", 60*time.Second, "time limit of each exact search")
		reference := fs.String("reference", "", "file of \"NAME SECONDS\" lines to compare CSV times with")
		var fast fastBench
		fs.StringVar(&fast.fractions, "fast-fractions", "", "also plan each HLO module with a fast memory of L/N for each N in\nthis comma-separated list (e.g. 64,16,4), with the planner's assignment\nand the MSA-style baseline, and print the gain fractions")
		fs.StringVar(&fast.target, "target", cost.DefaultTarget, "the target whose fusion rules model the lowered HLO modules and whose\ncost model --fast-fractions uses")
		asWritten := fs.Bool("as-written", false, "plan each lowered HLO module as its text is written (default: as\ncompiled for --target, as planner plan does)")
		var rb rematBench
		fs.StringVar(&rb.fractions, "remat-fractions", "", "also fit each HLO module under memory limits of these fractions of its\npeak (e.g. 0.9,0.8,0.7,0.6,0.5) with the remat stage and with the\nbaseline after XLA's HloRematerialization, and print both")
		maxInput := new(int64)
		declareInputLimit(fs, maxInput)
		fs.StringVar(&rb.layout, "layout", "", "byte-size policy of the HLO modules' plans (tpu or dense; default: the --target's)")
		fs.Int64Var(&rb.align, "align", 0, "offset alignment of the HLO modules' plans (0: the layout's, or the --target's)")
		fs.StringVar(&rb.arena, "arena", "all", "what the HLO modules' arenas hold: all, or temp (XLA's preallocated\ntemp allocation; --remat-fractions are then of XLA's total)")
		generate := fs.String("generate", "", "instead of files, pack generated mixed-lifetime problems of these\nsizes with auto, e.g. 10000,100000,1000000 (see docs/commands.md)")
		return func(e *env, args []string) error {
			if *generate != "" {
				if len(args) != 0 {
					return &usageError{"--generate takes no FILE or DIR"}
				}
				return benchGenerated(e, *generate)
			}
			if len(args) == 0 {
				return &usageError{"want at least one FILE or DIR"}
			}
			files, err := benchInputs(args)
			if err != nil {
				return fail(exitUsage, "planner: %v", err)
			}
			ref := map[string]float64{}
			if *reference != "" {
				if ref, err = readReference(*reference, *maxInput); err != nil {
					return fail(exitUsage, "%v", err)
				}
			}
			var out bytes.Buffer
			tw := tabwriter.NewWriter(&out, 2, 8, 2, ' ', tabwriter.AlignRight)
			var csvRows, hloRows []string
			var csvTotal, matched, refTotal float64 // matched: seconds of the rows with a reference
			unanswered := 0
			for _, f := range files {
				src, err := readInput(nil, f, *maxInput)
				if err != nil {
					return err
				}
				if !strings.HasSuffix(f, ".csv") {
					rows, results, err := benchHLO(f, src, planner.Config{Layout: rb.layout, Align: rb.align, Target: fast.target, Arena: rb.arena, AsWritten: *asWritten})
					if err != nil {
						return err
					}
					hloRows = append(hloRows, rows...)
					if err := fast.add(f, results); err != nil {
						return err
					}
					if err := rb.add(f, results); err != nil {
						return err
					}
					continue
				}
				row, err := benchCSV(f, src, capacity, *budget, ref)
				if err != nil {
					return err
				}
				csvRows = append(csvRows, row.text)
				csvTotal += row.seconds
				if row.reference > 0 {
					matched += row.seconds
					refTotal += row.reference
				}
				if !row.solved {
					unanswered++
				}
			}
			if len(csvRows) > 0 {
				fmt.Fprintln(tw, "file\tbuffers\tL\tcapacity\tanswer\tpeak\tnodes\tseconds\tvs reference\t")
				for _, r := range csvRows {
					fmt.Fprintln(tw, r)
				}
				vs := "-"
				if refTotal > 0 {
					vs = fmt.Sprintf("%.3f", matched/refTotal)
				}
				fmt.Fprintf(tw, "total\t\t\t\t\t\t\t%.3f\t%s\t\n", csvTotal, vs)
			}
			if len(hloRows) > 0 {
				if len(csvRows) > 0 {
					fmt.Fprintln(tw, "\t\t\t\t\t\t\t")
				}
				fmt.Fprintln(tw, "module\tbuffers\tL\tpeak\tr\toptimal\tparse s\tplan s\t")
				for _, r := range hloRows {
					fmt.Fprintln(tw, r)
				}
			}
			fast.write(tw)
			rb.write(tw)
			tw.Flush()
			e.stdout.Write(out.Bytes())
			if unanswered > 0 {
				return fail(exitFail, "planner bench: %d of %d CSV problems not solved within the capacity", unanswered, len(csvRows))
			}
			return nil
		}
	},
}

// benchRow is one CSV row of the bench table.
type benchRow struct {
	text      string  // the tab-separated cells
	seconds   float64 // the search's time
	reference float64 // the reference time for the file, 0 when none
	solved    bool    // a plan within the capacity was found
}

// benchCSV solves the MiniMalloc problem in src at its capacity (from the
// file name, else capacity) with the exact search, and verifies the plan.
func benchCSV(f string, src []byte, capacity int64, budget time.Duration, ref map[string]float64) (benchRow, error) {
	var row benchRow
	p, _, err := assign.ReadCSV(f, bytes.NewReader(src))
	if err != nil {
		return row, fail(exitUsage, "%v", err)
	}
	if len(p.Buffers) == 0 {
		return row, fail(exitUsage, "%v", noBuffers(f))
	}
	name := filepath.Base(f)
	c, err := capacityFromName(name)
	if err != nil {
		return row, fail(exitUsage, "%s: %v", f, err)
	}
	if c == 0 {
		c = capacity
	}
	if c <= 0 {
		return row, fail(exitUsage, "%s: no capacity in the file name (NAME.CAPACITY.csv) and no --capacity", f)
	}
	t0 := time.Now()
	res := assign.Search(p, c, assign.SearchBudget{Time: budget})
	row.seconds = time.Since(t0).Seconds()
	peak := "-"
	if res.Status == assign.Feasible {
		if err := assign.Verify(&assign.Problem{Buffers: p.Buffers, Capacity: c}, res.Solution); err != nil {
			return row, fail(exitFail, "%s: the search's plan does not verify (a bug): %v", f, err)
		}
		peak = commas(res.Solution.Peak)
		row.solved = true
	}
	vs := "-"
	if r := ref[strings.SplitN(name, ".", 2)[0]]; r > 0 {
		vs = fmt.Sprintf("%.3f", row.seconds/r)
		row.reference = r
	}
	row.text = fmt.Sprintf("%s\t%d\t%s\t%s\t%s\t%s\t%s\t%.3f\t%s\t", name, len(p.Buffers), commas(assign.LowerBound(p)),
		commas(c), res.Status, peak, commas(res.Nodes), row.seconds, vs)
	return row, nil
}

// benchHLO parses the modules in src and plans each under cfg (the
// defaults but for --layout, --align and --target), one row per module;
// the file's parse time is on its first row.
func benchHLO(f string, src []byte, cfg planner.Config) ([]string, []*planner.Result, error) {
	t0 := time.Now()
	mods, err := hlo.Parse(f, src)
	if err != nil {
		return nil, nil, inputError(err)
	}
	parse := time.Since(t0).Seconds()
	name := filepath.Base(f)
	var rows []string
	var results []*planner.Result
	for i, m := range mods {
		t1 := time.Now()
		r, err := planner.Plan(m, cfg)
		if err != nil {
			var list hlo.ErrorList
			if errors.As(err, &list) {
				return nil, nil, inputError(err)
			}
			return nil, nil, fail(exitUsage, "%s: %v", f, err)
		}
		results = append(results, r)
		label := name
		if len(mods) > 1 {
			label = fmt.Sprintf("%s#%d", name, i)
		}
		s := r.Stats
		optimal := "no"
		if s.Optimal {
			optimal = "yes"
		}
		rows = append(rows, fmt.Sprintf("%s\t%d\t%s\t%s\t%.4f\t%s\t%.3f\t%.3f\t", label, s.Buffers, commas(s.LowerBound), commas(s.Peak), s.Ratio,
			optimal, parse, time.Since(t1).Seconds()))
		parse = 0
	}
	return rows, results, nil
}

// benchInputs expands folders to their *.csv and *.hlo files, in name order.
func benchInputs(args []string) ([]string, error) {
	var files []string
	for _, a := range args {
		st, err := os.Stat(a)
		if err != nil {
			return nil, err
		}
		if !st.IsDir() {
			files = append(files, a)
			continue
		}
		var in []string
		for _, pat := range []string{"*.csv", "*.hlo"} {
			m, err := filepath.Glob(filepath.Join(a, pat))
			if err != nil {
				return nil, err
			}
			in = append(in, m...)
		}
		slices.Sort(in)
		files = append(files, in...)
	}
	return files, nil
}

// capacityFromName returns the capacity in a name like "A.1048576.csv",
// or 0 when it has none. A middle part of digits that is no capacity (0,
// or above 2^62, the largest size the planner handles) is an error: it
// was taken for no capacity at all, and the message said so.
func capacityFromName(name string) (int64, error) {
	parts := strings.Split(name, ".")
	if len(parts) != 3 || parts[1] == "" || strings.Trim(parts[1], "0123456789") != "" {
		return 0, nil
	}
	c, err := strconv.ParseInt(parts[1], 10, 64)
	if err != nil || c <= 0 || c > 1<<62 {
		return 0, fmt.Errorf("capacity %s in the file name: want a whole number of bytes from 1 to 2^62", parts[1])
	}
	return c, nil
}

// readReference reads "NAME SECONDS" lines under --max-input; blank lines and lines starting
// with # are skipped.
func readReference(path string, maxInput int64) (map[string]float64, error) {
	src, err := readInput(nil, path, maxInput)
	if err != nil {
		var ee *exitError
		if errors.As(err, &ee) {
			err = ee.err
		}
		return nil, err
	}
	ref := map[string]float64{}
	for i, line := range strings.Split(string(src), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) != 2 {
			return nil, fmt.Errorf("%s:%d: want NAME SECONDS, got %q", path, i+1, line)
		}
		v, err := strconv.ParseFloat(f[1], 64)
		if err != nil || v < 0 {
			return nil, fmt.Errorf("%s:%d: bad seconds %q", path, i+1, f[1])
		}
		ref[f[0]] = v
	}
	return ref, nil
}

// benchGenerated packs MixedProblem(n) with auto for each n in the
// comma-separated list sizes, and prints a row per size: buffers, L, peak,
// r, the packer that won, wall and CPU seconds, the process's peak
// resident memory so far, and the growth of the CPU time from the previous
// row, per tenfold increase in size.
func benchGenerated(e *env, sizes string) error {
	var ns []int
	for _, f := range strings.Split(sizes, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n <= 0 || n > 100_000_000 {
			return &usageError{fmt.Sprintf("--generate: bad size %q: want a positive number of buffers up to 10^8", f)}
		}
		ns = append(ns, n)
	}
	var out bytes.Buffer
	tw := tabwriter.NewWriter(&out, 2, 8, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "mixed\tbuffers\tL\tpeak\tr\talgorithm\tseconds\tcpu s\tmax RSS MiB\tcpu x per decade\t")
	prevN, prevT := 0, 0.0
	for _, n := range ns {
		p := assign.MixedProblem(n, 1)
		t0, c0 := time.Now(), cpuTime()
		s, err := assign.Solve(p, assign.Options{})
		secs, cpu := time.Since(t0).Seconds(), (cpuTime() - c0).Seconds()
		if err != nil {
			return fail(exitFail, "planner bench: mixed %d: %v", n, err)
		}
		growth := "-"
		if prevN > 0 && prevT > 0 && cpu > 0 && n != prevN {
			growth = fmt.Sprintf("%.1f", math.Pow(cpu/prevT, 1/math.Log10(float64(n)/float64(prevN))))
		}
		fmt.Fprintf(tw, "%d\t%d\t%s\t%s\t%.4f\t%s\t%.3f\t%.3f\t%s\t%s\t\n", n, len(p.Buffers), commas(s.LowerBound), commas(s.Peak), s.Ratio(),
			s.Algorithm, secs, cpu, maxRSS(), growth)
		prevN, prevT = n, cpu
	}
	tw.Flush()
	_, err := e.stdout.Write(out.Bytes())
	return err
}
