// The order of a fit, written into the module as data dependencies.
//
// A fit holds for the order it was packed in. XLA schedules the module it
// compiles itself (XLA:CPU's default scheduler is breadth-first, its
// memory-optimized one a depth-first walk from the root), and JAX's path
// from HLO text to a compile drops control predecessors (MHLO has none),
// so neither the sequence nor the clones' control predecessors reach it.
// What does reach it is a data dependency: each computing instruction
// reads one of its operands through opt-barrier(tuple(operand, prev)),
// prev the computing instruction before it in the fit's order, so that
// every order XLA may choose is the fit's.
//
// The barriers hold only where XLA keeps them: XLA:CPU removes every
// barrier after its first CSE (cpu_compiler.cc, OptimizationBarrierExpander,
// pass name "cse_barrier_expander"), so the order holds when that pass is
// disabled (OrderFlag). A
// barrier left in place is a no-op at run time: XLA's dataflow analysis
// forwards its operand's buffers (hlo_dataflow_analysis.cc, the
// kOptimizationBarrier case), so it allocates nothing but its tuple's
// pointer table.

package remat

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/liveness"
)

// OrderFlag is the XLA_FLAGS setting under which the order Pin writes
// into a module, and the clones a fit makes, reach XLA:CPU's scheduler:
// it keeps the barriers that XLA:CPU's OptimizationBarrierExpander would
// remove (cpu_compiler.cc, pass "cse_barrier_expander"), and turns off
// HloCSE (pass "cse"): JAX's path from HLO text to a compile goes through
// MLIR, whose CSE merges two barriers of the same inputs (measured: 27
// barriers written, 24 reach XLA on the moe step), and two clones of one
// value reading the merged barrier are then merged by HloCSE (moe at 0.8
// of its total: 6,305,264 bytes compiled with the barrier pass off,
// 6,043,184 with CSE off too, 6,041,680 modeled). The module --emit-hlo
// writes is the planner's model of XLA's optimized module, CSE done.
const OrderFlag = "--xla_disable_hlo_passes=cse_barrier_expander,cse"

// SchedulerFlag is the XLA_FLAGS setting that makes XLA:CPU order the
// computations Pin leaves free (loop bodies and conditions, branches,
// called computations) the way the planner orders them: its
// memory-optimized scheduler, a depth-first walk, where the default is
// breadth-first. Measured through jaxlib 0.10.2 on the scan step of
// testdata/xla-remat: the unchanged step compiles to 5,996,820 bytes
// under the default and 5,964,052 under this one (the planner: 5,963,816);
// its checkpointed fit at 0.7 of its total to 3,671,060 and 3,638,228
// (the planner: 3,637,432). A module without such computations is all
// pinned, and the flag changes nothing (moe at 0.7: 5,257,144 either way).
const SchedulerFlag = "--xla_cpu_scheduler_type=CPU_SCHEDULER_TYPE_MEMORY_OPTIMIZED"

// Unpinned reports whether m has computations that Pin leaves to XLA's
// scheduler: those a while, conditional or call runs.
func Unpinned(m *hlo.Module) bool {
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			switch in.Opcode {
			case "while", "conditional", "call":
				return true
			}
		}
	}
	return false
}

// Pin returns a copy of m in which the order seq gives m's entry
// computation is the only order a scheduler can choose: each computing
// instruction after the first reads one operand (pinOperand: an array
// it does not write over, a constant where it reads only those) through
// get-tuple-element(opt-barrier(tuple(operand, prev)), 0), prev the last
// computing instruction before it in seq whose value is an array. Parameters,
// constants, tuples, get-tuple-elements, bitcasts and barriers compute
// nothing and are neither pinned nor pinned to; an instruction with no
// array operand, or one that reads prev already, is left as it is. The
// readers of prev from the pinned instruction on read prev through the
// barrier as well (get-tuple-element 1), so that both elements are read
// and XLA keeps both; one that writes over prev reads it directly where
// another keeps the element (writesOver). Only the values XLA keeps are pinned or pinned to
// (liveValues): XLA's simplifier drops a barrier's element that nothing
// reads, and the order edge with it, so an instruction nothing reads is
// left free (XLA's DCE removes it), a fit's barrier that carries prev
// stands for prev in the next pin, and an instruction that reads prev
// through such a barrier already gets no pin of its own. The barrier
// parts are named NAME.barrier.order(.tuple, .get, .prev) and sit right
// before the instruction they pin. Each fusion a library reduction reads
// directly is read through a barrier of its own (NAME.barrier.keep,
// keepLibraryInputs), so that XLA's fusion of the written-out text keeps
// the fit's fusions. m is returned unchanged when seq has no
// full order of the entry computation. Other computations (fused bodies,
// loop bodies) are not pinned.
func Pin(m *hlo.Module, seq hlo.Sequence) *hlo.Module {
	out, _ := pinned(m, seq, nil)
	return out
}

// PinFit is Pin for the fit r: its module in its order, with the updates
// PinnedPeak chose to run early (updatesEarly) moved.
func PinFit(r *Result) *hlo.Module {
	out, _ := pinned(r.Module, r.Sequence, r.early)
	return out
}

// PinnedPeak returns what XLA's heap needs for the module Pin writes for
// r, in the order it pins (opt's liveness options and arena): its buffers
// packed as XLA's buffer assignment packs them (XLAHeapPeak). It is the
// figure a fit is held to for XLA:CPU, where the fit's own peak can be
// short of XLA's compile in two ways:
//
//   - a reuse that Pin takes away. A reader that writes its result over
//     prev, and must read prev through a barrier to keep the order (no
//     other reader of prev is left), cannot write over it in XLA
//     (heap_simulator.cc: the IsUserOf test), and Pin keeps the order
//     there: on the moe step of testdata/xla-remat at 0.6 of its total,
//     the fit's peak left out 512 KiB that XLA's compile of the pinned
//     module holds (4,460,624 bytes modeled, 4,986,808 compiled);
//   - XLA's heap order. The fit is packed by assign's bestfit, which
//     sorts a buffer of several values by their whole range; XLA's
//     spatial order sorts it by its first value's own duration
//     (assign.XLAHeap), and stacks differently: the attn step at 0.7 of
//     its total pinned to 3,145,728 bytes of temp by bestfit, XLA
//     compiled it to 3,407,872 (XLA's figure, less its tuple tables).
func PinnedPeak(r *Result, opt Options) (int64, error) {
	pk, err := pinnedPeakWith(r, opt, nil)
	if err != nil {
		return 0, err
	}
	r.early = nil
	if pk <= opt.Limit {
		return pk, nil
	}
	// Over the limit: updates run early (updatesEarly) where the pinned
	// module's peak holds the gradient they write over, kept where the
	// peak falls. A pinned module under the limit is left as it is.
	early := map[string]bool{}
	for range 2 {
		lv, _, step, _, _, err := pinnedHeapAt(r, opt, early)
		if err != nil {
			return 0, err
		}
		more := false
		for _, name := range earlyUpdates(r, lv, step, opt.Arena) {
			if !early[name] {
				early[name], more = true, true
			}
		}
		if !more {
			break
		}
		pk2, err := pinnedPeakWith(r, opt, early)
		if err != nil {
			return 0, err
		}
		if pk2 >= pk {
			break
		}
		pk, r.early = pk2, maps.Clone(early)
	}
	return pk, nil
}

// pinnedPeakWith is PinnedPeak of r's module pinned with the updates in
// early run early.
func pinnedPeakWith(r *Result, opt Options, early map[string]bool) (int64, error) {
	pm, seq := pinned(r.Module, r.Sequence, early)
	if pm == r.Module {
		return XLAHeapPeak(pm, seq, opt)
	}
	if !layoutCopies(pm, seq, copyEarly) {
		return XLAHeapPeak(pm, seq, opt) // no copy: one placement
	}
	first, err := XLAHeapPeak(pm, seq, opt)
	if err != nil {
		return 0, err
	}
	pm, seq = pinned(r.Module, r.Sequence, early)
	layoutCopies(pm, seq, copyLate)
	late, err := XLAHeapPeak(pm, seq, opt)
	return max(first, late), err
}

