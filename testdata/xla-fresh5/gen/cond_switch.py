# Runtime control flow in a training step: lax.switch on an int32 task id picks one of three heads (linear, MLP, gated) after a shared 2-layer trunk [512,1024] -> 2048 -> 1024, lax.cond on a runtime flag (the loss above a threshold argument) chooses between a clipped and a plain gradient step, jnp.where on the step number for a warmup learning rate; parameters donated.
import jax, jax.numpy as jnp, ref
def heads(p):
    return [lambda h: h @ p['h0'],
            lambda h: jax.nn.relu(h @ p['h1a']) @ p['h1b'],
            lambda h: (h @ p['h0']) * jax.nn.sigmoid(h @ p['h2'])]
def loss(p, x, task):
    h = jax.nn.gelu(jax.nn.gelu(x @ p['w1']) @ p['w2'])
    y = jax.lax.switch(task, heads(p), h)
    return jnp.mean(y ** 2)
@ref.jit(donate_argnums=(0,))
def cond_switch(p, x, task, thresh, step):
    l, g = jax.value_and_grad(loss)(p, x, task)
    lr = jnp.where(step < 100, 1e-3 * step / 100, 1e-3)
    def clipped(g):
        n = jnp.sqrt(sum(jnp.sum(v * v) for v in jax.tree.leaves(g)))
        return jax.tree.map(lambda v: v * jnp.minimum(1.0, 1.0 / n), g)
    g = jax.lax.cond(l > thresh, clipped, lambda g: g, g)
    return jax.tree.map(lambda w, gi: w - lr * gi, p, g), l
p = {'w1': ref.spec(1024, 2048), 'w2': ref.spec(2048, 1024), 'h0': ref.spec(1024, 1024),
     'h1a': ref.spec(1024, 2048), 'h1b': ref.spec(2048, 1024), 'h2': ref.spec(1024, 1024)}
ref.compile(cond_switch, p, ref.spec(512, 1024), ref.spec(dtype='int32'), ref.spec(), ref.spec(dtype='int32'), extra=('-',))
