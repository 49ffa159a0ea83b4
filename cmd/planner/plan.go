package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	planner "github.com/planner-dev/planner"
	"github.com/planner-dev/planner/assign"
	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/internal/example"
	"github.com/planner-dev/planner/report"
)

var planCommand = &command{
	name:    "plan",
	args:    "[FILE]",
	summary: "plan buffer offsets for an HLO module",
	about: `Plan reads an HLO module (XLA's HLO text, as JAX or XLA dump it), orders its
instructions, finds every buffer's live range, packs the buffers into one
arena and prints the plan: XLA-style BufferAssignment stats, the lower bound L
(the most bytes live at once: no plan can do better), the peak, r = peak/L,
the a-priori guarantee, and a table of buffers with their offsets.

Without FILE it plans the built-in example model (one training step of a
small transformer block). A file may hold several modules separated by
"// -----"; each is planned. Every plan printed has passed an independent
check: no two buffers live at once overlap, every offset is aligned.

Exit status: 0 success; 1 --capacity cannot be met, or --budget ran out
before the packers started (nothing is written); 2 bad usage or input;
130 (SIGINT) or 143 (SIGTERM) interrupted: the best verified plans found
so far are written, or before the packers nothing.`,
	flags: func(fs *flag.FlagSet) func(*env, []string) error {
		var o planOptions
		o.declare(fs, true)
		return o.runPlan
	},
}

// planOptions are the flags of plan and explain.
type planOptions struct {
	cfg      planner.Config
	format   string
	out      string
	html     string
	timeline bool
	verbose  bool
	top      int
	by       string
	// remat holds the flags of a memory limit; limited collects the plans
	// that do not fit it (explain explains them); explain is set by
	// explain.
	remat   rematOptions
	limited []*planner.Result
	explain bool
	// work is the command's signal watch and budget, started by load
	// before the file is read and stopped once the output is written: a
	// signal at any time in between ends the work, the command writes the
	// verified plans it has, then exits 130 or 143.
	work *work
	// maxInput is --max-input: the largest input file read (0: no limit).
	maxInput int64
	// limitErr is the failure of a plan that does not fit --memory-limit,
	// returned once the HTML report (which shows it) is written.
	limitErr error
}

func (o *planOptions) declare(fs *flag.FlagSet, plan bool) {
	fs.StringVar(&o.cfg.Schedule, "schedule", "", "instruction order: text, postorder, dfs, list, bfs (XLA:CPU's) or best\n(default: text for a module marked is_scheduled=true, best otherwise;\nbest keeps the order with the lowest lower bound L)")
	fs.StringVar(&o.cfg.Layout, "layout", "", "byte-size policy: tpu (tiles padded to 128-multiples, 128-byte\nalignment) or dense (element count × element bytes); default: the\ntarget's (tpu for the TPUs, dense for the GPUs and cpu)")
	fs.Int64Var(&o.cfg.Align, "align", 0, "offset alignment in bytes, a power of two (0: the target's when\nthe layout is the target's: tpu 128, GPUs 256, cpu 64; else the\nlayout's, tpu 128, dense 64)")
	fs.StringVar(&o.cfg.Arena, "arena", planner.DefaultArena, "what the arena holds: all (every buffer) or temp (temporaries only,\nas XLA's preallocated temp allocation)")
	fs.StringVar(&o.cfg.Algorithm, "algo", planner.DefaultAlgorithm, "packer: auto, bestfit, greedy-size, p2ffd or search. auto runs the\nfast packers, a local improvement, then the exact search while its\nwork budget lasts (probes at 1.01·L, at L, then a bisection below the\nbest peak, up to 20,000 buffers, above that none)")
	bytesVar(fs, &o.cfg.Capacity, "capacity", "hard limit on the arena in bytes; exit 1 when no plan fits\n(default: none)")
	declareFastMemory(fs, &o.cfg)
	declareRemat(fs, &o.cfg, &o.remat)
	declareDevice(fs, &o.cfg)
	fs.BoolVar(&o.cfg.AsWritten, "as-written", false, "plan a lowered module as its text is written, every instruction a\nbuffer (default: plan it as XLA would compile it for --target: fused,\nsimplified; see planner optimize)")
	fs.BoolVar(&o.cfg.CompareAsWritten, "compare-as-written", false, "for a lowered module planned as compiled, plan its text as written\ntoo and show both figures (L, peak) side by side; about the time of an\n--as-written plan more")
	fs.DurationVar(&o.cfg.Budget, "budget", 0, "time the command may take from the start of parsing, e.g. 2s\n(default: none; the packers stop on counts of work, so the plan is the\nsame on any machine)")
	declareInputLimit(fs, &o.maxInput)
	fs.BoolVar(&o.verbose, "v", false, "print to stderr the time each module took, each packer's peak and\nthe search nodes")
	if plan {
		fs.StringVar(&o.format, "format", "", "output format: text, json, yaml or csv (MiniMalloc's\nid,lower,upper,size,offset) (default: from -o's extension, .json,\n.yaml or .yml, .csv, as verify reads it; text otherwise)")
		fs.StringVar(&o.out, "o", "", "write the plan to this file (atomically) instead of stdout")
		fs.StringVar(&o.html, "html", "", "also write a self-contained HTML report (memory profile, zoomable\nmemory map, buffers live at the peak) to this file")
		fs.BoolVar(&o.timeline, "timeline", false, "print the liveness timeline to stderr: per time step, the bytes\nlive in the arena, the instruction, the buffers it frees and makes live;\nthen every buffer's live range")
	} else {
		fs.StringVar(&o.format, "format", "text", "output format: text, json or yaml (the same figures as data; see\ndocs/commands.md, explain, for the schema)")
		fs.IntVar(&o.top, "top", 20, "show at most this many buffers (or groups) live at the peak (0: all)")
		fs.StringVar(&o.by, "by", "buffer", "list the bytes live at the peak by buffer, by source\n(source_file:line) or by op (op_name without its last component)")
	}
}

