"""Programs written as a JAX user writes them, lowered twice: NAME.stablehlo.mlir
is lowered.as_text() (StableHLO, what a user holds by default) and
NAME.astext.hlo is as_text(dialect="hlo"). TestStableHLOAsHLO plans both
and holds their figures equal. Reference data only (jax/jaxlib 0.10.2,
XLA:CPU, 8 host devices for the two sharded programs); run from this
folder's parent: cd testdata/stablehlo && python3 gen/users.py
"""
import os
os.environ["XLA_FLAGS"]="--xla_force_host_platform_device_count=8"
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
progs = {}


def write(name, lowered):
    open(name + '.stablehlo.mlir', 'w').write(lowered.as_text())
    open(name + '.astext.hlo', 'w').write(lowered.as_text(dialect='hlo'))


def dropout(key, x):
    k1, k2 = jax.random.split(key)
    m = jax.random.bernoulli(k1, 0.9, x.shape)
    return jnp.where(m, x / 0.9, 0) + jax.random.normal(k2, x.shape)
progs['dropout'] = (dropout, (jax.random.PRNGKey(0), jnp.ones((64, 128))))
def rbg(x):
    k = jax.random.key(0, impl='rbg')
    return x + jax.random.uniform(k, x.shape)
progs['rbg'] = (rbg, (jnp.ones((64, 128)),))
def sortk(x):
    v, i = jax.lax.top_k(x, 5)
    return jnp.sort(x, axis=-1), v, i, jnp.argsort(x)
progs['sortk'] = (sortk, (jnp.ones((32, 100)),))
def cumul(x):
    return jnp.cumsum(x, 0), jax.lax.associative_scan(jnp.add, x), jax.nn.logsumexp(x, -1), jax.scipy.special.erf(x), jnp.linalg.norm(x)
progs['cumul'] = (cumul, (jnp.ones((128, 64)),))
def cond(p, x):
    return jax.lax.cond(p > 0, lambda x: jnp.sin(x) @ x.T, lambda x: jnp.cos(x) @ x.T, x)
progs['cond'] = (cond, (1.0, jnp.ones((64, 64))))
def lin(a, b):
    q, r = jnp.linalg.qr(a)
    return jnp.linalg.solve(a, b), q, r, jnp.linalg.inv(a)
progs['lin'] = (lin, (jnp.eye(32)+0.1, jnp.ones((32, 4))))
def conv(x, w):
    y = jax.lax.conv_general_dilated(x, w, (1,1), 'SAME', dimension_numbers=('NHWC','HWIO','NHWC'))
    return jax.nn.relu(y).mean(), jax.lax.reduce_window(y, -jnp.inf, jax.lax.max, (1,2,2,1), (1,2,2,1), 'VALID')
progs['conv'] = (conv, (jnp.ones((4, 16, 16, 3)), jnp.ones((3, 3, 3, 8))))
def train(w, x):
    def loss(w):
        h = jnp.tanh(x @ w[0]); return ((h @ w[1]) ** 2).mean()
    g = jax.grad(loss)(w)
    return jax.tree.map(lambda a, b: a - 0.1 * b, w, g)
progs['train'] = (train, ([jnp.ones((128, 256)), jnp.ones((256, 10))], jnp.ones((32, 128))))
def scanf(h, xs):
    def body(h, x):
        h = jnp.tanh(h @ jnp.ones((64, 64)) + x); return h, h.sum()
    return jax.lax.scan(body, h, xs)
progs['scan'] = (scanf, (jnp.ones((8, 64)), jnp.ones((20, 8, 64))))
def gather(t, i):
    return t[i].sum(0), jnp.zeros((100, 16)).at[i].add(1.0)
progs['gather'] = (gather, (jnp.ones((100, 16)), jnp.arange(10)))
def ints(x):
    y = (x.astype(jnp.int8) * 3).astype(jnp.int32)
    return y >> 1, jnp.bitwise_and(y, 7), x.astype(jnp.bfloat16).astype(jnp.float16), x.astype(jnp.uint8)
progs['ints'] = (ints, (jnp.ones((16, 16)),))
for name, (f, args) in progs.items():
    try:
        l = jax.jit(f).lower(*args)
        write(name, l)
    except Exception as e:
        print(name, 'FAILED', e)
# sharded
mesh = Mesh(np.array(jax.devices()).reshape(4, 2), ('d', 'm'))
def mlp(w1, w2, x):
    h = jax.nn.relu(x @ w1)
    h = jax.lax.with_sharding_constraint(h, NamedSharding(mesh, P('d', 'm')))
    return jax.grad(lambda w2: ((h @ w2) ** 2).mean())(w2)
w1 = jax.device_put(jnp.ones((256, 512)), NamedSharding(mesh, P(None, 'm')))
w2 = jax.device_put(jnp.ones((512, 128)), NamedSharding(mesh, P('m', None)))
x = jax.device_put(jnp.ones((64, 256)), NamedSharding(mesh, P('d', None)))
l = jax.jit(mlp).lower(w1, w2, x)
write('shard', l)
from jax.experimental.shard_map import shard_map
def sm(x):
    return shard_map(lambda a: jax.lax.psum(a @ a.T, 'm'), mesh=mesh, in_specs=P('d', 'm'), out_specs=P('d', None))(x)
l = jax.jit(sm).lower(jax.device_put(jnp.ones((64, 64)), NamedSharding(mesh, P('d', 'm'))))
write('shardmap', l)
