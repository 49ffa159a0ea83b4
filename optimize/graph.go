package optimize

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// state is the module under rewrite, shared by every pass of one Run.
// Instructions are indexed by their ID, dense from 0; a pass that creates
// instructions gives them the next IDs and compact renumbers them all.
type state struct {
	// m is the module being rewritten in place.
	m *hlo.Module
	// opt are the options of the run, target rules resolved.
	opt Options
	// users[id] lists the instructions that read instruction id as an
	// operand, once per operand slot (an instruction reading x twice is
	// listed twice), in every computation, fused ones included; rebuilt
	// by compact, kept up to date by the passes in between (checkUsers),
	// except that a reader killed stays listed until the next compact.
	users [][]*hlo.Instruction
	// dead[id] is true for an instruction removed from its computation;
	// compact drops it.
	dead []bool
	// slot[id] is the index of instruction id in its computation's
	// Instructions after the last compact; -1 for one created since.
	slot []int
	// before[id] lists new instructions to place just before instruction
	// id of the same computation at the next compact.
	before [][]*hlo.Instruction
	// names holds every instruction name in the module, to keep new names
	// unique; compNames the same for computation names (names.go).
	names, compNames *nameSet
	// paramBase[k] is "param_k"; paramTaken[k] records that param_k is
	// taken, so that paramName goes straight to param_k.N.
	paramBase  []string
	paramTaken []bool
	// marks and gen back visitMarks.
	marks []uint32
	gen   uint32
	// work is dce's worklist, kept between calls.
	work []*hlo.Instruction
	// controlSucc[id] is true when instruction id is a control
	// predecessor of another instruction.
	controlSucc []bool
	// wide holds the slot index of each wide reader replaceUses rewired
	// since the last compact (rewireWide); compact drops them all.
	wide map[*hlo.Instruction]slotIndex
	// pending lists, per computation, the fused computations made since
	// the last compact, to place just before it.
	pending map[*hlo.Computation][]*hlo.Computation
	// report counts what each pass did.
	report *Report
	// alloc makes the instructions the passes add, a block at a time
	// (fusion makes a clone and a parameter or two per producer fused).
	alloc hlo.Instructions
}

// marks is a set of instruction IDs, emptied in O(1) by visitMarks.
type marks struct {
	s   *state
	gen uint32
}

// visitMarks returns an empty set of instruction IDs, valid until the
// next call. It replaces a map per visit where visits are many and small
// (finishFused, once per fusion).
func (s *state) visitMarks() marks {
	s.gen++
	if s.gen == 0 { // wrapped: clear the stale marks
		clear(s.marks)
		s.gen = 1
	}
	return marks{s: s, gen: s.gen}
}

// test marks id and reports whether it was marked before.
func (m marks) test(id int) bool {
	s := m.s
	if id >= len(s.marks) {
		s.marks = append(s.marks, make([]uint32, id+1-len(s.marks)+len(s.marks)/2)...)
	}
	if s.marks[id] == m.gen {
		return true
	}
	s.marks[id] = m.gen
	return false
}

// has reports whether id is marked.
func (m marks) has(id int) bool {
	return id < len(m.s.marks) && m.s.marks[id] == m.gen
}

// newState prepares m for rewriting.
func newState(m *hlo.Module, opt Options, rep *Report) *state {
	n := 0
	for _, c := range m.Computations {
		n += len(c.Instructions)
	}
	// The passes add names (fused clones, fused parameters) on the order
	// of the module's own: room for twice as many spares the map its
	// rehashes (a tenth of gemma2's optimize).
	s := &state{m: m, opt: opt, names: newNameSet(3 * n), compNames: newNameSet(len(m.Computations)), report: rep}
	for _, c := range m.Computations {
		s.compNames.add(c.Name)
		for _, in := range c.Instructions {
			s.names.add(in.Name)
		}
	}
	s.compact()
	return s
}

// grow makes the per-ID slices long enough for id.
func (s *state) grow(id int) {
	if id < len(s.users) {
		return
	}
	s.users = extend(s.users, id, nil)
	s.dead = extend(s.dead, id, false)
	s.slot = extend(s.slot, id, -1)
	s.before = extend(s.before, id, nil)
	s.controlSucc = extend(s.controlSucc, id, false)
}

