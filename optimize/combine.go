package optimize

// All-reduce combining, after XLA's AllReduceCombiner
// (xla/hlo/transforms/collectives/all_reduce_combiner.cc, with the
// grouping loop of xla/service/collective_combiner_utils.h), run after
// fusion: XLA:CPU's CpuAllReduceCombiner with no byte bound and at most
// 256 operands (cpu_compiler.cc), the GPU pipeline's with 30 MiB.
//
// Independent all-reduces of one kind become one all-reduce of a tuple:
// a data-parallel step's gradient all-reduces are one collective. This
// changes memory: every operand of the combined all-reduce is live until
// it runs, so the gradients of the early layers wait for those of the
// last, where separate all-reduces let each be reduced (and its operand
// freed) as soon as it was computed.
//
// The grouping, as XLA does it: the key of an all-reduce is its reduction
// (the to_apply computation's root opcode), element type, channel and
// global-device-id flags and replica groups; only single-operand array
// all-reduces take part. Rounds walk the computation in order; the first
// keyed all-reduce of a round picks the round's key; others of that key
// join the group until one is reachable from a member (it depends on a
// member's result: combining them would make a cycle), a bound is met,
// or the computation ends; the group, when it has two or more members,
// becomes one all-reduce whose tuple elements replace the members. An
// all-reduce that stopped a round starts a later one.
//
// The walk is the computation's text order, a topological order, where
// XLA walks its post order; on the reference programs the groups agree.

import (
	"container/heap"

	"github.com/planner-dev/planner/hlo"
)

// combineCount bounds the operands of one combined all-reduce (XLA's
// combine_threshold_count, 256 on every backend).
const combineCount = 256

// combineBytes is the byte bound of a combined all-reduce: none on
// XLA:CPU, xla_gpu_all_reduce_combine_threshold_bytes's default on GPU.
func (s *state) combineBytes() int64 {
	if s.opt.Rules == CPU {
		return 1<<63 - 1
	}
	return 30 << 20
}

// combineAllReduces combines the independent all-reduces of every
// sequential computation and returns the number of all-reduces combined.
func combineAllReduces(s *state) int {
	n := 0
	for _, c := range sequential(s.m) {
		n += s.combineIn(c)
	}
	return n
}

// allReduceKey is the combining key of in, "" when in does not take part.
func (s *state) allReduceKey(in *hlo.Instruction) string {
	if in.Opcode != "all-reduce" || len(in.Operands) != 1 || !in.Shape.IsArray() || s.hasControl(in) {
		return ""
	}
	var red *hlo.Computation
	for _, cc := range in.Called {
		if cc.Role == "to_apply" {
			red = cc.Computation
		}
	}
	if red == nil || red.Root == nil || len(red.Params) != 2 || len(red.Instructions) != 3 {
		return ""
	}
	switch red.Root.Opcode {
	case "add", "multiply", "minimum", "maximum", "and", "or":
	default:
		return ""
	}
	global, _ := attr(in, "use_global_device_ids")
	channel := "0"
	if in.Channel() != 0 {
		channel = "1"
	}
	return red.Root.Opcode + "|" + string(in.Shape.Element) + "|" + channel + "|" + global + "|" + hlo.FormatGroups(in.Groups())
}

// combineIn combines the all-reduces of c and returns how many it
// combined.
func (s *state) combineIn(c *hlo.Computation) int {
	keys := map[*hlo.Instruction]string{}
	for _, in := range c.Instructions {
		if k := s.allReduceKey(in); k != "" {
			keys[in] = k
		}
	}
	if len(keys) < 2 {
		return 0
	}
	limit := s.combineBytes()
	combined := 0
	changed := false
	for len(keys) > 0 {
		// reach marks every instruction reachable from a member of the
		// group: a keyed all-reduce marked depends on a member.
		reach := map[*hlo.Instruction]bool{}
		var group []*hlo.Instruction
		var bytes int64
		key := ""
		for _, in := range c.Instructions {
			k, ok := keys[in]
			if !ok {
				continue
			}
			if key == "" {
				key = k
			}
			if k != key {
				continue
			}
			b := elements(in.Shape) * int64(elementBits(in.Shape.Element)) / 8
			if b > limit {
				delete(keys, in)
				continue
			}
			if bytes+b > limit || reach[in] {
				break
			}
			group = append(group, in)
			bytes += b
			delete(keys, in)
			s.markReachable(in, reach)
			if len(group) >= combineCount {
				break
			}
		}
		if len(group) > 1 {
			s.combine(c, group)
			combined += len(group)
			changed = true
		}
	}
	if changed {
		s.compact()
		topoSort(c)
		s.compact()
	}
	return combined
}

