# Sequence-sharded 1-D convolution stack (GSPMD): activations [16,4096,256] split 8 ways along the sequence, two width-5 'SAME' convolutions needing halo exchanges between neighbouring shards (collective-permutes), forward and weight gradient.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('gspmd')
m = sref.mesh((8,), ('seq',))
dn = ('NWC', 'WIO', 'NWC')
def net(w, x):
    for wi in w:
        x = jnp.tanh(jax.lax.conv_general_dilated(x, wi, (1,), 'SAME', dimension_numbers=dn))
    return x
xs = sref.sharding(m, None, 'seq', None)
@sref.jit(out_shardings=(xs, [sref.sharding(m)] * 2))
def halo_conv(w, x, dy):
    y, vjp = jax.vjp(lambda w: net(w, x), w)
    return y, vjp(dy)[0]
w = [sref.spec(m, P(), 5, 256, 256), sref.spec(m, P(), 5, 256, 256)]
x = sref.spec(m, P(None, 'seq', None), 16, 4096, 256)
sref.compile(halo_conv, w, x, x)
