package spmd

// Sharding propagation gives every instruction of a lowered module a
// sharding, starting from the ones the program wrote (parameters,
// with_sharding_constraint's Sharding custom calls, out_shardings on the
// root) — the job of GSPMD's sharding_propagation.cc and of Shardy's
// propagation, reduced to the rules that decide per-device memory:
//
//   - Forward, from operands to the result, along each opcode's dimension
//     map (dims.go): elementwise ops keep the sharding, broadcast and
//     transpose move it, reshape keeps the tiles of a dimension that stays
//     whole, reduce and the contracted dimensions of a dot turn theirs
//     into replication, a dot merges what its two operands give the
//     result (batch and free dimensions), gather takes its indices' batch
//     dimensions and the operand's whole dimensions.
//   - Backward, from users to operands, along the same maps: a constant,
//     iota or broadcast operand takes the sharding its user needs; a dot's
//     operand also takes the other operand's cuts on the dimensions the
//     two share, batch and contracted (GSPMD's InferDotOperandSharding;
//     for Shardy one factor of both).
//   - Structure: tuple and get-tuple-element pass leaves through; a while
//     loop's body and condition parameters, the loop and its init share
//     one sharding; a call's or conditional's parameters take the
//     operands', its result the callee's root, and (a call being
//     inlined before XLA:CPU propagates) the parameter of a computation
//     one call runs passes its users' cuts back to the call's operand.
//     A loop's result also takes what its users need, and
//     passes it to the loop's init and body (a scanned gradient
//     accumulator takes the stacked weights' cuts).
//
// Each round visits a called computation's instructions where it is
// called, as if inlined (inlinedOrder), forward then backward.
// The rules run by levels (levels.go), as both propagations do: the
// elementwise, reshape, transpose and data-flow rules alone first, to a
// fixed point, then the rest (under GSPMD broadcasts last). Under Shardy
// a dot whose operands cut the same mesh axis on different result
// dimensions takes the larger operand's cuts (aggressive propagation).
//
// Priorities follow XLA's: a written sharding is never changed; otherwise
// a sharding only replaces another with more tiles (so the rounds end:
// the tile count of every value only grows, and is bounded by the device
// count), and of two with as many tiles the first to arrive stays, which
// is why the levels' order matters.
// Entry parameters without a sharding are replicated, as JAX asks with
// allow_spmd_sharding_propagation_to_parameters=false. Values no rule
// reaches are replicated.

import (
	"slices"

	"github.com/planner-dev/planner/hlo"
)

// leafCount is the number of leaves of a shape: 1 for an array or token,
// the sum over the elements of a tuple.
func leafCount(s hlo.Shape) int {
	if !s.IsTuple() {
		return 1
	}
	n := 0
	for _, e := range s.Tuple {
		n += leafCount(e)
	}
	return n
}

// leaves returns the non-tuple leaves of s in order.
func leaves(s hlo.Shape) []hlo.Shape {
	if !s.IsTuple() {
		return []hlo.Shape{s}
	}
	var out []hlo.Shape
	for _, e := range s.Tuple {
		out = append(out, leaves(e)...)
	}
	return out
}

// leafOffset returns the index of the first leaf of tuple element i of s.
func leafOffset(s hlo.Shape, i int) int {
	n := 0
	for k := 0; k < i && k < len(s.Tuple); k++ {
		n += leafCount(s.Tuple[k])
	}
	return n
}

// propagation is the state of sharding propagation over one module.
type propagation struct {
	m *hlo.Module
	n int64 // devices
	// insts[id] is the instruction with that ID.
	insts []*hlo.Instruction
	// t[id] holds one tiling per leaf of insts[id]'s shape; nil while no
	// rule has reached the instruction.
	t [][]tiling
	// fixed[id] is true for a sharding the program wrote.
	fixed []bool
	// users[id] are the instructions that read insts[id].
	users [][]*hlo.Instruction
	// callers maps a computation to the call-like instructions (while,
	// call, conditional) that run it.
	callers map[*hlo.Computation][]*hlo.Instruction
	changed bool // a round changed some tiling
	// order is the order the rounds visit the instructions in: a called
	// computation's just before the instruction that calls it (inlined).
	order []*hlo.Instruction
	// level is the aggressiveness the rules run at (levels.go): 0 lets
	// only the pass-through ops give or take a tiling, GSPMD's 1 all but
	// broadcasts, and levelAll every rule.
	level int
	// gspmd is true for a module GSPMD propagates (no Shardy mesh): its
	// levels are XLA's, 0, 1 and 2 in turn; Shardy's are 0 and levelAll.
	gspmd bool
}

