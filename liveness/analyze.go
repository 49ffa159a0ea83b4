// The analysis: values, the flattened timeline, must-share groups with
// copy insertion, and may-share reuse.
//
// # Values and positions
//
// A value is an array (or a tuple's pointer table) defined by one
// instruction at one shape index. Every instruction has one position per
// subshape of its shape (preorder: the tuple pointer, then its elements),
// and every position holds exactly one value. Most instructions define a
// new value at each position. Some only pass values through:
//
//	bitcast, add-dependency, domain, optimization-barrier   operand 0's values
//	get-tuple-element                                       the operand's element
//	copy-done, async-done, *-done                           what the start defined ({0}, {1})
//	copy-start {1}, async-start {0,i}                       the operands (the rest is new)
//	async-update                                            the operand's arrays (tuple tables are new)
//	all-gather-start, collective-permute-start {0}, send {0} the operands (the rest is new)
//	recv-done {0}                                           recv's {0} (the rest is new)
//	tuple                                                   a new pointer table; the elements are the operands' values
//	call                                                    the callee root's values
//	parameter of a callee                                   the caller's values
//	while, conditional                                      phi values (below)
//
// Entry parameters and constants define values live from time 0; constants
// stay live to the end and are never reused (one buffer per constant
// instruction, however many call sites its computation has); an entry
// parameter stays live to the end unless the caller donated it
// (input_output_alias, buffer_donor). The result must own its buffers: a
// constant, a kept parameter or a value appearing twice in the entry's
// result is copied, as XLA's copy insertion does.
//
// # The timeline
//
// The entry's sequence is laid out step by step. A while, conditional or
// call occupies a span: a step that opens it (the operands are handed
// over), the spans of its callees (for a while, the condition and then the
// body; for a conditional, every branch, one after the other), and, for
// while and conditional, a step that closes it (the results are handed
// back). Callees
// are laid out recursively, once per call site, so the timeline is the
// flattened call graph XLA's buffer assignment sees. A while body is laid
// out once: every iteration runs in the same slot, so a value carried from
// one iteration to the next (the loop state) is live over the whole span,
// while a value defined and dead inside the body reuses its slot in each
// iteration. A conditional's operands (the selector and every branch's
// operand tuple) are read again at its close step: a runtime that reads
// the operand tuple when the conditional ends (XLA's live ranges keep it
// live to then) must find it intact, so no branch writes over it, even
// after the branch's own last read. Releasing it at the branch's last read
// would save memory only by trusting that nothing reads it later, which is
// not safe.
//
// Only one branch of a conditional runs, and laying the branches out one
// after the other is what makes their values exclusive: a value of branch
// j and one of branch k occupy disjoint steps, so they may share memory,
// while a value live across the conditional (its operands, anything read
// after it) covers every branch's steps and conflicts with all of them.
// The result's buffer is the exception: every branch writes its root into
// it, so it is occupied from the first laid-out branch's root to the
// close, over every later branch's whole span, though each branch's
// values before its own root never meet another branch's root at run
// time. An interval per buffer cannot say "from branch 0's root, and
// again from branch 2's root, but not over branch 2's first steps"; the
// holes between the roots take values no larger than the result, but a
// larger temporary of a later branch lands beside the result. The order
// of the branches on the timeline is free (any order is a sound layout of
// one branch running), so the branch whose own values need the most
// bytes at once is laid out first (branchOrder): its peak comes before
// any root is written and does not pay for the result, and the branches
// that do pay have lower peaks. Soundness does not depend on the order:
// in every order the result's buffer holds branch k's root from its
// definition to the end of branch k's span, and between that and the
// close lie only other branches' spans, whose values never run with
// branch k's; so the value a runtime reads at the close is the root of
// the branch that ran, intact.
//
// Computations called by fusion, reduce, map, sort, scatter,
// select-and-scatter, all-reduce and the like are thread-local: their
// insides never get an arena buffer and never enter the timeline.
//
// Inside the analysis every step t has two instants: 2t, when operands that
// the instruction may overwrite are read, and 2t+1, when the others are read
// and the results are written. A value's occupancy is the closed range of
// instants from its definition to its last read; two values may live in one
// buffer exactly when their occupancies are disjoint. So an elementwise op
// that reads its operand at 2t may write its result over it at 2t+1, while a
// dot, which reads its operands at 2t+1, never overwrites them. A buffer's
// live range in steps is [first definition / 2, last read / 2 + 1): the
// half-open interval DESIGN.md describes.
//
// # Must-share and copies
//
// Some values must share one buffer (XLA's alias analysis): a while's init,
// its body and condition parameters, the body root and the while's result,
// index by index; every branch root of a conditional and its result; an
// input_output_alias output and its parameter; an in-place op's output and
// its in-place operand (dynamic-update-slice operand 0, scatter's operands,
// output_to_operand_aliasing, fusions whose fused root is one of these).
// The analysis models a while's or conditional's result as phi values — one
// for the body (and condition) parameter, live from the loop's start, one
// for the result, live from the closing step — and unites them with the
// values that flow in and out. When uniting two groups would make two
// occupancies overlap (the while init is read after the loop, the updated
// operand of a dynamic-update-slice is read later, a constant or a
// parameter the caller did not donate would be overwritten), the analysis
// inserts a copy as XLA's copy insertion does: a new value, defined at the
// hand-over instant, that takes the place of the conflicting one, reported
// in Result.Copies with the reason. An output copied into the parameter it
// aliases (a fusion that gathers the donated parameter's rows at
// data-dependent positions cannot write over them) leaves the value it
// copies a temporary: the copy is the output.
//
// # May-share: reuse
//
// After the must-share groups are fixed, an elementwise op (see
// elementwise below) or a loop fusion whose fused parameter is only used
// elementwise may write its result over an operand of identical byte size
// whose occupancy has ended: XLA's CanShareOperandBufferWithUser. The
// chain exp → tanh → exp → neg on one shape therefore uses one buffer. A
// sort may write its result {k} over its operand k when it is that
// operand's only user (argsort's iota is sorted in place). Reuse needs
// the whole groups to be disjoint, so a constant (live throughout) is
// never reused and a parameter only when donated. reduce, dot, copy and
// every other op never reuse an operand. A result takes the first operand
// that fits, in operand order, as XLA's heap simulator does.
//
// # Colocation: XLA's allocations
//
// XLA's buffer assignment gives each parameter, constant and output its
// own allocation and packs the other values into the preallocated temp
// heap; but before that (MaybeAssignBuffer) it puts a temporary into a
// donated parameter's allocation once the parameter is dead, or into an
// output's allocation before the output is written, wherever it fits. Its
// heap then places every value on its own, at the offset its colocated
// values share, so the holes of a buffer whose values are live apart (a
// loop state whose init dies early, a conditional's result written by two
// branches) hold other values. The analysis does the same on its groups,
// in five passes (share.go, grow.go): a temporary result joins its operand's
// donated-parameter or output buffer; temporaries move, largest first,
// into the smallest donated-parameter or output buffer at least as large
// where they are free; the reuse above, which also lets a temporary into
// a larger buffer whose live range covers it; and temporaries fill the
// holes of other buffers, those live at the highest load first; then a
// temporary larger than a temporary buffer's hole may move into it,
// growing the buffer, where that lowers the highest load over the
// buffer's live range (grow.go: a loop's state slot, dead inside the body
// between its last read and the new value, holds a larger temporary of
// the body, as XLA's heap places it). A
// temporary never moves where its interval would stretch its host's,
// except, for the temp arena (Options.Arena TempOnly), into an output's
// buffer before the output is written: that takes it out of XLA's temp
// arena, as XLA does, but would cost the one arena. Two values share a
// buffer only when their occupancies are disjoint; where they touch (one
// instruction reads the one at 2t and writes the other at 2t+1) only if
// that instruction may write that result over that operand, so a
// multi-output op never writes one result over an operand another result
// reads.
//
// # Example
//
// The golden testdata/hlo/unary_chain.hlo (XLA's UnaryOpReuseChain):
//
//	p  = f32[4,128] parameter(0)    t=0  b0 parameter [0,5): kept by the caller
//	e  = f32[4,128] exponential(p)  t=1  b1 maybe-live-out [1,5): e, h, e2, n
//	h  = f32[4,128] tanh(e)         t=2  writes over e at e's last read
//	e2 = f32[4,128] exponential(h)  t=3  writes over h
//	n  = f32[4,128] negate(e2)      t=4  writes over e2; the root, live to the end
//
// e does not write over p: the caller keeps p, so p lives to the end.
//
// Colocation, from testdata/xla/donated_hole.hlo (p0 donated to output
// {0}; every array 1,024 bytes):
//
//	a  = copy(p0)     t=2  temp: a copy never writes over its operand
//	b  = copy(a)      t=3  in p0's buffer: p0 is dead, o0 not yet written
//	c  = copy(b)      t=4  temp (for the temp arena: in o1's buffer, with a)
//	o0 = add(c, p1)   t=5  output {0}, in p0's buffer
//	o1 = multiply(o0, p1)  t=6  output {1}
//
// The temp arena needs nothing; before colocation it needed 2,048 bytes.

