package hlo

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// verifyTests are modules that parse but mean nothing, each with every
// error Verify must report, as line:col: message.
var verifyTests = []struct {
	name string
	in   string
	want []string
}{
	{
		name: "unknown opcode",
		in: `ENTRY e {
  x = f32[4] parameter(0)
  ROOT y = f32[4] frobnicate(x)
}
`,
		want: []string{"3:19: unknown opcode \"frobnicate\": expected an XLA opcode (add, dot, fusion, custom-call, ...)"},
	},
	{
		name: "unary with two operands",
		in: `ENTRY e {
  x = f32[4] parameter(0)
  ROOT y = f32[4] negate(x, x)
}
`,
		want: []string{"3:19: negate \"y\": expected 1 operand, found 2"},
	},
	{
		name: "binary with one operand",
		in: `ENTRY e {
  x = f32[4] parameter(0)
  ROOT y = f32[4] add(x)
}
`,
		want: []string{"3:19: add \"y\": expected 2 operands, found 1"},
	},
	{
		name: "select with two operands",
		in: `ENTRY e {
  p = pred[4] parameter(0)
  x = f32[4] parameter(1)
  ROOT y = f32[4] select(p, x)
}
`,
		want: []string{"4:19: select \"y\": expected 3 operands, found 2"},
	},
	{
		name: "iota with an operand",
		in: `ENTRY e {
  x = s32[4] parameter(0)
  ROOT y = s32[4] iota(x), iota_dimension=0
}
`,
		want: []string{"3:19: iota \"y\": expected 0 operands, found 1"},
	},
	{
		name: "dynamic-update-slice below minimum",
		in: `ENTRY e {
  x = f32[4] parameter(0)
  ROOT y = f32[4] dynamic-update-slice(x)
}
`,
		want: []string{"3:19: dynamic-update-slice \"y\": expected at least 2 operands, found 1"},
	},
	{
		name: "dot with one operand",
		in: `ENTRY e {
  x = f32[4,4] parameter(0)
  ROOT y = f32[4,4] dot(x), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
`,
		want: []string{"3:21: dot \"y\": expected at least 2 operands, found 1"},
	},
	{
		name: "root shape disagrees with operand",
		in: `ENTRY e {
  x = f32[8,128] parameter(0)
  ROOT n = f32[4,4] negate(f32[8,128] x)
}
`,
		want: []string{"3:12: negate \"n\": expected the dimensions of operand \"x\", [8,128], found f32[4,4]"},
	},
	{
		name: "unary element type changed",
		in: `ENTRY e {
  x = f32[4] parameter(0)
  ROOT y = s32[4] exponential(x)
}
`,
		want: []string{"3:12: exponential \"y\": expected the element type of operand \"x\", f32, found s32[4]"},
	},
	{
		name: "binary result element type",
		in: `ENTRY e {
  x = f32[4] parameter(0)
  ROOT y = s32[4] add(x, x)
}
`,
		want: []string{"3:12: add \"y\": expected the element type of operand \"x\", f32, found s32[4]"},
	},
	{
		name: "binary operand dims differ",
		in: `ENTRY e {
  x = f32[4] parameter(0)
  z = f32[8] parameter(1)
  ROOT y = f32[4] multiply(x, z)
}
`,
		want: []string{"4:19: multiply \"y\": expected operand \"z\" to have the dimensions of operand \"x\", [4], found f32[8]"},
	},
	{
		name: "binary operand element types differ",
		in: `ENTRY e {
  x = f32[4] parameter(0)
  z = s32[4] parameter(1)
  ROOT y = f32[4] subtract(x, z)
}
`,
		want: []string{"4:19: subtract \"y\": expected operand \"z\" to have the element type of operand \"x\", f32, found s32[4]"},
	},
	{
		name: "compare result not pred",
		in: `ENTRY e {
  x = f32[4] parameter(0)
  ROOT y = f32[4] compare(x, x), direction=LT
}
`,
		want: []string{"3:12: compare \"y\": expected element type pred, found f32[4]"},
	},
	{
		name: "compare result dims",
		in: `ENTRY e {
  x = f32[4] parameter(0)
  ROOT y = pred[2] compare(x, x), direction=LT
}
`,
		want: []string{"3:12: compare \"y\": expected the dimensions of operand \"x\", [4], found pred[2]"},
	},
	{
		name: "convert changes dims",
		in: `ENTRY e {
  x = f32[4,2] parameter(0)
  ROOT y = s32[2,4] convert(x)
}
`,
		want: []string{"3:12: convert \"y\": expected the dimensions of operand \"x\", [4,2], found s32[2,4]"},
	},
	{
		name: "is-finite not pred",
		in: `ENTRY e {
  x = f32[4] parameter(0)
  ROOT y = f32[4] is-finite(x)
}
`,
		want: []string{"3:12: is-finite \"y\": expected element type pred, found f32[4]"},
	},
	{
		name: "negate of a tuple",
		in: `ENTRY e {
  x = (f32[4]) parameter(0)
  ROOT y = f32[4] negate(x)
}
`,
		want: []string{"3:19: negate \"y\": expected operand 0 to be an array, found \"x\" of shape (f32[4])"},
	},
	{
		name: "negate giving a tuple",
		in: `ENTRY e {
  x = f32[4] parameter(0)
  ROOT y = (f32[4]) negate(x)
}
`,
		want: []string{"3:12: negate \"y\": expected an array shape, found (f32[4])"},
	},
	{
		name: "select predicate not pred",
		in: `ENTRY e {
  p = s32[4] parameter(0)
  x = f32[4] parameter(1)
  ROOT y = f32[4] select(p, x, x)
}
`,
		want: []string{"4:19: select \"y\": expected a pred first operand, found \"p\" of shape s32[4]"},
	},
	{
		name: "select predicate dims",
		in: `ENTRY e {
  p = pred[2] parameter(0)
  x = f32[4] parameter(1)
  ROOT y = f32[4] select(p, x, x)
}
`,
		want: []string{"4:19: select \"y\": expected predicate \"p\" to be a scalar or to have dimensions [4], found pred[2]"},
	},
	{
		name: "select branch shape",
		in: `ENTRY e {
  p = pred[] parameter(0)
  x = f32[4] parameter(1)
  z = f32[5] parameter(2)
  ROOT y = f32[4] select(p, x, z)
}
`,
		want: []string{"5:12: select \"y\": expected the shape of operand \"z\", f32[5], found f32[4]"},
	},
	{
		name: "clamp operand shape",
		in: `ENTRY e {
  lo = f32[] parameter(0)
  x = f32[4] parameter(1)
  ROOT y = f32[8] clamp(lo, x, lo)
}
`,
		want: []string{"4:12: clamp \"y\": expected the shape of operand \"x\", f32[4], found f32[8]"},
	},
	{
		name: "clamp bound dims",
		in: `ENTRY e {
  lo = f32[3] parameter(0)
  x = f32[4] parameter(1)
  ROOT y = f32[4] clamp(lo, x, lo)
}
`,
		want: []string{"4:19: clamp \"y\": expected bound \"lo\" to be a scalar or to have dimensions [4], found f32[3]"},
	},
	{
		name: "get-tuple-element of an array",
		in: `ENTRY e {
  x = f32[4] parameter(0)
  ROOT y = f32[4] get-tuple-element(x), index=0
}
`,
		want: []string{"3:19: get-tuple-element \"y\": expected a tuple operand, found \"x\" of shape f32[4]"},
	},
	{
		name: "get-tuple-element index out of range",
		in: `ENTRY e {
  t = (f32[4], s32[]) parameter(0)
  ROOT y = f32[4] get-tuple-element(t), index=2
}
`,
		want: []string{"3:47: get-tuple-element \"y\": expected an index from 0 to 1 (operand \"t\" has 2 elements), found 2"},
	},
	{
		name: "get-tuple-element of an empty tuple",
		in: `ENTRY e {
  t = () parameter(0)
  ROOT y = f32[4] get-tuple-element(t), index=0
}
`,
		want: []string{"3:47: get-tuple-element \"y\": index 0 out of range: operand \"t\" is an empty tuple"},
	},
	{
		name: "get-tuple-element shape",
		in: `ENTRY e {
  t = (f32[4], s32[]) parameter(0)
  ROOT y = f32[4] get-tuple-element(t), index=1
}
`,
		want: []string{"3:12: get-tuple-element \"y\": expected the shape of element 1 of \"t\", s32[], found f32[4]"},
	},
	{
		name: "tuple element count",
		in: `ENTRY e {
  x = f32[4] parameter(0)
  ROOT t = (f32[4]) tuple(x, x)
}
`,
		want: []string{"3:12: tuple \"t\": expected the shape of its operands, (f32[4], f32[4]), found (f32[4])"},
	},
	{
		name: "tuple element shape",
		in: `ENTRY e {
  x = f32[4] parameter(0)
  ROOT t = (f32[4], f32[8]) tuple(x, x)
}
`,
		want: []string{"3:12: tuple \"t\": expected the shape of its operands, (f32[4], f32[4]), found (f32[4], f32[8])"},
	},
	{
		name: "tuple shape not a tuple",
		in: `ENTRY e {
  x = f32[4] parameter(0)
  ROOT t = f32[4] tuple(x)
}
`,
		want: []string{"3:12: tuple \"t\": expected the shape of its operands, (f32[4]), found f32[4]"},
	},
	{
		name: "while without a body",
		in: `c {
  p = (s32[]) parameter(0)
  ROOT b = pred[] constant(true)
}
ENTRY e {
  x = (s32[]) parameter(0)
  ROOT w = (s32[]) while(x), condition=c
}
`,
		want: []string{"7:20: while \"w\": expected body=COMPUTATION, found none"},
	},
	{
		name: "while body with two parameters",
		in: `c {
  p = (s32[]) parameter(0)
  ROOT b = pred[] constant(true)
}
body {
  p = (s32[]) parameter(0)
  q = (s32[]) parameter(1)
}
ENTRY e {
  x = (s32[]) parameter(0)
  ROOT w = (s32[]) while(x), condition=c, body=body
}
`,
		want: []string{"11:48: body \"body\" of while \"w\": expected 1 parameter (the loop state), found 2"},
	},
	{
		name: "while body parameter shape",
		in: `c {
  p = (s32[]) parameter(0)
  ROOT b = pred[] constant(true)
}
body {
  ROOT p = (f32[]) parameter(0)
}
ENTRY e {
  x = (s32[]) parameter(0)
  ROOT w = (s32[]) while(x), condition=c, body=body
}
`,
		want: []string{"10:48: body \"body\" of while \"w\": expected parameter 0 of shape (s32[]) (the loop state), found (f32[])"},
	},
	{
		name: "while body root shape",
		in: `c {
  p = (s32[]) parameter(0)
  ROOT b = pred[] constant(true)
}
body {
  p = (s32[]) parameter(0)
  ROOT i = s32[] get-tuple-element(p), index=0
}
ENTRY e {
  x = (s32[]) parameter(0)
  ROOT w = (s32[]) while(x), condition=c, body=body
}
`,
		want: []string{"11:48: body \"body\" of while \"w\": expected a root of shape (s32[]), found \"i\" of shape s32[]"},
	},
	{
		name: "while condition not pred",
		in: `c {
  p = (s32[]) parameter(0)
  ROOT i = s32[] get-tuple-element(p), index=0
}
body {
  ROOT p = (s32[]) parameter(0)
}
ENTRY e {
  x = (s32[]) parameter(0)
  ROOT w = (s32[]) while(x), condition=c, body=body
}
`,
		want: []string{"10:40: condition \"c\" of while \"w\": expected a root of shape pred[], found \"i\" of shape s32[]"},
	},
	{
		name: "while result shape",
		in: `c {
  p = (s32[]) parameter(0)
  ROOT b = pred[] constant(true)
}
body {
  ROOT p = (s32[]) parameter(0)
}
ENTRY e {
  x = (s32[]) parameter(0)
  ROOT w = (s32[], s32[]) while(x), condition=c, body=body
}
`,
		want: []string{"10:12: while \"w\": expected the shape of its operand \"x\", (s32[]), found (s32[], s32[])"},
	},
	{
		name: "conditional operand count",
		in: `b0 {
  ROOT p = f32[] parameter(0)
}
ENTRY e {
  i = s32[] parameter(0)
  x = f32[] parameter(1)
  ROOT y = f32[] conditional(i, x), branch_computations={b0, b0}
}
`,
		want: []string{"7:18: conditional \"y\": expected 3 operands (the branch index and one per branch), found 2"},
	},
	{
		name: "conditional branch index type",
		in: `b0 {
  ROOT p = f32[] parameter(0)
}
ENTRY e {
  i = f32[] parameter(0)
  ROOT y = f32[] conditional(i, i), branch_computations={b0}
}
`,
		want: []string{"6:18: conditional \"y\": expected a pred[] or s32[] branch index, found \"i\" of shape f32[]"},
	},
	{
		name: "conditional branch parameter",
		in: `b0 {
  ROOT p = f32[] parameter(0)
}
b1 {
  p = s32[] parameter(0)
  ROOT c = f32[] convert(p)
}
ENTRY e {
  i = pred[] parameter(0)
  x = f32[] parameter(1)
  ROOT y = f32[] conditional(i, x, x), true_computation=b0, false_computation=b1
}
`,
		want: []string{"11:79: branch 1 \"b1\" of conditional \"y\": expected parameter 0 of shape f32[] (operand 2), found s32[]"},
	},
	{
		name: "conditional branch root",
		in: `b0 {
  ROOT p = f32[] parameter(0)
}
ENTRY e {
  i = s32[] parameter(0)
  x = f32[] parameter(1)
  ROOT y = s32[] conditional(i, x), branch_computations={b0}
}
`,
		want: []string{"7:58: branch 0 \"b0\" of conditional \"y\": expected a root of shape s32[], found \"p\" of shape f32[]"},
	},
	{
		name: "conditional without branches",
		in: `ENTRY e {
  i = s32[] parameter(0)
  ROOT y = s32[] conditional(i)
}
`,
		want: []string{"3:18: conditional \"y\": expected branch_computations={...} or true_computation and false_computation, found none"},
	},
	{
		name: "call parameter count",
		in: `f {
  a = f32[] parameter(0)
  ROOT b = f32[] negate(a)
}
ENTRY e {
  x = f32[] parameter(0)
  ROOT y = f32[] call(x, x), to_apply=f
}
`,
		want: []string{"7:39: to_apply \"f\" of call \"y\": expected 2 parameters (one per operand), found 1"},
	},
	{
		name: "call parameter shape",
		in: `f {
  a = f32[2] parameter(0)
  ROOT b = f32[2] negate(a)
}
ENTRY e {
  x = f32[] parameter(0)
  ROOT y = f32[2] call(x), to_apply=f
}
`,
		want: []string{"7:37: to_apply \"f\" of call \"y\": expected parameter 0 of shape f32[] (one per operand), found f32[2]"},
	},
	{
		name: "call root shape",
		in: `f {
  a = f32[] parameter(0)
  ROOT b = f32[] negate(a)
}
ENTRY e {
  x = f32[] parameter(0)
  ROOT y = s32[] call(x), to_apply=f
}
`,
		want: []string{"7:36: to_apply \"f\" of call \"y\": expected a root of shape s32[], found \"b\" of shape f32[]"},
	},
	{
		name: "fusion parameter count",
		in: `f {
  a = f32[4] parameter(0)
  ROOT b = f32[4] negate(a)
}
ENTRY e {
  x = f32[4] parameter(0)
  ROOT y = f32[4] fusion(), kind=kLoop, calls=f
}
`,
		want: []string{"7:47: calls \"f\" of fusion \"y\": expected 0 parameters (one per operand), found 1"},
	},
	{
		name: "fusion root shape",
		in: `f {
  a = f32[4] parameter(0)
  ROOT b = f32[4] negate(a)
}
ENTRY e {
  x = f32[4] parameter(0)
  ROOT y = (f32[4], f32[4]) fusion(x), kind=kLoop, calls=f
}
`,
		want: []string{"7:58: calls \"f\" of fusion \"y\": expected a root of shape (f32[4], f32[4]), found \"b\" of shape f32[4]"},
	},
	{
		name: "fusion without calls",
		in: `ENTRY e {
  x = f32[4] parameter(0)
  ROOT y = f32[4] fusion(x), kind=kLoop
}
`,
		want: []string{"3:19: fusion \"y\": expected calls=COMPUTATION, found none"},
	},
	{
		name: "reduce reducer parameters",
		in: `add {
  a = f32[] parameter(0)
  ROOT b = f32[] negate(a)
}
ENTRY e {
  x = f32[4] parameter(0)
  z = f32[] constant(0)
  ROOT y = f32[] reduce(x, z), dimensions={0}, to_apply=add
}
`,
		want: []string{"8:57: to_apply \"add\" of reduce \"y\": expected 2 parameters, found 1"},
	},
	{
		name: "sort comparator parameters",
		in: `lt {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = pred[] compare(a, b), direction=LT
}
ENTRY e {
  x = f32[4] parameter(0)
  k = s32[4] parameter(1)
  ROOT y = (f32[4], s32[4]) sort(x, k), dimensions={0}, to_apply=lt
}
`,
		want: []string{"9:66: to_apply \"lt\" of sort \"y\": expected 4 parameters, found 2"},
	},
	{
		name: "reshape element count",
		in: `ENTRY e {
  x = f32[4,8] parameter(0)
  ROOT y = f32[30] reshape(x)
}
`,
		want: []string{"3:12: reshape \"y\": expected 32 elements (operand \"x\", f32[4,8]), found f32[30] with 30"},
	},
	{
		name: "element count above 2^62",
		in: `ENTRY e {
  ROOT x = f32[4294967296,4294967296] parameter(0)
}
`,
		want: []string{"2:12: shape f32[4294967296,4294967296] of parameter \"x\": expected at most 2^62 elements, found more"},
	},
	{
		name: "element count above 2^62 in a tuple",
		in: `ENTRY e {
  ROOT x = (f32[2], s8[3037000500,3037000500,2]) parameter(0)
}
`,
		want: []string{"2:12: shape s8[3037000500,3037000500,2] of parameter \"x\": expected at most 2^62 elements, found more"},
	},
	{
		name: "alias of a parameter that does not exist",
		in: `HloModule m, input_output_alias={ {}: (1, {}, may-alias) }
ENTRY e {
  ROOT x = f32[4] parameter(0)
}
`,
		want: []string{"1:35: input_output_alias names parameter 1: expected 0 to 0 (the entry \"e\" has 1 parameter)"},
	},
	{
		name: "alias of a parameter index that does not exist",
		in: `HloModule m, input_output_alias={ {}: (0, {2}, may-alias) }
ENTRY e {
  x = (f32[4], f32[4]) parameter(0)
  ROOT y = f32[4] get-tuple-element(x), index=0
}
`,
		want: []string{"1:35: input_output_alias names parameter 0 index {2}: expected an index of its shape (f32[4], f32[4]), found none"},
	},
	{
		name: "alias of an output index that does not exist",
		in: `HloModule m, input_output_alias={ {1}: (0, {}, may-alias) }
ENTRY e {
  x = f32[4] parameter(0)
  ROOT y = f32[4] negate(x)
}
`,
		want: []string{"1:35: input_output_alias names output {1}: expected an index of the entry result f32[4], found none"},
	},
	{
		// XLA's parser verifies an output aliased into a larger
		// parameter (its verifier compares sizes only when layout
		// sensitive); the output fits in the parameter's bytes.
		name: "alias of a scalar output to a large parameter",
		in: `HloModule m, input_output_alias={ {}: (0, {}, may-alias) }
ENTRY e {
  p = f32[2,128,512] parameter(0)
  ROOT r = s32[] constant(0)
}
`,
	},
	{
		name: "alias of a large output to a scalar parameter",
		in: `HloModule m, input_output_alias={ {}: (0, {}, may-alias) }
ENTRY e {
  p = s32[] parameter(0)
  ROOT r = f32[2,128,512] constant({...})
}
`,
		want: []string{"1:35: input_output_alias pairs output {}, f32[2,128,512] (131072 x 32 bits), with parameter 0 {}, s32[] (1 x 32 bits): expected an output that fits in the parameter's bytes"},
	},
	{
		name: "alias of one output twice",
		in: `HloModule m, input_output_alias={ {}: (0, {}), {}: (1, {}) }
ENTRY e {
  p = f32[4] parameter(0)
  q = f32[4] parameter(1)
  ROOT r = f32[4] add(p, q)
}
`,
		want: []string{"1:48: input_output_alias names output {} twice: expected one alias per output (first at 1:35)"},
	},
	{
		name: "alias of a tuple",
		in: `HloModule m, input_output_alias={ {}: (0, {}) }
ENTRY e {
  p = (f32[4]) parameter(0)
  ROOT r = f32[4] get-tuple-element(p), index=0
}
`,
		want: []string{"1:35: input_output_alias pairs output {}, f32[4], with parameter 0 {}, (f32[4]): expected two arrays"},
	},
	{
		name: "buffer donor out of range",
		in: `HloModule m, buffer_donor={ (0, {}), (2, {}) }
ENTRY e {
  ROOT p = f32[4] parameter(0)
}
`,
		want: []string{"1:38: buffer_donor names parameter 2: expected 0 to 0 (the entry \"e\" has 1 parameter)"},
	},
	{
		name: "buffer donor twice",
		in: `HloModule m, buffer_donor={ (0, {}), (0, {}) }
ENTRY e {
  ROOT p = f32[4] parameter(0)
}
`,
		want: []string{"1:38: buffer_donor names parameter 0 {} twice: expected each buffer once (first at 1:29)"},
	},
	{
		name: "buffer donor index",
		in: `HloModule m, buffer_donor={ (0, {0}) }
ENTRY e {
  ROOT p = f32[4] parameter(0)
}
`,
		want: []string{"1:29: buffer_donor names parameter 0 index {0}: expected an index of its shape f32[4], found none"},
	},
	{
		name: "unknown opcode in a called computation",
		in: `f {
  a = f32[] parameter(0)
  ROOT b = f32[] softplus(a)
}
ENTRY e {
  x = f32[] parameter(0)
  ROOT y = f32[] call(x), to_apply=f
}
`,
		want: []string{"3:18: unknown opcode \"softplus\": expected an XLA opcode (add, dot, fusion, custom-call, ...)"},
	},
	{
		name: "several errors",
		in: `ENTRY e {
  x = f32[4] parameter(0)
  a = f32[4] negate(x, x)
  b = f32[5] abs(x)
  ROOT c = f32[4] frobnicate(b)
}
`,
		want: []string{"3:14: negate \"a\": expected 1 operand, found 2", "4:7: abs \"b\": expected the dimensions of operand \"x\", [4], found f32[5]", "5:19: unknown opcode \"frobnicate\": expected an XLA opcode (add, dot, fusion, custom-call, ...)"},
	},
	{
		name: "signature parameter shape",
		in: `%f (a: f32[2]) -> f32[2] {
  %a = f32[3] parameter(0)
  ROOT %b = f32[3] negate(%a)
}
ENTRY e {
  x = f32[3] parameter(0)
  ROOT y = f32[3] call(x), to_apply=f
}
`,
		want: []string{"2:8: parameter 0 \"a\": expected f32[2] as the signature of computation \"f\" says, found f32[3]", "3:13: root \"b\" of computation \"f\": expected f32[2] as the signature of computation \"f\" says, found f32[3]"},
	},
	{
		name: "signature parameter count",
		in: `%f (a: f32[3], b: f32[3]) -> f32[3] {
  %a = f32[3] parameter(0)
  ROOT %b = f32[3] negate(%a)
}
ENTRY e {
  x = f32[3] parameter(0)
  ROOT y = f32[3] call(x), to_apply=f
}
`,
		want: []string{"1:1: computation \"f\": expected 2 parameters as the signature of computation \"f\" says, found 1"},
	},
	{
		name: "signature result",
		in: `%f (a: f32[3]) -> s32[3] {
  %a = f32[3] parameter(0)
  ROOT %b = f32[3] negate(%a)
}
ENTRY e {
  x = f32[3] parameter(0)
  ROOT y = f32[3] call(x), to_apply=f
}
`,
		want: []string{"3:13: root \"b\" of computation \"f\": expected s32[3] as the signature of computation \"f\" says, found f32[3]"},
	},
	{
		name: "entry layout parameter count",
		in: `HloModule m, entry_computation_layout={(f32[3], f32[3])->f32[3]}
ENTRY e {
  ROOT x = f32[3] parameter(0)
}
`,
		want: []string{"2:1: computation \"e\": expected 2 parameters as entry_computation_layout says, found 1"},
	},
	{
		name: "entry layout dims",
		in: `HloModule m, entry_computation_layout={(f32[4]{0})->f32[3]{0}}
ENTRY e {
  ROOT x = f32[3] parameter(0)
}
`,
		want: []string{"3:12: parameter 0 \"x\": expected f32[4] as entry_computation_layout says, found f32[3]"},
	},
	{
		name: "copy of a tuple changes its shape",
		in: `ENTRY e {
  x = (f32[4], s32[]) parameter(0)
  ROOT y = (f32[4]) copy(x)
}
`,
		want: []string{"3:12: copy \"y\": expected the shape of operand \"x\", (f32[4], s32[]), found (f32[4])"},
	},
	{
		name: "alias of an f32 output to a bf16 parameter",
		in: `HloModule m, input_output_alias={ {}: (0, {}) }
ENTRY e {
  p = bf16[4] parameter(0)
  ROOT r = f32[4] convert(p)
}
`,
		want: []string{"1:35: input_output_alias pairs output {}, f32[4] (4 x 32 bits), with parameter 0 {}, bf16[4] (4 x 16 bits): expected an output that fits in the parameter's bytes"},
	},
}

