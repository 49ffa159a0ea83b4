package planner

import "github.com/planner-dev/planner/remat"

// ReportRemat is the remat step in a report: the limit, whether the plan
// fits it, every rematerialization and offload, and the totals.
type ReportRemat struct {
	Limit       int64          `json:"limit" yaml:"limit"`
	Fits        bool           `json:"fits" yaml:"fits"`
	InitialPeak int64          `json:"initial_peak" yaml:"initial_peak"`
	Peak        int64          `json:"peak" yaml:"peak"`
	Changes     []ReportChange `json:"changes" yaml:"changes"`
	// Flops, Moved and Seconds add up the changes; StepFlops and
	// StepSeconds are one run of the unchanged program.
	Flops       float64 `json:"flops_recomputed" yaml:"flops_recomputed"`
	Moved       int64   `json:"bytes_moved" yaml:"bytes_moved"`
	Seconds     float64 `json:"seconds_added" yaml:"seconds_added"`
	StepFlops   float64 `json:"step_flops" yaml:"step_flops"`
	StepSeconds float64 `json:"step_seconds" yaml:"step_seconds"`
	// LowerBound is what any plan needs, in any order (unlike the
	// verdict's L, which holds for the plan's order), when the limit is
	// not met.
	// SmallestLimit is the smallest limit a fit was found for, when the
	// limit is not met (remat.SmallestLimit). Both are on the verdict's
	// footing, as the text prints them and --memory-limit takes them: with
	// the arena "temp", XLA's total (the arena's figure plus
	// Verdict.OutsideArena). Limit, InitialPeak and Peak are the arena's,
	// as stats.peak is.
	LowerBound    int64 `json:"lower_bound,omitempty" yaml:"lower_bound,omitempty"`
	SmallestLimit int64 `json:"smallest_limit,omitempty" yaml:"smallest_limit,omitempty"`
	// XLAFlags is the XLA_FLAGS setting the module --emit-hlo writes
	// needs for the plan's order and clones to reach the compile
	// (Result.XLAFlags; "" when none is known for the target). XLATotal
	// is the total the plan models for that compile (arguments + outputs
	// + temp, as memory_analysis() adds them up; the one arena's peak
	// with the arena "all"), XLADefaultTotal the same without the flags:
	// the clones merged back, the input's.
	XLAFlags        string `json:"xla_flags,omitempty" yaml:"xla_flags,omitempty"`
	XLATotal        int64  `json:"xla_total,omitempty" yaml:"xla_total,omitempty"`
	XLADefaultTotal int64  `json:"xla_default_total,omitempty" yaml:"xla_default_total,omitempty"`
	// InputXLAFlags is the XLA_FLAGS setting for the module as given,
	// compiled without the rewrite (Result.InputXLAFlags): XLAFlags is for
	// the module --emit-hlo writes only, and applied to the input it can
	// cost memory. InputXLATotal is the total modeled under it.
	InputXLAFlags string `json:"input_xla_flags,omitempty" yaml:"input_xla_flags,omitempty"`
	InputXLATotal int64  `json:"input_xla_total,omitempty" yaml:"input_xla_total,omitempty"`
	// Tried, Bound, PeakStep and PeakAllocations are present when the
	// limit is not met (Fits false), as the out-of-memory report writes
	// them: what the step tried, why no plan needs less than LowerBound,
	// and the largest allocations at the peak step with their remedies.
	Tried           *ReportTried       `json:"tried,omitempty" yaml:"tried,omitempty"`
	Bound           *ReportBound       `json:"bound,omitempty" yaml:"bound,omitempty"`
	PeakStep        int64              `json:"peak_step,omitempty" yaml:"peak_step,omitempty"`
	PeakAllocations []ReportAllocation `json:"peak_allocations,omitempty" yaml:"peak_allocations,omitempty"`
	// JAX is what to write in the JAX program, absent when the report
	// offers nothing (the text's "What to write in JAX").
	JAX *ReportJAX `json:"jax,omitempty" yaml:"jax,omitempty"`
}

// ReportChange is one rematerialization or offload.
type ReportChange struct {
	Kind        string  `json:"kind" yaml:"kind"`
	Value       string  `json:"value" yaml:"value"`
	Computation string  `json:"computation" yaml:"computation"`
	Replacement string  `json:"replacement" yaml:"replacement"`
	Shape       string  `json:"shape" yaml:"shape"`
	Bytes       int64   `json:"bytes" yaml:"bytes"`
	Saved       int64   `json:"bytes_saved_at_peak" yaml:"bytes_saved_at_peak"`
	Flops       float64 `json:"flops_recomputed" yaml:"flops_recomputed"`
	Moved       int64   `json:"bytes_moved" yaml:"bytes_moved"`
	Seconds     float64 `json:"seconds_added" yaml:"seconds_added"`
	// OpName and Source say where the user wrote the value (metadata).
	OpName string `json:"op_name,omitempty" yaml:"op_name,omitempty"`
	Source string `json:"source,omitempty" yaml:"source,omitempty"`
}

