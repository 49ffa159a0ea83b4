package hlo

// The StableHLO reader turns the MLIR text JAX prints (lowered.as_text()
// with no argument) into HLO text and hands that to the HLO parser, so the
// module it returns is the one the HLO-text parser builds and every later
// stage is unchanged. The translation follows XLA's own MLIR-to-HLO export
// (xla/hlo/translate/mhlo_to_hlo/mlir_hlo_to_hlo.cc, ConvertToHloModule and
// the ExportXlaOp functions): func.func @main is the entry and its other
// functions are computations; a function with several results returns a
// tuple and its callers read the results with get-tuple-element; a region
// (reduce's body, while's cond and do, case's branches) is a computation
// of its own; while carries its operands as one tuple; a case branch reads
// the values it captures from the enclosing function through one tuple
// operand (ExportXlaOp(CaseOp) collects them with getUsedValuesDefinedAbove).
//
// The ops are read in their printed (custom) form as the StableHLO dialect
// prints them (stablehlo/dialect/StablehloOps.td, AssemblyFormat.cpp) and in
// MLIR's generic form ("stablehlo.gather"(...) <{...}> ({...}) : type).
// The reader is line-based where MLIR's printer is: a pretty op's type
// signature is the rest of its line after its first top-level ':'.
//
// Positions: each emitted HLO line remembers the offset of the MLIR op it
// came from; errors and the IR's positions are mapped back to it, so a
// verifier error names the MLIR line. An op the reader does not know is a
// positioned error that names it, never a panic.
//
// Speed: one pass over the text; the HLO text is at most a small constant
// times longer than the MLIR (every op gives one line, a multi-result op
// one get-tuple-element per result).

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// mlirError is a positioned error the reader raises to stop.
type mlirError struct {
	off int
	msg string
}

// mlirValue is what an SSA value is in the HLO text: the instruction's
// name and its shape's text.
type mlirValue struct {
	name  string
	shape string
}

// hloLine is one emitted instruction line and the MLIR offset it came from.
type hloLine struct {
	text string
	off  int
}

// mlirComp is a computation being written.
type mlirComp struct {
	name   string
	lines  []hloLine
	values map[string]mlirValue // SSA name (with % and #N) -> value
	// parent is the scope a case branch captures from; nil elsewhere.
	parent *mlirComp
	// captures are the parent's values a branch reads, in first-use order,
	// and capTuple the branch's tuple parameter.
	captures []string
	capIndex map[string]mlirValue
	capParam string
	capOff   int
	// byName finds the line defining an instruction, to mark it ROOT.
	byName map[string]int
	// off is where the computation starts in the StableHLO text (its
	// func.func, or the op whose region it is): errors about the
	// computation as a whole (calls nested too deep) point there.
	off int
}

// mlirReader converts StableHLO text to HLO text.
type mlirReader struct {
	src   string
	off   int
	n     int // counter for fresh names, module-wide
	comps []*mlirComp
	// header attributes
	modName       string
	numPartitions string
	numReplicas   string
	meshes        []string // "name = #sdy.mesh<...>"
	entryLayout   string
	aliases       [][2]string // tf.aliasing_output: output index, parameter
	donors        []string
	funcs         map[string]bool
	// results are the shapes (layouts included) each function returns,
	// from an earlier pass: a call's results take its callee's layouts,
	// and callees are defined after their callers.
	results map[string][]string
	// returned collects this pass's results.
	returned map[string][]string
	// constLike holds the instructions MLIR's canonicalizer takes for
	// constants: a constant, and a broadcast of one (it folds to a
	// splat constant; the export writes that back as a broadcast).
	constLike map[string]bool
	// scalars holds the value of each scalar constant, for folding.
	scalars      map[string]float64
	entryFound   bool
	entryOff     int
	singleResult bool // main returns one value, not a tuple
}

func (r *mlirReader) fail(off int, format string, args ...any) {
	panic(mlirError{off, fmt.Sprintf(format, args...)})
}

// skip skips blank space, comments and loc(...) trailers.
func (r *mlirReader) skip() {
	for {
		r.off = skipSpaceAndComments(r.src, r.off)
		if strings.HasPrefix(r.src[r.off:], "loc(") {
			r.off += 3
			r.balanced()
			continue
		}
		return
	}
}

// skipInline skips spaces and tabs only.
func (r *mlirReader) skipInline() {
	for r.off < len(r.src) && (r.src[r.off] == ' ' || r.src[r.off] == '\t') {
		r.off++
	}
}

func (r *mlirReader) peek(s string) bool {
	r.skip()
	return strings.HasPrefix(r.src[r.off:], s)
}

func (r *mlirReader) accept(s string) bool {
	if r.peek(s) {
		r.off += len(s)
		return true
	}
	return false
}

func (r *mlirReader) expect(s string) {
	if !r.accept(s) {
		r.fail(r.off, "expected %q, found %s", s, r.describe())
	}
}

func (r *mlirReader) describe() string {
	if r.off >= len(r.src) {
		return "end of file"
	}
	end := r.off
	for end < len(r.src) && end-r.off < 20 && r.src[end] != '\n' {
		end++
	}
	return strconv.Quote(r.src[r.off:end])
}

func isMLIRNameByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '.' || c == '$' || c == '-'
}

// word reads a bare identifier (letters, digits, _ . $ -).
func (r *mlirReader) word() string {
	r.skip()
	start := r.off
	for r.off < len(r.src) && isMLIRNameByte(r.src[r.off]) {
		r.off++
	}
	if start == r.off {
		r.fail(r.off, "expected a name, found %s", r.describe())
	}
	return r.src[start:r.off]
}

// value reads %name or %name#N.
func (r *mlirReader) value() (string, int) {
	r.skip()
	start := r.off
	if r.off >= len(r.src) || r.src[r.off] != '%' {
		r.fail(r.off, "expected a value (%%name), found %s", r.describe())
	}
	r.off++
	for r.off < len(r.src) && (isMLIRNameByte(r.src[r.off]) && r.src[r.off] != '.' || r.src[r.off] == '#') {
		r.off++
	}
	return r.src[start:r.off], start
}

// symbol reads @name.
func (r *mlirReader) symbol() string {
	r.expect("@")
	if r.off < len(r.src) && r.src[r.off] == '"' {
		s := r.str()
		return s
	}
	return r.word()
}

// str reads a quoted string and returns its text with escapes kept.
func (r *mlirReader) str() string {
	r.skip()
	if r.off >= len(r.src) || r.src[r.off] != '"' {
		r.fail(r.off, "expected a string, found %s", r.describe())
	}
	start := r.off + 1
	for i := start; i < len(r.src); i++ {
		switch r.src[i] {
		case '\\':
			i++
		case '"':
			r.off = i + 1
			return r.src[start:i]
		case '\n':
			r.fail(start-1, "unterminated string")
		}
	}
	r.fail(start-1, "unterminated string")
	return ""
}

// balanced reads a bracketed group starting at the current byte ((, [, {
// or <) and returns it whole; "->" inside does not close a '<'.
func (r *mlirReader) balanced() string {
	start := r.off
	if start >= len(r.src) || strings.IndexByte("([{<", r.src[start]) < 0 {
		r.fail(start, "expected a bracket, found %s", r.describe())
	}
	var stack []int // offsets of the open brackets
	for i := r.off; i < len(r.src); i++ {
		c := r.src[i]
		switch c {
		case '(', '[', '{', '<':
			stack = append(stack, i)
		case ')', ']', '}', '>':
			if c == '>' && i > 0 && r.src[i-1] == '-' {
				continue
			}
			open := map[byte]byte{')': '(', ']': '[', '}': '{', '>': '<'}[c]
			if len(stack) == 0 {
				r.fail(i, "unbalanced %q", string(c))
			}
			if top := stack[len(stack)-1]; r.src[top] != open {
				// The bracket left open is the mistake, not the one
				// that ends the scan (a mesh "<[...]" missing its '>'
				// was reported at the file's last '}').
				line := 1 + strings.Count(r.src[:i], "\n")
				col := i - strings.LastIndexByte(r.src[:i], '\n')
				r.fail(top, "unterminated %q: %q at %d:%d closes nothing open", string(r.src[top]), string(c), line, col)
			}
			stack = stack[:len(stack)-1]
			if len(stack) == 0 {
				r.off = i + 1
				return r.src[start:r.off]
			}
		case '"':
			for i++; i < len(r.src) && r.src[i] != '"'; i++ {
				if r.src[i] == '\\' {
					i++
				}
			}
		}
		if len(stack) == 0 {
			r.fail(start, "expected a bracket, found %s", r.describe())
		}
	}
	r.fail(start, "unterminated %q", string(r.src[start]))
	return ""
}

// restOfLine returns the text from the current offset to the end of the
// line, without a trailing loc(...), and moves past it.
func (r *mlirReader) restOfLine() string {
	nl := strings.IndexByte(r.src[r.off:], '\n')
	end := len(r.src)
	if nl >= 0 {
		end = r.off + nl
	}
	s := r.src[r.off:end]
	r.off = end
	if i := strings.LastIndex(s, " loc("); i >= 0 {
		s = s[:i]
	}
	return strings.TrimSpace(s)
}

// ---- types ----

var mlirElement = map[string]string{
	"i1": "pred", "i2": "s2", "i4": "s4", "i8": "s8", "i16": "s16", "i32": "s32", "i64": "s64",
	"ui2": "u2", "ui4": "u4", "ui8": "u8", "ui16": "u16", "ui32": "u32", "ui64": "u64",
	"f16": "f16", "bf16": "bf16", "f32": "f32", "f64": "f64",
	"f8E4M3FN": "f8e4m3fn", "f8E5M2": "f8e5m2", "f8E4M3FNUZ": "f8e4m3fnuz", "f8E5M2FNUZ": "f8e5m2fnuz",
	"f8E4M3B11FNUZ": "f8e4m3b11fnuz", "f8E4M3": "f8e4m3", "f8E3M4": "f8e3m4",
	"complex<f32>": "c64", "complex<f64>": "c128",
}

// hloType converts one MLIR type (tensor<2x3xf32>, tuple<...>,
// !stablehlo.token) to an HLO shape's text.
func hloType(t string) (string, bool) { return hloTypeAt(t, 0) }

// hloTypeAt is hloType for a type nested depth tuples deep. Tuples nest at
// most maxDepth deep, as in the HLO parser: each level splits the text
// once, so a type 10^5 tuples deep took minutes. Like the HLO parser's
// levels, the array inside counts as one.
func hloTypeAt(t string, depth int) (string, bool) {
	if depth >= maxDepth {
		return "", false
	}
	t = strings.TrimSpace(t)
	switch {
	case t == "!stablehlo.token":
		return "token[]", true
	case strings.HasPrefix(t, "tuple<") && strings.HasSuffix(t, ">"):
		parts, ok := splitTop(t[len("tuple<") : len(t)-1])
		if !ok {
			return "", false
		}
		var out []string
		for _, p := range parts {
			s, ok := hloTypeAt(p, depth+1)
			if !ok {
				return "", false
			}
			out = append(out, s)
		}
		return "(" + strings.Join(out, ", ") + ")", true
	case strings.HasPrefix(t, "tensor<") && strings.HasSuffix(t, ">"):
		body := t[len("tensor<") : len(t)-1]
		// An encoding (#sdy..., #stablehlo.bounds) follows a comma.
		if parts, ok := splitTop(body); ok && len(parts) > 1 {
			body = strings.TrimSpace(parts[0])
		}
		var dims []string
		for {
			i := strings.IndexByte(body, 'x')
			if i <= 0 {
				break
			}
			d := body[:i]
			if _, err := strconv.ParseUint(d, 10, 63); err != nil {
				break
			}
			dims = append(dims, d)
			body = body[i+1:]
		}
		el, ok := mlirElement[body]
		if !ok {
			return "", false
		}
		return el + "[" + strings.Join(dims, ",") + "]", true
	}
	return "", false
}

