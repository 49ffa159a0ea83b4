# Beam search step over a 32k vocabulary: log_softmax of [16 batch x 4 beams, 32000] logits, added to the beam scores, lax.top_k over beams x vocabulary flattened (128,000 candidates per batch row), the parents and tokens recovered by integer division, the token history reordered by take_along_axis, and an argsort of the final scores to rank the beams.
import jax, jax.numpy as jnp, ref
@ref.jit()
def beam_topk(logits, scores, hist):
    lp = jax.nn.log_softmax(logits.reshape(16, 4, 32000), -1) + scores[..., None]
    top, idx = jax.lax.top_k(lp.reshape(16, -1), 4)
    parent, tok = idx // 32000, idx % 32000
    hist = jnp.take_along_axis(hist, parent[..., None], 1)
    hist = jnp.concatenate([hist, tok[..., None]], -1)
    order = jnp.argsort(-top, -1)
    return jnp.take_along_axis(top, order, -1), jnp.take_along_axis(hist, order[..., None], 1)
ref.compile(beam_topk, ref.spec(64, 32000), ref.spec(16, 4), ref.spec(16, 4, 31, dtype='int32'))
