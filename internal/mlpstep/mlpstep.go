// Package mlpstep generates the HLO text of an unfused MLP training step
// of any depth: the large module the benchmarks and the timing command
// (testdata/bench/mlpstep) plan.
package mlpstep

import (
	"fmt"
	"strings"
)

// Text returns the HLO text of one unfused training step of an MLP with
// the given number of layers (width 256, batch 32): the forward pass saves
// every activation, the backward pass consumes them in reverse, and SGD
// writes each updated weight over its donated parameter. Each layer has
// eight instructions: forward dot and tanh; backward the tanh derivative
// (two), the weight gradient and the input gradient (two dots); the update
// (multiply by the learning rate, subtract).
func Text(layers int) string {
	var b strings.Builder
	const act, w = "f32[32,256]", "f32[256,256]"
	fmt.Fprintf(&b, "HloModule mlp_step_%d, input_output_alias={ ", layers)
	for i := range layers {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "{%d}: (%d, {}, may-alias)", i, i+1)
	}
	b.WriteString(" }\n\nENTRY step {\n")
	fmt.Fprintf(&b, "  x = %s parameter(0)\n", act)
	for i := range layers {
		fmt.Fprintf(&b, "  w%d = %s parameter(%d)\n", i, w, i+1)
	}
	fmt.Fprintf(&b, "  lr = f32[] constant(0.01)\n  one = f32[] constant(1)\n")
	fmt.Fprintf(&b, "  lrb = %s broadcast(lr), dimensions={}\n  oneb = %s broadcast(one), dimensions={}\n", w, act)
	prev := "x"
	for i := range layers {
		fmt.Fprintf(&b, "  h%d = %s dot(%s, w%d), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n", i, act, prev, i)
		fmt.Fprintf(&b, "  a%d = %s tanh(h%d)\n", i, act, i)
		prev = fmt.Sprintf("a%d", i)
	}
	grad := prev // the loss gradient: the last activation itself
	for i := layers - 1; i >= 0; i-- {
		in := "x"
		if i > 0 {
			in = fmt.Sprintf("a%d", i-1)
		}
		fmt.Fprintf(&b, "  s%d = %s multiply(a%d, a%d)\n", i, act, i, i)
		fmt.Fprintf(&b, "  d%d = %s subtract(oneb, s%d)\n", i, act, i)
		fmt.Fprintf(&b, "  g%d = %s multiply(%s, d%d)\n", i, act, grad, i)
		fmt.Fprintf(&b, "  dw%d = %s dot(%s, g%d), lhs_contracting_dims={0}, rhs_contracting_dims={0}\n", i, w, in, i)
		fmt.Fprintf(&b, "  u%d = %s multiply(lrb, dw%d)\n", i, w, i)
		fmt.Fprintf(&b, "  n%d = %s subtract(w%d, u%d)\n", i, w, i, i)
		if i > 0 {
			fmt.Fprintf(&b, "  e%d = %s dot(g%d, w%d), lhs_contracting_dims={1}, rhs_contracting_dims={1}\n", i, act, i, i)
			grad = fmt.Sprintf("e%d", i)
		}
	}
	b.WriteString("  ROOT out = (")
	for i := range layers {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s", w)
	}
	b.WriteString(") tuple(")
	for i := range layers {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "n%d", i)
	}
	b.WriteString(")\n}\n")
	return b.String()
}
