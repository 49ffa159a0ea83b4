"""heldout4.py: a fourth held-out set of training steps for the harness
(reference only).

The first three held-out sets were measured and then used to find misses
(docs/remat.md), so a planner that moves on them is no longer untuned
there. These 8 steps are new, of kinds that none of steps.py,
heldout.py, heldout2.py and heldout3.py has, written the way JAX users
write them:

- perceiver: a Perceiver block: a small latent array cross-attends to a
  long input (queries from the latents, keys and values from the
  inputs), then latent self-attention, then a pooled classifier.
- conv3d: a 3-D conv net on short video clips (lax.conv_general_dilated
  with NDHWC / DHWIO, a strided conv), global average pool, softmax.
- conformer: a Conformer block: half-step FFN, self-attention, a conv
  module (pointwise conv, GLU, depthwise 1-D conv over time, a
  batch-statistics norm, swish, pointwise conv), half-step FFN, a final
  layer norm (heldout's conv and attention steps are apart).
- dlrm: DLRM-style: a bottom MLP on dense features, eight embedding
  tables looked up by id, the pairwise dot interaction of all feature
  vectors (its upper triangle gathered), a top MLP, a sigmoid BCE loss.
- mlm: a BERT masked-language-model step: a two-layer bidirectional
  encoder, the hidden states of the masked positions gathered by index
  (take_along_axis), a tied vocabulary projection on those only.
- flow: a RealNVP normalizing flow: affine coupling layers (scale and
  shift from an MLP of the other half, tanh-bounded log scales) with
  fixed permutations, the Gaussian log-likelihood with the log-dets.
- ckptrnn: a GRU over time by lax.scan whose cell is under
  jax.checkpoint (remat inside the loop body, the scan's residuals just
  the carries; heldout2's lstm and steps.py's scan save everything).
- gat: a graph attention network: per-edge attention logits,
  the softmax over each node's incoming edges by segment_max and
  segment_sum, the weighted messages summed per receiver (heldout2's
  gnn sums unweighted messages).

No planner rule may be tuned on them (issue 33): `harness.py PLANNER
--steps heldout4 --out heldout4.tsv` runs them once, with the planner of
main at the branch point, and a miss is recorded, not fitted away.

The interface is heldout3.py's: STEPS of (name, loss, params, batch),
lowered(name) and STEP_OF. A step is step(params, batch) = params - 0.01
* grad(loss).
"""
import jax
import jax.numpy as jnp

k = jax.random.PRNGKey(4)


def normal(i, *shape, dtype=jnp.float32):
    return (jax.random.normal(jax.random.fold_in(k, i), shape, jnp.float32) * 0.1).astype(dtype)


def ones(*shape, dtype=jnp.float32):
    return jnp.ones(shape, dtype)


def zeros(*shape, dtype=jnp.float32):
    return jnp.zeros(shape, dtype)


def ids(i, shape, vocab):
    return jax.random.randint(jax.random.fold_in(k, i), shape, 0, vocab)


def layer_norm(h, g, b):
    m = h.mean(-1, keepdims=True)
    v = ((h - m) ** 2).mean(-1, keepdims=True)
    return (h - m) * jax.lax.rsqrt(v + 1e-5) * g + b


def xent(logits, labels):
    lp = jax.nn.log_softmax(logits.astype(jnp.float32), axis=-1)
    return -jnp.mean(jnp.take_along_axis(lp, labels[..., None], -1))


