# A super-resolution training step: low-resolution images [2,64,64,3] upsampled 4x by jax.image.resize (bilinear) to [2,256,256,3], refined by three 3x3 convolutions (3->32->32->3, NHWC) as a residual, L1 loss against the high-resolution target; gradients of the convolution weights.
import jax, jax.numpy as jnp, ref
def conv(x, w):
    return jax.lax.conv_general_dilated(x, w, (1, 1), 'SAME', dimension_numbers=('NHWC', 'HWIO', 'NHWC'))
def loss(p, lo, hi):
    up = jax.image.resize(lo, (2, 256, 256, 3), 'bilinear')
    h = jax.nn.relu(conv(up, p[0]))
    h = jax.nn.relu(conv(h, p[1]))
    return jnp.mean(jnp.abs(up + conv(h, p[2]) - hi))
@ref.jit()
def resize_sr(p, lo, hi):
    return jax.value_and_grad(loss)(p, lo, hi)
p = [ref.spec(3, 3, 3, 32), ref.spec(3, 3, 32, 32), ref.spec(3, 3, 32, 3)]
ref.compile(resize_sr, p, ref.spec(2, 64, 64, 3), ref.spec(2, 256, 256, 3), extra=('-',))
