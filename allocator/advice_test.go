package allocator

import (
	"fmt"
	"strings"
	"testing"
)

// TestAdviseJAX: after an out-of-memory error the advice is in JAX's
// terms, each change simulated on the same device. A step run without
// donation holds the old and the new state and the temp block together
// (12.75 KiB live at the third step, 16.25 KiB of BFC pool with its
// fragmentation, in a 10 KiB device); donating the state needs 8.75 KiB
// and runs; dropping the losses alone does not; no memory fraction, growth
// on demand, the platform or the VMM allocator fits in 10 KiB.
func TestAdviseJAX(t *testing.T) {
	sim := mustSim(t, `program step args 4KiB outputs 4KiB 4B temp 4KiB alias 0:0
put w 4KiB
repeat 3 {
  run step w -> w losses[] nodonate
}
`)
	opts := Options{DeviceMemory: 10 << 10, MemFraction: 1, Granularity: MinAllocationSize}
	res := mustRun(t, sim, opts)
	if res.OOM == nil {
		t.Fatal("want out of memory")
	}
	if strings.Contains(res.OOM.Err.Message, "TF_GPU_ALLOCATOR") {
		t.Errorf("BFC's message names a TensorFlow variable: %s", res.OOM.Err.Message)
	}
	adv, err := sim.Advise(opts)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, a := range adv {
		got = append(got, fmt.Sprintf("%s | %v | %s", a.Change, a.Runs, a.Figure))
	}
	want := []string{
		"XLA_PYTHON_CLIENT_MEM_FRACTION | false | no fraction of this device runs it: BFC needs a pool of 16.25KiB, a device of 16.25KiB at 1",
		"XLA_PYTHON_CLIENT_PREALLOCATE=false | false | still out of memory, at step 2 (regions grown on demand up to 10.00KiB)",
		"XLA_PYTHON_CLIENT_ALLOCATOR=platform | false | still out of memory, at step 2; needs 16.50KiB of device memory (slower: every array from the driver)",
		// Six blocks of at most 4 KiB live at the peak, 2 MiB each.
		"XLA_PYTHON_CLIENT_ALLOCATOR=vmm | false | still out of memory, at step 1; needs a budget of 12.00MiB, more than the device (every array padded to 2.00MiB; jaxlib versions that accept vmm)",
		"donate the restored state (drop nodonate: jax.jit(..., donate_argnums) on arrays nothing else holds) | true | runs; peak reserved 10.00KiB; least pool 8.75KiB",
		// 12.50 KiB under classic BFC: spatial BFC reuses the hole the
		// old state leaves before it carves the gap.
		"do not hold device arrays in a list (float(loss), or jax.device_get, before appending) | false | still out of memory, at step 2; least pool 12.25KiB",
	}
	if g, w := strings.Join(got, "\n"), strings.Join(want, "\n"); g != w {
		t.Errorf("advice:\n%s\nwant:\n%s", g, w)
	}
}