// written returns the sharding the program wrote for in, XLA's or
// Shardy's, or nil.
func written(m *hlo.Module, in *hlo.Instruction) (*hlo.Sharding, string) {
	if in.Sharding != nil {
		return in.Sharding, ""
	}
	if len(in.SdySharding) == 0 {
		return nil, ""
	}
	var ts []*hlo.Sharding
	for _, s := range in.SdySharding {
		if s == nil {
			return nil, ""
		}
		mesh := hlo.SdyMesh{}
		if s.MeshInline == nil {
			mp := m.SdyMesh(s.Mesh)
			if mp == nil {
				return nil, "mesh " + s.Mesh + " is not in the module's xla.sdy.meshes"
			}
			mesh = *mp
		}
		sh, msg := s.ToSharding(mesh)
		if msg != "" {
			return nil, msg
		}
		ts = append(ts, sh)
	}
	if len(ts) == 1 {
		return ts[0], ""
	}
	return &hlo.Sharding{Kind: hlo.ShardTuple, Tuple: ts}, ""
}

// tilingsOf expands sharding s over the leaves of shape sh.
func tilingsOf(s *hlo.Sharding, sh hlo.Shape, n int64) []tiling {
	ls := leaves(sh)
	out := make([]tiling, len(ls))
	for i, l := range ls {
		leaf := s
		if s != nil && s.Kind == hlo.ShardTuple {
			leaf = s.Leaf(i)
		}
		out[i] = fromSharding(leaf, len(l.Dims), n)
	}
	return out
}

