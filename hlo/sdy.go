package hlo

// Shardy writes its shardings into frontend attributes, in MLIR's
// attribute syntax, next to (or instead of) XLA's own sharding={...}:
//
//	HloModule m, frontend_attributes={xla.sdy.meshes={mesh = #sdy.mesh<["data"=4, "model"=2]>}}
//	%x = f32[64,128] parameter(0), frontend_attributes={xla.sdy.sharding="#sdy.sharding<@mesh, [{\"data\"}, {}]>"}
//	%c = f32[64,256] custom-call(%t), custom_call_target="Sharding",
//	     frontend_attributes={xla.sdy.sharding="#sdy.sharding_per_value<[<@mesh, [{\"data\"}, {\"model\"}]>]>"}
//
// A dimension's sharding lists the mesh axes it is split over, major first;
// "x":(k)m is the sub-axis of size m after the first k of axis x; '?' marks
// a dimension open to propagation; replicated={...} names axes explicitly
// replicated. ToSharding turns one into XLA's tile assignment: the mesh's
// devices in row-major order, transposed so that the axes of dimension 0
// come first, then those of dimension 1, ..., then the unused axes, which
// become the replication group.

import (
	"strconv"
	"strings"
)

// SdyMesh is a Shardy mesh: named axes, major first, and an optional device
// order.
type SdyMesh struct {
	Name string
	Axes []SdyAxis
	// DeviceIDs is device_ids=[...], nil for iota order.
	DeviceIDs []int64
}

// SdyAxis is a mesh axis, or a sub-axis of one: Name, Size, and for a
// sub-axis the product PreSize of the sub-axes before it (0 for a whole
// axis).
type SdyAxis struct {
	Name    string
	Size    int64
	PreSize int64
}

// SdySharding is one value's Shardy sharding.
type SdySharding struct {
	// Mesh names the mesh (@mesh); MeshInline holds an inline mesh<...>.
	Mesh       string
	MeshInline *SdyMesh
	// Dims lists, per dimension, the axes it is split over, major first.
	Dims [][]SdyAxis
	// Open[i] is true when dimension i may be sharded further ('?').
	Open []bool
	// Replicated are axes named in replicated={...}.
	Replicated []SdyAxis
}

// ParseSdyMeshes reads the value of xla.sdy.meshes:
// {name = #sdy.mesh<[...]>, ...}, quoted or not.
func ParseSdyMeshes(text string) ([]SdyMesh, error) {
	sc := &attrScanner{s: text}
	var out []SdyMesh
	sc.expect("{", "'{' starting the meshes")
	for sc.err == nil && !sc.accept("}") {
		if len(out) > 0 {
			sc.expect(",", "',' or '}' between meshes")
		}
		name := sc.word()
		if name == "" {
			sc.failf("expected a mesh name, found %s", sc.found())
			break
		}
		sc.expect("=", "'=' after the mesh name")
		sc.expect("#sdy.mesh", "#sdy.mesh")
		m := sc.sdyMeshBody()
		m.Name = name
		out = append(out, m)
	}
	if sc.err != nil {
		return nil, sc.err
	}
	return out, nil
}

