# FSDP written with jit's in_shardings/out_shardings rather than sharded arguments (GSPMD): a 4-layer MLP whose weights [2048,2048] are sharded on their first dimension over all 8 devices ('fsdp'), the batch [512,2048] split the same way, Adam-free momentum SGD; parameters and momenta donated and returned with the same shardings.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('gspmd')
m = sref.mesh((8,), ('fsdp',))
S = lambda *p: sref.sharding(m, *p)
def loss(p, x):
    for w in p:
        x = jax.nn.relu(x @ w)
    return jnp.mean(x ** 2)
ws = [S('fsdp', None)] * 4
def fsdp_inout(p, mom, x):
    l, g = jax.value_and_grad(loss)(p, x)
    mom = jax.tree.map(lambda m, g: 0.9 * m + g, mom, g)
    return jax.tree.map(lambda w, m: w - 1e-3 * m, p, mom), mom, l
fsdp_inout = sref.jit(in_shardings=(ws, ws, S('fsdp', None)), out_shardings=(ws, ws, S()), donate_argnums=(0, 1))(fsdp_inout)
p = [sref.ref.spec(2048, 2048) for _ in range(4)]
sref.compile(fsdp_inout, p, p, sref.ref.spec(512, 2048))
