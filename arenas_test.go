package planner

import (
	"path/filepath"
	"testing"
)

// TestCompareArenas checks that CompareArenas reports the plan's own arena
// as the plan has it, and the other one packed on the same schedule: from
// a temp-arena plan, Fixed + Temp is the plan's total; from a one-arena
// plan, All is its peak; and both views agree on the fixed bytes.
func TestCompareArenas(t *testing.T) {
	file := filepath.Join("testdata", "xla-cpu", "mlp_donate.hlo")
	plan := func(arena string) *Result {
		res, err := PlanFile(file, Config{Layout: "dense", Align: 64, Schedule: "text", Arena: arena})
		if err != nil {
			t.Fatal(err)
		}
		return res[0]
	}
	temp, all := plan("temp"), plan("all")
	ct, err := CompareArenas(temp)
	if err != nil {
		t.Fatal(err)
	}
	ca, err := CompareArenas(all)
	if err != nil {
		t.Fatal(err)
	}
	if ct.Fast != "all" || ca.Fast != "temp" {
		t.Errorf("fast arenas %q and %q, want all and temp", ct.Fast, ca.Fast)
	}
	if ct.Temp != temp.Stats.Peak || ct.XLA() != temp.Stats.TotalBytes {
		t.Errorf("from the temp plan: temp %d, XLA structure %d; the plan: %d, %d", ct.Temp, ct.XLA(), temp.Stats.Peak, temp.Stats.TotalBytes)
	}
	if ca.All != all.Stats.Peak {
		t.Errorf("from the one-arena plan: all %d, the plan's peak %d", ca.All, all.Stats.Peak)
	}
	if ct.Fixed != ca.Fixed || ct.Fixed == 0 {
		t.Errorf("fixed bytes %d and %d, want equal and not 0", ct.Fixed, ca.Fixed)
	}
	t.Logf("XLA's structure %d (temp %d), one arena %d", ct.XLA(), ct.Temp, ca.All)
}