// splitTop splits s at top-level commas; ok is false for unbalanced text.
func splitTop(s string) ([]string, bool) {
	var out []string
	depth := 0
	start := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(', '[', '{', '<':
			depth++
		case ')', ']', '}':
			depth--
		case '>':
			if i == 0 || s[i-1] != '-' {
				depth--
			}
		case '"':
			for i++; i < len(s) && s[i] != '"'; i++ {
				if s[i] == '\\' {
					i++
				}
			}
		case ',':
			if depth == 0 {
				out = append(out, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
		if depth < 0 {
			return nil, false
		}
	}
	if depth != 0 {
		return nil, false
	}
	if t := strings.TrimSpace(s[start:]); t != "" || len(out) > 0 {
		out = append(out, t)
	}
	return out, true
}

// signature splits an op's type text into operand and result types:
// "(a, b) -> c", "(a) -> (b, c)", "a -> b", or "a, b" (all results) or "a"
// (operands and result alike).
func (r *mlirReader) signature(off int, sig string) (operands, results []string) {
	sig = strings.TrimSpace(sig)
	list := func(s string) []string {
		s = strings.TrimSpace(s)
		if strings.HasPrefix(s, "(") && strings.HasSuffix(s, ")") {
			s = s[1 : len(s)-1]
		}
		parts, ok := splitTop(s)
		if !ok {
			r.fail(off, "malformed type %q", s)
		}
		return parts
	}
	if i := arrow(sig); i >= 0 {
		return list(sig[:i]), list(sig[i+2:])
	}
	ts := list(sig)
	return ts, ts
}

// arrow returns the index of the top-level "->", or -1.
func arrow(s string) int {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(', '[', '{', '<':
			depth++
		case ')', ']', '}':
			depth--
		case '>':
			if i > 0 && s[i-1] == '-' {
				if depth == 0 {
					return i - 1
				}
				continue
			}
			depth--
		}
	}
	return -1
}

func (r *mlirReader) shape(off int, t string) string {
	s, ok := hloType(t)
	if !ok && tupleDepth(t) >= maxDepth {
		r.fail(off, "expected a type, found tuples nested deeper than %d levels", maxDepth)
	}
	if !ok {
		r.fail(off, "unsupported type %q (the reader takes static tensor types)", t)
	}
	return s
}

// tupleDepth is how deep tuple<...> types nest in t.
func tupleDepth(t string) int {
	var open []bool // per open '<': whether it opened a tuple
	depth, most := 0, 0
	for i := 0; i < len(t); i++ {
		switch t[i] {
		case '<':
			tup := strings.HasSuffix(t[:i], "tuple")
			open = append(open, tup)
			if tup {
				depth++
				most = max(most, depth)
			}
		case '>':
			if n := len(open); n > 0 {
				if open[n-1] {
					depth--
				}
				open = open[:n-1]
			}
		}
	}
	return most
}

// tupleShape is the HLO shape of several results.
func tupleShape(shapes []string) string {
	return "(" + strings.Join(shapes, ", ") + ")"
}

// ---- emission ----

func (r *mlirReader) fresh(base string) string {
	r.n++
	return base + "." + strconv.Itoa(r.n)
}

func (r *mlirReader) newComp(base string) *mlirComp {
	c := &mlirComp{name: r.fresh(base), values: map[string]mlirValue{}, byName: map[string]int{}, off: r.off}
	r.comps = append(r.comps, c)
	return c
}

// emit writes "name = shape rhs" and returns name.
func (c *mlirComp) emit(r *mlirReader, off int, base, shape, rhs string) string {
	name := r.fresh(base)
	c.byName[name] = len(c.lines)
	c.lines = append(c.lines, hloLine{name + " = " + shape + " " + rhs, off})
	return name
}

// lookup returns the HLO value of an SSA name.
func (c *mlirComp) lookup(r *mlirReader, name string, off int) mlirValue {
	if v, ok := c.values[name]; ok {
		return v
	}
	if c.parent != nil {
		if v, ok := c.capIndex[name]; ok {
			return v
		}
		pv := c.parent.lookup(r, name, off)
		// The capture's get-tuple-element is written at the branch's
		// start when the branch ends (finishBranch).
		v := mlirValue{name: r.fresh("capture"), shape: pv.shape}
		c.captures = append(c.captures, name)
		c.capIndex[name] = v
		return v
	}
	r.fail(off, "unknown value %s", name)
	return mlirValue{}
}

// define binds an op's results. With one result the instruction is the
// value; with more, each result %r#i (or each listed name) is a
// get-tuple-element of it.
func (c *mlirComp) define(r *mlirReader, off int, results []string, name string, shapes []string) {
	if len(results) == 1 && len(shapes) == 1 && !strings.Contains(results[0], ":") {
		c.values[results[0]] = mlirValue{name, shapes[0]}
		return
	}
	names := expandResults(results)
	if len(names) != len(shapes) {
		r.fail(off, "%d results but %d result types", len(names), len(shapes))
	}
	for i, n := range names {
		g := c.emit(r, off, "get-tuple-element", shapes[i], "get-tuple-element("+name+"), index="+strconv.Itoa(i))
		c.values[n] = mlirValue{g, shapes[i]}
	}
}

// expandResults turns ["%6:3"] into [%6#0 %6#1 %6#2] and keeps plain names.
func expandResults(results []string) []string {
	var out []string
	for _, res := range results {
		if i := strings.IndexByte(res, ':'); i >= 0 {
			n, _ := strconv.Atoi(res[i+1:])
			for k := 0; k < n; k++ {
				out = append(out, res[:i]+"#"+strconv.Itoa(k))
			}
			continue
		}
		out = append(out, res)
	}
	return out
}

func resultCount(results []string) int { return len(expandResults(results)) }

// markRoot marks the instruction called name ROOT, or adds a copy-free
// tuple when several values are returned.
func (c *mlirComp) ret(r *mlirReader, off int, vals []mlirValue) {
	if len(vals) == 1 {
		if i, ok := c.byName[vals[0].name]; ok {
			c.lines[i].text = "ROOT " + c.lines[i].text
			return
		}
		// A captured value: root a get-tuple-element written later; use a
		// tuple-free copy through bitcast is not XLA's, so name it by tuple.
	}
	var names, shapes []string
	for _, v := range vals {
		names = append(names, v.name)
		shapes = append(shapes, v.shape)
	}
	if len(vals) == 1 {
		// Returning a captured value: XLA's export roots it directly too;
		// the get-tuple-element defining it is written by finishBranch,
		// which marks it ROOT.
		c.lines = append(c.lines, hloLine{"#ROOT " + vals[0].name, off})
		return
	}
	name := c.emit(r, off, "tuple", tupleShape(shapes), "tuple("+strings.Join(names, ", ")+")")
	c.lines[c.byName[name]].text = "ROOT " + c.lines[c.byName[name]].text
}

// ---- module ----

func (r *mlirReader) module() {
	open := -1 // the offset of the module's "{", if it has one
	r.skip()
	if r.accept("module") {
		if r.peek("@") {
			r.modName = r.symbol()
		}
		if r.accept("attributes") {
			r.skip()
			dictOff := r.off
			r.moduleAttrs(dictOff, r.balanced())
		}
		open = r.off
		r.expect("{")
	}
	r.funcs = map[string]bool{}
	for {
		r.skip()
		if r.off >= len(r.src) {
			if open >= 0 {
				r.fail(open, "unterminated module: no \"}\" closes this \"{\"")
			}
			break
		}
		if r.accept("}") {
			r.skip()
			if r.off < len(r.src) {
				r.fail(r.off, "text after the module's end")
			}
			break
		}
		switch {
		case r.peek("func.func"):
			r.function()
		case r.peek("sdy.mesh"):
			off := r.off
			r.off += len("sdy.mesh")
			name := r.symbol()
			r.expect("=")
			r.skip()
			if !r.peek("<") {
				r.fail(off, "expected <...> after sdy.mesh @%s", name)
			}
			meshOff := r.off
			mesh := r.balanced()
			r.restOfLine()
			// Checked here, so that a bad mesh is an error at its own
			// line rather than at the module header the meshes join.
			head := "{" + name + " = #sdy.mesh"
			if _, err := ParseSdyMeshes(head + mesh + "}"); err != nil {
				var ae *AttrError
				if errors.As(err, &ae) && ae.Off >= len(head) && ae.Off-len(head) <= len(mesh) {
					r.fail(meshOff+ae.Off-len(head), "bad sdy.mesh @%s: %s", name, ae.Msg)
				}
				r.fail(meshOff, "bad sdy.mesh @%s: %v", name, err)
			}
			r.meshes = append(r.meshes, name+" = #sdy.mesh"+mesh)
		case r.peek("#loc"):
			// lowered.as_text(debug_info=True) opens with location
			// aliases and ends every operation with a loc(...): say
			// which dump to take instead.
			r.fail(r.off, "unexpected %s: the location aliases of as_text(debug_info=True) are not read; dump as_text() without them, or as_text(dialect=\"hlo\", debug_info=True) to keep op_names and argument names", r.describe())
		default:
			r.fail(r.off, "unexpected %s at module level (the reader takes func.func and sdy.mesh)", r.describe())
		}
	}
	if !r.entryFound {
		r.fail(0, "no func.func @main")
	}
}

func (r *mlirReader) moduleAttrs(off int, dict string) {
	for _, kv := range dictEntries(dict) {
		switch kv[0] {
		case "mhlo.num_partitions":
			r.numPartitions = intAttr(kv[1])
			r.checkCount(off, dict, kv[0], r.numPartitions)
		case "mhlo.num_replicas":
			r.numReplicas = intAttr(kv[1])
			r.checkCount(off, dict, kv[0], r.numReplicas)
		}
	}
}

// checkCount refuses a device count v of attribute key outside the HLO
// parser's bounds, at the attribute in the module's dictionary (dict,
// at off) rather than at the module header the counts are written to.
func (r *mlirReader) checkCount(off int, dict, key, v string) {
	if n, err := strconv.ParseInt(v, 10, 64); err == nil && n >= 1 && n <= maxShardingDevices {
		return
	}
	if i := strings.Index(dict, key); i >= 0 {
		off += i
	}
	r.fail(off, "expected %s between 1 and %d, found %q", key, maxShardingDevices, v)
}

// dictEntries splits "{a = 1 : i32, b}" into key/value pairs.
func dictEntries(dict string) [][2]string {
	dict = strings.TrimSpace(dict)
	dict = strings.TrimPrefix(dict, "{")
	dict = strings.TrimSuffix(dict, "}")
	parts, _ := splitTop(dict)
	var out [][2]string
	for _, p := range parts {
		k, v, _ := strings.Cut(p, "=")
		out = append(out, [2]string{strings.TrimSpace(k), strings.TrimSpace(v)})
	}
	return out
}

func attr(entries [][2]string, key string) (string, bool) {
	for _, kv := range entries {
		if kv[0] == key {
			return kv[1], true
		}
	}
	return "", false
}

// intAttr reads "8 : i32" as "8".
func intAttr(v string) string {
	v, _, _ = strings.Cut(v, ":")
	return strings.TrimSpace(v)
}

// unquote reads an MLIR string attribute's text (escapes kept as HLO
// text wants them).
func mlirUnquote(v string) string {
	v = strings.TrimSpace(v)
	if len(v) >= 2 && v[0] == '"' && v[len(v)-1] == '"' {
		return v[1 : len(v)-1]
	}
	return v
}

// sdyText converts an sdy sharding written in MLIR (<@mesh, [{"x"}, {}]>)
// to the text of the xla.sdy.sharding frontend attribute, as XLA's Shardy
// export writes it (xla/service/spmd/shardy/stablehlo_round_trip/
// export_shardings.cc): quotes escaped inside the attribute's string.
func sdyText(s string) string {
	return strings.ReplaceAll(s, `"`, `\"`)
}

// function reads one func.func.
func (r *mlirReader) function() {
	fOff := r.off
	r.off += len("func.func")
	r.skip()
	vis := ""
	for _, v := range []string{"public", "private", "nested"} {
		if r.peek(v + " ") {
			vis = v
			r.off += len(v)
		}
	}
	_ = vis
	name := r.symbol()
	isMain := name == "main"
	c := &mlirComp{name: name, values: map[string]mlirValue{}, byName: map[string]int{}, off: fOff}
	if !isMain {
		c.name = funcName(name)
	}
	if r.funcs[c.name] {
		r.fail(fOff, "function @%s defined twice", name)
	}
	r.funcs[c.name] = true
	r.comps = append(r.comps, c)
	// Arguments.
	r.expect("(")
	var paramShapes []string
	for i := 0; !r.accept(")"); i++ {
		if i > 0 {
			r.expect(",")
		}
		v, voff, sh := r.typedValue()
		paramShapes = append(paramShapes, sh)
		extra := ""
		if r.peek("{") {
			entries := dictEntries(r.balanced())
			if s, ok := attr(entries, "mhlo.sharding"); ok {
				extra += ", sharding=" + mlirUnquote(s)
			}
			if s, ok := attr(entries, "sdy.sharding"); ok {
				extra += `, frontend_attributes={xla.sdy.sharding="` + sdyText(strings.TrimSpace(s)) + `"}`
			}
			if isMain {
				if s, ok := attr(entries, "tf.aliasing_output"); ok {
					r.aliases = append(r.aliases, [2]string{intAttr(s), strconv.Itoa(i)})
				}
				if s, ok := attr(entries, "jax.buffer_donor"); ok && strings.HasPrefix(s, "true") {
					r.donors = append(r.donors, fmt.Sprintf("(%d, {})", i))
				}
			}
		}
		r.bindParam(c, v, voff, i, sh, extra)
	}
	// Results.
	var resultShapes, resultAttrs []string
	if r.accept("->") {
		r.skip()
		parens := r.peek("(")
		if parens {
			r.off++
		}
		for i := 0; ; i++ {
			if parens && r.accept(")") {
				break
			}
			if i > 0 {
				if !parens {
					break
				}
				r.expect(",")
			}
			r.skip()
			toff := r.off
			t := r.typeText()
			resultShapes = append(resultShapes, r.shape(toff, t))
			ra := ""
			if parens && r.peek("{") {
				ra = r.balanced()
			}
			resultAttrs = append(resultAttrs, ra)
			if !parens {
				break
			}
		}
	}
	if r.accept("attributes") {
		r.skip()
		r.balanced()
	}
	r.expect("{")
	r.block(c, func(off int, vals []mlirValue) {
		if isMain {
			vals = r.resultShardings(c, off, vals, resultAttrs)
		}
		var shs []string
		for _, v := range vals {
			shs = append(shs, v.shape)
		}
		r.returned[c.name] = shs
		c.ret(r, off, vals)
		if isMain {
			r.rootSharding(c, resultAttrs)
		}
	})
	if isMain {
		r.entryFound = true
		r.entryOff = fOff
		c.name = "main"
		res := tupleShape(resultShapes)
		if len(resultShapes) == 1 {
			res = resultShapes[0]
		}
		r.entryLayout = "(" + strings.Join(paramShapes, ", ") + ")->" + res
		r.singleResult = len(resultShapes) == 1
	}
}

// resultShardings adds the main function's result shardings: an
// mhlo.sharding result attribute becomes the root's sharding (XLA's export
// puts it on the root tuple); an sdy.sharding becomes a custom call
// xla.sdy.FuncResultSharding on the value, as the HLO text of a Shardy
// program shows it.
func (r *mlirReader) resultShardings(c *mlirComp, off int, vals []mlirValue, attrs []string) []mlirValue {
	out := append([]mlirValue(nil), vals...)
	for i, a := range attrs {
		if a == "" || i >= len(out) {
			continue
		}
		entries := dictEntries(a)
		if s, ok := attr(entries, "sdy.sharding"); ok {
			v := out[i]
			n := c.emit(r, off, "sdy_result", v.shape, "custom-call("+v.name+`), custom_call_target="xla.sdy.FuncResultSharding", custom_call_has_side_effect=true, frontend_attributes={xla.sdy.sharding="#sdy.sharding_per_value<[`+sdyText(strings.TrimPrefix(strings.TrimSpace(s), "#sdy.sharding"))+`]>"}`)
			out[i] = mlirValue{n, v.shape}
		}
	}
	return out
}

// funcName is the HLO name of a private function: MLIR symbols may hold
// characters HLO names do not.
func funcName(s string) string {
	b := []byte(s)
	for i, c := range b {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '.' || c == '-') {
			b[i] = '_'
		}
	}
	if len(b) == 0 || b[0] >= '0' && b[0] <= '9' || b[0] == '-' || b[0] == '.' {
		b = append([]byte("f_"), b...)
	}
	return string(b)
}

// typeText reads one type at the current offset.
func (r *mlirReader) typeText() string {
	r.skip()
	start := r.off
	for r.off < len(r.src) && (isMLIRNameByte(r.src[r.off]) || r.src[r.off] == '!') {
		r.off++
	}
	if r.off < len(r.src) && r.src[r.off] == '<' {
		r.balanced()
	}
	if start == r.off {
		r.fail(r.off, "expected a type, found %s", r.describe())
	}
	return r.src[start:r.off]
}

// block reads ops up to the closing '}' and calls ret for the terminator.
func (r *mlirReader) block(c *mlirComp, ret func(off int, vals []mlirValue)) {
	done := false
	for {
		r.skip()
		if r.off >= len(r.src) {
			r.fail(r.off, "unterminated block")
		}
		if r.src[r.off] == '}' {
			r.off++
			if !done {
				r.fail(r.off-1, "block without a return")
			}
			return
		}
		if done {
			r.fail(r.off, "op after the block's return")
		}
		done = r.op(c, ret)
	}
}

// op reads one operation; it reports whether it was the terminator.
func (r *mlirReader) op(c *mlirComp, ret func(off int, vals []mlirValue)) bool {
	off := r.off
	var results []string
	if r.src[r.off] == '%' {
		for {
			v, voff := r.value()
			// MLIR's parser refuses a name defined twice in one scope
			// ("redefinition of SSA value"); the reader would otherwise
			// rebind it and read the later definition everywhere.
			if _, dup := c.values[v]; dup || c.values[v+"#0"].name != "" {
				r.fail(voff, "redefinition of SSA value %s", v)
			}
			if r.off < len(r.src) && r.src[r.off] == ':' {
				r.off++
				n := r.word()
				if k, err := strconv.Atoi(n); err != nil || k < 0 || k > 1<<20 {
					r.fail(off, "bad result count %q", n)
				}
				v += ":" + n
			}
			results = append(results, v)
			if !r.accept(",") {
				break
			}
		}
		r.expect("=")
	}
	r.skip()
	opOff := r.off
	if r.peek(`"`) {
		name := r.str()
		r.generic(c, off, opOff, name, results)
		return false
	}
	name := r.word()
	switch name {
	case "return", "func.return", "stablehlo.return", "sdy.return":
		var vals []mlirValue
		r.skipInline()
		if r.off < len(r.src) && r.src[r.off] == '%' {
			for {
				v, voff := r.value()
				vals = append(vals, c.lookup(r, v, voff))
				if !r.accept(",") {
					break
				}
			}
		}
		r.restOfLine()
		if len(results) > 0 {
			r.fail(off, "%s has no results", name)
		}
		ret(off, vals)
		return true
	}
	r.pretty(c, off, opOff, name, results)
	return false
}

// operandList reads "%a, %b, ..." up to something that is not a value.
func (r *mlirReader) operandList(c *mlirComp) []mlirValue {
	var out []mlirValue
	for {
		r.skipInline()
		if r.off >= len(r.src) || r.src[r.off] != '%' {
			return out
		}
		v, voff := r.value()
		out = append(out, c.lookup(r, v, voff))
		r.skipInline()
		if r.off < len(r.src) && r.src[r.off] == ',' {
			save := r.off
			r.off++
			r.skipInline()
			if r.off >= len(r.src) || r.src[r.off] != '%' {
				r.off = save
				return out
			}
			continue
		}
		return out
	}
}

func names(vals []mlirValue) string {
	var s []string
	for _, v := range vals {
		s = append(s, v.name)
	}
	return strings.Join(s, ", ")
}

// prettyAttrs reads the part of a pretty op between its operands and its
// type: "key = value" pairs, bare words and groups, up to the top-level
// ':' that starts the type. It returns the pairs and the bare items.
func (r *mlirReader) prettyAttrs() (kv map[string]string, bare []string) {
	kv = map[string]string{}
	for {
		r.skipInline()
		if r.off >= len(r.src) || r.src[r.off] == '\n' {
			r.fail(r.off, "expected ':' and the op's type")
		}
		c := r.src[r.off]
		switch {
		case c == ':':
			r.off++
			return kv, bare
		case c == ',':
			r.off++
		case c == '{' || c == '[' || c == '(' || c == '<':
			bare = append(bare, r.balanced())
		case c == '%':
			v, _ := r.value()
			bare = append(bare, v)
		case c == '"':
			bare = append(bare, `"`+r.str()+`"`)
		default:
			w := r.word()
			r.skipInline()
			if r.off < len(r.src) && r.src[r.off] == '=' {
				r.off++
				r.skipInline()
				start := r.off
				// A value runs to the next top-level ',' or ':' or the
				// type; groups are read whole.
				for r.off < len(r.src) {
					ch := r.src[r.off]
					if ch == '{' || ch == '[' || ch == '(' || ch == '<' {
						r.balanced()
						continue
					}
					if ch == ',' || ch == ':' || ch == '\n' {
						break
					}
					if ch == ' ' {
						// "[2] x [0]": a value may hold spaces between groups.
						j := r.off
						for j < len(r.src) && r.src[j] == ' ' {
							j++
						}
						if j < len(r.src) && (r.src[j] == 'x' && j+1 < len(r.src) && r.src[j+1] == ' ') {
							r.off = j + 1
							continue
						}
						if j < len(r.src) && r.src[j] == '[' && strings.HasSuffix(strings.TrimSpace(r.src[start:r.off]), "x") {
							r.off = j
							continue
						}
						if j < len(r.src) && (r.src[j] == '{' || r.src[j] == ':' || r.src[j] == ',') {
							break
						}
						r.off = j
						continue
					}
					r.off++
				}
				kv[w] = strings.TrimSpace(r.src[start:r.off])
			} else {
				bare = append(bare, w)
			}
		}
	}
}

// ints reads "[1, 2]" or "array<i64: 1, 2>" or "dense<[1, 2]>" as "1,2".
func ints(s string) string {
	s = strings.TrimSpace(s)
	s = strings.TrimPrefix(s, "array<i64")
	s = strings.TrimPrefix(s, ":")
	s = strings.TrimPrefix(s, "dense<")
	s = strings.Trim(s, "[]<> :")
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, ",")
}

func mlirInts(s string) []int64 {
	var out []int64
	for _, p := range strings.Split(ints(s), ",") {
		if p == "" {
			continue
		}
		v, err := strconv.ParseInt(p, 10, 64)
		if err != nil {
			return nil
		}
		out = append(out, v)
	}
	return out
}

// commutative are the binary ops MLIR's canonicalizer may reorder.
var commutative = map[string]bool{"add": true, "multiply": true, "maximum": true, "minimum": true, "and": true, "or": true, "xor": true}

var elementwise = map[string]string{
	"add": "add", "subtract": "subtract", "multiply": "multiply", "divide": "divide", "remainder": "remainder",
	"maximum": "maximum", "minimum": "minimum", "power": "power", "atan2": "atan2",
	"and": "and", "or": "or", "xor": "xor", "not": "not",
	"shift_left": "shift-left", "shift_right_logical": "shift-right-logical", "shift_right_arithmetic": "shift-right-arithmetic",
	"negate": "negate", "exponential": "exponential", "exponential_minus_one": "exponential-minus-one",
	"erf": "erf", "log": "log", "log_plus_one": "log-plus-one", "logistic": "logistic", "tanh": "tanh", "tan": "tan",
	"sqrt": "sqrt", "rsqrt": "rsqrt", "cbrt": "cbrt", "abs": "abs", "sign": "sign", "floor": "floor", "ceil": "ceil",
	"round_nearest_afz": "round-nearest-afz", "round_nearest_even": "round-nearest-even",
	"is_finite": "is-finite", "cosine": "cosine", "sine": "sine", "real": "real", "imag": "imag", "complex": "complex",
	"popcnt": "popcnt", "count_leading_zeros": "clz", "convert": "convert", "bitcast_convert": "bitcast-convert",
	"select": "select", "clamp": "clamp", "reshape": "reshape", "dynamic_update_slice": "dynamic-update-slice",
	"partition_id": "partition-id", "replica_id": "replica-id", "after_all": "after-all",
}

// pretty converts an op in its custom printed form.
func (r *mlirReader) pretty(c *mlirComp, off, opOff int, name string, results []string) {
	dialectOp := name
	op, _ := strings.CutPrefix(name, "stablehlo.")
	if name == "chlo.square" {
		op = "square"
	} else if name == "chlo.top_k" {
		op = "top_k"
	} else if name == "chlo.erf_inv" {
		op = "erf_inv"
	} else if name == "chlo.erf" {
		// XLA's export writes chlo.erf on f32 as HLO's erf (the CHLO
		// legalization keeps it: hlo_legalize_to_stablehlo / chlo_legalize_to_hlo).
		op = "erf"
	} else if name == "sdy.manual_computation" {
		r.manualComputation(c, off, results)
		return
	} else if name == "sdy.sharding_constraint" {
		op = "sharding_constraint"
	} else if name == "func.call" || name == "call" {
		op = "call"
	} else if !strings.HasPrefix(name, "stablehlo.") {
		r.fail(opOff, "op %s is not supported by the StableHLO reader; %s", dialectOp, stableHLOHint)
	}
	if len(results) != 1 && op != "call" && op != "custom_call" && op != "optimization_barrier" && op != "top_k" && op != "reduce" && op != "while" && op != "rng_bit_generator" {
		if len(results) == 0 || !strings.Contains(results[0], ":") {
			r.fail(off, "%s: want one result, found %d", dialectOp, len(results))
		}
	}
	one := func(shape, rhs string) {
		n := c.emit(r, off, strings.ReplaceAll(op, "_", "-"), shape, rhs)
		c.define(r, off, results, n, []string{shape})
	}
	many := func(shapes []string, rhs string) {
		if len(shapes) == 1 {
			one(shapes[0], rhs)
			return
		}
		n := c.emit(r, off, strings.ReplaceAll(op, "_", "-"), tupleShape(shapes), rhs)
		c.define(r, off, results, n, shapes)
	}
	sigOff := 0
	readSig := func() ([]string, []string) {
		r.skipInline()
		sigOff = r.off
		return r.signature(sigOff, r.restOfLine())
	}
	resShape := func(res []string) string {
		if op == "select" && len(res) == 2 {
			// "select %p, %a, %b : pred type, type"
			res = res[1:]
		}
		if len(res) != 1 {
			r.fail(sigOff, "%s: want one result type, found %d", dialectOp, len(res))
		}
		return r.shape(sigOff, res[0])
	}
	switch op {
	case "constant":
		r.skipInline()
		var lit string
		if strings.HasPrefix(r.src[r.off:], "dense<") {
			r.off += len("dense")
			lit = r.balanced()
			lit = lit[1 : len(lit)-1]
		} else {
			r.fail(r.off, "constant: expected dense<...>, found %s", r.describe())
		}
		r.skipInline()
		r.expect(":")
		_, res := readSig()
		sh := resShape(res)
		if splat := !strings.HasPrefix(lit, "[") && !strings.HasPrefix(lit, `"0x`) || hexSplat(lit, sh); splat && !strings.Contains(sh, "[]") {
			// XLA's export writes a splat of a non-scalar shape as a
			// broadcast of its scalar (mlir_hlo_to_hlo.cc, the constant
			// op's splat case), as as_text(dialect="hlo") shows. A hex
			// splat (one element's bytes) is one too: written out whole,
			// dense<"0x0000803F"> : tensor<1000000000xf32> made
			// gigabytes of HLO text from a line of input.
			el := sh[:strings.IndexByte(sh, '[')]
			scalar := c.emit(r, off, "constant", el+"[]", "constant("+r.literal(off, lit, el+"[]")+")")
			r.constLike[scalar] = true
			n := c.emit(r, off, "broadcast", sh, "broadcast("+scalar+"), dimensions={}")
			r.constLike[n] = true
			c.define(r, off, results, n, []string{sh})
			return
		}
		text := r.literal(off, lit, sh)
		one(sh, "constant("+text+")")
		name := c.values[results[0]].name
		r.constLike[name] = true
		if v, err := strconv.ParseFloat(text, 64); err == nil && strings.HasSuffix(sh, "[]") {
			r.scalars[name] = v
		}
		return
	case "iota":
		kv, _ := r.prettyAttrs()
		_, res := readSig()
		one(resShape(res), "iota(), iota_dimension="+kv["dim"])
		return
	case "partition_id", "replica_id":
		r.skipInline()
		r.expect(":")
		_, res := readSig()
		one(resShape(res), strings.ReplaceAll(op, "_", "-")+"()")
		return
	case "call":
		r.skipInline()
		callee := r.symbol()
		r.expect("(")
		args := r.operandList(c)
		r.expect(")")
		r.skipInline()
		r.expect(":")
		_, res := readSig()
		var shapes []string
		for _, t := range res {
			shapes = append(shapes, r.shape(sigOff, t))
		}
		if known, ok := r.results[funcName(callee)]; ok && len(known) == len(shapes) {
			shapes = known
		}
		many(shapes, "call("+names(args)+"), to_apply="+funcName(callee))
		return
	case "reduce":
		r.reduce(c, off, results)
		return
	case "while":
		r.while(c, off, results)
		return
	case "convolution":
		r.convolution(c, off, results)
		return
	case "top_k":
		r.expect("(")
		args := r.operandList(c)
		kv, _ := r.prettyAttrs0(")")
		r.skipInline()
		r.expect(":")
		_, res := readSig()
		var shapes []string
		for _, t := range res {
			shapes = append(shapes, r.shape(sigOff, t))
		}
		if len(args) != 1 || len(shapes) != 2 {
			r.fail(off, "chlo.top_k: want one operand and two results")
		}
		many(shapes, "topk("+names(args)+"), k="+intAttr(kv["k"])+", largest=true")
		return
	case "custom_call":
		r.skipInline()
		target := r.symbol()
		r.expect("(")
		args := r.operandList(c)
		r.expect(")")
		r.skipInline()
		var entries [][2]string
		if r.peek("{") {
			entries = dictEntries(r.balanced())
		}
		r.skipInline()
		r.expect(":")
		_, res := readSig()
		var shapes []string
		for _, t := range res {
			shapes = append(shapes, r.shape(sigOff, t))
		}
		rhs := "custom-call(" + names(args) + `), custom_call_target="` + target + `"`
		if v, ok := attr(entries, "has_side_effect"); ok && strings.HasPrefix(v, "true") {
			rhs += ", custom_call_has_side_effect=true"
		}
		if v, ok := attr(entries, "output_operand_aliases"); ok {
			if a := outputOperandAliases(v); a != "" {
				rhs += ", output_to_operand_aliasing={" + a + "}"
			}
		}
		if v, ok := attr(entries, "mhlo.sharding"); ok {
			rhs += ", sharding=" + mlirUnquote(v)
		}
		if v, ok := attr(entries, "backend_config"); ok && strings.HasPrefix(v, `"`) && mlirUnquote(v) != "" {
			rhs += ", backend_config=" + v
		}
		if v, ok := attr(entries, "operand_layouts"); ok {
			// The layouts the callee wants its operands in: XLA's layout
			// assignment copies an operand into them.
			ls, _ := splitTop(strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(v), "["), "]"))
			if len(ls) == len(args) {
				var cs []string
				for i, l := range ls {
					body, _, _ := strings.Cut(l, " : ")
					sh := args[i].shape
					if j := strings.IndexByte(sh, '{'); j >= 0 && !strings.HasPrefix(sh, "(") {
						sh = sh[:j]
					}
					m := mlirInts(body)
					lt := withLayout(sh, m)
					if lt == sh && len(m) > 0 {
						// withLayout leaves the default unwritten; a
						// constraint is written in full.
						var ds []string
						for _, d := range m {
							ds = append(ds, strconv.FormatInt(d, 10))
						}
						lt = sh + "{" + strings.Join(ds, ",") + "}"
					}
					cs = append(cs, lt)
				}
				rhs += ", operand_layout_constraints={" + strings.Join(cs, ", ") + "}"
			}
		}
		if v, ok := attr(entries, "mhlo.backend_config"); ok && strings.HasPrefix(v, "{") {
			rhs += ", api_version=API_VERSION_TYPED_FFI"
		} else if v, ok := attr(entries, "api_version"); ok {
			switch intAttr(v) {
			case "2":
				rhs += ", api_version=API_VERSION_STATUS_RETURNING"
			case "3":
				rhs += ", api_version=API_VERSION_STATUS_RETURNING_UNIFIED"
			case "4":
				rhs += ", api_version=API_VERSION_TYPED_FFI"
			}
		}
		if v, ok := attr(entries, "result_layouts"); ok {
			// [dense<[0, 1]> : tensor<2xindex>, ...]: minor to major.
			ls, _ := splitTop(strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(v), "["), "]"))
			if len(ls) == len(shapes) {
				for i, l := range ls {
					body, _, _ := strings.Cut(l, " : ")
					shapes[i] = withLayout(shapes[i], mlirInts(body))
				}
			}
		}
		many(shapes, rhs)
		return
	case "rng_bit_generator":
		// "%state, %bits = stablehlo.rng_bit_generator %key, algorithm =
		// DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<8xui32>)":
		// HLO's rng-bit-generator returns the (state, bits) tuple.
		args := r.operandList(c)
		kv, _ := r.prettyAttrs()
		_, res := readSig()
		if len(args) != 1 || len(res) != 2 {
			r.fail(off, "rng_bit_generator: want one operand and two results, found %d and %d", len(args), len(res))
		}
		alg := map[string]string{"DEFAULT": "rng_default", "THREE_FRY": "rng_three_fry", "PHILOX": "rng_philox"}[strings.TrimSpace(kv["algorithm"])]
		if alg == "" {
			r.fail(off, "rng_bit_generator: unknown algorithm %q", kv["algorithm"])
		}
		shapes := []string{r.shape(sigOff, res[0]), r.shape(sigOff, res[1])}
		many(shapes, "rng-bit-generator("+args[0].name+"), algorithm="+alg)
		return
	case "optimization_barrier":
		args := r.operandList(c)
		r.skipInline()
		r.expect(":")
		_, res := readSig()
		var shapes []string
		for _, t := range res {
			shapes = append(shapes, r.shape(sigOff, t))
		}
		if len(shapes) != len(args) {
			r.fail(off, "optimization_barrier: %d operands, %d types", len(args), len(shapes))
		}
		for i, a := range args {
			shapes[i] = a.shape
		}
		t := c.emit(r, off, "tuple", tupleShape(shapes), "tuple("+names(args)+")")
		n := c.emit(r, off, "opt-barrier", tupleShape(shapes), "opt-barrier("+t+")")
		if len(shapes) == 1 && !strings.Contains(results[0], ":") {
			g := c.emit(r, off, "get-tuple-element", shapes[0], "get-tuple-element("+n+"), index=0")
			c.values[results[0]] = mlirValue{g, shapes[0]}
			return
		}
		c.define(r, off, results, n, shapes)
		return
	case "sharding_constraint":
		args := r.operandList(c)
		r.skipInline()
		sh := r.balanced()
		r.skipInline()
		r.expect(":")
		_, res := readSig()
		if len(args) != 1 {
			r.fail(off, "sdy.sharding_constraint: want one operand")
		}
		one(resShape(res), "custom-call("+args[0].name+`), custom_call_target="Sharding", frontend_attributes={xla.sdy.sharding="#sdy.sharding_per_value<[`+sdyText(sh)+`]>"}`)
		return
	}
	// The rest: operands, then attributes, then ':' and the type.
	args := r.operandList(c)
	kv, bare := r.prettyAttrs()
	if len(args) == 0 {
		// "compare LT, %a, %b, SIGNED": the operands follow a word.
		var rest []string
		for _, b := range bare {
			if strings.HasPrefix(b, "%") {
				args = append(args, c.lookup(r, b, off))
			} else {
				rest = append(rest, b)
			}
		}
		bare = rest
	}
	ops, res := readSig()
	sh := resShape(res)
	if len(args) == 0 && op != "after_all" {
		r.fail(off, "%s: no operands", dialectOp)
	}
	switch op {
	case "erf_inv":
		r.erfInv(c, off, results, args, sh)
		return
	case "square":
		sh = inheritLayout(sh, args[0].shape)
		one(sh, "multiply("+args[0].name+", "+args[0].name+")")
		return
	case "compare":
		sh = inheritLayout(sh, args[0].shape)
		if len(bare) < 1 {
			r.fail(off, "compare: no direction")
		}
		rhs := "compare(" + names(args) + "), direction=" + bare[0]
		if len(bare) > 1 && bare[len(bare)-1] == "TOTALORDER" {
			rhs += ", type=TOTALORDER"
		}
		one(sh, rhs)
		return
	case "broadcast_in_dim":
		r.broadcastInDim(c, off, results, args, mlirInts(kv["dims"]), sh)
		return
	case "transpose":
		one(transposeLayout(sh, args[0].shape, mlirInts(kv["dims"])), op+"("+names(args)+"), dimensions={"+ints(kv["dims"])+"}")
		return
	case "reverse":
		one(sh, op+"("+names(args)+"), dimensions={"+ints(kv["dims"])+"}")
		return
	case "concatenate":
		one(sh, "concatenate("+names(args)+"), dimensions={"+kv["dim"]+"}")
		return
	case "slice":
		if len(bare) != 1 {
			r.fail(off, "slice: expected [start:limit:stride, ...]")
		}
		var parts []string
		for _, p := range strings.Split(strings.Trim(bare[0], "[]"), ",") {
			parts = append(parts, "["+strings.TrimSpace(p)+"]")
		}
		one(sh, "slice("+names(args)+"), slice={"+strings.Join(parts, ", ")+"}")
		return
	case "pad":
		lo, hi, in := mlirInts(kv["low"]), mlirInts(kv["high"]), mlirInts(kv["interior"])
		if len(lo) != len(hi) || len(lo) != len(in) {
			r.fail(off, "pad: low, high and interior differ in length")
		}
		var parts []string
		for i := range lo {
			parts = append(parts, fmt.Sprintf("%d_%d_%d", lo[i], hi[i], in[i]))
		}
		p := strings.Join(parts, "x")
		if p == "" {
			p = "0_0"
		}
		one(sh, "pad("+names(args)+"), padding="+p)
		return
	case "dynamic_slice":
		one(sh, "dynamic-slice("+names(args)+"), dynamic_slice_sizes={"+ints(kv["sizes"])+"}")
		return
	case "dot_general":
		rhs := "dot(" + names(args) + ")"
		if b, ok := kv["batching_dims"]; ok {
			l, rr, _ := strings.Cut(b, " x ")
			rhs += ", lhs_batch_dims={" + ints(l) + "}, rhs_batch_dims={" + ints(rr) + "}"
		}
		cd := kv["contracting_dims"]
		l, rr, _ := strings.Cut(cd, " x ")
		rhs += ", lhs_contracting_dims={" + ints(l) + "}, rhs_contracting_dims={" + ints(rr) + "}"
		one(sh, rhs)
		return
	case "reduce_precision":
		f := kv["format"]
		e, m, ok := strings.Cut(strings.TrimPrefix(f, "e"), "m")
		if !ok {
			r.fail(off, "reduce_precision: format %q", f)
		}
		one(sh, "reduce-precision("+names(args)+"), exponent_bits="+e+", mantissa_bits="+m)
		return
	case "fft":
		one(sh, "fft("+names(args)+"), fft_type="+kv["type"]+", fft_length={"+ints(kv["length"])+"}")
		return
	case "get_tuple_element":
		if len(bare) == 0 {
			r.fail(off, "get_tuple_element: no index")
		}
		one(sh, "get-tuple-element("+names(args)+"), index="+strings.Trim(ints(bare[0]), " "))
		return
	case "tuple":
		one(sh, "tuple("+names(args)+")")
		return
	}
	if h, ok := elementwise[op]; ok {
		_ = ops
		if v, ok := r.fold(op, args, sh); ok {
			// MLIR's canonicalizer folds arithmetic on scalar constants
			// before the export (StablehloOps.cpp's fold hooks):
			// as_text(dialect="hlo") has the constant, not the op.
			text := strconv.FormatFloat(v, 'g', -1, 64)
			if math.IsInf(v, 1) {
				text = "inf"
			} else if math.IsInf(v, -1) {
				text = "-inf"
			} else if math.IsNaN(v) {
				text = "nan"
			}
			one(sh, "constant("+text+")")
			name := c.values[results[0]].name
			r.constLike[name] = true
			r.scalars[name] = v
			return
		}
		if commutative[op] && len(args) == 2 && r.constLike[args[0].name] && !r.constLike[args[1].name] {
			// jaxlib converts StableHLO to HLO after MLIR's canonicalizer
			// (xla/pjrt/mlir_to_hlo.cc, MlirToXlaComputation), which puts
			// a commutative op's constant operand on the right
			// (mlir/lib/IR/Operation.cpp, foldCommutative):
			// as_text(dialect="hlo") shows multiply(x, broadcast(c)) for
			// stablehlo.multiply %c, %x.
			args[0], args[1] = args[1], args[0]
		}
		if h != "reshape" && h != "dynamic-update-slice" && len(args) > 0 {
			sh = inheritLayout(sh, args[0].shape)
		}
		one(sh, h+"("+names(args)+")")
		return
	}
	r.fail(opOff, "op %s is not supported by the StableHLO reader; %s", dialectOp, stableHLOHint)
}

