# Layer norm forward and backward alone (vjp with a given cotangent), [64,128,768], returning output and the input, scale and offset gradients.
import jax, jax.numpy as jnp, ref
def ln(x, s, b):
    m = x.mean(-1, keepdims=True); v = ((x - m) ** 2).mean(-1, keepdims=True)
    return (x - m) / jnp.sqrt(v + 1e-6) * s + b
@ref.jit()
def layernorm_fb(x, s, b, dy):
    y, vjp = jax.vjp(ln, x, s, b)
    return (y,) + vjp(dy)
ref.compile(layernorm_fb, ref.spec(64, 128, 768), ref.spec(768), ref.spec(768), ref.spec(64, 128, 768))
