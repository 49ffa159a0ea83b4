"""textcse.py IN OUT: write IN's entry computation with its duplicate
instructions merged (reference only; issue 33, branch bits33).

Two instructions of the entry are duplicates when their text after the
`=` is the same once metadata is dropped and operands are renamed to the
instruction each was merged into: same shape, opcode, operands and
attributes. Parameters, opt-barriers, rng and custom-calls are never
merged, nor the root. Environment:

  ONLY=REGEX  merge only opcodes matching REGEX (e.g. subtract|reshape|broadcast)
  BF16=1      merge only instructions whose shape is bf16
  NAMES=FILE  merge only the instructions named in FILE (one a line)

It stands in for XLA's HloCSE on the text --emit-hlo writes, to see
which copies the recommended flags (HloCSE off) leave and what merging
them does (docs/remat.md, "Why the recommended flags change gpt2's and
mixer's bits"). Prints the number of duplicates found and merged.
"""
import os
import re
import sys

OPERAND = re.compile(r'(?<=[(, ])([A-Za-z_][\w.\-]*)(?=[,)])')
NEVER = ('parameter', 'opt-barrier', 'rng', 'rng-bit-generator', 'custom-call')


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    only = os.environ.get('ONLY')
    bf16 = os.environ.get('BF16')
    names = set(open(os.environ['NAMES']).read().split()) if os.environ.get('NAMES') else None
    src = open(sys.argv[1]).read().split('\n')
    entry = [i for i, l in enumerate(src) if l.startswith('ENTRY')][0]
    rep, seen, out = {}, {}, []
    found = merged = 0
    for i, l in enumerate(src):
        m = re.match(r'  (ROOT )?([\w.\-]+) = (.*)$', l) if i > entry else None
        if not m:
            out.append(l)
            continue
        root, name, rhs = m.groups()
        rename = lambda mm: rep.get(mm.group(1), mm.group(1))
        key = OPERAND.sub(rename, re.sub(r', metadata=\{[^}]*\}', '', rhs))
        op = re.match(r'\S+ ([\w\-]+)\(', key)
        opc = op.group(1) if op else ''
        if opc not in NEVER and not root and key in seen:
            found += 1
            if ((not only or re.fullmatch(only, opc)) and (not bf16 or key.startswith('bf16['))
                    and (names is None or name in names)):
                rep[name] = seen[key]
                merged += 1
                continue
        seen.setdefault(key, name)
        out.append('  ' + (root or '') + name + ' = ' + OPERAND.sub(rename, rhs))
    open(sys.argv[2], 'w').write('\n'.join(out))
    print('duplicates', found, 'merged', merged, file=sys.stderr)


if __name__ == '__main__':
    main()
