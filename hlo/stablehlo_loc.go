package hlo

// Source locations in StableHLO text. lowered.as_text(debug_info=True) is
// the only text JAX prints that carries the user's Python lines: every
// operation, function argument and block argument ends with a location,
// loc(...), and the locations themselves are mostly aliases defined at
// the top level before or after the module (MLIR LangRef, "Locations" and
// "Attribute aliases"):
//
//	#loc5  = loc("model.py":28:24 to :32)            file, line, column (range)
//	#loc18 = loc("mlp.<locals>.loss"(#loc5))         a name over a child location
//	#loc33 = loc(callsite(#loc18 at #loc30))         callee at caller
//	#loc41 = loc("jit(step)/jvp()/dot_general"(#loc33))
//	%0 = stablehlo.dot_general ... loc(#loc41)
//	#loc14 = loc(fused[#loc8, #loc9])                 several at once
//	loc(unknown)
//
// The reader turns an operation's location into the metadata XLA's own
// export writes (xla/hlo/translate/mhlo_to_hlo/location_exporter.cc,
// CreateOpMetadataFromLocation), so the module is the one
// as_text(dialect="hlo", debug_info=True) would give:
//
//   - op_name is GetNameFromLocImpl's: the names of the name locations met
//     first, not looking under a name (its child is where the name was
//     written: the function's frames), a call site through its callee
//     only, a fused location through each part in order; names ending in
//     ':' (an op type, "jit:") are left out and a name is cut at '@';
//     several names are joined by ';'.
//   - source_file and source_line are the innermost frame of the call
//     stack under the name (StackFrameIndexBuilder's last frame): the
//     first file location met looking under names, through a call site's
//     callee before its caller, and through a fused location's parts in
//     order.
//
// Worked example, for the op above: #loc41 is a name, so op_name is
// "jit(step)/jvp()/dot_general"; its child #loc33 is a call site whose
// callee #loc18 is a name over #loc5, so the source is model.py:28.
//
// An alias is resolved once (a result per alias, so a chain of call sites
// sharing their callers is linear in the text, not exponential); an alias
// used but never defined, one defined twice, or a cycle of aliases is a
// positioned error, and locations nest at most maxLocDepth deep (a
// Python stack is a few levels per frame: JAX's dumps nest a few dozen
// deep). An op_name keeps at most maxLocNames names: a fused location of
// fused locations doubles them at each level.

import (
	"strconv"
	"strings"
)

const (
	maxLocDepth = 1000
	maxLocNames = 64
)

// locRef is a location as the text writes it: the inside of loc(...) and
// its offset in the source. The zero locRef is no location.
type locRef struct {
	body string
	off  int
}

// locAlias is one "#name = loc(...)" definition.
type locAlias struct {
	ref locRef
	// state is 0 before resolving, 1 while resolving (a cycle meets it
	// again), 2 when info holds the result.
	state int
	info  locInfo
}

// locInfo is what a location gives an instruction's metadata.
type locInfo struct {
	names []string // op_name's parts, joined by ';'
	file  string
	line  int
	found bool // file and line are set
}

// metadata returns the metadata={...} text for info, "" when it has
// nothing to say.
func (info locInfo) metadata() string {
	if len(info.names) == 0 && !info.found {
		return ""
	}
	var b []byte
	b = append(b, '{')
	sep := ""
	if len(info.names) > 0 {
		b = append(b, "op_name="...)
		b = appendQuoted(b, strings.Join(info.names, ";"))
		sep = " "
	}
	if info.found {
		b = append(b, sep...)
		b = append(b, "source_file="...)
		b = appendQuoted(b, info.file)
		b = append(b, " source_line="...)
		b = strconv.AppendInt(b, int64(info.line), 10)
	}
	return string(append(b, '}'))
}

