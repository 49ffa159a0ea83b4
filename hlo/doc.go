// Package hlo reads and writes XLA's HLO text, the planner's input
// language.
//
// Parse turns a file into modules: each Module holds computations, each
// Computation its instructions in text order, and each Instruction its
// opcode, shape, operands (as pointers), the computations it calls by role
// (to_apply, calls, body, condition, branch_computations, ...), aliasing,
// control predecessors and the metadata the planner reports. Attributes the
// IR does not model are kept as raw text, so Print writes a module back
// and parse → print → parse gives the same module.
//
// SPMD attributes are typed as well as kept: sharding={...} in every form
// of XLA's grammar (sharding.go), Shardy's xla.sdy.sharding and
// xla.sdy.meshes (sdy.go), num_partitions and replica_count, and the
// collectives' replica_groups in all three of XLA's forms — lists, iota,
// and mesh['axis_0'=8,...] {'axis_0'} — expanded to device lists, with
// source_target_pairs and channel_id (collective.go).
//
// Both spellings XLA has used are accepted: the old one with '%' names and
// operand shapes repeated at every use (add(f32[2]{0} %x, f32[2]{0} %y))
// and the new one with bare names (add(x, y)). A file may hold several
// modules separated by "// -----" lines.
//
// Errors carry file:line:col positions and say what was expected and what
// was found; Parse reports several per file (an ErrorList) and never
// panics on any input.
//
// Verify (verify.go) checks what a module that parses must also mean:
// known opcodes, operand counts, elementwise and tuple shapes,
// get-tuple-element indices, the signatures of called computations,
// input_output_alias and buffer_donor, shardings against their shapes
// and the module's partitions. Parse runs it on every module whose
// text parsed, so every caller refuses the same modules with the same
// positioned errors.
//
// The package knows nothing of sizes or time: bytes belong to package
// layout, orders to schedule, live ranges to liveness.
package hlo
