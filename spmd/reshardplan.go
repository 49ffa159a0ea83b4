package spmd

// Planning a reshard: the sequence of collectives that takes a value from
// the tiling it has to the tiling a user needs, chosen in the order XLA's
// PartitionedHlo::ReshardNoCache (spmd_partitioner.cc) tries them:
//
//  1. the same tiles on other devices: one collective-permute;
//  2. the tiles of some dimensions moving to others, the tile counts of
//     the dimensions that differ being the same multiset on both sides
//     (GetReshardAllToAllSourceTargetDims): one all-to-all per pair of
//     dimensions, each moving a factor of one dimension's tiles to the
//     other;
//  3. from a partially replicated tiling to one that cuts it further:
//     a dynamic-slice of the local tile, no communication
//     (ReshardFromPartialReplicateWithDynamicSlice);
//  4. to a partially replicated tiling that some dimensions' tiles,
//     gathered, give: an all-gather over the subgroup that holds the
//     pieces (ReshardToPartialReplicateWithAllGather);
//  5. TryComplexReshardHandling: a factor of one dimension's tiles
//     moving to another whose tile count is 1 on one side (split or merge
//     by all-to-all), a dimension gathered into the replication, or the
//     replication cut into a dimension — each followed by a reshard that
//     must not replicate;
//  6. the dimensions both tilings cut alike held fixed and the others
//     resharded within each group of devices (a full replication inside
//     a group is an all-gather over the group: partial replication);
//  7. otherwise full replication: the whole array on every device, then
//     sliced — XLA's "involuntary full rematerialization".
//
// Every step works on the minor factor of a dimension's tiles: a
// dimension cut into c tiles whose coordinate is q·k + m on a device,
// gathered by a factor k, leaves the device the contiguous block q; an
// all-to-all moving a factor k from dimension a to dimension c leaves a
// device holding tile q of a and tile c·k + m of c. That keeps every tile
// a contiguous block, and the device each tile lands on follows; where it
// differs from the target's, a collective-permute follows, as in XLA.
//
// The plan is computed on tilings alone (planReshard); builder.reshard
// then emits it.

import "slices"

// placement is where one device sits in a tiling: its tile coordinate in
// every dimension and its index within the tile's replication group.
type placement struct {
	c []int64
	r int64
}

// placements returns every device's placement, indexed by device.
func (t tiling) placements() []placement {
	out := make([]placement, len(t.devs))
	idx := make([]int64, len(t.dims)+1)
	for _, d := range t.devs {
		out[d] = placement{c: append([]int64(nil), idx[:len(t.dims)]...), r: idx[len(t.dims)]}
		for k := len(idx) - 1; k >= 0; k-- {
			lim := t.rep
			if k < len(t.dims) {
				lim = t.dims[k]
			}
			idx[k]++
			if idx[k] < lim {
				break
			}
			idx[k] = 0
		}
	}
	return out
}

// buildTiling is the tiling with the given tile counts and replication
// in which every device sits at ps[device].
func buildTiling(dims []int64, rep int64, ps []placement, manual bool) tiling {
	t := tiling{dims: append([]int64(nil), dims...), rep: rep, devs: make([]int64, len(ps)), manual: manual}
	for d, p := range ps {
		var i int64
		for k, c := range p.c {
			i = i*dims[k] + c
		}
		i = i*rep + p.r
		t.devs[i] = int64(d)
	}
	return t
}

// gatherFactors is t after an all-gather of the minor factor f[d] of
// every dimension's tiles: those pieces join the replication group.
func (t tiling) gatherFactors(f []int64) tiling {
	ps := t.placements()
	dims := append([]int64(nil), t.dims...)
	rep := t.rep
	for d, k := range f {
		dims[d] /= k
		rep *= k
	}
	for i, p := range ps {
		c := append([]int64(nil), p.c...)
		var m int64
		for d, k := range f {
			m = m*k + c[d]%k
			c[d] /= k
		}
		ps[i] = placement{c: c, r: m*t.rep + p.r}
	}
	return buildTiling(dims, rep, ps, t.manual)
}