// prettyAttrs0 reads key = value pairs up to the closing byte end.
func (r *mlirReader) prettyAttrs0(end string) (map[string]string, []string) {
	kv := map[string]string{}
	start := r.off
	i := strings.Index(r.src[r.off:], end)
	if i < 0 {
		r.fail(r.off, "expected %q", end)
	}
	body := r.src[start : start+i]
	r.off = start + i + len(end)
	for _, e := range dictEntries("{" + body + "}") {
		kv[e[0]] = e[1]
	}
	return kv, nil
}

// outputOperandAliases converts [#stablehlo.output_operand_alias<
// output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>]
// to HLO's "{0}: (0, {})".
func outputOperandAliases(v string) string {
	var out []string
	for {
		i := strings.Index(v, "output_operand_alias<")
		if i < 0 {
			break
		}
		v = v[i+len("output_operand_alias<"):]
		j := strings.IndexByte(v, '>')
		if j < 0 {
			break
		}
		entries := dictEntries("{" + v[:j] + "}")
		oi, _ := attr(entries, "output_tuple_indices")
		op, _ := attr(entries, "operand_index")
		ot, _ := attr(entries, "operand_tuple_indices")
		out = append(out, "{"+ints(oi)+"}: ("+op+", {"+ints(ot)+"})")
		v = v[j:]
	}
	return strings.Join(out, ", ")
}

