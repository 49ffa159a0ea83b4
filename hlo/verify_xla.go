package hlo

// The rules of XLA's HloVerifier (hlo_verifier.cc,
// hlo_input_output_alias_config.cc) that decide which buffers a module
// has and which share, checked both ways: a module XLA's verifier refuses
// is refused here, and one XLA's own tests parse as verified is accepted.
//
//   - Asynchronous pairs (VerifyAsynchronousInstructionPairs): a start has
//     exactly one user, its done (async-start: an async-update or
//     async-done; all-reduce-start: all-reduce-done; copy-start: copy-done;
//     collective-permute-start: collective-permute-done), and a done's
//     operand is a start of its own kind. An async-update's first operand
//     is an async-start or async-update; it may take more operands (XLA's
//     late-bound async calls pass the wrapped call's operands there), and
//     has one user, an async-update or async-done. XLA's short forms
//     (custom-call-start, ...-update, ...-done) are async-start, -update
//     and -done. Users are counted as XLA does: distinct instructions that
//     name it as an operand (the root is no user).
//   - An async-done's shape is element {1} of its operand's (the wrapped
//     computation's result), and the root of the computation it names;
//     a copy-done's is element {0} of its copy-start's.
//   - A fusion's computation belongs to that fusion (CheckFusionInstruction):
//     no other instruction calls it, as a while body or otherwise, and it
//     is not the entry.
//   - A custom call's output_to_operand_aliasing pairs an output index and
//     an operand index that exist, of compatible shapes (HandleCustomCall):
//     an f32[64,128] output cannot live in an f32[8,128] operand.
//   - A broadcast's dimensions name one output dimension per operand
//     dimension, each in range and of the operand's size (HandleBroadcast):
//     a scalar takes none.
//   - (An unbounded dynamic dimension, f32[?,4], parses: XLA's verifier
//     refuses it unless unbounded dynamism is enabled, and the planner
//     has no size to give it, so layout.CheckModule refuses it when a
//     module is planned. A bounded one, f32[<=8,4], is planned at its
//     bound.)
//   - input_output_alias (HloInputOutputAliasConfig::Verify): a parameter
//     buffer is aliased to at most one output, and a buffer_donor is not
//     also aliased. XLA compares the sizes only when its verifier is
//     layout-sensitive (the parser's is not: an output aliased into a
//     larger parameter parses as verified); the planner accepts an output
//     that fits in its parameter's bytes (aliases in verify.go).

import (
	"strconv"
	"strings"
)

// asyncRole classifies an opcode as the start, update or done of a pair,
// and names the kind of pair ("async", "all-reduce", "copy", ...); role
// "" for any other opcode.
func asyncRole(op string) (role, kind string) {
	// Every opcode below ends in -start, -update or -done: the rest are
	// answered without the switch and the arity lookups (the verifier
	// asks this of each operand of each instruction).
	if !strings.HasSuffix(op, "-start") && !strings.HasSuffix(op, "-update") && !strings.HasSuffix(op, "-done") {
		return "", ""
	}
	switch op {
	case "async-start", "async-update", "async-done":
		return strings.TrimPrefix(op, "async-"), "async"
	case "all-reduce-start", "copy-start", "collective-permute-start":
		return "start", strings.TrimSuffix(op, "-start")
	case "all-reduce-done", "copy-done", "collective-permute-done":
		return "done", strings.TrimSuffix(op, "-done")
	}
	if isAsyncSugar(op) && !strings.HasPrefix(op, "send-") && !strings.HasPrefix(op, "recv-") {
		// send-done and recv-done are opcodes of their own (XLA checks
		// their channels, not async pairs).
		for _, r := range []string{"start", "update", "done"} {
			if strings.HasSuffix(op, "-"+r) {
				return r, "async"
			}
		}
	}
	return "", ""
}

// pairName is the opcode of the role of a kind of pair, for messages.
func pairName(role, kind string) string { return kind + "-" + role }

// xlaRules checks the rules above on m.
func (v *verifier) xlaRules(m *Module) {
	// Only the users of an asynchronous pair's instructions are checked:
	// the map keeps no others (a module of 10^5 instructions is verified
	// after every optimize pass). An instruction that names an operand
	// twice is its user once: its earlier mention is the list's last.
	users := map[*Instruction][]*Instruction{}
	// At most one entry per computation: sized once, not grown through
	// a fusion's computation at a time.
	callers := make(map[*Computation]callerPair, len(m.Computations))
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			for _, op := range in.Operands {
				if op == nil {
					continue
				}
				if role, _ := asyncRole(op.Opcode); role == "" {
					continue
				}
				if u := users[op]; len(u) == 0 || u[len(u)-1] != in {
					users[op] = append(u, in)
				}
			}
			for _, cc := range in.Called {
				if cc.Computation != nil {
					callers[cc.Computation] = callers[cc.Computation].add(in)
				}
			}
		}
	}
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			v.asyncPair(in, users[in])
			switch in.Opcode {
			case "fusion":
				v.fusionOwner(m, in, callers)
			case "custom-call":
				v.operandAliasing(in)
			case "broadcast":
				v.broadcast(in)
			case "transpose":
				v.transpose(in)
			case "gather":
				v.gather(in)
			case "scatter":
				v.scatter(in)
			default:
				v.dimensionNumbers(in)
			}
		}
	}
}