// subdivide is t with every dimension's tiles cut f[d] times more, the
// new pieces taken from the replication group (its major part): the
// tiling a dynamic-slice of t's local tiles gives. false when the
// replication group is too small.
func (t tiling) subdivide(f []int64) (tiling, bool) {
	prod := int64(1)
	for _, k := range f {
		prod *= k
	}
	if prod < 1 || t.rep%prod != 0 {
		return t, false
	}
	q := t.rep / prod
	ps := t.placements()
	dims := append([]int64(nil), t.dims...)
	for d, k := range f {
		dims[d] *= k
	}
	for i, p := range ps {
		c := append([]int64(nil), p.c...)
		part := p.r / q
		for d := len(f) - 1; d >= 0; d-- {
			c[d] = c[d]*f[d] + part%f[d]
			part /= f[d]
		}
		ps[i] = placement{c: c, r: p.r % q}
	}
	return buildTiling(dims, q, ps, t.manual), true
}

// moveFactor is t after an all-to-all that moves the minor factor k of
// dimension a's tiles to dimension c, where it becomes the minor factor.
func (t tiling) moveFactor(a, c int, k int64) tiling {
	ps := t.placements()
	dims := append([]int64(nil), t.dims...)
	dims[a] /= k
	dims[c] *= k
	for i, p := range ps {
		x := append([]int64(nil), p.c...)
		m := x[a] % k
		x[a] /= k
		x[c] = x[c]*k + m
		ps[i] = placement{c: x, r: p.r}
	}
	return buildTiling(dims, t.rep, ps, t.manual)
}

// factorGroups are the groups of devices that differ only in the minor
// factor k of dimension d's tile coordinate, each ordered by that factor:
// the replica groups of a collective over that factor.
func (t tiling) factorGroups(d int, k int64) [][]int64 {
	ps := t.placements()
	var out [][]int64
	index := map[string]int{}
	for _, dev := range t.devs {
		p := ps[dev]
		key := make([]int64, 0, len(p.c)+1)
		for i, c := range p.c {
			if i == d {
				c /= k
			}
			key = append(key, c)
		}
		key = append(key, p.r)
		s := fmtInts(key)
		g, ok := index[s]
		if !ok {
			g = len(out)
			index[s] = g
			out = append(out, make([]int64, k))
		}
		out[g][p.c[d]%k] = dev
	}
	return out
}

func fmtInts(xs []int64) string {
	b := make([]byte, 0, 8*len(xs))
	for _, x := range xs {
		for x >= 128 {
			b = append(b, byte(x&127|128))
			x >>= 7
		}
		b = append(b, byte(x))
	}
	return string(b)
}

// subdivides reports whether every device's tile under to lies inside its
// tile under from: to is reached from from by slicing alone.
func subdivides(to, from tiling) bool {
	if len(to.dims) != len(from.dims) || len(to.devs) != len(from.devs) {
		return false
	}
	for d := range to.dims {
		if to.dims[d]%from.dims[d] != 0 {
			return false
		}
	}
	pt, pf := to.placements(), from.placements()
	for dev := range pt {
		for d := range to.dims {
			if pt[dev].c[d]/(to.dims[d]/from.dims[d]) != pf[dev].c[d] {
				return false
			}
		}
	}
	return true
}

// reshardStep is one collective (or slice) of a planned reshard.
type reshardStep struct {
	op     string  // "collective-permute", "all-to-all", "all-gather", "slice"
	a, c   int     // all-to-all: the dimension that gives and the one that takes tiles
	k      int64   // all-to-all: the factor moved
	factor []int64 // all-gather: the minor factor of each dimension gathered
	to     tiling  // the tiling after the step
}

// reshardPlan plans the reshard of an array of global shape g from one
// tiling to another.
type reshardPlan struct {
	g      []int64
	frozen []bool // dimensions held fixed (cut alike on both sides)
}

