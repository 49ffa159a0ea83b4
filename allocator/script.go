package allocator

// The run-script format.
//
// A script describes what a JAX training loop does with device memory, one
// statement a line ('#' starts a comment; a word with spaces may be written
// in double quotes):
//
//	program NAME hlo PATH [MODULE]
//	    a program compiled from an HLO file; the caller (the planner's cmd
//	    layer) plans it and fills in its sizes and aliasing. PATH is
//	    relative to the script's folder; MODULE names one module of a file
//	    that holds several.
//	program NAME [args SIZE...] [outputs SIZE...] [temp SIZE] [alias OUT:ARG...] [donate ARG...]
//	    a program given by its sizes: each argument and output array, the
//	    temp block, the outputs that reuse a donated argument's buffer
//	    (input_output_alias; indices from 0) and the arguments donated
//	    without an output to take them (buffer_donor).
//	put NAME SIZE... [| SIZE...]...
//	    a host-to-device transfer: NAME becomes a group of new arrays of
//	    these sizes (a batch, restored parameters). Alternatives after '|'
//	    are taken in turn by the iterations of the innermost repeat.
//	put NAME from PROG [ARG...] [| ...]
//	    the same, the sizes read from the program's arguments: each ARG is
//	    an argument index (from 0), a range I:J (I to J−1, as Python
//	    slices), or a pattern over the arguments' names in the module
//	    (path.Match: p_*, m_*, x; a name matches with or without the
//	    ".N" suffix the dump adds; a tuple parameter's leaves are
//	    NAME/i, NAME/i/j, and NAME takes them all); no ARG takes every
//	    argument. The arrays are in argument
//	    order, each ARG's in turn. An alternative may be sizes or a from.
//	run PROG[|PROG...] ARG... [-> OUT...] [nodonate]
//	    one execution. Each ARG is a NAME, or NAME:N for a group of N
//	    arrays; together they must match the program's arguments. Each OUT
//	    is NAME or NAME:N (bind), NAME[] or NAME[]:N (append to a list that
//	    stays alive: the loss list of jax#9064), or _ or _:N (dropped at
//	    once). Binding a name that holds arrays drops those after the run.
//	    nodonate runs without donation (arguments still referenced
//	    elsewhere, such as restored checkpoint arrays).
//	drop NAME...
//	    release the arrays (Python drops its last reference).
//	defrag
//	    JAX's explicit defragmentation: every live array to host and back.
//	repeat N {
//	    ...
//	}
//	every K {
//	    ...       (inside repeat: on iterations K, 2K, ... of the innermost)
//	}
//
// Blocks nest at most maxNesting (100) deep.
//
// Steps: every top-level statement is one step, and so is every iteration
// of a top-level repeat; the simulator reports memory at the end of each.
//
// Sizes are byte counts with an optional unit: 1048576, 512KiB, 1.5GiB.
// Errors are positioned (file:line:col); the whole script is read before
// any error is returned, so several are reported at once.

import (
	"fmt"
	"path"
	"sort"
	"strconv"
	"strings"
	"unicode"
)

// Pos is a position in a script.
type Pos struct {
	File      string
	Line, Col int
}

// String writes the position as file:line:col.
func (p Pos) String() string { return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col) }

// Error is a script error at a position.
type Error struct {
	Pos Pos
	Msg string
}

// Error writes the error as file:line:col: message.
func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

// ErrorList is a list of script errors, sorted by position.
type ErrorList []*Error

// Add appends an error.
func (l *ErrorList) Add(pos Pos, format string, args ...any) {
	*l = append(*l, &Error{Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

// Error writes the first error, and how many more there are.
func (l ErrorList) Error() string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].Error()
	}
	return fmt.Sprintf("%s (and %d more errors)", l[0], len(l)-1)
}

// Err returns the list sorted, or nil when it is empty.
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i].Pos, l[j].Pos
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
	return l
}

// Unwrap returns the errors, for errors.As.
func (l ErrorList) Unwrap() []error {
	out := make([]error, len(l))
	for i, e := range l {
		out[i] = e
	}
	return out
}

