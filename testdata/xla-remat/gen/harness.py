"""harness.py PLANNER [--steps MODULE] [--out FILE] [--dir DIR]: does XLA
keep the planner's fits? (reference only)

Run from testdata/xla-remat. For each training step of steps.py (or of
gen/MODULE.py, same interface: STEPS and lowered(name)) it writes
DIR/NAME.lowered.hlo (the module JAX hands XLA; DIR is "." for steps.py,
MODULE otherwise), plans it as XLA:CPU would
compile it (--target cpu --layout dense --align 64: XLA:CPU's fusion rules,
byte sizes and alignment; --arena temp: XLA's structure, parameters and
outputs apart from the temp arena, so that the plan's total is what
memory_analysis() adds up), and at 0.8, 0.7 and 0.6 of that total runs
`planner plan --memory-limit L --emit-hlo` and `planner bench
--remat-fractions` (the XLA-style greedy baseline, at the same limits).
Each rewritten module the planner says fits is compiled by XLA:CPU
through jaxlib (xlarun.py, one process per setting: XLA_FLAGS is read
once) with its defaults and with exactly the XLA_FLAGS the planner
recommends (its JSON's remat.xla_flags), and run on the same fixed
inputs as the original. results.tsv (or FILE) gets one row per step and
fraction:

  step fraction limit planner_fits planner_total recomputes offloads
  baseline_fits xla_default xla_flags orig_default orig_flags outputs flags

planner_total is the total the planner models for XLA's compile under
its flags (remat.xla_total); xla_* are memory_analysis() totals (argument
+ output + temp - alias) of the rewritten module, orig_* the original's
("-" where nothing was compiled); outputs is "identical" when every
output of the rewritten module, under both settings, equals the
original's (defaults) bit for bit, "DIFFERENT" otherwise; flags is the
recommended XLA_FLAGS ("-" where the planner does not fit).
"""
import argparse
import importlib
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

FLAGS = ['--target', 'cpu', '--layout', 'dense', '--align', '64', '--arena', 'temp']
FRACTIONS = (0.8, 0.7, 0.6)
HERE = os.path.dirname(os.path.abspath(__file__))


def xla(path, flags):
    env = dict(os.environ, XLA_FLAGS=flags)
    r = subprocess.run([sys.executable, os.path.join(HERE, 'xlarun.py'), path], env=env,
                       capture_output=True, text=True)
    lines = [l for l in r.stdout.split('\n') if l.startswith('{')]
    if r.returncode != 0 or not lines:
        return {'error': 'crash'}
    return json.loads(lines[-1])


def baseline(planner, path):
    out = subprocess.run([planner, 'bench', '--remat-fractions', ','.join(map(str, FRACTIONS))] + FLAGS + [path],
                         capture_output=True, text=True, check=True).stdout
    fits = {}
    for line in out.split('\n'):
        cols = re.split(r'\s{2,}', line.strip())
        if len(cols) >= 9 and re.fullmatch(r'0\.\d', cols[1]):
            fits[cols[1]] = cols[7].split()[0]
    return fits


def plan_flags(planner, src, total):
    """The XLA_FLAGS the planner recommends for src at its own total (no
    change needed: the order alone), to compile the original under."""
    r = subprocess.run([planner, 'plan', '--format', 'json', '--memory-limit', str(total)] + FLAGS + [src],
                       capture_output=True, text=True)
    try:
        return json.loads(r.stdout)['remat'].get('xla_flags', '')
    except (ValueError, KeyError):
        return ''


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('planner')
    ap.add_argument('--steps', default='steps', help='the module of gen/ that has the steps')
    ap.add_argument('--out', default='results.tsv')
    ap.add_argument('--dir', help='where NAME.lowered.hlo goes ("." for steps, MODULE otherwise)')
    args = ap.parse_args()
    planner = args.planner
    steps = importlib.import_module(args.steps)
    folder = args.dir or ('.' if args.steps == 'steps' else args.steps)
    os.makedirs(folder, exist_ok=True)
    tmp = tempfile.mkdtemp()
    rows = []
    for name, *_ in steps.STEPS:
        src = os.path.normpath(os.path.join(folder, name + '.lowered.hlo'))
        with open(src, 'w') as f:
            f.write(steps.lowered(name))
        plan = json.loads(subprocess.run([planner, 'plan', '--format', 'json'] + FLAGS + [src],
                                         capture_output=True, text=True, check=True).stdout)
        total = plan['stats']['total_bytes']
        flags = plan_flags(planner, src, total)
        orig = {'default': xla(src, ''), 'flags': xla(src, flags)}
        base = baseline(planner, src)
        for frac in FRACTIONS:
            limit = int(total * frac)
            emitted = os.path.join(tmp, '%s.%d.hlo' % (name, round(frac * 10)))
            r = subprocess.run([planner, 'plan', '--format', 'json', '--memory-limit', str(limit), '--emit-hlo', emitted] + FLAGS + [src],
                               capture_output=True, text=True)
            row = [name, '%.1f' % frac, str(limit)]
            if r.returncode != 0:
                row += ['no', '-', '0', '0', base.get('%.1f' % frac, '-'), '-', '-',
                        str(orig['default'].get('total', '-')), str(orig['flags'].get('total', '-')), '-', '-']
                rows.append(row)
                print('\t'.join(row), file=sys.stderr)
                continue
            rem = json.loads(r.stdout)['remat']
            kinds = [c['kind'] for c in rem['changes']]
            got = {'default': xla(emitted, ''), 'flags': xla(emitted, rem['xla_flags'])}
            same = all('outputs' in got[k] and got[k]['outputs'] == orig['default'].get('outputs') for k in got)
            row += ['yes', str(rem['xla_total']), str(kinds.count('remat')), str(kinds.count('offload')), base.get('%.1f' % frac, '-'),
                    str(got['default'].get('total', got['default'].get('error'))), str(got['flags'].get('total', got['flags'].get('error'))),
                    str(orig['default'].get('total', '-')), str(orig['flags'].get('total', '-')),
                    'identical' if same else 'DIFFERENT', rem['xla_flags']]
            rows.append(row)
            print('\t'.join(row), file=sys.stderr)
    with open(args.out, 'w') as f:
        f.write('step\tfraction\tlimit\tplanner_fits\tplanner_total\trecomputes\toffloads\tbaseline_fits\t'
                'xla_default\txla_flags\torig_default\torig_flags\toutputs\tflags\n')
        for row in rows:
            f.write('\t'.join(row) + '\n')


main()
