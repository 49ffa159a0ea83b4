# Adam step on sharded, donated parameters and moments without out_shardings (GSPMD): weights [2048,1024] and [1024,2048] and both moments split 8 ways by rows (FSDP), batch [256,2048] split 8 ways; the jit donates the parameters and moments but names no output shardings, so the lowered module carries buffer_donor instead of input_output_alias.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('gspmd')
m = sref.mesh((8,), ('fsdp',))
def loss(p, x):
    return jnp.mean(jnp.tanh(x @ p[0]) @ p[1] - x) ** 2
@sref.jit(donate_argnums=(0, 1, 2))
def donor_adam(p, mo, v, x):
    g = jax.grad(loss)(p, x)
    mo = [0.9 * a + 0.1 * b for a, b in zip(mo, g)]
    v = [0.999 * a + 0.001 * b * b for a, b in zip(v, g)]
    return [a - 1e-3 * b / (jnp.sqrt(c) + 1e-8) for a, b, c in zip(p, mo, v)], mo, v
shapes = [(2048, 1024), (1024, 2048)]
st = lambda: [sref.spec(m, P('fsdp', None), *s) for s in shapes]
sref.compile(donor_adam, st(), st(), st(), sref.spec(m, P('fsdp', None), 256, 2048))