// sdyMeshBody reads <["a"=4, "b"=2], device_ids=[...]>.
func (sc *attrScanner) sdyMeshBody() SdyMesh {
	var m SdyMesh
	devices := int64(1)
	sc.expect("<", "'<' starting a mesh")
	if sc.accept("[") {
		for sc.err == nil && !sc.accept("]") {
			if len(m.Axes) > 0 {
				sc.expect(",", "',' or ']' between mesh axes")
			}
			name := sc.quotedName()
			sc.expect("=", "'=' after a mesh axis name")
			size := sc.int("the size of mesh axis " + name)
			if sc.err == nil && size == 0 {
				sc.failf("mesh axis %s has size 0", strconv.Quote(name))
			}
			// Shardy's verifier (shardy/dialect/sdy/ir/verifiers.cc)
			// refuses a mesh naming an axis twice; the device count is
			// bounded like a tile assignment's, so that no product of
			// axis sizes wraps.
			for _, a := range m.Axes {
				if sc.err == nil && a.Name == name {
					sc.failf("mesh axis %s is named twice", strconv.Quote(name))
				}
			}
			if sc.err == nil {
				devices *= size
				if size > maxShardingDevices || devices > maxShardingDevices {
					sc.failf("mesh names more than %d devices", maxShardingDevices)
				}
			}
			m.Axes = append(m.Axes, SdyAxis{Name: name, Size: size})
		}
		sc.accept(",")
	}
	if sc.accept("device_ids") {
		sc.expect("=", "'=' after device_ids")
		idsOff := sc.i
		m.DeviceIDs = sc.intList("device_ids", false)
		// Shardy's mesh verifier: with axes, the ids are a permutation
		// of 0..n-1 for the n devices the axes name (an id past them, or
		// one twice, reached the partitioner and failed there as its bug).
		if sc.err == nil && len(m.Axes) > 0 {
			seen := make([]bool, devices)
			for _, id := range m.DeviceIDs {
				if int64(len(m.DeviceIDs)) != devices || id < 0 || id >= devices || seen[id] {
					sc.i = idsOff
					sc.failf("device_ids are not a permutation of 0..%d, the mesh's %d devices", devices-1, devices)
					break
				}
				seen[id] = true
			}
			if sc.err == nil && int64(len(m.DeviceIDs)) != devices {
				sc.i = idsOff
				sc.failf("device_ids are not a permutation of 0..%d, the mesh's %d devices", devices-1, devices)
			}
		}
	}
	sc.expect(">", "'>' ending a mesh")
	return m
}

// ParseSdyShardings reads the value of xla.sdy.sharding: one
// #sdy.sharding<...> or a #sdy.sharding_per_value<[<...>, ...]>.
func ParseSdyShardings(text string) ([]*SdySharding, error) {
	sc := &attrScanner{s: text}
	var out []*SdySharding
	switch {
	case sc.accept("#sdy.sharding_per_value"):
		sc.expect("<", "'<'")
		sc.expect("[", "'['")
		for sc.err == nil && !sc.accept("]") {
			if len(out) > 0 {
				sc.expect(",", "',' or ']' between shardings")
			}
			out = append(out, sc.sdySharding())
		}
		sc.expect(">", "'>'")
	case sc.accept("#sdy.sharding"):
		out = append(out, sc.sdySharding())
	default:
		sc.failf("expected #sdy.sharding or #sdy.sharding_per_value, found %s", sc.found())
	}
	sc.space()
	if sc.err == nil && sc.i < len(sc.s) {
		sc.failf("expected end of the sharding, found %s", sc.found())
	}
	if sc.err != nil {
		return nil, sc.err
	}
	return out, nil
}

// sdySharding reads <@mesh, [{"x"}, {}], replicated={"y"}>.
func (sc *attrScanner) sdySharding() *SdySharding {
	s := &SdySharding{}
	sc.expect("<", "'<' starting a sharding")
	if sc.accept("@") {
		s.Mesh = sc.word()
	} else if sc.accept("mesh") {
		m := sc.sdyMeshBody()
		s.MeshInline = &m
	} else {
		sc.failf("expected @mesh or an inline mesh, found %s", sc.found())
		return nil
	}
	sc.expect(",", "',' after the mesh")
	sc.expect("[", "'[' starting the dimension shardings")
	for sc.err == nil && !sc.accept("]") {
		if len(s.Dims) > 0 {
			sc.expect(",", "',' or ']' between dimensions")
		}
		axes, open := sc.sdyAxisList()
		s.Dims = append(s.Dims, axes)
		s.Open = append(s.Open, open)
		// a priority, p0, p1, ...
		sc.space()
		if sc.i < len(sc.s) && sc.s[sc.i] == 'p' {
			sc.i++
			sc.int("a priority")
		}
	}
	for sc.err == nil && sc.accept(",") {
		w := sc.word()
		sc.expect("=", "'=' after "+w)
		axes, _ := sc.sdyAxisList()
		if w == "replicated" {
			s.Replicated = axes
		}
	}
	sc.expect(">", "'>' ending a sharding")
	if sc.err != nil {
		return nil
	}
	return s
}

