package planner

import (
	"fmt"
	"math/big"
	"regexp"
	"strings"
	"sync"
)

// SizeHelp says, for a flag's help text, how ParseSize reads a size.
const SizeHelp = "binary units KiB, MiB, GiB, TiB, PiB, EiB (1KiB = 1024 bytes), decimal units K or KB, M or MB, G or GB, T or TB, P or PB, EB (1GB = 10^9 bytes, as disk makers mean it), fractions (1.5MiB) and exponents (1e9) allowed"

// MaxSize is the largest size ParseSize accepts: 2^62 bytes, the largest
// buffer the planner's checked arithmetic admits.
const MaxSize = int64(1) << 62

// sizeUnits maps a unit, lower-cased, to its multiplier. Units are read
// case-insensitively: "16gb" is 16·10^9 bytes, "16gib" 16·2^30.
var sizeUnits = map[string]int64{
	"": 1, "b": 1,
	"k": 1e3, "kb": 1e3, "kib": 1 << 10,
	"m": 1e6, "mb": 1e6, "mib": 1 << 20,
	"g": 1e9, "gb": 1e9, "gib": 1 << 30,
	"t": 1e12, "tb": 1e12, "tib": 1 << 40,
	"p": 1e15, "pb": 1e15, "pib": 1 << 50,
	"eb": 1e18, "eib": 1 << 60, // no bare "e": 1e9 is an exponent
}

// sizeSyntax is a decimal number, with a fraction and an exponent
// allowed, then a unit.
// It is compiled on first use: a command that parses no size (planner
// pack without --capacity) never runs the regexp compiler at start-up.
var sizeSyntax = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^([0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE]([+-]?[0-9]{1,3}))?\s*([A-Za-z]*)$`)
})

// ParseSize reads a size in bytes as people type it: a number, optionally
// with a fraction or an exponent, then optionally a unit. Binary units are
// KiB, MiB, GiB, TiB, PiB and EiB (powers of 1024); decimal ones are K, M,
// G, T, P, with or without a B, and EB (powers of 1000, as disk makers mean them: 16GB
// and 16G are 16·10^9 bytes, 16GiB is 16·2^30). Units are read in any case.
// The size must come to a whole number of bytes from 0 to MaxSize:
// "1.5MiB" is 1572864, "1e9" is 10^9, "4EiB" is 2^62; "0.3B" and "16EiB" are errors, as
// is anything negative.
func ParseSize(s string) (int64, error) {
	in := strings.TrimSpace(s)
	m := sizeSyntax().FindStringSubmatch(in)
	if m == nil {
		return 0, fmt.Errorf("size %q: want a number of bytes with an optional unit, such as 1048576, 1e9, 16MiB, 1.5GiB or 16GB", s)
	}
	mult, ok := sizeUnits[strings.ToLower(m[3])]
	if !ok {
		return 0, fmt.Errorf("size %q: unknown unit %q: want B, KiB, MiB, GiB, TiB, PiB, EiB (binary) or K, KB, M, MB, G, GB, T, TB, P, PB, EB (decimal)", s, m[3])
	}
	num := m[1]
	if strings.HasSuffix(num, ".") {
		num += "0"
	}
	if m[2] != "" {
		num += "e" + m[2]
	}
	v, ok := new(big.Rat).SetString(num)
	if !ok {
		return 0, fmt.Errorf("size %q: want a number of bytes", s)
	}
	v.Mul(v, new(big.Rat).SetInt64(mult))
	if !v.IsInt() {
		// Say what to write instead: the whole bytes below, which a limit
		// or a capacity means all the same (29.6MiB: 31037849).
		down := new(big.Int).Quo(v.Num(), v.Denom())
		return 0, fmt.Errorf("size %q: %s bytes is not a whole number of bytes; give whole bytes, e.g. %s", s, v.FloatString(3), down)
	}
	if v.Num().Cmp(big.NewInt(MaxSize)) > 0 {
		return 0, fmt.Errorf("size %q: more than 2^62 bytes (16EiB), the largest size the planner handles", s)
	}
	return v.Num().Int64(), nil
}
