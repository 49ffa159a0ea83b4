// Package assign places buffers with fixed lifetimes in one arena: it gives
// every buffer an offset so that buffers live at the same time never share a
// byte, with a peak as low as it can find, and says how far that peak can be
// from the optimum.
//
// A Problem is a list of buffers, each live on a half-open interval
// [Start, End) with a size and an alignment; it is the model of MiniMalloc's
// CSV files (ReadCSV, WriteCSV) and knows nothing about HLO. Solve runs one
// packer or a portfolio of them (Options.Algorithm):
//
//	bestfit      XLA's GlobalDecreasingSizeBestFitHeap (bestfit.go)
//	greedy-size  TFLite's greedy-by-size offset planner (greedysize.go)
//	p2ffd        power-of-two aligned first-fit decreasing, peak ≤ 8·L₂ (p2ffd.go)
//	search       an exact search, when one is linked in (searchMinimize)
//	auto         the best of the fast packers, improved (improve.go), then searched
//	             below the best peak (anytime.go);
//	             above 2·10⁷ overlapping pairs the sweep (sweep.go): best fit in
//	             start order, O(n log n) whatever the overlap
//
// No packer's result depends on the clock: auto's improvement and search
// stop on counts of work (Options.Iterations, SearchNodes, SearchWork), so
// the same problem gives the same plan on any machine; Options.Budget and
// Options.Context cut the work short when asked to.
//
// Every Solution carries the lower bound L (LowerBound, the max load), from
// which r = peak/L (Ratio) certifies how far the plan can be from the
// optimum, and the guarantee that holds a priori. Verify is an independent
// checker of a plan; Solve verifies every plan it returns.
package assign
