// Package cpuload keeps every processor busy, for tests that check a
// result does not depend on the machine's load.
package cpuload

import (
	"runtime"
	"sync"
)

// sink keeps the busy loops' result alive, so that the compiler cannot
// drop them.
var sink uint64

// Start keeps every CPU busy with one spinning goroutine each until the
// returned function is called; that function waits for them to stop.
func Start() (stop func()) {
	done := make(chan struct{})
	var wg sync.WaitGroup
	var mu sync.Mutex
	for range runtime.NumCPU() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			x := uint64(1)
			for {
				select {
				case <-done:
					mu.Lock()
					sink += x
					mu.Unlock()
					return
				default:
				}
				for range 1 << 14 {
					x = x*6364136223846793005 + 1442695040888963407
				}
			}
		}()
	}
	return func() { close(done); wg.Wait() }
}
