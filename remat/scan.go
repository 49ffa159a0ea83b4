// Checkpointed scans: the stacked residuals of a scan recomputed a
// segment at a time in its backward loop.
//
// jax.lax.scan under jax.grad lowers to two while loops. The forward loop
// runs the cell T times and, at step t, writes what the backward pass
// will need (its residuals) into row t of buffers of T rows
// (dynamic-update-slice into f32[T,...]); the backward loop runs T times
// and at its step reads row t back (dynamic-slice). Those stacks are loop
// state: live from the forward loop's first step to the backward loop's
// last, T rows each. No clone of one instruction can shrink them, which
// is why the rounds of fit.go leave them alone.
//
// CheckpointScans rewrites such a pair into the √T schedule that nested
// jax.checkpoint scans give (Griewank's binomial checkpointing with one
// level; Chen et al. 2016, "Training deep nets with sublinear memory
// cost"), with k = ⌈√T⌉:
//
//   - the forward loop keeps its carries (the state its body changes that
//     is neither the step counter, nor a stack, nor handed on unchanged)
//     at every k-th step: at step t with t mod k = 0 it writes the carries
//     it starts the step with into row t/k of a checkpoint buffer of
//     ⌈T/k⌉+1 rows (the last row takes the writes of the other steps, so
//     no conditional is needed); its stacks shrink to k rows, written at
//     row t mod k;
//   - the backward loop carries k-row segment buffers in place of the
//     stacks, the checkpoints, the loop-invariant inputs of the forward
//     body and the number of the segment its buffers hold (-1 at first).
//     At its step, before anything reads a residual, it computes the row t
//     the step reads and its segment s = t/k; when s is not the segment
//     held, an inner while loop runs a copy of the forward body from the
//     checkpoint of s, steps s·k to min(s·k+k, T), filling the segment
//     buffers (otherwise the inner loop runs no step). The reads take row
//     t mod k.
//
// Why it is correct: the forward body is deterministic (the rewrite
// refuses bodies with random numbers or side effects; collectives and
// custom-calls that declare no effect are kept, and the recompute's
// collectives get channels of their own: scan_effects.go), so running it from
// the carries it started step s·k with, with the same loop-invariant
// inputs, gives at every step of the segment the residuals the original
// wrote into row t; the segment buffers hold exactly rows s·k .. s·k+k-1
// of the original stacks, at row t mod k, when step t reads them. Any
// order of the backward reads is served (the held segment is checked at
// every step), and each segment is recomputed once when the reads run
// backward, as a reverse-mode scan's do: the cost is one more forward run
// of the loop.
//
// What it saves: the stacks (T·r bytes of residuals, r a step's) become
// k·r, plus the checkpoints (⌈T/k⌉+1)·c for a carry of c bytes. Example:
// the GRU of testdata/xla-scan (T = 128, nine stacks of 8 MiB, a 64 KiB
// carry) keeps, with k = 12, nine stacks of 768 KiB and 12 checkpoints of
// 64 KiB: 72 MiB of stacks become 7.5 MiB.
//
// What the rewrite recognises (it leaves every other loop alone, and says
// why in the debug log): a while in a computation laid out once whose
// state is a tuple built by a tuple instruction; a counter starting at 0
// stepped by 1 and compared LT with T; stacks whose rows are written by a
// dynamic-update-slice (or a fusion or call whose root is one, on its
// parameter) at a row that is the counter itself (checked by evaluating
// the index at every step); stacks read by one later while only, passed
// through unchanged there and read only by dynamic-slices (or fusions and
// calls that only dynamic-slice them) at one row expression of that
// loop's counter, in [0, T) at every step. A stack read elsewhere too
// (a scan's ys that the loss reads) is kept whole: the forward loop
// writes all its rows as before, the backward loop reads it as before,
// and a recompute writes its rows into k rows of scratch nobody reads.

package remat

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/planner-dev/planner/cost"
	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/layout"
	"github.com/planner-dev/planner/memspace"
	"github.com/planner-dev/planner/schedule"
)

// scanRewrite is the state of one CheckpointScans.
type scanRewrite struct {
	mod *hlo.Module
	// names are the instruction and computation names in use.
	names map[string]bool
	// why is the reason the last loop was refused, for the debug log.
	why string
	// channel is the largest channel id in use: copies of collectives
	// take the next ones (scan_effects.go).
	channel int64
}

// scanPair is a forward loop and the backward loop reading its stacks.
type scanPair struct {
	fwd, bwd *hlo.Instruction
	// trips is T, k the segment length, segs ⌈T/k⌉.
	trips, k, segs int64
	// counter is the forward state index of the step counter, bcounter
	// the backward's.
	counter, bcounter int
	// stacks are the forward state indexes of the stacked residuals;
	// bstack[j] the backward state index stack j is handed to. kept are
	// the stacks read elsewhere too: the forward loop keeps them whole,
	// and a recompute writes their rows into scratch.
	stacks, kept []int
	bstack       map[int]int
	// carries are the forward state indexes to checkpoint; invariants
	// those the forward body hands on unchanged.
	carries, invariants []int
	// writers[j] writes stack j's row in the forward body.
	writers map[int]*hlo.Instruction
	// readers are the backward body's instructions reading stacks.
	readers []*hlo.Instruction
	// row is the row the backward step reads, lifted to the backward body.
	row *hlo.Instruction
}

// CheckpointScans returns a copy of m (ordered anew: the caller schedules
// it) in which every recognised scan pair is checkpointed, with a Change
// of kind "scan" for each; nil and no changes when none is. size gives
// the bytes of a shape, t the cost model the changes' seconds are under.
func CheckpointScans(m *hlo.Module, size func(hlo.Shape) int64, t cost.Target) (*hlo.Module, []Change) {
	return checkpointScans(m, size, t, false)
}

// checkpointScans is CheckpointScans; lean chooses each scan's segment
// length by bytes (scanPair.leanK) rather than ⌈√T⌉, and then returns nil
// where no scan's length differs from ⌈√T⌉ (the module would be
// CheckpointScans's).
func checkpointScans(m *hlo.Module, size func(hlo.Shape) int64, t cost.Target, lean bool) (*hlo.Module, []Change) {
	return checkpointScansK(m, size, t, lean, 0)
}

