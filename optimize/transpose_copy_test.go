package optimize

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestTransposeCopyFusion checks the producers a transpose takes in under
// XLA:CPU's rules. XLA:CPU writes a transpose that moves bytes as a
// bitcast transpose and a layout copy, fused before its producers are
// tried (transpose_copy_fusion), so CodeDuplicationTooHigh applies: a
// cache-invalidating producer (here a dynamic-update-slice, as a decode
// loop updates its KV cache) with a second reader stays out, a buffer
// updated in place, and is not duplicated into the transpose. With the
// transpose as its one reader it fuses; an elementwise producer with two
// readers is duplicated as before.
func TestTransposeCopyFusion(t *testing.T) {
	const head = `HloModule m
ENTRY e {
  c = f32[8,16,4] parameter(0)
  u = f32[8,1,4] parameter(1)
  i = s32[] parameter(2)
  z = s32[] constant(0)
`
	tests := []struct {
		name, body, want string
	}{{
		name: "update read twice stays",
		body: `  d = f32[8,16,4] dynamic-update-slice(c, u, z, i, z)
  t = f32[8,4,16] transpose(d), dimensions={0,2,1}
  ROOT r = (f32[8,16,4], f32[8,4,16]) tuple(d, t)
`,
		want: "parameter\nparameter\nparameter\nconstant\ndynamic-update-slice\ntranspose\ntuple\n",
	}, {
		name: "update read once fuses",
		body: `  d = f32[8,16,4] dynamic-update-slice(c, u, z, i, z)
  ROOT t = f32[8,4,16] transpose(d), dimensions={0,2,1}
`,
		want: "parameter\nparameter\nparameter\nfusion[kLoop constant dynamic-update-slice transpose]\n",
	}, {
		name: "elementwise read twice duplicated",
		body: `  d = f32[8,16,4] negate(c)
  t = f32[8,4,16] transpose(d), dimensions={0,2,1}
  ROOT r = (f32[8,16,4], f32[8,4,16]) tuple(d, t)
`,
		want: "parameter\nparameter\nparameter\nnegate\nfusion[kLoop negate transpose]\ntuple\n",
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := parseOne(t, head+tt.body+"}")
			if _, err := Run(m, Options{Rules: CPU, Passes: []string{"fusion", "dce"}}); err != nil {
				t.Fatal(err)
			}
			checkModule(t, m, false)
			if diff := cmp.Diff(tt.want, entryText(m)); diff != "" {
				t.Errorf("entry (-want +got):\n%s", diff)
			}
		})
	}
}