// rematReport returns the report of the remat step, nil without a limit.
func (r *Result) rematReport() *ReportRemat {
	f := r.Remat
	if f == nil {
		return nil
	}
	out := &ReportRemat{Limit: f.Limit, Fits: f.Fits, InitialPeak: f.InitialPeak, Peak: f.Peak, Changes: []ReportChange{},
		Flops: f.Flops, Moved: f.Moved, Seconds: f.Seconds, StepFlops: f.StepFlops, StepSeconds: f.StepSeconds}
	if f.Bound != nil {
		out.LowerBound = f.Bound.Bytes + r.OutsideArena()
	}
	if f.Advice != nil && f.Advice.Smallest > 0 {
		out.SmallestLimit = f.Advice.Smallest + r.OutsideArena()
	}
	if out.XLAFlags = r.XLAFlags(); out.XLAFlags != "" {
		out.XLATotal, out.XLADefaultTotal = r.XLATotals()
		out.InputXLAFlags, out.InputXLATotal, _ = r.InputXLAFlags()
	}
	if !f.Fits {
		r.missReport(out)
	}
	out.JAX = r.jaxReport()
	for _, c := range f.Changes {
		out.Changes = append(out.Changes, ReportChange{Kind: c.Kind, Value: c.Value, Computation: c.Computation, Replacement: c.Clone,
			Shape: c.Shape, Bytes: c.Bytes, Saved: c.Saved, Flops: c.Flops, Moved: c.Moved, Seconds: c.Seconds,
			OpName: c.OpName, Source: c.Source})
	}
	return out
}

// ReportTried is what the remat step tried for a limit it did not meet,
// as the out-of-memory report says it: the remedies it could use, the
// order its changes were made in, how many it kept and in how many
// rounds, and the peak the search for the smallest fitting limit started
// from.
type ReportTried struct {
	// Remedies are the changes the step could make, in the order
	// recompute, offload, reorder, donate: --remedies, or the target's
	// defaults (no offload for cpu, no donate unless named).
	Remedies []string `json:"remedies" yaml:"remedies"`
	// Order is the schedule algorithm whose order the changes were made
	// in; Changes counts the changes kept, Rounds the rounds run.
	Order   string `json:"order" yaml:"order"`
	Changes int    `json:"changes" yaml:"changes"`
	Rounds  int    `json:"rounds" yaml:"rounds"`
	// SearchedFrom is the peak the smallest-limit search bisected down
	// from (the stage before the changes; on the verdict's footing), 0
	// when no search ran.
	SearchedFrom int64 `json:"searched_from,omitempty" yaml:"searched_from,omitempty"`
}

// ReportBound is why no plan needs less than remat.lower_bound, on the
// verdict's footing: what lies outside the arena, the buffers no change
// can shorten, and the instruction whose operands and result are live
// together (or the pair it reads together), as the out-of-memory report
// adds it up.
type ReportBound struct {
	Bytes        int64 `json:"bytes" yaml:"bytes"`
	OutsideArena int64 `json:"outside_arena_bytes,omitempty" yaml:"outside_arena_bytes,omitempty"`
	Pinned       int64 `json:"pinned_bytes" yaml:"pinned_bytes"`
	Working      int64 `json:"working_bytes" yaml:"working_bytes"`
	// Instruction is "" when the program's outputs at the end set the
	// bound; Pair names two operands it reads together, when set.
	Instruction string   `json:"instruction,omitempty" yaml:"instruction,omitempty"`
	Pair        []string `json:"pair,omitempty" yaml:"pair,omitempty"`
	// Proves is true when the bound is above the limit: no change
	// within the remedies can meet it.
	Proves bool `json:"proves_no_fit" yaml:"proves_no_fit"`
}

// ReportAllocation is one of the largest allocations at the peak of a
// plan that does not meet its limit, with what could be done about it.
type ReportAllocation struct {
	Value    string         `json:"value" yaml:"value"`
	Opcode   string         `json:"opcode" yaml:"opcode"`
	Shape    string         `json:"shape" yaml:"shape"`
	Bytes    int64          `json:"bytes" yaml:"bytes"`
	Padding  int64          `json:"padding_bytes" yaml:"padding_bytes"`
	Kind     string         `json:"kind" yaml:"kind"`
	OpName   string         `json:"op_name,omitempty" yaml:"op_name,omitempty"`
	Source   string         `json:"source,omitempty" yaml:"source,omitempty"`
	Remedies []ReportRemedy `json:"remedies" yaml:"remedies"`
}

