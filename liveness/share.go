package liveness

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// Elementwise reports whether opcode may write its result over an operand
// of the same byte size at that operand's last read (the may-share rule):
// XLA's elementwise ops (hlo.IsElementwise; convert and bitcast-convert
// only when the sizes match, which the size check ensures) but copy, which
// exists to make a new buffer, and constant, which reads none. Neither are
// reduce, dot, broadcast, transpose and the other ops that read an operand
// element more than once or out of order.
func Elementwise(opcode string) bool {
	return hlo.IsElementwise(opcode) && opcode != "copy" && opcode != "constant"
}

// reusable reports whether in may write its result over one of its operands.
func reusable(in *hlo.Instruction) bool {
	return Elementwise(in.Opcode) || isLoopFusion(in)
}

// isLoopFusion reports whether in is a fusion of kind kLoop.
func isLoopFusion(in *hlo.Instruction) bool {
	if in.Opcode != "fusion" {
		return false
	}
	for _, at := range in.Attrs {
		if at.Name == "kind" {
			return at.Value == "kLoop"
		}
	}
	return false
}

// mayReuse reports, per operand k of in, whose values are ops[k], whether
// in may write its (array) result over that operand: an elementwise op or
// a loop fusion that uses the operand only elementwise, the same shape
// (sameShape), and an operand that is not read through an opt-barrier. A barrier
// forwards its operand's buffer (hlo_dataflow_analysis.cc, the
// kOptimizationBarrier case), but XLA:CPU's buffer assignment never wrote
// a reader's result over a buffer it read through one: measured through
// jaxlib 0.10.2 on the moe step's fit in testdata/xla-remat, 3 of 3 loop
// fusions whose operand was an opt-barrier's element kept their own
// buffer where 9 of 9 reading the same kind of operand directly wrote
// over it (the planner's plan of XLA's optimized module: 2,107,392 bytes
// of temp; XLA's, 2,382,208). The answers are written into dst's storage; the instruction's
// size and its fused computation's parameters are looked up once for all
// its operands (a fusion of hundreds of operands asked for them per
// operand, twice, in each of the best schedule's analyses).
func (a *analysis) mayReuse(in *hlo.Instruction, ops [][]int, dst []bool) []bool {
	dst = dst[:0]
	for range ops {
		dst = append(dst, false)
	}
	if !reusable(in) || !in.Shape.IsArray() {
		return dst
	}
	size := int64(-1) // in's size, once an operand needs it
	fusion := in.Opcode == "fusion"
	var ok []bool
	looked := false // ok is fusedOK's answer for in's computation
	for k, o := range ops {
		if len(o) != 1 || throughBarrier(in.Operands[k]) {
			continue
		}
		v := &a.vals[o[0]]
		if !v.array {
			continue
		}
		if size < 0 {
			size = a.opt.Size(in.Shape)
		}
		if v.size != size || v.size == 0 || a.opt.CPUSharing && !sameShape(*v.shape, in.Shape) {
			continue
		}
		if !fusion {
			dst[k] = true
			continue
		}
		if !looked {
			looked = true
			c := in.CalledComputation("calls")
			if c == nil {
				return dst
			}
			var done bool
			ok, done = a.fusedOK[c]
			if !done {
				ok = fusedElementwiseParams(c, a.opt.CPUSharing)
				if a.fusedOK == nil {
					a.fusedOK = map[*hlo.Computation][]bool{}
				}
				if !a.sharedFusedOK {
					a.fusedOK[c] = ok
				}
			}
		}
		dst[k] = k < len(ok) && ok[k]
	}
	return dst
}

// sameShape reports whether a and b are the same array shape: element
// type, dimensions and (where both give one) minor-to-major order. XLA
// writes a result over an operand only then
// (hlo_dataflow_analysis.cc, CanShareOperandBufferWithUser: "Check that
// operand and user emit the same shape and layout", ShapeUtil::Equal),
// so a result of another shape or layout than its operand, of the same
// byte size, keeps its own buffer (testdata/xla/layout_share.hlo).
func sameShape(a, b hlo.Shape) bool {
	if a.Element != b.Element || !slices.Equal(a.Dims, b.Dims) {
		return false
	}
	if a.Layout == nil || b.Layout == nil {
		return true
	}
	return slices.Equal(a.Layout.MinorToMajor, b.Layout.MinorToMajor)
}

// fusedElementwiseParams returns, per parameter number of fused
// computation c, fusedElementwise's answer for it, for all parameters in
// one sweep of c: a parameter is used only elementwise when no
// instruction that is not elementwise reads it or an
// elementwise reader of it, transitively. Swept readers first (c is in
// text order, operands before readers), bad[x] says that such a reader
// lies downstream of x. fusedElementwise took a sweep per parameter: a
// fusion reading hundreds of operands cost hundreds of sweeps in each of
// the best schedule's four liveness analyses.
func fusedElementwiseParams(c *hlo.Computation, cpu bool) []bool {
	n := 0
	for _, p := range c.Params {
		if p != nil {
			n = max(n, p.ParameterNumber+1)
		}
	}
	ok := make([]bool, n)
	idx := make(map[*hlo.Instruction]int, len(c.Instructions))
	for i, x := range c.Instructions {
		idx[x] = i
	}
	bad := make([]bool, len(c.Instructions))
	for i := len(c.Instructions) - 1; i >= 0; i-- {
		x := c.Instructions[i]
		through := Elementwise(x.Opcode) || !cpu && x.Opcode == "bitcast"
		for _, op := range x.Operands {
			if j, in := idx[op]; in && (!through || bad[i]) {
				bad[j] = true
			}
		}
	}
	// The parameter of each number fusedElementwise would pick: the last
	// one in c.Params with that number.
	for _, p := range c.Params {
		if p == nil || p.ParameterNumber < 0 {
			continue
		}
		if j, in := idx[p]; in {
			ok[p.ParameterNumber] = !bad[j]
		} else {
			ok[p.ParameterNumber] = fusedElementwise(c, p.ParameterNumber, cpu)
		}
	}
	return ok
}

// fusedElementwise reports whether fused computation c uses its
// parameter k only through elementwise ops up to its root. A bitcast is
// not one: XLA writes a loop fusion's result over an operand only when
// every use of the parameter, transitively, is elementwise or a tuple
// (hlo_dataflow_analysis.cc, AreTransitiveUsesElementwiseOrTuple, which
// CanShareOperandBufferWithUser asks): measured on XLA:CPU (jaxlib
// 0.10.2), the attn step of testdata/xla-remat emitted at 3,767,531 bytes
// keeps multiply_bitcast_fusion.1 (bitcast, add, multiply, bitcast) apart
// from the f32[1024,64] it reads at its last use
// (testdata/xla/fusion_bitcast.hlo). One sweep of c per parameter: the
// reference fusedElementwiseParams is tested against and falls back on.
func fusedElementwise(c *hlo.Computation, k int, cpu bool) bool {
	var param *hlo.Instruction
	for _, p := range c.Params {
		if p != nil && p.ParameterNumber == k {
			param = p
		}
	}
	if param == nil {
		return false
	}
	// reach holds the instructions that read param, directly or through others.
	reach := map[*hlo.Instruction]bool{param: true}
	for _, x := range c.Instructions {
		if reach[x] {
			continue
		}
		for _, op := range x.Operands {
			if reach[op] {
				if !Elementwise(x.Opcode) && (cpu || x.Opcode != "bitcast") {
					return false
				}
				reach[x] = true
				break
			}
		}
	}
	return true
}