// bytesVar defines a flag holding a byte count, read by
// planner.ParseSize (16MiB, 1.5GiB, 16GB, 1e9, ...); usage gets a line
// saying which units are binary and which decimal. Every flag that takes a
// size is declared with it.
func bytesVar(fs *flag.FlagSet, p *int64, name, usage string) {
	fs.Func(name, usage+"\n(sizes: 16MiB, 1.5GiB, 16TiB binary; 16M, 16MB, 16G, 16GB decimal; 1e9)", func(s string) error {
		n, err := planner.ParseSize(s)
		if err != nil {
			return err
		}
		*p = n
		return nil
	})
}

// load plans the file named by args, or the built-in example without one.
// It starts o.work, which the caller stops once the output is written; on
// an error load stops it itself, and a signal that came before any plan
// was finished makes the error say that nothing was written.
func (o *planOptions) load(e *env, args []string) (res []*planner.Result, err error) {
	if len(args) > 1 {
		return nil, &usageError{fmt.Sprintf("want at most one FILE, got %d arguments", len(args))}
	}
	if err := o.remat.resolve(&o.cfg); err != nil {
		return nil, err
	}
	name := example.Filename
	if len(args) == 1 {
		name = args[0]
	}
	// The budget counts from here, reading and parsing included; a signal
	// stops the work, and the verified plans found are written.
	w := startWork(o.cfg.Budget, e.stderr, o.verbose || isTerminal(e.stderr))
	o.work = w
	defer func() {
		if err != nil {
			if s := w.stop(); s != nil {
				err = interrupted(s, "no plan was finished; nothing written")
			} else if errors.Is(err, context.DeadlineExceeded) {
				err = fail(exitFail, "%s: the --budget ran out before the packers started (nothing written): %v", name, err)
			}
			return
		}
		w.silence()
	}()
	src := example.HLO
	if len(args) == 1 {
		w.update("reading "+name, 0)
		src, err = readInput(w.ctx, name, o.maxInput)
		if err != nil {
			return nil, err
		}
		tuneGCForInput(len(src))
	}
	w.update("parsing "+name, 0)
	tp := time.Now()
	mods, err := hlo.ParseContext(w.ctx, name, src)
	if err != nil {
		if w.ctx.Err() != nil && errors.Is(err, w.ctx.Err()) {
			return nil, err // the deferred function says what happened
		}
		return nil, inputError(err)
	}
	if o.verbose {
		fmt.Fprintf(e.stderr, "%s: parsed in %v\n", name, time.Since(tp).Round(time.Millisecond))
	}
	for _, m := range mods {
		t0 := time.Now()
		w.update("planning "+m.Name, 0)
		cfg := o.cfg
		// Each parsed module is planned once: the pipeline may rewrite it
		// in place rather than a copy (one module live, not two).
		cfg.InPlace = true
		// Parse verified it (hlo.Verify): Plan need not again.
		cfg.Parsed = true
		cfg.Progress = func(step string, peak int64) { w.update(m.Name+": "+step, peak) }
		r, err := planner.PlanContext(w.ctx, m, cfg)
		if err != nil && w.ctx.Err() != nil && errors.Is(err, w.ctx.Err()) {
			return nil, err // the deferred function says what happened
		}
		var limit *planner.LimitError
		if errors.As(err, &limit) {
			if o.explain { // explain explains it
				o.limited = append(o.limited, limit.Result)
				res = append(res, limit.Result)
				continue
			}
			var b strings.Builder
			writeVerdict(&b, limit.Result)
			b.WriteString("\n")
			oomReport(&b, limit.Result)
			ferr := fail(exitFail, "%s: %s: does not fit --memory-limit %s\n\n%s", name, m.Name, human(limit.Result.Remat.Limit+limit.Result.OutsideArena()), strings.TrimRight(b.String(), "\n"))
			if o.html == "" {
				return nil, ferr
			}
			// The HTML report shows the plan that does not fit; the
			// command still fails once it is written.
			if o.limitErr == nil {
				o.limitErr = ferr
			}
			res = append(res, limit.Result)
			continue
		}
		if err != nil {
			if errors.Is(err, assign.ErrCapacity) {
				return nil, fail(exitFail, "%s: %s", name, humanCapacity(err.Error()))
			}
			var list hlo.ErrorList
			if errors.As(err, &list) {
				return nil, inputError(err)
			}
			return nil, fail(exitUsage, "%s: %v", name, err)
		}
		if o.verbose {
			st := r.Solution.Stats
			var tried []string
			for _, a := range st.Tried {
				tried = append(tried, fmt.Sprintf("%s %s", a.Algorithm, human(a.Peak)))
			}
			fmt.Fprintf(e.stderr, "%s: planned in %v (packing %v: %s; %s search nodes)\n", m.Name, time.Since(t0).Round(time.Millisecond),
				time.Duration(st.Elapsed).Round(time.Millisecond), strings.Join(tried, ", "), commas(st.Nodes))
			fmt.Fprintf(e.stderr, "%s: stages: %s\n", m.Name, stagesText(r))
		}
		res = append(res, r)
	}
	return res, nil
}

