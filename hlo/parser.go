package hlo

// The parser reads HLO text into the IR by recursive descent, one function
// per production:
//
//	file        = module { "// -----" module } .
//	module      = [ "HloModule" name [ ":" ] { "," header-attr } ] { table } computation { computation } .
//	table       = ( "FileNames" | "FunctionNames" | "FileLocations" | "StackFrames" ) { digit-line } .
//	computation = [ "ENTRY" ] name [ signature ] { "," attr } "{" instruction { instruction } "}" { "," attr } .
//	signature   = "(" [ name ":" shape { "," name ":" shape } ] ")" "->" shape .
//	instruction = [ "ROOT" ] name "=" rhs .
//	rhs         = [ shape ] opcode "(" operands ")" { "," attr } .
//	operands    = [ operand { "," operand } ] | literal | number .
//	operand     = [ shape ] name | rhs .
//	shape       = "(" [ shape { "," shape } ] ")" | type "[" [ dim { "," dim } ] "]" [ layout ] .
//	dim         = number | "<=" number | "?" .
//	layout      = "{" [ number { "," number } ] [ ":" { item "(" ... ")" } ] "}" .
//	attr        = name "=" value .
//
// An operand may be an instruction of its own ("add(x, s32[] constant(1))",
// XLA's nested form): it is defined just before the instruction that uses
// it, named opcode.anon as XLA names it, and takes the attributes that
// follow it up to the next operand. An instruction written without a
// shape gets the one its operands imply (inferShape), where there is one.
//
// Names are looked up as the text goes: an operand or control predecessor
// must be defined earlier in its computation (as XLA requires, which also
// makes every computation a DAG), while a computation may be named by
// to_apply, calls, body ... before its definition, so those references are
// resolved when the module ends, and a cycle of calls is an error.
//
// Error recovery is by resynchronisation: a syntax error inside an
// instruction abandons that instruction (an internal panic of type
// syncError, caught in parseInstructionSafe) and skips to the first item of
// a later line that can start an instruction or close the computation.
// Errors on the line of the previous error are dropped, as go/parser does,
// and after maxErrors errors the parser gives up (type bailout, caught in
// Parse). Every other panic is a bug and is not caught.
//
// Speed: the source is converted to a string once; names, attribute values
// and literals are substrings of it, so the common instruction costs a few
// allocations (the Instruction, its operand slice, its dims and layout).

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

const (
	// maxErrors is the number of errors after which parsing stops.
	maxErrors = 10
	// maxDepth bounds the nesting of tuple shapes.
	maxDepth = 100
	// maxCallDepth bounds the nesting of computations: the longest chain
	// of calls (call, while, conditional, fusion, to_apply, ...) counts
	// at most this many computations, the entry included.
	maxCallDepth = 10_000
)

// bailout stops the parse after too many errors.
type bailout struct{}

// stopped stops the parse once its context is done.
type stopped struct{}

// ctxEvery is how many instructions the parser reads between two reads of
// its context.
const ctxEvery = 1024

// syncError abandons the production being parsed after its error has
// been reported.
type syncError struct{}

// Parse parses HLO text. A file holding several modules separated by
// "// -----" lines gives several modules. filename is used in positions
// and, without an HloModule header, as the module name (its base name
// without extension). When err is non-nil it is an ErrorList, sorted by
// position, and no modules are returned.
func Parse(filename string, src []byte) (mods []*Module, err error) {
	return ParseContext(nil, filename, src)
}

// ParseContext is Parse under a context: once ctx is done the parse
// stops, within a few thousand instructions, and the error wraps
// ctx.Err() (no modules). A nil ctx is never done.
func ParseContext(ctx context.Context, filename string, src []byte) (mods []*Module, err error) {
	if off, ok := isStableHLO(string(src)); ok {
		return parseStableHLO(ctx, filename, string(src), off)
	}
	p := newParser(filename, string(src))
	p.ctx = ctx
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(stopped); ok {
				mods, err = nil, fmt.Errorf("%s: parsing stopped: %w", filename, ctx.Err())
				return
			}
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
		}
		p.errors.Sort()
		if err = p.errors.Err(); err != nil {
			mods = nil
		}
	}()
	// The first item is read under the recover: a file that starts with
	// maxErrors lexical errors bails out before any production.
	p.next()
	for {
		for p.tok.typ == itemSep {
			p.next()
		}
		if p.tok.typ == itemEOF {
			break
		}
		mods = append(mods, p.parseModule())
	}
	if len(mods) == 0 {
		p.errorAt(p.tok.pos, "expected HloModule or a computation, found "+p.tok.describe())
	}
	if len(p.errors) == 0 {
		// The semantic checks (verify.go) run on modules whose text parsed.
		for _, m := range mods {
			if err := Verify(m); err != nil {
				p.errors = append(p.errors, err.(ErrorList)...)
			}
		}
		p.errors = p.errors[:min(len(p.errors), maxErrors)]
	}
	return mods, nil
}

// ParseFile reads and parses the file at path.
func ParseFile(path string) ([]*Module, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, src)
}

// parser holds the state of one parse.
type parser struct {
	// ctx, when not nil, stops the parse once done; instrs counts the
	// instructions read, to look at it every ctxEvery of them.
	ctx      context.Context
	instrs   int
	filename string
	file     uint32 // filename's index in the file table, for positions
	src      string
	lex      *lexer
	lines    []int // byte offset of the start of each line
	// alloc makes the instructions, a block at a time.
	alloc Instructions
	// defaultName names a module that has no HloModule header.
	defaultName string

	tok     item // current item
	peekTok item // next item, when hasPeek
	hasPeek bool

	errors  ErrorList
	lastErr int // line of the last error reported, 0 before any
	depth   int // nesting of shapes

	// Module state.
	mod    *Module
	comps  map[string]*Computation // computations of mod by name
	calls  []callRef               // computation references to resolve
	nextID int                     // next Instruction.ID
	anon   map[string]bool         // names given to nested instructions of mod

	// Computation state.
	comp  *Computation
	names map[string]*Instruction // instructions of comp by name
	// namesRoom is the size p.names was made for (sizeNames).
	namesRoom int
	// broken names the instructions of comp whose definition had an error:
	// a use of one is not reported again as an unknown operand.
	broken map[string]bool
	ops    []*Instruction // scratch: operands of one instruction
	// elems holds the get-tuple-element made for each "name#k" operand
	// of comp, by that spelling: one instruction per element, however
	// often it is read.
	elems  map[string]*Instruction
	params []*Instruction // parameter instructions of comp, text order
	dims   []int64        // scratch: dims of one shape
	dyn    []bool         // scratch: dynamic flags of one shape
}

