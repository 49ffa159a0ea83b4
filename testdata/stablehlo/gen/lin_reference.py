"""lin_reference.py OUTDIR: compiles users.py's lin (jnp.linalg.qr, solve and
inv of a 32x32 matrix) with XLA:CPU and writes OUTDIR/memory.tsv (its
Compiled.memory_analysis() row, the columns of
testdata/xla-lowered/heldout/memory.tsv) and OUTDIR/lin.hlo (XLA's
*.cpu_after_optimizations.txt). Run with jax/jaxlib 0.10.2 from
testdata/stablehlo: python3 gen/lin_reference.py ."""
import glob, os, shutil, sys, tempfile
out = sys.argv[1]
dump = tempfile.mkdtemp()
os.environ['XLA_FLAGS'] = '--xla_dump_to=%s --xla_dump_hlo_as_text' % dump
import jax, jax.numpy as jnp


def lin(a, b):
    q, r = jnp.linalg.qr(a)
    return jnp.linalg.solve(a, b), q, r, jnp.linalg.inv(a)


args = (jnp.eye(32) + 0.1, jnp.ones((32, 4)))
m = jax.jit(lin).lower(*args).compile().memory_analysis()
cols = ['argument', 'output', 'alias', 'temp', 'generated_code']
with open(os.path.join(out, 'memory.tsv'), 'w') as f:
    f.write('module\tdonated\t' + '\t'.join(cols) + '\t' + '\t'.join('host_' + c for c in cols) + '\n')
    f.write('lin\t-\t' + '\t'.join(str(getattr(m, c + '_size_in_bytes')) for c in cols) + '\t' +
            '\t'.join(str(getattr(m, 'host_' + c + '_size_in_bytes')) for c in cols) + '\n')
opt = sorted(glob.glob(os.path.join(dump, '*.jit_lin.cpu_after_optimizations.txt')))[-1]
shutil.copy(opt, os.path.join(out, 'lin.hlo'))
shutil.rmtree(dump)
