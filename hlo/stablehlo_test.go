package hlo

import (
	"errors"
	"os"
	"path/filepath"
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

// stablehloRefusedSrc holds an op the reader does not know.
const stablehloRefusedSrc = "// jax\nmodule @jit_f {\n  func.func public @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {\n    %0 = \"foo.bar\"(%arg0) : (tensor<8xf32>) -> tensor<8xf32>\n    return %0 : tensor<8xf32>\n  }\n}\n"

// TestStableHLORefused checks that MLIR text the reader cannot read
// gets one positioned error that names the way out, not the HLO
// parser's syntax errors.
func TestStableHLORefused(t *testing.T) {
	_, err := Parse("f.mlir", []byte(stablehloRefusedSrc))
	var list ErrorList
	if !errors.As(err, &list) || len(list) != 1 {
		t.Fatalf("Parse = %v, want one error", err)
	}
	msg := list[0].Error()
	if !strings.HasPrefix(msg, "f.mlir:") || !strings.Contains(msg, "StableHLO") || !strings.Contains(msg, `as_text(dialect="hlo")`) {
		t.Errorf("error %q: want a position, StableHLO and as_text(dialect=\"hlo\")", msg)
	}
}

// stablehloTests are StableHLO programs in the forms JAX prints and
// lines the HLO module read from them must hold (as the printer writes
// them, names aside: each want is matched after "= ").
var stablehloTests = []struct {
	name string
	in   string
	want []string
}{
	{
		// The three ops below were refused or misread on programs a
		// user writes (jax.random with impl='rbg', jax.scipy.special.erf,
		// jnp.linalg.solve's pivot scatter without index_vector_dim).
		name: "rng_bit_generator, erf, scatter's default index_vector_dim",
		in: `module @jit_f {
  func.func public @main(%arg0: tensor<2xui64>, %arg1: tensor<8xf32>, %arg2: tensor<32xi32>, %arg3: tensor<1xi32>, %arg4: tensor<i32>) -> (tensor<2xui64>, tensor<8x4xui32>, tensor<8xf32>, tensor<32xi32>) {
    %output_state, %output = stablehlo.rng_bit_generator %arg0, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<8x4xui32>)
    %0 = chlo.erf %arg1 : tensor<8xf32> -> tensor<8xf32>
    %1 = "stablehlo.scatter"(%arg2, %arg3, %arg4) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>):
      stablehlo.return %arg6 : tensor<i32>
    }) : (tensor<32xi32>, tensor<1xi32>, tensor<i32>) -> tensor<32xi32>
    return %output_state, %output, %0, %1 : tensor<2xui64>, tensor<8x4xui32>, tensor<8xf32>, tensor<32xi32>
  }
}
`,
		want: []string{
			"(u64[2], u32[8,4]) rng-bit-generator(Arg_0",
			"algorithm=rng_default",
			"f32[8] erf(Arg_1",
			"scatter_dims_to_operand_dims={0}, index_vector_dim=0",
		},
	},
	{
		name: "entry, alias, donor, partitions",
		in: `module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}", tf.aliasing_output = 0 : i32}, %arg1: tensor<bf16> {jax.buffer_donor = true}) -> (tensor<8x16xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[8,1]<=[8]}"}) {
    %0 = stablehlo.convert %arg1 : (tensor<bf16>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %2 = stablehlo.add %arg0, %1 : tensor<8x16xf32>
    return %2 : tensor<8x16xf32>
  }
}
`,
		want: []string{
			"HloModule jit_f, entry_computation_layout={(f32[8,16], bf16[])->f32[8,16]}",
			"f32[8,16] parameter(0), sharding={devices=[8,1]<=[8]}",
			"f32[] convert(",
			"f32[8,16] broadcast(",
			"f32[8,16] add(",
			"input_output_alias={ {}: (0, {}, may-alias) }",
			"buffer_donor={ (1, {}) }",
			"num_partitions=8",
		},
	},
	{
		name: "broadcast of a size-1 dimension, transpose layout, folding",
		in: `module @jit_g {
  func.func public @main(%arg0: tensor<1x4xf32>) -> tensor<4x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<3x4xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %2 = stablehlo.divide %cst, %cst_0 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %4 = stablehlo.multiply %3, %1 : tensor<4x3xf32>
    return %4 : tensor<4x3xf32>
  }
}
`,
		want: []string{
			"f32[4] reshape(",
			"f32[3,4] broadcast(",
			"f32[4,3]{0,1} transpose(",
			"f32[] constant(0.5)",
			"f32[4,3]{0,1} multiply(transpose",
		},
	},
	{
		name: "call, reduce, while, case",
		in: `module @jit_h {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<i32>) -> (tensor<f32>, tensor<4xf32>) {
    %0:2 = call @pair(%arg0) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<f32>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0#0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i32>, tensor<4xf32>
    cond {
      %c_1 = stablehlo.constant dense<3> : tensor<i32>
      %4 = stablehlo.compare  LT, %iterArg, %c_1,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.add %iterArg, %c_1 : tensor<i32>
      %5 = stablehlo.negate %iterArg_0 : tensor<4xf32>
      stablehlo.return %4, %5 : tensor<i32>, tensor<4xf32>
    }
    %3 = "stablehlo.case"(%arg1) ({
      stablehlo.return %1 : tensor<f32>
    }, {
      %4 = stablehlo.negate %1 : tensor<f32>
      stablehlo.return %4 : tensor<f32>
    }) : (tensor<i32>) -> tensor<f32>
    return %3, %2#1 : tensor<f32>, tensor<4xf32>
  }
  func.func private @pair(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<f32>) {
    %0 = stablehlo.sqrt %arg0 : tensor<4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    return %0, %cst : tensor<4xf32>, tensor<f32>
  }
}
`,
		want: []string{
			"(f32[4], f32[]) call(",
			"f32[] reduce(",
			"(s32[], f32[4]) while(",
			"pred[] compare(",
			"f32[] conditional(",
			"ROOT",
		},
	},
	{
		name: "chlo.erf_inv expanded",
		in: `module @jit_e {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = chlo.erf_inv %arg0 : tensor<4xf32> -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
`,
		want: []string{
			"f32[4] log-plus-one(",
			"pred[4] compare(",
			"f32[] constant(1.50140941)",
			"f32[4] sqrt(",
		},
	},
	{
		name: "shard_map under Shardy",
		in: `module @jit_s attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["i"=4]>
  func.func public @main(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}) -> (tensor<16x8xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"i"}, {}]>] out_shardings=[<@mesh, [{"i"}, {}]>] manual_axes={"i"} (%arg1: tensor<4x8xf32>) {
      %1 = stablehlo.negate %arg1 : tensor<4x8xf32>
      sdy.return %1 : tensor<4x8xf32>
    } : (tensor<16x8xf32>) -> tensor<16x8xf32>
    return %0 : tensor<16x8xf32>
  }
}
`,
		want: []string{
			`frontend_attributes={xla.sdy.meshes={mesh = #sdy.mesh<["i"=4]>}}`,
			`(f32[4,8]) custom-call(`,
			`custom_call_target="xla.sdy.GlobalToLocalShape"`,
			`(f32[4,8]) call(`,
			`custom_call_target="xla.sdy.LocalToGlobalShape"`,
			`xla.sdy.manual_axes="#sdy<manual_axes{\"i\"}>"`,
		},
	},
}

// TestStableHLORead reads each program and checks the module's lines.
func TestStableHLORead(t *testing.T) {
	for _, tc := range stablehloTests {
		t.Run(tc.name, func(t *testing.T) {
			mods, err := Parse("t.mlir", []byte(tc.in))
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			got := mods[0].String()
			for _, w := range tc.want {
				if !strings.Contains(got, w) {
					t.Errorf("module lacks %q:\n%s", w, got)
				}
			}
			if mods[0].Entry == nil || mods[0].Entry.Pos.File() != "t.mlir" {
				t.Errorf("entry position %v: want one in t.mlir", mods[0].Entry.Pos)
			}
		})
	}
}

// TestStableHLOErrors checks that what the reader cannot read is one
// positioned error naming the cause, never a panic.
func TestStableHLOErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"module {\n  func.func public @main(%arg0: tensor<?xf32>) -> tensor<?xf32> {\n    return %arg0 : tensor<?xf32>\n  }\n}\n",
			`t.mlir:2:33: unsupported type "tensor<?xf32>"`},
		{"module {\n  func.func public @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {\n    %0 = stablehlo.cosh %arg0 : tensor<2xf32>\n    return %0 : tensor<2xf32>\n  }\n}\n",
			"t.mlir:3:10: op stablehlo.cosh is not supported by the StableHLO reader"},
		{"module {\n  func.func public @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {\n    %0 = stablehlo.negate %arg9 : tensor<2xf32>\n    return %0 : tensor<2xf32>\n  }\n}\n",
			"t.mlir:3:27: unknown value %arg9"},
		{"module {\n  func.func public @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {\n    %0 = stablehlo.negate %arg0 : tensor<2xf32>\n",
			"t.mlir:4:1: unterminated block"},
		{"module {\n  func.func public @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {\n    %0 = stablehlo.add : tensor<2xf32>\n    return %0 : tensor<2xf32>\n  }\n}\n",
			"t.mlir:3:5: stablehlo.add: no operands"},
		{"module {\n  func.func public @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {\n    %cst = stablehlo.constant dense<\"0x0000\"> : tensor<2xf32>\n    return %cst : tensor<2xf32>\n  }\n}\n",
			"t.mlir:3:5: constant: a hex dense literal of 2 bytes for f32[2]"},
		{"module {\n  func.func public @main(%arg0: tensor<2xf8E4M3FN>) -> tensor<2xf8E4M3FN> {\n    %cst = stablehlo.constant dense<\"0x0000\"> : tensor<2xf8E4M3FN>\n    return %cst : tensor<2xf8E4M3FN>\n  }\n}\n",
			"t.mlir:3:5: constant: hex dense literals of f8e4m3fn are not supported"},
		{"module {\n  func.func private @f(%arg0: tensor<2xf32>) -> tensor<2xf32> {\n    return %arg0 : tensor<2xf32>\n  }\n}\n",
			"t.mlir:1:1: no func.func @main"},
	} {
		_, err := Parse("t.mlir", []byte(tc.in))
		var list ErrorList
		if !errors.As(err, &list) || len(list) != 1 {
			t.Errorf("Parse(%q) = %v, want one error", tc.in, err)
			continue
		}
		if !strings.HasPrefix(list[0].Error(), tc.want) {
			t.Errorf("error %q, want %q", list[0].Error(), tc.want)
		}
	}
}

