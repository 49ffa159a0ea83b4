package allocator

import (
	"fmt"
	"math"
	"math/bits"
	"strconv"
	"strings"
)

// HumanBytes writes a byte count as TSL's strings::HumanReadableNumBytes
// does, which is how BFC's messages and dumps print sizes: "512B",
// "4.00KiB", "1.50GiB" (two decimals, binary units).
func HumanBytes(n int64) string {
	if n == math.MinInt64 {
		return "-8E"
	}
	neg := ""
	if n < 0 {
		neg, n = "-", -n
	}
	if n < 1024 {
		return fmt.Sprintf("%s%dB", neg, n)
	}
	units := "KMGTPE"
	u := 0
	for n >= 1024*1024 {
		n /= 1024
		u++
	}
	return fmt.Sprintf("%s%.2f%ciB", neg, float64(n)/1024, units[u])
}

// byteUnits are the suffixes ParseBytes accepts, longest first.
var byteUnits = []struct {
	suffix string
	mult   int64
}{{"TiB", 1 << 40}, {"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}, {"TB", 1e12}, {"GB", 1e9}, {"MB", 1e6}, {"KB", 1e3}, {"B", 1}}

// ParseBytes reads a byte count: a whole or decimal number with an optional
// unit (B, KiB, MiB, GiB, TiB, or the decimal KB, MB, GB, TB), such as
// 1048576, 16GiB or 1.5MiB. A fraction must come to whole bytes; the result
// is at most 2^62.
func ParseBytes(s string) (int64, error) {
	num, mult := s, int64(1)
	for _, u := range byteUnits {
		if strings.HasSuffix(s, u.suffix) {
			num, mult = strings.TrimSuffix(s, u.suffix), u.mult
			break
		}
	}
	bad := fmt.Errorf("want a byte count such as 1048576, 512KiB or 16GiB, got %q", s)
	if num == "" || strings.ContainsAny(num, "+-eE_ ") {
		return 0, bad
	}
	whole, frac, hasFrac := strings.Cut(num, ".")
	if whole == "" || (hasFrac && frac == "") {
		return 0, bad
	}
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil {
		return 0, bad
	}
	const max = int64(1) << 62
	if w > max/mult {
		return 0, fmt.Errorf("byte count %q is over 2^62", s)
	}
	n := w * mult
	if hasFrac {
		if len(frac) > 18 {
			return 0, bad
		}
		f, err := strconv.ParseInt(frac, 10, 64)
		if err != nil {
			return 0, bad
		}
		den := int64(1)
		for range frac {
			den *= 10
		}
		// f/den * mult must be whole bytes; mult ≤ 2^40 and f < den ≤ 10^18,
		// so do it in big steps to stay in range.
		q, r := mulDiv(f, mult, den)
		if r != 0 {
			return 0, fmt.Errorf("byte count %q is not a whole number of bytes", s)
		}
		if n > max-q {
			return 0, fmt.Errorf("byte count %q is over 2^62", s)
		}
		n += q
	}
	return n, nil
}

// mulDiv returns a*b/c and its remainder for non-negative a < c, without
// overflow.
func mulDiv(a, b, c int64) (q, r int64) {
	hi, lo := bits.Mul64(uint64(a), uint64(b))
	qq, rr := bits.Div64(hi, lo, uint64(c)) // hi < c since a < c
	return int64(qq), int64(rr)
}
