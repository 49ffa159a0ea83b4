//go:build !linux

package main

import "time"

// maxRSS returns "-": the peak resident memory is read on Linux only.
func maxRSS() string { return "-" }

// cpuTime returns 0: CPU time is read on Linux only.
func cpuTime() time.Duration { return 0 }
