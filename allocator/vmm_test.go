package allocator

import (
	"fmt"
	"testing"
)

// TestVmmRoundUpToGranularity pins the padding of the VMM allocator
// (device_address_vmm_allocator.cc, RoundUpToGranularity;
// cuda_raw_memory_allocation.cc, cuMemCreate of the padded size): every
// request takes a whole number of granules, and a live block holds its
// request.
func TestVmmRoundUpToGranularity(t *testing.T) {
	const mib = 1 << 20
	for _, tc := range []struct {
		name        string
		request     int64
		granularity int64
		want        int64
	}{
		{"one_byte", 1, 0, 2 * mib},
		{"one_kib", 1 << 10, 0, 2 * mib},
		{"exact_multiple", 4 * mib, 0, 4 * mib},
		{"one_byte_over", 4*mib + 1, 0, 6 * mib},
		{"three_mib", 3 * mib, 0, 4 * mib},
		{"granularity_flag", 3 * mib, 512 << 10, 3 * mib},
		{"granularity_flag_small", 1 << 10, 512 << 10, 512 << 10},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := NewVMM(1<<30, tc.granularity)
			h, err := a.Alloc(tc.request, "x")
			if err != nil {
				t.Fatal(err)
			}
			s := a.Snapshot()
			if err := Check(s, tc.request); err != nil {
				t.Fatal(err)
			}
			if len(s.Live) != 1 || s.Live[0].Handle != h || s.Live[0].Size != tc.want || s.Stats.BytesInUse != tc.want || s.Stats.PoolBytes != tc.want {
				t.Errorf("live %+v, stats %+v: want one block of %d", s.Live, s.Stats, tc.want)
			}
		})
	}
}

// TestDeviceAddressVmmAllocator pins the VMM allocator over runs
// (device_address_vmm_allocator.cc, Allocate's try_fresh): a request fails
// only when the bytes held plus the padded request pass the budget, never
// for want of a contiguous range (each allocation is mapped into a fresh
// reservation), and the least budget is the peak of the padded bytes live.
func TestDeviceAddressVmmAllocator(t *testing.T) {
	const mib = 1 << 20
	for _, tc := range []struct {
		name        string
		script      string
		granularity int64
		// budget is the pool the run gets; want is its outcome ("runs",
		// or the failing step) and least the least budget, which is the
		// peak of the padded bytes live.
		budget int64
		want   string
		least  int64
	}{
		// 2 + 4 + 2 MiB for 1 KiB, 3 MiB and 2 MiB.
		{"padded_to_2MiB", "put a 1KiB\nput b 3MiB\nput c 2MiB\n", 0, 8 * mib, "runs", 8 * mib},
		{"padded_past_budget", "put a 1KiB\nput b 3MiB\nput c 2MiB\n", 0, 7 * mib, "step 3", 8 * mib},
		// 0.5 + 3 + 2 MiB at a granularity of 512 KiB.
		{"granularity_flag", "put a 1KiB\nput b 3MiB\nput c 2MiB\n", 512 << 10, 16 * mib, "runs", 5632 << 10},
		// The classic failure of first fit and BFC (TestFragmentationDefrag
		// at 1024 times the scale): a and c dropped leave two 2 MiB holes
		// around b and d, and 4 MiB fits the 8 MiB budget however they lie.
		{"no_fragmentation", "put a 2MiB\nput b 2MiB\nput c 2MiB\nput d 2MiB\ndrop a\ndrop c\nput e 4MiB\n", 0, 8 * mib, "runs", 8 * mib},
		// One byte more than the budget's granules fails at once.
		{"one_byte_over", "put a 2MiB\nput b 2MiB\nput c 1B\n", 0, 5 * mib, "step 3", 6 * mib},
		// The temp block is padded too: x, y and the temp hold 2 MiB each
		// while p runs.
		{"temp_padded", "program p args 1KiB outputs 1KiB temp 1KiB\nput x 1KiB\nrun p x -> y\n", 0, 6 * mib, "runs", 6 * mib},
		{"temp_padded_fails", "program p args 1KiB outputs 1KiB temp 1KiB\nput x 1KiB\nrun p x -> y\n", 0, 6*mib - 1, "step 2", 6 * mib},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sim := mustSim(t, tc.script)
			o := Options{Allocator: KindVMM, DeviceMemory: tc.budget, MemFraction: 1, VMMGranularity: tc.granularity}
			res := mustRun(t, sim, o)
			got := "runs"
			if res.OOM != nil {
				got = fmt.Sprintf("step %d", res.OOM.Step)
			}
			if got != tc.want {
				t.Errorf("budget %d: %s, want %s", tc.budget, got, tc.want)
			}
			if res.Pool != tc.budget {
				t.Errorf("budget %d, want the device × 1, %d", res.Pool, tc.budget)
			}
			l, err := sim.LeastPool(o)
			if err != nil {
				t.Fatal(err)
			}
			if !l.Found || l.Pool != tc.least || l.Need != tc.least {
				t.Errorf("least budget %d (need %d), want %d", l.Pool, l.Need, tc.least)
			}
			big := mustRun(t, sim, Options{Allocator: KindVMM, DeviceMemory: 1 << 30, MemFraction: 1, VMMGranularity: tc.granularity})
			if big.OOM != nil || big.PeakInUse != tc.least || big.WorstFragmentation != 0 {
				t.Errorf("in 1 GiB: OOM %v, peak padded bytes %d, worst fragmentation %g: want the least budget %d and 0", big.OOM, big.PeakInUse, big.WorstFragmentation, tc.least)
			}
		})
	}
}
