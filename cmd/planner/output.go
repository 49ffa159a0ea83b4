package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// writeFile writes data to path atomically: it writes a temporary file in the
// same directory and renames it over path, so that a reader sees either the
// old file or the whole new one, and a failure leaves nothing behind. Its
// errors name path, never the temporary file: "write out.json: ...".
func writeFile(path string, data []byte) (err error) {
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return fmt.Errorf("write %s: is a folder: want a file name", path)
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+".tmp*")
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("write %s: folder %s does not exist", path, dir)
		}
		return fmt.Errorf("write %s: %v", path, cause(err))
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
			err = fmt.Errorf("write %s: %v", path, cause(err))
		}
	}()
	if _, err = f.Write(data); err != nil {
		return err
	}
	if err = f.Chmod(0o644); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// cause strips the file names of a *PathError or *LinkError (the temporary
// file's) and keeps the reason.
func cause(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}

// emit writes data to path with writeFile, or to stdout when path is "" or "-".
func (e *env) emit(path string, data []byte) error {
	if path == "" || path == "-" {
		_, err := e.stdout.Write(data)
		return err
	}
	if err := writeFile(path, data); err != nil {
		return fail(exitUsage, "planner: %v", err)
	}
	return nil
}

// checkOutputs refuses output paths (-o, --html) that name one of the
// input files, or each other, before any work is done: writing the plan
// over the model it came from loses the model.
func checkOutputs(inputs []string, outputs ...string) error {
	var outs []string
	for _, o := range outputs {
		if o != "" && o != "-" {
			outs = append(outs, o)
		}
	}
	for i, o := range outs {
		for _, in := range inputs {
			if sameFile(o, in) {
				return fail(exitUsage, "planner: output %s is the input file %s: want another file name", o, in)
			}
		}
		for _, o2 := range outs[:i] {
			if sameFile(o, o2) {
				return fail(exitUsage, "planner: outputs %s and %s are one file: want two file names", o2, o)
			}
		}
	}
	return nil
}

// sameFile reports whether a and b name one existing file, or one path.
func sameFile(a, b string) bool {
	if filepath.Clean(a) == filepath.Clean(b) {
		return true
	}
	sa, err1 := os.Stat(a)
	sb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(sa, sb)
}
