"""heldout3.py: a third held-out set of training steps for the harness
(reference only).

heldout2.py's steps were measured once and then used to find misses
(docs/remat.md, "Second held-out set"), so a planner that moves on them
is no longer untuned there. These 10 steps are new, of kinds that none
of steps.py, heldout.py and heldout2.py has, written the way JAX users
write them:

- scanlayers: a stack of 8 pre-norm residual MLP blocks run by lax.scan
  over stacked parameters (the flax nn.scan / "scan over layers" idiom:
  the loop runs over depth, not time, and its residuals are per layer).
- policy: residual blocks under jax.checkpoint with a user's policy,
  save_only_these_names('proj') on a checkpoint_name'd value (heldout's
  ckpt checkpoints everything).
- dpsgd: per-example gradients by jax.vmap(jax.grad(...)), clipped per
  example and noised from the batch's key (DP-SGD, Opacus-style).
- amp: mixed precision: f32 master weights cast to bf16 for the compute,
  a static loss scale, the gradients unscaled in f32 and the update
  skipped where one is not finite (gpt2 and mixer keep bf16 parameters).
- rope: a two-layer decoder with rotary position embeddings and a
  padding mask from per-sequence lengths combined with the causal mask.
- convt: a conv autoencoder whose decoder upsamples with
  lax.conv_transpose (stride 2), MSE reconstruction.
- route: expert-choice routing: each expert takes its top-C tokens by
  lax.top_k over the token axis, gathers them, and scatter-adds its
  output back (heldout's topk is token-choice over a dense einsum).
- lru: a linear recurrence h_t = a_t h_{t-1} + b_t by
  lax.associative_scan over time, with a cumsum running mean beside it
  (no while loop: the scan is a log-depth tree of slices and pads).
- txl: Transformer-XL: each layer attends over its memory of the last
  segment (stop_gradient) and the segment; the step returns the new
  memories with the parameters.
- adafactor: an MLP trained by Adafactor: factored second moments
  (row and column statistics per matrix), update clipping by RMS and a
  relative step size, the statistics carried in params.

Not chosen: an RNN through lax.fori_loop (its gradient lowers as a scan
over time with a fixed trip count, the kind gru, scan and lstm are), a
Newton step (a dense Hessian of any size is far beyond these steps).

No planner rule may be tuned on them (issue 33): `harness.py PLANNER
--steps heldout3 --out heldout3.tsv` runs them once, with the planner of
main at the branch point, and a miss is recorded, not fitted away.

The interface is heldout2.py's: STEPS of (name, loss, params, batch),
lowered(name) and STEP_OF. A step is step(params, batch) = params - 0.01
* grad(loss), except where STEP_OF names another (dpsgd, amp, txl,
adafactor).
"""
import jax
import jax.numpy as jnp
from jax.ad_checkpoint import checkpoint_name

k = jax.random.PRNGKey(3)
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


def rms_norm(h, g):
    return h * jax.lax.rsqrt((h * h).mean(-1, keepdims=True) + 1e-6) * g


def xent(logits, labels):
    lp = jax.nn.log_softmax(logits.astype(jnp.float32), axis=-1)
    return -jnp.mean(jnp.take_along_axis(lp, labels[..., None], -1))


# scanlayers: 8 pre-norm residual MLP blocks, their parameters stacked
# on a leading axis and the stack run by lax.scan over it.
def scanlayers_loss(p, batch):
    stack, head = p
    x, labels = batch

    def block(h, w):
        g, b, w1, w2 = w
        return h + jax.nn.gelu(layer_norm(h, g, b) @ w1) @ w2, None
    h, _ = jax.lax.scan(block, x, stack)
    return xent(h @ head, labels)


