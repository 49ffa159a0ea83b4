package optimize

import (
	"strings"
	"testing"
)

// TestCombineAllReduces groups all-reduces as XLA's AllReduceCombiner
// does: independent ones of one key become one tuple all-reduce; one that
// depends on a member, or of another key, does not join.
func TestCombineAllReduces(t *testing.T) {
	src := `HloModule m, num_partitions=4
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
mx {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] maximum(a, b)
}
ENTRY e {
  x = f32[64] parameter(0)
  y = f32[32] parameter(1)
  ax = f32[64] all-reduce(x), channel_id=1, replica_groups={{0,1,2,3}}, use_global_device_ids=true, to_apply=add
  ay = f32[32] all-reduce(y), channel_id=2, replica_groups={{0,1,2,3}}, use_global_device_ids=true, to_apply=add
  m = f32[32] all-reduce(y), channel_id=3, replica_groups={{0,1,2,3}}, use_global_device_ids=true, to_apply=mx
  n = f32[64] negate(ax)
  an = f32[64] all-reduce(n), channel_id=4, replica_groups={{0,1,2,3}}, use_global_device_ids=true, to_apply=add
  g = f32[32] all-reduce(y), channel_id=5, replica_groups={{0,1},{2,3}}, use_global_device_ids=true, to_apply=add
  ROOT t = (f32[64], f32[32], f32[32], f32[64], f32[32]) tuple(ax, ay, m, an, g)
}`
	m := parseOne(t, src)
	if _, err := Run(m, Options{Rules: CPU, Passes: []string{"all-reduce-combiner"}}); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, in := range m.Entry.Instructions {
		if in.Opcode == "all-reduce" {
			got = append(got, in.Shape.String())
		}
	}
	// ax and ay combine; an reads ax (through n) and starts the next
	// round, alone; m (maximum) and g (other groups) stay apart.
	want := "(f32[64], f32[32]) f32[32] f32[64] f32[32]"
	if s := strings.Join(got, " "); s != want {
		t.Errorf("all-reduces %q, want %q", s, want)
	}
}
