// Package allocator simulates device memory allocators over a whole run of
// compiled programs: XLA/TSL's best-fit-with-coalescing (BFC) allocator as
// JAX's GPU client configures it, the platform allocator (every request from
// the device), XLA's VMM allocator (every request padded to the allocation
// granularity and mapped afresh, within a budget), a runtime that
// defragments on an out-of-memory error, the planner's layout as a runtime
// builds it ("planned": one fixed place for every executable's temp block,
// first fit for the arrays) and the whole run packed knowing the future
// ("clairvoyant", a lower bound).
//
// The package does not know HLO. A run script names its programs; the caller
// resolves each program to its argument, output and temp sizes and its
// aliasing (the cmd layer plans HLO files with the root package's Plan), and
// Simulate then replays the script as PJRT executes it: arguments are live
// arrays; outputs aliased to no argument are allocated at launch, then the
// program's temp block, then a copy of each output aliased to an argument
// that was not donated (gpu_executable.cc); the temp block is freed when
// the program ends; donated arguments are released.
//
// Files:
//
//	allocator.go the Allocator interface, statistics, snapshots, OOM errors
//	bfc.go       the BFC allocator, as xla/tsl/framework/bfc_allocator.cc writes it
//	spatial.go   BFC's spatial partitioning (XLA's default): both ends and a central gap
//	device.go    the device address space regions and platform requests come from
//	platform.go  XLA_PYTHON_CLIENT_ALLOCATOR=platform: no pool
//	vmm.go       XLA's VMM allocator: requests padded to the granularity, a budget
//	planned.go   the planner's layout as a runtime builds it
//	clairvoyant.go the whole run's trace packed by assign: a lower bound
//	script.go    the run-script format and its parser
//	simulate.go  PJRT's execution semantics over a script, per-step records
//	least.go     the least pool from which every larger pool runs
//	advice.go    what to change after out of memory, in JAX's terms
//	check.go     the independent checker every test runs
//	bytes.go     byte counts as TSL prints them
package allocator