// Program is one compiled program: its argument and output arrays, its temp
// block and its aliasing.
type Program struct {
	// Name is the script's name for it.
	Name string
	// Pos is where the script declares it.
	Pos Pos
	// Source is the HLO file for "program NAME hlo PATH", as written; empty
	// for a program given by sizes. Module is the module named after it.
	Source, Module string
	// Args and Outputs are the sizes of its argument and output arrays.
	Args, Outputs []int64
	// Temp is its temp block (XLA's preallocated temp allocation).
	Temp int64
	// Alias[i] is the argument output i reuses when that argument is
	// donated, or -1; nil means none.
	Alias []int
	// Donate lists arguments donated with no output to take their buffer.
	Donate []int
	// ArgNames are the argument arrays' names in the module (parameter
	// names, NAME/i/j for a tuple's leaves), for put ... from; nil for a
	// program given by sizes.
	ArgNames []string
}

// Script is a parsed run script.
type Script struct {
	// Filename is the script's file name, as given.
	Filename string
	// Programs are the programs in declaration order.
	Programs []*Program
	// Names are the array names, indexed by slot; List[slot] says whether
	// a name is a list (NAME[]).
	Names []string
	List  []bool
	// Body is the top-level statements.
	Body []*Stmt
}

// StmtKind is what a statement does.
type StmtKind uint8

// Statement kinds.
const (
	Put StmtKind = iota
	Run
	Drop
	Defrag
	Repeat
	Every
)

var stmtNames = [...]string{"put", "run", "drop", "defrag", "repeat", "every"}

// String is the statement's keyword in a run script.
func (k StmtKind) String() string { return stmtNames[k] }

// Stmt is one statement.
type Stmt struct {
	Kind StmtKind
	Pos  Pos
	// Progs are the alternatives of run (program indices).
	Progs []int
	// Args are run's arguments and drop's names; put's one name.
	Args []Ref
	// Outs are run's outputs.
	Outs []Ref
	// Sizes are put's alternatives, each the sizes of the group's arrays;
	// an alternative read from a program (From[k] not nil) is filled in by
	// NewSimulator, once the program's sizes are known.
	Sizes [][]int64
	// From are put's alternatives read from a program's arguments, nil
	// for those given by sizes; nil when there are none.
	From []*ArgsFrom
	// NoDonate runs without donation.
	NoDonate bool
	// Count is repeat's N and every's K.
	Count int64
	// Body is repeat's and every's statements.
	Body []*Stmt
}

// ArgsFrom is "from PROG ARG...": arrays sized as some of a program's
// arguments.
type ArgsFrom struct {
	// Pos is where "from" is written.
	Pos Pos
	// Prog is the program (its index), Name its name as written.
	Prog int
	Name string
	// Specs are the ARGs: indices, ranges or name patterns; none for every
	// argument.
	Specs []ArgSpec
}

// ArgSpec is one ARG of put ... from.
type ArgSpec struct {
	Pos  Pos
	Text string
}

// Ref is a use of a name in a statement.
type Ref struct {
	Pos Pos
	// Slot is the name's slot; -1 for _ (dropped).
	Slot int
	// N is the number of arrays (NAME:N), 1 without a count.
	N int
	// Append is NAME[]: outputs appended to a list.
	Append bool
}

// maxStatements caps the statements a script may execute, counting
// repeats: a work limit, not a time limit.
const maxStatements = 100_000_000

// maxNesting caps how deep repeat and every blocks nest.
const maxNesting = 100

// token is one word of a line.
type token struct {
	text   string
	col    int
	quoted bool
}

