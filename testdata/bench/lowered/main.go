// Command lowered writes the HLO text of a generated lowered module
// (internal/lowered's generators, which the optimize benchmarks run), for
// timing `planner plan` on a large one:
//
//	go run ./testdata/bench/lowered chain 30000 > /tmp/chain30000.hlo
//	go run ./testdata/bench/lowered calls 20000 > /tmp/calls20000.hlo
package main

import (
	"fmt"
	"os"
	"strconv"

	"github.com/planner-dev/planner/internal/lowered"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: lowered chain|calls INSTRUCTIONS")
		os.Exit(2)
	}
	n, err := strconv.Atoi(os.Args[2])
	if err != nil || n < 1 {
		fmt.Fprintf(os.Stderr, "lowered: bad number of instructions %q\n", os.Args[2])
		os.Exit(2)
	}
	switch os.Args[1] {
	case "chain":
		os.Stdout.WriteString(lowered.Chain(n))
	case "calls":
		os.Stdout.WriteString(lowered.CallGraph(n))
	default:
		fmt.Fprintf(os.Stderr, "lowered: unknown kind %q (chain or calls)\n", os.Args[1])
		os.Exit(2)
	}
}
