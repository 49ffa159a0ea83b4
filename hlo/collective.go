package hlo

// Collectives (all-reduce, all-gather, reduce-scatter, all-to-all,
// collective-permute, collective-broadcast and their -start/-done halves)
// name the devices that talk to each other. XLA has written the groups in
// three forms over the years, and a partitioned dump may use any of them:
//
//	replica_groups={{0,1},{2,3}}          explicit lists
//	replica_groups=[2,4]<=[4,2]T(1,0)     an iota list: iota(8) reshaped to
//	                                      [4,2], transposed by (1,0), read
//	                                      row-major as 2 groups of 4
//	replica_groups=mesh['axis_0'=4,'axis_1'=2] {'axis_0'}
//	                                      a mesh and the axes the groups run
//	                                      along: devices numbered row-major
//	                                      over the mesh, one group for each
//	                                      position on the other axes
//
// collective-permute writes source_target_pairs={{0,1},{1,2}} in the first
// form. ParseReplicaGroups expands every form to explicit lists.

import (
	"sort"
	"strconv"
	"strings"
)

// IsCollective reports whether opcode is a collective that moves data
// between devices.
func IsCollective(opcode string) bool {
	switch strings.TrimSuffix(opcode, "-start") {
	case "all-reduce", "all-gather", "reduce-scatter", "all-to-all",
		"collective-permute", "collective-broadcast", "ragged-all-to-all":
		return true
	}
	return false
}

// maxGroupDevices bounds the devices a replica group list may name.
const maxGroupDevices = 1 << 20

// ParseReplicaGroups reads a replica_groups (or source_target_pairs) value
// in any of its forms and returns the groups as explicit device lists. An
// empty list ({}) means one group of all devices.
func ParseReplicaGroups(text string) ([][]int64, error) {
	sc := &attrScanner{s: text}
	g := sc.replicaGroups()
	if sc.err == nil {
		sc.space()
		if sc.i < len(sc.s) {
			sc.failf("expected end of replica groups, found %s", sc.found())
		}
	}
	if sc.err != nil {
		return nil, sc.err
	}
	return g, nil
}

func (sc *attrScanner) replicaGroups() [][]int64 {
	sc.space()
	switch {
	case strings.HasPrefix(sc.s[sc.i:], "{"):
		return sc.groupLists()
	case strings.HasPrefix(sc.s[sc.i:], "["):
		return sc.iotaGroups()
	case strings.HasPrefix(sc.s[sc.i:], "mesh"):
		return sc.meshGroups()
	}
	sc.failf("expected '{', '[' or mesh[ starting replica groups, found %s", sc.found())
	return nil
}

// groupLists reads {{0,1},{2,3}}.
func (sc *attrScanner) groupLists() [][]int64 {
	sc.expect("{", "'{'")
	out := [][]int64{}
	if sc.accept("}") {
		return out
	}
	total := 0
	for sc.err == nil {
		sc.expect("{", "'{' starting a replica group")
		var g []int64
		if !sc.accept("}") {
			for sc.err == nil {
				g = append(g, sc.int("a device number"))
				total++
				if total > maxGroupDevices {
					sc.failf("replica groups name more than %d devices", maxGroupDevices)
				}
				if sc.accept("}") {
					break
				}
				sc.expect(",", "',' or '}' in a replica group")
			}
		}
		out = append(out, g)
		if sc.accept("}") {
			break
		}
		sc.expect(",", "',' or '}' between replica groups")
	}
	return out
}

