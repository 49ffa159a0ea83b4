package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// writeFile writes data to the file named path. A regular file, or a path
// where nothing exists yet, is written atomically: a temporary file in the
// same folder is written and renamed over it, so that a reader sees either
// the old file or the whole new one, and a failure leaves nothing behind.
// A symbolic link is followed, and the file it names is replaced, never the
// link. Anything else (a device such as /dev/null or /dev/full, a pipe, a
// terminal) is opened for writing as it is, never created, truncated or
// replaced, and the write's error is reported: renaming a file over
// /dev/full would replace the device node. Its errors name path, never the
// temporary file: "write out.json: ...".
func writeFile(path string, data []byte) (err error) {
	target := path
	if resolved, err := filepath.EvalSymlinks(path); err == nil {
		target = resolved
	}
	perm := fs.FileMode(0o644)
	st, err := os.Stat(target)
	switch {
	case err == nil && st.IsDir():
		return fmt.Errorf("write %s: is a folder: want a file name", path)
	case err == nil && !st.Mode().IsRegular():
		return writeSpecial(path, st, data)
	case err == nil:
		perm = st.Mode().Perm()
	}
	dir, base := filepath.Split(target)
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
	if err = f.Chmod(perm); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	return os.Rename(tmp, target)
}

// writeSpecial writes data to path, which st says is not a regular file or
// a folder, through the file itself: opened write-only, without O_CREATE or
// O_TRUNC, so that the node stays what it is. A short write, or a failed
// write or close (ENOSPC from /dev/full, EPIPE from a closed pipe), is an
// error naming path.
func writeSpecial(path string, st fs.FileInfo, data []byte) error {
	if st.Mode()&fs.ModeSocket != 0 {
		return fmt.Errorf("write %s: is a socket: want a file, a device or a pipe", path)
	}
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return fmt.Errorf("write %s: %v", path, cause(err))
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("write %s (%s): %v", path, fileKind(st.Mode()), cause(err))
	}
	return nil
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

// emit writes data to path with writeFile, or to stdout when path is "" or
// "-". A failed write to stdout (a full disk behind a redirection, a closed
// pipe) is an error too: the output is incomplete.
func (e *env) emit(path string, data []byte) error {
	if path == "" || path == "-" {
		if _, err := e.stdout.Write(data); err != nil {
			return fail(exitUsage, "planner: write stdout: %v", cause(err))
		}
		return nil
	}
	if err := writeFile(path, data); err != nil {
		return fail(exitUsage, "planner: %v", err)
	}
	return nil
}

// checkOutputs refuses output paths (-o, --html, --emit-hlo) that name one
// of the input files, or each other, before any work is done: writing the
// plan over the model it came from loses the model, and two outputs to one
// file keep only the last. Paths are compared after resolving symbolic
// links, and existing files by identity (os.SameFile: hard links too). An
// output that exists and is not a regular file (/dev/null, /dev/stdout, a
// pipe) is never replaced, only written to, so it may repeat.
func checkOutputs(inputs []string, outputs ...string) error {
	var outs []string
	for _, o := range outputs {
		if o != "" && o != "-" {
			outs = append(outs, o)
		}
	}
	for i, o := range outs {
		if special(o) {
			continue
		}
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

// special reports whether path names an existing file that is neither a
// regular file nor a folder: a device, a pipe or a socket.
func special(path string) bool {
	st, err := os.Stat(path)
	return err == nil && !st.Mode().IsRegular() && !st.IsDir()
}

// sameFile reports whether a and b name one existing file, or one path
// once symbolic links (of the file or of its folders) are resolved.
func sameFile(a, b string) bool {
	if canonical(a) == canonical(b) {
		return true
	}
	sa, err1 := os.Stat(a)
	sb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(sa, sb)
}

// canonical is the absolute path of p with its symbolic links resolved: of
// p itself when it exists, of its folder when only the folder does.
func canonical(p string) string {
	if r, err := filepath.EvalSymlinks(p); err == nil {
		p = r
	} else if d, err := filepath.EvalSymlinks(filepath.Dir(p)); err == nil {
		p = filepath.Join(d, filepath.Base(p))
	}
	if abs, err := filepath.Abs(p); err == nil {
		return abs
	}
	return filepath.Clean(p)
}
