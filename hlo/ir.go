package hlo

// Pos is a position in an HLO source file. Line and Col count from 1;
// Col counts bytes. The zero Pos means "no position". Make one with
// NewPos; File returns the file's name.
//
// A Pos is 12 bytes: the file is an index into the package's table of
// file names (files.go), not a string, and Line and Col are 32-bit. An
// Instruction carries six positions, so with a 32-byte Pos they were 192
// of its 616 bytes; at 12 bytes each it fits the allocator's 512-byte
// size class instead of the 640-byte one (TestInstructionSize).
type Pos struct {
	file uint32 // index into files.names; 0 is the empty name
	Line int32
	Col  int32
}

// Module is one HLO module: a set of computations, one of which is the entry.
type Module struct {
	Name         string
	Pos          Pos
	Entry        *Computation   // the ENTRY computation, or the last one when none is marked
	Computations []*Computation // in text order; Entry is among them
	IsScheduled  bool           // is_scheduled=true: each computation's text order is its schedule

	// EntryLayout is entry_computation_layout: parameter shapes and the result
	// shape, when the header carries it.
	EntryLayout *ComputationLayout

	// InputOutputAlias lists input_output_alias={ {out}: (param, {index}, kind) }.
	InputOutputAlias []Alias
	// BufferDonors lists buffer_donor={ (param, {index}) }.
	BufferDonors []Donor

	// Attrs keeps header attributes the IR does not model, as raw text, in
	// text order, so the printer can write them back.
	Attrs []Attr

	// NumPartitions and ReplicaCount are num_partitions=N and
	// replica_count=N from the header; 0 when absent (XLA reads 1).
	NumPartitions, ReplicaCount int64
	// SdyMeshes are the meshes of Shardy's xla.sdy.meshes frontend
	// attribute, in text order; nil when absent.
	SdyMeshes []SdyMesh

	// FrameTables keeps the raw text of the stack-frame tables some dumps
	// carry after the header (FileNames, FunctionNames, FileLocations,
	// StackFrames), one table per element, title line included.
	FrameTables []string
}

// ComputationLayout is a program shape: (params) -> result.
type ComputationLayout struct {
	Params []Shape
	Result Shape
}

// Alias says that entry output OutputIndex may share the buffer of entry
// parameter Param at ParamIndex. Kind is "may-alias" or "must-alias"
// (empty means may-alias, the text default).
type Alias struct {
	OutputIndex ShapeIndex
	Param       int
	ParamIndex  ShapeIndex
	Kind        string
	// Pos is the position of the entry's output index in the header.
	Pos Pos
}

// Donor is an entry parameter buffer the caller donates to the computation.
type Donor struct {
	Param      int
	ParamIndex ShapeIndex
	// Pos is the position of the entry's '(' in the header.
	Pos Pos
}

// ShapeIndex addresses a subshape of a (possibly nested) tuple; empty means
// the whole shape.
type ShapeIndex []int

// Attr is an attribute kept as raw text: name=value. Value is the exact
// source text of the value (balanced brackets and quotes included).
type Attr struct {
	Name  string
	Value string
}

// Computation is a named list of instructions.
type Computation struct {
	Name    string
	Pos     Pos
	IsEntry bool
	// Params are the parameter instructions ordered by parameter number.
	// Every one of them also appears in Instructions.
	Params []*Instruction
	// Instructions are in text order (the schedule when the module is scheduled).
	Instructions []*Instruction
	Root         *Instruction // marked ROOT, or the last instruction
	// Signature is the optional "(a: f32[2]) -> f32[2]" text after the name;
	// nil when absent.
	Signature *ComputationLayout
	// Attrs keeps attributes written after the name or signature, such as
	// execution_thread="host", as raw text.
	Attrs []Attr
}

