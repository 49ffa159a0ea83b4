"""permute.py SRC.hlo OUTDIR N: writes OUTDIR/NAME_perm{1..N}.hlo (NAME: SRC's name up to its first dot), SRC's ENTRY
instructions in N random topological orders (seeds 1..N), every other
line as written. The HLO text parser resolves operands by name, so each
is the same module written in another order; compile them with
../../xla-remat/gen/xlarun.py to see whether XLA's figure depends on
the order of the text."""
import random
import re
import sys

src, out, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
prefix = src.split('/')[-1].split('.')[0]
lines = open(src).read().split('\n')
start = next(i for i, l in enumerate(lines) if l.startswith('ENTRY'))
end = next(i for i in range(start, len(lines)) if lines[i] == '}')
body = lines[start + 1:end]
names = [l.split('=')[0].strip().removeprefix('ROOT ') for l in body]
deps = []
for l in body:
    rhs = l.split('=', 1)[1]
    deps.append({m for m in re.findall(r'[A-Za-z_][\w.\-]*', rhs) if m in names})
for seed in range(1, n + 1):
    rng = random.Random(seed)
    done, order, left = set(), [], list(range(len(body)))
    while left:
        ready = [i for i in left if deps[i] <= done]
        i = rng.choice(ready)
        left.remove(i)
        done.add(names[i])
        order.append(body[i])
    text = lines[:start + 1] + order + lines[end:]
    open('%s/%s_perm%d.hlo' % (out, prefix, seed), 'w').write('\n'.join(text))
