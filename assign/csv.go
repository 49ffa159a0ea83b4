package assign

// MiniMalloc's CSV format.
//
// A problem is a CSV file with one buffer per line:
//
//	id,lower,upper,size
//	b1,0,3,4
//	b2,3,9,4
//
// The buffer is live on the half-open interval [lower, upper) and needs
// size bytes; a solved plan adds a fifth column, offset. The header line is
// optional: when the first line is "id,lower,upper,size" or
// "id,lower,upper,size,offset" (spaces and letter case ignored) it names the
// columns; otherwise the first line is data, and the number of fields on it
// (4 or 5) decides whether the file has offsets. Every line must then have
// that many fields. Blank lines are skipped; CRLF line ends are accepted;
// fields are trimmed of spaces. IDs are strings, unique and non-empty, and
// may not contain commas (there is no quoting). Times are non-negative
// int64s with upper > lower; sizes and offsets are non-negative and at most
// 2^62, and the sizes add up to at most 2^60 (so that no sum, peak or
// offset a packer forms can overflow; the first line past it is the one
// reported). A file holds at most MaxCSVBuffers buffers, on lines of at
// most 1 MiB, so that reading a file without end (a pipe, /dev/zero) stops
// at a bounded size. The format has no alignment column: every buffer read
// has Align 0.

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
)

// maxSize is the largest size or offset a CSV may give: 2^62.
const maxSize = 1 << 62

// maxTotal is the most the sizes of a CSV may add up to: 2^60. A single
// size above it is refused by this rule, at its line.
const maxTotal = 1 << 60

// MaxCSVBuffers is the most buffers a CSV may hold: 2^22 (4,194,304), the
// most time steps a module's timeline may have. Packing that many takes
// some 1.6 GB; the row past it is refused at its line.
const MaxCSVBuffers = 1 << 22

// maxBuffers is MaxCSVBuffers, lowered by tests.
var maxBuffers = MaxCSVBuffers

// maxLine is the longest line a CSV may have, in bytes.
const maxLine = 1 << 20

// csvColumns are the column names, in order; the fifth is optional.
var csvColumns = []string{"id", "lower", "upper", "size", "offset"}

// ReadCSV reads a problem in MiniMalloc's CSV format from r; filename is
// used in error messages, which have the form "file:line:col: ...", col
// being the byte column where the field at fault starts. When the
// file has an offset column, ReadCSV also returns the offsets, one per
// buffer; otherwise nil.
func ReadCSV(filename string, r io.Reader) (*Problem, []int64, error) {
	br := bufio.NewReader(r)
	p := &Problem{}
	var offsets []int64
	fields := 0 // 4 or 5 once known
	firstLine := map[string]int{}
	var total int64 // the sizes so far: at most 2^60, each at most 2^62, so no sum wraps
	for line := 1; ; line++ {
		text, err := readLine(br)
		if errors.Is(err, errLongLine) {
			return nil, nil, fmt.Errorf("%s:%d:%d: a line of more than %d bytes: want id,lower,upper,size[,offset]", filename, line, maxLine+1, maxLine)
		}
		if err != nil && !errors.Is(err, io.EOF) {
			return nil, nil, fmt.Errorf("%s:%d:1: %v", filename, line, err)
		}
		if text == "" && err != nil {
			break
		}
		text = strings.TrimRight(text, "\r\n")
		bom := 0 // bytes of a byte order mark before text, for the columns
		if line == 1 && strings.HasPrefix(text, "\ufeff") {
			text, bom = text[len("\ufeff"):], len("\ufeff") // a spreadsheet's byte order mark
		}
		if strings.TrimSpace(text) == "" {
			if err != nil {
				break
			}
			continue
		}
		cols := strings.Split(text, ",")
		// colAt[i] is the column (from 1, in bytes, as go/token counts) where
		// field i's value starts, past the blanks the reader trims.
		colAt := make([]int, len(cols))
		start := bom
		for i := range cols {
			trimmed := strings.TrimLeftFunc(cols[i], unicode.IsSpace)
			colAt[i] = start + len(cols[i]) - len(trimmed) + 1
			start += len(cols[i]) + 1
			cols[i] = strings.TrimSpace(cols[i])
		}
		if fields == 0 {
			if n, ok := isHeader(cols); ok {
				fields = n
				continue
			}
			if len(cols) != 4 && len(cols) != 5 {
				return nil, nil, fmt.Errorf("%s:%d:%d: want 4 or 5 fields (id,lower,upper,size[,offset]), found %d", filename, line, colAt[0], len(cols))
			}
			fields = len(cols)
		}
		if len(cols) != fields {
			return nil, nil, fmt.Errorf("%s:%d:%d: want %d fields (%s), found %d", filename, line, colAt[0], fields, strings.Join(csvColumns[:fields], ","), len(cols))
		}
		b, off, field, perr := parseRow(cols)
		if perr != nil {
			return nil, nil, fmt.Errorf("%s:%d:%d: %v", filename, line, colAt[field], perr)
		}
		if first, dup := firstLine[b.ID]; dup {
			return nil, nil, fmt.Errorf("%s:%d:%d: duplicate id %q (first on line %d)", filename, line, colAt[0], b.ID, first)
		}
		firstLine[b.ID] = line
		if total += b.Size; total > maxTotal {
			return nil, nil, fmt.Errorf("%s:%d:%d: the sizes up to this line add up to more than 2^60 bytes: want at most 2^60 in all", filename, line, colAt[3])
		}
		if len(p.Buffers) == maxBuffers {
			return nil, nil, fmt.Errorf("%s:%d:%d: more than %d buffers: want at most %d in a file", filename, line, colAt[0], maxBuffers, maxBuffers)
		}
		p.Buffers = append(p.Buffers, b)
		if fields == 5 {
			offsets = append(offsets, off)
		}
		if err != nil {
			break
		}
	}
	if fields == 5 && offsets == nil {
		offsets = []int64{}
	}
	return p, offsets, nil
}