// inputError turns a parse error into an exit-2 error printed one position
// per line.
func inputError(err error) error {
	var list hlo.ErrorList
	if errors.As(err, &list) {
		var b strings.Builder
		for _, e := range list {
			fmt.Fprintln(&b, e)
		}
		return fail(exitUsage, "%s", strings.TrimRight(b.String(), "\n"))
	}
	return fail(exitUsage, "%v", err)
}

func (o *planOptions) runPlan(e *env, args []string) (err error) {
	if o.format == "" {
		o.format = formatOf(o.out)
	}
	switch o.format {
	case "text", "json", "yaml", "csv":
	default:
		return &usageError{fmt.Sprintf("-format %q: want text, json, yaml or csv", o.format)}
	}
	if err := checkOutputs(args, o.out, o.html, o.remat.emit); err != nil {
		return err
	}
	res, err := o.load(e, args)
	if err != nil {
		return err
	}
	defer func() {
		// The signal watch ends once the output is written (or failed): a
		// signal while rendering still exits 130 or 143, after the write.
		if s := o.work.stop(); s != nil && err == nil {
			err = interrupted(s, kept(res, o.out))
		}
	}()
	if o.format == "text" || o.html != "" {
		for _, r := range res {
			// The comparison of arenas only explains the plan: a signal
			// cuts it short, and the lines that show it are left out.
			planner.CompareArenasContext(o.work.ctx, r)
		}
	}
	if err := o.remat.emitHLO(res); err != nil {
		return err
	}
	var out bytes.Buffer
	tr := time.Now()
	switch o.format {
	case "text":
		for i, r := range res {
			if i > 0 {
				out.WriteString("\n")
			}
			writeText(&out, r, moduleLabel(r, i, len(res)))
			writeRemat(&out, r)
		}
	case "json":
		var v any = res[0].Report()
		if len(res) > 1 {
			v = reports(res)
		}
		data, err := planner.MarshalJSON(v)
		if err != nil {
			return err
		}
		out.Write(data)
	case "yaml":
		enc := yaml.NewEncoder(&out)
		enc.SetIndent(2)
		for _, r := range res {
			if err := enc.Encode(r.Report()); err != nil {
				return err
			}
		}
		enc.Close()
	case "csv":
		if len(res) > 1 {
			return fail(exitUsage, "planner plan: the csv format holds one module; %s has %d (use json or yaml)", res[0].Module.Pos.File(), len(res))
		}
		if err := assign.WriteCSV(&out, res[0].Problem, res[0].Solution); err != nil {
			return err
		}
	}
	if o.timeline {
		for i, r := range res {
			fmt.Fprintf(e.stderr, "module %s\n", moduleLabel(r, i, len(res)))
			if err := writeTimeline(e.stderr, r); err != nil {
				return err
			}
		}
	}
	if o.html != "" {
		var page bytes.Buffer
		if err := report.HTML(&page, res, report.HTMLOptions{}); err != nil {
			return err // a bytes.Buffer: cannot fail
		}
		if err := writeFile(o.html, page.Bytes()); err != nil { // names o.html
			return fail(exitUsage, "planner: %v", err)
		}
		if o.limitErr != nil {
			return o.limitErr // nothing but the HTML report is written
		}
	}
	if o.verbose {
		what := o.format
		if o.html != "" {
			what += " and html"
		}
		fmt.Fprintf(e.stderr, "report: %s in %v\n", what, time.Since(tr).Round(time.Millisecond))
	}
	return e.emit(o.out, out.Bytes())
}

