# A Gaussian-process marginal likelihood and its gradient: an RBF kernel [1024,1024] on inputs [1024,16] with learned log length-scales, amplitude and noise, jnp.linalg.cholesky and jax.scipy.linalg.cho_solve for alpha, the log-determinant from the Cholesky diagonal, plus jnp.linalg.eigh of the kernel (its smallest eigenvalue as a penalty) and a jnp.linalg.qr of the inputs' feature map [1024,256] (an orthogonal projection of the targets); gradients of the hyperparameters.
import jax, jax.numpy as jnp, ref
def nll(p, x, y):
    xs = x / jnp.exp(p['ls'])
    d = jnp.sum(xs ** 2, 1)[:, None] + jnp.sum(xs ** 2, 1)[None] - 2 * xs @ xs.T
    K = jnp.exp(p['amp']) * jnp.exp(-0.5 * d) + (jnp.exp(p['noise']) + 1e-4) * jnp.eye(1024)
    L = jnp.linalg.cholesky(K)
    a = jax.scipy.linalg.cho_solve((L, True), y)
    ev = jnp.linalg.eigh(K)[0]
    q, _ = jnp.linalg.qr(jnp.tanh(x @ p['feat']))
    r = y - q @ (q.T @ y)
    return 0.5 * y @ a + jnp.sum(jnp.log(jnp.diag(L))) - 0.1 * ev[0] + 0.01 * r @ r
@ref.jit()
def gp_nll(p, x, y):
    return jax.value_and_grad(nll)(p, x, y)
p = {'ls': ref.spec(16), 'amp': ref.spec(), 'noise': ref.spec(), 'feat': ref.spec(16, 256)}
ref.compile(gp_nll, p, ref.spec(1024, 16), ref.spec(1024), extra=('-',))
