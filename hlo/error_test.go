package hlo

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// errorTests are malformed inputs with every error Parse must report, as
// line:col: message (the file name is empty).
var errorTests = []struct {
	name string
	in   string
	want []string
}{
	{
		name: "unknown operand",
		in: `HloModule m
ENTRY e {
  a = f32[] parameter(0)
  ROOT b = f32[] add(a, c)
}
`,
		want: []string{
			"4:25: unknown operand \"c\": expected an instruction defined earlier in computation \"e\"",
		},
	},
	{
		name: "tuple element operands",
		in: `HloModule m
ENTRY e {
  a = f32[2] parameter(0)
  t = (f32[2], u8[16]) custom-call(a), custom_call_target="c"
  b = f32[2] add(t#2, a)
  c = f32[2] add(a#0, a)
  d = f32[2] add(t#, a)
  ROOT r = f32[2] add(t# 0, a)
}
`,
		want: []string{
			"5:20: expected an element of tuple \"t\" (2 elements), found index 2",
			"6:20: expected an element of tuple \"a\" (0 elements), found index 0",
			"7:20: expected a tuple index directly after '#' in operand \"t#\", found ','",
			"8:26: expected a tuple index directly after '#' in operand \"t#\", found \"0\"",
		},
	},
	{
		name: "shape not inferable",
		in: `HloModule m
ENTRY e {
  a = f32[4] parameter(0)
  ROOT b = broadcast(a), dimensions={0}
}
`,
		want: []string{
			"4:12: expected a shape before broadcast (its shape cannot be inferred from its operands), found none",
		},
	},
	{
		name: "nested operand errors",
		in: `HloModule m
ENTRY e {
  a = f32[4] parameter(0)
  b = f32[4] add(a, f32[4] multiply(a, z))
  ROOT c = f32[4] add(a, reduce(a))
}
`,
		want: []string{
			"4:40: unknown operand \"z\": expected an instruction defined earlier in computation \"e\"",
			"5:26: expected a shape before reduce (its shape cannot be inferred from its operands), found none",
		},
	},
	{
		name: "attribute after a computation",
		in: `HloModule m
ENTRY e {
  ROOT a = f32[4] parameter(0)
}, execution_thread
`,
		want: []string{
			"5:1: expected '=' after execution_thread, found EOF",
		},
	},
	{
		name: "dup instr",
		in: `HloModule m
ENTRY e {
  a = f32[] parameter(0)
  a = f32[] negate(a)
}
`,
		want: []string{
			"4:3: duplicate instruction name \"a\" in computation \"e\" (first defined at 3:3)",
		},
	},
	{
		name: "dup comp",
		in: `HloModule m
c {
  a = f32[] parameter(0)
}
c {
  a = f32[] parameter(0)
}
ENTRY e {
  a = f32[] parameter(0)
}
`,
		want: []string{
			"5:1: duplicate computation name \"c\" (first defined at 2:1)",
		},
	},
	{
		name: "missing to_apply",
		in: `HloModule m
ENTRY e {
  a = f32[4] parameter(0)
  z = f32[] constant(0)
  ROOT r = f32[] reduce(a, z), dimensions={0}, to_apply=add
}
`,
		want: []string{
			"5:57: to_apply names \"add\": expected a computation of module \"m\", found none of that name",
		},
	},
	{
		name: "missing body",
		in: `HloModule m
cond {
  p = s32[] parameter(0)
  ROOT c = pred[] constant(true)
}
ENTRY e {
  a = s32[] parameter(0)
  ROOT w = s32[] while(a), condition=cond, body=bod
}
`,
		want: []string{
			"8:49: body names \"bod\": expected a computation of module \"m\", found none of that name",
		},
	},
	{
		name: "missing branch",
		in: `HloModule m
b0 {
  p = f32[] parameter(0)
}
ENTRY e {
  i = s32[] parameter(0)
  x = f32[] parameter(1)
  ROOT c = f32[] conditional(i, x, x), branch_computations={b0, b1}
}
`,
		want: []string{
			"8:65: branch_computations names \"b1\": expected a computation of module \"m\", found none of that name",
		},
	},
	{
		name: "bad element type",
		in: `HloModule m
ENTRY e {
  a = f33[2] parameter(0)
}
`,
		want: []string{
			"3:7: expected a shape's element type (pred, s32, f32, bf16, ...), found \"f33\"",
		},
	},
	{
		name: "bad dim",
		in: `HloModule m
ENTRY e {
  a = f32[2,x] parameter(0)
}
`,
		want: []string{
			"3:13: expected a dimension size, found \"x\"",
		},
	},
	{
		name: "negative dim",
		in: `HloModule m
ENTRY e {
  a = f32[-2] parameter(0)
}
`,
		want: []string{
			"3:11: expected a dimension size, found \"-2\"",
		},
	},
	{
		name: "bad layout perm",
		in: `HloModule m
ENTRY e {
  a = f32[2,3]{1,1} parameter(0)
}
`,
		want: []string{
			"3:15: bad layout {1,1}: expected a permutation of 0..1 for a shape of rank 2, found 2 dimension numbers",
		},
	},
	{
		name: "bad layout rank",
		in: `HloModule m
ENTRY e {
  a = f32[2,3]{0} parameter(0)
}
`,
		want: []string{
			"3:15: bad layout {0}: expected a permutation of 0..1 for a shape of rank 2, found 1 dimension numbers",
		},
	},
	{
		name: "bad layout item",
		in: `HloModule m
ENTRY e {
  a = f32[2,3]{1,0:Q} parameter(0)
}
`,
		want: []string{
			"3:21: expected '(' after layout item Q, found '}'",
		},
	},
	{
		name: "bad tile",
		in: `HloModule m
ENTRY e {
  a = f32[2,3]{1,0:T(8,x)} parameter(0)
}
`,
		want: []string{
			"3:24: expected a dimension size, found \"x\"",
		},
	},
	{
		name: "unterminated string",
		in: `HloModule m
ENTRY e {
  a = f32[] parameter(0), metadata={op_name="abc}
}
`,
		want: []string{
			"3:45: unterminated string: expected closing '\"', found EOF",
			"5:1: expected '}' closing computation \"e\", found EOF",
		},
	},
	{
		name: "unterminated comment",
		in: `HloModule m
ENTRY e {
  a = f32[] parameter(0) /* never closed
}
`,
		want: []string{
			"3:26: unterminated comment: expected \"*/\", found EOF",
		},
	},
	{
		name: "unterminated brace",
		in: `HloModule m
ENTRY e {
  a = f32[] parameter(0), sharding={replicated
`,
		want: []string{
			"3:36: unterminated value: expected '}', found EOF",
			"4:1: expected '}' closing computation \"e\", found EOF",
		},
	},
	{
		name: "missing eq",
		in: `HloModule m
ENTRY e {
  a f32[] parameter(0)
}
`,
		want: []string{
			"3:5: expected '=' after the instruction name \"a\", found \"f32\"",
		},
	},
	{
		name: "missing paren",
		in: `HloModule m
ENTRY e {
  a = f32[] parameter(0)
  b = f32[] negate(a
  ROOT c = f32[] negate(a)
}
`,
		want: []string{
			"5:3: expected ',' or ')' after operand \"a\", found \"ROOT\"",
		},
	},
	{
		name: "missing opcode",
		in: `HloModule m
ENTRY e {
  a = f32[] (0)
}
`,
		want: []string{
			"3:13: expected an opcode, found '('",
		},
	},
	{
		name: "unexpected char",
		in: `HloModule m
ENTRY e {
  a = f32[] parameter(0) @
}
`,
		want: []string{
			"3:26: unexpected character '@'",
		},
	},
	{
		name: "missing close comp",
		in: `HloModule m
ENTRY e {
  a = f32[] parameter(0)
`,
		want: []string{
			"4:1: expected '}' closing computation \"e\", found EOF",
		},
	},
	{
		name: "empty computation",
		in: `HloModule m
ENTRY e {
}
`,
		want: []string{
			"3:1: expected an instruction in computation \"e\", found '}'",
		},
	},
	{
		name: "no computation",
		in: `HloModule m
`,
		want: []string{
			"2:1: expected a computation, found EOF",
		},
	},
	{
		name: "empty file",
		in:   ``,
		want: []string{
			"1:1: expected HloModule or a computation, found EOF",
		},
	},
	{
		name: "bad is_scheduled",
		in: `HloModule m, is_scheduled=maybe
ENTRY e {
  a = f32[] parameter(0)
}
`,
		want: []string{
			"1:27: expected true or false, found \"maybe\"",
		},
	},
	{
		name: "bad alias",
		in: `HloModule m, input_output_alias={ {0}: (x, {}) }
ENTRY e {
  a = f32[] parameter(0)
}
`,
		want: []string{
			"1:41: expected a parameter number, found \"x\"",
		},
	},
	{
		name: "bad alias kind",
		in: `HloModule m, input_output_alias={ {0}: (0, {}, maybe) }
ENTRY e {
  a = f32[] parameter(0)
}
`,
		want: []string{
			"1:48: expected may-alias or must-alias, found \"maybe\"",
		},
	},
	{
		name: "param gap",
		in: `HloModule m
ENTRY e {
  a = f32[] parameter(0)
  b = f32[] parameter(2)
  ROOT c = f32[] add(a, b)
}
`,
		want: []string{
			"4:3: parameter number 2 out of range: expected 0 to 1 in computation \"e\" with 2 parameters",
		},
	},
	{
		name: "param dup",
		in: `HloModule m
ENTRY e {
  a = f32[] parameter(0)
  b = f32[] parameter(0)
  ROOT c = f32[] add(a, b)
}
`,
		want: []string{
			"4:3: duplicate parameter number 0 (also \"a\" at 3:3)",
		},
	},
	{
		name: "two roots",
		in: `HloModule m
ENTRY e {
  ROOT a = f32[] parameter(0)
  ROOT b = f32[] negate(a)
}
`,
		want: []string{
			"4:8: expected one ROOT in computation \"e\", found a second: \"b\" (first \"a\")",
		},
	},
	{
		name: "two entries",
		in: `HloModule m
ENTRY c {
  a = f32[] parameter(0)
}
ENTRY e {
  a = f32[] parameter(0)
}
`,
		want: []string{
			"5:1: expected one ENTRY computation, found a second: \"e\" (first \"c\")",
		},
	},
	{
		name: "gte no index",
		in: `HloModule m
ENTRY e {
  a = (f32[]) parameter(0)
  ROOT b = f32[] get-tuple-element(a)
}
`,
		want: []string{
			"4:8: expected index=N on get-tuple-element \"b\", found none",
		},
	},
	{
		name: "unknown ctrl",
		in: `HloModule m
ENTRY e {
  a = f32[] parameter(0)
  ROOT b = f32[] negate(a), control-predecessors={x}
}
`,
		want: []string{
			"4:51: unknown control predecessor \"x\": expected an instruction defined earlier in computation \"e\"",
		},
	},
	{
		name: "call cycle",
		in: `HloModule m
f {
  a = f32[] parameter(0)
  ROOT b = f32[] call(a), to_apply=g
}
g {
  a = f32[] parameter(0)
  ROOT b = f32[] call(a), to_apply=f
}
ENTRY e {
  a = f32[] parameter(0)
  ROOT b = f32[] call(a), to_apply=f
}
`,
		want: []string{
			"2:1: computation \"f\" calls itself (through \"g\"): expected an acyclic call graph",
		},
	},
	{
		name: "empty attr value",
		in: `HloModule m
ENTRY e {
  a = f32[2] parameter(0)
  ROOT b = f32[2] negate(a), dimensions=, x=1
}
`,
		want: []string{
			"4:41: expected a value for dimensions, found ','",
		},
	},
	{
		name: "o2o operand range",
		in: `HloModule m
ENTRY e {
  a = f32[2] parameter(0)
  ROOT b = f32[2] custom-call(a), custom_call_target="x", output_to_operand_aliasing={{}: (1, {})}
}
`,
		want: []string{
			"4:92: expected an operand number below 1, found 1",
		},
	},
	{
		name: "empty constant",
		in: `HloModule m
ENTRY e {
  ROOT a = f32[] constant()
}
`,
		want: []string{
			"3:27: expected a literal in constant(...), found ')'",
		},
	},
	{
		name: "deep tuple",
		in:   "HloModule m\nENTRY e {\n  ROOT a = " + strings.Repeat("(", 200) + " parameter(0)\n}\n",
		want: []string{
			"3:112: expected a shape, found tuples nested deeper than 100 levels",
		},
	},
	{
		// a's definition fails, so b and c, which use it, are dropped
		// without a second error each.
		name: "no cascade from a broken definition",
		in: `HloModule m
ENTRY e {
  a = f32[2,x] parameter(0)
  b = f32[2] negate(a)
  ROOT c = f32[2] add(b, a)
}
`,
		want: []string{
			"3:13: expected a dimension size, found \"x\"",
		},
	},
	{
		name: "several errors",
		in: `HloModule m
ENTRY e {
  a = f32[] parameter(0)
  b = f32[] negate(x)
  c = f33[] negate(a)
  ROOT d = f32[] add(a, y)
}
`,
		want: []string{
			"4:20: unknown operand \"x\": expected an instruction defined earlier in computation \"e\"",
			"5:7: expected a shape's element type (pred, s32, f32, bf16, ...), found \"f33\"",
			"6:25: unknown operand \"y\": expected an instruction defined earlier in computation \"e\"",
		},
	},
	{
		name: "bad separator use",
		in: `HloModule m
ENTRY e {
  a = f32[] parameter(0)
// -----
  b = f32[] negate(a)
}
`,
		want: []string{
			"4:1: expected '}' closing computation \"e\", found \"// -----\"",
			"5:5: expected '{' starting the body of computation \"b\", found '='",
			"7:1: expected a computation, found EOF",
		},
	},
	{
		name: "stray close",
		in: `HloModule m
}
ENTRY e {
  a = f32[] parameter(0)
}
`,
		want: []string{
			"2:1: expected a computation name, found '}'",
		},
	},
	{
		name: "bad header",
		in: `HloModule
ENTRY e {
  a = f32[] parameter(0)
}
`,
		want: []string{
			"1:10: expected a module name after HloModule, found newline",
		},
	},
	{
		name: "bad sig",
		in: `HloModule m
ENTRY e (a f32[]) -> f32[] {
  a = f32[] parameter(0)
}
`,
		want: []string{
			"2:12: expected ':' after the parameter name, found \"f32\"",
		},
	},
	{
		name: "percent alone",
		in: `HloModule m
ENTRY e {
  % = f32[] parameter(0)
}
`,
		want: []string{
			"3:3: expected a name after '%', found ' '",
			"4:1: expected an instruction in computation \"e\", found '}'",
		},
	},
	{
		name: "bad param number",
		in: `HloModule m
ENTRY e {
  a = f32[] parameter(x)
}
`,
		want: []string{
			"3:23: expected a parameter number, found \"x\"",
		},
	},
	{
		name: "less",
		in: `HloModule m
ENTRY e {
  a = f32[<8] parameter(0)
}
`,
		want: []string{
			"3:11: expected \"<=\", found '<' followed by '8'",
		},
	},
	{
		name: "mismatched bracket",
		in: `HloModule m
ENTRY e {
  a = f32[] parameter(0), sharding={devices=[2,1)}
}
`,
		want: []string{
			"3:49: expected ']', found ')'",
		},
	},
}