// sdyAxisList reads {"x", "y":(2)4, ?}.
func (sc *attrScanner) sdyAxisList() ([]SdyAxis, bool) {
	var axes []SdyAxis
	open := false
	sc.expect("{", "'{' starting a dimension's axes")
	for n := 0; sc.err == nil && !sc.accept("}"); n++ {
		if n > 0 {
			sc.expect(",", "',' or '}' between axes")
		}
		if sc.accept("?") {
			open = true
			continue
		}
		a := SdyAxis{Name: sc.quotedName()}
		if sc.accept(":") {
			sc.expect("(", "'(' before a sub-axis pre-size")
			a.PreSize = sc.int("a sub-axis pre-size")
			sc.expect(")", "')' after a sub-axis pre-size")
			a.Size = sc.int("a sub-axis size")
			if sc.err == nil && (a.PreSize == 0 || a.Size == 0) {
				sc.failf("a sub-axis has positive sizes")
			}
			// Bounded like a mesh, so that PreSize·Size cannot wrap.
			if sc.err == nil && (a.PreSize > maxShardingDevices || a.Size > maxShardingDevices || a.PreSize*a.Size > maxShardingDevices) {
				sc.failf("a sub-axis spans more than %d devices", maxShardingDevices)
			}
		}
		axes = append(axes, a)
	}
	return axes, open
}

// ToSharding turns a Shardy sharding over mesh into XLA's sharding, or
// returns what is wrong (an unknown axis, a sub-axis that does not divide
// its axis).
func (s *SdySharding) ToSharding(mesh SdyMesh) (*Sharding, string) {
	if s.MeshInline != nil {
		mesh = *s.MeshInline
	}
	if len(mesh.Axes) == 0 {
		if len(mesh.DeviceIDs) == 1 {
			return &Sharding{Kind: ShardMaximal, Device: mesh.DeviceIDs[0]}, ""
		}
		return Replicated(), ""
	}
	axisOf := map[string]int{}
	for i, a := range mesh.Axes {
		axisOf[a.Name] = i
	}
	// cuts[i] are the pre-sizes where axis i is cut into sub-axes.
	cuts := make([][]int64, len(mesh.Axes))
	var used []SdyAxis
	for _, d := range s.Dims {
		used = append(used, d...)
	}
	used = append(used, s.Replicated...)
	for _, a := range used {
		i, ok := axisOf[a.Name]
		if !ok {
			return nil, "axis " + strconv.Quote(a.Name) + " is not in mesh " + strconv.Quote(mesh.Name)
		}
		if a.PreSize == 0 {
			continue
		}
		full := mesh.Axes[i].Size
		if a.PreSize*a.Size > full || full%(a.PreSize*a.Size) != 0 {
			return nil, "sub-axis " + strconv.Quote(a.Name) + ":(" + strconv.FormatInt(a.PreSize, 10) + ")" + strconv.FormatInt(a.Size, 10) + " does not divide the axis of size " + strconv.FormatInt(full, 10)
		}
		cuts[i] = append(cuts[i], a.PreSize, a.PreSize*a.Size)
	}
	// atoms: every axis split at its cuts, major first. An atom is the
	// part of axis i between pre-sizes lo and hi (sizes multiply from the
	// major end).
	type atom struct {
		axis   int
		lo, hi int64
	}
	var atoms []atom
	for i, a := range mesh.Axes {
		pts := []int64{1, a.Size}
		for _, c := range cuts[i] {
			pts = append(pts, c)
		}
		pts = sortedCopy(pts)
		for k := 0; k+1 < len(pts); k++ {
			if pts[k] == pts[k+1] {
				continue
			}
			if pts[k+1]%pts[k] != 0 {
				return nil, "the sub-axes of " + strconv.Quote(a.Name) + " do not nest"
			}
			atoms = append(atoms, atom{i, pts[k], pts[k+1]})
		}
	}
	taken := make([]bool, len(atoms))
	atomsOf := func(a SdyAxis) []int {
		i := axisOf[a.Name]
		lo, hi := int64(1), mesh.Axes[i].Size
		if a.PreSize != 0 {
			lo, hi = a.PreSize, a.PreSize*a.Size
		}
		var out []int
		for k, t := range atoms {
			if t.axis == i && t.lo >= lo && t.hi <= hi {
				out = append(out, k)
			}
		}
		return out
	}
	var perm []int
	tile := make([]int64, 0, len(s.Dims)+1)
	for _, d := range s.Dims {
		n := int64(1)
		for _, a := range d {
			for _, k := range atomsOf(a) {
				if taken[k] {
					return nil, "axis " + strconv.Quote(a.Name) + " shards two dimensions"
				}
				taken[k] = true
				perm = append(perm, k)
				n *= atoms[k].hi / atoms[k].lo
			}
		}
		tile = append(tile, n)
	}
	rep := int64(1)
	for k := range atoms {
		if !taken[k] {
			perm = append(perm, k)
			rep *= atoms[k].hi / atoms[k].lo
		}
	}
	sharded := false
	for _, t := range tile {
		if t > 1 {
			sharded = true
		}
	}
	if !sharded {
		return Replicated(), ""
	}
	reshape := make([]int64, len(atoms))
	for k, t := range atoms {
		reshape[k] = t.hi / t.lo
	}
	sh := &Sharding{Kind: ShardTiled, TileDims: tile}
	if rep > 1 {
		sh.TileDims = append(sh.TileDims, rep)
		sh.LastTileDimReplicate = true
	}
	identity := true
	for i, p := range perm {
		if p != i {
			identity = false
		}
	}
	if mesh.DeviceIDs != nil {
		flat := IotaDevices(reshape, perm)
		if int64(len(mesh.DeviceIDs)) != int64(len(flat)) {
			return nil, "mesh " + strconv.Quote(mesh.Name) + " has device_ids of the wrong length"
		}
		sh.Devices = make([]int64, len(flat))
		for i, d := range flat {
			sh.Devices[i] = mesh.DeviceIDs[d]
		}
		return sh, ""
	}
	sh.IotaReshape = reshape
	if !identity {
		sh.IotaPerm = perm
	} else {
		sh.IotaReshape = []int64{checkedProduct(reshape)}
	}
	return sh, ""
}