// checkpointScansK is checkpointScans with every scan's segment length
// set to min(k, T) where k > 0 (the tests' sweep of k: any k in [1, T]
// is correct, each segment recomputed from its checkpoint).
func checkpointScansK(m *hlo.Module, size func(hlo.Shape) int64, t cost.Target, lean bool, k int64) (*hlo.Module, []Change) {
	mod, _ := cloneModule(m, nil)
	other := false
	r := &scanRewrite{mod: mod, names: map[string]bool{}, channel: maxChannel(mod)}
	for _, c := range mod.Computations {
		r.names[c.Name] = true
		for _, in := range c.Instructions {
			r.names[in.Name] = true
		}
	}
	var changes []Change
	for _, c := range slices.Clone(mod.Computations) {
		for _, w := range slices.Clone(c.Instructions) {
			if w.Opcode != "while" {
				continue
			}
			p := r.match(w)
			if p == nil {
				if debug != nil && r.why != "" {
					debug("scan %s: %s", w.Name, r.why)
				}
				continue
			}
			if lean {
				if k := p.leanK(size); k != p.k {
					p.k, p.segs, other = k, (p.trips+k-1)/k, true
				}
			}
			if k > 0 {
				p.k = min(k, p.trips)
				p.segs = (p.trips + p.k - 1) / p.k
			}
			ch := p.change(size, t)
			r.rewrite(p)
			changes = append(changes, ch)
		}
	}
	if len(changes) == 0 || lean && !other {
		return nil, nil
	}
	prune(mod)
	renumber(mod, nil)
	return mod, changes
}

// change is the record of checkpointing p, its cost one more run of the
// forward body T times.
func (p *scanPair) change(size func(hlo.Shape) int64, t cost.Target) Change {
	ch := Change{Kind: "scan", Value: p.fwd.Name, Computation: p.fwd.Parent.Name, Shape: p.fwd.Shape.Tuple[p.stacks[0]].String(), Step: p.trips, Chain: int(p.k)}
	ch.OpName, ch.Source = sourceOf(p.fwd)
	body := p.fwd.CalledComputation("body")
	for _, j := range p.stacks {
		s := p.fwd.Shape.Tuple[j]
		ch.Bytes += size(s)
		ch.Saved += size(s) - size(withRows(s, p.k))
	}
	for _, e := range p.carries {
		ch.Saved -= size(stacked(p.fwd.Shape.Tuple[e], p.segs+1))
	}
	writes := map[*hlo.Instruction]bool{}
	for _, x := range p.writers {
		writes[x] = true // a row written, not the whole stack
	}
	for _, in := range body.Instructions {
		if writes[in] {
			continue
		}
		ch.Flops += float64(p.trips) * cost.Flops(in)
		ch.Seconds += float64(p.trips) * instSeconds(in, t, size)
	}
	return ch
}

// leanK returns the segment length k in [2, T/2] that keeps the fewest
// bytes: the k-row stacks (and the k rows of scratch of a stack kept
// whole) and the ⌈T/k⌉+1 checkpoints of the carries (⌈√T⌉ where it
// keeps as few, else the smallest such k). ⌈√T⌉ balances the two when a step's residuals and its carries
// are of one size; where the residuals of a step are r bytes and its
// carries c, the bytes k·r + (⌈T/k⌉+1)·c are least near √(T·c/r) (Chen et
// al. 2016 give √T for layers of one size). The recompute is one more
// forward run whatever k is: each segment is recomputed once. Example:
// the scan step of testdata/xla-remat (T = 32, three stacks and the
// scratch of its hs, 32 KiB a row, a 32 KiB carry): k = 6 keeps 992 KiB,
// k = 3 keeps 768 KiB.
func (p *scanPair) leanK(size func(hlo.Shape) int64) int64 {
	keep := func(k int64) int64 {
		var b int64
		for _, j := range append(slices.Clone(p.stacks), p.kept...) {
			b += size(withRows(p.fwd.Shape.Tuple[j], k))
		}
		for _, e := range p.carries {
			b += size(stacked(p.fwd.Shape.Tuple[e], (p.trips+k-1)/k+1))
		}
		return b
	}
	best, bestBytes := p.k, keep(p.k)
	for k := int64(2); k <= p.trips/2; k++ {
		if b := keep(k); b < bestBytes {
			best, bestBytes = k, b
		}
	}
	return best
}

// refuse records why a loop is not checkpointed and returns nil.
func (r *scanRewrite) refuse(format string, args ...any) *scanPair {
	r.why = fmt.Sprintf(format, args...)
	return nil
}

// users returns the users of each instruction of c.
func users(c *hlo.Computation) map[*hlo.Instruction][]*hlo.Instruction {
	u := map[*hlo.Instruction][]*hlo.Instruction{}
	for _, in := range c.Instructions {
		for _, o := range in.Operands {
			u[o] = append(u[o], in)
		}
	}
	return u
}

// loopCounter returns the state index of w's counter when w counts from 0
// by 1 to its trip count (the pattern memspace.TripCount reads), or -1.
func loopCounter(w *hlo.Instruction) int {
	cond, body := w.CalledComputation("condition"), w.CalledComputation("body")
	if cond == nil || body == nil || cond.Root == nil || body.Root == nil || body.Root.Opcode != "tuple" || len(cond.Root.Operands) != 2 {
		return -1
	}
	g := cond.Root.Operands[0]
	if g.Opcode != "get-tuple-element" || g.TupleIndex < 0 || g.TupleIndex >= len(body.Root.Operands) {
		return -1
	}
	i := g.TupleIndex
	if v, ok := intLiteral(w.Operands[0].Operands[i]); !ok || v != 0 {
		return -1
	}
	step := body.Root.Operands[i]
	if step.Opcode != "add" || len(step.Operands) != 2 || !isStateElem(step.Operands[0], i) {
		return -1
	}
	if v, ok := intLiteral(step.Operands[1]); !ok || v != 1 {
		return -1
	}
	return i
}

// isStateElem reports whether in is get-tuple-element i of its
// computation's parameter.
func isStateElem(in *hlo.Instruction, i int) bool {
	return in.Opcode == "get-tuple-element" && in.TupleIndex == i && len(in.Operands) == 1 && in.Operands[0].Opcode == "parameter"
}

// intLiteral reads an integer scalar constant.
func intLiteral(in *hlo.Instruction) (int64, bool) {
	if in.Opcode != "constant" || len(in.Shape.Dims) != 0 {
		return 0, false
	}
	n, err := strconv.ParseInt(strings.TrimSpace(in.Literal), 10, 64)
	return n, err == nil
}

