# An optax-like LAMB step: Adam moments with bias correction, per-tensor trust ratio ||w|| / ||update|| (jnp.where for zero norms), on a 4-layer tanh MLP [2048,2048] with a batch [256,2048]; parameters and both moments donated, the step count an int32 argument.
import jax, jax.numpy as jnp, ref
def loss(p, x):
    for w in p:
        x = jnp.tanh(x @ w)
    return jnp.mean(x ** 2)
@ref.jit(donate_argnums=(0, 1, 2))
def lamb_step(p, mu, nu, x, t):
    g = jax.grad(loss)(p, x)
    t = t + 1
    mu = jax.tree.map(lambda m, g: 0.9 * m + 0.1 * g, mu, g)
    nu = jax.tree.map(lambda v, g: 0.999 * v + 0.001 * g * g, nu, g)
    def upd(w, m, v):
        u = (m / (1 - 0.9 ** t)) / (jnp.sqrt(v / (1 - 0.999 ** t)) + 1e-6) + 0.01 * w
        wn, un = jnp.linalg.norm(w), jnp.linalg.norm(u)
        r = jnp.where((wn > 0) & (un > 0), wn / un, 1.0)
        return w - 1e-3 * r * u
    return jax.tree.map(upd, p, mu, nu), mu, nu, t
p = [ref.spec(2048, 2048) for _ in range(4)]
ref.compile(lamb_step, p, p, p, ref.spec(256, 2048), ref.spec(dtype='int32'), extra=('-',))