func TestParseErrors(t *testing.T) {
	for _, tt := range errorTests {
		t.Run(tt.name, func(t *testing.T) {
			mods, err := Parse("", []byte(tt.in))
			if err == nil {
				t.Fatalf("Parse succeeded with %d modules, want errors", len(mods))
			}
			if mods != nil {
				t.Errorf("Parse returned %d modules with an error, want none", len(mods))
			}
			var list ErrorList
			if !errors.As(err, &list) {
				t.Fatalf("error is %T, want ErrorList", err)
			}
			var got []string
			for _, e := range list {
				got = append(got, e.Error())
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("errors (-want +got):\n%s", diff)
			}
		})
	}
}

func TestErrorFormat(t *testing.T) {
	_, err := Parse("bad.hlo", []byte("HloModule m\nENTRY e {\n  a = f33[] parameter(0)\n  b = f32[] negate(x)\n}\n"))
	want := "bad.hlo:3:7: expected a shape's element type (pred, s32, f32, bf16, ...), found \"f33\" (and 1 more error)"
	if err == nil || err.Error() != want {
		t.Errorf("error = %v, want %s", err, want)
	}
	list := err.(ErrorList)
	if got := list[1].Pos.String(); got != "bad.hlo:4:20" {
		t.Errorf("second position = %s, want bad.hlo:4:20", got)
	}
	if ErrorList(nil).Err() != nil {
		t.Errorf("empty ErrorList.Err() != nil")
	}
}

