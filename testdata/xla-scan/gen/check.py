"""check.py PLANNER: does XLA keep the planner's checkpointed scan? (reference only)

    cd testdata/xla-scan && python3 gen/check.py PLANNER

Plans each variant's NAME.lowered.hlo (gru.py: plain, ckpt, nested) as XLA:CPU would compile it (--target cpu --layout
dense --align 64) at fractions of its peak, writes each rewritten module
(--emit-hlo) and compiles it with XLA:CPU through jaxlib (the path of
../xla-remat/gen/xlarun.py), under the default scheduler and the
memory-optimized one (one process per setting: XLA_FLAGS is read once),
and runs it on the step's own inputs (gru.py's weights and sequence:
random normal inputs of scale 1 overflow a 128-step GRU's gradients to
NaN, and NaN compares equal to nothing useful). checks.tsv gets a row per
variant and fraction, after one row with the original's figures:

  variant fraction limit planner_fits planner_peak changes xla_default xla_memopt outputs

xla_* are memory_analysis() totals (argument + output + temp - alias) of
the rewritten module; outputs is "identical" when every output equals the
original module's bit for bit.
"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, '..', '..', 'xla-remat', 'gen'))
FLAGS = ['--target', 'cpu', '--layout', 'dense', '--align', '64']
MEMOPT = '--xla_cpu_scheduler_type=CPU_SCHEDULER_TYPE_MEMORY_OPTIMIZED'
FRACTIONS = (0.8, 0.6, 0.4, 0.2)
VARIANTS = ('plain', 'ckpt', 'nested')


def run(path, variant):
    """In a child process: compile and run path on the step's inputs."""
    import hashlib
    import jax
    import numpy as np
    import gru
    import xlarun
    _, p, xs = gru.build(variant)
    comp, exe, dev = xlarun.compile_text(open(path).read())
    ma = exe.get_compiled_memory_stats()
    out = {k: int(getattr(ma, k + '_size_in_bytes')) for k in ('argument', 'output', 'alias', 'temp')}
    out['total'] = out['argument'] + out['output'] + out['temp'] - out['alias']
    args = [jax.device_put(np.asarray(a), dev) for a in jax.tree_util.tree_leaves((p, xs))]
    res = [np.asarray(o) for o in exe.execute(args)]
    assert all(np.isfinite(o).all() for o in res), 'outputs not finite'
    out['outputs'] = hashlib.sha256(b''.join(o.tobytes() for o in res)).hexdigest()[:16]
    print(json.dumps(out))


def xla(path, flags, variant):
    env = dict(os.environ, XLA_FLAGS=flags)
    r = subprocess.run([sys.executable, __file__, '--run', path, variant], env=env, capture_output=True, text=True)
    lines = [l for l in r.stdout.split('\n') if l.startswith('{')]
    if r.returncode != 0 or not lines:
        return {'error': (r.stderr.strip().split('\n') or ['crash'])[-1][:200]}
    return json.loads(lines[-1])


def main():
    planner = os.path.abspath(sys.argv[1])
    rows = []
    for variant in VARIANTS:
        src = variant + '.lowered.hlo'
        plan = json.loads(subprocess.run([planner, 'plan', '--format', 'json'] + FLAGS + [src],
                                         capture_output=True, text=True, check=True).stdout)
        peak = plan['stats']['peak']
        orig = xla(src, '', variant)
        rows.append([variant, 'original', '-', '-', str(peak), '-', str(orig.get('total')), '-', str(orig.get('outputs'))])
        for frac in FRACTIONS:
            limit = int(peak * frac)
            emitted = os.path.join('/tmp', 'xla-scan.%s.%d.hlo' % (variant, round(frac * 10)))
            r = subprocess.run([planner, 'plan', '--format', 'json', '--memory-limit', str(limit), '--emit-hlo', emitted] + FLAGS + [src],
                               capture_output=True, text=True)
            row = [variant, '%.1f' % frac, str(limit)]
            if r.returncode != 0:
                rows.append(row + ['no', '-', '-', '-', '-', '-'])
                continue
            j = json.loads(r.stdout)
            kinds = {}
            for c in j['remat']['changes']:
                kinds[c['kind']] = kinds.get(c['kind'], 0) + 1
            d, m = xla(emitted, '', variant), xla(emitted, MEMOPT, variant)
            same = all(x.get('outputs') == orig.get('outputs') for x in (d, m))
            rows.append(row + ['yes', str(j['remat']['peak']), ','.join('%s:%d' % kv for kv in sorted(kinds.items())),
                               str(d.get('total', d.get('error'))), str(m.get('total', m.get('error'))),
                               'identical' if same else 'DIFFERENT'])
    with open('checks.tsv', 'w') as fh:
        fh.write('variant\tfraction\tlimit\tplanner_fits\tplanner_peak\tchanges\txla_default\txla_memopt\toutputs\n')
        for row in rows:
            fh.write('\t'.join(row) + '\n')


if __name__ == '__main__':
    if len(sys.argv) > 3 and sys.argv[1] == '--run':
        run(sys.argv[2], sys.argv[3])
    else:
        main()
