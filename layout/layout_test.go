package layout

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/planner-dev/planner/hlo"
)

// arr builds an array shape; layout may be nil.
func arr(t hlo.ElementType, l *hlo.Layout, dims ...int64) hlo.Shape {
	return hlo.Shape{Element: t, Dims: dims, Layout: l}
}

func mtm(m ...int) *hlo.Layout { return &hlo.Layout{MinorToMajor: m} }

func tiled(m []int, tiles ...[]int64) *hlo.Layout {
	l := &hlo.Layout{MinorToMajor: m}
	for _, t := range tiles {
		l.Tiles = append(l.Tiles, hlo.Tile{Dims: t})
	}
	return l
}

func TestBytes(t *testing.T) {
	f32 := hlo.ElementType("f32")
	tests := []struct {
		name  string
		in    hlo.Shape
		tpu   int64
		dense int64
	}{
		// tpu, no tiles, so a free layout: minor 100 → 128, second-minor 3
		// → a small tile of 4 rows: 4·128·4 = 2048 (3 minor would take
		// 104·128·4). dense: 3·100·4 = 1200.
		{"f32[3,100]", arr(f32, nil, 3, 100), 2048, 1200},
		// tpu: 16-bit rows are 16, the smallest tile 2 (two per sublane):
		// 3 → 4 rows, 4·128·2 = 1024. dense: 300·2 = 600.
		{"bf16[3,100]", arr("bf16", nil, 3, 100), 1024, 600},
		// tpu: a scalar pads to 128 elements: 128·4 = 512. dense: 4.
		{"f32[]", arr(f32, nil), 512, 4},
		// tpu: rank 1 pads 200 → 256 elements: 1024 bytes. dense 800.
		{"f32[200]", arr(f32, nil, 200), 1024, 800},
		// tpu: exactly one (8,128) tile: 1024·4 = 4096. dense the same.
		{"f32[8,128]{1,0:T(8,128)}", arr(f32, tiled([]int{1, 0}, []int64{8, 128}), 8, 128), 4096, 4096},
		// tpu: {0,1} would make dim 0 (3) minor (3 → 128 lanes, 100 → 104
		// rows: 53248), but without tiles the order is free: as f32[3,100].
		// With the tile written, the order holds. dense ignores layouts.
		{"f32[3,100]{0,1}", arr(f32, mtm(0, 1), 3, 100), 2048, 1200},
		{"f32[3,100]{0,1:T(8,128)}", arr(f32, tiled([]int{0, 1}, []int64{8, 128}), 3, 100), 53248, 1200},
		{"f32[3,100]{1,0}", arr(f32, mtm(1, 0), 3, 100), 2048, 1200},
		{"f32[3,100]{1,0:T(8,128)}", arr(f32, tiled([]int{1, 0}, []int64{8, 128}), 3, 100), 4096, 1200},
		// tpu: 100 minor, 2 second-minor (a tile of 2 rows), 3 outer:
		// 3·2·128·4 = 3072, less than 2·4·128·4.
		{"f32[2,3,100]", arr(f32, nil, 2, 3, 100), 3072, 2400},
		// A 1×1 convolution kernel in a GPU dump's order, f32[64,32,1,1]
		// {3,2,1,0}: in that order 1 and 1 would pad to 8·128 (8 MiB, 1024
		// times dense); free, 64 is minor (→ 128) and a 1 second-minor (a
		// tile of one row), 32 outer: 32·128·4 = 16384, twice dense.
		{"f32[64,32,1,1]{3,2,1,0}", arr(f32, mtm(3, 2, 1, 0), 64, 32, 1, 1), 16384, 8192},
		// tpu: 4-bit rows are 64, the smallest tile 8: 3 → 8 rows,
		// 8·128 elements · 4 bits = 512 bytes. dense: one byte per element
		// without E(4): 300.
		{"s4[3,100]", arr("s4", nil, 3, 100), 512, 300},
		// dense with E(4): packed, ceil(300·4/8) = 150. tpu: as above.
		{"s4[3,100]{1,0:E(4)}", arr("s4", &hlo.Layout{MinorToMajor: []int{1, 0}, ElementSizeBits: 4}, 3, 100), 512, 150},
		// tpu: 5 → 128 elements · 4 bits = 64 bytes → 128. dense: 5 bytes.
		{"u4[5]", arr("u4", nil, 5), 128, 5},
		// tpu: 1-bit rows are 256, the smallest tile 32: 32·128/8 = 512
		// bytes. dense: 9.
		{"s1[3,3]", arr("s1", nil, 3, 3), 512, 9},
		// tpu: f4e2m1fn is 4-bit: 128 elements · 4 bits = 64 → 128 bytes.
		{"f4e2m1fn[]", arr("f4e2m1fn", nil), 128, 1},
		// tpu: pred is a byte, a small tile of 4 rows: 4·128 = 512. dense: 9.
		{"pred[3,3]", arr("pred", nil, 3, 3), 512, 9},
		// tpu: 8-bit rank 1: 128 bytes. dense: 10.
		{"u8[10]", arr("u8", nil, 10), 128, 10},
		// tpu: 8-bit float, a small tile of 4 rows: 512. dense: 300.
		{"f8e4m3fn[3,100]", arr("f8e4m3fn", nil, 3, 100), 512, 300},
		// tpu: 6-bit floats take a byte each: as 8-bit, 512. dense: 300.
		{"f6e2m3fn[3,100]", arr("f6e2m3fn", nil, 3, 100), 512, 300},
		// tpu: 64-bit, a small tile of 2 rows: 2·128·8 = 2048. dense: 32.
		{"f64[2,2]", arr("f64", nil, 2, 2), 2048, 32},
		// tpu: with its tile written, 8 rows: 8·128·8 = 8192.
		{"f64[2,2]{1,0:T(8,128)}", arr("f64", tiled([]int{1, 0}, []int64{8, 128}), 2, 2), 8192, 32},
		// tpu: c128 scalar: 128·16 = 2048. dense 16.
		{"c128[]", arr("c128", nil), 2048, 16},
		// tpu: a scalar with T(256) gains a leading dim of 1: 256·2 = 512.
		{"f16[]{:T(256)}", arr("f16", tiled(nil, []int64{256})), 512, 2},
		// tpu: T(2,2) on [3,5] gives [2,3,2,2] = 24 elements · 4 = 96 → 128.
		{"f32[3,5]{1,0:T(2,2)}", arr(f32, tiled([]int{1, 0}, []int64{2, 2}), 3, 5), 128, 60},
		// tpu: T(8,128)(2,1): [8,128] → [1,1,8,128] → [1,1,4,128,2,1]:
		// 1024 elements · 2 = 2048 (the second tile adds no padding here).
		{"bf16[8,128]{1,0:T(8,128)(2,1)}", arr("bf16", tiled([]int{1, 0}, []int64{8, 128}, []int64{2, 1}), 8, 128), 2048, 2048},
		// tpu: T(8,128) with its own tile on a small f16: 8·128·2 = 2048
		// (the layout's tile wins over the default (16,128)).
		{"f16[10,20]{1,0:T(8,128)}", arr("f16", tiled([]int{1, 0}, []int64{8, 128}), 10, 20), 4096, 400},
		// From the corpus (layouts_and_names.hlo): T(8,128) pads the minor
		// 524 to 640 and the second-minor 524 to 528:
		// 524·528·640·4 = 708280320. dense: 524³·4 = 575511296.
		{"f32[524,524,524]{2,1,0:T(8,128)}", arr(f32, tiled([]int{2, 1, 0}, []int64{8, 128}), 524, 524, 524), 708280320, 575511296},
		// T(2,2) divides 524 evenly: no padding, 575511296 (a multiple of 128).
		{"f32[524,524,524]{2,1,0:T(2,2)}", arr(f32, tiled([]int{2, 1, 0}, []int64{2, 2}), 524, 524, 524), 575511296, 575511296},
		// tpu: bounded dynamic dim uses its bound: 10 → 128 · 4 = 512. dense 40.
		{"f32[<=10]", hlo.Shape{Element: f32, Dims: []int64{10}, Dynamic: []bool{true}}, 512, 40},
		// An unbounded dim counts as 0 elements: 0 bytes.
		{"f32[<=10,?]", hlo.Shape{Element: f32, Dims: []int64{10, -1}, Dynamic: []bool{true, true}}, 0, 0},
		// A tuple is its pointer table: 3·8 = 24, whatever the elements.
		{"(f32[3,100], s32[], pred[])", hlo.Shape{Element: hlo.TupleElement, Tuple: []hlo.Shape{arr(f32, nil, 3, 100), arr("s32", nil), arr("pred", nil)}}, 24, 24},
		{"()", hlo.Shape{Element: hlo.TupleElement}, 0, 0},
		{"token[]", hlo.Shape{Element: "token"}, 0, 0},
		{"opaque[]", hlo.Shape{Element: "opaque"}, 8, 8},
		// An unknown element type has no size.
		{"f7[3]", arr("f7", nil, 3), 0, 0},
		// A layout that is not a permutation of the dims is ignored.
		{"f32[3,100]{5,0}", arr(f32, mtm(5, 0), 3, 100), 2048, 1200},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := [2]int64{TPU().Bytes(tt.in), Dense(64).Bytes(tt.in)}
			want := [2]int64{tt.tpu, tt.dense}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("[tpu dense] bytes (-want +got):\n%s", diff)
			}
			if tt.in.IsArray() && got[0]%128 != 0 {
				t.Errorf("tpu size %d is not a multiple of 128", got[0])
			}
		})
	}
}

