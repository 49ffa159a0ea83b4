# Mixed precision with dynamic loss scaling: f32 master weights of a 4-layer MLP [1024,1024] cast to bfloat16 for the forward and backward on a bf16 batch [512,1024], the loss multiplied by a scale, gradients cast back to f32 and unscaled, jnp.isfinite over every gradient decides (jnp.where) whether the SGD update is applied and whether the scale halves or grows (every 2000 good steps, a counter); weights, scale and counter donated.
import jax, jax.numpy as jnp, ref
def loss(pb, x, scale):
    for w in pb:
        x = jax.nn.relu(x @ w)
    return jnp.mean(x.astype(jnp.float32) ** 2) * scale
@ref.jit(donate_argnums=(0, 1, 2))
def bf16_lossscale(p, scale, good, x):
    pb = [w.astype(jnp.bfloat16) for w in p]
    g = jax.grad(loss)(pb, x, scale)
    g = [gi.astype(jnp.float32) / scale for gi in g]
    ok = jnp.all(jnp.array([jnp.all(jnp.isfinite(gi)) for gi in g]))
    p = [jnp.where(ok, w - 1e-3 * gi, w) for w, gi in zip(p, g)]
    good = jnp.where(ok, good + 1, 0)
    grow = good >= 2000
    scale = jnp.where(ok, jnp.where(grow, scale * 2, scale), scale / 2)
    good = jnp.where(grow, 0, good)
    return p, scale, good
p = [ref.spec(1024, 1024) for _ in range(4)]
ref.compile(bf16_lossscale, p, ref.spec(), ref.spec(dtype='int32'), ref.spec(512, 1024, dtype='bfloat16'), extra=('-',))
