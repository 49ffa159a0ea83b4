package layout

import (
	"path/filepath"
	"sort"
	"testing"

	"github.com/planner-dev/planner/hlo"
)

// TestCorpus sizes every shape of every corpus module: each element type is
// known, tpu array sizes are multiples of 128, for types of a byte or
// more never below the dense size and, for layouts without tiles, never
// above the size in the written dimension order with the default tile.
func TestCorpus(t *testing.T) {
	paths, _ := filepath.Glob("../../shared/corpus/xla/*.hlo")
	if len(paths) == 0 {
		t.Skip("no corpus at ../../shared/corpus/xla")
	}
	sort.Strings(paths)
	tpu, dense := TPU(), Dense(0)
	shapes := 0
	for _, p := range paths {
		mods, err := hlo.ParseFile(p)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		for _, m := range mods {
			for _, c := range m.Computations {
				for _, in := range c.Instructions {
					in.Shape.ForEachSubshape(func(s hlo.Shape, _ hlo.ShapeIndex) {
						shapes++
						if !s.IsArray() {
							return
						}
						bits, ok := Bits(s.Element)
						if !ok {
							t.Errorf("%s: %s: unknown element type %q", filepath.Base(p), in.Name, s.Element)
							return
						}
						tb, db := tpu.Bytes(s), dense.Bytes(s)
						if tb%128 != 0 {
							t.Errorf("%s: %s: tpu size %d not a multiple of 128", filepath.Base(p), in.Name, tb)
						}
						if bits >= 8 && tb < db {
							t.Errorf("%s: %s: tpu size %d below dense %d", filepath.Base(p), in.Name, tb, db)
						}
						// A free layout is never worse than the written
						// order with the default tile.
						if s.Layout == nil || len(s.Layout.Tiles) == 0 {
							b := storageBits(bits)
							if s.Layout != nil && s.Layout.ElementSizeBits > 0 {
								b = s.Layout.ElementSizeBits
							}
							var a arith
							written := a.roundUp(a.bitsToBytes(defaultTiledCount(&a, physicalDims(s), b), b), tpuGranule)
							if tb > written {
								t.Errorf("%s: %s: tpu size %d above %d in the written order", filepath.Base(p), in.Name, tb, written)
							}
						}
					})
				}
			}
		}
	}
	if shapes == 0 {
		t.Error("no shapes in the corpus")
	}
}
