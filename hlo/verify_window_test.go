package hlo

import (
	"strings"
	"testing"
)

// TestVerifyShapeInference: pad, slice, dynamic-slice, bitcast-convert,
// reduce-window and convolution attributes XLA's ShapeInference refuses
// are positioned errors (each was planned from its declared shapes,
// exit 0); the valid forms beside them still parse. The StableHLO forms
// are reported at the .mlir line.
func TestVerifyShapeInference(t *testing.T) {
	const add = "add {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT r = f32[] add(a, b)\n}\n"
	// The instruction is on line 11, its opcode at column 19 or 21 after
	// "  ROOT r = f32[4,8] ", its shape at column 12.
	entry := func(body string) string {
		return "HloModule m\n" + add + "ENTRY e {\n  p = f32[4,8] parameter(0)\n  z = f32[] constant(0)\n  i = s32[] parameter(1)\n  " + body + "\n}\n"
	}
	tests := []parseCase{
		{"pad", entry("ROOT r = f32[6,19] pad(p, z), padding=1_1x0_4_1"), ""},
		{"pad: negative edge", entry("ROOT r = f32[4,6] pad(p, z), padding=0_0x-1_-1"), ""},
		{"pad: edge -2^63", entry("ROOT r = f32[4,8] pad(p, z), padding=0_0x-9223372036854775808_0"),
			`11:21: pad "r": padding entry 1 "-9223372036854775808_0": the padded size of dimension 1 of operand "p", f32[4,8] is -9223372036854775800: expected at least 0`},
		{"pad: edge 2^63-1", entry("ROOT r = f32[4,8] pad(p, z), padding=0_0x9223372036854775807_0"),
			`11:21: pad "r": padding entry 1 "9223372036854775807_0": the padded size of dimension 1 of operand "p", f32[4,8] is past ±2^63`},
		{"pad: interior 2^62", entry("ROOT r = f32[4,8] pad(p, z), padding=0_0x0_0_4611686018427387904"),
			`11:21: pad "r": padding entry 1 "0_0_4611686018427387904": the padded size of dimension 1 of operand "p", f32[4,8] is past ±2^63`},
		{"pad: negative interior", entry("ROOT r = f32[4,8] pad(p, z), padding=0_0_-1x0_0"),
			`11:21: pad "r": padding entry 0 "0_0_-1": interior padding -1 is negative`},
		{"pad: entries", entry("ROOT r = f32[4,8] pad(p, z), padding=0_0"),
			`11:21: pad "r": padding=0_0: expected one entry per dimension of operand "p", f32[4,8], found 1`},
		{"pad: declared shape", entry("ROOT r = f32[4,9] pad(p, z), padding=0_0x0_0"),
			`11:12: pad "r": expected the dimensions [4,8] (the padded operand "p", f32[4,8]), found f32[4,9]`},
		{"slice", entry("ROOT r = f32[2,3] slice(p), slice={[0:4:2], [1:8:3]}"), ""},
		{"slice: limit past the operand", entry("ROOT r = f32[4,8] slice(p), slice={[0:4], [0:99]}"),
			`11:21: slice "r": slice range 1 "[0:99]": limit 99 is past the size 8 of dimension 1 of operand "p", f32[4,8]`},
		{"slice: start past limit", entry("ROOT r = f32[4,0] slice(p), slice={[0:4], [5:3]}"),
			`11:21: slice "r": slice range 1 "[5:3]": start 5 is past limit 3`},
		{"slice: negative start", entry("ROOT r = f32[4,8] slice(p), slice={[-1:3], [0:8]}"),
			`11:21: slice "r": slice range 0 "[-1:3]": start -1 is negative`},
		{"slice: stride 0", entry("ROOT r = f32[4,8] slice(p), slice={[0:4], [0:8:0]}"),
			`11:21: slice "r": slice range 1 "[0:8:0]": stride 0: expected at least 1`},
		{"slice: declared shape", entry("ROOT r = f32[4,8] slice(p), slice={[0:4], [0:8:2]}"),
			`11:12: slice "r": expected the dimensions [4,4] (the slice of operand "p", f32[4,8]), found f32[4,8]`},
		{"dynamic-slice", entry("ROOT r = f32[2,8] dynamic-slice(p, i, i), dynamic_slice_sizes={2,8}"), ""},
		{"dynamic-slice: size past the operand", entry("ROOT r = f32[4,9] dynamic-slice(p, i, i), dynamic_slice_sizes={4,9}"),
			`11:21: dynamic-slice "r": dynamic_slice_sizes[1] = 9: expected 0 to 8, the size of dimension 1 of operand "p", f32[4,8]`},
		{"bitcast-convert", entry("ROOT r = s32[4,8] bitcast-convert(p)"), ""},
		{"bitcast-convert: narrower", entry("ROOT r = f16[4,8,2] bitcast-convert(p)"), ""},
		{"bitcast-convert: narrower, no minor dimension", entry("ROOT r = f16[4,8] bitcast-convert(p)"),
			`11:12: bitcast-convert "r": expected the dimensions [4,8,2] (operand "p", f32[4,8], as f16), found f16[4,8]`},
		{"bitcast-convert: wider", entry("ROOT r = f64[4,8] bitcast-convert(p)"),
			`11:21: bitcast-convert "r": operand "p", f32[4,8], as f64: expected the operand's minor dimension to be 2 (64 bits / 32)`},
		{"reduce-window", entry("ROOT r = f32[2,7] reduce-window(p, z), window={size=2x2 stride=2x1}, to_apply=add"), ""},
		{"reduce-window: window past the input", entry("ROOT r = f32[4,0] reduce-window(p, z), window={size=1x99}, to_apply=add"), ""},
		{"reduce-window: stride 0", entry("ROOT r = f32[4,8] reduce-window(p, z), window={size=1x1 stride=0x1}, to_apply=add"),
			`11:21: reduce-window "r": window={size=1x1 stride=0x1}: stride of dimension 0 is 0: expected at least 1`},
		{"reduce-window: dilation 0", entry("ROOT r = f32[4,8] reduce-window(p, z), window={size=1x1 lhs_dilate=1x0}, to_apply=add"),
			`11:21: reduce-window "r": window={size=1x1 lhs_dilate=1x0}: lhs_dilate of dimension 1 is 0: expected at least 1`},
		{"reduce-window: window past the input, declared", entry("ROOT r = f32[4,8] reduce-window(p, z), window={size=1x99}, to_apply=add"),
			`11:12: reduce-window "r": expected the dimensions [4,0] (the window over operand "p", f32[4,8]), found f32[4,8]`},
		{"reduce-window: pad 2^63-1", entry("ROOT r = f32[4,8] reduce-window(p, z), window={size=1x1 pad=0_0x9223372036854775807_0}, to_apply=add"),
			`11:21: reduce-window "r": window dimension 1 over operand "p", f32[4,8]: the padded and dilated sizes are past ±2^63`},
		{"reduce-window: three dimensions", entry("ROOT r = f32[4,8] reduce-window(p, z), window={size=1x1x1}, to_apply=add"),
			`11:21: reduce-window "r": the window has 3 dimensions: expected 2, one per dimension of operand "p", f32[4,8]`},
		{"convolution", "HloModule m\nENTRY e {\n  p = f32[1,4,8] parameter(0)\n  k = f32[3,8,8] parameter(1)\n  ROOT r = f32[1,4,8] convolution(p, k), window={size=3 pad=1_1}, dim_labels=b0f_0io->b0f\n}\n", ""},
		{"convolution: pad 2^63-1", "HloModule m\nENTRY e {\n  p = f32[1,4,8] parameter(0)\n  k = f32[1,8,8] parameter(1)\n  ROOT r = f32[1,4,8] convolution(p, k), window={size=1 pad=9223372036854775807_9223372036854775807}, dim_labels=b0f_0io->b0f\n}\n",
			`5:23: convolution "r": window dimension 0 over dimension 1 of operand "p", f32[1,4,8]: the padded and dilated sizes are past ±2^63`},
		{"convolution: stride 0", "HloModule m\nENTRY e {\n  p = f32[1,4,8] parameter(0)\n  k = f32[1,8,8] parameter(1)\n  ROOT r = f32[1,4,8] convolution(p, k), window={size=1 stride=0}, dim_labels=b0f_0io->b0f\n}\n",
			`5:23: convolution "r": window={size=1 stride=0}: stride of dimension 0 is 0: expected at least 1`},
	}
	checkParseErrors(t, "", tests)
}

