package hlo

import "unsafe"

// Instructions is an allocator of instructions in blocks, for the passes
// that make them by the hundred thousand (the parser, optimize's
// fusion): one allocation per block of about 32 KiB instead of one per
// instruction. An 11,000-layer training step makes about 300,000
// instructions (616 bytes each then, the 640-byte size class) between the
// parse and the fusion pass; the runtime's per-object work (span lookup,
// heap bits of a pointerful object with a header) was paid for each.
// A block lives as long as any instruction in it is reachable, so this
// is for instructions that mostly live as long as their module. The zero
// value is ready to use; it is not safe for concurrent use.
type Instructions struct {
	free []Instruction // the rest of the current block, unused
}

// instructionsPerBlock fills the largest small-object size class
// (32 KiB): a larger block would take a span of its own.
const instructionsPerBlock = 32 << 10 / int(unsafe.Sizeof(Instruction{}))

// New returns a pointer to a zero Instruction.
func (a *Instructions) New() *Instruction {
	if len(a.free) == 0 {
		a.free = make([]Instruction, instructionsPerBlock)
	}
	in := &a.free[0]
	a.free = a.free[1:]
	return in
}
