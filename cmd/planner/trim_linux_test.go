//go:build linux

package main

import (
	"bytes"
	"os"
	"strconv"
	"testing"
)

// rssFileKB returns the process's resident file-backed memory in KiB
// (RssFile in /proc/self/status).
func rssFileKB(t *testing.T) int64 {
	t.Helper()
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Skipf("no /proc/self/status: %v", err)
	}
	for _, l := range bytes.Split(b, []byte("\n")) {
		if v, ok := bytes.CutPrefix(l, []byte("RssFile:")); ok {
			kb, err := strconv.ParseInt(string(bytes.TrimSuffix(bytes.TrimSpace(v), []byte(" kB"))), 10, 64)
			if err != nil {
				t.Fatalf("RssFile %q: %v", v, err)
			}
			return kb
		}
	}
	t.Skip("no RssFile in /proc/self/status")
	return 0
}

// TestDropExecutablePages checks that dropExecutablePages advises the
// test binary's code and read-only data (more than a MiB of mappings) and
// that the process's resident file pages fall by at least 512 KiB: the
// binary's pages the test has touched, less the few windows mapped back
// by the code that runs between the two readings.
func TestDropExecutablePages(t *testing.T) {
	before := rssFileKB(t)
	advised := dropExecutablePages()
	after := rssFileKB(t)
	t.Logf("advised %d KiB of mappings; RssFile %d -> %d KiB", advised>>10, before, after)
	if advised < 1<<20 {
		t.Fatalf("advised %d bytes of the executable's mappings, want more than 1 MiB (its code alone is larger)", advised)
	}
	if after > before-512 {
		t.Errorf("RssFile %d KiB before, %d after: want at least 512 KiB fewer", before, after)
	}
}

// TestReadOnlyMappingOf checks which lines of /proc/self/maps are taken:
// private mappings without write permission of the file with the given
// device and inode, and nothing else.
func TestReadOnlyMappingOf(t *testing.T) {
	dev := mkdev(0xfe, 0x01)
	for _, tc := range []struct {
		line   string
		lo, hi uint64
		ok     bool
	}{
		{"00400000-007ac000 r-xp 00000000 fe:01 1234 /tmp/planner", 0x400000, 0x7ac000, true},
		{"007ac000-00ab0000 r--p 003ac000 fe:01 1234 /tmp/planner", 0x7ac000, 0xab0000, true},
		{"007ac000-00ab0000 r--p 003ac000 fe:01 1234 /tmp/a path with spaces", 0x7ac000, 0xab0000, true},
		{"00ab0000-00ad8000 rw-p 006b0000 fe:01 1234 /tmp/planner", 0, 0, false}, // writable: its data
		{"00ab0000-00ad8000 r--s 006b0000 fe:01 1234 /tmp/planner", 0, 0, false}, // shared
		{"00400000-007ac000 r-xp 00000000 fe:01 1235 /tmp/other", 0, 0, false},   // another inode
		{"00400000-007ac000 r-xp 00000000 fe:02 1234 /tmp/planner", 0, 0, false}, // another device
		{"7f24a9220000-7f24a9500000 rw-p 00000000 00:00 0 ", 0, 0, false},
		{"7ffc7498b000-7ffc749ac000 rw-p 00000000 00:00 0 [stack]", 0, 0, false},
		{"007ac000-007ac000 r--p 003ac000 fe:01 1234 /tmp/planner", 0, 0, false}, // empty
		{"garbage", 0, 0, false},
	} {
		lo, hi, ok := readOnlyMappingOf([]byte(tc.line), dev, 1234)
		if lo != tc.lo || hi != tc.hi || ok != tc.ok {
			t.Errorf("readOnlyMappingOf(%q) = %#x, %#x, %v; want %#x, %#x, %v", tc.line, lo, hi, ok, tc.lo, tc.hi, tc.ok)
		}
	}
	// glibc's gnu_dev_makedev, worked by hand.
	for _, tc := range []struct{ major, minor, want uint64 }{
		{0xfe, 0x01, 0xfe01},
		{0x103, 0x1ff, 0x1103ff},
		{0x1234, 0x56789, 0x100056723489},
	} {
		if got := mkdev(tc.major, tc.minor); got != tc.want {
			t.Errorf("mkdev(%#x, %#x) = %#x, want %#x", tc.major, tc.minor, got, tc.want)
		}
	}
}