// propagate runs the propagation and returns one tiling per leaf of every
// instruction, indexed by ID.
func propagate(m *hlo.Module, n int64) (*propagation, error) {
	p := &propagation{m: m, n: n, callers: map[*hlo.Computation][]*hlo.Instruction{}}
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			for in.ID >= len(p.insts) {
				p.insts = append(p.insts, nil)
			}
			p.insts[in.ID] = in
		}
	}
	p.t = make([][]tiling, len(p.insts))
	p.fixed = make([]bool, len(p.insts))
	p.users = make([][]*hlo.Instruction, len(p.insts))
	var errs hlo.ErrorList
	for _, in := range p.insts {
		if in == nil {
			continue
		}
		for _, op := range in.Operands {
			p.users[op.ID] = append(p.users[op.ID], in)
		}
		switch in.Opcode {
		case "while", "call", "conditional":
			for _, cc := range in.Called {
				if cc.Computation != nil {
					p.callers[cc.Computation] = append(p.callers[cc.Computation], in)
				}
			}
		}
		if ts, ok := manualTilings(m, in, n); ok {
			p.t[in.ID] = ts
			p.fixed[in.ID] = true
			continue
		}
		s, msg := written(m, in)
		if msg != "" {
			errs.Add(in.Pos, "xla.sdy.sharding of "+in.Name+": "+msg)
			continue
		}
		if s != nil {
			p.t[in.ID] = tilingsOf(s, in.Shape, n)
			p.fixed[in.ID] = true
		} else if in.Opcode == "parameter" && in.Parent == m.Entry {
			p.t[in.ID] = tilingsOf(nil, in.Shape, n)
			p.fixed[in.ID] = true
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	// Both propagations run the pass-through rules alone first, to a
	// fixed point, and only then the rest (levels.go): a dot's result
	// that an elementwise chain from a parameter or an out_sharding
	// reaches takes that sharding before its operands can give it
	// theirs.
	p.gspmd = len(m.SdyMeshes) == 0
	p.order = inlinedOrder(m)
	for _, level := range p.levels() {
		p.level = level
		p.rounds(16)
	}
	for _, in := range p.insts {
		if in == nil {
			continue
		}
		if p.t[in.ID] == nil {
			p.t[in.ID] = tilingsOf(nil, in.Shape, n)
			continue
		}
		ls := leaves(in.Shape)
		for i := range p.t[in.ID] {
			if i < len(ls) && (p.t[in.ID][i].rep == -1 || len(p.t[in.ID][i].dims) != len(ls[i].Dims)) {
				p.t[in.ID][i] = replicatedTiling(len(ls[i].Dims), n)
			}
		}
	}
	// A loop's parts share one sharding: the while's.
	for _, in := range p.insts {
		if in == nil || in.Opcode != "while" {
			continue
		}
		for _, cc := range in.Called {
			if c := cc.Computation; c != nil && len(c.Params) == 1 && c.Params[0] != nil {
				p.t[c.Params[0].ID] = p.t[in.ID]
			}
		}
	}
	return p, nil
}

// inlinedOrder lists m's instructions with each called computation's
// just before the first instruction that calls it, as if inlined there:
// XLA:CPU inlines calls before sharding propagation (CallInliner ahead of
// ShardingPropagation, cpu_compiler.cc), so a value that crosses several
// calls (the logits' cotangent through log_softmax's and
// take_along_axis's transposes) is reached in one sweep, before the dot
// that reads it looks at its operands. Computations no instruction calls
// follow, in the module's order.
func inlinedOrder(m *hlo.Module) []*hlo.Instruction {
	var out []*hlo.Instruction
	seen := map[*hlo.Computation]bool{}
	var visit func(c *hlo.Computation)
	visit = func(c *hlo.Computation) {
		if c == nil || seen[c] {
			return
		}
		seen[c] = true
		for _, in := range c.Instructions {
			for _, cc := range in.Called {
				visit(cc.Computation)
			}
			out = append(out, in)
		}
	}
	visit(m.Entry)
	for _, c := range m.Computations {
		visit(c)
	}
	return out
}

// rounds runs the rules forward over every instruction, then backward,
// until a round changes nothing or max rounds have run.
func (p *propagation) rounds(max int) {
	for round := 0; round < max; round++ {
		p.changed = false
		for _, in := range p.order {
			if p.forwardAllowed(in) {
				p.forward(in)
			}
		}
		for i := len(p.order) - 1; i >= 0; i-- {
			if in := p.order[i]; p.backwardAllowed(in) {
				p.backward(in)
			}
		}
		if !p.changed {
			return
		}
	}
}

// offer proposes tilings for leaf range [lo, lo+len(ts)) of in: each leaf
// takes the proposal when it has none yet or the proposal has more tiles.
func (p *propagation) offer(in *hlo.Instruction, lo int, ts []tiling) {
	if p.fixed[in.ID] || in.Opcode == "parameter" && in.Parent == p.m.Entry {
		return
	}
	cur := p.t[in.ID]
	if cur == nil {
		cur = make([]tiling, leafCount(in.Shape))
		for i, l := range leaves(in.Shape) {
			cur[i] = tiling{dims: nil, rep: -1}
			_ = l
		}
		p.t[in.ID] = cur
	}
	for i, t := range ts {
		k := lo + i
		if k >= len(cur) {
			return
		}
		if t.rep == -1 {
			continue // nothing known
		}
		if cur[k].rep == -1 || t.tiles() > cur[k].tiles() || cur[k].manual != t.manual && t.manual {
			cur[k] = t
			p.changed = true
		}
	}
}

// known returns the tiling of array operand op, and false when no rule
// has reached it.
func (p *propagation) known(op *hlo.Instruction) (tiling, bool) {
	ts := p.t[op.ID]
	if len(ts) != 1 || ts[0].rep == -1 {
		return tiling{}, false
	}
	return ts[0], true
}

// forward proposes a tiling for in from its operands'.
func (p *propagation) forward(in *hlo.Instruction) {
	switch in.Opcode {
	case "parameter":
		// A callee's parameter takes its callers' operands' tilings.
		c := in.Parent
		for _, call := range p.callers[c] {
			switch call.Opcode {
			case "while":
				if ts := p.t[call.Operands[0].ID]; ts != nil {
					p.offer(in, 0, ts)
				}
				if ts := p.t[call.ID]; ts != nil {
					p.offer(in, 0, ts)
				}
			case "call":
				if in.ParameterNumber < len(call.Operands) {
					if ts := p.t[call.Operands[in.ParameterNumber].ID]; ts != nil {
						p.offer(in, 0, ts)
					}
				}
			case "conditional":
				for bi, cc := range call.Called {
					if cc.Computation == c && bi+1 < len(call.Operands) {
						if ts := p.t[call.Operands[bi+1].ID]; ts != nil {
							p.offer(in, 0, ts)
						}
					}
				}
			}
		}
		return
	case "get-tuple-element":
		src := in.Operands[0]
		if ts := p.t[src.ID]; ts != nil {
			lo := leafOffset(src.Shape, in.TupleIndex)
			hi := lo + leafCount(in.Shape)
			if hi <= len(ts) {
				p.offer(in, 0, ts[lo:hi])
			}
		}
		return
	case "tuple":
		k := 0
		for _, op := range in.Operands {
			if ts := p.t[op.ID]; ts != nil {
				p.offer(in, k, ts)
			}
			k += leafCount(op.Shape)
		}
		return
	case "while":
		if ts := p.t[in.Operands[0].ID]; ts != nil {
			p.offer(in, 0, ts)
		}
		if body := in.CalledComputation("body"); body != nil && body.Root != nil {
			if ts := p.t[body.Root.ID]; ts != nil {
				p.offer(in, 0, ts)
			}
		}
		return
	case "call":
		if c := in.CalledComputation("to_apply"); c != nil && c.Root != nil {
			if ts := p.t[c.Root.ID]; ts != nil {
				p.offer(in, 0, ts)
			}
		}
		return
	case "conditional":
		for _, cc := range in.Called {
			if c := cc.Computation; c != nil && c.Root != nil {
				if ts := p.t[c.Root.ID]; ts != nil {
					p.offer(in, 0, ts)
				}
			}
		}
		return
	case "sort", "topk":
		// Every result keeps the first operand's cuts but on the sorted
		// dimension.
		if len(in.Operands) == 0 || in.Opcode == "topk" {
			// A topk passes no cuts, either way: XLA:CPU runs it as a
			// TopK custom call on the whole operand on every device,
			// under GSPMD and Shardy alike, its batch dimension
			// gathered too (topk_sorted and topk_gspmd of
			// testdata/xla-spmd/fresh5: all-gather f32[256,4096] over
			// both mesh axes, custom-call "TopK" on it, the result
			// sliced). A sort keeps its batch cuts.
			return
		}
		t, ok := p.known(in.Operands[0])
		if !ok || len(t.dims) == 0 {
			return
		}
		dim := len(t.dims) - 1
		if in.Opcode == "sort" {
			ds := intsAttr(in, "dimensions")
			if len(ds) != 1 || ds[0] < 0 || ds[0] >= len(t.dims) {
				return
			}
			dim = ds[0]
		}
		whole := make([]bool, len(t.dims))
		whole[dim] = true
		r := t.replicateDims(whole)
		var ts []tiling
		for _, l := range leaves(in.Shape) {
			if len(l.Dims) != len(t.dims) {
				return
			}
			ts = append(ts, r)
		}
		p.offer(in, 0, ts)
		return
	case "optimization-barrier", "opt-barrier", "copy":
		if len(in.Operands) == 1 {
			if ts := p.t[in.Operands[0].ID]; ts != nil && len(ts) == leafCount(in.Shape) {
				p.offer(in, 0, ts)
			}
		}
		return
	case "custom-call":
		switch attr(in, "custom_call_target") {
		case `"Sharding"`, `"xla.sdy.FuncResultSharding"`:
			if len(in.Operands) == 1 {
				if t, ok := p.known(in.Operands[0]); ok {
					p.offer(in, 0, []tiling{t})
				}
			}
		}
		return
	case "all-reduce", "collective-permute", "all-reduce-start":
		// collectives written by the program (inside manual regions)
		// keep their operand's tiling
		if len(in.Operands) == 1 && in.Shape.IsArray() {
			if t, ok := p.known(in.Operands[0]); ok {
				p.offer(in, 0, []tiling{t})
			}
		}
		return
	}
	if !in.Shape.IsArray() {
		return
	}
	if c, ok := contractionOf(in); ok {
		l, lok := p.known(in.Operands[0])
		r, rok := p.known(in.Operands[1])
		var cand []tiling
		if lok {
			cand = append(cand, mapTiling(l, c.fromLHS))
		}
		if rok {
			cand = append(cand, mapTiling(r, c.fromRHS))
		}
		switch len(cand) {
		case 2:
			if mt, ok := merge(cand[0], cand[1]); ok {
				p.offer(in, 0, []tiling{mt})
				return
			}
			// The two conflict: as Shardy's aggressive propagation
			// resolves a conflict between factors, the larger operand's
			// cuts win, and the other's keep what does not conflict
			// (their major factors).
			keep, other := cand[0], cand[1]
			if denseBytes(in.Operands[1].Shape) > denseBytes(in.Operands[0].Shape) {
				keep, other = other, keep
			}
			if mt, ok := mergeCompatible(keep, other); ok || len(p.m.SdyMeshes) > 0 {
				// Nothing of the other merges: Shardy still keeps
				// the larger operand's cuts (an activation-gradient
				// dot takes the weight's, and gathers the gradient).
				p.offer(in, 0, []tiling{mt})
				return
			}
			// Otherwise (GSPMD) the operand with more tiles, the
			// lhs's on a tie.
			best := cand[0]
			if cand[1].tiles() > best.tiles() {
				best = cand[1]
			}
			p.offer(in, 0, []tiling{best})
		case 1:
			p.offer(in, 0, cand)
		}
		return
	}
	if in.Opcode == "gather" {
		if t, ok := p.gatherForward(in); ok {
			p.offer(in, 0, []tiling{t})
		}
		return
	}
	if in.Opcode == "scatter" {
		// The window dimensions the updates cover whole pass their tiles
		// to the result, as the operand's do.
		if sm, ok := scatterMaps(in); ok {
			if t, ok := p.known(in.Operands[2]); ok {
				p.offer(in, 0, []tiling{mapTiling(t, sm.opFromUpd)})
			}
		}
	}
	var best tiling
	found := false
	for k, op := range in.Operands {
		t, ok := p.known(op)
		if !ok {
			continue
		}
		m, ok := operandMap(in, k)
		if !ok {
			continue
		}
		r, ok := tilingThrough(in, t, m, true)
		if in.Opcode == "reshape" {
			if x, exact := reshapeTiling(t, op.Shape.Dims, in.Shape.Dims); exact {
				r, ok = x, true
			}
		}
		if !ok {
			continue
		}
		if !found || r.tiles() > best.tiles() {
			best, found = r, true
		}
	}
	if found {
		p.offer(in, 0, []tiling{best})
	}
}

// gatherForward is the tiling of a gather's result from its indices'
// batch dimensions and its operand's whole (passed-through) dimensions.
func (p *propagation) gatherForward(in *hlo.Instruction) (tiling, bool) {
	if len(in.Operands) != 2 {
		return tiling{}, false
	}
	gm, ok := gatherMaps(in)
	if !ok {
		return tiling{}, false
	}
	var cand []tiling
	if t, ok := p.known(in.Operands[1]); ok {
		cand = append(cand, mapTiling(t, gm.fromIndices))
	}
	if t, ok := p.known(in.Operands[0]); ok {
		cand = append(cand, mapTiling(t, gm.fromOperand))
	}
	switch len(cand) {
	case 0:
		return tiling{}, false
	case 1:
		return cand[0], true
	}
	if t, ok := merge(cand[0], cand[1]); ok {
		return t, true
	}
	return cand[0], true
}

// gatherMap says which result dimensions of a gather come from which
// indices and operand dimensions.
type gatherMap struct {
	fromIndices, fromOperand dimMap
}

func gatherMaps(in *hlo.Instruction) (gatherMap, bool) {
	out := in.Shape.Dims
	opDims := in.Operands[0].Shape.Dims
	idxDims := in.Operands[1].Shape.Dims
	offset := intsAttr(in, "offset_dims")
	collapsed := intsAttr(in, "collapsed_slice_dims")
	sizes := intsAttr(in, "slice_sizes")
	ivd := -1
	if v := attr(in, "index_vector_dim"); v != "" {
		ivd = atoiOr(v, len(idxDims))
	} else {
		ivd = len(idxDims)
	}
	var gm gatherMap
	gm.fromIndices, gm.fromOperand = make(dimMap, len(out)), make(dimMap, len(out))
	isOffset := make([]bool, len(out))
	for _, d := range offset {
		if d < 0 || d >= len(out) {
			return gm, false
		}
		isOffset[d] = true
	}
	for i := range out {
		gm.fromIndices[i], gm.fromOperand[i] = -1, -1
	}
	// batch dims of the result, in order, are the indices' dims but the
	// index vector dimension
	bi := 0
	for i := range out {
		if isOffset[i] {
			continue
		}
		if bi == ivd {
			bi++
		}
		if bi < len(idxDims) {
			gm.fromIndices[i] = bi
		}
		bi++
	}
	isCollapsed := make([]bool, len(opDims))
	for _, d := range intsAttr(in, "operand_batching_dims") {
		if d >= 0 && d < len(opDims) {
			isCollapsed[d] = true
		}
	}
	for _, d := range collapsed {
		if d >= 0 && d < len(opDims) {
			isCollapsed[d] = true
		}
	}
	oi := 0
	for i := range out {
		if !isOffset[i] {
			continue
		}
		for oi < len(opDims) && isCollapsed[oi] {
			oi++
		}
		if oi < len(opDims) && oi < len(sizes) && int64(sizes[oi]) == opDims[oi] {
			gm.fromOperand[i] = oi
		}
		oi++
	}
	// Batched gathers (operand_batching_dims) pair an operand dimension
	// with an indices dimension, and so with a result batch dimension.
	ob, ib := intsAttr(in, "operand_batching_dims"), intsAttr(in, "start_indices_batching_dims")
	if len(ob) == len(ib) {
		for k := range ob {
			for i, d := range gm.fromIndices {
				if d == ib[k] && ob[k] >= 0 && ob[k] < len(opDims) {
					gm.fromOperand[i] = ob[k]
				}
			}
		}
	}
	return gm, true
}

func atoiOr(s string, def int) int {
	n := 0
	if s == "" {
		return def
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return def
		}
		n = n*10 + int(c-'0')
	}
	return n
}

