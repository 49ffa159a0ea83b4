// Package remat fits a program under a memory limit: when the packed peak
// of a module's plan exceeds the limit, it changes the program (recomputes
// values right before late uses, offloads values to host memory between
// early and late uses, checkpoints scans) until the packed peak fits,
// cheapest first under the cost model of package cost, and checks the
// changed module against the original with an independent checker.
//
// Files:
//
//	clone.go   the deep copy of a module a fit works on
//	fit.go     Fit: the rounds of candidates, the choice, repack and verify
//	apply.go   the rewrites: a clone before a late use, a copy to S(5) and back
//	check.go   Check: every clone computes what its original does, the order respects every dependency
//	bound.go   the lower bound any plan under a limit needs, and why
//	scan.go    CheckpointScans: a scan's stacked residuals recomputed a segment at a time (√T carries kept)
//	scan_effects.go  which forward bodies a checkpointed scan may run twice (collectives, pure custom-calls), fresh channel ids
//	scan_check.go  CheckScans, CheckFit: the check of a checkpointed module, and of a fit through one
//	advice.go  Advise: what to write in JAX (checkpoint policy, donation, checkpointed scans); SmallestLimit
//	xla.go     Baseline: XLA's HloRematerialization as published, for comparison
package remat
