package liveness

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/planner-dev/planner/assign"
	"github.com/planner-dev/planner/hlo"
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
			// MaxLive counts the arena "all": not other memory spaces.
			if b.Start <= s && s < b.End && b.MemorySpace() == 0 {
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
		if b.Size > 0 && b.Start <= at && at < b.End && b.MemorySpace() == 0 {
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
					x.Opcode != "scatter" && x.Opcode != "sort" && len(x.OutputToOperandAliasing) == 0 {
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

// checkNoClobber re-derives, from the IR and the Result alone, that no
// instruction on the timeline (laid out once) reads an operand whose buffer another value overwrote
// since the operand was defined, and that every entry result value's
// buffer lives to the end with nothing written over it. It resolves
// pass-through ops itself (bitcast, get-tuple-element, tuple elements);
// operands that come out of control flow or were copied are skipped.
func checkNoClobber(t testing.TB, m *hlo.Module, r *Result) {
	t.Helper()
	type pos struct {
		in  *hlo.Instruction
		idx string
	}
	bufOf := map[pos]int{}
	copied := map[pos]bool{}
	for _, b := range r.Buffers {
		for _, v := range b.Values {
			p := pos{v.Instruction, indexText(v.Index)}
			if v.Copy {
				copied[p] = true
				continue
			}
			bufOf[p] = b.ID
		}
	}
	for _, c := range r.Copies {
		copied[pos{c.Of.Instruction, indexText(c.Of.Index)}] = true
	}
	// step is each instruction's step; an instruction of a computation
	// laid out at several call sites has several, and is left out.
	step := map[*hlo.Instruction]int64{}
	many := map[*hlo.Instruction]bool{}
	for s, in := range r.Timeline {
		if _, ok := step[in]; ok {
			many[in] = true
		}
		step[in] = int64(s)
	}
	defStep := func(in *hlo.Instruction) int64 {
		if in.Opcode == "parameter" || in.Opcode == "constant" {
			return 0
		}
		return step[in]
	}
	// resolve follows pass-throughs to the instruction defining the value
	// at index, or returns nil when control flow or an unknown shape hides it.
	var resolve func(in *hlo.Instruction, index hlo.ShapeIndex, depth int) (*hlo.Instruction, hlo.ShapeIndex)
	resolve = func(in *hlo.Instruction, index hlo.ShapeIndex, depth int) (*hlo.Instruction, hlo.ShapeIndex) {
		if depth > 1000 {
			return nil, nil
		}
		switch in.Opcode {
		case "bitcast", "add-dependency", "domain", "opt-barrier", "optimization-barrier":
			return resolve(in.Operands[0], index, depth+1)
		case "get-tuple-element":
			return resolve(in.Operands[0], append(hlo.ShapeIndex{in.TupleIndex}, index...), depth+1)
		case "tuple":
			if len(index) > 0 && index[0] < len(in.Operands) {
				return resolve(in.Operands[index[0]], index[1:], depth+1)
			}
		case "while", "conditional", "call", "copy-done", "async-done", "copy-start", "async-start",
			"all-reduce-done", "all-gather-done", "collective-permute-done",
			"all-gather-start", "collective-permute-start", "send", "recv-done":
			return nil, nil
		}
		return in, index
	}
	byID := func(id int) *Buffer { return &r.Buffers[id] }
	// clobbered reports a value of buffer b, other than the one at d, defined
	// at a step in (from, to) or at to by an instruction other than user.
	clobbered := func(b *Buffer, d pos, from, to int64, user *hlo.Instruction) string {
		for _, v := range b.Values {
			if v.Copy || many[v.Instruction] || (v.Instruction == d.in && indexText(v.Index) == d.idx) {
				continue
			}
			tv := defStep(v.Instruction)
			if (tv > from && tv < to) || (tv == to && v.Instruction != user) {
				return v.String()
			}
		}
		return ""
	}
	for s, x := range r.Timeline {
		tx := int64(s)
		if many[x] || step[x] != tx {
			continue
		}
		for _, op := range x.Operands {
			if x.Opcode == "tuple" || x.Opcode == "get-tuple-element" || x.Opcode == "bitcast" {
				continue
			}
			d, idx := resolve(op, nil, 0)
			if d == nil || !op.Shape.IsArray() {
				continue
			}
			p := pos{d, indexText(idx)}
			id, ok := bufOf[p]
			if !ok || copied[p] {
				continue
			}
			b := byID(id)
			td := defStep(d)
			if b.Start > td || b.End <= tx {
				t.Errorf("%s reads %s at step %d, but its buffer b%d lives on [%d,%d)", x.Name, d.Name, tx, id, b.Start, b.End)
			}
			if v := clobbered(b, p, td, tx, x); v != "" {
				t.Errorf("%s reads %s{%s} at step %d, but %s overwrote its buffer b%d before", x.Name, d.Name, p.idx, tx, v, id)
			}
		}
	}
	m.Entry.Root.Shape.ForEachSubshape(func(sub hlo.Shape, index hlo.ShapeIndex) {
		d, idx := resolve(m.Entry.Root, index, 0)
		if d == nil || !sub.IsArray() {
			return
		}
		p := pos{d, indexText(idx)}
		id, ok := bufOf[p]
		if !ok || copied[p] {
			return
		}
		b := byID(id)
		if b.End != r.Steps {
			t.Errorf("result {%s} (%s) is in b%d, which ends at %d before the end %d", indexText(index), d.Name, id, b.End, r.Steps)
		}
		if v := clobbered(b, p, defStep(d), r.Steps+1, nil); v != "" {
			t.Errorf("result {%s} (%s) in b%d is overwritten by %s", indexText(index), d.Name, id, v)
		}
	})
}

// recorder is a testing.TB that keeps the errors reported to it.
type recorder struct {
	testing.TB
	errs []string
}

func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

func (r *recorder) Helper() {}

// TestCheckersCatch corrupts a correct result and expects the checkers to
// notice: a value moved into a buffer whose value is still to be read, and
// a MaxLive that is off.
func TestCheckersCatch(t *testing.T) {
	m := mod(t, comp("main", true,
		in("p", f32(256), "parameter", 0),
		in("e", f32(256), "exponential", "p"),
		in("d", f32(256), "dot", "p", "p"),
		in("n", f32(256), "add", "e", "d"),
	))
	r, err := Analyze(m, nil, dense)
	if err != nil {
		t.Fatal(err)
	}
	clean := &recorder{TB: t}
	checkResult(clean, r)
	checkNoClobber(clean, m, r)
	if len(clean.errs) > 0 {
		t.Fatalf("the checkers reject a correct result: %v", clean.errs)
	}
	// Move d's value into e's buffer: n reads e after d overwrote it.
	var eb, db int
	for _, b := range r.Buffers {
		for _, v := range b.Values {
			switch v.Instruction.Name {
			case "e":
				eb = b.ID
			case "d":
				db = b.ID
			}
		}
	}
	if eb == db {
		t.Fatalf("e and d share b%d in a correct result", eb)
	}
	r.Buffers[eb].Values = append(r.Buffers[eb].Values, r.Buffers[db].Values...)
	r.Buffers[db].Values = nil
	r.MaxLive++
	bad := &recorder{TB: t}
	checkResult(bad, r)
	checkNoClobber(bad, m, r)
	want := []string{"MaxLive", "holds no value", "overwrote"}
	for _, w := range want {
		found := false
		for _, e := range bad.errs {
			found = found || strings.Contains(e, w)
		}
		if !found {
			t.Errorf("no checker error mentions %q; got %q", w, bad.errs)
		}
	}
}
