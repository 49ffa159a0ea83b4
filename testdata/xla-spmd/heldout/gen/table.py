"""table.py PLANNER [DIR]: plans every held-out program's NAME.astext.hlo
with PLANNER plan --layout dense --align 64 --arena temp --target cpu
--schedule bfs (the configuration of the root package's spmdModeled) and
prints planner.tsv (the planner's argument/output/alias/temp bytes) on
stdout and, on stderr, a markdown table of planner over XLA per field
(XLA's per-device memory_analysis() from DIR/memory.tsv)."""
import json, os, subprocess, sys

planner = sys.argv[1]
d = sys.argv[2] if len(sys.argv) > 2 else '.'
rows = [l.rstrip('\n').split('\t') for l in open(os.path.join(d, 'memory.tsv'))]
hdr, rows = rows[0], rows[1:]
col = {k: i for i, k in enumerate(hdr)}
fields = ['argument', 'output', 'alias', 'temp']
print('module\targument\toutput\talias\ttemp\terror')
md = ['| program | partitioner | XLA temp | planner temp | argument | output | alias | temp vs XLA\'s |',
      '|---|---|---:|---:|---|---|---|---:|']
for r in rows:
    name = r[0]
    p = subprocess.run([planner, 'plan', '--layout', 'dense', '--align', '64', '--arena', 'temp', '--target', 'cpu',
                        '--schedule', 'bfs', '--format', 'json', os.path.join(d, name + '.astext.hlo')],
                       capture_output=True, text=True)
    if p.returncode != 0:
        err = (p.stderr.strip().splitlines() or ['exit %d' % p.returncode])[0]
        print('\t'.join([name, '-', '-', '-', '-', err]))
        md.append('| %s | %s | %s | - | - | - | - | %s |' % (name, r[col['partitioner']], r[col['temp']], err))
        continue
    s = json.loads(p.stdout)['stats']
    got = [s['argument_bytes'], s['output_bytes'], s['alias_bytes'], s['temp_bytes']]
    print('\t'.join([name] + [str(v) for v in got] + ['']))
    xla = [int(r[col[f]]) for f in fields]
    cells = []
    for g, x in zip(got[:3], xla[:3]):
        cells.append('=' if g == x else '%.3f' % (g / x if x else float('inf')))
    md.append('| %s | %s | %s | %s | %s | %.3f |' % (name, r[col['partitioner']], '{:,}'.format(xla[3]), '{:,}'.format(got[3]),
                                                     ' | '.join(cells), got[3] / xla[3]))
print('\n'.join(md), file=sys.stderr)
