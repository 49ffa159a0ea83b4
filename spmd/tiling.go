package spmd

// A tiling is the partitioner's working form of an array's sharding: how
// many tiles each dimension is cut into, how many devices hold each tile
// (the replication group), and which device holds which tile. XLA's
// HloSharding says the same with a tile-assignment array; a tiling keeps
// that array flat, row-major over dims followed by the replication
// dimension, so that moving tiles between dimensions is an index
// permutation of devs.
//
// Local shapes follow XLA's SPMD partitioner: a dimension of size n cut
// into t tiles holds ceil(n/t) elements on every device, the last tiles
// padded, so an uneven split costs memory on every device.

import (
	"fmt"
	"sort"
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// tiling is one array's sharding over n devices.
type tiling struct {
	dims   []int64 // tiles per data dimension
	rep    int64   // devices holding each tile (the replication group)
	devs   []int64 // device of each (tile..., replica) in row-major order
	manual bool    // the value is already per device (shard_map's manual)
}

// replicatedTiling is the tiling of an array of the given rank held whole
// by all n devices.
func replicatedTiling(rank int, n int64) tiling {
	t := tiling{dims: make([]int64, rank), rep: n, devs: make([]int64, n)}
	for i := range t.dims {
		t.dims[i] = 1
	}
	for i := range t.devs {
		t.devs[i] = int64(i)
	}
	return t
}

// fromSharding converts an XLA sharding of an array of the given rank
// over n devices. A maximal sharding counts as replicated (one device
// holds the whole array; for memory per device that is the worst device).
func fromSharding(s *hlo.Sharding, rank int, n int64) tiling {
	if s == nil {
		return replicatedTiling(rank, n)
	}
	switch s.Kind {
	case hlo.ShardManual:
		t := replicatedTiling(rank, n)
		t.manual = true
		return t
	case hlo.ShardTiled:
	default:
		return replicatedTiling(rank, n)
	}
	data := s.DataDims()
	if len(data) != rank {
		return replicatedTiling(rank, n)
	}
	t := tiling{dims: append([]int64(nil), data...), rep: 1}
	for _, d := range s.TileDims[len(data):] {
		t.rep *= d
	}
	for i, k := range s.Subgroups {
		if k == "manual" {
			t.manual = true
			_ = i
		}
	}
	t.devs = append([]int64(nil), s.DeviceList()...)
	if int64(len(t.devs)) != n {
		// A sharding over fewer devices than the module has (verified
		// modules only reach here with num_partitions absent): widen the
		// replication.
		if int64(len(t.devs)) < n && n%int64(len(t.devs)) == 0 {
			k := n / int64(len(t.devs))
			devs := make([]int64, 0, n)
			for _, d := range t.devs {
				for j := int64(0); j < k; j++ {
					devs = append(devs, d*k+j)
				}
			}
			t.devs = devs
			t.rep *= k
		} else {
			return replicatedTiling(rank, n)
		}
	}
	return t
}

// sharding converts a tiling back to XLA's form.
func (t tiling) sharding() *hlo.Sharding {
	if t.manual {
		return &hlo.Sharding{Kind: hlo.ShardManual}
	}
	if t.isReplicated() {
		return hlo.Replicated()
	}
	s := &hlo.Sharding{Kind: hlo.ShardTiled, TileDims: append([]int64(nil), t.dims...)}
	if t.rep > 1 {
		s.TileDims = append(s.TileDims, t.rep)
		s.LastTileDimReplicate = true
	}
	iota := true
	for i, d := range t.devs {
		if d != int64(i) {
			iota = false
			break
		}
	}
	if iota {
		s.IotaReshape = []int64{int64(len(t.devs))}
	} else {
		s.Devices = append([]int64(nil), t.devs...)
	}
	return s
}

func (t tiling) String() string {
	if t.manual {
		return "{manual}"
	}
	return t.sharding().String()
}

// isReplicated reports whether every device holds the whole array.
func (t tiling) isReplicated() bool {
	for _, d := range t.dims {
		if d != 1 {
			return false
		}
	}
	return true
}

// tiles is the number of distinct tiles.
func (t tiling) tiles() int64 {
	n := int64(1)
	for _, d := range t.dims {
		n *= d
	}
	return n
}

// groupsKey is the tiling's device assignment with each replication group
// sorted, so that two tilings that differ only in the order of devices
// within a group compare equal.
func (t tiling) groupsKey() string {
	var b strings.Builder
	fmt.Fprint(&b, t.dims, t.rep, t.manual)
	if t.rep <= 0 {
		return b.String()
	}
	for i := 0; i+int(t.rep) <= len(t.devs); i += int(t.rep) {
		g := append([]int64(nil), t.devs[i:i+int(t.rep)]...)
		sort.Slice(g, func(a, c int) bool { return g[a] < g[c] })
		fmt.Fprint(&b, g)
	}
	return b.String()
}

// equal reports whether two tilings place every element on the same
// devices.
func (t tiling) equal(u tiling) bool {
	if t.isReplicated() && u.isReplicated() {
		return t.manual == u.manual
	}
	return t.groupsKey() == u.groupsKey()
}

// sameTiles reports whether two tilings cut every dimension alike,
// whatever device holds which tile.
func (t tiling) sameTiles(u tiling) bool {
	if len(t.dims) != len(u.dims) {
		return false
	}
	for i := range t.dims {
		if t.dims[i] != u.dims[i] {
			return false
		}
	}
	return true
}

// localShape is the per-device shape of an array of shape s under t:
// each dimension ceil(n/tiles). A manual array keeps its shape (it is
// already per device).
func (t tiling) localShape(s hlo.Shape) hlo.Shape {
	if t.manual || !s.IsArray() {
		return s
	}
	out := s
	out.Dims = make([]int64, len(s.Dims))
	for i, d := range s.Dims {
		if i < len(t.dims) && t.dims[i] > 1 {
			out.Dims[i] = ceilDiv(d, t.dims[i])
		} else {
			out.Dims[i] = d
		}
	}
	return out
}

func ceilDiv(a, b int64) int64 {
	if b <= 0 {
		return a
	}
	return (a + b - 1) / b
}

// permuteDevs reorders the device array, seen with shape shape, by perm:
// the result's dimension k is the source's dimension perm[k].
func permuteDevs(devs []int64, shape []int64, perm []int) []int64 {
	r := len(shape)
	stride := make([]int64, r)
	acc := int64(1)
	for i := r - 1; i >= 0; i-- {
		stride[i] = acc
		acc *= shape[i]
	}
	out := make([]int64, len(devs))
	idx := make([]int64, r)
	for i := range out {
		var src int64
		for k := 0; k < r; k++ {
			src += idx[k] * stride[perm[k]]
		}
		out[i] = devs[src]
		for k := r - 1; k >= 0; k-- {
			idx[k]++
			if idx[k] < shape[perm[k]] {
				break
			}
			idx[k] = 0
		}
	}
	return out
}

// transpose is the tiling of transpose(x, dimensions=perm) when x has
// tiling t: the result's dimension i is x's dimension perm[i].
func (t tiling) transpose(perm []int) tiling {
	shape := append(append([]int64(nil), t.dims...), t.rep)
	full := append(append([]int(nil), perm...), len(perm))
	out := tiling{rep: t.rep, manual: t.manual}
	for _, p := range perm {
		out.dims = append(out.dims, t.dims[p])
	}
	out.devs = permuteDevs(t.devs, shape, full)
	return out
}

// dropDims moves the tiles of the dimensions in drop into the replication
// group and removes those dimensions: the tiling of a reduction over them
// after its all-reduce (every device of a group then holds the same sum).
func (t tiling) dropDims(drop []bool) tiling {
	shape := append(append([]int64(nil), t.dims...), t.rep)
	var perm []int
	out := tiling{rep: t.rep, manual: t.manual}
	for i := range t.dims {
		if !drop[i] {
			perm = append(perm, i)
			out.dims = append(out.dims, t.dims[i])
		}
	}
	for i := range t.dims {
		if drop[i] {
			perm = append(perm, i)
			out.rep *= t.dims[i]
		}
	}
	perm = append(perm, len(t.dims))
	out.devs = permuteDevs(t.devs, shape, perm)
	return out
}

// replicateDims keeps the dimensions but gathers the tiles of those in
// drop: the tiling after an all-gather of those dimensions.
func (t tiling) replicateDims(drop []bool) tiling {
	d := t.dropDims(drop)
	out := tiling{rep: d.rep, devs: d.devs, manual: t.manual}
	k := 0
	for i := range t.dims {
		if drop[i] {
			out.dims = append(out.dims, 1)
		} else {
			out.dims = append(out.dims, d.dims[k])
			k++
		}
	}
	// Dropped dims went behind the kept ones in devs, and now have tile
	// 1: the row-major order over (dims..., rep) is unchanged.
	return out
}

// insertDims is the tiling of an array with dimensions added (tile 1) at
// the result positions where keep[i] < 0; keep[i] >= 0 names the source
// dimension of result dimension i, in increasing order.
func (t tiling) insertDims(keep []int) tiling {
	out := tiling{rep: t.rep, devs: t.devs, manual: t.manual}
	for _, k := range keep {
		if k < 0 {
			out.dims = append(out.dims, 1)
		} else {
			out.dims = append(out.dims, t.dims[k])
		}
	}
	return out
}

// groups returns the device groups that share every tile coordinate
// except those of the dimensions in along: the replica groups of a
// collective over those dimensions (the replication group always stays
// apart). Each group lists its devices in tile order along the
// dimensions.
func (t tiling) groups(along []bool) [][]int64 {
	shape := append(append([]int64(nil), t.dims...), t.rep)
	var perm []int
	size := int64(1)
	for i := range t.dims {
		if !along[i] {
			perm = append(perm, i)
		}
	}
	perm = append(perm, len(t.dims))
	for i := range t.dims {
		if along[i] {
			perm = append(perm, i)
			size *= t.dims[i]
		}
	}
	flat := permuteDevs(t.devs, shape, perm)
	out := make([][]int64, int64(len(flat))/size)
	for g := range out {
		out[g] = flat[int64(g)*size : int64(g+1)*size]
	}
	return out
}

// replicaGroups returns the groups of devices that hold the same tile.
func (t tiling) replicaGroups() [][]int64 {
	out := make([][]int64, 0, len(t.devs)/int(max(t.rep, 1)))
	for i := 0; i+int(t.rep) <= len(t.devs); i += int(t.rep) {
		out = append(out, t.devs[i:i+int(t.rep)])
	}
	return out
}

// coords returns, for each device, its tile coordinate in every data
// dimension of t.
func (t tiling) coords() map[int64][]int64 {
	shape := append(append([]int64(nil), t.dims...), t.rep)
	out := make(map[int64][]int64, len(t.devs))
	idx := make([]int64, len(shape))
	for _, d := range t.devs {
		out[d] = append([]int64(nil), idx[:len(t.dims)]...)
		for k := len(shape) - 1; k >= 0; k-- {
			idx[k]++
			if idx[k] < shape[k] {
				break
			}
			idx[k] = 0
		}
	}
	return out
}

// merge combines two tilings of the same array into one that cuts every
// dimension either cuts, as GSPMD's MergeSharding does for a dot whose
// operands are cut along different result dimensions. ok is false when
// they conflict: a dimension cut differently by both, or a device whose
// two tile coordinates no single tiling can hold.
func merge(a, b tiling) (tiling, bool) {
	if len(a.dims) != len(b.dims) || len(a.devs) != len(b.devs) || a.manual != b.manual {
		return a, false
	}
	if b.isReplicated() {
		return a, true
	}
	if a.isReplicated() {
		return b, true
	}
	dims := make([]int64, len(a.dims))
	for i := range dims {
		switch {
		case a.dims[i] > 1 && b.dims[i] > 1:
			if a.dims[i] != b.dims[i] {
				return a, false
			}
			dims[i] = a.dims[i]
		case a.dims[i] > 1:
			dims[i] = a.dims[i]
		default:
			dims[i] = b.dims[i]
		}
	}
	n := int64(len(a.devs))
	tiles := int64(1)
	for _, d := range dims {
		tiles *= d
	}
	if tiles > n || n%tiles != 0 {
		return a, false
	}
	ca, cb := a.coords(), b.coords()
	type entry struct {
		key int64
		dev int64
	}
	entries := make([]entry, 0, n)
	count := make(map[int64]int64)
	for _, d := range a.devs {
		x, y := ca[d], cb[d]
		var key int64
		for i := range dims {
			c := x[i]
			if a.dims[i] == 1 {
				c = y[i]
			} else if b.dims[i] > 1 && y[i] != c {
				return a, false
			}
			key = key*dims[i] + c
		}
		entries = append(entries, entry{key, d})
		count[key]++
	}
	for _, c := range count {
		if c != n/tiles {
			return a, false
		}
	}
	sort.Slice(entries, func(i, j int) bool {
		if entries[i].key != entries[j].key {
			return entries[i].key < entries[j].key
		}
		return entries[i].dev < entries[j].dev
	})
	out := tiling{dims: dims, rep: n / tiles, devs: make([]int64, n), manual: a.manual}
	for i, e := range entries {
		out.devs[i] = e.dev
	}
	return out, true
}
