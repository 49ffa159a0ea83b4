"""xlafree.py MODULE [N] [all]: which instructions of XLA's optimized
module (cpu_after_optimizations.txt, scheduled) run far from their first
reader (reference only; docs/remat.md, "Instructions XLA makes after
Pin's barriers").

For each computing instruction of the entry computation (no parameter,
constant, tuple, get-tuple-element, opt-barrier or bitcast) it prints
its bytes, the position of its last operand's definition (ready), its
own position (ran) and its first reader's, the N largest by bytes times
steps held before the first reader. Without 'all', instructions that
read an element of an opt-barrier (ordered by Pin) are left out.
"""
import re
import sys

SIZES = {'f32': 4, 's32': 4, 'u32': 4, 'bf16': 2, 'f16': 2, 'pred': 1, 's8': 1, 'u8': 1}


def nbytes(shape):
    tot = 0
    for t, d in re.findall(r'(f32|s32|bf16|pred|u32|f16|s8|u8)\[([\d,]*)\]', shape):
        n = SIZES[t]
        for x in d.split(','):
            if x:
                n *= int(x)
        tot += n
    return tot


def main():
    txt = open(sys.argv[1]).read()
    top = int(sys.argv[2]) if len(sys.argv) > 2 else 12
    every = len(sys.argv) > 3
    ent = txt[txt.index('ENTRY'):]
    ent = ent[:ent.index('\n}')]
    lines = [l for l in ent.split('\n')[1:] if ' = ' in l]
    info, names = {}, []
    for i, l in enumerate(lines):
        m = re.match(r'\s*(ROOT )?%(\S+) = (.*?) ([a-z\-]+)\((.*?)\)', l)
        name, shape, op, args = m.group(2), m.group(3), m.group(4), m.group(5)
        info[name] = (i, op, re.findall(r'%([\w.\-]+)', args), 0 if shape.startswith('(') else nbytes(shape))
        names.append(name)
    readers = {}
    for n in names:
        for o in info[n][2]:
            readers.setdefault(o, []).append(info[n][0])

    def pinned(n):
        for o in info[n][2]:
            if o in info and info[o][1] == 'get-tuple-element':
                b = info[o][2][0]
                if b in info and info[b][1] == 'opt-barrier':
                    return True
        return False
    rows = []
    for n in names:
        i, op, ops, size = info[n]
        if op in ('parameter', 'constant', 'tuple', 'get-tuple-element', 'opt-barrier', 'bitcast'):
            continue
        if pinned(n) and not every:
            continue
        first = min(readers.get(n, [len(lines)]))
        ready = max([info[o][0] for o in ops if o in info] + [-1])
        rows.append((size * (first - i - 1), n, op, size, ready, i, first))
    rows.sort(reverse=True)
    for r in rows[:top]:
        print('%-40s %-12s %9d ready@%d ran@%d firstreader@%d' % r[1:])


main()
