package spmd

// Partitioning writes the per-device module, as XLA's SPMD partitioner
// (spmd_partitioner.cc) does after sharding propagation: every array takes
// its per-device shape (ceil(n/tiles) on each cut dimension, so uneven
// shards are padded), and where an instruction needs its operands cut
// otherwise than they are, the collectives that move them are inserted
// (reshard.go). Per opcode:
//
//   - elementwise ops, broadcast, transpose, reshape, convert and the
//     other ops with a dimension map (dims.go) take their operands cut as
//     the result maps back to them; dimensions whose size the op changes
//     (slice, pad, concatenate, dynamic-slice, sort, windows) are whole on
//     every device, and the result is cut afterwards; but a pool whose
//     windows tile a cut dimension keeps the cut, and a pad with interior
//     zeros read by a window that repeats each element (a pool's
//     gradient) runs on the local tiles (halo.go);
//   - dot and convolution run on the operands as they are when their
//     contracted dimensions are cut alike (each device computes a partial
//     sum, then all-reduce or reduce-scatter), or alike once the operand
//     holding one whole is sliced; else on the operands with
//     their contracted dimensions gathered, or resharded to the result's
//     batch and free dimensions, whichever moves fewer bytes, but where
//     XLA's PartitionDot would reshard to the result's free cut first
//     (outputDrivenFirst); a convolution over a cut spatial dimension
//     exchanges halos, with a batch or contracted feature cut beside it
//     (halo.go);
//   - reshape keeps the tiles that are contiguous blocks of each group of
//     dimensions (reshapeTiling), else runs on whole operands;
//   - gather and scatter keep their operands cut where each device can
//     work on its own tile (masked lookups and scatter-adds summed after);
//   - sort and topk keep every cut but the sorted dimension's;
//   - reduce reduces the local tile and all-reduces across the tiles of
//     the reduced dimensions;
//   - while, call and conditional partition their computations with the
//     parameters cut as their operands; tuple and get-tuple-element pass
//     leaves through;
//   - a Sharding custom call (with_sharding_constraint) becomes the
//     reshard it asks for, or nothing: XLA turns it into a copy that its
//     simplifier then removes;
//   - constants stay whole and are sliced; anything else (fusions, custom
//     calls) runs on whole operands, as XLA does for what it cannot
//     partition.
//
// The result passes hlo.Verify and Check (check.go).

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// Replication is a reshard that could only go through the whole array on
// every device: XLA's "involuntary full rematerialization".
type Replication struct {
	// Instruction names the value resharded, User the instruction that
	// needs it otherwise, at Pos.
	Instruction, User string
	Pos               hlo.Pos
	From, To          *hlo.Sharding
	Shape             hlo.Shape // the global shape, held whole on every device
	Bytes             int64     // dense bytes of Shape: what each device holds
}

// Collective is a collective of the per-device module.
type Collective struct {
	Name   string // instruction in the per-device module
	Opcode string
	Shape  hlo.Shape // per device
	Bytes  int64     // dense bytes of its result per device
	Groups int       // number of replica groups (or source-target pairs)
	Size   int64     // devices per group (2 for a permute)
	// For names the instruction of the input module it serves.
	For string
}

// Result is a partitioned module and what partitioning it inserted.
type Result struct {
	// Module is the per-device module.
	Module *hlo.Module
	// Devices is the number of devices: num_partitions, or the count
	// the module's shardings name when its header has none (the text
	// jax's lower().as_text() prints).
	Devices int64
	// DevicesFrom says where Devices was read (hlo.Partitions.Source).
	DevicesFrom string
	// Mesh describes the device mesh: Shardy's axes when the module names
	// a mesh, else the device count.
	Mesh string
	// Shardings holds, by instruction ID of the input module, the sharding
	// propagation gave it.
	Shardings []*hlo.Sharding
	// Collectives lists the collectives inserted, in module order.
	Collectives []Collective
	// Replications lists the reshards through full replication.
	Replications []Replication
}

// NeedsPartitioning reports whether m is a sharded module XLA has not
// partitioned yet: it has more than one partition, some sharding, and no
// collective outside shard_map's manual regions.
func NeedsPartitioning(m *hlo.Module) bool {
	if m == nil || m.Entry == nil || m.DevicePartitions().N <= 1 {
		return false
	}
	sharded := false
	manual := false
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			if in.Sharding != nil || len(in.SdySharding) > 0 {
				sharded = true
			}
			if in.Opcode == "custom-call" {
				switch attr(in, "custom_call_target") {
				case `"SPMDFullToShardShape"`, `"SPMDShardToFullShape"`, `"xla.sdy.GlobalToLocalShape"`, `"xla.sdy.LocalToGlobalShape"`:
					manual = true
				}
			}
		}
	}
	if !sharded {
		return false
	}
	if manual {
		return true
	}
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			if hlo.IsCollective(in.Opcode) {
				return false
			}
		}
	}
	return true
}

// builder writes the per-device module.
type builder struct {
	m    *hlo.Module      // input module
	p    *propagation     // tilings of the input module
	n    int64            // devices
	opts Options          // backend choices
	out  *hlo.Module      // per-device module
	comp *hlo.Computation // computation being written
	// newComp maps input computations to their per-device ones.
	newComp map[*hlo.Computation]*hlo.Computation
	// val[id] is the per-device instruction of input instruction id.
	val []*hlo.Instruction
	// names holds every instruction name of the output module.
	names map[string]bool
	// per computation: cached constants, offsets and partition-id
	constants map[string]*hlo.Instruction
	offsets   map[string]*hlo.Instruction
	pid       *hlo.Instruction
	// reshards caches the reshards written in the computation, by value
	// and target tiling (XLA's reshard cache).
	reshards map[reshardKey]*hlo.Instruction
	channel  int64 // last channel_id given
	// report
	collectives  []Collective
	replications []Replication
	// dry counts the bytes a reshard would emit without keeping it.
	dry      bool
	dryBytes int64
	// dryGathers counts the all-gathers a dry run would write.
	dryGathers int
	// deferred holds the pads (by ID) that only feed reduce-windows
	// upsampleWindow writes: they are written there, on local tiles,
	// not where they stand (halo.go).
	deferred map[int]bool
}

// bytes is the dense size of an array shape.
func (b *builder) bytes(s hlo.Shape) int64 {
	return denseBytes(s)
}

// denseBytes is element count × element size (tuples: their leaves).
func denseBytes(s hlo.Shape) int64 {
	if s.IsTuple() {
		var n int64
		for _, e := range s.Tuple {
			n += denseBytes(e)
		}
		return n
	}
	if !s.IsArray() {
		return 0
	}
	bits := elementBits(s.Element)
	return (s.ElementCount()*int64(bits) + 7) / 8
}

func elementBits(t hlo.ElementType) int {
	s := string(t)
	switch s {
	case "pred", "s8", "u8":
		return 8
	case "c64":
		return 64
	case "c128":
		return 128
	}
	if strings.HasPrefix(s, "f8") {
		return 8
	}
	if strings.HasPrefix(s, "f6") {
		return 6
	}
	if strings.HasPrefix(s, "f4") {
		return 4
	}
	i := strings.IndexAny(s, "0123456789")
	if i < 0 {
		return 32
	}
	n, err := strconv.Atoi(s[i:])
	if err != nil {
		return 32
	}
	return n
}

// uniqueName returns base, or base.N, unused so far.
func (b *builder) uniqueName(base string) string {
	if !b.names[base] {
		b.names[base] = true
		return base
	}
	for i := 1; ; i++ {
		s := base + "." + strconv.Itoa(i)
		if !b.names[s] {
			b.names[s] = true
			return s
		}
	}
}

// emit appends a new instruction to the computation being written.
func (b *builder) emit(opcode string, shape hlo.Shape, ops []*hlo.Instruction, cause *hlo.Instruction, attrs ...hlo.Attr) *hlo.Instruction {
	if b.dry {
		b.dryBytes += denseBytes(shape)
		return &hlo.Instruction{Opcode: opcode, Shape: shape, Operands: ops}
	}
	in := &hlo.Instruction{
		Name: b.uniqueName(opcode), Opcode: opcode, Shape: shape, Operands: ops,
		Parent: b.comp, ParameterNumber: -1, TupleIndex: -1, Attrs: attrs,
	}
	if cause != nil {
		in.Metadata = cause.Metadata
	}
	b.comp.Instructions = append(b.comp.Instructions, in)
	return in
}

