package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	planner "github.com/planner-dev/planner"
)

// defaultMaxInput is the largest input file a command reads without
// --max-input: 1 GiB, about 250 times the largest module of the corpus
// (gemma2's 3.9 MB) and the size of a module of some 5,000,000
// instructions.
const defaultMaxInput = 1 << 30

// declareInputLimit defines --max-input on fs, storing the limit in *p (-1
// until the flag is given, which readInput reads as the default with the
// regular-file check).
func declareInputLimit(fs *flag.FlagSet, p *int64) {
	*p = -1
	fs.Func("max-input", "the most bytes read from the input file (a size as --capacity\ntakes it; 0: no limit). Without it the input must be a regular file\nof at most 1GiB; with it, a pipe or a device is read too, up to the limit\n(default: 1GiB, regular files only)", func(s string) error {
		n, err := planner.ParseSize(s)
		*p = n
		return err
	})
}

// readInput reads the input file name. max is --max-input: -1 (not given)
// reads a regular file of at most defaultMaxInput bytes and refuses
// anything else (a device such as /dev/zero, a pipe, a folder) before
// reading; 0 reads any file whole; a positive max reads any file, up to max
// bytes. The read stops, with an error wrapping ctx.Err(), once ctx is done.
// Its errors exit 2 and name the file.
func readInput(ctx context.Context, name string, max int64) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, fail(exitUsage, "planner: %v", err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, fail(exitUsage, "planner: %v", err)
	}
	limit := max
	if max < 0 {
		limit = defaultMaxInput
		if st.IsDir() {
			return nil, fail(exitUsage, "planner: %s is a folder: want a file", name)
		}
		if !st.Mode().IsRegular() {
			return nil, fail(exitUsage, "planner: %s is %s, not a regular file: --max-input SIZE reads it up to SIZE bytes", name, fileKind(st.Mode()))
		}
	}
	if limit > 0 && st.Mode().IsRegular() && st.Size() > limit {
		return nil, fail(exitUsage, "planner: %s is %s bytes: more than the input limit of %s (--max-input lifts it)", name, commas(st.Size()), commas(limit))
	}
	var buf []byte
	if st.Mode().IsRegular() {
		buf = make([]byte, 0, st.Size()+1)
	}
	chunk := make([]byte, 1<<20)
	for {
		if ctx != nil && ctx.Err() != nil {
			return nil, fmt.Errorf("reading %s: %w", name, ctx.Err())
		}
		n, err := f.Read(chunk)
		buf = append(buf, chunk[:n]...)
		if limit > 0 && int64(len(buf)) > limit {
			return nil, fail(exitUsage, "planner: %s holds more than the input limit of %s bytes (--max-input lifts it)", name, commas(limit))
		}
		if errors.Is(err, io.EOF) {
			return buf, nil
		}
		if err != nil {
			return nil, fail(exitUsage, "planner: %v", err)
		}
	}
}

// fileKind names the kind of a file that is not a regular file.
func fileKind(m os.FileMode) string {
	switch {
	case m&os.ModeNamedPipe != 0:
		return "a pipe"
	case m&os.ModeSocket != 0:
		return "a socket"
	case m&os.ModeDevice != 0:
		return "a device"
	}
	return "a special file"
}
