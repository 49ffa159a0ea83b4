# Vocabulary-parallel cross-entropy (Shardy) on a 2x4 mesh: output embedding [32768,512] split 4 ways by vocabulary over 'model', tokens split 2 ways over 'data', logsumexp and label logit across shards, gradient into the table and the hidden states.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('shardy')
m = sref.mesh((2, 4), ('data', 'model'))
def loss(e, h, lab):
    logits = jnp.einsum('btd,vd->btv', h, e)
    lse = jax.nn.logsumexp(logits, -1)
    return jnp.mean(lse - jnp.take_along_axis(logits, lab[..., None], -1)[..., 0])
@sref.jit(out_shardings=(sref.sharding(m), sref.sharding(m, 'model', None), sref.sharding(m, 'data', None, None)))
def vocab_xent(e, h, lab):
    l, (ge, gh) = jax.value_and_grad(loss, (0, 1))(e, h, lab)
    return l, ge, gh
sref.compile(vocab_xent, sref.spec(m, P('model', None), 32768, 512), sref.spec(m, P('data', None, None), 8, 128, 512),
             sref.spec(m, P('data', None), 8, 128, dtype='int32'))
