package hlo

import (
	"strconv"
	"strings"
)

// elementTypes maps every primitive type name of HLO text to itself, so
// that a parsed shape holds a constant string rather than a piece of the
// source.
var elementTypes = func() map[string]ElementType {
	m := make(map[string]ElementType)
	for _, s := range []string{
		"pred",
		"s1", "s2", "s4", "s8", "s16", "s32", "s64",
		"u1", "u2", "u4", "u8", "u16", "u32", "u64",
		"f16", "bf16", "f32", "f64",
		"f8e5m2", "f8e4m3", "f8e4m3fn", "f8e4m3b11fnuz", "f8e5m2fnuz", "f8e4m3fnuz",
		"f8e3m4", "f8e8m0fnu",
		"f6e2m3fn", "f6e3m2fn", "f4e2m1fn",
		"c64", "c128",
		"token", "opaque",
	} {
		m[s] = ElementType(s)
	}
	return m
}()

// elementType returns the element type spelled s, or "" when s names none.
func elementType(s string) ElementType { return elementTypes[s] }

// parseShape parses an array, tuple, token or opaque shape.
func (p *parser) parseShape() Shape {
	// p.depth is restored on return; after a syntax error, protect
	// resets it.
	p.depth++
	if p.depth > maxDepth {
		p.errorAt(p.tok.pos, "expected a shape, found tuples nested deeper than "+strconv.Itoa(maxDepth)+" levels")
		panic(syncError{})
	}
	if p.tok.typ == itemLParen {
		p.next()
		s := Shape{Element: TupleElement, Tuple: []Shape{}}
		for p.tok.typ != itemRParen {
			s.Tuple = append(s.Tuple, p.parseShape())
			if p.tok.typ == itemComma {
				p.next()
			} else if p.tok.typ != itemRParen {
				p.fail("',' or ')' in a tuple shape")
			}
		}
		p.next()
		p.depth--
		return s
	}
	p.depth--
	if p.tok.typ != itemIdent || p.tok.percent {
		p.fail("a shape")
	}
	et := elementType(p.tok.val)
	if et == "" {
		p.fail("a shape's element type (pred, s32, f32, bf16, ...)")
	}
	s := Shape{Element: et}
	p.next()
	if p.tok.typ != itemLBrack {
		p.fail("'[' after element type " + string(et))
	}
	p.next()
	p.dims, p.dyn = p.dims[:0], p.dyn[:0]
	dynamic := false
	for p.tok.typ != itemRBrack {
		switch p.tok.typ {
		case itemQuestion:
			p.next()
			p.dims = append(p.dims, -1)
			p.dyn = append(p.dyn, true)
			dynamic = true
		case itemLE:
			p.next()
			p.dims = append(p.dims, p.expectDim())
			p.dyn = append(p.dyn, true)
			dynamic = true
		default:
			p.dims = append(p.dims, p.expectDim())
			p.dyn = append(p.dyn, false)
		}
		if p.tok.typ == itemComma {
			p.next()
		} else if p.tok.typ != itemRBrack {
			p.fail("',' or ']' in the dimensions of a shape")
		}
	}
	rbrack := p.tok
	p.next()
	if len(p.dims) > 0 {
		s.Dims = append([]int64(nil), p.dims...)
		if dynamic {
			s.Dynamic = append([]bool(nil), p.dyn...)
		}
	} else if et != "token" && et != "opaque" {
		s.Dims = []int64{}
	}
	// A layout is written right after ']'; a '{' after white space is
	// something else (the body of a computation after its signature).
	if p.tok.typ == itemLBrace && p.tok.pos == rbrack.end {
		s.Layout = p.parseLayout(len(s.Dims))
	}
	return s
}

// expectDim consumes a dimension size.
func (p *parser) expectDim() int64 {
	if p.tok.typ == itemNumber {
		if n, err := strconv.ParseInt(p.tok.val, 10, 64); err == nil && n >= 0 {
			p.next()
			return n
		}
	}
	p.fail("a dimension size")
	return 0
}

// parseLayout parses "{minor_to_major:items}" for a shape of the given rank.
func (p *parser) parseLayout(rank int) *Layout {
	start := p.tok.pos
	p.next()
	// One allocation holds the layout and, for rank up to 6, its
	// minor_to_major.
	buf := &struct {
		l   Layout
		m2m [6]int
	}{}
	l := &buf.l
	m2m := buf.m2m[:0]
	for p.tok.typ == itemNumber {
		m2m = append(m2m, p.expectSmallInt("a dimension number"))
		if p.tok.typ == itemComma {
			p.next()
			if p.tok.typ != itemNumber {
				p.fail("a dimension number in the layout")
			}
		}
	}
	if len(m2m) > 0 {
		l.MinorToMajor = m2m[:len(m2m):len(m2m)]
	}
	if p.tok.typ == itemColon {
		p.next()
		for p.tok.typ != itemRBrace {
			p.parseLayoutItem(l)
		}
	}
	if p.tok.typ != itemRBrace {
		p.fail("',', ':' or '}' in a layout")
	}
	end := p.tok.end
	p.next()
	if len(l.MinorToMajor) > 0 {
		ok := len(l.MinorToMajor) == rank
		var seen []bool
		var small uint64 // seen, for rank up to 64
		if ok && rank > 64 {
			seen = make([]bool, rank)
		}
		for _, d := range l.MinorToMajor {
			if !ok || d >= rank {
				ok = false
				break
			}
			if seen == nil {
				if small&(1<<d) != 0 {
					ok = false
					break
				}
				small |= 1 << d
			} else {
				if seen[d] {
					ok = false
					break
				}
				seen[d] = true
			}
		}
		if !ok {
			p.errorAt(start, "bad layout "+p.src[start:end]+": expected a permutation of 0.."+
				strconv.Itoa(rank-1)+" for a shape of rank "+strconv.Itoa(rank)+
				", found "+strconv.Itoa(len(l.MinorToMajor))+" dimension numbers")
			panic(syncError{})
		}
	}
	return l
}

