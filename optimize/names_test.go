package optimize

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// TestParamNameAsUnique checks that paramName, which skips the lookup of
// param_k once it is taken, names as uniqueName("param_k") would: against
// a module that already has param_0, param_0.2 and param_1.1, over a mix
// of parameter numbers and other names on the same stems.
func TestParamNameAsUnique(t *testing.T) {
	src := `HloModule m
ENTRY e {
  param_0 = f32[2] parameter(0)
  param_0.2 = f32[2] negate(param_0)
  param_1.1 = f32[2] negate(param_0.2)
  ROOT param_3 = f32[2] negate(param_1.1)
}
`
	fast := newState(parseOne(t, src), Options{Rules: CPU}, &Report{})
	slow := newState(parseOne(t, src), Options{Rules: CPU}, &Report{})
	steps := []int{0, 0, 1, 3, 0, 2, 2, -1, 1, 3, 0, -1, 0}
	for i, k := range steps {
		var got, want string
		if k < 0 { // another base on a parameter's stem
			got, want = fast.uniqueName("param_0.7"), slow.uniqueName("param_0.7")
		} else {
			got, want = fast.paramName(k), slow.uniqueName(fmt.Sprintf("param_%d", k))
		}
		if got != want {
			t.Fatalf("step %d (k=%d): paramName gave %q, uniqueName %q", i, k, got, want)
		}
	}
	for k := 0; k <= 3; k++ {
		stem := fmt.Sprintf("param_%d", k)
		if f, s := fast.names.count[stem], slow.names.count[stem]; f != s {
			t.Errorf("%s counted to %d, uniqueName to %d", stem, f, s)
		}
	}
}

// TestVisitMarks checks that each visitMarks set starts empty and that
// test reports a second mark, past the slice's length and across a wrap
// of the generation.
func TestVisitMarks(t *testing.T) {
	s := &state{}
	for round := 0; round < 3; round++ {
		m := s.visitMarks()
		for _, id := range []int{5, 0, 100, 7} {
			if m.test(id) {
				t.Fatalf("round %d: %d marked before its first test", round, id)
			}
			if !m.test(id) {
				t.Fatalf("round %d: %d not marked after its test", round, id)
			}
		}
		if round == 1 {
			s.gen = ^uint32(0) // the next set wraps
		}
	}
}

// mapNames is the name uniquer nameSet replaced: every name handed out
// stored in one map, counting up per stem.
type mapNames struct {
	used  map[string]bool
	count map[string]int
}

func (u *mapNames) unique(base string) string {
	if !u.used[base] {
		u.used[base] = true
		return base
	}
	stem := base
	if i := strings.LastIndexByte(base, '.'); i > 0 {
		if _, err := strconv.Atoi(base[i+1:]); err == nil {
			stem = base[:i]
		}
	}
	for n := max(u.count[stem], 1); ; n++ {
		name := stem + "." + strconv.Itoa(n)
		if !u.used[name] {
			u.used[name] = true
			u.count[stem] = n + 1
			return name
		}
	}
}

// TestNameSetAsMap checks that nameSet, which stores only the names
// reserved as written, hands out the names a map of every name would:
// over module names and bases that collide with counted names (x.3 given
// before and after x's count passes it), non-canonical suffixes (x.03,
// x.+4, x.-1), nested ones (x.1.2) and dots at the edges.
func TestNameSetAsMap(t *testing.T) {
	bases := []string{"x", "x.1", "x.2", "x.3", "x.7", "x.03", "x.+4", "x.-1", "x.0", "x.1.2", "x.1.1",
		"y", "y.12", ".5", "x.", "param_0", "param_0.2", "z.99999999999999999999"}
	rng := rand.New(rand.NewPCG(1, 2))
	for round := 0; round < 200; round++ {
		ns := newNameSet(0)
		ref := &mapNames{used: map[string]bool{}, count: map[string]int{}}
		var seq []string
		for i, n := 0, rng.IntN(6); i < n; i++ { // the module's own names
			b := bases[rng.IntN(len(bases))]
			ns.add(b)
			ref.used[b] = true
			seq = append(seq, "+"+b)
		}
		for i := 0; i < 40; i++ {
			b := bases[rng.IntN(len(bases))]
			seq = append(seq, b)
			if got, want := ns.unique(b), ref.unique(b); got != want {
				t.Fatalf("round %d: after %v: unique(%q) = %q, want %q", round, seq[:len(seq)-1], b, got, want)
			}
		}
		for name := range ref.used {
			if !ns.has(name) {
				t.Fatalf("round %d: %v: %q handed out but not taken", round, seq, name)
			}
		}
	}
}