func TestTooManyErrors(t *testing.T) {
	var b strings.Builder
	b.WriteString("HloModule m\nENTRY e {\n  a = f32[] parameter(0)\n")
	for i := 0; i < 50; i++ {
		b.WriteString("  b = f32[] negate(nope)\n")
	}
	b.WriteString("}\n")
	_, err := Parse("", []byte(b.String()))
	list, ok := err.(ErrorList)
	if !ok || len(list) != maxErrors {
		t.Fatalf("got %d errors (%v), want %d", len(list), err, maxErrors)
	}
}

// TestByteOrderMark checks that a file saved with a UTF-8 byte order mark
// (and CRLF line ends) parses, and that line 1's columns count from after
// the mark, as an editor shows them; it used to fail at 1:1 with
// "unexpected byte 0xef". A lone or partial mark is still an error.
func TestByteOrderMark(t *testing.T) {
	const bom = "\xef\xbb\xbf"
	good := bom + "HloModule m\r\n\r\nENTRY %main (x: f32[4]) -> f32[4] {\r\n\t%x = f32[4]{0} parameter(0)\r\n\tROOT %n = f32[4]{0} negate(%x)\r\n}\r\n"
	mods, err := Parse("m.hlo", []byte(good))
	if err != nil {
		t.Fatalf("a file with a byte order mark: %v", err)
	}
	if len(mods) != 1 || mods[0].Name != "m" || len(mods[0].Entry.Instructions) != 2 {
		t.Fatalf("got %d modules, want module m with 2 instructions", len(mods))
	}
	for _, tc := range []struct{ src, want string }{
		{bom + "HloModule m x", "m.hlo:1:13: expected ',' or a new line after the module header, found \"x\""},
		{bom, "m.hlo:1:1: expected HloModule or a computation, found EOF"},
		{"\xef\xbb", "m.hlo:1:1: unexpected byte 0xef"},
	} {
		_, err := Parse("m.hlo", []byte(tc.src))
		if err == nil || err.(ErrorList)[0].Error() != tc.want {
			t.Errorf("%q: got %v, want %s", tc.src, err, tc.want)
		}
	}
}

