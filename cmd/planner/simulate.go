package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"

	planner "github.com/planner-dev/planner"
	"github.com/planner-dev/planner/allocator"
	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/report"
)

var simulateCommand = &command{
	name:    "simulate",
	args:    "SCRIPT",
	summary: "simulate JAX's device allocator over a training loop (BFC, platform, planned)",
	about: `Simulate replays a run script (programs and the steps of a training loop;
the format is in the allocator package's script.go and docs/commands.md) against a
device allocator, as PJRT executes the programs: outputs aliased to no
argument are allocated at launch, then the program's temp block, then a copy
of each output aliased to an argument that was not donated; the temp block
is freed at the end; donated arguments are released. The pool is the
device's memory times --mem-fraction, rounded up to 2 MiB as XLA's GPU
client rounds it.

Programs named by an HLO file are planned by the planner (layout dense,
256-byte alignment, XLA:GPU's) for their argument, output and temp sizes;
their input_output_alias and buffer_donor give the donation.

Allocators: bfc (XLA/TSL's BFC allocator as JAX's GPU client sets it up: a
pool of --mem-fraction of the device, preallocated unless
--preallocate=false; preallocated, spatially partitioned as XLA's
--xla_gpu_enable_allocator_spatial_partitioning does by default, classic
with --allocator-spatial-partitioning=false), platform (XLA_PYTHON_CLIENT_ALLOCATOR=platform: every
request from the device, cuMemAlloc), vmm (XLA_PYTHON_CLIENT_ALLOCATOR=vmm,
XLA's VMM allocator: every request padded to --granularity and mapped
afresh, so nothing fragments, within a budget of --mem-fraction of the
device, truncated, not rounded to 2 MiB), planned (the planner's layout as a runtime builds
it: every executable's temp block at one fixed offset, the bottom of a
region at the top of the pool as large as the largest temp block; every
array that outlives an execution placed first fit below it) and clairvoyant
(every allocation of the whole run packed offline knowing the future: a
lower bound, not a runtime).

Printed: per step, bytes in use, reserved (the pool taken from the device),
the largest free block and the fragmentation (free - largest free) / free;
the out-of-memory step, if any, with the allocator's own message and dump;
and the least pool from which every larger pool runs under each allocator
(with the pools below it that happen to run, and the search), as a memory
fraction of --device-memory and as device memory at --mem-fraction; after
an out-of-memory error, JAX settings and program changes, each simulated.

The simulator's independent checker verifies the allocator's state after
every step (on runs of more than 1000 steps, after about 1000 evenly spaced
ones and the last).

Exit status: 0 the script ran to the end; 1 it ran out of memory; 2 bad
usage or input.`,
	flags: func(fs *flag.FlagSet) func(*env, []string) error {
		o := &simulateOptions{}
		o.device = 16 << 30
		bytesVar(fs, &o.device, "device-memory", "the device's memory in bytes (suffixes KiB, MiB, GiB allowed)\n(default 16GiB)")
		fs.Func("device", "the device by name: its memory as --device-memory ("+planner.DeviceNames()+")", func(s string) error {
			d, err := planner.LookupDevice(s)
			if err != nil {
				return errors.New("want one of " + planner.DeviceNames())
			}
			o.device, o.deviceName = d.Bytes, d.Name
			return nil
		})
		fs.StringVar(&o.alloc, "allocator", "bfc", allocator.Kinds)
		o.granularity = allocator.DefaultVMMGranularity
		bytesVar(fs, &o.granularity, "granularity", "the VMM allocator's allocation granularity, what every request is\npadded to (cuMemGetAllocationGranularity's; default 2MiB)")
		fs.Float64Var(&o.fraction, "mem-fraction", allocator.DefaultMemFraction, "XLA_PYTHON_CLIENT_MEM_FRACTION: the pool's share of the device")
		fs.BoolVar(&o.prealloc, "preallocate", true, "XLA_PYTHON_CLIENT_PREALLOCATE: take the whole pool at the first\nallocation (false: BFC grows regions on demand)")
		fs.BoolVar(&o.spatial, "allocator-spatial-partitioning", true, "XLA_FLAGS=--xla_gpu_enable_allocator_spatial_partitioning (XLA's default:\ntrue): a preallocated BFC pool serves default memory from its lower end and\ncollective memory from its upper end; false: classic BFC")
		fs.StringVar(&o.defrag, "defrag", "never", "never, or on-oom: defragment and retry an allocation that fails")
		fs.BoolVar(&o.gc, "garbage-collection", false, "with --preallocate=false, let BFC give wholly free regions back to\nthe device before failing (TensorFlow does; XLA's GPU client, JAX's, does not)")
		fs.StringVar(&o.html, "html", "", "write the pool's occupancy over steps to this HTML file")
		fs.IntVar(&o.rows, "rows", 40, "step rows to print, evenly spaced (the out-of-memory and the most\nfragmented steps always); 0 prints every step")
		fs.BoolVar(&o.least, "least", true, "search the least pool under each allocator (bisection; each probe\nis a whole simulation)")
		fs.BoolVar(&o.verbose, "v", false, "print progress to stderr (shown on a terminal anyway)")
		declareInputLimit(fs, &o.maxInput)
		return o.run
	},
}

