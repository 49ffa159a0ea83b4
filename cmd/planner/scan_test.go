package main

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// TestScanReport plans issue 33's GRU step at 40 MiB: its nine stacked
// scan residuals made the report say "Remedy: none"; the fit now
// checkpoints the scan, and the report names the change in the user's
// terms (the schedule and the loop's op_name) and what to write in JAX.
func TestScanReport(t *testing.T) {
	const path = "../../testdata/xla-scan/plain.lowered.hlo"
	if _, err := os.Stat(path); err != nil {
		t.Skip("no " + path)
	}
	var out, errb bytes.Buffer
	code := run([]string{"plan", "--target", "cpu", "--layout", "dense", "--align", "64", "--memory-limit", "40MiB", path}, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	text := out.String()
	for _, want := range []string{
		"fits --memory-limit",
		"checkpointed scan: keep every 12th of 128 carries, recompute the rest a segment at a time in the backward loop · op_name=\"jit(step)/jvp()/while\"",
		"jax.lax.scan(jax.checkpoint(chunk), carry, xs.reshape(11, 12, ...))",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the report has no %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "Remedy: none") {
		t.Errorf("the report still says Remedy: none")
	}
}
