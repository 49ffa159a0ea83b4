package planner

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/planner-dev/planner/hlo"
)

// TestPlanRefusesPositioned checks that the library refuses the modules
// the CLI refuses, with the same positioned errors as hlo.ErrorList (not
// wrapped behind a step name): a module the verifier rejects, and modules
// whose sizes overflow under one layout or both, or whose sizes add up
// past 2^60.
func TestPlanRefusesPositioned(t *testing.T) {
	tests := []struct {
		name   string
		in     string
		layout string
		want   string
	}{
		{"verifier", "ENTRY e {\n  x = f32[8,128] parameter(0)\n  ROOT n = f32[4,4] negate(x)\n}\n", "tpu",
			`m.hlo:3:12: negate "n": expected the dimensions of operand "x", [8,128], found f32[4,4]`},
		{"alias size", "HloModule m, input_output_alias={ {}: (0, {}) }\nENTRY e {\n  p = s32[] parameter(0)\n  ROOT r = f32[2,128,512] constant({...})\n}\n", "dense",
			`m.hlo:1:35: input_output_alias pairs output {}, f32[2,128,512] (131072 x 32 bits), with parameter 0 {}, s32[] (1 x 32 bits): expected an output that fits in the parameter's bytes`},
		{"bytes tpu", "ENTRY e {\n  ROOT x = f32[576460752303423488,1]{1,0:T(8,128)} parameter(0)\n}\n", "tpu",
			`m.hlo:2:12: shape f32[576460752303423488,1]{1,0:T(8,128)} of parameter "x" is at least 2^63 bytes under layout tpu: expected at most 2^62`},
		{"sum dense", "ENTRY e {\n  ROOT x = f32[576460752303423488,1]{1,0:T(8,128)} parameter(0)\n}\n", "dense",
			`m.hlo:2:12: shape f32[576460752303423488,1]{1,0:T(8,128)} of parameter "x" brings the module's values to more than 2^60 bytes under layout dense: expected at most 2^60 in all`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := PlanSource("m.hlo", []byte(tt.in), Config{Layout: tt.layout})
			var list hlo.ErrorList
			if !errors.As(err, &list) {
				t.Fatalf("error %v (%T), want an hlo.ErrorList", err, err)
			}
			if diff := cmp.Diff(tt.want, err.Error()); diff != "" {
				t.Errorf("error (-want +got):\n%s", diff)
			}
		})
	}
}

// TestPlanVerifiesBuiltModules checks that Plan itself runs the verifier:
// a module changed after parsing (as a front end building modules would
// hand over) is refused with the verifier's positioned error.
func TestPlanVerifiesBuiltModules(t *testing.T) {
	mods, err := hlo.Parse("m.hlo", []byte("ENTRY e {\n  x = f32[4] parameter(0)\n  ROOT y = f32[4] negate(x)\n}\n"))
	if err != nil {
		t.Fatal(err)
	}
	mods[0].Entry.Root.Opcode = "frobnicate"
	_, err = Plan(mods[0], Config{})
	want := `m.hlo:3:19: unknown opcode "frobnicate": expected an XLA opcode (add, dot, fusion, custom-call, ...)`
	if err == nil || err.Error() != want {
		t.Errorf("Plan: %v, want %s", err, want)
	}
}
