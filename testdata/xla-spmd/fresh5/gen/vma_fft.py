# shard_map with check_vma=True (the default, Shardy) and complex numbers: a signal [4096,1024] f32 split 8 ways by rows ('x'), jnp.fft.rfft of each row (complex64 [4096,513]) inside the shard_map, its power spectrum summed over rows and psum'd, a filter made varying by jax.lax.pcast(to='varying'), [513] complex64 multiplied in, irfft back; bf16 and int8 inputs cast to f32 outside. The output split by rows, the summed spectrum replicated.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('shardy')
m = sref.mesh((8,), ('x',))
def body(x, f):
    s = jnp.fft.rfft(x, axis=1)
    p = jax.lax.psum(jnp.sum(jnp.abs(s) ** 2, axis=0), 'x')
    y = jnp.fft.irfft(s * jax.lax.pcast(f, 'x', to='varying'), n=x.shape[1], axis=1)
    return y, p
@sref.jit()
def vma_fft(x, q, f):
    x = x.astype(jnp.float32) + q.astype(jnp.float32)
    return jax.shard_map(body, mesh=m, in_specs=(P('x', None), P()), out_specs=(P('x', None), P()))(x, f)
sref.compile(vma_fft, sref.spec(m, P('x', None), 4096, 1024, dtype='bfloat16'), sref.spec(m, P('x', None), 4096, 1024, dtype='int8'),
             sref.spec(m, P(), 513, dtype='complex64'))