// callRef is a computation named by an attribute, resolved at module end.
type callRef struct {
	in   *Instruction
	i    int // index in in.Called
	name string
	pos  int
}

func newParser(filename, src string) *parser {
	p := &parser{
		filename: filename,
		file:     fileIndex(filename),
		src:      src,
		lex:      newLexer(src),
		names:    make(map[string]*Instruction),
		broken:   make(map[string]bool),
	}
	p.lines = append(p.lines, 0)
	if strings.HasPrefix(src, utf8BOM) {
		// A byte order mark (an editor's, on Windows) is skipped, and
		// line 1's columns count from after it, as the editor shows them.
		p.lex.pos, p.lex.start = len(utf8BOM), len(utf8BOM)
		p.lines[0] = len(utf8BOM)
	}
	for i := 0; ; {
		j := strings.IndexByte(src[i:], '\n')
		if j < 0 {
			break
		}
		i += j + 1
		p.lines = append(p.lines, i)
	}
	base := filepath.Base(filename)
	if filename == "" {
		base = ""
	}
	p.defaultName = moduleName(strings.TrimSuffix(base, filepath.Ext(base)))
	return p
}

// moduleName turns a file's base name into a module name the printer can
// write and the parser read back: characters that cannot be in a name
// become '_'.
func moduleName(s string) string {
	b := []byte(s)
	for i, c := range b {
		if !isIdentChar(int(c)) || i == 0 && c == '-' || i == 0 && c == '.' {
			b[i] = '_'
		}
	}
	return string(b)
}

// utf8BOM is the UTF-8 byte order mark.
const utf8BOM = "\ufeff"

// pos converts a byte offset to a Pos.
func (p *parser) pos(off int) Pos {
	i := sort.SearchInts(p.lines, off+1) - 1
	if i < 0 {
		i = 0
	}
	return Pos{file: p.file, Line: clamp32(i + 1), Col: clamp32(off - p.lines[i] + 1)}
}

// errorAt records an error at a byte offset. An error on the line of the
// previous one is dropped: it is most likely a consequence.
func (p *parser) errorAt(off int, msg string) {
	pos := p.pos(off)
	if p.lastErr == int(pos.Line) && len(p.errors) > 0 {
		return
	}
	p.lastErr = int(pos.Line)
	p.errors.Add(pos, msg)
	if len(p.errors) >= maxErrors {
		panic(bailout{})
	}
}

// errorPos records an error at a Pos that is already known, without the
// same-line filter (used for errors found after the text was read).
func (p *parser) errorPos(pos Pos, msg string) {
	p.errors.Add(pos, msg)
	if len(p.errors) >= maxErrors {
		panic(bailout{})
	}
}

// fail records "expected what, found <tok>" and abandons the production.
func (p *parser) fail(what string) {
	p.errorAt(p.tok.pos, "expected "+what+", found "+p.tok.describe())
	panic(syncError{})
}

// lexNext returns the next regular item, reporting lexical errors.
func (p *parser) lexNext() item {
	for {
		it := p.lex.nextItem()
		if it.typ != itemError {
			return it
		}
		p.errorAt(it.pos, it.val)
	}
}

// next advances to the next item.
func (p *parser) next() {
	if p.hasPeek {
		p.tok, p.hasPeek = p.peekTok, false
		return
	}
	p.tok = p.lexNext()
}

// peek returns the item after the current one.
func (p *parser) peek() item {
	if !p.hasPeek {
		p.peekTok, p.hasPeek = p.lexNext(), true
	}
	return p.peekTok
}

// raw makes the current item a raw item scanned by state from just after
// the current item. The current item must be the last one lexed.
func (p *parser) raw(state stateFn) {
	if p.hasPeek {
		panic("hlo: internal error: raw item requested after a peek")
	}
	it := p.lex.rawItem(state)
	if it.typ == itemError {
		p.errorAt(it.pos, it.val)
		panic(syncError{})
	}
	p.tok = it
}

// isKeyword reports whether the current item is the bare identifier kw.
func (p *parser) isKeyword(kw string) bool {
	return p.tok.typ == itemIdent && !p.tok.percent && p.tok.val == kw
}

// atEnd reports whether the current item ends the module.
func (p *parser) atEnd() bool {
	return p.tok.typ == itemEOF || p.tok.typ == itemSep || p.isKeyword("HloModule")
}

// expect consumes an item of type t or fails with "expected what".
func (p *parser) expect(t itemType, what string) item {
	if p.tok.typ != t {
		p.fail(what)
	}
	it := p.tok
	p.next()
	return it
}

// expectInt consumes a decimal integer.
func (p *parser) expectInt(what string) int64 {
	if p.tok.typ != itemNumber {
		p.fail(what)
	}
	n, err := strconv.ParseInt(p.tok.val, 10, 64)
	if err != nil {
		p.fail(what)
	}
	p.next()
	return n
}

// expectSmallInt consumes an integer that fits an int32, such as a
// parameter, tuple or dimension index.
func (p *parser) expectSmallInt(what string) int {
	if p.tok.typ == itemNumber {
		if n, err := strconv.ParseInt(p.tok.val, 10, 32); err == nil && n >= 0 {
			p.next()
			return int(n)
		}
	}
	p.fail(what)
	return 0
}

// protect runs f, and on a syntax error skips to a point where parsing can
// resume: the first item of a later line that is a name or '}' (or the end
// of the module).
func (p *parser) protect(f func()) (ok bool) {
	return p.protectUntil(f, func() bool {
		return p.tok.nl && (p.tok.typ == itemIdent || p.tok.typ == itemRBrace)
	})
}