// inPlacePair says that output index out of an instruction must share the
// buffer of its operand's value at index in.
type inPlacePair struct {
	operand int
	out, in hlo.ShapeIndex
}

// isInPlace reports whether operand k is among the in-place pairs.
func isInPlace(ps []inPlacePair, k int) bool {
	for _, p := range ps {
		if p.operand == k {
			return true
		}
	}
	return false
}

// inPlaceOperands returns the operands in updates in place:
// dynamic-update-slice operand 0, scatter's operands, the pairs of
// output_to_operand_aliasing, and the operands of a fusion whose fused root
// (or an element of its root tuple) is one of these.
func (a *analysis) inPlaceOperands(in *hlo.Instruction) []inPlacePair {
	var ps []inPlacePair
	for _, al := range in.OutputToOperandAliasing {
		if al.Operand >= 0 && al.Operand < len(in.Operands) {
			ps = append(ps, inPlacePair{al.Operand, al.OutputIndex, al.OperandIndex})
		}
	}
	if len(ps) > 0 {
		return ps
	}
	if n := hlo.InPlaceOperands(in.Opcode, len(in.Operands)); n > 0 {
		// dynamic-update-slice's operand 0, scatter's inputs (a tuple of
		// results when there are several).
		for i := 0; i < n; i++ {
			var out hlo.ShapeIndex
			if n > 1 {
				out = hlo.ShapeIndex{i}
			}
			ps = append(ps, inPlacePair{i, out, nil})
		}
		return ps
	}
	switch in.Opcode {
	case "ragged-all-to-all":
		// ragged-all-to-all writes into its output operand, operand 1
		// (hlo_dataflow_analysis.cc, GetInPlaceInputOutputPairs).
		if len(in.Operands) >= 2 {
			ps = append(ps, inPlacePair{1, nil, nil})
		}
	case "fusion":
		c := in.CalledComputation("calls")
		if c == nil || c.Root == nil {
			return nil
		}
		add := func(x *hlo.Instruction, out hlo.ShapeIndex) {
			for _, p := range fusedInPlace(x) {
				if p < len(in.Operands) && !isInPlace(ps, p) {
					ps = append(ps, inPlacePair{p, out, nil})
				}
			}
		}
		if c.Root.Opcode == "tuple" {
			for j, x := range c.Root.Operands {
				add(x, hlo.ShapeIndex{j})
			}
		} else {
			add(c.Root, nil)
		}
	}
	return ps
}

// fusedInPlace returns the parameter numbers of the fused computation that
// the in-place op x writes over (following bitcasts).
func fusedInPlace(x *hlo.Instruction) []int {
	if x == nil {
		return nil
	}
	n := hlo.InPlaceOperands(x.Opcode, len(x.Operands))
	var out []int
	for i := 0; i < n && i < len(x.Operands); i++ {
		op := x.Operands[i]
		for op != nil && op.Opcode == "bitcast" && len(op.Operands) == 1 {
			op = op.Operands[0]
		}
		if op != nil && op.Opcode == "parameter" && op.ParameterNumber >= 0 {
			out = append(out, op.ParameterNumber)
		}
	}
	return out
}

// span is a closed range of instants a value occupies its buffer.
type span struct{ lo, hi int64 }

// group is a set of values sharing one buffer. Invariant: spans are sorted
// by lo and pairwise disjoint.
type group struct {
	members []int
	spans   []span
	size    int64
	align   int64
	// owned is true when the group holds a donated parameter or an
	// output: its buffer exists apart from the temp arena.
	owned bool
	// liveOut is true when the group holds an output.
	liveOut bool
	// space is the memory space of the group's first value (S(n)).
	space int
	// sum is what colocate's host index reads of spans, once asked for
	// (summary), kept by union while a few spans are inserted into many,
	// dropped (nil) when two groups' spans are merged.
	sum *spanSummary
}

// spanSummary is what hostIndex reads of a group's spans: their
// busyKept longest and their longest gap. colocate refreshes a host after
// each temporary it takes, and a training step's weights take thousands:
// recomputing both from all the spans each time was quadratic (the
// 11,000-layer step scanned 3·10⁸ spans in one analysis). A temporary's
// few spans inserted into the host's change both only where they land
// (insert); the result is the same as computed afresh from the spans.
type spanSummary struct {
	// longest is longestSpans(spans): the busyKept longest, the first
	// of equal length first, in their order.
	longest []span
	// gap is the longest gap, and gapN how many gaps are that long, until
	// an insertion splits the last of them; from then on gaps holds the
	// length of every gap (finding the next longest by a scan of all the
	// spans at each such split was 30% of the insertions of the
	// 11,000-layer step, 4·10⁸ spans scanned).
	gap  int64
	gapN int
	gaps *gapSet
}

// summary returns g's span summary, computing it if g has none.
func (g *group) summary() *spanSummary {
	if g.sum == nil {
		sum := &spanSummary{longest: longestSpans(nil, g.spans), gap: math.MinInt64}
		for k := 1; k < len(g.spans); k++ {
			sum.addGap(g.spans[k].lo - g.spans[k-1].hi)
		}
		g.sum = sum
	}
	return g.sum
}

// longestGap is longestGap of the spans summarized.
func (sum *spanSummary) longestGap() int64 {
	if sum.gaps != nil {
		return sum.gaps.max()
	}
	return sum.gap
}

// addGap counts a new gap of length d.
func (sum *spanSummary) addGap(d int64) {
	switch {
	case sum.gaps != nil:
		sum.gaps.add(d)
	case d > sum.gap:
		sum.gap, sum.gapN = d, 1
	case d == sum.gap:
		sum.gapN++
	}
}

// splitGap updates the gaps of spans for sp inserted at index k (insert).
func (sum *spanSummary) splitGap(spans []span, k int, sp span) {
	if k > 0 && k < len(spans) {
		d := spans[k].lo - spans[k-1].hi
		switch {
		case sum.gaps != nil:
			sum.gaps.remove(d)
		case d == sum.gap && sum.gapN == 1:
			// The last of the longest: the next longest is not known
			// here, so every gap is counted from now on.
			sum.gaps = newGapSet(spans)
			sum.gaps.remove(d)
		case d == sum.gap:
			sum.gapN--
		}
	}
	if k > 0 {
		sum.addGap(sp.lo - spans[k-1].hi)
	}
	if k < len(spans) {
		sum.addGap(spans[k].lo - sp.hi)
	}
}

