package main

import (
	"bytes"
	"flag"
	"fmt"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/layout"
)

var parseCommand = &command{
	name:    "parse",
	args:    "FILE",
	summary: "parse an HLO file and summarise each module",
	about: `Parse reads an HLO text file and prints one line per module: its name, the
number of computations and instructions, and the total bytes of every array
value under the layout policy (before any sharing). On a malformed file it
prints every error it found, one per line as file:line:col: message, and
exits with status 2.`,
	flags: func(fs *flag.FlagSet) func(*env, []string) error {
		name := fs.String("layout", layout.TPUName, "byte-size policy: tpu or dense")
		align := fs.Int64("align", 0, "offset alignment in bytes (0: the layout's default)")
		maxInput := new(int64)
		declareInputLimit(fs, maxInput)
		return func(e *env, args []string) error {
			if len(args) != 1 {
				return &usageError{"want exactly one FILE"}
			}
			pol, err := layout.ParsePolicy(*name, *align)
			if err != nil {
				return &usageError{err.Error()}
			}
			src, err := readInput(nil, args[0], *maxInput)
			if err != nil {
				return err
			}
			mods, err := hlo.Parse(args[0], src)
			if err != nil {
				return inputError(err)
			}
			var out bytes.Buffer
			for _, m := range mods {
				if err := pol.CheckModule(m); err != nil {
					return inputError(err)
				}
				instrs := 0
				var total int64
				for _, c := range m.Computations {
					instrs += len(c.Instructions)
					for _, in := range c.Instructions {
						in.Shape.ForEachSubshape(func(s hlo.Shape, _ hlo.ShapeIndex) {
							if s.IsArray() {
								total += pol.Bytes(s)
							}
						})
					}
				}
				fmt.Fprintf(&out, "%s: module %s: %d computations, %d instructions, arrays %s under %s\n",
					args[0], m.Name, len(m.Computations), instrs, exact(total), pol)
			}
			_, err = e.stdout.Write(out.Bytes())
			return err
		}
	},
}
