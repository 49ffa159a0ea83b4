"""xlarun.py: compile an HLO text module with XLA (CPU or GPU) through
jaxlib, report its memory_analysis() and run it on fixed inputs.

    python3 xlarun.py [--backend cpu|cuda] [--ref REF.npz] MODULE.hlo [SEED]
    python3 xlarun.py [--backend cpu|cuda] --serve

prints one JSON object: {"argument", "output", "alias", "temp", "total",
"outputs": sha256 of every output's bytes}. total is argument + output +
temp - alias (the bytes the executable needs; generated code left out).
With --ref, the outputs are also compared with REF.npz's (written from
this run's outputs when REF.npz does not exist yet): "maxdiff" is the
largest absolute difference over every output element, "maxrel" the
largest over the outputs of that output's difference over its largest
magnitude. "repeat" is
whether a second run of the same executable gave the same bytes (a GPU
reduction through atomics need not).

--serve reads requests from stdin, one a line: PATH, SEED and REF
separated by tabs (SEED and REF may be empty), and answers each with
one JSON line, so that one process (one jax start, one CUDA context)
serves many compiles under the same XLA_FLAGS. When XLA_FLAGS holds
--xla_dump_to=DIR, "dump" names the module's files there (their common
prefix, as module_NNNN.jit_step).

The path from HLO text to a compile: hlo_module_from_text -> an
XlaComputation of its serialized proto -> xla_computation_to_mlir_module
-> the backend's compile_and_load. jaxlib 0.10.2 has these in
jax._src.lib.hlo and jax._src.lib._jax.mlir; later jaxlibs may move
them, so each is looked up in every module that has held it (find).
XLA_FLAGS is read once per process, so a caller that compares compile
settings runs one process per setting (see harness.py). Inputs are
drawn from numpy's default_rng(SEED): floats standard normal, booleans
0/1, integers 0..3; the same on every backend.
"""
import hashlib
import json
import os
import re
import sys

BACKEND = 'cpu'


def _modules():
    import importlib
    mods = []
    for name in ('jax._src.lib.hlo', 'jax._src.lib._jax', 'jax._src.lib._jax.mlir', 'jaxlib._hlo',
                 'jax._src.lib.xla_client', 'jax._src.lib', 'jax._src.lib.mlir',
                 'jaxlib.xla_client', 'jaxlib._jax', 'jaxlib.xla_extension'):
        try:
            mods.append(importlib.import_module(name))
        except Exception:
            pass
    more = []
    for m in mods:  # attributes that are modules themselves (_jax.mlir, _xla.mlir)
        for sub in ('mlir', 'hlo', '_xla', '_jax'):
            s = getattr(m, sub, None)
            if s is not None and type(s).__name__ == 'module':
                more.append(s)
    return mods + more


def find(*names):
    """The first attribute of these names in the modules jaxlib has kept
    them in; a LookupError naming them when none has."""
    for n in names:
        for m in _modules():
            f = getattr(m, n, None)
            if f is not None:
                return f
    raise LookupError('jaxlib has none of ' + ', '.join(names))


def backend_of(name):
    from jax._src import xla_bridge
    names = ('cuda', 'gpu') if name in ('cuda', 'gpu') else (name,)
    err = None
    for n in names:
        try:
            return xla_bridge.get_backend(n)
        except Exception as e:  # the other spelling
            err = e
    raise err


def compile_text(text):
    from jax._src.lib import xla_client as xc
    backend = backend_of(BACKEND)
    dev = backend.devices()[0]
    m = find('hlo_module_from_text')(text)
    comp = find('XlaComputation')(m.as_serialized_hlo_module_proto())
    try:
        mlir = find('xla_computation_to_mlir_module')(comp)
    except LookupError:
        mlir = find('hlo_to_stablehlo')(m.as_serialized_hlo_module_proto())
    opts = find('CompileOptions')()
    devs = find('DeviceList')((dev,))
    if hasattr(backend, 'compile_and_load'):
        exe = backend.compile_and_load(mlir, devs, opts)
    else:
        exe = backend.compile(mlir, opts)
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


