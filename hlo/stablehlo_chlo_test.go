package hlo

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"testing"
)

// TestStableHLOChlo reads every CHLO op the reader expands on f32, f64 and
// bf16 (next_after in its own bits, the rest upcast to f32 on bf16): the
// module holds no CHLO, its root has the op's type, and its HLO text
// parses back to the same text. (The values were checked against jax's by
// compiling the written HLO with XLA:CPU on 16 points from -20.5 to 1e20,
// erf_inv on f64 on a grid to 1 - 1e-16 (within 1e-7 relative),
// f32 and bf16, polygamma of orders 1 and 3, zeta at and off its poles:
// equal to 2e-5 relative, NaN and infinity where jax's are.)
func TestStableHLOChlo(t *testing.T) {
	ops := []string{"next_after"}
	for op := range chloUnary {
		ops = append(ops, op)
	}
	for op := range chloBinary {
		ops = append(ops, op)
	}
	ops = append(ops, "erf_inv") // f32 in TestStableHLORead; here f64 and bf16
	sort.Strings(ops)
	for _, op := range ops {
		for _, et := range []string{"f32", "f64", "bf16"} {
			if op == "erf_inv" && et == "f32" {
				continue
			}
			t.Run(op+"/"+et, func(t *testing.T) {
				ty := "tensor<4x8x" + et + ">"
				operands, types := "%arg0", ty
				if op == "next_after" || chloBinary[op] != nil {
					operands, types = "%arg0, %arg1", ty+", "+ty
				}
				src := fmt.Sprintf("module @jit_c {\n  func.func public @main(%%arg0: %s, %%arg1: %s) -> %s {\n    %%0 = chlo.%s %s : %s -> %s\n    return %%0 : %s\n  }\n}\n",
					ty, ty, ty, op, operands, types, ty, ty)
				mods, err := Parse("t.mlir", []byte(src))
				if err != nil {
					t.Fatalf("Parse: %v", err)
				}
				got := mods[0].String()
				if strings.Contains(got, "chlo") {
					t.Errorf("CHLO left in the module:\n%s", got)
				}
				root := mods[0].Entry.Root
				if root == nil || root.Shape.String() != et+"[4,8]" {
					t.Errorf("root %v, want one of %s[4,8]:\n%s", root, et, got)
				}
				upcast := et == "bf16" && op != "next_after"
				if strings.Contains(got, "f32[4,8] convert(") != upcast {
					t.Errorf("upcast to f32 %v, want %v:\n%s", !upcast, upcast, got)
				}
				back, err := Parse("t.hlo", []byte(got))
				if err != nil {
					t.Fatalf("the HLO text does not parse: %v\n%s", err, got)
				}
				if again := back[0].String(); again != got {
					t.Errorf("printed again:\n%s\nwant:\n%s", again, got)
				}
			})
		}
	}
}

// TestStableHLOChloRefused checks that a CHLO op the reader does not
// expand, or expands on no such type, is one positioned error with the
// hint.
func TestStableHLOChloRefused(t *testing.T) {
	for _, tc := range []struct{ op, ty, want string }{
		{"bessel_i1e %arg0", "tensor<4xf32>", "t.mlir:3:10: op chlo.bessel_i1e is not supported"},
		{"asin %arg0", "tensor<4xcomplex<f32>>", "t.mlir:3:5: chlo.asin: the reader expands it on real floats only, found c64"},
		{"next_after %arg0, %arg0", "tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>", "t.mlir:3:5: chlo.next_after: the reader expands it on real floats only"},
	} {
		ty := strings.Split(tc.ty, ", ")[0]
		src := fmt.Sprintf("module @jit_c {\n  func.func public @main(%%arg0: %s) -> %s {\n    %%0 = chlo.%s : %s -> %s\n    return %%0 : %s\n  }\n}\n", ty, ty, tc.op, tc.ty, ty, ty)
		_, err := Parse("t.mlir", []byte(src))
		var list ErrorList
		if !errors.As(err, &list) || len(list) != 1 {
			t.Errorf("%s: Parse = %v, want one error", tc.op, err)
			continue
		}
		if !strings.HasPrefix(list[0].Error(), tc.want) || !strings.Contains(list[0].Error(), stableHLOHint) {
			t.Errorf("error %q, want %q and the hint", list[0].Error(), tc.want)
		}
	}
}

// TestStableHLOComposite reads stablehlo.composite (lax.composite) of one
// and of two results as a call of its decomposition.
func TestStableHLOComposite(t *testing.T) {
	src := `module @jit_c {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    %0 = stablehlo.composite "my.op" %arg0 {decomposition = @my.op} : (tensor<4xf32>) -> tensor<4xf32>
    %1:2 = stablehlo.composite "my.pair" %0, %arg0 {composite_attributes = {k = 2.000000e+00 : f64}, decomposition = @pair, version = 1 : i32} : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    return %1#0, %1#1 : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @my.op(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.tanh %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @pair(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<4xf32>
    return %0, %arg1 : tensor<4xf32>, tensor<4xf32>
  }
}
`
	mods, err := Parse("t.mlir", []byte(src))
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	got := mods[0].String()
	for _, w := range []string{"f32[4] call(Arg_0", "to_apply=my.op", "(f32[4], f32[4]) call(", "to_apply=pair", "get-tuple-element("} {
		if !strings.Contains(got, w) {
			t.Errorf("module lacks %q:\n%s", w, got)
		}
	}
	if _, err := Parse("t.hlo", []byte(got)); err != nil {
		t.Errorf("the HLO text does not parse: %v\n%s", err, got)
	}
}
