# Causal self-attention and layer norm (B 4, T 128, D 256, 8 heads), forward only.
import jax, jax.numpy as jnp
B,T,D,H=4,128,256,8
@jax.jit
def attention(x,wq,wk,wv,wo):
    q=(x@wq).reshape(B,T,H,D//H); k=(x@wk).reshape(B,T,H,D//H); v=(x@wv).reshape(B,T,H,D//H)
    s=jnp.einsum('bthd,bshd->bhts',q,k)/jnp.sqrt(D//H)
    s=jnp.where(jnp.tril(jnp.ones((T,T),bool)),s,-1e9)
    a=jax.nn.softmax(s,-1)
    o=jnp.einsum('bhts,bshd->bthd',a,v).reshape(B,T,D)@wo
    o=o+x
    m=o.mean(-1,keepdims=True); va=((o-m)**2).mean(-1,keepdims=True)
    return (o-m)/jnp.sqrt(va+1e-5)
k=jax.random.PRNGKey(1); ws=[jax.random.normal(jax.random.fold_in(k,i),(D,D))*0.05 for i in range(4)]
x=jax.random.normal(k,(B,T,D)); print(float(attention(x,*ws).sum()))
