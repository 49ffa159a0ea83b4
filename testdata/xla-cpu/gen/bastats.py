"""bastats.py NAME.xla... > xla.tsv

Sums XLA's allocations per kind for each module (from the files written by
xlafacts.py), in bytes, as XLA's BufferAssignment stats count them: an
allocation that is both a parameter and maybe-live-out (a donated, aliased
parameter) counts in both columns, and once in the total.
"""
import os, sys

cols = ['parameter', 'constant', 'maybe_live_out', 'temp', 'thread_local', 'total']
print('module\t' + '\t'.join(cols))
for f in sys.argv[1:]:
    st = dict.fromkeys(cols, 0)
    for line in open(f):
        w = line.split()
        if not w or w[0] != 'allocation':
            continue
        size, kinds = int(w[2]), w[3:]
        st['total'] += size
        if any(k.startswith('parameter=') for k in kinds): st['parameter'] += size
        if 'constant' in kinds: st['constant'] += size
        if 'maybe-live-out' in kinds: st['maybe_live_out'] += size
        if 'preallocated-temp' in kinds: st['temp'] += size
        if 'thread-local' in kinds: st['thread_local'] += size
    print(os.path.basename(f)[:-4] + '\t' + '\t'.join(str(st[c]) for c in cols))