// simulateOptions are simulate's flags.
type simulateOptions struct {
	device   int64
	alloc    string
	fraction float64
	// granularity is --granularity, the VMM allocator's.
	granularity int64
	prealloc    bool
	// spatial is --allocator-spatial-partitioning.
	spatial bool
	gc      bool
	defrag  string
	html    string
	rows    int
	least   bool
	verbose bool
	// maxInput is --max-input, which bounds the script and every HLO file
	// it names.
	maxInput int64

	// deviceName is --device's name, "" without it.
	deviceName string
}

func (o *simulateOptions) run(e *env, args []string) error {
	if len(args) != 1 {
		return &usageError{"want exactly one SCRIPT"}
	}
	switch o.alloc {
	case allocator.KindBFC, allocator.KindPlatform, allocator.KindVMM, allocator.KindPlanned, allocator.KindClairvoyant:
	default:
		return &usageError{fmt.Sprintf("--allocator %q: want %s", o.alloc, allocator.Kinds)}
	}
	if o.defrag != "never" && o.defrag != "on-oom" {
		return &usageError{fmt.Sprintf("--defrag %q: want never or on-oom", o.defrag)}
	}
	if !(o.fraction > 0 && o.fraction <= 1) {
		return &usageError{fmt.Sprintf("--mem-fraction %v: want a number in (0, 1]", o.fraction)}
	}
	if o.granularity <= 0 || o.granularity > allocator.MaxBytes {
		return &usageError{"--granularity: want a positive size up to 1PiB"}
	}
	if o.device <= 0 {
		return &usageError{"--device-memory: want a positive size"}
	}
	if o.rows < 0 {
		return &usageError{"--rows: want 0 or more"}
	}
	if err := checkOutputs(args, o.html); err != nil {
		return err
	}
	w := startWork(0, e.stderr, o.verbose || isTerminal(e.stderr))
	defer w.stop()
	w.update("reading "+args[0], 0)
	src, err := readInput(w.ctx, args[0], o.maxInput)
	if err != nil {
		return err
	}
	script, err := allocator.ParseScript(args[0], src)
	if err != nil {
		return scriptError(err)
	}
	if err := resolvePrograms(script, filepath.Dir(args[0]), w, o.maxInput, o.html); err != nil {
		return err
	}
	sim, err := allocator.NewSimulator(script)
	if err != nil {
		return scriptError(err)
	}
	opts := allocator.Options{Allocator: o.alloc, DeviceMemory: o.device, MemFraction: o.fraction,
		NoPreallocate: !o.prealloc, GarbageCollection: o.gc, DefragOnOOM: o.defrag == "on-oom", Check: true,
		NoSpatialPartitioning: !o.spatial,
		VMMGranularity:        o.granularity}
	// The checker's work grows with the live blocks; on long runs it checks
	// about a thousand evenly spaced steps and the last.
	opts.CheckEvery = max(1, script.TotalSteps()/1000)
	if o.html != "" {
		opts.Columns = report.HTMLColumns
	}
	// The table prints --rows of the steps and the chart draws them: a
	// script of more than maxStepRecords steps keeps that many records,
	// evenly spaced (--rows 0, every step, keeps them all).
	if o.rows > 0 {
		opts.MaxStepRecords = max(o.rows, maxStepRecords)
	}
	opts.Progress = func(done, total int64) {
		w.update(fmt.Sprintf("simulating %s: step %d of %d", o.alloc, done, total), 0)
	}
	// Ctrl-C or SIGTERM stops the simulation and the searches; nothing is
	// written.
	opts.Stop = func() bool { return w.ctx.Err() != nil }
	stopped := func() error {
		if s := w.stop(); s != nil {
			return interrupted(s, "nothing written")
		}
		return fail(exitFail, "planner: interrupted")
	}
	res, err := sim.Run(opts)
	if errors.Is(err, allocator.ErrStopped) {
		return stopped()
	}
	if err != nil {
		var list allocator.ErrorList
		if errors.As(err, &list) {
			return scriptError(err)
		}
		return fail(exitFail, "%v", err)
	}
	var leasts []leastRow
	if o.least {
		for _, k := range leastKinds(opts) {
			lo := opts
			lo.Allocator, lo.DefragOnOOM, lo.Columns = k.alloc, k.defrag, 0
			lo.NoSpatialPartitioning = opts.NoSpatialPartitioning != k.otherBFC
			lo.Progress = nil
			w.update("searching the least pool for "+k.name, 0)
			l, err := sim.LeastPool(lo)
			if errors.Is(err, allocator.ErrStopped) {
				return stopped()
			}
			if err != nil {
				return fail(exitFail, "%v", err)
			}
			leasts = append(leasts, leastRow{k.name, l})
		}
	}
	var advice []allocator.Advice
	if res.OOM != nil {
		w.update("simulating the advice", 0)
		ao := opts
		ao.Progress = nil
		advice, err = sim.Advise(ao)
		if errors.Is(err, allocator.ErrStopped) {
			return stopped()
		}
		if err != nil {
			return fail(exitFail, "%v", err)
		}
	}
	w.stop()
	if o.html != "" {
		var page bytes.Buffer
		rows := make([]report.LeastPool, len(leasts))
		for i, l := range leasts {
			rows[i] = report.LeastPool{Allocator: l.name, Least: l.least}
		}
		if err := report.SimulateHTML(&page, script, res, opts, rows); err != nil {
			return err // a bytes.Buffer: cannot fail
		}
		if err := writeFile(o.html, page.Bytes()); err != nil {
			return fail(exitUsage, "planner: %v", err)
		}
	}
	writeSimVerdict(e.stdout, script, res, opts, leasts, o.deviceName)
	fmt.Fprintln(e.stdout)
	writeSimulation(e.stdout, script, res, opts, o.rows, leasts, advice)
	if res.OOM != nil {
		return fail(exitFail, "")
	}
	return nil
}

