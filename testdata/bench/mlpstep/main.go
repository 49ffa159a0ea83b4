// Command mlpstep writes the HLO text of one unfused training step of an
// MLP with the given number of layers (internal/mlpstep's generator, which
// the benchmarks of mlp_bench_test.go plan), for timing `planner plan` on a
// large module:
//
//	go run ./testdata/bench/mlpstep 11000 > /tmp/mlp11000.hlo
package main

import (
	"fmt"
	"os"
	"strconv"

	"github.com/planner-dev/planner/internal/mlpstep"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: mlpstep LAYERS")
		os.Exit(2)
	}
	n, err := strconv.Atoi(os.Args[1])
	if err != nil || n < 1 {
		fmt.Fprintf(os.Stderr, "mlpstep: bad number of layers %q\n", os.Args[1])
		os.Exit(2)
	}
	os.Stdout.WriteString(mlpstep.Text(n))
}
