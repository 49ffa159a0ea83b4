"""gen.py: XLA:CPU's optimized module of each NAME.hlo here, written to
NAME.xla.txt (reference data for remat's TestLayoutCopiesXLA; Go tests
never run this). Each module carries a transposed value through an
opt-barrier to one reader; XLA's layout assignment makes the transpose
a bitcast of its operand and copies it back to row-major where the
reader needs it (wrapped_copy.N).

    python3 gen.py   (jax/jaxlib 0.10.2, XLA:CPU; the harness's flags)

The flags are the ones the planner recommends for an emitted module
(--xla_disable_hlo_passes=cse_barrier_expander,cse); the compile goes
through ../../../testdata/xla-remat/gen/xlarun.py.
"""
import glob
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
XLARUN = os.path.join(HERE, '..', '..', '..', 'testdata', 'xla-remat', 'gen', 'xlarun.py')
FLAGS = '--xla_disable_hlo_passes=cse_barrier_expander,cse'


def main():
    for path in sorted(glob.glob(os.path.join(HERE, '*.hlo'))):
        name = os.path.basename(path)[:-len('.hlo')]
        dump = tempfile.mkdtemp()
        env = dict(os.environ, XLA_FLAGS='%s --xla_dump_to=%s --xla_dump_hlo_as_text' % (FLAGS, dump))
        subprocess.run([sys.executable, XLARUN, path], env=env, check=True, stdout=subprocess.DEVNULL)
        got = glob.glob(os.path.join(dump, '*.cpu_after_optimizations.txt'))
        if len(got) != 1:
            sys.exit('%s: %d optimized modules in the dump' % (name, len(got)))
        shutil.copyfile(got[0], os.path.join(HERE, name + '.xla.txt'))
        shutil.rmtree(dump)
        print(name)


if __name__ == '__main__':
    main()
