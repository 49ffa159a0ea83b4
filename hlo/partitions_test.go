package hlo

import "testing"

// TestDevicePartitions reads the device count from each place a module
// can name it, in the order partitions.go gives.
func TestDevicePartitions(t *testing.T) {
	tests := []struct {
		name, src string
		n         int64
		inferred  bool
		source    string
	}{
		{"header", "HloModule m, num_partitions=4\nENTRY e {\n  ROOT x = f32[8] parameter(0), sharding={devices=[4]<=[4]}\n}\n",
			4, false, "num_partitions=4 in the header"},
		{"tiled", "HloModule m\nENTRY e {\n  a = f32[8] parameter(0), sharding={replicated}\n  ROOT x = f32[8] negate(a), sharding={devices=[2,4]<=[8] last_tile_dim_replicate}\n}\n",
			8, true, "x's sharding={devices=[2,4]<=[8] last_tile_dim_replicate} at line 4"},
		{"tuple", "HloModule m\nENTRY e {\n  a = f32[8] parameter(0)\n  ROOT t = (f32[8], f32[8]) tuple(a, a), sharding={{replicated}, {devices=[4]<=[4]}}\n}\n",
			4, true, "t's sharding={{replicated}, {devices=[4]<=[4]}} at line 4"},
		{"shardy mesh", "HloModule m, frontend_attributes={xla.sdy.meshes={mesh = #sdy.mesh<[\"a\"=2, \"b\"=3]>}}\nENTRY e {\n  ROOT x = f32[6] parameter(0)\n}\n",
			6, true, "the Shardy mesh @mesh [a=2, b=3]"},
		{"inline mesh", "HloModule m\nENTRY e {\n  a = f32[8] parameter(0)\n  ROOT x = f32[8] negate(a), frontend_attributes={xla.sdy.sharding=\"#sdy.sharding<mesh<[\\\"a\\\"=2]>, [{\\\"a\\\"}]>\"}\n}\n",
			2, true, "the inline Shardy mesh of x [a=2] at line 4"},
		// The sharding of a later instruction comes before an inline mesh
		// (one walk finds both since the verifier's speed-up).
		{"sharding after inline mesh", "HloModule m\nENTRY e {\n  a = f32[8] parameter(0), frontend_attributes={xla.sdy.sharding=\"#sdy.sharding<mesh<[\\\"a\\\"=2]>, [{\\\"a\\\"}]>\"}\n  ROOT x = f32[8] negate(a), sharding={devices=[4]<=[4]}\n}\n",
			4, true, "x's sharding={devices=[4]<=[4]} at line 4"},
		{"mesh after inline mesh", "HloModule m, frontend_attributes={xla.sdy.meshes={mesh = #sdy.mesh<[\"b\"=3]>}}\nENTRY e {\n  ROOT a = f32[6] parameter(0), frontend_attributes={xla.sdy.sharding=\"#sdy.sharding<mesh<[\\\"a\\\"=2]>, [{\\\"a\\\"}]>\"}\n}\n",
			3, true, "the Shardy mesh @mesh [b=3]"},
		{"replicated only", "HloModule m\nENTRY e {\n  ROOT x = f32[8] parameter(0), sharding={replicated}\n}\n",
			1, false, "no sharding names a device count"},
		{"plain", "HloModule m\nENTRY e {\n  ROOT x = f32[8] parameter(0)\n}\n",
			1, false, "no sharding names a device count"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mods, err := Parse("m.hlo", []byte(tt.src))
			if err != nil {
				t.Fatal(err)
			}
			p := mods[0].DevicePartitions()
			if p.N != tt.n || p.Inferred != tt.inferred || p.Source != tt.source {
				t.Errorf("got %d inferred=%v %q, want %d inferred=%v %q", p.N, p.Inferred, p.Source, tt.n, tt.inferred, tt.source)
			}
		})
	}
}
