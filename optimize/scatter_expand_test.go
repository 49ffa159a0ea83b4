package optimize

import (
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// scatterModule is the scatter JAX writes for x.at[...] (jax 0.10.2's
// lowered text, shapes cut down), with OPERAND, INDICES and COMBINER to
// fill in.
const scatterModule = `HloModule m

overwrite {
  o = f32[] parameter(0)
  ROOT u = f32[] parameter(1)
}

add {
  o = f32[] parameter(0)
  u = f32[] parameter(1)
  ROOT s = f32[] add(o, u)
}

ENTRY e {
  a = f32[8,4,16]{2,1,0} parameter(0)
  y = f32[4,16]{1,0} parameter(1)
  i = s32[] parameter(2)
  zero = f32[] constant(0)
  zeros = f32[8,4,16]{2,1,0} broadcast(zero), dimensions={}
  c0 = s32[] constant(0)
  lt = pred[] compare(i, c0), direction=LT
  c8 = s32[] constant(8)
  wrapped = s32[] add(i, c8)
  norm = s32[] select(lt, wrapped, i)
  traced = s32[1]{0} reshape(norm)
  t = f32[4,16]{1,0} tanh(y)
  ROOT sc = f32[8,4,16]{2,1,0} scatter(OPERAND, INDICES, t), update_window_dims={0,1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=0, indices_are_sorted=true, unique_indices=true, to_apply=COMBINER
}
`

// entryShape writes the entry's instructions but parameters and
// constants as opcode(operands' opcodes), a fusion as fusion{its fused
// instructions' opcodes, parameters and constants left out}, one a line.
func entryShape(m *hlo.Module) string {
	var b strings.Builder
	for _, in := range m.Entry.Instructions {
		if in.Opcode == "parameter" || in.Opcode == "constant" {
			continue
		}
		if in.Opcode == "fusion" {
			var ops []string
			for _, x := range calledFused(in).Instructions {
				if x.Opcode != "parameter" && x.Opcode != "constant" {
					ops = append(ops, x.Opcode)
				}
			}
			b.WriteString("fusion{" + strings.Join(ops, " ") + "}\n")
			continue
		}
		b.WriteString(describe(in) + "\n")
	}
	return b.String()
}

// TestScatterExpander compiles the one-index scatters JAX writes under
// XLA:CPU's rules and compares the entry with XLA:CPU's own (jaxlib
// 0.10.2, cpu_after_optimizations of the same programs at f32[8,64,512]):
//
//   - a.at[3].set(tanh(y)): bitcast_dynamic-update-slice_fusion, tanh
//     fused (XLA copies the parameter first, it is not donated: the
//     copy is the liveness model's, not this package's);
//   - jnp.zeros(...).at[2].set(tanh(y)): bitcast_pad_fusion;
//   - a.at[3].add(tanh(y)): add_dynamic-update-slice_fusion holding the
//     slice of a at row 3;
//   - a.at[i].set(tanh(y)), i traced: select_dynamic-update-slice_fusion
//     holding the dynamic-slice of a at i and the select of the index
//     check. XLA keeps the index's scalars in three small fusions of
//     their own (add_select_fusion s32[], bitcast_concatenate_fusion
//     s32[3], and_reduce_fusion pred[]: 129 bytes of temp); the model
//     checks the index with scalar compares, all fused into the update.
//
// Before the scatter-expander pass each stayed a scatter, its update
// (tanh) a buffer of its own.
func TestScatterExpander(t *testing.T) {
	for _, tc := range []struct {
		name, operand, indices, combiner string
		want                             string
	}{
		{"set", "a", "k", "overwrite", "fusion{tanh bitcast dynamic-update-slice}\n"},
		{"zeros", "zeros", "k", "overwrite", "fusion{tanh bitcast pad}\n"},
		{"add", "a", "k", "add", "fusion{slice tanh bitcast add dynamic-update-slice}\n"},
		{"traced", "a", "traced", "overwrite",
			"fusion{compare add select bitcast slice bitcast compare compare and broadcast tanh bitcast dynamic-slice select dynamic-update-slice}\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := strings.NewReplacer("OPERAND", tc.operand, "INDICES", tc.indices, "COMBINER", tc.combiner).Replace(scatterModule)
			src = strings.Replace(src, "  c0 = s32[] constant(0)\n", "  c0 = s32[] constant(0)\n  k = s32[1]{0} constant({3})\n", 1)
			m := parseOne(t, src)
			rep, err := Run(m, Options{Rules: CPU})
			if err != nil {
				t.Fatal(err)
			}
			if got := entryShape(m); got != tc.want {
				t.Errorf("entry (-want +got):\n-%s+%s\n%s", tc.want, got, m.String())
			}
			n := 0
			for _, p := range rep.Passes {
				if p.Name == "scatter-expander" {
					n += p.Changes
				}
			}
			if n != 1 {
				t.Errorf("scatter-expander rewrote %d scatters, want 1", n)
			}
		})
	}
}