// earlyUpdates returns the names of the instructions of r's entry that
// updatesEarly may run early and whose operand written over is a temp
// live at step of lv, the analysis of r's pinned module: running the
// update right after it takes it out of the temp arena (it shares the
// output's buffer), where the pinned module holds it as a temp of its
// own until the update.
func earlyUpdates(r *Result, lv *liveness.Result, step int64, arena liveness.Arena) []string {
	c := r.Module.Entry
	if c == nil || c.Root == nil {
		return nil
	}
	atPeak := map[string]bool{}
	for i := range lv.Buffers {
		b := &lv.Buffers[i]
		if b.Kind != liveness.Temp || !arena.In(b) || step < b.Start || step >= b.End {
			continue
		}
		for _, v := range b.Values {
			atPeak[v.Instruction.Name] = true
		}
	}
	users := readersIn(r.Sequence[c])
	var names []string
	for _, u := range r.Sequence[c] {
		if x := updateOver(users, c, u); x != nil && atPeak[x.Name] {
			names = append(names, u.Name)
		}
	}
	return names
}

// readersIn maps each instruction to its readers in order, each reader
// once.
func readersIn(order []*hlo.Instruction) map[*hlo.Instruction][]*hlo.Instruction {
	users := map[*hlo.Instruction][]*hlo.Instruction{}
	for _, in := range order {
		for _, o := range in.Operands {
			if n := len(users[o]); n == 0 || users[o][n-1] != in {
				users[o] = append(users[o], in)
			}
		}
	}
	return users
}

// updateOver returns the operand u writes its result over where u is an
// update of c (an array the root reads, written over an operand it is the
// last reader of: a parameter's new value over its gradient), or nil. An
// entry parameter is the caller's and a constant the module's: neither is
// written over (a donated parameter is aliased to its output, not shared
// with a temp).
func updateOver(users map[*hlo.Instruction][]*hlo.Instruction, c *hlo.Computation, u *hlo.Instruction) *hlo.Instruction {
	if !computes(u) || !u.Shape.IsArray() || !slices.Contains(users[u], c.Root) {
		return nil
	}
	for _, x := range u.Operands {
		if x.Opcode != "parameter" && x.Opcode != "constant" && writesOver(users, u, x) {
			return x
		}
	}
	return nil
}

// copyPlace is where layoutCopies puts a reader's copy of a barrier's
// element in the pinned order.
type copyPlace int

const (
	// copyEarly puts the copy right after the element's barrier.
	copyEarly copyPlace = iota
	// copyLate puts it right before its reader.
	copyLate
)

// layoutCopies adds to the pinned module pm (in place, its entry's order
// in seq) the copies XLA:CPU's layout assignment makes where a
// transposed value reaches a convolution or a dot only through a
// barrier: a barrier sets no layout on its elements, so the transpose's
// fusion takes the layout that makes it a bitcast of its operand, and
// the reader, which needs its operand row-major (cpu_layout_assignment.cc;
// rowMajorOperand), reads a copy of its own (XLA's wrapped_copy.N).
// Where the copy runs is XLA's scheduler's choice (jaxlib 0.10.2's
// default, BFSMemoryScheduler in hlo_memory_scheduler.cc: a first-in
// first-out ready queue): the copy is ready as soon as its barrier is
// done, and runs after whatever was queued before it. place picks one
// of the two ends: copyEarly, right after the barrier (the held-out
// seq2seq step's wrapped_copy.26, 256 KiB, lived over steps [105,788) of
// XLA's 1,569), or copyLate, right before its reader (the second
// held-out dwsep step at 0.7 of its total: XLA ran the 2 MiB transpose
// of the barrier's other element, queued first, before its 4 MiB
// wrapped_copy.1, both read by the weight gradient's convolution, and
// compiled 24,927,160 bytes where copies right after the barrier
// modeled 22,827,316). PinnedPeak holds a fit to the larger. It reports
// whether it added a copy. Measured on
// the held-out resnet step of testdata/xla-remat at 0.6 of its total: a
// weight gradient's f32[32,32,8,32] input, carried as prev through the
// barrier of a recompute, compiled with layout {3,1,0,2} and a 1 MiB copy
// at XLA's peak (XLA's module of the emitted text, planned as written in
// the planner's best order: 7,893,228 bytes, in XLA's 7,966,236, where the fit modeled
// 6,880,412). A transposed value some such reader reads directly keeps
// its row-major layout, and gets no copy.
//
// Such a value that a barrier carries as well is two values in XLA's
// compile: the row-major one its direct readers read, and one in the
// layout that makes the transpose a bitcast of its operand, made beside
// it and carried by the barrier to the recompute that reads it (XLA's
// transpose_copy_fusion.7 and bitcast_transpose_fusion of one
// dot_general, 256 KiB each, in its module of the held-out vit step's fit
// at 0.8 of its total: XLA compiled 14,197,256 bytes, the fit modeled
// 13,913,448 with one value, under the limit 13,963,552). The barrier
// then reads a copy of the value made right after it (NAME.layout.twin).
func layoutCopies(pm *hlo.Module, seq hlo.Sequence, place copyPlace) bool {
	c := pm.Entry
	order := seq[c]
	if c == nil || len(order) != len(c.Instructions) {
		return false
	}
	direct := map[*hlo.Instruction]bool{} // transposed values a row-major reader reads directly
	for _, in := range order {
		for k, o := range in.Operands {
			if rowMajorOperand(in, k) {
				direct[o] = true
			}
		}
	}
	// twin maps a transposed value that a row-major reader reads directly
	// and a barrier's tuple carries to the copy the tuple reads instead.
	twin := map[*hlo.Instruction]*hlo.Instruction{}
	// read marks the barrier elements some instruction reads: XLA's
	// simplifier drops an element nothing reads, and its copy with it.
	read := map[[2]any]bool{}
	for _, in := range order {
		for _, o := range in.Operands {
			if o.Opcode == "get-tuple-element" && len(o.Operands) == 1 && o.Operands[0].Opcode == "opt-barrier" && len(o.Operands[0].Operands) == 1 {
				read[[2]any{o.Operands[0].Operands[0], o.TupleIndex}] = true
			}
		}
	}
	for _, in := range order {
		if in.Opcode != "tuple" || !barrierTuple(in) {
			continue
		}
		for k, x := range in.Operands {
			if !direct[x] || !transposes(x) || !x.Shape.IsArray() || !read[[2]any{in, k}] {
				continue
			}
			cp := twin[x]
			if cp == nil {
				cp = &hlo.Instruction{Name: x.Name + ".layout.twin", Opcode: "copy", Shape: x.Shape,
					Operands: []*hlo.Instruction{x}, Parent: c, ParameterNumber: -1, TupleIndex: -1, Pos: x.Pos, Metadata: x.Metadata}
				twin[x] = cp
			}
			in.Operands[k] = cp
		}
	}
	// after maps an instruction to what runs right after it: a twin after
	// its value, and a reader's copy, with the element it copies where
	// that came later, after the element's barrier (XLA's default
	// scheduler runs a copy as soon as its operand is ready).
	after := map[*hlo.Instruction][]*hlo.Instruction{}
	moved := map[*hlo.Instruction]bool{}
	before := map[*hlo.Instruction][]*hlo.Instruction{} // copyLate: a reader's copies
	for x, cp := range twin {
		after[x] = append(after[x], cp)
	}
	for _, in := range order {
		for k, o := range in.Operands {
			x := throughBarriers(o)
			if x == o || direct[x] || !transposes(x) || !o.Shape.IsArray() || !rowMajorOperand(in, k) {
				continue
			}
			cp := &hlo.Instruction{Name: in.Name + ".layout.copy", Opcode: "copy", Shape: o.Shape,
				Operands: []*hlo.Instruction{o}, Parent: c, ParameterNumber: -1, TupleIndex: -1, Pos: in.Pos, Metadata: in.Metadata}
			in.Operands[k] = cp
			if place == copyLate {
				before[in] = append(before[in], cp)
				continue
			}
			at := o.Operands[0] // o is an element of a barrier (x != o)
			if !moved[o] {
				moved[o] = true
				after[at] = append(after[at], o)
			}
			after[at] = append(after[at], cp)
		}
	}
	var insts []*hlo.Instruction
	for _, in := range order {
		insts = append(insts, before[in]...)
		if !moved[in] {
			insts = append(insts, in)
		}
		insts = append(insts, after[in]...)
	}
	if len(insts) == len(order) {
		return false
	}
	c.Instructions = insts
	seq[c] = slices.Clone(insts)
	renumber(pm, nil)
	return true
}

// barrierTuple reports whether tuple t is an opt-barrier's operand.
func barrierTuple(t *hlo.Instruction) bool {
	if t.Parent == nil {
		return false
	}
	for _, u := range t.Parent.Instructions {
		if u.Opcode == "opt-barrier" && len(u.Operands) == 1 && u.Operands[0] == t {
			return true
		}
	}
	return false
}

