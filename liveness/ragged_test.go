package liveness

import (
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// TestRaggedAllToAllInPlace checks that ragged-all-to-all writes its
// result over its output operand, operand 1, as XLA's dataflow analysis
// has it (hlo_dataflow_analysis.cc, GetInPlaceInputOutputPairs): one
// buffer for o and r, where the analysis used to give r a buffer of its
// own, live at once with o's (three 64-byte arrays at the peak, not two).
func TestRaggedAllToAllInPlace(t *testing.T) {
	const src = `HloModule m, replica_count=2
ENTRY e {
  x = f32[16]{0} parameter(0)
  p = f32[16]{0} parameter(1)
  a = s32[2]{0} parameter(2)
  o = f32[16]{0} negate(p)
  r = f32[16]{0} ragged-all-to-all(x, o, a, a, a, a), replica_groups={{0,1}}
  ROOT n = f32[16]{0} negate(r)
}
`
	mods, err := hlo.Parse("m.hlo", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	r, err := Analyze(mods[0], nil, dense)
	if err != nil {
		t.Fatal(err)
	}
	owner := map[string]string{} // value -> the first value of its buffer
	for _, b := range r.Buffers {
		for _, v := range b.Values {
			owner[v.Instruction.Name] = b.Values[0].Instruction.Name
		}
	}
	if got := owner["r"]; got != "o" {
		t.Errorf("r in the buffer of %q, want o's (written in place)", got)
	}
}
