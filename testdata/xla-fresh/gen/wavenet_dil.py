# A WaveNet-style stack trained by SGD: 6 dilated causal 1-D convolutions (kernel 2, dilations 1..32, 128 channels, lax.conv_general_dilated with rhs_dilation and left padding) with gated tanh*sigmoid activations, residual and summed skip connections, a 1x1 output to 256 classes per time step and cross-entropy on [4,2048] targets.
import jax, jax.numpy as jnp, ref
def conv(x, w, d):
    return jax.lax.conv_general_dilated(x, w, (1,), [(d, 0)], rhs_dilation=(d,), dimension_numbers=('NWC', 'WIO', 'NWC'))
def loss(p, x, y):
    h = x @ p['inp']
    skip = 0.0
    for i, (wf, wg, wr) in enumerate(p['layers']):
        d = 2 ** i
        z = jnp.tanh(conv(h, wf, d)) * jax.nn.sigmoid(conv(h, wg, d))
        skip = skip + z
        h = h + z @ wr
    logits = jax.nn.relu(skip) @ p['out']
    return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), y[..., None], -1))
@ref.jit(donate_argnums=(0,))
def wavenet_dil(p, x, y):
    l, g = jax.value_and_grad(loss)(p, x, y)
    return jax.tree.map(lambda a, b: a - 1e-3 * b, p, g), l
p = {'inp': ref.spec(1, 128), 'out': ref.spec(128, 256),
     'layers': [(ref.spec(2, 128, 128), ref.spec(2, 128, 128), ref.spec(128, 128)) for _ in range(6)]}
ref.compile(wavenet_dil, p, ref.spec(4, 2048, 1), ref.spec(4, 2048, dtype='int32'), extra=('-',))