// errLongLine is readLine's error for a line longer than maxLine.
var errLongLine = errors.New("line too long")

// readLine reads one line with its end, as bufio.Reader.ReadString('\n')
// does, but refuses a line longer than maxLine instead of growing without
// bound.
func readLine(br *bufio.Reader) (string, error) {
	var b []byte
	for {
		frag, err := br.ReadSlice('\n')
		if len(b)+len(frag) > maxLine {
			return "", errLongLine
		}
		b = append(b, frag...)
		if !errors.Is(err, bufio.ErrBufferFull) {
			return string(b), err
		}
	}
}

// isHeader reports whether cols is a header line, and how many columns it
// names.
func isHeader(cols []string) (int, bool) {
	if len(cols) != 4 && len(cols) != 5 {
		return 0, false
	}
	for i, c := range cols {
		if !strings.EqualFold(c, csvColumns[i]) {
			return 0, false
		}
	}
	return len(cols), true
}

// parseRow parses the fields of one data line; on an error it also
// returns the index of the field at fault, for the error's column.
func parseRow(cols []string) (Buffer, int64, int, error) {
	var b Buffer
	if cols[0] == "" {
		return b, 0, 0, fmt.Errorf(`field "id": want a name, found nothing`)
	}
	if strings.ContainsFunc(cols[0], unicode.IsControl) {
		// A carriage return inside a line, say: WriteCSV could not write
		// the id back.
		return b, 0, 0, fmt.Errorf(`field "id": want a name without control characters, found %q`, cols[0])
	}
	b.ID = cols[0]
	var nums [4]int64
	for i := 1; i < len(cols); i++ {
		v, err := strconv.ParseInt(cols[i], 10, 64)
		if err != nil {
			if errors.Is(err, strconv.ErrRange) {
				return b, 0, i, fmt.Errorf("field %q: %s overflows int64", csvColumns[i], cols[i])
			}
			return b, 0, i, fmt.Errorf("field %q: want an integer, found %q", csvColumns[i], cols[i])
		}
		if v < 0 && i != 2 {
			return b, 0, i, fmt.Errorf("field %q: want a non-negative integer, found %d", csvColumns[i], v)
		}
		if v > maxSize && i >= 3 {
			return b, 0, i, fmt.Errorf("field %q: want at most 2^62, found %d", csvColumns[i], v)
		}
		nums[i-1] = v
	}
	b.Start, b.End, b.Size = nums[0], nums[1], nums[2]
	if b.End <= b.Start {
		return b, 0, 2, fmt.Errorf(`field "upper": want above lower %d, found %d`, b.Start, b.End)
	}
	return b, nums[3], 0, nil
}

// WriteCSV writes p in MiniMalloc's CSV format, with a header line, and with
// an offset column from s when s is not nil.
func WriteCSV(w io.Writer, p *Problem, s *Solution) error {
	if s != nil && len(s.Offsets) != len(p.Buffers) {
		return fmt.Errorf("%d offsets for %d buffers", len(s.Offsets), len(p.Buffers))
	}
	bw := bufio.NewWriter(w)
	if s != nil {
		bw.WriteString("id,lower,upper,size,offset\n")
	} else {
		bw.WriteString("id,lower,upper,size\n")
	}
	var buf []byte
	for i, b := range p.Buffers {
		if strings.ContainsAny(b.ID, ",") || strings.ContainsFunc(b.ID, unicode.IsControl) || b.ID == "" {
			return fmt.Errorf("buffer %d: id %q cannot be written to CSV", i, b.ID)
		}
		buf = append(buf[:0], b.ID...)
		for _, v := range []int64{b.Start, b.End, b.Size} {
			buf = append(buf, ',')
			buf = strconv.AppendInt(buf, v, 10)
		}
		if s != nil {
			buf = append(buf, ',')
			buf = strconv.AppendInt(buf, s.Offsets[i], 10)
		}
		buf = append(buf, '\n')
		bw.Write(buf)
	}
	return bw.Flush()
}
