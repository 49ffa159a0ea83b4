"""gru.py: a GRU training step over a long lax.scan, three ways (reference only).

    cd testdata/xla-scan && python3 gen/gru.py

A GRU of hidden size H=256 over T=128 steps of a batch of 64 (inputs of
64 features), loss on the final state, one SGD step. Its forward scan
stacks its residuals for the backward scan: each is f32[128,64,256],
8 MiB, and together they dominate the step's memory. Three variants, as a
JAX user would write them:

  plain    lax.scan(cell, ...)
  ckpt     lax.scan(jax.checkpoint(cell), ...): the forward keeps only the
           carries (T of them); the backward recomputes each step
  nested   an outer lax.scan over T/K chunks of an inner lax.scan of K=16
           steps, the chunk function under jax.checkpoint: the forward
           keeps T/K carries, the backward recomputes one chunk at a time
           (the sqrt(T) schedule; 16 is the divisor of 128 nearest
           sqrt(128) = 11.3)

For each it writes NAME.lowered.hlo (jit(step).lower(...).as_text(), the
module JAX hands XLA) and NAME.opt.hlo (XLA:CPU's module after its
optimizations, from --xla_dump_to), and reference.tsv: XLA:CPU's
memory_analysis() of each, compiled by jax under its default scheduler and
under the memory-optimized one (--xla_cpu_scheduler_type=
CPU_SCHEDULER_TYPE_MEMORY_OPTIMIZED), one process per setting since
XLA_FLAGS is read once, with a sha256 of the outputs on fixed inputs (the
three variants compute the same step; their bits may differ by rounding).
"""
import glob
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile

T, B, D, H, K = 128, 64, 64, 256, 16
MEMOPT = '--xla_cpu_scheduler_type=CPU_SCHEDULER_TYPE_MEMORY_OPTIMIZED'
VARIANTS = ('plain', 'ckpt', 'nested')


def build(variant):
    import jax
    import jax.numpy as jnp

    def cell(p, h, x):
        z = jax.nn.sigmoid(x @ p['wz'] + h @ p['uz'])
        r = jax.nn.sigmoid(x @ p['wr'] + h @ p['ur'])
        c = jnp.tanh(x @ p['wh'] + (r * h) @ p['uh'])
        h = (1 - z) * h + z * c
        return h, None

    def loss(p, xs):
        h0 = jnp.zeros((B, H), jnp.float32)
        f = lambda h, x: cell(p, h, x)
        if variant == 'plain':
            h, _ = jax.lax.scan(f, h0, xs)
        elif variant == 'ckpt':
            h, _ = jax.lax.scan(jax.checkpoint(f), h0, xs)
        else:
            def chunk(h, xc):
                return jax.lax.scan(f, h, xc)[0], None
            h, _ = jax.lax.scan(jax.checkpoint(chunk), h0, xs.reshape(T // K, K, B, D))
        return jnp.mean(h * h)

    def step(p, xs):
        g = jax.grad(loss)(p, xs)
        return jax.tree_util.tree_map(lambda a, d: a - 0.01 * d, p, g)

    key = jax.random.PRNGKey(0)
    p = {}
    for i, n in enumerate(('wz', 'wr', 'wh', 'uz', 'ur', 'uh')):
        p[n] = jax.random.normal(jax.random.fold_in(key, i), (D if n[0] == 'w' else H, H), jnp.float32) * 0.1
    xs = jax.random.normal(jax.random.fold_in(key, 9), (T, B, D), jnp.float32)
    return jax.jit(step), p, xs


def one(variant, out):
    """Runs in a child process: XLA_FLAGS is set by the parent."""
    import jax
    import numpy as np
    f, p, xs = build(variant)
    low = f.lower(p, xs)
    comp = low.compile()
    ma = comp.memory_analysis()
    res = {k: int(getattr(ma, k + '_size_in_bytes')) for k in ('argument', 'output', 'alias', 'temp')}
    res['total'] = res['argument'] + res['output'] + res['temp'] - res['alias']
    leaves = jax.tree_util.tree_leaves(comp(p, xs))
    res['outputs'] = hashlib.sha256(b''.join(np.asarray(o).tobytes() for o in leaves)).hexdigest()[:16]
    if out:
        with open(out, 'w') as fh:
            fh.write(low.as_text(dialect='hlo', debug_info=True))
    print(json.dumps(res))


def main():
    rows = []
    for v in VARIANTS:
        for setting, flags in (('default', ''), ('memopt', MEMOPT)):
            dump = tempfile.mkdtemp()
            env = dict(os.environ, XLA_FLAGS=(flags + ' --xla_dump_to=%s --xla_dump_hlo_as_text' % dump).strip())
            out = v + '.lowered.hlo' if setting == 'default' else ''
            r = subprocess.run([sys.executable, __file__, '--one', v, out], env=env, capture_output=True, text=True, check=True)
            res = json.loads([l for l in r.stdout.split('\n') if l.startswith('{')][-1])
            if setting == 'default':
                opt = [f for f in glob.glob(os.path.join(dump, '*jit_step*after_optimizations.txt'))]
                shutil.copy(sorted(opt)[0], v + '.opt.hlo')
            shutil.rmtree(dump)
            rows.append([v, setting] + [str(res[k]) for k in ('argument', 'output', 'alias', 'temp', 'total')] + [res['outputs']])
    with open('reference.tsv', 'w') as fh:
        fh.write('variant\tsetting\targument\toutput\talias\ttemp\ttotal\toutputs\n')
        for row in rows:
            fh.write('\t'.join(row) + '\n')


if __name__ == '__main__':
    if len(sys.argv) > 1 and sys.argv[1] == '--one':
        one(sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else '')
    else:
        main()