// backward proposes tilings for in's operands from in's own.
func (p *propagation) backward(in *hlo.Instruction) {
	ts := p.t[in.ID]
	if ts == nil {
		return
	}
	switch in.Opcode {
	case "tuple":
		k := 0
		for _, op := range in.Operands {
			n := leafCount(op.Shape)
			if k+n <= len(ts) {
				p.offerBack(op, ts[k:k+n])
			}
			k += n
		}
		return
	case "get-tuple-element":
		// A loop's result takes what its users need (GSPMD infers a
		// while's sharding from its users' too; Shardy's loops are
		// data-flow edges, whose users' shardings flow back alike:
		// XLA's two modules of the bf16 transformer cut the gradient
		// accumulators of its backward loop as the weights). The loop's
		// parts follow below.
		// A call's tuple result is its callee's root tuple once XLA:CPU
		// has inlined the call (CallInliner runs before
		// ShardingPropagation): a leaf's users' cuts flow back to the
		// element the callee returns (jax.random's threefry2x32, a call
		// that returns its two u32 halves, takes the cuts of the bits
		// its bernoulli compare feeds).
		if src := in.Operands[0]; src.Opcode == "while" || p.soleCallee(src) != nil {
			p.offer(src, leafOffset(src.Shape, in.TupleIndex), ts)
		}
		return
	case "while":
		// The init and the body's root take the loop's tilings (as
		// above).
		p.offerBack(in.Operands[0], ts)
		if body := in.CalledComputation("body"); body != nil && body.Root != nil {
			p.offer(body.Root, 0, ts)
		}
		return
	case "custom-call":
		switch attr(in, "custom_call_target") {
		case `"Sharding"`, `"xla.sdy.FuncResultSharding"`:
			if len(in.Operands) == 1 && len(ts) == 1 {
				p.offerBack(in.Operands[0], ts)
			}
		}
		return
	case "copy", "optimization-barrier", "opt-barrier":
		if len(in.Operands) == 1 && len(ts) == leafCount(in.Operands[0].Shape) {
			p.offerBack(in.Operands[0], ts)
		}
		return
	case "call":
		// The callee's root takes what the call's users need (each call
		// site has its own callee once the call graph is flat).
		if c := in.CalledComputation("to_apply"); c != nil && c.Root != nil && len(p.callers[c]) == 1 {
			p.offerBack(c.Root, ts)
		}
		return
	case "sort", "topk":
		// The operands take the first result's cuts (its sorted
		// dimension is whole).
		if in.Opcode == "topk" {
			return // none pass (forward's "sort", "topk")
		}
		if ts[0].rep == -1 {
			return
		}
		for _, op := range in.Operands {
			if op.Shape.IsArray() && len(op.Shape.Dims) == len(ts[0].dims) {
				p.offerBack(op, []tiling{ts[0]})
			}
		}
		return
	}
	if !in.Shape.IsArray() || len(ts) != 1 || ts[0].rep == -1 {
		return
	}
	t := ts[0]
	if c, ok := contractionOf(in); ok {
		for k, m := range []dimMap{c.fromLHS, c.fromRHS} {
			op := in.Operands[k]
			want := mapTiling(t, m.invert(len(op.Shape.Dims)))
			if in.Opcode == "dot" {
				want = p.withOtherOperand(in, c, k, want)
			}
			p.offerBack(op, []tiling{want})
		}
		return
	}
	for k, op := range in.Operands {
		if !op.Shape.IsArray() {
			continue
		}
		var m dimMap
		if in.Opcode == "reshape" {
			if r, ok := reshapeTiling(t, in.Shape.Dims, op.Shape.Dims); ok {
				p.offerBack(op, []tiling{r})
				continue
			}
			m = reshapeMap(in.Shape.Dims, op.Shape.Dims)
			r, ok := tilingThrough(in, t, m, false)
			if ok {
				p.offerBack(op, []tiling{r})
			}
			continue
		}
		fm, ok := operandMap(in, k)
		if !ok {
			continue
		}
		m = fm.invert(len(op.Shape.Dims))
		p.offerBack(op, []tiling{mapTiling(t, m)})
	}
}

