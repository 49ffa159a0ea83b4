package liveness

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/planner-dev/planner/assign"
	"github.com/planner-dev/planner/hlo"
)

// randomModule builds a module of n instructions mixing elementwise ops,
// dots, dynamic-update-slices, sorts, tuples and a while loop, from a seed.
func randomModule(t testing.TB, seed uint64, n int) *hlo.Module {
	r := rand.New(rand.NewPCG(seed, 7))
	shapes := []hlo.Shape{f32(256), f32(128), f32()}
	body := comp("body", false,
		in("p", tup(s32(), f32(256)), "parameter", 0),
		in("i", s32(), "get-tuple-element", "p", 0),
		in("x", f32(256), "get-tuple-element", "p", 1),
		in("one", s32(), "constant"),
		in("i1", s32(), "add", "i", "one"),
		in("y", f32(256), []string{"exponential", "dot", "negate"}[r.IntN(3)], "x", "x"),
		in("t", tup(s32(), f32(256)), "tuple", "i1", []string{"x", "y", "y"}[r.IntN(3)]))
	body.insts[5].shape = f32(256)
	cond := comp("cond", false,
		in("p", tup(s32(), f32(256)), "parameter", 0),
		in("i", s32(), "get-tuple-element", "p", 0),
		in("c", pred(), "compare", "i", "i"))
	var insts []protoInst
	var names []string
	var shapeOf = map[string]hlo.Shape{}
	add := func(p protoInst) {
		insts = append(insts, p)
		names = append(names, p.name)
		shapeOf[p.name] = p.shape
	}
	for i, s := range shapes {
		add(in(fmt.Sprint("p", i), s, "parameter", i))
	}
	add(in("k", s32(), "parameter", len(shapes)))
	pick := func(s hlo.Shape) (string, bool) {
		var c []string
		for _, nm := range names {
			if shapeOf[nm].Element == s.Element && len(shapeOf[nm].Dims) == len(s.Dims) && (len(s.Dims) == 0 || shapeOf[nm].Dims[0] == s.Dims[0]) {
				c = append(c, nm)
			}
		}
		if len(c) == 0 {
			return "", false
		}
		return c[r.IntN(len(c))], true
	}
	for i := 0; len(insts) < n; i++ {
		name := fmt.Sprint("v", i)
		s := shapes[r.IntN(len(shapes))]
		a, ok := pick(s)
		if !ok {
			continue
		}
		b, _ := pick(s)
		switch r.IntN(9) {
		case 0, 1, 2:
			add(in(name, s, []string{"exponential", "negate", "tanh"}[r.IntN(3)], a))
		case 3:
			add(in(name, s, "add", a, b))
		case 4:
			add(in(name, f32(), "dot", a, b))
		case 5:
			if s.Rank() == 1 && s.Dims[0] == 256 {
				u, ok := pick(f32(128))
				if ok {
					add(in(name, s, "dynamic-update-slice", a, u, "k"))
				}
			}
		case 6:
			if x, ok := pick(f32(256)); ok {
				add(in(name+"t", tup(s32(), f32(256)), "tuple", "k", x))
				add(in(name+"w", tup(s32(), f32(256)), "while", name+"t", call{"condition", "cond"}, call{"body", "body"}))
				add(in(name, f32(256), "get-tuple-element", name+"w", 1))
			}
		case 7:
			add(in(name, s, "multiply", a, a))
		case 8:
			if s.Rank() == 1 {
				// A sort of two operands; it may write over each.
				add(in(name+"s", tup(s, s), "sort", a, b, call{"to_apply", "lt"}))
				add(in(name, s, "get-tuple-element", name+"s", r.IntN(2)))
			}
		}
	}
	// The root: a tuple of the last few values.
	var last []string
	var ls []hlo.Shape
	for _, nm := range names[len(names)-3:] {
		last = append(last, nm)
		ls = append(ls, shapeOf[nm])
	}
	args := []any{}
	for _, x := range last {
		args = append(args, x)
	}
	insts = append(insts, in("root", tup(ls...), "tuple", args...))
	lt := comp("lt", false,
		in("a", f32(), "parameter", 0),
		in("b", f32(), "parameter", 1),
		in("c", f32(), "parameter", 2),
		in("d", f32(), "parameter", 3),
		in("z", f32(), "constant"),
		in("az", f32(), "add", "a", "z"),
		in("l", pred(), "compare", "az", "b"))
	m := mod(t, cond, body, lt, comp("main", true, insts...))
	if seed%3 == 0 && ShapeText(ls[0]) == ShapeText(shapes[0]) {
		m.InputOutputAlias = []hlo.Alias{{OutputIndex: hlo.ShapeIndex{0}, Param: 0}}
	}
	if seed%4 == 1 {
		m.BufferDonors = []hlo.Donor{{Param: 1}}
	}
	return m
}

// TestRandomModules analyzes random modules: the result passes the
// checker, the problem packs and verifies, and a second analysis gives the
// same problem.
func TestRandomModules(t *testing.T) {
	for seed := uint64(0); seed < 200; seed++ {
		m := randomModule(t, seed, 10+int(seed%40))
		r, err := Analyze(m, nil, dense)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		checkResult(t, r)
		checkNoClobber(t, m, r)
		if a, sh, err := analyze(m, nil, dense); err == nil {
			checkGroups(t, a, sh)
		}
		for _, arena := range []Arena{All, TempOnly} {
			packAndVerify(t, r.Problem(arena))
		}
		// Planned for the temp arena, temporaries may also sit in outputs
		// before they are written: the same checks hold.
		opt := dense
		opt.Arena = TempOnly
		rt, err := Analyze(m, nil, opt)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		checkResult(t, rt)
		checkNoClobber(t, m, rt)
		if a, sh, err := analyze(m, nil, opt); err == nil {
			checkGroups(t, a, sh)
		}
		packAndVerify(t, rt.Problem(TempOnly))
		r2, err := Analyze(m, nil, dense)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(r.Problem(All), r2.Problem(All)); diff != "" {
			t.Fatalf("seed %d: problem differs between runs (-first +second)\n%s", seed, diff)
		}
	}
}

// packAndVerify packs p with assign's best-fit packer, checks the plan
// with assign.Verify, the independent checker, and returns the peak.
func packAndVerify(t testing.TB, p *assign.Problem) int64 {
	t.Helper()
	sol, err := assign.Solve(p, assign.Options{Algorithm: "bestfit"})
	if err != nil {
		t.Fatalf("bestfit: %v", err)
	}
	if err := assign.Verify(p, sol); err != nil {
		t.Errorf("plan does not verify: %v", err)
	}
	if sol.LowerBound != assign.LowerBound(p) || sol.Peak < sol.LowerBound {
		t.Errorf("peak %d, lower bound %d (assign.LowerBound %d)", sol.Peak, sol.LowerBound, assign.LowerBound(p))
	}
	return sol.Peak
}

// BenchmarkAnalyzeRandom14k analyzes a random module of 14,000
// instructions (elementwise chains, dots, in-place updates, loops).
func BenchmarkAnalyzeRandom14k(b *testing.B) {
	m := randomModule(b, 1, 14000)
	b.ResetTimer()
	for b.Loop() {
		if _, err := Analyze(m, nil, dense); err != nil {
			b.Fatal(err)
		}
	}
}
