package planner

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/liveness"
)

// Report is a plan in the form the planner command writes as JSON and YAML:
// one schema for both, documented field by field in docs/formats.md.
type Report struct {
	// Verdict is the answer first: what the module needs, at which stage,
	// against what, and whether it fits (see Verdict).
	Verdict *Verdict `json:"verdict" yaml:"verdict"`
	Module  string   `json:"module" yaml:"module"`
	// Stage is the stage of the module handed over: "lowered" or
	// "optimized" (hlo.StageOf).
	Stage string `json:"stage" yaml:"stage"`
	// Modeled is present when the plan is of the modeled compiled module
	// (a lowered module, without --as-written): what was modeled, and the
	// figures as written and as modeled side by side.
	Modeled *ReportModeled `json:"modeled,omitempty" yaml:"modeled,omitempty"`
	Config  ReportConfig   `json:"config" yaml:"config"`
	Stats   ReportStats    `json:"stats" yaml:"stats"`
	Buffers []ReportBuffer `json:"buffers" yaml:"buffers"`
	// FastMemory is the two-level plan, absent without a fast memory.
	FastMemory *ReportFastMemory `json:"fast_memory,omitempty" yaml:"fast_memory,omitempty"`
	// Remat is what the remat step did under a memory limit, absent
	// without one (see report_remat.go).
	Remat *ReportRemat `json:"remat,omitempty" yaml:"remat,omitempty"`
	// SPMD describes a sharded module per device; absent for one that is
	// not sharded. Stats and Buffers are then per device.
	SPMD *ReportSPMD `json:"spmd,omitempty" yaml:"spmd,omitempty"`
}

// ReportSPMD is a sharded module's devices, its per-device and global
// figures, its collectives and the tensors every device holds whole.
type ReportSPMD struct {
	Devices int64 `json:"devices" yaml:"devices"`
	// DevicesFrom says where the device count was read: the header's
	// num_partitions, or (for the text jax's lower().as_text() prints,
	// which has none) a sharding or a Shardy mesh.
	DevicesFrom string `json:"devices_from" yaml:"devices_from"`
	Mesh        string `json:"mesh" yaml:"mesh"`
	// PartitionedBy is "planner" when the plan is of the per-device module
	// the planner wrote from a lowered module, "xla" when the module came
	// partitioned, "none" when a sharded module was planned at its
	// global shapes (--as-written): then Stats are global and PerDevice
	// is absent.
	PartitionedBy string `json:"partitioned_by" yaml:"partitioned_by"`
	// PerDevice repeats the stats' memory_analysis() figures, per device;
	// Global gives the arguments and outputs at their global shapes.
	PerDevice *ReportSPMDFigures `json:"per_device,omitempty" yaml:"per_device,omitempty"`
	Global    ReportSPMDFigures  `json:"global" yaml:"global"`
	// CollectiveBytes adds up the collectives' results per device.
	CollectiveBytes int64               `json:"collective_bytes" yaml:"collective_bytes"`
	Collectives     []ReportCollective  `json:"collectives" yaml:"collectives"`
	Replicated      []ReportTensor      `json:"replicated" yaml:"replicated"`
	FullReplication []ReportReplication `json:"full_replication" yaml:"full_replication"`
}

// ReportSPMDFigures are memory_analysis() figures; temp and total are
// absent for the global ones.
type ReportSPMDFigures struct {
	ArgumentBytes int64 `json:"argument_bytes" yaml:"argument_bytes"`
	OutputBytes   int64 `json:"output_bytes" yaml:"output_bytes"`
	TempBytes     int64 `json:"temp_bytes,omitempty" yaml:"temp_bytes,omitempty"`
	TotalBytes    int64 `json:"total_bytes,omitempty" yaml:"total_bytes,omitempty"`
}