package liveness

import (
	"context"
	"fmt"
	"slices"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/layout"
)

// Options configure Analyze. Sizes come from functions rather than a
// layout.Policy so a caller can plan under any size model; nil Size and
// Align mean layout.TPU().
type Options struct {
	// Size returns the bytes of a buffer of the given shape (for a tuple,
	// its pointer table).
	Size func(hlo.Shape) int64
	// Align returns the offset alignment in bytes for a buffer of the shape.
	Align func(hlo.Shape) int64
	// Arena is the arena the result is for (All when empty). With
	// TempOnly, a temporary may also sit in an output's buffer before the
	// output is defined, as XLA's buffer assignment allows: that takes it
	// out of the temp arena but lengthens the output's live range, which
	// the one-arena plan would pay for.
	Arena Arena
	// MaxSteps bounds the flattened timeline (a call graph with many call
	// sites is laid out once per site); 0 means 1<<22. The bound is
	// checked before the layout, on the counts alone.
	MaxSteps int64
	// CPUSharing writes a result over an operand only as XLA:CPU's buffer
	// assignment does, with no backend hint: the same shape and layout
	// (sameShape), and a loop fusion only where its parameter reaches the
	// root through elementwise ops, no bitcast (fusedElementwise). Without
	// it, the same byte size will do and bitcasts pass, as XLA:GPU's
	// hint lets a fusion share (buffer_sharing.cc,
	// FusionCanShareBufferHint: the same element count and type).
	CPUSharing bool
	// EarlyCopies times the copy that copy insertion adds for an operand
	// written in place (a scatter or dynamic-update-slice whose operand
	// is read after it) from its source's definition, not from the
	// writer: XLA:CPU's default scheduler (BFSMemoryScheduler,
	// cpu_compiler.cc) runs every instruction as soon as its operands
	// are ready, and the copy is ready once its source is. Held-out gnn
	// at 0.6 of its total: one broadcast of zeros read in place by four
	// scatter-adds, and XLA's module runs its three copies (copy.2, .3,
	// .5, f32[2048,64]) right after the broadcast, each live until its
	// scatter, 1 MiB above the model's copies at their writers.
	EarlyCopies bool
	// Heap, when set, makes Analyze fill Result.Heap: the buffers as
	// XLA's heap simulator places them, each value with its own live
	// range (Result.HeapProblem).
	Heap bool
	// Context, when not nil, stops the analysis once it is done: Analyze
	// then returns an error wrapping its Err. It is read every few
	// hundred instructions, so that a stop is prompt on any module.
	Context context.Context
}

// PolicyOptions returns Options that size and align buffers under p.
func PolicyOptions(p layout.Policy) Options {
	return Options{Size: p.Bytes, Align: p.Alignment}
}

// value is one value of the analysis, indexed by a dense id.
type value struct {
	inst  *hlo.Instruction // defining instruction (for a copy: the copied value's; for a phi: the while/conditional)
	index hlo.ShapeIndex
	pos   int // preorder position of index in inst.Shape
	// shape is inst.Shape's subshape at index, in place: a copy here was
	// half of a value's bytes, and five of its six pointers for the
	// collector to mark, in every candidate order's analysis.
	shape *hlo.Shape
	size  int64
	align int64
	def   int64 // instant of definition
	last  int64 // last instant read (>= def)

	phi bool // a while/conditional phi: no data of its own
	// aliasOf is 1 + the id of the value a phi stands for when the loop
	// body passes that state element through unchanged (XLA's dataflow
	// simplifies such a phi away); 0 otherwise.
	aliasOf int
	copied  bool // a copy the analysis inserted
	// array and otherSpace are shape.IsArray() and whether shape's layout
	// names a memory space other than 0, read without following shape
	// (colocation asks them of every member of every group).
	array, otherSpace bool
	constant          bool
	param             bool // an entry parameter value
	donated           bool // an entry parameter value the caller donated
	liveOut           bool // part of the entry result
}

// constraint is a pair of values that must share a buffer. When their
// groups' occupancies overlap, value a is copied: the copy reads a at
// instant read (an instant a is already read at), is defined at at, lives
// until until, and shares b's buffer instead. A forced constraint unites
// the groups without a check (phis that never conflict). An output
// constraint pairs an entry output with the parameter it aliases, a being
// the value at that output and at no other: when a is copied, the copy is
// the output and a is a temporary, as after XLA's copy insertion, whose
// root copy into the parameter's buffer leaves the value it copies a temp
// (a fusion that gathers rows of the donated parameter it is to overwrite
// cannot write over it in place).
type constraint struct {
	a, b            int
	read, at, until int64
	force           bool
	output          bool
	// early: the copy, where one is needed, is defined with its source
	// (Options.EarlyCopies), not at the writer.
	early  bool
	reason string
}

// instance is one laid-out computation: a call site's copy of a callee.
type instance struct {
	comp *hlo.Computation
	vals [][]int // per local instruction index: value ids by preorder position
}

// analysis is the working state of Analyze.
type analysis struct {
	m    *hlo.Module
	seq  hlo.Sequence
	opt  Options
	vals []value // every value, by id
	// local gives an instruction's index in its computation.
	local localIndex
	// timeline is the instruction at each step.
	timeline []*hlo.Instruction
	// cons are must-share constraints in the order they were found.
	cons []constraint
	// reuse lists (value, instruction, step) candidates for may-share, in timeline order.
	reuse []reuseCand
	// users counts the operand slots naming each instruction, for the
	// computations in counted (see userCount).
	users   map[*hlo.Instruction]int
	counted map[*hlo.Computation]bool
	// aliased marks the values whose must-share group (XLA's HloBuffer)
	// is a loop's state, when the may-share reuse begins: XLA's heap
	// simulator never shares the buffer of an operand whose HloBuffer
	// holds several values with its reader's result (heap_simulator.cc,
	// HeapSimulator::RunComputation: "We don't support sharing an aliased
	// buffer (hlo_buffer->values().size() > 1) with its operand"); the
	// rule is kept to the heap simulation, where temporaries share, not
	// to an output's or a donated parameter's buffer. Only
	// the loop's state is marked, the case measured: a scan's stacked
	// output that the loss's gradient was modeled to write over (the
	// scan step of testdata/xla-remat: planned 5,046,444 bytes, XLA's
	// compile 5,996,820; with the rule, 5,963,816).
	aliased []bool
	// pairsAt lists the reuse pairs by the instant their result is written.
	pairsAt map[int64][]reusePair
	// donated marks entry parameter positions the caller donated: key "param/index".
	donated map[string]bool
	// stack is the call stack of computations being laid out (to reject recursion).
	stack []*hlo.Computation
	// reuseOK is mayReuse's answers for the instruction being laid out
	// (storage kept from one instruction to the next).
	reuseOK []bool
	// constants maps a constant instruction to its values, shared by every
	// instance of its computation.
	constants map[*hlo.Instruction][]int
	// copies are the copies inserted, in the order they were made.
	copies []copyRec
	// end is the instant of a read at the end of the program (live-out).
	end int64
	// work counts the instructions laid out, to read opt.Context every
	// ctxEvery of them.
	work int
	// intChunk and opsChunk are what ints and opsList carve an
	// instruction's values and its operands' values from: two small
	// allocations per instruction laid out, in each candidate schedule's
	// analysis, were a twentieth of the 11,000-layer step's. A copy of
	// the analysis (relaid) starts chunks of its own.
	intChunk []int
	opsChunk [][]int
	// fusedOK caches, per fused computation, which of its parameters it
	// uses only elementwise (fusedElementwiseParams).
	fusedOK map[*hlo.Computation][]bool
	// sharedFusedOK is true when fusedOK is a Prepared's, shared with
	// other analyses: complete, and never written.
	sharedFusedOK bool
	// beforeShare is what share changes of the layout (InArena).
	beforeShare *layoutSnapshot
	// heapRoot is, with opt.Heap, each value's group root once the
	// must-share groups and the reuse of operands are made, before the
	// colocation of temporaries into the holes of others (colocate with
	// holes, grow): XLA's heap simulator shares an offset among exactly
	// those (Alloc, then ShareWith), and places the rest on their own.
	heapRoot []int
	// reused marks, with opt.Heap, the values reuseOperands wrote over
	// an operand's buffer (Span.Reuses).
	reused []bool
}