// gapSet is a multiset of gap lengths that tells the longest: a count per
// length and a max-heap of the lengths, where a length whose count fell to
// zero leaves the heap only when it reaches the top.
type gapSet struct {
	count map[int64]int
	heap  []int64
}

// newGapSet returns the set of the gaps between spans (sorted, disjoint).
func newGapSet(spans []span) *gapSet {
	gs := &gapSet{count: make(map[int64]int)}
	for k := 1; k < len(spans); k++ {
		gs.add(spans[k].lo - spans[k-1].hi)
	}
	return gs
}

// add counts one gap of length d.
func (gs *gapSet) add(d int64) {
	if gs.count[d]++; gs.count[d] > 1 {
		return
	}
	// Sift d up from a new leaf.
	h := append(gs.heap, d)
	for i := len(h) - 1; i > 0; {
		p := (i - 1) / 2
		if h[p] >= h[i] {
			break
		}
		h[p], h[i] = h[i], h[p]
		i = p
	}
	gs.heap = h
}

// remove uncounts one gap of length d (one that was added).
func (gs *gapSet) remove(d int64) {
	if gs.count[d]--; gs.count[d] == 0 {
		delete(gs.count, d)
	}
}

// max is the longest gap, math.MinInt64 if there is none.
func (gs *gapSet) max() int64 {
	h := gs.heap
	for len(h) > 0 && gs.count[h[0]] == 0 {
		// Pop the top: the last leaf sifts down from the root.
		n := len(h) - 1
		h[0] = h[n]
		h = h[:n]
		for i := 0; ; {
			c := 2*i + 1
			if c >= n {
				break
			}
			if c+1 < n && h[c+1] > h[c] {
				c++
			}
			if h[i] >= h[c] {
				break
			}
			h[i], h[c] = h[c], h[i]
			i = c
		}
	}
	gs.heap = h
	if len(h) == 0 {
		return math.MinInt64
	}
	return h[0]
}

// insert updates the summary of spans (sorted, disjoint; at least one) for
// sp inserted at index k: the gap it lands in, between spans[k-1] and
// spans[k], becomes two shorter ones, and sp is one more candidate for the
// longest.
func (sum *spanSummary) insert(spans []span, k int, sp span) {
	sum.splitGap(spans, k, sp)
	// sp enters the busyKept longest if there is room or it beats the
	// least of them (shorter, or as long and later: the first of equal
	// length is kept).
	ls := sum.longest
	if len(ls) == busyKept {
		w := 0
		for j := 1; j < len(ls); j++ {
			if lj, lw := ls[j].hi-ls[j].lo, ls[w].hi-ls[w].lo; lj < lw || lj == lw && ls[j].lo > ls[w].lo {
				w = j
			}
		}
		if l, lw := sp.hi-sp.lo, ls[w].hi-ls[w].lo; l < lw || l == lw && sp.lo > ls[w].lo {
			return
		}
		ls = slices.Delete(ls, w, w+1)
	}
	j, _ := slices.BinarySearchFunc(ls, sp.lo, func(e span, lo int64) int { return cmp.Compare(e.lo, lo) })
	sum.longest = slices.Insert(ls, j, sp)
}

// sharing is the union-find over values that builds the buffers.
type sharing struct {
	parent []int
	groups []*group // by root value id; nil for non-roots

	// The groups add makes, their members and their spans are carved
	// out of chunks: three allocations per value, in each candidate
	// schedule's analysis, were a tenth of the 11,000-layer step's
	// allocations. A member or span slice taken from a chunk has no room
	// beyond its one element, so union's appends and inserts copy it.
	groupChunk  []group
	memberChunk []int
	spanChunk   []span
}

// chunk is the number of groups, members or spans a chunk of sharing holds.
const chunk = 1024

// find returns the root of v's group, compressing the path.
func (s *sharing) find(v int) int {
	for s.parent[v] != v {
		s.parent[v] = s.parent[s.parent[v]]
		v = s.parent[v]
	}
	return v
}

// add makes a singleton group for value id (ids are added in order). An
// alias occupies nothing of its own: its reads count as its target's.
func (s *sharing) add(v *value) {
	id := len(s.parent)
	s.parent = append(s.parent, id)
	if len(s.groupChunk) == 0 {
		s.groupChunk = make([]group, chunk)
	}
	if len(s.memberChunk) == 0 {
		s.memberChunk = make([]int, chunk)
	}
	g := &s.groupChunk[0]
	s.groupChunk = s.groupChunk[1:]
	members := s.memberChunk[:1:1]
	s.memberChunk = s.memberChunk[1:]
	members[0] = id
	*g = group{members: members, size: v.size, align: v.align,
		owned: v.liveOut || (v.param && v.donated), liveOut: v.liveOut}
	if v.otherSpace {
		g.space = v.shape.Layout.MemorySpace
	}
	if v.aliasOf == 0 {
		if len(s.spanChunk) == 0 {
			s.spanChunk = make([]span, chunk)
		}
		g.spans = s.spanChunk[:1:1]
		s.spanChunk = s.spanChunk[1:]
		g.spans[0] = span{v.def, v.last}
	}
	s.groups = append(s.groups, g)
}

// recount recomputes whether the group rooted at r holds an output or a
// donated parameter, after a member stopped being an output (its copy
// took its place).
func (s *sharing) recount(a *analysis, r int) {
	g := s.groups[r]
	g.owned, g.liveOut = false, false
	for _, m := range g.members {
		v := &a.vals[m]
		g.liveOut = g.liveOut || v.liveOut
		g.owned = g.owned || v.liveOut || (v.param && v.donated)
	}
}

// disjoint reports whether no span of x overlaps a span of y.
func disjoint(x, y *group) bool {
	if len(x.spans) > len(y.spans) {
		x, y = y, x
	}
	for _, sp := range x.spans {
		// First span of y ending at or after sp.lo (ends are sorted too,
		// since the spans are disjoint and sorted by lo).
		i, _ := slices.BinarySearchFunc(y.spans, sp.lo, func(e span, t int64) int {
			switch {
			case e.hi < t:
				return -1
			case e.hi > t:
				return 1
			}
			return 0
		})
		if i < len(y.spans) && y.spans[i].lo <= sp.hi {
			return false
		}
	}
	return true
}