// withOtherOperand completes want, the tiling operand k of dot in takes
// from the dot's result, with the cuts the other operand has on the
// dimensions the two share (batch and contracted), as GSPMD's
// InferDotOperandSharding (sharding_propagation.cc) merges the two: the
// broadcast seed of a backward pass, contracted against a batch-cut
// activation, takes the batch cut even where the dot's result has none
// of it. want is returned as is when the other operand is unknown, the
// two conflict or the merge adds no tile.
func (p *propagation) withOtherOperand(in *hlo.Instruction, c contraction, k int, want tiling) tiling {
	other, ok := p.known(in.Operands[1-k])
	if !ok {
		return want
	}
	mine, theirs := c.lhsContract, c.rhsContract
	if k == 1 {
		mine, theirs = theirs, mine
	}
	m := make(dimMap, len(in.Operands[k].Shape.Dims))
	for i := range m {
		m[i] = -1
	}
	pair := func(a, b int) {
		if a >= 0 && a < len(m) && b >= 0 && b < len(other.dims) {
			m[a] = b
		}
	}
	for i := range mine {
		if i < len(theirs) {
			pair(mine[i], theirs[i])
		}
	}
	lb, rb := intsAttr(in, "lhs_batch_dims"), intsAttr(in, "rhs_batch_dims")
	if k == 1 {
		lb, rb = rb, lb
	}
	for i := range lb {
		if i < len(rb) {
			pair(lb[i], rb[i])
		}
	}
	if mt, ok := merge(want, mapTiling(other, m)); ok && mt.tiles() > want.tiles() {
		return mt
	}
	return want
}