// protectUntil runs f, and on a syntax error skips items until resume
// reports true or the module ends.
func (p *parser) protectUntil(f func(), resume func() bool) (ok bool) {
	start := p.tok.pos
	defer func() {
		if r := recover(); r != nil {
			if _, isSync := r.(syncError); !isSync {
				panic(r)
			}
			ok = false
			p.depth = 0
			if p.tok.pos == start && !p.atEnd() {
				p.next()
			}
			for !p.atEnd() && !resume() {
				p.next()
			}
		}
	}()
	f()
	return true
}

// parseModule parses one module, up to the end of input, a separator or
// the next HloModule header.
func (p *parser) parseModule() *Module {
	m := &Module{Pos: p.pos(p.tok.pos)}
	p.mod = m
	p.comps = make(map[string]*Computation)
	p.calls = p.calls[:0]
	p.nextID = 0
	clear(p.anon)
	if p.isKeyword("HloModule") {
		p.protect(func() { p.parseHeader(m) })
	} else {
		m.Name = p.defaultName
	}
	for p.tok.typ == itemIdent && !p.tok.percent && p.tok.nl && isTableTitle(p.tok.val) {
		title := p.tok.pos
		p.protect(func() {
			p.raw(lexTable)
			m.FrameTables = append(m.FrameTables, p.src[title:p.tok.end])
			p.next()
		})
	}
	for !p.atEnd() {
		p.parseComputation()
	}
	if len(m.Computations) == 0 {
		p.errorAt(p.tok.pos, "expected a computation, found "+p.tok.describe())
		return m
	}
	p.resolveCalls()
	m.resolveFrames()
	return m
}

func isTableTitle(s string) bool {
	switch s {
	case "FileNames", "FunctionNames", "FileLocations", "StackFrames":
		return true
	}
	return false
}

// parseHeader parses "HloModule name, attr=value, ...".
func (p *parser) parseHeader(m *Module) {
	kw := p.tok
	p.next()
	if p.tok.nl {
		p.errorAt(kw.end, "expected a module name after HloModule, found newline")
		panic(syncError{})
	}
	m.Name = p.expect(itemIdent, "a module name after HloModule").val
	if p.tok.typ == itemColon && !p.tok.nl {
		p.next() // "HloModule name:", an older form XLA still reads
	}
	for p.tok.typ == itemComma {
		p.next()
		name := p.expect(itemIdent, "module attribute name").val
		if p.tok.typ != itemEqual {
			p.fail("'=' after " + name)
		}
		switch name {
		case "is_scheduled":
			p.next()
			switch {
			case p.isKeyword("true"):
				m.IsScheduled = true
			case p.isKeyword("false"):
				m.IsScheduled = false
			default:
				p.fail("true or false")
			}
			p.next()
		case "entry_computation_layout":
			p.next()
			p.expect(itemLBrace, "'{' before the entry computation layout")
			l, _ := p.parseProgramShape(false)
			m.EntryLayout = &l
			p.expect(itemRBrace, "'}' after the entry computation layout")
		case "input_output_alias":
			p.next()
			m.InputOutputAlias = p.parseInputOutputAlias()
		case "buffer_donor":
			p.next()
			m.BufferDonors = p.parseBufferDonors()
		case "num_partitions", "replica_count":
			off, v := p.rawValueAt(name)
			m.Attrs = append(m.Attrs, Attr{Name: name, Value: v})
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil || n < 1 || n > maxShardingDevices {
				p.errorAt(off, fmt.Sprintf("expected %s between 1 and %d, found %q", name, maxShardingDevices, v))
				continue
			}
			if name == "num_partitions" {
				m.NumPartitions = n
			} else {
				m.ReplicaCount = n
			}
		case "frontend_attributes":
			off, v := p.rawValueAt(name)
			m.Attrs = append(m.Attrs, Attr{Name: name, Value: v})
			if mv, voff, ok := frontendAttr(v, "xla.sdy.meshes"); ok {
				meshes, err := ParseSdyMeshes(mv)
				if err != nil {
					p.attrError(off+voff, "xla.sdy.meshes", err)
					continue
				}
				m.SdyMeshes = meshes
			}
		default:
			m.Attrs = append(m.Attrs, Attr{Name: name, Value: p.rawValue(name)})
		}
	}
	if !p.tok.nl && !p.atEnd() {
		p.fail("',' or a new line after the module header")
	}
}

// rawValue scans the raw value of attribute name; the current item is '='.
func (p *parser) rawValue(name string) string {
	p.raw(lexRawValue)
	v := p.tok.val
	if v == "" {
		c := eof
		if p.tok.pos < len(p.src) {
			c = int(p.src[p.tok.pos])
		}
		p.errorAt(p.tok.pos, "expected a value for "+name+", found "+describeByte(c))
		panic(syncError{})
	}
	p.next()
	return v
}

// parseShapeIndex parses "{" [ n { "," n } ] "}".
func (p *parser) parseShapeIndex() ShapeIndex {
	p.expect(itemLBrace, "'{' starting a shape index")
	var idx ShapeIndex
	for p.tok.typ != itemRBrace {
		idx = append(idx, p.expectSmallInt("a shape index element"))
		if p.tok.typ == itemComma {
			p.next()
		} else if p.tok.typ != itemRBrace {
			p.fail("',' or '}' in a shape index")
		}
	}
	p.next()
	return idx
}

// parseInputOutputAlias parses { {out}: (param, {index}[, kind]), ... }.
func (p *parser) parseInputOutputAlias() []Alias {
	p.expect(itemLBrace, "'{' starting input_output_alias")
	var list []Alias
	for p.tok.typ != itemRBrace {
		a := Alias{Pos: p.pos(p.tok.pos)}
		a.OutputIndex = p.parseShapeIndex()
		p.expect(itemColon, "':' after the output index")
		p.expect(itemLParen, "'(' before the aliased parameter")
		a.Param = p.expectSmallInt("a parameter number")
		p.expect(itemComma, "',' after the parameter number")
		a.ParamIndex = p.parseShapeIndex()
		if p.tok.typ == itemComma {
			p.next()
			if !p.isKeyword("may-alias") && !p.isKeyword("must-alias") {
				p.fail("may-alias or must-alias")
			}
			a.Kind = p.tok.val
			p.next()
		}
		p.expect(itemRParen, "')' after the alias")
		list = append(list, a)
		if p.tok.typ == itemComma {
			p.next()
		} else if p.tok.typ != itemRBrace {
			p.fail("',' or '}' in input_output_alias")
		}
	}
	p.next()
	return list
}

