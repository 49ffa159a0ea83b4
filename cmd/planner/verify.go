package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	planner "github.com/planner-dev/planner"
	"github.com/planner-dev/planner/assign"
	"github.com/planner-dev/planner/memspace"
)

var verifyCommand = &command{
	name:    "verify",
	args:    "PLAN.json|PLAN.yaml|PLAN.csv",
	summary: "re-check a plan from its file alone",
	about: `Verify re-checks a plan written by "planner plan --format json|yaml|csv" or
"planner pack" from the file alone, with the independent checker: no two
buffers live at the same time overlap in memory, every offset is aligned,
every buffer lies under the reported peak and capacity. The file is
evidence, not authority: every figure it states is recomputed from its
buffers (unpadded bytes from the shapes, the lower bound L, r = peak/L,
the fragmentation, an optimality claim, the totals per kind) and every
fast-memory interval and copy is checked against the copy limits and the
intervals it fills. The format comes
from the file's extension (.csv, .yaml or .yml, anything else is JSON).

Exit status: 0 the plan is valid; 1 it is not; 2 the file cannot be read.`,
	flags: func(fs *flag.FlagSet) func(*env, []string) error {
		maxInput := new(int64)
		declareInputLimit(fs, maxInput)
		return func(e *env, args []string) error {
			if len(args) != 1 {
				return &usageError{"want exactly one PLAN file"}
			}
			name := args[0]
			src, err := readInput(nil, name, *maxInput)
			if err != nil {
				return err
			}
			plans, err := readPlans(name, src)
			if err != nil {
				return fail(exitUsage, "%v", err)
			}
			var out bytes.Buffer
			bad := 0
			for _, pl := range plans {
				label := name
				if pl.module != "" {
					label += ": module " + pl.module
				}
				if err := assign.Verify(pl.problem, pl.solution); err != nil {
					fmt.Fprintf(e.stderr, "%s: invalid plan: %v\n", label, err)
					bad++
					continue
				}
				if pl.figures != nil {
					at := pl.figuresAt
					if pl.module != "" {
						at += ": module " + pl.module
					}
					fmt.Fprintf(e.stderr, "%s: invalid plan: %v\n", at, pl.figures)
					bad++
					continue
				}
				fmt.Fprintf(&out, "%s: ok: %s buffers, peak %s, no overlap, all aligned\n", label, commas(int64(len(pl.problem.Buffers))), exact(pl.solution.Peak))
				if pl.missed != "" {
					fmt.Fprintf(&out, "%s: note: the plan is valid, but its verdict records a limit not met: %s\n", label, pl.missed)
				}
				if pl.fast != nil {
					if err := memspace.Verify(*pl.fast); err != nil {
						fmt.Fprintf(e.stderr, "%s: invalid fast-memory plan: %v\n", label, err)
						bad++
						continue
					}
					fmt.Fprintf(&out, "%s: fast memory ok: %s intervals within %s, %s copies on time\n", label,
						commas(int64(fastIntervals(pl.fast))), exact(pl.fast.Capacity), commas(int64(len(pl.fast.Copies))))
				}
			}
			e.stdout.Write(out.Bytes())
			if bad > 0 {
				return fail(exitFail, "")
			}
			return nil
		}
	},
}

// plan is a plan read back from a file.
type plan struct {
	module   string
	problem  *assign.Problem
	solution *assign.Solution
	// fast is the two-level part of the plan, nil when it has none.
	fast *memspace.Plan
	// figures is checkFigures' verdict on the figures the file states
	// (nil: they follow from its buffers; a CSV states none).
	figures error
	// figuresAt is where the value figures is about lies, "file:line:col"
	// (the file's name alone when not known).
	figuresAt string
	// missed says which limits the file's verdict records as not met
	// ("" when none): plan writes the document of a --memory-limit it
	// misses all the same, and its plan is valid, but does not fit.
	missed string
}