// layoutSnapshot keeps what mustShare changes of an analysis laid out:
// the values' last reads (a copy reads its value), which values are
// outputs (a copy may take a value's place), and how many values and
// copies there were. With it the groups can be built again under the
// other arena (Measured.InArena) without laying the module out again: the
// layout does not depend on the arena, only the may-share steps do.
type layoutSnapshot struct {
	vals, copies int
	last         []int64
	liveOut      []bool
}

// snapshot records a's layout before share.
func (a *analysis) snapshot() *layoutSnapshot {
	sn := &layoutSnapshot{vals: len(a.vals), copies: len(a.copies),
		last: make([]int64, len(a.vals)), liveOut: make([]bool, len(a.vals))}
	for i := range a.vals {
		sn.last[i], sn.liveOut[i] = a.vals[i].last, a.vals[i].liveOut
	}
	return sn
}

// relaid returns a copy of a as it was laid out, before share, for the
// arena given: its values and copies its own, the rest (the timeline, the
// constraints, the reuse candidates) shared with a and only read.
func (a *analysis) relaid(arena Arena) *analysis {
	sn := a.beforeShare
	b := *a
	b.opt.Arena = arena
	b.vals = slices.Clone(a.vals[:sn.vals])
	for i := range b.vals {
		b.vals[i].last, b.vals[i].liveOut = sn.last[i], sn.liveOut[i]
	}
	b.copies = slices.Clone(a.copies[:sn.copies])
	b.pairsAt = nil
	b.beforeShare = nil
	b.intChunk, b.opsChunk = nil, nil
	return &b
}

// ctxEvery is how many instructions the layout lays out between two reads
// of Options.Context: a few microseconds of work.
const ctxEvery = 256

// stopped returns the context's error, wrapped, once it is done.
func (a *analysis) stopped() error {
	if a.opt.Context == nil || a.opt.Context.Err() == nil {
		return nil
	}
	return fmt.Errorf("liveness: %w", a.opt.Context.Err())
}

// reuseCand is an instruction that may write results over operands,
// found during the walk: the pairs (result value, operand value) it may
// share, in the order they are tried; a result takes the first that fits.
type reuseCand struct {
	inst  *hlo.Instruction
	pairs []reusePair
}

// reusePair is a result value v that may be written over operand value op.
type reusePair struct{ v, op int }

// copyRec records an inserted copy: the value copied, the copy, and why.
type copyRec struct {
	of, v  int
	reason string
}

// Analyze computes the buffers of m under the schedule seq and their live
// ranges. A computation missing from seq is taken in text order. The error
// names the position of the instruction at fault when the module or the
// schedule is malformed (an operand used before its definition, a callee
// whose parameters do not match its caller, recursion).
func Analyze(m *hlo.Module, seq hlo.Sequence, opt Options) (*Result, error) {
	a, s, err := analyze(m, seq, opt)
	if err != nil {
		return nil, err
	}
	return a.result(s), nil
}

// analyze runs the analysis and returns its state and the sharing groups.
func analyze(m *hlo.Module, seq hlo.Sequence, opt Options) (*analysis, *sharing, error) {
	p, err := prepare(m, opt, false)
	if err != nil {
		return nil, nil, err
	}
	return p.analyze(seq)
}

// localIndex gives an instruction's index in its computation. Where the
// module's instruction IDs are dense and distinct (a parsed module, and one
// the optimize passes renumbered), it reads a slice by ID; otherwise a map
// (a map lookup per instruction and operand was a tenth of each of the best
// schedule's analyses).
type localIndex struct {
	byID  []*hlo.Instruction // the instruction of each ID (nil: use index)
	pos   []int              // by ID, the index in its computation
	index map[*hlo.Instruction]int
}

// newLocalIndex indexes the n instructions of m.
func newLocalIndex(m *hlo.Module, n int) localIndex {
	byID := make([]*hlo.Instruction, n)
	at := make([]int, n)
	dense := true
	for _, c := range m.Computations {
		for i, in := range c.Instructions {
			if in == nil || in.ID < 0 || in.ID >= n || byID[in.ID] != nil {
				dense = false
				break
			}
			byID[in.ID], at[in.ID] = in, i
		}
		if !dense {
			break
		}
	}
	if dense {
		return localIndex{byID: byID, pos: at}
	}
	index := make(map[*hlo.Instruction]int, n)
	for _, c := range m.Computations {
		for i, in := range c.Instructions {
			index[in] = i
		}
	}
	return localIndex{index: index}
}

// of returns in's index in its computation and whether in is an
// instruction of the module.
func (l localIndex) of(in *hlo.Instruction) (int, bool) {
	if l.byID == nil {
		i, ok := l.index[in]
		return i, ok
	}
	if in != nil && in.ID >= 0 && in.ID < len(l.byID) && l.byID[in.ID] == in {
		return l.pos[in.ID], true
	}
	return 0, false
}

// at returns in's index in its computation (0 for an instruction not in
// the module).
func (l localIndex) at(in *hlo.Instruction) int {
	i, _ := l.of(in)
	return i
}

// prepare does the part of the analysis that does not depend on the
// schedule: the options' defaults, each instruction's index in its
// computation, the donated parameters, the timeline's bound and, when
// fused, which parameters each fused computation uses only elementwise
// (which mayReuse otherwise finds as it goes).
func prepare(m *hlo.Module, opt Options, fused bool) (*Prepared, error) {
	if m == nil || m.Entry == nil {
		return nil, fmt.Errorf("liveness: module has no entry computation")
	}
	if opt.Size == nil || opt.Align == nil {
		p := layout.TPU()
		if opt.Size == nil {
			opt.Size = p.Bytes
		}
		if opt.Align == nil {
			opt.Align = p.Alignment
		}
	}
	if opt.MaxSteps <= 0 {
		opt.MaxSteps = 1 << 22
	}
	n := 0
	for _, c := range m.Computations {
		n += len(c.Instructions)
	}
	p := &Prepared{m: m, opt: opt, local: newLocalIndex(m, n), donated: map[string]bool{}}
	calledByFusion := map[*hlo.Computation]bool{}
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			if in != nil && in.Opcode == "fusion" {
				if fc := in.CalledComputation("calls"); fc != nil {
					calledByFusion[fc] = true
				}
			}
		}
	}
	for _, c := range m.Computations {
		if !calledByFusion[c] {
			p.unfused += len(c.Instructions)
		}
	}
	for _, al := range m.InputOutputAlias {
		p.donated[donorKey(al.Param, al.ParamIndex)] = true
	}
	for _, d := range m.BufferDonors {
		p.donated[donorKey(d.Param, d.ParamIndex)] = true
	}
	a := &analysis{m: m, opt: opt}
	p.stepsErr = a.checkSteps()
	if fused {
		p.fusedOK = map[*hlo.Computation][]bool{}
		for _, c := range m.Computations {
			for _, in := range c.Instructions {
				if in.Opcode != "fusion" {
					continue
				}
				if fc := in.CalledComputation("calls"); fc != nil && p.fusedOK[fc] == nil {
					p.fusedOK[fc] = fusedElementwiseParams(fc, opt.CPUSharing)
				}
			}
		}
		p.reads = newReadsModel(p)
	}
	return p, nil
}

// analyze runs the analysis of p's module under seq.
func (p *Prepared) analyze(seq hlo.Sequence) (*analysis, *sharing, error) {
	a, s, _, err := p.analyzeBelow(seq, nil)
	return a, s, err
}

