# Conv net training step with batch norm (batch statistics, running averages updated): three 3x3 convolutions NHWC with stride-2 downsampling, global average pool, dense head, softmax cross-entropy, SGD.
import jax, jax.numpy as jnp, ref
dn = ('NHWC', 'HWIO', 'NHWC')
def bn(x, s, b, rm, rv):
    m = x.mean((0, 1, 2)); v = x.var((0, 1, 2))
    return (x - m) * jax.lax.rsqrt(v + 1e-5) * s + b, 0.9 * rm + 0.1 * m, 0.9 * rv + 0.1 * v
def loss(p, st, x, y):
    new = []
    for (w, s, b), (rm, rv), stride in zip(p['conv'], st, (1, 2, 2)):
        x = jax.lax.conv_general_dilated(x, w, (stride, stride), 'SAME', dimension_numbers=dn)
        x, rm, rv = bn(x, s, b, rm, rv)
        x = jax.nn.relu(x); new.append((rm, rv))
    logits = x.mean((1, 2)) @ p['head']
    return -jnp.mean(jnp.sum(jax.nn.log_softmax(logits) * y, -1)), new
@ref.jit(donate_argnums=(0, 1))
def conv_bn(p, st, x, y):
    (l, st), g = jax.value_and_grad(loss, has_aux=True)(p, st, x, y)
    return jax.tree_util.tree_map(lambda a, b: a - 0.1 * b, p, g), st, l
ch = [3, 32, 64, 128]
p = {'conv': [(ref.spec(3, 3, a, b), ref.spec(b), ref.spec(b)) for a, b in zip(ch, ch[1:])], 'head': ref.spec(128, 10)}
st = [(ref.spec(b), ref.spec(b)) for b in ch[1:]]
ref.compile(conv_bn, p, st, ref.spec(32, 32, 32, 3), ref.spec(32, 10))
