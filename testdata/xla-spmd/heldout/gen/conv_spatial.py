# A 2-D conv net with spatial sharding (Shardy) on a 2x4 (batch, height) mesh: NHWC images [8,128,128,32] split 2 ways by batch and 4 ways by height, three 3x3 'SAME' convolutions with relu (halo exchanges between height shards), a 2x2 average pool between the second and third, a global mean and a dense head; training step, weights replicated and donated.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('shardy')
m = sref.mesh((2, 4), ('b', 'h'))
S = lambda *p: sref.sharding(m, *p)
dn = ('NHWC', 'HWIO', 'NHWC')
def conv(x, w):
    return jax.lax.conv_general_dilated(x, w, (1, 1), 'SAME', dimension_numbers=dn)
def loss(p, x, y):
    h = jax.nn.relu(conv(x, p[0]))
    h = jax.nn.relu(conv(h, p[1]))
    h = jax.lax.reduce_window(h, 0.0, jax.lax.add, (1, 2, 2, 1), (1, 2, 2, 1), 'VALID') / 4
    h = jax.nn.relu(conv(h, p[2]))
    z = h.mean((1, 2)) @ p[3]
    return -jnp.mean(jnp.sum(jax.nn.log_softmax(z) * y, -1))
ps = [S(), S(), S(), S()]
@sref.jit(donate_argnums=(0,), out_shardings=(ps, S()))
def conv_spatial(p, x, y):
    l, g = jax.value_and_grad(loss)(p, x, y)
    return [a - 0.01 * b for a, b in zip(p, g)], l
p = [sref.spec(m, P(), 3, 3, 32, 32), sref.spec(m, P(), 3, 3, 32, 64), sref.spec(m, P(), 3, 3, 64, 64), sref.spec(m, P(), 64, 10)]
sref.compile(conv_spatial, p, sref.spec(m, P('b', 'h', None, None), 8, 128, 128, 32), sref.spec(m, P('b', None), 8, 10))