// collective emits a collective over groups (or source-target pairs).
func (b *builder) collective(opcode string, shape hlo.Shape, ops []*hlo.Instruction, groups [][]int64, cause *hlo.Instruction, attrs ...hlo.Attr) *hlo.Instruction {
	if b.dry {
		b.dryBytes += denseBytes(shape)
		if opcode == "all-gather" {
			b.dryGathers++
		}
		return &hlo.Instruction{Opcode: opcode, Shape: shape, Operands: ops}
	}
	b.channel++
	name := "replica_groups"
	if opcode == "collective-permute" {
		name = "source_target_pairs"
	}
	all := []hlo.Attr{
		{Name: "channel_id", Value: strconv.FormatInt(b.channel, 10)},
		{Name: name, Value: hlo.FormatGroups(groups)},
	}
	all = append(all, attrs...)
	if opcode != "collective-permute" {
		all = append(all, hlo.Attr{Name: "use_global_device_ids", Value: "true"})
	}
	in := b.emit(opcode, shape, ops, cause, all...)
	in.Collective = &hlo.Collective{ReplicaGroups: groups, ChannelID: b.channel}
	size := int64(2)
	if opcode != "collective-permute" && len(groups) > 0 {
		size = int64(len(groups[0]))
	}
	forName := ""
	if cause != nil {
		forName = cause.Name
	}
	b.collectives = append(b.collectives, Collective{
		Name: in.Name, Opcode: opcode, Shape: shape, Bytes: denseBytes(shape),
		Groups: len(groups), Size: size, For: forName,
	})
	return in
}

// Options are choices XLA's pipelines make differently per backend.
type Options struct {
	// ReduceScatter writes a sum whose result is then cut across the
	// summing devices as one reduce-scatter (XLA's GPU and TPU pipelines);
	// false keeps the all-reduce and the slice (XLA:CPU).
	ReduceScatter bool
}

// Partition propagates m's shardings and writes its per-device module,
// as XLA:CPU does (PartitionWith for the other backends). m must be a
// sharded module (NeedsPartitioning); the result has passed hlo.Verify
// and Check.
func Partition(m *hlo.Module) (*Result, error) {
	return PartitionWith(m, Options{})
}

// PartitionWith is Partition under opts.
func PartitionWith(m *hlo.Module, opts Options) (res *Result, err error) {
	defer func() {
		// A module the partitioner misreads must not take the process
		// down: say so, as a bug, with the module's name.
		if r := recover(); r != nil {
			res, err = nil, fmt.Errorf("spmd: internal error partitioning %s (a bug; plan it with --as-written): %v", m.Name, r)
		}
	}()
	parts := m.DevicePartitions()
	n := parts.N
	if n < 1 {
		n = 1
	}
	input := m
	m = flattenCalls(m)
	m = inPostOrder(m)
	p, err := propagate(m, n)
	if err != nil {
		return nil, err
	}
	b := &builder{m: m, p: p, n: n, opts: opts, newComp: map[*hlo.Computation]*hlo.Computation{}, names: map[string]bool{}}
	b.val = make([]*hlo.Instruction, len(p.insts))
	for _, in := range p.insts {
		if in != nil {
			b.names[in.Name] = true
		}
	}
	// The per-device module says how many devices it is for, as XLA's
	// partitioned dumps do, whether or not the input's header said.
	out := &hlo.Module{Name: m.Name, IsScheduled: false, NumPartitions: n, ReplicaCount: m.ReplicaCount}
	for _, a := range m.Attrs {
		if a.Name == "frontend_attributes" && strings.Contains(a.Value, "xla.sdy.") {
			continue
		}
		out.Attrs = append(out.Attrs, a)
	}
	if parts.Inferred {
		out.Attrs = append(out.Attrs, hlo.Attr{Name: "num_partitions", Value: strconv.FormatInt(n, 10)})
	}
	b.out = out
	for _, c := range m.Computations {
		nc := &hlo.Computation{Name: c.Name, IsEntry: c.IsEntry, Attrs: c.Attrs}
		b.newComp[c] = nc
		out.Computations = append(out.Computations, nc)
		if c == m.Entry {
			out.Entry = nc
		}
	}
	// Scalar computations applied by reduce, sort, scatter, all-reduce
	// and the like are copied; the others are partitioned.
	applied := map[*hlo.Computation]bool{}
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			for _, cc := range in.Called {
				switch cc.Role {
				case "to_apply":
					if in.Opcode != "call" {
						applied[cc.Computation] = true
					}
				case "calls", "scatter", "select":
					applied[cc.Computation] = true
				}
			}
		}
	}
	for _, c := range m.Computations {
		b.comp = b.newComp[c]
		b.constants = map[string]*hlo.Instruction{}
		b.offsets = map[string]*hlo.Instruction{}
		b.reshards = map[reshardKey]*hlo.Instruction{}
		b.pid = nil
		if applied[c] {
			b.copyComputation(c)
		} else {
			b.partitionComputation(c)
		}
	}
	b.finishModule()
	text := out.String()
	mods, err := hlo.Parse(m.Name+".per-device.hlo", []byte(text))
	if err != nil {
		return nil, userErrors(m, text, err)
	}
	res = &Result{Module: mods[0], Devices: n, DevicesFrom: parts.Source, Mesh: meshText(m, n), Collectives: b.collectives, Replications: b.replications}
	res.Shardings = make([]*hlo.Sharding, len(p.insts))
	defer func() {
		// by the input's IDs: the clones flattenCalls made come after
		if res != nil {
			res.Shardings = res.Shardings[:min(len(res.Shardings), maxID(input)+1)]
		}
	}()
	for id, ts := range p.t {
		if ts == nil || p.insts[id] == nil {
			continue
		}
		if len(ts) == 1 && !p.insts[id].Shape.IsTuple() {
			res.Shardings[id] = ts[0].sharding()
		} else {
			tup := &hlo.Sharding{Kind: hlo.ShardTuple}
			for _, t := range ts {
				tup.Tuple = append(tup.Tuple, t.sharding())
			}
			res.Shardings[id] = tup
		}
	}
	if err := Check(m, res); err != nil {
		return nil, fmt.Errorf("spmd: the per-device module of %s fails its check (a bug): %w", m.Name, err)
	}
	return res, nil
}

// meshText describes the devices: Shardy's first mesh, or the count.
func meshText(m *hlo.Module, n int64) string {
	if len(m.SdyMeshes) > 0 && len(m.SdyMeshes[0].Axes) > 0 {
		return m.SdyMeshes[0].AxesText()
	}
	return "[" + strconv.FormatInt(n, 10) + "]"
}

// copyComputation copies an applied computation unchanged.
func (b *builder) copyComputation(c *hlo.Computation) {
	for _, in := range c.Instructions {
		nin := b.clone(in, b.operands(in), in.Shape)
		if in == c.Root {
			b.comp.Root = nin
		}
	}
}

// operands returns the per-device operands of in as they are.
func (b *builder) operands(in *hlo.Instruction) []*hlo.Instruction {
	ops := make([]*hlo.Instruction, len(in.Operands))
	for i, op := range in.Operands {
		ops[i] = b.val[op.ID]
	}
	return ops
}

// clone writes in with new operands and shape, keeping its name,
// attributes (but its sharding) and called computations.
func (b *builder) clone(in *hlo.Instruction, ops []*hlo.Instruction, shape hlo.Shape) *hlo.Instruction {
	nin := &hlo.Instruction{
		Name: in.Name, Opcode: in.Opcode, Shape: shape, Operands: ops, Parent: b.comp,
		ParameterNumber: in.ParameterNumber, TupleIndex: in.TupleIndex, Literal: in.Literal,
		OutputToOperandAliasing: in.OutputToOperandAliasing, Metadata: in.Metadata,
	}
	if c := in.Collective; c != nil {
		// The groups and the channel, not the groups' position (as when
		// they were fields of the instruction).
		nin.Collective = &hlo.Collective{ReplicaGroups: c.ReplicaGroups, ChannelID: c.ChannelID}
	}
	if shape.IsArray() && shape.Layout != nil && !slices.Equal(shape.Dims, in.Shape.Dims) {
		// keep the layout's order; tiles were for the global shape
		l := *shape.Layout
		l.Tiles = nil
		nin.Shape.Layout = &l
	}
	for _, a := range in.Attrs {
		if a.Name == "sharding" || a.Name == "frontend_attributes" && strings.Contains(a.Value, "xla.sdy.") {
			continue
		}
		nin.Attrs = append(nin.Attrs, a)
	}
	for _, cc := range in.Called {
		nin.Called = append(nin.Called, hlo.CalledComputation{Role: cc.Role, Computation: b.newComp[cc.Computation]})
	}
	b.comp.Instructions = append(b.comp.Instructions, nin)
	b.val[in.ID] = nin
	return nin
}

// tilingOf returns the tiling of leaf 0 of an array instruction.
func (b *builder) tilingOf(in *hlo.Instruction) tiling {
	ts := b.p.t[in.ID]
	if len(ts) == 0 {
		return replicatedTiling(len(in.Shape.Dims), b.n)
	}
	return ts[0]
}

// localShape is the per-device shape of in's result (every leaf).
func (b *builder) localShape(in *hlo.Instruction) hlo.Shape {
	return b.localShapeAs(in.Shape, b.p.t[in.ID])
}

