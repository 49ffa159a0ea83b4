# A jax.custom_vjp op in a training step: a 6-layer MLP [1024,1024] on a batch [1024,1024] where each layer's activation passes a custom_vjp "clip_gradient" (identity forward, the cotangent clipped to [-0.1,0.1] backward) and a custom_vjp softplus whose backward reuses the saved sigmoid residual; Adam-free momentum SGD, parameters and momenta donated.
import jax, jax.numpy as jnp, ref
@jax.custom_vjp
def clip_gradient(x):
    return x
clip_gradient.defvjp(lambda x: (x, None), lambda _, g: (jnp.clip(g, -0.1, 0.1),))
@jax.custom_vjp
def softplus(x):
    return jnp.logaddexp(x, 0.)
def sp_fwd(x):
    return jnp.logaddexp(x, 0.), jax.nn.sigmoid(x)
softplus.defvjp(sp_fwd, lambda s, g: (g * s,))
def loss(p, x):
    for w in p:
        x = clip_gradient(softplus(x @ w))
    return jnp.mean(x ** 2)
@ref.jit(donate_argnums=(0, 1))
def custom_vjp_clip(p, m, x):
    g = jax.grad(loss)(p, x)
    m = [0.9 * mi + gi for mi, gi in zip(m, g)]
    return [w - 0.01 * mi for w, mi in zip(p, m)], m
p = [ref.spec(1024, 1024) for _ in range(6)]
ref.compile(custom_vjp_clip, p, p, ref.spec(1024, 1024), extra=('-',))