// asyncPair checks in's place in an asynchronous pair.
func (v *verifier) asyncPair(in *Instruction, users []*Instruction) {
	role, kind := asyncRole(in.Opcode)
	if role == "" {
		return
	}
	if role == "update" || role == "done" {
		if len(in.Operands) == 0 || (role == "done" && len(in.Operands) != 1) {
			return // the arity check reports it
		}
		op := in.Operands[0]
		opRole, opKind := asyncRole(op.Opcode)
		want := pairName("start", kind)
		if kind == "async" {
			want = "async-start or async-update"
		}
		if opKind != kind || !(opRole == "start" || kind == "async" && opRole == "update") {
			v.errorf(in.OpcodePos, what(in)+": expected its operand to be "+want+", found "+what(op))
			return
		}
		v.doneShape(in, op, kind, role)
	}
	if role == "start" || role == "update" {
		want := pairName("done", kind)
		if kind == "async" {
			want = "async-update or async-done"
		}
		if len(users) != 1 {
			v.errorf(in.OpcodePos, what(in)+": expected one user, its "+want+", found "+strconv.Itoa(len(users)))
			return
		}
		if uRole, uKind := asyncRole(users[0].Opcode); uKind != kind || !(uRole == "done" || kind == "async" && uRole == "update") {
			v.errorf(in.OpcodePos, what(in)+": expected its user to be "+want+", found "+what(users[0]))
		}
	}
}

// doneShape checks an async-done's and a copy-done's shape against what
// their start defines.
func (v *verifier) doneShape(in, op *Instruction, kind, role string) {
	if role != "done" || !op.Shape.IsTuple() || len(op.Shape.Tuple) < 2 {
		return
	}
	elem := 1
	if kind == "copy" {
		elem = 0
	} else if kind != "async" {
		return
	}
	want := op.Shape.Tuple[elem]
	if !compatible(want, in.Shape) {
		v.errorf(in.ShapePos, what(in)+": expected element {"+strconv.Itoa(elem)+"} of "+what(op)+", "+
			shapeText(want)+", found "+shapeText(in.Shape))
		return
	}
	if c := in.CalledComputation("calls"); c != nil && c.Root != nil && !compatible(c.Root.Shape, in.Shape) {
		v.errorf(in.ShapePos, what(in)+": expected the result of computation "+quote(c.Name)+", "+
			shapeText(c.Root.Shape)+", found "+shapeText(in.Shape))
	}
}

// fusionOwner checks that in's fused computation is called by in alone.
func (v *verifier) fusionOwner(m *Module, in *Instruction, callers map[*Computation]callerPair) {
	c := in.CalledComputation("calls")
	if c == nil {
		return
	}
	if c == m.Entry {
		v.errorf(in.OpcodePos, what(in)+": calls the entry computation "+quote(c.Name)+": expected a fused computation of its own")
		return
	}
	if other := callers[c].other(in); other != nil {
		v.errorf(in.OpcodePos, what(in)+": its fused computation "+quote(c.Name)+" is also called by "+what(other)+
			" (line "+strconv.Itoa(int(other.Pos.Line))+"): expected a fused computation of its own, as XLA's verifier does")
	}
}

// callerPair keeps, of the callers of a computation in text order, the
// first and the first that differs from it: enough to name, for any
// caller, the first other one (a list per computation was an allocation
// per fusion).
type callerPair struct{ first, second *Instruction }

// add notes caller in after those p holds.
func (p callerPair) add(in *Instruction) callerPair {
	switch {
	case p.first == nil:
		p.first = in
	case p.second == nil && in != p.first:
		p.second = in
	}
	return p
}

// other returns the first caller other than in, nil when none.
func (p callerPair) other(in *Instruction) *Instruction {
	if p.first != in {
		return p.first
	}
	return p.second
}

// operandAliasing checks a custom call's output_to_operand_aliasing.
func (v *verifier) operandAliasing(in *Instruction) {
	for _, a := range in.OutputToOperandAliasing {
		out, ok := in.Shape.Subshape(a.OutputIndex)
		if !ok {
			v.errorf(in.OpcodePos, what(in)+": output_to_operand_aliasing names output "+indexText(a.OutputIndex)+
				": expected an index of its shape "+shapeText(in.Shape))
			continue
		}
		if a.Operand < 0 || a.Operand >= len(in.Operands) {
			v.errorf(in.OpcodePos, what(in)+": output_to_operand_aliasing names operand "+strconv.Itoa(a.Operand)+
				": expected 0 to "+strconv.Itoa(len(in.Operands)-1))
			continue
		}
		op := in.Operands[a.Operand]
		ops, ok := op.Shape.Subshape(a.OperandIndex)
		if !ok {
			v.errorf(in.OpcodePos, what(in)+": output_to_operand_aliasing names operand "+strconv.Itoa(a.Operand)+
				" index "+indexText(a.OperandIndex)+": expected an index of its shape "+shapeText(op.Shape))
			continue
		}
		if !compatible(out, ops) {
			v.errorf(in.OpcodePos, what(in)+": output_to_operand_aliasing pairs output "+indexText(a.OutputIndex)+", "+
				shapeText(out)+", with operand "+strconv.Itoa(a.Operand)+" "+quote(op.Name)+" "+indexText(a.OperandIndex)+", "+
				shapeText(ops)+": expected compatible shapes (one buffer holds both)")
		}
	}
}