// leastKind is an allocator the least pool is searched for.
type leastKind struct {
	name   string
	alloc  string
	defrag bool
	// otherBFC runs BFC with the other spatial partitioning than
	// --allocator-spatial-partitioning's.
	otherBFC bool
}

// leastKinds are the allocators the least pool is searched for: BFC as
// the flags set it up, with and without defragmentation, and, preallocated,
// the other BFC variant (classic beside spatial, or spatial beside
// classic); then platform, vmm, planned and the clairvoyant bound.
func leastKinds(opts allocator.Options) []leastKind {
	ks := []leastKind{{"bfc", allocator.KindBFC, false, false}, {"bfc+defrag", allocator.KindBFC, true, false}}
	if !opts.NoPreallocate {
		other := "bfc-classic"
		if opts.NoSpatialPartitioning {
			other = "bfc-spatial"
		}
		ks = append(ks, leastKind{other, allocator.KindBFC, false, true})
	}
	return append(ks,
		leastKind{"platform", allocator.KindPlatform, false, false},
		leastKind{"vmm", allocator.KindVMM, false, false},
		leastKind{"planned", allocator.KindPlanned, false, false},
		leastKind{"clairvoyant", allocator.KindClairvoyant, false, false})
}

// leastDevice writes the least device memory of l, which is 0 when it
// would pass 2^62 bytes.
func leastDevice(l allocator.Least) string {
	if l.Device == 0 {
		return "more than 2^62 bytes"
	}
	return human(l.Device)
}

// leastRow is one allocator's least pool.
type leastRow struct {
	name  string
	least allocator.Least
}

// scriptError prints a script's errors one per line, exit 2.
func scriptError(err error) error {
	var list allocator.ErrorList
	if errors.As(err, &list) {
		var b strings.Builder
		for _, e := range list {
			fmt.Fprintln(&b, e)
		}
		return fail(exitUsage, "%s", strings.TrimRight(b.String(), "\n"))
	}
	return fail(exitUsage, "%v", err)
}

