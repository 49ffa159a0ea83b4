// What each candidate remedy would save at the peak of a plan that does
// not fit: the answer an out-of-memory report owes its reader.

package remat

import (
	"fmt"
	"slices"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/liveness"
)

// loopState reports whether buffer b holds a while loop's state: a value
// of a while, or of its body's parameter or root.
func loopState(b *liveness.Buffer) bool {
	for _, v := range b.Values {
		in := v.Instruction
		if in.Opcode == "while" || v.Copy && in.Opcode != "parameter" {
			return true
		}
		if c := in.Parent; c != nil && !c.IsEntry && (in.Opcode == "parameter" || in == c.Root) {
			return true
		}
	}
	return false
}

// Remedy is what can be done about one buffer live at the peak.
type Remedy struct {
	// Buffer is the index in Result.Liveness.Buffers (in
	// Result.PeakLiveness.Buffers where that is set).
	Buffer int
	// Bytes is what the buffer holds at the peak: its Size, or in XLA's
	// heap (PinnedPeakAt) the size of the heap buffer live there.
	Bytes int64
	// Recompute and Offload are the changes the fit could make to the
	// buffer's value at the peak (nil when it cannot): Saved is what each
	// would take off the peak, Flops, Moved and Seconds its cost.
	Recompute, Offload *Change
	// Scan is the checkpointed scan (scan.go) that shrinks the buffer,
	// when it is a scan's stacked residuals; nil otherwise.
	Scan *Change
	// Why says why neither applies, when neither does.
	Why string
}

// remedies returns a Remedy for each of the top largest buffers live at the
// highest step of the current program.
func (f *fitter) remedies(top int) (step int64, out []Remedy) {
	r := f.newRound()
	if len(r.load) == 0 {
		return 0, nil
	}
	for s := range r.load {
		if r.load[s] > r.load[step] {
			step = int64(s)
		}
	}
	var live []int
	for i := range r.lv.Buffers {
		b := &r.lv.Buffers[i]
		if f.opt.Arena.In(b) && b.Start <= step && step < b.End {
			live = append(live, i)
		}
	}
	return step, f.remediesAt(r, step, live, nil, top)
}

