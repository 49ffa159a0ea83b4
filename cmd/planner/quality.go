package main

// optimalText says whether a plan is proved optimal, in words that agree
// with r = peak / L printed next to it. A plan is optimal when its peak
// reaches the aligned lower bound or the exact search proved no lower peak
// fits; with a large alignment that peak can be far above L (L counts
// sizes, not the holes alignment forces), and "optimal" next to
// r = 134217728 would read as a contradiction without the reason (an exhaustive
// search can also prove a peak above L optimal, alignment or not).
func optimalText(optimal bool, peak, l int64) string {
	switch {
	case !optimal:
		return "not proved optimal"
	case peak <= l:
		return "optimal"
	}
	return "optimal (proved: no plan has a lower peak; r > 1 because L counts neither alignment gaps nor how buffers fit together)"
}
