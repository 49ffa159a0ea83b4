package optimize

import "testing"

// TestMovedTransposePad fuses a pad read through a transpose by real and
// imag (a complex conjugate divided by a broadcast, as jnp.fft.irfft2's
// gradient writes it). XLA's ReshapeMover moves the transpose below real,
// imag, negate, complex and divide, so the pad has two readers in the
// fusion and XLA:CPU does not fuse it (CodeDuplicationTooHigh): it stays
// a buffer of its own. Counted with the transpose as its one reader, the
// model fused it into the divide's fusion.
func TestMovedTransposePad(t *testing.T) {
	for _, c := range []struct {
		name, extra string
		fused       bool
	}{
		{"moved", "", false},
	} {
		root := "  ROOT r = (c64[4,3,6,5]) tuple(v)\n"
		if c.extra != "" {
			root = "  ROOT r = (c64[4,3,6,5], c64[4,3,5,5]) tuple(v, w)\n"
		}
		src := `HloModule m
ENTRY e {
  x = c64[4,2,2,3] parameter(0)
  z = c64[] constant((0, 0))
  pd = c64[4,6,5,3] pad(x, z), padding=0_0x0_4x0_3x0_0
  tr = c64[4,3,6,5] transpose(pd), dimensions={0,3,1,2}
  re = f32[4,3,6,5] real(tr)
  im = f32[4,3,6,5] imag(tr)
  n = f32[4,3,6,5] negate(im)
  c = c64[4,3,6,5] complex(re, n)
  d = c64[5] parameter(1)
  b = c64[4,3,6,5] broadcast(d), dimensions={3}
  v = c64[4,3,6,5] divide(c, b)
` + c.extra + root + "}"
		m := parseOne(t, src)
		if _, err := Run(m, Options{Rules: CPU, Passes: []string{"fusion", "dce"}}); err != nil {
			t.Fatal(err)
		}
		alone := false
		for _, in := range m.Entry.Instructions {
			if in.Opcode == "pad" {
				alone = true
			}
			if in.Opcode == "fusion" && in.Name != "" {
				for _, cc := range in.Called {
					if cc.Computation != nil && cc.Computation.Root != nil && cc.Computation.Root.Opcode == "pad" {
						alone = true // the pad fused with its own producers only
					}
				}
			}
		}
		if alone == c.fused {
			t.Errorf("%s: the pad a buffer of its own: %v, want %v\n%s", c.name, alone, !c.fused, m.String())
		}
	}
}
