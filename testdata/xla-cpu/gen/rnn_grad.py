# Gradient of a tanh RNN over 16 steps (lax.scan forward, reversed scan backward).
import numpy as np, jax, jax.numpy as jnp
r = np.random.default_rng(6)
def loss(w, u, h, xs):
    def body(h, x):
        h = jnp.tanh(h @ w + x @ u); return h, h
    _, hs = jax.lax.scan(body, h, xs)
    return jnp.mean(hs ** 2)
@jax.jit
def rnn_grad(w, u, h, xs): return jax.grad(loss, (0, 1))(w, u, h, xs)
w = r.normal(size=(128, 128)).astype('f4') * 0.1; u = r.normal(size=(64, 128)).astype('f4') * 0.1
h = np.zeros((16, 128), 'f4'); xs = r.normal(size=(16, 16, 64)).astype('f4')
g = rnn_grad(w, u, h, xs); print(np.asarray(g[0]).sum())
