package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// badStableHLO are StableHLO texts every HLO-reading command refuses: one
// at reading (an SSA name defined twice), one only at partitioning (a
// mesh of 16 devices in a module of 8), which plan, explain and partition
// reach after the text has read.
var badStableHLO = map[string]string{
	"dup.mlir": `module @m {
  func.func public @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    %0 = stablehlo.add %arg0, %arg0 : tensor<2xf32>
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}
`,
	"mesh.mlir": `module @m attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["a"=16]>
  func.func public @main(%arg0: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> tensor<64x8xf32> {
    %0 = stablehlo.negate %arg0 : tensor<64x8xf32>
    return %0 : tensor<64x8xf32>
  }
}
`,
}

// TestOutputBadStableHLO runs every command that writes a file from an
// HLO input on bad StableHLO text: exit 2, an error at file:line:col, and
// the output untouched, whether it did not exist (still absent), was a
// regular file (its bytes kept) or a /dev/full node (still the node).
func TestOutputBadStableHLO(t *testing.T) {
	dir := t.TempDir()
	for name, text := range badStableHLO {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	full := mknod(t, dir, "full", 7)
	commands := [][]string{
		{"plan", "IN", "-o", "OUT"},
		{"plan", "IN", "--html", "OUT"},
		{"plan", "IN", "--memory-limit", "1GiB", "--emit-hlo", "OUT"},
		{"explain", "IN", "--memory-limit", "1GiB", "--emit-hlo", "OUT"},
		{"partition", "IN", "-o", "OUT"},
		{"optimize", "IN", "-o", "OUT"},
	}
	pos := regexp.MustCompile(`^(dup|mesh)\.mlir:\d+:\d+: `)
	for _, args := range commands {
		for _, in := range []string{"dup.mlir", "mesh.mlir"} {
			if in == "mesh.mlir" && args[0] == "optimize" {
				continue // optimize does not partition: the mesh is never checked against the devices
			}
			a := append([]string(nil), args...)
			a[1] = in
			t.Run(strings.Join(a, " "), func(t *testing.T) {
				kept := filepath.Join(dir, "kept.txt")
				if err := os.WriteFile(kept, []byte("before\n"), 0o644); err != nil {
					t.Fatal(err)
				}
				for _, out := range []string{"absent.out", "kept.txt", "full"} {
					code, stderr := runIn(t, dir, a, out)
					if code != exitUsage {
						t.Errorf("-> %s: exit %d, want %d; stderr:\n%s", out, code, exitUsage, stderr)
					}
					if !pos.MatchString(stderr) {
						t.Errorf("-> %s: stderr is not a positioned error:\n%s", out, stderr)
					}
				}
				if _, err := os.Lstat(filepath.Join(dir, "absent.out")); !os.IsNotExist(err) {
					t.Errorf("absent.out was written (%v)", err)
				}
				if b, _ := os.ReadFile(kept); string(b) != "before\n" {
					t.Errorf("kept.txt now holds %q", b)
				}
				if st, err := os.Lstat(full); err != nil || st.Mode()&os.ModeCharDevice == 0 {
					t.Fatalf("full is no longer a character device (%v)", err)
				}
				entries, _ := os.ReadDir(dir)
				if len(entries) != 4 {
					var names []string
					for _, e := range entries {
						names = append(names, e.Name())
					}
					t.Errorf("the folder holds %v, a temporary file left behind?", names)
				}
			})
		}
	}
}
