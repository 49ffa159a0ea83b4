# A tanh RNN over 64 steps by lax.scan, its cell under jax.checkpoint with policy save_only_these_names('pre') (the input projection, tagged by checkpoint_name, is saved; the recurrent matmul and tanh are recomputed in the backward scan); mean-squared loss on all hidden states, gradients of the three weights.
import jax, jax.numpy as jnp, ref
from jax.ad_checkpoint import checkpoint_name
def cell(h, xw):
    x, w = xw
    pre = checkpoint_name(x @ w[0], 'pre')
    h = jnp.tanh(pre + h @ w[1])
    return h, h
def loss(w, xs):
    f = jax.checkpoint(lambda h, x: cell(h, (x, w)), policy=jax.checkpoint_policies.save_only_these_names('pre'))
    _, hs = jax.lax.scan(f, jnp.zeros((64, 512)), xs)
    return jnp.mean((hs @ w[2]) ** 2)
@ref.jit()
def rnn_names(w, xs):
    return jax.value_and_grad(loss)(w, xs)
ref.compile(rnn_names, [ref.spec(256, 512), ref.spec(512, 512), ref.spec(512, 128)], ref.spec(64, 64, 256))