// missedLimits lists the limits r's verdict says the plan does not meet,
// as "memory_limit 147,456 bytes (needs 163,840)"; "" when it meets them
// all or states none.
func missedLimits(r *planner.Report) string {
	v := r.Verdict
	if v == nil {
		return ""
	}
	var out []string
	for _, l := range v.Against {
		if !l.Fits {
			out = append(out, fmt.Sprintf("%s %s bytes", l.Kind, commas(l.Bytes)))
		}
	}
	if len(out) == 0 {
		return ""
	}
	return fmt.Sprintf("%s (needs %s bytes)", strings.Join(out, ", "), commas(v.Needs))
}

// fastIntervals counts the fast intervals of p.
func fastIntervals(p *memspace.Plan) int {
	n := 0
	for _, b := range p.Buffers {
		n += len(b.Fast)
	}
	return n
}

// readPlans reads the plans in a JSON, YAML or CSV plan file.
func readPlans(name string, src []byte) ([]plan, error) {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".csv":
		p, offsets, err := assign.ReadCSV(name, bytes.NewReader(src))
		if err != nil {
			return nil, err
		}
		if len(offsets) != len(p.Buffers) {
			return nil, fmt.Errorf("%s: not a solved plan: want an offset column (id,lower,upper,size,offset)", name)
		}
		if len(p.Buffers) == 0 {
			return nil, noBuffers(name)
		}
		sol := &assign.Solution{Offsets: offsets}
		for i, b := range p.Buffers {
			sol.Peak = max(sol.Peak, offsets[i]+b.Size)
		}
		return []plan{{problem: p, solution: sol}}, nil
	}
	// A byte order mark (an editor's) is skipped, as the HLO, CSV and
	// script readers skip it; line 1's columns count after it. JSON
	// failed at 1:2, "invalid character 'ï'".
	src = bytes.TrimPrefix(src, []byte("\ufeff"))
	switch strings.ToLower(filepath.Ext(name)) {
	case ".yaml", ".yml":
		reps, docs, err := readYAMLPlans(name, src)
		if err != nil {
			return nil, err
		}
		return fromReports(name, reps, yamlLocator(docs))
	}
	var reps []*planner.Report
	trimmed := bytes.TrimSpace(src)
	if len(trimmed) == 0 {
		return nil, fmt.Errorf("%s: no plan in the file", name)
	}
	list, err := checkJSON(name, src)
	if err != nil {
		return nil, err
	}
	if bytes.HasPrefix(trimmed, []byte("[")) {
		if err := json.Unmarshal(src, &reps); err != nil {
			return nil, jsonError(name, src, err)
		}
	} else {
		var r planner.Report
		if err := json.Unmarshal(src, &r); err != nil {
			return nil, jsonError(name, src, err)
		}
		reps = append(reps, &r)
	}
	return fromReports(name, reps, jsonLocator(src, list))
}

// maxPlanValue bounds the sizes, offsets and alignments a plan file may
// give, as the CSV reader does: 2^62.
const maxPlanValue = 1 << 62

// checkBuffer holds a buffer of a JSON or YAML plan to the rules the CSV
// reader applies: a live range [start, end) with 0 <= start < end, a size
// and an offset from 0 to 2^62, and an alignment that is 0 (none) or a
// power of two up to 2^62. It returns the key of the value at fault too.
func checkBuffer(b planner.ReportBuffer) (string, error) {
	switch {
	case b.Start < 0:
		return "start", fmt.Errorf("start %d: want a non-negative time", b.Start)
	case b.End <= b.Start:
		return "end", fmt.Errorf("live range [%d,%d): want end above start", b.Start, b.End)
	case b.Bytes < 0 || b.Bytes > maxPlanValue:
		return "bytes", fmt.Errorf("bytes %d: want 0 to 2^62", b.Bytes)
	case b.Offset < 0 || b.Offset > maxPlanValue:
		return "offset", fmt.Errorf("offset %d: want 0 to 2^62", b.Offset)
	case b.Align < 0 || b.Align > maxPlanValue || b.Align&(b.Align-1) != 0:
		return "align", fmt.Errorf("align %d: want 0 or a power of two up to 2^62", b.Align)
	}
	return "", nil
}

