"""xlarun.py: compile an HLO text module with XLA:CPU through jaxlib, report
its memory_analysis() and run it on fixed inputs.

    python3 xlarun.py MODULE.hlo [SEED]

prints one JSON object: {"argument", "output", "alias", "temp", "total",
"outputs": sha256 of every output's bytes}. total is argument + output +
temp - alias (the bytes the executable needs; generated code left out).

The path through jaxlib 0.10.2: HLO text -> hlo_module_from_text -> an
XlaComputation of its serialized proto -> xla_computation_to_mlir_module ->
the CPU backend's compile_and_load. XLA_FLAGS is read once per process, so
a caller that compares compile settings runs this script once per setting
(see harness.py). Inputs are drawn from numpy's default_rng(SEED): floats
standard normal, booleans 0/1, integers 0..3.
"""
import hashlib
import json
import sys


def compile_text(text):
    import jax
    from jax._src import lib, xla_bridge
    from jax._src.lib import xla_client as xc
    backend = xla_bridge.get_backend('cpu')
    dev = backend.devices()[0]
    m = lib.hlo.hlo_module_from_text(text)
    comp = lib.hlo.XlaComputation(m.as_serialized_hlo_module_proto())
    mlir = lib._jax.mlir.xla_computation_to_mlir_module(comp)
    exe = backend.compile_and_load(mlir, xc.DeviceList((dev,)), xc.CompileOptions())
    return comp, exe, dev


def inputs(comp, dev, seed):
    import numpy as np
    import jax
    rng = np.random.default_rng(seed)
    args = []
    for s in comp.program_shape().parameter_shapes():
        dt, dims = s.numpy_dtype(), s.dimensions()
        if np.issubdtype(dt, np.floating):
            a = rng.standard_normal(dims).astype(dt)
        elif dt == np.bool_:
            a = rng.integers(0, 2, dims).astype(dt)
        else:
            a = rng.integers(0, 4, dims).astype(dt)
        args.append(jax.device_put(a, dev))
    return args


def measure(text, seed=0, run=True):
    import numpy as np
    comp, exe, dev = compile_text(text)
    ma = exe.get_compiled_memory_stats()
    out = {k: int(getattr(ma, k + '_size_in_bytes')) for k in ('argument', 'output', 'alias', 'temp')}
    out['total'] = out['argument'] + out['output'] + out['temp'] - out['alias']
    if run:
        res = exe.execute(inputs(comp, dev, seed))
        out['outputs'] = [hashlib.sha256(np.asarray(o).tobytes()).hexdigest()[:16] for o in res]
    return out


if __name__ == '__main__':
    text = open(sys.argv[1]).read()
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    try:
        print(json.dumps(measure(text, seed)))
    except Exception as e:  # an XLA error is a result, not a crash
        print(json.dumps({'error': str(e).split('\n')[0][:200]}))
