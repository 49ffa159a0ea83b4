package hlo

// Stack frames. XLA's MLIR export (location_exporter.cc,
// CreateOpMetadataFromLocation, with a StackFrameIndexBuilder) writes an
// op's call stack as metadata={op_name=... stack_frame_id=K} and, after
// the module's header, four tables: FileNames and FunctionNames (an id
// and a quoted string), FileLocations (an id and {file_name_id=
// function_name_id= line= ...}) and StackFrames (an id and
// {file_location_id= parent_frame_id=}); frame K is the innermost user
// frame, the one XLA copies into source_file and source_line of the
// protobuf. The text printer writes only the id, so this is where
// as_text(dialect="hlo", debug_info=True)'s lines are: resolveFrames gives
// each instruction with a stack_frame_id and no source_file the file and
// line of its frame. A table the reader cannot read gives no lines, never
// an error: the tables are read raw, as before.

import (
	"strconv"
	"strings"
)

// frameTables are the four tables, by id.
type frameTables struct {
	files     map[int]string
	locations map[int][2]int // file_name_id, line
	frames    map[int]int    // file_location_id
}

// readFrameTables reads the tables of FrameTables' raw text.
func readFrameTables(raw []string) frameTables {
	t := frameTables{files: map[int]string{}, locations: map[int][2]int{}, frames: map[int]int{}}
	for _, table := range raw {
		lines := strings.Split(table, "\n")
		title := strings.TrimSpace(lines[0])
		for _, l := range lines[1:] {
			idText, rest, ok := strings.Cut(strings.TrimSpace(l), " ")
			id, err := strconv.Atoi(idText)
			if !ok || err != nil {
				continue
			}
			rest = strings.TrimSpace(rest)
			switch title {
			case "FileNames":
				if len(rest) >= 2 && rest[0] == '"' && quotedLen(rest) == len(rest) {
					t.files[id] = unquote(rest)
				}
			case "FileLocations":
				f := braceFields(rest)
				if file, ok := f["file_name_id"]; ok {
					t.locations[id] = [2]int{file, f["line"]}
				}
			case "StackFrames":
				if loc, ok := braceFields(rest)["file_location_id"]; ok {
					t.frames[id] = loc
				}
			}
		}
	}
	return t
}

// braceFields reads "{a=1 b=2}" into its integer fields.
func braceFields(s string) map[string]int {
	out := map[string]int{}
	s = strings.TrimSuffix(strings.TrimPrefix(s, "{"), "}")
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' }) {
		k, v, ok := strings.Cut(f, "=")
		if n, err := strconv.Atoi(v); ok && err == nil {
			out[k] = n
		}
	}
	return out
}

// resolveFrames fills source_file and source_line from stack_frame_id.
func (m *Module) resolveFrames() {
	if len(m.FrameTables) == 0 {
		return
	}
	t := readFrameTables(m.FrameTables)
	for _, c := range m.Computations {
		for _, in := range c.Instructions {
			md := in.Metadata
			if md == nil || md.StackFrame == 0 || md.SourceFile != "" {
				continue
			}
			loc, ok := t.locations[t.frames[md.StackFrame]]
			if !ok {
				continue
			}
			file, ok := t.files[loc[0]]
			if !ok {
				continue
			}
			with := *md
			with.SourceFile, with.SourceLine = file, loc[1]
			in.Metadata = &with
		}
	}
}
