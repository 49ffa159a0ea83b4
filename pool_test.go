package planner

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/planner-dev/planner/assign"
	"github.com/planner-dev/planner/liveness"
)

// poolModule has five constants of 2, 4, 8, 12 and 128 bytes, a 4-byte
// parameter and a chain of temporaries of 68 bytes (not a multiple of 64).
const poolModule = `HloModule pool, is_scheduled=true
ENTRY %main (p: f32[17], s: f32[]) -> f32[17] {
  %p = f32[17]{0} parameter(0)
  %s = f32[] parameter(1)
  %c2 = f16[] constant(1)
  %c4 = f32[] constant(2)
  %c8 = f32[2]{0} constant({1, 2})
  %c12 = f32[3]{0} constant({1, 2, 3})
  %c128 = f32[32]{0} constant({0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31})
  %e = f32[17]{0} exponential(%p)
  %t = f32[17]{0} tanh(%e)
  %u = f32[17]{0} add(%e, %t)
  ROOT %n = f32[17]{0} negate(%u)
}
`

// poolLayout returns, per buffer of r's arena whose alignment is below the
// arena's, "name size align offset-from-the-first-such", in problem order.
func poolLayout(r *Result) string {
	var b strings.Builder
	base := int64(-1)
	for i, pb := range r.Problem.Buffers {
		if pb.Align == r.Policy.Align {
			continue
		}
		if base < 0 || r.Solution.Offsets[i] < base {
			base = r.Solution.Offsets[i]
		}
	}
	for i, pb := range r.Problem.Buffers {
		if pb.Align == r.Policy.Align {
			continue
		}
		lb := &r.Liveness.Buffers[r.Buffers[i]]
		fmt.Fprintf(&b, "%s %d %d %d\n", lb.Values[0].Instruction.Name, pb.Size, pb.Align, r.Solution.Offsets[i]-base)
	}
	return b.String()
}

