package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestInputPipe gives every command a named pipe nobody writes to. Without
// --max-input it is refused before it is opened (opening a pipe waits for
// a writer: `planner plan FIFO` waited forever, and SIGTERM did not end
// it, since plan catches it); with --max-input the wait ends with the
// command's --budget.
func TestInputPipe(t *testing.T) {
	dir := t.TempDir()
	writeInputs(t, dir)
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "pipe.run"), []byte("program p hlo fifo\nrun p\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	const refused = "planner: fifo is a pipe, not a regular file: --max-input SIZE reads it up to SIZE bytes"
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"plan", "fifo"}, exitUsage, refused},
		{[]string{"explain", "fifo"}, exitUsage, refused},
		{[]string{"parse", "fifo"}, exitUsage, refused},
		{[]string{"optimize", "fifo"}, exitUsage, refused},
		{[]string{"partition", "fifo"}, exitUsage, refused},
		{[]string{"verify", "fifo"}, exitUsage, refused},
		{[]string{"pack", "fifo"}, exitUsage, refused},
		{[]string{"bench", "fifo"}, exitUsage, refused},
		{[]string{"simulate", "fifo"}, exitUsage, refused},
		{[]string{"simulate", "pipe.run"}, exitUsage, "pipe.run:1:9: program p: fifo is a pipe, not a regular file: --max-input SIZE reads it up to SIZE bytes"},
		{[]string{"plan", "--max-input", "1MiB", "--budget", "50ms", "fifo"}, exitFail,
			"fifo: the --budget ran out before the packers started (nothing written): opening fifo: context deadline exceeded"},
		{[]string{"pack", "--max-input", "1MiB", "--budget", "50ms", "fifo"}, exitFail,
			"fifo: the --budget ran out before the packers started (nothing written): opening fifo: context deadline exceeded"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			code, stderr := runIn(t, dir, tt.args, "")
			if code != tt.code || !strings.Contains(stderr, tt.want) {
				t.Errorf("exit %d, stderr:\n%s\nwant exit %d and %q", code, stderr, tt.code, tt.want)
			}
		})
	}
}

// TestVerifyByteOrderMark: a JSON or YAML plan saved with a byte order
// mark verifies (JSON failed at 1:2, "invalid character 'ï'"), and the
// columns of line 1 count after the mark.
func TestVerifyByteOrderMark(t *testing.T) {
	dir := t.TempDir()
	writeInputs(t, dir)
	for _, format := range []string{"json", "yaml"} {
		out := "plan." + format
		if code, stderr := runIn(t, dir, []string{"plan", "chain.hlo", "--format", format, "-o", "OUT"}, out); code != exitOK {
			t.Fatalf("plan --format %s: exit %d: %s", format, code, stderr)
		}
		b, err := os.ReadFile(filepath.Join(dir, out))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "bom."+format), append([]byte("\ufeff"), b...), 0o644); err != nil {
			t.Fatal(err)
		}
		if code, stderr := runIn(t, dir, []string{"verify", "bom." + format}, ""); code != exitOK {
			t.Errorf("verify bom.%s: exit %d: %s", format, code, stderr)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "bad.json"), []byte("\ufeff{\"x\": 1}"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stderr := runIn(t, dir, []string{"verify", "bad.json"}, "")
	if want := "bad.json:1:2: plan: unknown key \"x\""; code != exitUsage || !strings.Contains(stderr, want) {
		t.Errorf("exit %d, stderr %q; want exit 2 and %q", code, stderr, want)
	}
}

// TestPlanShapeInference: `plan` refuses a module whose pad, slice,
// dynamic-slice, bitcast-convert or reduce-window attributes XLA's
// ShapeInference refuses, at the instruction's file:line:col, exit 2
// (each planned from its declared shapes before, exit 0); in StableHLO
// at the .mlir line.
func TestPlanShapeInference(t *testing.T) {
	dir := t.TempDir()
	hloModule := func(body string) string {
		return "HloModule m\nENTRY e {\n  p = f32[4,8] parameter(0)\n  z = f32[] constant(0)\n  " + body + "\n}\n"
	}
	files := map[string]string{
		"pad.hlo":   hloModule("ROOT r = f32[4,8] pad(p, z), padding=0_0x-9223372036854775808_0"),
		"slice.hlo": hloModule("ROOT r = f32[4,8] slice(p), slice={[0:4], [0:8:0]}"),
		"bc.hlo":    hloModule("ROOT r = f64[4,8] bitcast-convert(p)"),
		"slice.mlir": "module @m {\n  func.func public @main(%arg0: tensor<4x8xf32>) -> (tensor<4x8xf32>) {\n" +
			"    %0 = stablehlo.slice %arg0 [0:4, 0:99] : (tensor<4x8xf32>) -> tensor<4x8xf32>\n    return %0 : tensor<4x8xf32>\n  }\n}\n",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct{ file, want string }{
		{"pad.hlo", `pad.hlo:5:21: pad "r": padding entry 1 "-9223372036854775808_0": the padded size of dimension 1 of operand "p", f32[4,8] is -9223372036854775800: expected at least 0`},
		{"slice.hlo", `slice.hlo:5:21: slice "r": slice range 1 "[0:8:0]": stride 0: expected at least 1`},
		{"bc.hlo", `bc.hlo:5:21: bitcast-convert "r": operand "p", f32[4,8], as f64: expected the operand's minor dimension to be 2 (64 bits / 32)`},
		{"slice.mlir", `slice.mlir:3:5: slice "slice.2": slice range 1 "[0:99]": limit 99 is past the size 8`},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			code, stderr := runIn(t, dir, []string{"plan", tt.file}, "")
			if code != exitUsage || !strings.Contains(stderr, tt.want) {
				t.Errorf("exit %d, stderr:\n%s\nwant exit %d and %q", code, stderr, exitUsage, tt.want)
			}
		})
	}
}
