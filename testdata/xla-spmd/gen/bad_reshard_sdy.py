# The same resharding as bad_reshard, partitioned by Shardy: XLA logs the same "[SPMD] Involuntary full rematerialization" and all-gathers the whole 64 MB tensor on every device.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('shardy')
m8 = sref.mesh((8,), ('a',))
m42 = sref.mesh((4, 2), ('x', 'y'))
to = sref.sharding(m42, None, None, 'x')
@sref.jit(out_shardings=to)
def bad_reshard_sdy(x, w):
    y = jnp.tanh(x * w)
    y = jax.lax.with_sharding_constraint(y, to)
    return y * 2 + 1
sref.compile(bad_reshard_sdy, sref.spec(m8, P('a', None, None), 64, 512, 512), sref.spec(m8, P(), 512))
