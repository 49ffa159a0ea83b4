package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

const chainHLO = `HloModule chain
ENTRY e {
  x = f32[4] parameter(0)
  ROOT y = f32[4] negate(x)
}
`

const shardedHLO = `HloModule s, num_partitions=2
ENTRY e {
  x = f32[8] parameter(0), sharding={devices=[2]0,1}
  ROOT y = f32[8] negate(x), sharding={devices=[2]0,1}
}
`

// mknod makes a character device node in dir (1,7 is /dev/full, 1,3
// /dev/null), or skips the test where the system does not let it.
func mknod(t *testing.T, dir, name string, minor int) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := syscall.Mknod(path, syscall.S_IFCHR|0o666, 1<<8|minor); err != nil {
		t.Skipf("mknod %s: %v", path, err)
	}
	return path
}

// writeInputs writes the inputs every writing command reads into dir.
func writeInputs(t *testing.T, dir string) {
	t.Helper()
	files := map[string]string{
		"chain.hlo":   chainHLO,
		"sharded.hlo": shardedHLO,
		"p.csv":       "id,lower,upper,size\na,0,2,10\nb,1,3,20\n",
		"frag.run":    "put a 2KiB\nput b 2KiB\ndrop a\nput c 4KiB\n",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// outputCommands are the commands that write a file, with OUT where the
// file goes.
var outputCommands = []struct {
	name string
	args []string
}{
	{"plan -o", []string{"plan", "chain.hlo", "-o", "OUT"}},
	{"plan --html", []string{"plan", "chain.hlo", "--html", "OUT"}},
	{"plan --emit-hlo", []string{"plan", "chain.hlo", "--memory-limit", "1GiB", "--emit-hlo", "OUT"}},
	{"explain --emit-hlo", []string{"explain", "chain.hlo", "--memory-limit", "1GiB", "--emit-hlo", "OUT"}},
	{"optimize -o", []string{"optimize", "chain.hlo", "-o", "OUT"}},
	{"partition -o", []string{"partition", "sharded.hlo", "-o", "OUT"}},
	{"pack -o", []string{"pack", "p.csv", "-o", "OUT"}},
	{"simulate --html", []string{"simulate", "frag.run", "--html", "OUT", "--least=false"}},
}

// runIn runs the planner in dir with args, OUT replaced by out.
func runIn(t *testing.T, dir string, args []string, out string) (int, string) {
	t.Helper()
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	defer os.Chdir(wd)
	a := make([]string, len(args))
	for i, s := range args {
		if s == "OUT" {
			s = out
		}
		a[i] = s
	}
	var stdout, stderr bytes.Buffer
	code := run(a, &stdout, &stderr)
	return code, stderr.String()
}

// TestOutputFullDevice writes every command's output to a /dev/full node:
// the write fails with ENOSPC, the command says so and exits non-zero, and
// the node is still a device (the output was renamed over it, exit 0).
func TestOutputFullDevice(t *testing.T) {
	dir := t.TempDir()
	writeInputs(t, dir)
	full := mknod(t, dir, "full", 7)
	for _, tc := range outputCommands {
		t.Run(tc.name, func(t *testing.T) {
			code, stderr := runIn(t, dir, tc.args, "full")
			if code == exitOK {
				t.Errorf("exit 0 writing to a full device; stderr:\n%s", stderr)
			}
			if !strings.Contains(stderr, "write full (a device): no space left on device") {
				t.Errorf("stderr does not say the write failed:\n%s", stderr)
			}
			st, err := os.Lstat(full)
			if err != nil {
				t.Fatal(err)
			}
			if st.Mode()&os.ModeCharDevice == 0 {
				t.Fatalf("full is now %v, not a character device", st.Mode())
			}
		})
	}
}

// TestOutputNullDevice writes every command's output to a /dev/null node
// (twice where a command has two outputs): exit 0, the node stays.
func TestOutputNullDevice(t *testing.T) {
	dir := t.TempDir()
	writeInputs(t, dir)
	null := mknod(t, dir, "null", 3)
	for _, tc := range outputCommands {
		t.Run(tc.name, func(t *testing.T) {
			code, stderr := runIn(t, dir, tc.args, "null")
			if code != exitOK {
				t.Errorf("exit %d writing to a null device; stderr:\n%s", code, stderr)
			}
			st, err := os.Lstat(null)
			if err != nil {
				t.Fatal(err)
			}
			if st.Mode()&os.ModeCharDevice == 0 {
				t.Fatalf("null is now %v, not a character device", st.Mode())
			}
		})
	}
	code, stderr := runIn(t, dir, []string{"plan", "chain.hlo", "-o", "null", "--html", "null"}, "")
	if code != exitOK {
		t.Errorf("-o null --html null: exit %d: %s", code, stderr)
	}
}

// TestOutputPipe writes a plan to a named pipe: the reader gets the whole
// plan, and the pipe stays a pipe.
func TestOutputPipe(t *testing.T) {
	dir := t.TempDir()
	writeInputs(t, dir)
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	got := make(chan string)
	go func() {
		f, err := os.Open(fifo)
		if err != nil {
			got <- "open: " + err.Error()
			return
		}
		defer f.Close()
		b, _ := io.ReadAll(f)
		got <- string(b)
	}()
	code, stderr := runIn(t, dir, []string{"plan", "chain.hlo", "--format", "csv", "-o", "OUT"}, "fifo")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if s := <-got; !strings.HasPrefix(s, "id,lower,upper,size,offset\n") {
		t.Errorf("the pipe's reader got %q, want the CSV plan", s)
	}
	st, err := os.Lstat(fifo)
	if err != nil || st.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("fifo is no longer a pipe: %v %v", st, err)
	}
}

// TestOutputLinks: an output through a symbolic link replaces the file
// the link names and keeps the link and the file's mode; an output that
// is the input through a link, a hard link or a linked folder is refused.
func TestOutputLinks(t *testing.T) {
	dir := t.TempDir()
	writeInputs(t, dir)
	if err := os.WriteFile(filepath.Join(dir, "real.csv"), []byte("old\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("real.csv", filepath.Join(dir, "link.csv")); err != nil {
		t.Fatal(err)
	}
	code, stderr := runIn(t, dir, []string{"pack", "p.csv", "-o", "link.csv"}, "")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	st, err := os.Lstat(filepath.Join(dir, "link.csv"))
	if err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("link.csv is no longer a link: %v %v", st, err)
	}
	b, err := os.ReadFile(filepath.Join(dir, "real.csv"))
	if err != nil || !strings.HasPrefix(string(b), "id,lower,upper,size,offset\n") {
		t.Errorf("real.csv holds %q (%v), want the plan", b, err)
	}
	if st, err := os.Stat(filepath.Join(dir, "real.csv")); err != nil || st.Mode().Perm() != 0o600 {
		t.Errorf("real.csv's mode is %v (%v), want 0600 kept", st.Mode(), err)
	}

	if err := os.Symlink("chain.hlo", filepath.Join(dir, "in.link")); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(filepath.Join(dir, "chain.hlo"), filepath.Join(dir, "hard.hlo")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(".", filepath.Join(dir, "here")); err != nil {
		t.Fatal(err)
	}
	for _, out := range []string{"in.link", "hard.hlo", "here/chain.hlo"} {
		for _, tc := range outputCommands {
			if tc.args[1] != "chain.hlo" {
				continue
			}
			code, stderr := runIn(t, dir, tc.args, out)
			if code != exitUsage || !strings.Contains(stderr, "is the input file chain.hlo") {
				t.Errorf("%s onto %s: exit %d, stderr %q; want it refused as the input", tc.name, out, code, stderr)
			}
		}
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "chain.hlo")); string(b) != chainHLO {
		t.Errorf("chain.hlo was changed:\n%s", b)
	}
}