// analyzeBelow is analyze, stopped after the must-share constraints where
// limit, asked then, gives a limit (ok) and the order's L is sure to
// exceed it (occupancyBound): then a and s are nil and bound is the lower
// bound of L that exceeded the limit.
func (p *Prepared) analyzeBelow(seq hlo.Sequence, limit Limit) (*analysis, *sharing, int64, error) {
	a := &analysis{m: p.m, seq: seq, opt: p.opt, local: p.local, donated: p.donated,
		constants: map[*hlo.Instruction][]int{}, fusedOK: p.fusedOK, sharedFusedOK: p.fusedOK != nil}
	// About one value per instruction outside fused computations: growing
	// the slice by doubling from nothing allocated four times its final
	// size on a 10^5-instruction module, and counting the instructions of
	// fused computations too allocated three times it on a fused one.
	a.vals = make([]value, 0, p.unfused)
	// The end instant is only known after the layout; reads at the end are
	// recorded as endMark and fixed up below.
	a.end = endMark
	if p.stepsErr != nil {
		return nil, nil, 0, p.stepsErr
	}
	m := p.m
	root, err := a.layout(m.Entry, nil)
	if err != nil {
		return nil, nil, 0, err
	}
	a.calledConstants()
	n := int64(len(a.timeline))
	a.end = 2*n + 1
	for i := range a.vals {
		if a.vals[i].last == endMark {
			a.vals[i].last = a.end
		}
	}
	if err := a.outputs(root); err != nil {
		return nil, nil, 0, err
	}
	if err := a.stopped(); err != nil {
		return nil, nil, 0, err
	}
	a.beforeShare = a.snapshot()
	s := a.mustShare()
	if limit != nil {
		if l, ok := limit(true); ok {
			if b, ok := a.occupancyBound(s); ok && b > l {
				return nil, nil, b, nil
			}
		}
	}
	a.mayShare(s)
	if err := a.stopped(); err != nil {
		return nil, nil, 0, err
	}
	return a, s, 0, nil
}

// checkSteps refuses, before anything is laid out, a module whose
// flattened timeline would be longer than Options.MaxSteps: each call
// site lays its callee out once more, so a chain of computations each
// called twice doubles the timeline at every link, and the memory the
// layout spends grows with it. The count of a computation is its
// instructions plus, for each while, conditional and call, the counts of
// the computations it lays out (a while and a conditional take two steps
// of their own); counts saturate at MaxSteps+1. The error names the call
// site whose callee's count takes its computation past the bound.
func (a *analysis) checkSteps() error {
	limit := a.opt.MaxSteps
	memo := map[*hlo.Computation]int64{}
	onStack := map[*hlo.Computation]bool{}
	var errPos hlo.Pos
	var errMsg string
	var count func(c *hlo.Computation) int64
	count = func(c *hlo.Computation) int64 {
		if n, ok := memo[c]; ok {
			return n
		}
		if onStack[c] {
			return 0 // recursion: the layout reports it at its place
		}
		onStack[c] = true
		defer delete(onStack, c)
		var n int64
		for _, in := range c.Instructions {
			if errMsg != "" {
				return limit + 1
			}
			var callees []*hlo.Computation
			own := int64(1)
			switch in.Opcode {
			case "while":
				own = 2
				callees = []*hlo.Computation{in.CalledComputation("condition"), in.CalledComputation("body")}
			case "conditional":
				own = 2
				for _, cc := range in.Called {
					callees = append(callees, cc.Computation)
				}
			case "call":
				callees = []*hlo.Computation{in.CalledComputation("to_apply")}
			}
			add := own
			for _, cc := range callees {
				if cc != nil {
					add = min(add+count(cc), limit+1)
				}
			}
			n = min(n+add, limit+1)
			if n > limit && errMsg == "" {
				errPos = in.Pos
				if len(callees) > 0 {
					errMsg = fmt.Sprintf("%s %s lays out its computations once more: the flattened timeline of %s would be longer than %d steps (a chain of computations called from several sites doubles it at every link)",
						in.Opcode, in.Name, c.Name, limit)
				} else {
					errMsg = fmt.Sprintf("the flattened timeline of %s would be longer than %d steps", c.Name, limit)
				}
			}
		}
		memo[c] = n
		return n
	}
	count(a.m.Entry)
	if errMsg != "" {
		return errorf(errPos, "%s", errMsg)
	}
	return nil
}

// calledConstants gives a buffer to every constant of a thread-local
// computation (a sort comparator, a reduce or reduce-window body, a
// scatter's combiner), as XLA's buffer assignment does: such a
// computation runs inside its caller's step, but its constants are
// module data, one buffer each for the whole program. Constants of fused
// computations have none: they are folded into the fusion's code.
// Computations are visited from those laid out on the timeline, in module
// order, so the values come in a deterministic order.
func (a *analysis) calledConstants() {
	global := map[*hlo.Computation]bool{}
	for _, in := range a.timeline {
		global[in.Parent] = true
	}
	global[a.m.Entry] = true
	seen := map[*hlo.Computation]bool{}
	var visit func(c *hlo.Computation, local bool)
	visit = func(c *hlo.Computation, local bool) {
		if c == nil || seen[c] {
			return
		}
		seen[c] = true
		for _, in := range c.Instructions {
			if local && in.Opcode == "constant" {
				if _, ok := a.constants[in]; !ok {
					a.constants[in] = a.newValues(in, 0, func(v *value) { v.constant = true; v.last = endMark })
				}
			}
			for _, cc := range in.Called {
				fused := in.Opcode == "fusion" && cc.Role == "calls"
				visit(cc.Computation, !fused && !global[cc.Computation])
			}
		}
	}
	for _, c := range a.m.Computations {
		if global[c] {
			visit(c, false)
		}
	}
}

// endMark stands for "read at the end of the program" until the timeline's
// length is known.
const endMark int64 = 1<<62 - 1

// donorKey keys the donated entry parameter positions.
func donorKey(param int, index hlo.ShapeIndex) string {
	return fmt.Sprint(param, index)
}

// errorf returns an error positioned at pos: an *hlo.Error, so that a
// caller finds the position with errors.As whatever wraps it.
func errorf(pos hlo.Pos, format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	if pos.Line > 0 || pos.File() != "" {
		return &hlo.Error{Pos: pos, Msg: msg}
	}
	return fmt.Errorf("liveness: %s", msg)
}

// order returns the schedule of c, checking that it is a permutation of c's
// instructions.
func (a *analysis) order(c *hlo.Computation) ([]*hlo.Instruction, error) {
	s, ok := a.seq[c]
	if !ok {
		return c.Instructions, nil
	}
	if len(s) != len(c.Instructions) {
		return nil, errorf(c.Pos, "schedule of %s has %d instructions, want %d", c.Name, len(s), len(c.Instructions))
	}
	seen := make([]bool, len(c.Instructions))
	for _, in := range s {
		i, ok := a.local.of(in)
		if !ok || in.Parent != c || seen[i] {
			name := "<nil>"
			if in != nil {
				name = in.Name
			}
			return nil, errorf(c.Pos, "schedule of %s lists %s, which is not one of its instructions or is listed twice", c.Name, name)
		}
		seen[i] = true
	}
	return s, nil
}

// step appends in to the timeline and returns its step.
func (a *analysis) step(in *hlo.Instruction) (int64, error) {
	t := int64(len(a.timeline))
	if t >= a.opt.MaxSteps {
		return 0, errorf(in.Pos, "timeline longer than %d steps (too many call sites?)", a.opt.MaxSteps)
	}
	a.timeline = append(a.timeline, in)
	return t, nil
}

// positions returns the shape indices of s in preorder.
func positions(s hlo.Shape) []hlo.ShapeIndex {
	var out []hlo.ShapeIndex
	s.ForEachSubshape(func(_ hlo.Shape, index hlo.ShapeIndex) { out = append(out, index) })
	return out
}

// count is the number of positions of s.
func count(s hlo.Shape) int {
	n := 1
	for _, e := range s.Tuple {
		n += count(e)
	}
	return n
}

// newValue defines a fresh value of in at index (preorder position pos,
// subshape sub), defined at instant def, and returns its id.
func (a *analysis) newValue(in *hlo.Instruction, index hlo.ShapeIndex, pos int, def int64) int {
	sub := &in.Shape
	for _, i := range index {
		sub = &sub.Tuple[i]
	}
	v := value{inst: in, index: index, pos: pos, shape: sub, def: def, last: def,
		array: sub.IsArray(), otherSpace: sub.Layout != nil && sub.Layout.MemorySpace != 0}
	v.size = max(a.opt.Size(*sub), 0)
	v.align = max(a.opt.Align(*sub), 1)
	a.vals = append(a.vals, v)
	return len(a.vals) - 1
}