// extend returns xs long enough for index id, new elements set to v. It
// doubles the capacity when it must grow it: append grows a large slice
// by a quarter, and fusion adds an ID per fused parameter and clone, a
// copy of the five per-ID slices every few thousand (29 MB of the
// 11,000-layer step's optimize).
func extend[T any](xs []T, id int, v T) []T {
	if id >= cap(xs) {
		xs = slices.Grow(xs, max(id+1, 2*len(xs))-len(xs))
	}
	for len(xs) <= id {
		xs = append(xs, v)
	}
	return xs
}

// newInstruction returns a fresh instruction of computation c with a new
// ID and a unique name derived from base.
func (s *state) newInstruction(c *hlo.Computation, base string) *hlo.Instruction {
	id := len(s.users)
	s.grow(id)
	in := s.alloc.New()
	*in = hlo.Instruction{Name: s.uniqueName(base), Parent: c, ID: id, ParameterNumber: -1, TupleIndex: -1}
	return in
}

// uniqueName returns base if no instruction has it yet, else base.N for
// the smallest free N (a trailing .N of base is replaced), and reserves it.
func (s *state) uniqueName(base string) string {
	return s.names.unique(base)
}

// uniqueComputationName is uniqueName for computations.
func (s *state) uniqueComputationName(base string) string {
	return s.compNames.unique(base)
}

// paramName is uniqueName("param_k"). Fusion names a parameter of every
// fused computation so, and param_k is taken after the first: it skips
// the lookup of param_k once that failed (names are never released) and
// the string's construction, half of the name map's lookups on a
// training step.
func (s *state) paramName(k int) string {
	for len(s.paramBase) <= k {
		s.paramBase = append(s.paramBase, "param_"+strconv.Itoa(len(s.paramBase)))
		s.paramTaken = append(s.paramTaken, false)
	}
	base := s.paramBase[k]
	if s.paramTaken[k] {
		return s.names.next(base)
	}
	s.paramTaken[k] = true // by the call below, if not before
	return s.uniqueName(base)
}

// compact drops dead instructions, places new ones, renumbers IDs densely
// in text order over all computations and recomputes users, Params, Root
// and slots. Computations no instruction calls any more (other than the
// entry) are dropped.
func (s *state) compact() {
	m := s.m
	s.flushComputations()
	// Place new instructions and drop dead ones. The list is filtered in
	// place until an instruction with new ones to place before it comes
	// up (the fused computations, most of a module's, seldom have any):
	// then what is kept so far moves to a new list, and the rest of the
	// old one, not yet overwritten (the kept never outnumber the read),
	// follows. A new list per computation per compact was a fifth of
	// compact's allocations, and a scan for the new ones first a tenth of
	// its time.
	for _, c := range m.Computations {
		out := c.Instructions[:0]
		inPlace := true
		for _, in := range c.Instructions {
			if in.ID < len(s.before) && len(s.before[in.ID]) > 0 {
				if inPlace {
					inPlace = false
					grown := make([]*hlo.Instruction, len(out), len(c.Instructions)+len(s.before[in.ID]))
					copy(grown, out)
					out = grown
				}
				out = append(out, s.before[in.ID]...)
			}
			if in.ID < len(s.dead) && s.dead[in.ID] {
				continue
			}
			out = append(out, in)
		}
		if inPlace {
			clear(c.Instructions[len(out):]) // the dropped, for the collector
		}
		c.Instructions = out
	}
	s.dropUncalled()
	s.wide = nil
	id := 0
	var params []*hlo.Instruction
	for _, c := range m.Computations {
		// Parameters are gathered as the instructions are numbered, then
		// placed by number: one walk over the instructions, not two.
		params = params[:0]
		np := 0
		for _, in := range c.Instructions {
			in.ID = id
			in.Parent = c
			id++
			in.IsRoot = in == c.Root
			if in.Opcode == "parameter" && in.ParameterNumber >= 0 {
				params = append(params, in)
				np = max(np, in.ParameterNumber+1)
			}
		}
		byNumber := make([]*hlo.Instruction, np)
		for _, p := range params {
			byNumber[p.ParameterNumber] = p
		}
		c.Params = byNumber
	}
	// The per-ID slices are cleared in place where they have room: a
	// pass's new instructions grew them by doubling, and making them anew
	// at the exact length made the next pass double them again (a seventh
	// of optimize's allocated bytes on a training step).
	s.users = reuse(s.users, id)
	s.dead = reuse(s.dead, id)
	s.slot = reuse(s.slot, id)
	s.before = reuse(s.before, id)
	s.controlSucc = reuse(s.controlSucc, id)
	// The reader lists are cut from one array, each with room for exactly
	// its readers (a pass that adds one more reallocates that list alone):
	// growing each by appends was most of the compact's allocations.
	count := make([]int, id)
	total := 0
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			for _, op := range in.Operands {
				count[op.ID]++
			}
			total += len(in.Operands)
		}
	}
	all := make([]*hlo.Instruction, total)
	off := 0
	for i, n := range count {
		if n > 0 {
			s.users[i] = all[off : off : off+n]
			off += n
		}
	}
	for _, c := range m.Computations {
		for k, in := range c.Instructions {
			s.slot[in.ID] = k
			for _, p := range in.ControlPredecessors {
				s.controlSucc[p.ID] = true
			}
			for _, op := range in.Operands {
				s.users[op.ID] = append(s.users[op.ID], in)
			}
		}
	}
}

