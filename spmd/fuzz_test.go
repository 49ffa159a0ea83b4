package spmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// FuzzPartition checks that whatever parses as a sharded, unpartitioned
// module partitions without panicking: the per-device module passes the
// verifier and Check (Partition runs both), or Partition says why in an
// error at a position of the input. Run it with
//
//	go test ./spmd -run '^$' -fuzz FuzzPartition -fuzztime 5m -fuzzminimizetime 2s
func FuzzPartition(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join(spmdDir, "*.lowered.hlo"))
	for _, name := range files {
		if src, err := os.ReadFile(name); err == nil && len(src) < 48<<10 {
			f.Add(src)
		}
	}
	for _, s := range []string{
		"HloModule m, num_partitions=4\nENTRY e {\n  x = f32[16,64] parameter(0), sharding={devices=[4,1]<=[4]}\n  w = f32[64,32] parameter(1), sharding={devices=[1,4]<=[4]}\n  ROOT d = f32[16,32] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n}\n",
		"HloModule m, num_partitions=8\nENTRY e {\n  x = f32[10,7,3] parameter(0), sharding={devices=[2,2,1,2]<=[8] last_tile_dim_replicate}\n  t = f32[3,10,7] transpose(x), dimensions={2,0,1}\n  r = f32[30,7] reshape(t)\n  ROOT c = f32[30,7] custom-call(r), custom_call_target=\"Sharding\", sharding={devices=[1,8]<=[2,4]T(1,0)}\n}\n",
		"HloModule m, num_partitions=2\nadd {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT s = f32[] add(a, b)\n}\nENTRY e {\n  x = f32[6,5] parameter(0), sharding={devices=[2,1]<=[2]}\n  z = f32[] constant(0)\n  ROOT r = f32[5] reduce(x, z), dimensions={0}, to_apply=add\n}\n",
		// halo convolutions with a batch cut, a pool and its gradient
		// (pad with interior zeros, a 2-wide window), the weight gradient
		"HloModule m, num_partitions=8\nadd {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT s = f32[] add(a, b)\n}\nENTRY e {\n  x = f32[4,32,16,8] parameter(0), sharding={devices=[2,4,1,1]<=[8]}\n  k = f32[3,3,8,8] parameter(1), sharding={replicated}\n  y = f32[4,32,16,8] convolution(x, k), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f\n  z = f32[] constant(0)\n  p = f32[4,16,8,8] reduce-window(y, z), window={size=1x2x2x1 stride=1x2x2x1}, to_apply=add\n  q = f32[4,33,17,8] pad(p, z), padding=0_0_0x1_1_1x1_1_1x0_0_0\n  u = f32[4,32,16,8] reduce-window(q, z), window={size=1x2x2x1}, to_apply=add\n  ROOT dk = f32[3,3,8,8] convolution(x, u), window={size=32x16 pad=1_1x1_1}, dim_labels=f01b_i01o->01bf\n}\n",
		// a pool's gradient cut on both dimensions, its window's pad
		// listing one (upsampleOK read past it); a 'SAME' convolution
		// whose halo is wider than a tile
		"HloModule m, num_partitions=4\nadd {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT s = f32[] add(a, b)\n}\nENTRY e {\n  dp = f32[8,4] parameter(0), sharding={devices=[2,2]<=[4]}\n  zero = f32[] constant(0)\n  padded = f32[17,4] pad(dp, zero), padding=1_1_1x0_0\n  ROOT dy = f32[16,4] reduce-window(padded, zero), window={size=2x1 pad=0_0}, to_apply=add, sharding={devices=[2,2]<=[4]}\n}\n",
		"HloModule m, num_partitions=4\nENTRY e {\n  x = f32[2,8,3] parameter(0), sharding={devices=[1,4,1]<=[4]}\n  k = f32[7,3,3] parameter(1), sharding={replicated}\n  ROOT y = f32[2,8,3] convolution(x, k), window={size=7 pad=3_3}, dim_labels=b0f_0io->b0f, sharding={devices=[1,4,1]<=[4]}\n}\n",
		// a result cut on columns from operands cut on rows
		"HloModule m, num_partitions=8\nENTRY e {\n  h = f32[64,64] parameter(0), sharding={devices=[8,1]<=[8]}\n  w = f32[64,32] parameter(1), sharding={devices=[8,1]<=[8]}\n  ROOT y = f32[64,32] dot(h, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}, sharding={devices=[1,8]<=[8]}\n}\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		mods, err := hlo.Parse("fuzz.hlo", src)
		if err != nil {
			return
		}
		for _, m := range mods {
			if !NeedsPartitioning(m) || m.DevicePartitions().N > 64 {
				continue
			}
			// Inputs XLA's own verifier would refuse may fail the check
			// (an error); none may panic.
			_, err := Partition(m)
			if err != nil && strings.Contains(err.Error(), "internal error") {
				t.Fatalf("Partition: %v\n%s", err, src)
			}
			// Every error is at the user's input, never in the per-device
			// module's text (m.per-device.hlo:5:7 named no file).
			if err != nil && (strings.Contains(err.Error(), "per-device.hlo") || !strings.HasPrefix(err.Error(), "fuzz.hlo:") && !strings.HasPrefix(err.Error(), "spmd:")) {
				t.Fatalf("Partition: an error not at the input: %v\n%s", err, src)
			}
		}
	})
}
