package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync"
	"syscall"
	"time"
)

// work is the context a long command runs under: it ends on SIGINT or
// SIGTERM (the command then writes the best verified plan it has and exits
// 130 or 143) and, with --budget, when the budget measured from the
// command's start runs out. It also reports progress on stderr.
type work struct {
	ctx    context.Context
	cancel context.CancelFunc
	start  time.Time
	stopCh chan struct{} // closed by stop: ends the watchers
	wg     sync.WaitGroup
	once   sync.Once // stop's work, done once

	mu     sync.Mutex
	signal os.Signal // the signal that interrupted the work, or nil
	step   string    // what the command is doing now
	peak   int64     // the best peak so far (0: none yet)
	lower  int64     // the lower bound, for r
	quiet  bool      // no more progress lines (stop was called)
	stderr io.Writer // where progress goes, nil for none
}

// progressAfter is how long a command runs before it reports progress.
const progressAfter = time.Second

// startWork starts watching for signals from now; budget, when positive,
// also ends the context at start+budget. Progress lines go to stderr when
// show is set, every second once the work has run progressAfter.
func startWork(budget time.Duration, stderr io.Writer, show bool) *work {
	w := &work{start: time.Now(), stopCh: make(chan struct{})}
	ctx, cancel := context.WithCancel(context.Background())
	if budget > 0 {
		ctx, cancel = context.WithDeadline(context.Background(), w.start.Add(budget))
	}
	w.ctx, w.cancel = ctx, cancel
	if show {
		w.stderr = stderr
	}
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	w.wg.Add(1)
	go func() {
		defer w.wg.Done()
		defer signal.Stop(sig)
		tick := time.NewTicker(progressAfter)
		defer tick.Stop()
		for {
			select {
			case s := <-sig:
				w.mu.Lock()
				if w.signal == nil {
					w.signal = s
				}
				w.mu.Unlock()
				cancel()
			case <-tick.C:
				w.report()
			case <-w.stopCh:
				return
			}
		}
	}()
	return w
}

// report prints one progress line.
func (w *work) report() {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.stderr == nil || w.quiet || w.step == "" {
		return
	}
	line := fmt.Sprintf("%s · %v", w.step, time.Since(w.start).Round(100*time.Millisecond))
	switch {
	case w.peak > 0 && w.lower > 0:
		line += fmt.Sprintf(" · best peak %s (r = %.4f)", commas(w.peak), ratio(w.peak, w.lower))
	case w.peak > 0:
		line += fmt.Sprintf(" · best peak %s", commas(w.peak))
	}
	fmt.Fprintln(w.stderr, line)
}

// update records the current step and best peak (peak 0 keeps the last).
func (w *work) update(step string, peak int64) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.step = step
	if peak > 0 {
		w.peak = peak
	}
}

// setLower records the lower bound the progress lines divide by.
func (w *work) setLower(l int64) {
	w.mu.Lock()
	w.lower = l
	w.mu.Unlock()
}

// remaining returns the time left of budget (measured from the start), or
// 0 when budget is 0; never less than a nanosecond once it has run out, so
// that 0 keeps meaning "no budget".
func (w *work) remaining(budget time.Duration) time.Duration {
	if budget <= 0 {
		return 0
	}
	return max(budget-time.Since(w.start), time.Nanosecond)
}

// silence ends the progress lines; the signal watch goes on.
func (w *work) silence() {
	w.mu.Lock()
	w.quiet = true
	w.mu.Unlock()
}

// stop ends the progress lines and the signal watch, and returns the
// signal that interrupted the work, if any. After stop, a second signal
// kills the process as usual. It may be called more than once.
func (w *work) stop() os.Signal {
	w.once.Do(func() {
		w.mu.Lock()
		w.quiet = true
		w.mu.Unlock()
		close(w.stopCh)
		w.wg.Wait()
		w.cancel()
	})
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.signal
}

// interrupted returns the error that makes the command exit 128 + the
// signal's number, after the best plan was written.
func interrupted(s os.Signal, what string) error {
	code := 130
	if s == syscall.SIGTERM {
		code = 143
	}
	return fail(code, "planner: interrupted by %v: %s", s, what)
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