// TestVerify checks that Parse refuses each module of verifyTests with
// exactly the errors listed, and that Verify alone finds the same ones.
func TestVerify(t *testing.T) {
	if len(verifyTests) < 40 {
		t.Fatalf("%d cases, want at least 40", len(verifyTests))
	}
	for _, tt := range verifyTests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("", []byte(tt.in))
			var got []string
			if list, ok := err.(ErrorList); ok {
				for _, e := range list {
					got = append(got, e.Error())
				}
			} else if err != nil {
				t.Fatalf("error of type %T, want ErrorList: %v", err, err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("errors (-want +got):\n%s", diff)
			}
		})
	}
}

// TestVerifyValid checks that Verify accepts the modules the other tests
// parse, by parsing them (Parse runs Verify) and calling it once more.
func TestVerifyValid(t *testing.T) {
	mods, err := ParseFile("testdata/features.hlo")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range mods {
		if err := Verify(m); err != nil {
			t.Errorf("module %s: %v", m.Name, err)
		}
	}
	// Valid constructs near the rules' edges.
	for _, src := range []string{
		// A shallow copy of a tuple; select and clamp with scalar operands.
		"ENTRY e {\n  x = (f32[4], s32[]) parameter(0)\n  ROOT y = (f32[4], s32[]) copy(x)\n}\n",
		"ENTRY e {\n  p = pred[] parameter(0)\n  x = f32[4] parameter(1)\n  ROOT y = f32[4] select(p, x, x)\n}\n",
		"ENTRY e {\n  lo = f32[] parameter(0)\n  x = f32[4] parameter(1)\n  ROOT y = f32[4] clamp(lo, x, lo)\n}\n",
		// Dynamic dims compare by bound; layouts are ignored.
		"ENTRY e {\n  x = f32[<=4,8]{1,0} parameter(0)\n  ROOT y = f32[4,8]{0,1} negate(x)\n}\n",
		// Mixed floating-point precision, as TPU's bf16 normalization leaves it.
		"ENTRY e {\n  x = bf16[4] parameter(0)\n  z = f32[4] parameter(1)\n  ROOT y = f32[4] add(x, z)\n}\n",
		// A custom-call takes anything; unknown attributes are fine.
		"ENTRY e {\n  x = f32[4] parameter(0)\n  ROOT y = (f32[2], s8[]) custom-call(x, x, x), custom_call_target=\"t\", whatever={1,2}\n}\n",
		// Sort's comparator takes two parameters per operand; convert and
		// compare change the element type; a conditional on pred.
		"lt {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  c = s32[] parameter(2)\n  d = s32[] parameter(3)\n  ROOT r = pred[] compare(a, b), direction=LT\n}\n" +
			"t {\n  ROOT p = f32[4] parameter(0)\n}\n" +
			"ENTRY e {\n  x = f32[4] parameter(0)\n  k = s32[4] convert(x)\n  s = (f32[4], s32[4]) sort(x, k), dimensions={0}, to_apply=lt\n" +
			"  c = pred[] constant(true)\n  ROOT y = f32[4] conditional(c, x, x), true_computation=t, false_computation=t\n}\n",
		// Aliases of the same shape, or of the same size in bits.
		"HloModule m, input_output_alias={ {0}: (0, {}), {1}: (1, {}, must-alias) }, buffer_donor={ (2, {}) }\n" +
			"ENTRY e {\n  a = f32[4] parameter(0)\n  b = s32[8] parameter(1)\n  c = f32[2] parameter(2)\n  n = f32[4] negate(a)\n  u = u32[8] parameter(3)\n  ROOT t = (f32[4], u32[8]) tuple(n, u)\n}\n",
	} {
		if _, err := Parse("valid.hlo", []byte(src)); err != nil {
			t.Errorf("%v\n%s", err, src)
		}
	}
}
