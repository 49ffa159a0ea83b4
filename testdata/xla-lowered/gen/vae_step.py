# Variational autoencoder training step: encoder MLP to mean and log-variance, reparameterized sample with jax.random.normal from a key argument, decoder, Bernoulli likelihood plus KL, Adam-free SGD.
import jax, jax.numpy as jnp, ref
def loss(p, x, key):
    h = jax.nn.relu(x @ p['e1'])
    mu, lv = h @ p['mu'], h @ p['lv']
    z = mu + jnp.exp(0.5 * lv) * jax.random.normal(key, mu.shape)
    logits = jax.nn.relu(z @ p['d1']) @ p['d2']
    rec = jnp.sum(jnp.logaddexp(0, logits) - x * logits, -1)
    kl = -0.5 * jnp.sum(1 + lv - mu ** 2 - jnp.exp(lv), -1)
    return jnp.mean(rec + kl)
@ref.jit(donate_argnums=(0,))
def vae_step(p, x, key):
    l, g = jax.value_and_grad(loss)(p, x, key)
    return jax.tree_util.tree_map(lambda a, b: a - 1e-3 * b, p, g), l
p = {'e1': ref.spec(784, 512), 'mu': ref.spec(512, 32), 'lv': ref.spec(512, 32), 'd1': ref.spec(32, 512), 'd2': ref.spec(512, 784)}
ref.compile(vae_step, p, ref.spec(256, 784), ref.spec(2, dtype='uint32'))
