"""heldout_misses.py PLANNER [SET]: where the held-out fits XLA does not
keep miss (reference only; docs/remat.md, "Held-out steps" and "Third
held-out set").

Run from testdata/xla-remat after harness.py --steps SET (heldout when
not given; heldout3 for the third set). For each row of SET.tsv that
the planner fits and XLA does not keep (compiled total with the
recommended flags above the limit, or outputs not identical) it emits
the fit again, compiles it with the flags and XLA's dump (xlarun.py,
--xla_dump_to --xla_dump_hlo_as_text), and plans XLA's
own optimized module (cpu_after_optimizations.txt) --as-written: in
XLA's order (text) and in the planner's (--schedule best). That splits
a miss into what XLA compiled (a module or an order other than the
modeled one) and how XLA packed it. It also compiles the fit with the
flags and --xla_cpu_scheduler_type=CPU_SCHEDULER_TYPE_MEMORY_OPTIMIZED,
and emits the step at its own total (a fit with no change) to see
whether the emitted module alone computes the original's bits.
ref/SET-misses.tsv gets one row per miss:

  step fraction limit modeled xla planner_xla_order planner_best_order
  xla_memopt unchanged_xla unchanged_outputs
"""
import glob
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
FLAGS = ['--target', 'cpu', '--layout', 'dense', '--align', '64', '--arena', 'temp']
MEMOPT = '--xla_cpu_scheduler_type=CPU_SCHEDULER_TYPE_MEMORY_OPTIMIZED'


def xla(path, flags):
    r = subprocess.run([sys.executable, os.path.join(HERE, 'xlarun.py'), path], env=dict(os.environ, XLA_FLAGS=flags),
                       capture_output=True, text=True)
    lines = [l for l in r.stdout.split('\n') if l.startswith('{')]
    return json.loads(lines[-1]) if lines else {'error': 'crash'}


def total(planner, path, *extra):
    r = subprocess.run([planner, 'plan', '--format', 'json'] + FLAGS + list(extra) + [path], capture_output=True, text=True)
    try:
        return str(json.loads(r.stdout)['stats']['total_bytes'])
    except (ValueError, KeyError):
        return 'error'


def main():
    planner = sys.argv[1]
    sset = sys.argv[2] if len(sys.argv) > 2 else 'heldout'
    tmp = tempfile.mkdtemp()
    rows = [l.rstrip('\n').split('\t') for l in open(sset + '.tsv')][1:]
    out = []
    for r in rows:
        name, frac, limit, fits, modeled, flags = r[0], r[1], r[2], r[3], r[4], r[13]
        if fits != 'yes' or (r[9].isdigit() and int(r[9]) <= int(limit) and r[12] == 'identical'):
            continue
        src = os.path.join(sset, name + '.lowered.hlo')
        emitted = os.path.join(tmp, '%s.%s.hlo' % (name, frac))
        subprocess.run([planner, 'plan', '--memory-limit', limit, '--emit-hlo', emitted] + FLAGS + [src],
                       capture_output=True, check=True)
        dump = os.path.join(tmp, 'dump.%s.%s' % (name, frac))
        got = xla(emitted, flags + ' --xla_dump_to=%s --xla_dump_hlo_as_text' % dump)
        opt = glob.glob(os.path.join(dump, '*cpu_after_optimizations.txt'))
        xla_order = total(planner, opt[0], '--as-written') if opt else '-'
        best_order = total(planner, opt[0], '--as-written', '--schedule', 'best') if opt else '-'
        memopt = xla(emitted, flags + ' ' + MEMOPT)
        own = total(planner, src)
        same = os.path.join(tmp, '%s.unchanged.hlo' % name)
        subprocess.run([planner, 'plan', '--memory-limit', own, '--emit-hlo', same] + FLAGS + [src],
                       capture_output=True, check=True)
        unchanged, orig = xla(same, ''), xla(src, '')
        row = [name, frac, limit, modeled, str(got.get('total', got.get('error'))), xla_order, best_order,
               str(memopt.get('total', memopt.get('error'))), str(unchanged.get('total', unchanged.get('error'))),
               'identical' if unchanged.get('outputs') == orig.get('outputs') else 'DIFFERENT']
        out.append(row)
        print('\t'.join(row), file=sys.stderr)
    with open(os.path.join('ref', sset + '-misses.tsv'), 'w') as f:
        f.write('step\tfraction\tlimit\tmodeled\txla\tplanner_xla_order\tplanner_best_order\txla_memopt\tunchanged_xla\tunchanged_outputs\n')
        for row in out:
            f.write('\t'.join(row) + '\n')


main()
