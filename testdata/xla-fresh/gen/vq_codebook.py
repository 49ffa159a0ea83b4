# A VQ-VAE quantizer training step: encoder outputs [8192,64] matched to a codebook [1024,64] by squared distances (a [8192,1024] matrix) and argmin, codes looked up, straight-through estimator (z + stop_gradient(q - z)), codebook and commitment losses, a linear decoder and reconstruction loss; gradients of encoder, decoder and codebook.
import jax, jax.numpy as jnp, ref
sg = jax.lax.stop_gradient
def loss(p, x):
    z = jnp.tanh(x @ p['enc'])                              # [8192,64]
    d = (z ** 2).sum(1, keepdims=True) - 2 * z @ p['code'].T + (p['code'] ** 2).sum(1)
    k = jnp.argmin(d, 1)
    q = p['code'][k]
    st = z + sg(q - z)
    rec = st @ p['dec']
    return jnp.mean((rec - x) ** 2) + jnp.mean((sg(z) - q) ** 2) + 0.25 * jnp.mean((z - sg(q)) ** 2)
@ref.jit()
def vq_codebook(p, x):
    return jax.value_and_grad(loss)(p, x)
p = {'enc': ref.spec(256, 64), 'code': ref.spec(1024, 64), 'dec': ref.spec(64, 256)}
ref.compile(vq_codebook, p, ref.spec(8192, 256), extra=('-',))
