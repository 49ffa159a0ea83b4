package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"strconv"
	"strings"

	planner "github.com/planner-dev/planner"
	"github.com/planner-dev/planner/liveness"
)

// The HTML report is one self-contained page: the plan's figures as JSON
// in a <script type="application/json"> element, drawn by the page's own
// script on canvases. Nothing is fetched.
//
// Each module has one pane per memory level (htmlMemory): the arena the
// plan lays out is the first; a second level (a fast memory, once the
// planner places buffers there) is a second entry of Memories, drawn the
// same way, with buffers whose Info indices point into the module's one
// Info table.

// htmlKinds are the buffer kinds in the order the profile stacks them
// (bottom first) and the index each buffer's Kind refers to.
var htmlKinds = []liveness.Kind{liveness.Parameter, liveness.Constant, liveness.MaybeLiveOut, liveness.Temp}

// htmlReport is the data of the whole page.
type htmlReport struct {
	Kinds   []string     `json:"kinds"`
	Colors  []string     `json:"colors"`
	Modules []htmlModule `json:"modules"`
}

// htmlModule is one module's report.
type htmlModule struct {
	// Label names the module (unique within the file), Header is the text
	// output's first line, Stats its figures as lines of text.
	Label  string   `json:"label"`
	Header string   `json:"header"`
	Stats  []string `json:"stats"`
	// Verdict is the text output's verdict block, line by line, shown
	// first; Fits is the verdict's (absent: no limit given).
	Verdict []string `json:"verdict"`
	Fits    *bool    `json:"fits,omitempty"`
	// Padded is true when the layout pads (tpu): the table shows the
	// unpadded bytes and the padding.
	Padded bool `json:"padded"`
	// Strings holds every shape, op_name, source line and value name once;
	// the Info columns index it.
	Strings []string `json:"strings"`
	// Info describes each buffer shown in some memory pane, one entry per
	// column: Name (the value list, as the text table writes it), Shape,
	// OpName, Source, CopyOf index Strings; Unpadded is the dense bytes.
	Info htmlInfo `json:"info"`
	// Memories are the memory levels, the arena first.
	Memories []htmlMemory `json:"memories"`
	// Timeline names what runs at each time step, for the profile's
	// tooltips and the peak's callout: Name, OpName and Source index
	// Strings (0: none).
	Timeline htmlTimeline `json:"timeline"`
	// SPMD is a sharded module's figures per device and global, and its
	// collectives; absent for a module on one device.
	SPMD *htmlSPMD `json:"spmd,omitempty"`
}

// htmlSPMD is what the page shows of a sharded module: the figures per
// device beside their global (all devices) counterparts, and every
// collective of the per-device module.
type htmlSPMD struct {
	Devices int64 `json:"devices"`
	// From says where the device count was read, Mesh names the mesh,
	// PartitionedBy is "planner", "xla" or "none" (planned as written:
	// the figures are global, not per device).
	From          string `json:"from"`
	Mesh          string `json:"mesh"`
	PartitionedBy string `json:"partitionedBy"`
	// Rows are the figures, each {name, per device, global, note}: global
	// is the arrays at their global shapes (arguments, outputs) or the
	// per-device figure over all devices (the peak, the collectives); -1
	// where there is no such figure.
	Rows []htmlSPMDRow `json:"rows"`
	// Collectives are the per-device module's collectives in text order.
	Collectives []htmlCollective `json:"collectives"`
	// Replications counts the reshards through full replication and the
	// bytes they hold on every device.
	Replications     int   `json:"replications"`
	ReplicationBytes int64 `json:"replicationBytes"`
}

// htmlSPMDRow is one figure of a sharded module.
type htmlSPMDRow struct {
	Name      string `json:"name"`
	PerDevice int64  `json:"perDevice"`
	Global    int64  `json:"global"`
	Note      string `json:"note"`
}

// htmlCollective is one collective of the per-device module.
type htmlCollective struct {
	Name   string `json:"name"`
	Opcode string `json:"opcode"`
	Shape  string `json:"shape"`
	Bytes  int64  `json:"bytes"`
	Groups int    `json:"groups"`
	Size   int64  `json:"size"`
	For    string `json:"for"`
}

