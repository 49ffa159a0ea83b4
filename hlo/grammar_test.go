package hlo

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestGrammar parses constructs of XLA's HLO grammar that its own test
// modules use and dumps rarely do, and compares the printed module, which
// must parse back to the same text. The inputs are written for this
// project after the forms XLA's parser accepts.
func TestGrammar(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{
			name: "nested operands",
			in: `HloModule m
ENTRY e {
  ROOT r = add(f32[10] parameter(0), multiply(f32[10] parameter(1), f32[10] parameter(2)))
}
`,
			want: `HloModule m

ENTRY e {
  parameter.anon = f32[10] parameter(0)
  parameter.anon.1 = f32[10] parameter(1)
  parameter.anon.2 = f32[10] parameter(2)
  multiply.anon = f32[10] multiply(parameter.anon.1, parameter.anon.2)
  ROOT r = f32[10] add(parameter.anon, multiply.anon)
}
`,
		},
		{
			name: "nested constant in a loop body, names unique in the module",
			in: `HloModule m
body {
  p = (s32[], f32[4]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  ROOT t = (s32[], f32[4]) tuple(add(i, s32[] constant(1)), f32[4] get-tuple-element(p), index=1)
}
cond {
  p = (s32[], f32[4]) parameter(0)
  ROOT lt = pred[] compare(s32[] get-tuple-element(p), index=0, s32[] constant(10)), direction=LT
}
ENTRY e {
  x = f32[4] parameter(0)
  ROOT w = (s32[], f32[4]) while((s32[], f32[4]) tuple(s32[] constant(0), x)), condition=cond, body=body
}
`,
			want: `HloModule m

body {
  p = (s32[], f32[4]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  constant.anon = s32[] constant(1)
  add.anon = s32[] add(i, constant.anon)
  get-tuple-element.anon = f32[4] get-tuple-element(p), index=1
  ROOT t = (s32[], f32[4]) tuple(add.anon, get-tuple-element.anon)
}

cond {
  p = (s32[], f32[4]) parameter(0)
  get-tuple-element.anon.1 = s32[] get-tuple-element(p), index=0
  constant.anon.1 = s32[] constant(10)
  ROOT lt = pred[] compare(get-tuple-element.anon.1, constant.anon.1), direction=LT
}

ENTRY e {
  x = f32[4] parameter(0)
  constant.anon.2 = s32[] constant(0)
  tuple.anon = (s32[], f32[4]) tuple(constant.anon.2, x)
  ROOT w = (s32[], f32[4]) while(tuple.anon), condition=cond, body=body
}
`,
		},
		{
			name: "inferred shapes and a name taken by the text",
			in: `HloModule m
ENTRY e {
  add = add(f32[2,3]{0,1} parameter(0), f32[2,3] parameter(1))
  add.anon = f32[2,3] negate(add)
  c = compare(add, add.anon), direction=GT
  s = select(c, add, add.anon)
  ROOT r = get-tuple-element((f32[2,3], pred[2,3]) tuple(sqrt(s), c)), index=1
}
`,
			want: `HloModule m

ENTRY e {
  parameter.anon = f32[2,3]{0,1} parameter(0)
  parameter.anon.1 = f32[2,3] parameter(1)
  add = f32[2,3] add(parameter.anon, parameter.anon.1)
  add.anon = f32[2,3] negate(add)
  c = pred[2,3] compare(add, add.anon), direction=GT
  s = f32[2,3] select(c, add, add.anon)
  sqrt.anon = f32[2,3] sqrt(s)
  tuple.anon = (f32[2,3], pred[2,3]) tuple(sqrt.anon, c)
  ROOT r = pred[2,3] get-tuple-element(tuple.anon), index=1
}
`,
		},
		{
			name: "inferred element types: abs of complex is real",
			in: `HloModule m
ENTRY e {
  x = c64[4] parameter(0)
  a = abs(x)
  ROOT p = is-finite(a)
}
`,
			want: `HloModule m

ENTRY e {
  x = c64[4] parameter(0)
  a = f32[4] abs(x)
  ROOT p = pred[4] is-finite(a)
}
`,
		},
		{
			name: "attributes after a computation's body",
			in: `HloModule m
%helper (x: f32[]) -> f32[] {
  ROOT %x = f32[] parameter(0)
}, execution_thread="host"

ENTRY %e (p: f32[]) -> f32[] {
  %p = f32[] parameter(0)
  ROOT %c = f32[] call(%p), to_apply=%helper
}, execution_thread="main_thread"
`,
			want: `HloModule m

helper (x: f32[]) -> f32[] {
  ROOT x = f32[] parameter(0)
}, execution_thread="host"

ENTRY e (p: f32[]) -> f32[] {
  p = f32[] parameter(0)
  ROOT c = f32[] call(p), to_apply=helper
}, execution_thread="main_thread"
`,
		},
		{
			name: "custom-call literals",
			in: `HloModule m
ENTRY e {
  a = f32[4] custom-call(), custom_call_target="t", literal=s32[2]{0} {1, 2}
  b = f32[4] custom-call(), custom_call_target="t", literal=( s32[2]{0} {4, 3}, pred[2]{0} {1, 0} ), api_version=API_VERSION_TYPED_FFI
  ROOT c = f32[4] custom-call(a, b), custom_call_target="t", literal=f32[] 0.1
}
`,
			want: `HloModule m

ENTRY e {
  a = f32[4] custom-call(), custom_call_target="t", literal=s32[2]{0} {1, 2}
  b = f32[4] custom-call(), custom_call_target="t", literal=( s32[2]{0} {4, 3}, pred[2]{0} {1, 0} ), api_version=API_VERSION_TYPED_FFI
  ROOT c = f32[4] custom-call(a, b), custom_call_target="t", literal=f32[] 0.1
}
`,
		},
		{
			name: "async syntax sugar and scan",
			in: `HloModule m
add {
  l = f32[] parameter(0)
  r = f32[] parameter(1)
  s = f32[] add(l, r)
  ROOT t = (f32[], f32[]) tuple(s, s)
}
ENTRY e {
  p = f32[10]{0} parameter(0)
  s = ((f32[10]{0}), f32[20]{0}, s32[]) custom-call-start(p), async_execution_thread="parallel_thread", custom_call_target="foo"
  u = ((f32[10]{0}), f32[20]{0}, s32[]) custom-call-update(s)
  d = f32[20]{0} custom-call-done(u)
  ROOT c = (f32[10]{0}, f32[]) scan(p, f32[] constant(0)), dimensions={0}, num_carries=1, to_apply=add
}
`,
			want: `HloModule m

add {
  l = f32[] parameter(0)
  r = f32[] parameter(1)
  s = f32[] add(l, r)
  ROOT t = (f32[], f32[]) tuple(s, s)
}

ENTRY e {
  p = f32[10]{0} parameter(0)
  s = ((f32[10]{0}), f32[20]{0}, s32[]) custom-call-start(p), async_execution_thread="parallel_thread", custom_call_target="foo"
  u = ((f32[10]{0}), f32[20]{0}, s32[]) custom-call-update(s)
  d = f32[20]{0} custom-call-done(u)
  constant.anon = f32[] constant(0)
  ROOT c = (f32[10]{0}, f32[]) scan(p, constant.anon), to_apply=add, dimensions={0}, num_carries=1
}
`,
		},
		{
			name: "module name with a colon, comments, CR line ends",
			in:   "/* a module */\rHloModule m:\r// comment\rENTRY e {\r  ROOT c = f32[1]{0} constant({1 /* one */}) // trailing\r}\r",
			want: `HloModule m

ENTRY e {
  ROOT c = f32[1]{0} constant({1 /* one */})
}
`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mods, err := Parse("in.hlo", []byte(tt.in))
			if err != nil {
				t.Fatal(err)
			}
			got := printModules(mods)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("printed module (-want +got):\n%s", diff)
			}
			again, err := Parse("printed.hlo", []byte(got))
			if err != nil {
				t.Fatalf("parsing the printed module: %v", err)
			}
			if diff := cmp.Diff(got, printModules(again)); diff != "" {
				t.Errorf("after a round trip (-want +got):\n%s", diff)
			}
			for _, m := range mods {
				checkModule(t, m)
			}
		})
	}
}
