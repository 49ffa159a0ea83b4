package schedule

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// randomModule builds an entry computation of n instructions: parameters,
// elementwise ops on recent values, reduces, tuples and get-tuple-elements,
// a few control edges, written in a shuffled-but-valid text order.
func randomModule(seed int64, n int) *hlo.Module {
	r := rand.New(rand.NewSource(seed))
	b := newModule(fmt.Sprintf("random_%d", seed))
	e := b.comp("main", true)
	var vals []string
	var tuples []string
	pick := func() string {
		// Mostly recent values, sometimes an old one (a long-lived value).
		if r.Intn(8) == 0 {
			return vals[r.Intn(len(vals))]
		}
		k := len(vals) - 1 - r.Intn(min(len(vals), 6))
		return vals[k]
	}
	for i := 0; i < n; i++ {
		name := fmt.Sprintf("v%d", i)
		switch {
		case i < 3 || r.Intn(50) == 0:
			e.op(name, "parameter", f32(int64(64<<r.Intn(6))))
		case r.Intn(10) == 0:
			e.op(name, "reduce", f32(), pick())
		case r.Intn(15) == 0:
			a, c := pick(), pick()
			e.op(name, "tuple", tuple(f32(1), f32(1)), a, c)
			tuples = append(tuples, name)
			continue
		case len(tuples) > 0 && r.Intn(8) == 0:
			e.gte(name, f32(1), tuples[r.Intn(len(tuples))], r.Intn(2))
		case r.Intn(3) == 0:
			e.op(name, "add", f32(int64(64<<r.Intn(6))), pick(), pick())
		default:
			e.op(name, "negate", f32(int64(64<<r.Intn(6))), pick())
		}
		if len(vals) > 10 && r.Intn(30) == 0 {
			e.after(name, vals[r.Intn(len(vals)-5)])
		}
		vals = append(vals, name)
	}
	root := fmt.Sprintf("v%d", n)
	e.op(root, "tuple", tuple(f32(1), f32(1)), vals[len(vals)-1], vals[len(vals)/2])
	e.done(root)
	return b.m
}

func TestRandomModules(t *testing.T) {
	for seed := int64(1); seed <= 30; seed++ {
		m := randomModule(seed, 40+int(seed)*7)
		for _, alg := range append(Algorithms(), Best) {
			seq, err := Order(m, alg, size)
			if err != nil {
				t.Fatalf("%s/%s: %v", m.Name, alg, err)
			}
			if err := checkSequence(m, seq); err != nil {
				t.Fatalf("%s/%s: %v", m.Name, alg, err)
			}
		}
		checkBest(t, m)
	}
}

func BenchmarkOrderBestRandom14k(b *testing.B) {
	m := randomModule(7, 14000)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, _, _, err := OrderBest(m, size); err != nil {
			b.Fatal(err)
		}
	}
}
