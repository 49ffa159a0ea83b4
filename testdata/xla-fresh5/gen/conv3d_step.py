# A 3-D convolutional video/volume classifier's training step (NDHWC): volumes [4,16,64,64,3] through three 3x3x3 convolutions (3->16->32->64, stride 2 on the last two, lax.conv_general_dilated with dimension_numbers NDHWC/DHWIO), ReLU, global average pooling, a linear head to 10 classes, softmax cross-entropy, SGD on donated weights.
import jax, jax.numpy as jnp, ref
dn = ('NDHWC', 'DHWIO', 'NDHWC')
def loss(p, x, y):
    x = jax.nn.relu(jax.lax.conv_general_dilated(x, p['c1'], (1, 1, 1), 'SAME', dimension_numbers=dn))
    x = jax.nn.relu(jax.lax.conv_general_dilated(x, p['c2'], (2, 2, 2), 'SAME', dimension_numbers=dn))
    x = jax.nn.relu(jax.lax.conv_general_dilated(x, p['c3'], (2, 2, 2), 'SAME', dimension_numbers=dn))
    logits = x.mean((1, 2, 3)) @ p['head']
    return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), y[:, None], 1))
@ref.jit(donate_argnums=(0,))
def conv3d_step(p, x, y):
    l, g = jax.value_and_grad(loss)(p, x, y)
    return jax.tree.map(lambda w, g: w - 0.01 * g, p, g), l
p = {'c1': ref.spec(3, 3, 3, 3, 16), 'c2': ref.spec(3, 3, 3, 16, 32), 'c3': ref.spec(3, 3, 3, 32, 64), 'head': ref.spec(64, 10)}
ref.compile(conv3d_step, p, ref.spec(4, 16, 64, 64, 3), ref.spec(4, dtype='int32'), extra=('-',))
