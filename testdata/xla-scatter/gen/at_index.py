# The one-index writes JAX users write with x.at[...]: each lowers to a
# scatter whose indices name one place (trip count 1), which XLA:CPU's
# ScatterExpander (kEliminateSimpleScatters) turns into a
# dynamic-update-slice. One jitted function per form.
import jax, jax.numpy as jnp, ref

@ref.jit()
def at_set(a, y):  # a constant index, overwriting
    return a.at[3].set(jnp.tanh(y))

@ref.jit()
def at_zeros(y):  # a constant index into zeros: a pad
    return jnp.zeros((8, 64, 512), jnp.float32).at[2].set(jnp.tanh(y))

@ref.jit()
def at_traced(a, y, i):  # a traced index: the index check stays
    return a.at[i].set(jnp.tanh(y))

@ref.jit()
def at_add(a, y):  # a constant index, adding
    return a.at[3].add(jnp.tanh(y))

a, y, i = ref.spec(8, 64, 512), ref.spec(64, 512), ref.spec(dtype='int32')
ref.compile(at_set, a, y)
ref.compile(at_zeros, y)
ref.compile(at_traced, a, y, i)
ref.compile(at_add, a, y)
