# Data-parallel training with a reduce-scattered gradient under shard_map (Shardy): the batch [1024,1024] split 8 ways, full weights [1024,4096] and [4096,1024] replicated, local gradients by jax.grad, reduced by jax.lax.psum_scatter (tiled) so each device holds 1/8 of each gradient, its slice of the (sharded, donated) momentum and weights updated, and the new weights all_gathered back to every device.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('shardy')
m = sref.mesh((8,), ('d',))
def loss(w, x):
    return jnp.mean((jnp.tanh(x @ w[0]) @ w[1] - x) ** 2)
def step(w, mom, x):
    g = jax.grad(loss)(w, x)
    g = [jax.lax.psum_scatter(a, 'd', scatter_dimension=0, tiled=True) / 8 for a in g]
    i = jax.lax.axis_index('d')
    mine = [jax.lax.dynamic_slice_in_dim(a, i * (a.shape[0] // 8), a.shape[0] // 8) for a in w]
    mom = [0.9 * mo + ga for mo, ga in zip(mom, g)]
    new = [a - 1e-2 * mo for a, mo in zip(mine, mom)]
    return [jax.lax.all_gather(a, 'd', tiled=True) for a in new], mom
@sref.jit(donate_argnums=(0, 1))
def rs_grad(w, mom, x):
    return jax.shard_map(step, mesh=m, in_specs=([P(), P()], [P('d'), P('d')], P('d')),
                         out_specs=([P(), P()], [P('d'), P('d')]), check_vma=False)(w, mom, x)
w = [sref.spec(m, P(), 1024, 4096), sref.spec(m, P(), 4096, 1024)]
mom = [sref.spec(m, P('d', None), 1024, 4096), sref.spec(m, P('d', None), 4096, 1024)]
sref.compile(rs_grad, w, mom, sref.spec(m, P('d', None), 1024, 1024))
