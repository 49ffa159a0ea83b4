package main

// The figures of a plan file, recomputed.
//
// A plan file is evidence, not authority: verify recomputes from the
// plan's own buffers every figure the file states and refuses a file whose
// figures do not follow from them. From the buffers alone: each buffer's
// unpadded bytes (its shape's element count × element bytes, at most its
// bytes), the lower bound L (the max load of the buffers), r = peak / L,
// the fragmentation (peak − L) / peak, an optimality claim (only a peak at
// the bound alignment forces, which the buffers prove, can be claimed
// optimal: the packers' own claims are made the same way), and, when the
// arena holds every buffer, the totals per kind. A plan the planner wrote
// says "verified": true and states every figure; a plan written by hand
// without it is held to the figures it states (a lower bound other than
// 0, an optimality claim) and its buffers. The fast-memory part is
// memspace.Verify's.

import (
	"math"

	planner "github.com/planner-dev/planner"
	"github.com/planner-dev/planner/assign"
	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/layout"
)

// checkFigures holds the figures of r to its buffers, p being the packing
// problem built from them and peak the arena's size as the file states it.
// dense caches the dense bytes of a shape's text (-1: not readable).
func checkFigures(r *planner.Report, p *assign.Problem, dense map[string]int64) error {
	for i, b := range r.Buffers {
		if b.UnpaddedBytes < 0 || b.UnpaddedBytes > b.Bytes {
			return atValue([]any{"buffers", i, "unpadded_bytes"}, "buffers[%d] (id %d): unpadded_bytes %d: want 0 to its bytes %d (padding only adds)", i, b.ID, b.UnpaddedBytes, b.Bytes)
		}
		d, ok := dense[b.Shape]
		if !ok {
			d = denseBytes(b.Shape)
			dense[b.Shape] = d
		}
		if d >= 0 && b.UnpaddedBytes != min(d, b.Bytes) {
			return atValue([]any{"buffers", i, "unpadded_bytes"}, "buffers[%d] (id %d): unpadded_bytes %d, but its shape %s holds %d bytes", i, b.ID, b.UnpaddedBytes, b.Shape, d)
		}
		if d >= 0 && r.Config.Layout == layout.DenseName && b.Bytes < d {
			return atValue([]any{"buffers", i, "bytes"}, "buffers[%d] (id %d): bytes %d, but its shape %s holds %d bytes", i, b.ID, b.Bytes, b.Shape, d)
		}
	}
	s := r.Stats
	if len(p.Buffers) == 0 {
		return nil
	}
	l := assign.LowerBound(p)
	if (s.Verified || s.LowerBound != 0) && s.LowerBound != l {
		return atValue([]any{"stats", "lower_bound"}, "stats.lower_bound %d, but the buffers' max load is %d", s.LowerBound, l)
	}
	if s.Optimal {
		if la := assign.AlignedLowerBound(p); s.Peak > la {
			return atValue([]any{"stats", "optimal"}, "stats.optimal true, but peak %d is above the lower bound %d the buffers prove (L %d, with the holes alignment forces): nothing in the file proves it optimal", s.Peak, la, l)
		}
	}
	if !s.Verified {
		// A plan written by hand, without the planner's other figures.
		return nil
	}
	ratio := 1.0
	if l > 0 {
		ratio = float64(s.Peak) / float64(l)
	}
	if !near(s.Ratio, ratio) {
		return atValue([]any{"stats", "ratio"}, "stats.ratio %g, but peak / L is %d / %d = %.6f", s.Ratio, s.Peak, l, ratio)
	}
	frag := 0.0
	if s.Peak > 0 {
		frag = float64(s.Peak-l) / float64(s.Peak)
	}
	if !near(s.Fragmentation, frag) {
		return atValue([]any{"stats", "fragmentation"}, "stats.fragmentation %g, but (peak - L) / peak is %.6f", s.Fragmentation, frag)
	}
	var kind = map[string]int64{}
	for _, b := range r.Buffers {
		kind[b.Kind] += b.Bytes
	}
	fixed := kind["parameter"] + kind["constant"] + kind["maybe-live-out"]
	switch r.Config.Arena {
	case "all", "":
		if s.TotalBytes != s.Peak {
			return atValue([]any{"stats", "total_bytes"}, "stats.total_bytes %d: want the peak %d (the arena holds every buffer)", s.TotalBytes, s.Peak)
		}
		if s.TempBytes != max(0, s.Peak-fixed) {
			return atValue([]any{"stats", "temp_bytes"}, "stats.temp_bytes %d, but the peak less the parameter, constant and live-out buffers is %d", s.TempBytes, max(0, s.Peak-fixed))
		}
		if s.ParameterBytes != kind["parameter"] {
			return atValue([]any{"stats", "parameter_bytes"}, "stats.parameter_bytes %d, but the parameter buffers hold %d", s.ParameterBytes, kind["parameter"])
		}
		if s.ConstantBytes != kind["constant"] {
			return atValue([]any{"stats", "constant_bytes"}, "stats.constant_bytes %d, but the constant buffers hold %d", s.ConstantBytes, kind["constant"])
		}
		// A donated parameter an output aliases counts as live-out too.
		if lo, hi := kind["maybe-live-out"], kind["maybe-live-out"]+kind["parameter"]; s.LiveOutBytes < lo || s.LiveOutBytes > hi {
			return atValue([]any{"stats", "live_out_bytes"}, "stats.live_out_bytes %d, but the live-out buffers hold %d (%d with the parameters they may alias)", s.LiveOutBytes, lo, hi)
		}
	case "temp":
		if s.TempBytes != s.Peak {
			return atValue([]any{"stats", "temp_bytes"}, "stats.temp_bytes %d: want the peak %d (the arena holds the temporaries)", s.TempBytes, s.Peak)
		}
		if s.TotalBytes < s.Peak {
			return atValue([]any{"stats", "total_bytes"}, "stats.total_bytes %d is below the arena's peak %d", s.TotalBytes, s.Peak)
		}
	}
	return nil
}

// near reports whether a figure of the file, rounded to six decimals as
// the planner writes it, is x.
func near(got, x float64) bool {
	return !math.IsNaN(got) && math.Abs(got-x) <= 1e-6*max(1, math.Abs(x))
}

// denseBytes is the dense size of a shape as a plan file writes it
// (element count × element bytes, 8 bytes per tuple element), or -1 when
// the text is not a shape the parser reads.
func denseBytes(shape string) int64 {
	if shape == "" || len(shape) > 4096 {
		return -1
	}
	src := "HloModule m\nENTRY e {\n  ROOT p = " + shape + " parameter(0)\n}\n"
	mods, err := hlo.Parse("shape", []byte(src))
	if err != nil || len(mods) != 1 || mods[0].Entry == nil || mods[0].Entry.Root == nil {
		return -1
	}
	return layout.Dense(0).Bytes(mods[0].Entry.Root.Shape)
}
