"""shardrun.py [--shardy] MODULE.hlo...: compiles each sharded HLO text
(jax's lowered.as_text(dialect="hlo"), no num_partitions in its header)
for 8 XLA:CPU devices through jaxlib and prints one line per module:
its file name, a tab, and a JSON object of its per-device
memory_analysis() (argument, output, alias and temp bytes).

Run with XLA_FLAGS=--xla_force_host_platform_device_count=8. The text
path is ../../../xla-remat/gen/xlarun.py's (hlo_module_from_text -> an
XlaComputation -> xla_computation_to_mlir_module -> compile_and_load),
with the build options a sharded jit sets: 8 partitions, one replica, a
1x8 device assignment, SPMD partitioning, and with --shardy the Shardy
partitioner (a Shardy text, xla.sdy.* custom calls, fails in the GSPMD
partitioner with a RET_CHECK at spmd_partitioner.cc:6456).
jax/jaxlib 0.10.2."""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..', 'xla-remat', 'gen'))
from xlarun import backend_of, find  # noqa: E402


def compile_sharded(text, shardy):
    import numpy as np
    backend = backend_of('cpu')
    devs = backend.devices()[:8]
    m = find('hlo_module_from_text')(text)
    comp = find('XlaComputation')(m.as_serialized_hlo_module_proto())
    mlir = find('xla_computation_to_mlir_module')(comp)
    opts = find('CompileOptions')()
    eo = opts.executable_build_options
    eo.num_partitions = 8
    eo.num_replicas = 1
    eo.use_spmd_partitioning = True
    eo.use_shardy_partitioner = shardy
    eo.device_assignment = find('DeviceAssignment').create(np.arange(8).reshape(1, 8))
    exe = backend.compile_and_load(mlir, find('DeviceList')(tuple(devs)), opts)
    ma = exe.get_compiled_memory_stats()
    return {k: int(getattr(ma, k + '_size_in_bytes')) for k in ('argument', 'output', 'alias', 'temp')}


if __name__ == '__main__':
    args = sys.argv[1:]
    shardy = bool(args) and args[0] == '--shardy'
    if shardy:
        args = args[1:]
    for path in args:
        print(os.path.basename(path) + '\t' + json.dumps(compile_sharded(open(path).read(), shardy)), flush=True)
