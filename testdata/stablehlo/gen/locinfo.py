"""Programs lowered twice for the source-location reader:
NAME.debuginfo.mlir is lowered.as_text(debug_info=True) (StableHLO with
location aliases: the only text that carries the user's Python lines) and
NAME.plain.mlir is lowered.as_text(); NAME.debuginfo.hlo is
as_text(dialect="hlo", debug_info=True), whose lines are in its
StackFrames tables. TestStableHLODebugInfo plans both and
holds their figures equal; the debug_info dump's --by source table names
this file's lines. Reference data only (jax/jaxlib 0.10.2, XLA:CPU, 8 host
devices for the sharded program); run from this folder's parent:
cd testdata/stablehlo && python3 gen/locinfo.py
The file paths in the dumps are made relative (gen/locinfo.py) so the dumps
do not depend on where the repository sits.
"""
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"
import jax, jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

here = os.path.abspath(__file__)


def write(name, lowered):
    for suffix, text in (('debuginfo.mlir', lowered.as_text(debug_info=True)), ('plain.mlir', lowered.as_text()),
                         ('debuginfo.hlo', lowered.as_text(dialect='hlo', debug_info=True))):
        text = text.replace(here, 'gen/locinfo.py')
        open('%s.%s' % (name, suffix), 'w').write(text)


def mlp_step(w, x, y):
    def loss(w):
        h = jax.nn.relu(x @ w[0])
        out = h @ w[1]
        return ((out - y) ** 2).mean()
    g = jax.grad(loss)(w)
    return [a - 0.01 * b for a, b in zip(w, g)]


def rnn(h, xs, w):
    def body(h, x):
        h = jnp.tanh(h @ w + x)
        return h, h.sum()
    return jax.lax.scan(body, h, xs)


def ckpt_step(w, x):
    @jax.checkpoint
    def block(w, x):
        return jnp.sin(jnp.tanh(x @ w) @ w.T)
    def loss(w):
        h = x
        for _ in range(3):
            h = block(w, h)
        return (h ** 2).sum()
    return jax.grad(loss)(w)


def sharded(w, x):
    h = jnp.tanh(x @ w)
    return (h @ w.T).sum(axis=1)


write('locmlp', jax.jit(mlp_step).lower([jnp.ones((64, 256)), jnp.ones((256, 10))], jnp.ones((32, 64)), jnp.ones((32, 10))))
write('locscan', jax.jit(rnn).lower(jnp.ones((8, 64)), jnp.ones((16, 8, 64)), jnp.ones((64, 64))))
write('locremat', jax.jit(ckpt_step).lower(jnp.ones((128, 128)), jnp.ones((32, 128))))
mesh = Mesh(jax.devices()[:8], ('d',))
xs = NamedSharding(mesh, P('d', None))
ws = NamedSharding(mesh, P(None, None))
write('locshard', jax.jit(sharded, in_shardings=(ws, xs), out_shardings=NamedSharding(mesh, P('d'))).lower(jnp.ones((128, 256)), jnp.ones((64, 128))))
