package memspace

import (
	"context"
	"errors"
	"testing"
)

// TestAssignCancelled checks that a done context stops Assign with an
// error wrapping the context's, and that a live one changes nothing.
func TestAssignCancelled(t *testing.T) {
	src := `HloModule m, is_scheduled=true
ENTRY e {
  x = f32[512,512] parameter(0)
  w = f32[512,512] parameter(1)
  d1 = f32[512,512] dot(x, x), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT a = f32[512,512] add(d1, w)
}`
	m, lv, tgt := analyzed(t, src)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Assign(m, lv, Options{Capacity: 4 << 20, Target: tgt, Context: ctx}); !errors.Is(err, context.Canceled) {
		t.Errorf("Assign(cancelled) = %v, want context.Canceled", err)
	}
	live, err := Assign(m, lv, Options{Capacity: 4 << 20, Target: tgt, Context: context.Background()})
	if err != nil {
		t.Fatal(err)
	}
	plain, err := Assign(m, lv, Options{Capacity: 4 << 20, Target: tgt})
	if err != nil {
		t.Fatal(err)
	}
	if live.Planned != plain.Planned || live.Peak != plain.Peak || live.Prefetches != plain.Prefetches {
		t.Errorf("with a live context: planned %g, peak %d, %d prefetches; without: %g, %d, %d",
			live.Planned, live.Peak, live.Prefetches, plain.Planned, plain.Peak, plain.Prefetches)
	}
}