// htmlSPMDOf is r's sharding as the page shows it, nil for one device.
func htmlSPMDOf(r *planner.Result) *htmlSPMD {
	s := r.SPMD
	if s == nil {
		return nil
	}
	out := &htmlSPMD{Devices: s.Devices, From: s.DevicesFrom, Mesh: s.Mesh, PartitionedBy: s.PartitionedBy,
		Collectives: []htmlCollective{}}
	v := r.Verdict()
	if s.PartitionedBy == "none" {
		// As written: the module's shapes are global; there is no figure
		// per device.
		out.Rows = []htmlSPMDRow{
			{"arguments", -1, r.Stats.ArgumentBytes, "global shapes: plan without --as-written for the figures per device"},
			{"outputs", -1, r.Stats.OutputBytes, ""},
			{"peak of the plan", -1, v.Needs, "the module as written, for all devices together"},
		}
	} else {
		out.Rows = []htmlSPMDRow{
			{"arguments", r.Stats.ArgumentBytes, s.GlobalArgumentBytes, "global: the entry's parameters at their global shapes"},
			{"outputs", r.Stats.OutputBytes, s.GlobalOutputBytes, "global: the result at its global shape"},
			{"peak of the plan", v.Needs, v.Needs * s.Devices, "global: the memory of all " + strconv.FormatInt(s.Devices, 10) + " devices together (each runs this plan)"},
		}
	}
	var coll int64
	for _, c := range s.Collectives {
		coll += c.Bytes
		out.Collectives = append(out.Collectives, htmlCollective{Name: c.Name, Opcode: c.Opcode, Shape: planner.ShapeString(c.Shape),
			Bytes: c.Bytes, Groups: c.Groups, Size: c.Size, For: c.For})
	}
	if s.PartitionedBy != "none" {
		out.Rows = append(out.Rows, htmlSPMDRow{"collectives' results", coll, coll * s.Devices,
			strconv.Itoa(len(s.Collectives)) + " collectives (listed below); global: over all devices"})
	}
	for _, x := range s.Replications {
		out.Replications++
		out.ReplicationBytes += x.Bytes
	}
	return out
}

// htmlTimeline is the instruction at each time step, column by column.
type htmlTimeline struct {
	Name   []int `json:"name"`
	OpName []int `json:"op"`
	Source []int `json:"src"`
}

// htmlInfo is per-buffer detail, column by column.
type htmlInfo struct {
	ID       []int   `json:"id"`
	Name     []int   `json:"name"`
	Shape    []int   `json:"shape"`
	Unpadded []int64 `json:"unpadded"`
	OpName   []int   `json:"op"`
	Source   []int   `json:"src"`
	CopyOf   []int   `json:"copy"`
}

// htmlMemory is one memory level: its buffers (columns; Info indexes the
// module's Info), its live-bytes profile per kind and its figures.
type htmlMemory struct {
	Name       string `json:"name"`
	Peak       int64  `json:"peak"`
	LowerBound int64  `json:"lb"`
	// PeakTime is the first time step where LowerBound bytes are live.
	PeakTime int64 `json:"peakTime"`
	Capacity int64 `json:"capacity"`
	Steps    int64 `json:"steps"`
	// Profile[k][t] is the bytes of kind k live at time t.
	Profile [][]int64 `json:"profile"`
	Info    []int     `json:"info"`
	Start   []int64   `json:"start"`
	End     []int64   `json:"end"`
	Offset  []int64   `json:"offset"`
	Size    []int64   `json:"size"`
	Kind    []int     `json:"kind"`
	// Copies are a fast memory's copies, each {issue, deadline, offset,
	// kind (0 prefetch, 1 eviction)}; absent for the arena.
	Copies [][4]int64 `json:"copies,omitempty"`
}

// strTable interns strings for htmlModule.Strings; index 0 is "".
type strTable struct {
	list  []string
	index map[string]int
}

func (s *strTable) id(v string) int {
	if s.index == nil {
		s.list, s.index = []string{""}, map[string]int{"": 0}
	}
	if i, ok := s.index[v]; ok {
		return i
	}
	s.list = append(s.list, v)
	s.index[v] = len(s.list) - 1
	return len(s.list) - 1
}

