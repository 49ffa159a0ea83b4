# Shapes the mesh does not divide (GSPMD): batch [1000,300] split 8 ways by rows (125 each), weights [300,1000] split 8 ways by columns (125) and [1000,300] by rows, a bias [1000] split 8 ways, and a second activation [1000,300] constrained to split its 300 columns 8 ways (38, padded: 304); training step, parameters donated.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('gspmd')
m = sref.mesh((8,), ('x',))
S = lambda *p: sref.sharding(m, *p)
def loss(p, x):
    h = jax.nn.relu(x @ p[0] + p[1])
    y = jax.lax.with_sharding_constraint(h @ p[2], S(None, 'x'))
    return jnp.mean((y - x) ** 2)
ps = [S(None, 'x'), S('x'), S('x', None)]
@sref.jit(donate_argnums=(0,), out_shardings=(ps, S()))
def uneven_mlp(p, x):
    l, g = jax.value_and_grad(loss)(p, x)
    return [a - 0.01 * b for a, b in zip(p, g)], l
p = [sref.spec(m, P(None, 'x'), 300, 1000), sref.spec(m, P('x'), 1000), sref.spec(m, P('x', None), 1000, 300)]
sref.compile(uneven_mlp, p, sref.spec(m, P('x', None), 1000, 300))
