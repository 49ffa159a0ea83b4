package memspace

import (
	"math"
	"testing"
)

// TestBoundKnapsack: one step reads two 4 KiB parameters and writes a 4 KiB
// result, with 6 KiB of fast memory. Any two of the three do not fit
// together, so no plan serves more than 4 KiB of the step's 12 KiB from
// fast memory; the old BoundFit served all 12 KiB (every buffer fits on
// its own), a time no plan reaches.
func TestBoundKnapsack(t *testing.T) {
	const src = `HloModule m, is_scheduled=true
ENTRY e {
  a = f32[1024]{0} parameter(0)
  b = f32[1024]{0} parameter(1)
  ROOT c = f32[1024]{0} add(a, b)
}
`
	m, lv, tgt := analyzed(t, src)
	asg, err := Assign(m, lv, Options{Capacity: 6 << 10, Target: tgt})
	if err != nil {
		t.Fatal(err)
	}
	if err := asg.Check(lv, tgt); err != nil {
		t.Fatal(err)
	}
	flops := 1024.0
	old := tgt.Seconds(flops, 0, 12<<10)
	want := tgt.Seconds(flops, 8<<10, 4<<10)
	if math.Abs(asg.BoundFit-want) > 1e-9*want {
		t.Errorf("BoundFit %g, want %g (4 KiB of 12 fast); the old bound was %g", asg.BoundFit, want, old)
	}
	if asg.BoundFit > asg.Planned || asg.Bound > asg.BoundFit {
		t.Errorf("want bound %g <= bound_fit %g <= planned %g", asg.Bound, asg.BoundFit, asg.Planned)
	}
	t.Logf("bound %g old bound_fit %g bound_fit %g planned %g all slow %g", asg.Bound, old, asg.BoundFit, asg.Planned, asg.AllSlow)
}

// TestBoundChannel: four steps add five 4 KiB parameters into a running
// sum, with room for everything. The knapsack bound serves every byte
// fast (3k, k the seconds of 4 KiB at the slow bandwidth); but each
// parameter reaches fast memory only by a prefetch, and the one channel
// copies a parameter in the time a step reads it from slow memory. With
// the sums fast the steps take 2.25k + 3·1.5k = 6.75k; each parameter
// served fast saves 0.75k of it and costs k of copying: no plan is faster
// than where the two meet, n = 6.75/1.75 parameters, a bound of 27k/7.
func TestBoundChannel(t *testing.T) {
	const src = `HloModule m, is_scheduled=true
ENTRY e {
  p0 = f32[1024]{0} parameter(0)
  p1 = f32[1024]{0} parameter(1)
  p2 = f32[1024]{0} parameter(2)
  p3 = f32[1024]{0} parameter(3)
  p4 = f32[1024]{0} parameter(4)
  s1 = f32[1024]{0} add(p0, p1)
  s2 = f32[1024]{0} add(s1, p2)
  s3 = f32[1024]{0} add(s2, p3)
  ROOT s4 = f32[1024]{0} add(s3, p4)
}
`
	m, lv, tgt := analyzed(t, src)
	asg, err := Assign(m, lv, Options{Capacity: 1 << 20, Target: tgt})
	if err != nil {
		t.Fatal(err)
	}
	if err := asg.Check(lv, tgt); err != nil {
		t.Fatal(err)
	}
	k := tgt.Seconds(0, 4<<10, 0)
	t.Logf("k %g bound %g bound_fit %g (%g k) planned %g (%g k) all slow %g", k, asg.Bound, asg.BoundFit, asg.BoundFit/k, asg.Planned, asg.Planned/k, asg.AllSlow)
	if want := 27 * k / 7; math.Abs(asg.BoundFit-want) > 1e-9*want {
		t.Errorf("BoundFit %g k, want 27/7 k = %g k; the knapsack alone gives 3 k", asg.BoundFit/k, want/k)
	}
	if asg.BoundFit > asg.Planned || asg.Bound > asg.BoundFit {
		t.Errorf("want bound %g <= bound_fit %g <= planned %g", asg.Bound, asg.BoundFit, asg.Planned)
	}
}

// TestBoundChannelIdle: a step reads and writes 64 KiB, more than the
// 8 KiB fast memory, then six steps each negate a fresh 4 KiB parameter.
// The knapsack bound has the long step at its slow time 32k and each
// short one at 0.5k (k as above), 35k; and the channel has time to spare
// during the long step. But it can copy there only what fits beside: two
// of the parameters, 2k of copying. The other copies fall in the short
// steps or stall them: serving n parameters fast, the steps take
// 39.5k − 0.75k·n and the copies need 30k (the long step's idle
// channel) + k·n; they meet at n = 9.5/1.75, a bound of 32k + 24k/7.
func TestBoundChannelIdle(t *testing.T) {
	const src = `HloModule m, is_scheduled=true
ENTRY e {
  h = f32[16384]{0} parameter(0)
  p1 = f32[1024]{0} parameter(1)
  p2 = f32[1024]{0} parameter(2)
  p3 = f32[1024]{0} parameter(3)
  p4 = f32[1024]{0} parameter(4)
  p5 = f32[1024]{0} parameter(5)
  p6 = f32[1024]{0} parameter(6)
  h2 = f32[16384]{0} negate(h)
  q1 = f32[1024]{0} negate(p1)
  q2 = f32[1024]{0} negate(p2)
  q3 = f32[1024]{0} negate(p3)
  q4 = f32[1024]{0} negate(p4)
  q5 = f32[1024]{0} negate(p5)
  q6 = f32[1024]{0} negate(p6)
  ROOT r = (f32[16384]{0}, f32[1024]{0}, f32[1024]{0}, f32[1024]{0}, f32[1024]{0}, f32[1024]{0}, f32[1024]{0}) tuple(h2, q1, q2, q3, q4, q5, q6)
}
`
	m, lv, tgt := analyzed(t, src)
	asg, err := Assign(m, lv, Options{Capacity: 8 << 10, Target: tgt})
	if err != nil {
		t.Fatal(err)
	}
	if err := asg.Check(lv, tgt); err != nil {
		t.Fatal(err)
	}
	k := tgt.Seconds(0, 4<<10, 0)
	t.Logf("bound %g k, bound_fit %g k, planned %g k, all slow %g k", asg.Bound/k, asg.BoundFit/k, asg.Planned/k, asg.AllSlow/k)
	if want := 32*k + 24*k/7; math.Abs(asg.BoundFit-want) > 1e-9*want {
		t.Errorf("BoundFit %g k, want 32 + 24/7 = %g k; without the long step's idle channel it is 35 k", asg.BoundFit/k, want/k)
	}
	if asg.BoundFit > asg.Planned || asg.Bound > asg.BoundFit {
		t.Errorf("want bound %g <= bound_fit %g <= planned %g", asg.Bound, asg.BoundFit, asg.Planned)
	}
}
