# ep_a2a lowered by GSPMD: expert parallelism under shard_map on a 4x2 mesh: each device routes its tokens [256,256] (top-1 of 4 experts, one-hot dispatch to capacity 64), jax.lax.all_to_all over 'expert' sends each expert its slots, the device's expert MLP [256,1024],[1024,256] runs, a second all_to_all brings results back, combined and summed by psum over both axes; forward and gradients of the experts' weights (psum over 'data').
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('gspmd')
m = sref.mesh((4, 2), ('expert', 'data'))
E, C = 4, 64
def local(w1, w2, r, x):                            # w1 [1,256,1024], w2 [1,1024,256], r [256,4], x [256,256]
    def loss(w1, w2):
        logits = x @ r
        e = jnp.argmax(logits, -1)
        pos = jnp.cumsum(jax.nn.one_hot(e, E), 0) * jax.nn.one_hot(e, E) - 1
        disp = jax.nn.one_hot(e, E)[:, :, None] * jax.nn.one_hot(pos, C)    # [256,E,C]
        xe = jnp.einsum('tec,td->ecd', disp, x)                              # [E,C,256]
        xe = jax.lax.all_to_all(xe, 'expert', 0, 0, tiled=True)              # [E,C,256] from each source
        h = jax.nn.relu(jnp.einsum('ecd,df->ecf', xe, w1[0]))
        ye = jnp.einsum('ecf,fd->ecd', h, w2[0])
        ye = jax.lax.all_to_all(ye, 'expert', 0, 0, tiled=True)
        y = jnp.einsum('tec,ecd->td', disp, ye) * jax.nn.softmax(logits).max(-1, keepdims=True)
        return jax.lax.psum(jnp.mean((y - x) ** 2), ('expert', 'data'))
    l, g = jax.value_and_grad(loss, argnums=(0, 1))(w1, w2)
    return l, [jax.lax.psum(a, 'data') for a in g]
@sref.jit()
def ep_a2a_gspmd(w1, w2, r, x):
    we = P('expert', None, None)
    return jax.shard_map(local, mesh=m, in_specs=(we, we, P(), P(('expert', 'data'), None)),
                         out_specs=(P(), [we, we]), check_vma=False)(w1, w2, r, x)
we = P('expert', None, None)
sref.compile(ep_a2a_gspmd, sref.spec(m, we, 4, 256, 1024), sref.spec(m, we, 4, 1024, 256), sref.spec(m, P(), 256, 4), sref.spec(m, P(('expert', 'data'), None), 2048, 256))