// locAliasDef reads a top-level "#name = loc(...)" definition at r.off.
// Other attribute aliases are refused: the reader has no use for them.
func (r *mlirReader) locAliasDef() {
	off := r.off
	r.off++ // '#'
	start := r.off
	for r.off < len(r.src) && isMLIRNameByte(r.src[r.off]) {
		r.off++
	}
	name := r.src[off:r.off]
	if r.off == start {
		r.fail(off, "expected an alias name after '#', found %s", r.describe())
	}
	r.skipInline()
	if !strings.HasPrefix(r.src[r.off:], "=") {
		r.fail(r.off, "expected '=' after alias %s, found %s", name, r.describe())
	}
	r.off++
	r.skipInline()
	if !strings.HasPrefix(r.src[r.off:], "loc(") {
		r.fail(off, "alias %s is not a location: the reader takes location aliases (#name = loc(...)) only", name)
	}
	r.off += len("loc")
	open := r.off
	whole := r.balanced()
	if r.locAliases == nil {
		r.locAliases = map[string]*locAlias{}
	}
	if _, dup := r.locAliases[name]; dup {
		r.fail(off, "location alias %s defined twice", name)
	}
	r.locAliases[name] = &locAlias{ref: locRef{whole[1 : len(whole)-1], open + 1}}
}

// noteLoc records a loc(...) trailer the reader stepped over: whole is
// "(...)" at off. The last one recorded is the location of what was read
// last (an op's trailer ends the op).
func (r *mlirReader) noteLoc(whole string, off int) {
	if len(whole) >= 2 {
		r.lastLoc = locRef{whole[1 : len(whole)-1], off + 1}
	}
}

// takeLoc returns the location recorded last and forgets it.
func (r *mlirReader) takeLoc() locRef {
	l := r.lastLoc
	r.lastLoc = locRef{}
	return l
}

// resolveLocs gives every emitted line its metadata from its location,
// once the whole text (and every alias after the module) is read.
func (r *mlirReader) resolveLocs() {
	for _, c := range r.comps {
		for i := range c.lines {
			l := &c.lines[i]
			if l.loc.body == "" {
				continue
			}
			l.meta = r.locInfoOf(l.loc, 0).metadata()
		}
	}
}

// locInfoOf resolves a location's text; depth counts the locations
// around it.
func (r *mlirReader) locInfoOf(ref locRef, depth int) locInfo {
	p := locParser{r: r, src: ref.body, base: ref.off}
	info := p.loc(depth)
	p.space()
	if p.i < len(p.src) {
		r.fail(p.base+p.i, "unexpected %s after the location", strconv.Quote(clipText(p.src[p.i:], 20)))
	}
	return info
}

// locParser reads one location's text, src at offset base in the file.
type locParser struct {
	r    *mlirReader
	src  string
	base int
	i    int
}

func (p *locParser) space() {
	for p.i < len(p.src) && strings.IndexByte(" \t\r\n", p.src[p.i]) >= 0 {
		p.i++
	}
}

func (p *locParser) fail(format string, args ...any) {
	p.r.fail(p.base+p.i, format, args...)
}

func (p *locParser) found() string {
	if p.i >= len(p.src) {
		return "the end of the location"
	}
	return strconv.Quote(clipText(p.src[p.i:], 20))
}

func (p *locParser) accept(s string) bool {
	p.space()
	if strings.HasPrefix(p.src[p.i:], s) {
		p.i += len(s)
		return true
	}
	return false
}

func (p *locParser) expect(s string) {
	if !p.accept(s) {
		p.fail("expected %q in the location, found %s", s, p.found())
	}
}

// str reads a quoted MLIR string and returns it unescaped (\\, \", \n,
// \t and two hex digits, as MLIR's printer writes them).
func (p *locParser) str() string {
	p.space()
	if p.i >= len(p.src) || p.src[p.i] != '"' {
		p.fail("expected a string in the location, found %s", p.found())
	}
	start := p.i
	var b []byte
	for p.i++; p.i < len(p.src); p.i++ {
		c := p.src[p.i]
		switch {
		case c == '"':
			p.i++
			return string(b)
		case c == '\\' && p.i+1 < len(p.src):
			p.i++
			switch e := p.src[p.i]; e {
			case 'n':
				b = append(b, '\n')
			case 't':
				b = append(b, '\t')
			case '\\', '"':
				b = append(b, e)
			default:
				if v, err := strconv.ParseUint(p.src[p.i:min(p.i+2, len(p.src))], 16, 8); err == nil && p.i+2 <= len(p.src) {
					b = append(b, byte(v))
					p.i++
				} else {
					p.fail("bad escape in a location string")
				}
			}
		default:
			b = append(b, c)
		}
	}
	p.i = start
	p.fail("unterminated string in the location")
	return ""
}

