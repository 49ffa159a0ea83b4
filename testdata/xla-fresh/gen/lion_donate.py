# An optax-like Lion update step with donate_argnums: a 6-layer MLP's parameters (each [1024,1024] and a bias) with their momenta, the gradient of a squared loss on a [512,1024] batch, sign(b1*m + (1-b1)*g) updates with decoupled weight decay, momentum interpolated with b2; parameters and momenta donated.
import jax, jax.numpy as jnp, ref
def loss(p, x):
    for w, b in p:
        x = jax.nn.relu(x @ w + b)
    return jnp.mean(x ** 2)
@ref.jit(donate_argnums=(0, 1))
def lion_donate(p, m, x, lr):
    g = jax.grad(loss)(p, x)
    upd = jax.tree.map(lambda m, g: jnp.sign(0.9 * m + 0.1 * g), m, g)
    p = jax.tree.map(lambda p, u: p - lr * (u + 0.01 * p), p, upd)
    m = jax.tree.map(lambda m, g: 0.99 * m + 0.01 * g, m, g)
    return p, m
p = [(ref.spec(1024, 1024), ref.spec(1024)) for _ in range(6)]
ref.compile(lion_donate, p, p, ref.spec(512, 1024), ref.spec(), extra=('-',))
