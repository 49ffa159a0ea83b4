package optimize

import "testing"

// TestSplitKBound checks the bound of dot_search_space.cc on the harness's
// dots: mlp's weight gradient (K 1024, 256x256 out) may be split 64 ways,
// 16 MiB of partials (XLA:GPU took 8 on an H200: [8,256,256], 2 MiB); its
// data gradient (K 256, 1024x256 out) 16 ways; a dot over K 8 not at all.
func TestSplitKBound(t *testing.T) {
	m := parseOne(t, `HloModule m
ENTRY e {
  a = f32[1024,256] parameter(0)
  b = f32[1024,256] parameter(1)
  w = f32[256,256] parameter(2)
  s = f32[64,8] parameter(3)
  wg = f32[256,256] dot(a, b), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  dg = f32[1024,256] dot(a, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  sm = f32[64,64] dot(s, s), lhs_contracting_dims={1}, rhs_contracting_dims={1}
  ROOT t = (f32[256,256], f32[1024,256], f32[64,64]) tuple(wg, dg, sm)
}`)
	want := map[string][2]int64{"wg": {64, 64 << 20 / 4}, "dg": {16, 16 << 20}, "sm": {1, 0}}
	for _, in := range m.Entry.Instructions {
		w, ok := want[in.Name]
		if !ok {
			continue
		}
		split, partial := SplitKBound(in, H100Cores)
		if split != w[0] || partial != w[1] {
			t.Errorf("%s: split %d, partial %d bytes; want %d, %d", in.Name, split, partial, w[0], w[1])
		}
	}
}
