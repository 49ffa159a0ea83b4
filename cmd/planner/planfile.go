package main

// A plan file (JSON or YAML) is checked for its shape before its values
// are decoded: every key must be one the plan format has (a misspelt
// "bufers" is an error, not an empty plan), the keys verify reads must be
// there (an empty document is not "ok: 0 buffers"), every number must be
// a number of the field's kind and finite (a YAML .nan is no time), and a
// YAML document may hold no alias (planner writes none; an alias bomb
// would expand without end). Each error is one line at the place it
// concerns: file:line:col. Both formats are first read into one small
// tree of nodes carrying their positions, and one walk checks the tree
// against the Report type's tags.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"reflect"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	planner "github.com/planner-dev/planner"
)

// fileNode is one value of a plan file: an object, an array or a scalar,
// at its position.
type fileNode struct {
	kind       nodeKind
	line, col  int
	keys       []string    // an object's keys, in order
	keyPos     [][2]int    // the line and column of each key
	vals       []*fileNode // an object's values (by key) or an array's elements
	scalar     string      // a scalar's text
	isString   bool        // a scalar that is a string (quoted in JSON, !!str in YAML)
	isNull     bool        // null
	isBool     bool        // true or false
	yamlScalar *yaml.Node  // the YAML node of a scalar, nil for JSON
}

type nodeKind int

const (
	scalarNode nodeKind = iota
	objectNode
	arrayNode
)

// requiredKeys are the keys verify reads, by the Go type of the object
// that holds them: a plan without one of them cannot be checked.
var requiredKeys = map[reflect.Type][]string{
	reflect.TypeFor[planner.Report]():           {"module", "stats", "buffers"},
	reflect.TypeFor[planner.ReportStats]():      {"peak"},
	reflect.TypeFor[planner.ReportBuffer]():     {"id", "bytes", "align", "start", "end", "offset"},
	reflect.TypeFor[planner.ReportFastMemory](): {"capacity", "peak", "prefetches", "evictions", "target", "buffers", "copies"},
	reflect.TypeFor[planner.ReportTarget]():     {"copy_bandwidth", "max_copies"},
	reflect.TypeFor[planner.ReportInterval]():   {"start", "end", "offset"},
	reflect.TypeFor[planner.ReportFastBuffer](): {"id", "bytes", "align", "start", "end", "fast"},
	reflect.TypeFor[planner.ReportCopy]():       {"buffer", "kind", "bytes", "issue", "deadline", "start_seconds", "done_seconds", "deadline_seconds"},
}

// planError is an error at a place of a plan file.
func planError(name string, line, col int, format string, a ...any) error {
	return fmt.Errorf("%s:%d:%d: %s", name, line, col, fmt.Sprintf(format, a...))
}

// checkShape checks n, a value of Go type t, and what it holds.
func checkShape(name string, n *fileNode, t reflect.Type, path string) error {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if n.isNull {
		if t.Kind() == reflect.Slice {
			return nil // an empty list
		}
		return planError(name, n.line, n.col, "%s: want %s, found null", path, kindWord(t))
	}
	switch t.Kind() {
	case reflect.Struct:
		if n.kind != objectNode {
			return planError(name, n.line, n.col, "%s: want an object", path)
		}
		fields := fieldTypes(t)
		seen := map[string]bool{}
		for i, k := range n.keys {
			ft, ok := fields[k]
			if !ok {
				return planError(name, n.keyPos[i][0], n.keyPos[i][1], "%s: unknown key %q", path, k)
			}
			if seen[k] {
				return planError(name, n.keyPos[i][0], n.keyPos[i][1], "%s: key %q given twice", path, k)
			}
			seen[k] = true
			if err := checkShape(name, n.vals[i], ft, path+"."+k); err != nil {
				return err
			}
		}
		for _, k := range requiredKeys[t] {
			if !seen[k] {
				return planError(name, n.line, n.col, "%s: missing key %q", path, k)
			}
		}
	case reflect.Slice:
		if n.kind != arrayNode {
			return planError(name, n.line, n.col, "%s: want a list", path)
		}
		for i, v := range n.vals {
			if err := checkShape(name, v, t.Elem(), fmt.Sprintf("%s[%d]", path, i)); err != nil {
				return err
			}
		}
	case reflect.String:
		if n.kind != scalarNode || !n.isString {
			return planError(name, n.line, n.col, "%s: want a string", path)
		}
	case reflect.Bool:
		if n.kind != scalarNode || !n.isBool {
			return planError(name, n.line, n.col, "%s: want true or false", path)
		}
	case reflect.Int, reflect.Int64:
		if n.kind != scalarNode || n.isString || n.isBool {
			return planError(name, n.line, n.col, "%s: want an integer", path)
		}
		if _, err := strconv.ParseInt(n.scalar, 10, 64); err != nil {
			return planError(name, n.line, n.col, "%s: want an integer, found %s", path, n.scalar)
		}
	case reflect.Float64:
		if n.kind != scalarNode || n.isString || n.isBool {
			return planError(name, n.line, n.col, "%s: want a number", path)
		}
		f, err := parseNumber(n)
		if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
			return planError(name, n.line, n.col, "%s: want a finite number, found %s", path, n.scalar)
		}
	}
	return nil
}

