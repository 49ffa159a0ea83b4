# A bf16 transformer training step on a 2x4 (fsdp, tp) mesh of 8 XLA:CPU devices: 4 scanned,
# rematerialized layers (Megatron-split attention and MLP, weights also split over fsdp), an
# embedding table split over both axes looked up by batch-split token ids, tied output logits,
# cross-entropy. Writes XLA's dumps to DIR and prints memory_analysis() per device:
#   python3 transformer.py gspmd|shardy DIR [passes]
# then copy DIR/*jit_step.before_optimizations.txt to ../transformer_MODE.lowered.hlo and the
# printed figures to ../transformer.tsv, and list XLA's collectives:
#   python3 ../../../testdata/xla-spmd/gen/collectives.py DIR/*jit_step.cpu_after_optimizations.txt \
#     > ../transformer_MODE.collectives
# With "passes" XLA also dumps the module after sharding propagation and after the SPMD
# partitioner (--xla_dump_hlo_pass_re=spmd|sharding), to compare with `planner partition`.
import os, sys
mode = sys.argv[1]
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8 --xla_dump_to=" + sys.argv[2] + " --xla_dump_hlo_as_text --xla_dump_hlo_module_re=jit_step" + (
    " --xla_dump_hlo_pass_re=spmd|sharding" if sys.argv[3:] == ["passes"] else "")
import jax, jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P
jax.config.update("jax_use_shardy_partitioner", mode == "shardy")
mesh = jax.make_mesh((2, 4), ("fsdp", "tp"), axis_types=(jax.sharding.AxisType.Auto,)*2)
S = lambda *s: NamedSharding(mesh, P(*s))
L, D, F, H, B, T, V = 4, 512, 2048, 8, 8, 128, 4096
dt = jnp.bfloat16
def layer(x, p):
    wq, wk, wv, wo, w1, w2 = p
    h = (x / jnp.sqrt(jnp.mean(jnp.square(x.astype(jnp.float32)), -1, keepdims=True) + 1e-6)).astype(dt)
    q = jnp.einsum('btd,dhk->bthk', h, wq); k = jnp.einsum('btd,dhk->bthk', h, wk); v = jnp.einsum('btd,dhk->bthk', h, wv)
    a = jax.nn.softmax(jnp.einsum('bthk,bshk->bhts', q, k).astype(jnp.float32) / 8.0, -1).astype(dt)
    o = jnp.einsum('bhts,bshk->bthk', a, v)
    x = x + jnp.einsum('bthk,hkd->btd', o, wo)
    h = (x / jnp.sqrt(jnp.mean(jnp.square(x.astype(jnp.float32)), -1, keepdims=True) + 1e-6)).astype(dt)
    x = x + jax.nn.gelu(h @ w1) @ w2
    return jax.lax.with_sharding_constraint(x, S("fsdp", None, None)), None
def loss(params, emb, ids, y):
    x = emb[ids]
    x, _ = jax.lax.scan(jax.checkpoint(layer), x, params)
    logits = (x @ emb.T).astype(jnp.float32)
    return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), y[..., None], -1))
@jax.jit
def step(params, emb, ids, y):
    l, (g, ge) = jax.value_and_grad(loss, (0, 1))(params, emb, ids, y)
    return [p - (1e-3 * q).astype(dt) for p, q in zip(params, g)], emb - (1e-3 * ge).astype(dt), l
specs = [(S(None, "fsdp", "tp", None), (L, D, H, D // H))] * 3 + [(S(None, "tp", None, "fsdp"), (L, H, D // H, D)), (S(None, "fsdp", "tp"), (L, D, F)), (S(None, "tp", "fsdp"), (L, F, D))]
params = [jax.device_put(jnp.ones(s, dt), sh) for sh, s in specs]
emb = jax.device_put(jnp.ones((V, D), dt), S("tp", "fsdp"))
ids = jax.device_put(jnp.zeros((B, T), jnp.int32), S("fsdp", None))
c = step.lower(params, emb, ids, ids).compile()
m = c.memory_analysis()
print(mode, m.argument_size_in_bytes, m.output_size_in_bytes, m.alias_size_in_bytes, m.temp_size_in_bytes)
