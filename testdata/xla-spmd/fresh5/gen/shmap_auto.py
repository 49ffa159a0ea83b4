# A partially manual shard_map (GSPMD) on a 4x2 ('dp','tp') mesh: the body is manual over 'dp' only (axis_names={'dp'}) and leaves 'tp' to the partitioner; batch [1024,1024] split over 'dp', weights [1024,2048] P(None,'tp') and [2048,1024] P('tp',None); each dp shard computes its loss and gradients with tp left automatic (a sharding constraint on the hidden activation over 'tp'), then psum's the gradients over 'dp'; SGD, parameters donated.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('gspmd')
m = sref.mesh((4, 2), ('dp', 'tp'))
def loss(p, x):
    h = jax.nn.relu(x @ p[0])
    h = jax.lax.with_sharding_constraint(h, P(None, 'tp'))
    return jnp.mean((h @ p[1] - x) ** 2)
def local(p, x):
    l, g = jax.value_and_grad(loss)(p, x)
    return jax.lax.pmean(l, 'dp'), [jax.lax.pmean(a, 'dp') for a in g]
@sref.jit(donate_argnums=(0,))
def shmap_auto(p, x):
    l, g = jax.shard_map(local, mesh=m, in_specs=([P(), P()], P('dp', None)), out_specs=(P(), [P(), P()]),
                         axis_names={'dp'}, check_vma=False)(p, x)
    return [a - 0.01 * b for a, b in zip(p, g)], l
sref.compile(shmap_auto, [sref.spec(m, P(None, 'tp'), 1024, 2048), sref.spec(m, P('tp', None), 2048, 1024)], sref.spec(m, P('dp', None), 1024, 1024))