// parseNumber reads a scalar as a float64: JSON's syntax, or YAML's
// (which also spells .nan and .inf).
func parseNumber(n *fileNode) (float64, error) {
	if n.yamlScalar != nil {
		var f float64
		err := n.yamlScalar.Decode(&f)
		return f, err
	}
	return strconv.ParseFloat(n.scalar, 64)
}

// kindWord names what a field of type t holds.
func kindWord(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Struct:
		return "an object"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	}
	return "a number"
}

// lineCursor gives the line and column of byte offsets in src, counting
// the newlines between one offset and the next once: the offsets a decoder
// reports only grow, and counting from the start of the file at every
// value made verifying a 17 MB plan take minutes.
type lineCursor struct {
	src   []byte
	off   int64 // the offset counted up to
	line  int   // the line of off, from 1
	start int64 // where that line starts
}

func newLineCursor(src []byte) *lineCursor { return &lineCursor{src: src, line: 1} }

// pos returns the line and column (both from 1) of byte offset off.
func (c *lineCursor) pos(off int64) (int, int) {
	off = min(max(off, 0), int64(len(c.src)))
	if off < c.off {
		*c = lineCursor{src: c.src, line: 1}
	}
	for {
		k := bytes.IndexByte(c.src[c.off:off], '\n')
		if k < 0 {
			break
		}
		c.line++
		c.start = c.off + int64(k) + 1
		c.off = c.start
	}
	c.off = off
	return c.line, int(off-c.start) + 1
}