// literal converts a dense<...> body to an HLO literal for shape sh.
func (r *mlirReader) literal(off int, lit, sh string) string {
	lit = strings.TrimSpace(lit)
	if strings.HasPrefix(lit, `"0x`) {
		return r.hexLiteral(off, lit, sh)
	}
	// MLIR writes a float element as its bits in hex where its short
	// decimal would not read back (inf and nan always: JAX's softmax
	// writes its -inf as dense<0xFF800000>); HLO text writes the value
	// (as_text(dialect="hlo") shows constant(-inf)).
	if i := strings.IndexByte(sh, '['); i > 0 {
		lit = hexFloatElements(lit, sh[:i])
	}
	if !strings.HasPrefix(lit, "[") {
		// A scalar or a splat's element (a complex one is "(re, im)",
		// as HLO writes it): the constant op writes a non-scalar splat
		// as a broadcast of it.
		return lit
	}
	if dims := shapeDims(sh); len(dims) <= 32 && !denseListFits(lit, dims) {
		// MLIR's parser refuses a literal whose nesting is not the
		// type's shape; the HLO text would carry it unchecked.
		r.fail(off, "constant: dense<%s> does not have the shape %s", clipText(lit, 40), sh)
	}
	return strings.NewReplacer("[", "{", "]", "}").Replace(lit)
}

