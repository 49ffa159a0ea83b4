// Flops and bytes per instruction.
//
// The model counts what dominates an accelerator's time and nothing more:
//
//   - dot: 2 × (result elements) × (product of the lhs contracting
//     dimensions): one multiply and one add per term;
//   - convolution: 2 × (result elements) × (kernel elements / output
//     features): each output element sums over the kernel's spatial window
//     and its input features (a grouped convolution's kernel already holds
//     only its group's input features);
//   - an elementwise op: one per result element;
//   - reduce and reduce-window: one per input element;
//   - a fusion, call-free: the sum over its fused computation.
//
// Everything else (data movement: copy, transpose, slice, concatenate,
// gather...) counts no flops; its time is its bytes. An instruction reads
// every operand whole and writes its result whole, except where it
// touches a part: dynamic-slice and gather read only as many bytes of
// their operand as they produce, and dynamic-update-slice writes only its
// update into the operand it updates in place. Instructions that only pass
// values on (tuple, get-tuple-element, bitcast, parameter, constant, the
// control-flow ops) move no bytes.

package cost

import (
	"strconv"
	"strings"

	"github.com/planner-dev/planner/hlo"
)

// elementwise are the opcodes counted one flop per result element.
var elementwise = map[string]bool{
	"abs": true, "add": true, "and": true, "atan2": true, "cbrt": true, "ceil": true,
	"clamp": true, "compare": true, "complex": true, "convert": true, "cosine": true,
	"divide": true, "erf": true, "exponential": true, "exponential-minus-one": true,
	"floor": true, "imag": true, "is-finite": true, "log": true, "log-plus-one": true,
	"logistic": true, "maximum": true, "minimum": true, "multiply": true, "negate": true,
	"not": true, "or": true, "popcnt": true, "power": true, "real": true,
	"reduce-precision": true, "remainder": true, "round-nearest-afz": true,
	"round-nearest-even": true, "rsqrt": true, "select": true, "shift-left": true,
	"shift-right-arithmetic": true, "shift-right-logical": true, "sign": true,
	"sine": true, "sqrt": true, "subtract": true, "tan": true, "tanh": true, "xor": true,
	"stochastic-convert": true,
}

// noMemory are the opcodes that move no bytes: they pass values on, name
// them, or hand them to called computations.
var noMemory = map[string]bool{
	"tuple": true, "get-tuple-element": true, "bitcast": true, "parameter": true,
	"constant": true, "while": true, "conditional": true, "call": true,
	"after-all": true, "add-dependency": true, "opt-barrier": true, "optimization-barrier": true,
	"domain": true, "partition-id": true, "replica-id": true,
}

// MovesMemory reports whether an instruction with this opcode reads or
// writes array data.
func MovesMemory(opcode string) bool { return !noMemory[opcode] }

// Flops returns the floating-point operations of one execution of in.
func Flops(in *hlo.Instruction) float64 {
	return flops(in, 0)
}

func flops(in *hlo.Instruction, depth int) float64 {
	switch {
	case in.Opcode == "dot":
		if len(in.Operands) == 0 {
			return 0
		}
		k := 1.0
		lhs := in.Operands[0].Shape
		for _, d := range dimsAttr(in, "lhs_contracting_dims") {
			if d >= 0 && d < len(lhs.Dims) {
				k *= float64(max(lhs.Dims[d], 0))
			}
		}
		return 2 * elems(in.Shape) * k
	case in.Opcode == "convolution":
		if len(in.Operands) < 2 {
			return 0
		}
		kernel := in.Operands[1].Shape
		out := float64(1)
		if o := kernelOutputDim(in); o >= 0 && o < len(kernel.Dims) {
			out = float64(max(kernel.Dims[o], 1))
		}
		return 2 * elems(in.Shape) * elems(kernel) / out
	case elementwise[in.Opcode]:
		return elems(in.Shape)
	case in.Opcode == "reduce" || in.Opcode == "reduce-window":
		n := 0.0
		for _, op := range in.Operands[:len(in.Operands)/2] {
			n += elems(op.Shape)
		}
		return n
	case in.Opcode == "fusion":
		if depth > 8 {
			return 0
		}
		n := 0.0
		for _, c := range in.Called {
			if c.Computation == nil {
				continue
			}
			for _, x := range c.Computation.Instructions {
				n += flops(x, depth+1)
			}
		}
		return n
	}
	return 0
}

// OperandBytes returns the bytes in reads of its operand k, whose buffer
// holds size bytes.
func OperandBytes(in *hlo.Instruction, k int, size int64) int64 {
	switch {
	case in.Opcode == "dynamic-update-slice" && k == 0:
		return 0 // updated in place: the write is the update
	case (in.Opcode == "dynamic-slice" || in.Opcode == "gather") && k == 0:
		return part(size, in.Shape, in.Operands[0].Shape)
	}
	return size
}

// ResultBytes returns the bytes in writes into its result buffer at
// index, which holds size bytes.
func ResultBytes(in *hlo.Instruction, size int64) int64 {
	if in.Opcode == "dynamic-update-slice" && len(in.Operands) > 1 {
		return part(size, in.Operands[1].Shape, in.Shape)
	}
	return size
}

// part scales size, the bytes of a buffer of shape whole, to the share of
// its elements that shape sub has.
func part(size int64, sub, whole hlo.Shape) int64 {
	w := elems(whole)
	if w <= 0 {
		return size
	}
	f := elems(sub) / w
	if f >= 1 {
		return size
	}
	return int64(float64(size) * f)
}

// elems is the element count of an array shape (0 for tuples and tokens),
// as a float so that huge shapes cannot overflow.
func elems(s hlo.Shape) float64 {
	if !s.IsArray() {
		return 0
	}
	n := 1.0
	for _, d := range s.Dims {
		n *= float64(max(d, 0))
	}
	return n
}

// attr returns the raw text of in's attribute name, "" when absent.
func attr(in *hlo.Instruction, name string) string {
	for _, a := range in.Attrs {
		if a.Name == name {
			return a.Value
		}
	}
	return ""
}

// dimsAttr parses an attribute like lhs_contracting_dims={1,2}.
func dimsAttr(in *hlo.Instruction, name string) []int {
	s := strings.Trim(attr(in, name), "{} ")
	if s == "" {
		return nil
	}
	var out []int
	for _, f := range strings.Split(s, ",") {
		if d, err := strconv.Atoi(strings.TrimSpace(f)); err == nil {
			out = append(out, d)
		}
	}
	return out
}

// kernelOutputDim returns the kernel's output-feature dimension from
// dim_labels (b01f_01io->b01f: the position of 'o' in the kernel part),
// -1 when it cannot tell.
func kernelOutputDim(in *hlo.Instruction) int {
	labels := attr(in, "dim_labels")
	parts := strings.Split(strings.Split(labels, "->")[0], "_")
	if len(parts) != 2 {
		return -1
	}
	return strings.IndexByte(parts[1], 'o')
}