// plan returns the steps from from to to, following XLA's order (the
// top of this file). With allowFull, a reshard no rule covers gathers
// every dimension not frozen and slices; replicated says so (a full
// replication when nothing is frozen).
func (p reshardPlan) plan(from, to tiling, allowFull bool) (steps []reshardStep, replicated, ok bool) {
	if from.equal(to) {
		return nil, false, true
	}
	rank := len(from.dims)
	active := func(d int) bool { return p.frozen == nil || !p.frozen[d] }
	repl := func(t tiling) bool {
		for d, x := range t.dims {
			if active(d) && x > 1 {
				return false
			}
		}
		return true
	}
	// finish appends the collective-permute that puts cur's tiles where
	// to wants them, when they differ only in devices.
	finish := func(steps []reshardStep, cur tiling) ([]reshardStep, bool) {
		if cur.equal(to) {
			return steps, true
		}
		if cur.sameTiles(to) && cur.rep == to.rep {
			return append(steps, reshardStep{op: "collective-permute", to: to}), true
		}
		return nil, false
	}
	// sliceTo slices cur to to, through a tiling cur subdivides and a
	// permute when to itself does not subdivide cur.
	sliceTo := func(steps []reshardStep, cur tiling) ([]reshardStep, bool) {
		if subdivides(to, cur) {
			return append(steps, reshardStep{op: "slice", to: to}), true
		}
		f := make([]int64, rank)
		for d := range f {
			if to.dims[d]%cur.dims[d] != 0 {
				return nil, false
			}
			f[d] = to.dims[d] / cur.dims[d]
		}
		mid, ok := cur.subdivide(f)
		if !ok || mid.rep != to.rep {
			return nil, false
		}
		return finish(append(steps, reshardStep{op: "slice", to: mid}), mid)
	}
	gather := func(steps []reshardStep, cur tiling, f []int64) ([]reshardStep, tiling) {
		next := cur.gatherFactors(f)
		return append(steps, reshardStep{op: "all-gather", factor: f, to: next}), next
	}
	even := func(d int, tiles int64) bool { return p.g[d]%tiles == 0 }

	if repl(to) {
		f := make([]int64, rank)
		for d := range f {
			f[d] = 1
			if active(d) {
				f[d] = from.dims[d]
			}
		}
		s, cur := gather(nil, from, f)
		s, ok := finish(s, cur)
		return s, false, ok
	}
	if repl(from) {
		s, ok := sliceTo(nil, from)
		return s, false, ok
	}
	// 1. The same tiles on other devices.
	if from.sameTiles(to) && from.rep == to.rep {
		return []reshardStep{{op: "collective-permute", to: to}}, false, true
	}
	// 2. All-to-all between dimensions whose tile counts trade places.
	if s, ok := p.allToAll(from, to); ok {
		if s, ok := finish(s, s[len(s)-1].to); ok {
			return s, false, true
		}
	}
	// 3. From partial replication, slicing.
	if from.rep > 1 && from.rep > to.rep {
		if s, ok := sliceTo(nil, from); ok {
			return s, false, true
		}
	}
	// 4. To partial replication, gathering some dimensions' tiles.
	if to.rep > 1 && to.rep > from.rep {
		f := make([]int64, rank)
		good := true
		for d := range f {
			if from.dims[d]%to.dims[d] != 0 {
				good = false
				break
			}
			f[d] = from.dims[d] / to.dims[d]
			if f[d] > 1 && f[d] < from.dims[d] && !even(d, from.dims[d]) {
				good = false
			}
		}
		if good {
			// Permute first to the tiling whose gather is to.
			if temp, ok := to.subdivide(f); ok && temp.sameTiles(from) && temp.rep == from.rep {
				var s []reshardStep
				cur := from
				if !from.equal(temp) && !from.gatherFactors(f).equal(to) {
					s = append(s, reshardStep{op: "collective-permute", to: temp})
					cur = temp
				}
				s, cur = gather(s, cur, f)
				if s, ok := finish(s, cur); ok {
					return s, false, true
				}
			}
		}
	}
	// 5. Split or merge a factor between two dimensions by all-to-all,
	// gather one dimension into the replication, or cut the replication
	// into one dimension; then a reshard that must not replicate.
	if from.rep == to.rep {
		for i := 0; i < rank; i++ {
			for j := i + 1; j < rank; j++ {
				if !active(i) || !active(j) || from.dims[i] == to.dims[i] || from.dims[j] == to.dims[j] {
					continue
				}
				ones := 0
				for _, x := range []int64{from.dims[i], from.dims[j], to.dims[i], to.dims[j]} {
					if x == 1 {
						ones++
					}
				}
				if ones != 1 || from.dims[i]*from.dims[j] != to.dims[i]*to.dims[j] {
					continue
				}
				a, c := i, j
				if from.dims[a] < to.dims[a] {
					a, c = j, i
				}
				k := from.dims[a] / to.dims[a]
				if from.dims[a]%to.dims[a] != 0 || !even(a, from.dims[a]) || !even(c, to.dims[c]) {
					continue
				}
				cur := from.moveFactor(a, c, k)
				if rest, _, ok := p.plan(cur, to, false); ok {
					return append([]reshardStep{{op: "all-to-all", a: a, c: c, k: k, to: cur}}, rest...), false, true
				}
			}
		}
	}
	if to.rep > 1 {
		for i := 0; i < rank; i++ {
			if active(i) && from.dims[i] > 1 && from.dims[i]*from.rep == to.rep {
				f := make([]int64, rank)
				for d := range f {
					f[d] = 1
				}
				f[i] = from.dims[i]
				s, cur := gather(nil, from, f)
				if rest, _, ok := p.plan(cur, to, false); ok {
					return append(s, rest...), false, true
				}
				break
			}
		}
	}
	if from.rep > 1 && to.rep == 1 {
		for i := 0; i < rank; i++ {
			if active(i) && from.dims[i] == 1 && to.dims[i]%from.rep == 0 {
				f := make([]int64, rank)
				for d := range f {
					f[d] = 1
				}
				f[i] = from.rep
				cur, ok := from.subdivide(f)
				if !ok {
					break
				}
				if rest, _, ok := p.plan(cur, to, false); ok {
					return append([]reshardStep{{op: "slice", to: cur}}, rest...), false, true
				}
				break
			}
		}
	}
	// 6. Hold the dimensions cut alike and reshard the others in groups.
	var eq []bool
	for d := 0; d < rank; d++ {
		if active(d) && from.dims[d] > 1 && from.dims[d] == to.dims[d] {
			if eq == nil {
				eq = make([]bool, rank)
				if p.frozen != nil {
					copy(eq, p.frozen)
				}
			}
			eq[d] = true
		}
	}
	if eq != nil {
		inner := reshardPlan{g: p.g, frozen: eq}
		if s, _, ok := inner.plan(from, to, true); ok {
			return s, false, true
		}
	}
	if !allowFull {
		return nil, false, false
	}
	// 7. Gather every dimension not held fixed, then slice.
	f := make([]int64, rank)
	for d := range f {
		f[d] = 1
		if active(d) {
			f[d] = from.dims[d]
		}
	}
	s, cur := gather(nil, from, f)
	s, ok = sliceTo(s, cur)
	return s, p.frozen == nil, ok
}

