"""gen.py: XLA:CPU's compiled total of every unchanged training step
(8 tuned: ../*.lowered.hlo, 10 held-out each in ../heldout,
../heldout2 and ../heldout3: 38 in all)
under its default scheduler and under the memory-optimized one, and
the schedule XLA ran (from its dump).

    python3 gen.py [--dump DIR] > xla-sched.tsv

One xlarun.py --serve process per setting (XLA_FLAGS is read once per
process); each compile is dumped (--xla_dump_hlo_as_text) under
DIR/<setting> (a temporary directory unless --dump), and from the
module_*.jit_step*after_optimizations.txt the script reads the entry
computation's scheduled instruction count. Columns:

    step        the step's name (file stem)
    set         tuned | heldout | heldout2 | heldout3
    default     memory_analysis() total (argument+output+temp-alias), defaults
    memopt      the same under --xla_cpu_scheduler_type=CPU_SCHEDULER_TYPE_MEMORY_OPTIMIZED
    temp_default, temp_memopt   the temp part of each
    entry_default, entry_memopt  instructions in the scheduled entry computation

The scheduled modules of one step, resnet (the widest gap between the
two schedulers), are kept as resnet.<setting>.after-optimizations.hlo.gz
(written next to this script): XLA's own order, which the Go test plans
again under the planner's "bfs" and "dfs".

Python is reference data only: the Go tests read the committed files.
"""
import gzip
import shutil
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
GEN = os.path.join(HERE, '..', 'gen')
ROOT = os.path.join(HERE, '..')
SETTINGS = [('default', ''),
            ('memopt', '--xla_cpu_scheduler_type=CPU_SCHEDULER_TYPE_MEMORY_OPTIMIZED')]


def steps():
    out = []
    for p in sorted(glob.glob(os.path.join(ROOT, '*.lowered.hlo'))):
        out.append(('tuned', p))
    for set_ in ('heldout', 'heldout2', 'heldout3'):
        for p in sorted(glob.glob(os.path.join(ROOT, set_, '*.lowered.hlo'))):
            out.append((set_, p))
    return out


def entry_count(dump, prefix):
    """Instructions in the scheduled entry computation of the module
    dumped under prefix (its after_optimizations.txt)."""
    fs = sorted(glob.glob(os.path.join(dump, prefix + '*after_optimizations.txt')))
    if not fs:
        return '-'
    text = open(fs[0]).read()
    m = re.search(r'^ENTRY [^\n]*\{\n(.*?)^\}', text, re.S | re.M)
    if not m:
        return '-'
    return str(sum(1 for l in m.group(1).split('\n') if '=' in l))


def main():
    argv = sys.argv[1:]
    dump = None
    if argv[:1] == ['--dump']:
        dump = argv[1]
    dump = dump or tempfile.mkdtemp(prefix='xla-sched-')
    res = {}
    for name, flags in SETTINGS:
        d = os.path.join(dump, name)
        os.makedirs(d, exist_ok=True)
        env = dict(os.environ, XLA_FLAGS=(flags + ' --xla_dump_to=%s --xla_dump_hlo_as_text' % d).strip())
        p = subprocess.Popen([sys.executable, os.path.join(GEN, 'xlarun.py'), '--serve'],
                             env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        for set_, path in steps():
            step = os.path.basename(path).split('.')[0]
            p.stdin.write(path + '\t0\t\n')
            p.stdin.flush()
            while True:
                line = p.stdout.readline()
                if not line:
                    sys.exit('gen.py: xlarun.py ended on ' + path)
                if line.startswith('{'):
                    r = json.loads(line)
                    break
            if 'error' in r:
                sys.exit('gen.py: %s: %s' % (path, r['error']))
            prefix = r.get('dump', '').split(' ')[0]
            r['entry'] = entry_count(d, prefix)
            if step == 'resnet':
                src = sorted(glob.glob(os.path.join(d, prefix + '*after_optimizations.txt')))[0]
                with open(src, 'rb') as f, gzip.GzipFile(os.path.join(HERE, 'resnet.%s.after-optimizations.hlo.gz' % name),
                                                         'wb', 9, mtime=0) as g:
                    shutil.copyfileobj(f, g)
            res[(step, name)] = (set_, r)
            print(step, name, r['total'], r['temp'], file=sys.stderr, flush=True)
        p.stdin.close()
        p.wait()
    print('step\tset\tdefault\tmemopt\ttemp_default\ttemp_memopt\tentry_default\tentry_memopt')
    for set_, path in steps():
        step = os.path.basename(path).split('.')[0]
        a, b = res[(step, 'default')][1], res[(step, 'memopt')][1]
        print('\t'.join([step, set_, str(a['total']), str(b['total']), str(a['temp']), str(b['temp']),
                         a['entry'], b['entry']]))


if __name__ == '__main__':
    main()
