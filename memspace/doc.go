// Package memspace decides which buffer intervals sit in a second, fast
// memory level: prefetches before the uses they serve, evictions of values
// still needed from slow memory, double buffers for the per-iteration
// slices of while loops, and buffers a layout fixes there (S(1)). It packs
// the fast memory through package assign, times the plan under package
// cost's model, and checks a two-level plan from the plan alone (Verify).
//
// Files: assign.go (the candidates and the greedy, with the essay),
// baseline.go (the baseline after XLA's memory-space assignment),
// simulate.go (the timing), trips.go (loop trip counts), access.go (which
// buffers each step reads and writes), segtree.go, verify.go.
package memspace
