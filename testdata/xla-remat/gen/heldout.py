"""heldout.py: held-out training steps for the harness (reference only).

The same interface as steps.py (STEPS of (name, loss, params, batch),
lowered(name)), with steps of other kinds than steps.py's, written the
way JAX users write them: a GRU through lax.scan, a ViT block, a conv
net with batch norm and residuals, a large-vocabulary cross-entropy, a
U-Net-like down/up path, a top-k mixture of experts, an FNO-style FFT
layer, a deep narrow MLP with jax.checkpoint, an Adam update inside the
step and a two-layer causal transformer. No planner rule was tuned on
them (issue 33's held-out check): harness.py --steps heldout runs them.

A step is step(params, batch) = params - 0.01 * grad(loss), as in
steps.py, except where STEP_OF names another (adam: the optimizer's
update, its moments carried in params).
"""
import jax
import jax.numpy as jnp

k = jax.random.PRNGKey(1)


def normal(i, *shape):
    return jax.random.normal(jax.random.fold_in(k, i), shape, jnp.float32) * 0.1


def layer_norm(h, g, b):
    m = h.mean(-1, keepdims=True)
    v = ((h - m) ** 2).mean(-1, keepdims=True)
    return (h - m) * jax.lax.rsqrt(v + 1e-5) * g + b


def gru_loss(p, xs):
    wz, uz, wr, ur, wh, uh, out = p

    def cell(h, x):
        z = jax.nn.sigmoid(x @ wz + h @ uz)
        r = jax.nn.sigmoid(x @ wr + h @ ur)
        c = jnp.tanh(x @ wh + (r * h) @ uh)
        h = (1 - z) * h + z * c
        return h, h
    _, hs = jax.lax.scan(cell, jnp.zeros((xs.shape[1], uz.shape[0])), xs)
    y = hs @ out
    return jnp.mean(y * y)


