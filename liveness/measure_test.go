package liveness

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/internal/mlpstep"
	"github.com/planner-dev/planner/layout"
	"github.com/planner-dev/planner/optimize"
	"github.com/planner-dev/planner/schedule"
)

// checkMeasure analyzes m under every schedule algorithm, for both arenas,
// fully (Analyze) and lightly (Measure, and Prepared.Measure on one
// preparation for every order), and checks that the light L and its step
// equal the full analysis's for both arenas, and that the Result the
// light analysis builds is the full one.
func checkMeasure(t *testing.T, name string, m *hlo.Module, opt Options, size func(hlo.Shape) int64) {
	t.Helper()
	for _, arena := range []Arena{All, TempOnly} {
		o := opt
		o.Arena = arena
		prep, err := Prepare(m, o)
		if err != nil {
			t.Fatalf("%s %s: Prepare: %v", name, arena, err)
		}
		for _, alg := range schedule.Algorithms() {
			seq, err := schedule.Order(m, alg, size)
			if err != nil {
				continue // the text order of a lowered module may be none
			}
			full, err := Analyze(m, seq, o)
			if err != nil {
				t.Fatalf("%s %s %s: %v", name, alg, arena, err)
			}
			x, err := Measure(m, seq, o)
			if err != nil {
				t.Fatalf("%s %s %s: Measure: %v", name, alg, arena, err)
			}
			y, err := prep.Measure(seq)
			if err != nil {
				t.Fatalf("%s %s %s: Prepared.Measure: %v", name, alg, arena, err)
			}
			if arena == All {
				// The bounds MeasureBelow stops on never exceed L, and
				// with L as the limit it measures in full.
				wl, _ := full.MaxLiveIn(All)
				if rb, ok := prep.readsBound(seq); ok && rb > wl {
					t.Errorf("%s %s: reads bound %d above L %d", name, alg, rb, wl)
				}
				_, b, err := prep.MeasureBelow(seq, func(bool) (int64, bool) { return -1, true })
				if err != nil {
					t.Fatalf("%s %s: MeasureBelow: %v", name, alg, err)
				}
				if b > wl {
					t.Errorf("%s %s: MeasureBelow's bound %d above L %d", name, alg, b, wl)
				}
				if z, _, err := prep.MeasureBelow(seq, func(bool) (int64, bool) { return wl, true }); err != nil || z == nil {
					t.Errorf("%s %s: MeasureBelow stopped at L %d (err %v)", name, alg, wl, err)
				} else if gl, _ := z.MaxLiveIn(All); gl != wl {
					t.Errorf("%s %s: MeasureBelow L %d, want %d", name, alg, gl, wl)
				}
			}
			// The other arena's Result, from this one's layout, is
			// Analyze's; asked before and after the Result is built.
			other := TempOnly
			if arena == TempOnly {
				other = All
			}
			oo := o
			oo.Arena = other
			want, err := Analyze(m, seq, oo)
			if err != nil {
				t.Fatalf("%s %s %s: %v", name, alg, other, err)
			}
			for k, z := range []*Measured{x, y} {
				if k == 1 {
					z.Result()
				}
				got, err := z.InArena(other, nil)
				if err != nil {
					t.Fatalf("%s %s %s: InArena(%s): %v", name, alg, arena, other, err)
				}
				if diff := cmp.Diff(want.Problem(other), got.Problem(other)); diff != "" {
					t.Errorf("%s %s %s: InArena(%s) builds another problem (-Analyze +InArena)\n%s", name, alg, arena, other, diff)
				}
				if len(got.Copies) != len(want.Copies) || got.MaxLive != want.MaxLive || got.PeakTime != want.PeakTime || !slices.Equal(got.PeakBuffers, want.PeakBuffers) || len(got.Buffers) != len(want.Buffers) {
					t.Errorf("%s %s %s: InArena(%s) builds other copies, buffers or another peak", name, alg, arena, other)
				}
			}
			for k, z := range []*Measured{x, y} {
				for _, in := range []Arena{All, TempOnly} {
					wl, wat := full.MaxLiveIn(in)
					gl, gat := z.MaxLiveIn(in)
					if gl != wl || gat != wat {
						t.Errorf("%s %s, measure %d for %s: L in %s %d at step %d, want %d at %d", name, alg, k, arena, in, gl, gat, wl, wat)
					}
				}
				r := z.Result()
				if diff := cmp.Diff(full.Problem(All), r.Problem(All)); diff != "" {
					t.Errorf("%s %s %s: measure %d builds another problem (-full +measured)\n%s", name, alg, arena, k, diff)
				}
				if len(r.Copies) != len(full.Copies) || r.MaxLive != full.MaxLive || r.PeakTime != full.PeakTime || !slices.Equal(r.PeakBuffers, full.PeakBuffers) {
					t.Errorf("%s %s %s: measure %d builds other copies or another peak", name, alg, arena, k)
				}
			}
		}
	}
}

// TestMeasureCorpus checks the light L on every corpus module, as
// written (TPU layout) and as optimize.Run rewrites it (dense layout):
// the modules the best schedule measures.
func TestMeasureCorpus(t *testing.T) {
	names, mods := corpus(t)
	tpu := layout.TPU()
	dn := layout.Dense(64)
	for i, m := range mods {
		t.Run(names[i], func(t *testing.T) {
			checkMeasure(t, names[i], m, PolicyOptions(tpu), tpu.Bytes)
			if testing.Short() || hlo.StageOf(m) != hlo.Lowered {
				return
			}
			om := optimize.Clone(m)
			if _, err := optimize.Run(om, optimize.Options{Rules: optimize.CPU}); err != nil {
				t.Fatal(err)
			}
			om = hlo.PairDonors(om, dn.Bytes)
			checkMeasure(t, names[i]+" optimized", om, PolicyOptions(dn), dn.Bytes)
		})
	}
}

