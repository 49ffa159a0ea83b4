# A CNN training step with batch normalization whose running mean and variance are state: images [32,32,32,3] through three 3x3 convolutions (3->64->64->128) each followed by batch norm over (N,H,W) with the batch statistics, the running statistics updated by momentum 0.9 (stop_gradient), ReLU, 2x2 average pooling by reduce_window, global mean, linear head; returns new parameters (SGD) and the new running statistics; parameters and statistics donated.
import jax, jax.numpy as jnp, ref
dn = ('NHWC', 'HWIO', 'NHWC')
def bn(x, g, b):
    m = x.mean((0, 1, 2)); v = x.var((0, 1, 2))
    return (x - m) * jax.lax.rsqrt(v + 1e-5) * g + b, m, v
def loss(p, x, y):
    stats = []
    for i in range(3):
        x = jax.lax.conv_general_dilated(x, p['c%d' % i], (1, 1), 'SAME', dimension_numbers=dn)
        x, m, v = bn(x, p['g%d' % i], p['b%d' % i])
        stats.append((m, v))
        x = jax.nn.relu(x)
        if i < 2:
            x = jax.lax.reduce_window(x, 0., jax.lax.add, (1, 2, 2, 1), (1, 2, 2, 1), 'VALID') / 4
    logits = x.mean((1, 2)) @ p['head']
    l = -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), y[:, None], 1))
    return l, stats
@ref.jit(donate_argnums=(0, 1))
def bn_running(p, run, x, y):
    (l, stats), g = jax.value_and_grad(loss, has_aux=True)(p, x, y)
    run = [(0.9 * rm + 0.1 * jax.lax.stop_gradient(m), 0.9 * rv + 0.1 * jax.lax.stop_gradient(v))
           for (rm, rv), (m, v) in zip(run, stats)]
    return jax.tree.map(lambda w, g: w - 0.1 * g, p, g), run, l
ch = [3, 64, 64, 128]
p = {}
for i in range(3):
    p['c%d' % i] = ref.spec(3, 3, ch[i], ch[i + 1]); p['g%d' % i] = ref.spec(ch[i + 1]); p['b%d' % i] = ref.spec(ch[i + 1])
p['head'] = ref.spec(128, 10)
run = [(ref.spec(c), ref.spec(c)) for c in ch[1:]]
ref.compile(bn_running, p, run, ref.spec(32, 32, 32, 3), ref.spec(32, dtype='int32'), extra=('-',))
