package remat

import (
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// TestUnfuse writes out the fusions of a fitted XLA:CPU module: no fusion
// is left, the text parses and verifies, every clone is still there
// (now as the fused instructions' clones) behind its barrier, and every
// instruction of the entry that was no fusion keeps its name.
func TestUnfuse(t *testing.T) {
	m, seq := load(t, "../testdata/xla-cpu/plain_wide.hlo")
	base, err := Fit(m, seq, Options{Limit: 1 << 62})
	if err != nil {
		t.Fatal(err)
	}
	r, err := Fit(m, seq, Options{Limit: base.Peak * 8 / 10, NoOffload: true})
	if err != nil {
		t.Fatal(err)
	}
	if clonesIn(r.Module) == 0 {
		t.Fatal("no clones at 0.8 of the peak: nothing to check")
	}
	u := Unfuse(r.Module)
	text := u.String()
	mods, err := hlo.Parse("unfused.hlo", []byte(text))
	if err != nil {
		t.Fatalf("the unfused module does not parse: %v", err)
	}
	if err := hlo.Verify(mods[0]); err != nil {
		t.Fatalf("the unfused module does not verify: %v", err)
	}
	if strings.Contains(text, " fusion(") {
		t.Errorf("a fusion is left")
	}
	if clonesIn(mods[0]) == 0 || !strings.Contains(text, "opt-barrier(") {
		t.Errorf("the clones or their barriers are gone")
	}
	have := map[string]bool{}
	for _, in := range mods[0].Entry.Instructions {
		have[in.Name] = true
	}
	for _, in := range r.Module.Entry.Instructions {
		if in.Opcode != "fusion" && !have[in.Name] {
			t.Errorf("%s is missing", in.Name)
		}
	}
	if strings.Contains(r.Module.String(), " fusion(") == false {
		t.Errorf("the input had no fusion: the test checks nothing")
	}
}

// TestUnfuseLayoutBitcast: a bitcast that is a transpose by its layouts
// (the GPU rules keep JAX's {0,1} on a free transpose) is written back as
// that transpose, because JAX's path to a compile drops the layouts and
// would read the bitcast as no change (the attn step's module emitted for
// --target h100 computed every output wrong, off by up to 2.4e3). A
// row-major bitcast stays a reshape; one of another rank between other
// layouts stays a bitcast.
func TestUnfuseLayoutBitcast(t *testing.T) {
	src := `HloModule m

ENTRY e {
  p = f32[4,8]{1,0} parameter(0)
  q = f32[8,64,128]{2,1,0} parameter(1)
  s = f32[2,1,3]{2,1,0} parameter(2)
  t2 = f32[8,4]{0,1} bitcast(p)
  t3 = f32[8,128,64]{1,2,0} bitcast(q)
  t1 = f32[1,3,2]{1,2,0} bitcast(s)
  id = f32[8,4]{0,1} bitcast(t2)
  r = f32[32]{0} bitcast(p)
  o = f32[32,1]{0,1} bitcast(p)
  ROOT out = (f32[8,4]{0,1}, f32[8,128,64]{1,2,0}, f32[1,3,2]{1,2,0}, f32[8,4]{0,1}, f32[32]{0}, f32[32,1]{0,1}) tuple(t2, t3, t1, id, r, o)
}
`
	ms, err := hlo.Parse("bitcast.hlo", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	u := Unfuse(ms[0])
	want := map[string]string{
		"t2": "transpose dimensions={1,0}",
		"t3": "transpose dimensions={0,2,1}",
		"t1": "transpose dimensions={1,2,0}",
		"id": "transpose dimensions={0,1}",
		"r":  "reshape",
		"o":  "bitcast",
	}
	for _, in := range u.Entry.Instructions {
		w, ok := want[in.Name]
		if !ok {
			continue
		}
		got := in.Opcode
		for _, a := range in.Attrs {
			if a.Name == "dimensions" {
				got += " dimensions=" + a.Value
			}
		}
		if got != w {
			t.Errorf("%s: %s, want %s", in.Name, got, w)
		}
	}
	if _, err := hlo.Parse("unfused.hlo", []byte(u.String())); err != nil {
		t.Fatalf("the unfused module does not parse: %v", err)
	}
}

// TestUnfuseCublas: the GPU model's cuBLAS call (package optimize makes a
// complex dot a __cublas$lt$matmul custom call with a 32 MiB workspace,
// the dot's dimensions kept on it) is written back as the dot, and the
// get-tuple-element of its product is the dot: JAX's path cannot compile
// the call without XLA's gemm config (the harness's fno fits).
func TestUnfuseCublas(t *testing.T) {
	src := `HloModule m

ENTRY e {
  a = c64[8,32,4]{2,1,0} parameter(0)
  b = c64[8,4,32]{2,1,0} parameter(1)
  cc = (c64[8,32,32]{2,1,0}, s8[33554432]{0}) custom-call(a, b), custom_call_target="__cublas$lt$matmul", lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}
  g = c64[8,32,32]{2,1,0} get-tuple-element(cc), index=0
  ROOT n = c64[8,32,32]{2,1,0} negate(g)
}
`
	ms, err := hlo.Parse("cublas.hlo", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	text := Unfuse(ms[0]).String()
	out, err := hlo.Parse("unfused.hlo", []byte(text))
	if err != nil {
		t.Fatalf("the unfused module does not parse: %v", err)
	}
	if err := hlo.Verify(out[0]); err != nil {
		t.Fatalf("the unfused module does not verify: %v", err)
	}
	var ops []string
	for _, in := range out[0].Entry.Instructions {
		ops = append(ops, in.Opcode)
	}
	if got, want := strings.Join(ops, " "), "parameter parameter dot negate"; got != want {
		t.Errorf("unfused entry %q, want %q:\n%s", got, want, text)
	}
	if !strings.Contains(text, "lhs_contracting_dims={2}") || strings.Contains(text, "cublas") {
		t.Errorf("the dot's dimensions are lost or the call is left:\n%s", text)
	}
}