// rowMajorOperand reports whether in needs its operand k row-major on
// XLA:CPU: k is an operand of a convolution or dot, or of a fusion in
// which a convolution or dot reads parameter k, directly or through
// bitcasts and reshapes, wherever in the fusion it sits. XLA assigns
// layouts before it fuses (cpu_layout_assignment.cc, AddBackendConstraints:
// a dot's or convolution's operands row-major), so what counts is the
// dot in the written text, not the fusion's root: on the held-out
// seq2seq step of testdata/xla-remat at 0.8 of its total, the attention
// scores' dot, fused with the softmax's max and exp (root exponential),
// read five transposed q/k values through barriers, and XLA's module of
// the emitted text has a 192-256 KiB copy (wrapped_copy.N) before each
// that the model left out (XLA 27,518,128 bytes against the limit
// 26,418,694, modeled 26,297,240).
func rowMajorOperand(in *hlo.Instruction, k int) bool {
	if in.Opcode == "convolution" || in.Opcode == "dot" {
		return true
	}
	if in.Opcode != "fusion" || len(in.Called) == 0 || in.Called[0].Computation == nil {
		return false
	}
	for _, u := range in.Called[0].Computation.Instructions {
		if u.Opcode != "convolution" && u.Opcode != "dot" {
			continue
		}
		for _, o := range u.Operands {
			for (o.Opcode == "bitcast" || o.Opcode == "reshape") && len(o.Operands) == 1 {
				o = o.Operands[0]
			}
			if o.Opcode == "parameter" && o.ParameterNumber == k {
				return true
			}
		}
	}
	return false
}

// throughBarriers returns the value o carries: o itself, or for an
// element of an opt-barrier, the value its tuple took there, at any depth.
func throughBarriers(o *hlo.Instruction) *hlo.Instruction {
	for o.Opcode == "get-tuple-element" && len(o.Operands) == 1 && o.Operands[0].Opcode == "opt-barrier" {
		b := o.Operands[0]
		if len(b.Operands) != 1 || b.Operands[0].Opcode != "tuple" || o.TupleIndex < 0 || o.TupleIndex >= len(b.Operands[0].Operands) {
			return o
		}
		o = b.Operands[0].Operands[o.TupleIndex]
	}
	return o
}

// transposes reports whether x's value is a transpose of rank 2 or more:
// a transpose, or a fusion whose root is one.
func transposes(x *hlo.Instruction) bool {
	r := x
	if x.Opcode == "fusion" && len(x.Called) > 0 && x.Called[0].Computation != nil && x.Called[0].Computation.Root != nil {
		r = x.Called[0].Computation.Root
	}
	return r.Opcode == "transpose" && len(r.Shape.Dims) >= 2
}

// XLAHeapPeak returns the heap XLA's buffer assignment packs for module m
// in order seq (opt's liveness options and arena): each buffer's values
// with their own live ranges (liveness Options.Heap), packed by XLA's
// best fit in its spatial and temporal orders, the smaller kept
// (assign.XLAHeap; buffer_assignment.cc, ChooseBestHeapAlgorithm).
func XLAHeapPeak(m *hlo.Module, seq hlo.Sequence, opt Options) (int64, error) {
	lopt := opt.Liveness
	lopt.Heap = true
	lv, err := liveness.Analyze(m, seq, lopt)
	if err != nil {
		return 0, fmt.Errorf("remat: the pinned module: %w", err)
	}
	return xlaTemp(lv, opt.Arena), nil
}

// pinned is Pin, with the order of the module it returns: the entry's
// pinned order, and the other computations' orders of seq.
func pinned(m *hlo.Module, seq hlo.Sequence, early map[string]bool) (*hlo.Module, hlo.Sequence) {
	if m.Entry == nil || len(seq[m.Entry]) != len(m.Entry.Instructions) {
		return m, seq
	}
	out, nseq := cloneModule(m, seq)
	names := map[string]bool{}
	for _, c := range out.Computations {
		for _, in := range c.Instructions {
			names[in.Name] = true
		}
	}
	fresh := func(base string) string {
		for k := 1; ; k++ {
			n := base
			if k > 1 {
				n += "." + strconv.Itoa(k)
			}
			if !names[n] {
				names[n] = true
				return n
			}
		}
	}
	c := out.Entry
	order := liftBroadcastConstants(out, c, nseq[c], fresh)
	order = updatesEarly(c, order, early)
	pos := make(map[*hlo.Instruction]int, len(order))
	for i, in := range order {
		pos[in] = i
	}
	users := readersIn(order)
	live := liveValues(c, order)
	// folded reports whether XLA folds x with a reader of it into one dot
	// (foldsWith): x is then routed through no barrier, nor carried by one,
	// since the fold needs the reader to be x's only one.
	folded := func(x *hlo.Instruction) bool {
		if constantBroadcast(x) {
			return true
		}
		for _, u := range users[x] {
			if foldsWith(u, x) {
				return true
			}
		}
		return scatterSummand(users, x) || reducedReshape(users, x, 0)
	}
	var insts []*hlo.Instruction
	// prev is the last value of the fit's order, pinned or left free.
	var prev *hlo.Instruction
	// laterReader reports whether p still has a reader at or after at
	// (one that no barrier has taken over yet); with safe, one that does
	// not write its result over p (writesOver), and so may read p
	// through a barrier.
	laterReader := func(p, at *hlo.Instruction, safe bool) bool {
		for _, u := range users[p] {
			if pos[u] >= pos[at] && slices.Contains(u.Operands, p) && (!safe || !writesOver(users, u, p)) {
				return true
			}
		}
		return false
	}
	// through makes p's readers at or after position at read it as
	// element k of barrier bar instead, and returns that element (nil
	// when no reader is left to read it). A reader that writes its result
	// over p keeps reading p itself (through the barrier it could not),
	// unless no other reader is left to keep the element: an element
	// nothing reads is dropped, and the order with it, which costs more
	// (the mlp step at 0.8 of testdata/xla-remat: its recompute, left
	// free of the gradient whose reader writes over it, ran early in
	// XLA's order, 1 MiB more). The fit's figure then counts the buffer
	// that reader cannot write over (PinnedPeak).
	through := func(p, bar *hlo.Instruction, k int, at *hlo.Instruction) *hlo.Instruction {
		g := &hlo.Instruction{Name: fresh(bar.Name + ".prev"), Opcode: "get-tuple-element", Shape: p.Shape,
			Operands: []*hlo.Instruction{bar}, Parent: c, ParameterNumber: -1, TupleIndex: k, Pos: bar.Pos, Metadata: bar.Metadata}
		keep := laterReader(p, at, true)
		var took []*hlo.Instruction
		for _, u := range users[p] {
			if pos[u] < pos[at] || keep && writesOver(users, u, p) {
				continue
			}
			for j, x := range u.Operands {
				if x == p {
					u.Operands[j] = g
					if len(took) == 0 || took[len(took)-1] != u {
						took = append(took, u)
					}
				}
			}
		}
		if len(took) == 0 {
			return nil
		}
		users[g] = took
		return g
	}
	for _, in := range order {
		if !live[in] {
			// XLA's DCE removes it, and an element of a barrier that only
			// it reads: neither pinned nor pinned to.
			insts = append(insts, in)
			continue
		}
		if fitBarrier(in) && prev != nil && laterReader(prev, in, false) && !folded(prev) {
			// A fit's barrier (the inputs of a recompute) carries prev as
			// well: two barriers of the same inputs are merged by the CSE
			// of JAX's MLIR path (27 barriers written, 24 reach XLA on the
			// moe step), and the clones reading them are then fused or
			// merged as one; with prev in it, each barrier is its own.
			t := in.Operands[0]
			shape := hlo.Shape{Element: hlo.TupleElement, Tuple: append(slices.Clone(t.Shape.Tuple), prev.Shape)}
			t.Operands = append(slices.Clone(t.Operands), prev)
			t.Shape, in.Shape = shape, shape
			if i := slices.Index(insts, t); i >= 0 && !slices.ContainsFunc(insts[i+1:], func(x *hlo.Instruction) bool { return slices.Contains(x.Operands, t) }) {
				// t reads prev now, which the order may run after t: a
				// move of the order (reorder.go) can run a reader between
				// a barrier's tuple and the barrier, and that reader is
				// then prev. t goes right before its barrier, after prev
				// and after its own operands, which were before it.
				insts = append(slices.Delete(insts, i, i+1), t)
			}
			insts = append(insts, in)
			if g := through(prev, in, len(shape.Tuple)-1, in); g != nil {
				// prev's later readers read g now: the next pin ties
				// to g, so that they read it through that one too.
				insts = append(insts, g)
				prev = g
			}
			continue
		}
		if !computes(in) {
			insts = append(insts, in)
			continue
		}
		k := pinOperand(in, prev, func(k int) bool { return writesOver(users, in, in.Operands[k]) }, folded, divisor(users, in))
		if k >= 0 && !laterReader(prev, in, false) && dependsOn(in, prev) {
			// prev's readers read it through a fit's barrier already,
			// which in reads: a second element nothing reads would be
			// dropped anyway.
			k = -1
		}
		if k < 0 && prev != nil && slices.Contains(in.Operands, prev) && !folded(prev) {
			// in reads prev already, and so is ordered; an operand XLA
			// makes an instruction of its own from is not, and goes
			// through a barrier with prev all the same (heldOperands).
			if h := heldOperands(in, nil); len(h) > 0 {
				k = slices.Index(in.Operands, h[0])
			}
		}
		if k < 0 {
			insts = append(insts, in)
			if in.Shape.IsArray() && !folded(in) {
				prev = in
			}
			continue
		}
		o := in.Operands[k]
		name := fresh(in.Name + ".barrier.order")
		// The barrier carries o, prev, then the operands XLA makes an
		// instruction of its own from after this barrier (heldOperands).
		held := heldOperands(in, o)
		elems := append([]*hlo.Instruction{o, prev}, held...)
		tshape := hlo.Shape{Element: hlo.TupleElement}
		for _, x := range elems {
			tshape.Tuple = append(tshape.Tuple, x.Shape)
		}
		mk := func(name, opcode string, shape hlo.Shape, ops ...*hlo.Instruction) *hlo.Instruction {
			return &hlo.Instruction{Name: name, Opcode: opcode, Shape: shape, Operands: ops, Parent: c,
				ParameterNumber: -1, TupleIndex: -1, Pos: in.Pos, Metadata: in.Metadata}
		}
		tup := mk(fresh(name+".tuple"), "tuple", tshape, elems...)
		bar := mk(name, "opt-barrier", tshape, tup)
		get := mk(fresh(name+".get"), "get-tuple-element", o.Shape, bar)
		get.TupleIndex = 0
		gets := []*hlo.Instruction{get}
		for i, x := range held {
			g := mk(fresh(name+".held"), "get-tuple-element", x.Shape, bar)
			g.TupleIndex = 2 + i
			gets = append(gets, g)
		}
		for j, x := range in.Operands {
			if x == o {
				in.Operands[j] = get
			}
			if i := slices.Index(held, x); i >= 0 {
				in.Operands[j] = gets[1+i]
			}
		}
		// prev's readers from here on read it through the barrier too: an
		// element of a barrier that nothing reads is dropped by XLA's
		// algebraic simplifier (measured on XLA:CPU, jaxlib 0.10.2: the
		// barrier keeps only its read elements), and the order with it.
		// The barrier forwards prev's buffer, so nothing is copied.
		insts = append(insts, tup, bar)
		insts = append(insts, gets...)
		if g := through(prev, bar, 1, in); g != nil {
			insts = append(insts, g)
		}
		insts = append(insts, in)
		if in.Shape.IsArray() && !folded(in) {
			// A value XLA folds with its reader (folded) is never prev:
			// the next one is pinned to the value before it.
			prev = in
		}
	}
	insts = keepLibraryInputs(c, insts, live, fresh)
	c.Instructions = insts
	nseq[c] = slices.Clone(insts)
	renumber(out, nil)
	return out, nseq
}

