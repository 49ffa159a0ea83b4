package planner

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/internal/lowered"
)

// huge adds the 10^6-instruction modules to BenchmarkPlanLowered (minutes
// and gigabytes each): go test -bench PlanLowered -huge.
var huge = flag.Bool("huge", false, "also plan the generated lowered modules at 10^6 instructions")

// BenchmarkPlanLowered plans the generated lowered modules
// (internal/lowered: an elementwise chain, a wide call graph) at 10^3,
// 10^4 and 10^5 instructions (and 10^6 with -huge), modeled (the default)
// and as written: the modeled plan's time per 10x size, and against the
// as-written plan's.
func BenchmarkPlanLowered(b *testing.B) {
	gens := []struct {
		name string
		gen  func(int) string
	}{{"chain", lowered.Chain}, {"calls", lowered.CallGraph}}
	for _, g := range gens {
		sizes := []int{1000, 10000, 100000}
		if *huge {
			sizes = append(sizes, 1000000)
		}
		for _, n := range sizes {
			mods, err := hlo.Parse(g.name+".hlo", []byte(g.gen(n)))
			if err != nil {
				b.Fatal(err)
			}
			for _, asWritten := range []bool{false, true} {
				mode := "modeled"
				if asWritten {
					mode = "as-written"
				}
				b.Run(fmt.Sprintf("%s/n=%d/%s", g.name, n, mode), func(b *testing.B) {
					for b.Loop() {
						if _, err := Plan(mods[0], Config{AsWritten: asWritten}); err != nil {
							b.Fatal(err)
						}
					}
				})
			}
		}
	}
}

// BenchmarkPlanGemma2 plans the largest lowered corpus module (13,761
// instructions) modeled (the default) and as written, parse excluded:
// the goal is the modeled plan within 2x the plan as written.
func BenchmarkPlanGemma2(b *testing.B) {
	path := filepath.Join("..", "shared", "corpus", "xla", "gemma2_2b_keras_jax.hlo")
	src, err := os.ReadFile(path)
	if err != nil {
		b.Skipf("corpus module not available: %v", err)
	}
	mods, err := hlo.Parse(path, src)
	if err != nil {
		b.Fatal(err)
	}
	for _, asWritten := range []bool{false, true} {
		mode := "modeled"
		if asWritten {
			mode = "as-written"
		}
		b.Run(mode, func(b *testing.B) {
			for b.Loop() {
				if _, err := Plan(mods[0], Config{AsWritten: asWritten}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