// iotaGroups reads [G,S]<=[reshape]T(perm).
func (sc *attrScanner) iotaGroups() [][]int64 {
	at := sc.i
	dims := sc.intList("the replica group dimensions", true)
	if sc.err != nil {
		return nil
	}
	if len(dims) != 2 {
		sc.i = at
		sc.failf("iota replica groups have two dimensions [groups,size], found %d", len(dims))
		return nil
	}
	sc.expect("<=", "'<=' after the replica group dimensions")
	rat := sc.i
	reshape := sc.intList("the iota reshape dimensions", true)
	if sc.err != nil {
		return nil
	}
	n, m := checkedProduct(dims), checkedProduct(reshape)
	if n < 0 || n > maxGroupDevices {
		sc.i = at
		sc.failf("replica groups %s name more than %d devices", intList(dims), maxGroupDevices)
		return nil
	}
	if m != n {
		sc.i = rat
		sc.space()
		sc.failf("iota reshape %s holds %d devices, the groups %s need %d", intList(reshape), m, intList(dims), n)
		return nil
	}
	var perm []int
	if sc.accept("T(") {
		pat := sc.i
		seen := make([]bool, len(reshape))
		for sc.err == nil {
			v := sc.int("a transpose dimension")
			if sc.err == nil && (v >= int64(len(reshape)) || seen[v]) {
				sc.i = pat
				sc.failf("T(...) must be a permutation of 0..%d", len(reshape)-1)
				return nil
			}
			if sc.err != nil {
				return nil
			}
			seen[v] = true
			perm = append(perm, int(v))
			if sc.accept(")") {
				break
			}
			sc.expect(",", "',' or ')' in T(...)")
		}
		if sc.err == nil && len(perm) != len(reshape) {
			sc.i = pat
			sc.failf("T(...) must be a permutation of 0..%d", len(reshape)-1)
		}
	}
	if sc.err != nil {
		return nil
	}
	flat := IotaDevices(reshape, perm)
	out := make([][]int64, dims[0])
	for g := range out {
		out[g] = flat[int64(g)*dims[1] : int64(g+1)*dims[1]]
	}
	return out
}

// checkedProduct multiplies positive dims, or returns -1 past
// maxGroupDevices.
func checkedProduct(dims []int64) int64 {
	n := int64(1)
	for _, d := range dims {
		if d > maxGroupDevices || n*d > maxGroupDevices {
			return -1
		}
		n *= d
	}
	return n
}

// meshAxis is one named axis of a mesh.
type meshAxis struct {
	name string
	size int64
}

// subAxis is a reference to a mesh axis in a mesh replica group list:
// the whole axis, or its sub-axis of Size devices after Pre (the product
// of the sizes of the sub-axes before it, major first).
type subAxis struct {
	pre, size int64
	whole     bool
}

// overlaps reports whether r covers part of the axis that one of refs
// covers.
func overlaps(refs []subAxis, r subAxis) bool {
	for _, q := range refs {
		if r.pre < q.pre*q.size && q.pre < r.pre*r.size {
			return true
		}
	}
	return false
}