// reshardValue reshards every leaf of the per-device value v (input
// instruction src's value, held as from) to to.
func (b *builder) reshardValue(v *hlo.Instruction, g hlo.Shape, from, to []tiling, cause, src *hlo.Instruction) *hlo.Instruction {
	if !g.IsTuple() {
		if len(from) == 0 || len(to) == 0 {
			return v
		}
		return b.reshard(v, g, from[0], to[0], cause, src)
	}
	same := len(from) == len(to)
	for i := range from {
		if same && !from[i].equal(to[i]) && !from[i].manual && !to[i].manual {
			same = false
		}
	}
	if same {
		return v
	}
	var elems []*hlo.Instruction
	k := 0
	for i, e := range g.Tuple {
		n := leafCount(e)
		gte := b.emit("get-tuple-element", v.Shape.Tuple[i], []*hlo.Instruction{v}, nil)
		gte.TupleIndex = i
		if k+n <= len(from) && k+n <= len(to) {
			elems = append(elems, b.reshardValue(gte, e, from[k:k+n], to[k:k+n], cause, src))
		} else {
			elems = append(elems, gte)
		}
		k += n
	}
	shape := hlo.Shape{Element: hlo.TupleElement, Tuple: make([]hlo.Shape, len(elems))}
	for i, e := range elems {
		shape.Tuple[i] = e.Shape
	}
	return b.emit("tuple", shape, elems, nil)
}

// operandAs returns operand k of in resharded to t.
func (b *builder) operandAs(in *hlo.Instruction, k int, t tiling) *hlo.Instruction {
	op := in.Operands[k]
	return b.reshard(b.val[op.ID], op.Shape, b.tilingOf(op), t, in, op)
}

// partitionComputation writes the per-device version of c.
func (b *builder) partitionComputation(c *hlo.Computation) {
	b.deferPads(c)
	for _, in := range c.Instructions {
		if !b.deferred[in.ID] {
			b.instruction(in)
		}
	}
	if c.Root != nil {
		b.comp.Root = b.val[c.Root.ID]
		// A loop body's root must come out as its parameter went in.
		for _, call := range b.p.callers[c] {
			if call.Opcode == "conditional" {
				b.comp.Root = b.reshardValue(b.comp.Root, c.Root.Shape, b.p.t[c.Root.ID], b.p.t[call.ID], c.Root, c.Root)
			}
			if call.Opcode == "while" && call.CalledComputation("body") == c {
				want := b.p.t[call.ID]
				b.comp.Root = b.reshardValue(b.comp.Root, c.Root.Shape, b.p.t[c.Root.ID], want, c.Root, c.Root)
			}
		}
	}
}

// instruction writes the per-device form of in.
func (b *builder) instruction(in *hlo.Instruction) {
	out := b.tilingOf(in)
	switch in.Opcode {
	case "parameter":
		b.clone(in, nil, b.localShape(in))
		if sh, _ := written(b.m, in); in.Parent == b.m.Entry && sh != nil {
			b.val[in.ID].Attrs = append(b.val[in.ID].Attrs, hlo.Attr{Name: "sharding", Value: sh.String()})
		}
		return
	case "get-tuple-element", "tuple", "optimization-barrier", "opt-barrier", "after-all", "add-dependency",
		"partition-id", "replica-id":
		b.structural(in)
		return
	case "while":
		op := in.Operands[0]
		v := b.reshardValue(b.val[op.ID], op.Shape, b.p.t[op.ID], b.p.t[in.ID], in, op)
		b.clone(in, []*hlo.Instruction{v}, b.localShape(in))
		return
	case "call":
		c := in.CalledComputation("to_apply")
		var ops []*hlo.Instruction
		for k, op := range in.Operands {
			v := b.val[op.ID]
			if c != nil && k < len(c.Params) && c.Params[k] != nil {
				v = b.reshardValue(v, op.Shape, b.p.t[op.ID], b.p.t[c.Params[k].ID], in, op)
			}
			ops = append(ops, v)
		}
		shape := in.Shape
		if c != nil && c.Root != nil {
			shape = b.localShapeAs(in.Shape, b.p.t[c.Root.ID])
		}
		nin := b.clone(in, ops, shape)
		if c != nil && c.Root != nil {
			b.val[in.ID] = b.reshardValue(nin, in.Shape, b.p.t[c.Root.ID], b.p.t[in.ID], in, in)
		}
		return
	case "conditional":
		ops := []*hlo.Instruction{b.operandAs(in, 0, replicatedTiling(len(in.Operands[0].Shape.Dims), b.n))}
		for k := 1; k < len(in.Operands); k++ {
			op := in.Operands[k]
			v := b.val[op.ID]
			if k-1 < len(in.Called) {
				if c := in.Called[k-1].Computation; c != nil && len(c.Params) == 1 && c.Params[0] != nil {
					v = b.reshardValue(v, op.Shape, b.p.t[op.ID], b.p.t[c.Params[0].ID], in, op)
				}
			}
			ops = append(ops, v)
		}
		// Every branch root comes out as the conditional's tiling.
		shape := b.localShape(in)
		nin := b.clone(in, ops, shape)
		_ = nin
		return
	case "custom-call":
		switch attr(in, "custom_call_target") {
		case `"Sharding"`, `"xla.sdy.FuncResultSharding"`:
			if len(in.Operands) == 1 && in.Shape.IsArray() && slices.Equal(in.Operands[0].Shape.Dims, in.Shape.Dims) &&
				in.Operands[0].Shape.Element == in.Shape.Element {
				b.val[in.ID] = b.operandAs(in, 0, out)
				return
			}
		case `"SPMDFullToShardShape"`, `"xla.sdy.GlobalToLocalShape"`, `"SPMDShardToFullShape"`, `"xla.sdy.LocalToGlobalShape"`:
			if b.manualBoundary(in) {
				return
			}
		}
	case "constant", "iota", "rng", "rng-bit-generator", "rng-get-and-update-state":
		if in.Opcode == "iota" && in.Shape.IsArray() {
			b.clone(in, nil, out.localShape(in.Shape))
			return
		}
		// Whole on every device, then sliced.
		nin := b.clone(in, b.operands(in), in.Shape)
		b.val[in.ID] = b.reshard(nin, in.Shape, replicatedTiling(len(in.Shape.Dims), b.n), out, in, in)
		return
	case "reduce":
		if b.reduce(in, out) {
			return
		}
	case "reduce-window":
		if b.upsampleWindow(in, out) {
			return
		}
	case "dot", "convolution":
		if in.Opcode == "convolution" && b.haloConvolution(in, out) {
			return
		}
		if b.contraction(in, out) {
			return
		}
	case "gather":
		if b.gather(in, out) {
			return
		}
	case "scatter":
		if b.scatter(in, out) {
			return
		}
	case "sort", "topk":
		if b.sortLike(in) {
			return
		}
	case "broadcast":
		if m, ok := operandMap(in, 0); ok {
			req := mapTiling(out, m.invert(len(in.Operands[0].Shape.Dims)))
			v := b.operandAs(in, 0, req)
			b.clone(in, []*hlo.Instruction{v}, out.localShape(in.Shape))
			return
		}
	case "all-reduce", "all-gather", "reduce-scatter", "all-to-all", "collective-permute",
		"collective-broadcast":
		// Written by the program inside a manual region: per device
		// already.
		b.clone(in, b.operands(in), in.Shape)
		return
	}
	if in.Shape.IsArray() && b.mapped(in, out) {
		return
	}
	b.whole(in, out)
}

// localShapeAs is the per-device shape of global shape g under the leaf
// tilings ts.
func (b *builder) localShapeAs(g hlo.Shape, ts []tiling) hlo.Shape {
	i := 0
	var walk func(s hlo.Shape) hlo.Shape
	walk = func(s hlo.Shape) hlo.Shape {
		if s.IsTuple() {
			out := s
			out.Tuple = make([]hlo.Shape, len(s.Tuple))
			for k, e := range s.Tuple {
				out.Tuple[k] = walk(e)
			}
			return out
		}
		t := replicatedTiling(len(s.Dims), b.n)
		if i < len(ts) {
			t = ts[i]
		}
		i++
		return t.localShape(s)
	}
	return walk(g)
}

// structural writes a tuple, get-tuple-element and the like: operands as
// they are, the shape from them.
func (b *builder) structural(in *hlo.Instruction) {
	ops := b.operands(in)
	switch in.Opcode {
	case "get-tuple-element":
		s := ops[0].Shape
		shape := in.Shape
		if s.IsTuple() && in.TupleIndex < len(s.Tuple) {
			shape = s.Tuple[in.TupleIndex]
		}
		b.clone(in, ops, shape)
		// The leaves keep the tuple's tilings.
		src := b.p.t[in.Operands[0].ID]
		lo := leafOffset(in.Operands[0].Shape, in.TupleIndex)
		if lo+leafCount(in.Shape) <= len(src) {
			have := src[lo : lo+leafCount(in.Shape)]
			b.val[in.ID] = b.reshardValue(b.val[in.ID], in.Shape, have, b.p.t[in.ID], in, in)
		}
	case "tuple":
		var shapes []hlo.Shape
		k := 0
		want := b.p.t[in.ID]
		for i, op := range in.Operands {
			n := leafCount(op.Shape)
			if k+n <= len(want) {
				ops[i] = b.reshardValue(ops[i], op.Shape, b.p.t[op.ID], want[k:k+n], in, op)
			}
			k += n
			shapes = append(shapes, ops[i].Shape)
		}
		b.clone(in, ops, hlo.Shape{Element: hlo.TupleElement, Tuple: shapes})
	case "optimization-barrier", "opt-barrier":
		b.clone(in, ops, ops[0].Shape)
		b.p.t[in.ID] = b.p.t[in.Operands[0].ID]
	case "add-dependency":
		b.clone(in, ops, ops[0].Shape)
		b.p.t[in.ID] = b.p.t[in.Operands[0].ID]
	default:
		b.clone(in, ops, in.Shape)
	}
}

