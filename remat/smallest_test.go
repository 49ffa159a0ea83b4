package remat

import (
	"testing"

	"github.com/planner-dev/planner/assign"
)

// bisectFitOrders is the search as it was before smallest.go: every
// probe a full FitOrders, judged by its own rounds. The reference the
// cheaper probes must agree with.
func bisectFitOrders(t *testing.T, r *Result, fit func(limit int64) *Result, limit int64) int64 {
	t.Helper()
	lo := max(limit, 1)
	if r.Bound != nil && r.Bound.Bytes-1 > lo {
		lo = r.Bound.Bytes - 1
	}
	hi := r.InitialPeak
	step := max((hi-lo)/64, 1)
	for hi-lo > step {
		mid := lo + (hi-lo)/2
		if fit(mid).Fits {
			hi = mid
		} else {
			lo = mid
		}
	}
	return hi
}

// TestSmallestLimitAnswers checks that the probes that stop at the first
// way meeting a limit, with the ways made once, find what a search of
// full FitOrders probes finds, or the failed fit's own peak where that is
// lower (probed once the bisection ends above it): on plain_mlp, and on
// scan_kept, whose fits checkpoint its scan (a way of its own).
func TestSmallestLimitAnswers(t *testing.T) {
	for _, c := range []struct {
		path  string
		limit int64
	}{
		{"testdata/plain_mlp.lowered.hlo", 1 << 10},
		{"testdata/scan_kept.hlo", 256},
	} {
		m, seq := load(t, c.path)
		opt := Options{Limit: c.limit}
		r, _, err := FitOrders(m, "text", seq, opt)
		if err != nil {
			t.Fatal(err)
		}
		if r.Fits {
			t.Fatalf("%s fits %d: nothing to search", c.path, c.limit)
		}
		want := bisectFitOrders(t, r, func(l int64) *Result {
			o := opt
			o.Limit = l
			x, _, err := FitOrders(m, "text", seq, o)
			if err != nil {
				t.Fatal(err)
			}
			return x
		}, c.limit)
		got, fit, err := SmallestLimit(m, "text", seq, opt, r)
		if err != nil {
			t.Fatal(err)
		}
		if got != want && !(got == r.Peak && got < want) {
			t.Errorf("%s: smallest limit %d, the search of full FitOrders probes finds %d (the failed fit's peak %d)", c.path, got, want, r.Peak)
		}
		if fit == nil || !fit.Fits || fit.Peak > got {
			t.Errorf("%s: the fit at the smallest limit %d does not meet it", c.path, got)
		}
		t.Logf("%s: smallest limit %d (full probes: %d)", c.path, got, want)
	}
}

// TestSmallestLimitFinal judges the probes by a final packing that beats
// the fit's own (bestfit): an ideal one, whose peak is L. Each limit the
// rounds meet it meets too, so the limit found is at most the rounds' one,
// and the fit returned has an L within it.
func TestSmallestLimitFinal(t *testing.T) {
	m, seq := load(t, "testdata/plain_mlp.lowered.hlo")
	opt := Options{Limit: 1 << 10}
	r, _, err := FitOrders(m, "text", seq, opt)
	if err != nil {
		t.Fatal(err)
	}
	plain, _, err := SmallestLimit(m, "text", seq, opt, r)
	if err != nil {
		t.Fatal(err)
	}
	ideal := func(p *assign.Problem) (int64, error) { return assign.LowerBound(p), nil }
	final, fit, err := SmallestLimitFinal(m, "text", seq, opt, r, ideal)
	if err != nil {
		t.Fatal(err)
	}
	if final > plain {
		t.Errorf("judged by a better packing, the smallest limit %d is above the rounds' %d", final, plain)
	}
	if fit == nil || fit.LowerBound > final {
		t.Errorf("the fit at %d needs more than it (L %d)", final, fit.LowerBound)
	}
	t.Logf("plain_mlp: smallest limit %d by the rounds, %d by an ideal packing", plain, final)
}
