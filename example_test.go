package planner_test

import (
	"context"
	"errors"
	"fmt"
	"log"
	"time"

	planner "github.com/planner-dev/planner"
	"github.com/planner-dev/planner/hlo"
)

// This example plans a small module: a chain of unary ops whose
// temporaries can share one buffer.
func Example() {
	src := []byte(`HloModule chain

ENTRY %main (p: f32[8,128]) -> f32[8,128] {
  %p = f32[8,128]{1,0} parameter(0)
  %e = f32[8,128]{1,0} exponential(%p)
  %t = f32[8,128]{1,0} tanh(%e)
  ROOT %n = f32[8,128]{1,0} negate(%t)
}
`)
	mods, err := hlo.Parse("chain.hlo", src)
	if err != nil {
		log.Fatal(err)
	}
	res, err := planner.Plan(mods[0], planner.Config{})
	if err != nil {
		log.Fatal(err)
	}
	s := res.Stats
	fmt.Printf("%d buffers, L = %d bytes, peak = %d bytes, optimal: %v\n", s.Buffers, s.LowerBound, s.Peak, s.Optimal)
	// Output:
	// 2 buffers, L = 8192 bytes, peak = 8192 bytes, optimal: true
}

// This example plans a module, then looks one instruction up: the buffer
// holding its value, the buffer's offset in the arena and its live range.
// The unary chain reuses one buffer in place, so t shares it with e and n.
// The module is planned as written: modeled as compiled, the chain would be
// one fusion and t no buffer of its own.
func ExampleResult_Lookup() {
	src := []byte(`HloModule lookup

ENTRY %main (p: f32[8,128]) -> f32[8,128] {
  %p = f32[8,128]{1,0} parameter(0)
  %e = f32[8,128]{1,0} exponential(%p)
  %t = f32[8,128]{1,0} tanh(%e)
  ROOT %n = f32[8,128]{1,0} negate(%t)
}
`)
	res, err := planner.PlanSource("lookup.hlo", src, planner.Config{AsWritten: true})
	if err != nil {
		log.Fatal(err)
	}
	at, err := res[0].Lookup("t")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("t: buffer %d, %d bytes at offset %d, live [%d,%d)\n", at.Buffer.ID, at.Buffer.Size, at.Offset, at.Start, at.End)
	for _, v := range at.Buffer.Values {
		fmt.Println("  holds", planner.ValueName(v))
	}
	_, err = res[0].Lookup("nope")
	fmt.Println(err)
	// Output:
	// t: buffer 1, 4096 bytes at offset 4096, live [1,4)
	//   holds e
	//   holds t
	//   holds n
	// planner: module lookup has no instruction nope
}

// This example stops a plan through its context: a caller that gives up
// (a timeout, a user's interrupt) cancels the context, and PlanContext
// returns at the next step with an error that wraps context.Canceled.
// Cancelled while the packers run, it returns the best verified plan
// found so far instead.
func ExamplePlanContext() {
	mods, err := hlo.Parse("chain.hlo", []byte(`HloModule chain
ENTRY %main (p: f32[1024,1024]) -> f32[1024,1024] {
  %p = f32[1024,1024]{1,0} parameter(0)
  %e = f32[1024,1024]{1,0} exponential(%p)
  ROOT %n = f32[1024,1024]{1,0} negate(%e)
}
`))
	if err != nil {
		log.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel() // the caller gives up
	_, err = planner.PlanContext(ctx, mods[0], planner.Config{Budget: time.Minute})
	fmt.Println(errors.Is(err, context.Canceled), err)
	// Output:
	// true chain: partition: context canceled
}

// This example shows an error found after parsing, by the HLO verifier:
// the module's input_output_alias names a parameter the entry does not
// have, and errors.As finds the *hlo.Error with its position.
func ExamplePlan_positionedError() {
	_, err := planner.PlanSource("bad.hlo", []byte(`HloModule bad, input_output_alias={ {}: (3, {}, may-alias) }
ENTRY %main (p: f32[8]) -> f32[8] {
  %p = f32[8]{0} parameter(0)
  ROOT %n = f32[8]{0} negate(%p)
}
`), planner.Config{})
	var perr *hlo.Error
	if errors.As(err, &perr) {
		fmt.Println(perr.Pos, perr.Msg)
	}
	// Output:
	// bad.hlo:1:37 input_output_alias names parameter 3: expected 0 to 0 (the entry "main" has 1 parameter)
}

// This example asks the question explain answers, as library calls: which
// source lines hold the bytes live at the peak (PeakGroups), and which
// buffers those are (PeakBuffers). The two broadcasts of line 12 are live
// together with the parameter once the second is made. Result.Explain
// returns the same, with the schedules' figures, as explain's JSON.
func ExampleResult_PeakGroups() {
	res, err := planner.PlanSource("model.hlo", []byte(`HloModule model
ENTRY %main (p: f32[8,128]) -> f32[8,128] {
  %p = f32[8,128]{1,0} parameter(0)
  %a = f32[4,8,128]{2,1,0} broadcast(%p), dimensions={1,2}, metadata={op_name="jit(f)/mlp/broadcast_in_dim" source_file="model.py" source_line=12}
  %b = f32[4,8,128]{2,1,0} broadcast(%p), dimensions={1,2}, metadata={op_name="jit(f)/mlp/broadcast_in_dim" source_file="model.py" source_line=12}
  %s = f32[4,8,128]{2,1,0} add(%a, %b), metadata={op_name="jit(f)/mlp/add" source_file="model.py" source_line=13}
  ROOT %r = f32[8,128]{1,0} reduce(%s, %p), dimensions={0}, to_apply=%main.add
}
%main.add (x: f32[8,128], y: f32[8,128]) -> f32[8,128] {
  %x = f32[8,128]{1,0} parameter(0)
  %y = f32[8,128]{1,0} parameter(1)
  ROOT %z = f32[8,128]{1,0} add(%x, %y)
}
`), planner.Config{AsWritten: true}) // as written: modeled, the chain is one fusion
	if err != nil {
		log.Fatal(err)
	}
	r := res[0]
	l, t, _ := r.ArenaPeak()
	fmt.Printf("L = %d bytes at step %d (%s)\n", l, t, r.Liveness.Timeline[t].Name)
	groups, err := r.PeakGroups(planner.BySource)
	if err != nil {
		log.Fatal(err)
	}
	for _, g := range groups {
		fmt.Printf("%-12s %6d bytes in %d buffers, largest %s\n", g.Key, g.Bytes, len(g.Buffers), planner.ValueName(g.Buffers[0].Values[0]))
	}
	for _, b := range r.PeakBuffers() {
		fmt.Printf("b%d %s %d bytes\n", b.ID, planner.ValueName(b.Values[0]), b.Size)
	}
	// Output:
	// L = 36864 bytes at step 2 (b)
	// model.py:12   32768 bytes in 2 buffers, largest a
	// [parameter]    4096 bytes in 1 buffers, largest p
	// b1 a 16384 bytes
	// b2 b 16384 bytes
	// b0 p 4096 bytes
}