// mapped writes an op with a dimension map per operand: each operand cut
// as the result maps back to it, the result cut as out where the op keeps
// dimensions and whole where it changes them (then resharded to out).
func (b *builder) mapped(in *hlo.Instruction, out tiling) bool {
	maps := make([]dimMap, len(in.Operands))
	for k, op := range in.Operands {
		if !op.Shape.IsArray() {
			return false
		}
		if len(op.Shape.Dims) == 0 {
			continue // a scalar operand: whole
		}
		m, ok := operandMap(in, k)
		if !ok {
			return false
		}
		maps[k] = m
	}
	// The tiling the op can compute: out without the dimensions no operand
	// keeps (slice, pad ... change them), and for reshape, only the tiles
	// that stay whole.
	comp := out
	if len(in.Operands) > 0 && maps[0] != nil {
		keep := make([]bool, len(in.Shape.Dims))
		for _, s := range maps[0] {
			_ = s
		}
		for i, s := range maps[0] {
			keep[i] = s >= 0
			// A pooled dimension keeps its cut only where every tile
			// holds whole windows (dims.go's tiledWindowDims).
			if in.Opcode == "reduce-window" && keep[i] && out.dims[i] > 1 {
				st := windowStride(in, i)
				// (checked: tiles·stride may not fit in an int64)
				if op := in.Operands[0].Shape.Dims[s]; st > 1 && (out.dims[i] > math.MaxInt64/st || op%(out.dims[i]*st) != 0) {
					keep[i] = false
				}
			}
		}
		drop := make([]bool, len(in.Shape.Dims))
		for i := range drop {
			drop[i] = !keep[i]
		}
		comp = out.replicateDims(drop)
		if in.Opcode == "reshape" {
			op := in.Operands[0]
			if req, ok := reshapeTiling(out, in.Shape.Dims, op.Shape.Dims); ok && reshapeLocalOK(op.Shape, in.Shape, req, out) {
				v := b.operandAs(in, 0, req)
				nin := b.clone(in, []*hlo.Instruction{v}, out.localShape(in.Shape))
				b.val[in.ID] = nin
				return true
			}
		}
		if in.Opcode == "reshape" {
			op := in.Operands[0]
			m := reshapeMap(in.Shape.Dims, op.Shape.Dims)
			req, ok := tilingThrough(in, comp, m, false)
			back := mapTiling(req, maps[0])
			if !ok || !back.equal(comp) || !reshapeLocalOK(op.Shape, in.Shape, req, comp) {
				comp = replicatedTiling(len(in.Shape.Dims), b.n)
			}
		}
	}
	ops := make([]*hlo.Instruction, len(in.Operands))
	for k, op := range in.Operands {
		if maps[k] == nil {
			ops[k] = b.operandAs(in, k, replicatedTiling(0, b.n))
			continue
		}
		var req tiling
		if in.Opcode == "reshape" {
			req = mapTiling(comp, reshapeMap(in.Shape.Dims, op.Shape.Dims))
		} else {
			req = mapTiling(comp, maps[k].invert(len(op.Shape.Dims)))
		}
		ops[k] = b.operandAs(in, k, req)
	}
	shape := comp.localShape(in.Shape)
	nin := b.clone(in, ops, shape)
	b.localAttrs(nin, in, comp)
	b.val[in.ID] = b.reshard(nin, in.Shape, comp, out, in, in)
	return true
}

// reshapeLocalOK reports whether a reshape of the local tiles gives the
// local tile of the result: the element counts agree.
func reshapeLocalOK(src, dst hlo.Shape, ts, td tiling) bool {
	return ts.localShape(src).ElementCount() == td.localShape(dst).ElementCount()
}

// localAttrs rewrites the attributes of a partitioned instruction that
// name sizes of cut dimensions: slice limits, dynamic-slice sizes.
func (b *builder) localAttrs(nin, in *hlo.Instruction, t tiling) {
	switch in.Opcode {
	case "slice":
		for i, a := range nin.Attrs {
			if a.Name != "slice" {
				continue
			}
			parts := strings.Split(strings.Trim(a.Value, "{}"), ",")
			if len(parts) != len(nin.Shape.Dims) {
				return
			}
			for d := range parts {
				if t.dims[d] > 1 {
					parts[d] = "[0:" + strconv.FormatInt(nin.Shape.Dims[d], 10) + "]"
				} else {
					parts[d] = strings.TrimSpace(parts[d])
				}
			}
			nin.Attrs[i].Value = "{" + strings.Join(parts, ", ") + "}"
		}
	case "dynamic-slice":
		for i, a := range nin.Attrs {
			if a.Name == "dynamic_slice_sizes" {
				var s []string
				for _, d := range nin.Shape.Dims {
					s = append(s, strconv.FormatInt(d, 10))
				}
				nin.Attrs[i].Value = "{" + strings.Join(s, ",") + "}"
			}
		}
	}
}

// whole runs in on whole operands (a fusion, a custom call, anything the
// partitioner does not cut) and cuts the result to out.
func (b *builder) whole(in *hlo.Instruction, out tiling) {
	ops := make([]*hlo.Instruction, len(in.Operands))
	for k, op := range in.Operands {
		v := b.val[op.ID]
		if op.Shape.IsArray() {
			v = b.reshard(v, op.Shape, b.tilingOf(op), replicatedTiling(len(op.Shape.Dims), b.n), in, op)
		} else if op.Shape.IsTuple() {
			full := make([]tiling, 0)
			for _, l := range leaves(op.Shape) {
				full = append(full, replicatedTiling(len(l.Dims), b.n))
			}
			v = b.reshardValue(v, op.Shape, b.p.t[op.ID], full, in, op)
		}
		ops[k] = v
	}
	nin := b.clone(in, ops, in.Shape)
	if in.Shape.IsArray() {
		b.val[in.ID] = b.reshard(nin, in.Shape, replicatedTiling(len(in.Shape.Dims), b.n), out, in, in)
	} else {
		full := make([]tiling, 0)
		for _, l := range leaves(in.Shape) {
			full = append(full, replicatedTiling(len(l.Dims), b.n))
		}
		b.val[in.ID] = b.reshardValue(nin, in.Shape, full, b.p.t[in.ID], in, in)
	}
}

// reduce writes a single-operand reduce: the local tile reduced, then an
// all-reduce over the tiles of the reduced dimensions.
func (b *builder) reduce(in *hlo.Instruction, out tiling) bool {
	if len(in.Operands) != 2 || !in.Shape.IsArray() {
		return false
	}
	m, ok := operandMap(in, 0)
	if !ok {
		return false
	}
	op := in.Operands[0]
	have := b.tilingOf(op)
	// Keep the operand's cuts on reduced dimensions; its other
	// dimensions follow the result.
	req := mapTiling(out, m.invert(len(op.Shape.Dims)))
	if mt, ok := merge(req, reducedOnly(have, m)); ok {
		req = mt
	}
	v := b.operandAs(in, 0, req)
	init := b.operandAs(in, 1, replicatedTiling(0, b.n))
	partial := mapTiling(req, m)
	shape := partial.localShape(in.Shape)
	nin := b.clone(in, []*hlo.Instruction{v, init}, shape)
	res := nin
	reduced := make([]bool, len(req.dims))
	any := false
	used := make([]bool, len(req.dims))
	for _, s := range m {
		if s >= 0 {
			used[s] = true
		}
	}
	for i := range reduced {
		if !used[i] && req.dims[i] > 1 {
			reduced[i] = true
			any = true
		}
	}
	if any {
		red := b.newComp[in.CalledComputation("to_apply")]
		groups := req.groups(reduced)
		_, _, scatter := scatterDim(partial, out, groups)
		_, _, _, part := partialScatterDim(partial, out, groups)
		if !scatter && !part {
			// Reduced over several cut dimensions into a result the
			// reduction's devices share: XLA all-reduces one dimension's
			// devices at a time, the last dimension first (wsc_2x4's loss,
			// a [2,4]-cut array summed to a scalar: over 'model', then
			// over 'data'; its combiner then joins each with the other
			// all-reduces of those devices).
			var dims []int
			for i := range reduced {
				if reduced[i] {
					dims = append(dims, i)
				}
			}
			for j := len(dims) - 1; j >= 1; j-- {
				one := make([]bool, len(reduced))
				one[dims[j]] = true
				ar := b.collective("all-reduce", nin.Shape, []*hlo.Instruction{nin}, req.groups(one), in)
				ar.Called = []hlo.CalledComputation{{Role: "to_apply", Computation: red}}
				nin = ar
			}
			if len(dims) > 1 {
				reduced = make([]bool, len(reduced))
				reduced[dims[0]] = true
				groups = req.groups(reduced)
			}
		}
		b.val[in.ID] = b.sum(nin, groups, red, partial, out, in)
		return true
	}
	b.val[in.ID] = b.reshard(res, in.Shape, partial, out, in, in)
	return true
}