// checkJSON checks the JSON values of src (one plan, or a list of plans,
// list then being true) for their shape as checkShape does, while reading
// the tokens: it keeps no tree (a tree of the 400,000 buffers of a plan
// took gigabytes), only a node for the scalar or the container at hand. A
// syntax error, or a value nested too deep, anywhere in the file is
// reported before a shape error, as when the whole tree was read first; a
// syntax error is positioned as jsonError does.
func checkJSON(name string, src []byte) (list bool, err error) {
	dec := json.NewDecoder(bytes.NewReader(src))
	dec.UseNumber()
	lines := newLineCursor(src)
	open := 0                                              // the containers open at the token read last
	fieldsOf := map[reflect.Type]map[string]reflect.Type{} // fieldTypes, once a type
	// next returns the next token and the offset where it starts.
	next := func() (json.Token, int64, error) {
		off := dec.InputOffset()
		for off < int64(len(src)) && strings.IndexByte(" \t\r\n,:", src[off]) >= 0 {
			off++
		}
		tok, err := dec.Token()
		if d, ok := tok.(json.Delim); ok && err == nil {
			if d == '{' || d == '[' {
				open++
			} else {
				open--
			}
		}
		return tok, off, err
	}
	// deep is the error for a value at depth more than 64.
	deep := func(off int64) error {
		line, col := lines.pos(off)
		return planError(name, line, col, "nested more than 64 deep: no plan is")
	}
	// rest reads the tokens after a shape error: a syntax error, a value
	// nested too deep or more after the plan wins over shapeErr, which
	// the file's tree was once read whole to find.
	rest := func(shapeErr error) error {
		for {
			before := open
			tok, off, err := next()
			if errors.Is(err, io.EOF) {
				return shapeErr
			}
			if err != nil {
				return jsonError(name, src, err)
			}
			if d, ok := tok.(json.Delim); ok && (d == '}' || d == ']') {
				continue
			}
			if before > 64 {
				return deep(off)
			}
			if before == 0 {
				line, col := lines.pos(off)
				return planError(name, line, col, "more after the plan: want one JSON value (a plan, or a list of plans)")
			}
		}
	}
	// value checks the value tok starts at off, of Go type t, at depth.
	var value func(tok json.Token, off int64, depth int, t reflect.Type, path string) error
	value = func(tok json.Token, off int64, depth int, t reflect.Type, path string) error {
		if depth > 64 {
			return deep(off)
		}
		line, col := lines.pos(off)
		n := &fileNode{line: line, col: col}
		for t.Kind() == reflect.Pointer {
			t = t.Elem()
		}
		switch v := tok.(type) {
		case json.Delim:
			n.kind = objectNode
			if v == '[' {
				n.kind = arrayNode
			}
			if (n.kind == objectNode) != (t.Kind() == reflect.Struct) || (n.kind == arrayNode) != (t.Kind() == reflect.Slice) {
				return rest(checkShape(name, n, t, path))
			}
			if n.kind == arrayNode {
				for i := 0; ; i++ {
					et, eoff, err := next()
					if err != nil {
						return jsonError(name, src, err)
					}
					if et == json.Delim(']') {
						return nil
					}
					if err := value(et, eoff, depth+1, t.Elem(), fmt.Sprintf("%s[%d]", path, i)); err != nil {
						return err
					}
				}
			}
			fields, ok := fieldsOf[t]
			if !ok {
				fields = fieldTypes(t)
				fieldsOf[t] = fields
			}
			seen := map[string]bool{}
			for {
				kt, koff, err := next()
				if err != nil {
					return jsonError(name, src, err)
				}
				if kt == json.Delim('}') {
					break
				}
				k, _ := kt.(string)
				kl, kc := lines.pos(koff)
				ft, ok := fields[k]
				if !ok {
					return rest(planError(name, kl, kc, "%s: unknown key %q", path, k))
				}
				if seen[k] {
					return rest(planError(name, kl, kc, "%s: key %q given twice", path, k))
				}
				seen[k] = true
				vt, voff, err := next()
				if err != nil {
					return jsonError(name, src, err)
				}
				if err := value(vt, voff, depth+1, ft, path+"."+k); err != nil {
					return err
				}
			}
			for _, k := range requiredKeys[t] {
				if !seen[k] {
					return rest(planError(name, line, col, "%s: missing key %q", path, k))
				}
			}
			return nil
		case string:
			n.scalar, n.isString = v, true
		case json.Number:
			n.scalar = v.String()
		case bool:
			n.scalar, n.isBool = strconv.FormatBool(v), true
		case nil:
			n.scalar, n.isNull = "null", true
		}
		if err := checkShape(name, n, t, path); err != nil {
			return rest(err)
		}
		return nil
	}
	tok, off, err := next()
	if err != nil {
		if errors.Is(err, io.EOF) {
			return false, fmt.Errorf("%s: no plan in the file", name)
		}
		return false, jsonError(name, src, err)
	}
	report := reflect.TypeFor[planner.Report]()
	if tok == json.Delim('[') {
		list = true
		err = value(tok, off, 0, reflect.SliceOf(report), "plans")
	} else {
		err = value(tok, off, 0, report, "plan")
	}
	if err != nil {
		return list, err
	}
	if _, off, err := next(); !errors.Is(err, io.EOF) {
		if err != nil {
			return list, jsonError(name, src, err)
		}
		line, col := lines.pos(off)
		return list, planError(name, line, col, "more after the plan: want one JSON value (a plan, or a list of plans)")
	}
	return list, nil
}

