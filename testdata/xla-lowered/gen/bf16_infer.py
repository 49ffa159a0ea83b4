# Weight-only int8 inference of a two-layer MLP in bfloat16: int8 weights dequantized to bfloat16 by per-channel scales, bfloat16 activations, matmuls accumulated in float32 (preferred_element_type=float32), bias and GELU in float32, cast back to bfloat16 between layers.
import jax, jax.numpy as jnp, ref
def layer(x, wq, s, b):
    w = wq.astype(jnp.bfloat16) * s.astype(jnp.bfloat16)
    y = jax.lax.dot_general(x, w, (((1,), (0,)), ((), ())), preferred_element_type=jnp.float32)
    return jax.nn.gelu(y + b)
@ref.jit()
def bf16_infer(x, w1, s1, b1, w2, s2, b2):
    h = layer(x, w1, s1, b1).astype(jnp.bfloat16)
    return layer(h, w2, s2, b2)
ref.compile(bf16_infer, ref.spec(512, 1024, dtype='bfloat16'), ref.spec(1024, 4096, dtype='int8'), ref.spec(4096),
            ref.spec(4096), ref.spec(4096, 1024, dtype='int8'), ref.spec(1024), ref.spec(1024))
