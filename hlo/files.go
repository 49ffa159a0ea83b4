package hlo

import (
	"math"
	"sync"
)

// files interns the file names positions refer to, so that a Pos holds a
// 4-byte index rather than a 16-byte string header. Names are only ever
// added: a program parses a handful of files, and an index stays valid
// for the life of the process. Index 0 is the empty name, so the zero Pos
// has no file.
var files = struct {
	mu    sync.Mutex
	names []string          // names[i] is the file of index i; names[0] == ""
	index map[string]uint32 // the inverse of names, without ""
}{names: []string{""}, index: map[string]uint32{}}

// fileIndex returns the index of name in files, adding it when new. When
// the table is full (2^32-1 distinct names) it returns 0, the empty name:
// positions then lose their file, never their line and column.
func fileIndex(name string) uint32 {
	if name == "" {
		return 0
	}
	files.mu.Lock()
	defer files.mu.Unlock()
	if i, ok := files.index[name]; ok {
		return i
	}
	if uint64(len(files.names)) >= math.MaxUint32 {
		return 0
	}
	i := uint32(len(files.names))
	files.names = append(files.names, name)
	files.index[name] = i
	return i
}

// NewPos returns the position line:col in the file named file. Line and
// col saturate at math.MaxInt32 (a line or a column past 2^31 needs a
// source of more than 2 GiB), and below 0 read as 0.
func NewPos(file string, line, col int) Pos {
	return Pos{file: fileIndex(file), Line: clamp32(line), Col: clamp32(col)}
}

// clamp32 converts n to int32, saturating at 0 and math.MaxInt32.
func clamp32(n int) int32 {
	switch {
	case n < 0:
		return 0
	case n > math.MaxInt32:
		return math.MaxInt32
	}
	return int32(n)
}

// File returns the name of the position's file, "" when it has none.
func (p Pos) File() string {
	if p.file == 0 {
		return ""
	}
	files.mu.Lock()
	defer files.mu.Unlock()
	return files.names[p.file]
}

// Equal reports whether p and q are the same position: the same file,
// line and column. (go-cmp compares Pos values with it.)
func (p Pos) Equal(q Pos) bool { return p == q }
