package main

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"testing"
	"text/tabwriter"

	planner "github.com/planner-dev/planner"
	"github.com/planner-dev/planner/hlo"
	"github.com/planner-dev/planner/internal/mlpstep"
)

// TestAlignedTableMatchesTabwriter writes tables through alignedTable and
// through tabwriter.NewWriter(w, 0, 0, 2, ' ', 0), the writer the text
// output's buffer table used, and wants the same bytes: cells of several
// widths, non-ASCII runes (a tuple's "…"), empty cells, no rows, and
// cells holding the bytes tabwriter reads as markup (then alignedTable
// writes through one).
func TestAlignedTableMatchesTabwriter(t *testing.T) {
	tests := []struct {
		name string
		rows [][]string
	}{
		{"header only", [][]string{{"  id", "value", "kind"}}},
		{"widths", [][]string{
			{"  id", "value", "shape", "kind"},
			{"  0", "x", "f32[32,256]", "parameter"},
			{"  1234", "w0 (+1)", "f32[256,256]", "temp"},
			{"  7", "", "(f32[2], f32[3], … 4 elements)", ""},
		}},
		{"runes", [][]string{{"é", "…", "x"}, {"ab", "abc", "…é"}}},
		{"tab in a cell", [][]string{{"a\tb", "c", "d"}, {"e", "f", "g"}}},
		{"newline in a cell", [][]string{{"a\nb", "c", "d"}, {"e", "f", "g"}}},
		{"escape in a cell", [][]string{{"a\xffb\xff", "c", "d"}, {"e", "f", "g"}}},
		{"vertical tab and form feed", [][]string{{"a\vb", "c\f", "d"}, {"e", "f", "g"}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var want bytes.Buffer
			tw := tabwriter.NewWriter(&want, 0, 0, 2, ' ', 0)
			for _, row := range tc.rows {
				fmt.Fprintln(tw, strings.Join(row, "\t"))
			}
			tw.Flush()
			tab := newAlignedTable(len(tc.rows[0]), len(tc.rows))
			for _, row := range tc.rows {
				for _, c := range row {
					tab.cell(c)
				}
			}
			var got bytes.Buffer
			tab.writeTo(&got)
			if got.String() != want.String() {
				t.Errorf("alignedTable wrote\n%q\ntabwriter\n%q", got.String(), want.String())
			}
		})
	}
}

// BenchmarkWriteText writes the text output of a planned 3,000-layer MLP
// training step (internal/mlpstep; 9,003 buffers in the table).
func BenchmarkWriteText(b *testing.B) {
	mods, err := hlo.Parse("mlp.hlo", []byte(mlpstep.Text(3000)))
	if err != nil {
		b.Fatal(err)
	}
	r, err := planner.Plan(mods[0], planner.Config{})
	if err != nil {
		b.Fatal(err)
	}
	planner.CompareArenas(r) // done once per Result; not what is timed
	b.ReportAllocs()
	for b.Loop() {
		writeText(io.Discard, r, r.Module.Name)
	}
}
