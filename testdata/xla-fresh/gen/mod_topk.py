# Mixture-of-depths routing in a training step: a router scores each of 512 tokens of 16 sequences [16,512,384], lax.top_k keeps 128 per sequence, the chosen tokens are gathered (take_along_axis), pass an MLP (384->1536->384) scaled by their router weight, and are added back by a scatter-add (.at[].add); the other tokens skip the block; squared loss, gradients.
import jax, jax.numpy as jnp, ref
def loss(p, x):
    r = (x @ p['router'])[..., 0]                        # [16,512]
    w, idx = jax.lax.top_k(r, 128)                       # [16,128]
    sel = jnp.take_along_axis(x, idx[..., None], 1)      # [16,128,384]
    y = jax.nn.relu(sel @ p['w1']) @ p['w2'] * jax.nn.sigmoid(w)[..., None]
    b = jnp.arange(16)[:, None]
    out = x.at[b, idx].add(y)
    return jnp.mean(out ** 2)
@ref.jit()
def mod_topk(p, x):
    return jax.value_and_grad(loss)(p, x)
p = {'router': ref.spec(384, 1), 'w1': ref.spec(384, 1536), 'w2': ref.spec(1536, 384)}
ref.compile(mod_topk, p, ref.spec(16, 512, 384), extra=('-',))
