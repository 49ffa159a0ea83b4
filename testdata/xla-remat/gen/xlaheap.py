"""xlaheap.py DUMP_DIR|BUFFER_ASSIGNMENT LIVE_RANGE: repack XLA:CPU's temp
allocation of one compile with XLA's own heap algorithm (reference only).

Reads XLA's *after_optimizations-buffer-assignment.txt (the values of the
preallocated-temp allocation, offset and size) and *-live-range.txt (each
value's live range [start, end] on XLA's sequence). Values at one offset
whose ranges meet are one buffer: the first is the buffer's interval,
the later ones its colocations (heap_simulator.cc: ShareWith). It then
places the buffers by best fit (GlobalDecreasingSizeBestFitHeap, 64-byte
alignment) in three orders and prints each heap:

  spatial, own duration:   size desc, then the first value's own
                           end - start desc (GetSpatialBufferIntervalCompare
                           leaves colocations out), then value id
  spatial, union duration: the same with the colocations' ends included
                           (what assign's bestfit does with a shared buffer)
  temporal:                duration with colocations desc, size desc, id
                           (GetTemporalBufferIntervalCompare)

XLA keeps the smaller of spatial and temporal (ChooseBestHeapAlgorithm).
"""
import glob
import re
import sys


def load(ba_path, lr_path):
    ba, lr = open(ba_path).read(), open(lr_path).read()
    rng = {}
    for m in re.finditer(r'^\s+(\S+?)(\{[^}]*\})?:(\d+)-(\d+)$', lr.split('BufferLiveRange:')[1], re.M):
        rng[(m.group(1), m.group(2) or '{}')] = (int(m.group(3)), int(m.group(4)))
    head = re.search(r'^allocation \d+: size (\d+), preallocated-temp:', ba, re.M)
    sec = ba[head.end():].split('\nallocation')[0]
    vals = []
    for m in re.finditer(r'value: <(\d+) (\S+?)(\{[^}]*\})? @0> \(size=(\d+),offset=(\d+)\)', sec):
        s, e = rng[(m.group(2), m.group(3) or '{}')]
        vals.append(dict(id=int(m.group(1)), size=int(m.group(4)), off=int(m.group(5)), s=s, e=e))
    vals.sort(key=lambda v: (v['s'], v['id']))
    groups = []
    for v in vals:
        for g in groups:
            p = g[-1]
            if p['off'] == v['off'] and p['size'] == v['size'] and v['s'] <= p['e'] and p['s'] <= v['e']:
                g.append(v)
                break
        else:
            groups.append([v])
    return int(head.group(1)), groups


def bestfit(groups, key, align=64):
    placed, top = [], 0
    for g in sorted(groups, key=key):
        size = g[0]['size']
        ivs = [(v['s'], v['e']) for v in g]
        busy = sorted((o, o + sz) for o, sz, pivs in placed
                      for a, b in pivs for c, d in ivs if a <= d and c <= b)
        best, cur = None, 0
        for o, e in busy:
            if o - cur >= size and (best is None or o - cur < best[1]):
                best = (cur, o - cur)
            cur = max(cur, -(-e // align) * align)
        off = best[0] if best else cur
        placed.append((off, size, ivs))
        top = max(top, off + size)
    return top


def main(args):
    if len(args) == 1:
        args = [glob.glob(args[0] + '/*after_optimizations-buffer-assignment.txt')[0],
                glob.glob(args[0] + '/*after_optimizations-live-range.txt')[0]]
    total, groups = load(*args)
    end = lambda g: max(v['e'] for v in g)
    print('XLA temp allocation %d bytes, %d buffers' % (total, len(groups)))
    print('spatial, own duration   %d' % bestfit(groups, lambda g: (-g[0]['size'], g[0]['s'] - g[0]['e'], g[0]['id'])))
    print('spatial, union duration %d' % bestfit(groups, lambda g: (-g[0]['size'], g[0]['s'] - end(g), g[0]['id'])))
    print('temporal                %d' % bestfit(groups, lambda g: (g[0]['s'] - end(g), -g[0]['size'], g[0]['id'])))


if __name__ == '__main__':
    main(sys.argv[1:])
