package liveness

import "github.com/planner-dev/planner/hlo"

// Kind is what XLA's buffer assignment reports a buffer as.
type Kind int

const (
	Temp         Kind = iota // a temporary of the computation
	Parameter                // an entry parameter
	Constant                 // a constant: never reused
	MaybeLiveOut             // part of the entry result
)

// String returns the name XLA's stats use: "temp", "parameter", "constant",
// "maybe-live-out".
func (k Kind) String() string {
	switch k {
	case Parameter:
		return "parameter"
	case Constant:
		return "constant"
	case MaybeLiveOut:
		return "maybe-live-out"
	}
	return "temp"
}

// Value is an array (or tuple pointer) defined by an instruction at a shape index.
//
// Copy marks the copy the analysis inserted of Instruction's value at Index
// (see Result.Copies). An instruction inside a computation called from
// several sites defines one value per site; they print alike.
type Value struct {
	Instruction *hlo.Instruction
	Index       hlo.ShapeIndex
	Copy        bool
}

// Buffer is a block of memory holding one or more values that share it
// (colocated or reusing one another), live on [Start, End).
type Buffer struct {
	ID     int       // dense, from 0, in a deterministic order
	Values []Value   // the values stored in the buffer; Values[0] defines it
	Shape  hlo.Shape // the shape of Values[0] at its index (an array, or a tuple's pointer table)
	Size   int64     // bytes under the layout policy
	Align  int64     // offset alignment in bytes
	Start  int64     // first time step the buffer is live
	End    int64     // one past the last time step (half-open)
	Kind   Kind
	// LiveOut is true when the buffer holds a value of the entry result:
	// always for MaybeLiveOut, and for a Parameter whose caller donated it
	// to an output (XLA counts such a buffer as parameter and as
	// maybe-live-out).
	LiveOut bool
}

// Copy is a copy the analysis inserted, as XLA's copy insertion would,
// because a must-share pair of values would be live at once.
type Copy struct {
	// Of is the value copied; Buffer is the ID of the new buffer holding the copy.
	Of     Value
	Buffer int
	// Reason says which sharing rule needed the copy, e.g. "while init is live after the loop".
	Reason string
}

// Result is the outcome of the analysis: buffers with live ranges on one
// flattened timeline of Steps time steps.
type Result struct {
	Buffers []Buffer
	Copies  []Copy
	// Steps is the length of the timeline: every End is <= Steps.
	Steps int64
	// Timeline[t] is the instruction executed at time t. A while or
	// conditional appears twice, at the step that opens its span (its
	// operands are handed to the callees) and at the step that closes it
	// (its result is handed back); a call appears once, before its callee.
	Timeline []*hlo.Instruction
	// MaxLive is the largest total size of buffers live at one time: the lower bound L.
	MaxLive int64
	// PeakTime is the first time step where MaxLive is reached.
	PeakTime int64
	// PeakBuffers are the IDs of the buffers live at PeakTime, largest first.
	PeakBuffers []int
	// Heap, with Options.Heap, lists the buffers as XLA's heap simulator
	// places them (HeapBuffer, HeapProblem), in order of their first
	// values; nil otherwise.
	Heap []HeapBuffer
}
