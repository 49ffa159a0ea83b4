"""ref.py: the one helper every gen/NAME.py uses.

    @ref.jit(donate_argnums=(0,))
    def NAME(...): ...
    ref.compile(NAME, ShapeDtypeStruct or array args...)

ref.jit is jax.jit that remembers the donated argnums; ref.compile lowers
and compiles the function once for the given argument shapes (no arrays
are allocated and nothing runs, so the dumps are of exactly one module
jit_NAME) and, when REFDATA_MEM names a file, appends to it one line of
Compiled.memory_analysis() figures:

    NAME donated argument output alias temp generated_code host_argument
    host_output host_alias host_temp host_generated_code

(tab-separated; donated is the comma-separated donated argnums, "-" for
none). gen/dump.sh turns these lines into memory.tsv. When REFDATA_ASTEXT
names a folder, compile also writes NAME.astext.hlo there: the lowered
module's lowered.as_text(dialect="hlo"), exactly the text a JAX user
holds (for a sharded program: its shardings, but no num_partitions in
the header), and NAME.stablehlo.mlir: lowered.as_text(), the StableHLO
(MLIR) text that as_text gives with no argument, the text most JAX users
hold. With REFDATA_TEXT_ONLY set, compile writes the two texts and stops
before compiling (it returns None): gen/mlir.sh uses it to add the
.stablehlo.mlir files without recompiling every program.
"""
import os
import jax

_donated = {}

FIELDS = ['argument', 'output', 'alias', 'temp', 'generated_code',
          'host_argument', 'host_output', 'host_alias', 'host_temp',
          'host_generated_code']


def jit(**kw):
    def wrap(fn):
        f = jax.jit(fn, **kw)
        _donated[fn.__name__] = tuple(kw.get('donate_argnums', ()))
        return f
    return wrap


def compile(f, *args, name=None, extra=()):
    name = name or f.__name__
    lowered = f.lower(*args)
    folder = os.environ.get('REFDATA_ASTEXT')
    if folder:
        with open(os.path.join(folder, name + '.astext.hlo'), 'w') as out:
            out.write(lowered.as_text(dialect='hlo'))
        with open(os.path.join(folder, name + '.stablehlo.mlir'), 'w') as out:
            out.write(lowered.as_text())
    if os.environ.get('REFDATA_TEXT_ONLY'):
        return None
    c = lowered.compile()
    m = c.memory_analysis()
    row = [name, ','.join(map(str, _donated.get(name, ()))) or '-']
    row += [str(v) for v in extra]
    row += [str(getattr(m, k + '_size_in_bytes')) for k in FIELDS]
    path = os.environ.get('REFDATA_MEM')
    if path:
        with open(path, 'a') as out:
            out.write('\t'.join(row) + '\n')
    else:
        print('\t'.join(row))
    return c


def spec(*shape, dtype='float32'):
    """spec(*shape, dtype) is the argument shape jax.ShapeDtypeStruct(shape, dtype)."""
    return jax.ShapeDtypeStruct(tuple(shape), jax.numpy.dtype(dtype))
