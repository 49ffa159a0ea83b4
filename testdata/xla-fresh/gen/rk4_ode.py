# A neural ODE integrated by classic RK4 in lax.fori_loop: the vector field is a two-layer tanh MLP (512 -> 2048 -> 512) on a state [1024,512], 32 steps of size 1/32, four stage evaluations per step combined as (k1 + 2k2 + 2k3 + k4)/6; inference only.
import jax, jax.numpy as jnp, ref
def field(p, y):
    return jnp.tanh(y @ p['w1'] + p['b1']) @ p['w2']
@ref.jit()
def rk4_ode(p, y0):
    h = 1.0 / 32
    def step(i, y):
        k1 = field(p, y)
        k2 = field(p, y + h / 2 * k1)
        k3 = field(p, y + h / 2 * k2)
        k4 = field(p, y + h * k3)
        return y + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
    return jax.lax.fori_loop(0, 32, step, y0)
p = {'w1': ref.spec(512, 2048), 'b1': ref.spec(2048), 'w2': ref.spec(2048, 512)}
ref.compile(rk4_ode, p, ref.spec(1024, 512), extra=('-',))
