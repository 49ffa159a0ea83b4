// Package lowered generates the HLO text of large lowered modules of any
// size, as JAX lowers them (no fusion, every broadcast of a scalar an
// instruction of its own): the inputs the optimize benchmarks and the
// timing command (testdata/bench/lowered) plan.
package lowered

import (
	"fmt"
	"strings"
)

// Chain returns a lowered elementwise chain of about n instructions over
// one f32[32,256] parameter: every fourth step a scalar constant, its
// broadcast and an add or multiply with it, the steps between unary ops
// (tanh, negate, exponential), each reading the step before. Optimized,
// the chain is one loop fusion.
func Chain(n int) string {
	var b strings.Builder
	const sh = "f32[32,256]"
	fmt.Fprintf(&b, "HloModule chain_%d\n\nENTRY main {\n  x0 = %s parameter(0)\n", n, sh)
	prev := "x0"
	unary := []string{"tanh", "negate", "exponential"}
	count := 1
	for i := 1; count < n-1; i++ {
		name := fmt.Sprintf("x%d", i)
		if i%4 == 0 {
			op := "add"
			if i%8 == 0 {
				op = "multiply"
			}
			fmt.Fprintf(&b, "  c%d = f32[] constant(%d)\n", i, i%7+1)
			fmt.Fprintf(&b, "  b%d = %s broadcast(c%d), dimensions={}\n", i, sh, i)
			fmt.Fprintf(&b, "  %s = %s %s(%s, b%d)\n", name, sh, op, prev, i)
			count += 3
		} else {
			fmt.Fprintf(&b, "  %s = %s %s(%s)\n", name, sh, unary[i%3], prev)
			count++
		}
		prev = name
	}
	fmt.Fprintf(&b, "  ROOT out = %s copy(%s)\n}\n", sh, prev)
	return b.String()
}

// CallGraph returns a lowered module of about n instructions whose entry
// makes n/8 calls, each to a computation of its own (as JAX lowers every
// jitted helper): the helper scales its operand by a constant and calls a
// shared activation helper, and the entry sums the helpers' results. The
// call graph is wide (n/8 callees of the entry) and two deep.
func CallGraph(n int) string {
	var b strings.Builder
	const sh = "f32[32,256]"
	calls := max(n/8, 1)
	fmt.Fprintf(&b, "HloModule calls_%d\n\n", n)
	fmt.Fprintf(&b, "act {\n  p = %s parameter(0)\n  ROOT t = %s tanh(p)\n}\n\n", sh, sh)
	for i := range calls {
		fmt.Fprintf(&b, "helper_%d {\n  p = %s parameter(0)\n  c = f32[] constant(%d)\n", i, sh, i%5+2)
		fmt.Fprintf(&b, "  b = %s broadcast(c), dimensions={}\n  m = %s multiply(p, b)\n", sh, sh)
		fmt.Fprintf(&b, "  ROOT a = %s call(m), to_apply=act\n}\n\n", sh)
	}
	fmt.Fprintf(&b, "ENTRY main {\n  x = %s parameter(0)\n", sh)
	acc := ""
	for i := range calls {
		fmt.Fprintf(&b, "  r%d = %s call(x), to_apply=helper_%d\n", i, sh, i)
		if acc == "" {
			acc = fmt.Sprintf("r%d", i)
			continue
		}
		fmt.Fprintf(&b, "  s%d = %s add(%s, r%d)\n", i, sh, acc, i)
		acc = fmt.Sprintf("s%d", i)
	}
	fmt.Fprintf(&b, "  ROOT out = %s copy(%s)\n}\n", sh, acc)
	return b.String()
}
