"""remat_cse.py: two small jax.checkpoint steps and XLA:CPU's totals of
each under its default scheduler and the memory-optimized one
(reference data for TestXLASchedulersRematCSE).

    python3 remat_cse.py

writes, next to this script:

    remat_all.lowered.hlo     4 residual blocks under jax.checkpoint
                              (nothing saved: the backward pass
                              recomputes every block)
    remat_policy.lowered.hlo  the same blocks under
                              save_only_these_names('proj'): the first
                              projection saved, the rest recomputed
    remat_cse.tsv             step, default, memopt, temp_default,
                              temp_memopt: memory_analysis() totals
                              (argument+output+temp-alias) as xlarun.py
                              reports them

Each setting is one xlarun.py --serve process (XLA_FLAGS is read once
per process), as in gen.py. The two steps tell XLA:CPU's CSE apart:
its defaults expand the barriers (cse_barrier_expander) with no CSE
until the one after fusion, which merges the recomputation back only
where it fused the same as the forward pass (remat_all); under a
policy the forward pass fuses tanh(gelu(u)) whole into the loop fusion
its dot reads, the recomputation into two, and both stay
(remat_policy).

Python is reference data only: the Go test reads the committed files.
"""
import json
import os
import subprocess
import sys

import jax
import jax.numpy as jnp
from jax.ad_checkpoint import checkpoint_name

HERE = os.path.dirname(os.path.abspath(__file__))
XLARUN = os.path.join(HERE, '..', 'gen', 'xlarun.py')
SETTINGS = [('default', ''),
            ('memopt', '--xla_cpu_scheduler_type=CPU_SCHEDULER_TYPE_MEMORY_OPTIMIZED')]
BLOCKS, N, D, H = 4, 256, 128, 256


def loss_of(policy):
    def block(h, w1, w2):
        u = checkpoint_name(h @ w1, 'proj')
        return h + jnp.tanh(jax.nn.gelu(u)) @ w2
    if policy:
        blk = jax.checkpoint(block, policy=jax.checkpoint_policies.save_only_these_names('proj'))
    else:
        blk = jax.checkpoint(block)

    def loss(ws, x):
        h = x
        for w1, w2 in ws:
            h = blk(h, w1, w2)
        return jnp.mean(h * h)
    return loss


def lowered(policy):
    k = jax.random.PRNGKey(7)
    ws = [(jax.random.normal(jax.random.fold_in(k, 2 * i), (D, H)) * 0.1,
           jax.random.normal(jax.random.fold_in(k, 2 * i + 1), (H, D)) * 0.1) for i in range(BLOCKS)]
    x = jax.random.normal(jax.random.fold_in(k, 99), (N, D))
    loss = loss_of(policy)

    def step(ws, x):
        g = jax.grad(loss)(ws, x)
        return jax.tree_util.tree_map(lambda p, d: p - 0.01 * d, ws, g)
    return jax.jit(step).lower(ws, x).as_text(dialect='hlo', debug_info=True)


def main():
    steps = []
    for name, policy in (('remat_all', False), ('remat_policy', True)):
        path = os.path.join(HERE, name + '.lowered.hlo')
        with open(path, 'w') as f:
            f.write(lowered(policy))
        steps.append((name, path))
    res = {}
    for setting, flags in SETTINGS:
        env = dict(os.environ, XLA_FLAGS=flags)
        p = subprocess.Popen([sys.executable, XLARUN, '--serve'], env=env,
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        for name, path in steps:
            p.stdin.write(path + '\t0\t\n')
            p.stdin.flush()
            while True:
                line = p.stdout.readline()
                if not line:
                    sys.exit('remat_cse.py: xlarun.py ended on ' + path)
                if line.startswith('{'):
                    r = json.loads(line)
                    break
            if 'error' in r:
                sys.exit('remat_cse.py: %s: %s' % (path, r['error']))
            res[(name, setting)] = r
        p.stdin.close()
        p.wait()
    with open(os.path.join(HERE, 'remat_cse.tsv'), 'w') as f:
        f.write('step\tdefault\tmemopt\ttemp_default\ttemp_memopt\n')
        for name, _ in steps:
            a, b = res[(name, 'default')], res[(name, 'memopt')]
            f.write('\t'.join([name, str(a['total']), str(b['total']), str(a['temp']), str(b['temp'])]) + '\n')


if __name__ == '__main__':
    main()
