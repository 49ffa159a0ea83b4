package liveness

import (
	"testing"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/schedule"
)

// TestHeapProblemReuseFree checks the order of the heap events around a
// result written over its operand's buffer. XLA's heap simulator frees
// the operand right before it shares the offset with the result, among
// the definitions of the result's step (heap_simulator.cc,
// HeapSimulator::RunComputation), so the operand's interval ends at the
// event just before the result's begins; other values defined at that
// step come after both. Counted among the frees after the step's
// definitions instead, the operand's interval ran past the result's
// start and past the other definitions, and the spatial order, which
// sorts by duration in events, put two 1 MiB buffers of the tuned mlp
// fit at 0.7 the other way round (4 MiB of heap where XLA packs 3 MiB;
// TestEmittedReplans).
func TestHeapProblemReuseFree(t *testing.T) {
	src := `HloModule m
ENTRY e {
  p = f32[256]{0} parameter(0)
  a = f32[256]{0} exponential(p)
  b = f32[256]{0} negate(a)
  c = f32[256]{0} exponential(b)
  d = f32[256]{0} add(c, p)
  ROOT r = f32[128]{0} slice(d), slice={[0:128]}
}
`
	ms, err := hlo.Parse("reuse.hlo", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	m := ms[0]
	seq, err := schedule.Order(m, schedule.Text, dense.Size)
	if err != nil {
		t.Fatal(err)
	}
	opt := dense
	opt.Arena = TempOnly
	opt.Heap = true
	r, err := Analyze(m, seq, opt)
	if err != nil {
		t.Fatal(err)
	}
	var hb *HeapBuffer
	for i := range r.Heap {
		if len(r.Heap[i].Spans) >= 2 && TempOnly.In(&r.Buffers[r.Heap[i].Buffer]) {
			hb = &r.Heap[i]
		}
	}
	if hb == nil {
		t.Fatalf("no heap buffer holds a result written over its operand: %+v", r.Heap)
	}
	if !hb.Spans[1].Reuses || hb.Spans[0].Reuses {
		t.Errorf("spans %+v: want the second, not the first, marked as written over its operand", hb.Spans)
	}
	var lives []int64
	for _, b := range r.HeapProblem(TempOnly) {
		if len(b.Lives) == len(hb.Spans) && b.Size == hb.Size {
			for _, iv := range b.Lives {
				lives = append(lives, iv.Start, iv.End)
			}
		}
	}
	if len(lives) < 4 {
		t.Fatalf("the heap problem has no buffer of %d values", len(hb.Spans))
	}
	// a: Alloc 0, Free 1 (right before b's ShareWith), b: ShareWith 2.
	if lives[1]+1 != lives[2] {
		t.Errorf("operand's interval [%d,%d], its reuse's [%d,%d]: want the operand freed at the event right before the reuse", lives[0], lives[1], lives[2], lives[3])
	}
}