# policy: residual blocks under jax.checkpoint that save only the named
# projection (checkpoint_name 'proj'): the rest of each block is
# recomputed in the backward pass.
def policy_loss(ws, x):
    def block(h, w1, w2):
        u = checkpoint_name(h @ w1, 'proj')
        return h + jnp.tanh(jax.nn.gelu(u)) @ w2
    blk = jax.checkpoint(block, policy=jax.checkpoint_policies.save_only_these_names('proj'))
    h = x
    for w1, w2 in ws:
        h = blk(h, w1, w2)
    return jnp.mean(h * h)


# dpsgd: a small MLP classifier; its loss on one example.
def dpsgd_loss(ws, example):
    x, label = example
    h = x
    for w in ws[:-1]:
        h = jax.nn.relu(h @ w)
    return xent(h @ ws[-1], label)


def dpsgd_step(loss, lr=0.1, clip=1.0, sigma=0.5):
    """One DP-SGD update: per-example gradients by vmap(grad), each
    clipped to global norm clip, summed, Gaussian noise of scale sigma *
    clip from the batch's key, averaged."""
    def step(ws, batch):
        x, labels, rng = batch
        g = jax.vmap(jax.grad(loss), in_axes=(None, (0, 0)))(ws, (x, labels))
        norms = jnp.sqrt(sum(jnp.sum(t.reshape(t.shape[0], -1) ** 2, -1) for t in g))
        scale = jnp.minimum(1.0, clip / (norms + 1e-6))
        rng = jax.random.wrap_key_data(rng)
        out = []
        for j, (w, t) in enumerate(zip(ws, g)):
            s = jnp.einsum('b,b...->...', scale, t)
            s = s + sigma * clip * jax.random.normal(jax.random.fold_in(rng, j), w.shape)
            out.append(w - lr * s / x.shape[0])
        return out
    return step


# amp: a GELU MLP whose f32 master weights are cast to bf16 for the
# compute; the logits go back to f32 for the loss.
def amp_loss(ws, batch):
    x, labels = batch
    h = x.astype(BF16)
    for w in ws[:-1]:
        h = jax.nn.gelu(h @ w.astype(BF16))
    return xent(h @ ws[-1].astype(BF16), labels)


def amp_step(loss, lr=0.01, loss_scale=2.0 ** 12):
    """One mixed-precision update as a user writes it (jmp-style): the
    loss scaled, the bf16 gradients unscaled in f32, the update applied
    only where every gradient is finite."""
    def step(ws, batch):
        g = jax.grad(lambda w, b: loss(w, b) * loss_scale)(ws, batch)
        g = [t.astype(jnp.float32) / loss_scale for t in g]
        ok = jnp.all(jnp.array([jnp.all(jnp.isfinite(t)) for t in g]))
        return [jnp.where(ok, w - lr * t, w) for w, t in zip(ws, g)]
    return step


def rotary(x, pos):
    # x [batch, time, heads, dim]: rotate pairs (x1, x2) by pos * freq.
    d = x.shape[-1] // 2
    freq = 1.0 / (10000.0 ** (jnp.arange(d, dtype=jnp.float32) / d))
    ang = pos[:, None] * freq[None]
    cos, sin = jnp.cos(ang)[None, :, None, :], jnp.sin(ang)[None, :, None, :]
    x1, x2 = x[..., :d], x[..., d:]
    return jnp.concatenate([x1 * cos - x2 * sin, x1 * sin + x2 * cos], -1)


