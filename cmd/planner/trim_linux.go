//go:build linux

package main

import (
	"bufio"
	"bytes"
	"os"
	"strconv"
	"syscall"
)

// dropExecutablePages lets go of the process's resident pages of its own
// executable's code and read-only data, and returns the bytes of mappings
// it advised (0 when it found none, or could not read them).
//
// Most of a small `pack`'s resident set is the binary, not its data: of
// the 12 MB a 900-buffer search held, 4.7 MB were file pages of the
// executable, mapped by then because the runtime and the package inits of
// every subcommand (the HLO pipeline, yaml, the report) ran through them,
// each fault mapping a whole fault-around window (64 KiB on Linux) of
// the file. After MADV_DONTNEED those pages leave the process's resident
// set (they stay in the page cache, shared), and the kernel maps back only
// the windows the code then touches: about 3.6 MB for a pack
// (docs/performance.md, "The resident set of a small pack").
//
// It is safe for read-only private mappings of a file, and only those are
// advised: their pages never differ from the file, so a page dropped and
// faulted again holds what it held, as after the reclaim the kernel does
// under memory pressure anyway. The executable's writable mapping (its
// initialised data) is left alone: dropping it would undo every write.
// The mappings are found in /proc/self/maps by the device and inode of
// /proc/self/exe, not by path.
func dropExecutablePages() int64 {
	var st syscall.Stat_t
	if err := syscall.Stat("/proc/self/exe", &st); err != nil {
		return 0
	}
	maps, err := os.ReadFile("/proc/self/maps")
	if err != nil {
		return 0
	}
	var advised int64
	sc := bufio.NewScanner(bytes.NewReader(maps))
	for sc.Scan() {
		lo, hi, ok := readOnlyMappingOf(sc.Bytes(), uint64(st.Dev), st.Ino)
		if !ok {
			continue
		}
		if _, _, e := syscall.Syscall(syscall.SYS_MADVISE, uintptr(lo), uintptr(hi-lo), syscall.MADV_DONTNEED); e == 0 {
			advised += int64(hi - lo)
		}
	}
	return advised
}

// readOnlyMappingOf parses one line of /proc/self/maps ("lo-hi perms
// offset major:minor inode path") and returns the mapping's range when it
// is a private mapping without write permission of the file with device
// dev and inode ino.
func readOnlyMappingOf(line []byte, dev, ino uint64) (lo, hi uint64, ok bool) {
	f := bytes.Fields(line)
	if len(f) < 6 {
		return 0, 0, false
	}
	perms := f[1]
	if len(perms) != 4 || perms[1] != '-' || perms[3] != 'p' {
		return 0, 0, false
	}
	if n, err := strconv.ParseUint(string(f[4]), 10, 64); err != nil || n != ino {
		return 0, 0, false
	}
	major, minor, found := bytes.Cut(f[3], []byte(":"))
	if !found {
		return 0, 0, false
	}
	ma, err1 := strconv.ParseUint(string(major), 16, 32)
	mi, err2 := strconv.ParseUint(string(minor), 16, 32)
	if err1 != nil || err2 != nil || mkdev(ma, mi) != dev {
		return 0, 0, false
	}
	a, b, found := bytes.Cut(f[0], []byte("-"))
	if !found {
		return 0, 0, false
	}
	lo, err1 = strconv.ParseUint(string(a), 16, 64)
	hi, err2 = strconv.ParseUint(string(b), 16, 64)
	if err1 != nil || err2 != nil || hi <= lo {
		return 0, 0, false
	}
	return lo, hi, true
}

// mkdev is the kernel's encoding of a device number (glibc's
// gnu_dev_makedev), as stat returns it.
func mkdev(major, minor uint64) uint64 {
	return major&0xfff<<8 | major&^0xfff<<32 | minor&0xff | minor&^0xff<<12
}