// match recognises w as the forward loop of a scan pair.
func (r *scanRewrite) match(w *hlo.Instruction) *scanPair {
	r.why = ""
	if !w.Shape.IsTuple() || len(w.Operands) != 1 || w.Operands[0].Opcode != "tuple" {
		return nil
	}
	n := memspace.TripCount(w)
	body := w.CalledComputation("body")
	if n < 4 || body == nil || body.Root == nil || body.Root.Opcode != "tuple" {
		return nil
	}
	ci := loopCounter(w)
	if ci < 0 {
		return r.refuse("no counter from 0 by 1")
	}
	k := int64(math.Ceil(math.Sqrt(float64(n))))
	p := &scanPair{fwd: w, trips: n, k: k, segs: (n + k - 1) / k, counter: ci, bstack: map[int]int{}, writers: map[int]*hlo.Instruction{}}
	if in, why := notRecomputable(body, true, map[*hlo.Computation]bool{}); in != nil {
		return r.refuse("its body has %s %s (%s: not recomputed)", in.Opcode, in.Name, why)
	}
	bu := users(body)
	cu := users(w.Parent)
	var bwd *hlo.Instruction
	for i, sh := range w.Shape.Tuple {
		if i == ci {
			continue
		}
		if passedThrough(body, i) {
			p.invariants = append(p.invariants, i)
			continue
		}
		x := body.Root.Operands[i]
		if !sh.IsArray() || len(sh.Dims) < 1 || sh.Dims[0] != n || !r.isWriter(x, i, bu, ci) {
			if !sh.IsArray() {
				return r.refuse("state element %d is not an array", i)
			}
			p.carries = append(p.carries, i)
			continue
		}
		// A stack: its result goes to one later loop only, or it is kept
		// whole (read elsewhere too: the loop still writes all its rows).
		kept, to, at := false, (*hlo.Instruction)(nil), -1
		for _, g := range cu[w] {
			if g.Opcode != "get-tuple-element" {
				return r.refuse("%s reads the loop's whole state", g.Name)
			}
			if g.TupleIndex != i {
				continue
			}
			for _, t := range cu[g] {
				if t.Opcode != "tuple" || len(cu[t]) != 1 || cu[t][0].Opcode != "while" || slices.Index(t.Operands, g) != lastIndex(t.Operands, g) || to != nil && to != cu[t][0] {
					kept = true
					continue
				}
				to, at = cu[t][0], slices.Index(t.Operands, g)
			}
		}
		if kept || to == nil {
			p.kept = append(p.kept, i)
			p.writers[i] = x
			continue
		}
		if bwd != nil && bwd != to {
			return r.refuse("stacks go to two loops")
		}
		bwd = to
		p.bstack[i] = at
		p.stacks = append(p.stacks, i)
		p.writers[i] = x
	}
	if len(p.stacks) == 0 || bwd == nil {
		return r.refuse("no stacked residuals read by a later loop")
	}
	p.bwd = bwd
	if !r.matchBackward(p) {
		return nil
	}
	return p
}

// isWriter reports whether x, root operand i of a forward body, writes
// one row of state element i at the row the counter (element ci) names:
// a dynamic-update-slice of it, or a fusion or call whose root is one on
// the parameter it passes element i to. The state element's reads must
// be x alone, and x read by the root alone.
func (r *scanRewrite) isWriter(x *hlo.Instruction, i int, bu map[*hlo.Instruction][]*hlo.Instruction, ci int) bool {
	if len(bu[x]) != 1 || bu[x][0] != x.Parent.Root || slices.Index(x.Parent.Root.Operands, x) != i || lastIndex(x.Parent.Root.Operands, x) != i {
		return false
	}
	dus, caller := x, (*hlo.Instruction)(nil)
	pos := 0
	if x.Opcode == "fusion" || x.Opcode == "call" {
		cc := calledOf(x)
		if cc == nil || cc.Root == nil || cc.Root.Opcode != "dynamic-update-slice" || cc.Root.Operands[0].Opcode != "parameter" {
			return false
		}
		dus, caller = cc.Root, x
		pos = dus.Operands[0].ParameterNumber
		if pos < 0 || pos >= len(x.Operands) || paramUses(cc, pos) != 1 {
			return false
		}
	} else if x.Opcode != "dynamic-update-slice" {
		return false
	}
	g := x.Operands[pos]
	if !isStateElem(g, i) || len(bu[g]) != 1 || slices.Index(x.Operands, g) != lastIndex(x.Operands, g) {
		return false
	}
	for _, o := range x.Parent.Instructions {
		if o != g && isStateElem(o, i) && len(bu[o]) > 0 {
			return false // the stack is read elsewhere in the body
		}
	}
	if len(dus.Operands) < 3 {
		return false
	}
	row, ok := r.lift(dus.Operands[2], caller, x.Parent)
	if !ok {
		return false
	}
	// The row is the counter at every step.
	n := x.Parent.Root.Shape.Tuple[i].Dims[0]
	for t := int64(0); t < n; t++ {
		v, ok := evalRow(row, ci, t)
		if !ok || v != t {
			return false
		}
	}
	return true
}

// calledOf returns the one computation a fusion or call runs.
func calledOf(x *hlo.Instruction) *hlo.Computation {
	if len(x.Called) != 1 {
		return nil
	}
	return x.Called[0].Computation
}

// paramUses counts the reads of parameter pos in c.
func paramUses(c *hlo.Computation, pos int) int {
	if pos >= len(c.Params) || c.Params[pos] == nil {
		return -1
	}
	n := 0
	for _, in := range c.Instructions {
		for _, o := range in.Operands {
			if o == c.Params[pos] {
				n++
			}
		}
	}
	return n
}

// lift returns an instruction of body computing x, a scalar of body (when
// caller is nil) or of the computation caller (an instruction of body)
// runs: parameters become caller's operands, constants and scalar
// arithmetic are copied into body (not yet added to its instructions:
// adopt does that for what is used).
func (r *scanRewrite) lift(x, caller *hlo.Instruction, body *hlo.Computation) (*hlo.Instruction, bool) {
	if caller == nil {
		return x, len(x.Shape.Dims) == 0
	}
	switch {
	case len(x.Shape.Dims) != 0 || !x.Shape.IsArray():
		return nil, false
	case x.Opcode == "parameter":
		if x.ParameterNumber < 0 || x.ParameterNumber >= len(caller.Operands) {
			return nil, false
		}
		return caller.Operands[x.ParameterNumber], true
	case x.Opcode == "constant":
		c := *x
		c.Name, c.Parent, c.Operands = r.fresh(x.Name, "ckpt"), body, nil
		return &c, true
	}
	if !scalarOp[x.Opcode] {
		return nil, false
	}
	c := *x
	c.Name, c.Parent = r.fresh(x.Name, "ckpt"), body
	c.Operands = make([]*hlo.Instruction, len(x.Operands))
	c.Called = nil
	for k, o := range x.Operands {
		y, ok := r.lift(o, caller, body)
		if !ok {
			return nil, false
		}
		c.Operands[k] = y
	}
	return &c, true
}

