package planner

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/planner-dev/planner/liveness"
)

// Grouping is what Result.PeakGroups groups the buffers live at the peak
// by.
type Grouping string

// The groupings: BySource and ByOp for PeakGroups, ByBuffer for Explain's
// list of single buffers.
const (
	ByBuffer Grouping = "buffer" // no grouping: one row per buffer
	BySource Grouping = "source" // source_file:line of the defining instruction
	ByOp     Grouping = "op"     // op_name without its last component
)

// ParseGrouping returns the Grouping named s: "buffer", "source" or "op".
func ParseGrouping(s string) (Grouping, error) {
	switch g := Grouping(s); g {
	case ByBuffer, BySource, ByOp:
		return g, nil
	}
	return "", fmt.Errorf("grouping %q: want buffer, source or op", s)
}

// PeakBuffers returns the buffers of the plan's arena live at the time of
// its L, largest first (ties by ID): ArenaPeak's list, as buffers.
func (r *Result) PeakBuffers() []*liveness.Buffer {
	_, _, peak := r.ArenaPeak()
	out := make([]*liveness.Buffer, len(peak))
	for n, i := range peak {
		out[n] = &r.Liveness.Buffers[i]
	}
	return out
}

// PeakGroup is the buffers live at the peak that share a GroupKey.
type PeakGroup struct {
	// Key is the group's source line, op_name prefix or bracketed name
	// (see GroupKey).
	Key string
	// Bytes and Padding add up the buffers' sizes and the padding the
	// layout adds to them.
	Bytes, Padding int64
	// Buffers are the group's buffers, largest first: Buffers[0] is the
	// largest.
	Buffers []*liveness.Buffer
}

// PeakGroups groups the buffers live at the peak (PeakBuffers) by source
// line or op_name prefix (see GroupKey), largest group first, ties by key.
// The groups' Bytes add up to L.
func (r *Result) PeakGroups(by Grouping) ([]PeakGroup, error) {
	if by != BySource && by != ByOp {
		return nil, fmt.Errorf("planner: PeakGroups by %q: want %q or %q", by, BySource, ByOp)
	}
	var groups []PeakGroup
	index := map[string]int{}
	for _, b := range r.PeakBuffers() {
		k := GroupKey(b, by)
		g, ok := index[k]
		if !ok {
			g = len(groups)
			index[k] = g
			groups = append(groups, PeakGroup{Key: k})
		}
		groups[g].Bytes += b.Size
		groups[g].Padding += PaddingBytes(r.Policy, b)
		groups[g].Buffers = append(groups[g].Buffers, b)
	}
	slices.SortStableFunc(groups, func(x, y PeakGroup) int {
		if c := cmp.Compare(y.Bytes, x.Bytes); c != 0 {
			return c
		}
		return strings.Compare(x.Key, y.Key)
	})
	return groups, nil
}

// GroupKey is what PeakGroups groups a buffer under: its defining
// instruction's source_file:line (BySource), or its op_name without the
// last component (ByOp: the JAX function that ran the primitive,
// "jit(f)/layer_3/mlp" for "jit(f)/layer_3/mlp/dot_general"). Both
// groupings put some buffers under a bracketed name, the same in both:
// entry parameters under "[parameter]" (a parameter's op_name is its
// pytree path, one per parameter; together they say how much the
// arguments hold), a copy that copy insertion made of an entry parameter
// under "[copy of parameter]", and a buffer whose instruction carries no
// such metadata under its opcode ("[fusion]"), so that a dump without
// metadata still groups into something readable.
func GroupKey(b *liveness.Buffer, by Grouping) string {
	if len(b.Values) == 0 {
		return "[none]"
	}
	v := b.Values[0]
	in := v.Instruction
	md := in.Meta()
	entryParam := in.Opcode == "parameter" && in.Parent != nil && in.Parent.IsEntry
	switch {
	case b.Kind == liveness.Parameter:
		return "[parameter]"
	case v.Copy && entryParam:
		return "[copy of parameter]"
	}
	switch by {
	case BySource:
		if s := Source(md); s != "" {
			return s
		}
	case ByOp:
		if md.OpName != "" {
			if i := strings.LastIndex(md.OpName, "/"); i > 0 {
				return md.OpName[:i]
			}
			return md.OpName
		}
	}
	return "[" + in.Opcode + "]"
}

