"""xlafacts.py BUFFER-ASSIGNMENT.txt LIVE-RANGE.txt > NAME.xla

Converts XLA's buffer-assignment dump (*-buffer-assignment.txt) and its live
ranges (*-live-range.txt) into the compact text the Go test reads:

    allocation INDEX SIZE KIND...
    value ALLOCATION OFFSET SIZE NAME{INDEX} START END

KIND is one or more of parameter=N, constant, maybe-live-out,
preallocated-temp, thread-local, output (as XLA describes the allocation).
Each value line is one HloValue XLA placed in the allocation at OFFSET;
START and END are its live range in XLA's flattened instruction sequence
(inclusive at both ends, as XLA prints it), or "- -" for a value XLA gives
no live range (thread-local values of called computations).
"""
import re, sys

ba, lr = sys.argv[1], sys.argv[2]
live = {}
inrange = False
for line in open(lr):
    s = line.strip()
    if s == 'BufferLiveRange:':
        inrange = True
        continue
    if inrange:
        m = re.match(r'(\S+\{[0-9,]*\}):(\d+)-(\d+)$', s)
        if not m:
            break
        live[m.group(1)] = (int(m.group(2)), int(m.group(3)))

print('# XLA:CPU buffer assignment and live ranges (gen/xlafacts.py); see README.md')
for line in open(ba):
    m = re.match(r'allocation (\d+): size (\d+)(.*):$', line)
    if m:
        kinds = []
        rest = m.group(3)
        p = re.search(r', parameter (\d+),', rest)
        if p:
            kinds.append('parameter=' + p.group(1))
        for k in ('output shape', 'constant', 'maybe-live-out', 'preallocated-temp', 'thread-local'):
            if ', ' + k in rest:
                kinds.append(k.split()[0])
        print('allocation', m.group(1), m.group(2), ' '.join(kinds))
        alloc = m.group(1)
        continue
    m = re.match(r' value: <\d+ (\S+?)(\{[0-9,]*\})?( \(phi\))? @\d+> \(size=(\d+),offset=(\d+)\)', line)
    if m:
        name = m.group(1) + (m.group(2) or '{}')
        s, e = live.get(name, ('-', '-'))
        print('value', alloc, m.group(5), m.group(4), name, s, e)
        continue
    if line.startswith('allocation') or line.startswith(' value'):
        sys.exit('unrecognized line: ' + line)