// reuse returns xs cut to n zero elements where its capacity allows, else
// a new slice of n.
func reuse[T any](xs []T, n int) []T {
	if cap(xs) < n {
		return make([]T, n)
	}
	xs = xs[:n]
	clear(xs)
	return xs
}

// checkUsers panics when the users of the instructions of fused
// computations differ from what compact would rebuild from the operands
// of the instructions not removed: the test of the fusion passes'
// incremental upkeep (checkIncremental), which finds a parameter's
// readers there. (In the sequential computations a pass may leave a
// reader it removed or rewired in the list until the compact that
// follows; nothing reads them there.)
func (s *state) checkUsers(pass string) {
	want := map[*hlo.Instruction]map[*hlo.Instruction]int{}
	var live []*hlo.Instruction
	fused := fusedComputations(s.m)
	for _, c := range s.m.Computations {
		if !fused[c] {
			continue
		}
		for _, in := range c.Instructions {
			if in.ID < len(s.dead) && s.dead[in.ID] {
				continue
			}
			live = append(live, in)
			for _, op := range in.Operands {
				if want[op] == nil {
					want[op] = map[*hlo.Instruction]int{}
				}
				want[op][in]++
			}
		}
	}
	for _, in := range live {
		got := map[*hlo.Instruction]int{}
		for _, u := range s.users[in.ID] {
			got[u]++
		}
		if len(got) != len(want[in]) {
			panic(fmt.Sprintf("optimize: after pass %s, %s has %d readers recorded, %d in the module", pass, in.Name, len(got), len(want[in])))
		}
		for u, n := range want[in] {
			if got[u] != n {
				panic(fmt.Sprintf("optimize: after pass %s, %s reads %s %d times, recorded %d", pass, u.Name, in.Name, n, got[u]))
			}
		}
	}
}

// dropUncalled removes the computations that neither are the entry nor are
// called by an instruction of a computation kept, transitively.
func (s *state) dropUncalled() {
	m := s.m
	// Sized for every computation kept, as most are: growing the map from
	// empty was half of this walk on a training step (77,000 fused
	// computations).
	keep := make(map[*hlo.Computation]bool, len(m.Computations))
	keep[m.Entry] = true
	work := []*hlo.Computation{m.Entry}
	for len(work) > 0 {
		c := work[len(work)-1]
		work = work[:len(work)-1]
		for _, in := range c.Instructions {
			for _, cc := range in.Called {
				if cc.Computation != nil && !keep[cc.Computation] {
					keep[cc.Computation] = true
					work = append(work, cc.Computation)
				}
			}
		}
	}
	out := m.Computations[:0]
	for _, c := range m.Computations {
		if keep[c] {
			out = append(out, c)
		}
	}
	m.Computations = out
}

// replaceUses makes every reader of old read new instead, and new the
// root where old was; old is left without users. new must have old's
// shape (the caller checks).
func (s *state) replaceUses(old, new *hlo.Instruction) {
	s.grow(max(old.ID, new.ID))
	us := s.users[old.ID]
	for i, u := range us {
		if len(u.Operands) < wideReader {
			for k, op := range u.Operands {
				if op == old {
					u.Operands[k] = new
				}
			}
		} else if slices.Index(us[:i], u) < 0 { // a wide reader, at its first listing
			s.rewireWide(u, old, new, us[i:])
		}
		s.users[new.ID] = append(s.users[new.ID], u)
	}
	s.users[old.ID] = nil
	if c := old.Parent; c != nil && c.Root == old {
		c.Root = new
		old.IsRoot, new.IsRoot = false, true
	}
}

