# Fully sharded data parallel MLP step (Shardy): every weight's first dimension split 8 ways (all-gathered for use, gradients reduce-scattered back), batch split 8 ways, parameters donated.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('shardy')
m = sref.mesh((8,), ('fsdp',))
ws = sref.sharding(m, 'fsdp', None)
def loss(p, x):
    for w in p[:-1]:
        x = jax.nn.gelu(x @ w)
    return jnp.mean((x @ p[-1]) ** 2)
@sref.jit(donate_argnums=(0,), out_shardings=([ws] * 4, sref.sharding(m)))
def fsdp_mlp(p, x):
    l, g = jax.value_and_grad(loss)(p, x)
    return [a - 0.01 * b for a, b in zip(p, g)], l
p = [sref.spec(m, P('fsdp', None), 1024, 1024) for _ in range(4)]
sref.compile(fsdp_mlp, p, sref.spec(m, P('fsdp', None), 512, 1024))
