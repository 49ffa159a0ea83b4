// Package oneproc runs planner pack on one processor from before the
// other packages' initialisation, unless the GOMAXPROCS environment
// variable sets the number.
//
// Taking a processor away from a running Go program hands the spans that
// processor cached back to the runtime's central lists, one span set
// block (a page) per size class: when the main goroutine had run the
// package initialisers on the second processor, runtime.GOMAXPROCS(1)
// from main took 90-120 page faults (perf's page-fault samples, in
// runtime.(*p).destroy) and 0.3-0.4 MB of resident set. Here, in the
// first of the command's own packages to be initialised (Go initialises
// ready packages in the order of their import paths, and this one needs
// only os and runtime), little has been allocated yet.
package oneproc

import (
	"os"
	"runtime"
)

// StartProcs is the number of processors the process started with, where
// this package's initialisation took it down to one; 0 otherwise.
var StartProcs int

func init() { StartProcs = start(os.Args, os.LookupEnv) }

// start takes the process down to one processor when args are those of
// planner pack and lookupEnv finds no GOMAXPROCS, and returns the number
// it had; otherwise it returns 0 and changes nothing.
func start(args []string, lookupEnv func(string) (string, bool)) int {
	if len(args) < 2 || args[1] != "pack" {
		return 0
	}
	if _, set := lookupEnv("GOMAXPROCS"); set {
		return 0
	}
	return runtime.GOMAXPROCS(1)
}
