# ZeRO-1 Adam step (GSPMD) on a 4x2 mesh: parameters replicated, both Adam moments split 8 ways over ('b','a') (a transposed device order), gradients reduce-scattered onto the moments' shards, updated parameter shards all-gathered back; parameters and moments donated.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('gspmd')
m = sref.mesh((4, 2), ('a', 'b'))
rep, sh = sref.sharding(m), sref.sharding(m, ('b', 'a'), None)
def loss(p, x):
    h = jax.nn.gelu(x @ p[0])
    return jnp.mean((h @ p[1] - x) ** 2)
@sref.jit(donate_argnums=(0, 1, 2), out_shardings=([rep] * 2, [sh] * 2, [sh] * 2, rep))
def zero1_adam(p, mo, v, x):
    l, g = jax.value_and_grad(loss)(p, x)
    g = [jax.lax.with_sharding_constraint(a, sh) for a in g]
    mo = [0.9 * a + 0.1 * b for a, b in zip(mo, g)]
    v = [0.999 * a + 0.001 * b * b for a, b in zip(v, g)]
    ps = [jax.lax.with_sharding_constraint(a, sh) - 1e-3 * b / (jnp.sqrt(c) + 1e-8) for a, b, c in zip(p, mo, v)]
    return [jax.lax.with_sharding_constraint(a, rep) for a in ps], mo, v, l
shapes = [(1024, 2048), (2048, 1024)]
sref.compile(zero1_adam, [sref.spec(m, P(), *s) for s in shapes], [sref.spec(m, P(('b', 'a'), None), *s) for s in shapes],
             [sref.spec(m, P(('b', 'a'), None), *s) for s in shapes], sref.spec(m, P(('a', 'b'), None), 512, 1024))