// resolvePrograms plans every program the script names by an HLO file and
// fills in its sizes and aliasing. Each file is read under --max-input
// (maxInput, as readInput takes it), and none may be the --html output.
func resolvePrograms(s *allocator.Script, dir string, w *work, maxInput int64, html string) error {
	for _, p := range s.Programs {
		if p.Source == "" {
			continue
		}
		path := p.Source
		if !filepath.IsAbs(path) {
			path = filepath.Join(dir, path)
		}
		if html != "" && !special(html) && sameFile(html, path) {
			return fail(exitUsage, "%s: program %s: output %s is the program's file %s: want another file name", p.Pos, p.Name, html, p.Source)
		}
		w.update("reading "+path, 0)
		src, err := readInput(w.ctx, path, maxInput)
		if err != nil {
			var ee *exitError
			if errors.As(err, &ee) {
				err = ee.err
			}
			return fail(exitUsage, "%s: program %s: %s", p.Pos, p.Name, strings.TrimPrefix(err.Error(), "planner: "))
		}
		w.update("planning "+path, 0)
		mods, err := hlo.Parse(path, src)
		if err != nil {
			return inputError(err)
		}
		var m *hlo.Module
		var names []string
		for _, mod := range mods {
			names = append(names, mod.Name)
			if m == nil && (p.Module == mod.Name || (p.Module == "" && len(mods) == 1)) {
				m = mod
			}
		}
		if m == nil && p.Module != "" {
			return fail(exitUsage, "%s: program %s: %s holds no module %s (it holds %s)", p.Pos, p.Name, path, p.Module, strings.Join(names, ", "))
		}
		if m == nil {
			return fail(exitUsage, "%s: program %s: %s holds %d modules (%s): name one after the path", p.Pos, p.Name, path, len(mods), strings.Join(names, ", "))
		}
		if err := programSizes(p, m); err != nil {
			var list hlo.ErrorList
			if errors.As(err, &list) {
				return inputError(err)
			}
			return fail(exitUsage, "%s: program %s: %v", p.Pos, p.Name, err)
		}
	}
	return nil
}

// programSizes plans m for its temp block and reads its argument and output
// arrays (tuples flattened to their leaves) and its aliasing.
func programSizes(p *allocator.Program, m *hlo.Module) error {
	r, err := planner.Plan(m, planner.Config{Layout: "dense", Align: 256, Arena: "temp"})
	if err != nil {
		return err
	}
	p.Temp = r.Stats.TempBytes
	leaves := func(s hlo.Shape, f func(index string, size int64)) {
		s.ForEachSubshape(func(sub hlo.Shape, index hlo.ShapeIndex) {
			if !sub.IsTuple() {
				f(indexKey(index), r.Policy.Bytes(sub))
			}
		})
	}
	argLeaf := map[string]int{}
	p.ArgNames = []string{}
	for i, param := range m.Entry.Params {
		leaves(param.Shape, func(index string, size int64) {
			argLeaf[strconv.Itoa(i)+"/"+index] = len(p.Args)
			p.Args = append(p.Args, size)
			name := param.Name
			if param.Shape.IsTuple() {
				name += "/" + strings.ReplaceAll(index, ",", "/")
			}
			p.ArgNames = append(p.ArgNames, name)
		})
	}
	outLeaf := map[string]int{}
	leaves(m.Entry.Root.Shape, func(index string, size int64) {
		outLeaf[index] = len(p.Outputs)
		p.Outputs = append(p.Outputs, size)
	})
	for _, a := range m.InputOutputAlias {
		o, ok1 := outLeaf[indexKey(a.OutputIndex)]
		arg, ok2 := argLeaf[strconv.Itoa(a.Param)+"/"+indexKey(a.ParamIndex)]
		if !ok1 || !ok2 {
			return fmt.Errorf("%s: input_output_alias names no array leaf", a.Pos)
		}
		if p.Alias == nil {
			p.Alias = make([]int, len(p.Outputs))
			for i := range p.Alias {
				p.Alias[i] = -1
			}
		}
		p.Alias[o] = arg
	}
	for _, d := range m.BufferDonors {
		arg, ok := argLeaf[strconv.Itoa(d.Param)+"/"+indexKey(d.ParamIndex)]
		if !ok {
			return fmt.Errorf("%s: buffer_donor names no array leaf", d.Pos)
		}
		p.Donate = append(p.Donate, arg)
	}
	return nil
}

// indexKey writes a shape index as a map key.
func indexKey(ix hlo.ShapeIndex) string {
	var b strings.Builder
	for i, k := range ix {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(k))
	}
	return b.String()
}

