package planner

import (
	"github.com/planner-dev/planner/liveness"
	"github.com/planner-dev/planner/memspace"
)

// ReportFastMemory is the two-level part of a plan: the fast memory's
// size and use, the copies, and the estimated times.
type ReportFastMemory struct {
	Capacity   int64 `json:"capacity" yaml:"capacity"`
	Peak       int64 `json:"peak" yaml:"peak"`
	Prefetches int   `json:"prefetches" yaml:"prefetches"`
	Evictions  int   `json:"evictions" yaml:"evictions"`
	// BytesFromFast and BytesFromSlow add up the bytes instructions read
	// and write in each level under the plan.
	BytesFromFast    int64                  `json:"bytes_from_fast" yaml:"bytes_from_fast"`
	BytesFromSlow    int64                  `json:"bytes_from_slow" yaml:"bytes_from_slow"`
	EstimatedSeconds ReportEstimatedSeconds `json:"estimated_seconds" yaml:"estimated_seconds"`
	Target           ReportTarget           `json:"target" yaml:"target"`
	// Buffers are the buffers with fast intervals that the top-level
	// buffers do not list: those that sit only in fast memory (produced and
	// dead there, or S(1) in the input), in no slow arena, and with the
	// arena "temp" the parameters, constants and outputs kept outside it.
	Buffers []ReportFastBuffer `json:"buffers" yaml:"buffers"`
	// Copies are the prefetches and evictions, by issue step.
	Copies []ReportCopy `json:"copies" yaml:"copies"`
}

// ReportEstimatedSeconds are the cost model's times: every access from slow
// memory, the plan (copy stalls included), and every access from fast
// memory with free copies (a lower bound on any plan), and BoundFit, a
// lower bound on any plan at this capacity (memspace.Assignment.BoundFit:
// only what fits together is fast, and the copy channel's time).
type ReportEstimatedSeconds struct {
	AllSlow  float64 `json:"all_slow" yaml:"all_slow"`
	Planned  float64 `json:"planned" yaml:"planned"`
	Bound    float64 `json:"bound" yaml:"bound"`
	BoundFit float64 `json:"bound_fit" yaml:"bound_fit"`
}

// ReportTarget are the cost model's figures.
type ReportTarget struct {
	Name          string  `json:"name" yaml:"name"`
	PeakFlops     float64 `json:"peak_flops" yaml:"peak_flops"`
	SlowBandwidth float64 `json:"slow_bandwidth" yaml:"slow_bandwidth"`
	FastBandwidth float64 `json:"fast_bandwidth" yaml:"fast_bandwidth"`
	CopyBandwidth float64 `json:"copy_bandwidth" yaml:"copy_bandwidth"`
	CopyLatency   float64 `json:"copy_latency" yaml:"copy_latency"`
	MaxCopies     int     `json:"max_copies" yaml:"max_copies"`
}

// ReportInterval is a half-open stretch of time steps [start, end) a
// buffer sits in fast memory at offset.
type ReportInterval struct {
	Start  int64 `json:"start" yaml:"start"`
	End    int64 `json:"end" yaml:"end"`
	Offset int64 `json:"offset" yaml:"offset"`
}

// ReportFastBuffer is a buffer that sits only in fast memory.
type ReportFastBuffer struct {
	ID           int              `json:"id" yaml:"id"`
	Value        string           `json:"value" yaml:"value"`
	Shape        string           `json:"shape" yaml:"shape"`
	Bytes        int64            `json:"bytes" yaml:"bytes"`
	Align        int64            `json:"align" yaml:"align"`
	Start        int64            `json:"start" yaml:"start"`
	End          int64            `json:"end" yaml:"end"`
	Kind         string           `json:"kind" yaml:"kind"`
	Fast         []ReportInterval `json:"fast" yaml:"fast"`
	DoubleBuffer bool             `json:"double_buffer,omitempty" yaml:"double_buffer,omitempty"`
}

// ReportCopy is one asynchronous copy: issued at the start of step issue,
// due before step deadline starts; the seconds are its times in the
// simulation of the plan (head_start: the part a double buffer copied in
// the previous iteration).
type ReportCopy struct {
	Buffer          int     `json:"buffer" yaml:"buffer"`
	Kind            string  `json:"kind" yaml:"kind"`
	Bytes           int64   `json:"bytes" yaml:"bytes"`
	Issue           int64   `json:"issue" yaml:"issue"`
	Deadline        int64   `json:"deadline" yaml:"deadline"`
	DoubleBuffer    bool    `json:"double_buffer,omitempty" yaml:"double_buffer,omitempty"`
	StartSeconds    float64 `json:"start_seconds" yaml:"start_seconds"`
	DoneSeconds     float64 `json:"done_seconds" yaml:"done_seconds"`
	DeadlineSeconds float64 `json:"deadline_seconds" yaml:"deadline_seconds"`
	HeadStart       float64 `json:"head_start_seconds,omitempty" yaml:"head_start_seconds,omitempty"`
}