// frontendAttr returns the value of key in a frontend_attributes={...}
// text, unquoted when written as a string, and its offset in text; ok is
// false when the key is absent.
func frontendAttr(text, key string) (val string, off int, ok bool) {
	i := 0
	for {
		j := strings.Index(text[i:], key)
		if j < 0 {
			return "", 0, false
		}
		i += j
		before := byte('{')
		if i > 0 {
			k := i - 1
			for k > 0 && text[k] == ' ' {
				k--
			}
			before = text[k]
		}
		rest := strings.TrimLeft(text[i+len(key):], " ")
		if (before == '{' || before == ',') && strings.HasPrefix(rest, "=") {
			v := strings.TrimLeft(rest[1:], " ")
			voff := len(text) - len(v)
			if strings.HasPrefix(v, `"`) {
				s, err := strconv.QuotedPrefix(v)
				if err != nil {
					return "", voff, true
				}
				u, _ := strconv.Unquote(s)
				return u, voff, true
			}
			sc := &attrScanner{s: v}
			b := sc.balanced()
			return b, voff, true
		}
		i += len(key)
	}
}

// SdyMesh returns the module's Shardy mesh called name, or nil.
func (m *Module) SdyMesh(name string) *SdyMesh {
	for i := range m.SdyMeshes {
		if m.SdyMeshes[i].Name == name {
			return &m.SdyMeshes[i]
		}
	}
	return nil
}

// FrontendAttr returns the value of key in the text of a
// frontend_attributes={...} attribute (unquoted when written as a
// string); ok is false when the key is absent.
func FrontendAttr(text, key string) (string, bool) {
	v, _, ok := frontendAttr(text, key)
	return v, ok
}
