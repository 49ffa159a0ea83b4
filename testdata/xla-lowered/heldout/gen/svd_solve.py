# Dense linear algebra: a batch of 8 [256,256] systems solved by jnp.linalg.solve (LU with pivoting, LAPACK getrf), the singular values and vectors of their right-hand side matrices by jnp.linalg.svd (gesdd), a rank-32 reconstruction and the determinant's log by slogdet.
import jax, jax.numpy as jnp, ref
@ref.jit()
def svd_solve(a, b):
    x = jnp.linalg.solve(a, b)
    u, s, vt = jnp.linalg.svd(b, full_matrices=False)
    r = (u[..., :32] * s[..., None, :32]) @ vt[..., :32, :]
    sign, ld = jnp.linalg.slogdet(a)
    return x, r, s, sign * ld
ref.compile(svd_solve, ref.spec(8, 256, 256), ref.spec(8, 256, 256))
