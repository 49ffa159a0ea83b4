package liveness

import (
	"cmp"
	"slices"
	"testing"

	"github.com/planner-dev/planner/assign"
)

// checkResult re-derives what a Result promises from the Result alone: dense
// IDs, intervals inside the timeline, MaxLive and the peak by brute force,
// the problem's mapping, and that an instruction only writes over an
// operand's buffer when it may (elementwise, loop fusion or in place).
func checkResult(t testing.TB, r *Result) {
	t.Helper()
	for i, b := range r.Buffers {
		if b.ID != i {
			t.Fatalf("buffer %d has ID %d", i, b.ID)
		}
		if b.Start < 0 || b.End > r.Steps || (r.Steps > 0 && b.Start >= b.End) {
			t.Errorf("b%d: interval [%d,%d) outside a timeline of %d steps", b.ID, b.Start, b.End, r.Steps)
		}
		if len(b.Values) == 0 {
			t.Errorf("b%d holds no value", b.ID)
		}
		if b.Size < 0 || b.Align < 1 {
			t.Errorf("b%d: size %d align %d", b.ID, b.Size, b.Align)
		}
	}
	if int64(len(r.Timeline)) != r.Steps {
		t.Errorf("timeline has %d steps, Steps = %d", len(r.Timeline), r.Steps)
	}
	var best, at int64
	for s := int64(0); s < r.Steps; s++ {
		var load int64
		for _, b := range r.Buffers {
			if b.Start <= s && s < b.End {
				load += b.Size
			}
		}
		if load > best {
			best, at = load, s
		}
	}
	if best != r.MaxLive || (best > 0 && at != r.PeakTime) {
		t.Errorf("MaxLive %d at %d, brute force gives %d at %d", r.MaxLive, r.PeakTime, best, at)
	}
	var peak []int
	for _, b := range r.Buffers {
		if b.Size > 0 && b.Start <= at && at < b.End {
			peak = append(peak, b.ID)
		}
	}
	slices.SortFunc(peak, func(x, y int) int {
		if c := cmp.Compare(r.Buffers[y].Size, r.Buffers[x].Size); c != 0 {
			return c
		}
		return cmp.Compare(x, y)
	})
	if best > 0 && !slices.Equal(peak, r.PeakBuffers) {
		t.Errorf("PeakBuffers %v, want %v", r.PeakBuffers, peak)
	}
	for _, arena := range []Arena{All, TempOnly} {
		p := r.Problem(arena)
		if l, _ := r.MaxLiveIn(arena); l != assign.LowerBound(p) {
			t.Errorf("%s: MaxLiveIn %d, assign.LowerBound %d", arena, l, assign.LowerBound(p))
		}
		ids := r.ProblemBuffers(arena)
		if len(ids) != len(p.Buffers) {
			t.Fatalf("%s: %d problem buffers, %d ids", arena, len(p.Buffers), len(ids))
		}
		for i, id := range ids {
			b := r.Buffers[id]
			pb := p.Buffers[i]
			if pb.Start != b.Start || pb.End != b.End || pb.Size != b.Size || (arena == TempOnly && b.Kind != Temp) {
				t.Errorf("%s: problem buffer %d = %+v does not match b%d", arena, i, pb, id)
			}
		}
	}
	// Values whose own buffer is their operand's.
	type key struct {
		name string
		id   int
	}
	bufOf := map[*Value]int{}
	owner := map[key]int{}
	for _, b := range r.Buffers {
		for i := range b.Values {
			v := &b.Values[i]
			bufOf[v] = b.ID
			if !v.Copy && len(v.Index) == 0 && v.Instruction != nil {
				owner[key{v.Instruction.Name + "/" + v.Instruction.Parent.Name, v.Instruction.ID}] = b.ID
			}
		}
	}
	for _, b := range r.Buffers {
		for _, v := range b.Values {
			x := v.Instruction
			if v.Copy || len(v.Index) != 0 || x == nil {
				continue
			}
			for _, op := range x.Operands {
				ob, ok := owner[key{op.Name + "/" + op.Parent.Name, op.ID}]
				if !ok || ob != b.ID {
					continue
				}
				if !Elementwise(x.Opcode) && x.Opcode != "fusion" && x.Opcode != "dynamic-update-slice" &&
					x.Opcode != "scatter" && len(x.OutputToOperandAliasing) == 0 {
					t.Errorf("b%d: %s (%s) writes over its operand %s", b.ID, x.Name, x.Opcode, op.Name)
				}
			}
		}
	}
}

// checkGroups checks the invariant the sharing rests on, from the values
// themselves: within a buffer, no two values' occupancies overlap, except
// for a while's phis, which are united by construction.
func checkGroups(t testing.TB, a *analysis, s *sharing) {
	t.Helper()
	members := map[int][]int{}
	for id := range a.vals {
		if a.vals[id].aliasOf != 0 {
			continue
		}
		r := s.find(id)
		members[r] = append(members[r], id)
	}
	for r := range s.groups {
		ms := members[r]
		slices.SortFunc(ms, func(x, y int) int { return cmp.Compare(a.vals[x].def, a.vals[y].def) })
		for i := 1; i < len(ms); i++ {
			// p is the earlier value that lives longest.
			p := &a.vals[ms[0]]
			for _, x := range ms[:i] {
				if a.vals[x].last > p.last {
					p = &a.vals[x]
				}
			}
			q := &a.vals[ms[i]]
			if q.def <= p.last && !(p.phi && q.phi) {
				t.Errorf("buffer of %s{%v} [%d,%d] overlaps %s{%v} [%d,%d]", p.inst.Name, p.index, p.def, p.last, q.inst.Name, q.index, q.def, q.last)
			}
		}
	}
}
