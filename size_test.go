package planner

import (
	"strings"
	"testing"
)

func TestParseSize(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int64
	}{
		{"0", 0},
		{"1048576", 1 << 20},
		{"16MiB", 16 << 20},
		{"16mib", 16 << 20},
		{"16G", 16e9},
		{"16GB", 16e9},
		{"16gb", 16e9},
		{"16GiB", 16 << 30},
		{"16 GiB", 16 << 30},
		{"1.5MiB", 3 << 19},
		{".5KiB", 512},
		{"2.KiB", 2048},
		{"1e9", 1e9},
		{"1E9", 1e9},
		{"1.5e3", 1500},
		{"2e-1KB", 200},
		{"16TiB", 16 << 40},
		{"16T", 16e12},
		{"4PiB", 4 << 50},
		{"100B", 100},
		{"1k", 1000},
		{"4611686018427387904", 1 << 62},
		{"4EiB", 1 << 62},
		{"1EB", 1e18},
	} {
		got, err := ParseSize(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("ParseSize(%q) = %d, %v; want %d", tc.in, got, err, tc.want)
		}
	}
	for _, tc := range []struct{ in, want string }{
		{"", "want a number"},
		{"-1", "want a number"},
		{"-1MiB", "want a number"},
		{"1/2", "want a number"},
		{"0x10", "want a number"},
		{"Inf", "want a number"},
		{"NaN", "want a number"},
		{"1.5e", "unknown unit"},
		{"16Xb", "unknown unit"},
		{"0.3B", "not a whole number of bytes"},
		{"1e-3", "not a whole number of bytes"},
		{"1.0000001KiB", "not a whole number"},
		{"4611686018427387905", "more than 2^62"},
		{"8192PiB", "more than 2^62"},
		{"1e30", "more than 2^62"},
		{"16EiB", "more than 2^62"},
		{"1e", "unknown unit"},
		{"1e999", "more than 2^62"},
		{"99999999999999999999999999GiB", "more than 2^62"},
	} {
		got, err := ParseSize(tc.in)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseSize(%q) = %d, %v; want an error containing %q", tc.in, got, err, tc.want)
		}
	}
}

func FuzzParseSize(f *testing.F) {
	for _, s := range []string{"16MiB", "1.5GiB", "1e9", "16GB", ".5k"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, err := ParseSize(s)
		if err == nil && (n < 0 || n > MaxSize) {
			t.Fatalf("ParseSize(%q) = %d outside [0, 2^62]", s, n)
		}
	})
}
