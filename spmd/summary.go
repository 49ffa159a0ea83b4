package spmd

// The summary of a sharded module is what the plan's reader needs to
// know about its devices: how many and in what mesh, the collectives of
// the per-device module and the bytes each holds, the largest tensors
// every device holds whole, the reshards that had to go through full
// replication, and the global sizes of the arguments and results next to
// the per-device ones. It is made for both kinds of sharded modules: a
// lowered one the planner partitioned (Result.Summary) and one XLA has
// partitioned already (Summarize).

import (
	"fmt"
	"sort"
	"strconv"

	"github.com/planner-dev/planner/hlo"
)

// Summary describes a sharded module per device.
type Summary struct {
	Devices int64
	// DevicesFrom says where Devices was read: "num_partitions=8 in the
	// header", a sharding or a Shardy mesh (hlo.Partitions.Source).
	DevicesFrom string
	Mesh        string
	// PartitionedBy is "planner" when Partition wrote the per-device
	// module, "xla" when the module came partitioned.
	PartitionedBy string
	// Collectives are every collective of the per-device module, in text
	// order.
	Collectives []Collective
	// Replicated are the largest arrays every device holds whole or
	// gathered (all-gather results), largest first (at most
	// MaxReplicated).
	Replicated []Tensor
	// Replications are the reshards through full replication.
	Replications []Replication
	// GlobalArgumentBytes and GlobalOutputBytes are the dense bytes of the
	// entry's parameters and result at their global shapes.
	GlobalArgumentBytes, GlobalOutputBytes int64
}

// Tensor is an array every device holds whole (replicated), or gathered
// from the devices of a group.
type Tensor struct {
	Name   string
	Shape  hlo.Shape // per device (the whole array)
	Bytes  int64
	OpName string
	// Why says why it is whole: "replicated sharding", "all-gather", ...
	Why string
}

// MaxReplicated is how many replicated tensors a summary lists.
const MaxReplicated = 10

// collectivesOf lists every collective of m with its per-device bytes.
func collectivesOf(m *hlo.Module, n int64) []Collective {
	var out []Collective
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			if !hlo.IsCollective(in.Opcode) {
				continue
			}
			size := hlo.GroupSize(in.Groups(), n)
			if in.Opcode == "collective-permute" || in.Opcode == "collective-permute-start" {
				size = 2
			}
			out = append(out, Collective{
				Name: in.Name, Opcode: in.Opcode, Shape: in.Shape, Bytes: denseBytes(in.Shape),
				Groups: len(in.Groups()), Size: size, For: in.Meta().OpName,
			})
		}
	}
	return out
}

// Summary summarizes the partitioning of the global module g.
func (r *Result) Summary(g *hlo.Module) *Summary {
	s := &Summary{Devices: r.Devices, DevicesFrom: r.DevicesFrom, Mesh: r.Mesh, PartitionedBy: "planner", Replications: r.Replications}
	s.Collectives = collectivesOf(r.Module, r.Devices)
	// For the planner's own collectives, name the instruction they serve.
	for i := range s.Collectives {
		for _, c := range r.Collectives {
			if c.Name == s.Collectives[i].Name {
				s.Collectives[i].For = c.For
			}
		}
	}
	var whole []Tensor
	for _, c := range g.Computations {
		for _, in := range c.Instructions {
			if in.ID >= len(r.Shardings) || !in.Shape.IsArray() || len(in.Shape.Dims) == 0 {
				continue
			}
			sh := r.Shardings[in.ID]
			if sh != nil && !sh.IsReplicated() {
				continue
			}
			switch in.Opcode {
			case "get-tuple-element", "bitcast", "custom-call", "copy":
				continue
			}
			whole = append(whole, Tensor{Name: in.Name, Shape: in.Shape, Bytes: denseBytes(in.Shape), OpName: in.Meta().OpName, Why: "replicated"})
		}
	}
	whole = append(whole, gathered(s.Collectives, r.Devices)...)
	s.Replicated = largest(whole)
	if e := g.Entry; e != nil {
		for _, p := range e.Params {
			if p != nil {
				s.GlobalArgumentBytes += denseBytes(p.Shape)
			}
		}
		if e.Root != nil {
			s.GlobalOutputBytes = denseBytes(e.Root.Shape)
		}
	}
	return s
}

func largest(ts []Tensor) []Tensor {
	sort.SliceStable(ts, func(i, j int) bool {
		if ts[i].Bytes != ts[j].Bytes {
			return ts[i].Bytes > ts[j].Bytes
		}
		return ts[i].Name < ts[j].Name
	})
	if len(ts) > MaxReplicated {
		ts = ts[:MaxReplicated]
	}
	return ts
}

