package optimize

// Unique names for the instructions and computations the passes make.
//
// XLA keeps instruction names unique in a module (HloModule's
// NameUniquer, name_uniquer.cc: GetUniqueName): a name already taken gets
// the suffix .N, counting up per stem from the last N handed out. The
// passes here name as it does: base when free, else stem.N for the
// smallest free N from the stem's count on, where stem is base without a
// numeric .N suffix.
//
// A name made by counting (stem.N) is not stored. Every stem.N below the
// stem's count was handed out or found taken by an earlier count, so
// "taken" is "given (in the map) or N below its stem's count"; and a
// count past the largest N of a given name on the stem needs no lookup
// at all. Fusion names a parameter of every fused computation param_k.N,
// a fresh name for most of them: storing each was half the fusion pass's
// map work on a training step (0.3 s of the 11,000-layer step's
// optimize), and the map's growth the rest.
//
// Invariant: given holds every name reserved as written (the module's
// own and each free base handed out); for each stem, every canonical
// stem.N with 1 <= N < count[stem] is taken; high[stem] is the largest
// canonical N of a given stem.N.

import "strconv"

// nameSet is a set of names kept unique as the NameUniquer keeps them.
type nameSet struct {
	// given holds the names reserved as written.
	given map[string]bool
	// count[stem] is the next N to try for stem.N; every stem.N below it
	// is taken.
	count map[string]int
	// high[stem] is the largest canonical N (decimal, no sign, no
	// leading zero, at least 1) of a given name stem.N.
	high map[string]int
}

// newNameSet returns an empty set with room for about n given names.
func newNameSet(n int) *nameSet {
	return &nameSet{given: make(map[string]bool, n), count: map[string]int{}, high: map[string]int{}}
}

// add reserves name as written.
func (ns *nameSet) add(name string) {
	if ns.given[name] {
		return
	}
	ns.given[name] = true
	if stem, n, ok := splitCanonical(name); ok && n > ns.high[stem] {
		ns.high[stem] = n
	}
}

// has reports whether name is taken.
func (ns *nameSet) has(name string) bool {
	if ns.given[name] {
		return true
	}
	stem, n, ok := splitCanonical(name)
	return ok && n < ns.count[stem]
}

// unique returns base if it is free, else the next stem.N, and reserves
// it.
func (ns *nameSet) unique(base string) string {
	if !ns.has(base) {
		ns.add(base)
		return base
	}
	return ns.next(stemOf(base))
}

// next returns stem.N for the smallest free N from stem's count on, and
// reserves it.
func (ns *nameSet) next(stem string) string {
	high := ns.high[stem]
	for n := max(ns.count[stem], 1); ; n++ {
		name := stem + "." + strconv.Itoa(n)
		// Past high no given name has this stem, and the names made by
		// counting are all below the count: name is free.
		if n > high || !ns.given[name] {
			ns.count[stem] = n + 1
			return name
		}
	}
}

// stemOf is base without a trailing .N that parses as a number, as
// NameUniquer strips it (GetUniqueName: a numeric suffix is replaced).
func stemOf(base string) string {
	for i := len(base) - 1; i > 0; i-- {
		if base[i] == '.' {
			if _, err := strconv.Atoi(base[i+1:]); err == nil {
				return base[:i]
			}
			break
		}
	}
	return base
}

// splitCanonical splits name into stem and N when it ends in .N written as
// counting writes it (strconv.Itoa of N >= 1); ok is false otherwise.
func splitCanonical(name string) (stem string, n int, ok bool) {
	i := len(name) - 1
	for i >= 0 && name[i] >= '0' && name[i] <= '9' {
		i--
	}
	// name[i+1:] are the digits; a stem, a dot, and at least one digit
	// without a leading zero.
	if i <= 0 || name[i] != '.' || i+1 == len(name) || name[i+1] == '0' || len(name)-i-1 > 18 {
		return "", 0, false
	}
	for _, c := range name[i+1:] {
		n = n*10 + int(c-'0')
	}
	return name[:i], n, true
}
