package layout

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/planner-dev/planner/hlo"
)

// TestCheckModuleOverflow plans nothing: it checks that every shape whose
// bytes do not fit (element count within 2^62, the verifier's limit, but
// bytes above 2^62 or past an int64, by element width or by tile padding)
// and every module whose values add up past 2^60 is refused at the
// position of the shape at fault, under both policies.
func TestCheckModuleOverflow(t *testing.T) {
	tests := []struct {
		name  string
		in    string
		tpu   []string // errors under tpu; nil: accepted
		dense []string
	}{
		{
			name: "count fits, bytes past int64",
			in: `ENTRY e {
  ROOT x = f32[4611686018427387904] parameter(0)
}`,
			tpu:   []string{`2:12: shape f32[4611686018427387904] of parameter "x" is at least 2^63 bytes under layout tpu: expected at most 2^62`},
			dense: []string{`2:12: shape f32[4611686018427387904] of parameter "x" is at least 2^63 bytes under layout dense: expected at most 2^62`},
		},
		{
			name: "count fits, bytes 2^63",
			in: `ENTRY e {
  ROOT x = f32[2147483648,1073741824] parameter(0)
}`,
			tpu:   []string{`2:12: shape f32[2147483648,1073741824] of parameter "x" is at least 2^63 bytes under layout tpu: expected at most 2^62`},
			dense: []string{`2:12: shape f32[2147483648,1073741824] of parameter "x" is at least 2^63 bytes under layout dense: expected at most 2^62`},
		},
		{
			name: "s16 count fits, bytes above 2^62",
			in: `ENTRY e {
  ROOT x = s16[2147483648,1073741825] parameter(0)
}`,
			tpu:   []string{`2:12: shape s16[2147483648,1073741825] of parameter "x" is 4611686087146864640 bytes under layout tpu: expected at most 2^62`},
			dense: []string{`2:12: shape s16[2147483648,1073741825] of parameter "x" is 4611686022722355200 bytes under layout dense: expected at most 2^62`},
		},
		{
			// The written order would pad the minor 1 to 128 (past 2^63);
			// a free tpu layout puts the long dimension minor instead.
			name: "free layout avoids the padding, the sum refuses",
			in: `ENTRY e {
  ROOT x = f32[576460752303423488,1] parameter(0)
}`,
			tpu:   []string{`2:12: shape f32[576460752303423488,1] of parameter "x" brings the module's values to more than 2^60 bytes under layout tpu: expected at most 2^60 in all`},
			dense: []string{`2:12: shape f32[576460752303423488,1] of parameter "x" brings the module's values to more than 2^60 bytes under layout dense: expected at most 2^60 in all`},
		},
		{
			name: "tile padding alone overflows (a fixed tile: a free layout would put the 1 second-minor)",
			in: `ENTRY e {
  ROOT x = f32[576460752303423488,1]{1,0:T(8,128)} parameter(0)
}`,
			tpu:   []string{`2:12: shape f32[576460752303423488,1]{1,0:T(8,128)} of parameter "x" is at least 2^63 bytes under layout tpu: expected at most 2^62`},
			dense: []string{`2:12: shape f32[576460752303423488,1]{1,0:T(8,128)} of parameter "x" brings the module's values to more than 2^60 bytes under layout dense: expected at most 2^60 in all`},
		},
		{
			name: "explicit tiles: padding alone overflows",
			in: `ENTRY e {
  ROOT x = f32[1152921504606846976,1]{1,0:T(8,128)} parameter(0)
}`,
			tpu:   []string{`2:12: shape f32[1152921504606846976,1]{1,0:T(8,128)} of parameter "x" is at least 2^63 bytes under layout tpu: expected at most 2^62`},
			dense: []string{`2:12: shape f32[1152921504606846976,1]{1,0:T(8,128)} of parameter "x" brings the module's values to more than 2^60 bytes under layout dense: expected at most 2^60 in all`},
		},
		{
			name: "inside a tuple",
			in: `ENTRY e {
  ROOT x = (f32[2], (s8[], f32[4611686018427387904])) parameter(0)
}`,
			tpu:   []string{`2:12: shape f32[4611686018427387904] of parameter "x" is at least 2^63 bytes under layout tpu: expected at most 2^62`},
			dense: []string{`2:12: shape f32[4611686018427387904] of parameter "x" is at least 2^63 bytes under layout dense: expected at most 2^62`},
		},
		{
			name: "exactly 2^62 bytes each, the sum overflows",
			in: `ENTRY e {
  x = f32[1073741824,1073741824] parameter(0)
  ROOT y = f32[1073741824,1073741824] negate(x)
}`,
			tpu:   []string{`2:7: shape f32[1073741824,1073741824] of parameter "x" brings the module's values to more than 2^60 bytes under layout tpu: expected at most 2^60 in all`},
			dense: []string{`2:7: shape f32[1073741824,1073741824] of parameter "x" brings the module's values to more than 2^60 bytes under layout dense: expected at most 2^60 in all`},
		},
		{
			name: "sum of five values of 2^58 bytes",
			in: `ENTRY e {
  a = f32[67108864,1073741824] parameter(0)
  b = f32[67108864,1073741824] negate(a)
  c = f32[67108864,1073741824] negate(b)
  d = f32[67108864,1073741824] negate(c)
  ROOT e = f32[67108864,1073741824] negate(d)
}`,
			tpu:   []string{`6:12: shape f32[67108864,1073741824] of negate "e" brings the module's values to more than 2^60 bytes under layout tpu: expected at most 2^60 in all`},
			dense: []string{`6:12: shape f32[67108864,1073741824] of negate "e" brings the module's values to more than 2^60 bytes under layout dense: expected at most 2^60 in all`},
		},
		{
			name: "dense packs sub-byte elements, tpu pads them",
			in: `ENTRY e {
  ROOT x = s4[4611686018427387904,1]{1,0:E(4)} parameter(0)
}`,
			tpu:   []string{`2:12: shape s4[4611686018427387904,1]{1,0:E(4)} of parameter "x" is at least 2^63 bytes under layout tpu: expected at most 2^62`},
			dense: []string{`2:12: shape s4[4611686018427387904,1]{1,0:E(4)} of parameter "x" brings the module's values to more than 2^60 bytes under layout dense: expected at most 2^60 in all`},
		},
		{
			name: "large but fine",
			in: `ENTRY e {
  ROOT x = f32[1024,1024,1024] parameter(0)
}`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mods, err := hlo.Parse("", []byte(tt.in))
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range []struct {
				pol  Policy
				want []string
			}{{TPU(), tt.tpu}, {Dense(0), tt.dense}} {
				var got []string
				if err := c.pol.CheckModule(mods[0]); err != nil {
					for _, e := range err.(hlo.ErrorList) {
						got = append(got, e.Error())
					}
				}
				if diff := cmp.Diff(c.want, got); diff != "" {
					t.Errorf("%s (-want +got):\n%s", c.pol, diff)
				}
			}
		})
	}
}