// noBuffers is the error for a plan or problem file without a buffer.
func noBuffers(name string) error {
	return fmt.Errorf("%s: no buffers (an empty file, or a header alone): want one row id,lower,upper,size per buffer", name)
}

// jsonError gives a JSON syntax error the file:line:col position of its offset.
func jsonError(name string, src []byte, err error) error {
	var off int64 = -1
	switch e := err.(type) {
	case *json.SyntaxError:
		off = e.Offset
	case *json.UnmarshalTypeError:
		off = e.Offset
	}
	if off < 0 || off > int64(len(src)) {
		return fmt.Errorf("%s: %v", name, err)
	}
	line := 1 + bytes.Count(src[:off], []byte("\n"))
	col := int(off) - bytes.LastIndexByte(src[:off], '\n')
	return fmt.Errorf("%s:%d:%d: %v", name, line, col, err)
}

// fromReports rebuilds the packing problem and the solution of each report;
// loc places the values its errors are about (file:line:col).
func fromReports(name string, reps []*planner.Report, loc locator) ([]plan, error) {
	if len(reps) == 0 {
		return nil, fmt.Errorf("%s: no plan in the file", name)
	}
	var out []plan
	dense := map[string]int64{}
	for ri, r := range reps {
		// at gives an error about the value at path its position.
		at := func(path []any, format string, a ...any) error {
			err := atValue(path, format, a...)
			return fmt.Errorf("%s: module %q: %v", position(name, loc, ri, err), r.Module, err)
		}
		if r.Config.Capacity < 0 {
			return nil, at([]any{"config", "capacity"}, "config.capacity %d: want 0 (none) or a positive number of bytes", r.Config.Capacity)
		}
		if r.Stats.Peak < 0 || r.Stats.LowerBound < 0 {
			key := "peak"
			if r.Stats.Peak >= 0 {
				key = "lower_bound"
			}
			return nil, at([]any{"stats", key}, "stats.peak %d, stats.lower_bound %d: want numbers of bytes from 0 up", r.Stats.Peak, r.Stats.LowerBound)
		}
		if r.Stats.Peak <= 0 && len(r.Buffers) > 0 {
			return nil, at([]any{"stats", "peak"}, "want stats.peak, the size of the arena")
		}
		p := &assign.Problem{Capacity: r.Config.Capacity}
		s := &assign.Solution{Peak: r.Stats.Peak, LowerBound: r.Stats.LowerBound, Algorithm: r.Stats.Algorithm}
		seen := map[int]int{}
		for i, b := range r.Buffers {
			if key, err := checkBuffer(b); err != nil {
				return nil, at([]any{"buffers", i, key}, "buffers[%d] (id %d): %v", i, b.ID, err)
			}
			if first, dup := seen[b.ID]; dup {
				return nil, at([]any{"buffers", i, "id"}, "buffers[%d]: duplicate id %d (first at buffers[%d])", i, b.ID, first)
			}
			seen[b.ID] = i
			p.Buffers = append(p.Buffers, assign.Buffer{ID: strconv.Itoa(b.ID), Start: b.Start, End: b.End, Size: b.Bytes, Align: b.Align})
			s.Offsets = append(s.Offsets, b.Offset)
		}
		figures := checkFigures(r, p, dense)
		pl := plan{module: r.Module, problem: p, solution: s, figures: figures, figuresAt: position(name, loc, ri, figures), missed: missedLimits(r)}
		if fp, ok := r.FastPlan(); ok {
			pl.fast = &fp
		}
		out = append(out, pl)
	}
	return out, nil
}
