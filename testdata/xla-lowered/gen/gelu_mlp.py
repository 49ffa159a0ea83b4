# Transformer-style GELU MLP (tanh approximation) over a [32,65,256] activation, hidden 1024, forward and backward, SGD.
import jax, jax.numpy as jnp, ref
def loss(p, x):
    h = jax.nn.gelu(x @ p[0] + p[1], approximate=True)
    return jnp.mean((h @ p[2] + p[3] - x) ** 2)
@ref.jit()
def gelu_mlp(p, x):
    l, g = jax.value_and_grad(loss)(p, x)
    return [a - 0.01 * b for a, b in zip(p, g)], l
p = [ref.spec(256, 1024), ref.spec(1024), ref.spec(1024, 256), ref.spec(256)]
ref.compile(gelu_mlp, p, ref.spec(32, 65, 256))