// htmlData turns a plan into the page's data.
func htmlData(r *planner.Result, label string) htmlModule {
	s := r.Stats
	// The page names the module in its heading: the header line says only
	// how it was planned.
	hdr := strings.TrimPrefix(Header(r, label), "module "+label+" · ")
	m := htmlModule{Label: label, Header: hdr, Padded: r.Policy.Name != "dense", Fits: r.Verdict().Fits}
	var vb strings.Builder
	WriteVerdict(&vb, r)
	m.Verdict = strings.Split(strings.TrimRight(vb.String(), "\n"), "\n")
	m.Stats = append(m.Stats, strings.Split(r.StageLine(), "\n")...)
	m.Stats = append(m.Stats,
		fmt.Sprintf("parameter %s · constant %s · maybe_live_out %s · temp %s · total %s", Human(s.ParameterBytes), Human(s.ConstantBytes), Human(s.LiveOutBytes), Human(s.TempBytes), Human(s.TotalBytes)),
		fmt.Sprintf("lower bound L %s · peak %s · r = %.4f · %s buffers · plan by %s, verified", Exact(s.LowerBound), Exact(s.Peak), s.Ratio, Commas(int64(s.Buffers)), r.Solution.Algorithm),
		JAXLine(r, CompareArenas(r)))
	if m.Padded {
		m.Stats = append(m.Stats, fmt.Sprintf("padding: the layout's tiles add %s to the buffers, %s of it live at L's time (%s of L)",
			Human(s.PaddingBytes), Human(s.PeakPaddingBytes), Percent(Fraction(s.PeakPaddingBytes, s.LowerBound))))
	}
	var strs strTable
	strs.id("")
	copies := planner.CopiesOf(r.Liveness)
	steps := r.Liveness.Steps
	n := len(r.Buffers)
	mem := htmlMemory{Name: "device memory (the arena)", Peak: s.Peak, LowerBound: s.LowerBound, Capacity: r.Config.Capacity, Steps: steps,
		// Empty, never null, when the arena holds nothing: the script reads lengths.
		Info: make([]int, 0, n), Start: make([]int64, 0, n), End: make([]int64, 0, n),
		Offset: make([]int64, 0, n), Size: make([]int64, 0, n), Kind: make([]int, 0, n)}
	m.Info = htmlInfo{ID: make([]int, 0, n), Name: make([]int, 0, n), Shape: make([]int, 0, n), Unpadded: make([]int64, 0, n),
		OpName: make([]int, 0, n), Source: make([]int, 0, n), CopyOf: make([]int, 0, n)}
	diff := make([][]int64, len(htmlKinds))
	for k := range diff {
		diff[k] = make([]int64, steps+1)
	}
	for i, li := range r.Buffers {
		b := &r.Liveness.Buffers[li]
		src, op := "", ""
		if len(b.Values) > 0 {
			md := b.Values[0].Instruction.Meta()
			src, op = planner.Source(md), md.OpName
		}
		m.Info.ID = append(m.Info.ID, b.ID)
		m.Info.Name = append(m.Info.Name, strs.id(ValueList(b, copies)))
		m.Info.Shape = append(m.Info.Shape, strs.id(planner.ShapeString(b.Shape)))
		m.Info.Unpadded = append(m.Info.Unpadded, b.Size-planner.PaddingBytes(r.Policy, b))
		m.Info.OpName = append(m.Info.OpName, strs.id(op))
		m.Info.Source = append(m.Info.Source, strs.id(src))
		m.Info.CopyOf = append(m.Info.CopyOf, strs.id(copies[b.ID]))
		k := kindIndex(b.Kind)
		mem.Info = append(mem.Info, i)
		mem.Start = append(mem.Start, b.Start)
		mem.End = append(mem.End, b.End)
		mem.Offset = append(mem.Offset, r.Solution.Offsets[i])
		mem.Size = append(mem.Size, b.Size)
		mem.Kind = append(mem.Kind, k)
		if b.End > b.Start {
			diff[k][b.Start] += b.Size
			diff[k][b.End] -= b.Size
		}
	}
	// The profile: live bytes per kind and step, and the first step of
	// the most bytes live (L over the arena's buffers).
	var best int64 = -1
	var total []int64
	mem.Profile, total = profileOf(diff, steps)
	for t, v := range total {
		if v > best {
			best, mem.PeakTime = v, int64(t)
		}
	}
	m.Memories = []htmlMemory{mem}
	tl := r.Liveness.Timeline
	m.Timeline = htmlTimeline{Name: make([]int, len(tl)), OpName: make([]int, len(tl)), Source: make([]int, len(tl))}
	for t, in := range tl {
		if in == nil {
			continue
		}
		m.Timeline.Name[t] = strs.id(in.Name + " = " + in.Opcode)
		m.Timeline.OpName[t] = strs.id(in.Meta().OpName)
		m.Timeline.Source[t] = strs.id(planner.Source(in.Meta()))
	}
	htmlFastPane(&m, r, &strs)
	m.SPMD = htmlSPMDOf(r)
	m.Strings = strs.list
	return m
}