// ints returns an empty slice with room for n ints, carved out of a
// chunk: its capacity ends at n, so appending more copies it.
func (a *analysis) ints(n int) []int {
	if n > chunkLen/8 {
		return make([]int, 0, n)
	}
	if len(a.intChunk) < n {
		a.intChunk = make([]int, chunkLen)
	}
	s := a.intChunk[:0:n]
	a.intChunk = a.intChunk[n:]
	return s
}

// opsList returns a slice of n operand value lists, carved out of a chunk
// as ints does.
func (a *analysis) opsList(n int) [][]int {
	if n > chunkLen/8 {
		return make([][]int, n)
	}
	if len(a.opsChunk) < n {
		a.opsChunk = make([][]int, chunkLen)
	}
	s := a.opsChunk[:n:n]
	a.opsChunk = a.opsChunk[n:]
	return s
}

// chunkLen is the length of the chunks ints and opsList carve from.
const chunkLen = 4096

// newValues defines a fresh value at every position of in's shape; f, when
// not nil, adjusts each.
func (a *analysis) newValues(in *hlo.Instruction, def int64, f func(v *value)) []int {
	ids := a.ints(count(in.Shape))
	if !in.Shape.IsTuple() {
		// One value, at index nil as ForEachSubshape gives it: the
		// common case without the walk's closure.
		id := a.newValue(in, nil, 0, def)
		if f != nil {
			f(&a.vals[id])
		}
		return append(ids, id)
	}
	pos := 0
	in.Shape.ForEachSubshape(func(_ hlo.Shape, index hlo.ShapeIndex) {
		id := a.newValue(in, index, pos, def)
		if f != nil {
			f(&a.vals[id])
		}
		ids = append(ids, id)
		pos++
	})
	return ids
}

// use records a read of value id at instant t.
func (a *analysis) use(id int, t int64) {
	if t > a.vals[id].last {
		a.vals[id].last = t
	}
}

// operandVals returns the values of in's operand k in instance inst.
func (a *analysis) operandVals(inst *instance, in *hlo.Instruction, k int) ([]int, error) {
	op := in.Operands[k]
	if op == nil || op.Parent != inst.comp {
		return nil, errorf(in.Pos, "operand %d of %s is not an instruction of %s", k, in.Name, inst.comp.Name)
	}
	vs := inst.vals[a.local.at(op)]
	if vs == nil {
		return nil, errorf(in.Pos, "operand %s of %s is used before its definition in the schedule of %s", op.Name, in.Name, inst.comp.Name)
	}
	return vs, nil
}

// layout lays c out on the timeline with args as its parameters' values
// (nil for the entry) and returns the values of its root.
func (a *analysis) layout(c *hlo.Computation, args [][]int) ([]int, error) {
	if slices.Contains(a.stack, c) {
		return nil, errorf(c.Pos, "computation %s calls itself", c.Name)
	}
	a.stack = append(a.stack, c)
	defer func() { a.stack = a.stack[:len(a.stack)-1] }()
	order, err := a.order(c)
	if err != nil {
		return nil, err
	}
	inst := &instance{comp: c, vals: make([][]int, len(c.Instructions))}
	entry := args == nil
	for _, in := range order {
		if a.work++; a.work%ctxEvery == 0 {
			if err := a.stopped(); err != nil {
				return nil, err
			}
		}
		vs, err := a.instruction(inst, in, entry, args)
		if err != nil {
			return nil, err
		}
		inst.vals[a.local.at(in)] = vs
	}
	if c.Root == nil || c.Root.Parent != c {
		return nil, errorf(c.Pos, "computation %s has no root", c.Name)
	}
	return inst.vals[a.local.at(c.Root)], nil
}

// instruction lays out one instruction and returns its values.
func (a *analysis) instruction(inst *instance, in *hlo.Instruction, entry bool, args [][]int) ([]int, error) {
	ops := a.opsList(len(in.Operands))
	for k := range in.Operands {
		vs, err := a.operandVals(inst, in, k)
		if err != nil {
			return nil, err
		}
		ops[k] = vs
	}
	switch in.Opcode {
	case "while":
		return a.while(in, ops)
	case "conditional":
		return a.conditional(in, ops)
	case "call":
		return a.call(in, ops)
	}
	t, err := a.step(in)
	if err != nil {
		return nil, err
	}
	n := count(in.Shape)
	switch in.Opcode {
	case "parameter":
		if !entry {
			p := in.ParameterNumber
			if p < 0 || p >= len(args) || len(args[p]) != n {
				return nil, errorf(in.Pos, "parameter %s of %s does not match what its caller passes", in.Name, inst.comp.Name)
			}
			return args[p], nil
		}
		return a.newValues(in, 0, func(v *value) {
			v.param = true
			if a.donated[donorKey(in.ParameterNumber, v.index)] {
				v.donated = true
			} else {
				v.last = endMark
			}
		}), nil
	case "constant":
		// A constant is one buffer for the whole program, whatever the
		// number of call sites of its computation.
		if vs, ok := a.constants[in]; ok {
			return vs, nil
		}
		vs := a.newValues(in, 0, func(v *value) { v.constant = true; v.last = endMark })
		a.constants[in] = vs
		return vs, nil
	case "get-tuple-element":
		if len(ops) != 1 || len(in.Operands[0].Shape.Tuple) <= in.TupleIndex || in.TupleIndex < 0 {
			return nil, errorf(in.Pos, "get-tuple-element %s: index %d out of range of its operand", in.Name, in.TupleIndex)
		}
		s := in.Operands[0].Shape
		off := 1
		for j := 0; j < in.TupleIndex; j++ {
			off += count(s.Tuple[j])
		}
		w := count(s.Tuple[in.TupleIndex])
		if w != n || off+w > len(ops[0]) {
			return nil, errorf(in.Pos, "get-tuple-element %s: shape does not match its operand's element", in.Name)
		}
		a.use(ops[0][0], 2*t)
		return ops[0][off : off+w], nil
	case "tuple":
		vs := []int{a.newValue(in, nil, 0, 2*t+1)}
		for _, o := range ops {
			vs = append(vs, o...)
		}
		if len(vs) != n {
			return nil, errorf(in.Pos, "tuple %s: shape does not match its operands", in.Name)
		}
		return vs, nil
	case "bitcast", "add-dependency", "domain", "opt-barrier", "optimization-barrier":
		if len(ops) > 0 && len(ops[0]) == n {
			return ops[0], nil
		}
	case "copy-done", "async-done", "all-reduce-done", "all-gather-done", "collective-permute-done":
		// The end of an asynchronous pair hands back a buffer its start
		// defined: the start's element {0} for copy-done (the destination),
		// {1} for the others when the start is a tuple, else all of it.
		if len(ops) == 1 {
			var idx hlo.ShapeIndex
			s := in.Operands[0].Shape
			switch {
			case in.Opcode == "copy-done":
				idx = hlo.ShapeIndex{0}
			case in.Opcode != "all-reduce-done" && s.IsTuple() && len(s.Tuple) >= 2:
				idx = hlo.ShapeIndex{1}
			}
			if vs, ok := subtree(s, idx, ops[0]); ok && len(vs) == n {
				// The pair's source and context stay live until here.
				for _, id := range ops[0] {
					a.use(id, 2*t+1)
				}
				return vs, nil
			}
		}
	}
	// An ordinary instruction: reads its operands, defines new values.
	inPlace := a.inPlaceOperands(in)
	sorted := a.sortsInPlace(in, ops)
	a.reuseOK = a.mayReuse(in, ops, a.reuseOK)
	reuseOK := a.reuseOK
	for k, o := range ops {
		at := 2*t + 1
		if isInPlace(inPlace, k) || reuseOK[k] || (k < len(sorted) && sorted[k]) {
			at = 2 * t
		}
		for _, id := range o {
			a.use(id, at)
		}
	}
	vs := a.define(in, 2*t+1, ops)
	for _, p := range inPlace {
		ov, ok := at(in.Shape, p.out, vs)
		if !ok {
			continue
		}
		iv, ok := at(in.Operands[p.operand].Shape, p.in, ops[p.operand])
		if !ok {
			continue
		}
		a.cons = append(a.cons, constraint{a: iv, b: ov, read: 2 * t, at: 2 * t, until: 2 * t, early: a.opt.EarlyCopies,
			reason: fmt.Sprintf("%s %s writes operand %d in place: the operand is read after it", in.Opcode, in.Name, p.operand)})
	}
	var pairs []reusePair
	if n == 1 && len(ops) > 0 && reusable(in) {
		for k, o := range ops {
			if reuseOK[k] {
				pairs = append(pairs, reusePair{vs[0], o[0]})
			}
		}
	}
	for k, ok := range sorted {
		if ok {
			v := vs[0]
			if n > 1 {
				v = vs[1+k]
			}
			pairs = append(pairs, reusePair{v, ops[k][0]})
		}
	}
	if len(pairs) > 0 {
		a.reuse = append(a.reuse, reuseCand{inst: in, pairs: pairs})
	}
	return vs, nil
}

