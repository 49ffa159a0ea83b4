# A 4-stage pipeline under shard_map on a 4x2 ('stage','data') mesh (GSPMD): stage weights [4,512,512] split over 'stage', 8 microbatches [8,64,512] split over 'data' by rows, a lax.fori_loop of 11 ticks in which each stage applies tanh(x @ w), passes its activation to the next stage by ppermute and the last stage stores its output with dynamic_update_slice; the loss is psum'd over both axes.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('gspmd')
m = sref.mesh((4, 2), ('stage', 'data'))
S, M = 4, 8
def stages(w, xs):                                   # w [1,512,512], xs [8,32,512]
    s = jax.lax.axis_index('stage')
    def tick(t, c):
        act, out = c
        inp = jnp.where(s == 0, xs[jnp.minimum(t, M - 1)], act)
        y = jnp.tanh(inp @ w[0])
        k = jnp.clip(t - (S - 1), 0, M - 1)
        out = jnp.where((s == S - 1) & (t >= S - 1), jax.lax.dynamic_update_index_in_dim(out, y, k, 0), out)
        act = jax.lax.ppermute(y, 'stage', [(i, (i + 1) % S) for i in range(S)])
        return act, out
    act, out = jax.lax.fori_loop(0, M + S - 1, tick, (jnp.zeros_like(xs[0]), jnp.zeros_like(xs)))
    return out, jax.lax.psum(jnp.sum(out * out), ('stage', 'data'))
@sref.jit()
def pipe4_fori(w, xs):
    return jax.shard_map(stages, mesh=m, in_specs=(P('stage', None, None), P(None, 'data', None)),
                         out_specs=(P('stage', 'data', None), P()), check_vma=False)(w, xs)
sref.compile(pipe4_fori, sref.spec(m, P('stage', None, None), 4, 512, 512), sref.spec(m, P(None, 'data', None), 8, 64, 512))