// denseListFits reports whether a dense<[...]> body nests as dims say:
// dims[0] items, each of dims[1:].
func denseListFits(lit string, dims []int64) bool {
	lit = strings.TrimSpace(lit)
	if len(dims) == 0 {
		return lit != "" && lit[0] != '['
	}
	if len(lit) < 2 || lit[0] != '[' || lit[len(lit)-1] != ']' {
		return false
	}
	parts, ok := splitTop(lit[1 : len(lit)-1])
	if !ok || int64(len(parts)) != dims[0] {
		return false
	}
	for _, p := range parts {
		if !denseListFits(p, dims[1:]) {
			return false
		}
	}
	return true
}

// clipText shortens s to at most n bytes for an error message.
func clipText(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}

// blockArgs reads a block's arguments, "%v: type, ..." up to and with
// the closing ')' (the caller has consumed '('), as nc's parameters in
// order, and returns their shapes.
func (r *mlirReader) blockArgs(nc *mlirComp) []string {
	var shapes []string
	for i := 0; !r.accept(")"); i++ {
		if i > 0 {
			r.expect(",")
		}
		v, voff, sh := r.typedValue()
		r.bindParam(nc, v, voff, i, sh, "")
		shapes = append(shapes, sh)
	}
	return shapes
}

// typedValue reads "%v: type" and returns the value's name, its offset
// and the type's shape.
func (r *mlirReader) typedValue() (v string, voff int, sh string) {
	v, voff = r.value()
	r.expect(":")
	r.skip()
	toff := r.off // read before typeText moves it
	return v, voff, r.shape(toff, r.typeText())
}

// bindParam makes SSA value v (at voff) parameter i of c, of shape sh,
// with extra appended to the parameter's text (its sharding); a name
// defined before is an error.
func (r *mlirReader) bindParam(c *mlirComp, v string, voff, i int, sh, extra string) {
	if _, dup := c.values[v]; dup {
		r.fail(voff, "redefinition of SSA value %s", v)
	}
	p := c.emit(r, voff, "Arg_"+strconv.Itoa(i), sh, "parameter("+strconv.Itoa(i)+")"+extra)
	c.values[v] = mlirValue{p, sh}
}

// region reads "({ ^bb0(args): ops })"-style regions' bodies: the caller
// has consumed '{'. params are bound from the block's arguments.
func (r *mlirReader) regionComp(base string) *mlirComp {
	nc := r.newComp(base)
	r.skip()
	if r.accept("^") {
		r.word()
		r.expect("(")
		r.blockArgs(nc)
		r.expect(":")
	}
	r.block(nc, func(roff int, vals []mlirValue) { nc.ret(r, roff, vals) })
	return nc
}

// reduce reads "stablehlo.reduce(%a init: %b), ... applies OP across
// dimensions = [..] : type" and the region form with "reducer(...)".
func (r *mlirReader) reduce(c *mlirComp, off int, results []string) {
	var ins, inits []mlirValue
	for {
		r.skipInline()
		if !r.accept("(") {
			break
		}
		v, voff := r.value()
		ins = append(ins, c.lookup(r, v, voff))
		r.expect("init:")
		v, voff = r.value()
		inits = append(inits, c.lookup(r, v, voff))
		r.expect(")")
		r.skipInline()
		if r.off < len(r.src) && r.src[r.off] == ',' {
			r.off++
		}
	}
	applies := ""
	if r.accept("applies") {
		applies = r.word()
	}
	r.expect("across")
	r.expect("dimensions")
	r.expect("=")
	r.skip()
	dims := ints(r.balanced())
	r.skipInline()
	r.expect(":")
	r.skipInline()
	sigOff := r.off
	_, res := r.signature(sigOff, r.restOfLine())
	var shapes []string
	for _, t := range res {
		shapes = append(shapes, r.shape(sigOff, t))
	}
	if len(shapes) == 0 || len(shapes) != len(inits) {
		r.fail(off, "reduce: %d operands, %d result types", len(inits), len(shapes))
	}
	var body *mlirComp
	if applies != "" {
		op, ok := elementwise[strings.TrimPrefix(applies, "stablehlo.")]
		if !ok || len(inits) != 1 {
			r.fail(off, "reduce: applies %s is not supported", applies)
		}
		body = r.newComp("region")
		sh := inits[0].shape
		a := body.emit(r, off, "Arg_0", sh, "parameter(0)")
		b := body.emit(r, off, "Arg_1", sh, "parameter(1)")
		body.emit(r, off, op, sh, op+"("+a+", "+b+")")
		body.lines[len(body.lines)-1].text = "ROOT " + body.lines[len(body.lines)-1].text
	} else {
		// reducer(%a0: t, %b0: t) (%a1: t, %b1: t) { ... }: pair k holds
		// the accumulator k and the element k, parameters k and k+N.
		r.expect("reducer")
		body = r.newComp("region")
		n := len(inits)
		for k := 0; k < n; k++ {
			r.expect("(")
			for j := 0; j < 2; j++ {
				if j > 0 {
					r.expect(",")
				}
				v, voff := r.value()
				r.expect(":")
				r.skip()
				toff := r.off
				sh := r.shape(toff, r.typeText())
				num := k + j*n
				p := body.emit(r, voff, "Arg_"+strconv.Itoa(num), sh, "parameter("+strconv.Itoa(num)+")")
				body.values[v] = mlirValue{p, sh}
			}
			r.expect(")")
		}
		r.expect("{")
		r.block(body, func(roff int, vals []mlirValue) { body.ret(r, roff, vals) })
	}
	rhs := "reduce(" + names(ins) + ", " + names(inits) + "), dimensions={" + dims + "}, to_apply=" + body.name
	shape := shapes[0]
	if len(shapes) > 1 {
		shape = tupleShape(shapes)
	}
	n := c.emit(r, off, "reduce", shape, rhs)
	c.define(r, off, results, n, shapes)
}