// userCount returns the number of operand slots of x's computation that
// name x, counted once per computation.
func (a *analysis) userCount(x *hlo.Instruction) int {
	if a.users == nil {
		a.users = map[*hlo.Instruction]int{}
		a.counted = map[*hlo.Computation]bool{}
	}
	if c := x.Parent; c != nil && !a.counted[c] {
		a.counted[c] = true
		for _, y := range c.Instructions {
			for _, op := range y.Operands {
				a.users[op]++
			}
		}
	}
	return a.users[x]
}

// sortsInPlace reports, per operand of a sort, whether the sort may write
// its result {k} (the whole result for one operand) over operand k, as
// XLA lets it (CanShareOperandBufferWithUser): the operand is an array of
// the result's size and the sort is its only user. A sort permutes each
// operand into its own result, so result {k} may take operand k's buffer
// and no other.
func (a *analysis) sortsInPlace(in *hlo.Instruction, ops [][]int) []bool {
	if in.Opcode != "sort" {
		return nil
	}
	out := make([]bool, len(ops))
	n := count(in.Shape)
	for k, o := range ops {
		var sub hlo.Shape
		switch {
		case len(ops) == 1 && n == 1:
			sub = in.Shape
		case n == 1+len(ops) && len(in.Shape.Tuple) == len(ops) && in.Shape.Tuple[k].IsArray():
			sub = in.Shape.Tuple[k]
		default:
			continue
		}
		if len(o) != 1 || a.vals[o[0]].size != a.opt.Size(sub) || a.vals[o[0]].size == 0 {
			continue
		}
		out[k] = a.userCount(in.Operands[k]) == 1
	}
	return out
}

// define gives in a fresh value at every position, except where the start
// of an asynchronous pair forwards an operand: copy-start's element {1} is
// its source, async-start's element {0, i} is its operand i.
func (a *analysis) define(in *hlo.Instruction, def int64, ops [][]int) []int {
	type fwd struct {
		index hlo.ShapeIndex
		vals  []int
	}
	var fwds []fwd
	switch in.Opcode {
	case "copy-start":
		if len(ops) == 1 {
			fwds = append(fwds, fwd{hlo.ShapeIndex{1}, ops[0]})
		}
	case "async-start":
		for i, o := range ops {
			fwds = append(fwds, fwd{hlo.ShapeIndex{0, i}, o})
		}
		// An async-start wrapping an in-place op (XLA:GPU's async
		// dynamic-update-slice fusion in a loop body) writes its result
		// {1} over that operand: XLA:GPU's buffer assignment of the
		// harness's scan step defines no value at fusion-start.4{1}
		// (testdata/xla-remat/gpu/scan.after_optimizations.txt; the
		// in-place pairs of alias_info.cc, GetInPlaceInputOutputPairs,
		// for the wrapped fusion).
		if p := asyncInPlace(in); p >= 0 && p < len(ops) {
			if sub, ok := in.Shape.Subshape(hlo.ShapeIndex{1}); ok && sub.IsArray() && len(ops[p]) == 1 {
				fwds = append(fwds, fwd{hlo.ShapeIndex{1}, ops[p]})
			}
		}
	case "all-gather-start", "collective-permute-start":
		// As XLA's dataflow analysis: element {0} is the operand (each
		// operand i at {0, i} when there are several), element {1} the
		// result the done hands back. An in-place collective-permute
		// (four operands: input, output and their start indices) forwards
		// only its input.
		if len(ops) == 1 || in.Opcode == "collective-permute-start" && len(ops) == 4 {
			fwds = append(fwds, fwd{hlo.ShapeIndex{0}, ops[0]})
		} else {
			for i, o := range ops {
				fwds = append(fwds, fwd{hlo.ShapeIndex{0, i}, o})
			}
		}
	case "send":
		// send's element {0} is the data it sends.
		if len(ops) >= 1 {
			fwds = append(fwds, fwd{hlo.ShapeIndex{0}, ops[0]})
		}
	case "recv-done":
		// recv-done's element {0} is the buffer recv received into.
		if len(ops) == 1 {
			if vs, ok := subtree(in.Operands[0].Shape, hlo.ShapeIndex{0}, ops[0]); ok {
				fwds = append(fwds, fwd{hlo.ShapeIndex{0}, vs})
			}
		}
	}
	if in.Opcode == "async-update" && len(ops) == 1 && len(ops[0]) == count(in.Shape) {
		// async-update forwards every array of its operand (the async
		// tuple: operands, result, context) to the same element of its
		// output; only its tuple pointer tables are its own
		// (hlo_dataflow_analysis.cc, UpdateAsyncUpdateValueSet). It used to
		// define a fresh value everywhere, counting the async's buffers
		// twice.
		vs := make([]int, len(ops[0]))
		pos := 0
		in.Shape.ForEachSubshape(func(sub hlo.Shape, index hlo.ShapeIndex) {
			if sub.IsArray() {
				vs[pos] = ops[0][pos]
			} else {
				vs[pos] = a.newValue(in, index, pos, def)
			}
			pos++
		})
		return vs
	}
	if len(fwds) == 0 {
		return a.newValues(in, def, nil)
	}
	n := count(in.Shape)
	vs := make([]int, n)
	for i := range vs {
		vs[i] = -1
	}
	for _, f := range fwds {
		off, ok := offset(in.Shape, f.index)
		if !ok || off+len(f.vals) > n {
			continue
		}
		if sub, _ := in.Shape.Subshape(f.index); count(sub) != len(f.vals) {
			continue
		}
		copy(vs[off:], f.vals)
	}
	pos := 0
	in.Shape.ForEachSubshape(func(_ hlo.Shape, index hlo.ShapeIndex) {
		if vs[pos] < 0 {
			vs[pos] = a.newValue(in, index, pos, def)
		}
		pos++
	})
	return vs
}

// asyncInPlace returns the operand of async-start in that its wrapped
// computation updates in place (its root a dynamic-update-slice or
// scatter, or a fusion rooted at one, over a parameter of the wrapped
// computation), -1 when none.
func asyncInPlace(in *hlo.Instruction) int {
	c := in.CalledComputation("calls")
	if c == nil || c.Root == nil {
		return -1
	}
	root := c.Root
	ps := fusedInPlace(root)
	if root.Opcode == "fusion" {
		f := root.CalledComputation("calls")
		if f == nil {
			return -1
		}
		for _, k := range fusedInPlace(f.Root) {
			if k < len(root.Operands) {
				op := root.Operands[k]
				if op.Opcode == "parameter" && op.ParameterNumber >= 0 {
					return op.ParameterNumber
				}
			}
		}
		return -1
	}
	if len(ps) == 1 {
		return ps[0]
	}
	return -1
}

// offset returns the preorder position of index in s.
func offset(s hlo.Shape, index hlo.ShapeIndex) (int, bool) {
	off := 0
	for _, i := range index {
		if !s.IsTuple() || i < 0 || i >= len(s.Tuple) {
			return 0, false
		}
		off++
		for j := 0; j < i; j++ {
			off += count(s.Tuple[j])
		}
		s = s.Tuple[i]
	}
	return off, true
}

// subtree returns the values of the subshape of s at index, from a value
// slice laid out over s.
func subtree(s hlo.Shape, index hlo.ShapeIndex, vs []int) ([]int, bool) {
	off, ok := offset(s, index)
	if !ok {
		return nil, false
	}
	sub, _ := s.Subshape(index)
	w := count(sub)
	if off+w > len(vs) {
		return nil, false
	}
	return vs[off : off+w], true
}

