package remat

import (
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// scatterSumSrc is the held-out gnn step's segment-sum gradient in small:
// r adds two add-combining scatters, each read by r alone, and x, which
// runs between the second scatter and r, would be pinned to that scatter
// as its prev; r itself has no operand that is the value before it.
const scatterSumSrc = `HloModule scattersum

sum {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

ENTRY main {
  p = f32[64,8]{1,0} parameter(0)
  i = s32[16,1]{1,0} parameter(1)
  u = f32[16,8]{1,0} parameter(2)
  v = f32[16,8]{1,0} parameter(3)
  q = f32[32]{0} parameter(4)
  a = f32[64,8]{1,0} exponential(p)
  s1 = f32[64,8]{1,0} scatter(a, i, u), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=sum
  z = f32[] constant(0)
  zs = f32[64,8]{1,0} broadcast(z), dimensions={}
  s2 = f32[64,8]{1,0} scatter(zs, i, v), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=sum
  x = f32[32]{0} negate(q)
  y = f32[32]{0} exponential(x)
  r = f32[64,8]{1,0} add(s1, s2)
  ROOT t = (f32[64,8]{1,0}, f32[32]{0}) tuple(r, y)
}
`

// TestPinKeepsScatterSum pins scatterSumSrc: the add reads both scatters
// themselves, and no barrier carries or reads either. XLA's simplifier
// leaves an add of two scatters an add (HandleAdd's two-scatter branch);
// with one of them a barrier's element it folds the add's other operand
// into the scatter it sees, and sums in another order: the held-out gnn
// step emitted with nothing changed computed other bits (up to 1.17e21 on
// values up to 7.9e25, XLA:CPU, jaxlib 0.10.2) until Pin left such
// scatters alone (scatterSummand). The order still holds around them: x
// is pinned to a value before the scatters.
func TestPinKeepsScatterSum(t *testing.T) {
	m, seq := loadText(t, scatterSumSrc)
	p := Pin(m, seq)
	if p == m {
		t.Fatal("Pin changed nothing: the test checks nothing")
	}
	var r, x *hlo.Instruction
	barriers := 0
	for _, in := range p.Entry.Instructions {
		switch in.Name {
		case "r":
			r = in
		case "x":
			x = in
		}
		if in.Opcode == "opt-barrier" {
			barriers++
		}
		if in.Opcode == "tuple" && in != p.Entry.Root {
			for _, o := range in.Operands {
				if o.Opcode == "scatter" {
					t.Errorf("scatter %s is an element of %s: XLA's add no longer sees it", o.Name, in.Name)
				}
			}
		}
	}
	if barriers == 0 {
		t.Fatal("no barrier written: the order is not pinned at all")
	}
	if r == nil || x == nil {
		t.Fatal("r or x missing from the pinned module")
	}
	for k, o := range r.Operands {
		if o.Opcode != "scatter" {
			t.Errorf("the add's operand %d is %s (%s), not a scatter", k, o.Name, o.Opcode)
		}
	}
	if !reachesName(x, "a") {
		t.Errorf("x is not pinned after a value before the scatters")
	}
}
