package hlo

// The lexer turns HLO text into items. It is a state-function lexer in the
// manner of text/template/parse: each call to nextItem runs state functions
// from lexAny until one of them emits an item, so there is no goroutine and
// no item queue, and the parser can switch the lexer into a raw mode between
// two items.
//
// HLO text has a small regular core (names, numbers, strings, brackets,
// "->", "<=") and a large irregular fringe: attribute values such as
// window={size=3x3 stride=2x2}, dim_labels=b01f_o01i->bf01,
// padding=0_0x1_1, backend_config JSON, replica_groups=[2,4]<=[8] and
// constant literals. The planner does not interpret the fringe, so instead
// of a token for every form XLA's own lexer knows, the parser asks for a
// raw item at the few places where such text can start (an attribute value
// after '=', a constant literal after '(', a stack-frame table after its
// title). A raw item is the exact source text up to the first ',' (or
// whitespace, or closing bracket) outside brackets and strings, so the
// printer can write it back unchanged.

import (
	"fmt"
	"strings"
)

// itemType identifies the kind of an item.
type itemType int

const (
	itemError    itemType = iota // lexing error; val is the message
	itemEOF                      // end of input
	itemIdent                    // name, keyword, opcode or element type; val has no '%'
	itemNumber                   // a word that starts with a digit or "-digit"
	itemString                   // quoted string; val has the quotes
	itemRaw                      // raw attribute value, literal or table text
	itemSep                      // "// -----" module separator line
	itemLParen                   // (
	itemRParen                   // )
	itemLBrace                   // {
	itemRBrace                   // }
	itemLBrack                   // [
	itemRBrack                   // ]
	itemComma                    // ,
	itemEqual                    // =
	itemColon                    // :
	itemArrow                    // ->
	itemLE                       // <=
	itemStar                     // *
	itemQuestion                 // ?
	itemHash                     // #
)

// item is one lexeme.
type item struct {
	typ itemType
	pos int    // byte offset of the item in the input
	end int    // byte offset just after the item
	val string // text of the item (for itemError, the message)
	// nl reports that the item is the first one on its line.
	nl bool
	// percent reports that an identifier was written with a leading '%',
	// which makes it a name even when it spells a keyword.
	percent bool
}

// describe names the item for an error message: "found X".
func (i item) describe() string {
	switch i.typ {
	case itemEOF:
		return "EOF"
	case itemError:
		return "invalid input"
	case itemSep:
		return `"// -----"`
	case itemIdent, itemNumber, itemString, itemRaw:
		v := i.val
		if i.percent {
			v = "%" + v
		}
		if len(v) > 32 {
			v = v[:29] + "..."
		}
		if i.typ == itemString {
			return "string " + v
		}
		return fmt.Sprintf("%q", v)
	}
	return "'" + i.val + "'"
}

const eof = -1

// stateFn is a state of the lexer; it returns the next state, or nil when
// an item has been emitted.
type stateFn func(*lexer) stateFn

// lexer holds the state of the scanner.
type lexer struct {
	input string // the text being scanned
	start int    // start of the current item
	pos   int    // current position in input
	width int    // width of the last rune read (0 at EOF), for backup
	item  item   // the item most recently emitted
	// nl is true when a newline (or the start of input) has been passed
	// since the last emitted item.
	nl bool
}

func newLexer(input string) *lexer {
	return &lexer{input: input, nl: true}
}

// next returns the next byte of the input, or eof.
func (l *lexer) next() int {
	if l.pos >= len(l.input) {
		l.width = 0
		return eof
	}
	c := l.input[l.pos]
	l.pos++
	l.width = 1
	return int(c)
}

// peek returns but does not consume the next byte.
func (l *lexer) peek() int {
	if l.pos >= len(l.input) {
		return eof
	}
	return int(l.input[l.pos])
}

// backup steps back one byte; it may be called once per call of next.
func (l *lexer) backup() {
	l.pos -= l.width
}

// emit makes the text from start to pos an item of type t.
func (l *lexer) emit(t itemType) stateFn {
	return l.emitVal(t, l.input[l.start:l.pos])
}

func (l *lexer) emitVal(t itemType, val string) stateFn {
	l.item = item{typ: t, pos: l.start, end: l.pos, val: val, nl: l.nl}
	l.nl = false
	l.start = l.pos
	return nil
}

// errorf emits an error item at the start of the current item.
func (l *lexer) errorf(format string, args ...any) stateFn {
	l.item = item{typ: itemError, pos: l.start, end: l.pos, val: fmt.Sprintf(format, args...), nl: l.nl}
	l.nl = false
	l.start = l.pos
	return nil
}

// nextItem returns the next regular item.
func (l *lexer) nextItem() item {
	return l.run(lexAny)
}

// rawItem returns the next item scanned from state, one of the raw states
// (lexRawValue, lexRawLiteral, lexTable).
func (l *lexer) rawItem(state stateFn) item {
	return l.run(state)
}

