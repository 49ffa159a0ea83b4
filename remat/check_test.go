package remat

import (
	"slices"
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// fitted returns a fit of the layernorm gradient at 0.7 of its peak, which
// both recomputes and offloads.
func fitted(t *testing.T) (*hlo.Module, *Result) {
	t.Helper()
	m, seq := load(t, "../testdata/xla-cpu/layernorm_grad.hlo")
	base, err := Fit(m, seq, Options{Limit: 1 << 62})
	if err != nil {
		t.Fatal(err)
	}
	// Reorder off: the fit must recompute and offload for the cases below
	// to tamper with (with hoists it meets the limit by moving readers).
	r, err := Fit(m, seq, Options{Limit: base.Peak * 7 / 10, NoReorder: true})
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]bool{}
	for _, c := range r.Changes {
		kinds[c.Kind] = true
	}
	if !kinds["remat"] || !kinds["offload"] {
		t.Fatalf("want a recompute and an offload, got %+v", r.Changes)
	}
	return m, r
}

// find returns the first instruction of r's entry computation whose name
// has suffix and that has operands.
func find(t *testing.T, r *Result, suffix string) *hlo.Instruction {
	for _, in := range r.Module.Entry.Instructions {
		if strings.HasSuffix(in.Name, suffix) && len(in.Operands) > 0 {
			return in
		}
	}
	t.Fatalf("no instruction named *%s", suffix)
	return nil
}

// TestCheckCatches breaks a checked result in each way the checker must
// see, and wants an error naming the fault.
func TestCheckCatches(t *testing.T) {
	tests := []struct {
		name   string
		break_ func(t *testing.T, r *Result)
		want   string
	}{
		{"clone reads another value", func(t *testing.T, r *Result) {
			cl := find(t, r, ".remat")
			op := cl.Operands[0]
			for _, x := range r.Sequence[cl.Parent] {
				if x == cl {
					break
				}
				if x.Shape.String() == op.Shape.String() && !standsFor(x, op, 0) && !standsFor(op, x, 0) {
					cl.Operands[0] = x
					return
				}
			}
			t.Fatal("no value of the operand's shape to swap in")
		}, "does not stand for"},
		{"clone with other attributes", func(t *testing.T, r *Result) {
			cl := find(t, r, ".remat")
			cl.Attrs = append(slices.Clone(cl.Attrs), hlo.Attr{Name: "frontend_attributes", Value: "{x=\"1\"}"})
		}, "attributes differ"},
		{"clone after its user", func(t *testing.T, r *Result) {
			cl := find(t, r, ".remat")
			s := r.Sequence[cl.Parent]
			i := slices.Index(s, cl)
			s = slices.Delete(s, i, i+1)
			r.Sequence[cl.Parent] = append(s, cl)
		}, "before its dependency"},
		{"offload to device memory", func(t *testing.T, r *Result) {
			cs := find(t, r, ".offload")
			cs.Shape.Tuple[0].Layout = nil
		}, "host memory"},
		{"an original dropped", func(t *testing.T, r *Result) {
			c := r.Module.Entry
			var keep []*hlo.Instruction
			dropped := false
			for _, in := range c.Instructions {
				if !dropped && in.Opcode == "parameter" && in.Name == c.Params[len(c.Params)-1].Name {
					dropped = true
					continue
				}
				keep = append(keep, in)
			}
			c.Instructions = keep
		}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, r := fitted(t)
			if err := Check(m, r.Module, r.Sequence); err != nil {
				t.Fatalf("the unbroken result fails: %v", err)
			}
			tt.break_(t, r)
			err := Check(m, r.Module, r.Sequence)
			if err == nil {
				t.Fatal("the broken result passes the check")
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q does not say %q", err, tt.want)
			}
		})
	}
}
