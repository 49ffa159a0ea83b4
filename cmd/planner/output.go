package main

import (
	"os"
	"path/filepath"
)

// writeFile writes data to path atomically: it writes a temporary file in the
// same directory and renames it over path, so that a reader sees either the
// old file or the whole new one, and a failure leaves nothing behind.
func writeFile(path string, data []byte) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+".tmp*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
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
