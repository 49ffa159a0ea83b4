"""heldout2.py: a second held-out set of training steps for the harness
(reference only).

heldout.py's steps were held out once, then used to find and fix misses
(docs/remat.md, "Held-out steps"), so they no longer measure a planner
that was not tuned on them. These 10 steps are new and of other kinds
than steps.py's and heldout.py's, written the way JAX users write them:
an LSTM language model through lax.scan, a GPT-2 block with dropout and
tied embeddings (bf16), an MLP-Mixer (bf16), a graph network with
segment_sum, a VAE with the reparameterization trick, a seq2seq
encoder-decoder with cross-attention, a diffusion U-Net with a time
embedding and group norm, a depthwise-separable conv net, an optax-style
SGD with momentum and decoupled weight decay, and a CLIP-style
contrastive loss over a 1024x1024 similarity matrix. No planner rule may
be tuned on them (issue 33): `harness.py PLANNER --steps heldout2 --out
heldout2.tsv` runs them, once, and a miss is recorded, not fitted away.

The interface is steps.py's: STEPS of (name, loss, params, batch) and
lowered(name). A step is step(params, batch) = params - 0.01 *
grad(loss), except where STEP_OF names another (sgdm: the optimizer's
update, its momentum carried in params). Randomness (dropout, the VAE's
noise) comes from a PRNG key passed in the batch, as a user's train
loop passes it.
"""
import jax
import jax.numpy as jnp

k = jax.random.PRNGKey(2)
BF16 = jnp.bfloat16


def normal(i, *shape, dtype=jnp.float32):
    return (jax.random.normal(jax.random.fold_in(k, i), shape, jnp.float32) * 0.1).astype(dtype)


def ones(*shape, dtype=jnp.float32):
    return jnp.ones(shape, dtype)


def zeros(*shape, dtype=jnp.float32):
    return jnp.zeros(shape, dtype)


def ids(i, shape, vocab):
    return jax.random.randint(jax.random.fold_in(k, i), shape, 0, vocab)


def key(i):
    return jax.random.key_data(jax.random.fold_in(k, 1000 + i))


def layer_norm(h, g, b):
    m = h.mean(-1, keepdims=True)
    v = ((h - m) ** 2).mean(-1, keepdims=True)
    return (h - m) * jax.lax.rsqrt(v + 1e-5) * g + b


def xent(logits, labels):
    lp = jax.nn.log_softmax(logits.astype(jnp.float32), axis=-1)
    return -jnp.mean(jnp.take_along_axis(lp, labels[..., None], -1))


def attention(q, kk, v, heads, mask=None):
    n, t, d = q.shape
    s = kk.shape[1]
    q, kk, v = q.reshape(n, t, heads, -1), kk.reshape(n, s, heads, -1), v.reshape(n, s, heads, -1)
    a = jnp.einsum('bqhd,bkhd->bhqk', q, kk) / jnp.sqrt(jnp.float32(q.shape[-1])).astype(q.dtype)
    if mask is not None:
        a = jnp.where(mask, a, jnp.asarray(-1e4, a.dtype))
    a = jax.nn.softmax(a, axis=-1)
    return jnp.einsum('bhqk,bkhd->bqhd', a, v).reshape(n, t, d)


# lstm: a word-level LSTM language model, the cell under lax.scan over
# time, embedding in and a softmax over the vocabulary out.
def lstm_loss(p, batch):
    emb, wx, wh, b, out = p
    tokens, targets = batch  # [time, batch]
    hid = wh.shape[0]

    def cell(carry, x):
        h, c = carry
        gates = x @ wx + h @ wh + b
        i, f, g, o = jnp.split(gates, 4, axis=-1)
        c = jax.nn.sigmoid(f + 1.0) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
        h = jax.nn.sigmoid(o) * jnp.tanh(c)
        return (h, c), h
    n = tokens.shape[1]
    _, hs = jax.lax.scan(cell, (jnp.zeros((n, hid)), jnp.zeros((n, hid))), emb[tokens])
    return xent(hs @ out, targets)


