# Greedy decoding with a KV cache, inference only: a one-layer transformer (4 heads of 64, d=256, vocab 4096) run by lax.fori_loop for 16 steps; each step embeds the last token, writes its key and value into the [8,128,4,64] caches by lax.dynamic_update_slice at the step index, attends over the cache with a position mask, projects to the vocabulary and takes the argmax; caches donated.
import jax, jax.numpy as jnp, ref
def step(i, c):
    p, kc, vc, tok, out = c
    x = p['emb'][tok]                                   # [8,256]
    q = (x @ p['wq']).reshape(8, 4, 64)
    k = (x @ p['wk']).reshape(8, 1, 4, 64)
    v = (x @ p['wv']).reshape(8, 1, 4, 64)
    pos = 112 + i
    kc = jax.lax.dynamic_update_slice(kc, k, (0, pos, 0, 0))
    vc = jax.lax.dynamic_update_slice(vc, v, (0, pos, 0, 0))
    s = jnp.einsum('bhd,bthd->bht', q, kc) / 8.0
    s = jnp.where(jnp.arange(128) <= pos, s, -jnp.inf)
    a = jnp.einsum('bht,bthd->bhd', jax.nn.softmax(s, -1), vc).reshape(8, 256)
    h = x + a @ p['wo']
    h = h + jax.nn.relu(h @ p['w1']) @ p['w2']
    tok = jnp.argmax(h @ p['emb'].T, -1).astype(jnp.int32)
    out = jax.lax.dynamic_update_slice(out, tok[:, None], (0, i))
    return p, kc, vc, tok, out
@ref.jit(donate_argnums=(1, 2))
def kv_decode(p, kc, vc, tok):
    _, kc, vc, _, out = jax.lax.fori_loop(0, 16, step, (p, kc, vc, tok, jnp.zeros((8, 16), jnp.int32)))
    return out, kc, vc
p = {'emb': ref.spec(4096, 256), 'wq': ref.spec(256, 256), 'wk': ref.spec(256, 256), 'wv': ref.spec(256, 256),
     'wo': ref.spec(256, 256), 'w1': ref.spec(256, 1024), 'w2': ref.spec(1024, 256)}
ref.compile(kv_decode, p, ref.spec(8, 128, 4, 64), ref.spec(8, 128, 4, 64), ref.spec(8, dtype='int32'))
