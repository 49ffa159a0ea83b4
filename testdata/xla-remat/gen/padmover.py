"""padmover.py: a small module where the planner's model of XLA:CPU's
fusion departed from XLA (reference only; docs/remat.md, "Transposes XLA
moves (issue 33, misses34)").

Writes widen/padmover.lowered.hlo: the inverse FFT of a spectrum padded
out of a few coefficients, the pattern of jnp.fft.irfft2's gradient in
the held-out fno step: x c64[4,8,8,32] padded to c64[4,64,33,32],
transposed to c64[4,32,64,33], conjugated (real, imag, negate, complex),
divided by a broadcast c64[33] and handed to an IRFFT of lengths 64x64.
XLA's ReshapeMover moves the transpose below the elementwise ops, so the
pad is read by real and imag at once and XLA:CPU's fusion keeps it a
buffer of its own (a pad fused into two readers would be emitted twice:
CodeDuplicationTooHigh), then one loop fusion computes the quotient and
transposes it for the FFT: two c64[4,64,33,32]-sized buffers of temp.
Then it compiles the module with gen/xlarun.py (XLA's defaults) and
prints its memory_analysis() line for widen/xla.tsv.

    cd testdata/xla-remat && python3 gen/padmover.py
"""
import json
import os
import subprocess
import sys

import jax
import jax.numpy as jnp

HERE = os.path.dirname(os.path.abspath(__file__))


def padmover(x, d):
    p = jnp.pad(x, ((0, 0), (0, 56), (0, 25), (0, 0)))
    t = jnp.transpose(p, (0, 3, 1, 2))
    return jax.lax.fft(jnp.conj(t) / d, jax.lax.FftType.IRFFT, (64, 64))


def compile_line(path, flags=''):
    r = subprocess.run([sys.executable, os.path.join(HERE, 'xlarun.py'), path], capture_output=True, text=True,
                       env=dict(os.environ, XLA_FLAGS=flags))
    got = json.loads([l for l in r.stdout.split('\n') if l.startswith('{')][-1])
    return '\t'.join(str(got[k]) for k in ('argument', 'output', 'temp', 'total'))


def main():
    x = jnp.zeros((4, 8, 8, 32), jnp.complex64)
    d = jnp.zeros((33,), jnp.complex64)
    out = os.path.join(os.path.dirname(HERE), 'widen', 'padmover.lowered.hlo')
    with open(out, 'w') as f:
        f.write(jax.jit(padmover).lower(x, d).as_text(dialect='hlo', debug_info=True))
    print('padmover', compile_line(out))


if __name__ == '__main__':
    main()