// TestCheckedBytes checks the size limit at its edge: 2^62 bytes is
// accepted, one granule more is not, and Bytes saturates.
func TestCheckedBytes(t *testing.T) {
	tests := []struct {
		in     hlo.Shape
		pol    Policy
		want   int64
		wantOK bool
	}{
		{arr("s8", nil, 1<<62), Dense(0), 1 << 62, true},
		{arr("s8", nil, 1<<62+1), Dense(0), 1<<62 + 1, false},
		{arr("s8", nil, 1<<62), TPU(), 1 << 62, true},
		{arr("s8", nil, 1<<62+1), TPU(), 1<<62 + 128, false},
		{arr("f32", nil, 1<<61), Dense(0), 0, false},
		{arr("pred", nil, 3037000500, 3037000500), Dense(0), 0, false},
	}
	for _, tt := range tests {
		got, ok := tt.pol.CheckedBytes(tt.in)
		if ok != tt.wantOK || (ok || got > MaxBytes) && got != tt.want {
			t.Errorf("%s under %s: %d, %v; want %d, %v", tt.in, tt.pol, got, ok, tt.want, tt.wantOK)
		}
		if b := tt.pol.Bytes(tt.in); !ok && b != MaxBytes {
			t.Errorf("Bytes(%s) = %d, want MaxBytes", tt.in, b)
		}
	}
	if !strings.Contains(TPU().String(), "tpu") {
		t.Fatal("policy name")
	}
}

// pairsTiledCount is freeTiledCount as it was: every ordered pair of
// dimensions tried. The linear search must give the same count.
func pairsTiledCount(a *arith, phys []int64, bits int) int64 {
	r := len(phys)
	if r <= 1 {
		return defaultTiledCount(a, phys, bits)
	}
	rows, minRows := int64(8), int64(1)
	if bits < 32 {
		rows, minRows = int64(256/bits), int64(32/bits)
	}
	padRows := func(c *arith, d int64) int64 {
		if d >= rows {
			return c.roundUp(d, rows)
		}
		p := minRows
		for p < d {
			p *= 2
		}
		return p
	}
	all := int64(1)
	for _, d := range phys {
		if d == 0 {
			return 0
		}
		all = a.mul(all, d)
	}
	if a.over {
		return 0
	}
	best := int64(-1)
	for m := range phys {
		for s := range phys {
			if s == m {
				continue
			}
			var c arith
			n := c.mul(c.mul(all/phys[m]/phys[s], c.roundUp(phys[m], 128)), padRows(&c, phys[s]))
			if !c.over && (best < 0 || n < best) {
				best = n
			}
		}
	}
	if best < 0 {
		a.over = true
		return 0
	}
	return best
}

// TestFreeTiledCountLinear compares the linear search for the best free
// order with the search over every pair, on random shapes of rank 2 to 7
// with dims that pad in many ways (and a few near the overflow edge).
func TestFreeTiledCountLinear(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	dims := []int64{1, 2, 3, 5, 7, 8, 9, 16, 31, 100, 127, 128, 129, 255, 256, 1000, 4096, 1 << 20, 1<<31 - 1}
	for i := 0; i < 20000; i++ {
		rank := 2 + r.IntN(6)
		phys := make([]int64, rank)
		for k := range phys {
			phys[k] = dims[r.IntN(len(dims))]
			if r.IntN(4) == 0 {
				phys[k] = 1 + r.Int64N(300)
			}
		}
		bits := []int{1, 4, 8, 16, 32, 64}[r.IntN(6)]
		var a, b arith
		got, want := freeTiledCount(&a, phys, bits), pairsTiledCount(&b, phys, bits)
		if got != want || a.over != b.over {
			t.Fatalf("phys %v bits %d: linear %d (over %v), pairs %d (over %v)", phys, bits, got, a.over, want, b.over)
		}
	}
}

// TestFreeTiledCountRank40000: a rank-40,000 shape is sized at once (the
// search over pairs took minutes), and its count is the pairs' formula
// for the best pair (every dim 1 but two).
func TestFreeTiledCountRank40000(t *testing.T) {
	phys := make([]int64, 40000)
	for i := range phys {
		phys[i] = 1
	}
	phys[17], phys[30000] = 3, 200
	var a arith
	// Best: 200 minor (pads to 256), a 1 second-minor (a tile of one
	// row), 3 outer.
	if got, want := freeTiledCount(&a, phys, 32), int64(3*256); got != want || a.over {
		t.Fatalf("count %d (over %v), want %d", got, a.over, want)
	}
}