// FuzzStableHLO checks that the StableHLO reader never panics and that a
// module it accepts prints to HLO text that parses back to the same text.
//
//	go test ./hlo -run '^$' -fuzz FuzzStableHLO -fuzztime 5m -fuzzminimizetime 2s
func FuzzStableHLO(f *testing.F) {
	for _, tc := range stablehloTests {
		f.Add([]byte(tc.in))
	}
	f.Add([]byte(stablehloRefusedSrc))
	for _, tc := range stablehloLocErrors {
		if len(tc.op) < 1000 {
			f.Add([]byte(locModule(tc.defs, "unknown", tc.op, tc.tail)))
		}
	}
	for _, pat := range []string{"../testdata/stablehlo/*.mlir", "../testdata/xla-lowered/*.stablehlo.mlir", "../testdata/xla-spmd/*.stablehlo.mlir"} {
		files, _ := filepath.Glob(pat)
		for _, name := range files {
			if src, err := os.ReadFile(name); err == nil && len(src) <= maxSeedBytes {
				f.Add(src)
			}
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		if _, ok := isStableHLO(string(src)); !ok {
			return
		}
		mods, err := Parse("fuzz.mlir", src)
		if err != nil {
			var list ErrorList
			if !errors.As(err, &list) || len(list) == 0 {
				t.Fatalf("error %v is not a positioned ErrorList", err)
			}
			return
		}
		text := mods[0].String()
		again, err := Parse("again.hlo", []byte(text))
		if err != nil {
			t.Fatalf("printed module does not parse: %v\n%s", err, text)
		}
		if got := again[0].String(); got != text {
			t.Fatalf("print, parse, print differs:\n%s\n---\n%s", text, got)
		}
	})
}