// parseBufferDonors parses { (param, {index}), ... }.
func (p *parser) parseBufferDonors() []Donor {
	p.expect(itemLBrace, "'{' starting buffer_donor")
	var list []Donor
	for p.tok.typ != itemRBrace {
		d := Donor{Pos: p.pos(p.tok.pos)}
		p.expect(itemLParen, "'(' before the donated parameter")
		d.Param = p.expectSmallInt("a parameter number")
		p.expect(itemComma, "',' after the parameter number")
		d.ParamIndex = p.parseShapeIndex()
		p.expect(itemRParen, "')' after the donor")
		list = append(list, d)
		if p.tok.typ == itemComma {
			p.next()
		} else if p.tok.typ != itemRBrace {
			p.fail("',' or '}' in buffer_donor")
		}
	}
	p.next()
	return list
}

// parseProgramShape parses "(" params ")" "->" result. With named, each
// parameter is "name: shape" and the names are returned too.
func (p *parser) parseProgramShape(named bool) (ComputationLayout, []string) {
	var l ComputationLayout
	var names []string
	p.expect(itemLParen, "'(' starting the parameter list")
	for p.tok.typ != itemRParen {
		if named {
			names = append(names, p.expect(itemIdent, "a parameter name").val)
			p.expect(itemColon, "':' after the parameter name")
		}
		l.Params = append(l.Params, p.parseShape())
		if p.tok.typ == itemComma {
			p.next()
		} else if p.tok.typ != itemRParen {
			p.fail("',' or ')' in the parameter list")
		}
	}
	p.next()
	p.expect(itemArrow, "'->' before the result shape")
	l.Result = p.parseShape()
	return l, names
}

// parseComputation parses one computation and its instructions.
func (p *parser) parseComputation() {
	c := &Computation{Pos: p.pos(p.tok.pos)}
	var nameTok item
	body := p.protectUntil(func() {
		if p.tok.typ != itemIdent {
			p.fail("a computation name")
		}
		if p.isKeyword("ENTRY") {
			if pk := p.peek(); pk.typ == itemIdent {
				c.IsEntry = true
				p.next()
			}
		}
		nameTok = p.expect(itemIdent, "a computation name")
		c.Name = nameTok.val
		if p.tok.typ == itemLParen {
			sig, _ := p.parseProgramShape(true)
			c.Signature = &sig
		}
		for p.tok.typ == itemComma {
			p.next()
			name := p.expect(itemIdent, "a computation attribute name").val
			if p.tok.typ != itemEqual {
				p.fail("'=' after " + name)
			}
			c.Attrs = append(c.Attrs, Attr{Name: name, Value: p.rawValue(name)})
		}
		if p.tok.typ != itemLBrace {
			p.fail("'{' starting the body of computation " + strconv.Quote(c.Name))
		}
		p.next()
	}, func() bool { return p.tok.typ == itemLBrace })
	if !body {
		if p.tok.typ != itemLBrace {
			return
		}
		p.next()
	}
	if c.Name != "" {
		if prev, dup := p.comps[c.Name]; dup {
			p.errorAt(nameTok.pos, "duplicate computation name "+strconv.Quote(c.Name)+
				" (first defined at "+lineCol(prev.Pos)+")")
		} else {
			p.comps[c.Name] = c
		}
	}
	p.comp = c
	errs := len(p.errors)
	p.sizeNames(p.tok.pos)
	clear(p.broken)
	clear(p.elems)
	p.params = p.params[:0]
	for p.tok.typ != itemRBrace {
		if p.atEnd() {
			p.errorAt(p.tok.pos, "expected '}' closing computation "+strconv.Quote(c.Name)+", found "+p.tok.describe())
			break
		}
		p.protect(p.parseInstruction)
	}
	end := p.tok.pos
	if p.tok.typ == itemRBrace {
		p.next()
		// XLA prints a computation's attributes after its body:
		// "}, execution_thread=\"main\"".
		for p.tok.typ == itemComma && !p.tok.nl {
			p.protect(func() {
				p.next()
				name := p.expect(itemIdent, "a computation attribute name").val
				if p.tok.typ != itemEqual {
					p.fail("'=' after " + name)
				}
				c.Attrs = append(c.Attrs, Attr{Name: name, Value: p.rawValue(name)})
			})
		}
	}
	p.finishComputation(c, end, len(p.errors) > errs)
	p.mod.Computations = append(p.mod.Computations, c)
}

// sizeNames empties p.names for a computation whose body starts at byte
// off, made anew with room for the body's lines where they outnumber what
// it was made for. A body's lines bound its instructions where, as XLA
// prints them, each is on a line of its own and the "}" closing the body
// starts a line; otherwise the map grows as it would have. The entry of
// the 11,000-layer training step holds 88,000 instructions: grown from
// empty by doubling, the map rehashed every name a dozen times over
// (BenchmarkParseStep, 2,000 layers, alternated: 68.3/59.0/71.4 ->
// 56.5/57.0/57.8 CPU ms a parse).
func (p *parser) sizeNames(off int) {
	n := 0
	if j := strings.Index(p.src[off:], "\n}"); j >= 0 {
		// From the line of off to the line of the "}".
		n = sort.SearchInts(p.lines, off+j+1) - (sort.SearchInts(p.lines, off+1) - 1)
	}
	if n > p.namesRoom {
		p.names = make(map[string]*Instruction, n)
		p.namesRoom = n
		return
	}
	clear(p.names)
}

// lineCol writes a position without its file name.
func lineCol(pos Pos) string {
	return strconv.Itoa(int(pos.Line)) + ":" + strconv.Itoa(int(pos.Col))
}

