package optimize

import (
	"math/rand/v2"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// TestDepOrderAllBefore checks copy insertion's ranked search against the
// plain answer (all the writer's ancestors collected, through operands and
// control predecessors) on random graphs, the instructions listed in a
// shuffled order, with copies ranked in as copyAliasedParams makes them.
func TestDepOrderAllBefore(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for iter := range 300 {
		n := 2 + r.IntN(40)
		ins := make([]*hlo.Instruction, n)
		for i := range ins {
			ins[i] = &hlo.Instruction{ID: i}
			for range r.IntN(3) {
				if i > 0 {
					ins[i].Operands = append(ins[i].Operands, ins[r.IntN(i)])
				}
			}
			if i > 0 && r.IntN(6) == 0 {
				ins[i].ControlPredecessors = append(ins[i].ControlPredecessors, ins[r.IntN(i)])
			}
		}
		e := &hlo.Computation{Instructions: append([]*hlo.Instruction(nil), ins...)}
		r.Shuffle(n, func(i, j int) { e.Instructions[i], e.Instructions[j] = e.Instructions[j], e.Instructions[i] })
		s := &state{users: make([][]*hlo.Instruction, n)}
		o := newDepOrder(s, e)
		// A copy of a source instruction p, read by all of p's readers.
		p := ins[0]
		c := &hlo.Instruction{ID: n, Operands: []*hlo.Instruction{p}}
		for _, in := range ins {
			for k, op := range in.Operands {
				if op == p {
					in.Operands[k] = c
				}
			}
		}
		o.rankAfter(c, p)
		ins = append(ins, c)
		for q := range 20 {
			w := ins[r.IntN(len(ins))]
			var users []*hlo.Instruction
			for range 1 + r.IntN(4) {
				users = append(users, ins[r.IntN(len(ins))])
			}
			anc := map[*hlo.Instruction]bool{}
			work := []*hlo.Instruction{w}
			for len(work) > 0 {
				in := work[len(work)-1]
				work = work[:len(work)-1]
				for _, xs := range [][]*hlo.Instruction{in.Operands, in.ControlPredecessors} {
					for _, op := range xs {
						if !anc[op] {
							anc[op] = true
							work = append(work, op)
						}
					}
				}
			}
			want := true
			for _, u := range users {
				if u != w && !anc[u] {
					want = false
				}
			}
			if got := o.allBefore(users, w); got != want {
				t.Fatalf("iteration %d, query %d: allBefore = %v, want %v", iter, q, got, want)
			}
		}
	}
}
