# Data parallel MLP training step (GSPMD): batch split 8 ways, parameters replicated and donated, gradients all-reduced, SGD.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('gspmd')
m = sref.mesh((8,), ('data',))
rep = sref.sharding(m)
def loss(p, x, y):
    h = jax.nn.relu(x @ p[0] + p[1])
    return -jnp.mean(jnp.sum(jax.nn.log_softmax(h @ p[2]) * y, -1))
@sref.jit(donate_argnums=(0,), out_shardings=([rep] * 3, rep))
def dp_mlp(p, x, y):
    l, g = jax.value_and_grad(loss)(p, x, y)
    return [a - 0.01 * b for a, b in zip(p, g)], l
p = [sref.spec(m, P(), 512, 2048), sref.spec(m, P(), 2048), sref.spec(m, P(), 2048, 100)]
sref.compile(dp_mlp, p, sref.spec(m, P('data'), 1024, 512), sref.spec(m, P('data'), 1024, 100))