// finishComputation checks the root and parameters of c; end is the
// offset of its closing brace, and hadErrors reports errors in its body.
func (p *parser) finishComputation(c *Computation, end int, hadErrors bool) {
	if len(c.Instructions) == 0 {
		if !hadErrors {
			p.errorAt(end, "expected an instruction in computation "+strconv.Quote(c.Name)+", found "+p.describeAt(end))
		}
		return
	}
	if c.Root == nil {
		c.Root = c.Instructions[len(c.Instructions)-1]
		c.Root.IsRoot = true
	}
	if len(p.params) == 0 {
		return
	}
	c.Params = make([]*Instruction, len(p.params))
	for _, in := range p.params {
		n := in.ParameterNumber
		switch {
		case n >= len(c.Params):
			p.errorPos(in.Pos, "parameter number "+strconv.Itoa(n)+" out of range: expected 0 to "+
				strconv.Itoa(len(c.Params)-1)+" in computation "+strconv.Quote(c.Name)+
				" with "+strconv.Itoa(len(c.Params))+" parameters")
		case c.Params[n] != nil:
			p.errorPos(in.Pos, "duplicate parameter number "+strconv.Itoa(n)+" (also "+
				strconv.Quote(c.Params[n].Name)+" at "+lineCol(c.Params[n].Pos)+")")
		default:
			c.Params[n] = in
		}
	}
}

// describeAt describes the item at offset off for an error message.
func (p *parser) describeAt(off int) string {
	if off >= len(p.src) {
		return "EOF"
	}
	return "'" + p.src[off:off+1] + "'"
}

// parseInstruction parses "[ROOT] name = [shape] opcode(operands), attrs".
func (p *parser) parseInstruction() {
	if p.instrs++; p.ctx != nil && p.instrs%ctxEvery == 0 && p.ctx.Err() != nil {
		panic(stopped{})
	}
	isRoot := false
	if p.isKeyword("ROOT") {
		if pk := p.peek(); pk.typ == itemIdent {
			isRoot = true
			p.next()
		}
	}
	nameTok := p.expect(itemIdent, "an instruction name")
	defer func() {
		if r := recover(); r != nil {
			p.broken[nameTok.val] = true
			panic(r)
		}
	}()
	p.expect(itemEqual, "'=' after the instruction name "+strconv.Quote(nameTok.val))
	in := p.parseRHS(nameTok.val, nameTok.pos, false, nil, 0)
	in.IsRoot = isRoot
	if !p.tok.nl && p.tok.typ != itemRBrace && !p.atEnd() {
		p.fail("',' or a new line after instruction " + strconv.Quote(in.Name))
	}
	p.define(in, nameTok.pos)
}

// parseRHS parses "[shape] opcode(operands), attrs" of an instruction
// named name (at offset off). A nested instruction (an operand written as
// an instruction of its own, "add(x, s32[] constant(1))") has no name yet:
// it gets one here, opcode.anon as XLA names it, and takes only the
// attributes that follow it before the next operand ("name=" after a
// comma). Without a shape, the shape is inferred from the operands
// (inferShape). A shape the caller already parsed comes in parsed, with
// its offset parsedOff.
func (p *parser) parseRHS(name string, off int, nested bool, parsed *Shape, parsedOff int) *Instruction {
	var shape Shape
	shapeOff := p.tok.pos
	hasShape := parsed != nil || !p.opcodeFollows()
	switch {
	case parsed != nil:
		shape, shapeOff = *parsed, parsedOff
	case hasShape:
		shape = p.parseShape()
	}
	opTok := p.expect(itemIdent, "an opcode")
	if nested {
		name = p.anonName(opTok.val)
		off = opTok.pos
	}
	in := p.alloc.New()
	*in = Instruction{
		Name:            name,
		Pos:             p.pos(off),
		Opcode:          opTok.val,
		Shape:           shape,
		OpcodePos:       p.pos(opTok.pos),
		ShapePos:        p.pos(shapeOff),
		Parent:          p.comp,
		ParameterNumber: -1,
		TupleIndex:      -1,
	}
	if p.tok.typ != itemLParen {
		p.fail("'(' after the opcode " + opTok.val)
	}
	switch in.Opcode {
	case "constant":
		p.raw(lexRawLiteral)
		in.Literal = strings.TrimSpace(p.tok.val)
		if in.Literal == "" {
			p.next()
			p.fail("a literal in constant(...)")
		}
		p.next()
		p.expect(itemRParen, "')' after the literal")
	case "parameter":
		p.next()
		in.ParameterNumber = p.expectSmallInt("a parameter number")
		p.expect(itemRParen, "')' after the parameter number")
	default:
		p.next()
		p.parseOperands(in)
	}
	for p.tok.typ == itemComma && (!nested || p.attrFollows()) {
		p.next()
		p.parseAttr(in)
	}
	if in.Opcode == "get-tuple-element" && in.TupleIndex < 0 {
		p.errorAt(off, "expected index=N on get-tuple-element "+strconv.Quote(in.Name)+", found none")
		panic(syncError{})
	}
	if !hasShape {
		s, ok := inferShape(in)
		if !ok {
			p.errorAt(opTok.pos, "expected a shape before "+in.Opcode+" (its shape cannot be inferred from its operands), found none")
			panic(syncError{})
		}
		in.Shape = s
	}
	if nested {
		p.define(in, off)
	}
	return in
}

// opcodeFollows reports whether the current item is an opcode, an
// identifier directly followed by '(', rather than the start of a shape.
func (p *parser) opcodeFollows() bool {
	if p.tok.typ != itemIdent {
		return false
	}
	i := p.tok.end
	for i < len(p.src) && (p.src[i] == ' ' || p.src[i] == '\t') {
		i++
	}
	return i < len(p.src) && p.src[i] == '('
}

// attrFollows reports whether the current item, a comma, is followed by
// "name=": an attribute rather than another operand.
func (p *parser) attrFollows() bool {
	i := p.tok.end
	skip := func() {
		for i < len(p.src) && (p.src[i] == ' ' || p.src[i] == '\t' || p.src[i] == '\n' || p.src[i] == '\r') {
			i++
		}
	}
	skip()
	j := i
	for i < len(p.src) && isNameByte(p.src[i]) {
		i++
	}
	if i == j {
		return false
	}
	skip()
	return i < len(p.src) && p.src[i] == '='
}