// at returns the value at index of a value slice laid out over s.
func at(s hlo.Shape, index hlo.ShapeIndex, vs []int) (int, bool) {
	off, ok := offset(s, index)
	if !ok || off >= len(vs) {
		return 0, false
	}
	return vs[off], true
}

// phis defines phi values over in's shape at instant def.
func (a *analysis) phis(in *hlo.Instruction, def int64) []int {
	return a.newValues(in, def, func(v *value) { v.phi = true })
}

// while lays out a while loop: open step, condition, body, close step.
func (a *analysis) while(in *hlo.Instruction, ops [][]int) ([]int, error) {
	body, cond := in.CalledComputation("body"), in.CalledComputation("condition")
	if body == nil || cond == nil || len(ops) != 1 {
		return nil, errorf(in.Pos, "while %s needs one operand, a body and a condition", in.Name)
	}
	n := count(in.Shape)
	if len(ops[0]) != n {
		return nil, errorf(in.Pos, "while %s: operand shape does not match the loop state", in.Name)
	}
	tb, err := a.step(in)
	if err != nil {
		return nil, err
	}
	for _, id := range ops[0] {
		a.use(id, 2*tb)
	}
	p := a.phis(in, 2*tb+2)
	if _, err := a.layout(cond, [][]int{p}); err != nil {
		return nil, err
	}
	// The condition runs again after every iteration and reads the state
	// the body wrote: the state stays live through the condition's span.
	condEnd := 2*int64(len(a.timeline)) - 1
	for _, id := range p {
		a.use(id, condEnd)
	}
	root, err := a.layout(body, [][]int{p})
	if err != nil {
		return nil, err
	}
	if len(root) != n {
		return nil, errorf(in.Pos, "while %s: body root does not match the loop state", in.Name)
	}
	te, err := a.step(in)
	if err != nil {
		return nil, err
	}
	for _, id := range root {
		a.use(id, 2*te)
	}
	out := a.phis(in, 2*te+2)
	for i := range p {
		if root[i] == p[i] {
			// The body passes element i through: the loop never writes it,
			// so the state is the init itself, intact over the whole loop.
			a.use(p[i], 2*te)
			a.vals[p[i]].aliasOf = ops[0][i] + 1
			a.vals[out[i]].aliasOf = ops[0][i] + 1
			continue
		}
		a.cons = append(a.cons, constraint{a: out[i], b: p[i], force: true})
		why := fmt.Sprintf("while %s: the body reads the loop state {%s} after computing its next value", in.Name, indexText(positions(in.Shape)[i]))
		if j := slices.Index(p, root[i]); j >= 0 {
			why = fmt.Sprintf("while %s: the body moves the loop state {%s} to {%s}", in.Name, indexText(positions(in.Shape)[j]), indexText(positions(in.Shape)[i]))
		}
		a.cons = append(a.cons, constraint{a: root[i], b: p[i], read: 2 * te, at: 2*te + 1, until: 2*te + 1, reason: why})
		why = fmt.Sprintf("while %s: its init {%s} is read after the loop starts", in.Name, indexText(positions(in.Shape)[i]))
		if j := slices.Index(ops[0], ops[0][i]); j < i {
			why = fmt.Sprintf("while %s: its init {%s} is also its init {%s}", in.Name, indexText(positions(in.Shape)[i]), indexText(positions(in.Shape)[j]))
		}
		a.cons = append(a.cons, constraint{a: ops[0][i], b: p[i], read: 2 * tb, at: 2*tb + 1, until: 2*tb + 1, reason: why})
	}
	return out, nil
}

// conditional lays out a conditional: open step, each branch, close step.
func (a *analysis) conditional(in *hlo.Instruction, ops [][]int) ([]int, error) {
	var branches []*hlo.Computation
	if t, f := in.CalledComputation("true_computation"), in.CalledComputation("false_computation"); t != nil && f != nil {
		branches = []*hlo.Computation{t, f}
	} else {
		for _, c := range in.Called {
			if c.Role == "branch_computations" && c.Computation != nil {
				branches = append(branches, c.Computation)
			}
		}
	}
	if len(branches) == 0 || len(ops) != len(branches)+1 {
		return nil, errorf(in.Pos, "conditional %s needs one operand per branch and a selector", in.Name)
	}
	tb, err := a.step(in)
	if err != nil {
		return nil, err
	}
	for _, id := range ops[0] {
		a.use(id, 2*tb+1)
	}
	n := count(in.Shape)
	type flow struct {
		root  []int
		start int64 // the branch's first instant
		end   int64
	}
	flows := make([]flow, len(branches))
	for _, k := range a.branchOrder(branches) {
		b := branches[k]
		start := 2 * int64(len(a.timeline))
		root, err := a.layout(b, [][]int{ops[k+1]})
		if err != nil {
			return nil, err
		}
		if len(root) != n {
			return nil, errorf(in.Pos, "conditional %s: branch %s root does not match the result", in.Name, b.Name)
		}
		// The root flows out at the branch's last instant.
		end := 2*int64(len(a.timeline)) - 1
		for _, id := range root {
			a.use(id, end)
		}
		flows[k] = flow{root, start, end}
	}
	te, err := a.step(in)
	if err != nil {
		return nil, err
	}
	// The conditional's operands stay live to its close step, after every
	// branch: a runtime may read the operand tuple when the conditional
	// ends (XLA's live ranges hold it until then), so a branch must not
	// write over it, even after its own last read.
	for _, o := range ops {
		for _, id := range o {
			a.use(id, 2*te)
		}
	}
	out := a.phis(in, 2*te+1)
	for i := range out {
		// When every branch returns the same value (one operand passed
		// through, or one constant), the result is that value.
		same := true
		for _, f := range flows {
			same = same && f.root[i] == flows[0].root[i]
		}
		if same {
			a.vals[out[i]].aliasOf = flows[0].root[i] + 1
		}
	}
	// The roots a branch defines itself are joined to the result first,
	// and a root that outlives its branch (an operand passed through, a
	// constant) last, so that when the two conflict the copy falls on the
	// branch that passes a value through: XLA's copy insertion copies
	// every branch root (copy_insertion.cc, AddCopiesForConditional) and
	// RemoveUnnecessaryCopies then drops the copy of a root whose live
	// range ends where the result's begins, which a value defined in the
	// branch and read by nothing after it is, and keeps the copy of an
	// operand that is live across the conditional. In the other order
	// the operand held the result's buffer over every branch and each
	// branch's own root was copied beside it: three buffers where XLA has
	// two (diffrax's conditional.6, f32[10000]).
	for _, own := range []bool{true, false} {
		for k, f := range flows {
			for i := range out {
				if a.vals[out[i]].aliasOf != 0 || (a.vals[f.root[i]].def >= f.start) != own {
					continue
				}
				a.cons = append(a.cons, constraint{a: f.root[i], b: out[i], read: f.end, at: f.end, until: f.end,
					reason: fmt.Sprintf("conditional %s: branch %d's root {%s} is read after it would become the result", in.Name, k, indexText(positions(in.Shape)[i]))})
			}
		}
	}
	return out, nil
}

// branchOrder returns the order in which a conditional's branches are
// laid out: the branch whose own values need the most bytes at once
// first, the others in their order. Only one branch runs, so any order is
// a sound layout (each branch's values are disjoint in time from every
// other branch's, and everything live across the conditional covers all
// of them). The order matters for the result's buffer: it holds the first
// laid-out branch's root from that root's definition to the close, so it
// is live over every later branch's whole span but over none of the first
// branch's steps before its root. Putting the branch with the highest
// peak first keeps the result's bytes off that peak; for each other
// branch the result's bytes add to a lower one (a four-way switch whose
// second branch widens to a 16 MiB temporary and returns 4 MiB: laid out
// in text order, the 4 MiB result is live beside the 16 MiB; laid out
// first, the branch peaks at 16 MiB and the result only costs the small
// branches, as XLA, which keeps each branch's values apart, holds).
func (a *analysis) branchOrder(branches []*hlo.Computation) []int {
	order := make([]int, len(branches))
	first, best := 0, int64(-1)
	for k, b := range branches {
		order[k] = k
		if p := a.ownPeak(b, 0); p > best {
			first, best = k, p
		}
	}
	copy(order[1:first+1], order[:first])
	order[0] = first
	return order
}

