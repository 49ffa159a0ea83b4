package hlo

// The stages of a module, as StageOf tells them apart.
const (
	// Lowered is a module as a front end hands it to XLA
	// (jax.jit(f).lower(...).as_text(), *.before_optimizations.txt): no
	// fusion, not scheduled.
	Lowered = "lowered"
	// Optimized is a module XLA has compiled: it holds fusion
	// instructions or is marked is_scheduled=true.
	Optimized = "optimized"
)

// StageOf returns Optimized when m is marked is_scheduled=true or holds a
// fusion instruction, Lowered otherwise.
func StageOf(m *Module) string {
	if m == nil {
		return Lowered
	}
	if m.IsScheduled {
		return Optimized
	}
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			if in.Opcode == "fusion" {
				return Optimized
			}
		}
	}
	return Lowered
}
