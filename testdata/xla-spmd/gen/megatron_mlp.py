# Megatron tensor-parallel MLP training step (GSPMD): first weight split by columns, second by rows over 8 devices, activations replicated, one all-reduce after the second matmul (the input is not differentiated, so the backward needs none).
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('gspmd')
m = sref.mesh((8,), ('model',))
col, row = sref.sharding(m, None, 'model'), sref.sharding(m, 'model', None)
def loss(p, x, y):
    h = jax.nn.gelu(x @ p[0])
    return jnp.mean((h @ p[1] - y) ** 2)
@sref.jit(donate_argnums=(0,), out_shardings=([col, row], sref.sharding(m)))
def megatron_mlp(p, x, y):
    l, g = jax.value_and_grad(loss)(p, x, y)
    return [a - 0.01 * b for a, b in zip(p, g)], l
p = [sref.spec(m, P(None, 'model'), 1024, 4096), sref.spec(m, P('model', None), 4096, 1024)]
sref.compile(megatron_mlp, p, sref.spec(m, P(), 512, 1024), sref.spec(m, P(), 512, 1024))