// fieldTypes maps the JSON keys of struct type t to their Go types.
func fieldTypes(t reflect.Type) map[string]reflect.Type {
	fields := map[string]reflect.Type{}
	for i := range t.NumField() {
		f := t.Field(i)
		tag, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if tag != "" && tag != "-" {
			fields[tag] = f.Type
		}
	}
	return fields
}

// yamlTree turns a YAML document node into fileNodes; an alias, an
// anchor's reuse, is refused at its place.
func yamlTree(name string, y *yaml.Node, depth int) (*fileNode, error) {
	n := &fileNode{line: y.Line, col: y.Column}
	if depth > 64 {
		return nil, planError(name, y.Line, y.Column, "nested more than 64 deep: no plan is")
	}
	switch y.Kind {
	case yaml.DocumentNode:
		if len(y.Content) != 1 {
			return nil, planError(name, y.Line, y.Column, "an empty document: want a plan")
		}
		return yamlTree(name, y.Content[0], depth)
	case yaml.AliasNode:
		return nil, planError(name, y.Line, y.Column, "an alias (*%s): a plan holds none", y.Value)
	case yaml.MappingNode:
		n.kind = objectNode
		for i := 0; i+1 < len(y.Content); i += 2 {
			k := y.Content[i]
			if k.Kind != yaml.ScalarNode {
				return nil, planError(name, k.Line, k.Column, "want a key")
			}
			if k.Value == "<<" {
				return nil, planError(name, k.Line, k.Column, "a merge key (<<): a plan holds none")
			}
			child, err := yamlTree(name, y.Content[i+1], depth+1)
			if err != nil {
				return nil, err
			}
			n.keys = append(n.keys, k.Value)
			n.keyPos = append(n.keyPos, [2]int{k.Line, k.Column})
			n.vals = append(n.vals, child)
		}
	case yaml.SequenceNode:
		n.kind = arrayNode
		for _, c := range y.Content {
			child, err := yamlTree(name, c, depth+1)
			if err != nil {
				return nil, err
			}
			n.vals = append(n.vals, child)
		}
	case yaml.ScalarNode:
		n.scalar, n.yamlScalar = y.Value, y
		switch y.ShortTag() {
		case "!!str":
			n.isString = true
		case "!!null":
			n.isNull = true
		case "!!bool":
			n.isBool = true
		}
	}
	return n, nil
}

// readYAMLPlans reads the documents of a YAML plan file: each is checked
// for its shape, then decoded. It returns the documents' nodes too, to
// locate the values later rules refuse.
func readYAMLPlans(name string, src []byte) ([]*planner.Report, []*yaml.Node, error) {
	var reps []*planner.Report
	var docs []*yaml.Node
	dec := yaml.NewDecoder(bytes.NewReader(src))
	for {
		doc := new(yaml.Node)
		err := dec.Decode(doc)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, nil, yamlError(name, err)
		}
		tree, err := yamlTree(name, doc, 0)
		if err != nil {
			return nil, nil, err
		}
		if err := checkShape(name, tree, reflect.TypeFor[planner.Report](), "plan"); err != nil {
			return nil, nil, err
		}
		var r planner.Report
		if err := doc.Decode(&r); err != nil {
			return nil, nil, yamlError(name, err)
		}
		reps = append(reps, &r)
		docs = append(docs, doc)
	}
	return reps, docs, nil
}

// yamlError gives a YAML parse error one line: file:line:col when the
// error names a line (column 1 when it names none of its own), file:1:1
// otherwise; of a list of errors, the first.
func yamlError(name string, err error) error {
	msg := err.Error()
	var te *yaml.TypeError
	if errors.As(err, &te) && len(te.Errors) > 0 {
		msg = te.Errors[0]
	}
	msg = strings.TrimPrefix(msg, "yaml: ")
	line := 1
	if rest, ok := strings.CutPrefix(msg, "line "); ok {
		if num, tail, ok := strings.Cut(rest, ":"); ok {
			if l, err := strconv.Atoi(num); err == nil {
				line, msg = l, strings.TrimSpace(tail)
			}
		}
	}
	return fmt.Errorf("%s:%d:1: %s", name, line, msg)
}