// run runs state functions until one emits an item. Every state emits
// before it returns nil.
func (l *lexer) run(state stateFn) item {
	l.start = l.pos
	for state != nil {
		state = state(l)
	}
	return l.item
}

func isIdentStart(c int) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_'
}

func isDigit(c int) bool { return c >= '0' && c <= '9' }

func isIdentChar(c int) bool {
	return isIdentStart(c) || isDigit(c) || c == '.' || c == '-'
}

func isSpace(c int) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// lexAny skips white space and comments and scans one item.
func lexAny(l *lexer) stateFn {
	for {
		c := l.next()
		switch {
		case c == eof:
			l.start = l.pos
			return l.emitVal(itemEOF, "EOF")
		case c == '\n' || c == '\r':
			l.nl = true // a lone '\r' ends a line too (old Mac text)
		case isSpace(c):
		case c == '/' && l.peek() == '/':
			l.start = l.pos - 1
			if l.lineComment() {
				return l.emit(itemSep)
			}
		case c == '/' && l.peek() == '*':
			l.start = l.pos - 1
			if !l.blockComment() {
				return l.errorf(`unterminated comment: expected "*/", found EOF`)
			}
		default:
			l.start = l.pos - 1
			if t := punct[c]; t != 0 {
				return l.emit(t)
			}
			if isIdentStart(c) {
				// The most common item, scanned here rather than in a
				// state of its own.
				l.scanWord()
				return l.emit(itemIdent)
			}
			return lexItem(c)
		}
	}
}

// lineComment skips a // comment up to the end of the line and reports
// whether the comment was a module separator "// -----" on a line of its own.
func (l *lexer) lineComment() bool {
	i := strings.IndexAny(l.input[l.pos:], "\r\n")
	end := len(l.input)
	if i >= 0 {
		end = l.pos + i
	}
	text := strings.TrimSpace(l.input[l.pos+1 : end])
	l.pos = end
	if !l.nl || len(text) < 5 || strings.Trim(text, "-") != "" {
		return false
	}
	return true
}

// blockComment skips a /* comment */ and reports whether it was closed.
func (l *lexer) blockComment() bool {
	i := strings.Index(l.input[l.pos+1:], "*/")
	if i < 0 {
		return false
	}
	body := l.input[l.pos+1 : l.pos+1+i]
	if strings.IndexByte(body, '\n') >= 0 {
		l.nl = true
	}
	l.pos += 1 + i + 2
	return true
}

// lexItem scans the item starting with c, already consumed.
func lexItem(c int) stateFn {
	switch c {
	case '(':
		return emitter(itemLParen)
	case ')':
		return emitter(itemRParen)
	case '{':
		return emitter(itemLBrace)
	case '}':
		return emitter(itemRBrace)
	case '[':
		return emitter(itemLBrack)
	case ']':
		return emitter(itemRBrack)
	case ',':
		return emitter(itemComma)
	case '=':
		return emitter(itemEqual)
	case ':':
		return emitter(itemColon)
	case '*':
		return emitter(itemStar)
	case '?':
		return emitter(itemQuestion)
	case '#':
		return emitter(itemHash)
	case '"':
		return lexString
	case '%':
		return lexPercent
	case '<':
		return lexLess
	case '-':
		return lexMinus
	}
	if isIdentStart(c) {
		return lexIdent
	}
	if isDigit(c) {
		return lexNumber
	}
	return func(l *lexer) stateFn {
		if c >= 0x20 && c < 0x7f {
			return l.errorf("unexpected character %q", rune(c))
		}
		return l.errorf("unexpected byte %#02x", c)
	}
}

// punct maps a one-byte punctuation item to its type (0 for none).
var punct = [256]itemType{
	'(': itemLParen, ')': itemRParen, '{': itemLBrace, '}': itemRBrace,
	'[': itemLBrack, ']': itemRBrack, ',': itemComma, '=': itemEqual,
	':': itemColon, '*': itemStar, '?': itemQuestion, '#': itemHash,
}

var emitters = func() [itemHash + 1]stateFn {
	var e [itemHash + 1]stateFn
	for t := range e {
		t := itemType(t)
		e[t] = func(l *lexer) stateFn { return l.emit(t) }
	}
	return e
}()

func emitter(t itemType) stateFn { return emitters[t] }

// scanWord consumes identifier characters, stopping before "->".
func (l *lexer) scanWord() {
	for l.pos < len(l.input) {
		c := int(l.input[l.pos])
		if !isIdentChar(c) {
			return
		}
		if c == '-' && l.pos+1 < len(l.input) && l.input[l.pos+1] == '>' {
			return
		}
		l.pos++
	}
}

func lexIdent(l *lexer) stateFn {
	l.scanWord()
	return l.emit(itemIdent)
}

// lexPercent scans %name, the old spelling of a name.
func lexPercent(l *lexer) stateFn {
	c := l.peek()
	if !isIdentChar(c) || c == '-' {
		return l.errorf("expected a name after '%%', found %s", describeByte(c))
	}
	l.scanWord()
	l.emitVal(itemIdent, l.input[l.start+1:l.pos])
	l.item.percent = true
	return nil
}

