# Uneven int and bool arrays (Shardy, 8 devices 'x'): token ids int32 [1000] and a bool mask [1000] split 8 ways, a replicated f32 scalar scale, an embedding table [4000,256] split by rows (500 each) and a bias [1000,250] split by rows; the masked, scaled lookup's first 250 columns plus the bias, constrained to split its 250 columns 8 ways (32, the last padded), the argmax of the first 997 rows (int32 [997] constrained to split 8 ways: 125, padded; returned replicated, as jit's out_shardings must divide), the count of masked tokens (an int32 scalar), the mean of the kept rows and a bool [1000,250] of the values over 0.5 returned split by rows.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('shardy')
m = sref.mesh((8,), ('x',))
S = lambda *p: sref.sharding(m, *p)
@sref.jit(out_shardings=(S(), S(), S(), S('x', None)))
def uneven_ints(ids, mask, scale, table, bias):
    e = jnp.take(table, ids, axis=0)[:, :250] * scale + bias
    e = jax.lax.with_sharding_constraint(jnp.where(mask[:, None], e, 0.0), S(None, 'x'))
    n = jnp.sum(mask.astype(jnp.int32))
    a = jax.lax.with_sharding_constraint(jnp.argmax(e[:997], axis=1).astype(jnp.int32), S('x'))
    return a, n, jnp.sum(e) / jnp.maximum(n, 1), e > 0.5
sref.compile(uneven_ints, sref.spec(m, P('x'), 1000, dtype='int32'), sref.spec(m, P('x'), 1000, dtype='bool'),
             sref.spec(m, P(), dtype='float32'), sref.spec(m, P('x', None), 4000, 256), sref.spec(m, P('x', None), 1000, 250))
