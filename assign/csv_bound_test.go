package assign

import (
	"fmt"
	"io"
	"strings"
	"testing"
)

// endless is a reader that never ends: its rows, or one line without end.
type endless struct {
	row  func(i int) string // nil: bytes '0' without a line end
	i    int
	rest string
}

func (r *endless) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		if r.rest == "" {
			if r.row == nil {
				r.rest = strings.Repeat("0", 4096)
			} else {
				r.rest = r.row(r.i)
				r.i++
			}
		}
		c := copy(p[n:], r.rest)
		r.rest = r.rest[c:]
		n += c
	}
	return n, nil
}

var _ io.Reader = (*endless)(nil)

// TestReadCSVBounded reads CSVs without end (a pipe, /dev/zero): the
// reader stops at the row past the most buffers, or at a line longer than
// 1 MiB, instead of reading until memory runs out.
func TestReadCSVBounded(t *testing.T) {
	defer func(n int) { maxBuffers = n }(maxBuffers)
	maxBuffers = 1000
	rows := &endless{row: func(i int) string {
		if i == 0 {
			return "id,lower,upper,size\n"
		}
		return fmt.Sprintf("b%d,%d,%d,16\n", i, i, i+1)
	}}
	_, _, err := ReadCSV("pipe.csv", rows)
	if err == nil || err.Error() != "pipe.csv:1002:1: more than 1000 buffers: want at most 1000 in a file" {
		t.Errorf("endless rows: got %v", err)
	}
	_, _, err = ReadCSV("zero.csv", &endless{})
	if err == nil || err.Error() != "zero.csv:1:1048577: a line of more than 1048576 bytes: want id,lower,upper,size[,offset]" {
		t.Errorf("endless line: got %v", err)
	}
	// A line of just under the limit is read (and is a bad row).
	long := "id,lower,upper,size\n" + strings.Repeat("x", maxLine-10) + ",0,1,1\n"
	if _, _, err := ReadCSV("long.csv", strings.NewReader(long)); err != nil {
		t.Errorf("long id: %v", err)
	}
}
