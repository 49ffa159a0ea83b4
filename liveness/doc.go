// Package liveness decides which values of an HLO module share a buffer and
// when each buffer is live, on one flattened timeline.
//
// It sits between the scheduler and the packer:
//
//	seq, _ := schedule.Order(m, schedule.Best, policy.Bytes)
//	r, err := liveness.Analyze(m, seq, liveness.PolicyOptions(policy))
//	p := r.Problem(liveness.All) // or liveness.TempOnly (analyzed with Options.Arena TempOnly)
//	sol, err := assign.Solve(p, assign.Options{})
//
// Analyze follows XLA's dataflow and alias analysis, copy insertion and
// buffer assignment: values per instruction and shape index; buffers that
// must share (while and conditional state, input_output_alias, in-place
// ops), with a copy wherever sharing would overwrite a value still needed;
// buffers that may share (an elementwise op or loop fusion writing over an
// operand at its last read, a sort over its operands); temporaries placed
// inside donated parameters', outputs' and other buffers where those are
// free (XLA's allocation structure); thread-local computations kept out
// of the arena, their constants given buffers as XLA does. The algorithm
// and its rules are described at the top of analyze.go; the files are
//
//	analyze.go   values, the timeline, must-share constraints and copies
//	share.go     the sharing groups, in-place and reuse rules, colocation
//	build.go     groups to numbered buffers, MaxLive
//	problem.go   arenas and the conversion to assign.Problem
//	timeline.go  WriteTimeline, the live-range dump
//	result.go    the Result types
//
// Buffers are numbered deterministically (by definition time, instruction
// ID, shape index), so the same module and schedule give the same Result,
// Problem and dump, byte for byte.
package liveness