// wideReader is the fewest operands for which replaceUses finds a
// reader's slots through slotIndex instead of a scan. The root tuple of a
// training step reads every updated weight: fusion wraps each of its
// 11,000 operands in turn, and a scan of the tuple per wrap made the
// rewiring quadratic (0.09 s of the 11,000-layer step's optimize).
const wideReader = 64

// slotIndex maps each operand of a wide reader to the slots that read it.
type slotIndex map[*hlo.Instruction][]int32

// rewireWide makes wide reader u read new where it read old. rest is the
// tail of old's readers from u's first listing on: u is listed once per
// slot that reads old (a reader killed and still listed makes too many,
// never too few: the passes record every slot they write, which
// TestIncremental checks here). The reader's index (s.wide) is trusted
// only where it finds exactly that many slots, each still reading old; a
// pass that changed u's operands behind it makes it built anew.
func (s *state) rewireWide(u, old, new *hlo.Instruction, rest []*hlo.Instruction) {
	want := 0
	for _, x := range rest {
		if x == u {
			want++
		}
	}
	idx := s.wide[u]
	slots := idx[old]
	ok := idx != nil && len(slots) == want
	for _, j := range slots {
		ok = ok && int(j) < len(u.Operands) && u.Operands[j] == old
	}
	if !ok {
		if s.wide == nil {
			s.wide = map[*hlo.Instruction]slotIndex{}
		}
		idx = make(slotIndex, len(u.Operands))
		for j, op := range u.Operands {
			idx[op] = append(idx[op], int32(j))
		}
		s.wide[u] = idx
		slots = idx[old]
	}
	for _, j := range slots {
		u.Operands[j] = new
	}
	idx[new] = append(idx[new], slots...)
	delete(idx, old)
	if checkIncremental && slices.Contains(u.Operands, old) {
		panic(fmt.Sprintf("optimize: %s still reads %s after its slot index rewired it: a pass wrote its operands without recording the reader", u.Name, old.Name))
	}
}

// remove marks in dead and drops it from its operands' users.
func (s *state) remove(in *hlo.Instruction) {
	s.grow(in.ID)
	s.dead[in.ID] = true
	for _, op := range in.Operands {
		s.dropUser(op, in)
	}
}

// kill marks in dead and leaves it among its operands' users until the
// compact that follows the pass rebuilds them. It is remove for the
// passes that read no operand's users after removing one of its readers
// (CSE, DCE, inlining): dropping a reader from a list of thousands, in
// order, made them quadratic in an instruction's fan-out (an entry
// parameter read by every call of a wide call graph).
func (s *state) kill(in *hlo.Instruction) {
	s.grow(in.ID)
	s.dead[in.ID] = true
}

// dropUser removes one entry of u from the users of op.
func (s *state) dropUser(op, u *hlo.Instruction) {
	us := s.users[op.ID]
	for k := len(us) - 1; k >= 0; k-- {
		if us[k] == u {
			copy(us[k:], us[k+1:])
			us[len(us)-1] = nil
			s.users[op.ID] = us[:len(us)-1]
			return
		}
	}
}

// addUser records u as a reader of op.
func (s *state) addUser(op, u *hlo.Instruction) {
	s.grow(op.ID)
	s.users[op.ID] = append(s.users[op.ID], u)
}

// placeBefore puts the new instruction in of the same computation just
// before at at the next compact.
func (s *state) placeBefore(in, at *hlo.Instruction) {
	s.grow(at.ID)
	s.before[at.ID] = append(s.before[at.ID], in)
}

// substitute replaces instruction old by the new instruction new (already
// built, not yet placed): new takes old's place in the text, its readers
// and its root flag, and old is removed.
func (s *state) substitute(old, new *hlo.Instruction) {
	for _, op := range new.Operands {
		s.addUser(op, new)
	}
	s.placeBefore(new, old)
	s.replaceUses(old, new)
	s.remove(old)
}