// offerBack proposes tilings to an operand from a user. Parameters of
// callees and call-like results are left to the structural rules.
func (p *propagation) offerBack(op *hlo.Instruction, ts []tiling) {
	if !p.takesFromUsers(op) {
		return
	}
	switch op.Opcode {
	case "parameter":
		// The parameter of a computation that one call runs takes its
		// users' cuts and passes them to the call's operand: XLA:CPU
		// inlines every call before sharding propagation (CallInliner
		// ahead of ShardingPropagation in cpu_compiler.cc's
		// spmd-partitioner pipeline), so a value handed to a call is one
		// value with the callee's uses (the logits' cotangent, which a
		// take_along_axis transpose scatters and log_softmax's transpose
		// reads, cut over the vocabulary as XLA keeps it).
		if call := p.soleCall(op.Parent); call != nil && op.Shape.IsArray() && op.ParameterNumber < len(call.Operands) {
			p.offer(op, 0, ts)
			p.offerBack(call.Operands[op.ParameterNumber], ts)
		}
		return
	case "while", "conditional":
		return
	case "get-tuple-element":
		// Only a loop's and a call's results pass their users' cuts on
		// (backward's "get-tuple-element" case).
		if src := op.Operands[0]; src.Opcode != "while" && p.soleCallee(src) == nil {
			return
		}
	case "call":
		// An array call result takes its users' cuts and passes them to
		// the callee's root (backward's "call" case); a tuple result
		// takes them leaf by leaf through its get-tuple-elements.
		if !op.Shape.IsArray() {
			return
		}
	}
	p.offer(op, 0, ts)
}

