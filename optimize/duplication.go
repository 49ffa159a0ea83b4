package optimize

// Code duplication inside a fusion, after XLA's FusionNodeIndexingEvaluation
// (fusion_node_indexing_evaluation.cc), which XLA:CPU's and XLA:GPU's
// fusion consult before fusing into a fusion (CodeDuplicationTooHigh).
//
// A fused instruction is emitted once per distinct way its elements are
// indexed: readers that index it as their own result does (elementwise
// ops) share one indexing, every other reader (a slice, a pad, a
// transpose, a reshape, a broadcast...) brings its own. The count of a
// fused instruction is the sum of the counts of its distinct indexing
// readers, the root counting 1. Fusing a producer emits it as many times
// as the parameter it replaces counts; above 15 XLA refuses (broadcasts
// excepted), so a chain of slices and pads, as an associative scan's
// levels make, stops fusing after a few levels instead of growing
// exponentially. Without this rule the model fuses such a scan into a
// handful of fusions and plans a quarter of what XLA holds.

import (
	"fmt"
	"slices"

	"github.com/planner-dev/planner/hlo"
)

// checkIncremental, set by tests, makes the fusion pass check each
// incremental update against the computation it replaces.
var checkIncremental = false

// allowedDuplication is kAllowedCodeDuplication.
const allowedDuplication = 15

// duplicationTooHigh reports whether fusing producer p into fusion fu
// would emit p more than allowedDuplication times.
func (f *fusionPass) duplicationTooHigh(fu, p *hlo.Instruction) bool {
	if p.Opcode == "broadcast" || fu.Opcode != "fusion" {
		return false
	}
	fc := calledFused(fu)
	k := indexOf(fu.Operands, p)
	if fc == nil || k < 0 || k >= len(fc.Params) {
		return false
	}
	n := f.indexCount(fc, fc.Params[k])
	if n > allowedDuplication {
		return true
	}
	// An op whose emitter starts a new basic block cannot reuse a value
	// emitted in another: it is fused only where it is emitted once, for
	// one reader (CodeDuplicationTooHigh with
	// ElementalIrEmitter::OpInvalidatesCache). An associative scan's
	// levels each end in pads; once a level's add is duplicated into the
	// two pads of the next level, its own pads have two readers and stay
	// buffers of their own, one pair per level (assoc_scan of
	// testdata/xla-lowered: XLA's concatenate_pad_fusion.N and
	// add_pad_fusion.N). XLA:CPU's rules only: XLA:GPU fuses by its
	// priority fusion's cost model, which the GPU rules outline without
	// this test.
	return f.s.opt.Rules == CPU && invalidatesCache(p.Opcode) && (n > 1 || f.userCount(p) > 1)
}

// transposeCopyTooHigh is duplicationTooHigh for a transpose t that is not
// a fusion yet, XLA:CPU's rules only. XLA:CPU's layout assignment gives
// every transpose that moves bytes the layout that makes it a bitcast of
// its operand and copies the result into the row-major layout its readers
// need (CpuLayoutAssignment's row-major operand constraints; the
// transposes of XLA:CPU's optimized modules are all
// transpose_copy_fusion: transpose{3,1,2,0} then copy{3,2,1,0}). Fusion
// visits the copy first and fuses the transpose into it, so by the time
// the transpose's producer is tried the consumer is a fusion and
// CodeDuplicationTooHigh applies: the transpose's operand is emitted once
// (the copy reads the transpose elementwise, the transpose its parameter
// by one indexing), so only the cache rule can refuse, a cache-invalidating
// producer with more than one reader. The model's layouts are row-major
// throughout and it writes the pair as the transpose alone, which is why
// the test is made here. kv_decode (testdata/xla-lowered/heldout): the
// loop's updated KV cache, a dynamic-update-slice read by the loop's
// result tuple and by the attention's transpose, stays an in-place fusion
// of its own (XLA's select_dynamic-update-slice_fusion.1, read by
// transpose_copy_fusion.1) instead of being duplicated into the transpose.
func (f *fusionPass) transposeCopyTooHigh(t, p *hlo.Instruction) bool {
	if f.s.opt.Rules != CPU || t.Opcode != "transpose" || len(t.Operands) != 1 || !invalidatesCache(p.Opcode) {
		return false
	}
	if transposeIsBitcast(t, p) {
		return false
	}
	return f.userCount(p) > 1
}

