package optimize

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestSelectIntoUpdate is pipe4_fori's loop body in small:
// jnp.where(last, out.at[k].set(y), out) with a scalar predicate, in the
// HLO text's form (a broadcast predicate) and in StableHLO's (a scalar
// i1 predicate, as the reader keeps it). XLA's AlgebraicSimplifier
// selects on the update's shape and updates out in place: no select of
// the whole array is left. A select whose dynamic-update-slice has
// another reader is left alone.
func TestSelectIntoUpdate(t *testing.T) {
	const head = `HloModule m
ENTRY e {
  out = f32[8,32] parameter(0)
  y = f32[1,32] parameter(1)
  k = s32[] parameter(2)
  p = pred[] parameter(3)
  z = s32[] constant(0)
  d = f32[8,32] dynamic-update-slice(out, y, k, z)
`
	for _, tt := range []struct{ name, body, want string }{
		{"broadcast", "  pb = pred[8,32] broadcast(p), dimensions={}\n  ROOT r = f32[8,32] select(pb, d, out)\n}",
			"dynamic-slice f32[1,32]\nbroadcast pred[1,32]\nselect f32[1,32]\ndynamic-update-slice f32[8,32]\n"},
		{"scalar", "  ROOT r = f32[8,32] select(p, d, out)\n}",
			"dynamic-slice f32[1,32]\nbroadcast pred[1,32]\nselect f32[1,32]\ndynamic-update-slice f32[8,32]\n"},
		{"shared", "  pb = pred[8,32] broadcast(p), dimensions={}\n  r = f32[8,32] select(pb, d, out)\n  ROOT t = (f32[8,32], f32[8,32]) tuple(r, d)\n}",
			"broadcast pred[8,32]\ndynamic-update-slice f32[8,32]\nselect f32[8,32]\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			m := parseOne(t, head+tt.body)
			if _, err := Run(m, Options{Rules: CPU, Passes: []string{"simplify", "dce"}}); err != nil {
				t.Fatal(err)
			}
			var got string
			for _, in := range m.Entry.Instructions {
				switch in.Opcode {
				case "select", "dynamic-slice", "dynamic-update-slice", "broadcast":
					got += in.Opcode + " " + in.Shape.String() + "\n"
				}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("entry (-want +got):\n%s", diff)
			}
		})
	}
}
