# Nested scans: an outer lax.scan over 6 chunks of an inner lax.scan of 16 GRU-like steps each (state carried across), value and gradient of the final state's loss.
import jax, jax.numpy as jnp, ref
def cell(p, h, x):
    z = jax.nn.sigmoid(x @ p['wz'] + h @ p['uz'])
    c = jnp.tanh(x @ p['wh'] + (h * z) @ p['uh'])
    return (1 - z) * h + z * c
def run(p, h, xs):
    def chunk(h, xc):
        h, _ = jax.lax.scan(lambda h, x: (cell(p, h, x), None), h, xc)
        return h, h.sum()
    h, sums = jax.lax.scan(chunk, h, xs)
    return jnp.mean(h ** 2) + 1e-3 * sums.sum()
@ref.jit()
def nested_scan(p, h, xs):
    return jax.value_and_grad(run)(p, h, xs)
p = {k: ref.spec(128, 256) if k[0] == 'w' else ref.spec(256, 256) for k in ('wz', 'uz', 'wh', 'uh')}
ref.compile(nested_scan, p, ref.spec(32, 256), ref.spec(6, 16, 32, 128))
