package liveness

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// chainModule is a module of n computations, each calling the one before
// it twice (with while loops when loops is set), the entry calling the
// last: its flattened timeline doubles at every link.
func chainModule(n int, loops bool) string {
	var b strings.Builder
	b.WriteString("HloModule chain\n\nc0 {\n  p = f32[4] parameter(0)\n  ROOT n = f32[4] negate(p)\n}\n\n")
	if loops {
		b.WriteString("cond {\n  p = f32[4] parameter(0)\n  ROOT t = pred[] constant(false)\n}\n\n")
	}
	for k := 1; k <= n; k++ {
		if loops {
			fmt.Fprintf(&b, "c%d {\n  p = f32[4] parameter(0)\n  a = f32[4] while(p), condition=cond, body=c%d\n  ROOT b = f32[4] while(a), condition=cond, body=c%d\n}\n\n", k, k-1, k-1)
		} else {
			fmt.Fprintf(&b, "c%d {\n  p = f32[4] parameter(0)\n  a = f32[4] call(p), to_apply=c%d\n  ROOT b = f32[4] call(a), to_apply=c%d\n}\n\n", k, k-1, k-1)
		}
	}
	fmt.Fprintf(&b, "ENTRY e {\n  p = f32[4] parameter(0)\n  ROOT r = f32[4] call(p), to_apply=c%d\n}\n", n)
	return b.String()
}

// TestTimelineBound: a chain of 30 computations each called twice (by
// calls and by whiles) is refused before anything is laid out, at the
// call site whose callee takes the count past MaxSteps, with its
// position; a chain under the bound is laid out, and MaxSteps set just
// under its length refuses it.
func TestTimelineBound(t *testing.T) {
	for _, loops := range []bool{false, true} {
		mods, err := hlo.Parse("chain.hlo", []byte(chainModule(30, loops)))
		if err != nil {
			t.Fatal(err)
		}
		_, err = Analyze(mods[0], nil, Options{})
		var he *hlo.Error
		if !errors.As(err, &he) || !strings.Contains(he.Msg, "longer than 4194304 steps") {
			t.Fatalf("loops %v: err = %v, want a positioned error about the timeline", loops, err)
		}
		if he.Pos.Line == 0 || !strings.Contains(he.Msg, "lays out its computations once more") {
			t.Errorf("loops %v: error %v does not name the call site", loops, err)
		}
	}
	mods, err := hlo.Parse("chain.hlo", []byte(chainModule(4, false)))
	if err != nil {
		t.Fatal(err)
	}
	r, err := Analyze(mods[0], nil, Options{})
	if err != nil {
		t.Fatal(err)
	}
	n := int64(len(r.Timeline))
	if _, err := Analyze(mods[0], nil, Options{MaxSteps: n}); err != nil {
		t.Errorf("MaxSteps = the timeline's length %d: %v", n, err)
	}
	if _, err := Analyze(mods[0], nil, Options{MaxSteps: n - 1}); err == nil {
		t.Errorf("MaxSteps = %d, one under the timeline: no error", n-1)
	}
}

// TestAnalyzeContext: a done context stops the analysis with an error
// wrapping its Err.
func TestAnalyzeContext(t *testing.T) {
	mods, err := hlo.Parse("chain.hlo", []byte(chainModule(12, false)))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Analyze(mods[0], nil, Options{Context: ctx}); !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	if _, err := Analyze(mods[0], nil, Options{Context: context.Background()}); err != nil {
		t.Fatal(err)
	}
}