// reducedOnly keeps t's cuts on the dimensions m does not map (the
// reduced ones) and replicates the rest.
func reducedOnly(t tiling, m dimMap) tiling {
	used := make([]bool, len(t.dims))
	for _, s := range m {
		if s >= 0 && s < len(used) {
			used[s] = true
		}
	}
	return t.replicateDims(used)
}

// contraction writes a dot or convolution. Two strategies, the cheaper in
// bytes moved wins: (a) operands as they are where their contracted
// dimensions are cut alike, each device computing a partial sum that an
// all-reduce completes; (b) operands resharded to the result's tiling
// (contracted dimensions whole).
func (b *builder) contraction(in *hlo.Instruction, out tiling) bool {
	c, ok := contractionOf(in)
	if !ok {
		return false
	}
	lhs, rhs := in.Operands[0], in.Operands[1]
	lr, rr := len(lhs.Shape.Dims), len(rhs.Shape.Dims)
	invL, invR := c.fromLHS.invert(lr), c.fromRHS.invert(rr)
	L, R := b.tilingOf(lhs), b.tilingOf(rhs)

	type plan struct {
		reqL, reqR tiling
		partial    tiling // the result's tiling before the all-reduce
		contracted []bool // lhs dims whose tiles are summed
		cost       int64
		unusable   bool // a convolution's windows cut from their halos (localWindows)
	}
	var plans []plan
	// (b) output-driven
	outputDriven := -1
	{
		reqL, reqR := mapTiling(out, invL), mapTiling(out, invR)
		if p, ok := merge(mapTiling(reqL, c.fromLHS), mapTiling(reqR, c.fromRHS)); ok {
			outputDriven = len(plans)
			plans = append(plans, plan{reqL: reqL, reqR: reqR, partial: p})
		}
	}
	// (c) operands as they are but their contracted dimensions whole,
	// the result cut as they cut it, then resharded (GSPMD's sharding
	// taken from the operands)
	{
		reqL, reqR := L.replicateDims(dimSet(lr, c.lhsContract)), R.replicateDims(dimSet(rr, c.rhsContract))
		batchAlike := true
		for i := range c.fromLHS {
			if l, r := c.fromLHS[i], c.fromRHS[i]; l >= 0 && r >= 0 && reqL.dims[l] != reqR.dims[r] {
				batchAlike = false
			}
		}
		if batchAlike {
			if p, ok := merge(mapTiling(reqL, c.fromLHS), mapTiling(reqR, c.fromRHS)); ok {
				plans = append(plans, plan{reqL: reqL, reqR: reqR, partial: p})
			}
		}
	}
	// (a) partial sums over contracted dimensions cut alike
	if cl, ok := contractedAlike(L, R, c); ok {
		// The operands keep their contracted cuts; their other
		// dimensions follow the result where it can.
		reqL, okL := merge(mapTiling(out, invL), keepDims(L, c.lhsContract))
		reqR, okR := merge(mapTiling(out, invR), keepDims(R, c.rhsContract))
		if !okL || !okR {
			reqL, reqR = L, R
		}
		if _, ok := contractedAlike(reqL, reqR, c); ok {
			if p, ok := merge(mapTiling(reqL, c.fromLHS), mapTiling(reqR, c.fromRHS)); ok {
				plans = append(plans, plan{reqL: reqL, reqR: reqR, partial: p, contracted: cl})
			}
		}
	}
	// (d) contracted dimensions cut on both sides but not alike, as
	// XLA's PartitionDot handles them: where one side cuts a contracted
	// dimension more, the extra (minor) factor of its tiles is gathered,
	// so that the tiles both cut stay partial sums (grouping on the
	// contracted partitions); where both cut it as often on other
	// devices, one side is moved onto the other's devices, if that
	// gathers nothing.
	alike := len(plans)
	if _, ok := contractedAlike(L, R, c); !ok {
		reqL, reqR := L, R
		cut, moved := true, false
		for i, ld := range c.lhsContract {
			rd := c.rhsContract[i]
			p, q := L.dims[ld], R.dims[rd]
			switch {
			case p > 1 && q == 1:
				// The rhs holds the dimension whole: it is sliced onto
				// the lhs's tiles (no communication) and the products
				// are partial sums, as dot_handler.cc's PartitionDot
				// does when one operand is partitioned on the
				// contracting dimensions and the other is not
				// (PartitionBaseCase reshards the other to match).
				moved = true
			case p == 1 || q == 1:
				cut = false
			case p > q && p%q == 0:
				f := make([]int64, lr)
				for d := range f {
					f[d] = 1
				}
				f[ld] = p / q
				reqL = reqL.gatherFactors(f)
			case q > p && q%p == 0:
				f := make([]int64, rr)
				for d := range f {
					f[d] = 1
				}
				f[rd] = q / p
				reqR = reqR.gatherFactors(f)
			case p == q:
				moved = true
			default:
				cut = false
			}
		}
		if cut && moved {
			// Move the rhs onto the lhs's contracted tiles.
			m := make(dimMap, rr)
			for i := range m {
				m[i] = -1
			}
			for i := range c.rhsContract {
				m[c.rhsContract[i]] = c.lhsContract[i]
			}
			req := mapTiling(reqL, m)
			var free []int
			for d := 0; d < rr; d++ {
				if m[d] < 0 {
					free = append(free, d)
				}
			}
			if mt, ok := merge(req, keepDims(reqR, free)); ok {
				req = mt
			}
			b.dry, b.dryGathers = true, 0
			b.reshard(b.val[rhs.ID], rhs.Shape, R, req, in, rhs)
			b.dry = false
			if b.dryGathers > 0 {
				cut = false
			}
			reqR = req
		}
		if cut {
			if cl, ok := contractedAlike(reqL, reqR, c); ok {
				if p, ok := merge(mapTiling(reqL, c.fromLHS), mapTiling(reqR, c.fromRHS)); ok {
					plans = append(plans, plan{reqL: reqL, reqR: reqR, partial: p, contracted: cl})
				}
			}
		}
	}
	// A convolution's plan that computes windows on tiles without their
	// halos is not taken (the indices above stay: alike, outputDriven).
	usable := 0
	for i := range plans {
		plans[i].unusable = in.Opcode == "convolution" && !localWindows(in, plans[i].reqL)
		if !plans[i].unusable {
			usable++
		}
	}
	if usable == 0 {
		return false
	}
	best := -1
	for i := range plans {
		pl := &plans[i]
		if pl.unusable {
			continue
		}
		b.dry, b.dryBytes = true, 0
		vl := b.reshard(b.val[lhs.ID], lhs.Shape, L, pl.reqL, in, lhs)
		vr := b.reshard(b.val[rhs.ID], rhs.Shape, R, pl.reqR, in, rhs)
		_, _ = vl, vr
		if pl.contracted != nil {
			b.dryBytes += denseBytes(pl.partial.localShape(in.Shape))
		}
		b.reshard(&hlo.Instruction{Shape: pl.partial.localShape(in.Shape)}, in.Shape, pl.partial, out, in, in)
		pl.cost = b.dryBytes
		b.dry = false
		if best < 0 || pl.cost < plans[best].cost {
			best = i
		}
	}
	// As XLA's PartitionDot does, operands whose contracted dimensions are
	// cut alike stay as they are: partial sums and an all-reduce, whatever
	// resharding the operands would cost instead.
	sumsAlike := false
	for i := 0; i < alike; i++ {
		if plans[i].contracted != nil && !plans[i].unusable {
			best = i
			sumsAlike = true
		}
	}
	if !sumsAlike && outputDriven >= 0 && !plans[outputDriven].unusable && b.outputDrivenFirst(c, L, R, out) {
		best = outputDriven
	}
	// Dry runs may have recorded replications: keep only the real ones.
	pl := plans[best]
	vl := b.reshard(b.val[lhs.ID], lhs.Shape, L, pl.reqL, in, lhs)
	vr := b.reshard(b.val[rhs.ID], rhs.Shape, R, pl.reqR, in, rhs)
	ops := []*hlo.Instruction{vl, vr}
	for k := 2; k < len(in.Operands); k++ {
		ops = append(ops, b.operandAs(in, k, replicatedTiling(len(in.Operands[k].Shape.Dims), b.n)))
	}
	shape := pl.partial.localShape(in.Shape)
	nin := b.clone(in, ops, shape)
	res := nin
	if pl.contracted != nil {
		b.val[in.ID] = b.sum(nin, pl.reqL.groups(pl.contracted), b.addComputation(in.Shape.Element), pl.partial, out, in)
		return true
	}
	b.val[in.ID] = b.reshard(res, in.Shape, pl.partial, out, in, in)
	return true
}