func TestParsePolicy(t *testing.T) {
	tests := []struct {
		name  string
		align int64
		want  Policy
		str   string
		err   string
	}{
		{"tpu", 0, Policy{"tpu", 128}, "tpu", ""},
		{"TPU", 256, Policy{"tpu", 256}, "tpu/256", ""},
		{"dense", 0, Policy{"dense", 64}, "dense", ""},
		{"dense", 256, Policy{"dense", 256}, "dense/256", ""},
		{"dense", 48, Policy{}, "", `bad alignment 48: want a positive power of two (or 0 for the default)`},
		{"dense", -1, Policy{}, "", `bad alignment -1: want a positive power of two (or 0 for the default)`},
		{"gpu", 0, Policy{}, "", `unknown layout policy "gpu": want tpu or dense`},
	}
	for _, tt := range tests {
		got, err := ParsePolicy(tt.name, tt.align)
		gotErr := ""
		if err != nil {
			gotErr = err.Error()
		}
		if gotErr != tt.err {
			t.Errorf("ParsePolicy(%q, %d) error = %q, want %q", tt.name, tt.align, gotErr, tt.err)
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("ParsePolicy(%q, %d) (-want +got):\n%s", tt.name, tt.align, diff)
		}
		if err == nil && got.String() != tt.str {
			t.Errorf("String() = %q, want %q", got.String(), tt.str)
		}
	}
}