// ParseScript reads a run script. It never panics; every problem is an
// ErrorList entry with its position.
func ParseScript(filename string, src []byte) (*Script, error) {
	p := &scriptParser{s: &Script{Filename: filename}, slots: map[string]int{}, progs: map[string]int{}}
	type frame struct {
		stmt  *Stmt
		body  *[]*Stmt
		depth int // repeats around it, this one included
	}
	stack := []frame{{body: &p.s.Body}}
	for i, line := range strings.Split(string(src), "\n") {
		p.line = i + 1
		if i == 0 {
			// A byte order mark (an editor's) is skipped, and line 1's
			// columns count after it, as the HLO and CSV readers do.
			line = strings.TrimPrefix(line, "\ufeff")
		}
		toks := p.tokens(strings.TrimSuffix(line, "\r"))
		if len(toks) == 0 {
			continue
		}
		top := &stack[len(stack)-1]
		word := toks[0].text
		if toks[0].quoted {
			word = ""
		}
		switch word {
		case "}":
			if len(toks) > 1 {
				p.errAt(toks[1], "unexpected %q after '}'", toks[1].text)
			}
			if len(stack) == 1 {
				p.errAt(toks[0], "'}' without a repeat or every to close")
				continue
			}
			stack = stack[:len(stack)-1]
		case "program":
			if len(stack) > 1 {
				p.errAt(toks[0], "program declared inside a block; declare programs at the top level")
			}
			p.program(toks)
		case "repeat", "every":
			st := &Stmt{Kind: Repeat, Pos: p.pos(toks[0])}
			if word == "every" {
				st.Kind = Every
				if top.depth == 0 {
					p.errAt(toks[0], "every outside a repeat")
				}
			}
			if len(toks) != 3 || toks[2].text != "{" || toks[2].quoted {
				p.errAt(toks[0], "want %s N {", word)
			}
			if len(toks) > 1 {
				n, err := strconv.ParseInt(toks[1].text, 10, 64)
				if err != nil || n < 1 || n > maxStatements {
					p.errAt(toks[1], "want a count from 1 to %d, got %q", maxStatements, toks[1].text)
					n = 1
				}
				st.Count = n
			}
			if len(stack) > maxNesting {
				// The block is read, for its braces, but kept out of
				// the script: the walks over it recurse once per level,
				// and 10^6 nested repeats overflowed the stack.
				if !p.tooDeep {
					p.errAt(toks[0], "blocks nested deeper than %d levels", maxNesting)
					p.tooDeep = true
				}
			} else {
				*top.body = append(*top.body, st)
			}
			depth := top.depth
			if st.Kind == Repeat {
				depth++
			}
			stack = append(stack, frame{stmt: st, body: &st.Body, depth: depth})
		case "put":
			*top.body = append(*top.body, p.put(toks))
		case "run":
			*top.body = append(*top.body, p.run(toks))
		case "drop":
			st := &Stmt{Kind: Drop, Pos: p.pos(toks[0])}
			if len(toks) == 1 {
				p.errAt(toks[0], "want drop NAME...")
			}
			for _, t := range toks[1:] {
				r := p.ref(t, false)
				if r.Slot < 0 || r.Append {
					p.errAt(t, "drop wants names, got %q", t.text)
					continue
				}
				st.Args = append(st.Args, r)
			}
			*top.body = append(*top.body, st)
		case "defrag":
			if len(toks) > 1 {
				p.errAt(toks[1], "defrag takes no arguments")
			}
			*top.body = append(*top.body, &Stmt{Kind: Defrag, Pos: p.pos(toks[0])})
		default:
			p.errAt(toks[0], "unknown statement %q: want program, put, run, drop, defrag, repeat, every or }", toks[0].text)
		}
	}
	if len(stack) > 1 {
		st := stack[len(stack)-1].stmt
		p.errs.Add(st.Pos, "%s block is not closed with '}'", st.Kind)
	}
	// Every run names a declared program; declarations may come later.
	var walk func([]*Stmt)
	walk = func(body []*Stmt) {
		for _, st := range body {
			for k, name := range p.pendingProgs[st] {
				if i, ok := p.progs[name.text]; ok {
					st.Progs[k] = i
				} else {
					p.errAt(name, "unknown program %q", name.text)
				}
			}
			for _, f := range st.From {
				if f == nil {
					continue
				}
				if i, ok := p.progs[f.Name]; ok {
					f.Prog = i
				} else {
					p.errs.Add(Pos{p.s.Filename, f.Pos.Line, p.pendingFrom[f].col}, "unknown program %q", f.Name)
				}
			}
			walk(st.Body)
		}
	}
	walk(p.s.Body)
	if n := statements(p.s.Body); n > maxStatements {
		p.errs.Add(Pos{filename, 1, 1}, "the script executes more than %d statements", maxStatements)
	}
	if err := p.errs.Err(); err != nil {
		return nil, err
	}
	return p.s, nil
}

