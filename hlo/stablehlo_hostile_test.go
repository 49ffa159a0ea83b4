package hlo

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// mainOf is a StableHLO module whose @main takes args, returns results
// and runs body; its first op is on line 3.
func mainOf(attrs, args, results, body string) string {
	if attrs != "" {
		attrs = " attributes {" + attrs + "}"
	}
	return "module @m" + attrs + " {\n  func.func public @main(" + args + ") -> (" + results + ") {\n" + body + "  }\n}\n"
}

// shardedOf is a two-device-axis module: mesh, @main's argument
// sharding and num_partitions given.
func shardedOf(parts, mesh, sharding string) string {
	return "module @m attributes {mhlo.num_partitions = " + parts + " : i32} {\n" +
		"  sdy.mesh @mesh = " + mesh + "\n" +
		"  func.func public @main(%arg0: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, " + sharding + ">}) -> tensor<64x8xf32> {\n" +
		"    %0 = stablehlo.negate %arg0 : tensor<64x8xf32>\n" +
		"    return %0 : tensor<64x8xf32>\n  }\n}\n"
}

// nestedTuple is a tensor type inside n tuples.
func nestedTuple(n int) string {
	return strings.Repeat("tuple<", n) + "tensor<2xf32>" + strings.Repeat(">", n)
}

// nestedCases is n case ops, each in the branch of the one before.
func nestedCases(n int) string {
	var b strings.Builder
	b.WriteString("module @m {\n  func.func public @main(%arg0: tensor<2xf32>, %i: tensor<i32>) -> tensor<2xf32> {\n")
	for d := 0; d < n; d++ {
		fmt.Fprintf(&b, "    %%r%d = \"stablehlo.case\"(%%i) ({\n", d)
	}
	b.WriteString("    stablehlo.return %arg0 : tensor<2xf32>\n")
	for d := n - 1; d >= 0; d-- {
		b.WriteString("    }) : (tensor<i32>) -> tensor<2xf32>\n")
		if d > 0 {
			fmt.Fprintf(&b, "    stablehlo.return %%r%d : tensor<2xf32>\n", d)
		}
	}
	b.WriteString("    return %r0 : tensor<2xf32>\n  }\n}\n")
	return b.String()
}

