// Command planner plans static buffer offsets for XLA HLO modules.
//
// Usage:
//
//	planner plan [FILE]      the offset plan, with its lower bound and guarantee
//	planner explain [FILE]   what is live at the peak, and what each schedule would need
//	planner parse FILE       a one-line summary per module, or the parse errors
//	planner verify PLAN      re-check a plan (JSON or CSV) from its file alone
//	planner pack FILE.csv    pack MiniMalloc-style buffers into a capacity
//	planner bench FILE|DIR   time the search on CSVs and the pipeline on HLO modules
//	planner simulate SCRIPT  JAX's device allocator (BFC, platform, planned) over a training loop
//
// Without FILE, plan and explain use the built-in example model: one training
// step of a small transformer block. Run "planner COMMAND --help" for the
// flags of each command, "planner --version" for the version.
//
// Exit status: 0 success; 1 the capacity cannot be met or the plan is
// invalid; 2 bad usage or bad input. Errors go to stderr, one per line, as
// file:line:col: message.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strings"
	"sync/atomic"

	"github.com/planner-dev/planner/cmd/planner/internal/oneproc"
)

// Exit codes.
const (
	exitOK    = 0
	exitFail  = 1 // the capacity cannot be met, or a plan is invalid
	exitUsage = 2 // bad usage or bad input
)