// allToAll plans XLA's all-to-all reshard: the dimensions whose tile
// counts differ hold the same counts on both sides, in another order, and
// each all-to-all moves a factor from one dimension to another until
// every dimension has its target count (GetReshardAllToAllSourceTargetDims
// pairs them: the smallest count first, with a partner whose count is a
// multiple of it).
func (p reshardPlan) allToAll(from, to tiling) ([]reshardStep, bool) {
	if from.rep != to.rep || len(from.dims) != len(to.dims) {
		return nil, false
	}
	var src, dst []int64
	for d := range from.dims {
		if from.dims[d] != to.dims[d] {
			src = append(src, from.dims[d])
			dst = append(dst, to.dims[d])
		}
	}
	if len(src) == 0 {
		return nil, false
	}
	slices.Sort(src)
	slices.Sort(dst)
	if !slices.Equal(src, dst) {
		return nil, false
	}
	var steps []reshardStep
	cur := from
	for iter := 0; iter < len(from.dims); iter++ {
		// i: the differing dimension with the smallest count now (the
		// last such), t its target count; j: a dimension holding t.
		i := -1
		for d := range cur.dims {
			if cur.dims[d] != to.dims[d] && (i < 0 || cur.dims[d] <= cur.dims[i]) {
				i = d
			}
		}
		if i < 0 {
			return steps, len(steps) > 0
		}
		s, t := cur.dims[i], to.dims[i]
		if t%s != 0 {
			return nil, false
		}
		j := -1
		for d := range cur.dims {
			if d == i || cur.dims[d] != t || cur.dims[d] == to.dims[d] {
				continue
			}
			if j < 0 {
				j = d
			}
			if (s == 1 && to.dims[d] != 1) || (s > 1 && to.dims[d] == s) {
				j = d
				break
			}
		}
		if j < 0 {
			return nil, false
		}
		k := t / s
		full := k == cur.dims[j] && cur.dims[i] == 1
		if !full && (!p.even(j, cur.dims[j]) || !p.even(i, t)) {
			return nil, false
		}
		cur = cur.moveFactor(j, i, k)
		steps = append(steps, reshardStep{op: "all-to-all", a: j, c: i, k: k, to: cur})
	}
	return steps, cur.sameTiles(to)
}

func (p reshardPlan) even(d int, tiles int64) bool { return p.g[d]%tiles == 0 }
