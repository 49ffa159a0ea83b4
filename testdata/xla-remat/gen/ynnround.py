"""ynnround.py: does XLA:CPU round a bf16 value that a YNN reduce fusion
computes inside itself? (reference only; issue 33, branch bits33)

The module: x bf16[8,64,128], m bf16[8,64]; d = x - broadcast(m) in f32,
rounded to bf16 and widened again (what XLA's float normalization makes
of a bf16 subtract), squared and summed over the last axis (a layer
norm's variance). XLA:CPU fuses the subtract, the round trip, the square
and the reduce into one YNN fusion (kind __ynn_fusion). A second module
puts an opt-barrier after the rounding, so the rounded value is a buffer
of its own; it is compiled with cse_barrier_expander off, as the planner
recommends, so that the barrier stays. Inputs are standard normal
(xlarun.py's bf16 inputs are small integers, whose differences are exact
in bf16 and hide the rounding). Prints, per module, the largest
difference from numpy's sum over the rounded d ("rne") and over d
unrounded ("none"). Measured with jaxlib 0.10.2: the fused module
matches "none" (the YNN fusion drops the round trip), the barrier one
"rne".

    XLA_FLAGS=--xla_disable_hlo_passes=cse_barrier_expander python3 ynnround.py
"""
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

FUSED = """HloModule ynnround

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

ENTRY main {
  x = bf16[8,64,128] parameter(0)
  m = bf16[8,64] parameter(1)
  xf = f32[8,64,128] convert(x)
  mf = f32[8,64] convert(m)
  mb = f32[8,64,128] broadcast(mf), dimensions={0,1}
  d = f32[8,64,128] subtract(xf, mb)
  ROUND
  d1 = f32[8,64,128] convert(db)
  sq = f32[8,64,128] multiply(d1, d1)
  z = f32[] constant(0)
  ROOT r = f32[8,64] reduce(sq, z), dimensions={2}, to_apply=add
}
"""
PLAIN = "db = bf16[8,64,128] convert(d)"
BARRIER = ("db0 = bf16[8,64,128] convert(d)\n  t = (bf16[8,64,128]) tuple(db0)\n"
           "  ob = (bf16[8,64,128]) opt-barrier(t)\n  db = bf16[8,64,128] get-tuple-element(ob), index=0")


def main():
    import jax
    import ml_dtypes
    import xlarun
    rng = np.random.default_rng(1)
    x = rng.standard_normal((8, 64, 128)).astype(ml_dtypes.bfloat16)
    m = rng.standard_normal((8, 64)).astype(ml_dtypes.bfloat16)
    d = x.astype(np.float32) - m.astype(np.float32)[:, :, None]
    want = {'rne': d.astype(ml_dtypes.bfloat16).astype(np.float32), 'none': d}
    for name, rnd in (('fused', PLAIN), ('barrier', BARRIER)):
        comp, exe, dev = xlarun.compile_text(FUSED.replace('ROUND', rnd))
        got = np.asarray(xlarun._run(exe, [jax.device_put(x, dev), jax.device_put(m, dev)])[0])
        print(name, ' '.join('%s %.3g' % (k, float(np.max(np.abs(got - (v * v).sum(-1, dtype=np.float32)))))
                             for k, v in want.items()))


if __name__ == '__main__':
    main()
