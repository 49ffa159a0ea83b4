# A shard_map program with hand-written collectives (GSPMD): a ring all-gather of K/V blocks by ppermute over 8 devices ('ring') accumulating a blockwise attention (ring attention forward, online softmax with running max and sum), queries [8x256,8,64] split by sequence, then a psum of the per-device loss and an all_gather of the row maxima.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('gspmd')
m = sref.mesh((8,), ('ring',))
N = 8
def ring(q, k, v):                                       # [256,8,64] each, this device's block
    o = jnp.zeros_like(q)
    mx = jnp.full(q.shape[:2], -jnp.inf)
    den = jnp.zeros(q.shape[:2])
    for _ in range(N):
        s = jnp.einsum('shd,thd->hst', q, k) / 8.0       # [8,256,256]
        mnew = jnp.maximum(mx, s.max(-1).T)
        corr = jnp.exp(mx - mnew)
        pr = jnp.exp(s - mnew.T[..., None])
        o = o * corr[..., None] + jnp.einsum('hst,thd->shd', pr, v)
        den = den * corr + pr.sum(-1).T
        mx = mnew
        perm = [(i, (i + 1) % N) for i in range(N)]
        k = jax.lax.ppermute(k, 'ring', perm)
        v = jax.lax.ppermute(v, 'ring', perm)
    o = o / den[..., None]
    return o, jax.lax.psum(jnp.sum(o * o), 'ring'), jax.lax.all_gather(mx, 'ring', tiled=True)
@sref.jit()
def ring_psum(q, k, v):
    sp = P('ring', None, None)
    return jax.shard_map(ring, mesh=m, in_specs=(sp, sp, sp), out_specs=(sp, P(), P()), check_vma=False)(q, k, v)
x = sref.spec(m, P('ring', None, None), 2048, 8, 64)
sref.compile(ring_psum, x, x, x)
