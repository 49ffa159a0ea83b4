# Data-parallel conv net training step (GSPMD): NHWC images [64,32,32,16] split 8 ways by batch, two 3x3 convolutions each followed by batch norm (mean and variance over the global batch: all-reduced statistics) and relu, global average pool, a dense layer and softmax cross-entropy; parameters replicated and donated, SGD.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('gspmd')
m = sref.mesh((8,), ('data',))
rep = sref.sharding(m)
def bn(x, s, b):
    mu = jnp.mean(x, (0, 1, 2))
    var = jnp.mean((x - mu) ** 2, (0, 1, 2))
    return jax.nn.relu((x - mu) * jax.lax.rsqrt(var + 1e-5) * s + b)
def conv(x, w):
    return jax.lax.conv_general_dilated(x, w, (1, 1), 'SAME', dimension_numbers=('NHWC', 'HWIO', 'NHWC'))
def loss(p, x, y):
    h = bn(conv(x, p[0]), p[1], p[2])
    h = bn(conv(h, p[3]), p[4], p[5])
    logits = jnp.mean(h, (1, 2)) @ p[6]
    return -jnp.mean(jnp.sum(jax.nn.log_softmax(logits) * y, -1))
@sref.jit(donate_argnums=(0,), out_shardings=([rep] * 7, rep))
def dp_convbn(p, x, y):
    l, g = jax.value_and_grad(loss)(p, x, y)
    return [a - 0.01 * b for a, b in zip(p, g)], l
shapes = [(3, 3, 16, 32), (32,), (32,), (3, 3, 32, 32), (32,), (32,), (32, 10)]
sref.compile(dp_convbn, [sref.spec(m, P(), *s) for s in shapes], sref.spec(m, P('data'), 64, 32, 32, 16),
             sref.spec(m, P('data'), 64, 10))
