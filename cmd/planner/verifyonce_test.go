package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// badLowered parses but breaks a verifier rule (hlo/verify.go): tanh's
// result differs from its operand's dims. The module is lowered, so plan
// and explain model it through the optimize passes.
const badLowered = `HloModule bad, entry_computation_layout={(f32[8,128]{1,0})->f32[8,128]{1,0}}

ENTRY %main (p: f32[8,128]) -> f32[8,128] {
  %p = f32[8,128]{1,0} parameter(0)
  %exp.1 = f32[8,128]{1,0} exponential(%p)
  %tanh.1 = f32[8,64]{1,0} tanh(%exp.1)
  ROOT %neg.1 = f32[8,128]{1,0} negate(%tanh.1)
}
`

// TestVerifierFaultEveryCommand: the verifier runs once on a parsed module
// (in Parse; Plan is told so by Config.Parsed), and every command that
// reads HLO still reports the fault at its file:line:col and exits 2.
func TestVerifierFaultEveryCommand(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bad.hlo")
	if err := os.WriteFile(path, []byte(badLowered), 0o644); err != nil {
		t.Fatal(err)
	}
	want := path + `:6:13: tanh "tanh.1": expected the dimensions of operand "exp.1"`
	for _, args := range [][]string{
		{"plan", path},
		{"plan", "--target", "cpu", path},
		{"plan", "--as-written", path},
		{"optimize", path},
		{"explain", path},
	} {
		var out, errb bytes.Buffer
		code := run(args, &out, &errb)
		if code != exitUsage || !strings.Contains(errb.String(), want) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d and %q", args, code, errb.String(), exitUsage, want)
		}
	}
}