// number reads a decimal line or column number.
func (p *locParser) number() int {
	p.space()
	start := p.i
	for p.i < len(p.src) && p.src[p.i] >= '0' && p.src[p.i] <= '9' {
		p.i++
	}
	n, err := strconv.Atoi(p.src[start:p.i])
	if err != nil || n > 1<<31-1 {
		p.i = start
		p.fail("expected a line or column number in the location, found %s", p.found())
	}
	return n
}

// loc reads one location (without its "loc" keyword) nested depth deep.
func (p *locParser) loc(depth int) locInfo {
	if depth >= maxLocDepth {
		p.fail("locations nested more than %d deep", maxLocDepth)
	}
	p.space()
	rest := p.src[p.i:]
	switch {
	case strings.HasPrefix(rest, "#"):
		start := p.i
		p.i++
		for p.i < len(p.src) && isMLIRNameByte(p.src[p.i]) {
			p.i++
		}
		return p.alias(p.src[start:p.i], start, depth)
	case strings.HasPrefix(rest, "unknown"):
		p.i += len("unknown")
		return locInfo{}
	case strings.HasPrefix(rest, "callsite"):
		p.i += len("callsite")
		p.expect("(")
		callee := p.loc(depth + 1)
		p.space()
		if !strings.HasPrefix(p.src[p.i:], "at") {
			p.fail("expected \"at\" in callsite(callee at caller), found %s", p.found())
		}
		p.i += len("at")
		caller := p.loc(depth + 1)
		p.expect(")")
		info := locInfo{names: callee.names, file: callee.file, line: callee.line, found: callee.found}
		if !info.found {
			info.file, info.line, info.found = caller.file, caller.line, caller.found
		}
		return info
	case strings.HasPrefix(rest, "fused"):
		p.i += len("fused")
		p.space()
		if strings.HasPrefix(p.src[p.i:], "<") {
			// fused<metadata>[...]: the metadata attribute is not a
			// location; skip it whole.
			d := 0
			for ; p.i < len(p.src); p.i++ {
				if p.src[p.i] == '<' {
					d++
				} else if p.src[p.i] == '>' {
					if d--; d == 0 {
						p.i++
						break
					}
				}
			}
			if d != 0 {
				p.fail("unterminated fused<...> metadata")
			}
		}
		p.expect("[")
		var info locInfo
		for i := 0; !p.accept("]"); i++ {
			if i > 0 {
				p.expect(",")
			}
			part := p.loc(depth + 1)
			info.names = append(info.names, part.names[:min(len(part.names), maxLocNames-len(info.names))]...)
			if !info.found && part.found {
				info.file, info.line, info.found = part.file, part.line, true
			}
		}
		return info
	case strings.HasPrefix(rest, `"`):
		s := p.str()
		p.space()
		if strings.HasPrefix(p.src[p.i:], ":") {
			// "file":line[:col][ to [line]:col]
			p.i++
			line := p.number()
			if p.accept(":") {
				p.number()
			}
			p.space()
			if strings.HasPrefix(p.src[p.i:], "to") {
				p.i += len("to")
				p.space()
				if !strings.HasPrefix(p.src[p.i:], ":") {
					p.number()
				}
				p.expect(":")
				p.number()
			}
			return locInfo{file: s, line: line, found: true}
		}
		var info locInfo
		if name, _, _ := strings.Cut(s, "@"); !strings.HasSuffix(name, ":") {
			info.names = []string{name}
		}
		if p.accept("(") {
			child := p.loc(depth + 1)
			p.expect(")")
			info.file, info.line, info.found = child.file, child.line, child.found
		}
		return info
	}
	p.fail("expected a location (a string, callsite, fused, unknown or #alias), found %s", p.found())
	return locInfo{}
}

// alias resolves a use of alias name (at start in the location's text).
func (p *locParser) alias(name string, start, depth int) locInfo {
	a := p.r.locAliases[name]
	if a == nil || len(name) < 2 {
		p.i = start
		p.fail("location alias %s is not defined", name)
	}
	switch a.state {
	case 1:
		p.i = start
		p.fail("location alias %s refers to itself", name)
	case 2:
		return a.info
	}
	a.state = 1
	a.info = p.r.locInfoOf(a.ref, depth+1)
	a.state = 2
	return a.info
}
