# A ViT training step: 32x32x3 images [32,32,32,3] cut into 4x4 patches by reshape/transpose, a linear patch embedding to d=256 plus a learned position embedding and a class token, one pre-LN block (4 heads of 64, MLP 1024, GELU), mean-pooled head to 100 classes, softmax cross-entropy, SGD on donated parameters.
import jax, jax.numpy as jnp, ref
def ln(x):
    mu = x.mean(-1, keepdims=True)
    return (x - mu) * jax.lax.rsqrt(((x - mu) ** 2).mean(-1, keepdims=True) + 1e-6)
def loss(p, img, y):
    b = img.shape[0]
    x = img.reshape(b, 8, 4, 8, 4, 3).transpose(0, 1, 3, 2, 4, 5).reshape(b, 64, 48)
    x = x @ p['patch'] + p['pos']
    x = jnp.concatenate([jnp.broadcast_to(p['cls'], (b, 1, 256)), x], 1)      # [b,65,256]
    h = ln(x)
    q, k, v = [(h @ p[n]).reshape(b, 65, 4, 64) for n in ('wq', 'wk', 'wv')]
    a = jax.nn.softmax(jnp.einsum('bshd,bthd->bhst', q, k) / 8.0, -1)
    x = x + jnp.einsum('bhst,bthd->bshd', a, v).reshape(b, 65, 256) @ p['wo']
    x = x + jax.nn.gelu(ln(x) @ p['w1']) @ p['w2']
    logits = ln(x).mean(1) @ p['head']
    return -jnp.mean(jnp.sum(jax.nn.log_softmax(logits) * jax.nn.one_hot(y, 100), -1))
@ref.jit(donate_argnums=(0,))
def vit_patch(p, img, y):
    l, g = jax.value_and_grad(loss)(p, img, y)
    return jax.tree.map(lambda a, b: a - 1e-3 * b, p, g), l
p = {'patch': ref.spec(48, 256), 'pos': ref.spec(64, 256), 'cls': ref.spec(1, 1, 256), 'wq': ref.spec(256, 256),
     'wk': ref.spec(256, 256), 'wv': ref.spec(256, 256), 'wo': ref.spec(256, 256), 'w1': ref.spec(256, 1024),
     'w2': ref.spec(1024, 256), 'head': ref.spec(256, 100)}
ref.compile(vit_patch, p, ref.spec(32, 32, 32, 3), ref.spec(32, dtype='int32'), extra=('-',))
