# Transformer block training step: pre-norm causal self-attention (8 heads, causal mask filled with -1e9 by where) and GELU MLP, batch 4 x 256 tokens x 512, loss and gradient, SGD.
import jax, jax.numpy as jnp, ref
H = 8
def ln(x, s, b):
    m = x.mean(-1, keepdims=True); v = ((x - m) ** 2).mean(-1, keepdims=True)
    return (x - m) * jax.lax.rsqrt(v + 1e-5) * s + b
def block(p, x):
    B, T, D = x.shape
    h = ln(x, p['s1'], p['b1'])
    q, k, v = jnp.split(h @ p['wqkv'], 3, -1)
    q, k, v = [a.reshape(B, T, H, D // H).transpose(0, 2, 1, 3) for a in (q, k, v)]
    s = q @ k.transpose(0, 1, 3, 2) / (D // H) ** 0.5
    mask = jnp.tril(jnp.ones((T, T), bool))
    s = jnp.where(mask, s, -1e9)
    a = (jax.nn.softmax(s, -1) @ v).transpose(0, 2, 1, 3).reshape(B, T, D)
    x = x + a @ p['wo']
    h = ln(x, p['s2'], p['b2'])
    return x + jax.nn.gelu(h @ p['w1']) @ p['w2']
@ref.jit(donate_argnums=(0,))
def causal_block(p, x):
    l, g = jax.value_and_grad(lambda p: jnp.mean(block(p, x) ** 2))(p)
    return jax.tree_util.tree_map(lambda a, b: a - 1e-3 * b, p, g), l
D = 512
p = {'s1': ref.spec(D), 'b1': ref.spec(D), 'wqkv': ref.spec(D, 3 * D), 'wo': ref.spec(D, D),
     's2': ref.spec(D), 'b2': ref.spec(D), 'w1': ref.spec(D, 4 * D), 'w2': ref.spec(4 * D, D)}
ref.compile(causal_block, p, ref.spec(4, 256, D))