// TestConstantPool plans a module whose constants and scalar parameter are
// smaller than the alignment: they are packed as one pool, each member at
// its size rounded up to a power of two, largest first, and the plan
// verifies with one entry per buffer. The 128-byte constant is not a
// member (it is a multiple of 64).
func TestConstantPool(t *testing.T) {
	res, err := PlanSource("pool.hlo", []byte(poolModule), Config{Layout: "dense", Align: 64, Schedule: "text"})
	if err != nil {
		t.Fatal(err)
	}
	r := res[0]
	checkResult(t, r)
	// Members by size descending, ties in buffer order: c12 at 0 (align
	// 16), c8 at 16, the 4-byte parameter s (defined before c4) at 24, c4
	// at 28, c2 at 32: a 34-byte pool where five 64-byte slots were.
	want := `s 4 4 24
c2 2 2 32
c4 4 4 28
c8 8 8 16
c12 12 16 0
`
	if diff := cmp.Diff(want, poolLayout(r)); diff != "" {
		t.Errorf("pool members (name size align offset in pool) (-want +got):\n%s", diff)
	}
	for i, pb := range r.Problem.Buffers {
		if off := r.Solution.Offsets[i]; off%max(pb.Align, 1) != 0 {
			t.Errorf("buffer %s at %d, not a multiple of its alignment %d", pb.ID, off, pb.Align)
		}
	}
	// The pool saves against the same problem packed with every buffer at
	// 64.
	unpooled, err := assign.Solve(r.Liveness.Problem(liveness.All), assign.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if r.Stats.Peak >= unpooled.Peak {
		t.Errorf("pooled peak %d, unpooled %d: want the pool lower", r.Stats.Peak, unpooled.Peak)
	}
	// The stats count every constant at its bytes, as before.
	if got, want := r.Stats.ConstantBytes, int64(2+4+8+12+128); got != want {
		t.Errorf("constant bytes %d, want %d", got, want)
	}
	// The report shows each member at its own alignment, and planner verify
	// rebuilds the same problem from it.
	rep := r.Report()
	for i, b := range rep.Buffers {
		if b.Align != r.Problem.Buffers[i].Align || b.Offset != r.Solution.Offsets[i] || strconv.Itoa(b.ID) != r.Problem.Buffers[i].ID {
			t.Errorf("report buffer %d: id %d align %d offset %d; plan %s align %d offset %d",
				i, b.ID, b.Align, b.Offset, r.Problem.Buffers[i].ID, r.Problem.Buffers[i].Align, r.Solution.Offsets[i])
		}
	}
}

// TestConstantPoolNone checks the problems that get no pool: under tpu
// every size is a multiple of the alignment, under the arena temp the
// constants are not in the arena, with a fast memory nothing is pooled;
// the plan is the one the packers give the problem as it is.
func TestConstantPoolNone(t *testing.T) {
	for _, cfg := range []Config{
		{Layout: "tpu", Schedule: "text"},
		{Layout: "dense", Align: 64, Schedule: "text", Arena: "temp"},
		{Layout: "dense", Align: 64, Schedule: "text", FastMemory: 256},
	} {
		res, err := PlanSource("pool.hlo", []byte(poolModule), cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := res[0]
		checkResult(t, r)
		if got := poolLayout(r); got != "" {
			t.Errorf("%s/%s: buffers below the arena's alignment:\n%s", cfg.Layout, cfg.Arena, got)
		}
		sol, err := assign.Solve(r.Problem, assign.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(sol.Offsets, r.Solution.Offsets); diff != "" {
			t.Errorf("%s/%s: offsets differ from the unpooled plan (-want +got):\n%s", cfg.Layout, cfg.Arena, diff)
		}
	}
}

// TestPoolOf checks which buffers of a packing problem join the pool.
func TestPoolOf(t *testing.T) {
	buf := func(id string, start, end, size, align int64) assign.Buffer {
		return assign.Buffer{ID: id, Start: start, End: end, Size: size, Align: align}
	}
	tests := []struct {
		name string
		in   []assign.Buffer
		want string // "id@offset/align ..." in pool order, then the pool's size
	}{
		{"members", []assign.Buffer{
			buf("a", 0, 10, 4, 64), buf("b", 0, 10, 33, 64), buf("t", 2, 5, 100, 64),
			buf("c", 0, 10, 1, 64), buf("d", 0, 10, 64, 64), buf("e", 0, 9, 4, 64),
		}, "b@0/64 a@36/4 c@40/1 size 41"},
		{"one member", []assign.Buffer{buf("a", 0, 10, 4, 64), buf("t", 2, 5, 100, 64)}, "none"},
		{"mixed alignments", []assign.Buffer{buf("a", 0, 10, 4, 64), buf("b", 0, 10, 4, 64), buf("t", 2, 5, 100, 32)}, "none"},
		{"alignment 1", []assign.Buffer{buf("a", 0, 10, 4, 1), buf("b", 0, 10, 4, 1)}, "none"},
		{"only members", []assign.Buffer{buf("a", 3, 7, 2, 16), buf("b", 3, 7, 9, 16)}, "b@0/16 a@10/2 size 12"},
	}
	for _, tt := range tests {
		p := &assign.Problem{Buffers: tt.in}
		got := "none"
		if c := poolOf(p); c != nil {
			var parts []string
			for k, i := range c.members {
				parts = append(parts, fmt.Sprintf("%s@%d/%d", tt.in[i].ID, c.offsets[k], c.align[k]))
			}
			got = strings.Join(parts, " ") + fmt.Sprintf(" size %d", c.size)
			// The expanded plan of every packer verifies, and the pool's
			// members keep their places relative to one another.
			for _, algo := range []string{"auto", "bestfit", "p2ffd", "greedy-size"} {
				q, s, err := solve(p, assign.Options{Algorithm: algo})
				if err != nil {
					t.Fatalf("%s: %s: %v", tt.name, algo, err)
				}
				if err := assign.Verify(q, s); err != nil {
					t.Errorf("%s: %s: expanded plan does not verify: %v", tt.name, algo, err)
				}
				base := s.Offsets[c.members[0]]
				for k, i := range c.members {
					if s.Offsets[i]-base != c.offsets[k] || q.Buffers[i].Align != c.align[k] {
						t.Errorf("%s: %s: %s at %d align %d, want pool+%d align %d", tt.name, algo, q.Buffers[i].ID, s.Offsets[i], q.Buffers[i].Align, c.offsets[k], c.align[k])
					}
				}
			}
		}
		if got != tt.want {
			t.Errorf("%s: pool %q, want %q", tt.name, got, tt.want)
		}
	}
}
