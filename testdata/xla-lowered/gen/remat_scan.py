# Six bfloat16 residual MLP layers stacked and run by lax.scan with jax.checkpoint on the layer (dots saved, the rest recomputed in the backward scan), float32 loss, SGD on donated float32 weights.
import jax, jax.numpy as jnp, ref
def layer(x, w):
    h = jax.nn.gelu(x @ w[0].astype(jnp.bfloat16))
    return x + h @ w[1].astype(jnp.bfloat16), None
def loss(w, x):
    f = jax.checkpoint(layer, policy=jax.checkpoint_policies.dots_saveable)
    x, _ = jax.lax.scan(f, x.astype(jnp.bfloat16), w)
    return jnp.mean(x.astype(jnp.float32) ** 2)
@ref.jit(donate_argnums=(0,))
def remat_scan(w, x):
    l, g = jax.value_and_grad(loss)(w, x)
    return [a - 1e-3 * b for a, b in zip(w, g)], l
ref.compile(remat_scan, [ref.spec(6, 512, 1024), ref.spec(6, 1024, 512)], ref.spec(16, 64, 512))
