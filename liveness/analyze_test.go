package liveness

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/layout"
)

var dense = PolicyOptions(layout.Dense(1))

func TestAnalyzeBuilt(t *testing.T) {
	tests := []struct {
		name string
		m    func(t *testing.T) *hlo.Module
		want string
	}{
		{"unary chain reuses one buffer", func(t *testing.T) *hlo.Module {
			return mod(t, comp("main", true,
				in("p", f32(256), "parameter", 0),
				in("e", f32(256), "exponential", "p"),
				in("h", f32(256), "tanh", "e"),
				in("e2", f32(256), "exponential", "h"),
				in("n", f32(256), "negate", "e2"),
			))
		}, `b0 [0,5) 1024 parameter p{}
b1 [1,5) 1024 maybe-live-out e{} h{} e2{} n{}
max 2048 at 1
`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Analyze(tt.m(t), nil, dense)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, summary(r)); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}
