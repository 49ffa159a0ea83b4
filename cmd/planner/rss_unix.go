//go:build linux

package main

import (
	"fmt"
	"syscall"
	"time"
)

// maxRSS returns the process's peak resident memory so far, in MiB.
func maxRSS() string {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return "-"
	}
	return fmt.Sprintf("%d", ru.Maxrss/1024) // kilobytes on Linux
}

// cpuTime returns the CPU time the process has used (user and system).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
