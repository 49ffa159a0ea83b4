# MLP training step with PRNG dropout (threefry bits from a key argument, rate 0.1) on two hidden layers, SGD.
import jax, jax.numpy as jnp, ref
def loss(p, x, y, key):
    k1, k2 = jax.random.split(key)
    h = jax.nn.relu(x @ p[0])
    h = jnp.where(jax.random.bernoulli(k1, 0.9, h.shape), h / 0.9, 0)
    h = jax.nn.relu(h @ p[1])
    h = jnp.where(jax.random.bernoulli(k2, 0.9, h.shape), h / 0.9, 0)
    return -jnp.mean(jnp.sum(jax.nn.log_softmax(h @ p[2]) * y, -1))
@ref.jit(donate_argnums=(0,))
def dropout_mlp(p, x, y, key):
    l, g = jax.value_and_grad(loss)(p, x, y, key)
    return [a - 0.01 * b for a, b in zip(p, g)], l
p = [ref.spec(784, 1024), ref.spec(1024, 1024), ref.spec(1024, 10)]
ref.compile(dropout_mlp, p, ref.spec(128, 784), ref.spec(128, 10), ref.spec(2, dtype='uint32'))