// TestScatterExpanderForms runs the pass alone on scatters it must
// rewrite in other ways or leave: an index out of range (XLA's index
// check folds to false, the operand is the result), an index vector of
// two components into a 2-D window, constant and traced, and two index
// vectors (trip count 2: a scatter XLA:CPU keeps).
func TestScatterExpanderForms(t *testing.T) {
	const head = `HloModule m

overwrite {
  o = f32[] parameter(0)
  ROOT u = f32[] parameter(1)
}

ENTRY e {
  a = f32[8,6]{1,0} parameter(0)
  y = f32[2,3]{1,0} parameter(1)
  v = f32[6]{0} parameter(2)
  j = s32[1,2]{1,0} parameter(3)
`
	for _, tc := range []struct {
		name, body, want string
	}{
		{"out of range",
			"  k = s32[1]{0} constant({8})\n  ROOT sc = f32[8,6]{1,0} scatter(a, k, v), update_window_dims={0}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=0, to_apply=overwrite\n}\n",
			"parameter"},
		{"constant 2-D",
			"  k = s32[2]{0} constant({5, 2})\n  ROOT sc = f32[8,6]{1,0} scatter(a, k, y), update_window_dims={0,1}, inserted_window_dims={}, scatter_dims_to_operand_dims={0,1}, index_vector_dim=0, to_apply=overwrite\n}\n",
			"dynamic-update-slice(parameter, parameter, constant, constant) starts 5,2"},
		{"traced 2-D",
			"  y3 = f32[1,2,3]{2,1,0} reshape(y)\n  ROOT sc = f32[8,6]{1,0} scatter(a, j, y3), update_window_dims={1,2}, inserted_window_dims={}, scatter_dims_to_operand_dims={0,1}, index_vector_dim=1, to_apply=overwrite\n}\n",
			"dynamic-update-slice(parameter, select, reshape, reshape)"},
		{"two indices",
			"  k = s32[2,1]{1,0} constant({{1}, {4}})\n  v2 = f32[2,6]{1,0} broadcast(v), dimensions={1}\n  ROOT sc = f32[8,6]{1,0} scatter(a, k, v2), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=overwrite\n}\n",
			"scatter(parameter, constant, broadcast)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := parseOne(t, head+tc.body)
			if _, err := Run(m, Options{Rules: CPU, Passes: []string{"scatter-expander", "dce"}}); err != nil {
				t.Fatal(err)
			}
			root := m.Entry.Root
			got := describe(root)
			if root.Opcode == "dynamic-update-slice" && root.Operands[2].Opcode == "constant" {
				got += " starts " + root.Operands[2].Literal + "," + root.Operands[3].Literal
			}
			if got != tc.want {
				t.Errorf("root %s, want %s\n%s", got, tc.want, m.String())
			}
		})
	}
}

// TestInPlaceSliceOfOtherWindow checks the in-place rule's limit: a
// dynamic-update-slice fuses a slice of its own buffer only at the window
// it writes (readsOwnWindow). The update here reads row 2 and writes row
// 5, so the slice stays outside (ShouldFuseInPlaceOp: the indices are not
// the same) and the buffer is read before it is written.
func TestInPlaceSliceOfOtherWindow(t *testing.T) {
	const src = `HloModule m

ENTRY e {
  a = f32[8,6]{1,0} parameter(0)
  y = f32[1,6]{1,0} parameter(1)
  s = f32[1,6]{1,0} slice(a), slice={[ROW:ROW+1], [0:6]}
  u = f32[1,6]{1,0} add(s, y)
  five = s32[] constant(5)
  zero = s32[] constant(0)
  ROOT d = f32[8,6]{1,0} dynamic-update-slice(a, u, five, zero)
}
`
	for _, tc := range []struct {
		row  string
		want string
	}{
		{"2", "slice(parameter)\nfusion{add dynamic-update-slice}\n"},
		{"5", "fusion{slice add dynamic-update-slice}\n"},
	} {
		row1 := map[string]string{"2": "3", "5": "6"}[tc.row]
		m := parseOne(t, strings.NewReplacer("ROW+1", row1, "ROW", tc.row).Replace(src))
		if _, err := Run(m, Options{Rules: CPU, Passes: []string{"fusion"}}); err != nil {
			t.Fatal(err)
		}
		if got := entryShape(m); got != tc.want {
			t.Errorf("row %s: entry (-want +got):\n-%s+%s", tc.row, tc.want, got)
		}
	}
}