// scalarOp are the opcodes evalRow computes.
var scalarOp = map[string]bool{
	"add": true, "subtract": true, "multiply": true, "divide": true, "remainder": true, "maximum": true, "minimum": true,
	"negate": true, "select": true, "compare": true, "convert": true, "copy": true, "bitcast": true, "reshape": true, "clamp": true,
}

// evalRow computes the integer scalar x at the step where state element
// ci (the counter) holds t; false when x reads anything else.
func evalRow(x *hlo.Instruction, ci int, t int64) (int64, bool) {
	if isStateElem(x, ci) {
		return t, true
	}
	if x.Opcode == "constant" {
		if x.Shape.Element == "pred" {
			switch strings.TrimSpace(x.Literal) {
			case "true":
				return 1, true
			case "false":
				return 0, true
			}
			return 0, false
		}
		return intLiteral(x)
	}
	if !scalarOp[x.Opcode] || len(x.Shape.Dims) != 0 {
		return 0, false
	}
	v := make([]int64, len(x.Operands))
	for k, o := range x.Operands {
		var ok bool
		if v[k], ok = evalRow(o, ci, t); !ok {
			return 0, false
		}
	}
	b := func(c bool) int64 {
		if c {
			return 1
		}
		return 0
	}
	switch x.Opcode {
	case "add":
		return v[0] + v[1], true
	case "subtract":
		return v[0] - v[1], true
	case "multiply":
		return v[0] * v[1], true
	case "divide", "remainder":
		if v[1] == 0 {
			return 0, false
		}
		if x.Opcode == "divide" {
			return v[0] / v[1], true
		}
		return v[0] % v[1], true
	case "maximum":
		return max(v[0], v[1]), true
	case "minimum":
		return min(v[0], v[1]), true
	case "negate":
		return -v[0], true
	case "select":
		if v[0] != 0 {
			return v[1], true
		}
		return v[2], true
	case "clamp":
		return min(max(v[1], v[0]), v[2]), true
	case "compare":
		switch attr(x, "direction") {
		case "LT":
			return b(v[0] < v[1]), true
		case "LE":
			return b(v[0] <= v[1]), true
		case "GT":
			return b(v[0] > v[1]), true
		case "GE":
			return b(v[0] >= v[1]), true
		case "EQ":
			return b(v[0] == v[1]), true
		case "NE":
			return b(v[0] != v[1]), true
		}
		return 0, false
	}
	return v[0], true // convert, copy, bitcast, reshape of a scalar
}

// attr returns the raw value of in's attribute name.
func attr(in *hlo.Instruction, name string) string {
	for _, a := range in.Attrs {
		if a.Name == name {
			return a.Value
		}
	}
	return ""
}

// exprKey is a canonical text of a lifted row expression: two reads at
// the same key read the same row.
func exprKey(x *hlo.Instruction) string {
	if x.Opcode == "get-tuple-element" && len(x.Operands) == 1 && x.Operands[0].Opcode == "parameter" {
		return "state" + strconv.Itoa(x.TupleIndex)
	}
	if x.Opcode == "constant" {
		return string(x.Shape.Element) + "(" + x.Literal + ")"
	}
	var b strings.Builder
	b.WriteString(x.Opcode)
	if d := attr(x, "direction"); d != "" {
		b.WriteString("." + d)
	}
	b.WriteString("(")
	for k, o := range x.Operands {
		if k > 0 {
			b.WriteString(",")
		}
		b.WriteString(exprKey(o))
	}
	b.WriteString(")")
	return b.String()
}

// matchBackward checks p.bwd: every stack passed through unchanged and
// read only by dynamic-slices at one row, a function of its counter in
// [0, T) at every step.
func (r *scanRewrite) matchBackward(p *scanPair) bool {
	b := p.bwd
	body := b.CalledComputation("body")
	if body == nil || body.Root == nil || body.Root.Opcode != "tuple" || body == p.fwd.CalledComputation("body") {
		r.refuse("the later loop %s has no body of its own", b.Name)
		return false
	}
	p.bcounter = loopCounter(b)
	if p.bcounter < 0 {
		r.refuse("the later loop %s has no counter from 0 by 1", b.Name)
		return false
	}
	bn := memspace.TripCount(b)
	at := map[int]int{} // backward index -> stack
	for _, j := range p.stacks {
		bi := p.bstack[j]
		if !passedThrough(body, bi) {
			r.refuse("the later loop changes stack %d", j)
			return false
		}
		at[bi] = j
	}
	bu := users(body)
	key := ""
	seen := map[*hlo.Instruction]bool{}
	for _, g := range body.Instructions {
		if g.Opcode != "get-tuple-element" || len(g.Operands) != 1 || g.Operands[0].Opcode != "parameter" {
			continue
		}
		if _, ok := at[g.TupleIndex]; !ok {
			continue
		}
		for _, u := range bu[g] {
			if u == body.Root {
				continue
			}
			if seen[u] {
				continue
			}
			seen[u] = true
			rows, ok := r.readRows(u, g)
			if !ok {
				r.refuse("stack read by %s, not a dynamic-slice of it alone", u.Name)
				return false
			}
			for _, row := range rows {
				k := exprKey(row)
				if key == "" {
					key, p.row = k, row
				} else if k != key {
					r.refuse("stacks read at two rows (%s, %s)", key, k)
					return false
				}
			}
			p.readers = append(p.readers, u)
		}
	}
	if p.row == nil {
		r.refuse("the stacks are not read")
		return false
	}
	for t := int64(0); t < bn; t++ {
		v, ok := evalRow(p.row, p.bcounter, t)
		if !ok || v < 0 || v >= p.trips {
			r.refuse("the row read is not within [0, %d) at step %d", p.trips, t)
			return false
		}
	}
	// The loop-invariant inputs of the forward body must be arrays or
	// tuples of them the backward loop can carry.
	for _, i := range p.invariants {
		if !p.fwd.Shape.Tuple[i].IsArray() {
			r.refuse("invariant %d is not an array", i)
			return false
		}
	}
	return true
}

