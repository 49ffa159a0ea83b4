package hlo

// The opcode table: the properties of each opcode that the verifier, the
// optimizer (package optimize) and the liveness analysis read, kept in one
// place so that they cannot disagree.

// ResultType says how an elementwise opcode's result element type follows
// from its operands', as the verifier and shape inference check it.
type ResultType int

const (
	// ResultUnchecked: the verifier's elementwise rule does not apply (the
	// opcode has rules of its own, or none).
	ResultUnchecked ResultType = iota
	// ResultSame: the operands' element type.
	ResultSame
	// ResultDims: only the operands' dimensions (convert, abs, real, ...).
	ResultDims
	// ResultPred: pred (compare, is-finite).
	ResultPred
)

// opcodeInfo is one row of the table.
type opcodeInfo struct {
	// elementwise is XLA's HloInstruction::IsElementwise: each result
	// element is a function of the operands' elements at the same index
	// (constants included, as XLA counts them).
	elementwise bool
	// result is the element type rule of an elementwise opcode.
	result ResultType
	// sideEffect: DCE and CSE keep the instruction as it is (it
	// communicates, draws random numbers, calls out, or orders others).
	sideEffect bool
	// inPlace is the number of leading operands the instruction writes its
	// result over (dynamic-update-slice: 1); -1 for scatter's (n-1)/2
	// inputs.
	inPlace int
}

var opcodes = map[string]opcodeInfo{
	// Elementwise, result of the operands' element type.
	"negate": {elementwise: true, result: ResultSame}, "exponential": {elementwise: true, result: ResultSame},
	"exponential-minus-one": {elementwise: true, result: ResultSame}, "log": {elementwise: true, result: ResultSame},
	"log-plus-one": {elementwise: true, result: ResultSame}, "logistic": {elementwise: true, result: ResultSame},
	"sqrt": {elementwise: true, result: ResultSame}, "rsqrt": {elementwise: true, result: ResultSame},
	"cbrt": {elementwise: true, result: ResultSame}, "ceil": {elementwise: true, result: ResultSame},
	"floor": {elementwise: true, result: ResultSame}, "sign": {elementwise: true, result: ResultSame},
	"sine": {elementwise: true, result: ResultSame}, "cosine": {elementwise: true, result: ResultSame},
	"tan": {elementwise: true, result: ResultSame}, "tanh": {elementwise: true, result: ResultSame},
	"not": {elementwise: true, result: ResultSame}, "popcnt": {elementwise: true, result: ResultSame},
	"count-leading-zeros": {elementwise: true, result: ResultSame}, "clz": {elementwise: true, result: ResultSame},
	"round-nearest-afz": {elementwise: true, result: ResultSame}, "round-nearest-even": {elementwise: true, result: ResultSame},
	"erf": {elementwise: true, result: ResultSame}, "copy": {elementwise: true, result: ResultSame},
	"reduce-precision": {elementwise: true, result: ResultSame},
	"add":              {elementwise: true, result: ResultSame}, "subtract": {elementwise: true, result: ResultSame},
	"multiply": {elementwise: true, result: ResultSame}, "divide": {elementwise: true, result: ResultSame},
	"maximum": {elementwise: true, result: ResultSame}, "minimum": {elementwise: true, result: ResultSame},
	"power": {elementwise: true, result: ResultSame}, "remainder": {elementwise: true, result: ResultSame},
	"atan2": {elementwise: true, result: ResultSame}, "and": {elementwise: true, result: ResultSame},
	"or": {elementwise: true, result: ResultSame}, "xor": {elementwise: true, result: ResultSame},
	"shift-left": {elementwise: true, result: ResultSame}, "shift-right-arithmetic": {elementwise: true, result: ResultSame},
	"shift-right-logical": {elementwise: true, result: ResultSame},
	// Elementwise, result of the operands' dimensions only.
	"abs": {elementwise: true, result: ResultDims}, "convert": {elementwise: true, result: ResultDims},
	"real": {elementwise: true, result: ResultDims}, "imag": {elementwise: true, result: ResultDims},
	"complex": {elementwise: true, result: ResultDims}, "stochastic-convert": {elementwise: true, result: ResultDims},
	// Elementwise, pred result.
	"compare": {elementwise: true, result: ResultPred}, "is-finite": {elementwise: true, result: ResultPred},
	// Elementwise with rules of their own in the verifier (or none there).
	"select": {elementwise: true}, "clamp": {elementwise: true}, "bitcast-convert": {elementwise: true},
	"constant": {elementwise: true},
	"acos":     {elementwise: true}, "acosh": {elementwise: true}, "asin": {elementwise: true},
	"asinh": {elementwise: true}, "atan": {elementwise: true}, "atanh": {elementwise: true},
	"cosh": {elementwise: true}, "sinh": {elementwise: true},

	// In place.
	"dynamic-update-slice": {inPlace: 1},
	"scatter":              {inPlace: -1},

	// Side effects.
	"send": {sideEffect: true}, "send-done": {sideEffect: true}, "recv": {sideEffect: true},
	"recv-done": {sideEffect: true}, "infeed": {sideEffect: true}, "outfeed": {sideEffect: true},
	"rng": {sideEffect: true}, "rng-get-and-update-state": {sideEffect: true},
	"custom-call": {sideEffect: true}, "all-reduce": {sideEffect: true},
	"all-reduce-start": {sideEffect: true}, "all-reduce-done": {sideEffect: true},
	"all-gather": {sideEffect: true}, "all-gather-start": {sideEffect: true},
	"all-gather-done": {sideEffect: true}, "all-to-all": {sideEffect: true},
	"collective-permute": {sideEffect: true}, "collective-permute-start": {sideEffect: true},
	"collective-permute-done": {sideEffect: true}, "reduce-scatter": {sideEffect: true},
	"collective-broadcast": {sideEffect: true}, "after-all": {sideEffect: true},
	"trace": {sideEffect: true}, "domain": {sideEffect: true}, "async-start": {sideEffect: true},
	"async-update": {sideEffect: true}, "async-done": {sideEffect: true},
	"copy-start": {sideEffect: true}, "copy-done": {sideEffect: true},
	"add-dependency": {sideEffect: true}, "optimization-barrier": {sideEffect: true},
	"opt-barrier": {sideEffect: true}, "partition-id": {sideEffect: true}, "replica-id": {sideEffect: true},
}