// ReportCollective is one collective of the per-device module: the bytes
// of its result per device, its groups (count × devices each), and the
// instruction of the input it serves (or its op_name).
type ReportCollective struct {
	Name      string `json:"name" yaml:"name"`
	Opcode    string `json:"opcode" yaml:"opcode"`
	Shape     string `json:"shape" yaml:"shape"`
	Bytes     int64  `json:"bytes" yaml:"bytes"`
	Groups    int    `json:"groups" yaml:"groups"`
	GroupSize int64  `json:"group_size" yaml:"group_size"`
	For       string `json:"for,omitempty" yaml:"for,omitempty"`
}

// ReportTensor is an array every device holds whole, and why.
type ReportTensor struct {
	Name   string `json:"name" yaml:"name"`
	Shape  string `json:"shape" yaml:"shape"`
	Bytes  int64  `json:"bytes" yaml:"bytes"`
	Why    string `json:"why" yaml:"why"`
	OpName string `json:"op_name,omitempty" yaml:"op_name,omitempty"`
}

// ReportReplication is a reshard that could only go through the whole
// array on every device (XLA's involuntary full rematerialization).
type ReportReplication struct {
	Instruction string `json:"instruction" yaml:"instruction"`
	User        string `json:"user" yaml:"user"`
	Position    string `json:"position" yaml:"position"`
	From        string `json:"from" yaml:"from"`
	To          string `json:"to" yaml:"to"`
	Shape       string `json:"shape" yaml:"shape"`
	Bytes       int64  `json:"bytes" yaml:"bytes"`
}

// ReportModeled says how a lowered module was modeled as compiled.
type ReportModeled struct {
	// Compiler is the compiler modeled, e.g. "XLA:CPU" or "XLA:TPU (GPU
	// fusion rules)"; Rules the fusion rules ("cpu" or "gpu").
	Compiler string `json:"compiler" yaml:"compiler"`
	Rules    string `json:"rules" yaml:"rules"`
	// InstructionsAsWritten and InstructionsModeled count the
	// instructions outside fused computations before and after.
	InstructionsAsWritten int `json:"instructions_as_written" yaml:"instructions_as_written"`
	InstructionsModeled   int `json:"instructions_modeled" yaml:"instructions_modeled"`
	// AsWritten and Modeled are the figures of the plan of the module as
	// written (only with Config.CompareAsWritten) and of the modeled
	// module (the plan reported).
	AsWritten *ReportFigures `json:"as_written,omitempty" yaml:"as_written,omitempty"`
	Modeled   ReportFigures  `json:"modeled" yaml:"modeled"`
}

// ReportFigures are the headline figures of one plan.
type ReportFigures struct {
	LowerBound int64 `json:"lower_bound" yaml:"lower_bound"`
	Peak       int64 `json:"peak" yaml:"peak"`
	TempBytes  int64 `json:"temp_bytes" yaml:"temp_bytes"`
	TotalBytes int64 `json:"total_bytes" yaml:"total_bytes"`
}

// figures returns the headline figures of s.
func figures(s Stats) ReportFigures {
	return ReportFigures{LowerBound: s.LowerBound, Peak: s.Peak, TempBytes: s.TempBytes, TotalBytes: s.TotalBytes}
}

// ReportConfig is the configuration a plan was made under.
type ReportConfig struct {
	// Schedule is the schedule asked for; ScheduleUsed the algorithm whose
	// order was used (they differ for "best").
	Schedule     string `json:"schedule" yaml:"schedule"`
	ScheduleUsed string `json:"schedule_used" yaml:"schedule_used"`
	Layout       string `json:"layout" yaml:"layout"`
	Align        int64  `json:"align" yaml:"align"`
	Arena        string `json:"arena" yaml:"arena"`
	Algo         string `json:"algo" yaml:"algo"`
	// Capacity is the hard limit asked for, 0 when none.
	Capacity int64 `json:"capacity" yaml:"capacity"`
}

