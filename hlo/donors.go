package hlo

// Buffer donors paired with outputs, as XLA's compiler pairs them.
//
// A module may mark entry parameters as buffer donors
// (buffer_donor={ (0, {}), (1, {}) }) instead of naming the output each
// one becomes (input_output_alias). This is what jax.jit(...,
// donate_argnums=...) lowers to when the jit has shardings but no
// out_shardings: the donation is known, the pairing is left to the
// compiler. XLA pairs them in OptimizeInputOutputBufferAlias
// (xla/hlo/transforms/simplifiers/optimize_input_output_buffer_alias.cc,
// run by the CPU and GPU compilers with registered donors only):
//
//   - the donors are the array leaves of the donated parameters not
//     aliased already; the donees are the array leaves of the entry's
//     result not aliased already; both are grouped by memory space;
//   - each list is sorted by byte size, largest first, stably (so among
//     equal sizes the parameter order, and the output order, decide);
//   - two cursors walk the lists: a larger donor is skipped, a larger
//     donee is skipped, equal sizes make a pair (a may-alias), and both
//     move on.
//
// Sizes are the bytes of the shape under the target's layout (XLA's
// shape size function), so two shapes of different element types or
// dimensions pair when their bytes agree. A donor left unpaired stays a
// donor: its buffer may be freed after its last use.

import (
	"sort"
	"strconv"
)

// PairDonors returns m with its buffer donors paired with outputs by
// XLA's rule (above): a shallow copy whose InputOutputAlias has the new
// pairs after the module's own and whose BufferDonors keeps the donors
// left unpaired. It returns m itself when there is nothing to pair; m is
// never changed.
func PairDonors(m *Module, size func(Shape) int64) *Module {
	if m == nil || m.Entry == nil || m.Entry.Root == nil || len(m.BufferDonors) == 0 {
		return m
	}
	type leaf struct {
		donor int // index in m.BufferDonors, for a donor
		index ShapeIndex
		param int
		size  int64
		space int
	}
	aliasedParam := map[string]bool{}
	aliasedOut := map[string]bool{}
	for _, a := range m.InputOutputAlias {
		aliasedParam[donorLeafKey(a.Param, a.ParamIndex)] = true
		aliasedOut[donorLeafKey(0, a.OutputIndex)] = true
	}
	space := func(s Shape) int {
		if s.Layout != nil {
			return s.Layout.MemorySpace
		}
		return 0
	}
	var donors []leaf
	for i, d := range m.BufferDonors {
		if d.Param < 0 || d.Param >= len(m.Entry.Params) || m.Entry.Params[d.Param] == nil {
			continue
		}
		// A donor names one index of its parameter; every array leaf
		// under it is donated (XLA's donor config names leaves; a
		// tuple-shaped index donates its leaves).
		sub, ok := m.Entry.Params[d.Param].Shape.Subshape(d.ParamIndex)
		if !ok {
			continue
		}
		sub.ForEachSubshape(func(s Shape, rel ShapeIndex) {
			if !s.IsArray() {
				return
			}
			idx := append(append(ShapeIndex{}, d.ParamIndex...), rel...)
			if aliasedParam[donorLeafKey(d.Param, idx)] {
				return
			}
			donors = append(donors, leaf{donor: i, index: idx, param: d.Param, size: size(s), space: space(s)})
		})
	}
	var donees []leaf
	m.Entry.Root.Shape.ForEachSubshape(func(s Shape, idx ShapeIndex) {
		if !s.IsArray() || aliasedOut[donorLeafKey(0, idx)] {
			return
		}
		donees = append(donees, leaf{index: append(ShapeIndex{}, idx...), size: size(s), space: space(s)})
	})
	bySize := func(l []leaf) {
		sort.SliceStable(l, func(i, j int) bool {
			if l[i].space != l[j].space {
				return l[i].space < l[j].space
			}
			return l[i].size > l[j].size
		})
	}
	bySize(donors)
	bySize(donees)
	var pairs []Alias
	usedLeaf := map[string]bool{}
	i, j := 0, 0
	for i < len(donors) && j < len(donees) {
		d, o := donors[i], donees[j]
		switch {
		case d.space != o.space:
			if d.space < o.space {
				i++
			} else {
				j++
			}
		case d.size > o.size:
			i++
		case d.size < o.size:
			j++
		default:
			pairs = append(pairs, Alias{OutputIndex: o.index, Param: d.param, ParamIndex: d.index, Kind: "may-alias"})
			usedLeaf[donorLeafKey(d.param, d.index)] = true
			i++
			j++
		}
	}
	if len(pairs) == 0 {
		return m
	}
	// Sort the new pairs by output index, as XLA's config prints them.
	sort.SliceStable(pairs, func(a, b int) bool { return indexLess(pairs[a].OutputIndex, pairs[b].OutputIndex) })
	out := *m
	out.InputOutputAlias = append(append([]Alias(nil), m.InputOutputAlias...), pairs...)
	out.BufferDonors = nil
	for _, d := range m.BufferDonors {
		if !usedLeaf[donorLeafKey(d.Param, d.ParamIndex)] {
			out.BufferDonors = append(out.BufferDonors, d)
		}
	}
	return &out
}

// indexLess orders shape indices lexicographically.
func indexLess(a, b ShapeIndex) bool {
	for k := 0; k < len(a) && k < len(b); k++ {
		if a[k] != b[k] {
			return a[k] < b[k]
		}
	}
	return len(a) < len(b)
}

// donorLeafKey keys a parameter position (param, index) or, with param 0,
// an output index.
func donorLeafKey(param int, index ShapeIndex) string {
	b := make([]byte, 0, 8+4*len(index))
	b = strconv.AppendInt(b, int64(param), 10)
	for _, k := range index {
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(k), 10)
	}
	return string(b)
}