// statements counts the statements body executes, saturating above
// maxStatements.
func statements(body []*Stmt) int64 {
	var n int64
	for _, st := range body {
		k := int64(1)
		if st.Kind == Repeat || st.Kind == Every {
			inner := statements(st.Body)
			if st.Kind == Repeat {
				if inner > 0 && st.Count > maxStatements/inner {
					return maxStatements + 1
				}
				inner *= st.Count
			}
			k += inner
		}
		n += k
		if n > maxStatements {
			return maxStatements + 1
		}
	}
	return n
}

// scriptParser is ParseScript's state.
type scriptParser struct {
	// s is the script being built.
	s *Script
	// line is the current line number.
	line int
	// slots maps array names to slots, progs program names to indices.
	slots, progs map[string]int
	// pendingProgs holds each run's program names until all are declared,
	// pendingFrom each put ... from's.
	pendingProgs map[*Stmt][]token
	pendingFrom  map[*ArgsFrom]token
	// errs collects the errors.
	errs ErrorList
	// tooDeep is set once a block nested deeper than maxNesting has been
	// reported.
	tooDeep bool
}

func (p *scriptParser) pos(t token) Pos { return Pos{p.s.Filename, p.line, t.col} }

func (p *scriptParser) errAt(t token, format string, args ...any) {
	p.errs.Add(p.pos(t), format, args...)
}

// tokens splits a line into words: '#' starts a comment, double quotes
// keep spaces, and '{', '}', '|' and '->' are words of their own.
func (p *scriptParser) tokens(line string) []token {
	var out []token
	i := 0
	for i < len(line) {
		c := line[i]
		switch {
		case c == '#':
			return out
		case c == ' ' || c == '\t':
			i++
		case c == '"':
			j := strings.IndexByte(line[i+1:], '"')
			if j < 0 {
				p.errs.Add(Pos{p.s.Filename, p.line, i + 1}, "unterminated string")
				return out
			}
			out = append(out, token{text: line[i+1 : i+1+j], col: i + 1, quoted: true})
			i += j + 2
		case c == '{' || c == '}' || c == '|':
			out = append(out, token{text: line[i : i+1], col: i + 1})
			i++
		case c == '-' && i+1 < len(line) && line[i+1] == '>':
			out = append(out, token{text: "->", col: i + 1})
			i += 2
		default:
			j := i
			for j < len(line) && !strings.ContainsRune(" \t#\"{}|", rune(line[j])) && !(line[j] == '-' && j+1 < len(line) && line[j+1] == '>') {
				j++
			}
			out = append(out, token{text: line[i:j], col: i + 1})
			i = j
		}
	}
	return out
}

// validName reports whether s can name a program or an array.
func validName(s string) bool {
	if s == "" || s == "_" || len(s) > 200 {
		return false
	}
	for i, r := range s {
		if !(r == '_' || r == '.' || r == '-' || unicode.IsLetter(r) || (i > 0 && unicode.IsDigit(r))) {
			return false
		}
	}
	return true
}