// readRows returns the rows u reads from stack g (a state element of the
// backward body): u is a dynamic-slice of g, or a fusion or call whose
// parameters standing for g are read only by dynamic-slices as operand 0.
func (r *scanRewrite) readRows(u, g *hlo.Instruction) ([]*hlo.Instruction, bool) {
	if u.Opcode == "dynamic-slice" {
		if u.Operands[0] != g || slices.Index(u.Operands[1:], g) >= 0 || len(u.Operands) < 2 {
			return nil, false
		}
		row, ok := r.lift(u.Operands[1], nil, u.Parent)
		return []*hlo.Instruction{row}, ok
	}
	if u.Opcode != "fusion" && u.Opcode != "call" {
		return nil, false
	}
	cc := calledOf(u)
	if cc == nil {
		return nil, false
	}
	var rows []*hlo.Instruction
	for pos, o := range u.Operands {
		if o != g {
			continue
		}
		if pos >= len(cc.Params) || cc.Params[pos] == nil {
			return nil, false
		}
		prm := cc.Params[pos]
		for _, x := range cc.Instructions {
			for k, op := range x.Operands {
				if op != prm {
					continue
				}
				if x.Opcode != "dynamic-slice" || k != 0 || len(x.Operands) < 2 {
					return nil, false
				}
				row, ok := r.lift(x.Operands[1], u, u.Parent)
				if !ok {
					return nil, false
				}
				rows = append(rows, row)
			}
		}
	}
	return rows, len(rows) > 0
}

// fresh returns a name not in use built from base and suffix.
func (r *scanRewrite) fresh(base, suffix string) string {
	for k := 1; ; k++ {
		n := base + "." + suffix
		if k > 1 {
			n += strconv.Itoa(k)
		}
		if !r.names[n] {
			r.names[n] = true
			return n
		}
	}
}

// withRows returns array shape s with n rows: its leading dimension n (a
// scalar gains one, as stacked does).
func withRows(s hlo.Shape, n int64) hlo.Shape {
	out := s
	out.Dims = slices.Clone(s.Dims)
	if len(out.Dims) == 0 {
		return stacked(s, n)
	}
	out.Dims[0] = n
	out.Dynamic = nil
	return out
}

// stacked returns the shape of n rows of s: s with a new leading (most
// major) dimension n.
func stacked(s hlo.Shape, n int64) hlo.Shape {
	out := hlo.Shape{Element: s.Element, Dims: append([]int64{n}, s.Dims...)}
	if s.Layout != nil {
		l := *s.Layout
		l.MinorToMajor = nil
		for _, d := range s.Layout.MinorToMajor {
			l.MinorToMajor = append(l.MinorToMajor, d+1)
		}
		l.MinorToMajor = append(l.MinorToMajor, 0)
		out.Layout = &l
	}
	return out
}

// scalar is the shape of an element-type scalar.
func scalar(e hlo.ElementType) hlo.Shape {
	return hlo.Shape{Element: e, Dims: []int64{}}
}

// inst returns a new instruction of c, not yet in its instructions.
func (r *scanRewrite) inst(c *hlo.Computation, base, opcode string, shape hlo.Shape, ops ...*hlo.Instruction) *hlo.Instruction {
	return &hlo.Instruction{Name: r.fresh(base, "ckpt"), Opcode: opcode, Shape: shape, Operands: ops, Parent: c,
		ParameterNumber: -1, TupleIndex: -1}
}

// constant returns a new scalar constant of c.
func (r *scanRewrite) constant(c *hlo.Computation, e hlo.ElementType, v int64) *hlo.Instruction {
	x := r.inst(c, "constant", "constant", scalar(e))
	x.Literal = strconv.FormatInt(v, 10)
	return x
}

// gte returns get-tuple-element i of t.
func (r *scanRewrite) gte(t *hlo.Instruction, i int) *hlo.Instruction {
	x := r.inst(t.Parent, "get-tuple-element", "get-tuple-element", t.Shape.Tuple[i], t)
	x.TupleIndex = i
	return x
}

// binary returns op(a, b), of a's shape.
func (r *scanRewrite) binary(op string, a, b *hlo.Instruction) *hlo.Instruction {
	return r.inst(a.Parent, op, op, a.Shape, a, b)
}

// compare returns compare(a, b) in direction dir.
func (r *scanRewrite) compare(dir string, a, b *hlo.Instruction) *hlo.Instruction {
	x := r.inst(a.Parent, "compare", "compare", scalar("pred"), a, b)
	x.Attrs = []hlo.Attr{{Name: "direction", Value: dir}}
	return x
}

// zeros returns a broadcast of 0 to shape s in c.
func (r *scanRewrite) zeros(c *hlo.Computation, s hlo.Shape) *hlo.Instruction {
	z := r.constant(c, s.Element, 0)
	if s.Element == "pred" {
		z.Literal = "false"
	}
	x := r.inst(c, "broadcast", "broadcast", s, z)
	x.Attrs = []hlo.Attr{{Name: "dimensions", Value: "{}"}}
	return x
}

// tupleOf returns tuple(ops...) in c.
func (r *scanRewrite) tupleOf(c *hlo.Computation, ops []*hlo.Instruction) *hlo.Instruction {
	shapes := make([]hlo.Shape, len(ops))
	for k, o := range ops {
		shapes[k] = o.Shape
	}
	return r.inst(c, "tuple", "tuple", hlo.Shape{Element: hlo.TupleElement, Tuple: shapes}, ops...)
}

// rowOf returns row s of x (n rows of shape e): dynamic-slice then reshape.
func (r *scanRewrite) rowOf(x, s *hlo.Instruction, e hlo.Shape) *hlo.Instruction {
	ops := []*hlo.Instruction{x, s}
	sizes := []string{"1"}
	zero := r.constant(x.Parent, s.Shape.Element, 0)
	for _, d := range e.Dims {
		ops = append(ops, zero)
		sizes = append(sizes, strconv.FormatInt(d, 10))
	}
	ds := r.inst(x.Parent, "dynamic-slice", "dynamic-slice", withRows(stacked(e, 1), 1), ops...)
	ds.Attrs = []hlo.Attr{{Name: "dynamic_slice_sizes", Value: "{" + strings.Join(sizes, ",") + "}"}}
	return r.inst(x.Parent, "reshape", "reshape", e, ds)
}