# rope: two RMS-norm decoder layers with rotary embeddings on q and k,
# a padding mask from the batch's lengths and'ed with the causal mask,
# a SwiGLU MLP, untied output projection.
def rope_loss(p, batch):
    emb, layers, gf, out = p
    tokens, lengths = batch
    n, t = tokens.shape
    x = emb[tokens]
    pos = jnp.arange(t, dtype=jnp.float32)
    valid = jnp.arange(t)[None, :] < jnp.maximum(lengths, 1)[:, None]  # [n, t]
    mask = jnp.tril(jnp.ones((t, t), bool))[None, None] & valid[:, None, None, :]
    for g1, wq, wk, wv, wo, g2, wg, wu, wd in layers:
        y = rms_norm(x, g1)
        q, kk, v = ((y @ w).reshape(n, t, 4, 32) for w in (wq, wk, wv))
        q, kk = rotary(q, pos), rotary(kk, pos)
        s = jnp.einsum('bqhd,bkhd->bhqk', q, kk) / jnp.sqrt(32.0)
        a = jax.nn.softmax(jnp.where(mask, s, -1e9), axis=-1)
        x = x + jnp.einsum('bhqk,bkhd->bqhd', a, v).reshape(n, t, 128) @ wo
        y = rms_norm(x, g2)
        x = x + (jax.nn.silu(y @ wg) * (y @ wu)) @ wd
    logits = rms_norm(x, gf)[:, :-1] @ out
    lp = jax.nn.log_softmax(logits, axis=-1)
    w = valid[:, 1:].astype(jnp.float32)
    nll = -jnp.take_along_axis(lp, tokens[:, 1:, None], -1)[..., 0]
    return jnp.sum(nll * w) / jnp.maximum(jnp.sum(w), 1.0)


def conv(h, w, stride=1):
    return jax.lax.conv_general_dilated(h, w, (stride, stride), 'SAME', dimension_numbers=('NHWC', 'HWIO', 'NHWC'))


def conv_t(h, w, stride=2):
    return jax.lax.conv_transpose(h, w, (stride, stride), 'SAME', dimension_numbers=('NHWC', 'HWIO', 'NHWC'))


# convt: an autoencoder: two strided convs down, a 1x1 bottleneck, two
# transposed convs (stride 2) up, MSE to the input.
def convt_loss(p, img):
    d1, d2, mid, u1, u2 = p
    h = jax.nn.relu(conv(img, d1, stride=2))
    h = jax.nn.relu(conv(h, d2, stride=2))
    h = jax.nn.relu(conv(h, mid))
    h = jax.nn.relu(conv_t(h, u1))
    y = conv_t(h, u2)
    return jnp.mean((y - img) ** 2)


# route: expert-choice routing: softmax scores over experts; each expert
# takes its top C tokens (lax.top_k over tokens), gathers them, runs its
# MLP, and scatter-adds its gated output back to those tokens.
def route_loss(p, batch):
    gate, w1, w2, head = p
    x, labels = batch  # x [tokens, d]
    e = gate.shape[1]
    cap = x.shape[0] * 2 // e
    scores = jax.nn.softmax(x @ gate, axis=-1)  # [tokens, experts]
    g, idx = jax.lax.top_k(scores.T, cap)  # [experts, cap]
    xin = x[idx]  # [experts, cap, d]
    hid = jax.nn.gelu(jnp.einsum('ecd,edf->ecf', xin, w1))
    out = jnp.einsum('ecf,efd->ecd', hid, w2) * g[..., None]
    y = jnp.zeros_like(x).at[idx.reshape(-1)].add(out.reshape(-1, x.shape[1]))
    return xent((x + y) @ head, labels)


# lru: two gated linear-recurrence layers over time by
# lax.associative_scan, h_t = a_t * h_{t-1} + (1 - a_t) * u_t, beside a
# cumsum running mean of the input, then an MLP; regression loss on the
# last step.
def lru_loss(p, batch):
    layers, head = p
    x, target = batch  # x [batch, time, d]
    t = x.shape[1]
    for wa, wu, w1, w2 in layers:
        a = jax.nn.sigmoid(x @ wa)
        u = x @ wu

        def comb(l, r):
            return l[0] * r[0], r[0] * l[1] + r[1]
        _, h = jax.lax.associative_scan(comb, (a, (1 - a) * u), axis=1)
        run = jnp.cumsum(x, axis=1) / jnp.arange(1, t + 1, dtype=x.dtype)[None, :, None]
        x = x + jax.nn.gelu((h + run) @ w1) @ w2
    return jnp.mean((x[:, -1] @ head - target) ** 2)


