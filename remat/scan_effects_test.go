package remat

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/layout"
)

// TestCheckpointScansCollective checkpoints a scan whose forward body
// runs an all-reduce and a custom-call that declares no side effect (the
// shape of Llama's layer scan: all-gathers, te_fused_attn_forward_ffi,
// MoveToHost): the rewrite happens, the module verifies and CheckScans
// finds every instruction of the body in both copies, and the recompute's
// all-reduce has a channel of its own. A custom-call with
// custom_call_has_side_effect=true, random numbers or a send leave the
// loop alone, and the debug log says why. XLA:CPU (jaxlib 0.10.2,
// testdata/xla-remat/gen/xlarun.py, inputs of seeds 1 and 2) compiles
// the fixture with tanh in place of the custom-call, and its checkpointed
// module, with both all-reduces, and their outputs are identical.
func TestCheckpointScansCollective(t *testing.T) {
	parse, src, tg := scanFixture(t, "scan_collective.hlo")
	size := layout.Dense(64).Bytes
	m := parse(string(src))
	inputChannels := func() []int64 {
		var ids []int64
		for _, c := range m.Computations {
			for _, in := range c.Instructions {
				if in.Opcode == "all-reduce" {
					ids = append(ids, in.Channel())
				}
			}
		}
		return ids
	}
	before := inputChannels()
	cm, ch := CheckpointScans(m, size, tg)
	// The input's channel ids are left as they were: the copied body's
	// fresh ones are its own (an hlo.Collective is shared by copies).
	if after := inputChannels(); !slices.Equal(after, before) {
		t.Errorf("CheckpointScans changed its input's channel ids: %v, were %v", after, before)
	}
	if cm == nil || len(ch) != 1 || ch[0].Value != "w" || ch[0].Chain != 3 {
		t.Fatalf("CheckpointScans: module %v, changes %+v; want w checkpointed with k = 3", cm != nil, ch)
	}
	if err := hlo.Verify(cm); err != nil {
		t.Fatalf("the checkpointed module does not verify: %v", err)
	}
	if err := CheckScans(m, cm); err != nil {
		t.Fatalf("CheckScans: %v", err)
	}
	// Printed and parsed again, the module is the same (the channel ids
	// are in the text, not only in the IR).
	again := parse(cm.String())
	if again.String() != cm.String() {
		t.Errorf("the checkpointed module does not print and parse back to itself")
	}
	var channels []int64
	customs := 0
	for _, c := range again.Computations {
		for _, in := range c.Instructions {
			if in.Opcode == "all-reduce" {
				channels = append(channels, in.Channel())
			}
			if in.Opcode == "custom-call" {
				customs++
			}
		}
	}
	slices.Sort(channels)
	if !slices.Equal(channels, []int64{1, 2}) {
		t.Errorf("all-reduce channel ids %v, want [1 2]: the forward body's and the recompute's, each its own", channels)
	}
	if customs != 2 {
		t.Errorf("%d custom-calls, want 2: the forward body's and the recompute's", customs)
	}

	for _, tc := range []struct{ name, from, to, why string }{
		{"side-effecting custom-call", `custom_call_target="pure_tanh"`,
			`custom_call_target="pure_tanh", custom_call_has_side_effect=true`, "side effect"},
		{"random numbers", "h2 = f32[4] custom-call(ar), custom_call_target=\"pure_tanh\"",
			"lo = f32[] constant(0)\n  hi = f32[] constant(1)\n  u = f32[4] rng(lo, hi), distribution=rng_uniform\n  h2 = f32[4] add(ar, u)", "random"},
		{"send", "h2 = f32[4] custom-call(ar), custom_call_target=\"pure_tanh\"",
			"tok = token[] after-all()\n  snd = (f32[4], u32[], token[]) send(ar, tok), channel_id=7\n  sd = token[] send-done(snd), channel_id=7\n  h2 = f32[4] tanh(ar)", "once"},
	} {
		text := strings.Replace(string(src), tc.from, tc.to, 1)
		if text == string(src) {
			t.Fatalf("%s: the fixture has no %q", tc.name, tc.from)
		}
		var log []string
		debug = func(format string, args ...any) {
			log = append(log, fmt.Sprintf(format, args...))
		}
		cm, ch := CheckpointScans(parse(text), size, tg)
		debug = nil
		if cm != nil || len(ch) != 0 {
			t.Errorf("%s: checkpointed (%d changes); want it left alone", tc.name, len(ch))
		}
		if !strings.Contains(strings.Join(log, "\n"), tc.why) {
			t.Errorf("%s: the debug log %q does not say %q", tc.name, log, tc.why)
		}
	}
}