// ReportRemedy is one change that could shrink an allocation at the peak
// (Kind "recompute", "offload" or "scan"), or "none" with Why.
type ReportRemedy struct {
	Kind    string  `json:"kind" yaml:"kind"`
	Value   string  `json:"value,omitempty" yaml:"value,omitempty"`
	Saved   int64   `json:"bytes_saved_at_peak,omitempty" yaml:"bytes_saved_at_peak,omitempty"`
	Flops   float64 `json:"flops_recomputed,omitempty" yaml:"flops_recomputed,omitempty"`
	Moved   int64   `json:"bytes_moved,omitempty" yaml:"bytes_moved,omitempty"`
	Seconds float64 `json:"seconds_added,omitempty" yaml:"seconds_added,omitempty"`
	Why     string  `json:"why,omitempty" yaml:"why,omitempty"`
}

// ReportJAX is what to change in the JAX program behind the module
// (remat.Advise), the figures on the verdict's footing: the
// jax.checkpoint policy the fit's recomputations follow (of the smallest
// fit found, when the limit is not met), the scans whose stacked
// residuals a checkpointed scan would shrink, the parameters read last
// before the peak, and the share of the batch that would fit. The
// arguments whose donation would lower the figure are the verdict's
// donations; the smallest limit is remat.smallest_limit.
type ReportJAX struct {
	// Policy is a jax.checkpoint_policies name; Scope the op_name prefix
	// to wrap in jax.checkpoint; Recomputed the op_names recomputed, Save
	// those to name with checkpoint_name (save_only_these_names); Saved
	// the bytes the recomputations take off the peaks they target.
	Policy     string   `json:"checkpoint_policy,omitempty" yaml:"checkpoint_policy,omitempty"`
	Scope      string   `json:"checkpoint_scope,omitempty" yaml:"checkpoint_scope,omitempty"`
	Recomputed []string `json:"recomputed,omitempty" yaml:"recomputed,omitempty"`
	Save       []string `json:"save,omitempty" yaml:"save,omitempty"`
	Saved      int64    `json:"checkpoint_saved_bytes,omitempty" yaml:"checkpoint_saved_bytes,omitempty"`
	// Peak is the peak of the fit the advice follows.
	Peak      int64             `json:"peak" yaml:"peak"`
	Scans     []ReportScan      `json:"scans,omitempty" yaml:"scans,omitempty"`
	Donations []ReportReadFirst `json:"donate_read_before_peak,omitempty" yaml:"donate_read_before_peak,omitempty"`
	// Batch is the share of the batch that would fit the limit, 0 when
	// none is offered.
	Batch float64 `json:"batch_fraction,omitempty" yaml:"batch_fraction,omitempty"`
}

// ReportScan is a lax.scan whose stacked residuals a checkpointed body
// (Checkpoint bytes kept) or nested scans of K steps (Nested kept) would
// shrink, each recomputing the loop's forward pass once more (Seconds).
type ReportScan struct {
	While      string  `json:"while" yaml:"while"`
	OpName     string  `json:"op_name,omitempty" yaml:"op_name,omitempty"`
	Trips      int64   `json:"trips" yaml:"trips"`
	Stacked    int64   `json:"stacked_bytes" yaml:"stacked_bytes"`
	Carry      int64   `json:"carry_bytes" yaml:"carry_bytes"`
	Checkpoint int64   `json:"checkpoint_bytes" yaml:"checkpoint_bytes"`
	K          int64   `json:"nested_steps" yaml:"nested_steps"`
	Nested     int64   `json:"nested_bytes" yaml:"nested_bytes"`
	Seconds    float64 `json:"seconds_added" yaml:"seconds_added"`
}

// ReportReadFirst is an entry parameter read last before the peak, whose
// donation would let an output take its buffer (Saved at the peak).
type ReportReadFirst struct {
	Param  int    `json:"param" yaml:"param"`
	Name   string `json:"name" yaml:"name"`
	OpName string `json:"op_name,omitempty" yaml:"op_name,omitempty"`
	// Argument is the JAX argument the parameter is a leaf of ("params"),
	// Argnums what jax.jit takes to donate it ("donate_argnums=(0,)"):
	// jax donates whole arguments, every leaf of the pytree, and the
	// parameter number is not the argument's (remat.ArgOf). Both are
	// absent where the parameters carry no argument paths.
	Argument string `json:"argument,omitempty" yaml:"argument,omitempty"`
	Argnums  string `json:"argnums,omitempty" yaml:"argnums,omitempty"`
	Bytes    int64  `json:"bytes" yaml:"bytes"`
	Saved    int64  `json:"saved_bytes" yaml:"saved_bytes"`
}