# txl: two Transformer-XL layers: each attends over [its memory, the
# segment] (memory under stop_gradient, causal over the segment, all of
# the memory visible); a layer's input becomes its next memory.
def txl_loss(p, batch, mems):
    emb, layers = p
    tokens = batch
    n, t = tokens.shape
    m = mems.shape[2]
    x = emb[tokens]
    mask = jnp.concatenate([jnp.ones((t, m), bool), jnp.tril(jnp.ones((t, t), bool))], 1)
    new = []
    for (g1, b1, wq, wk, wv, wo, g2, b2, w1, w2), mem in zip(layers, mems):
        new.append(x)
        y = layer_norm(x, g1, b1)
        c = jnp.concatenate([jax.lax.stop_gradient(mem), y], 1)
        q = (y @ wq).reshape(n, t, 4, 32)
        kk, v = ((c @ w).reshape(n, m + t, 4, 32) for w in (wk, wv))
        s = jnp.einsum('bqhd,bkhd->bhqk', q, kk) / jnp.sqrt(32.0)
        a = jax.nn.softmax(jnp.where(mask, s, -1e9), axis=-1)
        x = x + jnp.einsum('bhqk,bkhd->bqhd', a, v).reshape(n, t, 128) @ wo
        x = x + jax.nn.gelu(layer_norm(x, g2, b2) @ w1) @ w2
    logits = x[:, :-1] @ emb.T
    return xent(logits, tokens[:, 1:]), jnp.stack(new)


def txl_step(loss):
    """One Transformer-XL update: the gradient of the segment's loss with
    the memories as constants, and the memories for the next segment."""
    def step(params, batch):
        tokens, mems = batch
        g, new = jax.grad(loss, has_aux=True)(params, tokens, mems)
        params = jax.tree_util.tree_map(lambda p, d: p - 0.01 * d, params, g)
        return params, jax.lax.stop_gradient(new)
    return step


# adafactor: a ReLU MLP regressor; its optimizer below.
def adafactor_loss(ws, batch):
    x, y = batch
    h = x
    for w in ws[:-1]:
        h = jax.nn.relu(h @ w)
    return jnp.mean((h @ ws[-1] - y) ** 2)


def adafactor_step(loss, decay=0.8, eps=1e-30, clip=1.0, step_no=10):
    """One Adafactor update (Shazeer & Stern 2018, as optax.adafactor
    computes it): row and column second-moment statistics per matrix, the
    update g / sqrt(vr vc^T / mean(vr)), clipped to RMS clip, scaled by
    the relative step max(1e-3, RMS(w)) * min(1e-2, 1/sqrt(step))."""
    def step(params, batch):
        ws, vr, vc = params
        g = jax.grad(loss)(ws, batch)
        beta = 1.0 - step_no ** -decay
        rho = min(1e-2, 1.0 / step_no ** 0.5)
        nws, nvr, nvc = [], [], []
        for w, t, r, c in zip(ws, g, vr, vc):
            g2 = t * t + eps
            r = beta * r + (1 - beta) * g2.mean(1)
            c = beta * c + (1 - beta) * g2.mean(0)
            v = r[:, None] * c[None, :] / r.mean()
            u = t * jax.lax.rsqrt(v)
            u = u / jnp.maximum(1.0, jnp.sqrt(jnp.mean(u * u)) / clip)
            lr = jnp.maximum(1e-3, jnp.sqrt(jnp.mean(w * w))) * rho
            nws.append(w - lr * u)
            nvr.append(r)
            nvc.append(c)
        return nws, nvr, nvc
    return step


def stacked_blocks(i, layers=8, d=128, f=512):
    return (ones(layers, d), zeros(layers, d), normal(i, layers, d, f), normal(i + 1, layers, f, d))