# gpt2: two GPT-2 blocks in bf16 (pre-norm, causal attention, GELU MLP),
# dropout on the attention output and the MLP, embeddings tied to the
# unembedding, learned positions.
def gpt2_loss(p, batch):
    wte, wpe, blocks, gf, bf = p
    tokens, rng = batch
    n, t = tokens.shape
    x = wte[tokens] + wpe[:t]
    mask = jnp.tril(jnp.ones((t, t), bool))
    rng = jax.random.wrap_key_data(rng)

    def dropout(h, i, rate=0.1):
        keep = jax.random.bernoulli(jax.random.fold_in(rng, i), 1 - rate, h.shape)
        return jnp.where(keep, h / (1 - rate), jnp.zeros_like(h))
    for j, (g1, b1, qkv, proj, g2, b2, fc, fc2) in enumerate(blocks):
        y = layer_norm(x, g1, b1)
        q, kk, v = jnp.split(y @ qkv, 3, axis=-1)
        x = x + dropout(attention(q, kk, v, 4, mask) @ proj, 2 * j)
        x = x + dropout(jax.nn.gelu(layer_norm(x, g2, b2) @ fc) @ fc2, 2 * j + 1)
    logits = layer_norm(x, gf, bf) @ wte.T
    return xent(logits[:, :-1], tokens[:, 1:])


