# A resharding XLA can only do through full replication (GSPMD): a [64,512,512] activation split 8 ways on its first dimension is constrained to {devices=[1,1,4,2]<=[8] last_tile_dim_replicate} (last dimension 4 ways, each tile on 2 devices); XLA logs "[SPMD] Involuntary full rematerialization" and all-gathers the whole 64 MB tensor on every device.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('gspmd')
m8 = sref.mesh((8,), ('a',))
m42 = sref.mesh((4, 2), ('x', 'y'))
to = sref.sharding(m42, None, None, 'x')
@sref.jit(out_shardings=to)
def bad_reshard(x, w):
    y = jnp.tanh(x * w)
    y = jax.lax.with_sharding_constraint(y, to)
    return y * 2 + 1
sref.compile(bad_reshard, sref.spec(m8, P('a', None, None), 64, 512, 512), sref.spec(m8, P(), 512))