def mha(xq, xkv, wq, wk, wv, wo, heads=4):
    """Multi-head attention, no mask: [b, n, d] queries, [b, m, d] keys."""
    b, n, d = xq.shape
    m = xkv.shape[1]
    q = (xq @ wq).reshape(b, n, heads, d // heads)
    kk = (xkv @ wk).reshape(b, m, heads, d // heads)
    v = (xkv @ wv).reshape(b, m, heads, d // heads)
    s = jnp.einsum('bnhe,bmhe->bhnm', q, kk) / jnp.sqrt(d // heads).astype(jnp.float32)
    a = jax.nn.softmax(s, axis=-1)
    o = jnp.einsum('bhnm,bmhe->bnhe', a, v).reshape(b, n, d)
    return o @ wo


# perceiver: 64 latents of width 128 cross-attend to 1024 inputs of width
# 64 (projected to 128), then one latent self-attention block and an MLP.
def perceiver_loss(p, batch):
    latents, win, cross, selfa, ln, w1, w2, head = p
    x, labels = batch
    b = x.shape[0]
    h = x @ win
    z = jnp.broadcast_to(latents, (b,) + latents.shape)
    z = z + mha(layer_norm(z, *ln[0]), layer_norm(h, *ln[1]), *cross, heads=1)
    z = z + mha(layer_norm(z, *ln[2]), layer_norm(z, *ln[2]), *selfa)
    z = z + jax.nn.gelu(layer_norm(z, *ln[3]) @ w1) @ w2
    return xent(z.mean(1) @ head, labels)


# conv3d: clips [b, t, h, w, c]; a 3x3x3 conv, a strided one, a third,
# global average pool, a linear classifier.
def conv3(h, w, stride=1):
    return jax.lax.conv_general_dilated(h, w, (stride,) * 3, 'SAME', dimension_numbers=('NDHWC', 'DHWIO', 'NDHWC'))


def conv3d_loss(p, batch):
    w1, w2, w3, head = p
    x, labels = batch
    h = jax.nn.relu(conv3(x, w1))
    h = jax.nn.relu(conv3(h, w2, 2))
    h = jax.nn.relu(conv3(h, w3))
    return xent(h.mean((1, 2, 3)) @ head, labels)


# conformer: one block on [4, 256, 144] features, the frame-wise targets a
# regression.
def conformer_loss(p, batch):
    ff1, att, conv, ff2, lns, out = p
    x, y = batch

    def ffn(h, w, ln):
        return jax.nn.swish(layer_norm(h, *ln) @ w[0]) @ w[1]

    h = x + 0.5 * ffn(x, ff1, lns[0])
    a = layer_norm(h, *lns[1])
    h = h + mha(a, a, *att)
    pw1, dw, gamma, beta, pw2 = conv
    c = layer_norm(h, *lns[2]) @ pw1
    c = c[..., :c.shape[-1] // 2] * jax.nn.sigmoid(c[..., c.shape[-1] // 2:])  # GLU
    d = c.shape[-1]
    c = jax.lax.conv_general_dilated(c, dw, (1,), 'SAME', dimension_numbers=('NWC', 'WIO', 'NWC'), feature_group_count=d)
    m = c.mean((0, 1))
    v = ((c - m) ** 2).mean((0, 1))
    c = (c - m) * jax.lax.rsqrt(v + 1e-5) * gamma + beta
    h = h + jax.nn.swish(c) @ pw2
    h = h + 0.5 * ffn(h, ff2, lns[3])
    h = layer_norm(h, *lns[4])
    return jnp.mean((h @ out - y) ** 2)


# dlrm: 13 dense features, 8 sparse ids into tables of 4096 x 64.
def dlrm_loss(p, batch):
    bot, tables, top = p
    dense, sparse, clicks = batch
    h = dense
    for w in bot:
        h = jax.nn.relu(h @ w)
    embs = [t[sparse[:, i]] for i, t in enumerate(tables)]
    f = jnp.stack([h] + embs, axis=1)  # [b, 9, 64]
    inter = jnp.einsum('bid,bjd->bij', f, f)
    iu, ju = jnp.triu_indices(f.shape[1], 1)
    z = jnp.concatenate([h, inter[:, iu, ju]], -1)
    for w in top[:-1]:
        z = jax.nn.relu(z @ w)
    logit = (z @ top[-1])[:, 0]
    return jnp.mean(jax.nn.softplus(logit) - clicks * logit)


# mlm: 2 encoder layers over [3, 256] tokens of a 2048 vocabulary, 40
# masked positions per sequence predicted through the tied embedding.
def mlm_loss(p, batch):
    emb, pos, layers, lnf = p
    tokens, where, labels = batch
    h = emb[tokens] + pos
    for ln1, att, ln2, w1, w2 in layers:
        a = layer_norm(h, *ln1)
        h = h + mha(a, a, *att)
        h = h + jax.nn.gelu(layer_norm(h, *ln2) @ w1) @ w2
    h = layer_norm(h, *lnf)
    hm = jnp.take_along_axis(h, where[..., None], axis=1)  # [b, masked, d]
    return xent(hm @ emb.T, labels)


# flow: 6 affine coupling layers on 64-wide data, each flips the halves
# after it and its conditioner is a 2-layer MLP of the fixed half.
def flow_loss(p, x):
    logdet = jnp.zeros(x.shape[0])
    h = x
    for w1, w2, ws, wt in p:
        a, b = h[:, :32], h[:, 32:]
        u = jax.nn.relu(jax.nn.relu(a @ w1) @ w2)
        s = jnp.tanh(u @ ws)
        b = b * jnp.exp(s) + u @ wt
        logdet = logdet + s.sum(-1)
        h = jnp.concatenate([b, a], -1)
    nll = 0.5 * (h * h).sum(-1) + 0.5 * h.shape[1] * jnp.log(2 * jnp.pi) - logdet
    return nll.mean()


# ckptrnn: a GRU over 64 steps, the cell under jax.checkpoint.
def ckptrnn_loss(p, batch):
    wx, wh, b, out = p
    xs, y = batch  # [time, batch, in]

    @jax.checkpoint
    def cell(h, x):
        zr = jax.nn.sigmoid(x @ wx[:, :2 * H] + h @ wh[:, :2 * H] + b[:2 * H])
        z, r = zr[:, :H], zr[:, H:]
        n = jnp.tanh(x @ wx[:, 2 * H:] + (r * h) @ wh[:, 2 * H:] + b[2 * H:])
        h = (1 - z) * n + z * h
        return h, h
    H = wh.shape[0]
    _, hs = jax.lax.scan(cell, jnp.zeros((xs.shape[1], H)), xs)
    return jnp.mean((hs @ out - y) ** 2)


# gat: 2 graph-attention layers (4 heads) on 2048 nodes and 16384 edges.
def gat_loss(p, batch):
    enc, layers, dec = p
    nodes, senders, receivers, target = batch
    n = nodes.shape[0]
    h = jax.nn.elu(nodes @ enc)
    for w, asrc, adst in layers:
        z = (h @ w).reshape(n, 4, -1)
        e = jax.nn.leaky_relu((z * asrc).sum(-1)[senders] + (z * adst).sum(-1)[receivers], 0.2)  # [edges, 4]
        emax = jax.ops.segment_max(e, receivers, num_segments=n)
        ex = jnp.exp(e - jax.lax.stop_gradient(emax)[receivers])
        den = jax.ops.segment_sum(ex, receivers, num_segments=n)
        alpha = ex / (den[receivers] + 1e-9)
        msg = alpha[..., None] * z[senders]
        h = h + jax.nn.elu(jax.ops.segment_sum(msg, receivers, num_segments=n).reshape(n, -1))
    return jnp.mean((h @ dec - target) ** 2)


def att(i, d=128):
    return (normal(i, d, d), normal(i + 1, d, d), normal(i + 2, d, d), normal(i + 3, d, d))


def ln(d=128):
    return (ones(d), zeros(d))


def mlm_layer(i, d=128, f=512):
    return (ln(d), att(i, d), ln(d), normal(i + 4, d, f), normal(i + 5, f, d))


STEPS = [
    ('perceiver', perceiver_loss,
     (normal(0, 64, 128), normal(1, 64, 128), att(10), att(20), [ln() for _ in range(4)], normal(2, 128, 512),
      normal(3, 512, 128), normal(4, 128, 10)),
     (normal(5, 8, 1024, 64) * 10, ids(6, (8,), 10))),
    ('conv3d', conv3d_loss, (normal(0, 3, 3, 3, 3, 16), normal(1, 3, 3, 3, 16, 32), normal(2, 3, 3, 3, 32, 32), normal(3, 32, 10)),
     (normal(4, 4, 16, 32, 32, 3) * 10, ids(5, (4,), 10))),
    ('conformer', conformer_loss,
     ((normal(0, 144, 576), normal(1, 576, 144)), att(10, 144),
      (normal(2, 144, 288), normal(3, 15, 1, 144), ones(144), zeros(144), normal(4, 144, 144)),
      (normal(5, 144, 576), normal(6, 576, 144)), [ln(144) for _ in range(5)], normal(7, 144, 32)),
     (normal(8, 4, 256, 144) * 10, normal(9, 4, 256, 32))),
    ('dlrm', dlrm_loss,
     ([normal(0, 13, 256), normal(1, 256, 64)], [normal(10 + i, 4096, 64) for i in range(8)],
      [normal(2, 64 + 36, 512), normal(3, 512, 256), normal(4, 256, 1)]),
     (normal(5, 2048, 13) * 10, ids(6, (2048, 8), 4096), (ids(7, (2048,), 2)).astype(jnp.float32))),
    ('mlm', mlm_loss, (normal(0, 2048, 128), normal(1, 256, 128), [mlm_layer(10 * j + 10) for j in range(2)], ln()),
     (ids(2, (3, 256), 2048), ids(3, (3, 40), 256), ids(4, (3, 40), 2048))),
    ('flow', flow_loss, [(normal(4 * j, 32, 512), normal(4 * j + 1, 512, 512), normal(4 * j + 2, 512, 32), normal(4 * j + 3, 512, 32))
                         for j in range(6)],
     normal(30, 1024, 64) * 10),
    ('ckptrnn', ckptrnn_loss, (normal(0, 128, 3 * 256), normal(1, 256, 3 * 256), zeros(3 * 256), normal(2, 256, 16)),
     (normal(3, 64, 64, 128) * 10, normal(4, 64, 64, 16))),
    ('gat', gat_loss, (normal(0, 64, 128), [(normal(1 + 3 * j, 128, 128), normal(2 + 3 * j, 4, 32), normal(3 + 3 * j, 4, 32))
                                            for j in range(2)], normal(9, 128, 8)),
     (normal(10, 2048, 64) * 10, ids(11, (16384,), 2048), ids(12, (16384,), 2048), normal(13, 2048, 8))),
]


def step_of(loss):
    def step(params, batch):
        g = jax.grad(loss)(params, batch)
        return jax.tree_util.tree_map(lambda p, d: p - jnp.asarray(0.01, p.dtype) * d, params, g)
    return step


STEP_OF = {}


def lowered(name):
    for n, loss, params, batch in STEPS:
        if n == name:
            step = STEP_OF.get(n, step_of)(loss)
            return jax.jit(step).lower(params, batch).as_text(dialect='hlo', debug_info=True)
    raise KeyError(name)


if __name__ == '__main__':
    # each step's XLA:CPU temp and compile time (for choosing the sizes)
    import time
    for n, loss, params, batch in STEPS:
        t = time.time()
        c = jax.jit(STEP_OF.get(n, step_of)(loss)).lower(params, batch).compile()
        ma = c.memory_analysis()
        print(n, 'temp', ma.temp_size_in_bytes, 'args', ma.argument_size_in_bytes, 'out', ma.output_size_in_bytes,
              'compile %.1fs' % (time.time() - t), flush=True)
