"""sref.py: the helper every sharded gen/NAME.py uses, on top of
../xla-lowered/gen/ref.py (gen/dump.sh puts both folders on PYTHONPATH).

    sref.setup('gspmd' or 'shardy')       # before anything is traced
    m = sref.mesh((4, 2), ('data', 'model'))
    x = sref.spec(m, P('data', None), 256, 512)
    @sref.jit(out_shardings=..., donate_argnums=...)
    def NAME(...): ...
    sref.compile(NAME, x, ...)

setup picks the partitioner (jax_use_shardy_partitioner); spec is an
argument shape with its NamedSharding; compile lowers and compiles once
and appends NAME's row of per-device memory_analysis() figures, with the
partitioner, to $REFDATA_MEM (see ref.py).
"""
import numpy as np
import jax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
import ref

_part = None
jit = ref.jit


def setup(partitioner):
    global _part
    assert partitioner in ('gspmd', 'shardy')
    _part = partitioner
    jax.config.update('jax_use_shardy_partitioner', partitioner == 'shardy')
    assert len(jax.devices()) == 8, 'needs --xla_force_host_platform_device_count=8'


def mesh(shape, names):
    return Mesh(np.array(jax.devices()).reshape(shape), names)


def sharding(m, *pspec):
    return NamedSharding(m, P(*pspec))


def spec(m, pspec, *shape, dtype='float32'):
    return jax.ShapeDtypeStruct(tuple(shape), jax.numpy.dtype(dtype), sharding=NamedSharding(m, pspec))


def compile(f, *args):
    return ref.compile(f, *args, extra=(_part,))
