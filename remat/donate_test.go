package remat

import (
	"fmt"
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// TestDonationCandidates pairs the leaves of each JAX argument with
// outputs as jax does (in order, the first free output of the same
// shape and layout) and groups them by the argument path of the
// parameters' op_name.
func TestDonationCandidates(t *testing.T) {
	for _, c := range []struct {
		name, src string
		want      string // arg:name:params:output<-param,... ; per argument
	}{
		{"adam-like", `HloModule m
ENTRY e {
  w0 = f32[4,4]{1,0} parameter(0), metadata={op_name="params[0][0]"}
  w1 = f32[4,8]{1,0} parameter(1), metadata={op_name="params[0][1]"}
  m0 = f32[4,4]{1,0} parameter(2), metadata={op_name="params[1][0]"}
  x = f32[2,4]{1,0} parameter(3), metadata={op_name="batch"}
  a = f32[4,4]{1,0} negate(w0)
  b = f32[4,8]{1,0} negate(w1)
  c = f32[4,4]{1,0} negate(m0)
  ROOT t = (f32[4,4]{1,0}, f32[4,8]{1,0}, f32[4,4]{1,0}) tuple(a, b, c)
}`, "0:params:[0 1 2]:{0}<-0,{1}<-1,{2}<-2"},
		// Two inputs of one shape take the outputs in order; a third has
		// none left; an output of another layout is not taken.
		{"order and layout", `HloModule m
ENTRY e {
  p = f32[4,4]{1,0} parameter(0), metadata={op_name="x"}
  q = f32[4,4]{1,0} parameter(1), metadata={op_name="y[0]"}
  r = f32[4,4]{1,0} parameter(2), metadata={op_name="y[1]"}
  a = f32[4,4]{0,1} negate(p)
  b = f32[4,4]{1,0} negate(q)
  c = f32[4,4]{1,0} negate(r)
  ROOT t = (f32[4,4]{0,1}, f32[4,4]{1,0}, f32[4,4]{1,0}) tuple(a, b, c)
}`, "0:x:[0]:{1}<-0; 1:y:[1]:{2}<-1"},
		// No argument paths: the arguments are the parameters, numbers
		// unknown.
		{"no paths", `HloModule m
ENTRY e {
  p = f32[8]{0} parameter(0)
  ROOT n = f32[8]{0} negate(p)
}`, "-1:p:[0]:{}<-0"},
	} {
		t.Run(c.name, func(t *testing.T) {
			ms, err := hlo.Parse(c.name, []byte(c.src))
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, d := range DonationCandidates(ms[0], func(s hlo.Shape) int64 { return 4 * s.ElementCount() }) {
				var pairs []string
				for _, a := range d.Aliases {
					pairs = append(pairs, fmt.Sprintf("{%s}<-%d", strings.Trim(strings.Join(strings.Fields(fmt.Sprint(a.OutputIndex)), ","), "[]"), a.Param))
				}
				got = append(got, fmt.Sprintf("%d:%s:%v:%s", d.Arg, d.Name, d.Params, strings.Join(pairs, ",")))
			}
			if g := strings.Join(got, "; "); g != c.want {
				t.Errorf("candidates\n\t%s\nwant\n\t%s", g, c.want)
			}
		})
	}
	if got := DonateArgnums([]ArgDonation{{Arg: 0}}); got != "donate_argnums=(0,)" {
		t.Errorf("DonateArgnums(0) = %q", got)
	}
	if got := DonateArgnums([]ArgDonation{{Arg: 2}, {Arg: 0}}); got != "donate_argnums=(0, 2)" {
		t.Errorf("DonateArgnums(2, 0) = %q", got)
	}
}

// TestArgOf: a parameter's JAX argument is the top-level name of its
// op_name path, numbered in the order arguments first appear (params,
// then x); a module with a parameter without a path numbers none.
func TestArgOf(t *testing.T) {
	const named = `HloModule m
ENTRY e {
  a = f32[4] parameter(0), metadata={op_name="params['w1']"}
  b = f32[4] parameter(1), metadata={op_name="params['w2']"}
  x = f32[4] parameter(2), metadata={op_name="x"}
  s = f32[4] add(a, b)
  ROOT r = f32[4] add(s, x)
}`
	ms, err := hlo.Parse("named.hlo", []byte(named))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		param int
		name  string
		arg   int
	}{{0, "params", 0}, {1, "params", 0}, {2, "x", 1}, {3, "", -1}} {
		if name, arg := ArgOf(ms[0], c.param); name != c.name || arg != c.arg {
			t.Errorf("ArgOf(%d) = %q, %d, want %q, %d", c.param, name, arg, c.name, c.arg)
		}
	}
	unnamed := strings.Replace(named, `, metadata={op_name="x"}`, "", 1)
	ms, err = hlo.Parse("unnamed.hlo", []byte(unnamed))
	if err != nil {
		t.Fatal(err)
	}
	if name, arg := ArgOf(ms[0], 0); name != "" || arg != -1 {
		t.Errorf("without every argument's path ArgOf(0) = %q, %d, want \"\", -1", name, arg)
	}
}