// while reads "stablehlo.while(%it = %init, ...) : types cond {...} do {...}".
func (r *mlirReader) while(c *mlirComp, off int, results []string) {
	r.expect("(")
	var iters []string
	var inits []mlirValue
	for i := 0; !r.accept(")"); i++ {
		if i > 0 {
			r.expect(",")
		}
		it, _ := r.value()
		r.expect("=")
		v, voff := r.value()
		iters = append(iters, it)
		inits = append(inits, c.lookup(r, v, voff))
	}
	r.skipInline()
	r.expect(":")
	r.skipInline()
	sigOff := r.off
	_, res := r.signature(sigOff, r.restOfLine())
	var shapes []string
	for _, t := range res {
		shapes = append(shapes, r.shape(sigOff, t))
	}
	if len(shapes) != len(inits) || len(shapes) == 0 {
		r.fail(off, "while: %d operands, %d types", len(inits), len(shapes))
	}
	for i, v := range inits {
		shapes[i] = v.shape
	}
	tshape := tupleShape(shapes)
	loopBody := func(base string) *mlirComp {
		nc := r.newComp(base)
		p := nc.emit(r, off, "Arg_0", tshape, "parameter(0)")
		for i, it := range iters {
			g := nc.emit(r, off, "get-tuple-element", shapes[i], "get-tuple-element("+p+"), index="+strconv.Itoa(i))
			nc.values[it] = mlirValue{g, shapes[i]}
		}
		return nc
	}
	r.expect("cond")
	r.expect("{")
	cond := loopBody("region_cond")
	r.block(cond, func(roff int, vals []mlirValue) { cond.ret(r, roff, vals) })
	r.expect("do")
	r.expect("{")
	body := loopBody("region_body")
	r.block(body, func(roff int, vals []mlirValue) {
		if len(vals) == 1 {
			// The body returns the whole state: a one-element tuple.
			n := body.emit(r, roff, "tuple", tshape, "tuple("+vals[0].name+")")
			body.lines[body.byName[n]].text = "ROOT " + body.lines[body.byName[n]].text
			return
		}
		body.ret(r, roff, vals)
	})
	t := c.emit(r, off, "tuple", tshape, "tuple("+names(inits)+")")
	w := c.emit(r, off, "while", tshape, "while("+t+"), condition="+cond.name+", body="+body.name)
	if len(results) == 1 && !strings.Contains(results[0], ":") {
		g := c.emit(r, off, "get-tuple-element", shapes[0], "get-tuple-element("+w+"), index=0")
		c.values[results[0]] = mlirValue{g, shapes[0]}
		return
	}
	c.define(r, off, results, w, shapes)
}

// convolution reads the pretty convolution.
func (r *mlirReader) convolution(c *mlirComp, off int, results []string) {
	r.expect("(")
	args := r.operandList(c)
	r.expect(")")
	r.expect("dim_numbers")
	r.expect("=")
	r.skipInline()
	start := r.off
	end := strings.Index(r.src[r.off:], "]->[")
	if end < 0 {
		r.fail(r.off, "convolution: expected dim_numbers = [..]x[..]->[..]")
	}
	r.off += end + 4
	for r.off < len(r.src) && r.src[r.off] != ']' && r.src[r.off] != '\n' {
		r.off++
	}
	if r.off >= len(r.src) || r.src[r.off] != ']' {
		r.fail(r.off, "convolution: expected ']' closing the output's dim_numbers, found %s", r.describe())
	}
	r.off++
	dn := r.src[start:r.off]
	r.accept(",")
	window := ""
	if r.accept("window") {
		r.expect("=")
		r.skip()
		window = r.balanced()
	}
	r.skipInline()
	var entries [][2]string
	if r.peek("{") {
		entries = dictEntries(r.balanced())
	}
	r.skipInline()
	r.expect(":")
	r.skipInline()
	sigOff := r.off
	ops, res := r.signature(sigOff, r.restOfLine())
	if len(res) != 1 || len(ops) != 2 || len(args) != 2 {
		r.fail(off, "convolution: want two operands and one result")
	}
	sh := r.shape(sigOff, res[0])
	// dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]
	lhsS, rest, ok1 := strings.Cut(dn, "]x[")
	rhsS, outS, ok2 := strings.Cut(rest, "]->[")
	if !ok1 || !ok2 {
		r.fail(off, "convolution: dim_numbers %q", dn)
	}
	label := func(s string) string {
		return strings.NewReplacer("[", "", "]", "", ",", "", " ", "").Replace(s)
	}
	lhsL, rhsL, outL := label(lhsS), label(rhsS), label(outS)
	// Window size: the kernel's spatial dims in order 0, 1, ...
	kdims := mlirInts(strings.TrimSuffix(r.shape(sigOff, ops[1])[strings.IndexByte(r.shape(sigOff, ops[1]), '[')+1:], "]"))
	var size []string
	for k := 0; ; k++ {
		i := strings.IndexByte(rhsL, byte('0'+k))
		if k > 9 || i < 0 {
			break
		}
		if i >= len(kdims) {
			r.fail(off, "convolution: kernel rank")
		}
		size = append(size, strconv.FormatInt(kdims[i], 10))
	}
	wentries := dictEntries(window)
	win := "size=" + strings.Join(size, "x")
	if v, ok := attr(wentries, "stride"); ok {
		win += " stride=" + strings.ReplaceAll(ints(v), ",", "x")
	}
	if v, ok := attr(wentries, "pad"); ok {
		ps := mlirInts(strings.NewReplacer("[", "", "]", "").Replace(v))
		var parts []string
		for i := 0; i+1 < len(ps); i += 2 {
			parts = append(parts, fmt.Sprintf("%d_%d", ps[i], ps[i+1]))
		}
		win += " pad=" + strings.Join(parts, "x")
	}
	if v, ok := attr(wentries, "lhs_dilate"); ok {
		win += " lhs_dilate=" + strings.ReplaceAll(ints(v), ",", "x")
	}
	if v, ok := attr(wentries, "rhs_dilate"); ok {
		win += " rhs_dilate=" + strings.ReplaceAll(ints(v), ",", "x")
	}
	if len(size) == 0 {
		win = ""
	}
	rhs := "convolution(" + names(args) + ")"
	if win != "" {
		rhs += ", window={" + win + "}"
	}
	rhs += ", dim_labels=" + lhsL + "_" + rhsL + "->" + outL
	if v, ok := attr(entries, "feature_group_count"); ok && intAttr(v) != "1" {
		rhs += ", feature_group_count=" + intAttr(v)
	}
	if v, ok := attr(entries, "batch_group_count"); ok && intAttr(v) != "1" {
		rhs += ", batch_group_count=" + intAttr(v)
	}
	n := c.emit(r, off, "convolution", sh, rhs)
	c.define(r, off, results, n, []string{sh})
}

// generic converts an op in MLIR's generic form.
func (r *mlirReader) generic(c *mlirComp, off, opOff int, name string, results []string) {
	op, ok := strings.CutPrefix(name, "stablehlo.")
	if !ok {
		r.fail(opOff, "op %s is not supported by the StableHLO reader; %s", name, stableHLOHint)
	}
	r.expect("(")
	args := r.operandList(c)
	r.expect(")")
	var props [][2]string
	r.skipInline()
	if strings.HasPrefix(r.src[r.off:], "<{") {
		b := r.balanced()
		props = dictEntries(b[1 : len(b)-1])
	}
	var regions []*mlirComp
	caseOp := op == "case" || op == "if"
	r.skipInline()
	if r.accept("(") {
		for i := 0; ; i++ {
			if i > 0 && !r.accept(",") {
				break
			}
			r.expect("{")
			if caseOp {
				nc := r.newComp("branch")
				nc.parent = c
				nc.capIndex = map[string]mlirValue{}
				nc.capParam = r.fresh("Arg_0")
				nc.capOff = r.off
				r.block(nc, func(roff int, vals []mlirValue) { nc.ret(r, roff, vals) })
				regions = append(regions, nc)
				continue
			}
			regions = append(regions, r.regionComp("region"))
		}
		r.expect(")")
	}
	r.skipInline()
	if r.peek("{") {
		for _, e := range dictEntries(r.balanced()) {
			props = append(props, e)
		}
	}
	r.skipInline()
	r.expect(":")
	r.skipInline()
	sigOff := r.off
	_, res := r.signature(sigOff, r.restOfLine())
	var shapes []string
	for _, t := range res {
		shapes = append(shapes, r.shape(sigOff, t))
	}
	shape := tupleShape(shapes)
	if len(shapes) == 1 {
		shape = shapes[0]
	}
	emit := func(base, rhs string) {
		n := c.emit(r, off, base, shape, rhs)
		c.define(r, off, results, n, shapes)
	}
	get := func(k string) string { v, _ := attr(props, k); return v }
	windowText := func(dimsKey string) string {
		size := mlirInts(get(dimsKey))
		join := func(v []int64) string {
			var s []string
			for _, x := range v {
				s = append(s, strconv.FormatInt(x, 10))
			}
			return strings.Join(s, "x")
		}
		w := "size=" + join(size)
		if v := mlirInts(get("window_strides")); len(v) > 0 {
			w += " stride=" + join(v)
		}
		if p := get("padding"); p != "" {
			body, _, _ := strings.Cut(p, ":")
			ps := mlirInts(strings.NewReplacer("[", "", "]", "", "dense<", "", ">", "").Replace(body))
			var parts []string
			if len(ps) == 1 {
				for range size {
					parts = append(parts, fmt.Sprintf("%d_%d", ps[0], ps[0]))
				}
			} else {
				for i := 0; i+1 < len(ps); i += 2 {
					parts = append(parts, fmt.Sprintf("%d_%d", ps[i], ps[i+1]))
				}
			}
			w += " pad=" + strings.Join(parts, "x")
		}
		if v := mlirInts(get("base_dilations")); len(v) > 0 {
			w += " lhs_dilate=" + join(v)
		}
		if v := mlirInts(get("window_dilations")); len(v) > 0 {
			w += " rhs_dilate=" + join(v)
		}
		return w
	}
	dimAttr := func(text, key string) string {
		i := strings.Index(text, key+" = ")
		if i < 0 {
			return ""
		}
		v := text[i+len(key)+3:]
		if strings.HasPrefix(v, "[") {
			return ints(v[:strings.IndexByte(v, ']')+1])
		}
		j := strings.IndexAny(v, ",>")
		if j < 0 {
			j = len(v)
		}
		return strings.TrimSpace(v[:j])
	}
	// StableHLO's printer leaves out index_vector_dim when it is 0, its
	// default (#stablehlo.gather<...> / #stablehlo.scatter<...>).
	indexVectorDim := func(dn string) string {
		if v := dimAttr(dn, "index_vector_dim"); v != "" {
			return v
		}
		return "0"
	}
	switch op {
	case "gather":
		dn := get("dimension_numbers")
		rhs := "gather(" + names(args) + ")"
		rhs += ", offset_dims={" + dimAttr(dn, "offset_dims") + "}"
		rhs += ", collapsed_slice_dims={" + dimAttr(dn, "collapsed_slice_dims") + "}"
		rhs += ", start_index_map={" + dimAttr(dn, "start_index_map") + "}"
		if v := dimAttr(dn, "operand_batching_dims"); v != "" {
			rhs += ", operand_batching_dims={" + v + "}, start_indices_batching_dims={" + dimAttr(dn, "start_indices_batching_dims") + "}"
		}
		rhs += ", index_vector_dim=" + indexVectorDim(dn)
		rhs += ", slice_sizes={" + ints(get("slice_sizes")) + "}"
		if strings.HasPrefix(get("indices_are_sorted"), "true") {
			rhs += ", indices_are_sorted=true"
		}
		emit("gather", rhs)
	case "scatter":
		if len(regions) != 1 {
			r.fail(off, "scatter: want one region")
		}
		dn := get("scatter_dimension_numbers")
		rhs := "scatter(" + names(args) + ")"
		rhs += ", update_window_dims={" + dimAttr(dn, "update_window_dims") + "}"
		rhs += ", inserted_window_dims={" + dimAttr(dn, "inserted_window_dims") + "}"
		rhs += ", scatter_dims_to_operand_dims={" + dimAttr(dn, "scatter_dims_to_operand_dims") + "}"
		if v := dimAttr(dn, "input_batching_dims"); v != "" {
			rhs += ", input_batching_dims={" + v + "}, scatter_indices_batching_dims={" + dimAttr(dn, "scatter_indices_batching_dims") + "}"
		}
		rhs += ", index_vector_dim=" + indexVectorDim(dn)
		if strings.HasPrefix(get("indices_are_sorted"), "true") {
			rhs += ", indices_are_sorted=true"
		}
		if strings.HasPrefix(get("unique_indices"), "true") {
			rhs += ", unique_indices=true"
		}
		rhs += ", to_apply=" + regions[0].name
		emit("scatter", rhs)
	case "reduce_window":
		if len(regions) != 1 {
			r.fail(off, "reduce_window: want one region")
		}
		emit("reduce-window", "reduce-window("+names(args)+"), window={"+windowText("window_dimensions")+"}, to_apply="+regions[0].name)
	case "select_and_scatter":
		if len(regions) != 2 {
			r.fail(off, "select_and_scatter: want two regions")
		}
		emit("select-and-scatter", "select-and-scatter("+names(args)+"), window={"+windowText("window_dimensions")+"}, select="+regions[0].name+", scatter="+regions[1].name)
	case "reduce":
		if len(regions) != 1 {
			r.fail(off, "reduce: want one region")
		}
		emit("reduce", "reduce("+names(args)+"), dimensions={"+ints(get("dimensions"))+"}, to_apply="+regions[0].name)
	case "sort":
		if len(regions) != 1 {
			r.fail(off, "sort: want one region")
		}
		rhs := "sort(" + names(args) + "), dimensions={" + intAttr(get("dimension")) + "}"
		if strings.HasPrefix(get("is_stable"), "true") {
			rhs += ", is_stable=true"
		}
		emit("sort", rhs+", to_apply="+regions[0].name)
	case "case", "if":
		var branchNames []string
		var capVals []mlirValue
		for _, b := range regions {
			r.finishBranch(b)
			branchNames = append(branchNames, b.name)
		}
		// Each branch gets the values every branch captures, as one tuple
		// operand (one per branch; XLA's export builds one per branch too).
		var ops []string
		for _, b := range regions {
			var vals []mlirValue
			for _, name := range b.captures {
				vals = append(vals, c.lookup(r, name, off))
			}
			capVals = append(capVals, vals...)
			var shs []string
			for _, v := range vals {
				shs = append(shs, v.shape)
			}
			t := c.emit(r, off, "tuple", tupleShape(shs), "tuple("+names(vals)+")")
			ops = append(ops, t)
		}
		_ = capVals
		if len(args) != 1 {
			r.fail(off, "%s: want one operand, found %d", name, len(args))
		}
		idx := args[0].name
		if op == "if" {
			emit("conditional", "conditional("+idx+", "+strings.Join(ops, ", ")+"), true_computation="+branchNames[0]+", false_computation="+branchNames[1])
		} else {
			emit("conditional", "conditional("+idx+", "+strings.Join(ops, ", ")+"), branch_computations={"+strings.Join(branchNames, ", ")+"}")
		}
	case "all_reduce", "all_gather", "reduce_scatter", "collective_permute", "all_to_all":
		rhs := strings.ReplaceAll(op, "_", "-") + "(" + names(args) + ")"
		if v := get("channel_handle"); v != "" {
			rhs += ", channel_id=" + dimAttr(v, "handle")
		}
		if v := get("replica_groups"); v != "" {
			body, _, _ := strings.Cut(v, " : ")
			body = strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(body), "dense<"), ">")
			rhs += ", replica_groups=" + strings.NewReplacer("[", "{", "]", "}").Replace(body)
		}
		if v := get("source_target_pairs"); v != "" {
			body, _, _ := strings.Cut(v, " : ")
			body = strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(body), "dense<"), ">")
			rhs += ", source_target_pairs=" + strings.NewReplacer("[", "{", "]", "}").Replace(body)
		}
		for _, k := range []string{"all_gather_dim", "scatter_dimension", "split_dimension"} {
			if v := get(k); v != "" {
				rhs += ", dimensions={" + intAttr(v) + "}"
			}
		}
		if strings.HasPrefix(get("use_global_device_ids"), "unit") || get("use_global_device_ids") != "" {
			if _, ok := attr(props, "use_global_device_ids"); ok {
				rhs += ", use_global_device_ids=true"
			}
		}
		if len(regions) == 1 {
			rhs += ", to_apply=" + regions[0].name
		}
		emit(strings.ReplaceAll(op, "_", "-"), rhs)
	default:
		r.fail(opOff, "op %s is not supported by the StableHLO reader; %s", name, stableHLOHint)
	}
}