// remediesAt returns a Remedy for each of the top largest of the buffers
// live at step (IDs in r.lv), each holding bytes[i] there (its Size
// where bytes is nil).
func (f *fitter) remediesAt(r *round, step int64, live []int, bytes map[int]int64, top int) (out []Remedy) {
	size := func(i int) int64 {
		if n, ok := bytes[i]; ok {
			return n
		}
		return r.lv.Buffers[i].Size
	}
	slices.SortStableFunc(live, func(x, y int) int {
		if sx, sy := size(x), size(y); sx != sy {
			if sx > sy {
				return -1
			}
			return 1
		}
		return x - y
	})
	if len(live) > top {
		live = live[:top]
	}
	// The scans whose stacked residuals are read by a later loop, by trip
	// count: their residuals are loop state the fit leaves alone.
	var scans Advice
	scans.scans(f.mod, r.lv, f.opt, f.opt.Liveness.Size)
	stacked := map[int64]string{}
	for _, s := range scans.Scans {
		if stacked[s.Trips] == "" {
			stacked[s.Trips] = s.While
		}
	}
	// The checkpointed scans the module admits, by trip count: the remedy
	// of their residuals (unless recomputing is turned off).
	byTrips := map[int64]*Change{}
	if !f.opt.NoRemat && !f.opt.XLA {
		_, cks := CheckpointScans(f.mod, f.opt.Liveness.Size, f.opt.Target)
		for k := range cks {
			if byTrips[cks[k].Step] == nil {
				byTrips[cks[k].Step] = &cks[k]
			}
		}
	}
	for _, i := range live {
		b := &r.lv.Buffers[i]
		rem := Remedy{Buffer: i, Bytes: size(i)}
		found := false
		var reader *hlo.Instruction // a use of the value at the peak
		why := ""                   // why the value live at the peak has no remedy
		for k := range r.handles {
			h := &r.handles[k]
			if h.buf != i {
				continue
			}
			found = true
			for _, u := range h.uses {
				if u.start <= step && step <= u.end && reader == nil {
					reader = u.in
				}
			}
			if w := r.whyNot(f, h, step); w != "" && why == "" {
				why = w
			}
			for _, c := range r.candidatesAt(f, h, step) {
				ch := Change{Kind: c.kind, Value: h.in.Name, Computation: h.in.Parent.Name, Shape: h.in.Shape.String(),
					Bytes: c.bytes, Saved: c.saved, Flops: c.flops, Moved: c.moved, Seconds: c.seconds, Step: step}
				if c.kind == "remat" && rem.Recompute == nil {
					rem.Recompute = &ch
				}
				if c.kind == "offload" && rem.Offload == nil {
					rem.Offload = &ch
				}
			}
		}
		if loopState(b) && len(b.Shape.Dims) > 1 && stacked[b.Shape.Dims[0]] != "" {
			rem.Scan = byTrips[b.Shape.Dims[0]]
		}
		switch {
		case rem.Recompute != nil || rem.Offload != nil || rem.Scan != nil:
		case b.Kind.String() == "parameter":
			rem.Why = "an entry parameter, live throughout: donate it, shard it, or pass it in host memory"
		case b.Kind.String() == "constant":
			rem.Why = "a constant, never freed"
		case b.LiveOut:
			rem.Why = "an output of the program, live to the end"
		case loopState(b) && stacked != nil && len(b.Shape.Dims) > 1 && stacked[b.Shape.Dims[0]] != "":
			rem.Why = fmt.Sprintf("a scan's stacked residuals (%d steps of %s), loop state the fit does not recompute: checkpoint the scan's body (what to write in JAX, below)", b.Shape.Dims[0], stacked[b.Shape.Dims[0]])
		case loopState(b):
			rem.Why = "the state of a while loop, live over the whole loop (recompute of a loop's results is not done)"
		case !found:
			rem.Why = "not the value of one instruction of a computation laid out once (a value of a computation called from several places, or of a copy the analysis inserted)"
		case reader != nil:
			rem.Why = fmt.Sprintf("read at the peak (step %d) by %s", step, reader.Name)
		case why != "":
			rem.Why = why
		default:
			rem.Why = "no later read to recompute or reload it for: its buffer is live at the peak for a value that reuses it in place, or it leaves its computation"
		}
		out = append(out, rem)
	}
	return out
}

// whyNot says why the value of h, live at step t, has no recompute or
// offload there, when the reason is its own (its buffer live at t for it,
// read again after t): "" when h's value is not the one live at t (an
// in-place user's value took the buffer over) or a remedy exists.
func (r *round) whyNot(f *fitter, h *handle, t int64) string {
	b := &r.lv.Buffers[h.buf]
	if h.def == t && h.in.Opcode != "bitcast" {
		return fmt.Sprintf("the result of %s, computed at the peak", h.in.Name)
	}
	if h.def < 0 || h.def >= t || t < b.Start || t >= b.End {
		return ""
	}
	aEnd, bStart := h.def, int64(-1)
	for _, u := range h.uses {
		switch {
		case u.end < t:
			aEnd = max(aEnd, u.end)
		case u.start > t:
			if bStart < 0 || u.start < bStart {
				bStart = u.start
			}
		default:
			return ""
		}
	}
	switch {
	case bStart < 0:
		return "" // read before the peak only: the buffer is live for a later value
	case bStart <= aEnd+1:
		return fmt.Sprintf("%s is read right before and after the peak: no span to recompute or reload it in", h.in.Name)
	case !h.recompute && f.opt.NoOffload:
		return fmt.Sprintf("%s (%s) is never recomputed, and this target has no host memory to offload to", h.in.Name, h.in.Opcode)
	case f.opt.NoRemat && f.opt.NoOffload:
		return "recompute and offload are turned off (--remedies)"
	case h.recompute && !f.opt.NoRemat:
		return fmt.Sprintf("recomputing %s needs inputs that are no longer live at the peak, and keeping them (or recomputing them too, up to %d instructions) takes as much as it saves", h.in.Name, maxChain)
	}
	return ""
}
