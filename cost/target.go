package cost

import (
	"fmt"
	"math"
	"strings"
)

// Target is an accelerator's figures for the roofline model: how fast it
// computes, how fast it reads and writes each memory level, and how it
// copies between them.
type Target struct {
	// Name is the name --target takes, e.g. "tpu-v5e".
	Name string
	// PeakFlops is the peak arithmetic rate in floating-point operations per
	// second (dense bf16 matrix units).
	PeakFlops float64
	// SlowBandwidth and FastBandwidth are the bytes per second an
	// instruction reads or writes in the slow (HBM) and fast (on-chip)
	// memory. FastBandwidth is at least SlowBandwidth.
	SlowBandwidth float64
	FastBandwidth float64
	// CopyBandwidth is the bytes per second of an asynchronous copy between
	// the levels (a DMA reads or writes the slow memory, so it is at most
	// SlowBandwidth on the real parts).
	CopyBandwidth float64
	// CopyLatency is the seconds one copy takes whatever its size: issuing
	// the DMA, its first bytes' round trip and its completion signal. A
	// copy of n bytes takes CopyLatency + n / CopyBandwidth, so that many
	// small copies are not free.
	CopyLatency float64
	// MaxCopies bounds the copies in flight at one time step.
	MaxCopies int
	// FastBytes is the fast memory the part has, for reference (the plan's
	// capacity is the --fast-memory flag).
	FastBytes int64
	// Layout and Align are the byte-size policy the target's compiler
	// lays buffers out with, taken when no --layout is given: "tpu"
	// (tiles padded to 128-multiples, 128-byte alignment) for the TPUs,
	// "dense" with XLA:GPU's 256-byte alignment for the GPUs and
	// XLA:CPU's 64 bytes for the host.
	Layout string
	Align  int64
	// Source says where the figures come from.
	Source string
}

// dmaLatency is every target's fixed cost of one copy between the levels:
// an estimate of the order of a microsecond, the time to issue an
// asynchronous copy and see it complete whatever its size (the launch
// latency of an asynchronous device copy on current GPUs is a few
// microseconds from the host, about one from the device; the TPUs'
// figure is not published). --copy-latency overrides it.
const dmaLatency = 1e-6

// targets are the named targets, in the order README lists them. Peak
// rates, HBM bandwidths and on-chip sizes are the vendors' published
// figures; on-chip bandwidths are not published for the TPUs and are
// estimates, marked so in Source.
var targets = []Target{
	{
		Name: "tpu-v5e", PeakFlops: 197e12, SlowBandwidth: 819e9, FastBandwidth: 4 * 819e9,
		CopyBandwidth: 819e9, CopyLatency: dmaLatency, MaxCopies: 8, FastBytes: 128 << 20, Layout: "tpu", Align: 128,
		Source: "cloud.google.com/tpu/docs/v5e: 197 TFLOP/s bf16, HBM2 819 GB/s; on-chip bandwidth: estimate, 4x HBM",
	},
	{
		Name: "tpu-v4", PeakFlops: 275e12, SlowBandwidth: 1200e9, FastBandwidth: 4 * 1200e9,
		CopyBandwidth: 1200e9, CopyLatency: dmaLatency, MaxCopies: 8, FastBytes: 128 << 20, Layout: "tpu", Align: 128,
		Source: "cloud.google.com/tpu/docs/v4 and Jouppi et al., ISCA 2023: 275 TFLOP/s bf16, HBM 1200 GB/s, CMEM 128 MiB; CMEM bandwidth: estimate, 4x HBM",
	},
	{
		Name: "tpu-v5p", PeakFlops: 459e12, SlowBandwidth: 2765e9, FastBandwidth: 4 * 2765e9,
		CopyBandwidth: 2765e9, CopyLatency: dmaLatency, MaxCopies: 8, FastBytes: 128 << 20, Layout: "tpu", Align: 128,
		Source: "cloud.google.com/tpu/docs/v5p: 459 TFLOP/s bf16, HBM 2765 GB/s; on-chip bandwidth: estimate, 4x HBM",
	},
	{
		Name: "h100", PeakFlops: 989e12, SlowBandwidth: 3.35e12, FastBandwidth: 10e12,
		CopyBandwidth: 3.35e12, CopyLatency: dmaLatency, MaxCopies: 8, FastBytes: 50 << 20, Layout: "dense", Align: 256,
		Source: "NVIDIA H100 datasheet (SXM5): 989 TFLOP/s dense bf16, HBM3 3.35 TB/s, L2 50 MB; L2 bandwidth: estimate, about 3x HBM",
	},
	{
		Name: "a100", PeakFlops: 312e12, SlowBandwidth: 2.039e12, FastBandwidth: 6e12,
		CopyBandwidth: 2.039e12, CopyLatency: dmaLatency, MaxCopies: 8, FastBytes: 40 << 20, Layout: "dense", Align: 256,
		Source: "NVIDIA A100 datasheet (80GB SXM): 312 TFLOP/s dense bf16, HBM2e 2039 GB/s, L2 40 MB; L2 bandwidth: estimate, about 3x HBM",
	},
	{
		// The host XLA:CPU compiles for; a lowered module planned for it is
		// modeled with XLA:CPU's fusion rules (package optimize).
		Name: "cpu", PeakFlops: 3.6e12, SlowBandwidth: 307e9, FastBandwidth: 1e12,
		CopyBandwidth: 307e9, MaxCopies: 8, FastBytes: 105 << 20, Layout: "dense", Align: 64,
		Source: "Intel Xeon Platinum 8480+ (XLA:CPU host): 8-channel DDR5-4800 307 GB/s, L3 105 MB; AMX bf16 peak and L3 bandwidth: estimates",
	},
}