// program parses a program declaration.
func (p *scriptParser) program(toks []token) {
	if len(toks) < 2 || !validName(toks[1].text) {
		p.errAt(toks[0], "want program NAME hlo PATH, or program NAME args SIZE... outputs SIZE... temp SIZE")
		return
	}
	prog := &Program{Name: toks[1].text, Pos: p.pos(toks[1])}
	if _, dup := p.progs[prog.Name]; dup {
		p.errAt(toks[1], "program %q declared twice", prog.Name)
		return
	}
	p.progs[prog.Name] = len(p.s.Programs)
	p.s.Programs = append(p.s.Programs, prog)
	rest := toks[2:]
	if len(rest) > 0 && rest[0].text == "hlo" && !rest[0].quoted {
		if len(rest) != 2 && len(rest) != 3 {
			p.errAt(rest[0], "want hlo PATH [MODULE]")
			return
		}
		prog.Source = rest[1].text
		if len(rest) == 3 {
			prog.Module = rest[2].text
		}
		if prog.Source == "" {
			p.errAt(rest[1], "empty path")
		}
		return
	}
	section := ""
	seen := map[string]bool{}
	var alias []token
	for _, t := range rest {
		if !t.quoted {
			switch t.text {
			case "args", "outputs", "temp", "alias", "donate":
				if seen[t.text] {
					p.errAt(t, "%s given twice", t.text)
				}
				seen[t.text] = true
				section = t.text
				continue
			}
		}
		switch section {
		case "":
			p.errAt(t, "unexpected %q: want hlo, args, outputs, temp, alias or donate", t.text)
			return
		case "args", "outputs", "temp":
			n, err := ParseBytes(t.text)
			if err != nil {
				p.errAt(t, "%v", err)
				continue
			}
			switch section {
			case "args":
				prog.Args = append(prog.Args, n)
			case "outputs":
				prog.Outputs = append(prog.Outputs, n)
			case "temp":
				if prog.Temp != 0 {
					p.errAt(t, "temp takes one size")
				}
				prog.Temp = n
			}
		case "alias":
			alias = append(alias, t)
		case "donate":
			k, err := strconv.Atoi(t.text)
			if err != nil || k < 0 {
				p.errAt(t, "want an argument index, got %q", t.text)
				continue
			}
			prog.Donate = append(prog.Donate, k)
		}
	}
	if len(alias) > 0 {
		prog.Alias = make([]int, len(prog.Outputs))
		for i := range prog.Alias {
			prog.Alias[i] = -1
		}
	}
	for _, t := range alias {
		o, a, ok := strings.Cut(t.text, ":")
		oi, err1 := strconv.Atoi(o)
		ai, err2 := strconv.Atoi(a)
		if !ok || err1 != nil || err2 != nil || oi < 0 || ai < 0 {
			p.errAt(t, "want alias OUTPUT:ARGUMENT, got %q", t.text)
			continue
		}
		if oi >= len(prog.Outputs) || ai >= len(prog.Args) {
			p.errAt(t, "alias %s: the program has %d outputs and %d arguments", t.text, len(prog.Outputs), len(prog.Args))
			continue
		}
		if prog.Outputs[oi] != prog.Args[ai] {
			p.errAt(t, "alias %s: output of %d bytes, argument of %d", t.text, prog.Outputs[oi], prog.Args[ai])
			continue
		}
		for j, prev := range prog.Alias {
			if prev == ai && j != oi {
				p.errAt(t, "alias %s: argument %d already taken by output %d", t.text, ai, j)
			}
		}
		prog.Alias[oi] = ai
	}
	for _, k := range prog.Donate {
		if k >= len(prog.Args) {
			p.errs.Add(prog.Pos, "donate %d: the program has %d arguments", k, len(prog.Args))
		}
	}
}

// ref parses NAME, NAME:N, NAME[], NAME[]:N, _ or _:N.
func (p *scriptParser) ref(t token, output bool) Ref {
	r := Ref{Pos: p.pos(t), Slot: -1, N: 1}
	name, count, hasCount := strings.Cut(t.text, ":")
	if hasCount {
		n, err := strconv.Atoi(count)
		if err != nil || n < 1 || n > 1_000_000 {
			p.errAt(t, "want NAME:N with N from 1 to 1000000, got %q", t.text)
			return r
		}
		r.N = n
	}
	if before, ok := strings.CutSuffix(name, "[]"); ok && output {
		name, r.Append = before, true
	}
	if name == "_" && output && !r.Append {
		return r
	}
	if !validName(name) || t.quoted {
		p.errAt(t, "bad name %q", t.text)
		return r
	}
	slot, ok := p.slots[name]
	if !ok {
		slot = len(p.s.Names)
		p.slots[name] = slot
		p.s.Names = append(p.s.Names, name)
		p.s.List = append(p.s.List, r.Append)
	} else if p.s.List[slot] != r.Append && (output || r.Append) {
		p.errAt(t, "%q is used both as a list (NAME[]) and as a name", name)
	}
	r.Slot = slot
	return r
}