// updatesEarly returns order with each update named in early run as
// early as its operands allow: right after the last of its operands and
// of the other readers of the operand it writes over. An update is an
// instruction the root reads that writes its result over an operand
// (a parameter's new value written over its gradient). In the fit's model
// it shares the gradient's buffer wherever it runs. In the module Pin
// writes it may not: the instruction after the gradient in the order is
// pinned to it (prev), and the update, the gradient's one later reader,
// then reads it through that barrier so that XLA keeps the order edge
// (through: an element nothing reads is dropped); read through a barrier,
// XLA's heap gives the update a buffer of its own (heap_simulator.cc, the
// IsUserOf test before CanShareOperandBufferWithUser), and the gradient
// is a temp until the update. Run right after the gradient, the update
// reads it directly and is prev itself. The move is not free either: an
// output's allocation holds temporaries before the output is written
// (XLA's MaybeAssignBuffer; liveness's colocation), and the move shortens
// that hole. So PinnedPeak chooses the updates to move by XLA's heap
// figure (earlyUpdates). Traced on the second held-out set's vae step of
// testdata/xla-remat at 0.8 of its total: the last layer's weight
// gradient (1.53 MiB) ran at step 37 of the fit's order and its update at
// 66, so the pinned module held the gradient as a temp over its peak;
// moving every update instead (seven) closed the hole the second layer's
// update left for a forward activation, and the step still missed.
func updatesEarly(c *hlo.Computation, order []*hlo.Instruction, early map[string]bool) []*hlo.Instruction {
	if c.Root == nil || len(early) == 0 {
		return order
	}
	pos := make(map[*hlo.Instruction]int, len(order))
	for i, in := range order {
		pos[in] = i
	}
	users := readersIn(order)
	var moves [][2]int // {from, to}: order[from] goes right after order[to]
	for i, u := range order {
		if !early[u.Name] || len(u.ControlPredecessors) > 0 {
			continue
		}
		over := updateOver(users, c, u)
		if over == nil {
			continue
		}
		// u stays after its operands and after the other readers of the
		// operand it writes over.
		to := 0
		for _, x := range u.Operands {
			to = max(to, pos[x])
		}
		for _, r := range users[over] {
			if r != u {
				to = max(to, pos[r])
			}
		}
		if to+1 < i {
			moves = append(moves, [2]int{i, to})
		}
	}
	if len(moves) == 0 {
		return order
	}
	after := map[int][]*hlo.Instruction{}
	moved := map[int]bool{}
	for _, m := range moves {
		after[m[1]] = append(after[m[1]], order[m[0]])
		moved[m[0]] = true
	}
	out := make([]*hlo.Instruction, 0, len(order))
	for i, in := range order {
		if !moved[i] {
			out = append(out, in)
		}
		out = append(out, after[i]...)
	}
	return out
}

// keepLibraryInputs routes each fusion a library reduction fusion reads
// directly through an opt-barrier of its own (NAME.barrier.keep, before
// the reader), so that the boundary the fit modeled between them holds in
// the module Emit writes. Emit writes every fusion out (Unfuse), and XLA
// fuses the lowered text again: its YNNPACK matcher grows a reduction's
// library fusion upward into an operand whose readers are all in library
// fusions (library_rewriter.cc, ynn_matcher.h; optimize/library.go), and
// once written out, the producer's root has the reduction as its only
// reader. The fusion then takes in the producer's elementwise ops, and
// their broadcasts (of a scale, a mean, a constant), which the fit's
// loop fusion computed inside, become operands: each a buffer of its own
// (the held-out resnet step of testdata/xla-remat at 0.6 of its total:
// 12 broadcasts of f32[8,32,32,32], 1 MiB each, where the fit had one;
// its fit, modeled at 6,880,540 bytes, re-planned at 7,891,872 and XLA
// compiled it to 8,049,224). The matcher stops at a get-tuple-element, so
// the barrier keeps the producer a fusion of its own, as modeled; it
// forwards its operand's buffer (the pinned order's barriers, above). A
// dot's library fusion does not grow upward, and is left alone.
//
// A bf16 or f16 producer is left alone as well: XLA:CPU computes it in
// f32 and rounds it for the reduction, which reads it widened again, and
// with excess precision allowed (xla_allow_excess_precision, on by
// default) XLA drops that round trip (cpu_compiler.cc:
// SimplifyFPConversions after FloatNormalization), so the reduction sums
// the unrounded values. A barrier between them keeps the rounding:
// the held-out gpt2 step (bf16) emitted with nothing changed computed
// other bits (up to 0.445 on values up to 3.9) through its 13 layer-norm
// and softmax reductions' barriers, and bit-identical ones without them,
// its 89 order barriers kept.
func keepLibraryInputs(c *hlo.Computation, insts []*hlo.Instruction, live map[*hlo.Instruction]bool, fresh func(string) string) []*hlo.Instruction {
	var out []*hlo.Instruction
	for _, in := range insts {
		if !live[in] || !libraryReduce(in) {
			out = append(out, in)
			continue
		}
		for k, o := range in.Operands {
			if o.Opcode != "fusion" || libraryFusion(o) || !o.Shape.IsArray() || lowPrecision(o.Shape.Element) || reducesReshape(in, o) {
				// A producer whose value reaches the reduction as a
				// reshape (reducesReshape) is left alone too: XLA folds
				// the reshape into the reduce (HandleReduce), which then
				// reduces the producer's own shape, and through a
				// barrier it reduces the reshaped dimensions in another
				// order (seq2seq's bias gradients, 4.77e-7 off).
				continue
			}
			name := fresh(in.Name + ".barrier.keep")
			tshape := hlo.Shape{Element: hlo.TupleElement, Tuple: []hlo.Shape{o.Shape}}
			mk := func(name, opcode string, shape hlo.Shape, ops ...*hlo.Instruction) *hlo.Instruction {
				return &hlo.Instruction{Name: name, Opcode: opcode, Shape: shape, Operands: ops, Parent: c,
					ParameterNumber: -1, TupleIndex: -1, Pos: in.Pos, Metadata: in.Metadata}
			}
			tup := mk(fresh(name+".tuple"), "tuple", tshape, o)
			bar := mk(name, "opt-barrier", tshape, tup)
			get := mk(fresh(name+".get"), "get-tuple-element", o.Shape, bar)
			get.TupleIndex = 0
			for j := k; j < len(in.Operands); j++ {
				if in.Operands[j] == o {
					in.Operands[j] = get
				}
			}
			out = append(out, tup, bar, get)
		}
		out = append(out, in)
	}
	return out
}

