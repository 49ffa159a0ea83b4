package hlo

import (
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkParse parses the largest module of the corpus.
func BenchmarkParse(b *testing.B) {
	path := filepath.Join(corpusDir, "gemma2_2b_keras_jax.hlo")
	src, err := os.ReadFile(path)
	if err != nil {
		b.Skipf("corpus file absent: %v", err)
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(path, src); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPrint prints the largest module of the corpus.
func BenchmarkPrint(b *testing.B) {
	path := filepath.Join(corpusDir, "gemma2_2b_keras_jax.hlo")
	src, err := os.ReadFile(path)
	if err != nil {
		b.Skipf("corpus file absent: %v", err)
	}
	mods, err := Parse(path, src)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		_ = mods[0].String()
	}
}