// dimensionsAttr reads in's dimensions={...}; ok is false (and the
// error reported) when it holds something other than integers.
func (v *verifier) dimensionsAttr(in *Instruction) (dims []int64, ok bool) {
	for _, a := range in.Attrs {
		if a.Name != "dimensions" {
			continue
		}
		text := strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(a.Value), "{"), "}"))
		if text == "" {
			break
		}
		for _, f := range strings.Split(text, ",") {
			d, err := strconv.ParseInt(strings.TrimSpace(f), 10, 64)
			if err != nil {
				v.errorf(in.OpcodePos, what(in)+": dimensions={"+text+"}: expected integers")
				return nil, false
			}
			dims = append(dims, d)
		}
	}
	return dims, true
}

// transpose checks that a transpose's dimensions are a permutation of its
// operand's and that the result's dimension i is the operand's
// dimension dimensions[i] (XLA's ShapeInference for kTranspose).
func (v *verifier) transpose(in *Instruction) {
	if len(in.Operands) != 1 || !in.Shape.IsArray() || !in.Operands[0].Shape.IsArray() {
		return
	}
	op := in.Operands[0].Shape
	dims, ok := v.dimensionsAttr(in)
	if !ok {
		return
	}
	if len(dims) != len(op.Dims) || len(in.Shape.Dims) != len(op.Dims) {
		v.errorf(in.OpcodePos, what(in)+": expected a permutation of "+plural(len(op.Dims), "dimension")+" in dimensions= (the rank of operand "+
			quote(in.Operands[0].Name)+", "+shapeText(op)+") and a result of that rank, found "+strconv.Itoa(len(dims))+" and "+shapeText(in.Shape))
		return
	}
	seen := make([]bool, len(dims))
	for i, d := range dims {
		if d < 0 || d >= int64(len(dims)) || seen[d] {
			v.errorf(in.OpcodePos, what(in)+": dimensions="+intList(dims)+": expected a permutation of 0 to "+strconv.Itoa(len(dims)-1))
			return
		}
		seen[d] = true
		if in.Shape.Dims[i] != op.Dims[d] {
			v.errorf(in.ShapePos, what(in)+": dimension "+strconv.Itoa(i)+" of the result is "+strconv.FormatInt(in.Shape.Dims[i], 10)+
				": expected "+strconv.FormatInt(op.Dims[d], 10)+", the size of dimension "+strconv.FormatInt(d, 10)+" of operand "+quote(in.Operands[0].Name))
			return
		}
	}
}

// broadcast checks a broadcast's dimensions against its operand and
// result. They need not increase: HloVerifier checks their order only
// under HloVerifierOpts' verify_broadcast_dimensions_order, off by
// default, and AlgebraicSimplifier folds a transpose into a broadcast's
// dimensions (f32[4,8] broadcast to f32[8,4] with dimensions={1,0}).
func (v *verifier) broadcast(in *Instruction) {
	if len(in.Operands) != 1 || !in.Shape.IsArray() || !in.Operands[0].Shape.IsArray() {
		return
	}
	op := in.Operands[0].Shape
	dims, ok := v.dimensionsAttr(in)
	if !ok {
		return
	}
	if len(dims) != len(op.Dims) {
		v.errorf(in.OpcodePos, what(in)+": expected "+plural(len(op.Dims), "dimension")+" in dimensions= (one per dimension of operand "+
			quote(in.Operands[0].Name)+", "+shapeText(op)+"), found "+strconv.Itoa(len(dims)))
		return
	}
	for i, d := range dims {
		if d < 0 || d >= int64(len(in.Shape.Dims)) {
			v.errorf(in.OpcodePos, what(in)+": dimensions["+strconv.Itoa(i)+"] = "+strconv.FormatInt(d, 10)+
				": expected a dimension of the result "+shapeText(in.Shape))
			return
		}
		if in.Shape.Dims[d] != op.Dims[i] {
			v.errorf(in.OpcodePos, what(in)+": dimension "+strconv.FormatInt(d, 10)+" of the result is "+strconv.FormatInt(in.Shape.Dims[d], 10)+
				": expected "+strconv.FormatInt(op.Dims[i], 10)+", the size of dimension "+strconv.Itoa(i)+" of operand "+quote(in.Operands[0].Name))
			return
		}
	}
}
