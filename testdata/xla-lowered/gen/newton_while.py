# Newton's method in a lax.while_loop: solve x^3 + a x = c elementwise on [512,512] until the largest step is below 1e-6 or 50 iterations, returning the root and the iteration count.
import jax, jax.numpy as jnp, ref
@ref.jit()
def newton_while(a, c):
    def cond(s):
        x, dx, i = s
        return (jnp.max(jnp.abs(dx)) > 1e-6) & (i < 50)
    def body(s):
        x, _, i = s
        f = x ** 3 + a * x - c
        dx = f / (3 * x ** 2 + a)
        return x - dx, dx, i + 1
    x, _, i = jax.lax.while_loop(cond, body, (jnp.zeros_like(c), jnp.ones_like(c), 0))
    return x, i
ref.compile(newton_while, ref.spec(512, 512), ref.spec(512, 512))