// localWindows reports whether convolution in computes the same on each
// device's tile of its input under tiling t as on the whole input: every
// spatial dimension t cuts is one the window reads pointwise (size 1, no
// padding, stride or dilation). contractionOf keeps a 'SAME'
// convolution's spatial dimension in place, for haloConvolution, which
// exchanges the halos; where that declines (a halo wider than a tile, an
// uneven cut, a third cut dimension) a plan keeping the cut would compute
// each tile without its neighbours' rows (spmd_partitioner.cc's
// convolution handler reshards a windowed input with its halos, or
// replicates it: it never drops them).
func localWindows(in *hlo.Instruction, t tiling) bool {
	parts := strings.Split(strings.ReplaceAll(attr(in, "dim_labels"), "->", "_"), "_")
	if len(parts) != 3 || len(parts[0]) != len(t.dims) {
		return false
	}
	w, ok := parseWindow(attr(in, "window"))
	for j := 0; j < len(parts[0]); j++ {
		c := parts[0][j]
		if c < '0' || c > '9' || t.dims[j] == 1 {
			continue
		}
		wi := int(c - '0')
		if !ok || !w.simple || wi >= len(w.size) || w.size[wi] != 1 || w.padLo[wi] != 0 || w.padHi[wi] != 0 {
			return false
		}
	}
	return true
}

// outputDrivenFirst reports whether XLA's PartitionDot takes the
// output-driven plan whatever it costs (dot_handler.cc, PartitionBaseCase,
// whose cases are tried in order and the first that applies is taken):
// the result is cut over all devices on the free dimensions of one
// operand, and none of the earlier cases applies: no operand is already
// cut over all devices on its free dimensions as the result is (the
// other operand would then be gathered), and the contracted dimensions
// are not cut alike (partial sums, handled before), nor any batch
// dimension of the operands or the result. The operand whose
// free dimensions carry the result's cut is then resharded to the
// result's cut and the other gathered whole.
func (b *builder) outputDrivenFirst(c contraction, L, R, out tiling) bool {
	if out.manual || out.rep != 1 || len(c.fromLHS) != len(out.dims) || len(c.fromRHS) != len(out.dims) {
		return false
	}
	// prodOut[k]: the result's tiles over the free dimensions of operand
	// k (0 lhs, 1 rhs); prodOp[k]: the operand's own tiles over them.
	prodOut := [2]int64{1, 1}
	prodOp := [2]int64{1, 1}
	for i := range out.dims {
		l, r := c.fromLHS[i], c.fromRHS[i]
		switch {
		case l >= 0 && r < 0:
			prodOut[0] *= out.dims[i]
			prodOp[0] *= L.dims[l]
		case r >= 0 && l < 0:
			prodOut[1] *= out.dims[i]
			prodOp[1] *= R.dims[r]
		case l < 0 || r < 0:
			// from neither operand (a convolution's resized spatial
			// dimension): not a case this models
			return false
		case out.dims[i] > 1 || L.dims[l] > 1 || R.dims[r] > 1:
			// a cut batch dimension: XLA groups on the batch
			// (PartitionDotGroupOnBatch) before it reshards operands
			// to the result's free cuts
			return false
		}
	}
	n := b.n
	// cases 2 and 3: an operand already cut over every device on its
	// free dimensions, as the result is
	for k, t := range []tiling{L, R} {
		if t.rep == 1 && prodOp[k] == n && prodOut[k] == n {
			return false
		}
	}
	return prodOut[0] == n || prodOut[1] == n
}

// keepDims keeps t's cuts on dims and replicates the others.
func keepDims(t tiling, dims []int) tiling {
	drop := make([]bool, len(t.dims))
	for i := range drop {
		drop[i] = true
	}
	for _, d := range dims {
		if d >= 0 && d < len(drop) {
			drop[d] = false
		}
	}
	return t.replicateDims(drop)
}

// contractedAlike reports whether the contracted dimensions of a dot's
// operands are cut, and cut alike: every device holds the same slice of
// the contracted dimensions in both. It returns the lhs dimensions cut.
func contractedAlike(L, R tiling, c contraction) ([]bool, bool) {
	cut := make([]bool, len(L.dims))
	any := false
	for i, ld := range c.lhsContract {
		rd := c.rhsContract[i]
		if ld >= len(L.dims) || rd >= len(R.dims) {
			return nil, false
		}
		if L.dims[ld] != R.dims[rd] {
			return nil, false
		}
		if L.dims[ld] > 1 {
			cut[ld] = true
			any = true
		}
	}
	if !any {
		return nil, false
	}
	lc, rc := L.coords(), R.coords()
	for d, x := range lc {
		y := rc[d]
		for i, ld := range c.lhsContract {
			if L.dims[ld] > 1 && x[ld] != y[c.rhsContract[i]] {
				return nil, false
			}
		}
	}
	return cut, true
}

// addComputation returns a scalar add computation of element type t for
// the all-reduces a partial sum needs, writing it once.
func (b *builder) addComputation(t hlo.ElementType) *hlo.Computation {
	name := "spmd_add_" + string(t)
	for _, c := range b.out.Computations {
		if c.Name == name {
			return c
		}
	}
	c := &hlo.Computation{Name: name}
	s := hlo.Shape{Element: t}
	x := &hlo.Instruction{Name: b.uniqueName("x_" + string(t)), Opcode: "parameter", Shape: s, Parent: c, ParameterNumber: 0, TupleIndex: -1}
	y := &hlo.Instruction{Name: b.uniqueName("y_" + string(t)), Opcode: "parameter", Shape: s, Parent: c, ParameterNumber: 1, TupleIndex: -1}
	op := "add"
	if t == "pred" {
		op = "or"
	}
	r := &hlo.Instruction{Name: b.uniqueName("sum_" + string(t)), Opcode: op, Shape: s, Operands: []*hlo.Instruction{x, y}, Parent: c, ParameterNumber: -1, TupleIndex: -1, IsRoot: true}
	c.Instructions = []*hlo.Instruction{x, y, r}
	c.Params = []*hlo.Instruction{x, y}
	c.Root = r
	// before the entry, so that the text defines it before its use
	comps := b.out.Computations
	idx := len(comps)
	for i, cc := range comps {
		if cc.IsEntry {
			idx = i
			break
		}
	}
	comps = append(comps, nil)
	copy(comps[idx+1:], comps[idx:])
	comps[idx] = c
	b.out.Computations = comps
	return c
}

// finishModule fixes what the module header says about the entry: its
// layout and the aliases whose shapes still agree.
func (b *builder) finishModule() {
	e := b.out.Entry
	for _, c := range b.out.Computations {
		var params []*hlo.Instruction
		for _, in := range c.Instructions {
			if in.Opcode == "parameter" {
				params = append(params, in)
			}
		}
		sort.SliceStable(params, func(i, j int) bool { return params[i].ParameterNumber < params[j].ParameterNumber })
		c.Params = params
		if c.Root != nil {
			for _, in := range c.Instructions {
				in.IsRoot = in == c.Root
			}
		}
	}
	if b.m.EntryLayout != nil && e != nil && e.Root != nil {
		l := &hlo.ComputationLayout{Result: e.Root.Shape}
		for _, p := range e.Params {
			l.Params = append(l.Params, p.Shape)
		}
		b.out.EntryLayout = l
	}
	for _, a := range b.m.InputOutputAlias {
		if e == nil || a.Param >= len(e.Params) || e.Root == nil {
			continue
		}
		ps, ok1 := e.Params[a.Param].Shape.Subshape(a.ParamIndex)
		os, ok2 := e.Root.Shape.Subshape(a.OutputIndex)
		if ok1 && ok2 && slices.Equal(ps.Dims, os.Dims) && ps.Element == os.Element {
			b.out.InputOutputAlias = append(b.out.InputOutputAlias, a)
		}
	}
	b.out.BufferDonors = b.m.BufferDonors
}