// cloneComp adds a copy of c named after it with suffix, and the
// computations its fusions and calls run, copied too. It returns the copy
// and the map from c's instructions to the copy's.
func (r *scanRewrite) cloneComp(c *hlo.Computation, suffix string) (*hlo.Computation, map[*hlo.Instruction]*hlo.Instruction) {
	nc := *c
	nc.Name = r.fresh(c.Name, suffix)
	nc.IsEntry = false
	insts := map[*hlo.Instruction]*hlo.Instruction{}
	nc.Instructions = make([]*hlo.Instruction, len(c.Instructions))
	for k, in := range c.Instructions {
		x := *in
		x.Parent = &nc
		x.Name = r.fresh(in.Name, suffix)
		nc.Instructions[k] = &x
		insts[in] = &x
	}
	for _, in := range nc.Instructions {
		in.Operands = remapList(in.Operands, insts)
		in.ControlPredecessors = remapList(in.ControlPredecessors, insts)
		if (in.Opcode == "fusion" || in.Opcode == "call") && len(in.Called) > 0 {
			in.Called = slices.Clone(in.Called)
			for k, cc := range in.Called {
				if cc.Computation != nil {
					in.Called[k].Computation, _ = r.cloneComp(cc.Computation, suffix)
				}
			}
		}
	}
	nc.Params = remapList(c.Params, insts)
	if c.Root != nil {
		nc.Root = insts[c.Root]
	}
	if c.Signature != nil {
		s := *c.Signature
		s.Params = slices.Clone(s.Params)
		nc.Signature = &s
	}
	r.place(&nc, c)
	return &nc, insts
}

// place puts computation nc into the module right before c (called
// computations come before their callers in the text).
func (r *scanRewrite) place(nc, c *hlo.Computation) {
	at := slices.Index(r.mod.Computations, c)
	if at < 0 {
		at = len(r.mod.Computations)
	}
	r.mod.Computations = slices.Insert(r.mod.Computations, at, nc)
}

// adopt adds to c's instructions every instruction of c reachable from
// its root or its instructions that is not yet among them, and puts them
// in an order where every operand comes before its users (the text order
// the schedulers start from), keeping the old order otherwise.
func adopt(c *hlo.Computation) {
	done := map[*hlo.Instruction]bool{}
	var out []*hlo.Instruction
	var visit func(x *hlo.Instruction)
	visit = func(x *hlo.Instruction) {
		if done[x] || x.Parent != c {
			return
		}
		done[x] = true
		for _, o := range x.Operands {
			visit(o)
		}
		for _, o := range x.ControlPredecessors {
			visit(o)
		}
		out = append(out, x)
	}
	for _, in := range c.Instructions {
		visit(in)
	}
	visit(c.Root)
	c.Instructions = out
}

// dropDead removes x from c when nothing reads it (the forward loop's old
// init tuple), and then its operands that nothing reads any more: the
// T-row buffers the stacks started from would stay live otherwise.
func dropDead(c *hlo.Computation, x *hlo.Instruction) {
	work := []*hlo.Instruction{x}
	for len(work) > 0 {
		x, work = work[len(work)-1], work[:len(work)-1]
		if x == c.Root || x.Parent != c || x.Opcode == "parameter" || !slices.Contains(c.Instructions, x) {
			continue
		}
		read := false
		for _, in := range c.Instructions {
			if slices.Contains(in.Operands, x) || slices.Contains(in.ControlPredecessors, x) {
				read = true
				break
			}
		}
		if read {
			continue
		}
		switch x.Opcode {
		case "tuple", "broadcast", "constant", "get-tuple-element", "reshape", "bitcast", "copy":
		default:
			continue // only what cannot have an effect
		}
		c.Instructions = slices.DeleteFunc(c.Instructions, func(y *hlo.Instruction) bool { return y == x })
		work = append(work, x.Operands...)
	}
}

// setParamShape gives computation c's parameter 0 shape s, and its
// get-tuple-elements of it their element's shape.
func setParamShape(c *hlo.Computation, s hlo.Shape) {
	prm := c.Params[0]
	prm.Shape = s
	for _, in := range c.Instructions {
		if in.Opcode == "get-tuple-element" && len(in.Operands) == 1 && in.Operands[0] == prm && in.TupleIndex < len(s.Tuple) {
			in.Shape = s.Tuple[in.TupleIndex]
		}
	}
	if c.Signature != nil && len(c.Signature.Params) > 0 {
		sig := *c.Signature
		sig.Params = slices.Clone(sig.Params)
		sig.Params[0] = s
		c.Signature = &sig
	}
}

// shrinkCalled rewrites the computation x (a fusion or call) runs, already
// a copy of its own, so that its parameter pos holds k rows: its
// dynamic-slices and dynamic-update-slices of it take row (index mod k).
// A dynamic-update-slice at the root makes x's result k rows too.
func (r *scanRewrite) shrinkCalled(x *hlo.Instruction, pos int, k int64) {
	cc := calledOf(x)
	prm := cc.Params[pos]
	prm.Shape = withRows(prm.Shape, k)
	if cc.Signature != nil && pos < len(cc.Signature.Params) {
		cc.Signature.Params[pos] = prm.Shape
	}
	for _, in := range slices.Clone(cc.Instructions) {
		if (in.Opcode == "dynamic-slice" || in.Opcode == "dynamic-update-slice") && in.Operands[0] == prm {
			r.modRow(in, k)
			if in.Opcode == "dynamic-update-slice" {
				in.Shape = prm.Shape
			}
		}
	}
	if cc.Root.Opcode == "dynamic-update-slice" && cc.Root.Operands[0] == prm {
		x.Shape = cc.Root.Shape
		if cc.Signature != nil {
			cc.Signature.Result = cc.Root.Shape
		}
	}
	adopt(cc)
}

// modRow makes the dynamic-(update-)slice in take its row index mod k.
func (r *scanRewrite) modRow(in *hlo.Instruction, k int64) {
	at := 1
	if in.Opcode == "dynamic-update-slice" {
		at = 2
	}
	idx := in.Operands[at]
	kc := r.constant(in.Parent, idx.Shape.Element, k)
	in.Operands = slices.Clone(in.Operands)
	in.Operands[at] = r.binary("remainder", idx, kc)
}

