// Command gencsv writes assign.GenerateProblem(kind, n, seed) in
// MiniMalloc's CSV format (id,lower,upper,size), for `planner pack` and the
// peers (idealloc, MiniMalloc):
//
//	go run ./testdata/bench/gencsv pinned 5001 > /tmp/pinned5001.csv
//
// The kinds are assign.ProblemKinds: mixed, pinned, random, staircase,
// heavy, training (nested lifetimes) and pipeline (a 1F1B schedule's first
// stage); see assign/generate.go.
package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/planner-dev/planner/assign"
)

func main() {
	if len(os.Args) < 3 || len(os.Args) > 4 {
		fmt.Fprintf(os.Stderr, "usage: gencsv KIND BUFFERS [SEED] (KIND: %s)\n", strings.Join(assign.ProblemKinds, ", "))
		os.Exit(2)
	}
	n, err := strconv.Atoi(os.Args[2])
	if err != nil || n < 1 || n > 100_000_000 {
		fmt.Fprintf(os.Stderr, "gencsv: bad number of buffers %q\n", os.Args[2])
		os.Exit(2)
	}
	seed := uint64(1)
	if len(os.Args) == 4 {
		if seed, err = strconv.ParseUint(os.Args[3], 10, 64); err != nil {
			fmt.Fprintf(os.Stderr, "gencsv: bad seed %q\n", os.Args[3])
			os.Exit(2)
		}
	}
	p := assign.GenerateProblem(os.Args[1], n, seed)
	if p == nil {
		fmt.Fprintf(os.Stderr, "gencsv: unknown kind %q: want one of %s\n", os.Args[1], strings.Join(assign.ProblemKinds, ", "))
		os.Exit(2)
	}
	w := bufio.NewWriter(os.Stdout)
	fmt.Fprintln(w, "id,lower,upper,size")
	for _, b := range p.Buffers {
		fmt.Fprintf(w, "%s,%d,%d,%d\n", b.ID, b.Start, b.End, b.Size)
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, "gencsv:", err)
		os.Exit(1)
	}
}