// stagesText lists the time each step of r's pipeline took, the schedule
// candidates' orders and liveness analyses inside the schedule step's.
func stagesText(r *planner.Result) string {
	var parts []string
	for _, st := range r.StepTimes {
		part := fmt.Sprintf("%s %v", st.Name, st.Elapsed.Round(time.Millisecond))
		if st.Name == "schedule" && len(r.Schedules) > 0 {
			var cands []string
			for _, c := range r.Schedules {
				cands = append(cands, fmt.Sprintf("%s %v + liveness %v", c.Algorithm, c.Order.Round(time.Millisecond), c.Liveness.Round(time.Millisecond)))
			}
			part += " (" + strings.Join(cands, ", ") + ")"
		}
		parts = append(parts, part)
	}
	return strings.Join(parts, " · ")
}

// kept says, for the message of an interrupted command, what it wrote and
// where: the best plan found so far when a signal cut a search short, the
// finished plan otherwise.
func kept(res []*planner.Result, out string) string {
	where := "stdout"
	if out != "" && out != "-" {
		where = out
	}
	what := "the verified plan (finished before the signal)"
	if len(res) > 1 {
		what = fmt.Sprintf("the %d verified plans (finished before the signal)", len(res))
	}
	for _, r := range res {
		if r.Solution.Interrupted {
			what = "the best verified plan found so far"
			if len(res) > 1 {
				what = fmt.Sprintf("the %d verified plans, the best found so far", len(res))
			}
			break
		}
	}
	return "wrote " + what + " to " + where
}

func reports(res []*planner.Result) []*planner.Report {
	var out []*planner.Report
	for _, r := range res {
		out = append(out, r.Report())
	}
	return out
}

// formatOf returns the format a plan written to the file named out has
// without --format: the one verify reads from its extension (.json, .yaml
// or .yml, .csv), text for any other name or stdout.
func formatOf(out string) string {
	switch strings.ToLower(filepath.Ext(out)) {
	case ".json":
		return "json"
	case ".yaml", ".yml":
		return "yaml"
	case ".csv":
		return "csv"
	}
	return "text"
}