// writeSimulation prints the report.
func writeSimulation(w io.Writer, s *allocator.Script, res *allocator.Result, opts allocator.Options, rows int, leasts []leastRow, advice []allocator.Advice) {
	pool := fmt.Sprintf("pool %s = %g × device", human(res.Pool), memFraction(opts))
	switch {
	case opts.Allocator == allocator.KindPlatform:
		pool = "no pool: every request from the device"
	case opts.Allocator == allocator.KindVMM:
		pool = fmt.Sprintf("budget %s = %g × device, every request padded to %s", human(res.Pool), memFraction(opts), human(opts.VMMGranularity))
	case opts.NoPreallocate && opts.Allocator == allocator.KindBFC:
		pool += ", grown on demand"
	case opts.Allocator == allocator.KindBFC && opts.NoSpatialPartitioning:
		pool += ", preallocated, classic"
	case opts.Allocator == allocator.KindBFC:
		pool += ", preallocated, spatially partitioned"
	default:
		pool += ", preallocated"
	}
	defrag := "never"
	if opts.DefragOnOOM {
		defrag = "on out-of-memory"
	}
	fmt.Fprintf(w, "script %s · %d steps · device %s · allocator %s (%s) · defragment %s\n",
		s.Filename, res.TotalSteps, human(res.Device), opts.Allocator, pool, defrag)
	if len(s.Programs) > 0 {
		fmt.Fprintln(w, "programs:")
	}
	for _, p := range s.Programs {
		var args, outs int64
		for _, n := range p.Args {
			args += n
		}
		for _, n := range p.Outputs {
			outs += n
		}
		aliased := 0
		for _, a := range p.Alias {
			if a >= 0 {
				aliased++
			}
		}
		src := p.Source
		if src == "" {
			src = "(sizes)"
		}
		fmt.Fprintf(w, "  %-12s %s · %d args %s · %d outputs %s (%d aliased, %d donated) · temp %s\n",
			p.Name, src, len(p.Args), human(args), len(p.Outputs), human(outs), aliased, aliased+len(p.Donate), human(p.Temp))
	}
	fmt.Fprintf(w, "\n%8s  %-14s %10s %10s %10s %10s %12s %13s\n", "step", "statement", "in use", "peak", "reserved", "live", "largest free", "fragmentation")
	keep := stepRows(res, rows)
	for i, st := range res.Steps {
		if !keep[i] {
			continue
		}
		what := fmt.Sprintf("%d:%d", st.Pos.Line, st.Pos.Col)
		if st.Iteration > 0 {
			what += fmt.Sprintf(" #%d", st.Iteration)
		}
		mark := ""
		if res.OOM != nil && res.OOM.Step == st.Step {
			mark = "  out of memory"
		}
		if st.Moved > 0 {
			mark += "  moved " + human(st.Moved)
		}
		fmt.Fprintf(w, "%8d  %-14s %10s %10s %10s %10s %12s %13.4f%s\n", st.Step, what, human(st.InUse), human(st.Peak),
			human(st.Reserved), human(st.Live), human(st.LargestFree), st.Fragmentation, mark)
	}
	fmt.Fprintf(w, "\npeak in use %s · peak reserved %s · peak live %s · worst fragmentation %.4f (step %d) · defragmented %d times, %s moved\n",
		human(res.PeakInUse), human(res.PeakReserved), human(res.PeakLive), res.WorstFragmentation, res.WorstStep, res.Defrags, human(res.Moved))
	if f := res.OOM; f != nil {
		fmt.Fprintf(w, "\nout of memory at step %d (%s), %s live:\n%s\n", f.Step, f.Pos, human(f.Live), f.Err.Error())
		if len(advice) > 0 {
			fmt.Fprintf(w, "\nwhat to change, each simulated on this device (%s, fraction %g):\n", human(opts.DeviceMemory), memFraction(opts))
			for _, a := range advice {
				mark := "fails"
				if a.Runs {
					mark = "runs "
				}
				fmt.Fprintf(w, "  %s  %s\n         %s\n", mark, a.Change, a.Figure)
			}
		}
		fmt.Fprintf(w, "\nthe allocator's log:\n%s\n", f.Err.Message)
		if f.Err.Dump != "" {
			writeDump(w, f.Err.Dump)
		}
	} else {
		fmt.Fprintf(w, "ran to the end: %d steps\n", res.TotalSteps)
	}
	if len(leasts) > 0 {
		fmt.Fprintf(w, "\nleast pool from which every larger pool runs (pools in steps of 2 MiB as XLA's GPU client rounds them; device %s, fraction %g):\n",
			human(opts.DeviceMemory), memFraction(opts))
		for _, l := range leasts {
			writeLeast(w, l, memFraction(opts))
		}
	}
}