// put parses put NAME SIZE... [| SIZE...]... and put NAME from PROG
// [ARG...] alternatives.
func (p *scriptParser) put(toks []token) *Stmt {
	st := &Stmt{Kind: Put, Pos: p.pos(toks[0])}
	if len(toks) < 3 {
		p.errAt(toks[0], "want put NAME SIZE... or put NAME from PROG [ARG...]")
		return st
	}
	r := p.ref(toks[1], false)
	if r.Slot < 0 || r.N != 1 {
		p.errAt(toks[1], "put wants a plain NAME, got %q", toks[1].text)
	}
	st.Args = []Ref{r}
	// Split the alternatives at '|'.
	var alts [][]token
	cur := []token{}
	for _, t := range toks[2:] {
		if t.text == "|" && !t.quoted {
			if len(cur) == 0 {
				p.errAt(t, "empty alternative")
			}
			alts = append(alts, cur)
			cur = []token{}
			continue
		}
		cur = append(cur, t)
	}
	if len(cur) == 0 {
		p.errAt(toks[len(toks)-1], "empty alternative")
	}
	alts = append(alts, cur)
	for k, alt := range alts {
		var sizes []int64
		if len(alt) > 0 && alt[0].text == "from" && !alt[0].quoted {
			if st.From == nil {
				st.From = make([]*ArgsFrom, len(alts))
			}
			if len(alt) < 2 || alt[1].quoted || !validName(alt[1].text) {
				p.errAt(alt[0], "want from PROG [ARG...]")
				st.Sizes = append(st.Sizes, nil)
				continue
			}
			f := &ArgsFrom{Pos: p.pos(alt[0]), Name: alt[1].text}
			for _, t := range alt[2:] {
				f.Specs = append(f.Specs, ArgSpec{Pos: p.pos(t), Text: t.text})
			}
			st.From[k] = f
			if p.pendingFrom == nil {
				p.pendingFrom = map[*ArgsFrom]token{}
			}
			p.pendingFrom[f] = alt[1]
			st.Sizes = append(st.Sizes, nil)
			continue
		}
		for _, t := range alt {
			n, err := ParseBytes(t.text)
			if err != nil {
				p.errAt(t, "%v", err)
				continue
			}
			sizes = append(sizes, n)
		}
		st.Sizes = append(st.Sizes, sizes)
	}
	if st.From == nil {
		checkAlternatives(st, &p.errs)
	}
	return st
}

// checkAlternatives checks that put's alternatives have as many arrays
// each.
func checkAlternatives(st *Stmt, errs *ErrorList) {
	for _, alt := range st.Sizes[1:] {
		if len(alt) != len(st.Sizes[0]) {
			errs.Add(st.Pos, "alternatives of put must have as many arrays each (%d and %d)", len(st.Sizes[0]), len(alt))
			return
		}
	}
}

// resolveFrom fills in the sizes of put's alternatives read from a
// program's arguments, in argument order, each ARG's in turn.
func resolveFrom(s *Script, st *Stmt, errs *ErrorList) {
	ok := true
	for k, f := range st.From {
		if f == nil {
			continue
		}
		p := s.Programs[f.Prog]
		var sizes []int64
		if len(f.Specs) == 0 {
			sizes = append(sizes, p.Args...)
		}
		for _, spec := range f.Specs {
			idx, err := matchArgs(p, spec.Text)
			if err != nil {
				errs.Add(spec.Pos, "from %s: %v", p.Name, err)
				ok = false
				continue
			}
			for _, i := range idx {
				sizes = append(sizes, p.Args[i])
			}
		}
		if len(sizes) == 0 && len(f.Specs) == 0 {
			errs.Add(f.Pos, "from %s: the program has no arguments", p.Name)
			ok = false
		}
		st.Sizes[k] = sizes
	}
	if ok {
		checkAlternatives(st, errs)
	}
}