func describeByte(c int) string {
	switch {
	case c == eof:
		return "EOF"
	case c == '\n':
		return "newline"
	case c >= 0x20 && c < 0x7f:
		return fmt.Sprintf("%q", rune(c))
	}
	return fmt.Sprintf("byte %#02x", c)
}

func lexNumber(l *lexer) stateFn {
	l.scanWord()
	return l.emit(itemNumber)
}

func lexLess(l *lexer) stateFn {
	if l.peek() == '=' {
		l.pos++
		return l.emit(itemLE)
	}
	return l.errorf("expected \"<=\", found '<' followed by %s", describeByte(l.peek()))
}

func lexMinus(l *lexer) stateFn {
	switch c := l.peek(); {
	case c == '>':
		l.pos++
		return l.emit(itemArrow)
	case isDigit(c):
		return lexNumber
	default:
		return l.errorf("expected \"->\" or a number after '-', found %s", describeByte(c))
	}
}

// lexString scans a quoted string; the opening quote is consumed.
func lexString(l *lexer) stateFn {
	if !l.scanString() {
		return l.errorf(`unterminated string: expected closing '"', found EOF`)
	}
	return l.emit(itemString)
}

// scanString consumes the rest of a string whose opening quote is consumed
// and reports whether it was closed. Strings may span lines.
func (l *lexer) scanString() bool {
	for l.pos < len(l.input) {
		switch l.input[l.pos] {
		case '\\':
			l.pos += 2
		case '"':
			l.pos++
			return true
		default:
			l.pos++
		}
	}
	l.pos = len(l.input)
	return false
}

// closing maps an opening bracket to its closing one.
func closing(c byte) byte {
	switch c {
	case '(':
		return ')'
	case '[':
		return ']'
	}
	return '}'
}

// lexRawValue scans an attribute value: balanced brackets, strings and
// comments, up to a ',', white space or closing bracket outside brackets.
func lexRawValue(l *lexer) stateFn {
	for l.pos < len(l.input) && (l.input[l.pos] == ' ' || l.input[l.pos] == '\t') {
		l.pos++
	}
	l.start = l.pos
	return l.scanBalanced(false)
}

// lexRawLiteral scans a constant literal: everything up to the ')' that
// closes the operand list, which is left for the parser.
func lexRawLiteral(l *lexer) stateFn {
	return l.scanBalanced(true)
}

// scanBalanced scans raw text. Inside brackets anything goes; at depth 0 a
// value stops at ',', white space or a closing bracket, a literal stops
// only at a closing bracket.
func (l *lexer) scanBalanced(literal bool) stateFn {
	var stack []byte
	for l.pos < len(l.input) {
		c := l.input[l.pos]
		switch c {
		case '"':
			strStart := l.pos
			l.pos++
			if !l.scanString() {
				l.start = strStart
				return l.errorf(`unterminated string: expected closing '"', found EOF`)
			}
			continue
		case '/':
			if l.pos+1 < len(l.input) && l.input[l.pos+1] == '*' {
				cstart := l.pos
				l.pos++
				if !l.blockComment() {
					l.start = cstart
					return l.errorf(`unterminated comment: expected "*/", found EOF`)
				}
				continue
			}
		case '(', '[', '{':
			stack = append(stack, closing(c))
		case ')', ']', '}':
			if len(stack) == 0 {
				return l.emitRaw()
			}
			if want := stack[len(stack)-1]; c != want {
				l.start = l.pos
				return l.errorf("expected '%c', found '%c'", want, c)
			}
			stack = stack[:len(stack)-1]
		case ',', ' ', '\t', '\r', '\n':
			if len(stack) == 0 && !literal {
				return l.emitRaw()
			}
		}
		l.pos++
	}
	if len(stack) > 0 {
		return l.errorf("unterminated value: expected '%c', found EOF", stack[len(stack)-1])
	}
	return l.emitRaw()
}

func (l *lexer) emitRaw() stateFn {
	l.emit(itemRaw)
	// A raw item spanning lines sets no nl of its own; the newline inside
	// it belongs to it, not to the next item.
	return nil
}

// lexTable scans the body of a stack-frame table (FileNames,
// FunctionNames, FileLocations, StackFrames) whose title is already
// consumed: the rest of the title line and every following line that
// starts with a digit.
func lexTable(l *lexer) stateFn {
	l.start = l.pos
	end := l.pos
	for {
		i := strings.IndexByte(l.input[l.pos:], '\n')
		if i < 0 {
			l.pos = len(l.input)
			end = l.pos
			break
		}
		end = l.pos + i
		next := end + 1
		for next < len(l.input) && (l.input[next] == ' ' || l.input[next] == '\t') {
			next++
		}
		if next >= len(l.input) || !isDigit(int(l.input[next])) {
			break
		}
		l.pos = next
	}
	l.pos = end
	return l.emit(itemRaw)
}
