"""tupletables.py [OUT_DIR]: a small step whose order is held by
opt-barriers, compiled by XLA:CPU with the barriers kept, for the tuple
tables of XLA's temp allocation (reference only; docs/remat.md, "Tuple
tables and XLA's heap clock").

The step is a residual MLP of 6 layers of different widths whose
forward activations are passed through jax.lax.optimization_barrier in
pairs, as the planner's pinned modules carry a value and the previous
one, and its gradient. It is lowered by jax, compiled by jaxlib's XLA:CPU
with XLA_FLAGS=--xla_disable_hlo_passes=cse_barrier_expander,cse (the
flags the planner recommends for a pinned module: the barriers reach
buffer assignment) through xlarun.py, and writes to OUT_DIR (default
ref/):

  tuples.lowered.hlo             the module JAX hands XLA
  tuples.after-optimizations.hlo XLA's optimized, scheduled module
  tuples.tsv                     memory_analysis() of the compile:
                                 argument, output, temp, total

Each tuple an opt-barrier reads (and the barrier's result) is a buffer
of its own in XLA's buffer assignment, outside the heap simulator
(buffer_assignment.cc, AssignSingleHloBuffer), 16 or 24 bytes at 64
bytes each in the temp allocation (CombineTempAllocations).
"""
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
WIDTHS = [256, 512, 384, 512, 256, 640, 256]
BATCH = 128


def lowered():
    import jax
    import jax.numpy as jnp

    def loss(params, x):
        h = x
        prev = x
        for w in params:
            y = jnp.tanh(h @ w)
            if y.shape == h.shape:
                y = y + h
            # a value and the one before it through one barrier, as Pin
            # writes the order of a fit
            y, prev = jax.lax.optimization_barrier((y, prev))
            prev, h = h, y
        return jnp.sum(h * h)

    def step(params, x):
        g = jax.grad(loss)(params, x)
        return [w - 0.01 * gw for w, gw in zip(params, g)]

    params = [jax.ShapeDtypeStruct((a, b), jnp.float32) for a, b in zip(WIDTHS, WIDTHS[1:])]
    x = jax.ShapeDtypeStruct((BATCH, WIDTHS[0]), jnp.float32)
    return jax.jit(step).lower(params, x).as_text(dialect='hlo')


def main(args):
    out = args[0] if args else os.path.join(HERE, '..', 'ref')
    src = os.path.join(out, 'tuples.lowered.hlo')
    with open(src, 'w') as f:
        f.write(lowered())
    dump = tempfile.mkdtemp()
    env = dict(os.environ, XLA_FLAGS='--xla_dump_to=%s --xla_dump_hlo_as_text '
               '--xla_disable_hlo_passes=cse_barrier_expander,cse' % dump)
    r = subprocess.run([sys.executable, os.path.join(HERE, 'xlarun.py'), src],
                       env=env, capture_output=True, text=True, check=True)
    m = json.loads(r.stdout.strip().splitlines()[-1])
    opt = glob.glob(os.path.join(dump, '*jit_step.cpu_after_optimizations.txt'))[0]
    shutil.copy(opt, os.path.join(out, 'tuples.after-optimizations.hlo'))
    with open(os.path.join(out, 'tuples.tsv'), 'w') as f:
        f.write('argument\toutput\ttemp\ttotal\n')
        f.write('%d\t%d\t%d\t%d\n' % (m['argument'], m['output'], m['temp'], m['total']))
    print(json.dumps({k: m[k] for k in ('argument', 'output', 'temp', 'total')}))
    shutil.rmtree(dump)


if __name__ == '__main__':
    main(sys.argv[1:])
