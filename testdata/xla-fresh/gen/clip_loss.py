# A CLIP-style contrastive training step: image features [2048,512] and text features [2048,384] through linear towers to 256, L2-normalized, a [2048,2048] similarity matrix scaled by a learned temperature exp(t), symmetric cross-entropy over rows and columns with the diagonal as labels; gradients of both towers and the temperature.
import jax, jax.numpy as jnp, ref
def loss(p, img, txt):
    a = img @ p['wi']
    b = jnp.tanh(txt @ p['wt1']) @ p['wt2']
    a = a / jnp.linalg.norm(a, axis=-1, keepdims=True)
    b = b / jnp.linalg.norm(b, axis=-1, keepdims=True)
    s = a @ b.T * jnp.exp(p['t'])
    n = s.shape[0]
    lab = jnp.arange(n)
    li = -jnp.mean(jax.nn.log_softmax(s, 1)[lab, lab])
    lt = -jnp.mean(jax.nn.log_softmax(s, 0)[lab, lab])
    return (li + lt) / 2
@ref.jit()
def clip_loss(p, img, txt):
    return jax.value_and_grad(loss)(p, img, txt)
p = {'wi': ref.spec(512, 256), 'wt1': ref.spec(384, 512), 'wt2': ref.spec(512, 256), 't': ref.spec()}
ref.compile(clip_loss, p, ref.spec(2048, 512), ref.spec(2048, 384), extra=('-',))