// matchArgs returns the arguments of p an ARG names: an index, a range
// I:J, or a pattern over the argument names.
func matchArgs(p *Program, spec string) ([]int, error) {
	n := len(p.Args)
	if lo, hi, isRange := strings.Cut(spec, ":"); spec != "" && strings.Trim(spec, "0123456789:") == "" {
		i, err1 := strconv.Atoi(lo)
		j, err2 := i+1, error(nil)
		if isRange {
			j, err2 = strconv.Atoi(hi)
		}
		if err1 != nil || err2 != nil || i < 0 || j > n || i >= j {
			return nil, fmt.Errorf("argument %q: want an index below %d or a range I:J with I < J ≤ %d", spec, n, n)
		}
		out := make([]int, 0, j-i)
		for k := i; k < j; k++ {
			out = append(out, k)
		}
		return out, nil
	}
	if p.ArgNames == nil {
		return nil, fmt.Errorf("argument %q: the program is given by sizes and has no argument names; use indices", spec)
	}
	if _, err := path.Match(spec, ""); err != nil {
		return nil, fmt.Errorf("bad pattern %q: %v", spec, err)
	}
	var out []int
	for i, name := range p.ArgNames {
		if matchName(spec, name) {
			out = append(out, i)
		}
	}
	if len(out) == 0 {
		names := p.ArgNames
		more := ""
		if len(names) > 8 {
			names, more = names[:8], fmt.Sprintf(" and %d more", len(p.ArgNames)-8)
		}
		return nil, fmt.Errorf("%q matches no argument (they are %s%s)", spec, strings.Join(names, ", "), more)
	}
	return out, nil
}

// matchName says whether an argument's name matches a pattern: the whole
// name, the parameter's name alone (all a tuple parameter's leaves), each
// with or without the ".N" suffix an HLO dump adds ("t" matches "t.1",
// "w" and "w/0" match "w.3/0").
func matchName(pattern, name string) bool {
	base, leaf, isLeaf := strings.Cut(name, "/")
	short := base
	if i := strings.LastIndexByte(base, '.'); i > 0 && i+1 < len(base) && strings.Trim(base[i+1:], "0123456789") == "" {
		short = base[:i]
	}
	cands := []string{name, short}
	if isLeaf {
		cands = append(cands, base, short+"/"+leaf)
	}
	for _, c := range cands {
		if ok, _ := path.Match(pattern, c); ok {
			return true
		}
	}
	return false
}

// run parses run PROG[|PROG...] ARG... [-> OUT...] [nodonate].
func (p *scriptParser) run(toks []token) *Stmt {
	st := &Stmt{Kind: Run, Pos: p.pos(toks[0])}
	if len(toks) < 2 {
		p.errAt(toks[0], "want run PROGRAM ARG... -> OUT...")
		return st
	}
	i := 1
	var names []token
	for i < len(toks) {
		t := toks[i]
		if t.quoted || !validName(t.text) {
			p.errAt(t, "want a program name, got %q", t.text)
			return st
		}
		names = append(names, t)
		i++
		if i < len(toks) && toks[i].text == "|" && !toks[i].quoted {
			i++
			if i == len(toks) {
				p.errAt(toks[i-1], "want a program name after '|'")
				return st
			}
			continue
		}
		break
	}
	st.Progs = make([]int, len(names))
	if p.pendingProgs == nil {
		p.pendingProgs = map[*Stmt][]token{}
	}
	p.pendingProgs[st] = names
	out := false
	for ; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.text == "->" && !t.quoted:
			if out {
				p.errAt(t, "second '->'")
			}
			out = true
		case t.text == "nodonate" && !t.quoted:
			if i != len(toks)-1 {
				p.errAt(t, "nodonate must come last")
			}
			st.NoDonate = true
		case t.text == "|" && !t.quoted:
			p.errAt(t, "'|' separates program alternatives only")
		default:
			r := p.ref(t, out)
			if r.Slot < 0 && !out {
				continue
			}
			if out {
				st.Outs = append(st.Outs, r)
			} else {
				st.Args = append(st.Args, r)
			}
		}
	}
	return st
}
