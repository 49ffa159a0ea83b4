# Log-domain Sinkhorn optimal transport between two point clouds [2048,64] and [2048,64]: the cost matrix [2048,2048] of squared distances, dual potentials updated by logsumexp in a lax.while_loop until the marginal error is under 1e-3 or 200 iterations, then the transport plan and its cost; inference only.
import jax, jax.numpy as jnp, ref
from jax.scipy.special import logsumexp
@ref.jit()
def sinkhorn_ot(x, y, eps):
    C = jnp.sum((x[:, None, :] - y[None]) ** 2, -1)          # [2048,2048]
    n = x.shape[0]
    la = jnp.full((n,), -jnp.log(n))
    def body(s):
        f, g, it, _ = s
        f = eps * la - eps * logsumexp((g[None, :] - C) / eps, 1)
        g = eps * la - eps * logsumexp((f[:, None] - C) / eps, 0)
        err = jnp.abs(jnp.exp(logsumexp((f[:, None] + g[None, :] - C) / eps, 1)) - 1.0 / n).sum()
        return f, g, it + 1, err
    f, g, _, _ = jax.lax.while_loop(lambda s: (s[2] < 200) & (s[3] > 1e-3), body,
                                    (jnp.zeros(n), jnp.zeros(n), 0, jnp.inf))
    P = jnp.exp((f[:, None] + g[None, :] - C) / eps)
    return P, jnp.sum(P * C)
ref.compile(sinkhorn_ot, ref.spec(2048, 64), ref.spec(2048, 64), ref.spec(), extra=('-',))
