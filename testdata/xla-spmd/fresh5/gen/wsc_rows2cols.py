# with_sharding_constraint between incompatible layouts on a 2x4 ('a','b') mesh (GSPMD): x [2048,1024] split by rows over ('a','b'), constrained to columns over ('a','b') (an all-to-all), then to rows over 'b' and columns over 'a' (axes swapped), then to columns over ('b','a') (mesh order reversed), with elementwise work between; the sum of squares and the last array returned.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('gspmd')
m = sref.mesh((2, 4), ('a', 'b'))
S = lambda *p: sref.sharding(m, *p)
@sref.jit(out_shardings=(S(None, ('b', 'a')), S()))
def wsc_rows2cols(x):
    y = jax.lax.with_sharding_constraint(jnp.exp(x), S(None, ('a', 'b')))
    y = jnp.cumsum(y, axis=0)
    z = jax.lax.with_sharding_constraint(y * 2.0, S('b', 'a'))
    z = jnp.sin(z) + x
    w = jax.lax.with_sharding_constraint(z, S(None, ('b', 'a')))
    return w, jnp.sum(w * w)
sref.compile(wsc_rows2cols, sref.spec(m, P(('a', 'b'), None), 2048, 1024))