// invalidatesCache is ElementalIrEmitter::OpInvalidatesCache: the ops whose
// emitted code opens new basic blocks.
func invalidatesCache(opcode string) bool {
	switch opcode {
	case "concatenate", "dot", "dynamic-update-slice", "pad", "reduce", "reduce-window":
		return true
	}
	return false
}

// userCount is UserCount of fusion_node_indexing_evaluation.cc: the
// distinct readers of x, a fusion counting the readers of its parameter
// for x instead.
func (f *fusionPass) userCount(x *hlo.Instruction) int {
	n := 0
	seen := map[*hlo.Instruction]bool{}
	for _, u := range f.s.users[x.ID] {
		if seen[u] || f.s.dead[u.ID] {
			continue
		}
		seen[u] = true
		if u.Opcode != "fusion" {
			n++
			continue
		}
		fc := calledFused(u)
		k := indexOf(u.Operands, x)
		if fc == nil || k < 0 || k >= len(fc.Params) || fc.Params[k] == nil {
			n++
			continue
		}
		for _, pu := range distinct(f.s.users[fc.Params[k].ID]) {
			if f.movedTranspose(pu) {
				n += len(f.live(f.s.users[pu.ID])) // read by them once XLA moves it
			} else {
				n++
			}
		}
	}
	return n
}

