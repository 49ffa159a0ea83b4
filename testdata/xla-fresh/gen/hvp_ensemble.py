# A Hessian-vector product over a vmapped ensemble: 8 two-layer MLPs (256->512->10) stacked on a leading axis, jax.vmap over the ensemble of the forward-over-reverse product jax.jvp(jax.grad(loss)) with a tangent of the parameters' shape, on a shared batch [1024,256]; returns the HVP and the gradient.
import jax, jax.numpy as jnp, ref
def loss(p, x, y):
    logits = jnp.tanh(x @ p['w1']) @ p['w2']
    return -jnp.mean(jnp.sum(jax.nn.log_softmax(logits) * y, -1))
def hvp(p, v, x, y):
    g = lambda p: jax.grad(loss)(p, x, y)
    return jax.jvp(g, (p,), (v,))
@ref.jit()
def hvp_ensemble(p, v, x, y):
    return jax.vmap(hvp, in_axes=(0, 0, None, None))(p, v, x, y)
p = {'w1': ref.spec(8, 256, 512), 'w2': ref.spec(8, 512, 10)}
ref.compile(hvp_ensemble, p, p, ref.spec(1024, 256), ref.spec(1024, 10), extra=('-',))