// DefaultTarget is the target used when none is named.
const DefaultTarget = "tpu-v5e"

// Targets returns the named targets.
func Targets() []Target { return append([]Target(nil), targets...) }

// Lookup returns the target named name.
func Lookup(name string) (Target, error) {
	for _, t := range targets {
		if t.Name == name {
			return t, nil
		}
	}
	var names []string
	for _, t := range targets {
		names = append(names, t.Name)
	}
	return Target{}, fmt.Errorf("unknown target %q: want one of %s", name, strings.Join(names, ", "))
}

// Check reports a figure that makes the model meaningless: a rate that is
// not positive, or a fast memory slower than the slow one (then "fast"
// placements would cost time, and the bound of README would not hold).
func (t Target) Check() error {
	for _, f := range []struct {
		name string
		v    float64
	}{{"peak flops", t.PeakFlops}, {"slow bandwidth", t.SlowBandwidth},
		{"fast bandwidth", t.FastBandwidth}, {"copy bandwidth", t.CopyBandwidth}} {
		if !(f.v > 0) || math.IsInf(f.v, 0) {
			return fmt.Errorf("target %s: %s %v: want a positive number", t.Name, f.name, f.v)
		}
	}
	if !(t.CopyLatency >= 0) || math.IsInf(t.CopyLatency, 0) {
		return fmt.Errorf("target %s: copy latency %v: want a finite number of seconds, at least 0", t.Name, t.CopyLatency)
	}
	if t.FastBandwidth < t.SlowBandwidth {
		return fmt.Errorf("target %s: fast bandwidth %g below slow bandwidth %g", t.Name, t.FastBandwidth, t.SlowBandwidth)
	}
	if t.MaxCopies < 1 {
		return fmt.Errorf("target %s: max copies %d: want at least 1", t.Name, t.MaxCopies)
	}
	return nil
}

// Seconds is the roofline time of one instruction: the larger of its
// arithmetic time and its memory time, the memory time adding the bytes
// moved in each level at that level's bandwidth.
func (t Target) Seconds(flops float64, slowBytes, fastBytes int64) float64 {
	return max(flops/t.PeakFlops, float64(slowBytes)/t.SlowBandwidth+float64(fastBytes)/t.FastBandwidth)
}

// CopySeconds is the time of an asynchronous copy of n bytes between the
// levels: the fixed latency of a copy, then its bytes at the copy bandwidth.
func (t Target) CopySeconds(n int64) float64 { return t.CopyLatency + float64(n)/t.CopyBandwidth }