// parseLayoutItem parses one item after the ':' of a layout: T(...)...,
// E(n), S(n), or any other X(...) kept raw in Extra.
func (p *parser) parseLayoutItem(l *Layout) {
	start := p.tok.pos
	var name string
	switch p.tok.typ {
	case itemIdent:
		name = p.tok.val
	case itemStar, itemHash:
		name = p.tok.val
	default:
		p.fail("a layout item such as T(8,128), E(4) or S(1)")
	}
	p.next()
	if p.tok.typ != itemLParen || p.tok.pos != start+len(name) {
		p.fail("'(' after layout item " + name)
	}
	switch name {
	case "T":
		for p.tok.typ == itemLParen {
			p.next()
			var t Tile
			for p.tok.typ != itemRParen {
				if p.tok.typ == itemStar {
					t.Dims = append(t.Dims, -1)
					p.next()
				} else {
					t.Dims = append(t.Dims, p.expectDim())
				}
				if p.tok.typ == itemComma {
					p.next()
				} else if p.tok.typ != itemRParen {
					p.fail("',' or ')' in a tile")
				}
			}
			p.next()
			l.Tiles = append(l.Tiles, t)
		}
	case "E", "S":
		p.next()
		n := p.expectSmallInt("a number in " + name + "(...)")
		p.expect(itemRParen, "')' after "+name+"(n")
		if name == "E" {
			l.ElementSizeBits = n
		} else {
			l.MemorySpace = n
		}
	default:
		depth := 0
		for {
			switch p.tok.typ {
			case itemLParen:
				depth++
			case itemRParen:
				depth--
			case itemEOF, itemSep, itemRBrace, itemLBrace:
				p.fail("')' closing layout item " + name)
			}
			end := p.tok.end
			p.next()
			if depth == 0 {
				l.Extra = append(l.Extra, p.src[start:end])
				break
			}
		}
	}
}

// parseMetadata extracts op_name, source_file and source_line from the
// raw text of metadata={...}. Fields it does not know are skipped; raw is
// kept whole for printing.
func parseMetadata(raw string) Metadata {
	md := Metadata{Raw: raw}
	s := raw
	if len(s) < 2 || s[0] != '{' {
		return md
	}
	s = s[1:]
	for {
		s = strings.TrimLeft(s, " \t\r\n,")
		eq := strings.IndexByte(s, '=')
		if eq <= 0 {
			return md
		}
		key := strings.TrimSpace(s[:eq])
		s = s[eq+1:]
		var val string
		if strings.HasPrefix(s, `"`) {
			n := quotedLen(s)
			if n < 0 {
				return md
			}
			val, s = unquote(s[:n]), s[n:]
		} else {
			n := valueLen(s)
			val, s = s[:n], s[n:]
		}
		switch key {
		case "op_name":
			md.OpName = val
		case "source_file":
			md.SourceFile = val
		case "source_line":
			if n, err := strconv.Atoi(val); err == nil {
				md.SourceLine = n
			}
		case "stack_frame_id":
			if n, err := strconv.Atoi(val); err == nil {
				md.StackFrame = n
			}
		}
	}
}

// quotedLen returns the length of the quoted string at the start of s,
// or -1 when it is not closed.
func quotedLen(s string) int {
	for i := 1; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '"':
			return i + 1
		}
	}
	return -1
}

// valueLen returns the length of the unquoted value at the start of s:
// up to white space or a ',' or '}' outside brackets.
func valueLen(s string) int {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '{', '(', '[':
			depth++
		case '}', ')', ']':
			if depth == 0 {
				return i
			}
			depth--
		case ' ', '\t', '\r', '\n', ',':
			if depth == 0 {
				return i
			}
		}
	}
	return len(s)
}

// unquote removes the quotes of a C-escaped string (as XLA writes them);
// an escape it does not know is kept as written.
func unquote(q string) string {
	s := q[1 : len(q)-1]
	if strings.IndexByte(s, '\\') < 0 {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 == len(s) {
			b.WriteByte(c)
			continue
		}
		i++
		switch e := s[i]; e {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		case '"', '\'', '\\', '?':
			b.WriteByte(e)
		default:
			b.WriteByte('\\')
			b.WriteByte(e)
		}
	}
	return b.String()
}