# mixer: MLP-Mixer in bf16: patches, token-mixing and channel-mixing MLPs
# with layer norm and skips, global average pool, a classifier.
def mixer_loss(p, batch):
    stem, layers, head = p
    img, labels = batch
    n, hh, ww, c = img.shape
    x = img.reshape(n, hh // 4, 4, ww // 4, 4, c).transpose(0, 1, 3, 2, 4, 5).reshape(n, (hh // 4) * (ww // 4), 16 * c)
    x = x @ stem
    for g1, b1, t1, t2, g2, b2, c1, c2 in layers:
        y = layer_norm(x, g1, b1).transpose(0, 2, 1)
        x = x + (jax.nn.gelu(y @ t1) @ t2).transpose(0, 2, 1)
        x = x + jax.nn.gelu(layer_norm(x, g2, b2) @ c1) @ c2
    return xent(x.mean(1) @ head, labels)


# gnn: three message-passing layers over an edge list: gather the
# senders, an edge MLP, segment_sum to the receivers, a node update.
def gnn_loss(p, batch):
    enc, layers, dec = p
    nodes, senders, receivers, target = batch
    h = jax.nn.relu(nodes @ enc)
    for we, wn in layers:
        msg = jax.nn.relu(jnp.concatenate([h[senders], h[receivers]], -1) @ we)
        agg = jax.ops.segment_sum(msg, receivers, num_segments=h.shape[0])
        h = h + jax.nn.relu(jnp.concatenate([h, agg], -1) @ wn)
    pred = h @ dec
    return jnp.mean((pred - target) ** 2)


# vae: an MLP encoder to mean and log-variance, z = mu + sigma * eps with
# eps drawn from the batch's key, a decoder, Bernoulli reconstruction
# loss plus KL.
def vae_loss(p, batch):
    e1, e2, wmu, wlv, d1, d2, d3 = p
    x, rng = batch
    h = jax.nn.relu(jax.nn.relu(x @ e1) @ e2)
    mu, logvar = h @ wmu, h @ wlv
    eps = jax.random.normal(jax.random.wrap_key_data(rng), mu.shape)
    z = mu + jnp.exp(0.5 * logvar) * eps
    logits = jax.nn.relu(jax.nn.relu(z @ d1) @ d2) @ d3
    rec = jnp.sum(jax.nn.softplus(logits) - x * logits, -1)
    kl = -0.5 * jnp.sum(1 + logvar - mu ** 2 - jnp.exp(logvar), -1)
    return jnp.mean(rec + kl)


# seq2seq: a two-layer encoder (self-attention) and a two-layer decoder
# (causal self-attention, cross-attention to the encoder, MLP), teacher
# forcing, separate source and target vocabularies.
def seq2seq_loss(p, batch):
    src_emb, tgt_emb, enc, dec, out = p
    src, tgt = batch
    n, s = src.shape
    t = tgt.shape[1] - 1
    x = src_emb[src]
    for g, b, wq, wk, wv, wo, w1, w2 in enc:
        y = layer_norm(x, g, b)
        x = x + attention(y @ wq, y @ wk, y @ wv, 4) @ wo
        x = x + jax.nn.relu(y @ w1) @ w2
    mem = x
    y = tgt_emb[tgt[:, :-1]]
    mask = jnp.tril(jnp.ones((t, t), bool))
    for g, b, sq, sk, sv, so, cq, ck, cv, co, w1, w2 in dec:
        z = layer_norm(y, g, b)
        y = y + attention(z @ sq, z @ sk, z @ sv, 4, mask) @ so
        z = layer_norm(y, g, b)
        y = y + attention(z @ cq, mem @ ck, mem @ cv, 4) @ co
        y = y + jax.nn.relu(layer_norm(y, g, b) @ w1) @ w2
    return xent(y @ out, tgt[:, 1:])


def conv(h, w, stride=1, groups=1):
    return jax.lax.conv_general_dilated(h, w, (stride, stride), 'SAME', dimension_numbers=('NHWC', 'HWIO', 'NHWC'),
                                        feature_group_count=groups)


def group_norm(h, g, b, groups=4):
    n, hh, ww, c = h.shape
    x = h.reshape(n, hh, ww, groups, c // groups)
    m = x.mean((1, 2, 4), keepdims=True)
    v = ((x - m) ** 2).mean((1, 2, 4), keepdims=True)
    return ((x - m) * jax.lax.rsqrt(v + 1e-5)).reshape(h.shape) * g + b


def timestep_embedding(t, dim):
    half = dim // 2
    freqs = jnp.exp(-jnp.log(10000.0) * jnp.arange(half) / half)
    a = t[:, None] * freqs[None]
    return jnp.concatenate([jnp.sin(a), jnp.cos(a)], -1)


# diffusion: a denoising U-Net: sinusoidal time embedding through an MLP
# added in each res block, group norm and SiLU, one level down by a
# strided conv and up by nearest upsampling, epsilon-prediction loss.
def diffusion_loss(p, batch):
    temb_w, stem, down, mid, up, outc = p
    x0, noise, t = batch
    a = jnp.cos(t * 0.5 * jnp.pi)[:, None, None, None]
    x = a * x0 + jnp.sqrt(1 - a * a) * noise
    temb = jax.nn.silu(timestep_embedding(t * 1000, 64) @ temb_w)

    def res(h, blk):
        g1, b1, w1, tw, g2, b2, w2 = blk
        y = conv(jax.nn.silu(group_norm(h, g1, b1)), w1)
        y = y + (temb @ tw)[:, None, None, :]
        y = conv(jax.nn.silu(group_norm(y, g2, b2)), w2)
        return h + y
    h = conv(x, stem)
    h = res(h, down[0])
    skip = h
    h = conv(h, down[1], stride=2)
    h = res(h, mid)
    h = jnp.repeat(jnp.repeat(h, 2, axis=1), 2, axis=2)
    h = conv(jnp.concatenate([h, skip], -1), up[0])
    h = res(h, up[1])
    eps = conv(jax.nn.silu(h), outc)
    return jnp.mean((eps - noise) ** 2)


# dwsep: a MobileNet-style net: depthwise 3x3 (feature_group_count =
# channels) then pointwise 1x1, ReLU6, strides down, global pool,
# softmax cross-entropy.
def dwsep_loss(p, batch):
    stem, blocks, head = p
    img, labels = batch
    h = jax.nn.relu6(conv(img, stem, stride=2))
    for (dw, pw), stride in zip(blocks, DWSEP_STRIDES):
        h = jax.nn.relu6(conv(h, dw, stride=stride, groups=h.shape[-1]))
        h = jax.nn.relu6(conv(h, pw))
    return xent(h.mean((1, 2)) @ head, labels)


# sgdm: a tanh MLP classifier trained by optax.chain(add_decayed_weights,
# sgd(momentum)) as optax computes it: g + wd * w, then the momentum
# trace, then -lr times it; the trace carried in params.
def sgdm_mlp_loss(ws, batch):
    x, labels = batch
    h = x
    for w in ws[:-1]:
        h = jnp.tanh(h @ w)
    return xent(h @ ws[-1], labels)


# clip: two towers (an MLP image tower over flattened patch features, a
# mean-pooled token tower), L2-normalized embeddings, a learned
# temperature, symmetric cross-entropy over the batch's 1024x1024
# similarity matrix.
def clip_loss(p, batch):
    i1, i2, temb, t1, t2, logit_scale = p
    img, txt = batch
    zi = jax.nn.gelu(img @ i1) @ i2
    zt = jax.nn.gelu(temb[txt].mean(1) @ t1) @ t2
    zi = zi / jnp.linalg.norm(zi, axis=-1, keepdims=True)
    zt = zt / jnp.linalg.norm(zt, axis=-1, keepdims=True)
    logits = jnp.exp(logit_scale) * zi @ zt.T
    labels = jnp.arange(logits.shape[0])
    return (xent(logits, labels) + xent(logits.T, labels)) / 2


def gpt2_block(i, d=128, dtype=BF16):
    return (ones(d, dtype=dtype), zeros(d, dtype=dtype), normal(i, d, 3 * d, dtype=dtype), normal(i + 1, d, d, dtype=dtype),
            ones(d, dtype=dtype), zeros(d, dtype=dtype), normal(i + 2, d, 4 * d, dtype=dtype), normal(i + 3, 4 * d, d, dtype=dtype))


def mixer_layer(i, tokens=64, d=128, dtype=BF16):
    return (ones(d, dtype=dtype), zeros(d, dtype=dtype), normal(i, tokens, 256, dtype=dtype), normal(i + 1, 256, tokens, dtype=dtype),
            ones(d, dtype=dtype), zeros(d, dtype=dtype), normal(i + 2, d, 512, dtype=dtype), normal(i + 3, 512, d, dtype=dtype))


def enc_layer(i, d=128):
    return (ones(d), zeros(d), normal(i, d, d), normal(i + 1, d, d), normal(i + 2, d, d), normal(i + 3, d, d),
            normal(i + 4, d, 256), normal(i + 5, 256, d))


def dec_layer(i, d=128):
    return (ones(d), zeros(d)) + tuple(normal(i + j, d, d) for j in range(8)) + (normal(i + 8, d, 256), normal(i + 9, 256, d))


def res_block(i, c=32):
    return (ones(c), zeros(c), normal(i, 3, 3, c, c), normal(i + 1, 128, c), ones(c), zeros(c), normal(i + 2, 3, 3, c, c))


DWSEP_STRIDES = (1, 2, 1, 2)
SGDM_WS = [normal(i, 256, 512) if i == 0 else normal(i, 512, 512) for i in range(3)] + [normal(3, 512, 10)]

STEPS = [
    ('lstm', lstm_loss, (normal(0, 2048, 64), normal(1, 64, 512), normal(2, 128, 512), zeros(512), normal(3, 128, 2048)),
     (ids(4, (32, 16), 2048), ids(5, (32, 16), 2048))),
    ('gpt2', gpt2_loss, (normal(0, 1024, 128, dtype=BF16), normal(1, 128, 128, dtype=BF16), [gpt2_block(10 * j + 10) for j in range(2)],
                         ones(128, dtype=BF16), zeros(128, dtype=BF16)),
     (ids(2, (4, 128), 1024), key(0))),
    ('mixer', mixer_loss, (normal(0, 48, 128, dtype=BF16), [mixer_layer(10 * j + 10) for j in range(3)], normal(1, 128, 100, dtype=BF16)),
     (normal(2, 8, 32, 32, 3, dtype=BF16), ids(3, (8,), 100))),
    ('gnn', gnn_loss, (normal(0, 16, 64), [(normal(2 * j + 1, 128, 64), normal(2 * j + 2, 128, 64)) for j in range(3)], normal(9, 64, 4)),
     (normal(10, 2048, 16), ids(11, (6144,), 2048), ids(12, (6144,), 2048), normal(13, 2048, 4))),
    ('vae', vae_loss, (normal(0, 784, 512), normal(1, 512, 256), normal(2, 256, 32), normal(3, 256, 32),
                       normal(4, 32, 256), normal(5, 256, 512), normal(6, 512, 784)),
     (jax.random.bernoulli(jax.random.fold_in(k, 7), 0.3, (512, 784)).astype(jnp.float32), key(1))),
    ('seq2seq', seq2seq_loss, (normal(0, 1000, 128), normal(1, 1200, 128), [enc_layer(10 * j + 10) for j in range(2)],
                               [dec_layer(20 * j + 40) for j in range(2)], normal(2, 128, 1200)),
     (ids(3, (8, 64), 1000), ids(4, (8, 49), 1200))),
    ('diffusion', diffusion_loss, (normal(0, 64, 128), normal(1, 3, 3, 3, 32), (res_block(10), normal(2, 3, 3, 32, 32)), res_block(20),
                                   (normal(3, 3, 3, 64, 32), res_block(30)), normal(4, 3, 3, 32, 3)),
     (normal(5, 8, 32, 32, 3) * 10, normal(6, 8, 32, 32, 3) * 10, jax.random.uniform(jax.random.fold_in(k, 7), (8,)))),
    ('dwsep', dwsep_loss, (normal(0, 3, 3, 3, 32), [(normal(2 * j + 1, 3, 3, 1, c), normal(2 * j + 2, 1, 1, c, co))
                                                    for j, (c, co) in enumerate([(32, 64), (64, 128), (128, 128), (128, 256)])],
                           normal(9, 256, 10)),
     (normal(10, 16, 64, 64, 3) * 10, ids(11, (16,), 10))),
    ('sgdm', sgdm_mlp_loss, (SGDM_WS, [jnp.zeros_like(w) for w in SGDM_WS]), (normal(9, 1024, 256) * 10, ids(10, (1024,), 10))),
    ('clip', clip_loss, (normal(0, 192, 256), normal(1, 256, 128), normal(2, 1000, 128), normal(3, 128, 256), normal(4, 256, 128),
                         jnp.float32(2.659)),
     (normal(5, 1024, 192) * 10, ids(6, (1024, 16), 1000))),
]


def step_of(loss):
    def step(params, batch):
        g = jax.grad(loss)(params, batch)
        return jax.tree_util.tree_map(lambda p, d: p - jnp.asarray(0.01, p.dtype) * d, params, g)
    return step


def sgdm_step(loss, lr=0.05, momentum=0.9, wd=5e-4):
    """One update of optax.chain(optax.add_decayed_weights(wd),
    optax.sgd(lr, momentum)): the trace is momentum * trace + (g + wd *
    w), the update -lr * trace."""
    def step(params, batch):
        ws, trace = params
        g = jax.grad(loss)(ws, batch)
        g = jax.tree_util.tree_map(lambda g, w: g + wd * w, g, ws)
        trace = jax.tree_util.tree_map(lambda t, g: momentum * t + g, trace, g)
        ws = jax.tree_util.tree_map(lambda w, t: w - lr * t, ws, trace)
        return ws, trace
    return step


STEP_OF = {'sgdm': sgdm_step}


def lowered(name):
    for n, loss, params, batch in STEPS:
        if n == name:
            step = STEP_OF.get(n, step_of)(loss)
            return jax.jit(step).lower(params, batch).as_text(dialect='hlo', debug_info=True)
    raise KeyError(name)
