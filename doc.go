// Package planner plans static buffer offsets for XLA HLO modules: it reads a
// module, orders its instructions, finds when every buffer is live, packs the
// buffers into one arena and proves how far the plan can be from the best.
//
// The pipeline is one call, [Plan], made of named steps that each belong to
// one package:
//
//	layout    layout.ParsePolicy   bytes and alignment of every shape
//	schedule  schedule.Order       an instruction order (text, or the best of several)
//	liveness  liveness.Analyze     buffers, aliasing and live ranges on one timeline
//	problem                        one interval per buffer of the arena
//	assign    assign.Solve         offsets, the lower bound L and the guarantee
//	verify    assign.Verify        an independent check of the plan
//	stats                          bytes by kind, as XLA's BufferAssignment stats
//
// [PlanFile] parses a file first; a file may hold several modules.
//
// Every plan Plan returns has passed assign.Verify: no two buffers live at
// the same time overlap in memory, and every offset is aligned. Its lower
// bound L (the most bytes live at one time) is a bound on every plan, so
// r = peak/L bounds how far the plan is from the optimum; the packers also
// guarantee peak ≤ 8·L₂ ≤ 16·L whatever the input.
package planner