// touchOK reports whether x and y, whose occupancies are disjoint, may
// share a buffer where they touch: wherever a span of one ends at instant
// i and a span of the other starts at i+1, one instruction reads the one
// and writes the other, which is safe only when it may write that result
// over that operand (a reuse pair, XLA's can_share_as_operand). A
// multi-output instruction that reads an operand early may not write its
// other results over it.
func (a *analysis) touchOK(s *sharing, x, y *group) bool {
	// Each place where the two touch is a span of the smaller group next
	// to the span of the larger one just before or just after it (the
	// spans of both are disjoint and sorted), so only those are looked
	// up: a temporary against a host that has taken thousands of others
	// costs O(log spans), not a walk of all of them.
	if len(x.spans) > len(y.spans) {
		x, y = y, x
	}
	// ok says whether the instruction at next.lo may write next's value
	// over prev's operand.
	ok := func(prev, next span) bool {
		for _, p := range a.pairsAt[next.lo] {
			gv, gop := s.groups[s.find(p.v)], s.groups[s.find(p.op)]
			if a.vals[p.op].last == prev.hi && (gv == x && gop == y || gv == y && gop == x) {
				return true
			}
		}
		return false
	}
	for k, sp := range x.spans {
		// j: the first span of y starting after sp.
		j, _ := slices.BinarySearchFunc(y.spans, sp.lo, func(e span, lo int64) int { return cmp.Compare(e.lo, lo+1) })
		if j > 0 {
			// y's span before sp, when no span of x lies between them.
			if pv := y.spans[j-1]; (k == 0 || x.spans[k-1].lo < pv.lo) && pv.hi+1 == sp.lo && !ok(pv, sp) {
				return false
			}
		}
		if j < len(y.spans) {
			// y's span after sp, likewise.
			if nx := y.spans[j]; (k == len(x.spans)-1 || x.spans[k+1].lo > nx.lo) && sp.hi+1 == nx.lo && !ok(sp, nx) {
				return false
			}
		}
	}
	return true
}

// union merges the groups rooted at x and y and returns the new root.
func (s *sharing) union(x, y int) int {
	if x == y {
		return x
	}
	gx, gy := s.groups[x], s.groups[y]
	if len(gx.members) < len(gy.members) {
		x, y, gx, gy = y, x, gy, gx
	}
	gx.members = append(gx.members, gy.members...)
	gx.size = max(gx.size, gy.size)
	gx.owned = gx.owned || gy.owned
	gx.liveOut = gx.liveOut || gy.liveOut
	gx.align = max(gx.align, gy.align)
	s.parent[y] = x
	s.groups[y] = nil
	if len(gy.spans) <= 4 && len(gx.spans) > 16 {
		// A few spans into many (a temporary into its host): insert them
		// in place instead of copying the host's spans into a new slice.
		for _, sp := range gy.spans {
			k, _ := slices.BinarySearchFunc(gx.spans, sp.lo, func(e span, lo int64) int { return cmp.Compare(e.lo, lo+1) })
			if gx.sum != nil {
				gx.sum.insert(gx.spans, k, sp)
			}
			gx.spans = slices.Insert(gx.spans, k, sp)
		}
		return x
	}
	gx.sum = nil
	merged := make([]span, 0, len(gx.spans)+len(gy.spans))
	i, j := 0, 0
	for i < len(gx.spans) || j < len(gy.spans) {
		if j == len(gy.spans) || (i < len(gx.spans) && gx.spans[i].lo <= gy.spans[j].lo) {
			merged = append(merged, gx.spans[i])
			i++
		} else {
			merged = append(merged, gy.spans[j])
			j++
		}
	}
	gx.spans = merged
	return x
}

// readOnly explains a conflict caused by a buffer nothing may write: a
// constant, or a parameter the caller keeps. It returns "" when neither
// group holds one.
func (a *analysis) readOnly(x, y *group) string {
	for _, g := range []*group{x, y} {
		for _, m := range g.members {
			v := &a.vals[m]
			switch {
			case v.constant:
				return fmt.Sprintf("constant %s is never written", v.inst.Name)
			case v.param && !v.donated:
				return fmt.Sprintf("parameter %s is not donated, so it is never written", v.inst.Name)
			}
		}
	}
	return ""
}

// share applies the must-share constraints (inserting copies where they
// conflict), then the may-share reuse and the colocation of temporaries in
// the order the essay of analyze.go gives, and returns the groups.
func (a *analysis) share() *sharing {
	s := a.mustShare()
	a.mayShare(s)
	return s
}

// mustShare is the first part of share: the groups every value starts in,
// the aliases, and the must-share constraints, copies inserted where they
// conflict.
func (a *analysis) mustShare() *sharing {
	s := &sharing{parent: make([]int, 0, len(a.vals)), groups: make([]*group, 0, len(a.vals))}
	for i := range a.vals {
		if a.vals[i].aliasOf != 0 {
			a.use(a.resolve(i), a.vals[i].last)
		}
	}
	for i := range a.vals {
		s.add(&a.vals[i])
	}
	for i := range a.vals {
		if a.vals[i].aliasOf != 0 {
			s.union(s.find(i), s.find(a.resolve(i)))
		}
	}
	for _, c := range a.cons {
		x, y := s.find(c.a), s.find(c.b)
		if x == y {
			continue
		}
		if c.force || disjoint(s.groups[x], s.groups[y]) {
			s.union(x, y)
			continue
		}
		reason := c.reason
		if why := a.readOnly(s.groups[x], s.groups[y]); why != "" {
			reason = c.reason[:strings.Index(c.reason+":", ":")] + ": " + why
		}
		at := c.at
		if c.early && a.vals[c.a].def < at {
			at = a.vals[c.a].def
		}
		cp := a.copyOf(c.a, c.read, at, c.until, reason)
		if c.output {
			a.vals[cp].liveOut = true
			a.vals[c.a].liveOut = false
			s.recount(a, s.find(c.a))
		}
		s.add(&a.vals[cp])
		if y := s.find(c.b); disjoint(s.groups[cp], s.groups[y]) {
			s.union(cp, y)
		}
	}
	return s
}

// mayShare is the rest of share, on the groups mustShare made: the
// may-share reuse of operands and the colocation of temporaries, in the
// order the essay of analyze.go gives. Every group it unites with another
// is disjoint from it (occupancyBound relies on it).
func (a *analysis) mayShare(s *sharing) {
	a.pairsAt = map[int64][]reusePair{}
	for _, r := range a.reuse {
		for _, p := range r.pairs {
			a.pairsAt[a.vals[p.v].def] = append(a.pairsAt[a.vals[p.v].def], p)
		}
	}
	// The must-share groups are XLA's HloBuffers: a loop's state is one
	// buffer of several values, which no reader writes over.
	a.aliased = make([]bool, len(a.vals))
	// Each group is looked at once, by its root: a group of n values (a
	// chain of n in-place updates) was walked once per member, n^2 steps
	// (100,000 dynamic-update-slices took minutes).
	const (
		unknown = iota
		withWhile
		withoutWhile
	)
	state := make([]uint8, len(a.vals))
	for i := range a.vals {
		root := s.find(i)
		if state[root] == unknown {
			state[root] = withoutWhile
			if g := s.groups[root]; len(g.members) >= 2 {
				for _, m := range g.members {
					if in := a.vals[m].inst; in != nil && in.Opcode == "while" {
						state[root] = withWhile
						break
					}
				}
			}
		}
		a.aliased[i] = state[root] == withWhile
	}
	a.reused = nil
	a.reuseOperands(s, true)
	a.colocate(s, false)
	a.reuseOperands(s, false)
	if a.opt.Heap {
		a.heapRoot = make([]int, len(a.vals))
		for i := range a.vals {
			a.heapRoot[i] = s.find(i)
		}
	}
	a.colocate(s, true)
	a.grow(s)
}