// hasControl reports whether in takes part in a control dependency, as
// predecessor or successor: the passes leave such instructions alone.
func (s *state) hasControl(in *hlo.Instruction) bool {
	return len(in.ControlPredecessors) > 0 || in.ID < len(s.controlSucc) && s.controlSucc[in.ID]
}

// attr returns the raw value of in's attribute name.
func attr(in *hlo.Instruction, name string) (string, bool) {
	for _, a := range in.Attrs {
		if a.Name == name {
			return a.Value, true
		}
	}
	return "", false
}

// setAttr sets in's attribute name to value, adding it when absent.
func setAttr(in *hlo.Instruction, name, value string) {
	for k, a := range in.Attrs {
		if a.Name == name {
			in.Attrs[k].Value = value
			return
		}
	}
	in.Attrs = append(in.Attrs, hlo.Attr{Name: name, Value: value})
}

// intList parses "{1,0}" (or "1,0") into numbers; ok is false on anything
// else.
func intList(v string) ([]int64, bool) {
	v = strings.TrimSpace(v)
	v = strings.TrimPrefix(v, "{")
	v = strings.TrimSuffix(v, "}")
	v = strings.TrimSpace(v)
	if v == "" {
		return []int64{}, true
	}
	var out []int64
	for _, f := range strings.Split(v, ",") {
		n, err := strconv.ParseInt(strings.TrimSpace(f), 10, 64)
		if err != nil {
			return nil, false
		}
		out = append(out, n)
	}
	return out, true
}

// intsAttr returns in's attribute name as a list of numbers.
func intsAttr(in *hlo.Instruction, name string) ([]int64, bool) {
	v, ok := attr(in, name)
	if !ok {
		return nil, false
	}
	return intList(v)
}

// listText writes numbers as "{1,0}".
func listText(xs []int64) string {
	var b strings.Builder
	b.WriteByte('{')
	for i, x := range xs {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.FormatInt(x, 10))
	}
	b.WriteByte('}')
	return b.String()
}

// sameShape reports whether a and b are the same shape, layouts included.
func sameShape(a, b hlo.Shape) bool { return a.String() == b.String() }

// minorToMajor returns the layout of an array shape, the default
// descending order when the text gives none.
func minorToMajor(s hlo.Shape) []int {
	if s.Layout != nil && len(s.Layout.MinorToMajor) == len(s.Dims) {
		return s.Layout.MinorToMajor
	}
	out := make([]int, len(s.Dims))
	for i := range out {
		out[i] = len(s.Dims) - 1 - i
	}
	return out
}

// plainLayout reports whether s's layout carries nothing but a dimension
// order (no tiles, element size or memory space).
func plainLayout(s hlo.Shape) bool {
	l := s.Layout
	return l == nil || len(l.Tiles) == 0 && l.ElementSizeBits == 0 && l.MemorySpace == 0 && len(l.Extra) == 0
}

// isScalar reports whether s is an array of one element (rank 0, or every
// dimension 1: XLA's IsEffectiveScalar).
func isScalar(s hlo.Shape) bool {
	if !s.IsArray() {
		return false
	}
	for _, d := range s.Dims {
		if d != 1 {
			return false
		}
	}
	return true
}

// trueRank counts the dimensions of s larger than 1.
func trueRank(s hlo.Shape) int {
	n := 0
	for _, d := range s.Dims {
		if d != 1 {
			n++
		}
	}
	return n
}

// elementBits is the width of an element type in bits (0 when unknown).
func elementBits(t hlo.ElementType) int {
	switch t {
	case "pred", "s8", "u8", "f8e4m3fn", "f8e5m2", "f8e4m3", "f8e4m3b11fnuz", "f8e4m3fnuz", "f8e5m2fnuz", "f8e3m4", "f8e8m0fnu":
		return 8
	case "s16", "u16", "f16", "bf16":
		return 16
	case "s32", "u32", "f32":
		return 32
	case "s64", "u64", "f64", "c64":
		return 64
	case "c128":
		return 128
	case "s4", "u4", "f4e2m1fn":
		return 4
	case "s2", "u2":
		return 2
	case "s1", "u1":
		return 1
	}
	return 0
}

// elements counts the array elements of s and its tuple elements.
func elements(s hlo.Shape) int64 {
	var n int64
	s.ForEachSubshape(func(sub hlo.Shape, _ hlo.ShapeIndex) {
		if sub.IsArray() {
			n += sub.ElementCount()
		}
	})
	return n
}
