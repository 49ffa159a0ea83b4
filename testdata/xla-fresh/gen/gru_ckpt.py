# A GRU language model without Flax: embedding [4096,256], a GRU cell (hidden 512, three gates) run by lax.scan over 64 steps of batch 32, the cell under jax.checkpoint with policy checkpoint_dots_with_no_batch_dims (the gate matmuls saved, the elementwise gates recomputed), logits over the vocabulary at every step, cross-entropy, gradients.
import jax, jax.numpy as jnp, ref
pol = jax.checkpoint_policies.checkpoint_dots_with_no_batch_dims
def cell(p, h, x):
    gx = x @ p['wx']                                     # [32,1536]
    gh = h @ p['wh']
    r = jax.nn.sigmoid(gx[:, :512] + gh[:, :512])
    z = jax.nn.sigmoid(gx[:, 512:1024] + gh[:, 512:1024])
    n = jnp.tanh(gx[:, 1024:] + r * gh[:, 1024:])
    h = (1 - z) * n + z * h
    return h, h
def loss(p, tok, tgt):
    x = p['emb'][tok]                                    # [32,64,256]
    f = jax.checkpoint(lambda h, x: cell(p, h, x), policy=pol)
    _, hs = jax.lax.scan(f, jnp.zeros((32, 512)), jnp.swapaxes(x, 0, 1))
    logits = hs @ p['out']                               # [64,32,4096]
    lp = jax.nn.log_softmax(logits)
    return -jnp.mean(jnp.take_along_axis(lp, jnp.swapaxes(tgt, 0, 1)[..., None], -1))
@ref.jit()
def gru_ckpt(p, tok, tgt):
    return jax.value_and_grad(loss)(p, tok, tgt)
p = {'emb': ref.spec(4096, 256), 'wx': ref.spec(256, 1536), 'wh': ref.spec(512, 1536), 'out': ref.spec(512, 4096)}
ref.compile(gru_ckpt, p, ref.spec(32, 64, dtype='int32'), ref.spec(32, 64, dtype='int32'), extra=('-',))
