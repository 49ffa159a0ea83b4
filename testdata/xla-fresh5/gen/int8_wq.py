# Int8 weight-only quantized inference of a 4-layer MLP block: activations [1024,2048] f32 quantized per row to int8 (absmax scale, round, clip), int8 weights [2048,2048] with per-column f32 scales, lax.dot_general with preferred_element_type=int32, the int32 accumulator dequantized by both scales, SiLU, residual; inference only.
import jax, jax.numpy as jnp, ref
def qmm(x, wq, ws):
    s = jnp.max(jnp.abs(x), -1, keepdims=True) / 127 + 1e-8
    xq = jnp.clip(jnp.round(x / s), -127, 127).astype(jnp.int8)
    acc = jax.lax.dot_general(xq, wq, (((1,), (0,)), ((), ())), preferred_element_type=jnp.int32)
    return acc.astype(jnp.float32) * s * ws
@ref.jit()
def int8_wq(ws, ss, x):
    for wq, s in zip(ws, ss):
        x = x + jax.nn.silu(qmm(x, wq, s))
    return x
ws = [ref.spec(2048, 2048, dtype='int8') for _ in range(4)]
ss = [ref.spec(2048) for _ in range(4)]
ref.compile(int8_wq, ws, ss, ref.spec(1024, 2048), extra=('-',))