// Explanation is what the planner's explain command shows, as data: the
// time the most bytes are live, what runs then, the buffers live (one by
// one or grouped) and the lower bound under each schedule. Its JSON and
// YAML are explain's --format json and yaml, documented in docs/commands.md (explain).
type Explanation struct {
	// Verdict is the plan's, as in Report.
	Verdict *Verdict `json:"verdict" yaml:"verdict"`
	Module  string   `json:"module" yaml:"module"`
	// Stage and Modeled are the Report's: the stage of the module handed
	// over, and for a lowered module planned as compiled, the figures as
	// written and modeled.
	Stage   string         `json:"stage" yaml:"stage"`
	Modeled *ReportModeled `json:"modeled,omitempty" yaml:"modeled,omitempty"`
	// Schedule is the schedule algorithm whose order was used; Layout and
	// Arena as in ReportConfig.
	Schedule string `json:"schedule" yaml:"schedule"`
	Layout   string `json:"layout" yaml:"layout"`
	Arena    string `json:"arena" yaml:"arena"`
	// LowerBound is L of the arena the plan packed, reached first at step
	// Time of Steps; Instruction is what runs then.
	LowerBound  int64               `json:"lower_bound" yaml:"lower_bound"`
	Time        int64               `json:"time" yaml:"time"`
	Steps       int64               `json:"steps" yaml:"steps"`
	Instruction *ExplainInstruction `json:"instruction,omitempty" yaml:"instruction,omitempty"`
	// Peak, Ratio and Algorithm are the plan's (see ReportStats).
	Peak      int64   `json:"peak" yaml:"peak"`
	Ratio     float64 `json:"ratio" yaml:"ratio"`
	Algorithm string  `json:"algorithm" yaml:"algorithm"`
	// By is the grouping; LiveBuffers the number of buffers live at Time.
	By          Grouping `json:"by" yaml:"by"`
	LiveBuffers int      `json:"live_buffers" yaml:"live_buffers"`
	// Buffers (By "buffer") or Groups (otherwise) are the rows, largest
	// first, at most top of them; Rest counts the rows left out.
	Buffers []ExplainBuffer `json:"buffers,omitempty" yaml:"buffers,omitempty"`
	Groups  []ExplainGroup  `json:"groups,omitempty" yaml:"groups,omitempty"`
	Rest    *ExplainRest    `json:"rest,omitempty" yaml:"rest,omitempty"`
	// Schedules is L under each schedule algorithm tried.
	Schedules []ExplainSchedule `json:"schedules" yaml:"schedules"`
	// FastMemory sums up the two-level plan, as explain's text does;
	// absent without a fast memory.
	FastMemory *ExplainFastMemory `json:"fast_memory,omitempty" yaml:"fast_memory,omitempty"`
}

// ExplainFastMemory is the summary of a two-level plan: the fast memory's
// capacity and packed size, its copies, the bytes read and written in
// each level and the estimated times (see ReportFastMemory).
type ExplainFastMemory struct {
	Capacity         int64                  `json:"capacity" yaml:"capacity"`
	Peak             int64                  `json:"peak" yaml:"peak"`
	Prefetches       int                    `json:"prefetches" yaml:"prefetches"`
	Evictions        int                    `json:"evictions" yaml:"evictions"`
	BytesFromFast    int64                  `json:"bytes_from_fast" yaml:"bytes_from_fast"`
	BytesFromSlow    int64                  `json:"bytes_from_slow" yaml:"bytes_from_slow"`
	EstimatedSeconds ReportEstimatedSeconds `json:"estimated_seconds" yaml:"estimated_seconds"`
}

// ExplainInstruction is the instruction running at the time of L.
type ExplainInstruction struct {
	Name   string `json:"name" yaml:"name"`
	OpName string `json:"op_name,omitempty" yaml:"op_name,omitempty"`
	Source string `json:"source,omitempty" yaml:"source,omitempty"`
}

// ExplainBuffer is one buffer live at the time of L.
type ExplainBuffer struct {
	ID int `json:"id" yaml:"id"`
	// Value is the value that defines the buffer (for a buffer copy
	// insertion made, the value copied, also in CopyOf); Shares the
	// number of other values sharing it.
	Value   string `json:"value" yaml:"value"`
	Shares  int    `json:"shares,omitempty" yaml:"shares,omitempty"`
	Shape   string `json:"shape" yaml:"shape"`
	Bytes   int64  `json:"bytes" yaml:"bytes"`
	Padding int64  `json:"padding" yaml:"padding"`
	Kind    string `json:"kind" yaml:"kind"`
	Source  string `json:"source,omitempty" yaml:"source,omitempty"`
	OpName  string `json:"op_name,omitempty" yaml:"op_name,omitempty"`
	CopyOf  string `json:"copy_of,omitempty" yaml:"copy_of,omitempty"`
}

// ExplainGroup is one group of PeakGroups: its key, bytes, share of L,
// padding, number of buffers and largest buffer.
type ExplainGroup struct {
	Key     string        `json:"key" yaml:"key"`
	Bytes   int64         `json:"bytes" yaml:"bytes"`
	Share   float64       `json:"share" yaml:"share"`
	Padding int64         `json:"padding" yaml:"padding"`
	Buffers int           `json:"buffers" yaml:"buffers"`
	Largest ExplainBuffer `json:"largest" yaml:"largest"`
}

// ExplainRest counts the rows a limit left out and their bytes.
type ExplainRest struct {
	Rows  int   `json:"rows" yaml:"rows"`
	Bytes int64 `json:"bytes" yaml:"bytes"`
}

