// The baseline: XLA's HloRematerialization as its source publishes it.
//
// XLA's pass (xla/hlo/transforms/simplifiers/hlo_rematerialization.cc)
// walks one fixed schedule keeping the sum of the bytes live; where the sum
// exceeds the memory limit it rematerializes, among the values live there
// and not used by the instruction at hand, the candidate of lowest cost
// memory_limit / bytes_saved (the largest saving; compute does not enter
// the choice), in blocks of instructions up to its block size (1 on GPU,
// growing only when no single instruction helps), and never a while, call,
// conditional or custom-call. It compares the sum of live bytes, not a
// packed peak, so fragmentation is ignored, and it stops once the sum fits.
//
// Options.XLA runs Fit that way: no offload, the first step over the limit
// in program order, the largest saving first, rematerializable opcodes as
// XLA's (the same exclusions as the planner's, which already refuses
// while, call, conditional and custom-call), single instructions (block
// size 1), and a stop once L, the most bytes live at one step, is under
// the limit. Its result is then packed like the planner's, so its Fits
// says whether the plan XLA would make is really under the limit.

package remat

// xlaCandidate reports whether XLA's pass would consider c.
func xlaCandidate(c candidate) bool {
	switch c.handle.Opcode {
	case "while", "call", "conditional", "custom-call":
		return false
	}
	return c.kind == "remat"
}

// xlaBetter is XLA's order: lowest memory_limit / bytes_saved first, that
// is the largest saving, then the earlier instruction.
func xlaBetter(a, b candidate) bool {
	if a.saved != b.saved {
		return a.saved > b.saved
	}
	return a.handle.ID < b.handle.ID
}
