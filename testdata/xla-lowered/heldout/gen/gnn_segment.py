# Graph network training step: 2 message-passing layers over 8,192 nodes and 65,536 edges (sender and receiver index arguments), messages gathered from senders, transformed by an edge MLP, summed per receiver with jax.ops.segment_sum (a scatter-add), degree normalization by segment_sum of ones, node update with a residual; mean squared loss, SGD on donated weights.
import jax, jax.numpy as jnp, ref
def layer(h, w, snd, rcv):
    m = jax.nn.relu(jnp.concatenate([h[snd], h[rcv]], -1) @ w[0])
    agg = jax.ops.segment_sum(m, rcv, num_segments=8192)
    deg = jax.ops.segment_sum(jnp.ones_like(rcv, jnp.float32), rcv, num_segments=8192)
    return h + jax.nn.relu((agg / jnp.maximum(deg, 1.0)[:, None]) @ w[1])
def loss(p, x, snd, rcv, y):
    h = x
    for w in p:
        h = layer(h, w, snd, rcv)
    return jnp.mean((h - y) ** 2)
@ref.jit(donate_argnums=(0,))
def gnn_segment(p, x, snd, rcv, y):
    l, g = jax.value_and_grad(loss)(p, x, snd, rcv, y)
    return jax.tree.map(lambda a, b: a - 0.01 * b, p, g), l
p = [[ref.spec(128, 64), ref.spec(64, 64)], [ref.spec(128, 64), ref.spec(64, 64)]]
e = ref.spec(65536, dtype='int32')
ref.compile(gnn_segment, p, ref.spec(8192, 64), e, e, ref.spec(8192, 64))
