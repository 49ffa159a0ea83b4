# PCA whitening: centre a [4096,256] batch, covariance, symmetric eigendecomposition (LAPACK syevd), project onto the top 64 components and whiten.
import jax, jax.numpy as jnp, ref
@ref.jit()
def eigh_pca(x):
    xc = x - x.mean(0)
    cov = xc.T @ xc / x.shape[0]
    w, v = jnp.linalg.eigh(cov)
    top = v[:, -64:]
    return (xc @ top) / jnp.sqrt(w[-64:] + 1e-5), w
ref.compile(eigh_pca, ref.spec(4096, 256))