// gather writes a gather whose operand may stay cut: dimensions the
// gather passes through whole keep their tiles (the slice takes the local
// tile), and a dimension it indexes with slices of one element may stay
// cut too — each device gathers from its own tile and an all-reduce over
// that dimension's devices sums the pieces (XLA masks the indices out of
// the tile to zero first; the vocabulary-parallel lookup of an embedding
// table or of a cross-entropy's label logits). Other indexed dimensions
// are gathered whole. The indices keep the tiles of the result's batch
// dimensions.
func (b *builder) gather(in *hlo.Instruction, out tiling) bool {
	if len(in.Operands) != 2 || !in.Shape.IsArray() {
		return false
	}
	gm, ok := gatherMaps(in)
	if !ok {
		return false
	}
	op, idx := in.Operands[0], in.Operands[1]
	rank := len(op.Shape.Dims)
	sizes := intsAttr(in, "slice_sizes")
	if len(sizes) != rank || !idx.Shape.IsArray() {
		return false
	}
	T := b.tilingOf(op)
	passthrough := make([]bool, rank)
	for _, s := range gm.fromOperand {
		if s >= 0 && s < rank {
			passthrough[s] = true
		}
	}
	masked, drop := make([]bool, rank), make([]bool, rank)
	anyMasked, anyDrop := false, false
	for d := 0; d < rank; d++ {
		if T.dims[d] == 1 || passthrough[d] {
			continue
		}
		if sizes[d] == 1 {
			masked[d], anyMasked = true, true
		} else {
			drop[d], anyDrop = true, true
		}
	}
	reqOp := T
	if anyDrop {
		reqOp = T.replicateDims(drop)
	}
	reqIdx := mapTiling(out, gm.fromIndices.invert(len(idx.Shape.Dims)))
	partial, ok := merge(mapTiling(reqIdx, gm.fromIndices), mapTiling(reqOp, gm.fromOperand))
	if !ok {
		reqIdx = replicatedTiling(len(idx.Shape.Dims), b.n)
		partial = mapTiling(reqOp, gm.fromOperand)
	}
	var groups [][]int64
	if anyMasked {
		groups = reqOp.groups(masked)
		if !sumsAgree(partial, groups) {
			// The indices' tiles cut the result over devices that also
			// hold different pieces of the table (ids and table split over
			// the same mesh axis): each device then masks a lookup of
			// every index, as XLA's PartitionGatherTrivialSlicedOperand-
			// Dimensions (spmd/gather_scatter_handler.cc) does with the
			// indices replicated, and the all-reduce sums whole results.
			reqIdx = replicatedTiling(len(idx.Shape.Dims), b.n)
			partial = mapTiling(reqOp, gm.fromOperand)
			if !sumsAgree(partial, groups) {
				return false
			}
		}
	}
	vo := b.reshard(b.val[op.ID], op.Shape, T, reqOp, in, op)
	vi := b.reshard(b.val[idx.ID], idx.Shape, b.tilingOf(idx), reqIdx, in, idx)
	shape := partial.localShape(in.Shape)
	nin := b.clone(in, []*hlo.Instruction{vo, vi}, shape)
	local := reqOp.localShape(op.Shape)
	for i, a := range nin.Attrs {
		if a.Name != "slice_sizes" {
			continue
		}
		var ss []string
		for d, sz := range sizes {
			if passthrough[d] && int64(sz) == op.Shape.Dims[d] {
				sz = int(local.Dims[d])
			}
			ss = append(ss, strconv.Itoa(sz))
		}
		nin.Attrs[i].Value = "{" + strings.Join(ss, ",") + "}"
	}
	res := nin
	if anyMasked {
		b.val[in.ID] = b.sum(nin, groups, b.addComputation(in.Shape.Element), partial, out, in)
		return true
	}
	b.val[in.ID] = b.reshard(res, in.Shape, partial, out, in, in)
	return true
}

// sumsAgree reports whether every group of devices that sums a masked
// gather's pieces holds the same tile of the result.
func sumsAgree(partial tiling, groups [][]int64) bool {
	pc := partial.coords()
	for _, g := range groups {
		for _, d := range g[1:] {
			if !slices.Equal(pc[d], pc[g[0]]) {
				return false
			}
		}
	}
	return true
}

// manualBoundary writes a shard_map boundary. Entering (SPMDFullToShardShape
// after a Sharding call, or Shardy's GlobalToLocalShape with its
// in_shardings), each operand is resharded to the sharding the region
// asks for and its local tile is the region's value; leaving
// (SPMDShardToFullShape, LocalToGlobalShape) the region's per-device
// values are the local tiles of the result. XLA writes copies that its
// simplifier removes; here the values pass through (a tuple for several).
// false when a shape does not match, for whole() to handle.
func (b *builder) manualBoundary(in *hlo.Instruction) bool {
	ls := leaves(in.Shape)
	if len(in.Operands) != len(ls) {
		return false
	}
	var want []*hlo.Sharding
	if attr(in, "custom_call_target") == `"xla.sdy.GlobalToLocalShape"` {
		want = shardyValues(b.m, in, "xla.sdy.in_shardings")
		if len(want) != len(in.Operands) {
			return false
		}
	}
	entering := strings.Contains(attr(in, "custom_call_target"), "ToShard") || strings.Contains(attr(in, "custom_call_target"), "ToLocal")
	outs := b.p.t[in.ID]
	var vals []*hlo.Instruction
	for k, op := range in.Operands {
		if !op.Shape.IsArray() {
			return false
		}
		v := b.val[op.ID]
		if entering {
			t := b.tilingOf(op)
			if want != nil {
				t = fromSharding(want[k], len(op.Shape.Dims), b.n)
			}
			v = b.reshard(v, op.Shape, b.tilingOf(op), t, in, op)
		}
		wantShape := ls[k]
		if !entering && k < len(outs) {
			wantShape = outs[k].localShape(ls[k])
		}
		if !slices.Equal(v.Shape.Dims, wantShape.Dims) {
			return false
		}
		vals = append(vals, v)
	}
	if len(vals) == 1 && !in.Shape.IsTuple() {
		b.val[in.ID] = vals[0]
		return true
	}
	shape := hlo.Shape{Element: hlo.TupleElement}
	for _, v := range vals {
		shape.Tuple = append(shape.Tuple, v.Shape)
	}
	nin := b.clone(in, vals, shape)
	nin.Opcode, nin.Attrs, nin.Called = "tuple", nil, nil
	return true
}

// scatter writes a single-operand scatter: the operand and the result cut
// as the result on the dimensions the updates' windows cover whole, whole
// on the indexed ones; the updates cut alike on their window dimensions
// and keep their cuts on their scatter dimensions (and the indices with
// them), each device scattering its own updates, then an all-reduce over
// the devices that hold different updates sums the pieces (an embedding
// table's gradient from batch-split activations). Only for an add
// combiner when the updates' scatter dimensions are cut.
func (b *builder) scatter(in *hlo.Instruction, out tiling) bool {
	sm, ok := scatterMaps(in)
	if !ok {
		return false
	}
	op, idx, upd := in.Operands[0], in.Operands[1], in.Operands[2]
	indexed := make([]bool, len(op.Shape.Dims))
	for d, u := range sm.opFromUpd {
		indexed[d] = u < 0
	}
	// The one indexed dimension, scattered into by slices of one
	// element, may stay cut as the result is: each device scatters
	// every update at indices moved by its tile's offset, and the
	// updates that fall outside its rows are dropped (XLA partitions a
	// scatter along the operand's sharded indexed dimension so; the
	// gradient of a vocabulary-sharded embedding table).
	kept := -1
	if sd := intsAttr(in, "scatter_dims_to_operand_dims"); len(sd) == 1 && sd[0] >= 0 && sd[0] < len(indexed) {
		d := sd[0]
		ins := intsAttr(in, "inserted_window_dims")
		if indexed[d] && slices.Contains(ins, d) && out.dims[d] > 1 && op.Shape.Dims[d]%out.dims[d] == 0 {
			kept = d
			indexed[d] = false
		}
	}
	reqOp := out.replicateDims(indexed)
	// the updates: window dims from reqOp, scatter dims as they are
	win := mapTiling(reqOp, sm.opFromUpd.invert(len(upd.Shape.Dims)))
	keepScatter := make([]bool, len(upd.Shape.Dims))
	for u, s := range sm.scatterDims {
		keepScatter[u] = !s
	}
	reqUpd, ok := merge(win, b.tilingOf(upd).replicateDims(keepScatter))
	if !ok {
		reqUpd = win
	}
	cut := make([]bool, len(upd.Shape.Dims))
	anyCut := false
	for u, s := range sm.scatterDims {
		if s && !sm.batched[u] && reqUpd.dims[u] > 1 {
			cut[u], anyCut = true, true
		}
	}
	if anyCut && (kept >= 0 || !isAddComputation(in.CalledComputation("to_apply"))) {
		reqUpd, anyCut = win, false
	}
	reqIdx := mapTiling(reqUpd, sm.idxFromUpd)
	vo := b.operandAs(in, 0, reqOp)
	vi := b.reshard(b.val[idx.ID], idx.Shape, b.tilingOf(idx), reqIdx, in, idx)
	if kept >= 0 {
		// indices - this device's first row
		rows := reqOp.localShape(op.Shape).Dims[kept]
		table := make([]int64, b.n)
		for dev, c := range reqOp.coords() {
			table[dev] = c[kept] * rows
		}
		off := b.offset(table)
		if t := vi.Shape.Element; t != "s32" {
			off = b.emit("convert", hlo.Shape{Element: t}, []*hlo.Instruction{off}, nil)
		}
		bs := hlo.Shape{Element: vi.Shape.Element, Dims: append([]int64(nil), vi.Shape.Dims...)}
		bo := b.emit("broadcast", bs, []*hlo.Instruction{off}, nil, hlo.Attr{Name: "dimensions", Value: "{}"})
		vi = b.emit("subtract", bs, []*hlo.Instruction{vi, bo}, in)
	}
	vu := b.reshard(b.val[upd.ID], upd.Shape, b.tilingOf(upd), reqUpd, in, upd)
	shape := reqOp.localShape(in.Shape)
	nin := b.clone(in, []*hlo.Instruction{vo, vi, vu}, shape)
	res := nin
	if anyCut {
		b.val[in.ID] = b.sum(nin, reqUpd.groups(cut), b.addComputation(in.Shape.Element), reqOp, out, in)
		return true
	}
	b.val[in.ID] = b.reshard(res, in.Shape, reqOp, out, in, in)
	return true
}

// isAddComputation reports whether c adds its two parameters.
func isAddComputation(c *hlo.Computation) bool {
	return c != nil && c.Root != nil && c.Root.Opcode == "add" && len(c.Params) == 2
}