// kindIndex is k's index in htmlKinds.
func kindIndex(k liveness.Kind) int {
	for i, x := range htmlKinds {
		if x == k {
			return i
		}
	}
	panic(fmt.Sprintf("html: unknown buffer kind %v", k))
}

// HTMLOptions are the choices of an HTML report.
type HTMLOptions struct {
	// Title is the page's title and heading; empty: "planner: memory
	// report", of the module's name when there is one.
	Title string
}

// HTML writes the report of every plan as one self-contained page:
// per module a memory profile (live bytes over time stacked by kind, L,
// the peak and its time marked), the memory map (time across, address up,
// zoom with the wheel, pan by dragging) and the buffers live at the peak
// as a table sortable by size, padding and source line, linked to the map.
func HTML(w io.Writer, res []*planner.Result, opts HTMLOptions) error {
	rep := htmlReport{}
	for _, k := range htmlKinds {
		rep.Kinds = append(rep.Kinds, k.String())
		rep.Colors = append(rep.Colors, kindColor[k])
	}
	for i, r := range res {
		rep.Modules = append(rep.Modules, htmlData(r, ModuleLabel(r, i, len(res))))
	}
	var data bytes.Buffer
	enc := json.NewEncoder(&data)
	enc.SetEscapeHTML(true) // "<" in a value becomes \u003c: the script element cannot end early
	if err := enc.Encode(rep); err != nil {
		panic(fmt.Sprintf("html: encoding the report: %v", err)) // plain data: cannot fail
	}
	title := "planner: memory report"
	if len(res) == 1 {
		title = "planner: memory report of " + res[0].Module.Name
	}
	if opts.Title != "" {
		title = opts.Title
	}
	page := strings.ReplaceAll(strings.Replace(htmlPage, "{{COMMON}}", pageCommon, 1), "{{TITLE}}", html.EscapeString(title))
	head, tail, _ := strings.Cut(page, "{{DATA}}")
	if _, err := io.WriteString(w, head); err != nil {
		return err
	}
	if _, err := w.Write(bytes.TrimSpace(data.Bytes())); err != nil {
		return err
	}
	_, err := io.WriteString(w, tail)
	return err
}

// kindColor gives each buffer kind its fill (Tableau 10).
var kindColor = map[liveness.Kind]string{
	liveness.Parameter:    "#4e79a7",
	liveness.Constant:     "#b07aa1",
	liveness.MaybeLiveOut: "#59a14f",
	liveness.Temp:         "#f28e2b",
}

// profileOf turns per-kind changes of the live bytes (diff[k][t]: bytes of
// kind k that start minus those that end at step t) into the live bytes per
// kind and step, and their total per step.
func profileOf(diff [][]int64, steps int64) (profile [][]int64, total []int64) {
	profile = make([][]int64, len(diff))
	total = make([]int64, steps)
	for k := range diff {
		profile[k] = make([]int64, steps)
		var live int64
		for t := int64(0); t < steps; t++ {
			live += diff[k][t]
			profile[k][t] = live
			total[t] += live
		}
	}
	return profile, total
}
