# A data-parallel gradient kept on one axis of a 2x4 mesh (GSPMD): batch [512,1024] split 8 ways over ('a','b'), the weight [1024,1024] and its gradient split 2 ways over 'a' only, so the gradient is reduced over the whole mesh and kept split over 'a' only (replicated over 'b'); XLA writes its groups on three-axis meshes with a unit axis.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('gspmd')
m = sref.mesh((2, 4), ('a', 'b'))
ws = sref.sharding(m, 'a', None)
def loss(w, x):
    return jnp.mean(jnp.tanh(x @ w) ** 2)
@sref.jit(donate_argnums=(0,), out_shardings=(ws, sref.sharding(m)))
def grad_on_a(w, x):
    l, g = jax.value_and_grad(loss)(w, x)
    return w - 0.01 * g, l
sref.compile(grad_on_a, sref.spec(m, P('a', None), 1024, 1024), sref.spec(m, P(('a', 'b'), None), 512, 1024))