def _run(exe, args):
    """The outputs as numpy arrays: execute where jaxlib still has it
    (0.10.2), else execute_sharded's results taken apart."""
    import numpy as np
    if hasattr(exe, 'execute'):
        return [np.asarray(o) for o in exe.execute(args)]
    res = exe.execute_sharded(args).disassemble_into_single_device_arrays()
    return [np.asarray(o[0]) for o in res]


def _dump_dir():
    m = re.search(r'--xla_dump_to=(\S+)', os.environ.get('XLA_FLAGS', ''))
    return m.group(1) if m else None


def measure(text, seed=0, run=True, ref=None):
    import numpy as np
    d = _dump_dir()
    before = set(os.listdir(d)) if d and os.path.isdir(d) else set()
    comp, exe, dev = compile_text(text)
    ma = exe.get_compiled_memory_stats()
    out = {k: int(getattr(ma, k + '_size_in_bytes')) for k in ('argument', 'output', 'alias', 'temp')}
    out['total'] = out['argument'] + out['output'] + out['temp'] - out['alias']
    if d and os.path.isdir(d):
        new = sorted(set(os.listdir(d)) - before)
        prefixes = sorted({'.'.join(f.split('.')[:2]) for f in new if f.startswith('module_')})
        out['dump'] = ' '.join(prefixes)
    if run:
        # fresh inputs for each run: a module with input_output_alias
        # (a donated argument) consumes its donated input buffers
        res = _run(exe, inputs(comp, dev, seed))
        again = _run(exe, inputs(comp, dev, seed))
        out['outputs'] = [hashlib.sha256(o.tobytes()).hexdigest()[:16] for o in res]
        out['repeat'] = all(a.tobytes() == b.tobytes() for a, b in zip(res, again))
        if ref:
            # bfloat16 (ml_dtypes, numpy kind 'V') is saved by np.savez as
            # raw void bytes that do not convert back: its values widen
            # to float32 exactly, for the file and the comparison alike
            res = [o.astype(np.float32) if o.dtype.kind not in 'biufc' else o for o in res]
            if not os.path.exists(ref):
                np.savez(ref, *res)
            else:
                with np.load(ref) as z:
                    want = [z['arr_%d' % i] for i in range(len(z.files))]
                if len(want) != len(res) or any(a.shape != b.shape for a, b in zip(want, res)):
                    out['maxdiff'] = 'shapes'
                else:
                    diffs = [(float(np.max(np.abs(a.astype(np.float64) - b.astype(np.float64)))),
                              float(np.max(np.abs(a.astype(np.float64))))) for a, b in zip(want, res) if a.size]
                    out['maxdiff'] = max([d for d, _ in diffs] or [0.0])
                    # relative to the output's largest magnitude: the steps
                    # run on standard-normal weights, and resid's gradients
                    # reach 1e14
                    out['maxrel'] = max([d / m if m else d for d, m in diffs] or [0.0])
    return out


def answer(path, seed=0, ref=None):
    try:
        return measure(open(path).read(), seed, ref=ref)
    except Exception as e:  # an XLA error is a result, not a crash
        return {'error': str(e).split('\n')[0][:200]}


def serve():
    for line in sys.stdin:
        line = line.rstrip('\n')
        if not line:
            continue
        parts = line.split('\t') + ['', '']
        print(json.dumps(answer(parts[0], int(parts[1] or 0), parts[2] or None)), flush=True)


if __name__ == '__main__':
    argv = sys.argv[1:]
    ref = None
    while argv and argv[0].startswith('--'):
        a = argv.pop(0)
        if a == '--backend':
            BACKEND = argv.pop(0)
        elif a == '--ref':
            ref = argv.pop(0)
        elif a == '--serve':
            serve()
            sys.exit(0)
        else:
            sys.exit('xlarun.py: unknown flag ' + a)
    if '--serve' in argv:
        serve()
        sys.exit(0)
    print(json.dumps(answer(argv[0], int(argv[1]) if len(argv) > 1 else 0, ref)))
