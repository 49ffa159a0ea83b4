# A tensor-parallel MLP training step on a 2x4 (data, model) mesh (Shardy): batch [256,1024] split over 'data', W1 [1024,4096] column-split and W2 [4096,1024] row-split over 'model', jax.lax.with_sharding_constraint on the hidden activation (data, model) and on the output (data, None), two such layers, squared loss, SGD with donated weights.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('shardy')
m = sref.mesh((2, 4), ('data', 'model'))
S = lambda *p: sref.sharding(m, *p)
wsc = jax.lax.with_sharding_constraint
def loss(p, x):
    for w1, w2 in p:
        h = wsc(jax.nn.gelu(x @ w1), S('data', 'model'))
        x = wsc(x + h @ w2, S('data', None))
    return jnp.mean(x ** 2)
ps = [(S(None, 'model'), S('model', None))] * 2
@sref.jit(donate_argnums=(0,), out_shardings=(ps, S()))
def tp2d_mlp(p, x):
    l, g = jax.value_and_grad(loss)(p, x)
    return jax.tree.map(lambda a, b: a - 0.01 * b, p, g), l
p = [(sref.spec(m, P(None, 'model'), 1024, 4096), sref.spec(m, P('model', None), 4096, 1024)) for _ in range(2)]
sref.compile(tp2d_mlp, p, sref.spec(m, P('data', None), 256, 1024))
