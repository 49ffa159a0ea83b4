//go:build unix

package assign

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time the process has used, so that benchmarks on
// a shared machine can report work done next to wall time.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
