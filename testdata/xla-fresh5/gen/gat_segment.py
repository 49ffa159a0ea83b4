# A graph attention network (GAT) training step over an edge list: 16384 nodes with 128 features, 65536 edges (src, dst int32), 4 heads of 32, attention logits LeakyReLU(a_src.h_src + a_dst.h_dst) per edge, softmax over each node's incoming edges by jax.ops.segment_max and jax.ops.segment_sum, messages weighted and summed into destinations by segment_sum, two layers, node classification cross-entropy over 16 classes; gradients.
import jax, jax.numpy as jnp, ref
NN, E, Hh, F = 16384, 65536, 4, 32
def gat(w, a_s, a_d, x, src, dst):
    h = (x @ w).reshape(NN, Hh, F)
    es = (h * a_s).sum(-1)[src]
    ed = (h * a_d).sum(-1)[dst]
    e = jax.nn.leaky_relu(es + ed, 0.2)                      # [E,4]
    m = jax.ops.segment_max(e, dst, NN)
    ex = jnp.exp(e - m[dst])
    den = jax.ops.segment_sum(ex, dst, NN)
    alpha = ex / (den[dst] + 1e-9)
    msg = h[src] * alpha[..., None]                          # [E,4,32]
    return jax.ops.segment_sum(msg, dst, NN).reshape(NN, Hh * F)
def loss(p, x, src, dst, y):
    h = jax.nn.elu(gat(p['w1'], p['s1'], p['d1'], x, src, dst))
    h = gat(p['w2'], p['s2'], p['d2'], h, src, dst)
    logits = h @ p['cls']
    return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), y[:, None], 1))
@ref.jit()
def gat_segment(p, x, src, dst, y):
    return jax.value_and_grad(loss)(p, x, src, dst, y)
p = {'w1': ref.spec(128, 128), 's1': ref.spec(Hh, F), 'd1': ref.spec(Hh, F),
     'w2': ref.spec(128, 128), 's2': ref.spec(Hh, F), 'd2': ref.spec(Hh, F), 'cls': ref.spec(128, 16)}
i32 = 'int32'
ref.compile(gat_segment, p, ref.spec(NN, 128), ref.spec(E, dtype=i32), ref.spec(E, dtype=i32), ref.spec(NN, dtype=i32), extra=('-',))
