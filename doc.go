// Package planner plans static buffer offsets for XLA HLO modules: it reads a
// module, orders its instructions, finds when every buffer is live, packs the
// buffers into one arena and proves how far the plan can be from the best.
//
// The pipeline is one call, [Plan], made of named steps (the steps table in
// plan.go, in this order) that each belong to one package:
//
//	partition  spmd.Partition       a sharded lowered module made per device, with
//	                                the collectives XLA's SPMD partitioner inserts
//	optimize   optimize.Run         a lowered module rewritten as XLA would compile it
//	                                (simplifier, CSE, DCE, fusion); Config.AsWritten skips it
//	layout     layout.ParsePolicy   bytes and alignment of every shape
//	schedule   schedule.Order       an instruction order (text, or the best of several)
//	liveness   liveness.Analyze     buffers, aliasing and live ranges on one timeline
//	remat      remat.FitOrders      under Config.MemoryLimit: a limit-aware order,
//	                                recomputation and host offload until the program fits
//	memspace   memspace.Assign      with Config.FastMemory: which intervals sit in fast memory
//	problem                         one interval per buffer of the arena (constants pooled)
//	assign     assign.Solve         offsets, the lower bound L and the guarantee
//	own order                       a scheduled module's own order kept when it packs lower
//	verify     assign.Verify        an independent check of the plan
//	stats                           bytes by kind, as XLA's BufferAssignment stats
//	advise     remat.SmallestLimit  with a memory limit: fit or not by the final packing,
//	                                then what to change and the smallest limit met
//	as written                      with Config.CompareAsWritten: the module as written
//	                                planned too, for the figures shown beside the modeled ones
//
// Parsing comes first ([PlanFile] parses a file; a file may hold several
// modules). The result's [Result.Verdict] is what every output opens with:
// the peak of the plan at its stage (as written, modeled, rewritten), and
// whether it fits a capacity, a memory limit or a named device ([Devices]).
//
// Every plan Plan returns has passed assign.Verify: no two buffers live at
// the same time overlap in memory, and every offset is aligned. Its lower
// bound L (the most bytes live at one time) is a bound on every plan, so
// r = peak/L bounds how far the plan is from the optimum; the packers also
// guarantee peak ≤ 8·L₂ ≤ 16·L whatever the input.
package planner
