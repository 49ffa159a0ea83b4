package remat

import (
	"os"
	"testing"

	"github.com/planner-dev/planner/liveness"
	"github.com/planner-dev/planner/schedule"
)

func TestZZTimeline(t *testing.T) {
	pol, _ := cpuDense(t)
	m, _ := load(t, "testdata/bitcast_operand.hlo")
	seq, _ := schedule.Order(m, schedule.Text, pol.Bytes)
	lv, err := liveness.Analyze(m, seq, liveness.Options{Size: pol.Bytes, Align: pol.Alignment})
	if err != nil {
		t.Fatal(err)
	}
	lv.WriteTimeline(os.Stdout)
}
