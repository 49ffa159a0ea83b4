package main

// Positions of the values verify refuses.
//
// The shape check positions its errors from the tree it walks; the rules
// applied after decoding (a buffer's live range, a duplicate id, a figure
// that does not follow from the buffers) see only the decoded Report. Such
// an error names the value by its path within its plan (buffers, 2,
// "offset"), and the path is turned into file:line:col only then: for
// JSON by reading the tokens again up to the value, for YAML by walking
// the document's nodes, which carry their line and column. Nothing is kept
// per value for a file that verifies, so the memory stays that of the
// decoded plans.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"gopkg.in/yaml.v3"
)

// valueError is an error about one value of a plan file: path leads to it
// from its plan's top (object keys and list indices).
type valueError struct {
	path []any  // string keys and int indices
	msg  string // what is wrong, without a position
}

func (e *valueError) Error() string { return e.msg }

// atValue returns a valueError at path.
func atValue(path []any, format string, a ...any) error {
	return &valueError{path: path, msg: fmt.Sprintf(format, a...)}
}

// locator finds the line and column of the value at path in plan i of a
// plan file; ok is false when there is no such value.
type locator func(i int, path []any) (line, col int, ok bool)

// position returns "name:line:col" for the value err is about, or name
// when err is no valueError or the value cannot be found.
func position(name string, loc locator, i int, err error) string {
	ve, ok := err.(*valueError)
	if !ok || loc == nil {
		return name
	}
	line, col, ok := loc(i, ve.path)
	if !ok {
		return name
	}
	return fmt.Sprintf("%s:%d:%d", name, line, col)
}

// jsonLocator locates values in the JSON plan file src: one plan, or a
// list of plans when list is true. It reads the tokens again on every
// call; verify calls it for the one value it reports.
func jsonLocator(src []byte, list bool) locator {
	return func(i int, path []any) (int, int, bool) {
		if list {
			path = append([]any{i}, path...)
		}
		off, ok := jsonOffset(src, path)
		if !ok {
			return 0, 0, false
		}
		line, col := newLineCursor(src).pos(off)
		return line, col, true
	}
}

// jsonOffset returns the offset where the value at path starts in src.
func jsonOffset(src []byte, path []any) (int64, bool) {
	dec := json.NewDecoder(bytes.NewReader(src))
	next := func() (json.Token, int64, error) {
		off := dec.InputOffset()
		for off < int64(len(src)) && strings.IndexByte(" \t\r\n,:", src[off]) >= 0 {
			off++
		}
		tok, err := dec.Token()
		return tok, off, err
	}
	// skip reads the rest of the value tok starts.
	skip := func(tok json.Token) error {
		for depth := 0; ; {
			if d, ok := tok.(json.Delim); ok {
				if d == '{' || d == '[' {
					depth++
				} else {
					depth--
				}
			}
			if depth == 0 {
				return nil
			}
			var err error
			if tok, err = dec.Token(); err != nil {
				return err
			}
		}
	}
	tok, off, err := next()
	if err != nil {
		return 0, false
	}
	for _, step := range path {
		found := false
		switch s := step.(type) {
		case string:
			if tok != json.Delim('{') {
				return 0, false
			}
			for !found {
				kt, _, err := next()
				if err != nil || kt == json.Delim('}') {
					return 0, false
				}
				if tok, off, err = next(); err != nil {
					return 0, false
				}
				if kt == s {
					found = true
				} else if skip(tok) != nil {
					return 0, false
				}
			}
		case int:
			if tok != json.Delim('[') {
				return 0, false
			}
			for k := 0; !found; k++ {
				if tok, off, err = next(); err != nil || tok == json.Delim(']') {
					return 0, false
				}
				if k == s {
					found = true
				} else if skip(tok) != nil {
					return 0, false
				}
			}
		}
	}
	return off, true
}

// yamlLocator locates values in the YAML documents docs, one plan each.
func yamlLocator(docs []*yaml.Node) locator {
	return func(i int, path []any) (int, int, bool) {
		if i < 0 || i >= len(docs) || len(docs[i].Content) != 1 {
			return 0, 0, false
		}
		n := docs[i].Content[0]
		for _, step := range path {
			var next *yaml.Node
			switch s := step.(type) {
			case string:
				if n.Kind != yaml.MappingNode {
					return 0, 0, false
				}
				for k := 0; k+1 < len(n.Content) && next == nil; k += 2 {
					if n.Content[k].Value == s {
						next = n.Content[k+1]
					}
				}
			case int:
				if n.Kind == yaml.SequenceNode && s >= 0 && s < len(n.Content) {
					next = n.Content[s]
				}
			}
			if next == nil {
				return 0, 0, false
			}
			n = next
		}
		return n.Line, n.Column, true
	}
}
