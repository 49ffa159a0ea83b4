package planner

// The donate remedy, in the pipeline: which JAX arguments to give to the
// outputs of their shape (remat/donate.go has the pairing rule), measured
// on the program as XLA counts it.
//
// A donation changes two figures of memory_analysis(): the aliased
// outputs leave the total (alias_size_in_bytes), and where the program
// reads a donated parameter after its output is written, copy insertion
// adds a temp that copies it (the liveness analysis inserts the same
// copy). So each argument's saving is measured, never assumed: the
// module's liveness under the plan's order with the argument's aliases
// and without, each read as what XLA adds up — the parameters, constants
// and outputs outside the arena plus the arena's lower bound L (with the
// arena "all", L alone). An argument whose saving is not positive (its
// every donated leaf copied back) is never proposed.
//
// With Config.Remedies naming "donate" and the module over the limit,
// the remat step donates first, before it recomputes: the arguments with
// the largest savings, one by one, until the total meets the limit or
// none is left; the module --emit-hlo writes then carries their
// input_output_alias, and the verdict says the caller gives them up.
// Without it, a limit that is not met lists each argument whose donation
// would lower the total, with the total that would give.

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/liveness"
	"github.com/planner-dev/planner/remat"
)

// Donation is one JAX argument of the entry donated (jax.jit's
// donate_argnums), or worth donating.
type Donation struct {
	// Arg is the argument's position, the number donate_argnums takes
	// (-1 where the parameters carry no argument paths); Name the
	// argument's name as jax writes it in each parameter's op_name.
	Arg  int    `json:"arg" yaml:"arg"`
	Name string `json:"name" yaml:"name"`
	// Argnums is what to pass to jax.jit: "donate_argnums=(0,)" ("" where
	// Arg is unknown).
	Argnums string `json:"argnums,omitempty" yaml:"argnums,omitempty"`
	// Params are the entry parameters whose buffers outputs take, Aliased
	// the bytes of those outputs.
	Params  []int `json:"params" yaml:"params"`
	Aliased int64 `json:"aliased_bytes" yaml:"aliased_bytes"`
	// Saved is what the donation takes off XLA's total: Aliased less the
	// copies copy insertion adds for parameters read after their output
	// is written, measured on the lower bound (above).
	Saved int64 `json:"saved_bytes" yaml:"saved_bytes"`
	// Applied is true when the plan donates the argument (--remedies
	// donate); otherwise Needs is the plan's figure less Saved and Fits
	// whether that meets the memory limit.
	Applied bool  `json:"applied" yaml:"applied"`
	Needs   int64 `json:"needs_bytes,omitempty" yaml:"needs_bytes,omitempty"`
	Fits    bool  `json:"fits,omitempty" yaml:"fits,omitempty"`
}

// donationTotal returns what the plan of lv adds up as XLA does, by the
// lower bound: with the arena "temp" the bytes outside it plus its L;
// otherwise the arena's L.
func (p *pipeline) donationTotal(lv *liveness.Result) int64 {
	arena := liveness.Arena(p.cfg.Arena)
	if arena == "" {
		arena = liveness.All
	}
	l, _ := lv.MaxLiveIn(arena)
	if p.cfg.Arena == "temp" {
		l += fixedBytes(lv)
	}
	return l
}

// measureDonations returns the candidates of m (remat.DonationCandidates)
// whose donation alone lowers the total of m's plan under seq, lv being
// m's liveness there, with the saving of each; largest first, then in
// argument order.
func (p *pipeline) measureDonations(m *hlo.Module, seq hlo.Sequence, lv *liveness.Result) ([]remat.ArgDonation, []int64, error) {
	cands := remat.DonationCandidates(m, p.res.Policy.Bytes)
	if len(cands) == 0 {
		return nil, nil, nil
	}
	base := p.donationTotal(lv)
	type measured struct {
		d     remat.ArgDonation
		saved int64
	}
	var ms []measured
	opt := p.livenessOptions()
	for _, d := range cands {
		lv2, err := liveness.Analyze(remat.Donate(m, []remat.ArgDonation{d}), seq, opt)
		if err != nil {
			return nil, nil, fmt.Errorf("donating %s: %w", d.Name, err)
		}
		if s := base - p.donationTotal(lv2); s > 0 {
			ms = append(ms, measured{d, s})
		}
	}
	slices.SortStableFunc(ms, func(a, b measured) int { return cmp.Compare(b.saved, a.saved) })
	var ds []remat.ArgDonation
	var saved []int64
	for _, x := range ms {
		ds = append(ds, x.d)
		saved = append(saved, x.saved)
	}
	return ds, saved, nil
}

