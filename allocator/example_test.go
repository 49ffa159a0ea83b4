package allocator_test

import (
	"fmt"
	"log"

	"github.com/planner-dev/planner/allocator"
)

// This example replays a small training loop against BFC: a program
// sized by hand (two arguments, the first donated to the first output),
// run ten times over a state it updates in place and a batch put anew
// each step, whose losses are kept in a list. The pool is 0.75 of the
// device, as JAX's default. The peak in use is the state, a batch and the
// temp block (1.75 MiB, 1,835,008 bytes) and the ten losses the list
// holds, each 4 bytes rounded up to BFC's 256; the live arrays ask for
// 4 bytes a loss.
func ExampleSimulator_Run() {
	src := []byte(`program step args 1MiB 256KiB outputs 1MiB 4B temp 512KiB alias 0:0 donate 0
put state 1MiB
repeat 10 {
  put batch 256KiB
  run step state batch -> state losses[]
}
`)
	script, err := allocator.ParseScript("loop.run", src)
	if err != nil {
		log.Fatal(err)
	}
	sim, err := allocator.NewSimulator(script)
	if err != nil {
		log.Fatal(err)
	}
	res, err := sim.Run(allocator.Options{DeviceMemory: 16 << 20})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%s: %d steps, pool %s, out of memory: %v\n", res.Allocator, res.TotalSteps, allocator.HumanBytes(res.Pool), res.OOM != nil)
	fmt.Printf("peak in use %d bytes, peak live %d bytes\n", res.PeakInUse, res.PeakLive)
	// Output:
	// bfc: 11 steps, pool 12.00MiB, out of memory: false
	// peak in use 1837568 bytes, peak live 1835048 bytes
}
