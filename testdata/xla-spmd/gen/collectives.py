"""collectives.py NAME.hlo > NAME.collectives

Lists every collective of XLA's partitioned module, one per line,
tab-separated:

    computation  instruction  opcode  shape  bytes  groups

shape is the result shape as written (a tuple for multi-operand and async
forms), bytes the sum of its arrays' sizes (element size times element
count, layouts ignored), groups the replica_groups attribute exactly as
written (lists, iota, or mesh[...] with its optional device_ids=(...)
and {axes}), or source_target_pairs=...
for collective-permute, or - when the instruction has neither.
"""
import re, sys

OPS = ('all-reduce', 'all-gather', 'reduce-scatter', 'all-to-all', 'ragged-all-to-all',
       'collective-permute', 'collective-broadcast')
OPS = OPS + tuple(o + '-start' for o in OPS) + tuple(o + '-done' for o in OPS)
SIZE = {'pred': 1, 's8': 1, 'u8': 1, 's16': 2, 'u16': 2, 'f16': 2, 'bf16': 2, 's32': 4, 'u32': 4,
        'f32': 4, 's64': 8, 'u64': 8, 'f64': 8, 'c64': 8, 'c128': 16}


def nbytes(shape):
    total = 0
    for ty, dims in re.findall(r'\b([a-z]+[0-9]*(?:e[0-9]m[0-9][a-z]*)?)\[([0-9,]*)\]', shape):
        n = 1
        for d in dims.split(','):
            if d:
                n *= int(d)
        total += n * SIZE.get(ty, 1)
    return total


MESH = re.compile(r"mesh\[[^\]]*\](?:, device_ids=\((?:[^()]|\([^()]*\))*\))?(?: \{[^}]*\})?")


def attr(line, key):
    i = line.find(key + '=')
    if i < 0:
        return None
    j = i + len(key) + 1
    m = MESH.match(line, j)
    if m:
        return m.group(0)
    depth = 0
    k = j
    while k < len(line):
        c = line[k]
        if c in '[{(':
            depth += 1
        elif c in ']})':
            depth -= 1
        elif c == ',' and depth == 0:
            break
        k += 1
    return line[i if key == 'source_target_pairs' else j:k].strip()


comp = '-'
print('computation\tinstruction\topcode\tshape\tbytes\tgroups')
for line in open(sys.argv[1]):
    m = re.match(r'(ENTRY )?%(\S+) .*\{$', line)
    if m and not line.startswith(' '):
        comp = m.group(2)
        continue
    m = re.match(r'\s+(?:ROOT )?%(\S+) = (.+?) ([a-z][a-z-]*)\(', line)
    if not m or m.group(3) not in OPS:
        continue
    name, shape, op = m.groups()
    groups = attr(line, 'replica_groups') or attr(line, 'source_target_pairs') or '-'
    print('\t'.join([comp, name, op, shape, str(nbytes(shape)), groups]))