// finishBranch writes a case branch's tuple parameter and the
// get-tuple-elements of the values it captures at its start.
func (r *mlirReader) finishBranch(b *mlirComp) {
	var shs []string
	for _, name := range b.captures {
		shs = append(shs, b.capIndex[name].shape)
	}
	head := []hloLine{{b.capParam + " = " + tupleShape(shs) + " parameter(0)", b.capOff}}
	for i, name := range b.captures {
		v := b.capIndex[name]
		head = append(head, hloLine{v.name + " = " + v.shape + " get-tuple-element(" + b.capParam + "), index=" + strconv.Itoa(i), b.capOff})
	}
	lines := append(head, b.lines...)
	// A branch returning a captured value directly: its get-tuple-element
	// is the root.
	for i, l := range lines {
		if strings.HasPrefix(l.text, "#ROOT ") {
			target := strings.TrimPrefix(l.text, "#ROOT ")
			lines = append(lines[:i], lines[i+1:]...)
			for j := range lines {
				if strings.HasPrefix(lines[j].text, target+" = ") {
					lines[j].text = "ROOT " + lines[j].text
				}
			}
			break
		}
	}
	b.lines = lines
}

// text writes the HLO module and the MLIR offset of each of its lines.
func (r *mlirReader) text() (string, []int) {
	var b strings.Builder
	var offs []int
	line := func(s string, off int) {
		b.WriteString(s)
		b.WriteByte('\n')
		offs = append(offs, off)
	}
	name := r.modName
	if name == "" {
		name = "module"
	}
	h := "HloModule " + funcName(name) + ", entry_computation_layout={" + r.entryLayout + "}"
	if len(r.aliases) > 0 {
		// A single result is the entry's whole output: index {}.
		var as []string
		for _, a := range r.aliases {
			out := "{" + a[0] + "}"
			if r.singleResult {
				out = "{}"
			}
			as = append(as, out+": ("+a[1]+", {}, may-alias)")
		}
		h += ", input_output_alias={ " + strings.Join(as, ", ") + " }"
	}
	if len(r.donors) > 0 {
		h += ", buffer_donor={ " + strings.Join(r.donors, ", ") + " }"
	}
	if r.numPartitions != "" && r.numPartitions != "1" {
		h += ", num_partitions=" + r.numPartitions
	}
	if r.numReplicas != "" && r.numReplicas != "1" {
		h += ", replica_count=" + r.numReplicas
	}
	if len(r.meshes) > 0 {
		h += ", frontend_attributes={xla.sdy.meshes={" + strings.Join(r.meshes, ", ") + "}}"
	}
	line(h, r.entryOff)
	for _, c := range r.comps {
		line("", 0)
		head := c.name + " {"
		if c.name == "main" {
			head = "ENTRY " + head
		}
		line(head, c.off)
		for _, l := range c.lines {
			line("  "+l.text, l.off)
		}
		line("}", 0)
	}
	return b.String(), offs
}

// convertStableHLO converts src to HLO text; err is a positioned error.
func convertStableHLO(src string) (text string, offs []int, errOff int, errMsg string) {
	r := &mlirReader{src: src, constLike: map[string]bool{}, scalars: map[string]float64{}, returned: map[string][]string{}}
	defer func() {
		if e := recover(); e != nil {
			me, ok := e.(mlirError)
			if !ok {
				panic(e)
			}
			text, offs, errOff, errMsg = "", nil, me.off, me.msg
		}
	}()
	r.module()
	// A second pass when some function returns a value whose layout is
	// not the default, so that its callers' results carry it.
	for _, shs := range r.returned {
		if strings.Contains(strings.Join(shs, " "), "]{") {
			r = &mlirReader{src: src, constLike: map[string]bool{}, scalars: map[string]float64{}, returned: map[string][]string{}, results: r.returned}
			r.module()
			break
		}
	}
	text, offs = r.text()
	return text, offs, -1, ""
}

// parseStableHLOText converts and parses; see parseStableHLO.
func parseStableHLOText(ctx context.Context, filename, src string) ([]*Module, error) {
	text, offs, errOff, msg := convertStableHLO(src)
	p := newParser(filename, src)
	if errOff >= 0 {
		p.errors.Add(p.pos(min(errOff, len(src))), msg)
		return nil, p.errors
	}
	posOf := func(hloLine int32) Pos {
		i := int(hloLine) - 1
		if i < 0 || i >= len(offs) {
			return Pos{file: p.file}
		}
		return p.pos(offs[i])
	}
	mods, err := ParseContext(ctx, filename, []byte(text))
	if err != nil {
		list, ok := err.(ErrorList)
		if !ok {
			return nil, err
		}
		var out ErrorList
		for _, e := range list {
			out.Add(posOf(e.Pos.Line), e.Msg+" (in the HLO text the StableHLO reader wrote; "+stableHLOHint+")")
		}
		out.Sort()
		return nil, out
	}
	for _, m := range mods {
		m.Pos = posOf(m.Pos.Line)
		for _, c := range m.Computations {
			c.Pos = posOf(c.Pos.Line)
			for _, in := range c.Instructions {
				pos := posOf(in.Pos.Line)
				in.Pos, in.OpcodePos, in.ShapePos = pos, pos, pos
				if in.TupleIndexPos.IsValid() {
					in.TupleIndexPos = pos
				}
				if in.ShardingPos.IsValid() {
					in.ShardingPos = pos
				}
			}
		}
		for i := range m.InputOutputAlias {
			m.InputOutputAlias[i].Pos = posOf(m.InputOutputAlias[i].Pos.Line)
		}
		for i := range m.BufferDonors {
			m.BufferDonors[i].Pos = posOf(m.BufferDonors[i].Pos.Line)
		}
	}
	return mods, nil
}

// shapeDims returns the dimensions of an array shape's text ("f32[2,3]").
func shapeDims(sh string) []int64 {
	i := strings.IndexByte(sh, '[')
	j := strings.IndexByte(sh, ']')
	if i < 0 || j < i {
		return nil
	}
	return mlirInts(sh[i+1 : j])
}

// shapeLayout returns an array shape's minor-to-major layout, nil when
// the text has none (the default, major to minor).
func shapeLayout(sh string) []int64 {
	i := strings.IndexByte(sh, '{')
	if i < 0 || strings.HasPrefix(sh, "(") {
		return nil
	}
	return mlirInts(strings.TrimSuffix(sh[i+1:], "}"))
}

// withLayout writes shape sh (no layout) with minor-to-major layout m;
// the default layout is not written.
func withLayout(sh string, m []int64) string {
	if i := strings.IndexByte(sh, '{'); i >= 0 && !strings.HasPrefix(sh, "(") {
		sh = sh[:i]
	}
	rank := len(shapeDims(sh))
	if len(m) != rank {
		return sh
	}
	def := true
	for k, d := range m {
		if d != int64(rank-1-k) {
			def = false
		}
	}
	if def {
		return sh
	}
	var ds []string
	for _, d := range m {
		ds = append(ds, strconv.FormatInt(d, 10))
	}
	return sh + "{" + strings.Join(ds, ",") + "}"
}

// inheritLayout gives an elementwise result the layout of its first
// operand, as XlaBuilder's shape inference does (the export builds HLO
// through XlaBuilder; ShapeInference::InferElementwiseBinaryOpShape keeps
// the lhs's layout): as_text(dialect="hlo") shows multiply(transpose, x)
// with the transpose's layout.
func inheritLayout(sh, operand string) string {
	m := shapeLayout(operand)
	if m == nil || len(shapeDims(operand)) != len(shapeDims(sh)) {
		return sh
	}
	return withLayout(sh, m)
}

