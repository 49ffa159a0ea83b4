# lax.scan over 8 stacked residual layers whose weights [8,1024,1024] are split 8 ways on their input dimension (GSPMD, FSDP style: each step all-gathers one layer), batch split 8 ways, training step with donated weights.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('gspmd')
m = sref.mesh((8,), ('fsdp',))
def loss(w, x):
    x, _ = jax.lax.scan(lambda x, wi: (x + jnp.tanh(x @ wi), None), x, w)
    return jnp.mean(x ** 2)
ws = sref.sharding(m, None, 'fsdp', None)
@sref.jit(donate_argnums=(0,), out_shardings=(ws, sref.sharding(m)))
def scan_layers(w, x):
    l, g = jax.value_and_grad(loss)(w, x)
    return w - 0.01 * g, l
sref.compile(scan_layers, sref.spec(m, P(None, 'fsdp', None), 8, 1024, 1024), sref.spec(m, P('fsdp', None), 512, 1024))