// ownPeak estimates the most bytes c's own values need at once in its
// schedule: each instruction that defines arrays holds their bytes from
// its step to its last user's (the root's to the end), and a callee laid
// out inside c adds its own peak at its caller's step. Parameters,
// constants and the ops that only pass values through hold nothing. It
// is an estimate, used only to order branches (see branchOrder), and
// counts nested callees to depth 8.
func (a *analysis) ownPeak(c *hlo.Computation, depth int) int64 {
	order, err := a.order(c)
	if err != nil || depth > 8 {
		return 0
	}
	at := make(map[*hlo.Instruction]int, len(order))
	for i, in := range order {
		at[in] = i
	}
	last := make([]int, len(order))
	for i, in := range order {
		last[i] = i
		if in == c.Root {
			last[i] = len(order)
		}
		for _, op := range in.Operands {
			if j, ok := at[op]; ok && last[j] < i {
				last[j] = i
			}
		}
	}
	diff := make([]int64, len(order)+2)
	extra := make([]int64, len(order))
	for i, in := range order {
		switch in.Opcode {
		case "parameter", "constant", "get-tuple-element", "tuple", "bitcast", "add-dependency", "domain",
			"opt-barrier", "optimization-barrier":
			continue
		case "while", "conditional", "call":
			for _, cc := range in.Called {
				if cc.Computation != nil && cc.Computation != c {
					extra[i] = max(extra[i], a.ownPeak(cc.Computation, depth+1))
				}
			}
		}
		var bytes int64
		in.Shape.ForEachSubshape(func(sub hlo.Shape, _ hlo.ShapeIndex) {
			if sub.IsArray() {
				bytes += max(a.opt.Size(sub), 0)
			}
		})
		diff[i] += bytes
		diff[last[i]+1] -= bytes
	}
	var cur, peak int64
	for i := range order {
		cur += diff[i]
		peak = max(peak, cur+extra[i])
	}
	return peak
}

// call lays out a call: an open step and the callee.
func (a *analysis) call(in *hlo.Instruction, ops [][]int) ([]int, error) {
	callee := in.CalledComputation("to_apply")
	if callee == nil {
		return nil, errorf(in.Pos, "call %s names no computation (to_apply)", in.Name)
	}
	if _, err := a.step(in); err != nil {
		return nil, err
	}
	root, err := a.layout(callee, ops)
	if err != nil {
		return nil, err
	}
	if len(root) != count(in.Shape) {
		return nil, errorf(in.Pos, "call %s: callee root does not match the result", in.Name)
	}
	return root, nil
}

// outputs marks the entry root's values live-out and adds the copies and
// constraints the output needs: input_output_alias pairs share, and a
// constant, an undonated parameter or a value appearing twice in the
// result is copied so every output has a buffer of its own.
func (a *analysis) outputs(root []int) error {
	root = slices.Clone(root)
	r := a.m.Entry.Root
	n := int64(len(a.timeline))
	epi := 2 * n
	for i := range root {
		root[i] = a.resolve(root[i])
		a.vals[root[i]].liveOut = true
		a.use(root[i], a.end)
	}
	seen := map[int]bool{}
	// The aliased output indexes, as text: one look-up per output (a
	// training step aliases every weight: a scan per output was quadratic).
	aliasedOut := make(map[string]bool, len(a.m.InputOutputAlias))
	for _, al := range a.m.InputOutputAlias {
		aliasedOut[indexText(al.OutputIndex)] = true
	}
	for i, idx := range positions(r.Shape) {
		id := root[i]
		v := &a.vals[id]
		aliased := aliasedOut[indexText(idx)]
		why := ""
		switch {
		case v.phi:
		case v.constant:
			why = "a constant is part of the result"
		case v.param && !v.donated && !aliased:
			why = "a parameter the caller keeps is part of the result"
		case seen[id] && len(idx) > 0:
			why = "the same value appears twice in the result"
		}
		seen[id] = true
		if why != "" {
			c := a.copyOf(id, a.end, epi, a.end, why)
			root[i] = c
			a.vals[c].liveOut = true
		}
	}
	// Where each element of the result starts among its positions, and
	// each entry parameter's values by index: found once, not per alias
	// (a training step aliases thousands of weights).
	top := make([]int, len(r.Shape.Tuple))
	for i, off := 0, 1; i < len(top); i++ {
		top[i] = off
		off += count(r.Shape.Tuple[i])
	}
	outAt := func(index hlo.ShapeIndex) (int, bool) {
		if len(index) == 0 || !r.Shape.IsTuple() || index[0] < 0 || index[0] >= len(top) {
			return at(r.Shape, index, root)
		}
		off, ok := offset(r.Shape.Tuple[index[0]], index[1:])
		if off += top[index[0]]; !ok || off >= len(root) {
			return 0, false
		}
		return root[off], true
	}
	params := map[*hlo.Instruction]map[string]int{}
	for id := range a.vals {
		if v := &a.vals[id]; v.param {
			m := params[v.inst]
			if m == nil {
				m = map[string]int{}
				params[v.inst] = m
			}
			if _, dup := m[indexText(v.index)]; !dup {
				m[indexText(v.index)] = id // the first, as paramValue's scan
			}
		}
	}
	// How often each value appears in the result, counted once: a
	// training step aliases every weight, and a scan of the result per
	// alias was quadratic (a third of a second per analysis at 11,000
	// layers).
	times := make(map[int]int, len(root))
	for _, id := range root {
		times[id]++
	}
	for _, al := range a.m.InputOutputAlias {
		p := al.Param
		if p < 0 || p >= len(a.m.Entry.Params) {
			return errorf(a.m.Pos, "input_output_alias names parameter %d; the entry has %d", p, len(a.m.Entry.Params))
		}
		out, ok1 := outAt(al.OutputIndex)
		if !ok1 {
			return errorf(a.m.Pos, "input_output_alias names output {%s}, which the entry result does not have", indexText(al.OutputIndex))
		}
		pv, ok2 := params[a.m.Entry.Params[p]][indexText(al.ParamIndex)]
		if !ok2 {
			return errorf(a.m.Pos, "input_output_alias names parameter %d index {%s}, which it does not have", p, indexText(al.ParamIndex))
		}
		os, _ := r.Shape.Subshape(al.OutputIndex)
		ps, _ := a.m.Entry.Params[p].Shape.Subshape(al.ParamIndex)
		// The output lives in the parameter's buffer: it must fit there
		// under the layout (XLA's parser verifies an output aliased into
		// a larger parameter; the buffer takes the larger size).
		if os.IsTuple() != ps.IsTuple() || a.opt.Size(os) > a.opt.Size(ps) {
			return errorf(a.m.Pos, "input_output_alias pairs output {%s}, a %s of %d bytes, with parameter %d {%s}, a %s of %d bytes: want an output that fits in the parameter's bytes",
				indexText(al.OutputIndex), ShapeText(os), a.opt.Size(os), p, indexText(al.ParamIndex), ShapeText(ps), a.opt.Size(ps))
		}
		a.cons = append(a.cons, constraint{a: out, b: pv, read: a.end, at: epi, until: a.end,
			output: times[out] == 1,
			reason: fmt.Sprintf("output {%s} aliases parameter %d {%s}: the parameter is read after the output is written", indexText(al.OutputIndex), p, indexText(al.ParamIndex))})
	}
	return nil
}

// resolve follows aliasOf to the value a phi stands for.
func (a *analysis) resolve(id int) int {
	for a.vals[id].aliasOf != 0 {
		id = a.vals[id].aliasOf - 1
	}
	return id
}

// copyOf inserts a copy of value id that reads it at instant read, is
// defined at def and read until until, and returns the copy's id.
func (a *analysis) copyOf(id int, read, def, until int64, reason string) int {
	a.use(id, read)
	v := a.vals[id]
	c := value{inst: v.inst, index: v.index, pos: v.pos, shape: v.shape, array: v.array, otherSpace: v.otherSpace, size: v.size, align: v.align,
		def: def, last: until, copied: true}
	a.vals = append(a.vals, c)
	cid := len(a.vals) - 1
	a.copies = append(a.copies, copyRec{of: id, v: cid, reason: reason})
	return cid
}
