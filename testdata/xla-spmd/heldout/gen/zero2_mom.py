# Sharded parameters with a replicated optimizer state (GSPMD): two weights [2048,1024] and [1024,2048] split 8 ways by rows (FSDP), SGD momentum buffers for both kept replicated (P()), batch [512,2048] replicated; the momentum update takes the gradient whole and the parameter update slices it back; parameters and momenta donated.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('gspmd')
m = sref.mesh((8,), ('fsdp',))
S = lambda *p: sref.sharding(m, *p)
def loss(p, x):
    return jnp.mean((jnp.tanh(x @ p[0]) @ p[1] - x) ** 2)
pw, mw = [S('fsdp', None), S('fsdp', None)], [S(), S()]
@sref.jit(donate_argnums=(0, 1), out_shardings=(pw, mw, S()))
def zero2_mom(p, mom, x):
    l, g = jax.value_and_grad(loss)(p, x)
    mom = [0.9 * v + b for v, b in zip(mom, g)]
    return [a - 0.01 * v for a, v in zip(p, mom)], mom, l
p = [sref.spec(m, P('fsdp', None), 2048, 1024), sref.spec(m, P('fsdp', None), 1024, 2048)]
mo = [sref.spec(m, P(), 2048, 1024), sref.spec(m, P(), 1024, 2048)]
sref.compile(zero2_mom, p, mo, sref.spec(m, P(), 512, 2048))
