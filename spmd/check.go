package spmd

// Check is the partitioner's independent checker: it re-derives from the
// per-device module alone, and the shardings, what partitioning must
// have kept, without the tilings the partitioner worked with:
//
//   - the module verifies (hlo.Verify: every shape follows from its
//     operands, every called computation fits);
//   - every entry parameter has the per-device shape its sharding gives
//     the input's parameter (ceil(n/tiles) per cut dimension), and the
//     entry result the per-device shape of the result's sharding;
//   - every collective's shapes agree with its groups: all-gather grows
//     its dimension by the group size, reduce-scatter shrinks it,
//     all-reduce, all-to-all and collective-permute keep the shape; the
//     groups of a collective cover every device once, a permute's sources
//     and targets are distinct.

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// localDims is the per-device shape of global dims under sharding s,
// computed from XLA's form directly.
func localDims(s *hlo.Sharding, dims []int64) []int64 {
	out := append([]int64(nil), dims...)
	if s == nil || s.Kind != hlo.ShardTiled {
		return out
	}
	for _, k := range s.Subgroups {
		if k == "manual" {
			return out
		}
	}
	dd := s.DataDims()
	if len(dd) != len(dims) {
		return out
	}
	for i, t := range dd {
		out[i] = (dims[i] + t - 1) / t
	}
	return out
}

// Check verifies res, the partitioning of m.
func Check(m *hlo.Module, res *Result) error {
	pm := res.Module
	if err := hlo.Verify(pm); err != nil {
		return err
	}
	var errs []string
	if m.Entry != nil && pm.Entry != nil {
		if len(m.Entry.Params) != len(pm.Entry.Params) {
			errs = append(errs, fmt.Sprintf("entry has %d parameters, the input %d", len(pm.Entry.Params), len(m.Entry.Params)))
		} else {
			for i, p := range m.Entry.Params {
				if p == nil || !p.Shape.IsArray() {
					continue
				}
				sh, _ := written(m, p)
				want := localDims(sh, p.Shape.Dims)
				if got := pm.Entry.Params[i].Shape.Dims; !slices.Equal(got, want) {
					errs = append(errs, fmt.Sprintf("parameter %d %s: shape %v, its sharding %s gives %v", i, p.Name, got, sh, want))
				}
			}
		}
		if r := m.Entry.Root; r != nil && r.ID < len(res.Shardings) {
			sh := res.Shardings[r.ID]
			gl, pl := leaves(r.Shape), leaves(pm.Entry.Root.Shape)
			if len(gl) != len(pl) {
				errs = append(errs, fmt.Sprintf("entry result has %d leaves, the input's %d", len(pl), len(gl)))
			} else {
				for i := range gl {
					leaf := sh
					if sh != nil && sh.Kind == hlo.ShardTuple {
						leaf = sh.Leaf(i)
					}
					if want := localDims(leaf, gl[i].Dims); !slices.Equal(pl[i].Dims, want) {
						errs = append(errs, fmt.Sprintf("result leaf %d: shape %v, its sharding %s gives %v", i, pl[i].Dims, leaf, want))
					}
				}
			}
		}
	}
	n := res.Devices
	for _, c := range pm.Computations {
		for _, in := range c.Instructions {
			if !hlo.IsCollective(in.Opcode) || len(in.Operands) == 0 {
				continue
			}
			if msg := checkCollective(in, n); msg != "" {
				errs = append(errs, in.Name+": "+msg)
			}
		}
	}
	if len(errs) > 0 {
		if len(errs) > 5 {
			errs = append(errs[:5], strconv.Itoa(len(errs)-5)+" more")
		}
		return fmt.Errorf("%s", strings.Join(errs, "; "))
	}
	return nil
}

// checkCollective checks one collective's groups and shapes.
func checkCollective(in *hlo.Instruction, n int64) string {
	groups := in.Groups()
	op := in.Operands[0].Shape
	if in.Opcode == "collective-permute" {
		src, dst := map[int64]bool{}, map[int64]bool{}
		for _, p := range groups {
			if len(p) != 2 || src[p[0]] || dst[p[1]] || p[0] >= n || p[1] >= n {
				return "source_target_pairs are not a partial permutation of the devices"
			}
			src[p[0]], dst[p[1]] = true, true
		}
		if !slices.Equal(op.Dims, in.Shape.Dims) {
			return "collective-permute changes the shape"
		}
		return ""
	}
	size := hlo.GroupSize(groups, n)
	if len(groups) > 0 {
		seen := make([]bool, n)
		count := int64(0)
		for _, g := range groups {
			if int64(len(g)) != size {
				return "groups of different sizes"
			}
			for _, d := range g {
				if d < 0 || d >= n || seen[d] {
					return "groups do not cover every device once"
				}
				seen[d] = true
				count++
			}
		}
		if count != n {
			return "groups do not cover every device once"
		}
	}
	switch in.Opcode {
	case "all-gather", "reduce-scatter":
		ds := intsAttr(in, "dimensions")
		if len(ds) != 1 || ds[0] >= len(op.Dims) {
			return "expected one dimension"
		}
		want := append([]int64(nil), op.Dims...)
		if in.Opcode == "all-gather" {
			want[ds[0]] *= size
		} else {
			want[ds[0]] /= size
		}
		if !slices.Equal(in.Shape.Dims, want) {
			return fmt.Sprintf("shape %v, groups of %d give %v", in.Shape.Dims, size, want)
		}
	case "all-reduce", "all-to-all":
		if in.Shape.IsArray() && !slices.Equal(op.Dims, in.Shape.Dims) {
			return "changes the shape"
		}
	}
	return ""
}