// sortLike writes a sort (of one or several operands of one shape) or a
// topk: the sorted dimension whole on every device, the others cut as the
// first result wants, every operand alike.
func (b *builder) sortLike(in *hlo.Instruction) bool {
	if len(in.Operands) == 0 || !in.Operands[0].Shape.IsArray() {
		return false
	}
	g := in.Operands[0].Shape
	rank := len(g.Dims)
	if rank == 0 {
		return false
	}
	dim := rank - 1
	if in.Opcode == "sort" {
		ds := intsAttr(in, "dimensions")
		if len(ds) != 1 || ds[0] < 0 || ds[0] >= rank {
			return false
		}
		dim = ds[0]
	}
	for _, op := range in.Operands {
		if !op.Shape.IsArray() || !slices.Equal(op.Shape.Dims, g.Dims) {
			return false
		}
	}
	outs := b.p.t[in.ID]
	if len(outs) == 0 || len(outs[0].dims) != rank {
		return false
	}
	whole := make([]bool, rank)
	whole[dim] = true
	req := outs[0].replicateDims(whole)
	var ops []*hlo.Instruction
	for k := range in.Operands {
		ops = append(ops, b.operandAs(in, k, req))
	}
	have := make([]tiling, len(outs))
	for i := range have {
		have[i] = req
	}
	shape := b.localShapeAs(in.Shape, have)
	nin := b.clone(in, ops, shape)
	b.val[in.ID] = b.reshardValue(nin, in.Shape, have, outs, in, in)
	return true
}

// sum completes the partial sums v of in's result across groups, held as
// partial once summed, and returns it held as out. When out cuts one more
// dimension exactly across the groups, the sum and the cut are one
// reduce-scatter whose groups list each group's devices in the order of
// the tiles they take (XLA's partitioner writes it so): with
// Options.ReduceScatter it is written so, as XLA's GPU and TPU pipelines
// keep it; on XLA:CPU, whose ReduceScatterDecomposer makes it an
// all-reduce over the same groups and a dynamic slice, an all-reduce in
// that order, then the reshard. The order matters after partitioning:
// XLA's all-reduce combiner joins only all-reduces of identical replica
// groups, so zero1_adam's gradients (tiles over the mesh ('b','a'),
// groups {0,2,4,6,1,3,5,7}) are not combined with its loss
// ({0,...,7}). Otherwise an all-reduce over groups as given, then the
// reshard.
func (b *builder) sum(v *hlo.Instruction, groups [][]int64, reducer *hlo.Computation, partial, out tiling, in *hlo.Instruction) *hlo.Instruction {
	if d, ordered, ok := scatterDim(partial, out, groups); ok {
		k := int64(len(groups[0]))
		if b.opts.ReduceScatter && v.Shape.Dims[d]%k == 0 {
			shape := v.Shape
			shape.Dims = append([]int64(nil), shape.Dims...)
			shape.Dims[d] /= k
			shape.Layout = nil
			rs := b.collective("reduce-scatter", shape, []*hlo.Instruction{v}, ordered, in,
				hlo.Attr{Name: "dimensions", Value: "{" + strconv.Itoa(d) + "}"})
			rs.Called = []hlo.CalledComputation{{Role: "to_apply", Computation: reducer}}
			return rs
		}
		groups = ordered
	} else if d, scatter, rest, ok := partialScatterDim(partial, out, groups); ok {
		// out cuts d across only some of each group's devices: XLA
		// reduce-scatters over those (one device of each tile) and
		// all-reduces the tile over the rest (the devices out keeps it
		// on), the second collective on the smaller array.
		var cut *hlo.Instruction
		k := int64(len(scatter[0]))
		if b.opts.ReduceScatter && v.Shape.Dims[d]%k == 0 {
			shape := v.Shape
			shape.Dims = append([]int64(nil), shape.Dims...)
			shape.Dims[d] /= k
			shape.Layout = nil
			cut = b.collective("reduce-scatter", shape, []*hlo.Instruction{v}, scatter, in,
				hlo.Attr{Name: "dimensions", Value: "{" + strconv.Itoa(d) + "}"})
			cut.Called = []hlo.CalledComputation{{Role: "to_apply", Computation: reducer}}
		} else {
			ar := b.collective("all-reduce", v.Shape, []*hlo.Instruction{v}, scatter, in)
			ar.Called = []hlo.CalledComputation{{Role: "to_apply", Computation: reducer}}
			cut = b.reshard(ar, in.Shape, partial, out, in, in)
		}
		ar := b.collective("all-reduce", cut.Shape, []*hlo.Instruction{cut}, rest, in)
		ar.Called = []hlo.CalledComputation{{Role: "to_apply", Computation: reducer}}
		return ar
	}
	ar := b.collective("all-reduce", v.Shape, []*hlo.Instruction{v}, groups, in)
	ar.Called = []hlo.CalledComputation{{Role: "to_apply", Computation: reducer}}
	return b.reshard(ar, in.Shape, partial, out, in, in)
}

// scatterDim finds the dimension d that out cuts len(group) times more
// than partial, all else equal, each group's devices taking the tiles of
// d that the group's one tile of partial splits into: where a
// reduce-scatter leaves the result exactly as out wants it. It returns
// the groups with each group's devices in the order of their tiles of d
// (the reduce-scatter's groups).
func scatterDim(partial, out tiling, groups [][]int64) (int, [][]int64, bool) {
	if len(groups) == 0 || len(partial.dims) != len(out.dims) {
		return 0, nil, false
	}
	k := int64(len(groups[0]))
	d := -1
	for i := range out.dims {
		if out.dims[i] == partial.dims[i] {
			continue
		}
		if d >= 0 || out.dims[i] != partial.dims[i]*k {
			return 0, nil, false
		}
		d = i
	}
	if d < 0 || out.rep*k != partial.rep {
		return 0, nil, false
	}
	oc := out.coords()
	pc := partial.coords()
	ordered := make([][]int64, len(groups))
	for gi, g := range groups {
		if int64(len(g)) != k {
			return 0, nil, false
		}
		ordered[gi] = make([]int64, k)
		taken := make([]bool, k)
		for _, dev := range g {
			c, p := oc[dev], pc[dev]
			if c == nil || p == nil {
				return 0, nil, false
			}
			j := c[d] - p[d]*k
			if j < 0 || j >= k || taken[j] {
				return 0, nil, false
			}
			for i := range c {
				if i != d && c[i] != p[i] {
					return 0, nil, false
				}
			}
			taken[j] = true
			ordered[gi][j] = dev
		}
	}
	return d, ordered, true
}

// partialScatterDim finds the dimension d that out cuts k1 times more
// than partial, all else equal, where k1 divides each group's size k but
// is less than it: out keeps each tile of d on k/k1 of a group's devices.
// It returns the groups of a reduce-scatter over d (the i-th device of
// each tile, in tile order, as XLA pairs the devices along the mesh axis
// that cuts d) and those of the all-reduce that completes each tile's sum
// (a group's devices holding one tile). grad_on_a of testdata/xla-spmd:
// the weight gradient summed over the 2x4 mesh and kept cut over 'a'
// only is reduce-scattered over 'a' and all-reduced over 'b'.
func partialScatterDim(partial, out tiling, groups [][]int64) (int, [][]int64, [][]int64, bool) {
	if len(groups) == 0 || len(partial.dims) != len(out.dims) {
		return 0, nil, nil, false
	}
	k := int64(len(groups[0]))
	d := -1
	var k1 int64
	for i := range out.dims {
		if out.dims[i] == partial.dims[i] {
			continue
		}
		if d >= 0 || partial.dims[i] == 0 || out.dims[i]%partial.dims[i] != 0 {
			return 0, nil, nil, false
		}
		d, k1 = i, out.dims[i]/partial.dims[i]
	}
	if d < 0 || k1 <= 1 || k1 >= k || k%k1 != 0 || out.rep*k1 != partial.rep {
		return 0, nil, nil, false
	}
	oc := out.coords()
	pc := partial.coords()
	var scatter, rest [][]int64
	for _, g := range groups {
		if int64(len(g)) != k {
			return 0, nil, nil, false
		}
		tiles := make([][]int64, k1)
		for _, dev := range g {
			c, p := oc[dev], pc[dev]
			if c == nil || p == nil {
				return 0, nil, nil, false
			}
			j := c[d] - p[d]*k1
			if j < 0 || j >= k1 {
				return 0, nil, nil, false
			}
			for i := range c {
				if i != d && c[i] != p[i] {
					return 0, nil, nil, false
				}
			}
			tiles[j] = append(tiles[j], dev)
		}
		for _, t := range tiles {
			if int64(len(t)) != k/k1 {
				return 0, nil, nil, false
			}
		}
		for i := range tiles[0] {
			sg := make([]int64, k1)
			for j := range tiles {
				sg[j] = tiles[j][i]
			}
			scatter = append(scatter, sg)
		}
		rest = append(rest, tiles...)
	}
	return d, scatter, rest, true
}

// dimSet marks dims among rank dimensions.
func dimSet(rank int, dims []int) []bool {
	out := make([]bool, rank)
	for _, d := range dims {
		if d >= 0 && d < rank {
			out[d] = true
		}
	}
	return out
}

// maxID is the largest instruction ID of m.
func maxID(m *hlo.Module) int {
	id := -1
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			id = max(id, in.ID)
		}
	}
	return id
}
