package schedule

import (
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// TestBFS checks XLA's BFSMemoryScheduler order on a diamond with a late
// independent branch: everything ready runs as early as it can, operands
// before readers, readers released in text order.
func TestBFS(t *testing.T) {
	src := `HloModule bfs
ENTRY e {
  p = f32[8] parameter(0)
  a = f32[8] exponential(p)
  b = f32[8] negate(a)
  c = f32[8] tanh(a)
  q = f32[8] parameter(1)
  d = f32[8] add(b, c)
  e2 = f32[8] sqrt(q)
  ROOT r = f32[8] add(d, e2)
}
`
	names := bfsNames(t, src)
	// p and q start the queue; p releases a, q releases e2; a releases b
	// and c; b and c release d; d releases r.
	want := "p q a e2 b c d r"
	if got := names; got != want {
		t.Errorf("BFS order %q, want %q", got, want)
	}
	if _, err := ParseAlgorithm("BFS"); err != nil {
		t.Errorf("ParseAlgorithm(BFS): %v", err)
	}
}

// TestBFSParametersByNumber: the parameters start the queue by number,
// whatever order the text lists them in, then the other instructions
// with no operand in text order (XLA's instruction list after jax's
// MLIR round trip; bfs.go). The donated parameters' copies then run in
// parameter order, as XLA:CPU scheduled the tuned mlp step's donated fit;
// seeded in text order it was "k p1 p0 b c1 c0 a r".
func TestBFSParametersByNumber(t *testing.T) {
	src := `HloModule bfs
ENTRY e {
  k = f32[] constant(1)
  p1 = f32[8] parameter(1)
  p0 = f32[8] parameter(0)
  c1 = f32[8] copy(p1)
  c0 = f32[8] copy(p0)
  b = f32[8] broadcast(k), dimensions={}
  a = f32[8] add(c0, c1)
  ROOT r = f32[8] add(a, b)
}
`
	names := bfsNames(t, src)
	want := "p0 p1 k c0 c1 b a r"
	if got := names; got != want {
		t.Errorf("BFS order %q, want %q", got, want)
	}
}

// bfsNames orders the module src with BFS and returns its entry's
// instruction names, space-separated.
func bfsNames(t *testing.T, src string) string {
	t.Helper()
	mods, err := hlo.Parse("bfs.hlo", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	seq, err := Order(mods[0], BFS, func(hlo.Shape) int64 { return 32 })
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, in := range seq[mods[0].Entry] {
		names = append(names, in.Name)
	}
	return strings.Join(names, " ")
}