func reportIntervals(iv []memspace.Interval) []ReportInterval {
	var out []ReportInterval
	for _, x := range iv {
		out = append(out, ReportInterval{x.Start, x.End, x.Offset})
	}
	return out
}

// reportFastMemory adds the two-level plan to rep.
func (r *Result) reportFastMemory(rep *Report) {
	fm := r.FastMemory
	if fm == nil {
		return
	}
	for k, li := range r.Buffers {
		rep.Buffers[k].Fast = reportIntervals(fm.Fast[li])
		rep.Buffers[k].DoubleBuffer = fm.Double[li]
	}
	t := r.Target
	out := &ReportFastMemory{
		Capacity: fm.Capacity, Peak: fm.Peak, Prefetches: fm.Prefetches, Evictions: fm.Evictions,
		BytesFromFast: fm.BytesFast, BytesFromSlow: fm.BytesSlow,
		EstimatedSeconds: ReportEstimatedSeconds{AllSlow: fm.AllSlow, Planned: fm.Planned, Bound: fm.Bound, BoundFit: fm.BoundFit},
		Target: ReportTarget{Name: t.Name, PeakFlops: t.PeakFlops, SlowBandwidth: t.SlowBandwidth,
			FastBandwidth: t.FastBandwidth, CopyBandwidth: t.CopyBandwidth, CopyLatency: t.CopyLatency, MaxCopies: t.MaxCopies},
		Buffers: []ReportFastBuffer{},
		Copies:  []ReportCopy{},
	}
	inArena := make(map[int]bool, len(r.Buffers))
	for _, li := range r.Buffers {
		inArena[li] = true
	}
	for i := range r.Liveness.Buffers {
		if inArena[i] || !fm.FastOnly[i] && len(fm.Fast[i]) == 0 {
			continue
		}
		b := &r.Liveness.Buffers[i]
		fb := ReportFastBuffer{ID: b.ID, Shape: ShapeString(b.Shape), Bytes: b.Size, Align: b.Align,
			Start: b.Start, End: b.End, Kind: b.Kind.String(), Fast: reportIntervals(fm.Fast[i]), DoubleBuffer: fm.Double[i]}
		if len(b.Values) > 0 {
			fb.Value = ValueName(b.Values[0])
		}
		out.Buffers = append(out.Buffers, fb)
	}
	for _, c := range fm.Copies {
		out.Copies = append(out.Copies, ReportCopy{Buffer: c.Buffer, Kind: c.Kind, Bytes: c.Bytes, Issue: c.Issue,
			Deadline: c.Deadline, DoubleBuffer: c.Double, StartSeconds: c.StartSeconds, DoneSeconds: c.DoneSeconds,
			DeadlineSeconds: c.DeadlineSeconds, HeadStart: c.HeadStart})
	}
	rep.FastMemory = out
}

// FastPlan returns a report's two-level plan in the form memspace.Verify
// checks, and whether the report has one.
func (rep *Report) FastPlan() (memspace.Plan, bool) {
	fm := rep.FastMemory
	if fm == nil {
		return memspace.Plan{}, false
	}
	p := memspace.Plan{Capacity: fm.Capacity, Peak: fm.Peak, Prefetches: fm.Prefetches, Evictions: fm.Evictions,
		CopyBandwidth: fm.Target.CopyBandwidth, CopyLatency: fm.Target.CopyLatency, MaxCopies: fm.Target.MaxCopies}
	add := func(id int, start, end, bytes, align int64, double bool, kind string, fast []ReportInterval) {
		if len(fast) == 0 {
			return
		}
		pb := memspace.PlanBuffer{ID: id, Start: start, End: end, Size: bytes, Align: align, Double: double,
			InSlow: kind == liveness.Parameter.String() || kind == liveness.Constant.String()}
		for _, iv := range fast {
			pb.Fast = append(pb.Fast, memspace.Interval{Start: iv.Start, End: iv.End, Offset: iv.Offset})
		}
		p.Buffers = append(p.Buffers, pb)
	}
	for _, b := range rep.Buffers {
		add(b.ID, b.Start, b.End, b.Bytes, b.Align, b.DoubleBuffer, b.Kind, b.Fast)
	}
	for _, b := range fm.Buffers {
		add(b.ID, b.Start, b.End, b.Bytes, b.Align, b.DoubleBuffer, b.Kind, b.Fast)
	}
	for _, c := range fm.Copies {
		p.Copies = append(p.Copies, memspace.Copy{Buffer: c.Buffer, Kind: c.Kind, Bytes: c.Bytes, Issue: c.Issue,
			Deadline: c.Deadline, Double: c.DoubleBuffer, StartSeconds: c.StartSeconds, DoneSeconds: c.DoneSeconds,
			DeadlineSeconds: c.DeadlineSeconds, HeadStart: c.HeadStart})
	}
	return p, true
}