// rematRemedies returns the remedies the remat step could use under cfg,
// in a fixed order.
func rematRemedies(cfg Config) []string {
	out := []string{}
	for _, k := range []string{"recompute", "offload", "reorder"} {
		if cfg.remedy(k) && (k != "offload" || remat.HostMemory(cfg.targetName())) {
			out = append(out, k)
		}
	}
	if cfg.donates() {
		out = append(out, "donate")
	}
	return out
}

// missReport fills the parts of out that only a limit not met has: what
// was tried, the bound's terms and the largest allocations at the peak,
// as the out-of-memory report writes them.
func (r *Result) missReport(out *ReportRemat) {
	f := r.Remat
	outside := r.OutsideArena()
	out.Tried = &ReportTried{Remedies: rematRemedies(r.Config), Order: r.Schedule, Changes: len(f.Changes), Rounds: f.Rounds}
	if f.Advice != nil && f.Advice.Smallest > 0 {
		out.Tried.SearchedFrom = f.InitialPeak + outside
	}
	if b := f.Bound; b != nil {
		rb := &ReportBound{Bytes: b.Bytes + outside, OutsideArena: outside, Pinned: b.Pinned, Working: b.Working,
			Instruction: b.Instruction, Proves: b.Bytes > f.Limit}
		if b.Pair[0] != "" {
			rb.Pair = []string{b.Pair[0], b.Pair[1]}
		}
		out.Bound = rb
	}
	lv := r.Liveness
	if f.PeakLiveness != nil {
		lv = f.PeakLiveness
	}
	out.PeakStep = f.PeakStep
	out.PeakAllocations = []ReportAllocation{}
	for _, rem := range f.Remedies {
		b := &lv.Buffers[rem.Buffer]
		in := b.Values[0].Instruction
		a := ReportAllocation{Value: ValueName(b.Values[0]), Opcode: in.Opcode, Shape: ShapeString(b.Shape), Bytes: rem.Bytes,
			Padding: min(PaddingBytes(r.Policy, b), rem.Bytes), Kind: b.Kind.String(), OpName: in.Meta().OpName,
			Source: Source(in.Meta()), Remedies: []ReportRemedy{}}
		for _, c := range []struct {
			kind string
			c    *remat.Change
		}{{"recompute", rem.Recompute}, {"offload", rem.Offload}, {"scan", rem.Scan}} {
			if c.c != nil {
				a.Remedies = append(a.Remedies, ReportRemedy{Kind: c.kind, Value: c.c.Value, Saved: c.c.Saved,
					Flops: c.c.Flops, Moved: c.c.Moved, Seconds: c.c.Seconds})
			}
		}
		if rem.Why != "" {
			a.Remedies = append(a.Remedies, ReportRemedy{Kind: "none", Why: rem.Why})
		}
		out.PeakAllocations = append(out.PeakAllocations, a)
	}
}

// jaxReport returns the advice of the remat step in the user's terms, nil
// where the text report writes none (writeJAX in cmd/planner).
func (r *Result) jaxReport() *ReportJAX {
	f := r.Remat
	a := f.Advice
	batch := a != nil && a.Batch > 0 && a.Batch < 1
	if a == nil || a.Policy == "" && len(a.Scans) == 0 && len(a.Donations) == 0 && !batch {
		return nil
	}
	out := &ReportJAX{Policy: a.Policy, Scope: a.Scope, Recomputed: a.Recomputed, Save: a.Save, Saved: a.Saved,
		Peak: a.Peak + r.OutsideArena()}
	for _, s := range a.Scans {
		out.Scans = append(out.Scans, ReportScan{While: s.While, OpName: s.OpName, Trips: s.Trips, Stacked: s.Stacked, Carry: s.Carry,
			Checkpoint: s.Checkpoint, K: s.K, Nested: s.Nested, Seconds: s.Seconds})
	}
	for _, d := range a.Donations {
		rf := ReportReadFirst{Param: d.Param, Name: d.Name, OpName: d.OpName, Bytes: d.Bytes, Saved: d.Saved}
		if name, arg := r.ArgOf(d.Param); arg >= 0 {
			rf.Argument, rf.Argnums = name, remat.DonateArgnums([]remat.ArgDonation{{Arg: arg}})
		}
		out.Donations = append(out.Donations, rf)
	}
	if batch {
		out.Batch = round6(a.Batch)
	}
	return out
}

// ArgOf returns the JAX argument entry parameter param is a leaf of, its
// name ("params") and its position, the number donate_argnums takes; arg
// is -1 where the parameters carry no argument paths (remat.ArgOf). The
// parameters are the module's as given: the entry's of Original where
// the fit rewrote it.
func (r *Result) ArgOf(param int) (name string, arg int) {
	m := r.Original
	if m == nil {
		m = r.Module
	}
	return remat.ArgOf(m, param)
}
