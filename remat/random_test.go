package remat

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/layout"
	"github.com/planner-dev/planner/schedule"
)

// randomText writes a random module as HLO text: a chain of elementwise
// ops and dots over f32[64,64] reading values from anywhere before them
// (long live ranges, as a training step's residuals), a while loop whose
// body does the same over its state, and a root tuple of early and late
// values.
func randomText(seed uint64, n int) string {
	r := rand.New(rand.NewPCG(seed, 21))
	const sh = "f32[64,64]{1,0}"
	unary := []string{"tanh", "exponential", "negate", "sqrt"}
	binary := []string{"add", "multiply", "subtract", "maximum"}
	op := func(b *strings.Builder, name string, vals []string) {
		pick := func() string { return vals[r.IntN(len(vals))] }
		switch k := r.IntN(10); {
		case k < 3:
			fmt.Fprintf(b, "  %s = %s %s(%s)\n", name, sh, unary[r.IntN(len(unary))], pick())
		case k < 8:
			fmt.Fprintf(b, "  %s = %s %s(%s, %s)\n", name, sh, binary[r.IntN(len(binary))], pick(), pick())
		default:
			fmt.Fprintf(b, "  %s = %s dot(%s, %s), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n", name, sh, pick(), pick())
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "HloModule random_%d\n\n", seed)
	state := "(s32[], " + sh + ", " + sh + ")"
	b.WriteString("cond {\n  c.p = " + state + " parameter(0)\n  c.i = s32[] get-tuple-element(c.p), index=0\n  c.n = s32[] constant(3)\n  ROOT c.lt = pred[] compare(c.i, c.n), direction=LT\n}\n\n")
	b.WriteString("body {\n  b.p = " + state + " parameter(0)\n  b.i = s32[] get-tuple-element(b.p), index=0\n  b.one = s32[] constant(1)\n  b.i1 = s32[] add(b.i, b.one)\n")
	bvals := []string{}
	for k := 1; k <= 2; k++ {
		fmt.Fprintf(&b, "  b.x%d = %s get-tuple-element(b.p), index=%d\n", k, sh, k)
		bvals = append(bvals, fmt.Sprintf("b.x%d", k))
	}
	for i := 0; i < 3+r.IntN(6); i++ {
		name := fmt.Sprintf("b.v%d", i)
		op(&b, name, bvals)
		bvals = append(bvals, name)
	}
	fmt.Fprintf(&b, "  ROOT b.r = %s tuple(b.i1, %s, %s)\n}\n\n", state, bvals[len(bvals)-1], bvals[len(bvals)-2])
	b.WriteString("ENTRY main {\n")
	vals := []string{}
	for i := 0; i < 3; i++ {
		fmt.Fprintf(&b, "  p%d = %s parameter(%d)\n", i, sh, i)
		vals = append(vals, fmt.Sprintf("p%d", i))
	}
	loopAt := n / 2
	for i := 0; i < n; i++ {
		if i == loopAt {
			fmt.Fprintf(&b, "  zero = s32[] constant(0)\n  init = %s tuple(zero, %s, %s)\n", state, vals[len(vals)-1], vals[r.IntN(len(vals))])
			fmt.Fprintf(&b, "  loop = %s while(init), condition=cond, body=body\n", state)
			fmt.Fprintf(&b, "  l1 = %s get-tuple-element(loop), index=1\n", sh)
			vals = append(vals, "l1")
		}
		name := fmt.Sprintf("v%d", i)
		op(&b, name, vals)
		vals = append(vals, name)
	}
	outs := []string{vals[len(vals)-1], vals[3+r.IntN(len(vals)-3)]}
	fmt.Fprintf(&b, "  ROOT out = (%s, %s) tuple(%s)\n}\n", sh, sh, strings.Join(outs, ", "))
	return b.String()
}

// TestFitRandom fits random modules at several limits and checks every
// result with the independent checker, the re-parse of its text and its
// re-derived L (checkResult).
func TestFitRandom(t *testing.T) {
	seeds := 40
	if testing.Short() {
		seeds = 8
	}
	changed := 0
	for seed := uint64(0); seed < uint64(seeds); seed++ {
		text := randomText(seed, 12+int(seed%20))
		mods, err := hlo.Parse(fmt.Sprintf("random_%d.hlo", seed), []byte(text))
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, text)
		}
		m := mods[0]
		seq := textOrder(t, m)
		base, err := Fit(m, seq, Options{Limit: 1 << 62})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		for _, frac := range []float64{0.9, 0.7, 0.5} {
			for _, xla := range []bool{false, true} {
				r, err := Fit(m, seq, Options{Limit: int64(float64(base.Peak) * frac), XLA: xla})
				if err != nil {
					t.Fatalf("seed %d at %.1f: %v\n%s", seed, frac, err, text)
				}
				checkResult(t, fmt.Sprintf("seed %d at %.1f (xla %v)", seed, frac, xla), m, r)
				if len(r.Changes) > 0 {
					changed++
				}
			}
		}
	}
	if changed == 0 {
		t.Error("no random module was changed")
	}
}

// FuzzFit fits whatever parses, orders and analyses, at half its peak: no
// panic, and every result passes the checker.
func FuzzFit(f *testing.F) {
	for seed := uint64(0); seed < 4; seed++ {
		f.Add(randomText(seed, 10))
	}
	f.Fuzz(func(t *testing.T, text string) {
		mods, err := hlo.Parse("fuzz.hlo", []byte(text))
		if err != nil || len(mods) == 0 {
			return
		}
		m := mods[0]
		seq, err := schedule.Order(m, schedule.Text, layout.TPU().Bytes)
		if err != nil {
			return
		}
		base, err := Fit(m, seq, Options{Limit: 1 << 62})
		if err != nil {
			return // the analysis refuses it: a positioned error, not a fit
		}
		r, err := Fit(m, seq, Options{Limit: max(1, base.Peak/2)})
		if err != nil {
			t.Fatalf("the analysis accepted the module but not its fit: %v", err)
		}
		if err := Check(m, r.Module, r.Sequence); err != nil {
			t.Fatal(err)
		}
	})
}
