"""table.py PLANNER [DIR]: plans every held-out as_text module of DIR
(default: the folder above gen/) as TestXLALoweredHeldOut does (plan
--target cpu --schedule bfs --layout dense --align 64 --arena temp) and
prints the markdown table of planner against XLA:CPU's memory_analysis()."""
import json, os, subprocess, sys
planner = sys.argv[1]
d = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
rows = [l.rstrip('\n').split('\t') for l in open(os.path.join(d, 'memory.tsv'))][1:]
print('| module | XLA argument / output / alias | planner a/o/a | XLA temp | planner temp | ×XLA |')
print('|---|---|---|---:|---:|---:|')
for r in rows:
    name, arg, out, alias, temp = r[0], int(r[2]), int(r[3]), int(r[4]), int(r[5])
    p = subprocess.run([planner, 'plan', '--target', 'cpu', '--schedule', 'bfs', '--layout', 'dense', '--align', '64',
                        '--arena', 'temp', '--format', 'json', os.path.join(d, name + '.astext.hlo')],
                       capture_output=True, text=True)
    if p.returncode:
        print('| %s | %s / %s / %s | error: %s | %s | - | - |' % (name, f'{arg:,}', f'{out:,}', f'{alias:,}',
              (p.stderr.strip().splitlines() or ['?'])[0], f'{temp:,}'))
        continue
    s = json.loads(p.stdout)['stats']
    same = 'same' if (s['argument_bytes'], s['output_bytes'], s['alias_bytes']) == (arg, out, alias) else \
        '%s / %s / %s' % (f"{s['argument_bytes']:,}", f"{s['output_bytes']:,}", f"{s['alias_bytes']:,}")
    print('| %s | %s / %s / %s | %s | %s | %s | %.3f |' % (name, f'{arg:,}', f'{out:,}', f'{alias:,}', same, f'{temp:,}',
          f"{s['temp_bytes']:,}", s['temp_bytes'] / temp))
