package optimize

import (
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestCumulativeScan holds which reduce-windows ReduceWindowRewriter
// takes (TryOptimizeCumSumOrProd's tests).
func TestCumulativeScan(t *testing.T) {
	tests := []struct {
		name, shape, result, window string
		want                        string // "" when not taken
	}{
		{"cumsum", "f32[64,16384]", "f32[64,16384]", "{size=1x16384 pad=0_0x16383_0}", "dim 1 n 16384 forward"},
		{"reverse", "f32[40,3]", "f32[40,3]", "{size=40x1 pad=0_39x0_0}", "dim 0 n 40 reverse"},
		{"exclusive", "f32[64,1024]", "f32[64,1025]", "{size=1x1024 pad=0_0x1024_0}", "dim 1 n 1024 forward exclusive"},
		{"short", "f32[64,16]", "f32[64,16]", "{size=1x16 pad=0_0x15_0}", ""},
		{"pooling", "f32[64,1024]", "f32[64,32]", "{size=1x32 stride=1x32}", ""},
		{"two dims", "f32[64,64]", "f32[64,64]", "{size=64x64 pad=63_0x63_0}", ""},
		{"both sides", "f32[64,64]", "f32[64,65]", "{size=1x64 pad=0_0x63_1}", ""},
		{"strided", "f32[64,64]", "f32[64,32]", "{size=1x64 stride=1x2 pad=0_0x63_0}", ""},
		{"dilated", "f32[64,64]", "f32[64,127]", "{size=1x64 pad=0_0x63_0 lhs_dilate=1x2}", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := parseOne(t, `HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = `+tc.shape+` parameter(0)
  z = f32[] constant(0)
  ROOT r = `+tc.result+` reduce-window(x, z), window=`+tc.window+`, to_apply=add
}`)
			sc, ok := cumulativeScan(m.Entry.Root)
			got := ""
			if ok {
				got = "dim " + strconv.Itoa(sc.dim) + " n " + strconv.FormatInt(sc.n, 10)
				if sc.forward {
					got += " forward"
				} else {
					got += " reverse"
				}
				if sc.exclusive {
					got += " exclusive"
				}
			}
			if got != tc.want {
				t.Errorf("cumulativeScan = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestReduceWindowRewriter rewrites a reverse cumsum over the major
// dimension (f32[40,3]: transposed, padded to 48) and a cummax over
// f32[8,4096] (two levels) and holds the windows, slices, pads and
// transposes against XLA's: the module after reduce-window-rewriter that
// XLA:CPU (jaxlib 0.10.2) dumps for lax.cumsum(x, 0, reverse=True) and
// lax.cummax(y, 1) (XLA_FLAGS=--xla_dump_hlo_pass_re=reduce-window-rewriter),
// in its order, layouts left out (layout assignment makes them row-major).
func TestReduceWindowRewriter(t *testing.T) {
	m := parseOne(t, `HloModule jit_f
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
max {
  c = f32[] parameter(0)
  d = f32[] parameter(1)
  ROOT u = f32[] maximum(c, d)
}
ENTRY e {
  x = f32[40,3]{1,0} parameter(0)
  z = f32[] constant(0)
  cs = f32[40,3]{1,0} reduce-window(x, z), window={size=40x1 pad=0_39x0_0}, to_apply=add
  y = f32[8,4096]{1,0} parameter(1)
  ninf = f32[] constant(-inf)
  cm = f32[8,4096]{1,0} reduce-window(y, ninf), window={size=1x4096 pad=0_0x4095_0}, to_apply=max
  ROOT t = (f32[40,3]{1,0}, f32[8,4096]{1,0}) tuple(cs, cm)
}`)
	rep, err := Run(m, Options{Rules: CPU, Passes: []string{"reduce-window-rewriter"}})
	if err != nil {
		t.Fatal(err)
	}
	checkModule(t, m, true)
	var got []string
	for _, in := range m.Entry.Instructions {
		switch in.Opcode {
		case "reduce-window", "slice", "pad", "transpose":
			sh := in.Shape
			sh.Layout = nil
			line := in.Opcode + " " + sh.String()
			for _, a := range []string{"window", "slice", "padding", "dimensions"} {
				if v, ok := attr(in, a); ok {
					line += " " + a + "=" + v
				}
			}
			got = append(got, line)
		}
	}
	want := []string{
		"transpose f32[3,40] dimensions={1,0}",
		"pad f32[3,48] padding=0_0x0_8",
		"reduce-window f32[3,3,16] window={size=1x1x16 pad=0_0x0_0x0_15}",
		"slice f32[3,3,1] slice={[0:3], [0:3], [0:1]}",
		"reduce-window f32[3,4] window={size=1x3 pad=0_0x0_3}",
		"slice f32[3,3] slice={[0:3], [1:4]}",
		"transpose f32[48,3] dimensions={1,0}",
		"slice f32[40,3] slice={[0:40], [0:3]}",
		"reduce-window f32[8,256,16] window={size=1x1x16 pad=0_0x0_0x15_0}",
		"slice f32[8,256,1] slice={[0:8], [0:256], [15:16]}",
		"reduce-window f32[8,16,16] window={size=1x1x16 pad=0_0x0_0x15_0}",
		"slice f32[8,16,1] slice={[0:8], [0:16], [15:16]}",
		"reduce-window f32[8,17] window={size=1x16 pad=0_0x16_0}",
		"slice f32[8,16] slice={[0:8], [0:16]}",
		"pad f32[8,257] padding=0_0x1_0",
		"slice f32[8,256] slice={[0:8], [0:256]}",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("rewritten windows (-XLA +model):\n%s", diff)
	}
	// The reducer is applied elementwise as HandleMap leaves it: an add
	// and a maximum, no map.
	ops := map[string]int{}
	for _, in := range m.Entry.Instructions {
		ops[in.Opcode]++
	}
	if ops["map"] != 0 || ops["add"] != 1 || ops["maximum"] != 2 {
		t.Errorf("map %d, add %d, maximum %d; want 0, 1 (one level), 2 (two levels)", ops["map"], ops["add"], ops["maximum"])
	}
	if n := rep.Passes[0].Changes; n != 3 {
		t.Errorf("%d windows rewritten, want 3 (the cumsum, the cummax and its level of 256 totals)", n)
	}
}

// TestCumulativeWindowNotLibrary holds that a cumulative window, whole or
// a level of the tree, is not one YNNPACK takes (a window over 1 must
// tile: stride = size), while a pooling window that tiles is.
func TestCumulativeWindowNotLibrary(t *testing.T) {
	for _, tc := range []struct {
		window, result string // result: the shape XLA infers
		want           bool
	}{
		{"{size=1x1x16 pad=0_0x0_0x15_0}", "f32[64,1024,16]", false},
		{"{size=1x1x32 stride=1x1x32}", "f32[64,1024,0]", true},
		{"{size=1x2x2 stride=1x2x2}", "f32[64,512,8]", true},
		{"{size=1x1x1}", "f32[64,1024,16]", false},
	} {
		m := parseOne(t, `HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[64,1024,16] parameter(0)
  z = f32[] constant(0)
  ROOT r = `+tc.result+` reduce-window(x, z), window=`+tc.window+`, to_apply=add
}`)
		if got := ynnReduce(m.Entry.Root); got != tc.want {
			t.Errorf("ynnReduce(window=%s) = %v, want %v", tc.window, got, tc.want)
		}
	}
}