// Summarize describes a module XLA has partitioned already (its entry
// parameters carry their shardings, its shapes are per device), or nil
// when m is not sharded or still needs partitioning.
func Summarize(m *hlo.Module) *Summary {
	if m == nil || m.Entry == nil || NeedsPartitioning(m) {
		return nil
	}
	n := m.NumPartitions
	from := "num_partitions=" + strconv.FormatInt(n, 10) + " in the header"
	sharded := false
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			if in.Sharding != nil {
				sharded = true
				if in.Sharding.Kind == hlo.ShardTiled && in.Sharding.NumDevices() > n {
					n = in.Sharding.NumDevices()
					from = in.Name + "'s sharding at line " + strconv.Itoa(int(in.ShardingPos.Line))
				}
			}
			if hlo.IsCollective(in.Opcode) {
				sharded = true
			}
		}
	}
	if !sharded || n <= 1 {
		return nil
	}
	s := &Summary{Devices: n, DevicesFrom: from, Mesh: meshText(m, n), PartitionedBy: "xla"}
	s.Collectives = collectivesOf(m, n)
	var whole []Tensor
	for _, p := range m.Entry.Params {
		if p == nil {
			continue
		}
		if p.Sharding == nil || p.Sharding.IsReplicated() {
			if p.Shape.IsArray() && len(p.Shape.Dims) > 0 {
				whole = append(whole, Tensor{Name: p.Name, Shape: p.Shape, Bytes: denseBytes(p.Shape), OpName: p.Meta().OpName, Why: "replicated parameter"})
			}
		}
		s.GlobalArgumentBytes += globalBytes(p.Shape, p.Sharding)
	}
	whole = append(whole, gathered(s.Collectives, n)...)
	s.Replicated = largest(whole)
	if r := m.Entry.Root; r != nil {
		s.GlobalOutputBytes = globalOutputBytes(m, r)
	}
	return s
}

// globalOutputBytes is the global size of the entry's result: each leaf
// under the root's sharding, or, where the root has none, the sharding of
// the parameter the leaf is aliased to (a training step's updated weights
// come back cut as they went in).
func globalOutputBytes(m *hlo.Module, r *hlo.Instruction) int64 {
	if r.Sharding != nil || !r.Shape.IsTuple() {
		return globalBytes(r.Shape, r.Sharding)
	}
	var n int64
	for i, e := range r.Shape.Tuple {
		var sh *hlo.Sharding
		for _, a := range m.InputOutputAlias {
			if len(a.OutputIndex) == 1 && a.OutputIndex[0] == i && len(a.ParamIndex) == 0 && a.Param < len(m.Entry.Params) {
				if p := m.Entry.Params[a.Param]; p != nil {
					sh = p.Sharding
				}
			}
		}
		n += globalBytes(e, sh)
	}
	return n
}

// globalBytes is the dense size of a per-device shape's global array: each
// cut dimension times its tiles (an upper bound where the last tile is
// padded).
func globalBytes(s hlo.Shape, sh *hlo.Sharding) int64 {
	if s.IsTuple() {
		var n int64
		for i, l := range leaves(s) {
			var ls *hlo.Sharding
			if sh != nil {
				ls = sh.Leaf(i)
				if sh.Kind != hlo.ShardTuple {
					ls = sh
				}
			}
			n += globalBytes(l, ls)
		}
		return n
	}
	b := denseBytes(s)
	if sh == nil || sh.Kind != hlo.ShardTiled {
		return b
	}
	for _, k := range sh.Subgroups {
		if k == "manual" {
			return b
		}
	}
	dd := sh.DataDims()
	if len(dd) != len(s.Dims) {
		return b
	}
	for _, t := range dd {
		b *= t
	}
	return b
}

// gathered lists the results of all-gathers as tensors each device holds:
// gathered over every device (whole), or over a group of them.
func gathered(cs []Collective, n int64) []Tensor {
	var out []Tensor
	for _, c := range cs {
		if c.Opcode != "all-gather" && c.Opcode != "all-gather-start" || c.Size < 2 {
			continue
		}
		why := "all-gather over every device"
		if c.Size < n {
			why = fmt.Sprintf("all-gather over %d of %d devices", c.Size, n)
		}
		if c.For != "" {
			why += " for " + c.For
		}
		out = append(out, Tensor{Name: c.Name, Shape: c.Shape, Bytes: c.Bytes, OpName: c.For, Why: why})
	}
	return out
}

// Unpartitioned describes a sharded module planned at its global shapes,
// without partitioning (the planner's --as-written): the devices its
// shardings name and where that count came from, with PartitionedBy
// "none", so that no figure of the plan is taken for a per-device one.
// It is nil for a module that does not need partitioning.
func Unpartitioned(m *hlo.Module) *Summary {
	if !NeedsPartitioning(m) {
		return nil
	}
	parts := m.DevicePartitions()
	s := &Summary{Devices: parts.N, DevicesFrom: parts.Source, Mesh: meshText(m, parts.N), PartitionedBy: "none"}
	for _, p := range m.Entry.Params {
		if p != nil {
			s.GlobalArgumentBytes += denseBytes(p.Shape)
		}
	}
	if r := m.Entry.Root; r != nil {
		s.GlobalOutputBytes = denseBytes(r.Shape)
	}
	return s
}
