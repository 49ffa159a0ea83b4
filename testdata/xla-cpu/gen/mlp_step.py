# MLP 256-512-256 SGD step, batch 64 (parameters not donated).
import jax, jax.numpy as jnp
def init(k):
    k1,k2,k3=jax.random.split(k,3)
    return {'w1':jax.random.normal(k1,(256,512))*0.05,'b1':jnp.zeros(512),
            'w2':jax.random.normal(k2,(512,256))*0.05,'b2':jnp.zeros(256)}
def loss(p,x,y):
    h=jax.nn.relu(x@p['w1']+p['b1']); o=h@p['w2']+p['b2']
    return jnp.mean((o-y)**2)
@jax.jit
def mlp_step(p,x,y):
    l,g=jax.value_and_grad(loss)(p,x,y)
    return jax.tree_util.tree_map(lambda a,b:a-0.01*b,p,g),l
p=init(jax.random.PRNGKey(0)); x=jnp.ones((64,256)); y=jnp.ones((64,256))
p,l=mlp_step(p,x,y); print(float(l))