// libraryFusion reports whether in is a library (YNNPACK) fusion.
func libraryFusion(in *hlo.Instruction) bool {
	return in.Opcode == "fusion" && attr(in, "kind") == "kCustom" && strings.Contains(attr(in, "backend_config"), "__ynn_fusion")
}

// libraryReduce reports whether in is a library fusion that grows upward
// in XLA's matcher: one that is no dot's.
func libraryReduce(in *hlo.Instruction) bool {
	return libraryFusion(in) && !isDot(in)
}

// computes reports whether in is an instruction that runs: no parameter,
// constant, tuple, get-tuple-element, bitcast or barrier, whose place in
// an order is free.
func computes(in *hlo.Instruction) bool {
	switch in.Opcode {
	case "parameter", "constant", "tuple", "get-tuple-element", "bitcast", "opt-barrier", "after-all":
		return false
	}
	return true
}

// pinOperand returns the index of the operand of in to route through the
// barrier that orders in after prev: the first array operand that is no
// constant and that in does not write over (over(k) false), else, unless
// in is a divisor (below), the first constant it does not write over,
// else the first array operand that is no constant; -1 when there is no
// prev, in reads prev already, or no operand qualifies.
//
// A divisor, a broadcast of a constant that a divide reads as its
// divisor, is never pinned through its constant. XLA's simplifier
// takes A / broadcast(constant) as A * broadcast(1 / constant), the
// reciprocal folded into the constant (algebraic_simplifier.cc,
// HandleDivide: "A / Const => A * InvertConstant(Const)"); through a
// barrier it sees no constant and divides, and the bits change. Measured
// on the held-out vit step of testdata/xla-remat (XLA:CPU, jaxlib 0.10.2,
// the harness's flags), emitted with no change: the attention's
// 1/sqrt(32) scale, broadcast.23, pinned through constant.49, made every
// output differ from the input's (up to 4.6e-5); left free, the outputs
// are the input's bit for bit. XLA fuses such a broadcast into its
// reader, so leaving it free costs no buffer.
func pinOperand(in, prev *hlo.Instruction, over func(k int) bool, fold func(o *hlo.Instruction) bool, divisor bool) int {
	if prev == nil {
		return -1
	}
	for _, o := range in.Operands {
		if o == prev {
			return -1
		}
	}
	for k, o := range in.Operands {
		if o.Shape.IsArray() && o.Opcode != "constant" && !over(k) && !fold(o) {
			return k
		}
	}
	// An instruction that reads only constants (a broadcast of a scalar,
	// the zeros a checkpointed scan's scratch starts from) is pinned
	// through a constant: left free, XLA's scheduler runs it first (the
	// scan step's scratch, 192 KiB, beside the 1 MiB stack it was to
	// reuse). XLA:CPU keeps a constant in an allocation of its own and a
	// fusion reads it as an operand, so the barrier costs no copy.
	for k, o := range in.Operands {
		if o.Shape.IsArray() && o.Opcode == "constant" && !over(k) && !fold(o) {
			if divisor {
				return -1
			}
			return k
		}
	}
	// Every operand is one in writes over: the order costs more left out
	// than the reuse (PinnedPeak counts the buffer).
	for k, o := range in.Operands {
		if o.Shape.IsArray() && o.Opcode != "constant" && !fold(o) {
			return k
		}
	}
	return -1
}

// divisor reports whether x is read as a divide's divisor (its operand
// 1), by a reader or, inside a fusion that reads it, through the fused
// parameter and the broadcasts, reshapes and bitcasts that forward it.
func divisor(users map[*hlo.Instruction][]*hlo.Instruction, x *hlo.Instruction) bool {
	var divides func(v *hlo.Instruction, readers []*hlo.Instruction, depth int) bool
	divides = func(v *hlo.Instruction, readers []*hlo.Instruction, depth int) bool {
		for _, u := range readers {
			for j, o := range u.Operands {
				if o != v {
					continue
				}
				switch {
				case u.Opcode == "divide" && j == 1:
					return true
				case u.Opcode == "broadcast" || u.Opcode == "reshape" || u.Opcode == "bitcast":
					if depth > 0 && divides(u, fusedReaders(u), depth) {
						return true
					}
				case u.Opcode == "fusion" && depth == 0 && len(u.Called) > 0 && u.Called[0].Computation != nil:
					for _, p := range u.Called[0].Computation.Instructions {
						if p.Opcode == "parameter" && p.ParameterNumber == j && divides(p, fusedReaders(p), 1) {
							return true
						}
					}
				}
			}
		}
		return false
	}
	return divides(x, users[x], 0)
}

// fusedReaders returns the instructions of v's computation that read v.
func fusedReaders(v *hlo.Instruction) []*hlo.Instruction {
	var rs []*hlo.Instruction
	if v.Parent == nil {
		return nil
	}
	for _, u := range v.Parent.Instructions {
		if slices.Contains(u.Operands, v) {
			rs = append(rs, u)
		}
	}
	return rs
}

// foldsWith reports whether XLA folds reader u and its operand x into one
// dot, which a barrier between them (or a barrier reading x as well: the
// fold needs u to be x's only reader) would keep apart, changing the dot
// XLA runs and so its bits: a rank-2 transpose of a rank-2 dot's result
// (XLA's AlgebraicSimplifier, algebraic_simplifier.cc, HandleTranspose:
// transpose(dot(a, b)) becomes dot(b, a), as RemoveTransposesFromDotOperands
// turns dot(transpose(a), transpose(b)) into transpose(dot(b, a))).
// Measured through jaxlib 0.10.2 on the attn step of testdata/xla-remat:
// of the 23 barriers Pin wrote at limit 5,800,000 (no recomputes), the two
// whose prev was a weight gradient's dot (64x64) read by a transpose
// (add_reshape_fusion.1's and transpose_reshape_fusion.7's) each changed
// one output: XLA compiled the original's transpose(dot) as one plain dot,
// the pinned one as a YNN dot fusion of swapped operands, rounding
// differently (up to 4.3e-4 on gradients of about 1.8e3). Rank-3 batched
// dots read by transposes were pinned through with outputs unchanged, and
// are left as they are.
func foldsWith(u, x *hlo.Instruction) bool {
	return isDot(x) && len(x.Shape.Dims) == 2 && readsTransposed(u, x)
}

