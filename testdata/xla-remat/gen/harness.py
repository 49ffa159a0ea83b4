"""harness.py PLANNER [--backend cpu|cuda] [--steps MODULE] [--dir DIR] [--out FILE]
[--dump DIR] [--probe XLA_FLAGS] [--only NAME,...]:
does XLA keep the planner's fits? (reference only)

Run from testdata/xla-remat (or a folder holding gen/'s scripts and the
*.lowered.hlo files). For each training step of steps.py (or of
gen/MODULE.py with --steps, same interface: STEPS and lowered(name); the
held-out sets are `--steps heldout --out heldout.tsv`, `--steps
heldout2 --out heldout2.tsv`, `--steps heldout3 --out heldout3.tsv` and
`--steps heldout4 --out heldout4.tsv`, the fourth run at first contact) it plans
DIR/NAME.lowered.hlo (the module JAX hands XLA; DIR is "." for steps.py,
MODULE otherwise) as the backend's XLA would
compile it, and at 0.8, 0.7 and 0.6 of a total runs `planner plan
--memory-limit L --emit-hlo` and `planner bench --remat-fractions` (the
XLA-style greedy baseline, at the same limits). Each rewritten module the
planner says fits is compiled by XLA through jaxlib (xlarun.py, one
serving process per XLA_FLAGS setting: XLA_FLAGS is read once) with its
defaults and with exactly the XLA_FLAGS the planner recommends (its
JSON's remat.xla_flags), and run on the same fixed inputs as the
original.

--backend cpu (the default; results.tsv): the steps are lowered again
from steps.py (jax 0.10.2 here), planned as XLA:CPU compiles them
(--target cpu --layout dense --align 64: XLA:CPU's fusion rules, byte
sizes and alignment; --arena temp: XLA's structure, parameters and
outputs apart from the temp arena, so that the plan's total is what
memory_analysis() adds up), and the fractions are of the planner's
total.

--backend cuda (results-gpu.tsv): the committed *.lowered.hlo are used
as they are (the device's jax is another version, and the Go tests plan
the committed files), planned as XLA:GPU compiles them (--target h100
--layout dense --align 256 --arena temp: the GPU fusion rules, dense
byte sizes, XLA:GPU's 256-byte buffer alignment, its temp allocation
apart), and the fractions are of XLA:GPU's own total of the unchanged
module, measured first in the same run; the baseline is asked for the
same limits (bench's fraction limit/total of the planner's own total).

Rows are written as each step finishes (a run cut short keeps them):

  step fraction limit planner_fits planner_total recomputes offloads
  baseline_fits xla_default xla_flags orig_default orig_flags outputs flags
  infeasible

planner_total is the total the planner models for XLA's compile under
its flags (remat.xla_total; the plan's stats.total_bytes where the target
has no such figure); xla_* are memory_analysis() totals (argument +
output + temp - alias) of the rewritten module, orig_* the original's
(orig_flags under the flags the planner gives for the module as given,
remat.input_xla_flags; "-" where nothing was compiled); outputs is "identical" when every
output of the rewritten module, under both settings, equals the
original's (defaults) bit for bit, "DIFFERENT" otherwise; flags is the
recommended XLA_FLAGS ("-" where the planner does not fit); infeasible
is "yes" where the planner proves that no plan fits the limit (its
out-of-memory report's remat-aware lower bound is above it: "so no
change fits ...: the limit must be at least X"), "no" where it does not
(a fit, or a miss with the bound at or under the limit), also "yes"
where the limit is below the parameters, constants and outputs that
--arena temp leaves outside the arena (the planner refuses it), "-"
where the plan failed otherwise (a crash). The log
(stderr) has more per row: the planner's model of the original, the
largest absolute output difference, whether a second run repeated its
bytes, and the dump prefixes with --dump. --only runs only the named steps.

The donate remedy (opt-in: --remedies ...,donate) is tried on each row
the planner does not fit with its default remedies: `planner plan
--remedies recompute,reorder,donate --emit-hlo`, and where that fits, the
emitted module (its header's input_output_alias is what donating the
arguments writes) is compiled and run like the others, with fresh input
buffers for every run (a donated input is consumed). Its rows go to a
second file, OUT less .tsv plus -donate.tsv (heldout-donate.tsv):

  step fraction limit planner_fits planner_total argnums aliased saved
  xla_default xla_flags xla_alias outputs flags

argnums is the jax.jit argument the planner names (donate_argnums=(0,)),
aliased and saved its figures of the donation (the outputs' bytes, and
what the total loses after the copies copy insertion adds), xla_alias
XLA's alias_size_in_bytes under the flags.

--probe compiles every
original and fit once more under those XLA_FLAGS, for the log only
(results-gpu.tsv's run: --xla_gpu_enable_latency_hiding_scheduler=false,
XLA:GPU's memory scheduler in place of its default latency-hiding one).
"""
import importlib
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
FLAGS = {
    'cpu': ['--target', 'cpu', '--layout', 'dense', '--align', '64', '--arena', 'temp'],
    'cuda': ['--target', 'h100', '--layout', 'dense', '--align', '256', '--arena', 'temp'],
}
FRACTIONS = (0.8, 0.7, 0.6)
STEPS = ['mlp', 'resid', 'conv', 'attn', 'scan', 'layernorm', 'moe', 'xent']
DONATE_HEADER = ('step\tfraction\tlimit\tplanner_fits\tplanner_total\targnums\taliased\tsaved\t'
                 'xla_default\txla_flags\txla_alias\toutputs\tflags\n')
