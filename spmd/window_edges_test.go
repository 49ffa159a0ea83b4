package spmd

import (
	"strconv"
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// windowEdgeHeader is the header of the modules of TestPartitionWindowEdges.
const windowEdgeHeader = `HloModule t, num_partitions=4

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

`

// TestPartitionWindowEdges runs the pool and pool-gradient rules
// (tiledWindowDims, upsampleWindow) on windows they were not written
// for, and checks that every pad and reduce-window of the per-device
// module has the shape its operand and attributes give (signed padding,
// as XLA's ShapeInference::InferPadShape and InferWindowOutputShape
// compute them):
//   - a window whose pad lists one dimension of two, the second cut: an
//     index out of range in upsampleOK before ("internal error");
//   - a pad with negative padding on an uncut dimension under the
//     gradient pattern: the local pad was written f32[5,6] where the pad
//     makes f32[.,4], and the reduce-window read it as f32[4,4];
//   - a pool whose padding -1_1 shifts its windows by one: read as no
//     padding (lo+hi = 0), the cut was kept and each device pooled its
//     own rows where the first window needs the previous device's last;
//   - 'SAME' convolutions haloConvolution declines (a halo wider than a
//     tile; an uneven cut beside a batch cut): the dot rules kept the
//     spatial cut and convolved each tile without its neighbours' rows,
//     no collective at all; now the input is gathered;
//   - a pool whose stride times the tile count overflows an int64 (a
//     division by zero in mapped before).
func TestPartitionWindowEdges(t *testing.T) {
	// A window pad list shorter than the rank (an index out of range in
	// upsampleOK once) is refused by the reader now, as XLA's HLO parser
	// and ShapeInference refuse it.
	if _, err := hlo.Parse("t.hlo", []byte(windowEdgeHeader+`ENTRY e {
  dp = f32[8,4] parameter(0), sharding={devices=[2,2]<=[4]}
  zero = f32[] constant(0)
  padded = f32[17,4] pad(dp, zero), padding=1_1_1x0_0
  ROOT dy = f32[16,4] reduce-window(padded, zero), window={size=2x1 pad=0_0}, to_apply=add, sharding={devices=[2,2]<=[4]}
}`)); err == nil || !strings.Contains(err.Error(), `reduce-window "dy": window={size=2x1 pad=0_0}: pad has 1 dimension: expected 2`) {
		t.Errorf("short-pad: %v, want the window refused", err)
	}
	for _, c := range []struct {
		name, body string
		gathered   bool // whether the windowed operand must be gathered
	}{
		{"negative-pad-uncut", `ENTRY e {
  dp = f32[8,6] parameter(0), sharding={devices=[4,1]<=[4]}
  zero = f32[] constant(0)
  padded = f32[17,4] pad(dp, zero), padding=1_1_1x-1_-1
  ROOT dy = f32[16,4] reduce-window(padded, zero), window={size=2x1}, to_apply=add, sharding={devices=[4,1]<=[4]}
}`, true},
		{"shifted-pool", `ENTRY e {
  x = f32[8,4] parameter(0), sharding={devices=[4,1]<=[4]}
  zero = f32[] constant(0)
  ROOT p = f32[4,4] reduce-window(x, zero), window={size=2x1 stride=2x1 pad=-1_1x0_0}, to_apply=add, sharding={devices=[4,1]<=[4]}
}`, true},
		// a 'SAME' convolution whose halo (3 rows) is wider than a tile
		// (2 rows): haloConvolution declines, and the dot rules kept
		// the cut with no halo (localWindows)
		{"conv-wide-halo", `ENTRY e {
  x = f32[2,8,3] parameter(0), sharding={devices=[1,4,1]<=[4]}
  k = f32[7,3,3] parameter(1), sharding={replicated}
  ROOT y = f32[2,8,3] convolution(x, k), window={size=7 pad=3_3}, dim_labels=b0f_0io->b0f, sharding={devices=[1,4,1]<=[4]}
}`, true},
		// the same beside a batch cut, the height cut unevenly
		{"conv-uneven-batch", `ENTRY e {
  x = f32[2,5,3] parameter(0), sharding={devices=[2,2,1]<=[4]}
  k = f32[3,3,3] parameter(1), sharding={replicated}
  ROOT y = f32[2,5,3] convolution(x, k), window={size=3 pad=1_1}, dim_labels=b0f_0io->b0f, sharding={devices=[2,2,1]<=[4]}
}`, true},
		// a pointwise (1-wide) convolution keeps the cut, no halo
		{"conv-pointwise", `ENTRY e {
  x = f32[2,8,3] parameter(0), sharding={devices=[1,4,1]<=[4]}
  k = f32[1,3,3] parameter(1), sharding={replicated}
  ROOT y = f32[2,8,3] convolution(x, k), window={size=1}, dim_labels=b0f_0io->b0f, sharding={devices=[1,4,1]<=[4]}
}`, false},
		// a pool of one window of 2^62 bytes cut 4 ways: 4·2^62 wrapped
		// to 0 and mapped divided by it (an internal error before)
		{"huge-stride", `ENTRY e {
  x = f32[4611686018427387904] parameter(0), sharding={devices=[4]<=[4]}
  zero = f32[] constant(0)
  ROOT p = f32[1] reduce-window(x, zero), window={size=4611686018427387904 stride=4611686018427387904}, to_apply=add, sharding={devices=[4]<=[4]}
}`, true},
		// the rules still apply where they hold
		{"pool", `ENTRY e {
  x = f32[8,4] parameter(0), sharding={devices=[4,1]<=[4]}
  zero = f32[] constant(0)
  ROOT p = f32[4,4] reduce-window(x, zero), window={size=2x1 stride=2x1}, to_apply=add, sharding={devices=[4,1]<=[4]}
}`, false},
		{"upsample", `ENTRY e {
  dp = f32[8,4] parameter(0), sharding={devices=[4,1]<=[4]}
  zero = f32[] constant(0)
  padded = f32[17,4] pad(dp, zero), padding=1_1_1x0_0
  ROOT dy = f32[16,4] reduce-window(padded, zero), window={size=2x1}, to_apply=add, sharding={devices=[4,1]<=[4]}
}`, false},
	} {
		mods, err := hlo.Parse("t.hlo", []byte(windowEdgeHeader+c.body))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		res, err := Partition(mods[0])
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		for _, in := range res.Module.Entry.Instructions {
			if want, ok := inferWindowed(t, in); ok && !sameDims(want, in.Shape.Dims) {
				t.Errorf("%s: %s %s is %v, its operand and attributes make %v", c.name, in.Opcode, in.Name, in.Shape.Dims, want)
			}
		}
		if got := len(res.Collectives) > 0; got != c.gathered {
			t.Errorf("%s: collectives %v, want some: %v", c.name, res.Collectives, c.gathered)
		}
	}
}

func sameDims(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// inferWindowed computes the shape of a pad (lo_hi[_interior], signed)
// or of a reduce-window without dilation from its first operand.
func inferWindowed(t *testing.T, in *hlo.Instruction) ([]int64, bool) {
	t.Helper()
	num := func(s string) int64 {
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			t.Fatalf("%s: %q: %v", in.Name, s, err)
		}
		return n
	}
	var attr string
	for _, a := range in.Attrs {
		if a.Name == "padding" && in.Opcode == "pad" || a.Name == "window" && in.Opcode == "reduce-window" {
			attr = a.Value
		}
	}
	if attr == "" || len(in.Operands) == 0 {
		return nil, false
	}
	src := in.Operands[0].Shape.Dims
	out := make([]int64, len(src))
	if in.Opcode == "pad" {
		for d, f := range strings.Split(attr, "x") {
			p := strings.Split(f, "_")
			n := src[d] + num(p[0]) + num(p[1])
			if len(p) == 3 && src[d] > 0 {
				n += (src[d] - 1) * num(p[2])
			}
			out[d] = n
		}
		return out, true
	}
	fields := map[string][]string{}
	for _, f := range strings.Fields(strings.Trim(attr, "{}")) {
		k, v, _ := strings.Cut(f, "=")
		fields[k] = strings.Split(v, "x")
	}
	for d := range out {
		size, stride, lo, hi := num(fields["size"][d]), int64(1), int64(0), int64(0)
		if s := fields["stride"]; s != nil {
			stride = num(s[d])
		}
		if p := fields["pad"]; d < len(p) {
			lh := strings.Split(p[d], "_")
			lo, hi = num(lh[0]), num(lh[1])
		}
		out[d] = (src[d]+lo+hi-size)/stride + 1
	}
	return out, true
}