func main() {
	tuneGC(os.Args[1:], os.Getenv("GOGC"))
	packStartProcs = oneproc.StartProcs
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// hloGCPercent is the garbage collector's target for the commands that run
// the HLO pipeline (plan, explain, optimize), where GOGC does not set one.
// Their heap is a graph of pointers the collector marks in full each cycle:
// at the default 100, collection was a quarter of the CPU of an
// 11,000-layer training step (7.0-7.8 s with it, 5.3-5.6 s with GOGC=off)
// and a fifth of gemma2's. At 200 the collector runs half as often; the
// step's CPU (user + sys) fell from 5.9-6.3 s to 5.2-5.3 s, its peak RSS
// rose from 0.96-1.0 to 1.07-1.10 GB; 400 and 800 saved no more CPU for
// 1.27-1.38 GB. The other commands keep the default, but pack, whose
// memory is what is compared with MiniMalloc's and idealloc's, lowers it
// on small problems once it knows their size (tunePackGC). Go's own compiler
// raises its heap goal for the same reason (cmd/compile's
// base.AdjustStartingHeap).
const hloGCPercent = 200

// startingHeap is the heap the HLO pipeline's commands grow to before the
// collector's target (hloGCPercent) applies. The heap of a large module's
// plan grows from nothing to about a gigabyte, and each collection on the
// way marks all that is live: on the 11,000-layer step the cycles below
// 256 MiB (five of seven) marked 220 MB of the 800 MB the seven marked.
// A module whose plan stays under it is never collected.
const startingHeap = 256 << 20

// heapPerInputByte is the heap, per byte of HLO text, that the HLO
// pipeline's commands grow to before their first collection, where that is
// more than startingHeap. A large module's plan allocates about 120 bytes
// per byte of its text (the 11,000-layer training step: 6.9 MB of text,
// 809 MB allocated, 117 a byte; a 1,500-layer one 124), most of it live
// until the plan is packed, and each collection on the way marks all
// that is. At 110 the step was collected once, near its end (at 720 MB,
// 270 MB live; 0.4-0.55 CPU s of marking by gctrace) to make room for its
// last 90 MB; at 130 it is never collected: CPU 3.08 -> 2.94 s (medians
// of 6 alternated runs, load 9-12), 3.61 -> 3.215 s with fusion's reused
// parameters (8 runs, load 15-17; docs/performance.md, perf31), for a
// peak RSS of 793 MB against 750.
// TestStepAllocationBelowFirstCollection checks the allocation per byte
// stays below it. A module of less than 2 MB keeps startingHeap.
const heapPerInputByte = 130

// maxStartingHeap bounds the heap an input's size raises the first
// collection to (heapPerInputByte).
const maxStartingHeap = 1 << 30

// gcTuned is true once tuneGC set the collector's target for an HLO
// pipeline's command: tuneGCForInput then adjusts it.
var gcTuned bool

// tuneGC sets the collector's target for the HLO pipeline's commands
// (hloGCPercent, from a starting heap of startingHeap), unless the GOGC
// environment variable (gogc) sets one.
func tuneGC(args []string, gogc string) {
	if gogc != "" || len(args) == 0 {
		return
	}
	switch args[0] {
	case "plan", "explain", "optimize":
		raiseStartingHeap(startingHeap, hloGCPercent)
		gcTuned = true
	}
}

// tuneGCForInput raises the heap of the first collection to
// heapPerInputByte times the n bytes of HLO text read, up to
// maxStartingHeap, where tuneGC set the target and that is more than
// startingHeap.
func tuneGCForInput(n int) {
	if !gcTuned || n <= 0 {
		return
	}
	goal := uint64(maxStartingHeap)
	if uint64(n) < maxStartingHeap/heapPerInputByte {
		goal = uint64(n) * heapPerInputByte
	}
	if goal > startingHeap {
		raiseStartingHeap(goal, hloGCPercent)
	}
}

// heapGen counts the calls of raiseStartingHeap: the adjustments of an
// earlier call stop.
var heapGen atomic.Int64

// raiseStartingHeap sets the collector's target so that the heap grows to
// goal before its first collection, and from then on to goal until the
// live heap is large enough for percent to reach it; then it sets
// percent. It is what cmd/compile's base.AdjustStartingHeap does for the
// Go compiler's own pointer graphs: a finalizer, run after each
// collection, reads the live heap and sets the next target. Only the
// collections' timing changes, never what the command computes.
func raiseStartingHeap(goal uint64, percent int) {
	// Below the live heap of 4 MB the runtime assumes, the goal is
	// 4 MB·GOGC/100.
	debug.SetGCPercent(max(percent, int(goal/(4<<20)*100)))
	gen := heapGen.Add(1)
	live := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	var adjust func(*[64]byte)
	adjust = func(*[64]byte) {
		if heapGen.Load() != gen {
			return // a later call took over
		}
		metrics.Read(live)
		var l uint64
		if live[0].Value.Kind() == metrics.KindUint64 {
			l = live[0].Value.Uint64()
		}
		if l == 0 || l/100*uint64(100+percent) >= goal {
			debug.SetGCPercent(percent)
			return
		}
		debug.SetGCPercent(max(percent, int(goal*100/l)-100))
		runtime.SetFinalizer(new([64]byte), adjust)
	}
	runtime.SetFinalizer(new([64]byte), adjust)
}

// packGCPercent is the collector's target for pack on a problem of at most
// packSmallBuffers buffers, where GOGC does not set one. The heap there is
// mostly the exact search's state, flat arrays without pointers that the
// collector marks in no time, and at the default 100 the process held up to
// twice them. Alternated, 3 runs each (docs/performance.md, "pack's
// memory"): RSS random 5,000 72 -> 58 MB, mixed 10,000 76 -> 49, pinned
// 5,001 33 -> 24, the CPU medians within the runs' noise (random 5,000 1.28
// -> 1.35 s, mixed 10,000 3.18 -> 3.33, pinned 5,001 1.27 -> 1.22). On
// larger problems the heap is the parsed buffers, pointers and strings
// the collector does mark, and 25 cost 8-28% CPU (pipeline 95,000 0.50 ->
// 0.64 s, Y_1 1.95 -> 2.10), so they keep the default.
const (
	packGCPercent    = 25
	packSmallBuffers = 10_000
)

// tunePackGC sets the collector's target for pack on a problem of n
// buffers (packGCPercent up to packSmallBuffers) unless the GOGC
// environment variable (gogc) sets one, and returns the function that puts
// the last target back.
func tunePackGC(n int, gogc string) (restore func()) {
	if gogc != "" || n > packSmallBuffers {
		return func() {}
	}
	old := debug.SetGCPercent(packGCPercent)
	return func() { debug.SetGCPercent(old) }
}

// packOneProcBuffers is the most buffers of a pack problem that runs on
// one processor (GOMAXPROCS 1) unless the GOMAXPROCS environment variable
// sets the number. Such a problem's work is the exact search, one
// goroutine at a time (its orders are coroutines); the packers that run
// concurrently before it take milliseconds there. Each processor keeps
// its own cached spans of every size class and the collector a worker per
// processor, which on a heap of 3-6 MB is a tenth of the resident set:
// GOMAXPROCS 1 from the start, 3 runs each alternated, took 0.3-0.7 MB
// off (random 900 10.3 -> 9.6 MB, heavy 2,000 11.9 -> 11.4, pinned 1,000
// 8.5 -> 8.1; docs/performance.md, "The resident set of a small pack"),
// with the same CPU and the same plans.
const packOneProcBuffers = 2_000

// packStartProcs is the number of processors pack started with, where
// package oneproc took it down to one before the other packages were
// initialised (see there why so early); 0 otherwise.
var packStartProcs int

// tunePackProcs runs pack on one processor for a problem of n buffers, at
// most packOneProcBuffers, unless the GOMAXPROCS environment variable
// (procs) sets the number, and returns the function that puts the last
// number back. On a larger problem it gives back the processors that
// package oneproc took away (packStartProcs).
func tunePackProcs(n int, procs string) (restore func()) {
	if procs != "" {
		return func() {}
	}
	if n > packOneProcBuffers {
		if packStartProcs <= 1 {
			return func() {}
		}
		old := runtime.GOMAXPROCS(packStartProcs)
		return func() { runtime.GOMAXPROCS(old) }
	}
	old := runtime.GOMAXPROCS(1)
	return func() { runtime.GOMAXPROCS(old) }
}

// command is one subcommand.
type command struct {
	name    string
	args    string // the positional arguments, for the usage line
	summary string
	// about is the help text printed before the flags.
	about string
	// flags declares the command's flags on fs and returns the function that
	// runs it on the positional arguments.
	flags func(fs *flag.FlagSet) func(env *env, args []string) error
}

// env is what a running command writes to.
type env struct {
	stdout, stderr io.Writer
}

// commands lists the subcommands in the order help shows them.
var commands = []*command{planCommand, explainCommand, parseCommand, optimizeCommand, partitionCommand, verifyCommand, packCommand, benchCommand, simulateCommand}

// usageError is bad usage: exit 2 with a hint to read --help.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

// exitError carries an exit status; its message, when not empty, is already
// the whole text to print.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

func usage(w io.Writer) {
	fmt.Fprint(w, `planner plans static buffer offsets for XLA HLO modules.

Usage:

	planner COMMAND [flags] [arguments]

Commands:
`)
	width := 0 // the longest name, so that the summaries line up
	for _, c := range commands {
		width = max(width, len(c.name))
	}
	for _, c := range commands {
		fmt.Fprintf(w, "\t%-*s  %s\n", width, c.name, c.summary)
	}
	fmt.Fprint(w, `
Without FILE, plan and explain use the built-in example model (one training
step of a small transformer block). Run "planner COMMAND --help" for the
flags of a command.

"planner --version" prints the version.

Exit status: 0 success; 1 the capacity cannot be met or a plan is invalid;
2 bad usage or bad input.
`)
}

// run runs the planner with the given arguments and returns its exit status.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return exitUsage
	}
	switch args[0] {
	case "-version", "--version", "version":
		fmt.Fprintln(stdout, versionText())
		return exitOK
	case "-h", "-help", "--help", "help":
		if len(args) > 1 && args[0] == "help" {
			for _, c := range commands {
				if c.name == args[1] {
					return runCommand(c, []string{"--help"}, stdout, stderr)
				}
			}
		}
		usage(stdout)
		return exitOK
	}
	for _, c := range commands {
		if c.name == args[0] {
			return runCommand(c, args[1:], stdout, stderr)
		}
	}
	fmt.Fprintf(stderr, "planner: unknown command %q\nRun 'planner --help' for usage.\n", args[0])
	return exitUsage
}

