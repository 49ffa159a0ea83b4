package hlo

import (
	"strings"
	"testing"
)

// gatherModule is a gather of f32[8,4] at s32[3,1] indices with the
// dimension numbers attrs, and result shape.
func gatherModule(shape, attrs string) string {
	return `HloModule m
ENTRY e {
  o = f32[8,4] parameter(0)
  i = s32[3,1] parameter(1)
  ROOT g = ` + shape + ` gather(o, i), ` + attrs + `
}
`
}

// scatterModule is a scatter into f32[8,4] at s32[3,1] of f32[3,4]
// updates with the dimension numbers attrs.
func scatterModule(attrs string) string {
	return `HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] add(a, b)
}
ENTRY e {
  o = f32[8,4] parameter(0)
  i = s32[3,1] parameter(1)
  u = f32[3,4] parameter(2)
  ROOT s = f32[8,4] scatter(o, i, u), ` + attrs + `, to_apply=add
}
`
}

// TestVerifyGatherScatter: dimension numbers XLA's ShapeInference
// refuses (out of range, repeated, unsorted, miscounted) are errors at
// the instruction; the forms JAX writes are accepted. Before the check
// every refused case was planned, exit 0.
func TestVerifyGatherScatter(t *testing.T) {
	const take = "offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,4}"
	const put = "update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1"
	tests := []parseCase{
		{"take", gatherModule("f32[3,4]", take), ""},
		{"take, index_vector_dim the indices' rank", `HloModule m
ENTRY e {
  o = f32[8,4] parameter(0)
  i = s32[3] parameter(1)
  ROOT g = f32[3,4] gather(o, i), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,4}
}
`, ""},
		{"batched take", `HloModule m
ENTRY e {
  o = f32[2,8,4] parameter(0)
  i = s32[2,3,1] parameter(1)
  ROOT g = f32[2,3,4] gather(o, i), offset_dims={2}, collapsed_slice_dims={1}, start_index_map={1}, operand_batching_dims={0}, start_indices_batching_dims={0}, index_vector_dim=2, slice_sizes={1,1,4}
}
`, ""},
		{"put", scatterModule(put), ""},
		{"gather: index_vector_dim past the rank", gatherModule("f32[3,4]", strings.Replace(take, "index_vector_dim=1", "index_vector_dim=7", 1)),
			`5:21: gather "g": index_vector_dim=7: expected 0 to 2 (a dimension of the indices "i", s32[3,1], or their rank)`},
		{"gather: negative index_vector_dim", gatherModule("f32[3,4]", strings.Replace(take, "index_vector_dim=1", "index_vector_dim=-1", 1)),
			`5:21: gather "g": index_vector_dim=-1: expected 0 to 2 (a dimension of the indices "i", s32[3,1], or their rank)`},
		{"gather: collapsed dimension out of range", gatherModule("f32[3,4]", strings.Replace(take, "collapsed_slice_dims={0}", "collapsed_slice_dims={99}", 1)),
			`5:21: gather "g": collapsed_slice_dims[0] = 99: expected a dimension of operand "o", f32[8,4] (0 to 1)`},
		{"gather: start_index_map negative", gatherModule("f32[3,4]", strings.Replace(take, "start_index_map={0}", "start_index_map={-5}", 1)),
			`5:21: gather "g": start_index_map[0] = -5: expected a dimension of operand "o", f32[8,4] (0 to 1)`},
		{"gather: offset dimension past the result", gatherModule("f32[3,4]", strings.Replace(take, "offset_dims={1}", "offset_dims={9223372036854775807}", 1)),
			`5:21: gather "g": offset_dims[0] = 9223372036854775807: expected a dimension of the result f32[3,4] (0 to 1)`},
		{"gather: start_index_map too long", gatherModule("f32[3,4]", strings.Replace(take, "start_index_map={0}", "start_index_map={0,1}", 1)),
			`5:21: gather "g": start_index_map=[0,1]: expected one entry per index of a start vector of the indices "i" (s32[3,1]): 1, found 2`},
		{"gather: start_index_map twice", `HloModule m
ENTRY e {
  o = f32[8,4] parameter(0)
  i = s32[3,2] parameter(1)
  ROOT g = f32[3] gather(o, i), offset_dims={}, collapsed_slice_dims={0,1}, start_index_map={1,1}, index_vector_dim=1, slice_sizes={1,1}
}
`, `5:19: gather "g": start_index_map=[1,1] names dimension 1 twice`},
		{"gather: collapsed dimensions unsorted", `HloModule m
ENTRY e {
  o = f32[8,4] parameter(0)
  i = s32[3,2] parameter(1)
  ROOT g = f32[3] gather(o, i), offset_dims={}, collapsed_slice_dims={1,0}, start_index_map={0,1}, index_vector_dim=1, slice_sizes={1,1}
}
`, `5:19: gather "g": collapsed_slice_dims=[1,0]: expected the dimensions in increasing order`},
		{"gather: an operand dimension unaccounted for", gatherModule("f32[3,4]", strings.Replace(take, "collapsed_slice_dims={0}", "collapsed_slice_dims={}", 1)),
			`5:21: gather "g": offset_dims, collapsed_slice_dims and operand_batching_dims name 1 dimensions: expected the 2 of operand "o", f32[8,4]`},
		{"gather: slice larger than the operand", gatherModule("f32[3,4]", strings.Replace(take, "slice_sizes={1,4}", "slice_sizes={1,5}", 1)),
			`5:21: gather "g": slice_sizes[1] = 5: expected 0 to 4, the size of dimension 1 of operand "o", f32[8,4]`},
		{"gather: slice_sizes of the wrong rank", gatherModule("f32[3,4]", strings.Replace(take, "slice_sizes={1,4}", "slice_sizes={1}", 1)),
			`5:21: gather "g": slice_sizes=[1]: expected 2 sizes, one per dimension of operand "o", f32[8,4]`},
		{"gather: collapsed dimension sliced wider than 1", gatherModule("f32[3,4]", strings.Replace(take, "slice_sizes={1,4}", "slice_sizes={2,4}", 1)),
			`5:21: gather "g": dimension 0 is collapsed or batching but slice_sizes[0] = 2: expected at most 1`},
		{"gather: not integers", gatherModule("f32[3,4]", strings.Replace(take, "offset_dims={1}", "offset_dims={x}", 1)),
			`5:21: gather "g": offset_dims={x}: expected integers`},
		{"scatter: inserted dimension past int64's half", scatterModule(strings.Replace(put, "inserted_window_dims={0}", "inserted_window_dims={9223372036854775807}", 1)),
			`11:21: scatter "s": inserted_window_dims[0] = 9223372036854775807: expected a dimension of operand "o", f32[8,4] (0 to 1)`},
		{"scatter: scatter_dims_to_operand_dims negative", scatterModule(strings.Replace(put, "scatter_dims_to_operand_dims={0}", "scatter_dims_to_operand_dims={-1}", 1)),
			`11:21: scatter "s": scatter_dims_to_operand_dims[0] = -1: expected a dimension of operand "o", f32[8,4] (0 to 1)`},
		{"scatter: update window dimension past the updates", scatterModule(strings.Replace(put, "update_window_dims={1}", "update_window_dims={2}", 1)),
			`11:21: scatter "s": update_window_dims[0] = 2: expected a dimension of the updates "u", f32[3,4] (0 to 1)`},
		{"scatter: index_vector_dim past the rank", scatterModule(strings.Replace(put, "index_vector_dim=1", "index_vector_dim=3", 1)),
			`11:21: scatter "s": index_vector_dim=3: expected 0 to 2 (a dimension of the indices "i", s32[3,1], or their rank)`},
		{"scatter: window dimensions miscounted", scatterModule(strings.Replace(put, "inserted_window_dims={0}", "inserted_window_dims={0,1}", 1)),
			`11:21: scatter "s": update_window_dims, inserted_window_dims and input_batching_dims name 3 dimensions: expected the 2 of operand "o", f32[8,4]`},
	}
	checkParseErrors(t, "", tests)
}