// isNameByte reports whether c may appear in an attribute name.
func isNameByte(c byte) bool {
	return c == '_' || c == '-' || c == '.' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// anonName returns a fresh name for a nested instruction of opcode op:
// op.anon, then op.anon.1, op.anon.2 ... (XLA's names), skipping any name
// the module has or the source spells anywhere, so that no later
// instruction of the text can collide with it.
func (p *parser) anonName(op string) string {
	return p.freshName(op + ".anon")
}

// freshName returns base, or base.1, base.2 ..., the first that names no
// instruction of the module and is spelled nowhere in the source.
func (p *parser) freshName(base string) string {
	name := base
	for k := 1; p.names[name] != nil || p.anon[name] || strings.Contains(p.src, name); k++ {
		name = base + "." + strconv.Itoa(k)
	}
	if p.anon == nil {
		p.anon = make(map[string]bool)
	}
	p.anon[name] = true
	return name
}

// define adds in to the current computation.
func (p *parser) define(in *Instruction, off int) {
	c := p.comp
	if prev, dup := p.names[in.Name]; dup {
		p.errorAt(off, "duplicate instruction name "+strconv.Quote(in.Name)+" in computation "+
			strconv.Quote(c.Name)+" (first defined at "+lineCol(prev.Pos)+")")
		return
	}
	p.names[in.Name] = in
	if in.IsRoot {
		if c.Root != nil {
			p.errorAt(off, "expected one ROOT in computation "+strconv.Quote(c.Name)+
				", found a second: "+strconv.Quote(in.Name)+" (first "+strconv.Quote(c.Root.Name)+")")
			return
		}
		c.Root = in
	}
	if in.Opcode == "parameter" {
		p.params = append(p.params, in)
	}
	in.ID = p.nextID
	p.nextID++
	c.Instructions = append(c.Instructions, in)
}

// lookup resolves an operand or control predecessor name.
func (p *parser) lookup(it item, what string) *Instruction {
	in := p.names[it.val]
	if in == nil {
		if p.broken[it.val] {
			// Already reported where it was defined; abandon this one too.
			panic(syncError{})
		}
		p.errorAt(it.pos, "unknown "+what+" "+strconv.Quote(it.val)+
			": expected an instruction defined earlier in computation "+strconv.Quote(p.comp.Name))
		panic(syncError{})
	}
	return in
}

// isShapeStart reports whether the current item starts an inline operand
// shape: a tuple "(" or an element type directly followed by "[".
func (p *parser) isShapeStart() bool {
	switch p.tok.typ {
	case itemLParen:
		return true
	case itemIdent:
		return !p.tok.percent && p.tok.end < len(p.src) && p.src[p.tok.end] == '[' && elementType(p.tok.val) != ""
	}
	return false
}

// parseOperands parses the operand list after "(" up to and including ")".
func (p *parser) parseOperands(in *Instruction) {
	p.ops = p.ops[:0]
	for p.tok.typ != itemRParen {
		var shape *Shape
		shapeOff := 0
		if p.isShapeStart() {
			// The old form repeats operand shapes (they are the
			// operands' own); a nested instruction starts with its shape.
			shapeOff = p.tok.pos
			s := p.parseShape()
			shape = &s
		}
		if p.opcodeFollows() {
			// A nested instruction: it is defined before in, as XLA's
			// parser does, and p.ops (scratch shared with the nested
			// parse) is saved around it.
			saved := append([]*Instruction(nil), p.ops...)
			op := p.parseRHS("", p.tok.pos, true, shape, shapeOff)
			p.ops = append(saved, op)
		} else {
			if p.tok.typ != itemIdent {
				p.fail("an operand name")
			}
			op := p.lookup(p.tok, "operand")
			end := p.tok.end
			p.next()
			if p.tok.typ == itemHash && p.tok.pos == end {
				op = p.tupleElement(op, end)
			}
			p.ops = append(p.ops, op)
		}
		if p.tok.typ == itemComma {
			p.next()
		} else if p.tok.typ != itemRParen {
			p.fail("',' or ')' after operand " + strconv.Quote(p.ops[len(p.ops)-1].Name))
		}
	}
	p.next()
	if len(p.ops) > 0 {
		in.Operands = append([]*Instruction(nil), p.ops...)
	}
}

// tupleElement reads the "#k" after the operand name of tuple (the '#' at
// offset hash) and returns element k of tuple as a get-tuple-element
// instruction, made at its first use and defined before the instruction
// being parsed, as a nested instruction is.
//
// XLA's printer since 2025 (jaxlib 0.11's dumps: hlo_instruction.cc's
// operand printing, hlo_parser.cc's operand parsing; the stored copies of
// both predate it) no longer writes a get-tuple-element instruction: an
// operand that is element k of a tuple-shaped instruction is written
// "%name#k" (XLA:GPU's optimized modules: "%cudnn-conv.4#0" for the
// convolution's result, "%arg_tuple.5#6" for a loop's state). The parser
// makes the instruction back, so every later pass sees the module XLA
// had. jaxlib 0.10's parser rejects the form ("cannot parse as an
// instruction name").
func (p *parser) tupleElement(tuple *Instruction, hash int) *Instruction {
	p.next()
	if p.tok.typ != itemNumber || p.tok.pos != hash+1 {
		p.fail("a tuple index directly after '#' in operand " + strconv.Quote(tuple.Name+"#"))
	}
	idxPos := p.tok.pos
	k, err := strconv.Atoi(p.tok.val)
	if err != nil || k < 0 {
		p.errorAt(idxPos, "expected a tuple index after "+strconv.Quote(tuple.Name+"#")+", found "+strconv.Quote(p.tok.val))
		panic(syncError{})
	}
	if tuple.Shape.Element != "tuple" || k >= len(tuple.Shape.Tuple) {
		n := 0
		if tuple.Shape.Element == "tuple" {
			n = len(tuple.Shape.Tuple)
		}
		p.errorAt(idxPos, "expected an element of tuple "+strconv.Quote(tuple.Name)+" ("+strconv.Itoa(n)+
			" elements), found index "+strconv.Itoa(k))
		panic(syncError{})
	}
	p.next()
	key := tuple.Name + "#" + strconv.Itoa(k)
	if in := p.elems[key]; in != nil {
		return in
	}
	in := p.alloc.New()
	*in = Instruction{
		Name:            p.freshName(tuple.Name + ".element" + strconv.Itoa(k)),
		Pos:             p.pos(hash),
		Opcode:          "get-tuple-element",
		Shape:           tuple.Shape.Tuple[k],
		OpcodePos:       p.pos(hash),
		ShapePos:        p.pos(hash),
		Parent:          p.comp,
		ParameterNumber: -1,
		TupleIndex:      k,
		TupleIndexPos:   p.pos(idxPos),
		Operands:        []*Instruction{tuple},
	}
	p.define(in, hash)
	if p.elems == nil {
		p.elems = make(map[string]*Instruction)
	}
	p.elems[key] = in
	return in
}

// calledRoles are the attributes that name computations.
func isCalledRole(name string) bool {
	switch name {
	case "to_apply", "calls", "body", "condition", "branch_computations",
		"true_computation", "false_computation", "called_computations",
		"select", "scatter":
		return true
	}
	return false
}

// parseAttr parses one "name=value" attribute of in.
func (p *parser) parseAttr(in *Instruction) {
	name := p.expect(itemIdent, "an attribute name").val
	if p.tok.typ != itemEqual {
		p.fail("'=' after attribute " + name)
	}
	switch {
	case name == "index" && in.Opcode == "get-tuple-element":
		p.next()
		in.TupleIndexPos = p.pos(p.tok.pos)
		in.TupleIndex = p.expectSmallInt("a tuple index")
	case isCalledRole(name):
		p.next()
		if p.tok.typ == itemLBrace {
			p.next()
			for p.tok.typ != itemRBrace {
				p.calledName(in, name)
				if p.tok.typ == itemComma {
					p.next()
				} else if p.tok.typ != itemRBrace {
					p.fail("',' or '}' in " + name)
				}
			}
			p.next()
		} else {
			p.calledName(in, name)
		}
	case name == "output_to_operand_aliasing":
		p.next()
		in.OutputToOperandAliasing = p.parseOperandAliasing(len(in.Operands))
	case name == "control-predecessors":
		p.next()
		p.expect(itemLBrace, "'{' starting control-predecessors")
		for p.tok.typ != itemRBrace {
			if p.tok.typ != itemIdent {
				p.fail("an instruction name in control-predecessors")
			}
			in.ControlPredecessors = append(in.ControlPredecessors, p.lookup(p.tok, "control predecessor"))
			p.next()
			if p.tok.typ == itemComma {
				p.next()
			} else if p.tok.typ != itemRBrace {
				p.fail("',' or '}' in control-predecessors")
			}
		}
		p.next()
	case name == "metadata":
		raw := p.rawValue(name)
		md := parseMetadata(raw)
		in.Metadata = &md
	case name == "literal":
		// A custom call's literal is a shape and its value, "s32[2]{0}
		// {1, 2}" or "f32[] 0.1": two raw values, or one for a tuple in
		// parentheses.
		p.raw(lexRawValue)
		v := p.tok.val
		if v == "" {
			p.fail("a value for literal")
		}
		if i := p.tok.end; i < len(p.src) && (p.src[i] == ' ' || p.src[i] == '\t') {
			for i < len(p.src) && (p.src[i] == ' ' || p.src[i] == '\t') {
				i++
			}
			if i < len(p.src) && p.src[i] != ',' && p.src[i] != '\n' && p.src[i] != '\r' && p.src[i] != '}' {
				p.raw(lexRawValue)
				v += " " + p.tok.val
			}
		}
		p.next()
		in.Attrs = append(in.Attrs, Attr{Name: name, Value: v})
	case name == "sharding":
		off, v := p.rawValueAt(name)
		in.Attrs = append(in.Attrs, Attr{Name: name, Value: v})
		in.ShardingPos = p.pos(off)
		sh, err := ParseSharding(v)
		if err != nil {
			p.attrError(off, name, err)
			return
		}
		in.Sharding = sh
	case name == "replica_groups" || name == "source_target_pairs":
		off, v := p.rawValueAt(name)
		if strings.HasPrefix(v, "mesh[") && p.tok.typ == itemComma && strings.HasPrefix(p.src[p.tok.end:], " device_ids=(") {
			// mesh[...], device_ids=(...) {...}: the mesh's device order.
			p.raw(lexRawValue)
			v += ", " + p.tok.val
			p.next()
		}
		if strings.HasPrefix(v, "mesh[") && p.tok.typ == itemLBrace && !p.tok.nl {
			// mesh['a'=4,'b'=2] {'a'}: the axes follow after a space.
			p.raw(lexRawValue)
			v += " {" + p.tok.val + "}"
			p.next()
			p.expect(itemRBrace, "'}' after the axes of the replica groups")
		}
		in.Attrs = append(in.Attrs, Attr{Name: name, Value: v})
		g, err := ParseReplicaGroups(v)
		if err != nil {
			p.attrError(off, name, err)
			return
		}
		c := in.collective()
		c.ReplicaGroups, c.ReplicaGroupsPos = g, p.pos(off)
	case name == "channel_id":
		off, v := p.rawValueAt(name)
		in.Attrs = append(in.Attrs, Attr{Name: name, Value: v})
		id, err := strconv.ParseInt(v, 10, 64)
		if err != nil || id < 0 {
			p.errorAt(off, "expected a non-negative integer channel_id, found "+strconv.Quote(v))
			return
		}
		in.collective().ChannelID = id
	case name == "frontend_attributes":
		off, v := p.rawValueAt(name)
		in.Attrs = append(in.Attrs, Attr{Name: name, Value: v})
		if sv, voff, ok := frontendAttr(v, "xla.sdy.sharding"); ok {
			sh, err := ParseSdyShardings(sv)
			if err != nil {
				p.attrError(off+voff, "xla.sdy.sharding", err)
				return
			}
			in.SdySharding = sh
		}
	default:
		in.Attrs = append(in.Attrs, Attr{Name: name, Value: p.rawValue(name)})
	}
}

// rawValueAt is rawValue that also returns the byte offset of the value.
func (p *parser) rawValueAt(name string) (int, string) {
	p.raw(lexRawValue)
	off := p.tok.pos
	if p.tok.val == "" {
		c := eof
		if p.tok.pos < len(p.src) {
			c = int(p.src[p.tok.pos])
		}
		p.errorAt(p.tok.pos, "expected a value for "+name+", found "+describeByte(c))
		panic(syncError{})
	}
	v := p.tok.val
	p.next()
	return off, v
}

// attrError reports err, an error inside the value of attribute name that
// starts at byte offset off, at its own position.
func (p *parser) attrError(off int, name string, err error) {
	var ae *AttrError
	if errors.As(err, &ae) {
		p.errorAt(off+ae.Off, "bad "+name+": "+ae.Msg)
		return
	}
	p.errorAt(off, "bad "+name+": "+err.Error())
}

// calledName records the computation named by the current item under role.
func (p *parser) calledName(in *Instruction, role string) {
	if p.tok.typ != itemIdent {
		p.fail("a computation name for " + role)
	}
	p.calls = append(p.calls, callRef{in: in, i: len(in.Called), name: p.tok.val, pos: p.tok.pos})
	in.Called = append(in.Called, CalledComputation{Role: role, Pos: p.pos(p.tok.pos)})
	p.next()
}

// parseOperandAliasing parses { {out}: (operand, {index}), ... }.
func (p *parser) parseOperandAliasing(nops int) []OperandAlias {
	p.expect(itemLBrace, "'{' starting output_to_operand_aliasing")
	var list []OperandAlias
	for p.tok.typ != itemRBrace {
		var a OperandAlias
		a.OutputIndex = p.parseShapeIndex()
		p.expect(itemColon, "':' after the output index")
		p.expect(itemLParen, "'(' before the aliased operand")
		opPos := p.tok.pos
		a.Operand = p.expectSmallInt("an operand number")
		if a.Operand >= nops {
			p.errorAt(opPos, "expected an operand number below "+strconv.Itoa(nops)+", found "+strconv.Itoa(a.Operand))
			panic(syncError{})
		}
		p.expect(itemComma, "',' after the operand number")
		a.OperandIndex = p.parseShapeIndex()
		p.expect(itemRParen, "')' after the alias")
		list = append(list, a)
		if p.tok.typ == itemComma {
			p.next()
		} else if p.tok.typ != itemRBrace {
			p.fail("',' or '}' in output_to_operand_aliasing")
		}
	}
	p.next()
	return list
}

// resolveCalls binds computation references, picks the entry and checks
// that no computation calls itself.
func (p *parser) resolveCalls() {
	m := p.mod
	for _, r := range p.calls {
		c := p.comps[r.name]
		if c == nil {
			p.errorPos(p.pos(r.pos), r.in.Called[r.i].Role+" names "+strconv.Quote(r.name)+
				": expected a computation of module "+strconv.Quote(m.Name)+", found none of that name")
			continue
		}
		r.in.Called[r.i].Computation = c
	}
	for _, c := range m.Computations {
		if !c.IsEntry {
			continue
		}
		if m.Entry != nil {
			p.errorPos(c.Pos, "expected one ENTRY computation, found a second: "+strconv.Quote(c.Name)+
				" (first "+strconv.Quote(m.Entry.Name)+")")
			continue
		}
		m.Entry = c
	}
	if m.Entry == nil {
		m.Entry = m.Computations[len(m.Computations)-1]
		m.Entry.IsEntry = true
	}
	p.checkCallCycles()
}

// checkCallCycles reports a computation that calls itself, directly or
// through others, or that starts a chain of calls more than maxCallDepth
// computations deep, with an iterative depth-first search.
func (p *parser) checkCallCycles() {
	m := p.mod
	const (
		unseen = iota
		active
		done
	)
	index := make(map[*Computation]int, len(m.Computations))
	for i, c := range m.Computations {
		index[c] = i
	}
	state := make([]int, len(m.Computations))
	// callees lists each computation's callees in text order.
	callees := make([][]*Computation, len(m.Computations))
	for i, c := range m.Computations {
		for _, in := range c.Instructions {
			for _, cc := range in.Called {
				if cc.Computation != nil {
					callees[i] = append(callees[i], cc.Computation)
				}
			}
		}
	}
	// height is the number of computations on the longest call chain
	// from each computation down, itself included, once it is done.
	height := make([]int, len(m.Computations))
	type frame struct{ c, next int }
	for root := range m.Computations {
		if state[root] != unseen {
			continue
		}
		stack := []frame{{root, 0}}
		state[root] = active
		for len(stack) > 0 {
			f := &stack[len(stack)-1]
			if f.next == len(callees[f.c]) {
				state[f.c] = done
				h := 0
				for _, cc := range callees[f.c] {
					h = max(h, height[index[cc]])
				}
				height[f.c] = h + 1
				if h+1 > maxCallDepth {
					// The timeline lays callees out recursively, a few
					// KiB of stack per level (liveness, layout): a chain
					// of 10^6 whiles or calls overflowed the stack, a
					// fatal crash rather than an error.
					c := m.Computations[f.c]
					p.errorPos(c.Pos, "computation "+strconv.Quote(c.Name)+" calls computations nested "+
						strconv.Itoa(h+1)+" deep: expected at most "+strconv.Itoa(maxCallDepth)+" levels of calls")
					return
				}
				stack = stack[:len(stack)-1]
				continue
			}
			callee := index[callees[f.c][f.next]]
			f.next++
			switch state[callee] {
			case active:
				c := m.Computations[callee]
				p.errorPos(c.Pos, "computation "+strconv.Quote(c.Name)+" calls itself (through "+
					strconv.Quote(m.Computations[f.c].Name)+"): expected an acyclic call graph")
				return
			case unseen:
				state[callee] = active
				stack = append(stack, frame{callee, 0})
			}
		}
	}
}
