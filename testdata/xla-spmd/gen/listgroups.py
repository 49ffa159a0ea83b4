"""listgroups.py NAME.hlo > OUT.hlo

Rewrites every replica_groups=mesh[...] of an XLA partitioned module as the
explicit list of groups it denotes, {{0,1,...},...}, leaving everything
else as it is. It is a what-if for astoday.py (does the module plan once
its replica groups are in the older form?), not a step of the generator:
nothing it writes is committed.

mesh['a'=A,'b'=B,...] names a device mesh of shape [A,B,...] holding the
devices in iota order, or in the order of device_ids=(IOTA) when given
(IOTA as in tile assignments: [d0,d1,...]T(perm) is iota reshaped to the
dims and transposed by perm). {'x',...} lists the mesh axes a group spans:
one group per combination of the other axes, its devices in row-major
order of the listed axes.
"""
import re, sys
import numpy as np

MESH = re.compile(r"replica_groups=mesh\[([^\]]*)\](?:, device_ids=\(((?:[^()]|\([^()]*\))*)\))? \{([^}]*)\}")


def iota(text, n):
    m = re.fullmatch(r'\[([0-9,]+)\](?:T\(([0-9,]+)\))?', text)
    dims = [int(x) for x in m.group(1).split(',')]
    a = np.arange(n).reshape(dims)
    if m.group(2):
        a = a.transpose([int(x) for x in m.group(2).split(',')])
    return a.reshape(-1)


def groups(m):
    axes = [(k, int(v)) for k, v in re.findall(r"'([^']*)'=(\d+)", m.group(1))]
    names = [k for k, _ in axes]
    shape = [v for _, v in axes]
    n = int(np.prod(shape))
    devs = (iota(m.group(2), n) if m.group(2) else np.arange(n)).reshape(shape)
    keep = [names.index(a) for a in re.findall(r"'([^']*)'", m.group(3))]
    other = [i for i in range(len(names)) if i not in keep]
    g = devs.transpose(other + keep).reshape(-1, int(np.prod([shape[i] for i in keep])))
    return 'replica_groups={' + ','.join('{' + ','.join(map(str, r)) + '}' for r in g) + '}'


sys.stdout.write(MESH.sub(groups, open(sys.argv[1]).read()))
