# Gradient checkpointing as users write it: an 8-layer residual MLP (512 wide, hidden 2048, batch 256) whose layer is wrapped in jax.remat(policy=jax.checkpoint_policies.dots_saveable), layers applied in a Python loop; Adam-free momentum SGD, parameters and momenta donated.
import jax, jax.numpy as jnp, ref
def layer(w, x):
    h = jax.nn.gelu(x @ w[0])
    return x + jnp.tanh(h @ w[1]) * 0.5
layer = jax.remat(layer, policy=jax.checkpoint_policies.dots_saveable)
def loss(ws, x):
    for w in ws:
        x = layer(w, x)
    return jnp.mean(x ** 2)
@ref.jit(donate_argnums=(0, 1))
def remat_dots(ws, mom, x):
    l, g = jax.value_and_grad(loss)(ws, x)
    mom = jax.tree.map(lambda m, g: 0.9 * m + g, mom, g)
    return jax.tree.map(lambda w, m: w - 1e-3 * m, ws, mom), mom, l
ws = [(ref.spec(512, 2048), ref.spec(2048, 512)) for _ in range(8)]
ref.compile(remat_dots, ws, ws, ref.spec(256, 512), extra=('-',))
