# Mixture of experts: softmax router, top-2 experts per token with capacity via one-hot dispatch and combine einsums, 8 experts, forward and backward.
import jax, jax.numpy as jnp, ref
E, C = 8, 128
def moe(p, x):
    logits = x @ p['router']
    probs = jax.nn.softmax(logits, -1)
    gate, idx = jax.lax.top_k(probs, 2)
    mask = jax.nn.one_hot(idx, E)                      # [T,2,E]
    pos = jnp.cumsum(mask.reshape(-1, E), 0).reshape(mask.shape) * mask - 1
    keep = (pos < C) & (mask > 0)
    disp = jnp.where(keep[..., None], jax.nn.one_hot(pos, C), 0)  # [T,2,E,C]
    comb = (disp * gate[..., None, None]).sum(1)       # [T,E,C]
    disp = disp.sum(1)
    xe = jnp.einsum('tec,td->ecd', disp, x)
    h = jax.nn.gelu(jnp.einsum('ecd,edf->ecf', xe, p['w1']))
    ye = jnp.einsum('ecf,efd->ecd', h, p['w2'])
    return jnp.einsum('tec,ecd->td', comb, ye)
@ref.jit(donate_argnums=(0,))
def moe_layer(p, x, y):
    l, g = jax.value_and_grad(lambda p: jnp.mean((moe(p, x) - y) ** 2))(p)
    return jax.tree_util.tree_map(lambda a, b: a - 0.01 * b, p, g), l
p = {'router': ref.spec(256, E), 'w1': ref.spec(E, 256, 512), 'w2': ref.spec(E, 512, 256)}
ref.compile(moe_layer, p, ref.spec(512, 256), ref.spec(512, 256))
