package memspace

import (
	"math"
	"testing"
)

// TestRepairStalls: a 32 KiB weight w is prefetched for its read at step
// C, issued at step B, whose slow time (reading a and writing b in place,
// 32 KiB: 8k, k the time of 4 KiB from slow memory) covers the copy (8k).
// Then a's buffer is placed in fast memory, B shrinks to 2k, and the
// simulation waits 6k for the copy at C. repairStalls issues the prefetch
// as early as w's live range allows, before A (5k with a written fast):
// the wait falls to 1k.
func TestRepairStalls(t *testing.T) {
	const src = `HloModule m, is_scheduled=true
ENTRY e {
  w = f32[8192]{0} parameter(0)
  x = f32[4096]{0} parameter(1)
  a = f32[4096]{0} negate(x)
  b = f32[4096]{0} negate(a)
  c = f32[8192]{0} multiply(w, w)
  ROOT r = (f32[4096]{0}, f32[8192]{0}) tuple(b, c)
}
`
	m, lv, tgt := analyzed(t, src)
	acc := findAccesses(m, lv)
	weight, err := stepWeights(lv)
	if err != nil {
		t.Fatal(err)
	}
	fixed := fixedOf(lv)
	s := newState(lv, acc, Options{Capacity: 1 << 20, Target: tgt}, fixed)
	s.weight, s.loops = weight, whileSpans(lv)
	s.fit, _ = s.fitBytes(fixed, false)
	place := func(name string) *placement {
		b := bufferOf(t, lv, name)
		p := &placement{buf: b, first: 0, last: len(acc.uses[b]) - 1, size: roundUp(lv.Buffers[b].Size, lv.Buffers[b].Align)}
		if g, ok := s.evaluate(p); !ok || g <= 0 {
			t.Fatalf("%s: gain %g, fits %v", name, g, ok)
		}
		s.take(p)
		return p
	}
	pw := place("w")
	stepOf := func(name string) int64 {
		for k, in := range lv.Timeline {
			if in.Name == name {
				return int64(k)
			}
		}
		t.Fatalf("no step %s", name)
		return -1
	}
	stepA, stepB := stepOf("a"), stepOf("b")
	if pw.pre == nil || pw.pre.issue != stepB {
		t.Fatalf("w's prefetch %+v, want it issued at B (step %d)", pw.pre, stepB)
	}
	place("a")
	before := s.simulate(fixed)
	stall := s.stall[pw]
	if stall <= 0 {
		t.Fatalf("no stall on w's prefetch once a is fast (planned %g)", before.Planned)
	}
	k := tgt.Seconds(0, 4<<10, 0)
	if math.Abs(stall-6*k) > 1e-9*k || math.Abs(s.d(stepA)-5*k) > 1e-9*k || math.Abs(s.d(stepB)-2*k) > 1e-9*k {
		t.Fatalf("stall %g k, A %g k, B %g k; want 6, 5 and 2", stall/k, s.d(stepA)/k, s.d(stepB)/k)
	}
	moved := s.repairStalls()
	first := lv.Buffers[pw.buf].Start
	if len(moved) != 1 || moved[0].p != pw || pw.pre.issue != first || pw.start != first || first >= stepA {
		t.Fatalf("moved %+v, w's prefetch issued at %d; want w's issued at its start %d, before A (%d)", moved, pw.pre.issue, first, stepA)
	}
	after := s.simulate(fixed)
	if math.Abs(s.stall[pw]-k) > 1e-9*k || math.Abs(before.Planned-5*k-after.Planned) > 1e-9*before.Planned {
		t.Errorf("planned %g k -> %g k, stall %g k -> %g k; want 5k less, the stall 1k", before.Planned/k, after.Planned/k, stall/k, s.stall[pw]/k)
	}
}

// TestFreeOffset: the lowest aligned offset free over an interval among
// packed slots, or none within the capacity.
func TestFreeOffset(t *testing.T) {
	occ := []slot{
		{0, 10, 0, 100},   // [0,100) over steps 0..9
		{5, 15, 200, 300}, // [200,300) over steps 5..14
		{12, 20, 100, 150},
	}
	for _, c := range []struct {
		start, end, size, align, capa int64
		want                          int64
		ok                            bool
	}{
		{0, 5, 100, 1, 400, 100, true},  // beside the first slot
		{5, 10, 100, 1, 400, 100, true}, // between the first two
		{5, 10, 101, 1, 500, 300, true}, // too big for the hole: above
		{5, 10, 101, 1, 400, 0, false},  // ... and 300+101 is above the capacity
		{5, 13, 60, 1, 400, 300, true},  // the third closes the hole at 100..150 in step 12
		{5, 13, 50, 1, 400, 150, true},  // ... but leaves 150..200
		{5, 10, 100, 64, 400, 0, false}, // aligned: 128+100 > 200, and 320+100 > 400
		{20, 30, 400, 1, 400, 0, true},  // nothing there
		{0, 30, 101, 1, 400, 0, false},  // 300+101 > 400
	} {
		got, ok := freeOffset(occ, c.start, c.end, c.size, c.align, c.capa)
		if ok != c.ok || ok && got != c.want {
			t.Errorf("freeOffset(%d..%d, size %d, align %d, capa %d) = %d, %v; want %d, %v", c.start, c.end, c.size, c.align, c.capa, got, ok, c.want, c.ok)
		}
	}
}