func TestAlignment(t *testing.T) {
	s := arr("f32", nil, 3)
	for _, tt := range []struct {
		p    Policy
		want int64
	}{{TPU(), 128}, {Dense(0), 64}, {Dense(256), 256}, {Policy{Name: "dense"}, 64}, {Policy{Name: "tpu"}, 128}} {
		if got := tt.p.Alignment(s); got != tt.want {
			t.Errorf("%+v.Alignment = %d, want %d", tt.p, got, tt.want)
		}
	}
}

func TestBits(t *testing.T) {
	want := map[hlo.ElementType]int{
		"pred": 8, "s1": 1, "u1": 1, "s2": 2, "u2": 2, "s4": 4, "u4": 4,
		"s8": 8, "u8": 8, "s16": 16, "u16": 16, "s32": 32, "u32": 32, "s64": 64, "u64": 64,
		"f16": 16, "bf16": 16, "f32": 32, "f64": 64,
		"f8e4m3fn": 8, "f8e5m2": 8, "f8e4m3b11fnuz": 8, "f8e5m2fnuz": 8, "f8e4m3fnuz": 8,
		"f8e3m4": 8, "f8e4m3": 8, "f8e8m0fnu": 8, "f6e2m3fn": 6, "f6e3m2fn": 6, "f4e2m1fn": 4,
		"c64": 64, "c128": 128, "token": 0,
	}
	got := map[hlo.ElementType]int{}
	for ty := range want {
		b, ok := Bits(ty)
		if !ok {
			t.Errorf("Bits(%q) unknown", ty)
		}
		got[ty] = b
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Bits (-want +got):\n%s", diff)
	}
	for _, ty := range []hlo.ElementType{"f7", "tuple", "opaque", "", "F32"} {
		if _, ok := Bits(ty); ok {
			t.Errorf("Bits(%q) known, want unknown", ty)
		}
	}
}

func TestTotalBytes(t *testing.T) {
	// ((f32[3,100], s32[]), pred[]): outer table 16 + inner table 16 +
	// 2048 + 512 + 128 under tpu; 16 + 16 + 1200 + 4 + 1 under dense.
	s := hlo.Shape{Element: hlo.TupleElement, Tuple: []hlo.Shape{
		{Element: hlo.TupleElement, Tuple: []hlo.Shape{arr("f32", nil, 3, 100), arr("s32", nil)}},
		arr("pred", nil),
	}}
	if got, want := TPU().TotalBytes(s), int64(16+16+2048+512+128); got != want {
		t.Errorf("tpu TotalBytes = %d, want %d", got, want)
	}
	if got, want := Dense(0).TotalBytes(s), int64(16+16+1200+4+1); got != want {
		t.Errorf("dense TotalBytes = %d, want %d", got, want)
	}
}
