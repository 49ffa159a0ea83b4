#!/bin/bash
# issue 33: the remat harness on XLA:GPU, all four sets, one run (reference only)
export XLA_PYTHON_CLIENT_PREALLOCATE=false PYTHONUNBUFFERED=1
R=$(pwd); W=/tmp/w; mkdir -p $W/r; cp -r testdata/xla-remat/. $W/; cp .gpu/planner $W/
cd $W
{ nvidia-smi; python3 -c 'import jax,jaxlib; print("jax", jax.__version__, "jaxlib", jaxlib.__version__); print(jax.devices())'; python3 -m pip list 2>/dev/null | grep -i -E "^jax|nvidia-(cublas|cudnn|cuda-runtime)"; nvcc --version | tail -2; uname -a; } > r/env.txt 2>&1
date +%s > r/t0
(timeout 400 python3 gen/harness.py ./planner --backend cuda --out r/results-gpu.tsv --probe --xla_gpu_enable_latency_hiding_scheduler=false 2> r/harness.log; echo "rc $?" >> r/harness.log) &
for s in heldout heldout2 heldout3; do
  (timeout 420 python3 gen/harness.py ./planner --backend cuda --steps $s --out r/$s-gpu.tsv --dump /tmp/dump-$s 2> r/$s-gpu.log; echo "rc $?" >> r/$s-gpu.log) &
done
wait
date +%s >> r/t0
find /tmp/dump-* -name '*memory-usage-report.txt' | head -400 | tar czf r/reports.tgz -T - 2>/dev/null
cd r && tar czf $OUT/gpu.tgz . && cp results-gpu.tsv heldout-gpu.tsv heldout2-gpu.tsv heldout3-gpu.tsv env.txt $OUT/ 2>/dev/null
ls -la $OUT; tail -3 *.log; cat t0