// markReachable marks in's transitive users in reach.
func (s *state) markReachable(in *hlo.Instruction, reach map[*hlo.Instruction]bool) {
	work := []*hlo.Instruction{in}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if x.ID >= len(s.users) {
			continue
		}
		for _, u := range s.users[x.ID] {
			if !reach[u] {
				reach[u] = true
				work = append(work, u)
			}
		}
	}
}

// combine replaces the all-reduces of group with the elements of one
// all-reduce of their operands, placed where the last of them was.
func (s *state) combine(c *hlo.Computation, group []*hlo.Instruction) {
	first, last := group[0], group[len(group)-1]
	ar := s.newInstruction(c, "all-reduce")
	ar.Opcode = "all-reduce"
	ar.Shape = hlo.Shape{Element: hlo.TupleElement}
	for _, in := range group {
		ar.Operands = append(ar.Operands, in.Operands[0])
		ar.Shape.Tuple = append(ar.Shape.Tuple, in.Shape)
	}
	ar.Called = append([]hlo.CalledComputation(nil), first.Called...)
	if c := first.Collective; c != nil {
		// The groups and the channel, not the groups' position (as when
		// they were fields of the instruction).
		ar.Collective = &hlo.Collective{ReplicaGroups: c.ReplicaGroups, ChannelID: c.ChannelID}
	}
	ar.Metadata = first.Metadata
	ar.Pos, ar.OpcodePos, ar.ShapePos = first.Pos, first.OpcodePos, first.ShapePos
	for _, a := range first.Attrs {
		if a.Name != "sharding" {
			ar.Attrs = append(ar.Attrs, a)
		}
	}
	for _, op := range ar.Operands {
		s.addUser(op, ar)
	}
	s.placeBefore(ar, last)
	for i, in := range group {
		g := s.newInstruction(c, in.Name)
		g.Opcode, g.Shape, g.Operands, g.TupleIndex = "get-tuple-element", in.Shape, []*hlo.Instruction{ar}, i
		g.Metadata, g.Pos, g.OpcodePos, g.ShapePos = in.Metadata, in.Pos, in.OpcodePos, in.ShapePos
		s.addUser(ar, g)
		s.placeBefore(g, last)
		s.replaceUses(in, g)
		s.remove(in)
	}
}

// topoSort reorders c's instructions so that each comes after its
// operands and control predecessors, keeping the text order wherever it
// already does (Kahn's algorithm, the earliest ready instruction first).
func topoSort(c *hlo.Computation) {
	pos := make(map[*hlo.Instruction]int, len(c.Instructions))
	for i, in := range c.Instructions {
		pos[in] = i
	}
	deps := make([]int, len(c.Instructions))
	users := make([][]int, len(c.Instructions))
	for i, in := range c.Instructions {
		seen := map[*hlo.Instruction]bool{}
		for _, op := range append(append([]*hlo.Instruction(nil), in.Operands...), in.ControlPredecessors...) {
			j, ok := pos[op]
			if !ok || seen[op] {
				continue
			}
			seen[op] = true
			deps[i]++
			users[j] = append(users[j], i)
		}
	}
	ready := &intHeap{}
	for i := range c.Instructions {
		if deps[i] == 0 {
			heap.Push(ready, i)
		}
	}
	out := make([]*hlo.Instruction, 0, len(c.Instructions))
	for ready.Len() > 0 {
		i := heap.Pop(ready).(int)
		out = append(out, c.Instructions[i])
		for _, u := range users[i] {
			deps[u]--
			if deps[u] == 0 {
				heap.Push(ready, u)
			}
		}
	}
	if len(out) == len(c.Instructions) {
		c.Instructions = out
	}
}

// intHeap is a min-heap of ints.
type intHeap []int

func (h intHeap) Len() int           { return len(h) }
func (h intHeap) Less(i, j int) bool { return h[i] < h[j] }
func (h intHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *intHeap) Push(x any)        { *h = append(*h, x.(int)) }
func (h *intHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}