// ReportStats are a plan's byte counts and quality; see Stats.
type ReportStats struct {
	ParameterBytes int64 `json:"parameter_bytes" yaml:"parameter_bytes"`
	ConstantBytes  int64 `json:"constant_bytes" yaml:"constant_bytes"`
	LiveOutBytes   int64 `json:"live_out_bytes" yaml:"live_out_bytes"`
	TempBytes      int64 `json:"temp_bytes" yaml:"temp_bytes"`
	TotalBytes     int64 `json:"total_bytes" yaml:"total_bytes"`
	// ArgumentBytes, OutputBytes and AliasBytes are JAX's memory_analysis()
	// figures (argument_size_in_bytes, ...); with TempBytes they compare
	// with what JAX reports for the compiled function. See Stats.
	ArgumentBytes int64 `json:"argument_bytes" yaml:"argument_bytes"`
	OutputBytes   int64 `json:"output_bytes" yaml:"output_bytes"`
	AliasBytes    int64 `json:"alias_bytes" yaml:"alias_bytes"`
	// JAXTempBytes is memory_analysis()'s temp_size_in_bytes, the temp
	// figure of the text's "JAX memory_analysis()" line: see
	// Result.JAXTempBytes.
	JAXTempBytes int64 `json:"jax_temp_bytes" yaml:"jax_temp_bytes"`
	// PaddingBytes is what the layout's tiles add to every buffer's dense
	// bytes, PeakPaddingBytes the part of it live at the time of L.
	PaddingBytes     int64 `json:"padding_bytes" yaml:"padding_bytes"`
	PeakPaddingBytes int64 `json:"peak_padding_bytes" yaml:"peak_padding_bytes"`
	// OtherMemoryBytes are the buffers in another memory space (S(n), n ≠ 0),
	// outside the arena; absent when there are none.
	OtherMemoryBytes int64 `json:"other_memory_bytes,omitempty" yaml:"other_memory_bytes,omitempty"`
	LowerBound       int64 `json:"lower_bound" yaml:"lower_bound"`
	Peak             int64 `json:"peak" yaml:"peak"`
	// Ratio is peak/lower_bound, rounded to 6 decimals.
	Ratio float64 `json:"ratio" yaml:"ratio"`
	// Fragmentation is (peak-lower_bound)/peak, rounded to 6 decimals.
	Fragmentation float64 `json:"fragmentation" yaml:"fragmentation"`
	Optimal       bool    `json:"optimal" yaml:"optimal"`
	Guarantee     string  `json:"guarantee" yaml:"guarantee"`
	// Algorithm is the packer whose plan this is.
	Algorithm string `json:"algorithm" yaml:"algorithm"`
	// Verified is true: every plan written has passed assign.Verify.
	Verified bool `json:"verified" yaml:"verified"`
}

// ReportBuffer is one buffer of the arena and its offset.
type ReportBuffer struct {
	ID     int           `json:"id" yaml:"id"`
	Values []ReportValue `json:"values" yaml:"values"`
	Shape  string        `json:"shape" yaml:"shape"`
	Bytes  int64         `json:"bytes" yaml:"bytes"`
	// UnpaddedBytes is the buffer's dense size (element count × element
	// bytes): Bytes without the layout's padding.
	UnpaddedBytes int64  `json:"unpadded_bytes" yaml:"unpadded_bytes"`
	Align         int64  `json:"align" yaml:"align"`
	Start         int64  `json:"start" yaml:"start"`
	End           int64  `json:"end" yaml:"end"`
	Offset        int64  `json:"offset" yaml:"offset"`
	Kind          string `json:"kind" yaml:"kind"`
	// Source is source_file:source_line of the defining instruction's
	// metadata, "" when it has none; OpName its op_name.
	Source string `json:"source,omitempty" yaml:"source,omitempty"`
	OpName string `json:"op_name,omitempty" yaml:"op_name,omitempty"`
	// CopyOf names the value copy insertion copied into this buffer (as
	// the text table's value column writes it), when it did.
	CopyOf string `json:"copy_of,omitempty" yaml:"copy_of,omitempty"`
	// Fast are the intervals the buffer sits in fast memory; DoubleBuffer
	// says each reserves two slots of Bytes. See ReportFastMemory.
	Fast         []ReportInterval `json:"fast,omitempty" yaml:"fast,omitempty"`
	DoubleBuffer bool             `json:"double_buffer,omitempty" yaml:"double_buffer,omitempty"`
}

