# A Mamba-style selective state-space layer trained by SGD: input-dependent step size (softplus), B and C projections from the input, a diagonal A [256,16] discretized per step (exp(dt*A)), the recurrence h = dA*h + dB*x run by lax.scan over 128 steps of a [8,256,16] state, gated by SiLU, output projection, squared loss; gradients through the scan.
import jax, jax.numpy as jnp, ref
def layer(p, x):                                         # x: [8,128,256]
    dt = jax.nn.softplus(x @ p['wdt'])                   # [8,128,256]
    B = x @ p['wb']                                      # [8,128,16]
    C = x @ p['wc']
    A = -jnp.exp(p['alog'])                              # [256,16]
    def step(h, inp):
        dt_t, b_t, c_t, x_t = inp                        # [8,256] [8,16] [8,16] [8,256]
        h = jnp.exp(dt_t[..., None] * A) * h + (dt_t * x_t)[..., None] * b_t[:, None, :]
        return h, jnp.einsum('bdn,bn->bd', h, c_t)
    tm = lambda a: jnp.swapaxes(a, 0, 1)
    _, y = jax.lax.scan(step, jnp.zeros((8, 256, 16)), (tm(dt), tm(B), tm(C), tm(x)))
    y = tm(y) * jax.nn.silu(x @ p['wg'])
    return y @ p['wo']
def loss(p, x):
    return jnp.mean((layer(p, x) - x) ** 2)
@ref.jit()
def mamba_scan(p, x):
    l, g = jax.value_and_grad(loss)(p, x)
    return jax.tree.map(lambda a, b: a - 1e-2 * b, p, g), l
p = {'wdt': ref.spec(256, 256), 'wb': ref.spec(256, 16), 'wc': ref.spec(256, 16), 'alog': ref.spec(256, 16),
     'wg': ref.spec(256, 256), 'wo': ref.spec(256, 256)}
ref.compile(mamba_scan, p, ref.spec(8, 128, 256), extra=('-',))
