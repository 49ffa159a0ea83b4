# mesh4_of8 lowered by GSPMD: a 2x2 mesh over 4 of the 8 devices: Mesh of devices 0..3 as 2x2 ('data','model'), so the program has 4 partitions while 8 devices exist; batch [512,1024] P('data',None), weights [1024,2048] P(None,'model') and [2048,1024] P('model',None); training step, parameters donated.
import numpy as np, jax, jax.numpy as jnp, sref
from jax.sharding import Mesh, PartitionSpec as P
sref.setup('gspmd')
m = Mesh(np.array(jax.devices()[:4]).reshape(2, 2), ('data', 'model'))
def loss(p, x):
    return jnp.mean((jax.nn.relu(x @ p[0]) @ p[1] - x) ** 2)
@sref.jit(donate_argnums=(0,))
def mesh4_of8_gspmd(p, x):
    l, g = jax.value_and_grad(loss)(p, x)
    return [a - 0.01 * b for a, b in zip(p, g)], l
sref.compile(mesh4_of8_gspmd, [sref.spec(m, P(None, 'model'), 1024, 2048), sref.spec(m, P('model', None), 2048, 1024)], sref.spec(m, P('data', None), 512, 1024))