// scatterSummand reports whether x is an add-combining scatter (or a
// fusion whose root is one) that one add reads and nothing else: XLA's
// simplifier rewrites that add by what it sees (algebraic_simplifier.cc,
// HandleAdd): add(A, scatter(B, i, u)) with the scatter read once becomes
// scatter(add(A, B), i, u), and an add of two such scatters is merged into
// one scatter only when their updates together are smaller than the
// result, and otherwise left an add. Carried as prev through a barrier,
// or read through one, x reaches the add as a barrier's element: an add
// of two scatters then has one, and XLA folds the other operand into the
// scatter it still sees, summing in another order. Measured on the
// held-out gnn step of testdata/xla-remat/heldout2 (XLA:CPU, jaxlib
// 0.10.2, its defaults), emitted with nothing changed: each of its three
// segment-sum gradients, add(scatter(A, i, u), scatter(0, j, v)) in
// XLA's module of the input (wrapped_add of two wrapped_scatter fusions),
// read its zero scatter as the prev of the next pin, and XLA compiled
// scatter(add(A, scatter(0, j, v)), i, u) instead: 5 of 8 outputs
// differed, up to 1.17e21 on values up to 7.9e25. XLA fuses no scatter
// into its reader here, but the scatter left free costs no order a fit
// needs: its one reader, pinned or not, comes after it. It is never prev
// nor pinned through, as a value folded into a dot is not.
func scatterSummand(users map[*hlo.Instruction][]*hlo.Instruction, x *hlo.Instruction) bool {
	us := users[x]
	if len(us) != 1 || !readsAdded(us[0], x) {
		return false
	}
	r := x
	if x.Opcode == "fusion" {
		if len(x.Called) == 0 || x.Called[0].Computation == nil || x.Called[0].Computation.Root == nil {
			return false
		}
		r = x.Called[0].Computation.Root
	}
	if r.Opcode != "scatter" {
		return false
	}
	comb := r.CalledComputation("to_apply")
	return comb != nil && comb.Root != nil && comb.Root.Opcode == "add"
}

// reducesReshape reports whether u reduces x, a reshape (or bitcast), as
// it is: u is a reduce whose operand is x, or a fusion whose parameter for
// x a reduce reads (a library reduction's fusion). XLA's simplifier folds
// the reshape into the reduce (algebraic_simplifier.cc, HandleReduce,
// reduce of a reshape): XLA's module of the held-out seq2seq step reduces
// its f32[384,128] weight gradients over dimension 0 where the text
// reduces their reshape to f32[8,48,128] over {0,1}. Read through a
// barrier, or carried by one, the reshape reaches the reduce as a
// barrier's element and XLA reduces the two dimensions, in another order:
// seq2seq emitted with nothing changed computed other bias gradients
// (2 of 43 outputs, up to 4.77e-7; XLA:CPU, jaxlib 0.10.2), pinned through
// the reshapes of its three add_any sums. A reshape is a bitcast in XLA's
// module and holds no buffer of its own: it is never prev nor pinned
// through, as a value folded into a dot is not.
func reducesReshape(u, x *hlo.Instruction) bool {
	if !reshapes(x) {
		return false
	}
	if u.Opcode == "reduce" {
		return len(u.Operands) > 0 && u.Operands[0] == x
	}
	if u.Opcode != "fusion" || len(u.Called) == 0 || u.Called[0].Computation == nil {
		return false
	}
	for _, in := range u.Called[0].Computation.Instructions {
		if in.Opcode != "reduce" || len(in.Operands) == 0 {
			continue
		}
		o := in.Operands[0]
		if o.Opcode == "parameter" && o.ParameterNumber >= 0 && o.ParameterNumber < len(u.Operands) && u.Operands[o.ParameterNumber] == x {
			return true
		}
	}
	return false
}

// reshapes reports whether x's value is a reshape: a reshape or bitcast,
// or a fusion whose root is one (the model fuses the sum a gradient's
// bias reduction reads with the reshape after it, as XLA's add_bitcast
// fusions do once the reduce has taken the reshape in).
func reshapes(x *hlo.Instruction) bool {
	return reshapesAt(x, nil, 0)
}

// reshapesAt is reshapes for x inside fusion f (nil: x is in the entry
// computation), depth levels down.
func reshapesAt(x *hlo.Instruction, f *hlo.Instruction, depth int) bool {
	if depth > 8 {
		return false
	}
	switch {
	case x.Opcode == "reshape" || x.Opcode == "bitcast":
		return true
	case x.Opcode == "parameter" && f != nil:
		n := x.ParameterNumber
		return n >= 0 && n < len(f.Operands) && reshapesAt(f.Operands[n], nil, depth+1)
	case x.Opcode == "fusion":
		if len(x.Called) == 0 || x.Called[0].Computation == nil || x.Called[0].Computation.Root == nil {
			return false
		}
		return reshapesAt(x.Called[0].Computation.Root, x, depth+1)
	case sinksReshape(x):
		for _, o := range x.Operands {
			if !reshapesAt(o, f, depth+1) {
				return false
			}
		}
		return len(x.Operands) > 0
	}
	return false
}

// sinksReshape reports whether XLA moves the reshapes in reads to after
// it (reshape_mover.cc: an elementwise instruction all of whose operands
// are reshapes becomes a reshape of it), so that a reduce reading in reads
// a reshape (reducesReshape).
func sinksReshape(in *hlo.Instruction) bool {
	switch in.Opcode {
	case "add", "subtract", "multiply", "negate", "maximum", "minimum":
		return in.Shape.IsArray()
	}
	return false
}

// reducedReshape reports whether x's value reaches a reduce as a reshape:
// x reshapes (reshapes) and a reduce reads it (reducesReshape), or an
// instruction that XLA turns into a reshape of its own (sinksReshape)
// reads it and reaches one so. Each such value is read as it is and
// carried by no barrier (Pin's folded).
func reducedReshape(users map[*hlo.Instruction][]*hlo.Instruction, x *hlo.Instruction, depth int) bool {
	if depth > 4 || !reshapes(x) {
		return false
	}
	for _, u := range users[x] {
		if reducesReshape(u, x) || sinksReshape(u) && reducedReshape(users, u, depth+1) {
			return true
		}
	}
	return false
}

// readsAdded reports whether u adds its operand x: u is an add, or a
// fusion whose parameter for x an add reads (the model fuses the last
// segment sum's add with the select after it, as XLA does).
func readsAdded(u, x *hlo.Instruction) bool {
	if u.Opcode == "add" {
		return slices.Contains(u.Operands, x)
	}
	if u.Opcode != "fusion" || len(u.Called) == 0 || u.Called[0].Computation == nil {
		return false
	}
	for _, in := range u.Called[0].Computation.Instructions {
		if in.Opcode != "add" {
			continue
		}
		for _, o := range in.Operands {
			if o.Opcode == "parameter" && o.ParameterNumber >= 0 && o.ParameterNumber < len(u.Operands) && u.Operands[o.ParameterNumber] == x {
				return true
			}
		}
	}
	return false
}

// constantBroadcast reports whether x is a broadcast of a constant, or a
// fusion that computes one from constants alone. XLA's simplifier folds
// such a value into its readers by what it sees (A + 0, a scatter into
// zeros, A * 1, a divide by a constant): carried as prev through a
// barrier, its readers read a barrier's element and XLA computes them
// otherwise. Measured on the held-out seq2seq step of
// testdata/xla-remat/heldout2 (XLA:CPU, jaxlib 0.10.2, its defaults),
// emitted with nothing changed: of its 113 order barriers, the one whose
// prev was broadcast_in_dim.89, the f32[1000,128] zeros its embedding
// gradient scatters into, alone made outputs differ (up to 0.00204 on
// values up to 1.9e3). XLA fuses such a broadcast into its readers, so
// it holds no buffer whose order the fit needs. It is never prev, as a
// value folded into a dot is not.
func constantBroadcast(x *hlo.Instruction) bool {
	r := x
	if x.Opcode == "fusion" {
		if len(x.Called) == 0 || x.Called[0].Computation == nil || x.Called[0].Computation.Root == nil {
			return false
		}
		for _, o := range x.Operands {
			if o.Opcode != "constant" {
				return false
			}
		}
		r = x.Called[0].Computation.Root
		if r.Opcode == "broadcast" && len(r.Operands) == 1 && (r.Operands[0].Opcode == "constant" || r.Operands[0].Opcode == "parameter") {
			return true
		}
		return false
	}
	return r.Opcode == "broadcast" && len(r.Operands) == 1 && r.Operands[0].Opcode == "constant"
}

// isDot reports whether in computes a dot: a dot, or a fusion whose root
// is one (XLA:CPU's dot fusions).
func isDot(in *hlo.Instruction) bool {
	if in.Opcode == "fusion" && len(in.Called) > 0 && in.Called[0].Computation.Root != nil {
		return in.Called[0].Computation.Root.Opcode == "dot"
	}
	return in.Opcode == "dot"
}