// callChain is a module whose entry calls a chain of n computations, each
// calling the next.
func callChain(n int) string {
	var b strings.Builder
	b.WriteString("HloModule m\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "c%d {\n  p = f32[4]{0} parameter(0)\n", i)
		if i+1 < n {
			fmt.Fprintf(&b, "  ROOT r = f32[4]{0} call(p), to_apply=c%d\n}\n", i+1)
		} else {
			b.WriteString("  ROOT r = f32[4]{0} negate(p)\n}\n")
		}
	}
	b.WriteString("ENTRY main {\n  x = f32[4]{0} parameter(0)\n  ROOT r = f32[4]{0} call(x), to_apply=c0\n}\n")
	return b.String()
}

// TestCallDepth checks the bound on nested computations: a chain of
// maxCallDepth computations, the entry included, parses; one more is an
// error at the entry, which starts the chain.
func TestCallDepth(t *testing.T) {
	if _, err := Parse("m.hlo", []byte(callChain(maxCallDepth-1))); err != nil {
		t.Fatalf("%d nested computations: %v", maxCallDepth, err)
	}
	src := callChain(maxCallDepth)
	_, err := Parse("m.hlo", []byte(src))
	want := fmt.Sprintf("m.hlo:%d:1: computation \"main\" calls computations nested %d deep: expected at most %d levels of calls",
		strings.Count(src, "\n")-3, maxCallDepth+1, maxCallDepth)
	if err == nil || err.Error() != want {
		t.Fatalf("got %v\nwant %s", err, want)
	}
}
