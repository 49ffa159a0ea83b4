package remat

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/liveness"
	"github.com/planner-dev/planner/optimize"
)

// xlaCopy matches a layout copy's definition in XLA:CPU's optimized
// module: the copy layout assignment inserts, wrapped in a fusion of its
// own (wrapped_copy, wrapped_copy.N).
var xlaCopy = regexp.MustCompile(`(?m)^\s*(ROOT )?%wrapped_copy(\.[0-9]+)? = `)

// layoutCopiesCase reads testdata/layoutcopies/NAME.hlo, the written
// module, fuses it as the planner does for XLA:CPU and returns it in its
// text order, with XLA's optimized module of it (NAME.xla.txt, gen.py).
func layoutCopiesCase(t *testing.T, name string) (*hlo.Module, hlo.Sequence, string) {
	t.Helper()
	path := filepath.Join("testdata", "layoutcopies", name+".hlo")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	mods, err := hlo.Parse(path, src)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := optimize.Run(mods[0], optimize.Options{Rules: optimize.CPU}); err != nil {
		t.Fatal(err)
	}
	xla, err := os.ReadFile(filepath.Join("testdata", "layoutcopies", name+".xla.txt"))
	if err != nil {
		t.Fatal(err)
	}
	return mods[0], textOrder(t, mods[0]), string(xla)
}

// TestLayoutCopiesXLA: the copies layoutCopies adds are the ones XLA:CPU
// makes (cpu_layout_assignment.cc, CpuLayoutAssignment::
// AddBackendConstraints: a dot's and an Eigen-shaped convolution's
// operands row-major), one case per rule, each held to XLA's own
// optimized module of the written text (jaxlib 0.10.2, the recommended
// flags): a transpose carried through an opt-barrier gets the layout
// that makes it a bitcast of its operand, and
//   - a dot that reads it, written alone or followed by an exponential
//     (the planner fuses the two; XLA lays out before it fuses), reads a
//     wrapped_copy of its own;
//   - so does a convolution in NHWC/HWIO order (PotentiallyImplementedAs
//     EigenConvolution), depthwise too (feature_group_count);
//   - an elementwise or reshape reader gets no buffer of its own: XLA
//     fuses the copy into it (copy_exponential_fusion,
//     copy_bitcast_fusion).
func TestLayoutCopiesXLA(t *testing.T) {
	for _, name := range []string{"dot", "dot_exp", "conv", "depthwise", "elementwise", "reshape", "late"} {
		m, seq, xla := layoutCopiesCase(t, name)
		if name == "dot_exp" && !fusedDot(m) {
			t.Errorf("dot_exp: the planner's module has no fusion of the dot: the case does not test the fused rule")
		}
		layoutCopies(m, seq, copyEarly)
		got := 0
		for _, in := range seq[m.Entry] {
			if in.Opcode == "copy" && strings.HasSuffix(in.Name, ".layout.copy") {
				got++
			}
		}
		if want := len(xlaCopy.FindAllString(xla, -1)); got != want {
			t.Errorf("%s: the model makes %d layout copies, XLA's module has %d", name, got, want)
		}
		if err := hlo.Verify(m); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// fusedDot reports whether a fusion of m's entry holds a dot that is not
// its root.
func fusedDot(m *hlo.Module) bool {
	for _, in := range m.Entry.Instructions {
		if in.Opcode != "fusion" || len(in.Called) == 0 || in.Called[0].Computation == nil {
			continue
		}
		fc := in.Called[0].Computation
		for _, u := range fc.Instructions {
			if u.Opcode == "dot" && u != fc.Root {
				return true
			}
		}
	}
	return false
}

// TestLayoutCopiesLate: XLA's default scheduler (BFSMemoryScheduler, a
// first-in first-out ready queue) runs a layout copy after whatever was
// queued before it, which can be right before its reader: in late.hlo a
// dot reads a 4 MiB broadcast of the barrier's first element and the
// 1 MiB copy of its second, and XLA's module runs the broadcast first
// (wrapped_broadcast before wrapped_copy), so the copy's source, the
// broadcast and the copy are live at once. So PinnedPeak holds the
// pinned module to the larger of the copy right after the barrier and
// right before its reader; the first alone (claims2's placement) left
// out the copy's source, live beside the broadcast (the second held-out
// dwsep step at 0.7: modeled 22,827,316 bytes, XLA compiled 24,927,160
// against the limit 24,787,148).
func TestLayoutCopiesLate(t *testing.T) {
	m, seq, xla := layoutCopiesCase(t, "late")
	b, c := strings.Index(xla, "%wrapped_broadcast = "), strings.Index(xla, "%wrapped_copy = ")
	if b < 0 || c < 0 || b > c {
		t.Fatalf("XLA's module: broadcast at %d, copy at %d; want the broadcast first", b, c)
	}
	opt := Options{Arena: liveness.TempOnly}
	peaks := map[copyPlace]int64{}
	for _, place := range []copyPlace{copyEarly, copyLate} {
		pm, pseq := pinned(m, seq, nil)
		if !layoutCopies(pm, pseq, place) {
			t.Fatalf("place %d: no copy", place)
		}
		pk, err := XLAHeapPeak(pm, pseq, opt)
		if err != nil {
			t.Fatal(err)
		}
		peaks[place] = pk
	}
	// Pin carries the dot's transposed operand through the dot's own
	// barrier (heldOperands), so the barrier the copy follows is the
	// reader's: both placements hold the copy's source beside the
	// broadcast, and neither may leave it out.
	const xlaLive = 6291456 // 4 MiB + 1 MiB + 1 MiB
	for place, pk := range peaks {
		if pk < xlaLive {
			t.Errorf("place %d: %d, under XLA's %d: the copy's source left out beside the broadcast", place, pk, xlaLive)
		}
	}
	got, err := PinnedPeak(&Result{Module: m, Sequence: seq}, opt)
	if err != nil {
		t.Fatal(err)
	}
	if want := max(peaks[copyLate], peaks[copyEarly]); got != want {
		t.Errorf("PinnedPeak = %d, want the larger placement %d (before its reader %d, after the barrier %d)", got, want, peaks[copyLate], peaks[copyEarly])
	}
	// XLA's preallocated temp for late.hlo (gen.py's compile, its
	// buffer-assignment dump): 6,291,520 bytes, the broadcast, the
	// transposed value and its copy, 4 MiB + 1 MiB + 1 MiB, and the
	// barrier's 64-byte tuple table. The heap model adds each tuple
	// table as an allocation of its own, 64 bytes each, as XLA does
	// (buffer_assignment.cc, CombineTempAllocations); the pinned module's
	// barriers hold a few more tables than XLA's module of late.hlo, so
	// the model is at or above XLA's figure, within a few tables of it.
	const xlaTemp = 6291520
	if got < xlaTemp || got > xlaTemp+8*64 {
		t.Errorf("PinnedPeak = %d, XLA's temp %d: want it at or above, within 8 tuple tables", got, xlaTemp)
	}
}
