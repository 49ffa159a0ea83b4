# Variational inference with Gamma posteriors, written with the special functions JAX keeps as CHLO in the StableHLO text: a Poisson factorization (users [2048] x items [4096], rank 64) whose Gamma factors are sampled by jax.random.gamma (rejection sampling in a while loop) with implicit reparameterization gradients, the Poisson log-likelihood with jax.scipy.special.gammaln, the Gamma-Gamma KL with gammaln and digamma, a jax.random.truncated_normal perturbation (jnp.nextafter), and an arcsinh/arctan squashing of the rates; gradients of the four variational parameters.
import jax, jax.numpy as jnp, ref
from jax.scipy.special import gammaln, digamma
def kl(a, b, a0=0.3, b0=0.3):
    return ((a - a0) * digamma(a) - gammaln(a) + gammaln(a0) + a0 * (jnp.log(b) - jnp.log(b0)) + a * (b0 - b) / b).sum()
def elbo(p, y, key):
    k1, k2, k3 = jax.random.split(key, 3)
    au, bu, ai, bi = (jax.nn.softplus(v) + 1e-3 for v in (p['au'], p['bu'], p['ai'], p['bi']))
    u = jax.random.gamma(k1, au) / bu                         # [2048,64]
    v = jax.random.gamma(k2, ai) / bi                         # [4096,64]
    v = v * (1 + 0.01 * jax.random.truncated_normal(k3, -2., 2., v.shape))
    rate = u @ v.T + 1e-4                                     # [2048,4096]
    rate = rate + 0.01 * jnp.arcsinh(rate) * jnp.arctan(rate)
    ll = (y * jnp.log(rate) - rate - gammaln(y + 1)).sum()
    return -(ll - kl(au, bu) - kl(ai, bi))
@ref.jit()
def gamma_vi(p, y, key):
    return jax.value_and_grad(elbo)(p, y, key)
p = {'au': ref.spec(2048, 64), 'bu': ref.spec(2048, 64), 'ai': ref.spec(4096, 64), 'bi': ref.spec(4096, 64)}
ref.compile(gamma_vi, p, ref.spec(2048, 4096), jax.ShapeDtypeStruct((2,), jax.numpy.uint32), extra=('-',))
