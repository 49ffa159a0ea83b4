package main

import (
	"bytes"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestOOMReportRefusedFit: a fit whose own rounds meet the limit and that
// --target cpu refuses on the module --emit-hlo writes (the held-out
// resnet step at 7,251,856 bytes, honestFit) names the peak of the plan
// its figure is of: a step other than the "step 0, params_0_.1" it named
// with an empty list before, and at least one allocation there, none
// larger than the arena's figure the verdict states.
func TestOOMReportRefusedFit(t *testing.T) {
	const path = "../../testdata/xla-remat/heldout/resnet.lowered.hlo"
	if _, err := os.Stat(path); err != nil {
		t.Skip("no " + path)
	}
	var out, errb bytes.Buffer
	code := run([]string{"plan", "--target", "cpu", "--layout", "dense", "--align", "64", "--arena", "temp", "--memory-limit", "7251856", path}, &out, &errb)
	if code != exitFail {
		t.Fatalf("exit %d, want %d (the limit is not met): %s", code, exitFail, errb.String())
	}
	text := out.String() + errb.String()
	head := regexp.MustCompile(`Largest allocations at the peak \(step (\d+), ([^;)]+)`).FindStringSubmatch(text)
	if head == nil {
		t.Fatalf("no peak in the report:\n%s", text)
	}
	if head[1] == "0" {
		t.Errorf("the peak is step 0 (%s)", head[2])
	}
	list := text[strings.Index(text, head[0]):]
	if i := strings.Index(list, "What to write in JAX"); i >= 0 {
		list = list[:i]
	}
	sizes := regexp.MustCompile(`\n  \d+\. Size: ([0-9.]+)(B|KiB|MiB)\n`).FindAllStringSubmatch(list, -1)
	if len(sizes) == 0 {
		t.Fatalf("no allocation listed at step %s (%s):\n%s", head[1], head[2], list)
	}
	arena := regexp.MustCompile(`the temp arena's peak ([0-9.]+)MiB`).FindStringSubmatch(text)
	if arena == nil {
		t.Fatalf("no arena figure in the verdict:\n%s", text)
	}
	figure, _ := strconv.ParseFloat(arena[1], 64)
	var sum float64
	for _, s := range sizes {
		x, _ := strconv.ParseFloat(s[1], 64)
		switch s[2] {
		case "B":
			x /= 1 << 20
		case "KiB":
			x /= 1 << 10
		}
		sum += x
	}
	// The sizes are rounded to 0.01 of their unit: allow that much each.
	if sum > figure+0.01*float64(len(sizes)) {
		t.Errorf("the allocations listed at step %s add up to %.2fMiB, above the arena's %.2fMiB", head[1], sum, figure)
	}
}