def rope_layer(i, d=128, f=256):
    return (ones(d), normal(i, d, d), normal(i + 1, d, d), normal(i + 2, d, d), normal(i + 3, d, d), ones(d),
            normal(i + 4, d, f), normal(i + 5, d, f), normal(i + 6, f, d))


def txl_layer(i, d=128):
    return (ones(d), zeros(d), normal(i, d, d), normal(i + 1, d, d), normal(i + 2, d, d), normal(i + 3, d, d),
            ones(d), zeros(d), normal(i + 4, d, 512), normal(i + 5, 512, d))


DPSGD_WS = [normal(0, 64, 128), normal(1, 128, 128), normal(2, 128, 10)]
AMP_WS = [normal(i, 512, 512) for i in range(3)] + [normal(3, 512, 100)]
ADAFACTOR_WS = [normal(i, 512, 512) for i in range(4)]

STEPS = [
    ('scanlayers', scanlayers_loss, (stacked_blocks(10), normal(0, 128, 100)), (normal(1, 256, 128) * 10, ids(2, (256,), 100))),
    ('policy', policy_loss, [(normal(2 * j, 256, 512), normal(2 * j + 1, 512, 256)) for j in range(6)], normal(20, 512, 256) * 10),
    ('dpsgd', dpsgd_loss, DPSGD_WS, (normal(3, 128, 64) * 10, ids(4, (128,), 10), key(0))),
    ('amp', amp_loss, AMP_WS, (normal(4, 512, 512) * 10, ids(5, (512,), 100))),
    ('rope', rope_loss, (normal(0, 1000, 128), [rope_layer(10 * j + 10) for j in range(2)], ones(128), normal(1, 128, 1000)),
     (ids(2, (4, 128), 1000), ids(3, (4,), 129))),
    ('convt', convt_loss, (normal(0, 3, 3, 3, 32), normal(1, 3, 3, 32, 64), normal(2, 1, 1, 64, 64), normal(3, 3, 3, 64, 32),
                           normal(4, 3, 3, 32, 3)),
     normal(5, 16, 64, 64, 3) * 10),
    ('route', route_loss, (normal(0, 128, 8), normal(1, 8, 128, 512), normal(2, 8, 512, 128), normal(3, 128, 10)),
     (normal(4, 1024, 128) * 10, ids(5, (1024,), 10))),
    ('lru', lru_loss, ([(normal(4 * j, 64, 64), normal(4 * j + 1, 64, 64), normal(4 * j + 2, 64, 256), normal(4 * j + 3, 256, 64))
                        for j in range(2)], normal(9, 64, 8)),
     (normal(10, 8, 256, 64) * 10, normal(11, 8, 8))),
    ('txl', txl_loss, (normal(0, 1000, 128), [txl_layer(10 * j + 10) for j in range(2)]),
     (ids(1, (8, 64), 1000), normal(2, 2, 8, 64, 128) * 10)),
    ('adafactor', adafactor_loss, (ADAFACTOR_WS, [zeros(512) for _ in ADAFACTOR_WS], [zeros(512) for _ in ADAFACTOR_WS]),
     (normal(5, 1024, 512) * 10, normal(6, 1024, 512))),
]


def step_of(loss):
    def step(params, batch):
        g = jax.grad(loss)(params, batch)
        return jax.tree_util.tree_map(lambda p, d: p - jnp.asarray(0.01, p.dtype) * d, params, g)
    return step


STEP_OF = {'dpsgd': dpsgd_step, 'amp': amp_step, 'txl': txl_step, 'adafactor': adafactor_step}


def lowered(name):
    for n, loss, params, batch in STEPS:
        if n == name:
            step = STEP_OF.get(n, step_of)(loss)
            return jax.jit(step).lower(params, batch).as_text(dialect='hlo', debug_info=True)
    raise KeyError(name)
