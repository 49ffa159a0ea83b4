// Package cost is the planner's time model: flops and bytes per
// instruction, a target's figures (peak flops, the bandwidth of each memory
// level and of the copies between them), and the roofline time of an
// instruction, max(flops / peak, slow bytes / slow bandwidth + fast bytes /
// fast bandwidth). It knows nothing of offsets.
package cost
