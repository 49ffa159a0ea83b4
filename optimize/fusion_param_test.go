package optimize

import (
	"fmt"
	"strings"
	"testing"
)

// TestFuseReusesDroppedParameter fuses a chain of n unary instructions
// into one kLoop fusion and counts the instructions fusion made (the IDs
// it took). Each producer fused makes its clone; the parameter that read
// it is dropped and, in a fusion the pass made, becomes the parameter for
// the producer's operand (fuseInto, reuseParam) instead of a new one:
// n+2 in all (the fusion, the consumer's clone, its parameter, and a
// clone per producer), where a new parameter per producer made 2n+1.
// The fused computation still reads the chain's input once, as param_0.N.
func TestFuseReusesDroppedParameter(t *testing.T) {
	const n = 50
	var b strings.Builder
	b.WriteString("HloModule m\n\nENTRY e {\n  x0 = f32[64] parameter(0)\n")
	ops := []string{"negate", "exponential", "tanh", "abs"}
	for i := 1; i <= n; i++ {
		root := ""
		if i == n {
			root = "ROOT "
		}
		fmt.Fprintf(&b, "  %sx%d = f32[64] %s(x%d)\n", root, i, ops[i%len(ops)], i-1)
	}
	b.WriteString("}\n")
	m := parseOne(t, b.String())
	s := newState(m, Options{Rules: CPU}, &Report{})
	before := len(s.users)
	if got := fuse(s); got != n-1 {
		t.Fatalf("fuse fused %d producers, want %d", got, n-1)
	}
	if made := len(s.users) - before; made > n+2 {
		t.Errorf("fusing a chain of %d made %d instructions, want at most %d (one clone per producer, no parameter per producer)", n, made, n+2)
	}
	s.compact()
	fu := m.Entry.Root
	if fu.Opcode != "fusion" || len(fu.Operands) != 1 || fu.Operands[0].Name != "x0" {
		t.Fatalf("root %s %s reads %d operands, want one fusion of x0", fu.Name, fu.Opcode, len(fu.Operands))
	}
	fc := calledFused(fu)
	if len(fc.Params) != 1 || !isParamName(fc.Params[0].Name, 0) || len(fc.Instructions) != n+1 {
		t.Errorf("fused computation: %d parameters (first %q), %d instructions; want 1 (param_0 or param_0.N), %d", len(fc.Params), fc.Params[0].Name, len(fc.Instructions), n+1)
	}
}
