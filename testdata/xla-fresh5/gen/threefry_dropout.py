# A dropout-heavy training step with jax.random's default threefry2x32: a key argument split per layer (jax.random.split), jax.random.bernoulli masks (rate 0.5) on the input and after each of 4 layers of a [512,2048] MLP batch, jax.random.normal noise added to the input (Gaussian noise augmentation), inverted-dropout scaling; gradients and an SGD update; the new key returned.
import jax, jax.numpy as jnp, ref
def loss(p, x, key):
    ks = jax.random.split(key, 6)
    x = x + 0.1 * jax.random.normal(ks[0], x.shape)
    x = jnp.where(jax.random.bernoulli(ks[1], 0.8, x.shape), x / 0.8, 0)
    for i, w in enumerate(p):
        x = jax.nn.relu(x @ w)
        x = jnp.where(jax.random.bernoulli(ks[2 + i], 0.5, x.shape), x * 2, 0)
    return jnp.mean(x ** 2)
@ref.jit(donate_argnums=(0,))
def threefry_dropout(p, x, key):
    key, sub = jax.random.split(key)
    l, g = jax.value_and_grad(loss)(p, x, sub)
    return [w - 0.01 * gi for w, gi in zip(p, g)], key, l
p = [ref.spec(2048, 2048) for _ in range(4)]
ref.compile(threefry_dropout, p, ref.spec(512, 2048), jax.ShapeDtypeStruct((2,), jnp.uint32), extra=('-',))