// transposeLayout is a transpose's result shape: the operand's layout
// permuted, so that the transpose is a bitcast of its operand
// (ShapeInference::InferTransposeShape).
func transposeLayout(sh, operand string, perm []int64) string {
	rank := len(shapeDims(operand))
	m := shapeLayout(operand)
	if m == nil {
		for k := rank - 1; k >= 0; k-- {
			m = append(m, int64(k))
		}
	}
	if len(perm) != rank || len(m) != rank {
		return sh
	}
	inv := make([]int64, rank)
	for j, d := range perm {
		if d < 0 || int(d) >= rank {
			return sh
		}
		inv[d] = int64(j)
	}
	out := make([]int64, rank)
	for k, d := range m {
		if d < 0 || int(d) >= rank {
			return sh
		}
		out[k] = inv[d]
	}
	return withLayout(sh, out)
}

// broadcastInDim writes broadcast_in_dim as XLA's export does: HLO's
// broadcast cannot stretch a dimension of size 1, so such dimensions are
// first dropped by a reshape (mlir_hlo_to_hlo.cc, ExportXlaOp
// (BroadcastInDimOp) and the HLO text of as_text(dialect="hlo") show the
// reshape before the broadcast).
func (r *mlirReader) broadcastInDim(c *mlirComp, off int, results []string, args []mlirValue, dims []int64, sh string) {
	if len(args) != 1 {
		r.fail(off, "broadcast_in_dim: want one operand")
	}
	in := shapeDims(args[0].shape)
	out := shapeDims(sh)
	if len(in) != len(dims) {
		r.fail(off, "broadcast_in_dim: %d dims for an operand of rank %d", len(dims), len(in))
	}
	operand := args[0].name
	var keep []int64
	var keptDims []string
	for i, d := range dims {
		if d < 0 || int(d) >= len(out) {
			r.fail(off, "broadcast_in_dim: dimension %d out of range", d)
		}
		if in[i] == 1 && out[d] != 1 {
			continue
		}
		keep = append(keep, d)
		keptDims = append(keptDims, strconv.FormatInt(in[i], 10))
	}
	if len(keep) != len(dims) {
		el := args[0].shape[:strings.IndexByte(args[0].shape, '[')]
		rs := el + "[" + strings.Join(keptDims, ",") + "]"
		operand = c.emit(r, off, "reshape", rs, "reshape("+operand+")")
	}
	var ds []string
	for _, d := range keep {
		ds = append(ds, strconv.FormatInt(d, 10))
	}
	n := c.emit(r, off, "broadcast", sh, "broadcast("+operand+"), dimensions={"+strings.Join(ds, ",")+"}")
	if r.constLike[args[0].name] {
		r.constLike[n] = true
	}
	c.define(r, off, results, n, []string{sh})
}

// fold computes a binary arithmetic op on two scalar float constants, or
// a unary negate or sqrt of one; ok is false for anything else. Integer
// and other element types are not folded (their rounding and overflow
// rules would have to be modelled); float results are rounded to f32
// when the type is f32.
func (r *mlirReader) fold(op string, args []mlirValue, sh string) (float64, bool) {
	if sh != "f32[]" && sh != "f64[]" {
		return 0, false
	}
	vals := make([]float64, len(args))
	for i, a := range args {
		v, ok := r.scalars[a.name]
		if !ok || a.shape != sh {
			return 0, false
		}
		vals[i] = v
	}
	var v float64
	switch {
	case len(vals) == 2 && op == "add":
		v = vals[0] + vals[1]
	case len(vals) == 2 && op == "subtract":
		v = vals[0] - vals[1]
	case len(vals) == 2 && op == "multiply":
		v = vals[0] * vals[1]
	case len(vals) == 2 && op == "divide":
		v = vals[0] / vals[1]
	case len(vals) == 2 && op == "maximum":
		v = math.Max(vals[0], vals[1])
	case len(vals) == 2 && op == "minimum":
		v = math.Min(vals[0], vals[1])
	case len(vals) == 1 && op == "negate":
		v = -vals[0]
	case len(vals) == 1 && op == "sqrt":
		v = math.Sqrt(vals[0])
	default:
		return 0, false
	}
	if sh == "f32[]" {
		v = float64(float32(v))
	}
	return v, true
}

// rootSharding puts the main function's mhlo.sharding result attributes
// on the entry's root, as XLA's export does (a tuple sharding for several
// results, {replicated} for a result without one): as_text(dialect="hlo")
// shows ROOT tuple(...), sharding={{...}, {...}}.
func (r *mlirReader) rootSharding(c *mlirComp, attrs []string) {
	var parts []string
	any := false
	for _, a := range attrs {
		sh := "{replicated}"
		if a != "" {
			if v, ok := attr(dictEntries(a), "mhlo.sharding"); ok {
				sh = mlirUnquote(v)
				any = true
			}
		}
		parts = append(parts, sh)
	}
	if !any {
		return
	}
	text := parts[0]
	if len(parts) > 1 {
		text = "{" + strings.Join(parts, ", ") + "}"
	}
	for i := range c.lines {
		if strings.HasPrefix(c.lines[i].text, "ROOT ") && !strings.Contains(c.lines[i].text, ", sharding=") {
			c.lines[i].text += ", sharding=" + text
			return
		}
	}
}

// manualComputation reads Shardy's sdy.manual_computation (a shard_map):
//
//	%r:2 = sdy.manual_computation(%a, %b) in_shardings=[...] out_shardings=[...]
//	    manual_axes={"i"} (%x: local type, ...) { ... sdy.return ... } : (global) -> (global)
//
// and writes what XLA's Shardy export writes for it
// (xla/service/spmd/shardy/stablehlo_round_trip/
// export_manual_reduction_collectives and shard_map_export.cc): a custom
// call xla.sdy.GlobalToLocalShape of the operands, a call of the body
// (inlineable="false") on the local values, and a custom call
// xla.sdy.LocalToGlobalShape of its results, the shardings and manual
// axes as frontend attributes.
func (r *mlirReader) manualComputation(c *mlirComp, off int, results []string) {
	r.expect("(")
	args := r.operandList(c)
	r.expect(")")
	attrs := map[string]string{}
	for _, k := range []string{"in_shardings", "out_shardings", "manual_axes"} {
		r.expect(k)
		r.expect("=")
		r.skip()
		attrs[k] = r.balanced()
	}
	body := r.newComp("xla.sdy.manual_computation_body")
	r.expect("(")
	local := r.blockArgs(body)
	if len(local) != len(args) {
		r.fail(off, "sdy.manual_computation: %d operands, %d block arguments", len(args), len(local))
	}
	r.expect("{")
	var localOut []string
	r.block(body, func(roff int, vals []mlirValue) {
		for _, v := range vals {
			localOut = append(localOut, v.shape)
		}
		if len(vals) == 1 {
			n := body.emit(r, roff, "tuple", tupleShape(localOut), "tuple("+vals[0].name+")")
			body.lines[body.byName[n]].text = "ROOT " + body.lines[body.byName[n]].text
			return
		}
		body.ret(r, roff, vals)
	})
	r.skipInline()
	r.expect(":")
	r.skipInline()
	sigOff := r.off
	_, res := r.signature(sigOff, r.restOfLine())
	var global []string
	for _, t := range res {
		global = append(global, r.shape(sigOff, t))
	}
	if len(global) != len(localOut) {
		r.fail(off, "sdy.manual_computation: %d results, %d returned", len(global), len(localOut))
	}
	axes := `#sdy<manual_axes` + sdyText(attrs["manual_axes"]) + `>`
	in := c.emit(r, off, "shard_map", tupleShape(local), "custom-call("+names(args)+`), custom_call_target="xla.sdy.GlobalToLocalShape", custom_call_has_side_effect=true, frontend_attributes={xla.sdy.in_shardings="#sdy.sharding_per_value<`+sdyText(attrs["in_shardings"])+`>",xla.sdy.manual_axes="`+axes+`"}`)
	var locals []string
	for i, sh := range local {
		locals = append(locals, c.emit(r, off, "get-tuple-element", sh, "get-tuple-element("+in+"), index="+strconv.Itoa(i)))
	}
	call := c.emit(r, off, "shard_map", tupleShape(localOut), "call("+strings.Join(locals, ", ")+"), to_apply="+body.name+`, frontend_attributes={inlineable="false"}`)
	var outs []string
	for i, sh := range localOut {
		outs = append(outs, c.emit(r, off, "get-tuple-element", sh, "get-tuple-element("+call+"), index="+strconv.Itoa(i)))
	}
	n := c.emit(r, off, "shard_map", tupleShape(global), "custom-call("+strings.Join(outs, ", ")+`), custom_call_target="xla.sdy.LocalToGlobalShape", custom_call_has_side_effect=true, frontend_attributes={xla.sdy.manual_axes="`+axes+`",xla.sdy.out_shardings="#sdy.sharding_per_value<`+sdyText(attrs["out_shardings"])+`>"}`)
	if len(global) == 1 && len(results) == 1 && !strings.Contains(results[0], ":") {
		g := c.emit(r, off, "get-tuple-element", global[0], "get-tuple-element("+n+"), index=0")
		c.values[results[0]] = mlirValue{g, global[0]}
		return
	}
	c.define(r, off, results, n, global)
}

// erfInvCoefficients are the f32 polynomial coefficients of Giles'
// approximation of erfinv ("Approximating the erfinv function", GPU
// Computing Gems, 2010), for w < 5 and w >= 5, highest power first: the
// ones XLA's ErfInv32 uses when the CHLO legalization expands
// chlo.erf_inv (xla/hlo/builder/lib/math.cc).
var erfInvCoefficients = [2][9]string{
	{"2.81022636e-08", "3.43273939e-07", "-3.5233877e-06", "-4.39150654e-06", "0.00021858087", "-0.00125372503", "-0.00417768164", "0.246640727", "1.50140941"},
	{"-0.000200214257", "0.000100950558", "0.00134934322", "-0.00367342844", "0.00573950773", "-0.0076224613", "0.00943887047", "1.00167406", "2.83297682"},
}

// erfInv writes chlo.erf_inv on f32 as the HLO of its expansion
// (as_text(dialect="hlo") shows it): w = -log1p(-x*x); a polynomial in
// w-2.5 (w < 5) or sqrt(w)-3 whose coefficients are selected per
// element; times x; x*inf where |x| is 1.
func (r *mlirReader) erfInv(c *mlirComp, off int, results []string, args []mlirValue, sh string) {
	if len(args) != 1 || !strings.HasPrefix(sh, "f32[") {
		r.fail(off, "chlo.erf_inv: the reader expands it on f32 only; %s", stableHLOHint)
	}
	x := args[0].name
	pred := "pred" + sh[len("f32"):]
	splat := func(v string) string {
		k := c.emit(r, off, "constant", "f32[]", "constant("+v+")")
		return c.emit(r, off, "broadcast", sh, "broadcast("+k+"), dimensions={}")
	}
	e := func(op, shape, operands string, extra string) string {
		return c.emit(r, off, "erf_inv", shape, op+"("+operands+")"+extra)
	}
	abs := e("abs", sh, x, "")
	isOne := e("compare", pred, abs+", "+splat("1"), ", direction=EQ")
	atOne := e("multiply", sh, x+", "+splat("inf"), "")
	w := e("negate", sh, e("log-plus-one", sh, e("multiply", sh, x+", "+e("negate", sh, x, ""), ""), ""), "")
	lt := e("compare", pred, w+", "+splat("5"), ", direction=LT")
	var coef [9]string
	for i := 8; i >= 0; i-- {
		coef[i] = e("select", sh, lt+", "+splat(erfInvCoefficients[0][i])+", "+splat(erfInvCoefficients[1][i]), "")
	}
	small := e("subtract", sh, w+", "+splat("2.5"), "")
	large := e("subtract", sh, e("sqrt", sh, w, "")+", "+splat("3"), "")
	w = e("select", sh, lt+", "+small+", "+large, "")
	p := coef[0]
	for i := 1; i < 9; i++ {
		p = e("add", sh, coef[i]+", "+e("multiply", sh, p+", "+w, ""), "")
	}
	p = e("multiply", sh, p+", "+x, "")
	n := e("select", sh, isOne+", "+atOne+", "+p, "")
	c.define(r, off, results, n, []string{sh})
}
