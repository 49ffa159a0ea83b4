# A sparse embedding bag (recommendation model): 65536 ids into a [32768,128] table grouped into 4096 bags by sorted segment ids, pooled with jax.ops.segment_max, a two-layer MLP tower and a logistic loss; the table's gradient flows back through the segment max and the gather; SGD on the donated table.
import jax, jax.numpy as jnp, ref
def loss(p, ids, seg, y):
    e = p['table'][ids]                                   # [65536,128]
    bag = jax.ops.segment_max(e, seg, num_segments=4096, indices_are_sorted=True)
    h = jax.nn.relu(bag @ p['w1'])
    z = (h @ p['w2'])[:, 0]
    return jnp.mean(jax.nn.softplus(z) - y * z)
@ref.jit(donate_argnums=(0,))
def embbag_max(p, ids, seg, y):
    l, g = jax.value_and_grad(loss)(p, ids, seg, y)
    return jax.tree.map(lambda a, b: a - 0.1 * b, p, g), l
p = {'table': ref.spec(32768, 128), 'w1': ref.spec(128, 512), 'w2': ref.spec(512, 1)}
ref.compile(embbag_max, p, ref.spec(65536, dtype='int32'), ref.spec(65536, dtype='int32'), ref.spec(4096), extra=('-',))
