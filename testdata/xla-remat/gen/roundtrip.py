"""roundtrip.py PLANNER [--flags XLA_FLAGS] [--out FILE] [--keep DIR] MODULE.lowered.hlo ...:
does the module the planner emits with nothing changed compute the
original's bits? (reference only)

For each lowered module it asks the planner for its total (`planner plan
--format json`, XLA:CPU's settings as harness.py plans them) and then
for a fit at exactly that total (`--memory-limit TOTAL --emit-hlo`): a
limit the plan already meets, so the fit changes nothing, and what
--emit-hlo writes is the round trip alone (package optimize's model
written out by remat.Unfuse, the order pinned by remat.Pin). Original
and emitted text are compiled by XLA:CPU through jaxlib in this one
process (xlarun.py's path, XLA_FLAGS as given: read once per process,
so one setting per run) and run on the same fixed inputs (seed 0); a
row says whether every output is bit-identical, and if not the largest
absolute difference and the largest magnitude of the original's outputs.

Rows (TSV, written as each module finishes):

  module changes emitted_total orig_total outputs maxdiff maxabs

changes is the number of recomputes and offloads the fit reports (0
for a round trip); *_total are memory_analysis() totals (argument +
output + temp - alias). With --keep DIR the emitted text is kept as
DIR/NAME.emitted.hlo.
"""
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
FLAGS = ['--target', 'cpu', '--layout', 'dense', '--align', '64', '--arena', 'temp']


def outputs(text):
    import numpy as np
    import xlarun
    comp, exe, dev = xlarun.compile_text(text)
    ma = exe.get_compiled_memory_stats()
    total = ma.argument_size_in_bytes + ma.output_size_in_bytes + ma.temp_size_in_bytes - ma.alias_size_in_bytes
    res = xlarun._run(exe, xlarun.inputs(comp, dev, 0))
    return total, [o.astype(np.float64) if o.dtype.kind not in 'biufc' else o for o in res]


def compare(want, got):
    import numpy as np
    if len(want) != len(got) or any(a.shape != b.shape for a, b in zip(want, got)):
        return 'shapes', '-', '-'
    same = all(a.tobytes() == b.tobytes() for a, b in zip(want, got))
    diff = max([float(np.max(np.abs(a.astype(np.float64) - b.astype(np.float64)))) for a, b in zip(want, got) if a.size] or [0.0])
    mag = max([float(np.max(np.abs(a.astype(np.float64)))) for a in want if a.size] or [0.0])
    return ('identical' if same else 'DIFFERENT'), '%.3g' % diff, '%.3g' % mag


def main():
    args = sys.argv[1:]
    planner, out, keep, mods = None, None, None, []
    while args:
        a = args.pop(0)
        if a == '--flags':
            os.environ['XLA_FLAGS'] = args.pop(0)
        elif a == '--out':
            out = args.pop(0)
        elif a == '--keep':
            keep = args.pop(0)
        elif planner is None:
            planner = os.path.abspath(a)
        else:
            mods.append(a)
    if planner is None or not mods:
        sys.exit(__doc__)
    tmp = tempfile.mkdtemp()
    header = 'module\tchanges\temitted_total\torig_total\toutputs\tmaxdiff\tmaxabs\n'
    if out:
        with open(out, 'w') as f:
            f.write(header)
    print(header, end='', flush=True)
    for src in mods:
        name = os.path.basename(src).replace('.lowered.hlo', '')
        rel = os.path.relpath(src, os.path.join(HERE, '..'))
        plan = json.loads(subprocess.run([planner, 'plan', '--format', 'json'] + FLAGS + [src],
                                         capture_output=True, text=True, check=True).stdout)
        total = plan['stats']['total_bytes']
        emitted = os.path.join(keep or tmp, name + '.emitted.hlo')
        r = subprocess.run([planner, 'plan', '--format', 'json', '--memory-limit', str(2 * total), '--emit-hlo', emitted] + FLAGS + [src],
                           capture_output=True, text=True)
        if r.returncode != 0:
            row = [rel, '-', '-', '-', 'no fit: ' + r.stderr.strip().split('\n')[0][:80], '-', '-']
        else:
            changes = len(json.loads(r.stdout)['remat']['changes'])
            otot, want = outputs(open(src).read())
            try:
                etot, got = outputs(open(emitted).read())
                row = [rel, str(changes), str(etot), str(otot)] + list(compare(want, got))
            except Exception as e:  # an XLA error is a result
                row = [rel, str(changes), '-', str(otot), 'error: ' + str(e).split('\n')[0][:80], '-', '-']
        line = '\t'.join(row) + '\n'
        print(line, end='', flush=True)
        if out:
            with open(out, 'a') as f:
                f.write(line)


if __name__ == '__main__':
    main()
