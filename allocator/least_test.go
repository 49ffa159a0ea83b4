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

// FuzzLeastPool runs the least-pool search of a script at any memory
// fraction in (0, 1]: it ends (1e-300 spun without end), and a pool found
// runs the script. Run it with
//
//	go test ./allocator -run '^$' -fuzz FuzzLeastPool -fuzztime 2m
func FuzzLeastPool(f *testing.F) {
	f.Add("put a 2KiB\nput b 2KiB\ndrop a\nput c 4KiB\n", 1e-300)
	f.Add("program p args 1KiB outputs 1KiB temp 2KiB alias 0:0\nput x 1KiB\nrepeat 3 {\nrun p x -> x\n}\n", 0.75)
	f.Add("put a 1GiB\nput b 3GiB\ndrop a\nput c 2GiB\n", 5e-324)
	f.Fuzz(func(t *testing.T, src string, frac float64) {
		if !(frac > 0 && frac <= 1) {
			return
		}
		s, err := ParseScript("f.run", []byte(src))
		if err != nil || s.TotalSteps() > 100 || statements(s.Body) > 1000 {
			return
		}
		for _, p := range s.Programs {
			if p.Source != "" {
				p.Args, p.Outputs, p.Temp = []int64{1024}, []int64{1024}, 4096
			}
		}
		sim, err := NewSimulator(s)
		if err != nil {
			return
		}
		for _, kind := range []string{KindBFC, KindPlanned} {
			l, err := sim.LeastPool(Options{Allocator: kind, DeviceMemory: 16 << 30, MemFraction: frac})
			if err != nil || !l.Found {
				continue
			}
			if l.Device != 0 && (Options{MemFraction: frac}).Pool(l.Device) < l.Pool {
				t.Fatalf("%s: device %d at fraction %g holds a pool of %d, less than the least pool %d", kind, l.Device, frac, (Options{MemFraction: frac}).Pool(l.Device), l.Pool)
			}
			res, err := sim.Run(Options{Allocator: kind, DeviceMemory: l.Pool, MemFraction: 1})
			if err == nil && res.OOM != nil {
				t.Fatalf("%s: the least pool %d runs out of memory", kind, l.Pool)
			}
		}
	})
}
