package planner

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
	// LowerBound is what any plan needs, when the limit is not met.
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
	for _, c := range f.Changes {
		out.Changes = append(out.Changes, ReportChange{Kind: c.Kind, Value: c.Value, Computation: c.Computation, Replacement: c.Clone,
			Shape: c.Shape, Bytes: c.Bytes, Saved: c.Saved, Flops: c.Flops, Moved: c.Moved, Seconds: c.Seconds,
			OpName: c.OpName, Source: c.Source})
	}
	return out
}