// TestStableHLOHostile reads StableHLO text as a careless or hostile user
// might write it: each is one error at file:line:col (want) or reads and
// prints a module holding want, never a panic, a hang or a wrapped size.
func TestStableHLOHostile(t *testing.T) {
	f32 := "tensor<2xf32>"
	ret := "    return %arg0 : tensor<2xf32>\n"
	for _, tc := range []struct {
		name, in string
		ok       bool // reads; want is in the printed module
		want     string
	}{
		// Sizes: a dimension over 2^31 reads (3 GB of bytes is a real
		// program); past 2^62 elements, or past int64, it is refused.
		{"dim 3e9", mainOf("", "%arg0: tensor<3000000000xi8>", "tensor<3000000000xi8>", "    return %arg0 : tensor<3000000000xi8>\n"), true, "s8[3000000000] parameter(0)"},
		{"elements past 2^62", mainOf("", "%arg0: tensor<9223372036854775807x8xf32>", "tensor<9223372036854775807x8xf32>", "    return %arg0 : tensor<9223372036854775807x8xf32>\n"), false,
			`t.mlir:2:26: shape f32[9223372036854775807,8] of parameter "Arg_0.1": expected at most 2^62 elements`},
		{"product wraps", mainOf("", "%arg0: tensor<4611686018427387904x4611686018427387904xf32>", "tensor<4611686018427387904x4611686018427387904xf32>", "    return %arg0 : tensor<4611686018427387904x4611686018427387904xf32>\n"), false,
			`t.mlir:2:26: shape f32[4611686018427387904,4611686018427387904] of parameter "Arg_0.1": expected at most 2^62 elements`},
		{"dim past int64", mainOf("", "%arg0: tensor<99999999999999999999xf32>", f32, ret), false, `t.mlir:2:33: unsupported type "tensor<99999999999999999999xf32>"`},
		{"negative dim", mainOf("", "%arg0: tensor<-4xf32>", f32, ret), false, `t.mlir:2:33: unsupported type "tensor<-4xf32>"`},
		{"huge splat", mainOf("", "", "tensor<9223372036854775807xf32>", "    %cst = stablehlo.constant dense<1.0> : tensor<9223372036854775807xf32>\n    return %cst : tensor<9223372036854775807xf32>\n"), false,
			`t.mlir:3:5: shape f32[9223372036854775807] of broadcast "broadcast.2": expected at most 2^62 elements`},
		// A hex splat (one element's bytes) is a broadcast of a scalar,
		// not 10^9 elements of HLO text.
		{"hex splat", mainOf("", "", "tensor<1000000000xf32>", "    %cst = stablehlo.constant dense<\"0x0000803F\"> : tensor<1000000000xf32>\n    return %cst : tensor<1000000000xf32>\n"), true,
			"f32[1000000000] broadcast(constant.1), dimensions={}"},
		{"hex short", mainOf("", "", f32, "    %cst = stablehlo.constant dense<\"0x0000803F0000\"> : tensor<2xf32>\n    return %cst : tensor<2xf32>\n"), false,
			"t.mlir:3:5: constant: a hex dense literal of 6 bytes for f32[2] (2 elements of 4 bytes)"},
		{"hex odd", mainOf("", "", f32, "    %cst = stablehlo.constant dense<\"0x0000803F000\"> : tensor<2xf32>\n    return %cst : tensor<2xf32>\n"), false,
			"t.mlir:3:5: constant: a hex dense literal that is not hex: encoding/hex: odd length hex string"},
		{"hex not hex", mainOf("", "", f32, "    %cst = stablehlo.constant dense<\"0x0000803G0000803F\"> : tensor<2xf32>\n    return %cst : tensor<2xf32>\n"), false,
			"t.mlir:3:5: constant: a hex dense literal that is not hex"},
		{"hex bytes overflow", mainOf("", "", "tensor<2305843009213693952xf32>", "    %cst = stablehlo.constant dense<\"0x0000803F0000803F\"> : tensor<2305843009213693952xf32>\n    return %cst : tensor<2305843009213693952xf32>\n"), false,
			"t.mlir:3:5: constant: a hex dense literal of 8 bytes for f32[2305843009213693952]"},
		{"dense list too long", mainOf("", "", f32, "    %cst = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<2xf32>\n    return %cst : tensor<2xf32>\n"), false,
			"t.mlir:3:5: constant: dense<[1.0, 2.0, 3.0]> does not have the shape f32[2]"},
		{"dense list flat for rank 2", mainOf("", "", "tensor<2x2xf32>", "    %cst = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<2x2xf32>\n    return %cst : tensor<2x2xf32>\n"), false,
			"t.mlir:3:5: constant: dense<[1.0, 2.0, 3.0, 4.0]> does not have the shape f32[2,2]"},
		{"dense list unterminated", mainOf("", "", f32, "    %cst = stablehlo.constant dense<[1.0> : tensor<2xf32>\n    return %cst : tensor<2xf32>\n"), false,
			`t.mlir:3:37: unterminated "[": ">" at 3:41 closes nothing open`},
		{"dense list nested", mainOf("", "", "tensor<2x2xf32>", "    %cst = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>\n    return %cst : tensor<2x2xf32>\n"), true,
			"f32[2,2] constant({{1.0, 2.0}, {3.0, 4.0}})"},

		// Partitions and meshes.
		{"num_partitions 0", strings.Replace(shardedOf("8", `<["a"=8]>`, `[{"a"}, {}]`), "= 8 : i32", "= 0 : i32", 1), false, `t.mlir:1:23: expected mhlo.num_partitions between 1 and 1048576, found "0"`},
		{"num_partitions negative", strings.Replace(shardedOf("8", `<["a"=8]>`, `[{"a"}, {}]`), "= 8 : i32", "= -8 : i32", 1), false, `t.mlir:1:23: expected mhlo.num_partitions between 1 and 1048576, found "-8"`},
		{"num_partitions huge", strings.Replace(shardedOf("8", `<["a"=8]>`, `[{"a"}, {}]`), "= 8 : i32", "= 99999999999999999999 : i32", 1), false, `t.mlir:1:23: expected mhlo.num_partitions between 1 and 1048576`},
		{"mesh axis 0", shardedOf("8", `<["a"=0]>`, `[{"a"}, {}]`), false, `t.mlir:2:27: bad sdy.mesh @mesh: mesh axis "a" has size 0`},
		{"mesh axis negative", shardedOf("8", `<["a"=-8]>`, `[{"a"}, {}]`), false, `t.mlir:2:26: bad sdy.mesh @mesh: expected the size of mesh axis a, found "-8"`},
		{"mesh axis past int64", shardedOf("8", `<["a"=99999999999999999999]>`, `[{"a"}, {}]`), false, `t.mlir:2:26: bad sdy.mesh @mesh: the size of mesh axis a 99999999999999999999 overflows int64`},
		{"mesh 2^32 devices", shardedOf("8", `<["a"=4294967296]>`, `[{"a"}, {}]`), false, `t.mlir:2:36: bad sdy.mesh @mesh: mesh names more than 1048576 devices`},
		{"mesh product wraps", shardedOf("8", `<["a"=4294967296, "b"=4294967296]>`, `[{"a"}, {}]`), false, `t.mlir:2:36: bad sdy.mesh @mesh: mesh names more than 1048576 devices`},
		{"mesh axis twice", shardedOf("8", `<["a"=4, "a"=2]>`, `[{"a"}, {}]`), false, `t.mlir:2:34: bad sdy.mesh @mesh: mesh axis "a" is named twice`},
		{"num_replicas 0", strings.Replace(shardedOf("8", `<["a"=8]>`, `[{"a"}, {}]`), ": i32}", ": i32, mhlo.num_replicas = 0 : i32}", 1), false, `t.mlir:1:54: expected mhlo.num_replicas between 1 and 1048576, found "0"`},
		{"mesh device_ids past the mesh", shardedOf("8", `<["a"=8], device_ids=[0,1,2,3,4,5,6,99]>`, `[{"a"}, {}]`), false, `t.mlir:2:41: bad sdy.mesh @mesh: device_ids are not a permutation of 0..7, the mesh's 8 devices`},
		{"mesh device_ids twice", shardedOf("8", `<["a"=8], device_ids=[0,1,2,3,4,5,6,6]>`, `[{"a"}, {}]`), false, `t.mlir:2:41: bad sdy.mesh @mesh: device_ids are not a permutation`},
		{"mesh device_ids short", shardedOf("8", `<["a"=8], device_ids=[0,1,2]>`, `[{"a"}, {}]`), false, `t.mlir:2:41: bad sdy.mesh @mesh: device_ids are not a permutation`},
		{"mesh device_ids permuted", shardedOf("8", `<["a"=8], device_ids=[7,6,5,4,3,2,1,0]>`, `[{"a"}, {}]`), true, `xla.sdy.meshes={mesh = #sdy.mesh<["a"=8], device_ids=[7,6,5,4,3,2,1,0]>}`},
		{"mesh unterminated", shardedOf("8", `<["a"=8]`, `[{"a"}, {}]`), false, `t.mlir:2:20: unterminated "<": "}" at 7:1 closes nothing open`},
		{"sharding names no mesh", strings.Replace(shardedOf("8", `<["a"=8]>`, `[{"a"}, {}]`), "<@mesh,", "<@other,", 1), false, `t.mlir:3:26: xla.sdy.sharding of parameter "Arg_0.1": mesh "other" is not in the module's xla.sdy.meshes`},
		{"sharding of the wrong rank", shardedOf("8", `<["a"=8]>`, `[{"a"}, {}, {}]`), false, `t.mlir:3:26: xla.sdy.sharding of parameter "Arg_0.1": expected 2 dimension shardings for f32[64,8], found 3`},
		{"sub-axis wraps", shardedOf("8", `<["a"=8]>`, `[{"a":(4294967296)4294967296}, {}]`), false, `t.mlir:3:26: bad xla.sdy.sharding: a sub-axis spans more than 1048576 devices`},
		{"devices past the module's", mainOf("mhlo.num_partitions = 8 : i32", "%arg0: tensor<64x8xf32> {mhlo.sharding = \"{devices=[8,1]0,1,2,3,4,5,6,99}\"}", "tensor<64x8xf32>", "    return %arg0 : tensor<64x8xf32>\n"), false,
			`t.mlir:2:26: sharding of parameter "Arg_0.1": device 99 is not among the module's 8 devices`},
		{"device twice", mainOf("mhlo.num_partitions = 8 : i32", "%arg0: tensor<64x8xf32> {mhlo.sharding = \"{devices=[8,1]0,1,2,3,4,5,6,6}\"}", "tensor<64x8xf32>", "    return %arg0 : tensor<64x8xf32>\n"), false,
			`t.mlir:2:26: bad sharding: device 6 appears twice in the tile assignment`},
		{"tile of zero devices", mainOf("mhlo.num_partitions = 8 : i32", "%arg0: tensor<64x8xf32> {mhlo.sharding = \"{devices=[0,1]<=[0]}\"}", "tensor<64x8xf32>", "    return %arg0 : tensor<64x8xf32>\n"), false,
			`t.mlir:2:26: bad sharding: the tile assignment dimensions must be positive, found 0`},
		{"tile of 2^32 devices", mainOf("mhlo.num_partitions = 8 : i32", "%arg0: tensor<64x8xf32> {mhlo.sharding = \"{devices=[4294967296,1]<=[4294967296]}\"}", "tensor<64x8xf32>", "    return %arg0 : tensor<64x8xf32>\n"), false,
			`t.mlir:2:26: bad sharding: tile assignment [4294967296,1] names more than 1048576 devices`},

		// Nesting.
		{"tuples 99 deep", mainOf("", "%arg0: "+nestedTuple(99), nestedTuple(99), "    return %arg0 : "+nestedTuple(99)+"\n"), true, "parameter(0)"},
		{"tuples 100 deep", mainOf("", "%arg0: "+nestedTuple(100), nestedTuple(100), "    return %arg0 : "+nestedTuple(100)+"\n"), false,
			"t.mlir:2:33: expected a type, found tuples nested deeper than 100 levels"},
		{"tuples 10^5 deep", mainOf("", "%arg0: "+nestedTuple(100000), f32, ret), false,
			"t.mlir:2:33: expected a type, found tuples nested deeper than 100 levels"},
		{"regions 10001 deep", nestedCases(10001), false, `t.mlir:3:34: computation "branch.3" calls computations nested 10001 deep`},
		{"brackets 10^6 deep", "module @m attributes {x = " + strings.Repeat("[", 1000000) + "} {\n" + mainOf("", "%arg0: "+f32, f32, ret)[len("module @m {\n"):], false,
			`t.mlir:1:1000026: unterminated "[": "}" at 1:1000027 closes nothing open`},

		// Syntax.
		{"module unclosed", strings.TrimSuffix(mainOf("", "%arg0: "+f32, f32, ret), "}\n"), false, `t.mlir:1:11: unterminated module: no "}" closes this "{"`},
		{"attributes unterminated", "module @m attributes {mhlo.num_partitions = 1 : i32 {\n" + mainOf("", "%arg0: "+f32, f32, ret)[len("module @m {\n"):], false, `t.mlir:1:22: unterminated "{"`},
		{"string unterminated", "module @m attributes {x = \"abc} {\n" + mainOf("", "%arg0: "+f32, f32, ret)[len("module @m {\n"):], false, `t.mlir:1:22: unterminated "{"`},
		{"hex string unterminated", mainOf("", "", f32, "    %cst = stablehlo.constant dense<\"0x0000803F : tensor<2xf32>\n    return %cst : tensor<2xf32>\n"), false, `t.mlir:3:36: unterminated "<"`},
		{"unknown dialect", mainOf("", "%arg0: "+f32, f32, "    %0 = foo.bar %arg0 : tensor<2xf32>\n    return %0 : tensor<2xf32>\n"), false,
			"t.mlir:3:10: op foo.bar is not supported by the StableHLO reader"},
		{"unknown generic op", mainOf("", "%arg0: "+f32, f32, "    %0 = \"foo.bar\"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>\n    return %0 : tensor<2xf32>\n"), false,
			"t.mlir:3:10: op foo.bar is not supported by the StableHLO reader"},
		{"while without body", mainOf("", "%arg0: tensor<i32>", "tensor<i32>", "    %0 = stablehlo.while(%iterArg = %arg0) : tensor<i32>\n     cond {\n      stablehlo.return %c : tensor<i1>\n    }\n    return %0 : tensor<i32>\n"), false,
			`t.mlir:5:24: unknown value %c`},
		{"while without regions", mainOf("", "%arg0: tensor<i32>", "tensor<i32>", "    %0 = stablehlo.while(%iterArg = %arg0) : tensor<i32>\n    return %0 : tensor<i32>\n"), false,
			`t.mlir:4:5: expected "cond", found "return %0 : tensor<i"`},
		{"SSA name twice", mainOf("", "%arg0: "+f32, f32, "    %0 = stablehlo.add %arg0, %arg0 : tensor<2xf32>\n    %0 = stablehlo.multiply %arg0, %arg0 : tensor<2xf32>\n    return %0 : tensor<2xf32>\n"), false,
			"t.mlir:4:5: redefinition of SSA value %0"},
		{"SSA result group twice", mainOf("", "%arg0: "+f32, f32, "    %0:2 = call @f(%arg0) : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)\n    %0 = stablehlo.multiply %arg0, %arg0 : tensor<2xf32>\n    return %0 : tensor<2xf32>\n"), false,
			"t.mlir:4:5: redefinition of SSA value %0"},
		{"argument twice", mainOf("", "%arg0: "+f32+", %arg0: "+f32, f32, ret), false, "t.mlir:2:48: redefinition of SSA value %arg0"},
		{"use before definition", mainOf("", "%arg0: "+f32, f32, "    %0 = stablehlo.add %1, %arg0 : tensor<2xf32>\n    %1 = stablehlo.multiply %arg0, %arg0 : tensor<2xf32>\n    return %0 : tensor<2xf32>\n"), false,
			"t.mlir:3:24: unknown value %1"},
		{"convolution dim_numbers unterminated", "func.func @0(%arg0:tensor<f32>,%arg7:tensor<f32>){%=stablehlo.convolution(%arg0,%arg0)dim_numbers=000]->[", false,
			"t.mlir:1:106: convolution: expected ']' closing the output's dim_numbers, found end of file"},

		// Bytes.
		{"not UTF-8", mainOf("", "%arg0: "+f32, f32, "    %0 = stablehlo.add %arg0, %arg0 : tensor<2xf32> \xff\xfe\n    return %0 : tensor<2xf32>\n"), false,
			`t.mlir:3:39: unsupported type "tensor<2xf32> \xff\xfe"`},
		{"not ASCII in a name", mainOf("", "%arg0: "+f32, f32, ret)[:len("module @m {\n  func.func public @m")] + "\xc3\xa9" + mainOf("", "%arg0: "+f32, f32, ret)[len("module @m {\n  func.func public @main"):], false,
			`t.mlir:2:22: expected "(", found`},
		{"CRLF", strings.ReplaceAll(mainOf("", "%arg0: "+f32, f32, "    %0 = stablehlo.add %arg0, %arg0 : tensor<2xf32>\n    return %0 : tensor<2xf32>\n"), "\n", "\r\n"), true, "add(Arg_0.1, Arg_0.1)"},
		{"CRLF error", strings.ReplaceAll(mainOf("", "%arg0: "+f32, f32, "    %0 = stablehlo.add %arg0, %zz : tensor<2xf32>\n    return %0 : tensor<2xf32>\n"), "\n", "\r\n"), false, "t.mlir:3:31: unknown value %zz"},
		{"16 MB line", mainOf("", "%arg0: "+f32, f32, "    %0 = stablehlo.custom_call @foo(%arg0) {backend_config = \""+strings.Repeat("x", 16<<20)+"\"} : (tensor<2xf32>) -> tensor<2xf32>\n    return %0 : tensor<2xf32>\n"), true, "custom_call_target=\"foo\""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			mods, err := Parse("t.mlir", []byte(tc.in))
			if tc.ok {
				if err != nil {
					t.Fatalf("Parse: %v", clipText(err.Error(), 300))
				}
				if got := mods[0].String(); !strings.Contains(got, tc.want) {
					t.Errorf("module lacks %q:\n%s", tc.want, clipText(got, 2000))
				}
				return
			}
			var list ErrorList
			if !errors.As(err, &list) || len(list) == 0 {
				t.Fatalf("Parse = %v, want a positioned error", err)
			}
			if got := list[0].Error(); !strings.HasPrefix(got, "t.mlir:") || !strings.HasPrefix(got, tc.want) {
				t.Errorf("error %q, want %q", clipText(got, 300), tc.want)
			}
		})
	}
}
