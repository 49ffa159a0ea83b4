package memspace

// The baseline, written for this project after the design XLA's
// memory-space assignment publishes (memory_space_assignment.cc and its
// cost-analysis prefetch interval picker), to measure the planner's own
// assignment against:
//
//   - candidates are a buffer's whole run of uses and each single use
//     (MSA allocates per use, keeping a value in fast memory between uses
//     when it can and prefetching it for a use otherwise);
//   - they are taken in one fixed order, by benefit per byte ("memory
//     boundedness" over size) as first evaluated, with no re-ordering as
//     placements interact;
//   - a prefetch window is chosen by elapsed compute time alone, as the
//     interval picker does: the latest start whose elapsed time until the
//     use is at least the preferred overlap ratio times the copy time,
//     without regard to the other copies sharing the channel;
//   - no double buffering and no improvement step.
//
// Its plans are timed, packed and verified exactly as the planner's.

// preferredOverlap is the interval picker's preferred ratio of elapsed
// time to copy time (XLA's preferred_overlap_to_async_copy_ratio default).
const preferredOverlap = 1.5

// pickerPrefetch returns the latest issue step in [lower, deadline] with
// at least preferredOverlap × need seconds of steps before deadline, and
// the copy time those steps leave uncovered.
func (s *state) pickerPrefetch(need float64, lower, deadline int64) (issue int64, exposed float64) {
	elapsed := 0.0
	t := deadline
	for t > lower && elapsed < preferredOverlap*need && deadline-t < maxWalk {
		t--
		elapsed += s.d(t)
	}
	return t, max(0, need-elapsed)
}
