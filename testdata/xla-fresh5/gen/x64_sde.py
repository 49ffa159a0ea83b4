# A scientific float64 program under jax.config jax_enable_x64: an Euler-Maruyama simulation of 512 paths of a 64-dimensional Ornstein-Uhlenbeck SDE with a learned drift matrix [64,64] over 256 steps by lax.scan, the Brownian increments drawn per step by jax.random.normal in float64 (chlo.erf_inv on f64 in the StableHLO text), int64 step counters, a terminal-value loss and the drift's gradient through the scan.
import jax
jax.config.update('jax_enable_x64', True)
import jax.numpy as jnp, ref
def loss(a, x0, key):
    dt = 1.0 / 256
    def step(x, k):
        i, k = k
        dw = jax.random.normal(k, x.shape, jnp.float64) * jnp.sqrt(dt)
        x = x - dt * x @ a + 0.1 * dw + 1e-6 * i.astype(jnp.float64)
        return x, jnp.mean(x ** 2)
    keys = jax.random.split(key, 256)
    x, m = jax.lax.scan(step, x0, (jnp.arange(256, dtype=jnp.int64), keys))
    return jnp.mean(x ** 2) + 0.01 * m.sum()
@ref.jit()
def x64_sde(a, x0, key):
    return jax.value_and_grad(loss)(a, x0, key)
ref.compile(x64_sde, ref.spec(64, 64, dtype='float64'), ref.spec(512, 64, dtype='float64'), jax.ShapeDtypeStruct((2,), jnp.uint32), extra=('-',))
