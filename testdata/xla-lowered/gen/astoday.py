"""astoday.py PLANNER DIR > DIR/planner.tsv

Runs the Go planner as it is today on each module of DIR/memory.tsv, with
XLA:CPU's settings (plan --layout dense --align 64), and prints one line
per module and file (NAME.lowered.hlo, NAME.hlo):

    module file arena_temp arena_all argument output alias error

arena_temp is the planned peak of --arena temp (the planner's counterpart
of memory_analysis()'s temp), arena_all the planned peak of --arena all;
argument, output and alias are the planner's stats; error is the first
line of the planner's message when it refuses the file (then the figures
are "-"). When DIR/gen/listgroups.py exists (testdata/xla-spmd) and the
planner refuses NAME.hlo, it also plans NAME.hlo with its mesh[...]
replica groups rewritten as lists by listgroups.py (file
"NAME.hlo+listgroups"), to show what the module plans once it parses. It also prints, on stderr, the markdown table the READMEs hold.
"""
import json, os, statistics, subprocess, sys, tempfile

planner, d = sys.argv[1], sys.argv[2]
rows = [l.rstrip('\n').split('\t') for l in open(os.path.join(d, 'memory.tsv'))]
hdr, rows = rows[0], rows[1:]
col = {k: i for i, k in enumerate(hdr)}


def plan(path, arena):
    p = subprocess.run([planner, 'plan', '--layout', 'dense', '--align', '64', '--arena', arena,
                        '--format', 'json', path], capture_output=True, text=True)
    if p.returncode != 0:
        msg = p.stderr.strip().splitlines() or ['exit %d' % p.returncode]
        return None, msg[0].replace(d.rstrip('/') + '/', '')
    return json.loads(p.stdout)['stats'], ''


print('module\tfile\tarena_temp\tarena_all\targument\toutput\talias\terror')
md = []
ratios = {'lowered': [], 'hlo': [], 'hlo+listgroups': []}
for r in rows:
    name = r[0]
    xt = int(r[col['temp']])
    cells = [name]
    if 'partitioner' in col:
        cells.append(r[col['partitioner']])
    cells.append('{:,}'.format(xt))
    kinds = [('lowered', name + '.lowered.hlo', name + '.lowered.hlo'), ('hlo', name + '.hlo', name + '.hlo')]
    lg = os.path.join(d, 'gen', 'listgroups.py')
    if os.path.exists(lg):
        tmp = os.path.join(tempfile.mkdtemp(), name + '.hlo')
        with open(tmp, 'w') as out:
            subprocess.run([sys.executable, lg, os.path.join(d, name + '.hlo')], stdout=out, check=True)
        kinds.append(('hlo+listgroups', name + '.hlo+listgroups', tmp))
    for kind, f, path in kinds:
        if kind == 'hlo+listgroups' and cells[-4] != '' and not cells[-4].startswith('does not parse'):
            cells += ['(parses as written)', '', '', '']
            continue
        path = path if os.path.isabs(path) else os.path.join(d, path)
        st, err = plan(path, 'temp')
        sa, _ = plan(path, 'all') if st else (None, '')
        if st:
            print('\t'.join([name, f, str(st['peak']), str(sa['peak']), str(st['argument_bytes']),
                             str(st['output_bytes']), str(st['alias_bytes']), '']))
            ratio = st['peak'] / xt if xt else float('nan')
            ratios[kind].append(ratio)
            same = all(st[k + '_bytes'] == int(r[col[k]]) for k in ('argument', 'output', 'alias'))
            cells += ['{:,}'.format(st['peak']), '{:.3f}'.format(ratio), '{:,}'.format(sa['peak']),
                      'yes' if same else 'no: {:,} / {:,} / {:,}'.format(st['argument_bytes'], st['output_bytes'], st['alias_bytes'])]
        else:
            print('\t'.join([name, f, '-', '-', '-', '-', '-', err]))
            cells += ['does not parse: `%s`' % err.replace('|', '\\|'), '', '', '']
    md.append('| ' + ' | '.join(cells) + ' |')
sys.stderr.write('\n'.join(md) + '\n')
for k, v in ratios.items():
    if v:
        sys.stderr.write('%s: %d plan; temp ratio median %.3f, min %.3f, max %.3f\n' % (
            k, len(v), statistics.median(v), min(v), max(v)))
