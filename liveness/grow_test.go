package liveness

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// TestGrow checks when a holey loop-state buffer grows to take a larger
// temporary of the body (testdata/hlo/loop_slot.hlo): it does when that
// lowers the lower bound L, and it does not when the grown buffer would
// raise the load elsewhere above the peak the move saves (a 5 KiB value
// live beside the state before the loop). Either way the groups keep
// disjoint occupancies and no instruction reads a clobbered operand.
func TestGrow(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "hlo", "loop_slot.hlo"))
	if err != nil {
		t.Fatal(err)
	}
	// Before the loop, g (5 KiB) is live beside x0 and the state e: growing
	// the state's slot to 4 KiB would put 10 KiB there, above the 7,212
	// bytes of the body's peak (7,216 with the constant zg).
	wide := strings.Replace(string(src), "  zero = s32[] constant(0)\n",
		"  g = f32[5,256] broadcast(e), dimensions={1}\n  zg = f32[] constant(0)\n  gr = f32[] reduce(g, zg), dimensions={0,1}, to_apply=sum\n  zero = s32[] constant(0)\n", 1)
	if wide == string(src) {
		t.Fatal("loop_slot.hlo changed: the test cannot add its wide value")
	}
	tests := []struct {
		name    string
		src     string
		grown   bool  // w shares the loop state's buffer
		maxLive int64 // the lower bound L
	}{
		{"the slot grows to take w", string(src), true, 6188},
		{"the slot would raise L elsewhere", wide, false, 7216},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ms, err := hlo.Parse("loop_slot.hlo", []byte(tt.src))
			if err != nil {
				t.Fatal(err)
			}
			a, s, err := analyze(ms[0], nil, dense)
			if err != nil {
				t.Fatal(err)
			}
			checkGroups(t, a, s)
			r := a.result(s)
			checkResult(t, r)
			checkNoClobber(t, ms[0], r)
			var wBuf, eBuf int
			for _, b := range r.Buffers {
				for _, v := range b.Values {
					switch v.Instruction.Name {
					case "w":
						wBuf = b.ID
					case "e":
						eBuf = b.ID
					}
				}
			}
			if got := wBuf == eBuf; got != tt.grown {
				t.Errorf("w in the loop state's buffer: %v, want %v", got, tt.grown)
			}
			if r.MaxLive != tt.maxLive {
				t.Errorf("max live %d, want %d", r.MaxLive, tt.maxLive)
			}
		})
	}
}