HEADER = ('step\tfraction\tlimit\tplanner_fits\tplanner_total\trecomputes\toffloads\tbaseline_fits\t'
          'xla_default\txla_flags\torig_default\torig_flags\toutputs\tflags\tinfeasible\n')


def log(*a):
    print(*a, file=sys.stderr, flush=True)


class XLA:
    """One xlarun.py --serve process per XLA_FLAGS setting, restarted
    after a crash (the request that crashed answers {'error': 'crash'})."""

    def __init__(self, backend, dump):
        self.backend, self.dump, self.procs, self.n = backend, dump, {}, 0

    def env(self, flags):
        f = flags
        if self.dump:
            self.n += 1
            d = os.path.join(self.dump, 'flags%d' % self.n if flags else 'default')
            f = (f + ' --xla_dump_to=%s --xla_dump_hlo_as_text' % d).strip()
        return dict(os.environ, XLA_FLAGS=f)

    def __call__(self, path, flags, ref=None):
        p = self.procs.get(flags)
        if p is None or p.poll() is not None:
            p = subprocess.Popen([sys.executable, os.path.join(HERE, 'xlarun.py'), '--backend', self.backend, '--serve'],
                                 env=self.env(flags), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
            self.procs[flags] = p
        try:
            p.stdin.write('%s\t0\t%s\n' % (path, ref or ''))
            p.stdin.flush()
            while True:
                line = p.stdout.readline()
                if not line:
                    raise BrokenPipeError
                if line.startswith('{'):
                    return json.loads(line)
        except (BrokenPipeError, ValueError):
            p.kill()
            p.wait()
            del self.procs[flags]
            return {'error': 'crash'}

    def close(self):
        for p in self.procs.values():
            p.stdin.close()
            p.wait()


def baseline(planner, flags, path, fracs):
    """The XLA-style baseline's fits at these fractions of the planner's
    total, keyed by the fraction's text as passed (the rows come in
    order). A fraction of 1 or more asks for no change: it fits."""
    below = [f for f in fracs if float(f) < 1]
    got = {f: 'yes' for f in fracs if float(f) >= 1}
    if not below:
        return got
    r = subprocess.run([planner, 'bench', '--remat-fractions', ','.join(below)] + flags + [path],
                       capture_output=True, text=True)
    if r.returncode != 0:
        log('#', path, 'bench:', r.stderr.strip()[:300])
        return got
    rows = []
    for line in r.stdout.split('\n'):
        cols = re.split(r'\s{2,}', line.strip())
        if len(cols) >= 9 and re.fullmatch(r'\d\.\d', cols[1]):
            rows.append(cols[7].split()[0])
    got.update(zip(below, rows))
    return got


def plan_flags(planner, flags, src, total):
    """The XLA_FLAGS the planner recommends for src as given at its own
    total, to compile the original under: remat.input_xla_flags (the
    scheduler's flag, or none). remat.xla_flags is for the module
    --emit-hlo writes, whose barriers carry the plan's order; on the
    original it leaves XLA:CPU's BFS scheduler with CSE off (heldout2
    seq2seq 37,452,152 -> 40,597,880 bytes)."""
    # At its own total a module can miss in XLA's order (the planner
    # holds a fit to it: heldout2 seq2seq needs 63.5 KiB more there); the
    # JSON written on a miss (exit 1) carries the flags all the same.
    r = subprocess.run([planner, 'plan', '--format', 'json', '--memory-limit', str(total)] + flags + [src],
                       capture_output=True, text=True)
    try:
        return json.loads(r.stdout)['remat'].get('input_xla_flags', '')
    except (ValueError, KeyError):
        log('#', src, 'no plan JSON at its total (exit %d):' % r.returncode, r.stderr.strip()[:300])
        return ''


def donate(planner, flags, src, name, frac, limit, xla, ref, orig, tmp):
    """The row of the donate remedy at this limit: the planner's fit with
    --remedies recompute,reorder,donate, compiled by XLA."""
    emitted = os.path.join(tmp, '%s.%d.donate.hlo' % (name, round(frac * 10)))
    r = subprocess.run([planner, 'plan', '--format', 'json', '--memory-limit', str(limit), '--remedies', 'recompute,reorder,donate',
                        '--emit-hlo', emitted] + flags + [src], capture_output=True, text=True)
    row = [name, '%.1f' % frac, str(limit)]
    if r.returncode != 0:
        return row + ['no', '-', '-', '-', '-', '-', '-', '-', '-', '-']
    d = json.loads(r.stdout)
    rem = d['remat']
    dons = [x for x in d['verdict'].get('donations', []) if x.get('applied')]
    nums = sorted(x['arg'] for x in dons)
    argnums = 'donate_argnums=(%s)' % (','.join(str(n) for n in nums) + (',' if len(nums) == 1 else '')) if dons else '-'
    rflags = rem.get('xla_flags', '')
    got = {'default': xla(emitted, '', ref)}
    got['flags'] = got['default'] if rflags == '' else xla(emitted, rflags, ref)
    same = all('outputs' in got[k] and got[k]['outputs'] == orig['default'].get('outputs') for k in got)
    row += ['yes', str(rem.get('xla_total', d['stats']['total_bytes'])), argnums,
            str(sum(x['aliased_bytes'] for x in dons)), str(sum(x['saved_bytes'] for x in dons)),
            str(got['default'].get('total', got['default'].get('error'))), str(got['flags'].get('total', got['flags'].get('error'))),
            str(got['flags'].get('alias', '-')), 'identical' if same else 'DIFFERENT', rflags or '-']
    log('#', name, frac, 'donate', json.dumps({k: {j: v[j] for j in v if j != 'outputs'} for k, v in got.items()}))
    return row


def main():
    args = sys.argv[1:]
    planner, backend, out, dump, probe, only = None, 'cpu', None, None, None, None
    stepmod, folder = 'steps', None
    while args:
        a = args.pop(0)
        if a == '--backend':
            backend = args.pop(0)
        elif a == '--steps':
            stepmod = args.pop(0)
        elif a == '--dir':
            folder = args.pop(0)
        elif a == '--out':
            out = args.pop(0)
        elif a == '--dump':
            dump = os.path.abspath(args.pop(0))
        elif a == '--probe':
            probe = args.pop(0)
        elif a == '--only':
            only = args.pop(0).split(',')
        else:
            planner = os.path.abspath(a)
    if planner is None or backend not in FLAGS:
        sys.exit(__doc__)
    out = out or ('results.tsv' if backend == 'cpu' else 'results-gpu.tsv')
    flags = FLAGS[backend]
    xla = XLA(backend, dump)
    tmp = tempfile.mkdtemp()
    with open(out, 'w') as f:
        f.write(HEADER)
    dout = re.sub(r'\.tsv$', '', out) + '-donate.tsv'
    with open(dout, 'w') as f:
        f.write(DONATE_HEADER)
    folder = folder or ('.' if stepmod == 'steps' else stepmod)
    os.makedirs(folder, exist_ok=True)
    names = STEPS
    if stepmod != 'steps':
        sys.path.insert(0, HERE)
        names = [s[0] for s in importlib.import_module(stepmod).STEPS]
    if only:
        names = [n for n in names if n in only]
    for name in names:
        src = os.path.normpath(os.path.join(folder, name + '.lowered.hlo'))
        if backend == 'cpu':
            sys.path.insert(0, HERE)
            steps = importlib.import_module(stepmod)  # jax is needed only to lower
            with open(src, 'w') as f:
                f.write(steps.lowered(name))
        plan = json.loads(subprocess.run([planner, 'plan', '--format', 'json'] + flags + [src],
                                         capture_output=True, text=True, check=True).stdout)
        model = plan['stats']['total_bytes']
        oflags = plan_flags(planner, flags, src, model)
        ref = os.path.join(tmp, name + '.npz')
        orig = {'default': xla(src, '', ref)}
        orig['flags'] = orig['default'] if oflags == '' else xla(src, oflags, ref)
        log('#', name, 'planner model', model, 'orig', json.dumps({k: {j: v[j] for j in v if j != 'outputs'} for k, v in orig.items()}))
        if probe:
            g = xla(src, probe, ref)
            log('#', name, 'probe', 'orig', json.dumps({j: g[j] for j in g if j != 'outputs'}))
        total = model
        if backend != 'cpu':
            total = orig['default'].get('total')
            if total is None:
                log('#', name, 'original does not compile:', orig['default'])
                continue
        limits = [int(total * frac) for frac in FRACTIONS]
        fracs = ['%.12f' % ((l + 0.5) / model) for l in limits]
        base = baseline(planner, flags, src, fracs)
        rows, drows = [], []
        for frac, limit, bfrac in zip(FRACTIONS, limits, fracs):
            emitted = os.path.join(tmp, '%s.%d.hlo' % (name, round(frac * 10)))
            r = subprocess.run([planner, 'plan', '--format', 'json', '--memory-limit', str(limit), '--emit-hlo', emitted] + flags + [src],
                               capture_output=True, text=True)
            row = [name, '%.1f' % frac, str(limit)]
            if r.returncode != 0:
                # the planner's out-of-memory report (text, on stderr)
                # says whether its lower bound rules out every plan
                proved = '-'
                if 'DOES NOT FIT' in r.stderr:
                    # (with a donation offered the line says "so no
                    # recompute or reorder fits": the same proof, on the
                    # default remedies)
                    proved = 'yes' if re.search(r'so no (change|recompute or reorder) fits', r.stderr) else 'no'
                    m = re.search(r'Any plan needs at least (\S+)', r.stderr)
                    log('#', name, frac, 'no fit; any plan needs at least', m.group(1) if m else '?', 'infeasible', proved)
                elif 'is below the parameters, constants and outputs' in r.stderr:
                    # with --arena temp, a limit under what lies outside
                    # the arena (no change moves it) is refused outright
                    proved = 'yes'
                    log('#', name, frac, 'no fit:', r.stderr.strip()[:300])
                else:
                    log('#', name, frac, 'plan failed:', r.stderr.strip()[:300])
                row += ['no', '-', '0', '0', base.get(bfrac, '-'), '-', '-',
                        str(orig['default'].get('total', '-')), str(orig['flags'].get('total', '-')), '-', '-', proved]
                rows.append(row)
                log('\t'.join(row))
                if backend == 'cpu':
                    drows.append(donate(planner, flags, src, name, frac, limit, xla, ref, orig, tmp))
                    log('\t'.join(drows[-1]))
                continue
            d = json.loads(r.stdout)
            rem = d['remat']
            kinds = [c['kind'] for c in rem['changes']]
            rflags = rem.get('xla_flags', '')
            got = {'default': xla(emitted, '', ref)}
            got['flags'] = got['default'] if rflags == '' else xla(emitted, rflags, ref)
            same = all('outputs' in got[k] and got[k]['outputs'] == orig['default'].get('outputs') for k in got)
            row += ['yes', str(rem.get('xla_total', d['stats']['total_bytes'])), str(kinds.count('remat')), str(kinds.count('offload')),
                    base.get(bfrac, '-'),
                    str(got['default'].get('total', got['default'].get('error'))), str(got['flags'].get('total', got['flags'].get('error'))),
                    str(orig['default'].get('total', '-')), str(orig['flags'].get('total', '-')),
                    'identical' if same else 'DIFFERENT', rflags or '-', 'no']
            rows.append(row)
            log('\t'.join(row))
            log('#', name, frac, json.dumps({k: {j: v[j] for j in v if j != 'outputs'} for k, v in got.items()}))
            if probe:
                g = xla(emitted, probe, ref)
                log('#', name, 'probe', frac, json.dumps({j: g[j] for j in g if j != 'outputs'}),
                    'identical' if g.get('outputs') == orig['default'].get('outputs') else 'DIFFERENT')
            if backend != 'cpu' and kinds.count('offload'):
                # the same limit without host offload, for the log only: what
                # XLA makes of the recompute-only fit where an offload is refused
                nooff = emitted + '.nooffload.hlo'
                r = subprocess.run([planner, 'plan', '--format', 'json', '--memory-limit', str(limit), '--remedies', 'recompute,reorder',
                                    '--emit-hlo', nooff] + flags + [src], capture_output=True, text=True)
                if r.returncode == 0:
                    d = json.loads(r.stdout)
                    g = xla(nooff, '', ref)
                    log('#', name, frac, 'no offload: planner', d['stats']['total_bytes'],
                        json.dumps({j: g[j] for j in g if j != 'outputs'}), 'identical' if g.get('outputs') == orig['default'].get('outputs') else 'DIFFERENT')
                else:
                    log('#', name, frac, 'no offload: no fit')
        with open(out, 'a') as f:
            for row in rows:
                f.write('\t'.join(row) + '\n')
        with open(dout, 'a') as f:
            for row in drows:
                f.write('\t'.join(row) + '\n')
    xla.close()


main()