// rewrite checkpoints the scan pair p in r.mod.
func (r *scanRewrite) rewrite(p *scanPair) {
	w, b := p.fwd, p.bwd
	c := w.Parent
	fbody, fcond := w.CalledComputation("body"), w.CalledComputation("condition")
	// state is the forward loop's state as it was: w.Shape becomes the
	// checkpointed state below, one checkpoint buffer longer per carry,
	// and every loop over the old elements must not see those.
	state := slices.Clone(w.Shape.Tuple)
	isStack := map[int]bool{}
	for _, j := range p.stacks {
		isStack[j] = true
	}
	// The forward state: stacks of k rows, then a checkpoint buffer per carry.
	fshape := hlo.Shape{Element: hlo.TupleElement}
	for i, s := range state {
		if isStack[i] {
			s = withRows(s, p.k)
		}
		fshape.Tuple = append(fshape.Tuple, s)
	}
	ckpt := map[int]int{} // carry -> its checkpoint's forward index
	for _, e := range p.carries {
		ckpt[e] = len(fshape.Tuple)
		fshape.Tuple = append(fshape.Tuple, stacked(state[e], p.segs+1))
	}
	// The recompute state: the forward's, less the checkpoints, and the end.
	rshape := hlo.Shape{Element: hlo.TupleElement, Tuple: slices.Clone(fshape.Tuple[:len(state)])}
	endAt := len(rshape.Tuple)
	rshape.Tuple = append(rshape.Tuple, scalar(state[p.counter].Element))
	for _, j := range p.kept {
		rshape.Tuple[j] = withRows(rshape.Tuple[j], p.k) // scratch
	}

	// shrink makes body (a copy of the forward body) write k-row stacks.
	shrink := func(body *hlo.Computation, m map[*hlo.Instruction]*hlo.Instruction, stacks []int) {
		for _, j := range stacks {
			x := m[p.writers[j]]
			if x.Opcode == "dynamic-update-slice" {
				r.modRow(x, p.k)
				x.Shape = withRows(x.Shape, p.k)
			} else {
				// The computation x runs is a copy of its own already.
				for pos, o := range x.Operands {
					if isStateElem(o, j) {
						r.shrinkCalled(x, pos, p.k)
					}
				}
			}
		}
	}

	// The forward body: k-row stacks, and every k-th step's carries.
	nb, m := r.cloneComp(fbody, "ckpt")
	setParamShape(nb, fshape)
	shrink(nb, m, p.stacks)
	root := nb.Root
	root.Operands = slices.Clone(root.Operands)
	prm := nb.Params[0]
	ctr := r.gte(prm, p.counter)
	ce := ctr.Shape.Element
	kc := r.constant(nb, ce, p.k)
	first := r.compare("EQ", r.binary("remainder", ctr, kc), r.constant(nb, ce, 0))
	slot := r.inst(nb, "select", "select", ctr.Shape, first, r.binary("divide", ctr, kc), r.constant(nb, ce, p.segs))
	for _, e := range p.carries {
		buf := r.gte(prm, ckpt[e])
		row := r.inst(nb, "reshape", "reshape", withRows(stacked(state[e], 1), 1), r.gte(prm, e))
		ops := []*hlo.Instruction{buf, row, slot}
		zero := r.constant(nb, ce, 0)
		for range state[e].Dims {
			ops = append(ops, zero)
		}
		root.Operands = append(root.Operands, r.inst(nb, "dynamic-update-slice", "dynamic-update-slice", buf.Shape, ops...))
	}
	root.Shape = fshape
	adopt(nb)
	if nb.Signature != nil {
		nb.Signature.Result = fshape
	}
	ncond, _ := r.cloneComp(fcond, "ckpt")
	setParamShape(ncond, fshape)

	// The recompute body and condition: counter < end.
	rb, rm := r.cloneComp(fbody, "recompute")
	r.freshChannels(rb)
	setParamShape(rb, rshape)
	shrink(rb, rm, append(slices.Clone(p.stacks), p.kept...))
	rroot := rb.Root
	rroot.Operands = append(slices.Clone(rroot.Operands), r.gte(rb.Params[0], endAt))
	rroot.Shape = rshape
	adopt(rb)
	rcond := &hlo.Computation{Name: r.fresh(fcond.Name, "recompute")}
	rp := &hlo.Instruction{Name: r.fresh("state", "ckpt"), Opcode: "parameter", Shape: rshape, Parent: rcond, ParameterNumber: 0, TupleIndex: -1}
	rcond.Params = []*hlo.Instruction{rp}
	rcond.Instructions = []*hlo.Instruction{rp}
	rcond.Root = r.compare("LT", r.gte(rp, p.counter), r.gte(rp, endAt))
	adopt(rcond)
	r.place(rcond, fbody)

	// The forward loop in c.
	init := w.Operands[0]
	fops := slices.Clone(init.Operands)
	for _, j := range p.stacks {
		fops[j] = r.zeros(c, fshape.Tuple[j])
	}
	for _, e := range p.carries {
		fops = append(fops, r.zeros(c, fshape.Tuple[ckpt[e]]))
	}
	w.Operands = []*hlo.Instruction{r.tupleOf(c, fops)}
	w.Shape = fshape
	w.Called = slices.Clone(w.Called)
	for k, cc := range w.Called {
		switch cc.Role {
		case "body":
			w.Called[k].Computation = nb
		case "condition":
			w.Called[k].Computation = ncond
		}
	}
	cu := users(c)
	for _, g := range cu[w] {
		if g.Opcode == "get-tuple-element" {
			g.Shape = fshape.Tuple[g.TupleIndex]
		}
	}

	// The backward loop's state: segments in place of the stacks, then the
	// checkpoints, the invariants it lacks, and the segment held.
	bbody, bcond := b.CalledComputation("body"), b.CalledComputation("condition")
	binit := b.Operands[0]
	bops := slices.Clone(binit.Operands)
	bshape := hlo.Shape{Element: hlo.TupleElement, Tuple: slices.Clone(b.Shape.Tuple)}
	for _, j := range p.stacks {
		bshape.Tuple[p.bstack[j]] = fshape.Tuple[j]
	}
	bckpt := map[int]int{}
	for _, e := range p.carries {
		bckpt[e] = len(bops)
		g := r.gte(w, ckpt[e])
		bops = append(bops, g)
		bshape.Tuple = append(bshape.Tuple, g.Shape)
	}
	binv := map[int]int{}
	for _, i := range p.invariants {
		v := init.Operands[i]
		found := -1
		for bi, o := range binit.Operands {
			if o == v && passedThrough(bbody, bi) {
				found = bi
				break
			}
		}
		if found < 0 {
			found = len(bops)
			bops = append(bops, v)
			bshape.Tuple = append(bshape.Tuple, v.Shape)
		}
		binv[i] = found
	}
	bscratch := map[int]int{} // kept stack -> its scratch rows
	for _, j := range p.kept {
		bscratch[j] = len(bops)
		z := r.zeros(c, rshape.Tuple[j])
		bops = append(bops, z)
		bshape.Tuple = append(bshape.Tuple, z.Shape)
	}
	heldAt := len(bops)
	bops = append(bops, r.constant(c, ce, -1))
	bshape.Tuple = append(bshape.Tuple, scalar(ce))
	// The init tuple has the backward loop as its one user (match).
	binit.Operands = bops
	binit.Shape = hlo.Shape{Element: hlo.TupleElement, Tuple: slices.Clone(bshape.Tuple)}
	b.Shape = bshape
	for _, g := range cu[b] {
		if g.Opcode == "get-tuple-element" {
			g.Shape = bshape.Tuple[g.TupleIndex]
		}
	}
	setParamShape(bbody, bshape)
	setParamShape(bcond, bshape)

	// The backward body: recompute the segment of the row read when it is
	// not the one held.
	bp := bbody.Params[0]
	row := p.row
	bk := r.constant(bbody, row.Shape.Element, p.k)
	seg := r.binary("divide", row, bk)
	start := r.binary("multiply", seg, bk)
	need := r.compare("NE", seg, r.gte(bp, heldAt))
	end := r.inst(bbody, "select", "select", start.Shape, need,
		r.binary("minimum", r.binary("add", start, bk), r.constant(bbody, row.Shape.Element, p.trips)), start)
	rops := make([]*hlo.Instruction, len(rshape.Tuple))
	for i := range state {
		switch {
		case i == p.counter:
			rops[i] = start
		case isStack[i]:
			rops[i] = r.gte(bp, p.bstack[i])
		case slices.Contains(p.kept, i):
			rops[i] = r.gte(bp, bscratch[i])
		case slices.Contains(p.invariants, i):
			rops[i] = r.gte(bp, binv[i])
		case slices.Contains(p.carries, i):
			rops[i] = r.rowOf(r.gte(bp, bckpt[i]), seg, state[i])
		default:
			// match sorts every element but the counter into one of the
			// four kinds above.
			panic(fmt.Sprintf("remat: scan %s: state element %d is neither counter, stack, invariant nor carry", w.Name, i))
		}
	}
	rops[endAt] = end
	rw := r.inst(bbody, "while", "while", rshape, r.tupleOf(bbody, rops))
	rw.Called = []hlo.CalledComputation{{Role: "condition", Computation: rcond}, {Role: "body", Computation: rb}}
	rw.Metadata = w.Metadata
	segOf := map[int]*hlo.Instruction{} // backward index -> the segment's rows
	for _, j := range p.stacks {
		segOf[p.bstack[j]] = r.gte(rw, j)
	}
	for _, u := range p.readers {
		if u.Opcode == "dynamic-slice" {
			u.Operands = slices.Clone(u.Operands)
			u.Operands[0] = segOf[u.Operands[0].TupleIndex]
			r.modRow(u, p.k)
			continue
		}
		cc, _ := r.cloneComp(calledOf(u), "ckpt")
		u.Called = []hlo.CalledComputation{{Role: u.Called[0].Role, Computation: cc, Pos: u.Called[0].Pos}}
		u.Operands = slices.Clone(u.Operands)
		for pos, o := range u.Operands {
			if o.Opcode == "get-tuple-element" && len(o.Operands) == 1 && o.Operands[0] == bp {
				if s, ok := segOf[o.TupleIndex]; ok {
					u.Operands[pos] = s
					r.shrinkCalled(u, pos, p.k)
				}
			}
		}
	}
	broot := bbody.Root
	broot.Operands = slices.Clone(broot.Operands)
	for bi, s := range segOf {
		broot.Operands[bi] = s
	}
	for len(broot.Operands) < len(bshape.Tuple) {
		broot.Operands = append(broot.Operands, r.gte(bp, len(broot.Operands)))
	}
	broot.Operands[heldAt] = seg
	for _, j := range p.kept {
		broot.Operands[bscratch[j]] = r.gte(rw, j)
	}
	broot.Shape = bshape
	adopt(bbody)
	adopt(c)
	dropDead(c, init)
	for _, x := range []*hlo.Computation{nb, ncond, rb, bbody, bcond} {
		if x.Signature != nil {
			x.Signature.Params[0] = x.Params[0].Shape
			x.Signature.Result = x.Root.Shape
		}
	}
}

