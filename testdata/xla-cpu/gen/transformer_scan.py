# Four transformer layers stacked and run by lax.scan, training step (forward and backward while loops).
import numpy as np, jax, jax.numpy as jnp
r = np.random.default_rng(5)
L, B, T, D, H = 4, 2, 32, 64, 4
def ln(x): m = x.mean(-1, keepdims=True); return (x - m) / jnp.sqrt(((x - m) ** 2).mean(-1, keepdims=True) + 1e-5)
def layer(x, p):
    h = ln(x)
    q, k, v = [(h @ p[n]).reshape(B, T, H, D // H) for n in ('wq', 'wk', 'wv')]
    s = jnp.einsum('bthd,bshd->bhts', q, k) / np.sqrt(D // H)
    x = x + jnp.einsum('bhts,bshd->bthd', jax.nn.softmax(s, -1), v).reshape(B, T, D) @ p['wo']
    return x + jax.nn.relu(ln(x) @ p['w1']) @ p['w2'], None
def loss(p, x, y): return jnp.mean((jax.lax.scan(layer, x, p)[0] - y) ** 2)
@jax.jit
def transformer_scan(p, x, y):
    l, g = jax.value_and_grad(loss)(p, x, y)
    return jax.tree_util.tree_map(lambda a, b: a - 0.01 * b, p, g), l
shapes = dict(wq=(D, D), wk=(D, D), wv=(D, D), wo=(D, D), w1=(D, 4 * D), w2=(4 * D, D))
p = {n: r.normal(size=(L,) + s).astype('f4') * 0.05 for n, s in shapes.items()}
x = r.normal(size=(B, T, D)).astype('f4'); y = r.normal(size=(B, T, D)).astype('f4')
p, l = transformer_scan(p, x, y); print(np.asarray(l))
