package allocator

import (
	"math"
	"testing"
)

// TestDeviceFor checks the least device memory at a fraction: the pool it
// gives holds the bytes, one byte less does not, and a fraction so small
// that the device would pass 2^62 bytes gives 0 at once (1e-300 made the
// search step from an undefined int64 conversion of +Inf without end).
func TestDeviceFor(t *testing.T) {
	tests := []struct {
		name string
		pool int64
		f    float64
		want int64
	}{
		{"whole", 8 << 10, 1, 8 << 10},
		{"default", 6 << 10, 0.75, 8 << 10},
		{"tenth", 256, 0.1, 2560},
		{"tiny", 8 << 10, 1e-300, 0},
		{"smallest", 256, math.SmallestNonzeroFloat64, 0},
		{"past 2^62", 1 << 60, 0.1, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := deviceFor(tc.pool, tc.f)
			if got != tc.want {
				t.Fatalf("deviceFor(%d, %g) = %d, want %d", tc.pool, tc.f, got, tc.want)
			}
			if got == 0 {
				return
			}
			if p := (Options{MemFraction: tc.f}).Pool(got); p < tc.pool {
				t.Errorf("pool at %d is %d, less than %d", got, p, tc.pool)
			}
			if p := (Options{MemFraction: tc.f}).Pool(got - 1); p >= tc.pool {
				t.Errorf("pool at %d-1 is %d, already %d: not the least", got, p, tc.pool)
			}
		})
	}
}
