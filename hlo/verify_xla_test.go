package hlo

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// xlaTests are modules XLA's HloVerifier refuses (want: the errors) and
// modules XLA's own tests parse as verified (want nil), for the rules of
// verify_xla.go and the aliasing rules of verify.go. The modules are
// written for this test; the accepted ones have the constructs of XLA's
// hlo_live_range_test (late-bound async calls) and its parser tests.
var xlaTests = []struct {
	name string
	in   string
	want []string
}{
	// Refused by XLA.
	{
		name: "two outputs aliased to one donated parameter",
		in: `HloModule m, input_output_alias={ {0}: (0, {}), {1}: (0, {}) }
ENTRY e {
  p = f32[4] parameter(0)
  a = f32[4] negate(p)
  b = f32[4] abs(p)
  ROOT t = (f32[4], f32[4]) tuple(a, b)
}
`,
		want: []string{"1:49: input_output_alias pairs parameter 0 {} with a second output, {1}: expected each parameter buffer aliased to one output at most, as XLA's verifier does (first at 1:35)"},
	},
	{
		name: "buffer donor that is also aliased",
		in: `HloModule m, input_output_alias={ {}: (0, {}) }, buffer_donor={ (0, {}) }
ENTRY e {
  p = f32[4] parameter(0)
  ROOT a = f32[4] negate(p)
}
`,
		want: []string{"1:65: buffer_donor names parameter 0 {}, which input_output_alias already pairs with an output (at 1:35): expected a donor or an alias, as XLA's verifier does"},
	},
	{
		name: "fusion computation that is also a while body",
		in: `HloModule m
body {
  p = f32[4] parameter(0)
  ROOT n = f32[4] negate(p)
}
cond {
  p = f32[4] parameter(0)
  ROOT f = pred[] constant(false)
}
ENTRY e {
  p = f32[4] parameter(0)
  f = f32[4] fusion(p), kind=kLoop, calls=body
  ROOT w = f32[4] while(f), condition=cond, body=body
}
`,
		want: []string{`12:14: fusion "f": its fused computation "body" is also called by while "w" (line 13): expected a fused computation of its own, as XLA's verifier does`},
	},
	{
		name: "copy-done of a parameter",
		in: `HloModule m
ENTRY e {
  p = (f32[4], f32[4], u32[]) parameter(0)
  ROOT d = f32[4] copy-done(p)
}
`,
		want: []string{`4:19: copy-done "d": expected its operand to be copy-start, found parameter "p"`},
	},
	{
		name: "two copy-dones of one copy-start",
		in: `HloModule m
ENTRY e {
  p = f32[4] parameter(0)
  s = (f32[4], f32[4], u32[]) copy-start(p)
  d1 = f32[4] copy-done(s)
  d2 = f32[4] copy-done(s)
  ROOT t = (f32[4], f32[4]) tuple(d1, d2)
}
`,
		want: []string{`4:31: copy-start "s": expected one user, its copy-done, found 2`},
	},
	{
		name: "all-reduce-start without its done",
		in: `HloModule m
add {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
ENTRY e {
  p = f32[4] parameter(0)
  ROOT s = f32[4] all-reduce-start(p), to_apply=add
}
`,
		want: []string{`9:19: all-reduce-start "s": expected one user, its all-reduce-done, found 0`},
	},
	{
		name: "a done of the wrong kind",
		in: `HloModule m
ENTRY e {
  p = f32[4] parameter(0)
  s = (f32[4], f32[4], u32[]) copy-start(p)
  ROOT d = f32[4] all-reduce-done(s)
}
`,
		want: []string{
			`4:31: copy-start "s": expected its user to be copy-done, found all-reduce-done "d"`,
			`5:19: all-reduce-done "d": expected its operand to be all-reduce-start, found copy-start "s"`,
		},
	},
	{
		name: "async-done whose shape is not the wrapped computation's",
		in: `HloModule m
wrapped {
  x = f32[4] parameter(0)
  ROOT n = f32[4] negate(x)
}
ENTRY e {
  p = f32[4] parameter(0)
  s = ((f32[4]), f32[4], u32[]) async-start(p), calls=wrapped
  ROOT d = f32[8] async-done(s), calls=wrapped
}
`,
		want: []string{`9:12: async-done "d": expected element {1} of async-start "s", f32[4], found f32[8]`},
	},
	{
		name: "custom call aliasing a larger output to a smaller operand",
		in: `HloModule m
ENTRY e {
  p = f32[8,128] parameter(0)
  ROOT c = f32[64,128] custom-call(p), custom_call_target="foo", output_to_operand_aliasing={{}: (0, {})}
}
`,
		want: []string{`4:24: custom-call "c": output_to_operand_aliasing pairs output {}, f32[64,128], with operand 0 "p" {}, f32[8,128]: expected compatible shapes (one buffer holds both)`},
	},
	{
		name: "broadcast of a scalar with 100,000 dimensions",
		in: "HloModule m\nENTRY e {\n  p = f32[] parameter(0)\n  ROOT b = f32[4] broadcast(p), dimensions={" +
			strings.Repeat("0,", 99999) + "0}\n}\n",
		want: []string{`4:19: broadcast "b": expected 0 dimensions in dimensions= (one per dimension of operand "p", f32[]), found 100000`},
	},
	{
		name: "broadcast to a dimension of another size",
		in: `HloModule m
ENTRY e {
  p = f32[3] parameter(0)
  ROOT b = f32[4,8] broadcast(p), dimensions={1}
}
`,
		want: []string{`4:21: broadcast "b": dimension 1 of the result is 8: expected 3, the size of dimension 0 of operand "p"`},
	},
	{
		// Found by FuzzPartition: the partitioner indexed the operand's
		// dimensions by the result's and panicked.
		name: "transpose of a scalar to rank 3",
		in: `HloModule m
ENTRY e {
  x = f32[] parameter(0)
  ROOT t = f32[3,10,7] transpose(x)
}
`,
		want: []string{`4:24: transpose "t": expected a permutation of 0 dimensions in dimensions= (the rank of operand "x", f32[]) and a result of that rank, found 0 and f32[3,10,7]`},
	},
	{
		name: "transpose whose result does not permute its operand",
		in: `HloModule m
ENTRY e {
  x = f32[3,10] parameter(0)
  ROOT t = f32[3,10] transpose(x), dimensions={1,0}
}
`,
		want: []string{`4:12: transpose "t": dimension 0 of the result is 3: expected 10, the size of dimension 1 of operand "x"`},
	},
	{
		name: "async-update whose first operand is no async op",
		in: `HloModule m
wrapped {
  x = f32[4] parameter(0)
  ROOT n = f32[4] negate(x)
}
ENTRY e {
  p = ((f32[4]), f32[4], u32[]) parameter(0)
  u = ((f32[4]), f32[4], u32[]) async-update(p), calls=wrapped
  ROOT d = f32[4] async-done(u), calls=wrapped
}
`,
		want: []string{`8:33: async-update "u": expected its operand to be async-start or async-update, found parameter "p"`},
	},

	// Verified by XLA.
	{
		name: "late-bound async call: async-update takes the call's operand",
		in: `HloModule m, is_scheduled=true
callee {
  x = f32[64] parameter(0)
  ROOT n = f32[64] negate(x)
}
wrapped {
  x = f32[64] parameter(0)
  ROOT c = f32[64] call(x), to_apply=callee
}
ENTRY e {
  a = f32[64] parameter(0)
  n0 = f32[64] negate(a)
  s = ((), (), s32[]) async-start(), calls=wrapped
  n1 = f32[64] negate(a)
  u = ((f32[64]), f32[64], s32[]) async-update(s, n0), calls=wrapped
  d = f32[64] async-done(u), calls=wrapped
  ROOT r = f32[64] add(n1, d)
}
`,
	},
	{
		name: "async-update of two operands after an async-start of one",
		in: `HloModule m, is_scheduled=true
callee {
  x = f32[64] parameter(0)
  y = f32[64] parameter(1)
  ROOT s = f32[64] add(x, y)
}
wrapped {
  x = f32[64] parameter(0)
  y = f32[64] parameter(1)
  ROOT c = f32[64] call(x, y), to_apply=callee
}
ENTRY e {
  a = f32[64] parameter(0)
  b = f32[64] parameter(1)
  s = ((f32[64]), (), s32[]) async-start(a), calls=wrapped
  n = f32[64] negate(b)
  u = ((f32[64], f32[64]), f32[64], s32[]) async-update(s, n), calls=wrapped
  ROOT d = f32[64] async-done(u), calls=wrapped
}
`,
	},
	{
		name: "send and send-done are no async pair",
		in: `HloModule m
ENTRY e {
  p = f32[4] parameter(0)
  tok = token[] after-all()
  s = (f32[4], u32[], token[]) send(p, tok), channel_id=1
  ROOT sd = token[] send-done(s), channel_id=1
}
`,
	},
	{
		name: "an output aliased into a larger parameter",
		in: `HloModule m, input_output_alias={ {}: (0, {}) }
ENTRY e {
  p = f32[1024] parameter(0)
  ROOT s = f32[256] slice(p), slice={[0:256]}
}
`,
	},
	{
		name: "short forms and pairs",
		in: `HloModule m
add {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
ENTRY e {
  p = f32[4] parameter(0)
  cs = ((f32[4]), f32[4], u32[]) custom-call-start(p), custom_call_target="bar"
  cu = ((f32[4]), f32[4], u32[]) custom-call-update(cs)
  cd = f32[4] custom-call-done(cu)
  ar = f32[4] all-reduce-start(cd), to_apply=add
  ad = f32[4] all-reduce-done(ar)
  s = (f32[4], f32[4], u32[]) copy-start(ad)
  ROOT d = f32[4] copy-done(s)
}
`,
	},
	{
		name: "a fusion, a compatible custom-call alias, broadcasts",
		in: `HloModule m
fused {
  x = f32[8,128] parameter(0)
  ROOT n = f32[8,128] negate(x)
}
ENTRY e {
  p = f32[8,128] parameter(0)
  q = f32[] parameter(1)
  f = f32[8,128] fusion(p), kind=kLoop, calls=fused
  c = f32[8,128] custom-call(f), custom_call_target="foo", output_to_operand_aliasing={{}: (0, {})}
  b = f32[8,128] broadcast(q), dimensions={}
  r = f32[4,8,128] broadcast(c), dimensions={1,2}
  ROOT t = (f32[8,128], f32[4,8,128]) tuple(b, r)
}
`,
	},
}

// TestVerifyXLA checks each case of xlaTests both ways: the modules XLA
// refuses give exactly the errors listed, those it verifies none.
func TestVerifyXLA(t *testing.T) {
	refused, accepted := 0, 0
	for _, tt := range xlaTests {
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
		if tt.want == nil {
			accepted++
		} else {
			refused++
		}
	}
	if refused < 10 || accepted < 5 {
		t.Errorf("%d refused and %d accepted cases, want at least 10 and 5", refused, accepted)
	}
}
