"""widen.py: a small bf16 module where XLA:CPU widens a slice (reference
only; docs/remat.md, "A bf16 slice XLA computes in f32").

Writes widen/logits.lowered.hlo: bf16 logits x @ w (JAX's bf16 dot, which
XLA:CPU computes in f32 and rounds to bf16), the last position sliced off,
converted to f32 and reduced by a log-sum-exp (YNNPACK's reductions). JAX
writes the slice in bf16; XLA:CPU's FloatNormalization computes it in f32
and hands the f32 slice to the reduction that converted it
(ChangeOutputTypeThenInsertConvertBack, excess precision allowed), so the
slice XLA materializes between the loop fusion and the library fusion is
f32[4,127,1024], twice the bf16 one. Then it compiles the module with
gen/xlarun.py (XLA's defaults) and prints its memory_analysis() line,
which widen/xla.tsv records:

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


def main():
    x = jnp.zeros((512, 128), jnp.bfloat16)
    w = jnp.zeros((128, 1024), jnp.bfloat16)
    out = os.path.join(os.path.dirname(HERE), 'widen', 'logits.lowered.hlo')
    with open(out, 'w') as f:
        f.write(jax.jit(logits).lower(x, w).as_text(dialect='hlo', debug_info=True))
    r = subprocess.run([sys.executable, os.path.join(HERE, 'xlarun.py'), out], capture_output=True, text=True)
    got = json.loads([l for l in r.stdout.split('\n') if l.startswith('{')][-1])
    print('\t'.join(str(got[k]) for k in ('argument', 'output', 'temp', 'total')))


if __name__ == '__main__':
    main()