// meshGroups reads mesh['a'=4,'b'=2] {'a'}: the groups run along the named
// axes (or sub-axes, 'a':(2)2), one group per position on the other axes;
// devices are numbered row-major over the mesh.
func (sc *attrScanner) meshGroups() [][]int64 {
	sc.expect("mesh", "mesh")
	sc.expect("[", "'[' after mesh")
	var axes []meshAxis
	for sc.err == nil && !sc.accept("]") {
		if len(axes) > 0 {
			sc.expect(",", "',' or ']' between mesh axes")
		}
		name := sc.quotedName()
		sc.expect("=", "'=' after a mesh axis name")
		size := sc.int("the size of mesh axis " + name)
		if sc.err == nil && size == 0 {
			sc.failf("mesh axis %s has size 0", name)
		}
		for _, a := range axes {
			if a.name == name && sc.err == nil {
				sc.failf("mesh axis %s appears twice", strconv.Quote(name))
			}
		}
		axes = append(axes, meshAxis{name, size})
	}
	if sc.err != nil {
		return nil
	}
	sizes := make([]int64, len(axes))
	for i, a := range axes {
		sizes[i] = a.size
	}
	if n := checkedProduct(sizes); n < 0 {
		sc.failf("mesh names more than %d devices", maxGroupDevices)
		return nil
	}
	var ids []int64
	if sc.accept(",") {
		sc.expect("device_ids", "device_ids after the mesh")
		sc.expect("=", "'=' after device_ids")
		sc.expect("(", "'(' starting the device ids")
		ids = sc.deviceIDs(checkedProduct(sizes))
		sc.expect(")", "')' ending the device ids")
	}
	sc.expect("{", "'{' with the axes of the groups after the mesh")
	// refs[k] are the references to mesh axis k, in the order named: a
	// whole axis ('a') or a sub-axis ('a':(2)2: pre-size 2, size 2).
	refs := make([][]subAxis, len(axes))
	named := 0
	for sc.err == nil && !sc.accept("}") {
		if named > 0 {
			sc.expect(",", "',' or '}' between axes")
		}
		named++
		at := sc.i
		name := sc.quotedName()
		if sc.err != nil {
			break
		}
		k := -1
		for i, a := range axes {
			if a.name == name {
				k = i
			}
		}
		if k < 0 {
			sc.i = at
			sc.space()
			sc.failf("axis %s is not an axis of the mesh", strconv.Quote(name))
			break
		}
		ref := subAxis{pre: 1, size: axes[k].size, whole: true}
		if sc.accept(":") {
			sc.expect("(", "'(' starting the pre-size of a sub-axis")
			ref.pre = sc.int("the pre-size of a sub-axis of " + name)
			sc.expect(")", "')' after the pre-size of a sub-axis")
			ref.size = sc.int("the size of a sub-axis of " + name)
			ref.whole = false
			if sc.err == nil && (ref.pre < 1 || ref.size < 2 || axes[k].size%ref.pre != 0 || (axes[k].size/ref.pre)%ref.size != 0) {
				sc.i = at
				sc.space()
				sc.failf("sub-axis %s:(%d)%d does not divide axis %s of size %d", strconv.Quote(name), ref.pre, ref.size, strconv.Quote(name), axes[k].size)
				break
			}
		}
		if sc.err != nil {
			break
		}
		if dup := refs[k]; len(dup) > 0 && (ref.whole || dup[0].whole || overlaps(dup, ref)) {
			sc.i = at
			sc.space()
			sc.failf("axis %s appears twice", strconv.Quote(name))
			break
		}
		refs[k] = append(refs[k], ref)
	}
	if sc.err != nil {
		return nil
	}
	// As XLA's MeshAxesReplicaGroupList (replica_group.cc): every axis
	// named by sub-axes is reshaped into its pieces, major first (a
	// sub-axis (p)s of an axis of size n is [p, s, n/(p·s)]; several are
	// sorted by pre-size with the gaps between them as pieces of their
	// own); the groups run along the named pieces, in mesh order (and in
	// the order named within one axis); the other pieces come first.
	var reshape []int64
	var along []int
	for k, a := range axes {
		base := len(reshape)
		switch {
		case len(refs[k]) == 0:
			reshape = append(reshape, a.size)
		case len(refs[k]) == 1 && refs[k][0].whole:
			reshape = append(reshape, a.size)
			along = append(along, base)
		case len(refs[k]) == 1:
			r := refs[k][0]
			reshape = append(reshape, r.pre, r.size, a.size/(r.pre*r.size))
			along = append(along, base+1)
		default:
			order := make([]int, len(refs[k]))
			for i := range order {
				order[i] = i
			}
			sort.SliceStable(order, func(i, j int) bool { return refs[k][order[i]].pre < refs[k][order[j]].pre })
			at := make([]int, len(refs[k]))
			prefix := int64(1)
			for _, i := range order {
				r := refs[k][i]
				if r.pre != prefix {
					reshape = append(reshape, r.pre/prefix)
					prefix = r.pre
				}
				at[i] = len(reshape)
				reshape = append(reshape, r.size)
				prefix *= r.size
			}
			if prefix != a.size {
				reshape = append(reshape, a.size/prefix)
			}
			along = append(along, at...)
		}
	}
	inGroup := make([]bool, len(reshape))
	for _, k := range along {
		inGroup[k] = true
	}
	var perm []int
	for i := range reshape {
		if !inGroup[i] {
			perm = append(perm, i)
		}
	}
	perm = append(perm, along...)
	size := int64(1)
	for _, k := range along {
		size *= reshape[k]
	}
	sizes = reshape
	flat := IotaDevices(sizes, perm)
	if ids != nil {
		for i, d := range flat {
			flat[i] = ids[d]
		}
	}
	out := make([][]int64, int64(len(flat))/size)
	for g := range out {
		out[g] = flat[int64(g)*size : int64(g+1)*size]
	}
	return out
}

