# Complex64 arithmetic in a scalar-wave propagation model: a complex field [16,256,256] (from real and imaginary parts by lax.complex) multiplied by a complex transfer function exp(i*k*z) built with jnp.exp of an imaginary phase, conjugate products jnp.conj(a)*b, jnp.abs and jnp.angle, jnp.real/jnp.imag, a learned complex mask; squared intensity error and the gradient of the mask's real and imaginary parts.
import jax, jax.numpy as jnp, ref
def loss(p, re, im, target):
    u = jax.lax.complex(re, im)                                  # [16,256,256] c64
    mask = jax.lax.complex(p['mr'], p['mi'])
    phase = jnp.exp(1j * p['k'] * p['z'])                        # [256,256] c64
    for _ in range(3):
        u = u * phase * mask
        u = u + 0.1 * jnp.conj(u) * u / (jnp.abs(u) + 1e-3)
    inten = jnp.abs(u) ** 2 + 0.01 * jnp.angle(u) ** 2 + jnp.real(u) * jnp.imag(u)
    return jnp.mean((inten - target) ** 2)
@ref.jit()
def complex_field(p, re, im, target):
    return jax.value_and_grad(loss)(p, re, im, target)
p = {'mr': ref.spec(256, 256), 'mi': ref.spec(256, 256), 'k': ref.spec(256, 256), 'z': ref.spec()}
s = ref.spec(16, 256, 256)
ref.compile(complex_field, p, s, s, s, extra=('-',))