// soleCallee returns the computation that call instruction in alone runs,
// or nil (in is no call, or its callee has other callers).
func (p *propagation) soleCallee(in *hlo.Instruction) *hlo.Computation {
	if in.Opcode != "call" {
		return nil
	}
	c := in.CalledComputation("to_apply")
	if c == nil || c.Root == nil || len(p.callers[c]) != 1 {
		return nil
	}
	return c
}

// soleCall returns the call instruction that alone runs c, or nil (c is
// the entry, a loop's or a conditional's, or called from several sites).
func (p *propagation) soleCall(c *hlo.Computation) *hlo.Instruction {
	if c == nil || c == p.m.Entry || len(p.callers[c]) != 1 || p.callers[c][0].Opcode != "call" {
		return nil
	}
	return p.callers[c][0]
}

// shardyValues reads a Shardy per-value sharding list from the frontend
// attribute key of in (xla.sdy.in_shardings, xla.sdy.out_shardings), as
// XLA shardings over the module's meshes; nil when absent or unreadable.
func shardyValues(m *hlo.Module, in *hlo.Instruction, key string) []*hlo.Sharding {
	fa := attr(in, "frontend_attributes")
	v, ok := hlo.FrontendAttr(fa, key)
	if !ok {
		return nil
	}
	ss, err := hlo.ParseSdyShardings(v)
	if err != nil {
		return nil
	}
	var out []*hlo.Sharding
	for _, s := range ss {
		mesh := hlo.SdyMesh{}
		if s.MeshInline == nil {
			mp := m.SdyMesh(s.Mesh)
			if mp == nil {
				return nil
			}
			mesh = *mp
		}
		sh, msg := s.ToSharding(mesh)
		if msg != "" {
			return nil
		}
		out = append(out, sh)
	}
	return out
}

// manualTilings gives the results of shard_map's boundary custom calls
// their tilings: manual (per device already) for SPMDFullToShardShape and
// Shardy's GlobalToLocalShape, the out_shardings for Shardy's
// LocalToGlobalShape.
func manualTilings(m *hlo.Module, in *hlo.Instruction, n int64) ([]tiling, bool) {
	if in.Opcode != "custom-call" {
		return nil, false
	}
	ls := leaves(in.Shape)
	switch attr(in, "custom_call_target") {
	case `"SPMDFullToShardShape"`, `"xla.sdy.GlobalToLocalShape"`:
		out := make([]tiling, len(ls))
		for i, l := range ls {
			out[i] = replicatedTiling(len(l.Dims), n)
			out[i].manual = true
		}
		return out, true
	case `"xla.sdy.LocalToGlobalShape"`:
		shs := shardyValues(m, in, "xla.sdy.out_shardings")
		if len(shs) != len(ls) {
			return nil, false
		}
		out := make([]tiling, len(ls))
		for i, l := range ls {
			out[i] = fromSharding(shs[i], len(l.Dims), n)
		}
		return out, true
	}
	return nil, false
}