// reuseOperands applies the may-share rule: each result of a reuse
// candidate joins the buffer of an operand it may write over when their
// occupancies are disjoint, the operand's
// last read being the instruction's own early read. The buffers must be of
// one size, or, as XLA's MaybeAssignBuffer allows, the smaller a
// temporary and the larger a donated parameter's or an output's buffer, or
// the smaller lying inside the larger's live range (which holds its bytes
// then anyway); a donated parameter's or an output's buffer never moves
// into another. With owned, only operands in a donated parameter's or an
// output's buffer are considered: XLA tries a temporary's operands'
// allocations first, before its heap simulation. A result takes the
// first operand that fits, in operand order, as XLA's heap simulator
// does. (Taking instead the operand whose buffer's range grows least was
// tried: it is myopic, and on the scanned transformer of testdata/xla-cpu
// it cost 16 KiB of temp.) Trying the donated parameters' and outputs'
// buffers first is what makes a fusion write over the operand XLA
// chooses when the other is a temporary.
func (a *analysis) reuseOperands(s *sharing, owned bool) {
	early := a.opt.Arena == TempOnly
	for _, r := range a.reuse {
		for _, p := range r.pairs {
			x, y := s.find(p.v), s.find(p.op)
			if x == y {
				continue
			}
			gx, gy := s.groups[x], s.groups[y]
			if a.aliased[p.op] && !owned && !gx.owned {
				// A temporary over a loop's state: the heap simulator
				// never shares it (analysis.aliased).
				continue
			}
			if owned && !gy.owned || len(gx.spans) == 0 || len(gy.spans) == 0 || gx.space != gy.space {
				continue
			}
			if gx.size != gy.size {
				// The smaller group moves into the larger: it must be a
				// temporary, and either the larger is a donated parameter's
				// or an output's buffer (temp arena), or the smaller lies
				// inside the larger's live range.
				small, big := gx, gy
				if small.size > big.size {
					small, big = big, small
				}
				inside := small.spans[0].lo >= big.spans[0].lo && small.spans[len(small.spans)-1].hi <= big.spans[len(big.spans)-1].hi
				if small.owned || !(inside || early && big.owned) {
					continue
				}
			}
			if disjoint(gx, gy) {
				s.union(x, y)
				if a.opt.Heap {
					if a.reused == nil {
						a.reused = make([]bool, len(a.vals))
					}
					if p.v < len(a.reused) {
						a.reused[p.v] = true
					}
				}
			}
		}
	}
}

// groupRole is what a group of values is to colocation.
type groupRole int

const (
	roleNone groupRole = iota // kept parameter, constant, tuple, other memory space: never moves or hosts
	roleTemp                  // a temporary: may move into a host
	roleHost                  // a donated parameter or an output: may hold temporaries where it is free
)

// role classifies the group g.
func (a *analysis) role(g *group) groupRole {
	role := roleTemp
	real := false
	for _, m := range g.members {
		v := &a.vals[m]
		if !v.array || v.otherSpace {
			return roleNone
		}
		switch {
		case v.constant, v.param && !v.donated:
			return roleNone
		case v.param, v.liveOut:
			role = roleHost
		}
		real = real || !v.phi
	}
	if !real || g.size <= 0 || len(g.spans) == 0 {
		return roleNone
	}
	return role
}

