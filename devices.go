package planner

import (
	"fmt"
	"strings"
)

// Device is a named accelerator a plan can be compared with: its memory,
// and the share of it a JAX program may use by default.
//
// On a GPU, JAX's client preallocates a pool of Fraction × the memory the
// driver reports (XLA_PYTHON_CLIENT_MEM_FRACTION, 0.75 unless set; see
// docs.jax.dev, "GPU memory allocation") and every buffer of the program
// lives in that pool. On a TPU the variable does not apply: the program
// may use the chip's HBM, less what the runtime keeps, which is not
// public and not modelled.
type Device struct {
	// Name is the flag's value, e.g. "h100-80g".
	Name string
	// Title is the product, as its vendor names it.
	Title string
	// Bytes is the memory: for a GPU, the total the driver reports
	// (nvidia-smi's memory.total, which is also what JAX's fraction is of),
	// for a TPU the chip's HBM.
	Bytes int64
	// Fraction is the share of Bytes a program may use by default.
	Fraction float64
	// Source says where Bytes and Fraction come from.
	Source string
}

// jaxGPUFraction is JAX's default XLA_PYTHON_CLIENT_MEM_FRACTION.
const jaxGPUFraction = 0.75

// devices are the named devices, GPUs then TPUs. A GPU's bytes are
// nvidia-smi's memory.total in MiB: a little less than the marketing
// figure in GiB (the driver keeps some).
var devices = []Device{
	{"a100-40g", "NVIDIA A100-SXM4-40GB", 40960 << 20, jaxGPUFraction, "nvidia-smi memory.total 40960MiB; JAX's default XLA_PYTHON_CLIENT_MEM_FRACTION 0.75"},
	{"a100-80g", "NVIDIA A100-SXM4-80GB", 81920 << 20, jaxGPUFraction, "nvidia-smi memory.total 81920MiB; JAX's default XLA_PYTHON_CLIENT_MEM_FRACTION 0.75"},
	{"h100-80g", "NVIDIA H100 80GB HBM3", 81559 << 20, jaxGPUFraction, "nvidia-smi memory.total 81559MiB; JAX's default XLA_PYTHON_CLIENT_MEM_FRACTION 0.75"},
	{"h100-94g", "NVIDIA H100 NVL (94GB)", 95830 << 20, jaxGPUFraction, "nvidia-smi memory.total 95830MiB; JAX's default XLA_PYTHON_CLIENT_MEM_FRACTION 0.75"},
	{"h200", "NVIDIA H200 (141GB)", 143771 << 20, jaxGPUFraction, "nvidia-smi memory.total 143771MiB; JAX's default XLA_PYTHON_CLIENT_MEM_FRACTION 0.75"},
	{"v4", "TPU v4", 32 << 30, 1, "cloud.google.com/tpu/docs/v4: 32 GiB HBM per chip; XLA_PYTHON_CLIENT_MEM_FRACTION applies to GPUs only"},
	{"v5e", "TPU v5e", 16 << 30, 1, "cloud.google.com/tpu/docs/v5e: 16 GiB HBM per chip; XLA_PYTHON_CLIENT_MEM_FRACTION applies to GPUs only"},
	{"v5p", "TPU v5p", 95 << 30, 1, "cloud.google.com/tpu/docs/v5p: 95 GiB HBM per chip; XLA_PYTHON_CLIENT_MEM_FRACTION applies to GPUs only"},
	{"v6e", "TPU v6e (Trillium)", 32 << 30, 1, "cloud.google.com/tpu/docs/v6e: 32 GiB HBM per chip; XLA_PYTHON_CLIENT_MEM_FRACTION applies to GPUs only"},
}

// Devices returns the named devices, GPUs then TPUs.
func Devices() []Device { return append([]Device(nil), devices...) }

// DeviceNames is the names of the devices, comma-separated, for messages.
func DeviceNames() string {
	var names []string
	for _, d := range devices {
		names = append(names, d.Name)
	}
	return strings.Join(names, ", ")
}

// LookupDevice returns the named device; case and a "tpu-" prefix are
// ignored ("TPU-v5e" is v5e).
func LookupDevice(name string) (Device, error) {
	n := strings.TrimPrefix(strings.ToLower(name), "tpu-")
	for _, d := range devices {
		if d.Name == n {
			return d, nil
		}
	}
	return Device{}, fmt.Errorf("device %q: want one of %s", name, DeviceNames())
}

// GPU reports whether JAX's memory fraction applies to d.
func (d Device) GPU() bool { return d.Fraction < 1 }

// Usable returns the bytes a program may use on d, and the share of its
// memory that is: on a GPU, ⌊fraction × Bytes⌋ as JAX sizes its pool
// (fraction 0: JAX's default); on a TPU all of Bytes, whatever fraction.
func (d Device) Usable(fraction float64) (int64, float64) {
	if !d.GPU() {
		return d.Bytes, 1
	}
	if fraction <= 0 {
		fraction = d.Fraction
	}
	return int64(fraction * float64(d.Bytes)), fraction
}