// TestMeasureGenerated checks the light L on random modules (some of
// their arrays in memory space 1, which no arena holds) and on the MLP
// training step, as written and optimized.
func TestMeasureGenerated(t *testing.T) {
	for seed := uint64(0); seed < 120; seed++ {
		m := randomModule(t, seed, 10+int(seed%50))
		if seed%2 == 1 {
			r := rand.New(rand.NewPCG(seed, 11))
			for _, c := range m.Computations {
				for _, in := range c.Instructions {
					if in.Shape.IsArray() && r.IntN(4) == 0 {
						in.Shape.Layout = &hlo.Layout{MinorToMajor: minorToMajor(len(in.Shape.Dims)), MemorySpace: 1}
					}
				}
			}
		}
		checkMeasure(t, fmt.Sprint("random ", seed), m, dense, dense.Size)
	}
	for _, layers := range []int{1, 3, 12} {
		ms, err := hlo.Parse("mlp.hlo", []byte(mlpstep.Text(layers)))
		if err != nil {
			t.Fatal(err)
		}
		tpu := layout.TPU()
		checkMeasure(t, fmt.Sprint("mlp ", layers), ms[0], PolicyOptions(tpu), tpu.Bytes)
		om := optimize.Clone(ms[0])
		if _, err := optimize.Run(om, optimize.Options{Rules: optimize.CPU}); err != nil {
			t.Fatal(err)
		}
		om = hlo.PairDonors(om, tpu.Bytes)
		checkMeasure(t, fmt.Sprint("mlp optimized ", layers), om, PolicyOptions(tpu), tpu.Bytes)
	}
}

// minorToMajor returns the default layout's dimension order of rank n.
func minorToMajor(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = n - 1 - i
	}
	return out
}

// TestLocalIndex checks that an analysis reads instruction indexes by ID
// on a module whose IDs are dense and distinct, through a map otherwise,
// and that both give the same problem, copies and peak: the MLP step,
// optimized, analyzed with its own IDs and then with each ID doubled (in
// the same order, which the values' order follows, but not dense).
func TestLocalIndex(t *testing.T) {
	ms, err := hlo.Parse("mlp.hlo", []byte(mlpstep.Text(3)))
	if err != nil {
		t.Fatal(err)
	}
	m := ms[0]
	if _, err := optimize.Run(m, optimize.Options{Rules: optimize.CPU}); err != nil {
		t.Fatal(err)
	}
	tpu := layout.TPU()
	m = hlo.PairDonors(m, tpu.Bytes)
	n := 0
	for _, c := range m.Computations {
		n += len(c.Instructions)
	}
	if newLocalIndex(m, n).byID == nil {
		t.Fatal("optimized module: IDs not read as dense")
	}
	seq, err := schedule.Order(m, schedule.DFS, tpu.Bytes)
	if err != nil {
		t.Fatal(err)
	}
	want, err := Analyze(m, seq, PolicyOptions(tpu))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			in.ID *= 2
		}
	}
	if newLocalIndex(m, n).byID != nil {
		t.Fatal("IDs doubled: read as dense")
	}
	got, err := Analyze(m, seq, PolicyOptions(tpu))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want.Problem(All), got.Problem(All)); diff != "" {
		t.Errorf("problem by ID and by map differ (-by ID +by map)\n%s", diff)
	}
	if len(got.Copies) != len(want.Copies) || got.MaxLive != want.MaxLive || got.PeakTime != want.PeakTime {
		t.Errorf("by map: %d copies, MaxLive %d at %d; by ID: %d, %d at %d",
			len(got.Copies), got.MaxLive, got.PeakTime, len(want.Copies), want.MaxLive, want.PeakTime)
	}
}

// TestInArenaOutputCopy checks InArena where the must-share step copies an
// output (the donated parameter it aliases is read after the output is
// written, so the output's value becomes a temporary and its copy the
// output): the layout InArena starts from is the one before that copy,
// whichever arena was analysed first.
func TestInArenaOutputCopy(t *testing.T) {
	src := `HloModule m, input_output_alias={ {0}: (0, {}, must-alias) }
ENTRY e {
  p = f32[1024] parameter(0)
  n = f32[1024] negate(p)
  m = f32[1024] multiply(n, p)
  e = f32[1024] exponential(m)
  ROOT r = (f32[1024], f32[1024]) tuple(n, e)
}
`
	mods, err := hlo.Parse("m.hlo", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	m := mods[0]
	seq, err := schedule.Order(m, schedule.Text, layout.TPU().Bytes)
	if err != nil {
		t.Fatal(err)
	}
	for _, arena := range []Arena{All, TempOnly} {
		other := TempOnly
		if arena == TempOnly {
			other = All
		}
		want, err := Analyze(m, seq, Options{Arena: other})
		if err != nil {
			t.Fatal(err)
		}
		if len(want.Copies) == 0 {
			t.Fatalf("%s: no copy inserted: the test needs one", other)
		}
		x, err := Measure(m, seq, Options{Arena: arena})
		if err != nil {
			t.Fatal(err)
		}
		got, err := x.InArena(other, nil)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want.Problem(other), got.Problem(other)); diff != "" {
			t.Errorf("from %s: InArena(%s) builds another problem (-Analyze +InArena)\n%s", arena, other, diff)
		}
		if fmt.Sprint(want.Copies) != fmt.Sprint(got.Copies) {
			t.Errorf("from %s: InArena(%s) copies %v, want %v", arena, other, got.Copies, want.Copies)
		}
	}
}
