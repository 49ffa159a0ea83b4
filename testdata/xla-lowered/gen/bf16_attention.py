# bfloat16 multi-head attention forward (inference): QKV projections, softmax in float32, output projection, batch 8 x 512 tokens x 256, 4 heads, padding mask from lengths.
import jax, jax.numpy as jnp, ref
@ref.jit()
def bf16_attention(x, wq, wk, wv, wo, lens):
    B, T, D = x.shape; H = 4
    sp = lambda a: a.reshape(B, T, H, D // H).transpose(0, 2, 1, 3)
    q, k, v = sp(x @ wq), sp(x @ wk), sp(x @ wv)
    s = (q @ k.transpose(0, 1, 3, 2)).astype(jnp.float32) / 8.0
    valid = jnp.arange(T)[None, None, None, :] < lens[:, None, None, None]
    s = jnp.where(valid, s, -jnp.inf)
    a = jax.nn.softmax(s, -1).astype(jnp.bfloat16) @ v
    return a.transpose(0, 2, 1, 3).reshape(B, T, D) @ wo
w = ref.spec(256, 256, dtype='bfloat16')
ref.compile(bf16_attention, ref.spec(8, 512, 256, dtype='bfloat16'), w, w, w, w, ref.spec(8, dtype='int32'))
