# Token embedding (gather), projection back onto the tied embedding, softmax cross-entropy over a 16k vocabulary with integer labels, gradient into the table (scatter-add plus matmul), SGD.
import jax, jax.numpy as jnp, ref
def loss(e, w, tok, lab):
    h = jnp.tanh(e[tok] @ w)
    logits = h @ e.T
    lse = jax.nn.logsumexp(logits, -1)
    return jnp.mean(lse - jnp.take_along_axis(logits, lab[..., None], -1)[..., 0])
@ref.jit(donate_argnums=(0, 1))
def embed_xent(e, w, tok, lab):
    l, (ge, gw) = jax.value_and_grad(loss, (0, 1))(e, w, tok, lab)
    return e - 0.1 * ge, w - 0.1 * gw, l
ref.compile(embed_xent, ref.spec(16384, 128), ref.spec(128, 128), ref.spec(8, 64, dtype='int32'), ref.spec(8, 64, dtype='int32'))