// BenchmarkStableHLO reads the largest StableHLO file of the test data
// (many_params, 405 KB, 419 computations) against its HLO text
// (as_text(dialect="hlo")), to keep the reader near the HLO parser's
// speed: go test ./hlo -run '^$' -bench StableHLO.
func BenchmarkStableHLO(b *testing.B) {
	for _, name := range []string{"many_params.stablehlo.mlir", "many_params.astext.hlo"} {
		src, err := os.ReadFile(filepath.Join("..", "testdata", "xla-lowered", name))
		if err != nil {
			b.Skipf("%s: %v", name, err)
		}
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			for i := 0; i < b.N; i++ {
				if _, err := Parse(name, src); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestStableHLOConstants checks the two forms of dense constants that
// lowered.as_text() prints and that as_text(dialect="hlo") writes
// otherwise: a non-scalar splat is a broadcast of its scalar, and a hex
// literal (MLIR's raw little-endian storage, printed for larger
// constants) is the elements' values.
func TestStableHLOConstants(t *testing.T) {
	in := "module @jit_f {\n  func.func public @main(%arg0: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<3xbf16>, tensor<2xi32>, tensor<4xi1>, tensor<2xf16>) {\n" +
		"    %cst = stablehlo.constant dense<2.500000e+00> : tensor<2x2xf32>\n" +
		"    %cst_0 = stablehlo.constant dense<\"0x0000803F000000C00000C07F0000807F\"> : tensor<2x2xf32>\n" +
		"    %0 = stablehlo.add %cst, %cst_0 : tensor<2x2xf32>\n" +
		"    %cst_1 = stablehlo.constant dense<\"0x803F0040C0BF\"> : tensor<3xbf16>\n" +
		"    %c = stablehlo.constant dense<\"0xFFFFFFFF07000000\"> : tensor<2xi32>\n" +
		"    %c_2 = stablehlo.constant dense<\"0x01000100\"> : tensor<4xi1>\n" +
		"    %cst_3 = stablehlo.constant dense<\"0x003C00BC\"> : tensor<2xf16>\n" +
		"    return %0, %cst_1, %c, %c_2, %cst_3 : tensor<2x2xf32>, tensor<3xbf16>, tensor<2xi32>, tensor<4xi1>, tensor<2xf16>\n  }\n}\n"
	mods, err := Parse("t.mlir", []byte(in))
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	got := mods[0].String()
	for _, w := range []string{
		"f32[] constant(2.500000e+00)",
		"f32[2,2] broadcast(constant.2), dimensions={}",
		"f32[2,2] constant({{1, -2}, {nan, inf}})",
		"bf16[3] constant({1, 2, -1.5})",
		"s32[2] constant({-1, 7})",
		"pred[4] constant({true, false, true, false})",
		"f16[2] constant({1, -1})",
	} {
		if !strings.Contains(got, w) {
			t.Errorf("module lacks %q:\n%s", w, got)
		}
	}
	if strings.Contains(got, "f32[2,2] constant({{2.5") {
		t.Errorf("the splat is a full literal, not a broadcast:\n%s", got)
	}
}

// TestStableHLOHexFloats checks MLIR's other hex form, a float element
// written as its bits (dense<0xFF800000> : tensor<f32>, JAX's softmax
// -inf): the reader writes the value as XLA's HLO printer does
// (as_text(dialect="hlo") of the same program, jax 0.10.2), for each
// float width, +/-inf, nan with and without a sign or payload, a normal
// value; in a scalar, a splat (a broadcast of its scalar), a list mixing
// hex and decimal elements, and a complex pair. Integer elements are
// never hex in MLIR's text and an 8-bit float's bits are kept.
func TestStableHLOHexFloats(t *testing.T) {
	for _, tc := range []struct {
		name, dense, typ, want string
	}{
		{"f32 -inf", "0xFF800000", "f32", "f32[] constant(-inf)"},
		{"f32 inf", "0x7F800000", "f32", "f32[] constant(inf)"},
		{"f32 nan", "0x7FC00000", "f32", "f32[] constant(nan)"},
		{"f32 -nan", "0xFFC00000", "f32", "f32[] constant(-nan)"},
		{"f32 nan payload", "0x7FC00001", "f32", "f32[] constant(nan(0x400001))"},
		{"f32 normal", "0x4A000000", "f32", "f32[] constant(2097152)"},
		{"f32 negative", "0xCA000000", "f32", "f32[] constant(-2097152)"},
		{"f64 -inf", "0xFFF0000000000000", "f64", "f64[] constant(-inf)"},
		{"f64 inf", "0x7FF0000000000000", "f64", "f64[] constant(inf)"},
		{"f64 nan", "0x7FF8000000000000", "f64", "f64[] constant(nan)"},
		{"f64 normal", "0x4140000000000000", "f64", "f64[] constant(2097152)"},
		{"bf16 -inf", "0xFF80", "bf16", "bf16[] constant(-inf)"},
		{"bf16 inf", "0x7F80", "bf16", "bf16[] constant(inf)"},
		{"bf16 nan", "0x7FC0", "bf16", "bf16[] constant(nan)"},
		{"bf16 normal", "0x3F80", "bf16", "bf16[] constant(1)"},
		{"f16 -inf", "0xFC00", "f16", "f16[] constant(-inf)"},
		{"f16 inf", "0x7C00", "f16", "f16[] constant(inf)"},
		{"f16 nan", "0x7E00", "f16", "f16[] constant(nan)"},
		{"f16 normal", "0x3C00", "f16", "f16[] constant(1)"},
		{"splat", "0xFF800000", "2x3xf32", "f32[] constant(-inf)"},
		{"list", "[0xFF80, 0x7F80, 0x7FC0, 1.000000e+00]", "4xbf16", "bf16[4] constant({-inf, inf, nan, 1.000000e+00})"},
		{"nested", "[[0xFC00, 0x7C00], [0x7E00, 0x3C00]]", "2x2xf16", "f16[2,2] constant({{-inf, inf}, {nan, 1}})"},
		{"complex", "(0x7F800000,1.000000e+00)", "complex<f32>", "c64[] constant((inf,1.000000e+00))"},
		{"complex128", "[(2.000000e+00,0x7FF8000000000000)]", "1xcomplex<f64>", "c128[1] constant({(2.000000e+00,nan)})"},
		{"f8 kept", "0xFC", "f8E5M2", "f8e5m2[] constant(0xFC)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := "module @jit_f {\n  func.func public @main() -> tensor<" + tc.typ + "> {\n" +
				"    %cst = stablehlo.constant dense<" + tc.dense + "> : tensor<" + tc.typ + ">\n" +
				"    return %cst : tensor<" + tc.typ + ">\n  }\n}\n"
			mods, err := Parse("t.mlir", []byte(in))
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if got := mods[0].String(); !strings.Contains(got, tc.want) {
				t.Errorf("module lacks %q:\n%s", tc.want, got)
			}
		})
	}
}

// TestFloatBitsText checks floatBitsText against XLA's RoundTripFpToString
// (xla/util.cc) for each width's special values.
func TestFloatBitsText(t *testing.T) {
	for _, tc := range []struct {
		el   string
		bits uint64
		want string
	}{
		{"f32", 0xFF800000, "-inf"},
		{"f32", 0x7FC00000, "nan"},
		{"f32", 0xFFC00000, "-nan"},
		{"f32", 0x7F800001, "nan(0x1)"},
		{"f32", 0x3FC00000, "1.5"},
		{"f32", 0x80000000, "-0"},
		{"f64", 0xFFF8000000000000, "-nan"},
		{"f64", 0x3FF8000000000000, "1.5"},
		{"bf16", 0xFFC0, "-nan"},
		{"bf16", 0x7FC1, "nan(0x41)"},
		{"bf16", 0xBFC0, "-1.5"},
		{"f16", 0xFE00, "-nan"},
		{"f16", 0x0001, "5.9605e-08"},
		{"f32", 0x3DCCCCCD, "0.1"},
		{"f64", 0x3FB999999999999A, "0.1"},
		{"f32", 0x3F800001, "1.00000012"},
		{"f16", 0x3E00, "1.5"},
	} {
		got, ok := floatBitsText(tc.el, tc.bits)
		if !ok || got != tc.want {
			t.Errorf("floatBitsText(%s, %#x) = %q, %v; want %q", tc.el, tc.bits, got, ok, tc.want)
		}
	}
	if _, ok := floatBitsText("f8e4m3fn", 0x7F); ok {
		t.Errorf("floatBitsText decodes f8e4m3fn")
	}
}