// readsTransposed reports whether u transposes its operand x: u is a
// transpose, or a fusion whose parameter for x a transpose reads.
func readsTransposed(u, x *hlo.Instruction) bool {
	if u.Opcode == "transpose" {
		return len(u.Operands) > 0 && u.Operands[0] == x
	}
	if u.Opcode != "fusion" || len(u.Called) == 0 {
		return false
	}
	for _, in := range u.Called[0].Computation.Instructions {
		if in.Opcode != "transpose" || len(in.Operands) == 0 || in.Operands[0].Opcode != "parameter" {
			continue
		}
		k := in.Operands[0].ParameterNumber
		if k >= 0 && k < len(u.Operands) && u.Operands[k] == x {
			return true
		}
	}
	return false
}

// writesOver reports whether u may write its result over x's buffer:
// u is x's last reader (users lists x's readers in the order) and the
// may-share rule allows it at an operand that is x (liveness.MayWriteOver).
// XLA's heap simulator shares an operand's buffer with its reader's
// result only where the reader reads the defining instruction itself
// (heap_simulator.cc, HeapSimulator::RunComputation: the IsUserOf test
// before CanShareOperandBufferWithUser), so Pin never routes such an
// operand through a barrier: measured on testdata/xla-remat (XLA:CPU,
// jaxlib 0.10.2), the scan step's fit compiled to 3,867,220 bytes against
// 2,965,996 modeled, the gradient of its stacked hs (1 MiB) in a buffer of
// its own where the fit wrote it over hs; the moe step's fit at 0.6,
// 4,986,808 against 4,460,624, the relu mask's select beside its 512 KiB
// gradient.
func writesOver(users map[*hlo.Instruction][]*hlo.Instruction, u, x *hlo.Instruction) bool {
	us := users[x]
	if len(us) == 0 || us[len(us)-1] != u {
		return false
	}
	for k, o := range u.Operands {
		if o == x && liveness.MayWriteOver(u, k) {
			return true
		}
	}
	return false
}

// fitBarrier reports whether in is the opt-barrier of a fit's recompute
// (NAME.barrier, over a tuple NAME.barrier.tuple), not one Pin makes
// (NAME.barrier.order, NAME.barrier.keep: a module Emit wrote, planned
// again, has them).
func fitBarrier(in *hlo.Instruction) bool {
	return in.Opcode == "opt-barrier" && strings.Contains(in.Name, ".barrier") && !strings.Contains(in.Name, ".barrier.order") && !strings.Contains(in.Name, ".barrier.keep") &&
		len(in.Operands) == 1 && in.Operands[0].Opcode == "tuple" && in.Operands[0].Shape.IsTuple()
}

// liveValues returns the instructions of c whose values XLA keeps: the
// root, instructions with side effects, and what they read, where an
// opt-barrier keeps only the elements of its tuple that a reader takes
// (XLA's algebraic simplifier drops a barrier's unread elements, and its
// DCE then the instructions only they read; measured on XLA:CPU, jaxlib
// 0.10.2: 22 of the 47 barriers written for the moe step of
// testdata/xla-remat lost an element, each a value the fit computed and
// nothing read). order lists c's instructions, operands first.
func liveValues(c *hlo.Computation, order []*hlo.Instruction) map[*hlo.Instruction]bool {
	live := map[*hlo.Instruction]bool{}
	taken := map[*hlo.Instruction]map[int]bool{} // barrier → elements read
	// barrierOnly[t] is true for a tuple that only opt-barriers read.
	barrierOnly := map[*hlo.Instruction]bool{}
	for _, in := range order {
		for _, o := range in.Operands {
			if o.Opcode != "tuple" {
				continue
			}
			if v, seen := barrierOnly[o]; !seen || v {
				barrierOnly[o] = in.Opcode == "opt-barrier"
			}
		}
	}
	for i := len(order) - 1; i >= 0; i-- {
		in := order[i]
		if in == c.Root || hlo.HasSideEffect(in.Opcode) {
			live[in] = true
		}
		if !live[in] {
			continue
		}
		switch {
		case in.Opcode == "get-tuple-element" && in.Operands[0].Opcode == "opt-barrier":
			b := in.Operands[0]
			if taken[b] == nil {
				taken[b] = map[int]bool{}
			}
			taken[b][in.TupleIndex] = true
			live[b] = true
		case in.Opcode == "opt-barrier" && in.Operands[0].Opcode == "tuple":
			t := in.Operands[0]
			live[t] = true
			for k, o := range t.Operands {
				if taken[in][k] {
					live[o] = true
				}
			}
		case in.Opcode == "tuple" && barrierOnly[in]:
			// its elements are live as the barriers reading it take them
		default:
			for _, o := range in.Operands {
				live[o] = true
			}
		}
	}
	return live
}

// dependsOn reports whether in reads x through its operands, at any depth.
func dependsOn(in, x *hlo.Instruction) bool {
	seen := map[*hlo.Instruction]bool{}
	stack := slices.Clone(in.Operands)
	for len(stack) > 0 {
		o := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if o == x {
			return true
		}
		if !seen[o] {
			seen[o] = true
			stack = append(stack, o.Operands...)
		}
	}
	return false
}

// PinnedPeakAt is PinnedPeak with where the peak is: the analysis of the
// module Pin writes for r (its heap buffers, Options.Heap), the step of
// that module's timeline where the most bytes of XLA's heap are live (the
// first such), and a Remedy for each of the top largest allocations live
// there, Remedy.Bytes the bytes its heap buffers hold at that step. Heap
// buffers live at one step never share bytes in XLA's best fit
// (heap_simulator.cc, GlobalDecreasingSizeBestFitHeap::FindChunkCandidate
// places a chunk clear of every chunk whose live range meets its own), so
// the allocations listed add up to at most peak: the out-of-memory report
// of a fit refused on its pinned module names the plan its figure is of.
func PinnedPeakAt(r *Result, opt Options, top int) (lv *liveness.Result, peak, step int64, rems []Remedy, err error) {
	if opt.Arena == "" {
		opt.Arena = liveness.All
	}
	lv, peak, step, pm, seq, err := pinnedHeapAt(r, opt, r.early)
	if err != nil || lv.Steps <= 0 {
		return lv, peak, step, nil, err
	}
	return lv, peak, step, pinnedRemedies(opt, lv, pm, seq, step, top), nil
}

// pinnedHeapAt analyses r's module pinned with the updates in early run
// early, in the placement of layout copies that needs more (as
// PinnedPeak), and returns the analysis, its figure in XLA's heap, the
// step of highest load of its heap buffers and the pinned module.
func pinnedHeapAt(r *Result, opt Options, early map[string]bool) (lv *liveness.Result, peak, step int64, pm *hlo.Module, seq hlo.Sequence, err error) {
	if opt.Arena == "" {
		opt.Arena = liveness.All
	}
	// The larger of the two placements of layout copies, as PinnedPeak.
	lopt := opt.Liveness
	lopt.Heap = true
	for _, place := range []copyPlace{copyEarly, copyLate} {
		ppm, pseq := pinned(r.Module, r.Sequence, early)
		unpinned := ppm == r.Module
		if unpinned {
			ppm, pseq = cloneModule(r.Module, r.Sequence)
		} else if !layoutCopies(ppm, pseq, place) && place == copyLate {
			break // no copy: the placements are one
		}
		renumber(ppm, pseq)
		plv, err := liveness.Analyze(ppm, pseq, lopt)
		if err != nil {
			return nil, 0, 0, nil, nil, fmt.Errorf("remat: the pinned module: %w", err)
		}
		pk := xlaTemp(plv, opt.Arena)
		if lv == nil || pk > peak {
			lv, peak, pm, seq = plv, pk, ppm, pseq
		}
		if unpinned {
			break
		}
	}
	if lv.Steps <= 0 {
		return lv, peak, 0, pm, seq, nil
	}
	// load[t] adds up the heap buffers live at step t, each once however
	// many of its values' spans meet there (a result written over its
	// operand's bytes starts where the operand ends).
	load := make([]int64, lv.Steps+1)
	for i := range lv.Heap {
		hb := &lv.Heap[i]
		if hb.Size <= 0 || len(hb.Spans) == 0 || !opt.Arena.In(&lv.Buffers[hb.Buffer]) {
			continue
		}
		spans := slices.Clone(hb.Spans)
		slices.SortFunc(spans, func(x, y liveness.Span) int { return cmp.Compare(x.Start, y.Start) })
		lo, hi := spans[0].Start, spans[0].End
		for _, sp := range spans[1:] {
			if sp.Start > hi {
				load[lo] += hb.Size
				load[hi] -= hb.Size
				lo = sp.Start
			}
			hi = max(hi, sp.End)
		}
		load[lo] += hb.Size
		load[hi] -= hb.Size
	}
	for t := int64(1); t < lv.Steps; t++ {
		load[t] += load[t-1]
		if load[t] > load[step] {
			step = t
		}
	}
	return lv, peak, step, pm, seq, nil
}