// writeLeast prints one allocator's least pool and the search behind it.
func writeLeast(w io.Writer, l leastRow, frac float64) {
	if !l.least.Found {
		fmt.Fprintf(w, "  %-12s none up to 2^50 bytes\n", l.name)
		return
	}
	x := l.least
	if l.name == "platform" {
		fmt.Fprintf(w, "  %-12s %10s of device memory (the fraction does not apply) · %d runs\n", l.name, human(x.Pool), x.Runs)
		return
	}
	fits := ""
	if x.Fraction > 1 {
		fits = ", more than the device"
	}
	need := ""
	if human(x.Need) != human(x.Pool) {
		need = fmt.Sprintf(" (needs %s)", human(x.Need))
	}
	monotone := len(x.Intervals) <= 2 && x.Certified == x.Pool
	how := ""
	if monotone {
		how = fmt.Sprintf(" · bisection, %d runs", x.Runs)
	}
	if l.name == "clairvoyant" {
		how += " · a lower bound: the whole run packed knowing the future, not a runtime"
	}
	fmt.Fprintf(w, "  %-12s %10s%s: mem fraction %.4f%s, or %s of device memory at %g%s\n",
		l.name, human(x.Pool), need, x.Fraction, fits, leastDevice(x), frac, how)
	if monotone {
		return
	}
	var parts []string
	if x.Truncated {
		parts = append(parts, "not searched below "+human(x.Intervals[0].From))
	}
	for i, iv := range x.Intervals {
		switch {
		case i == len(x.Intervals)-1 && iv.Runs:
			parts = append(parts, "runs from "+human(iv.From))
		case i == 0 && !iv.Runs && !x.Truncated:
			parts = append(parts, "fails up to "+human(iv.To)+" (from the live-bytes peak down)")
		case iv.Runs:
			parts = append(parts, "runs "+humanRange(iv.From, iv.To))
		default:
			parts = append(parts, "fails "+humanRange(iv.From, iv.To))
		}
	}
	fmt.Fprintf(w, "  %-12s search, %d runs: %s; certified from %s (a larger pool makes the same decisions)\n", "", x.Runs, strings.Join(parts, " · "), human(x.Certified))
	if len(x.Below) > 0 {
		var b []string
		for _, p := range x.Below {
			b = append(b, human(p))
		}
		fmt.Fprintf(w, "  %-12s pools below %s that happen to run: %s\n", "", human(x.Pool), strings.Join(b, ", "))
	}
}

// humanRange prints pools [from, to].
func humanRange(from, to int64) string {
	if from == to {
		return human(from)
	}
	return human(from) + "–" + human(to)
}

// maxDumpLines caps the chunk lines of a printed dump.
const maxDumpLines = 200

// writeDump prints BFC's dump, the chunk list cut short when long.
func writeDump(w io.Writer, dump string) {
	lines := strings.Split(strings.TrimRight(dump, "\n"), "\n")
	chunks := 0
	cut := 0
	for _, l := range lines {
		isChunk := strings.HasPrefix(l, "InUse at ") || strings.HasPrefix(l, "Free  at ")
		if isChunk {
			chunks++
			if chunks > maxDumpLines {
				cut++
				continue
			}
		} else if cut > 0 {
			fmt.Fprintf(w, "... %d more chunks\n", cut)
			cut = 0
		}
		fmt.Fprintln(w, l)
	}
}

// memFraction is the options' memory fraction.
func memFraction(o allocator.Options) float64 {
	if o.MemFraction == 0 {
		return allocator.DefaultMemFraction
	}
	return o.MemFraction
}

// maxStepRecords is the most step records a simulation keeps for the
// table and the chart unless --rows asks for more: 100,000, about 10 MB.
const maxStepRecords = 100_000

// stepRows says which steps to print: all when rows is 0 or there are few,
// else evenly spaced ones, the out-of-memory step and the most fragmented.
func stepRows(res *allocator.Result, rows int) []bool {
	keep := make([]bool, len(res.Steps))
	n := len(res.Steps)
	for i := range keep {
		keep[i] = rows == 0 || n <= rows || i == 0 || i == n-1 || i%((n+rows-1)/rows) == 0 ||
			res.Steps[i].Step == res.WorstStep || (res.OOM != nil && res.Steps[i].Step == res.OOM.Step)
	}
	return keep
}
