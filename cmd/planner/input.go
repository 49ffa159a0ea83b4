package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
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
	fs.Func("max-input", "the most bytes read from each input file (a size as --capacity\ntakes it; 0: no limit on a regular file, 1GiB on a pipe or a device).\nWithout it every input must be a regular file of at most 1GiB; with it,\na pipe or a device is read too, up to the limit\n(default: 1GiB, regular files only)", func(s string) error {
		n, err := planner.ParseSize(s)
		*p = n
		return err
	})
}

// readInput reads the input file name whole, under the rules of openInput.
// Its errors exit 2 and name the file.
func readInput(ctx context.Context, name string, max int64) ([]byte, error) {
	r, size, err := openInput(ctx, name, max)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	var buf []byte
	if size >= 0 {
		buf = make([]byte, 0, size+1)
	}
	chunk := make([]byte, 1<<20)
	for {
		n, err := r.Read(chunk)
		buf = append(buf, chunk[:n]...)
		if errors.Is(err, io.EOF) {
			return buf, nil
		}
		if err != nil {
			return nil, err
		}
	}
}

// openInput opens the input file name for reading, as a stream. max is
// --max-input: -1 (not given) opens a regular file of at most
// defaultMaxInput bytes and refuses anything else (a device such as
// /dev/zero, a pipe, a folder) before reading; 0 opens a regular file of
// any size, and any other file up to defaultMaxInput bytes (a pipe or a
// device has no size to check first, and would otherwise be read until
// memory runs out); a positive max opens any file, up to max bytes. size is
// the regular file's size, -1 for any other. A read past the limit fails
// with an exit-2 error naming the file; once ctx is done (nil: never) a
// read fails with an error wrapping ctx.Err().
func openInput(ctx context.Context, name string, max int64) (r *inputReader, size int64, err error) {
	// The rules are checked on the path first, before it is opened:
	// opening a named pipe waits until something opens it for writing,
	// so `planner plan FIFO` used to wait forever (SIGTERM too, since a
	// long command catches it). They are checked again on the file opened.
	pre, err := os.Stat(name)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			pe.Op = "open" // what the user asked: "open missing.hlo: no such file"
		}
		return nil, 0, fail(exitUsage, "planner: %v", err)
	}
	if err := inputKind(name, pre, max); err != nil {
		return nil, 0, err
	}
	f, err := openWaiting(ctx, name, pre.Mode().IsRegular())
	if err != nil {
		return nil, 0, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, 0, fail(exitUsage, "planner: %v", err)
	}
	if err := inputKind(name, st, max); err != nil {
		f.Close()
		return nil, 0, err
	}
	regular := st.Mode().IsRegular()
	limit := max
	switch {
	case max < 0:
		limit = defaultMaxInput
	case max == 0 && !regular:
		limit = defaultMaxInput
	}
	if limit > 0 && regular && st.Size() > limit {
		f.Close()
		return nil, 0, fail(exitUsage, "planner: %s is %s bytes: more than the input limit of %s (--max-input lifts it)", name, commas(st.Size()), commas(limit))
	}
	size = -1
	if regular {
		size = st.Size()
	}
	return &inputReader{f: f, ctx: ctx, name: name, limit: limit}, size, nil
}

// inputKind refuses a folder, and any file but a regular one when
// --max-input was not given (max < 0).
func inputKind(name string, st os.FileInfo, max int64) error {
	switch {
	case st.IsDir():
		return fail(exitUsage, "planner: %s is a folder: want a file", name)
	case max < 0 && !st.Mode().IsRegular():
		return fail(exitUsage, "planner: %s is %s, not a regular file: --max-input SIZE reads it up to SIZE bytes", name, fileKind(st.Mode()))
	}
	return nil
}

// openWaiting opens name for reading. A file that is not regular (a named
// pipe, read under --max-input) may keep the open waiting until a writer
// comes, as cat would: the wait ends when ctx is done (SIGINT, SIGTERM or
// --budget), with an error wrapping ctx.Err().
func openWaiting(ctx context.Context, name string, regular bool) (*os.File, error) {
	if regular || ctx == nil {
		f, err := os.Open(name)
		if err != nil {
			return nil, fail(exitUsage, "planner: %v", err)
		}
		return f, nil
	}
	type opened struct {
		f   *os.File
		err error
	}
	ch := make(chan opened, 1)
	go func() {
		f, err := os.Open(name)
		ch <- opened{f, err}
	}()
	select {
	case o := <-ch:
		if o.err != nil {
			return nil, fail(exitUsage, "planner: %v", o.err)
		}
		return o.f, nil
	case <-ctx.Done():
		go func() { // close the file should the open still succeed
			if o := <-ch; o.f != nil {
				o.f.Close()
			}
		}()
		return nil, fmt.Errorf("opening %s: %w", name, ctx.Err())
	}
}

// inputReader reads an input file up to a limit, watching a context.
type inputReader struct {
	f     *os.File
	ctx   context.Context // nil: never done
	name  string
	limit int64 // the most bytes read; 0: no limit
	read  int64 // the bytes read so far
	// err is the first error a Read returned other than io.EOF: a reader
	// of the stream (a CSV parser) may wrap it, and its caller reports it
	// as it is.
	err error
}

func (r *inputReader) Read(p []byte) (int, error) {
	if r.ctx != nil && r.ctx.Err() != nil {
		r.err = fmt.Errorf("reading %s: %w", r.name, r.ctx.Err())
		return 0, r.err
	}
	if r.limit > 0 && int64(len(p)) > r.limit-r.read+1 {
		p = p[:r.limit-r.read+1] // one byte past the limit tells a longer file
	}
	n, err := r.f.Read(p)
	r.read += int64(n)
	switch {
	case r.limit > 0 && r.read > r.limit:
		r.err = fail(exitUsage, "planner: %s holds more than the input limit of %s bytes (--max-input lifts it)", r.name, commas(r.limit))
		return n, r.err
	case err != nil && !errors.Is(err, io.EOF):
		r.err = fail(exitUsage, "planner: %v", err)
		return n, r.err
	}
	return n, err
}

func (r *inputReader) Close() error { return r.f.Close() }

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