// scatterMap says which updates dimensions of a single-operand scatter
// correspond to which operand dimensions (the window dimensions the
// updates cover whole) and to which indices dimensions (the scatter
// dimensions).
type scatterMap struct {
	// opFromUpd[d] is the updates dimension for operand dimension d whose
	// window covers it whole, or -1.
	opFromUpd dimMap
	// idxFromUpd[j] is the updates dimension for indices dimension j (the
	// index vector dimension has none: -1).
	idxFromUpd dimMap
	// scatterDims marks the updates dimensions that are not window
	// dimensions.
	scatterDims []bool
	// batched marks the scatter dimensions of the updates that are
	// batching dimensions (input_batching_dims paired with
	// scatter_indices_batching_dims): each update there goes to the
	// operand row of its own index, so they are index-parallel and pass
	// their cuts to the operand's as window dimensions do.
	batched []bool
}

func scatterMaps(in *hlo.Instruction) (scatterMap, bool) {
	var sm scatterMap
	if len(in.Operands) != 3 || !in.Shape.IsArray() {
		return sm, false
	}
	opDims := in.Operands[0].Shape.Dims
	idxDims := in.Operands[1].Shape.Dims
	updDims := in.Operands[2].Shape.Dims
	window := intsAttr(in, "update_window_dims")
	inserted := intsAttr(in, "inserted_window_dims")
	ivd := atoiOr(attr(in, "index_vector_dim"), len(idxDims))
	isInserted := make([]bool, len(opDims))
	for _, d := range inserted {
		if d < 0 || d >= len(opDims) {
			return sm, false
		}
		isInserted[d] = true
	}
	// The window dimensions are the operand's but the inserted and the
	// batching ones.
	skip := slices.Clone(isInserted)
	for _, d := range intsAttr(in, "input_batching_dims") {
		if d < 0 || d >= len(opDims) {
			return sm, false
		}
		skip[d] = true
	}
	sm.opFromUpd = make(dimMap, len(opDims))
	for i := range sm.opFromUpd {
		sm.opFromUpd[i] = -1
	}
	sm.scatterDims = make([]bool, len(updDims))
	for i := range sm.scatterDims {
		sm.scatterDims[i] = true
	}
	od := 0
	for _, u := range window {
		if u < 0 || u >= len(updDims) {
			return sm, false
		}
		sm.scatterDims[u] = false
		for od < len(opDims) && skip[od] {
			od++
		}
		if od >= len(opDims) {
			return sm, false
		}
		if updDims[u] == opDims[od] {
			sm.opFromUpd[od] = u
		}
		od++
	}
	sm.idxFromUpd = make(dimMap, len(idxDims))
	for i := range sm.idxFromUpd {
		sm.idxFromUpd[i] = -1
	}
	j := 0
	for u := range updDims {
		if !sm.scatterDims[u] {
			continue
		}
		if j == ivd {
			j++
		}
		if j < len(idxDims) {
			sm.idxFromUpd[j] = u
		}
		j++
	}
	// Batching dimensions pair an operand dimension with an indices
	// dimension, and so with an updates scatter dimension.
	sm.batched = make([]bool, len(updDims))
	ob, ib := intsAttr(in, "input_batching_dims"), intsAttr(in, "scatter_indices_batching_dims")
	if len(ob) != len(ib) {
		return sm, false
	}
	for k := range ob {
		d, i := ob[k], ib[k]
		if d < 0 || d >= len(opDims) || isInserted[d] || i < 0 || i >= len(idxDims) {
			return sm, false
		}
		u := sm.idxFromUpd[i]
		if u < 0 || updDims[u] != opDims[d] {
			return sm, false
		}
		sm.opFromUpd[d] = u
		sm.batched[u] = true
	}
	return sm, true
}

// mergeCompatible merges keep with the part of other that does not
// conflict with it: other's dimensions are gathered, their minor factors
// first, until the two merge. false when only keep is left.
func mergeCompatible(keep, other tiling) (tiling, bool) {
	cur := other
	for !cur.isReplicated() {
		if mt, ok := merge(keep, cur); ok {
			return mt, true
		}
		f := make([]int64, len(cur.dims))
		for d := range f {
			f[d] = 1
		}
		d := -1
		for i := range cur.dims {
			if cur.dims[i] > 1 && keep.dims[i] > 1 {
				d = i
				f[i] = cur.dims[i]
				break
			}
		}
		if d < 0 {
			for i := range cur.dims {
				if cur.dims[i] > 1 {
					d = i
					f[i] = smallestFactor(cur.dims[i])
					break
				}
			}
		}
		cur = cur.gatherFactors(f)
	}
	return keep, false
}

// smallestFactor is the smallest prime factor of n > 1.
func smallestFactor(n int64) int64 {
	for k := int64(2); k*k <= n; k++ {
		if n%k == 0 {
			return k
		}
	}
	return n
}