// quotedName reads 'name' (or "name").
func (sc *attrScanner) quotedName() string {
	sc.space()
	if sc.i >= len(sc.s) || (sc.s[sc.i] != '\'' && sc.s[sc.i] != '"') {
		sc.failf("expected a quoted axis name, found %s", sc.found())
		return ""
	}
	q := sc.s[sc.i]
	j := strings.IndexByte(sc.s[sc.i+1:], q)
	if j < 0 {
		sc.failf("unterminated axis name")
		return ""
	}
	name := sc.s[sc.i+1 : sc.i+1+j]
	sc.i += j + 2
	return name
}

// GroupSize returns the size of the groups (all groups of a collective have
// the same size), or n when groups is empty (one group of all n devices).
func GroupSize(groups [][]int64, n int64) int64 {
	if len(groups) == 0 {
		return n
	}
	return int64(len(groups[0]))
}

// FormatGroups writes groups as explicit lists, {{0,1},{2,3}}.
func FormatGroups(groups [][]int64) string {
	var b strings.Builder
	b.WriteByte('{')
	for i, g := range groups {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteByte('{')
		for j, d := range g {
			if j > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.FormatInt(d, 10))
		}
		b.WriteByte('}')
	}
	b.WriteByte('}')
	return b.String()
}

// sortedCopy returns a sorted copy of xs.
func sortedCopy(xs []int64) []int64 {
	out := append([]int64(nil), xs...)
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// deviceIDs reads a mesh's device order: an explicit list 0,2,1,3 or an
// iota [4,2]T(1,0), naming n devices.
func (sc *attrScanner) deviceIDs(n int64) []int64 {
	sc.space()
	at := sc.i
	var ids []int64
	if strings.HasPrefix(sc.s[sc.i:], "[") {
		reshape := sc.intList("the device id dimensions", true)
		if sc.err != nil {
			return nil
		}
		if checkedProduct(reshape) != n {
			sc.i = at
			sc.failf("device ids %s hold %d devices, the mesh has %d", intList(reshape), checkedProduct(reshape), n)
			return nil
		}
		var perm []int
		if sc.accept("T(") {
			seen := make([]bool, len(reshape))
			for sc.err == nil {
				v := sc.int("a transpose dimension")
				if sc.err == nil && (v >= int64(len(reshape)) || seen[v]) {
					sc.failf("T(...) must be a permutation of 0..%d", len(reshape)-1)
					return nil
				}
				if sc.err != nil {
					return nil
				}
				seen[v] = true
				perm = append(perm, int(v))
				if sc.accept(")") {
					break
				}
				sc.expect(",", "',' or ')' in T(...)")
			}
			if sc.err == nil && len(perm) != len(reshape) {
				sc.failf("T(...) must be a permutation of 0..%d", len(reshape)-1)
			}
		}
		if sc.err != nil {
			return nil
		}
		return IotaDevices(reshape, perm)
	}
	seen := map[int64]bool{}
	for sc.err == nil {
		d := sc.int("a device id")
		if sc.err == nil && seen[d] {
			sc.failf("device %d appears twice in device_ids", d)
		}
		seen[d] = true
		ids = append(ids, d)
		if int64(len(ids)) > n {
			break
		}
		if !sc.accept(",") {
			break
		}
	}
	if sc.err == nil && int64(len(ids)) != n {
		sc.i = at
		sc.failf("device_ids names %d devices, the mesh has %d", len(ids), n)
	}
	return ids
}
