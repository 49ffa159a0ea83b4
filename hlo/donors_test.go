package hlo

import (
	"fmt"
	"strings"
	"testing"
)

// TestPairDonors pairs buffer donors with outputs by the rule of XLA's
// OptimizeInputOutputBufferAlias: both sides sorted by bytes, largest
// first, matched by two cursors on equal sizes.
func TestPairDonors(t *testing.T) {
	tests := []struct {
		name, src string
		want      string // the aliases, then the donors left
	}{
		{
			// Donors a 4096 B, c 4096 B, b 1024 B; outputs x 4096, z 2048,
			// y 1024: a pairs x (the first of equal donors), c finds no
			// output of its size before z, z none, b pairs y.
			name: "two cursors",
			src: `HloModule m, buffer_donor={ (0, {}), (1, {}), (2, {}) }
ENTRY e {
  a = f32[1024] parameter(0)
  b = f32[256] parameter(1)
  c = s32[1024] parameter(2)
  x = f32[1024] negate(a)
  y = f32[256] negate(b)
  z = f32[512] concatenate(y, y), dimensions={0}
  ROOT t = (f32[256], f32[1024], f32[512]) tuple(y, x, z)
}`,
			want: "{0}<-1{} {1}<-0{} | donors 2{}",
		},
		{
			// An output aliased already is no donee, a parameter aliased
			// already no donor.
			name: "aliased already",
			src: `HloModule m, input_output_alias={ {0}: (1, {}, may-alias) }, buffer_donor={ (0, {}) }
ENTRY e {
  a = f32[64] parameter(0)
  b = f32[64] parameter(1)
  x = f32[64] negate(a)
  y = f32[64] negate(b)
  ROOT t = (f32[64], f32[64]) tuple(x, y)
}`,
			want: "{0}<-1{} {1}<-0{} | donors",
		},
		{
			// Sizes, not types: a bf16[128] donor pairs an f16[128] output.
			name: "same bytes",
			src: `HloModule m, buffer_donor={ (0, {}) }
ENTRY e {
  a = bf16[128] parameter(0)
  ROOT x = f16[128] convert(a)
}`,
			want: "{}<-0{} | donors",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mods, err := Parse("m.hlo", []byte(tt.src))
			if err != nil {
				t.Fatal(err)
			}
			m := mods[0]
			before := len(m.InputOutputAlias)
			got := PairDonors(m, denseSize)
			if len(m.InputOutputAlias) != before {
				t.Errorf("PairDonors changed its input module")
			}
			var b strings.Builder
			for i, a := range got.InputOutputAlias {
				if i > 0 {
					b.WriteByte(' ')
				}
				fmt.Fprintf(&b, "%v<-%d%v", idx(a.OutputIndex), a.Param, idx(a.ParamIndex))
			}
			b.WriteString(" | donors")
			for _, d := range got.BufferDonors {
				fmt.Fprintf(&b, " %d%v", d.Param, idx(d.ParamIndex))
			}
			if b.String() != tt.want {
				t.Errorf("got %q, want %q", b.String(), tt.want)
			}
		})
	}
}

// denseSize is the element count times the element width, in bytes.
func denseSize(s Shape) int64 {
	return (s.ElementCount()*int64(elementBits(s.Element)) + 7) / 8
}

func idx(i ShapeIndex) string {
	s := make([]string, len(i))
	for k, v := range i {
		s[k] = fmt.Sprint(v)
	}
	return "{" + strings.Join(s, ",") + "}"
}
