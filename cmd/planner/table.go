package main

// The buffer table of the text output, aligned without text/tabwriter.
//
// The table has a row per buffer (33,003 on the 11,000-layer training
// step) and as many cells in every row. Through a tabwriter each row was
// formatted by fmt, copied into the writer's buffer, split into cells,
// and copied again on Flush: a twentieth of the step's plan. An aligned
// table keeps the cells once, in one byte slice, and writes each row with
// its padding when all widths are known.
//
// It writes what tabwriter.NewWriter(w, 0, 0, 2, ' ', 0) writes for the
// same rows. There, a cell is the text before a tab; the cells of one
// column in consecutive lines form a block whose width is its widest
// cell's rune count plus the padding, and each cell is followed by spaces
// up to that width; the text after a line's last tab is written as it is.
// Every row here has the same number of cells and no line without tabs
// lies between them, so each column is one block and its width the
// widest cell of the whole column. A cell holding a byte the tabwriter
// treats specially (tab, newline, vertical tab, form feed, its escape
// 0xff) would make other cells; such a table is written through a
// tabwriter instead (TestAlignedTableMatchesTabwriter).

import (
	"bytes"
	"io"
	"text/tabwriter"
	"unicode/utf8"
)

// alignedTable collects the rows of a table whose cells are aligned as a
// tabwriter with padding 2 aligns them.
type alignedTable struct {
	// text holds every cell, one after another.
	text []byte
	// ends[k] is the end in text of cell k (row k/cols, column k%cols).
	ends []int
	// cols is the number of cells per row; the last is not aligned.
	cols int
	// width[j] is the rune count of the widest cell of column j.
	width []int
	// special is set when a cell holds a byte tabwriter treats as
	// markup: the table is then written through one.
	special bool
}

// tablePadding is the spaces a tabwriter with padding 2 adds to the
// widest cell of a column.
const tablePadding = 2

// newAlignedTable returns a table of cols cells per row with room for
// rows rows.
func newAlignedTable(cols, rows int) *alignedTable {
	return &alignedTable{cols: cols, ends: make([]int, 0, cols*rows), width: make([]int, cols), text: make([]byte, 0, 16*cols*rows)}
}

// cell appends s as the next cell.
func (t *alignedTable) cell(s string) {
	t.text = append(t.text, s...)
	t.end()
}

// end closes the cell whose text was appended to t.text since the last.
func (t *alignedTable) end() {
	start := 0
	if len(t.ends) > 0 {
		start = t.ends[len(t.ends)-1]
	}
	c := t.text[start:]
	if bytes.ContainsAny(c, "\t\n\v\f") || bytes.IndexByte(c, tabwriter.Escape) >= 0 {
		t.special = true
	}
	j := len(t.ends) % t.cols
	if n := utf8.RuneCount(c); n > t.width[j] {
		t.width[j] = n
	}
	t.ends = append(t.ends, len(t.text))
}

// writeTo writes the rows, each cell but the last padded to its
// column's width, each row ended by a newline.
func (t *alignedTable) writeTo(w io.Writer) {
	if len(t.ends)%t.cols != 0 {
		panic("planner: a table row is missing cells")
	}
	if t.special {
		t.writeTabbed(w)
		return
	}
	size := 0
	rows := len(t.ends) / t.cols
	for j := 0; j < t.cols-1; j++ {
		size += rows * (t.width[j] + tablePadding)
	}
	size += rows // newlines; the last cells' text is counted below
	out := make([]byte, 0, size+len(t.text))
	start := 0
	for k, end := range t.ends {
		c := t.text[start:end]
		out = append(out, c...)
		if j := k % t.cols; j == t.cols-1 {
			out = append(out, '\n')
		} else {
			for n := t.width[j] + tablePadding - utf8.RuneCount(c); n > 0; n-- {
				out = append(out, ' ')
			}
		}
		start = end
	}
	w.Write(out)
}

// writeTabbed writes the rows through a tabwriter, cells ended by tabs.
func (t *alignedTable) writeTabbed(w io.Writer) {
	tw := tabwriter.NewWriter(w, 0, 0, tablePadding, ' ', 0)
	start := 0
	for k, end := range t.ends {
		tw.Write(t.text[start:end])
		if k%t.cols == t.cols-1 {
			tw.Write([]byte{'\n'})
		} else {
			tw.Write([]byte{'\t'})
		}
		start = end
	}
	tw.Flush()
}
