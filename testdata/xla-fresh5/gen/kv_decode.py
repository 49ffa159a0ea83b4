# A KV-cache decoder's greedy generation: a 2-layer decoder (d=512, 8 heads of 64, MLP 2048, vocab 8192) over a batch of 8, the K/V caches [2,8,256,8,64] filled by lax.dynamic_update_slice at the current position, attention over the cache masked by position, argmax of the logits fed back, 16 tokens by lax.fori_loop from a 240-token prefix cache; inference only, the caches donated.
import jax, jax.numpy as jnp, ref
L, B, T, H, D, V = 2, 8, 256, 8, 64, 8192
def layer(p, l, x, kc, vc, pos):
    h = x - x.mean(-1, keepdims=True)
    h = h * jax.lax.rsqrt((h * h).mean(-1, keepdims=True) + 1e-5)
    q = (h @ p['wq'][l]).reshape(B, H, D)
    k = (h @ p['wk'][l]).reshape(B, 1, H, D)
    v = (h @ p['wv'][l]).reshape(B, 1, H, D)
    kc = jax.lax.dynamic_update_slice(kc, k[None], (l, 0, pos, 0, 0))
    vc = jax.lax.dynamic_update_slice(vc, v[None], (l, 0, pos, 0, 0))
    s = jnp.einsum('bhd,bthd->bht', q, kc[l]) / 8.0
    s = jnp.where(jnp.arange(T) <= pos, s, -1e9)
    a = jax.nn.softmax(s, -1)
    o = jnp.einsum('bht,bthd->bhd', a, vc[l]).reshape(B, H * D)
    x = x + o @ p['wo'][l]
    x = x + jax.nn.gelu(x @ p['w1'][l]) @ p['w2'][l]
    return x, kc, vc
@ref.jit(donate_argnums=(1, 2))
def kv_decode(p, kc, vc, tok0):
    def step(i, c):
        kc, vc, tok, out = c
        pos = 240 + i
        x = p['emb'][tok]
        for l in range(L):
            x, kc, vc = layer(p, l, x, kc, vc, pos)
        nxt = jnp.argmax(x @ p['emb'].T, -1).astype(jnp.int32)
        out = jax.lax.dynamic_update_slice(out, nxt[:, None], (0, i))
        return kc, vc, nxt, out
    kc, vc, _, out = jax.lax.fori_loop(0, 16, step, (kc, vc, tok0, jnp.zeros((B, 16), jnp.int32)))
    return out, kc, vc
d = 512
p = {'emb': ref.spec(V, d), 'wq': ref.spec(L, d, d), 'wk': ref.spec(L, d, d), 'wv': ref.spec(L, d, d),
     'wo': ref.spec(L, d, d), 'w1': ref.spec(L, d, 2048), 'w2': ref.spec(L, 2048, d)}
ref.compile(kv_decode, p, ref.spec(L, B, T, H, D), ref.spec(L, B, T, H, D), ref.spec(B, dtype='int32'), extra=('-',))
