# lax.scan of 10 tanh(h@W+x) steps (a while loop), forward only.
import jax, jax.numpy as jnp
@jax.jit
def scan(w,h,xs):
    def body(h,x):
        h=jnp.tanh(h@w+x); return h,h.sum(-1)
    h,ys=jax.lax.scan(body,h,xs)
    return h,ys
w=jnp.eye(256)*0.5; h=jnp.ones((32,256)); xs=jnp.ones((10,32,256))
h,ys=scan(w,h,xs); print(float(ys.sum()))
