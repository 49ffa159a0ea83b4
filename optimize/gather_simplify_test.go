package optimize

import (
	"strings"
	"testing"
)

// TestGatherSimplifier runs XLA:CPU's rules on the gathers JAX writes
// for x[idx] and take_along_axis and checks the forms XLA:CPU compiles
// (jaxlib 0.10.2, cpu_after_optimizations of heldout4 gat: every
// gather with collapsed_slice_dims={} and indices [batch, k], the shape
// JAX wrote back by a bitcast): the canonical gather keeps the size-1
// slice dimension, so the elementwise reader of x[idx] (a select, as in
// a gather's gradient) is a fusion whose output shape differs from the
// gather's and cannot write over it (liveness/share.go). A gather that
// would need a transpose (start_index_map {1}) is left as it is, and so
// is one canonical already.
func TestGatherSimplifier(t *testing.T) {
	const head = `HloModule m

ENTRY e {
  x = f32[2048,4,32]{2,1,0} parameter(0)
  i = s32[16384]{0} parameter(1)
  ii = s32[16384,1]{1,0} reshape(i)
  p = pred[16384,4,32]{2,1,0} parameter(2)
  zero = f32[] constant(0)
  zeros = f32[16384,4,32]{2,1,0} broadcast(zero), dimensions={}
`
	for _, tc := range []struct {
		name, body string
		changes    int
		want       string // the entry's gathers, one a line
	}{
		{"index", `  g = f32[16384,4,32]{2,1,0} gather(x, ii), offset_dims={1,2}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,4,32}
  s = f32[16384,4,32]{2,1,0} select(p, g, zeros)
  ROOT t = (f32[16384,4,32]{2,1,0}, f32[16384,4,32]{2,1,0}) tuple(g, s)
}
`, 1, "f32[16384,1,4,32] offset_dims={1,2,3} collapsed_slice_dims={} index_vector_dim=1"},
		{"vector", `  g = f32[16384,4,32]{2,1,0} gather(x, i), offset_dims={1,2}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,4,32}
  s = f32[16384,4,32]{2,1,0} select(p, g, zeros)
  ROOT t = (f32[16384,4,32]{2,1,0}, f32[16384,4,32]{2,1,0}) tuple(g, s)
}
`, 1, "f32[16384,1,4,32] offset_dims={1,2,3} collapsed_slice_dims={} index_vector_dim=1"},
		{"transposed", `  g = f32[16384,2048,32]{2,1,0} gather(x, ii), offset_dims={1,2}, collapsed_slice_dims={1}, start_index_map={1}, index_vector_dim=1, slice_sizes={2048,1,32}
  ROOT n = f32[16384,2048,32]{2,1,0} negate(g)
}
`, 0, "f32[16384,2048,32] offset_dims={1,2} collapsed_slice_dims={1} index_vector_dim=1"},
		{"canonical", `  g = f32[16384,1,4,32]{3,2,1,0} gather(x, ii), offset_dims={1,2,3}, collapsed_slice_dims={}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,4,32}
  ROOT n = f32[16384,1,4,32]{3,2,1,0} negate(g)
}
`, 0, "f32[16384,1,4,32] offset_dims={1,2,3} collapsed_slice_dims={} index_vector_dim=1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := parseOne(t, head+tc.body)
			rep, err := Run(m, Options{Rules: CPU})
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, p := range rep.Passes {
				if p.Name == "gather-simplifier" {
					n += p.Changes
				}
			}
			if n != tc.changes {
				t.Errorf("gather-simplifier rewrote %d gathers, want %d", n, tc.changes)
			}
			var got []string
			for _, c := range m.Computations {
				for _, in := range c.Instructions {
					if in.Opcode != "gather" {
						continue
					}
					line := strings.Split(in.Shape.String(), "{")[0]
					for _, a := range []string{"offset_dims", "collapsed_slice_dims", "index_vector_dim"} {
						v, _ := attr(in, a)
						line += " " + a + "=" + v
					}
					got = append(got, line)
				}
			}
			if strings.Join(got, "\n") != tc.want {
				t.Errorf("gathers:\n%s\nwant\n%s\n%s", strings.Join(got, "\n"), tc.want, m.String())
			}
			if tc.changes > 0 {
				// The select writes a buffer of its own: no fusion
				// holds both the gather and the select with the
				// select's output the gather's shape.
				if s := m.String(); !strings.Contains(s, "bitcast(") {
					t.Errorf("no bitcast back to the shape JAX wrote:\n%s", s)
				}
			}
			// Under the GPU rules the pass does nothing.
			g := parseOne(t, head+tc.body)
			rep, err = Run(g, Options{Rules: GPU})
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range rep.Passes {
				if p.Name == "gather-simplifier" && p.Changes != 0 {
					t.Errorf("GPU rules: gather-simplifier rewrote %d gathers", p.Changes)
				}
			}
		})
	}
}