// Instruction is one HLO instruction.
//
// The fields are ordered for size and for the passes' walks, not by
// topic: what every pass reads (name, opcode, operands, ID, parent, root
// mark, control predecessors, shape) comes first, in the object's first cache lines, and the
// six 12-byte positions sit together at the end, where they pack into 72
// bytes with no padding (TestInstructionSize).
type Instruction struct {
	Name   string
	Opcode string // as spelled in the text: "add", "get-tuple-element", "fusion"...
	// Operands are the instruction's operands, in order.
	Operands []*Instruction
	// ID is the instruction's index in the whole module, dense from 0 in text
	// order over all computations; passes index per-instruction slices by it.
	ID int
	// Parent is the computation holding the instruction.
	Parent *Computation
	// ParameterNumber is N for parameter(N); -1 otherwise.
	ParameterNumber int
	// TupleIndex is index=N for get-tuple-element; -1 otherwise.
	TupleIndex int
	// ControlPredecessors are the instructions named by control-predecessors={...}.
	ControlPredecessors []*Instruction
	// Shape is the result's shape.
	Shape Shape

	// Called maps computations by role, in text order of the attributes:
	// "to_apply", "calls", "body", "condition", "branch_computations",
	// "true_computation", "false_computation", "called_computations".
	Called []CalledComputation

	// Literal is the raw text inside constant(...), or "" otherwise.
	Literal string

	// OutputToOperandAliasing lists output_to_operand_aliasing={ {out}: (operand, {index}) }.
	OutputToOperandAliasing []OperandAlias
	// Metadata holds the fields of metadata={...} the planner reports; nil
	// when the instruction has none (Meta reads it either way). It is
	// read-only once parsed: instructions made from another share its
	// pointer. Behind a pointer, the 56 bytes are paid only by the
	// instructions that carry metadata (none of a generated training
	// step's, nearly all of a module dumped by XLA).
	Metadata *Metadata

	// Sharding is the parsed sharding={...}, nil when there is none
	// (ShardingPos is the position of its value). SdySharding holds
	// Shardy's xla.sdy.sharding frontend attribute (one entry per result
	// value), nil when absent. Both stay in Attrs as text as well.
	Sharding    *Sharding
	SdySharding []*SdySharding
	// Collective holds a collective's replica groups and channel; nil
	// when the instruction has neither replica_groups (nor
	// source_target_pairs) nor channel_id (Groups and Channel read it
	// either way). Like Metadata it is read-only once set, and shared by
	// the instructions made from one: to change it, set a new one.
	Collective *Collective

	// Attrs keeps every other attribute as raw text, in text order
	// (dimensions, slice, window, backend_config, sharding, fusion kind ...).
	Attrs []Attr

	// Pos is the position of the instruction's name. OpcodePos and
	// ShapePos are the positions of the opcode and of the result shape,
	// for the verifier's errors. TupleIndexPos is the position of N in
	// index=N; ShardingPos that of the sharding's value.
	Pos, OpcodePos, ShapePos Pos
	TupleIndexPos            Pos
	ShardingPos              Pos

	// IsRoot is true for the computation's ROOT instruction. It sits
	// after the five 12-byte positions, in the 4 bytes they leave before
	// the struct's 8-byte alignment, not between Parent and
	// ParameterNumber, where it took 8.
	IsRoot bool
}

// Collective is what a collective's attributes say about the devices it
// reads and writes: rare in a module (a lowered single-device step has
// none), so kept out of line, 44 bytes an instruction fewer.
type Collective struct {
	// ReplicaGroups are the replica_groups (or a collective-permute's
	// source_target_pairs), expanded to explicit device lists; nil when
	// absent (ReplicaGroupsPos is the position of its value).
	ReplicaGroups    [][]int64
	ReplicaGroupsPos Pos
	// ChannelID is channel_id=N, 0 when absent.
	ChannelID int64
}

// Groups returns the instruction's replica groups, nil when it has none.
func (in *Instruction) Groups() [][]int64 {
	if in.Collective == nil {
		return nil
	}
	return in.Collective.ReplicaGroups
}

// Channel returns the instruction's channel_id, 0 when it has none.
func (in *Instruction) Channel() int64 {
	if in.Collective == nil {
		return 0
	}
	return in.Collective.ChannelID
}

// collective returns the instruction's Collective for the parser to fill,
// made on first use (the parser makes each instruction's own).
func (in *Instruction) collective() *Collective {
	if in.Collective == nil {
		in.Collective = &Collective{}
	}
	return in.Collective
}

// CalledComputation is a computation named by an attribute of an instruction.
type CalledComputation struct {
	Role        string
	Computation *Computation
	// Pos is the position of the computation's name in the attribute.
	Pos Pos
}

// OperandAlias says that output OutputIndex may share the buffer of operand
// Operand at OperandIndex.
type OperandAlias struct {
	OutputIndex  ShapeIndex
	Operand      int
	OperandIndex ShapeIndex
}

// Metadata is the subset of an instruction's metadata={...} the planner reports.
type Metadata struct {
	OpName     string
	SourceFile string
	SourceLine int
	// StackFrame is stack_frame_id, a frame of the module's StackFrames
	// table (0: none); the parser fills SourceFile and SourceLine from it
	// (frames.go).
	StackFrame int
	// Raw is the whole metadata text, as written, for printing back.
	Raw string
}

// Meta returns the instruction's metadata, the zero Metadata when it has
// none.
func (in *Instruction) Meta() Metadata {
	if in.Metadata == nil {
		return Metadata{}
	}
	return *in.Metadata
}

// ElementType is a primitive type name as spelled in HLO text: "f32", "bf16",
// "s8", "pred", "token", "opaque", "f8e4m3fn", ...; "tuple" for a tuple shape.
type ElementType string

// Shape is an array shape, a tuple of shapes, a token or an opaque value.
type Shape struct {
	Element ElementType // "tuple" for tuples
	Dims    []int64     // array dims; for a dynamic dim, the bound (or -1 when unbounded "?")
	// Dynamic[i] is true when dimension i is dynamic ("<=N" or "?"); nil when
	// no dimension is dynamic.
	Dynamic []bool
	Layout  *Layout // nil when the text gives none
	Tuple   []Shape // elements, when Element == "tuple"
}

// Layout is an array layout: {minor_to_major:T(tile)(tile)...E(bits)S(space)M(...)}.
type Layout struct {
	MinorToMajor []int
	Tiles        []Tile
	// ElementSizeBits is E(n); 0 when absent.
	ElementSizeBits int
	// MemorySpace is S(n); 0 when absent.
	MemorySpace int
	// Extra keeps other layout items (M(...), D(...), ...) as raw text.
	Extra []string
}

// Tile is one T(...) of a layout. A dimension of -1 is the combined "*" dim.
type Tile struct {
	Dims []int64
}

// Sequence is an order of a computation's instructions: a schedule.
// For every computation of a module it holds a permutation of its
// instructions that respects operand and control dependencies.
type Sequence map[*Computation][]*Instruction
