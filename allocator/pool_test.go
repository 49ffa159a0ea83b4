package allocator

import "testing"

// TestRoundUpGpuMemoryLimit pins the pool XLA's GPU client gives BFC
// (gpu_helpers.cc, CreateBFCAllocator and RoundUpGpuMemoryLimit): the
// device's total memory times the fraction, truncated to whole bytes as a
// size_t, then rounded up to a multiple of 2 MiB. The platform allocator
// has no pool: its limit is the device. The VMM allocator's budget is the
// product truncated and not rounded.
func TestRoundUpGpuMemoryLimit(t *testing.T) {
	const mib = 1 << 20
	for _, tc := range []struct {
		name     string
		kind     string
		device   int64
		fraction float64
		want     int64
	}{
		// README's loss_list.run: 171 MiB × 0.75 = 128.25 MiB, rounded up.
		{"loss_list_171MiB", KindBFC, 171 * mib, 0.75, 130 * mib},
		{"already_a_multiple", KindBFC, 16 << 30, 0.75, 12 << 30},
		{"default_fraction", KindBFC, 16 << 30, 0, 12 << 30},
		// A pool below 2 MiB becomes 2 MiB, even above the device.
		{"tiny_device", KindBFC, 1000, 1, 2 * mib},
		// An H100's reported total: 85,520,809,984 B × 0.75 =
		// 64,140,607,488 B = 30,584.66 × 2 MiB → 30,585 × 2 MiB.
		{"h100_total", KindBFC, 85520809984, 0.75, 30585 * 2 * mib},
		// The fraction's product is truncated before it is rounded: one
		// byte over a multiple goes up a whole 2 MiB.
		{"one_byte_over", KindBFC, 4*mib + 1, 1, 6 * mib},
		{"planned_same_pool", KindPlanned, 171 * mib, 0.75, 130 * mib},
		{"platform_no_pool", KindPlatform, 171 * mib, 0.75, 171 * mib},
		// The VMM allocator's pa_budget (CudaDeviceAddressVmmAllocator::
		// Create): the product truncated, not rounded up.
		{"vmm_budget_truncated", KindVMM, 171 * mib, 0.75, 171 * mib * 3 / 4},
		{"vmm_h100_total", KindVMM, 85520809984, 0.75, 64140607488},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := Options{Allocator: tc.kind, MemFraction: tc.fraction}.Pool(tc.device)
			if got != tc.want {
				t.Errorf("Pool(%d) at %g = %d (%s), want %d (%s)", tc.device, tc.fraction, got, HumanBytes(got), tc.want, HumanBytes(tc.want))
			}
		})
	}
}
