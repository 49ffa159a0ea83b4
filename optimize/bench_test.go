package optimize

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// BenchmarkRunGemma2 times the whole optimize pipeline on the largest
// lowered corpus module (13,761 instructions), clone included, parse
// excluded.
func BenchmarkRunGemma2(b *testing.B) {
	path := filepath.Join("..", "..", "shared", "corpus", "xla", "gemma2_2b_keras_jax.hlo")
	src, err := os.ReadFile(path)
	if err != nil {
		b.Skipf("corpus module not available: %v", err)
	}
	mods, err := hlo.Parse(path, src)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m := Clone(mods[0])
		if _, err := Run(m, Options{Rules: CPU}); err != nil {
			b.Fatal(err)
		}
	}
}
