# Mixed precision MLP step: float32 master weights cast to bfloat16 for the forward and backward matmuls, loss in float32, gradients cast back, SGD on the masters (donated).
import jax, jax.numpy as jnp, ref
def loss(p, x, y):
    h = x.astype(jnp.bfloat16)
    for i, w in enumerate(p):
        h = h @ w.astype(jnp.bfloat16)
        if i < len(p) - 1: h = jax.nn.gelu(h)
    return jnp.mean((h.astype(jnp.float32) - y) ** 2)
@ref.jit(donate_argnums=(0,))
def bf16_mlp(p, x, y):
    l, g = jax.value_and_grad(loss)(p, x, y)
    return [a - 1e-2 * b.astype(jnp.float32) for a, b in zip(p, g)], l
p = [ref.spec(512, 2048), ref.spec(2048, 2048), ref.spec(2048, 512)]
ref.compile(bf16_mlp, p, ref.spec(256, 512), ref.spec(256, 512))