// ExplainSchedule is L under one schedule algorithm; Chosen marks the one
// the plan used, Error one that failed.
type ExplainSchedule struct {
	Algorithm  string `json:"algorithm" yaml:"algorithm"`
	LowerBound int64  `json:"lower_bound" yaml:"lower_bound"`
	Chosen     bool   `json:"chosen,omitempty" yaml:"chosen,omitempty"`
	Error      string `json:"error,omitempty" yaml:"error,omitempty"`
}

// Explain returns what is live at the time of L, by buffer or grouped
// (PeakGroups), with at most top rows (0: all), and L under every
// schedule algorithm: Result.Schedules, or when a schedule was named
// (Schedules is nil) or best stopped an order that could not win
// (ScheduleCost.Stopped) the lower bounds CompareSchedules measures.
func (r *Result) Explain(by Grouping, top int) (*Explanation, error) {
	if top < 0 {
		return nil, fmt.Errorf("planner: Explain: top %d: want 0 or more", top)
	}
	if _, err := ParseGrouping(string(by)); err != nil {
		return nil, fmt.Errorf("planner: Explain: %v", err)
	}
	lv := r.Liveness
	l, t, peak := r.ArenaPeak()
	e := &Explanation{
		Verdict: r.Verdict(),
		Stage:   r.Stage, Modeled: r.reportModeled(),
		Module: r.Module.Name, Schedule: r.Schedule, Layout: r.Policy.Name, Arena: r.Config.Arena,
		LowerBound: l, Time: t, Steps: lv.Steps,
		Peak: r.Stats.Peak, Ratio: round6(r.Stats.Ratio), Algorithm: r.Solution.Algorithm,
		By: by, LiveBuffers: len(peak),
	}
	if t >= 0 && int(t) < len(lv.Timeline) && lv.Timeline[t] != nil && l > 0 {
		in := lv.Timeline[t]
		e.Instruction = &ExplainInstruction{Name: in.Name, OpName: in.Meta().OpName, Source: Source(in.Meta())}
	}
	copies := CopiesOf(lv)
	rest := func(rows int, bytes int64) {
		if e.Rest == nil {
			e.Rest = &ExplainRest{}
		}
		e.Rest.Rows += rows
		e.Rest.Bytes += bytes
	}
	if by == ByBuffer {
		for n, b := range r.PeakBuffers() {
			if top > 0 && n >= top {
				rest(1, b.Size)
				continue
			}
			e.Buffers = append(e.Buffers, r.explainBuffer(b, copies))
		}
	} else {
		groups, err := r.PeakGroups(by)
		if err != nil {
			return nil, err
		}
		for n, g := range groups {
			if top > 0 && n >= top {
				rest(1, g.Bytes)
				continue
			}
			share := 0.0
			if l > 0 {
				share = round6(float64(g.Bytes) / float64(l))
			}
			e.Groups = append(e.Groups, ExplainGroup{Key: g.Key, Bytes: g.Bytes, Share: share, Padding: g.Padding,
				Buffers: len(g.Buffers), Largest: r.explainBuffer(g.Buffers[0], copies)})
		}
	}
	if fm := r.FastMemory; fm != nil {
		e.FastMemory = &ExplainFastMemory{Capacity: fm.Capacity, Peak: fm.Peak, Prefetches: fm.Prefetches, Evictions: fm.Evictions,
			BytesFromFast: fm.BytesFast, BytesFromSlow: fm.BytesSlow,
			EstimatedSeconds: ReportEstimatedSeconds{AllSlow: fm.AllSlow, Planned: fm.Planned, Bound: fm.Bound, BoundFit: fm.BoundFit}}
	}
	scheds := r.Schedules
	if scheds == nil || stoppedSchedules(scheds) {
		var err error
		if scheds, err = CompareSchedules(r.Module, r.Config); err != nil {
			return nil, err
		}
	}
	for _, c := range scheds {
		s := ExplainSchedule{Algorithm: c.Algorithm, LowerBound: c.LowerBound, Chosen: c.Algorithm == r.Schedule}
		if c.Err != nil {
			s.Error, s.Chosen = c.Err.Error(), false
		}
		e.Schedules = append(e.Schedules, s)
	}
	return e, nil
}

// explainBuffer is b as a row of an Explanation.
func (r *Result) explainBuffer(b *liveness.Buffer, copies map[int]string) ExplainBuffer {
	eb := ExplainBuffer{ID: b.ID, Shape: ShapeString(b.Shape), Bytes: b.Size, Padding: PaddingBytes(r.Policy, b),
		Kind: b.Kind.String(), CopyOf: copies[b.ID]}
	if len(b.Values) > 0 {
		v := b.Values[0]
		eb.Value = ValueName(v)
		eb.Shares = len(b.Values) - 1
		eb.Source = Source(v.Instruction.Meta())
		eb.OpName = v.Instruction.Meta().OpName
	}
	return eb
}
