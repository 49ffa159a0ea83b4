package cost

import (
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// TestFlops counts the flops of dot, convolution, elementwise, reduce and
// a fusion from their shapes.
func TestFlops(t *testing.T) {
	src := `HloModule m
fused {
  a = f32[8,16] parameter(0)
  ROOT m = f32[8,16] multiply(a, a)
}
add {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
ENTRY e {
  p = f32[8,16] parameter(0)
  q = f32[16,32] parameter(1)
  d = f32[8,32] dot(p, q), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  img = f32[1,10,10,3] parameter(2)
  k = f32[3,3,3,4] parameter(3)
  c = f32[1,8,8,4] convolution(img, k), window={size=3x3}, dim_labels=b01f_01io->b01f
  e = f32[8,16] exponential(p)
  z = f32[] constant(0)
  r = f32[8] reduce(p, z), dimensions={1}, to_apply=add
  ROOT f = f32[8,16] fusion(p), kind=kLoop, calls=fused
}`
	ms, err := hlo.Parse("m.hlo", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]float64{
		"d": 2 * 8 * 32 * 16,
		"c": 2 * 64 * 4 * 27,
		"e": 128,
		"r": 128,
		"f": 128,
		"p": 0,
	}
	for _, in := range ms[0].Entry.Instructions {
		if w, ok := want[in.Name]; ok {
			if got := Flops(in); got != w {
				t.Errorf("%s: got %g flops, want %g", in.Name, got, w)
			}
		}
	}
}

// TestTargets checks every named target's figures and the roofline.
func TestTargets(t *testing.T) {
	for _, tg := range Targets() {
		if err := tg.Check(); err != nil {
			t.Errorf("%s: %v", tg.Name, err)
		}
		if tg.Source == "" {
			t.Errorf("%s: no source", tg.Name)
		}
	}
	if _, err := Lookup("tpu-v9"); err == nil {
		t.Error("unknown target accepted")
	}
	tg := Target{PeakFlops: 100, SlowBandwidth: 10, FastBandwidth: 40, CopyBandwidth: 10, MaxCopies: 1}
	if got := tg.Seconds(50, 20, 40); got != 3 { // max(0.5, 2 + 1)
		t.Errorf("roofline: got %g, want 3", got)
	}
	if got := tg.Seconds(1000, 20, 40); got != 10 {
		t.Errorf("compute-bound roofline: got %g, want 10", got)
	}
}
