package liveness

import (
	"os"
	"testing"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/layout"
	"github.com/planner-dev/planner/optimize"
	"github.com/planner-dev/planner/schedule"
)

func TestZZDebugRB(t *testing.T) {
	src, _ := os.ReadFile("/tmp/step4sched/mlp11000.hlo")
	ms, err := hlo.Parse("mlp.hlo", src)
	if err != nil {
		t.Fatal(err)
	}
	m := ms[0]
	tpu := layout.TPU()
	if _, err := optimize.Run(m, optimize.Options{Rules: optimize.GPU}); err != nil {
		t.Fatal(err)
	}
	m = hlo.PairDonors(m, tpu.Bytes)
	prep, _ := Prepare(m, PolicyOptions(tpu))
	for _, alg := range []schedule.Algorithm{schedule.Text, schedule.DFS, schedule.PostOrder, schedule.List} {
		seq, _ := schedule.Order(m, alg, tpu.Bytes)
		rb, ok := prep.readsBound(seq)
		_, ob, _ := prep.MeasureBelow(seq, func(bool) (int64, bool) { return 1 << 62, true })
		x, _ := prep.Measure(seq)
		l, _ := x.MaxLiveIn(All)
		a, s, _ := prep.analyze(seq)
		_ = a
		_ = s
		t.Logf("%s rb %d ok %v ob %d L %d", alg, rb, ok, ob, l)
	}
}
