package report

import (
	"bytes"
	"testing"

	planner "github.com/planner-dev/planner"
	"github.com/planner-dev/planner/internal/example"
)

// TestHTMLFastPane: a two-level plan's page has a second pane, the fast
// memory, with one rectangle per fast interval at its offset, the copies,
// a profile whose highest step is the pane's L, and the summary lines.
func TestHTMLFastPane(t *testing.T) {
	res, err := planner.PlanSource(example.Filename, example.HLO, planner.Config{FastMemory: 64 << 10})
	if err != nil {
		t.Fatal(err)
	}
	r := res[0]
	fm := r.FastMemory
	var b bytes.Buffer
	if err := HTML(&b, res, HTMLOptions{}); err != nil {
		t.Fatal(err)
	}
	mod := reportData(t, b.String()).Modules[0]
	if len(mod.Memories) != 2 || mod.Memories[1].Name != "fast memory" {
		t.Fatalf("%d panes, want the arena and the fast memory", len(mod.Memories))
	}
	mem := mod.Memories[1]
	var want []int64
	n := 0
	for li, ivs := range fm.Fast {
		for _, iv := range ivs {
			want = append(want, iv.Offset)
			if mod.Info.ID[mem.Info[n]] != r.Liveness.Buffers[li].ID {
				t.Errorf("rectangle %d describes buffer %d, want %d", n, mod.Info.ID[mem.Info[n]], r.Liveness.Buffers[li].ID)
			}
			n++
		}
	}
	if len(mem.Offset) != len(want) {
		t.Fatalf("%d rectangles, want %d fast intervals", len(mem.Offset), len(want))
	}
	for i := range want {
		if mem.Offset[i] != want[i] {
			t.Errorf("rectangle %d at %d, want %d", i, mem.Offset[i], want[i])
		}
	}
	if len(mem.Copies) != len(fm.Copies) {
		t.Errorf("%d copies drawn, the plan has %d", len(mem.Copies), len(fm.Copies))
	}
	var top int64
	for t := range mem.Profile[0] {
		var s int64
		for k := range mem.Profile {
			s += mem.Profile[k][t]
		}
		top = max(top, s)
	}
	if top != mem.LowerBound || top > mem.Peak || mem.Capacity != 64<<10 {
		t.Errorf("profile top %d, L %d, peak %d, capacity %d", top, mem.LowerBound, mem.Peak, mem.Capacity)
	}
	found := false
	for _, s := range mod.Stats {
		if bytes.HasPrefix([]byte(s), []byte("fast memory 64.0KiB")) {
			found = true
		}
	}
	if !found {
		t.Errorf("stats %q lack the fast-memory summary", mod.Stats)
	}
}
