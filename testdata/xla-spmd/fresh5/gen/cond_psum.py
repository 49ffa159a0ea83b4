# A sharded lax.cond and a while loop with a data-dependent trip count (GSPMD, 8 devices 'x'): x [4096,512] split by rows, w [512,512] replicated; the branch taken by the sign of a global sum (an all-reduce before the conditional) applies one of two MLPs, then a lax.while_loop halves the activation until its global max norm is under 1 (an all-reduce in the loop's condition); the result split by rows, its sum replicated.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('gspmd')
m = sref.mesh((8,), ('x',))
S = lambda *p: sref.sharding(m, *p)
@sref.jit(out_shardings=(S('x', None), S()))
def cond_psum(x, w):
    y = jax.lax.cond(jnp.sum(x) > 0, lambda a: jnp.tanh(a @ w) @ w.T, lambda a: jax.nn.relu(a @ w.T), x)
    y = jax.lax.while_loop(lambda a: jnp.max(jnp.abs(a)) > 1.0, lambda a: a * 0.5, y)
    return y, jnp.sum(y)
sref.compile(cond_psum, sref.spec(m, P('x', None), 4096, 512), sref.spec(m, P(), 512, 512))
