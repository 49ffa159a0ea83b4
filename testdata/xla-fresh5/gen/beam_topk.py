# Beam search with lax.top_k in a lax.while_loop: 4 beams for each of 16 sequences over a vocabulary of 16384, a GRU-like cell (hidden 512) scores the next token, log-probabilities added to the beam scores, top_k over beams x vocabulary ([16,65536]) picks the survivors, their states and histories gathered by beam index (take_along_axis); the loop stops when every best beam emits the end token or after 32 steps; inference only.
import jax, jax.numpy as jnp, ref
N, K, V, Hd, S = 16, 4, 16384, 512, 32
def cell(p, h, tok):
    e = p['emb'][tok]
    z = jax.nn.sigmoid(e @ p['wz'] + h @ p['uz'])
    c = jnp.tanh(e @ p['wc'] + (h * z) @ p['uc'])
    return (1 - z) * h + z * c
@ref.jit()
def beam_topk(p, h0):
    def cond(c):
        t, _, _, _, done = c
        return (t < S) & ~done
    def body(c):
        t, h, score, hist, _ = c
        tok = hist[:, :, t]
        h = cell(p, h.reshape(N * K, Hd), tok.reshape(N * K)).reshape(N, K, Hd)
        lp = jax.nn.log_softmax(h @ p['out'], -1)                 # [16,4,16384]
        tot = (score[..., None] + lp).reshape(N, K * V)
        score, idx = jax.lax.top_k(tot, K)
        beam, tok = idx // V, idx % V
        h = jnp.take_along_axis(h, beam[..., None], 1)
        hist = jnp.take_along_axis(hist, beam[..., None], 1).at[:, :, t + 1].set(tok)
        done = jnp.all(tok[:, 0] == 0)
        return t + 1, h, score, hist, done
    init = (0, h0, jnp.zeros((N, K)).at[:, 1:].set(-1e9), jnp.ones((N, K, S + 1), jnp.int32), False)
    _, _, score, hist, _ = jax.lax.while_loop(cond, body, init)
    return score, hist
p = {'emb': ref.spec(V, 256), 'wz': ref.spec(256, Hd), 'uz': ref.spec(Hd, Hd), 'wc': ref.spec(256, Hd),
     'uc': ref.spec(Hd, Hd), 'out': ref.spec(Hd, V)}
ref.compile(beam_topk, p, ref.spec(N, K, Hd), extra=('-',))