// IsElementwise reports whether opcode is elementwise as XLA's
// HloInstruction::IsElementwise has it (constants included).
func IsElementwise(opcode string) bool { return lookupOpcode(opcode).elementwise }

// ElementwiseResult is the element type rule of an elementwise opcode;
// ResultUnchecked for the others and for those with rules of their own.
func ElementwiseResult(opcode string) ResultType { return lookupOpcode(opcode).result }

// HasSideEffect reports whether an instruction of opcode must be kept as
// it is by dead code elimination and CSE.
func HasSideEffect(opcode string) bool { return lookupOpcode(opcode).sideEffect }

// InPlaceOperands returns how many leading operands of an instruction of
// opcode with n operands it updates in place: 1 for dynamic-update-slice,
// the (n-1)/2 inputs of a scatter, 0 for every other opcode.
func InPlaceOperands(opcode string, n int) int {
	switch k := lookupOpcode(opcode).inPlace; {
	case k < 0:
		return (n - 1) / 2
	case k > n:
		return n
	default:
		return k
	}
}

// opcodeTable holds the rows of opcodes in a hash table read without
// hashing the whole name: the verifier, DCE, CSE, fusion and the
// liveness analysis ask about every instruction, several times (on the
// 11,000-layer training step about 2% of the plan's CPU went to the
// map's string hashing and probing). A name goes in the bucket of
// opcodeHash; a lookup compares the names of one bucket, one or two.
var opcodeTable = newOpcodeTable(opcodes)

// opcodeBuckets is the number of buckets in opcodeTable, a power of two
// about four times the rows.
const opcodeBuckets = 512

// opcodeHashTable is opcodeTable's type: the rows sorted by bucket,
// bucket b's rows at rows[start[b]:start[b+1]].
type opcodeHashTable struct {
	start [opcodeBuckets + 1]uint16
	rows  []opcodeRow
}

// opcodeRow is one row of opcodeTable.
type opcodeRow struct {
	name string
	info opcodeInfo
}

// opcodeHash mixes the length and three bytes of op (first, middle,
// last), which between them tell the opcodes apart with few collisions.
func opcodeHash(op string) int {
	n := len(op)
	if n == 0 {
		return 0
	}
	return (n*131 + int(op[0])*31 + int(op[n/2])*7 + int(op[n-1])) & (opcodeBuckets - 1)
}

// newOpcodeTable builds the table of the rows of m.
func newOpcodeTable(m map[string]opcodeInfo) *opcodeHashTable {
	t := &opcodeHashTable{rows: make([]opcodeRow, 0, len(m))}
	var count [opcodeBuckets]int
	for name := range m {
		count[opcodeHash(name)]++
	}
	for b := range opcodeBuckets {
		t.start[b+1] = t.start[b] + uint16(count[b])
	}
	t.rows = t.rows[:len(m)]
	next := t.start
	for name, info := range m {
		b := opcodeHash(name)
		t.rows[next[b]] = opcodeRow{name, info}
		next[b]++
	}
	return t
}

// lookupOpcode is opcodes[op]: the zero row for an opcode not listed.
func lookupOpcode(op string) opcodeInfo {
	t := opcodeTable
	b := opcodeHash(op)
	for _, r := range t.rows[t.start[b]:t.start[b+1]] {
		if r.name == op {
			return r.info
		}
	}
	return opcodeInfo{}
}