// distinct returns xs without repeats, in order.
func distinct(xs []*hlo.Instruction) []*hlo.Instruction {
	var out []*hlo.Instruction
	for _, x := range xs {
		if !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	return out
}

// dupState is the indexing evaluation of one fused computation, kept up
// to date as producers fuse in (UpdateEvaluationCache).
type dupState struct {
	// users[x] are x's readers inside the fused computation.
	users map[*hlo.Instruction][]*hlo.Instruction
	// idx[x] is the set of x's indexing readers; count[x] its count.
	idx   map[*hlo.Instruction]*indexSet
	count map[*hlo.Instruction]int64
}

// indexSet is a set of fused instructions: a list while it is small (the
// indexing readers of most fused instructions are the root alone, or a
// few slices), a map from smallSet members on. A map per set was most of
// the duplication counts' allocations (makemap_small per evaluate).
// Nothing reads its members in order: they are summed.
type indexSet struct {
	// list holds the members while there are at most smallSet; nil
	// once big is made. It starts on inline.
	list   []*hlo.Instruction
	inline [2]*hlo.Instruction
	// big holds the members once there are more than smallSet.
	big map[*hlo.Instruction]bool
}

// smallSet is the most members an indexSet keeps in its list.
const smallSet = 16

// newIndexSet returns an empty set.
func newIndexSet() *indexSet {
	set := &indexSet{}
	set.list = set.inline[:0]
	return set
}

// add puts v in the set and reports whether it was not there before.
func (set *indexSet) add(v *hlo.Instruction) bool {
	if set.big != nil {
		if set.big[v] {
			return false
		}
		set.big[v] = true
		return true
	}
	for _, w := range set.list {
		if w == v {
			return false
		}
	}
	if len(set.list) < smallSet {
		set.list = append(set.list, v)
		return true
	}
	set.big = make(map[*hlo.Instruction]bool, 2*smallSet)
	for _, w := range set.list {
		set.big[w] = true
	}
	set.big[v] = true
	set.list = nil
	return true
}

// has reports whether v is in the set.
func (set *indexSet) has(v *hlo.Instruction) bool {
	if set.big != nil {
		return set.big[v]
	}
	for _, w := range set.list {
		if w == v {
			return true
		}
	}
	return false
}

// len is the number of members.
func (set *indexSet) len() int {
	if set.big != nil {
		return len(set.big)
	}
	return len(set.list)
}

// each calls f on every member.
func (set *indexSet) each(f func(v *hlo.Instruction)) {
	if set.big != nil {
		for v := range set.big {
			f(v)
		}
		return
	}
	for _, v := range set.list {
		f(v)
	}
}

// indexCount is the emitted-instruction count of x in fc.
func (f *fusionPass) indexCount(fc *hlo.Computation, x *hlo.Instruction) int64 {
	d := f.counts[fc]
	if d == nil {
		d = indexCounts(fc)
		f.counts[fc] = d
	}
	return d.count[x]
}

// noteFused updates fc's evaluation, when there is one, after clone took
// the place of param: the clone is indexed as the parameter was, and its
// operands gain it as a reader. Nothing downstream changes.
//
// The operands are parameters, and a parameter's readers are never
// evaluated again (only parameters are: they are the only operands a
// clone has), so the parameter's indexing readers before the clone
// joined are still the union over its other readers: adding the clone's
// share to the set, and the count of what is new to the count, gives what
// evaluate would, in the time of the clone's share instead of the time of
// all the parameter's readers (a scalar parameter read by thousands of
// duplicated broadcasts in one chain fusion made the pass quadratic).
func (f *fusionPass) noteFused(fc *hlo.Computation, param, clone *hlo.Instruction) {
	d := f.counts[fc]
	if d == nil {
		return
	}
	d.users[clone], d.idx[clone], d.count[clone] = d.users[param], d.idx[param], d.count[param]
	delete(d.users, param)
	delete(d.idx, param)
	delete(d.count, param)
	for i, op := range clone.Operands {
		if indexOf(clone.Operands[:i], op) >= 0 {
			continue
		}
		d.users[op] = append(d.users[op], clone)
		if op == fc.Root || op.Opcode != "parameter" || d.idx[op] == nil {
			d.evaluate(op, fc.Root)
		} else {
			d.addReader(op, clone)
		}
		if checkIncremental {
			d.check(op, fc.Root)
		}
	}
}

// addReader adds the indexing share of x's new reader u to x's set and
// count, the set (not nil) being the union over x's other readers already.
func (d *dupState) addReader(x, u *hlo.Instruction) {
	set, n := d.idx[x], d.count[x]
	add := func(v *hlo.Instruction) {
		if set.add(v) {
			n = min(n+d.count[v], 1<<40)
		}
	}
	if indexedAlike(u, x) {
		if us := d.idx[u]; us != nil {
			us.each(add)
		}
	} else {
		add(u)
	}
	d.count[x] = n
}

// check panics when x's set and count differ from what evaluate computes
// from all its readers: the test of addReader (checkIncremental).
func (d *dupState) check(x, root *hlo.Instruction) {
	set, n := d.idx[x], d.count[x]
	d.evaluate(x, root)
	want, wantN := d.idx[x], d.count[x]
	d.idx[x], d.count[x] = set, n
	if n != wantN || set.len() != want.len() {
		panic(fmt.Sprintf("optimize: incremental indexing count of %s: %d over %d readers, want %d over %d", x.Name, n, set.len(), wantN, want.len()))
	}
	want.each(func(v *hlo.Instruction) {
		if !set.has(v) {
			panic("optimize: incremental indexing readers of " + x.Name + " miss " + v.Name)
		}
	})
}

// indexedAlike reports whether reader u indexes x as u's own result is
// indexed: an elementwise op of x's dimensions.
func indexedAlike(u, x *hlo.Instruction) bool {
	return hlo.IsElementwise(u.Opcode) && u.Opcode != "constant" && sameDims(u.Shape, x.Shape)
}

// evaluate computes x's indexing readers and count from its readers'.
func (d *dupState) evaluate(x, root *hlo.Instruction) {
	set := newIndexSet()
	if x == root {
		set.add(x)
		d.idx[x] = set
		d.count[x] = 1
		return
	}
	var n int64
	add := func(v *hlo.Instruction) {
		if set.add(v) {
			n = min(n+d.count[v], 1<<40)
		}
	}
	for _, u := range d.users[x] {
		if indexedAlike(u, x) {
			if us := d.idx[u]; us != nil {
				us.each(add)
			}
		} else {
			add(u)
		}
	}
	d.idx[x] = set
	d.count[x] = n
}

// indexCounts evaluates every instruction of fc, readers before operands.
func indexCounts(fc *hlo.Computation) *dupState {
	order := fusedPostOrder(fc)
	n := len(fc.Instructions)
	d := &dupState{users: make(map[*hlo.Instruction][]*hlo.Instruction, n),
		idx: make(map[*hlo.Instruction]*indexSet, n), count: make(map[*hlo.Instruction]int64, n)}
	for _, x := range order {
		for _, op := range x.Operands {
			d.users[op] = append(d.users[op], x)
		}
	}
	for i := len(order) - 1; i >= 0; i-- {
		d.evaluate(order[i], fc.Root)
	}
	return d
}

// fusedPostOrder is fc's instructions reachable from its root, operands
// first, then its parameters not reached.
func fusedPostOrder(fc *hlo.Computation) []*hlo.Instruction {
	seen := map[*hlo.Instruction]bool{}
	return postOrderFrom(fc.Root, func(x *hlo.Instruction) bool {
		if seen[x] {
			return true
		}
		seen[x] = true
		return false
	}, nil)
}