// donation returns the Donation of d.
func donation(d remat.ArgDonation, saved int64) Donation {
	return Donation{Arg: d.Arg, Name: d.Name, Argnums: remat.DonateArgnums([]remat.ArgDonation{d}),
		Params: slices.Clone(d.Params), Aliased: d.Bytes, Saved: saved}
}

// donate is the donate remedy, at the start of the remat step: with
// Config.Remedies naming "donate" and the module's total (by the lower
// bound) over the memory limit, it donates the arguments that save most,
// one at a time, until the total meets the limit or none is left, and
// goes on with the donated module: Module carries their aliases, and
// Liveness is its analysis under the same order.
func (p *pipeline) donate() error {
	if !p.cfg.donates() || p.cfg.MemoryLimit <= 0 || p.cfg.replanned {
		// The module --emit-hlo wrote, planned again (emittedPeakFrom): it
		// carries the fit's donations; it may not add its own.
		return nil
	}
	m, seq, lv := p.res.Module, p.res.Sequence, p.res.Liveness
	total := p.donationTotal(lv)
	if total <= p.cfg.MemoryLimit {
		return nil // fits as it is: the caller keeps its arguments
	}
	ds, _, err := p.measureDonations(m, seq, lv)
	if err != nil || len(ds) == 0 {
		return err
	}
	// The stage before: the arena's figures of the module as it is, on
	// the footing of the plan's stages (Verdict adds what the donated
	// plan leaves outside its arena; the difference is added here).
	arena := liveness.Arena(p.cfg.Arena)
	if arena == "" {
		arena = liveness.All
	}
	final := p.finalPacking()
	l0, _ := lv.MaxLiveIn(arena)
	peak0 := l0
	if final != nil {
		if peak0, err = final(lv.Problem(arena)); err != nil {
			return err
		}
	}
	fixed0 := fixedBytes(lv)
	var chosen []remat.ArgDonation
	var donated []Donation
	dm, dlv := m, lv
	opt := p.livenessOptions()
	for _, d := range ds {
		next := remat.Donate(m, append(slices.Clone(chosen), d))
		nlv, err := liveness.Analyze(next, seq, opt)
		if err != nil {
			return fmt.Errorf("donating %s: %w", d.Name, err)
		}
		t := p.donationTotal(nlv)
		if t >= total {
			continue // with those already donated, it saves nothing more
		}
		dn := donation(d, total-t)
		dn.Applied = true
		chosen, donated, dm, dlv, total = append(chosen, d), append(donated, dn), next, nlv, t
		if total <= p.cfg.MemoryLimit {
			break
		}
	}
	if len(chosen) == 0 {
		return nil
	}
	st := &VerdictStage{Stage: StageModeled, Peak: peak0, LowerBound: l0}
	if !p.res.Modeled {
		st.Stage = StageAsWritten
	}
	if p.cfg.Arena == "temp" {
		extra := fixed0 - fixedBytes(dlv)
		st.Peak += extra
		st.LowerBound += extra
	}
	p.res.undonated = st
	p.res.Module, p.res.Liveness = dm, dlv
	p.res.Donations = donated
	return nil
}

// adviseDonations lists, for a memory limit the plan does not meet and
// the donate remedy not asked for, each argument whose donation would
// lower the plan's total, with the total it would then need (the
// verdict's figure less the saving, measured on the plan's own module
// and order).
func (p *pipeline) adviseDonations() error {
	r := p.res
	if p.cfg.donates() || p.cfg.MemoryLimit <= 0 || r.Remat == nil || r.Remat.Fits || r.Liveness == nil {
		return nil
	}
	ds, saved, err := p.measureDonations(r.Module, r.Sequence, r.Liveness)
	if err != nil {
		return err
	}
	// The verdict's figure (Verdict, which this step may not call: it
	// plans the module again for XLA:CPU's schedulers).
	needs := r.Stats.Peak + r.OutsideArena() + r.PinnedExcess()
	for k, d := range ds {
		dn := donation(d, saved[k])
		dn.Needs = needs - dn.Saved
		dn.Fits = dn.Needs <= p.cfg.MemoryLimit
		r.Donations = append(r.Donations, dn)
	}
	return nil
}

// DonatedArgnums returns what the caller passes to jax.jit for the
// arguments the plan donated: "donate_argnums=(0,)"; "" where it donated
// none or an argument's number is unknown.
func (r *Result) DonatedArgnums() string {
	var ds []remat.ArgDonation
	for _, d := range r.Donations {
		if d.Applied {
			ds = append(ds, remat.ArgDonation{Arg: d.Arg})
		}
	}
	if len(ds) == 0 {
		return ""
	}
	return remat.DonateArgnums(ds)
}
