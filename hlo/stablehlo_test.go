package hlo

import (
	"errors"
	"strings"
	"testing"
)

// TestIsStableHLO checks which texts are taken for StableHLO (MLIR).
func TestIsStableHLO(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want bool
	}{
		{"module @jit_f attributes {mhlo.num_partitions = 1 : i32} {\n}", true},
		{"// c\n/* d */ module {\n}", true},
		{"module attributes {x} {}", true},
		{"  func.func @main() {}", true},
		{"HloModule m\nENTRY e {\n  ROOT p = f32[] parameter(0), metadata={op_name=\"func.func\"}\n}", false},
		{"HloModule module\nENTRY e {}", false},
		{"module_x = f32[] parameter(0)", false},
		{"ENTRY e {\n  ROOT module = f32[] parameter(0)\n}", false},
		{"", false},
	} {
		if _, got := isStableHLO(tc.in); got != tc.want {
			t.Errorf("isStableHLO(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

// TestStableHLORefused checks that MLIR text the reader cannot read
// gets one positioned error that names the way out, not the HLO
// parser's syntax errors.
func TestStableHLORefused(t *testing.T) {
	src := "// jax\nmodule @jit_f {\n  func.func public @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {\n    %0 = \"foo.bar\"(%arg0) : (tensor<8xf32>) -> tensor<8xf32>\n    return %0 : tensor<8xf32>\n  }\n}\n"
	_, err := Parse("f.mlir", []byte(src))
	var list ErrorList
	if !errors.As(err, &list) || len(list) != 1 {
		t.Fatalf("Parse = %v, want one error", err)
	}
	msg := list[0].Error()
	if !strings.HasPrefix(msg, "f.mlir:") || !strings.Contains(msg, "StableHLO") || !strings.Contains(msg, `as_text(dialect="hlo")`) {
		t.Errorf("error %q: want a position, StableHLO and as_text(dialect=\"hlo\")", msg)
	}
}
