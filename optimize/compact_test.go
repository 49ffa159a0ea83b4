package optimize

import (
	"fmt"
	"path/filepath"
	"slices"
	"testing"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/internal/mlpstep"
)

// checkCompacted re-derives from the module alone what compact leaves in
// the state (dense IDs in text order, parents, roots, parameters by
// number, slots, readers in text order, control successors, no computation
// uncalled but the entry) and reports the first difference. It walks the
// module the simple way, a walk per fact, as compact did before it noted
// the calls and operands in two walks.
func checkCompacted(s *state) error {
	m := s.m
	called := map[*hlo.Computation]bool{m.Entry: true}
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			for _, cc := range in.Called {
				called[cc.Computation] = true
			}
		}
	}
	id := 0
	users := map[*hlo.Instruction][]*hlo.Instruction{}
	ctrl := map[*hlo.Instruction]bool{}
	for _, c := range m.Computations {
		if !called[c] {
			return fmt.Errorf("computation %s is called by none and kept", c.Name)
		}
		var params []*hlo.Instruction
		for k, in := range c.Instructions {
			switch {
			case in.ID != id:
				return fmt.Errorf("%s: ID %d, want %d", in.Name, in.ID, id)
			case in.Parent != c:
				return fmt.Errorf("%s: parent %v, want %s", in.Name, in.Parent, c.Name)
			case in.IsRoot != (in == c.Root):
				return fmt.Errorf("%s: IsRoot %v", in.Name, in.IsRoot)
			case s.slot[in.ID] != k:
				return fmt.Errorf("%s: slot %d, want %d", in.Name, s.slot[in.ID], k)
			}
			id++
			if in.Opcode == "parameter" && in.ParameterNumber >= 0 {
				for len(params) <= in.ParameterNumber {
					params = append(params, nil)
				}
				params[in.ParameterNumber] = in
			}
			for _, op := range in.Operands {
				users[op] = append(users[op], in)
			}
			for _, p := range in.ControlPredecessors {
				ctrl[p] = true
			}
		}
		if !slices.Equal(c.Params, params) {
			return fmt.Errorf("computation %s: params %v, want %v", c.Name, c.Params, params)
		}
	}
	if len(s.users) != id || len(s.slot) != id || len(s.controlSucc) != id {
		return fmt.Errorf("per-ID slices of %d, %d, %d for %d instructions", len(s.users), len(s.slot), len(s.controlSucc), id)
	}
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			if !slices.Equal(s.users[in.ID], users[in]) {
				return fmt.Errorf("%s: readers %v, want %v", in.Name, names(s.users[in.ID]), names(users[in]))
			}
			if s.controlSucc[in.ID] != ctrl[in] {
				return fmt.Errorf("%s: control successor %v, want %v", in.Name, s.controlSucc[in.ID], ctrl[in])
			}
		}
	}
	return nil
}

func names(ins []*hlo.Instruction) []string {
	var out []string
	for _, in := range ins {
		out = append(out, in.Name)
	}
	return out
}

// TestCompactRederived runs the passes one at a time, each followed by a
// compact, on the lowered modules of testdata/xla-lowered (and the
// corpus's, where present) and on a 20-layer MLP training step, and checks
// the state after each compact against checkCompacted.
func TestCompactRederived(t *testing.T) {
	type input struct {
		name string
		mods []*hlo.Module
	}
	var inputs []input
	step, err := hlo.Parse("mlp.hlo", []byte(mlpstep.Text(20)))
	if err != nil {
		t.Fatal(err)
	}
	inputs = append(inputs, input{"mlp20", step})
	for _, f := range modeledFiles(t) {
		mods, err := hlo.ParseFile(f)
		if err != nil {
			t.Fatal(err)
		}
		inputs = append(inputs, input{filepath.Base(f), mods})
	}
	for _, in := range inputs {
		for _, m := range in.mods {
			if hlo.StageOf(m) != hlo.Lowered && in.name != "mlp20" {
				continue
			}
			s := newState(m, Options{Rules: CPU}, &Report{})
			if err := checkCompacted(s); err != nil {
				t.Fatalf("%s: after newState: %v", in.name, err)
			}
			for _, p := range passes {
				if p.run(s) == 0 {
					continue
				}
				s.compact()
				if err := checkCompacted(s); err != nil {
					t.Fatalf("%s: after pass %s: %v", in.name, p.name, err)
				}
			}
		}
	}
}

// TestCompactLateOperands checks compact where an operand and a control
// predecessor come after their reader in the computation's list (no pass
// leaves them so, but compact must not rely on it): the readers and
// control successors are those of the module, and an uncalled
// computation is dropped while a called one stays.
func TestCompactLateOperands(t *testing.T) {
	m := parseOne(t, `HloModule m

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

unused {
  ROOT c = f32[] constant(0)
}

ENTRY e {
  p = f32[4] parameter(0)
  x = f32[4] negate(p)
  y = f32[4] exponential(x)
  z = f32[4] add(x, y), control-predecessors={x}
  zero = f32[] constant(0)
  r = f32[] reduce(z, zero), dimensions={0}, to_apply=add
  ROOT t = (f32[4], f32[]) tuple(z, r)
}
`)
	s := newState(m, Options{Rules: CPU}, &Report{})
	if err := checkCompacted(s); err != nil {
		t.Fatal(err)
	}
	for _, c := range m.Computations {
		if c.Name == "unused" {
			t.Fatalf("computation unused kept: %d computations", len(m.Computations))
		}
	}
	// Move x (read by y and z, z's control predecessor) to the end of the
	// list, past its readers.
	e := m.Entry
	k := slices.IndexFunc(e.Instructions, func(in *hlo.Instruction) bool { return in.Name == "x" })
	x := e.Instructions[k]
	e.Instructions = append(slices.Delete(e.Instructions, k, k+1), x)
	s.compact()
	if err := checkCompacted(s); err != nil {
		t.Fatal(err)
	}
	if got := names(s.users[x.ID]); !slices.Equal(got, []string{"y", "z"}) {
		t.Errorf("readers of x %v, want [y z]", got)
	}
	if !s.controlSucc[x.ID] {
		t.Errorf("x is not marked a control predecessor")
	}
}