def vit_loss(p, img):
    patch, pos, g1, b1, qkv, proj, g2, b2, w1, w2, head = p
    n, hh, ww, c = img.shape
    x = img.reshape(n, hh // 8, 8, ww // 8, 8, c).transpose(0, 1, 3, 2, 4, 5).reshape(n, (hh // 8) * (ww // 8), 64 * c)
    x = x @ patch + pos
    for _ in range(2):
        y = layer_norm(x, g1, b1)
        q, kk, v = jnp.split(y @ qkv, 3, axis=-1)
        q, kk, v = (t.reshape(n, -1, 4, 32) for t in (q, kk, v))
        a = jax.nn.softmax(jnp.einsum('bqhd,bkhd->bhqk', q, kk) / jnp.sqrt(32.0), axis=-1)
        x = x + jnp.einsum('bhqk,bkhd->bqhd', a, v).reshape(n, -1, 128) @ proj
        x = x + jax.nn.gelu(layer_norm(x, g2, b2) @ w1) @ w2
    logits = x.mean(1) @ head
    return -jnp.mean(jax.nn.log_softmax(logits)[:, 0])


def batch_norm(h, g, b):
    m = h.mean((0, 1, 2))
    v = h.var((0, 1, 2))
    return (h - m) * jax.lax.rsqrt(v + 1e-5) * g + b


def conv(h, w, stride=1):
    return jax.lax.conv_general_dilated(h, w, (stride, stride), 'SAME', dimension_numbers=('NHWC', 'HWIO', 'NHWC'))


def resnet_loss(p, x):
    stem, blocks = p
    h = jax.nn.relu(conv(x, stem))
    for w1, g1, b1, w2, g2, b2 in blocks:
        y = jax.nn.relu(batch_norm(conv(h, w1), g1, b1))
        y = batch_norm(conv(y, w2), g2, b2)
        h = jax.nn.relu(h + y)
    return jnp.mean(h.mean((1, 2)) ** 2)


def vocab_loss(p, batch):
    emb, w, unemb = p
    ids, labels = batch
    h = emb[ids]
    h = jax.nn.gelu(h @ w)
    logits = h @ unemb
    lp = jax.nn.log_softmax(logits, axis=-1)
    return -jnp.mean(jnp.take_along_axis(lp, labels[..., None], -1))


def unet_loss(p, x):
    down, mid, up = p
    skips = []
    h = x
    for w in down:
        h = jax.nn.relu(conv(h, w))
        skips.append(h)
        n, hh, ww, c = h.shape
        h = h.reshape(n, hh // 2, 2, ww // 2, 2, c).mean((2, 4))
    h = jax.nn.relu(conv(h, mid))
    for w, s in zip(up, reversed(skips)):
        h = jnp.repeat(jnp.repeat(h, 2, axis=1), 2, axis=2)
        h = jax.nn.relu(conv(jnp.concatenate([h, s], -1), w))
    return jnp.mean((h - x[..., :h.shape[-1]]) ** 2)


def topk_loss(p, x):
    gate, w1, w2 = p
    probs = jax.nn.softmax(x @ gate, axis=-1)
    vals, idx = jax.lax.top_k(probs, 2)
    vals = vals / vals.sum(-1, keepdims=True)
    combine = (jax.nn.one_hot(idx, gate.shape[1]) * vals[..., None]).sum(1)
    hid = jax.nn.gelu(jnp.einsum('td,edf->etf', x, w1))
    out = jnp.einsum('etf,efd->etd', hid, w2)
    y = jnp.einsum('te,etd->td', combine, out)
    aux = jnp.mean(probs.mean(0) * combine.mean(0)) * gate.shape[1]
    return jnp.mean(y * y) + 0.01 * aux


def fno_loss(p, x):
    lift, spec, pw, proj = p
    h = x @ lift
    n, s1, s2, c = h.shape
    m = spec.shape[2]
    for wr, wi in zip(spec[0], spec[1]):
        f = jnp.fft.rfft2(h, axes=(1, 2))
        low = f[:, :m, :m, :]
        mixed = jnp.einsum('bxyi,xyio->bxyo', low, wr + 1j * wi)
        f2 = jnp.zeros((n, s1, s2 // 2 + 1, c), jnp.complex64).at[:, :m, :m, :].set(mixed)
        h = jax.nn.gelu(jnp.fft.irfft2(f2, s=(s1, s2), axes=(1, 2)) + h @ pw)
    y = h @ proj
    return jnp.mean(y * y)


def ckpt_loss(ws, x):
    @jax.checkpoint
    def block(h, w):
        return jnp.tanh(h @ w) + h
    h = x
    for w in ws:
        h = block(h, w)
    return jnp.mean(h * h)


def adam_mlp_loss(ws, x):
    h = x
    for w in ws[:-1]:
        h = jax.nn.relu(h @ w)
    y = h @ ws[-1]
    return jnp.mean(y * y)


def causal_loss(p, ids):
    emb, layers, gf, bf = p
    n, t = ids.shape
    x = emb[ids]
    mask = jnp.tril(jnp.ones((t, t), bool))
    for g1, b1, wq, wk, wv, wo, g2, b2, w1, w2 in layers:
        y = layer_norm(x, g1, b1)
        q, kk, v = ((y @ w).reshape(n, t, 4, 32) for w in (wq, wk, wv))
        s = jnp.einsum('bqhd,bkhd->bhqk', q, kk) / jnp.sqrt(32.0)
        a = jax.nn.softmax(jnp.where(mask, s, -1e9), axis=-1)
        x = x + jnp.einsum('bhqk,bkhd->bqhd', a, v).reshape(n, t, 128) @ wo
        x = x + jax.nn.gelu(layer_norm(x, g2, b2) @ w1) @ w2
    logits = layer_norm(x, gf, bf)[:, :-1] @ emb.T
    lp = jax.nn.log_softmax(logits, axis=-1)
    return -jnp.mean(jnp.take_along_axis(lp, ids[:, 1:, None], -1))


def ones(*shape):
    return jnp.ones(shape, jnp.float32)


def zeros(*shape):
    return jnp.zeros(shape, jnp.float32)


def ids(i, shape, vocab):
    return jax.random.randint(jax.random.fold_in(k, i), shape, 0, vocab)


def transformer_layer(i):
    return (ones(128), zeros(128), normal(i, 128, 128), normal(i + 1, 128, 128), normal(i + 2, 128, 128),
            normal(i + 3, 128, 128), ones(128), zeros(128), normal(i + 4, 128, 512), normal(i + 5, 512, 128))


ADAM_WS = [normal(i, 256, 256) for i in range(4)]

STEPS = [
    ('gru', gru_loss, tuple(normal(i, 64, 128) if i % 2 == 0 else normal(i, 128, 128) for i in range(6)) + (normal(6, 128, 64),),
     normal(7, 48, 32, 64)),
    ('vit', vit_loss, (normal(0, 192, 128), normal(1, 16, 128), ones(128), zeros(128), normal(2, 128, 384), normal(3, 128, 128),
                       ones(128), zeros(128), normal(4, 128, 512), normal(5, 512, 128), normal(6, 128, 10)),
     normal(9, 32, 32, 32, 3)),
    ('resnet', resnet_loss, (normal(0, 3, 3, 3, 32),
                             [(normal(6 * i + 1, 3, 3, 32, 32), ones(32), zeros(32), normal(6 * i + 2, 3, 3, 32, 32), ones(32), zeros(32))
                              for i in range(3)]),
     normal(99, 8, 32, 32, 3)),
    ('vocab', vocab_loss, (normal(0, 8192, 64), normal(1, 64, 64), normal(2, 64, 8192)),
     (ids(3, (2, 64), 8192), ids(4, (2, 64), 8192))),
    ('unet', unet_loss, ([normal(0, 3, 3, 4, 16), normal(1, 3, 3, 16, 32)], normal(2, 3, 3, 32, 32),
                         [normal(3, 3, 3, 64, 16), normal(4, 3, 3, 32, 4)]),
     normal(9, 8, 64, 64, 4)),
    ('topk', topk_loss, (normal(0, 128, 8), normal(1, 8, 128, 256), normal(2, 8, 256, 128)), normal(9, 512, 128)),
    ('fno', fno_loss, (normal(0, 4, 32), normal(1, 2, 2, 8, 8, 32, 32), normal(2, 32, 32), normal(3, 32, 1)),
     normal(9, 4, 64, 64, 4)),
    ('ckpt', ckpt_loss, [normal(i, 128, 128) for i in range(12)], normal(99, 1024, 128)),
    ('adam', adam_mlp_loss, (ADAM_WS, [jnp.zeros_like(w) for w in ADAM_WS], [jnp.zeros_like(w) for w in ADAM_WS]),
     normal(9, 1024, 256)),
    ('causal', causal_loss, (normal(0, 512, 128), [transformer_layer(10 * i + 1) for i in range(2)], ones(128), zeros(128)),
     ids(9, (4, 128), 512)),
]


def step_of(loss):
    def step(params, batch):
        g = jax.grad(loss)(params, batch)
        return jax.tree_util.tree_map(lambda p, d: p - 0.01 * d, params, g)
    return step


def adam_step(loss, lr=1e-3, b1=0.9, b2=0.999, eps=1e-8):
    """One Adam update (bias-corrected at step 1) of ws, with its moments m
    and v carried in params, as optax.adam computes it."""
    def step(params, batch):
        ws, m, v = params
        g = jax.grad(loss)(ws, batch)
        m = jax.tree_util.tree_map(lambda m, g: b1 * m + (1 - b1) * g, m, g)
        v = jax.tree_util.tree_map(lambda v, g: b2 * v + (1 - b2) * g * g, v, g)
        ws = jax.tree_util.tree_map(lambda w, m, v: w - lr * (m / (1 - b1)) / (jnp.sqrt(v / (1 - b2)) + eps), ws, m, v)
        return ws, m, v
    return step


STEP_OF = {'adam': adam_step}


def lowered(name):
    for n, loss, params, batch in STEPS:
        if n == name:
            step = STEP_OF.get(n, step_of)(loss)
            return jax.jit(step).lower(params, batch).as_text(dialect='hlo', debug_info=True)
    raise KeyError(name)
