package hlo

import (
	"fmt"
	"sort"
	"strconv"
)

// String returns the position as file:line:col, line:col when the file has
// no name, or "-" for the zero Pos.
func (p Pos) String() string {
	file := p.File()
	if p.Line == 0 {
		if file != "" {
			return file
		}
		return "-"
	}
	s := strconv.Itoa(int(p.Line)) + ":" + strconv.Itoa(int(p.Col))
	if file != "" {
		s = file + ":" + s
	}
	return s
}

// IsValid reports whether the position names a line.
func (p Pos) IsValid() bool { return p.Line > 0 }

// Error is a parse error at a position in the source.
type Error struct {
	Pos Pos
	Msg string
}

// Error returns "file:line:col: msg".
func (e *Error) Error() string {
	if e.Pos.IsValid() || e.Pos.file != 0 {
		return e.Pos.String() + ": " + e.Msg
	}
	return e.Msg
}

// ErrorList is a list of parse errors. The zero value is an empty list
// ready to use.
type ErrorList []*Error

// Add appends an error at pos.
func (l *ErrorList) Add(pos Pos, msg string) {
	*l = append(*l, &Error{Pos: pos, Msg: msg})
}

// Len is the number of errors; with Swap and Less it makes an ErrorList
// a sort.Interface.
func (l ErrorList) Len() int { return len(l) }

// Swap exchanges errors i and j.
func (l ErrorList) Swap(i, j int) { l[i], l[j] = l[j], l[i] }

// Less orders errors by position (file, line, column), then message.
func (l ErrorList) Less(i, j int) bool {
	a, b := l[i].Pos, l[j].Pos
	if a.file != b.file {
		if af, bf := a.File(), b.File(); af != bf {
			return af < bf
		}
	}
	if a.Line != b.Line {
		return a.Line < b.Line
	}
	if a.Col != b.Col {
		return a.Col < b.Col
	}
	return l[i].Msg < l[j].Msg
}

// Sort sorts the list by file, line, column and message.
func (l ErrorList) Sort() { sort.Stable(l) }

// Error returns the first error and how many more there are.
func (l ErrorList) Error() string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].Error()
	case 2:
		return fmt.Sprintf("%s (and 1 more error)", l[0])
	}
	return fmt.Sprintf("%s (and %d more errors)", l[0], len(l)-1)
}

// Unwrap returns the errors of the list, so that errors.As finds the first
// *Error in it (and with it a position) whatever wraps the list.
func (l ErrorList) Unwrap() []error {
	out := make([]error, len(l))
	for i, e := range l {
		out[i] = e
	}
	return out
}

// Err returns the list as an error, or nil when it is empty.
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}
