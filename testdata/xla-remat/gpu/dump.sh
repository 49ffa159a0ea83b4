#!/bin/bash
# XLA:GPU's optimized module, buffer assignment and memory report of every unchanged step (reference only)
export XLA_PYTHON_CLIENT_PREALLOCATE=false PYTHONUNBUFFERED=1
cd testdata/xla-remat
ls *.lowered.hlo heldout*/*.lowered.hlo > /tmp/list
sed 's/$/\t0\t/' /tmp/list > /tmp/req
XLA_FLAGS="--xla_dump_to=/tmp/d --xla_dump_hlo_as_text" timeout 300 python3 gen/xlarun.py --backend cuda --serve < /tmp/req > /tmp/ans 2> /tmp/err
paste /tmp/list /tmp/ans | cut -c1-300 > /tmp/map.txt
cat /tmp/map.txt | cut -c1-200; tail -5 /tmp/err
cd /tmp/d && ls | head; du -sh /tmp/d
cp /tmp/map.txt /tmp/d/
tar czf $OUT/dumps.tgz map.txt $(ls | grep -E 'after_optimizations.txt$|after_optimizations-memory-usage-report.txt$|after_optimizations-buffer-assignment.txt$')
ls -la $OUT