// ReportValue is a value held by a buffer: the instruction that defines it
// and the shape index inside the instruction's (tuple) shape.
type ReportValue struct {
	Instruction string `json:"instruction" yaml:"instruction"`
	Index       []int  `json:"index" yaml:"index"`
}

// MarshalJSON writes reports as the planner command does: indented by two
// spaces, with "<" and ">" left as they are.
func MarshalJSON(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// Report returns r in the form of the JSON and YAML output.
func (r *Result) Report() *Report {
	cfg := r.Config
	rep := &Report{
		Verdict: r.Verdict(),
		Module:  r.Module.Name,
		Stage:   r.Stage,
		Config: ReportConfig{
			Schedule:     cfg.Schedule,
			ScheduleUsed: r.Schedule,
			Layout:       r.Policy.Name,
			Align:        r.Policy.Align,
			Arena:        cfg.Arena,
			Algo:         cfg.Algorithm,
			Capacity:     cfg.Capacity,
		},
		Stats: ReportStats{
			ParameterBytes:   r.Stats.ParameterBytes,
			ConstantBytes:    r.Stats.ConstantBytes,
			LiveOutBytes:     r.Stats.LiveOutBytes,
			TempBytes:        r.Stats.TempBytes,
			TotalBytes:       r.Stats.TotalBytes,
			ArgumentBytes:    r.Stats.ArgumentBytes,
			OutputBytes:      r.Stats.OutputBytes,
			AliasBytes:       r.Stats.AliasBytes,
			JAXTempBytes:     r.JAXTempBytes(),
			PaddingBytes:     r.Stats.PaddingBytes,
			PeakPaddingBytes: r.Stats.PeakPaddingBytes,
			OtherMemoryBytes: r.Stats.OtherMemoryBytes,
			LowerBound:       r.Stats.LowerBound,
			Peak:             r.Stats.Peak,
			Ratio:            round6(r.Stats.Ratio),
			Fragmentation:    round6(r.Stats.FragmentationRatio),
			Optimal:          r.Stats.Optimal,
			Guarantee:        r.Stats.Guarantee,
			Algorithm:        r.Solution.Algorithm,
			Verified:         true,
		},
		Buffers: []ReportBuffer{},
	}
	copies := CopiesOf(r.Liveness)
	for i, li := range r.Buffers {
		b := &r.Liveness.Buffers[li]
		rb := ReportBuffer{
			ID:            b.ID,
			Shape:         ShapeString(b.Shape),
			Bytes:         b.Size,
			UnpaddedBytes: b.Size - PaddingBytes(r.Policy, b),
			CopyOf:        copies[b.ID],
			Align:         r.Problem.Buffers[i].Align, // a pooled constant's own
			Start:         b.Start,
			End:           b.End,
			Offset:        r.Solution.Offsets[i],
			Kind:          b.Kind.String(),
		}
		for _, v := range b.Values {
			idx := []int(v.Index)
			if idx == nil {
				idx = []int{}
			}
			rb.Values = append(rb.Values, ReportValue{Instruction: v.Instruction.Name, Index: idx})
		}
		if len(b.Values) > 0 {
			md := b.Values[0].Instruction.Meta()
			rb.Source = Source(md)
			rb.OpName = md.OpName
		}
		rep.Buffers = append(rep.Buffers, rb)
	}
	r.reportFastMemory(rep)
	rep.Remat = r.rematReport()
	r.reportSPMD(rep)
	rep.Modeled = r.reportModeled()
	return rep
}

// reportModeled is the Report's Modeled: nil unless the plan is of the
// modeled module.
func (r *Result) reportModeled() *ReportModeled {
	if !r.Modeled || r.Optimize == nil {
		return nil
	}
	out := &ReportModeled{
		Compiler:              r.Compiler(),
		Rules:                 string(r.Optimize.Rules),
		InstructionsAsWritten: r.Optimize.Before,
		InstructionsModeled:   r.Optimize.After,
		Modeled:               figures(r.Stats),
	}
	if r.AsWritten != nil {
		w := figures(*r.AsWritten)
		out.AsWritten = &w
	}
	return out
}

// reportSPMD fills rep.SPMD from r.SPMD.
func (r *Result) reportSPMD(rep *Report) {
	s := r.SPMD
	if s == nil {
		return
	}
	out := &ReportSPMD{
		Devices: s.Devices, DevicesFrom: s.DevicesFrom, Mesh: s.Mesh, PartitionedBy: s.PartitionedBy,
		PerDevice: &ReportSPMDFigures{ArgumentBytes: r.Stats.ArgumentBytes, OutputBytes: r.Stats.OutputBytes,
			TempBytes: r.Stats.TempBytes, TotalBytes: r.Stats.TotalBytes},
		Global:          ReportSPMDFigures{ArgumentBytes: s.GlobalArgumentBytes, OutputBytes: s.GlobalOutputBytes},
		Collectives:     []ReportCollective{},
		Replicated:      []ReportTensor{},
		FullReplication: []ReportReplication{},
	}
	if s.PartitionedBy == "none" {
		out.PerDevice = nil
		out.Global = ReportSPMDFigures{ArgumentBytes: r.Stats.ArgumentBytes, OutputBytes: r.Stats.OutputBytes,
			TempBytes: r.Stats.TempBytes, TotalBytes: r.Stats.TotalBytes}
	}
	for _, c := range s.Collectives {
		out.CollectiveBytes += c.Bytes
		out.Collectives = append(out.Collectives, ReportCollective{Name: c.Name, Opcode: c.Opcode, Shape: ShapeString(c.Shape),
			Bytes: c.Bytes, Groups: c.Groups, GroupSize: c.Size, For: c.For})
	}
	for _, x := range s.Replicated {
		out.Replicated = append(out.Replicated, ReportTensor{Name: x.Name, Shape: ShapeString(x.Shape), Bytes: x.Bytes, Why: x.Why, OpName: x.OpName})
	}
	for _, x := range s.Replications {
		out.FullReplication = append(out.FullReplication, ReportReplication{Instruction: x.Instruction, User: x.User,
			Position: x.Pos.String(), From: x.From.String(), To: x.To.String(), Shape: ShapeString(x.Shape), Bytes: x.Bytes})
	}
	rep.SPMD = out
}

// CopiesOf maps the ID of each buffer copy insertion added a copy to, to
// the values copied into it ("subtract.8", or several joined by ", ").
func CopiesOf(lv *liveness.Result) map[int]string {
	m := make(map[int]string, len(lv.Copies))
	for _, c := range lv.Copies {
		if m[c.Buffer] != "" {
			m[c.Buffer] += ", "
		}
		m[c.Buffer] += ValueName(c.Of)
	}
	return m
}

// Source returns "file:line" from an instruction's metadata, "file" when
// it has no line, and "" when it names no file.
func Source(md hlo.Metadata) string {
	switch {
	case md.SourceFile == "":
		return ""
	case md.SourceLine > 0:
		return fmt.Sprintf("%s:%d", md.SourceFile, md.SourceLine)
	}
	return md.SourceFile
}

// ValueName is a value as the text output shows it: the instruction's
// name, followed by the shape index in braces when it is not empty.
func ValueName(v liveness.Value) string {
	if len(v.Index) == 0 {
		return v.Instruction.Name
	}
	s := v.Instruction.Name + "{"
	for i, x := range v.Index {
		if i > 0 {
			s += ","
		}
		s += fmt.Sprint(x)
	}
	return s + "}"
}

// ShapeString is a shape as the output shows it: HLO text without the
// layout, e.g. f32[2,3] or (f32[2], s32[]).
func ShapeString(s hlo.Shape) string { return liveness.ShapeText(s) }

func round6(x float64) float64 {
	const scale = 1e6
	if x < 0 {
		return -round6(-x)
	}
	return float64(int64(x*scale+0.5)) / scale
}