func (c *command) usage(w io.Writer, fs *flag.FlagSet) {
	fmt.Fprintf(w, "Usage: planner %s [flags] %s\n\n%s\n", c.name, c.args, strings.TrimSpace(c.about))
	fmt.Fprintf(w, "\nFlags:\n")
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	if n == 0 {
		fmt.Fprintf(w, "  none but -h, --help (this text)\n")
		return
	}
	fs.SetOutput(w)
	fs.PrintDefaults()
	fs.SetOutput(io.Discard)
}

// runCommand parses c's flags from args (flags may come before or after the
// positional arguments) and runs it.
func runCommand(c *command, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("planner "+c.name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	runFn := c.flags(fs)
	pos, err := parseInterspersed(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		c.usage(stdout, fs)
		return exitOK
	}
	if err != nil {
		fmt.Fprintf(stderr, "planner %s: %v\nRun 'planner %s --help' for usage.\n", c.name, err, c.name)
		return exitUsage
	}
	err = runFn(&env{stdout: stdout, stderr: stderr}, pos)
	if err == nil {
		return exitOK
	}
	var ue *usageError
	if errors.As(err, &ue) {
		fmt.Fprintf(stderr, "planner %s: %s\nRun 'planner %s --help' for usage.\n", c.name, ue.msg, c.name)
		return exitUsage
	}
	code := exitUsage
	var ee *exitError
	if errors.As(err, &ee) {
		code = ee.code
	}
	msg := strings.TrimRight(err.Error(), "\n")
	if msg != "" {
		fmt.Fprintln(stderr, msg)
	}
	return code
}

// parseInterspersed parses flags anywhere among the arguments, as users
// write "planner plan model.hlo --format json"; "--" ends the flags.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return pos, nil
		}
		// fs.Parse stops at "--" (consumed) or at the first non-flag.
		if len(args) > len(rest) && args[len(args)-len(rest)-1] == "--" {
			return append(pos, rest...), nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

// versionText is "planner VERSION (GOVERSION)": the module version the
// binary was built from (go install ...@v1.2.3), else the VCS revision a
// build in a checkout records, with "+dirty" when the tree had changes and
// the commit time; never a bare "(devel)".
func versionText() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "planner unknown (no build info in the binary) (" + runtime.Version() + ")"
	}
	return "planner " + buildVersion(bi) + " (" + runtime.Version() + ")"
}

// buildVersion is the version versionText prints for bi.
func buildVersion(bi *debug.BuildInfo) string {
	if v := bi.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	var rev, at string
	dirty := false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			at = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		return "devel (no module version or VCS revision recorded: built by go run or go test, or with -buildvcs=false)"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if dirty {
		rev += "+dirty"
	}
	if at != "" {
		rev += " " + at
	}
	return "devel " + rev
}

// fail returns an error that exits with code after printing msg.
func fail(code int, format string, a ...any) error {
	return &exitError{code: code, err: fmt.Errorf(format, a...)}
}