// colocate moves temporaries into buffers that are free at the time they
// are live, as XLA's buffer assignment does: a donated parameter's buffer
// once the parameter is dead and before the output aliasing it is written,
// an output's buffer before the output is defined (MaybeAssignBuffer), and
// the holes of a buffer whose values are live apart, such as a loop state
// whose init dies early and whose result is only written at the loop's
// end (XLA's heap places every value on its own, at the offset its
// colocated values share). Temporaries go largest first into the smallest
// host at least as large whose occupancies are disjoint from theirs (so no
// two values live at once ever share memory). A temporary moves into a
// hole inside its host's live range, which never lengthens the host's
// interval and takes one interval out of the packing. For the temp arena
// (Options.Arena TempOnly) it may also sit in an output's buffer before
// the output is defined: that lengthens the output's interval, which the
// one-arena plan would pay for, but takes the temporary out of the temp
// arena, as in XLA.
//
// The first pass (before the may-share reuse) moves temporaries into
// parameters and outputs only, as XLA does before its heap simulation;
// the second (after it, holes true) also fills the holes of temporaries.
func (a *analysis) colocate(s *sharing, holes bool) {
	type host struct {
		root  int // a value of the group; find gives its root
		size  int64
		first int   // the group's first value, for a deterministic order
		owned bool  // a donated parameter's or an output's buffer
		load  int64 // the highest load over the group's range (hole filling)
	}
	// Made once for every group (most are temporaries): grown by
	// doubling, the list's copies were 34 MB over the 11,000-layer step's
	// two measured orders.
	groups := 0
	for _, g := range s.groups {
		if g != nil {
			groups++
		}
	}
	var hosts []host
	temps := make([]host, 0, groups)
	for root, g := range s.groups {
		if g == nil {
			continue
		}
		h := host{root: root, size: g.size}
		switch a.role(g) {
		case roleHost:
			h.owned = true
			hosts = append(hosts, h)
		case roleTemp:
			temps = append(temps, h)
			if holes && hasHole(g) {
				hosts = append(hosts, h)
			}
		}
	}
	if len(hosts) == 0 || len(temps) == 0 {
		return
	}
	for _, hs := range [][]host{hosts, temps} {
		for i := range hs {
			hs[i].first = slices.MinFunc(s.groups[hs[i].root].members, a.valueCmp)
		}
	}
	// Smallest first; among hosts of one size, the one whose first value
	// comes last first. XLA gives the live-out buffers of one size their
	// allocations in post order, and a temporary tries the allocations
	// from the last made to the first (BufferAssigner::
	// AssignSingleHloBuffer, buffer_assignment.cc), so it enters the
	// later of two equal outputs when both are free: wsc_2x4 of
	// testdata/xla-spmd keeps 2 MiB more temp at its tuple all-reduce for
	// it (liveness/testdata/xla/output_order.hlo).
	slices.SortFunc(hosts, func(x, y host) int {
		if c := cmp.Compare(x.size, y.size); c != 0 {
			return c
		}
		return a.valueCmp(y.first, x.first)
	})
	if holes {
		// Filling a hole helps only where the temporary is live at a time
		// of high load: temporaries live at the highest load go first.
		peak := a.rangeLoads(s)
		for i := range temps {
			g := s.groups[temps[i].root]
			temps[i].load = peak(g.spans[0].lo/2, g.spans[len(g.spans)-1].hi/2)
		}
	}
	slices.SortFunc(temps, func(x, y host) int {
		if c := cmp.Compare(y.load, x.load); c != 0 {
			return c
		}
		if c := cmp.Compare(y.size, x.size); c != 0 {
			return c
		}
		return a.valueCmp(x.first, y.first)
	})
	early := a.opt.Arena == TempOnly
	// A host a temporary can only enter inside its range, and whose
	// occupancy has no hole, can never take one (holes only shrink as
	// temporaries move in): it leaves the list, now or once it fills up. A
	// training step's donated weights have none, and testing each against
	// every temporary was quadratic (11,000 layers: most of 46 s).
	// With the temp arena an owned host may also take a temporary outside
	// its range; one whose range covers every temporary's instants is
	// closed as well (a donated weight, read from the start and
	// overwritten by an output live to the end).
	tmin, tmax := int64(math.MaxInt64), int64(math.MinInt64)
	for _, t := range temps {
		g := s.groups[t.root]
		tmin, tmax = min(tmin, g.spans[0].lo), max(tmax, g.spans[len(g.spans)-1].hi)
	}
	closed := func(h host) bool {
		g := s.groups[s.find(h.root)]
		if early && h.owned && (g.spans[0].lo > tmin || g.spans[len(g.spans)-1].hi < tmax) {
			return false
		}
		// hasHole(g), read off the span summary: a gap longer than one
		// instant. The scan for a hole walked every span of a host whose
		// temporaries had filled it, after every temporary it took (an
		// unfused chain of 3·10^5 in the temp arena: 12.6 of its 23 s).
		return g.summary().longestGap() <= 1
	}
	hosts = slices.DeleteFunc(hosts, closed)
	// The hosts a temporary must test are few, but finding them by a scan
	// of every host at least as large was quadratic (11,000 layers: 6·10⁸
	// hosts skipped per pass). The scan below skips a host without a test
	// exactly when the loop's first checks would: unless the temporary's
	// range lies strictly between the end of the host's first span and the
	// start of its last, or the host is owned with early set and the range
	// is not inside the host's (for a temporary of one span: wholly before
	// or after it, since one that straddles the host's first or last span
	// overlaps it and disjoint would refuse it). The index finds the next
	// host that is not skipped in O(log hosts), so the hosts that can take
	// the temporary are tested in the full scan's order, and the first
	// that takes it is the full scan's.
	ix := newHostIndex(len(hosts))
	leaves := make(map[int][]int, len(hosts)) // the host entries by group root
	// refresh sets the leaves of the group rooted at root and the nodes
	// above them, all but their busy instants, and reports whether those
	// of host taken's leaf changed.
	refresh := func(root, taken int) (busy bool) {
		g := s.groups[root]
		for _, i := range leaves[root] {
			if ix.alive(i) {
				if ix.setLeaf(i, g, early && hosts[i].owned) && i == taken {
					busy = true
				}
			}
		}
		ix.upAll(leaves[root])
		return busy
	}
	for i, h := range hosts {
		r := s.find(h.root)
		leaves[r] = append(leaves[r], i)
		ix.setLeaf(i, s.groups[r], early && h.owned)
	}
	ix.build()
	for _, t := range temps {
		rt := s.find(t.root)
		gt := s.groups[rt]
		if gt.size != t.size {
			continue // already moved into a larger host
		}
		i, _ := slices.BinarySearchFunc(hosts, t.size, func(h host, size int64) int {
			return cmp.Compare(h.size, size)
		})
		lo, hi := gt.spans[0].lo, gt.spans[len(gt.spans)-1].hi
		single := len(gt.spans) == 1
		long := longestSpan(gt.spans)
		for i = ix.next(i, lo, hi, long, gt.spans, single); i >= 0; i = ix.next(i+1, lo, hi, long, gt.spans, single) {
			rh := s.find(hosts[i].root)
			if rh == rt {
				continue
			}
			gh := s.groups[rh]
			inside := lo >= gh.spans[0].lo && hi <= gh.spans[len(gh.spans)-1].hi
			if !inside && !(early && hosts[i].owned) {
				continue
			}
			if inside && (lo <= gh.spans[0].hi || hi >= gh.spans[len(gh.spans)-1].lo) {
				// Inside the host's range but starting in its first span
				// or ending in its last: they overlap, and disjoint need
				// not be asked (a training step's donated weights, whose
				// first span is long, are tested against every
				// temporary).
				continue
			}
			if disjoint(gt, gh) && a.touchOK(s, gt, gh) {
				root := s.union(rh, rt)
				leaves[root] = append(leaves[rh], leaves[rt]...)
				if root != rh {
					delete(leaves, rh)
				}
				if root != rt {
					delete(leaves, rt)
				}
				if refresh(root, i) {
					// The busy instants above the host taken. Where its own
					// did not change (a temporary shorter than the host's
					// busyKept longest spans), those above are left as they
					// are: still occupied in every host below them, which
					// is all next needs (a third of colocate's time went to
					// recomputing them on the 11,000-layer step).
					ix.up(i + ix.size)
				}
				if closed(hosts[i]) {
					ix.kill(i)
				}
				break
			}
		}
	}
}

// hostIndex is colocate's filter over its hosts, in their order: a
// segment tree over each live host's first and last span (of its group)
// and whether it is early (owned, with early set). next finds the first
// host from a position on that a temporary with range [lo, hi] must be
// tested against: one whose first span ends before lo and whose last
// starts after hi, or an early one whose range does not hold [lo, hi]
// (its first span starts after lo, or its last ends before hi; for a
// temporary of one span, after hi or before lo). Hosts that can take no
// more temporaries are killed.
type hostIndex struct {
	size int
	// Over a node's live hosts: the least end of a first span and the
	// greatest start of a last span; over its early ones, the greatest
	// start of a first span and the least end of a last span.
	minFirstHi, maxLastLo []int64
	maxFirstLo, minLastHi []int64
	// Over a node's live hosts: the longest gap between two spans of a
	// group (next lo minus previous hi). A temporary that enters a host
	// inside its range lies wholly in its gaps, so its longest span
	// (hi minus lo) is no longer than the host's longest gap: a host
	// whose holes temporaries have filled is skipped without a test.
	maxGap []int64
	// busy[v] holds the instants at which every live host under node v is
	// occupied (the intersection of their groups' spans; sorted,
	// disjoint), live[v] whether there is one. A temporary with a span
	// meeting them is disjoint from none of those hosts: in a training
	// step the weights' holes fill up with temporaries, and without this
	// the scan tested some thousand occupied hosts per temporary.
	busy    [][]span
	live    []bool
	scratch []span
	prev    []span // up's copy of a node's busy instants before it recomputes them
	dead    []bool // by host
}

func newHostIndex(n int) *hostIndex {
	size := 1
	for size < n {
		size *= 2
	}
	ix := &hostIndex{size: size, dead: make([]bool, n),
		minFirstHi: make([]int64, 2*size), maxLastLo: make([]int64, 2*size),
		maxFirstLo: make([]int64, 2*size), minLastHi: make([]int64, 2*size),
		maxGap: make([]int64, 2*size), busy: make([][]span, 2*size), live: make([]bool, 2*size)}
	for v := range ix.minFirstHi {
		ix.clear(v)
	}
	return ix
}

