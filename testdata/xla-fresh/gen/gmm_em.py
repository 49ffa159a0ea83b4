# One EM step of a diagonal Gaussian mixture (64 components, 128 dimensions) on 16384 points: log-densities [16384,64] by broadcasting, responsibilities by logsumexp, then the M-step's weighted means, variances (einsum over the responsibilities) and mixing weights; no gradients.
import jax, jax.numpy as jnp, ref
@ref.jit()
def gmm_em(x, mu, logvar, logpi):
    var = jnp.exp(logvar)                                   # [64,128]
    d = x[:, None, :] - mu[None]                            # [16384,64,128]
    ll = -0.5 * jnp.sum(d * d / var + logvar + jnp.log(2 * jnp.pi), -1) + logpi
    r = jnp.exp(ll - jax.scipy.special.logsumexp(ll, 1, keepdims=True))
    n = r.sum(0) + 1e-6                                     # [64]
    mu2 = (r.T @ x) / n[:, None]
    var2 = jnp.einsum('nk,nd->kd', r, x * x) / n[:, None] - mu2 ** 2
    return mu2, jnp.log(var2 + 1e-6), jnp.log(n / x.shape[0])
ref.compile(gmm_em, ref.spec(16384, 128), ref.spec(64, 128), ref.spec(64, 128), ref.spec(64), extra=('-',))
