package main

import (
	"bytes"
	"flag"
	"fmt"

	"github.com/planner-dev/planner/cost"
	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/optimize"
)

var optimizeCommand = &command{
	name:    "optimize",
	args:    "FILE",
	summary: "print the module as XLA would compile it (the modeled module)",
	about: `Optimize reads an HLO text file and prints each lowered module as XLA would
compile it: the passes of package optimize (simplifier, transpose folding,
CSE, DCE, fusion under the target's rules, bitcasts). --target picks the
rules: cpu for XLA:CPU's; every GPU and TPU target takes the GPU rules. A
module already optimized (fusions present, or is_scheduled=true) is printed
as it is. The output re-parses, and XLA's parser reads it. A summary of what
each pass did goes to stderr with -v.`,
	flags: func(fs *flag.FlagSet) func(*env, []string) error {
		out := fs.String("o", "", "write the module to this file instead of stdout")
		target := fs.String("target", cost.DefaultTarget, "compile target whose fusion rules apply, the same default as plan's: "+targetNames())
		verbose := fs.Bool("v", false, "print what each pass did to stderr")
		maxInput := new(int64)
		declareInputLimit(fs, maxInput)
		return func(e *env, args []string) error {
			if len(args) != 1 {
				return &usageError{"want exactly one FILE"}
			}
			// The targets plan knows (a typo such as tpu-v9 took the GPU
			// rules silently).
			if _, err := cost.Lookup(*target); err != nil {
				return &usageError{fmt.Sprintf("--target: %v", err)}
			}
			if err := checkOutputs(args, *out); err != nil {
				return err
			}
			src, err := readInput(nil, args[0], *maxInput)
			if err != nil {
				return err
			}
			mods, err := hlo.Parse(args[0], src)
			if err != nil {
				return inputError(err)
			}
			var b bytes.Buffer
			for i, m := range mods {
				rep, err := optimize.Run(m, optimize.Options{Rules: optimize.RulesFor(*target), GemmFusion: optimize.RulesFor(*target) == optimize.GPU && optimize.GemmFusionFor(*target)})
				if err != nil {
					return fail(exitFail, "%s: %v", args[0], err)
				}
				if *verbose {
					fmt.Fprintf(e.stderr, "%s: module %s: %s, %s rules: %d instructions -> %d\n", args[0], m.Name, rep.Stage, rep.Rules, rep.Before, rep.After)
					for _, p := range rep.Passes {
						fmt.Fprintf(e.stderr, "  %-20s %d\n", p.Name, p.Changes)
					}
				}
				if i > 0 {
					b.WriteString("\n// -----\n\n")
				}
				if err := hlo.Print(&b, m); err != nil {
					return err
				}
			}
			return e.emit(*out, b.Bytes())
		}
	},
}