// clear makes node v hold no host.
func (ix *hostIndex) clear(v int) {
	ix.minFirstHi[v], ix.maxLastLo[v] = math.MaxInt64, math.MinInt64
	ix.maxFirstLo[v], ix.minLastHi[v] = math.MinInt64, math.MaxInt64
	ix.maxGap[v] = math.MinInt64
	ix.busy[v], ix.live[v] = ix.busy[v][:0], false
}

func (ix *hostIndex) alive(i int) bool { return !ix.dead[i] }

// set records host i's first and last spans (of its group g), its
// longest gap and spans, and whether it is early, and updates the nodes
// above it.
func (ix *hostIndex) set(i int, g *group, early bool) {
	ix.setLeaf(i, g, early)
	ix.up(i + ix.size)
}

// build computes every node above the leaves from them, once all are set
// (setLeaf).
func (ix *hostIndex) build() {
	for v := ix.size - 1; v >= 1; v-- {
		ix.pull(v)
		ix.pullBusy(v)
	}
}

// setLeaf is set without the nodes above: upAll or build must follow. It
// reports whether the leaf's busy instants changed.
func (ix *hostIndex) setLeaf(i int, g *group, early bool) (busyChanged bool) {
	spans, sum := g.spans, g.summary()
	first, last := spans[0], spans[len(spans)-1]
	v := i + ix.size
	ix.minFirstHi[v], ix.maxLastLo[v] = first.hi, last.lo
	ix.maxGap[v] = sum.longestGap()
	busyChanged = !ix.live[v] || !slices.Equal(ix.busy[v], sum.longest)
	ix.busy[v], ix.live[v] = append(ix.busy[v][:0], sum.longest...), true
	ix.maxFirstLo[v], ix.minLastHi[v] = math.MinInt64, math.MaxInt64
	if early {
		ix.maxFirstLo[v], ix.minLastHi[v] = first.lo, last.hi
	}
	return busyChanged
}

// upAll recomputes the nodes above the leaves of hosts is, each once,
// all but their busy instants: a node's busy instants may lag behind
// (a group's spans only grow, and a host killed only loosens the
// intersection), so what it holds is still occupied in each of its hosts;
// refreshing them for every host of a group that grows was quadratic in
// the group's hosts.
func (ix *hostIndex) upAll(is []int) {
	vs := make([]int, 0, len(is))
	for _, i := range is {
		vs = append(vs, i+ix.size)
	}
	slices.Sort(vs)
	for len(vs) > 0 && vs[0] > 1 {
		k := 0
		for _, v := range vs {
			if p := v >> 1; k == 0 || vs[k-1] != p {
				vs[k] = p
				k++
			}
		}
		vs = vs[:k]
		for _, v := range vs {
			ix.pull(v)
		}
	}
}

// up recomputes the nodes above leaf v.
//
// It stops at the first node that comes out as it was: the nodes above
// it would be recomputed from the same children. Their range fields are
// then what a full walk gives (pull is exact at every node: upAll keeps
// them so); their busy instants may lag behind, as upAll already lets
// them, which only lets next test more hosts, each refused by disjoint
// as before (what busy holds is occupied in every host below). On the
// 11,000-layer step the full walk was half of colocate.
func (ix *hostIndex) up(v int) {
	for v >>= 1; v >= 1; v >>= 1 {
		if !upStops {
			ix.pull(v)
			ix.pullBusy(v)
			continue
		}
		a, b, c, d, e := ix.minFirstHi[v], ix.maxLastLo[v], ix.maxFirstLo[v], ix.minLastHi[v], ix.maxGap[v]
		live := ix.live[v]
		ix.prev = append(ix.prev[:0], ix.busy[v]...)
		ix.pull(v)
		ix.pullBusy(v)
		if a == ix.minFirstHi[v] && b == ix.maxLastLo[v] && c == ix.maxFirstLo[v] && d == ix.minLastHi[v] && e == ix.maxGap[v] &&
			live == ix.live[v] && slices.Equal(ix.prev, ix.busy[v]) {
			return
		}
	}
}

// pull recomputes node v from its children.
func (ix *hostIndex) pull(v int) {
	l, r := 2*v, 2*v+1
	ix.minFirstHi[v] = min(ix.minFirstHi[l], ix.minFirstHi[r])
	ix.maxLastLo[v] = max(ix.maxLastLo[l], ix.maxLastLo[r])
	ix.maxFirstLo[v] = max(ix.maxFirstLo[l], ix.maxFirstLo[r])
	ix.minLastHi[v] = min(ix.minLastHi[l], ix.minLastHi[r])
	ix.maxGap[v] = max(ix.maxGap[l], ix.maxGap[r])
}

// pullBusy recomputes node v's busy instants from its children.
func (ix *hostIndex) pullBusy(v int) {
	l, r := 2*v, 2*v+1
	ix.live[v] = ix.live[l] || ix.live[r]
	switch {
	case ix.live[l] && ix.live[r]:
		// The intersection of two lists of busyKept may hold up to twice
		// as many; the longest are kept (a subset is still occupied).
		ix.scratch = intersectSpans(ix.scratch[:0], ix.busy[l], ix.busy[r])
		ix.busy[v] = longestSpans(ix.busy[v][:0], ix.scratch)
	case ix.live[l]:
		ix.busy[v] = append(ix.busy[v][:0], ix.busy[l]...)
	default:
		ix.busy[v] = append(ix.busy[v][:0], ix.busy[r]...)
	}
}

// upStops, cleared by TestHostIndexUpStops, makes up walk to the root.
var upStops = true

// busyKept is how many of a host's spans hostIndex keeps: the longest.
// Any subset of a host's instants is occupied, so the intersection over a
// node stays inside every host's; keeping all made each update cost the
// spans of the hosts that took many temporaries.
const busyKept = 8

// longestSpans appends to dst the busyKept longest of spans (sorted and
// disjoint; the first of equal length first), in their order.
func longestSpans(dst, spans []span) []span {
	if len(spans) <= busyKept {
		return append(dst, spans...)
	}
	var top [busyKept]int // indexes into spans, longest first
	n := 0
	for i, sp := range spans {
		l := sp.hi - sp.lo
		k := n
		for k > 0 && spans[top[k-1]].hi-spans[top[k-1]].lo < l {
			k--
		}
		if k == busyKept {
			continue
		}
		if n < busyKept {
			n++
		}
		copy(top[k+1:n], top[k:n-1])
		top[k] = i
	}
	idx := top[:n]
	slices.Sort(idx)
	for _, i := range idx {
		dst = append(dst, spans[i])
	}
	return dst
}