// prune drops the computations no instruction reachable from the entry
// calls (the forward body and condition the copies replaced, the fused
// computations of readers that now run copies).
func prune(m *hlo.Module) {
	live := map[*hlo.Computation]bool{}
	var visit func(c *hlo.Computation)
	visit = func(c *hlo.Computation) {
		if c == nil || live[c] {
			return
		}
		live[c] = true
		for _, in := range c.Instructions {
			for _, cc := range in.Called {
				visit(cc.Computation)
			}
		}
	}
	visit(m.Entry)
	m.Computations = slices.DeleteFunc(m.Computations, func(c *hlo.Computation) bool { return !live[c] })
}

// fitCheckpointed checkpoints the scans of m and fits the result in the
// order of every schedule algorithm (fitAlgorithms), with k = ⌈√T⌉ and,
// where no order of that fits, with each scan's k chosen by bytes
// (scanPair.leanK); nil when m has no scan to checkpoint. The result's changes start with the scans', and its Base is
// the checkpointed module the rounds started from.
func fitCheckpointed(m *hlo.Module, opt Options) (*Result, string, error) {
	size := opt.Liveness.Size
	if size == nil {
		size = layout.TPU().Bytes
	}
	t := opt.Target
	if t.PeakFlops == 0 {
		var err error
		if t, err = cost.Lookup(cost.DefaultTarget); err != nil {
			return nil, "", err
		}
	}
	var best *Result
	bestName := ""
	for _, lean := range []bool{false, true} {
		if best != nil && best.ok() {
			break
		}
		cm, scans := checkpointScans(m, size, t, lean)
		if cm == nil {
			continue
		}
		var r0 *Result
		name := ""
		for _, alg := range fitAlgorithms() {
			s, err := schedule.Order(cm, alg, size)
			if err != nil {
				continue
			}
			r, err := fitVariants(cm, s, opt)
			if err != nil {
				return nil, "", err
			}
			if r0 == nil || betterResult(r, r0) {
				r0, name = r, string(alg)
			}
		}
		if r0 == nil {
			continue
		}
		finishCheckpointed(r0, cm, scans, name)
		if best == nil || betterResult(r0, best) {
			best, bestName = r0, name
		}
	}
	if best == nil {
		return nil, "", nil
	}
	return best, bestName, nil
}

// finishCheckpointed makes r, a fit of the checkpointed module cm in the
// order named order, a fit of the input: its base cm, the scans' changes
// first and their cost added.
func finishCheckpointed(r *Result, cm *hlo.Module, scans []Change, order string) {
	r.Base = cm
	r.Changes = append(slices.Clone(scans), r.Changes...)
	for _, c := range scans {
		r.Flops += c.Flops
		r.Seconds += c.Seconds
	}
	r.Order = order
}

// lastIndex returns the last position of x in xs, or -1.
func lastIndex(xs []*hlo.Instruction, x *hlo.Instruction) int {
	for i := len(xs) - 1; i >= 0; i-- {
		if xs[i] == x {
			return i
		}
	}
	return -1
}
