# Expert-parallel mixture of experts on a 4x2 (expert, data) mesh (GSPMD), written with a top-1 router and one-hot dispatch/combine einsums: tokens [2048,256] split over both axes, a router [256,8], 8 experts' weights [8,256,1024] and [8,1024,256] split 4 ways over 'expert', the dispatched tensor [8,capacity 256,256] constrained to expert shards; forward and gradients of router and experts, SGD.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('gspmd')
m = sref.mesh((4, 2), ('expert', 'data'))
S = lambda *p: sref.sharding(m, *p)
wsc = jax.lax.with_sharding_constraint
E, C = 8, 256
def moe(p, x):
    logits = x @ p['router']
    probs = jax.nn.softmax(logits, -1)
    e = jnp.argmax(logits, -1)
    oh = jax.nn.one_hot(e, E)
    pos = (jnp.cumsum(oh, 0) - 1) * oh
    disp = oh[:, :, None] * jax.nn.one_hot(pos.sum(-1), C)[:, None, :]   # [T,E,C]
    xe = wsc(jnp.einsum('tec,td->ecd', disp, x), S('expert', None, None))
    h = jax.nn.relu(jnp.einsum('ecd,edf->ecf', xe, p['w1']))
    ye = jnp.einsum('ecf,efd->ecd', h, p['w2'])
    y = jnp.einsum('tec,ecd->td', disp * probs[:, :, None], ye)
    return wsc(y, S(('expert', 'data'), None))
def loss(p, x):
    return jnp.mean((moe(p, x) - x) ** 2)
ps = {'router': S(), 'w1': S('expert', None, None), 'w2': S('expert', None, None)}
@sref.jit(donate_argnums=(0,), out_shardings=(ps, S()))
def moe_ep4x2(p, x):
    l, g = jax.value_and_grad(loss)(p, x)
    return jax.tree.map(lambda a, b: a - 0.1 * b, p, g), l
p = {'router': sref.spec(m, P(), 256, 8), 'w1': sref.spec(m, P('expert', None, None), 8, 256, 1024),
     'w2': sref.spec(m, P('expert', None, None), 8, 1024, 256)}
sref.compile(moe_ep4x2, p, sref.spec(m, P(('expert', 'data'), None), 2048, 256))
