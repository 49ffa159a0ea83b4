# Language-model head with a 128k vocabulary in bfloat16: hidden states [512,512] bf16 projected onto a [512,131072] bf16 output embedding with float32 accumulation (preferred_element_type), cross-entropy by logsumexp minus the label logit (gathered by take_along_axis), a z-loss 1e-4 * lse^2, gradients of the embedding and the hidden states.
import jax, jax.numpy as jnp, ref
def loss(w, h, y):
    z = jnp.einsum('td,dv->tv', h, w, preferred_element_type=jnp.float32)
    lse = jax.nn.logsumexp(z, -1)
    ll = jnp.take_along_axis(z, y[:, None], -1)[:, 0]
    return jnp.mean(lse - ll + 1e-4 * lse ** 2)
@ref.jit()
def vocab_lse(w, h, y):
    l, (gw, gh) = jax.value_and_grad(loss, (0, 1))(w, h, y)
    return l, gw, gh
ref.compile(vocab_lse, ref.spec(512, 131072, dtype='bfloat16'), ref.spec(512, 512, dtype='bfloat16'), ref.spec(512, dtype='int32'))