// TestVerifyShapeInferenceStableHLO: the same checks on the StableHLO
// forms, positioned at the op's line of the .mlir text.
func TestVerifyShapeInferenceStableHLO(t *testing.T) {
	module := func(result, op string) string {
		return "module @m {\n  func.func public @main(%arg0: tensor<4x8xf32>, %arg1: tensor<i32>) -> (tensor<" + result + ">) {\n" +
			"    %c = stablehlo.constant dense<0.0> : tensor<f32>\n    %0 = " + op + "\n    return %0 : tensor<" + result + ">\n  }\n}\n"
	}
	rw := func(strides string) string {
		return `"stablehlo.reduce_window"(%arg0, %c) <{padding = dense<0> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 1>, window_strides = array<i64: ` + strides + `>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>`
	}
	tests := []parseCase{
		{"slice", module("4x4xf32", "stablehlo.slice %arg0 [0:4, 0:8:2] : (tensor<4x8xf32>) -> tensor<4x4xf32>"), ""},
		{"slice: limit past the operand", module("4x8xf32", "stablehlo.slice %arg0 [0:4, 0:99] : (tensor<4x8xf32>) -> tensor<4x8xf32>"),
			`x.mlir:4:5: slice "slice.4": slice range 1 "[0:99]": limit 99 is past the size 8 of dimension 1 of operand "Arg_0.1", f32[4,8]`},
		{"pad", module("4x9xf32", "stablehlo.pad %arg0, %c, low = [0, 1], high = [0, 0], interior = [0, 0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x9xf32>"), ""},
		{"pad: edge -2^63", module("4x8xf32", "stablehlo.pad %arg0, %c, low = [0, -9223372036854775808], high = [0, 0], interior = [0, 0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>"),
			`x.mlir:4:5: pad "pad.4": padding entry 1 "-9223372036854775808_0_0": the padded size of dimension 1 of operand "Arg_0.1", f32[4,8] is -9223372036854775800: expected at least 0`},
		{"pad: negative interior", module("4x8xf32", "stablehlo.pad %arg0, %c, low = [0, 0], high = [0, 0], interior = [0, -1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>"),
			`x.mlir:4:5: pad "pad.4": padding entry 1 "0_0_-1": interior padding -1 is negative`},
		{"dynamic_slice: size past the operand", module("4x9xf32", "stablehlo.dynamic_slice %arg0, %arg1, %arg1, sizes = [4, 9] : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<4x9xf32>"),
			`x.mlir:4:5: dynamic-slice "dynamic-slice.4": dynamic_slice_sizes[1] = 9: expected 0 to 8, the size of dimension 1 of operand "Arg_0.1", f32[4,8]`},
		{"bitcast_convert: wider", module("4x8xf64", "stablehlo.bitcast_convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xf64>"),
			`x.mlir:4:5: bitcast-convert "bitcast-convert.4": operand "Arg_0.1", f32[4,8], as f64: expected the operand's minor dimension to be 2 (64 bits / 32)`},
		{"reduce_window", module("4x8xf32", rw("1, 1")), ""},
		{"reduce_window: stride 0", module("4x8xf32", rw("0, 1")),
			`x.mlir:4:5: reduce-window "reduce-window.8": window={size=1x1 stride=0x1 pad=0_0x0_0}: stride of dimension 0 is 0: expected at least 1`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("x.mlir", []byte(tt.in))
			got := ""
			if err != nil {
				got = err.Error()
			}
			if tt.want == "" && got != "" || tt.want != "" && !strings.HasPrefix(got, tt.want) {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
		})
	}
}