// intersectSpans appends to dst the instants in both x and y (each sorted
// and disjoint, ends included), as sorted disjoint spans.
func intersectSpans(dst, x, y []span) []span {
	for i, j := 0, 0; i < len(x) && j < len(y); {
		lo, hi := max(x[i].lo, y[j].lo), min(x[i].hi, y[j].hi)
		if lo <= hi {
			dst = append(dst, span{lo, hi})
		}
		if x[i].hi < y[j].hi {
			i++
		} else {
			j++
		}
	}
	return dst
}

// meets reports whether a span of ts shares an instant with one of busy
// (both sorted and disjoint).
func meets(busy, ts []span) bool {
	for _, sp := range ts {
		k, _ := slices.BinarySearchFunc(busy, sp.lo, func(e span, t int64) int { return cmp.Compare(e.hi, t) })
		if k < len(busy) && busy[k].lo <= sp.hi {
			return true
		}
	}
	return false
}

// longestGap is the longest gap between two of spans (sorted, disjoint):
// the next span's lo minus the previous one's hi; math.MinInt64 for one
// span.
func longestGap(spans []span) int64 {
	g := int64(math.MinInt64)
	for k := 1; k < len(spans); k++ {
		g = max(g, spans[k].lo-spans[k-1].hi)
	}
	return g
}

// longestSpan is the longest of spans, hi minus lo.
func longestSpan(spans []span) int64 {
	l := int64(math.MinInt64)
	for _, sp := range spans {
		l = max(l, sp.hi-sp.lo)
	}
	return l
}

// kill removes host i: next never returns it again.
func (ix *hostIndex) kill(i int) {
	ix.dead[i] = true
	ix.clear(i + ix.size)
	ix.up(i + ix.size)
}

// next returns the first host at position from or later that a temporary
// with range [lo, hi] must be tested against (see hostIndex), or -1. When
// the temporary is one span (single), an early host whose range it
// straddles overlaps it, and is skipped too: only the early hosts wholly
// after or before it remain.
func (ix *hostIndex) next(from int, lo, hi, long int64, ts []span, single bool) int {
	if from >= ix.size {
		return -1
	}
	// From leaf from, each subtree after it in position order, smallest
	// first, where a descent from the root for every host returned cost
	// twice the tree's height per host (the colocate loop asks for the
	// hosts one after another).
	v, width := from+ix.size, 1
	for {
		l := v*width - ix.size
		if i := ix.find(v, l, l+width, l, lo, hi, long, ts, single); i >= 0 {
			return i
		}
		for v&1 == 1 {
			v >>= 1
			width *= 2
		}
		if v == 0 {
			return -1
		}
		v++
	}
}

// find is next within node v, which covers positions [l, r).
func (ix *hostIndex) find(v, l, r, from int, lo, hi, long int64, ts []span, single bool) int {
	if r <= from {
		return -1
	}
	window := ix.minFirstHi[v] < lo && ix.maxLastLo[v] > hi && ix.maxGap[v] >= long
	var outside bool
	if single {
		outside = ix.maxFirstLo[v] > hi || ix.minLastHi[v] < lo
	} else {
		outside = ix.maxFirstLo[v] > lo || ix.minLastHi[v] < hi
	}
	if !window && !outside || meets(ix.busy[v], ts) {
		return -1
	}
	if r-l == 1 {
		return l
	}
	m := (l + r) / 2
	if i := ix.find(2*v, l, m, from, lo, hi, long, ts, single); i >= 0 {
		return i
	}
	return ix.find(2*v+1, m, r, from, lo, hi, long, ts, single)
}

// hasHole reports whether g's occupancy has a gap that a value could fill:
// whether longestGap(g.spans) > 1.
func hasHole(g *group) bool {
	for i := 1; i < len(g.spans); i++ {
		if g.spans[i].lo > g.spans[i-1].hi+1 {
			return true
		}
	}
	return false
}

// rangeLoads returns a function giving the highest load (bytes of the
// groups' ranges live at one step) over steps [lo, hi], from the groups as
// they are now: a segment tree over the steps.
func (a *analysis) rangeLoads(s *sharing) func(lo, hi int64) int64 {
	n := int64(len(a.timeline)) + 1
	diff := make([]int64, n+1)
	for _, g := range s.groups {
		if g == nil || len(g.spans) == 0 || g.size <= 0 {
			continue
		}
		lo, hi := min(g.spans[0].lo/2, n-1), min(g.spans[len(g.spans)-1].hi/2, n-1)
		diff[lo] += g.size
		diff[hi+1] -= g.size
	}
	tree := make([]int64, 2*n)
	var cur int64
	for i := int64(0); i < n; i++ {
		cur += diff[i]
		tree[n+i] = cur
	}
	for i := n - 1; i > 0; i-- {
		tree[i] = max(tree[2*i], tree[2*i+1])
	}
	return func(lo, hi int64) int64 {
		lo, hi = max(lo, 0)+n, min(hi, n-1)+n+1
		var best int64
		for lo < hi {
			if lo&1 == 1 {
				best = max(best, tree[lo])
				lo++
			}
			if hi&1 == 1 {
				hi--
				best = max(best, tree[hi])
			}
			lo, hi = lo/2, hi/2
		}
		return best
	}
}

// throughBarrier reports whether x is an opt-barrier or an element of one
// (following get-tuple-elements), the way a reader reads a value through
// a barrier.
func throughBarrier(x *hlo.Instruction) bool {
	for x.Opcode == "get-tuple-element" && len(x.Operands) == 1 {
		x = x.Operands[0]
	}
	return x.Opcode == "opt-barrier" || x.Opcode == "optimization-barrier"
}

// MayWriteOver reports whether in may write its result over the buffer of
// its operand k, where k's last reader is in: the may-share rule of
// mayReuse, decided from shapes alone (the same element type and element
// count, no layout policy), for a caller that has no sizes. XLA's rule is
// HloDataflowAnalysis::CanShareOperandBufferWithUser
// (hlo_dataflow_analysis.cc: an elementwise user, or a loop fusion that
// uses the operand elementwise, of the same shape), and its heap
// simulator asks it only where the reader reads the value's defining
// instruction itself (heap_simulator.cc, HeapSimulator::RunComputation:
// value->instruction()->IsUserOf(operand_value->instruction())), so a
// reader that reads the operand through an opt-barrier's element never
// writes over it. A caller that routes an operand through a barrier (
// remat.Pin) asks this first, so as not to take that sharing away.
func MayWriteOver(in *hlo.Instruction, k int) bool {
	if k < 0 || k >= len(in.Operands) || !reusable(in) || !in.Shape.IsArray() {
		return false
	}
	o := in.Operands[k]
	if !o.Shape.IsArray() || o.Opcode == "constant" || o.Shape.Element != in.Shape.Element ||
		o.Shape.ElementCount() != in.Shape.ElementCount() {
		return false
	}
	if in.Opcode != "fusion" {
		return true
	}
	c := in.CalledComputation("calls")
	if c == nil {
		return false
	}
	ok := fusedElementwiseParams(c, false)
	return k < len(ok) && ok[k]
}
