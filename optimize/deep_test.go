package optimize

import (
	"fmt"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// TestLongFusedChain fuses a chain of 40,000 negates into one loop fusion
// under a 2 MiB stack: finishFused and fusedPostOrder walked the fused
// computation recursively, a frame per instruction, and overflowed (a
// fatal crash; under Go's default 1 GB stack a chain of a few million
// did the same). Both now keep their own stack (postOrderFrom).
func TestLongFusedChain(t *testing.T) {
	defer debug.SetMaxStack(debug.SetMaxStack(2 << 20))
	const n = 40_000
	var b strings.Builder
	b.WriteString("HloModule m\nENTRY main {\n  n0 = f32[4]{0} parameter(0)\n")
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "  n%d = f32[4]{0} negate(n%d)\n", i, i-1)
	}
	fmt.Fprintf(&b, "  ROOT r = f32[4]{0} negate(n%d)\n}\n", n)
	for _, rules := range []Rules{CPU, GPU} {
		mods, err := hlo.Parse("m.hlo", []byte(b.String()))
		if err != nil {
			t.Fatal(err)
		}
		m := mods[0]
		if _, err := Run(m, Options{Rules: rules}); err != nil {
			t.Fatalf("%s: %v", rules, err)
		}
		fusions := 0
		for _, in := range m.Entry.Instructions {
			if in.Opcode == "fusion" {
				fusions++
			}
		}
		if fusions != 1 || len(m.Entry.Instructions) != 2 {
			t.Errorf("%s: %d instructions, %d fusions; want the parameter and one fusion", rules, len(m.Entry.Instructions), fusions)
		}
	}
}
