"""widen.py: two small modules where the planner's model of XLA:CPU
departed from XLA (reference only; docs/remat.md, "Two departures
behind heldout2's misses").

Writes widen/logits.lowered.hlo: bf16 logits x @ w (JAX's bf16 dot, which
XLA:CPU computes in f32 and rounds to bf16), the last position sliced off,
converted to f32 and reduced by a log-sum-exp (YNNPACK's reductions). JAX
writes the slice in bf16; XLA:CPU's FloatNormalization computes it in f32
and hands the f32 slice to the reduction that converted it
(ChangeOutputTypeThenInsertConvertBack, excess precision allowed), so the
slice XLA materializes between the loop fusion and the library fusion is
f32[4,127,1024], twice the bf16 one. Then it compiles the module with
gen/xlarun.py (XLA's defaults) and prints its memory_analysis() line,
which widen/xla.tsv records.

Writes widen/scatters.lowered.hlo: one f32[2048,64] of zeros that three
scatter-adds write in place, each one's updates computed from the one
before (a matmul, tanh and a gather). Copy insertion copies the zeros for
the first two; XLA:CPU's default scheduler (BFS) runs both copies right
after the zeros, so they are live from the start until their scatters
(temp 2,646,016), where copies at their scatters need 2,121,728. It is
compiled under XLA's defaults and under the memory-optimized scheduler.

    cd testdata/xla-remat && python3 gen/widen.py

    cd testdata/xla-remat && python3 gen/widen.py
"""
import json
import os
import subprocess
import sys

import jax
import jax.numpy as jnp

HERE = os.path.dirname(os.path.abspath(__file__))


def logits(x, w):
    y = (x @ w).reshape(4, 128, 1024)[:, :127, :]
    z = y.astype(jnp.float32)
    return jax.nn.logsumexp(z, axis=-1)


def scatters(idx, u, w):
    z = jnp.zeros((2048, 64), jnp.float32)
    a = z.at[idx].add(u)
    g = jnp.tanh(a @ w)[idx]
    b = z.at[idx].add(g)
    g2 = jnp.tanh(b @ w)[idx]
    return z.at[idx].add(g2)


def compile_line(path, flags=''):
    r = subprocess.run([sys.executable, os.path.join(HERE, 'xlarun.py'), path], capture_output=True, text=True,
                       env=dict(os.environ, XLA_FLAGS=flags))
    got = json.loads([l for l in r.stdout.split('\n') if l.startswith('{')][-1])
    return '\t'.join(str(got[k]) for k in ('argument', 'output', 'temp', 'total'))


def main():
    x = jnp.zeros((512, 128), jnp.bfloat16)
    w = jnp.zeros((128, 1024), jnp.bfloat16)
    out = os.path.join(os.path.dirname(HERE), 'widen', 'logits.lowered.hlo')
    with open(out, 'w') as f:
        f.write(jax.jit(logits).lower(x, w).as_text(dialect='hlo', debug_info=True))
    print('logits', compile_line(out))
    out = os.path.join(os.path.dirname(HERE), 'widen', 'scatters.lowered.hlo')
    idx = jnp.zeros((6144,), jnp.int32)
    u = jnp.zeros((6144, 64), jnp.float32)
    w = jnp.zeros((64, 64), jnp.float32)
    with open(out, 'w') as f:
        f.write(jax.jit(scatters).lower(idx, u, w).as_text(dialect='hlo', debug_info=True))
    print('scatters', compile_line(out))
    print('scatters memopt', compile_line(out, '--xla_cpu_scheduler_type=CPU_SCHEDULER_TYPE_MEMORY_OPTIMIZED'))


if __name__ == '__main__':
    main()
