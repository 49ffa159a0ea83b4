# Mixed precision with float16 and dynamic loss scaling: float32 master weights cast to float16 for a 3-layer MLP forward and backward, the loss multiplied by the scale, gradients unscaled in float32 and checked with isfinite; lax.cond applies the SGD step and doubles the scale when all are finite, else skips it and halves the scale; masters and scale donated.
import jax, jax.numpy as jnp, ref
def loss(p, x, y, scale):
    h = x.astype(jnp.float16)
    for w in p[:-1]:
        h = jax.nn.gelu(h @ w.astype(jnp.float16))
    z = (h @ p[-1].astype(jnp.float16)).astype(jnp.float32)
    return jnp.mean((z - y) ** 2) * scale
@ref.jit(donate_argnums=(0, 1))
def fp16_lossscale(p, scale, x, y):
    g = jax.grad(loss)(p, x, y, scale)
    g = [a.astype(jnp.float32) / scale for a in g]
    ok = jnp.all(jnp.array([jnp.all(jnp.isfinite(a)) for a in g]))
    def good(_):
        return [w - 0.01 * a for w, a in zip(p, g)], scale * 2
    def bad(_):
        return list(p), scale / 2
    return jax.lax.cond(ok, good, bad, None)
p = [ref.spec(512, 2048), ref.spec(2048, 2048), ref.spec(2048, 512)]
ref.compile(fp16_lossscale, p, ref.spec(), ref.spec(512, 512), ref.spec(512, 512))
