package assign

// Buffer is one block of memory with a fixed lifetime: it is live on the
// half-open interval [Start, End) and needs Size bytes at an offset that is a
// multiple of Align (Align <= 1 means no constraint).
type Buffer struct {
	ID    string
	Start int64
	End   int64
	Size  int64
	Align int64
}

// Problem is a set of buffers to place in one arena. Capacity, when
// positive, is a hard limit on the peak.
type Problem struct {
	Buffers  []Buffer
	Capacity int64
}

// Solution is an offset for every buffer of a problem, with what is known
// about its quality.
type Solution struct {
	// Offsets[i] is the offset of Problem.Buffers[i].
	Offsets []int64
	// Peak is the arena size: the largest Offset+Size over all buffers.
	Peak int64
	// LowerBound is L, the max load: no plan has a peak below it.
	LowerBound int64
	// Algorithm names the packer whose plan this is ("bestfit", "p2ffd", ...).
	Algorithm string
	// Optimal is true when the peak is proved optimal: Peak == LowerBound,
	// or Peak equals the bound that also counts the holes alignment forces
	// (see alignedBound), or an exhaustive search proved no lower peak
	// exists.
	Optimal bool
	// Guarantee is the a-priori bound that holds for this plan, in words,
	// e.g. "peak <= 8 L2 <= 16 L".
	Guarantee string
	// Interrupted is true when Options.Context ended the work early: the
	// plan is valid and verified, but the improvement or the search did not
	// finish.
	Interrupted bool
	// Stats are counters from the packers that ran (nodes searched, time ...).
	Stats Stats
}

// Stats records the work done to find a solution.
type Stats struct {
	// Tried lists each packer that ran and the peak it reached, in run order.
	Tried []Attempt
	// Nodes is the number of search nodes expanded (0 when no search ran).
	Nodes int64
	// Elapsed is the wall time spent, in nanoseconds. It is the only field
	// that differs between runs and is never printed in golden output.
	Elapsed int64
}

// Attempt is one packer's result inside a portfolio.
type Attempt struct {
	Algorithm string
	Peak      int64
}
