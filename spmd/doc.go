// Package spmd partitions a sharded HLO module per device, as XLA's SPMD
// partitioner would, so that its memory can be planned per device.
//
// A JAX program jitted over a mesh lowers to one module over global
// shapes, with shardings on its parameters, its result and the
// with_sharding_constraint custom calls (XLA's sharding={...} or Shardy's
// xla.sdy.sharding; package hlo parses both). XLA then propagates the
// shardings to every instruction (propagate.go), gives every array its
// per-device shape and inserts the collectives that move data between
// devices (partition.go, reshard.go): that per-device module is what each
// device runs, and what its memory is planned on.
//
// Partition returns the per-device module (which passes hlo.Verify and
// the independent Check, check.go), the collectives it inserted, and
// every reshard that could only go through the whole array on every
// device (XLA's "involuntary full rematerialization"), named with the
// instruction, the two shardings and the bytes it costs each device.
// Summarize describes a module XLA has already partitioned: its
// collectives and the tensors every device holds whole.
//
// The package knows nothing of offsets or time: it rewrites modules.
package spmd