// TestVerifyDimensionNumbers: attributes that name dimensions of an
// operand or the result must name ones that exist, once. Every refused
// case was planned from its declared shapes before (exit 0).
func TestVerifyDimensionNumbers(t *testing.T) {
	const add = "add {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT r = f32[] add(a, b)\n}\n"
	const cmp = "cmp {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT r = pred[] compare(a, b), direction=LT\n}\n"
	entry := func(body string) string {
		return "HloModule m\n" + add + cmp + "ENTRY e {\n  p = f32[4,8] parameter(0)\n  q = f32[8,4] parameter(1)\n  z = f32[] constant(0)\n  " + body + "\n}\n"
	}
	// The instruction is on line 16, its opcode at column 19 or 21 after
	// "  ROOT r = f32[...] ".
	tests := []parseCase{
		{"reduce", entry("ROOT r = f32[4] reduce(p, z), dimensions={1}, to_apply=add"), ""},
		{"reduce: dimension out of range", entry("ROOT r = f32[4] reduce(p, z), dimensions={7}, to_apply=add"),
			`16:19: reduce "r": dimensions[0] = 7: expected a dimension of operand "p", f32[4,8] (0 to 1)`},
		{"reduce: dimension twice", entry("ROOT r = f32[4] reduce(p, z), dimensions={1,1}, to_apply=add"),
			`16:19: reduce "r": dimensions=[1,1] names dimension 1 twice`},
		{"concatenate", entry("ROOT r = f32[8,8] concatenate(p, p), dimensions={0}"), ""},
		{"concatenate: negative dimension", entry("ROOT r = f32[8,8] concatenate(p, p), dimensions={-3}"),
			`16:21: concatenate "r": dimensions[0] = -3: expected a dimension of operand "p", f32[4,8] (0 to 1)`},
		{"concatenate: two dimensions", entry("ROOT r = f32[8,8] concatenate(p, p), dimensions={0,1}"),
			`16:21: concatenate "r": dimensions=[0,1]: expected one dimension`},
		{"sort: dimension out of range", entry("ROOT r = f32[4,8] sort(p), dimensions={9}, to_apply=cmp"),
			`16:21: sort "r": dimensions[0] = 9: expected a dimension of operand "p", f32[4,8] (0 to 1)`},
		{"reverse: dimension out of range", entry("ROOT r = f32[4,8] reverse(p), dimensions={2}"),
			`16:21: reverse "r": dimensions[0] = 2: expected a dimension of operand "p", f32[4,8] (0 to 1)`},
		{"dot", entry("ROOT r = f32[4,4] dot(p, q), lhs_contracting_dims={1}, rhs_contracting_dims={0}"), ""},
		{"dot: contracting dimension out of range", entry("ROOT r = f32[4,4] dot(p, q), lhs_contracting_dims={99}, rhs_contracting_dims={0}"),
			`16:21: dot "r": lhs_contracting_dims[0] = 99: expected a dimension of operand "p", f32[4,8] (0 to 1)`},
		{"iota: dimension out of range", entry("ROOT r = f32[4] iota(), iota_dimension=5"),
			`16:19: iota "r": iota_dimension=5: expected a dimension of the result f32[4] (0 to 0)`},
		{"all-gather: dimension out of range", "HloModule m, num_partitions=2\nENTRY e {\n  a = f32[4] parameter(0)\n  ROOT g = f32[8] all-gather(a), dimensions={5}, replica_groups={{0,1}}, channel_id=1\n}\n",
			`4:19: all-gather "g": dimensions[0] = 5: expected a dimension of operand "a", f32[4] (0 to 0)`},
	}
	checkParseErrors(t, "", tests)
}

// parseCase is a module's text and the one error Parse gives for it
// (want "": accepted).
type parseCase struct {
	name, in, want string
}

// checkParseErrors parses each case's text as file and checks its error
// text, "" when the module is accepted.
func checkParseErrors(t *testing.T, file string, tests []parseCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse(file, []byte(tt.in))
			got := ""
			if err != nil {
				got = err.Error()
			}
			if got != tt.want {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
		})
	}
}