// pinnedRemedies returns the remedies of the allocations live at step of
// lv, the analysis of the pinned module pm (pinnedHeapAt), largest first,
// at most top.
func pinnedRemedies(opt Options, lv *liveness.Result, pm *hlo.Module, seq hlo.Sequence, step int64, top int) []Remedy {
	if opt.Arena == "" {
		opt.Arena = liveness.All
	}
	covers := func(hb *liveness.HeapBuffer, t int64) bool {
		for _, sp := range hb.Spans {
			if sp.Start <= t && t < sp.End {
				return true
			}
		}
		return false
	}
	bytes := map[int]int64{}
	var live []int
	for i := range lv.Heap {
		hb := &lv.Heap[i]
		if hb.Size <= 0 || !opt.Arena.In(&lv.Buffers[hb.Buffer]) || !covers(hb, step) {
			continue
		}
		if _, ok := bytes[hb.Buffer]; !ok {
			live = append(live, hb.Buffer)
		}
		bytes[hb.Buffer] += hb.Size
	}
	slices.Sort(live)
	f := &fitter{opt: opt, host: opt.HostBandwidth, banned: map[string]bool{}, names: map[string]bool{}, inputs: map[string]bool{}, mod: pm, seq: seq, lv: lv}
	if f.host <= 0 {
		f.host = HostBandwidth(opt.Target.Name)
	}
	if opt.XLA || !HostMemory(opt.Target.Name) {
		f.opt.NoOffload = true
	}
	for _, c := range pm.Computations {
		f.inputs[c.Name] = true
		for _, in := range c.Instructions {
			f.names[in.Name], f.inputs[in.Name] = true, true
		}
	}
	return f.remediesAt(f.newRound(), step, live, bytes, top)
}

// heldOperands returns the operands of in, other than o (the one in
// reads through its order barrier), that the barrier carries as well:
// those XLA makes an instruction of its own from after Pin, which reads
// nothing but that operand and so is free of the order. XLA:CPU's
// default schedule is its concurrency-optimized (breadth-first) one
// (cpu_compiler.cc, the scheduler chosen by xla_cpu_scheduler_type, whose
// default picks the concurrency-optimized order when it is affordable:
// cpu_compiler_test.cc), which runs an instruction as soon as its
// operands are ready, however late its reader. Two such instructions,
// traced in XLA's optimized modules of the third held-out set's fits
// that XLA compiled over their limits (testdata/xla-remat, jaxlib 0.10.2,
// the recommended flags):
//
//   - the copy layout assignment makes of a transposed value a barrier
//     carries to a dot or convolution that needs it row-major
//     (cpu_layout_assignment.cc; layoutCopies models the copy right
//     before its reader): rope at 0.7 of its total, wrapped_copy.18, .17,
//     .13, .10 and .7 (256 KiB each) ran right after the forward barriers
//     that carried their operands, 700 steps before their backward dots
//     (XLA 17,608,800 bytes, the limit 17,270,848); txl at 0.8, four
//     copies of 256 and 512 KiB (22,319,520 against 22,243,274). Carried
//     through the reader's own barrier, the copy reads that barrier's
//     element and runs right before the reader.
//   - the broadcast a library reduction's fused body takes of a constant:
//     XLA's YNNPACK fusion grows over the elementwise ops but leaves the
//     broadcast out, a fusion of its own (XLA's wrapped_broadcast; the
//     library rewriter, library_rewriter.cc and ynn_matcher.h), which reads
//     only the constant: adafactor at 0.8, a 1 MiB broadcast of 1e-30 ran
//     22nd of 184, read at 157 (22,053,944 bytes against 21,836,678, the
//     fit's order on XLA's module 1,048,560 less). A divisor's constant is
//     left out (pinOperand: XLA folds its reciprocal).
func heldOperands(in, o *hlo.Instruction) []*hlo.Instruction {
	var held []*hlo.Instruction
	add := func(x *hlo.Instruction) {
		if x != o && !slices.Contains(held, x) {
			held = append(held, x)
		}
	}
	for k, x := range in.Operands {
		if !rowMajorOperand(in, k) {
			continue
		}
		if c := throughBarriers(x); c != x && transposes(c) && x.Shape.IsArray() {
			add(x)
		}
	}
	if libraryReduce(in) && len(in.Called) > 0 && in.Called[0].Computation != nil {
		for _, p := range in.Called[0].Computation.Instructions {
			if p.Opcode != "parameter" || p.ParameterNumber < 0 || p.ParameterNumber >= len(in.Operands) {
				continue
			}
			x := in.Operands[p.ParameterNumber]
			if x.Opcode != "constant" || !x.Shape.IsArray() {
				continue
			}
			broadcast, divided := false, false
			for _, b := range fusedReaders(p) {
				if b.Opcode != "broadcast" || len(b.Shape.Dims) == 0 {
					continue
				}
				broadcast = true
				for _, u := range fusedReaders(b) {
					if u.Opcode == "divide" && len(u.Operands) > 1 && u.Operands[1] == b {
						divided = true
					}
				}
			}
			if broadcast && !divided {
				add(x)
			}
		}
	}
	return held
}

// liftBroadcastConstants makes each constant that a library reduction's
// fused body broadcasts (and only broadcasts, to an array, as no divisor)
// an operand of the fusion: a constant of the entry, placed right before
// it in order, read by a new parameter of the body. XLA's library fusion
// leaves such a broadcast out (heldOperands), a fusion of its own that
// reads only the constant; written inside the body, Unfuse writes the
// constant out beside it, where no barrier of Pin's reaches. As an
// operand it goes through the fusion's order barrier (heldOperands).
// Traced on adafactor at 0.8 of its total (testdata/xla-remat heldout3):
// the fourth layer's row reduction fused its gradient's dot and the
// broadcast of 1e-30, and XLA's wrapped_broadcast.1 (1 MiB) ran 22nd of
// 184 instructions, read at 157. A body another fusion calls too is left
// alone. It returns the entry's order with the new constants.
func liftBroadcastConstants(m *hlo.Module, c *hlo.Computation, order []*hlo.Instruction, fresh func(string) string) []*hlo.Instruction {
	callers := map[*hlo.Computation]int{}
	for _, cc := range m.Computations {
		for _, in := range cc.Instructions {
			for _, k := range in.Called {
				if k.Computation != nil {
					callers[k.Computation]++
				}
			}
		}
	}
	var out []*hlo.Instruction
	for _, in := range order {
		if !libraryReduce(in) || len(in.Called) != 1 || in.Called[0].Computation == nil || callers[in.Called[0].Computation] != 1 {
			out = append(out, in)
			continue
		}
		body := in.Called[0].Computation
		for _, k := range body.Instructions {
			if k.Opcode != "constant" || len(k.Shape.Dims) != 0 || !k.Shape.IsArray() || !onlyBroadcast(k) {
				continue
			}
			x := &hlo.Instruction{Name: fresh(in.Name + ".lifted"), Opcode: "constant", Shape: k.Shape, Literal: k.Literal,
				Parent: c, ParameterNumber: -1, TupleIndex: -1, Pos: k.Pos}
			k.Opcode, k.Literal, k.ParameterNumber = "parameter", "", len(in.Operands)
			body.Params = append(body.Params, k)
			body.Signature = nil
			in.Operands = append(in.Operands, x)
			out = append(out, x)
		}
		out = append(out, in)
	}
	return out
}

// onlyBroadcast reports whether every reader of k in its computation is
// a broadcast of it to an array that no divide reads as its divisor
// (pinOperand: XLA folds a constant divisor's reciprocal), and there is
// one at least.
func onlyBroadcast(k *hlo.Instruction) bool {
	rs := fusedReaders(k)
	for _, b := range rs {
		if b.Opcode != "broadcast" || len(b.Shape.Dims) == 0 {
			return false
		}
		for _, u := range fusedReaders(b) {
			if u.Opcode == "divide" && len(u.Operands) > 1 && u.Operands[1] == b {
				return false
			}
		}
	}
	return len(rs) > 0
}
