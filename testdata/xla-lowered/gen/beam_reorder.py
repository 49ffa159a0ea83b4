# Beam-search step of a decoder: the key and value caches and the beam scores (all donated) reordered by each beam's parent (a gather at data-dependent rows), the new log-probabilities added to the scores, and the caches decayed by a scalar.
import jax, jax.numpy as jnp, ref
@ref.jit(donate_argnums=(0, 1, 2))
def beam_reorder(cache_k, cache_v, scores, parents, logp, decay):
    return cache_k[parents] * decay, cache_v[parents], scores[parents] + logp
ref.compile(beam_reorder, ref.spec(8, 512, 256), ref.spec(8, 512, 256), ref.spec(8), ref.spec(8, dtype='int32'),
            ref.spec(8), ref.spec())
