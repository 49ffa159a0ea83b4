// Command mixedcsv writes assign.MixedProblem(n, seed) in MiniMalloc's CSV
// format (id,lower,upper,size): the mixed-lifetime problems `planner bench
// --generate` packs in process, as files that `planner pack` and other
// packers (idealloc, MiniMalloc) read:
//
//	go run ./testdata/bench/mixedcsv 100000 > /tmp/mixed100000.csv
package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"

	"github.com/planner-dev/planner/assign"
)

func main() {
	if len(os.Args) < 2 || len(os.Args) > 3 {
		fmt.Fprintln(os.Stderr, "usage: mixedcsv BUFFERS [SEED]")
		os.Exit(2)
	}
	n, err := strconv.Atoi(os.Args[1])
	if err != nil || n < 1 || n > 100_000_000 {
		fmt.Fprintf(os.Stderr, "mixedcsv: bad number of buffers %q\n", os.Args[1])
		os.Exit(2)
	}
	seed := uint64(1) // planner bench --generate's
	if len(os.Args) == 3 {
		if seed, err = strconv.ParseUint(os.Args[2], 10, 64); err != nil {
			fmt.Fprintf(os.Stderr, "mixedcsv: bad seed %q\n", os.Args[2])
			os.Exit(2)
		}
	}
	w := bufio.NewWriter(os.Stdout)
	fmt.Fprintln(w, "id,lower,upper,size")
	for _, b := range assign.MixedProblem(n, seed).Buffers {
		fmt.Fprintf(w, "%s,%d,%d,%d\n", b.ID, b.Start, b.End, b.Size)
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, "mixedcsv:", err)
		os.Exit(1)
	}
}
