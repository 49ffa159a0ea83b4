"""steps.py: the training steps of the harness (reference only).

Each STEPS entry is (name, loss, params, batch): harness.py lowers
jax.jit(step) with step(params, batch) = params - 0.01 * grad(loss), the
module JAX hands XLA. Sizes are small so each compiles in seconds.
"""
import jax
import jax.numpy as jnp

k = jax.random.PRNGKey(0)


def normal(i, *shape):
    return jax.random.normal(jax.random.fold_in(k, i), shape, jnp.float32) * 0.1


def mlp_loss(ws, x):
    h = x
    for w in ws:
        h = jnp.tanh(h @ w)
    return jnp.mean(h * h)


def resid_loss(ws, x):
    h = x
    for w1, w2 in ws:
        h = h + jax.nn.relu(h @ w1) @ w2
    return jnp.mean(h * h)


def conv_loss(ws, x):
    h = x
    for w in ws:
        h = jax.lax.conv_general_dilated(h, w, (1, 1), 'SAME', dimension_numbers=('NHWC', 'HWIO', 'NHWC'))
        h = jax.nn.relu(h)
    return jnp.mean(h * h)


def attn_loss(p, x):
    q, kk, v, o = p
    h = x
    for _ in range(2):
        a = jax.nn.softmax(jnp.einsum('bsd,btd->bst', h @ q, h @ kk) / 8.0, axis=-1)
        h = h + jnp.einsum('bst,btd->bsd', a, h @ v) @ o
    return jnp.mean(h * h)


def scan_loss(p, xs):
    w, u = p

    def cell(h, x):
        h = jnp.tanh(h @ w + x @ u)
        return h, h
    _, hs = jax.lax.scan(cell, jnp.zeros((xs.shape[1], w.shape[0])), xs)
    return jnp.mean(hs * hs)


def layernorm_loss(ws, x):
    h = x
    for w in ws:
        h = h @ w
        m = h.mean(-1, keepdims=True)
        s = ((h - m) ** 2).mean(-1, keepdims=True)
        h = jax.nn.gelu((h - m) / jnp.sqrt(s + 1e-5))
    return jnp.mean(h * h)


def moe_loss(p, x):
    gate, experts = p
    g = jax.nn.softmax(x @ gate, axis=-1)
    outs = [jax.nn.relu(x @ e1) @ e2 for e1, e2 in experts]
    y = sum(g[:, i:i + 1] * o for i, o in enumerate(outs))
    return jnp.mean(y * y)


def xent_loss(p, batch):
    emb, w = p
    ids, labels = batch
    h = jnp.tanh(emb[ids].mean(1) @ w)
    logits = h @ emb.T
    return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), labels[:, None], 1))


STEPS = [
    ('mlp', mlp_loss, [normal(i, 256, 256) for i in range(6)], normal(9, 1024, 256)),
    ('resid', resid_loss, [(normal(2 * i, 128, 512), normal(2 * i + 1, 512, 128)) for i in range(4)], normal(99, 1024, 128)),
    ('conv', conv_loss, [normal(i, 3, 3, 16, 16) for i in range(4)], normal(9, 8, 32, 32, 16)),
    ('attn', attn_loss, [normal(i, 64, 64) for i in range(4)], normal(9, 8, 128, 64)),
    ('scan', scan_loss, (normal(1, 128, 128), normal(2, 64, 128)), normal(3, 32, 64, 64)),
    ('layernorm', layernorm_loss, [normal(i, 256, 256) for i in range(4)], normal(9, 512, 256)),
    ('moe', moe_loss, (normal(0, 128, 4), [(normal(2 * i + 1, 128, 256), normal(2 * i + 2, 256, 128)) for i in range(4)]), normal(9, 512, 128)),
    ('xent', xent_loss, (normal(0, 1000, 64), normal(1, 64, 64)),
     (jax.random.randint(k, (256, 8), 0, 1000), jax.random.randint(jax.random.fold_in(k, 1), (256,), 0, 1000))),
]


def step_of(loss):
    def step(params, batch):
        g = jax.grad(loss)(params, batch)
        return jax.tree_util.tree_map(lambda p, d: p - 0.01 * d, params, g)
    return step


def lowered(name):
    for n, loss, params, batch in STEPS:
        if n == name:
            return jax.jit(step_of(loss)).lower(params, batch).as_text(dialect='hlo', debug_info=True)
    raise KeyError(name)
