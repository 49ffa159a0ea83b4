# Quantized inference layer: per-row dynamic int8 quantization of activations, int8 x int8 matmul accumulated in int32, dequantized by activation and per-channel weight scales, bias and ReLU, then a second int8 layer.
import jax, jax.numpy as jnp, ref
def quant(x):
    s = jnp.max(jnp.abs(x), -1, keepdims=True) / 127 + 1e-8
    return jnp.clip(jnp.round(x / s), -127, 127).astype(jnp.int8), s
def layer(x, wq, ws, b):
    xq, xs = quant(x)
    acc = jax.lax.dot_general(xq, wq, (((1,), (0,)), ((), ())), preferred_element_type=jnp.int32)
    return jax.nn.relu(acc.astype(jnp.float32) * xs * ws + b)
@ref.jit()
def int8_matmul(x, w1, s1, b1, w2, s2, b2):
    return layer(layer(x, w1, s1, b1), w2, s2, b2)
ref.compile(int8_matmul, ref.spec(512, 1024), ref.spec(1024, 2048, dtype='int8'), ref.spec(2048), ref.spec(2048),
            ref.spec(2048, 512, dtype='int8'), ref.spec(512), ref.spec(512))
