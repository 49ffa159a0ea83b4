#!/bin/bash
# issue 33: the remat harness on XLA:GPU, all four sets, with a probe of the settings that fix XLA:GPU's choices (reference only)
export XLA_PYTHON_CLIENT_PREALLOCATE=false PYTHONUNBUFFERED=1
P="--xla_disable_hlo_passes=cse_barrier_expander,cse --xla_gpu_autotune_level=0 --xla_gpu_cublas_fallback=false"
W=/tmp/w; mkdir -p $W/r; cp -r testdata/xla-remat/. $W/; cp .gpu/planner $W/
cd $W
{ nvidia-smi -L; python3 -c 'import jax,jaxlib; print("jax", jax.__version__, "jaxlib", jaxlib.__version__); print(jax.devices())'; } > r/env.txt 2>&1
date +%s > r/t0
(timeout 280 python3 gen/harness.py ./planner --backend cuda --out r/results-gpu.tsv --probe "$P" 2> r/results-gpu.log) &
run() { timeout 280 python3 gen/harness.py ./planner --backend cuda --steps $1 --only $2 --out r/$1-gpu-$3.tsv --probe "$P" 2> r/$1-gpu-$3.log; }
run heldout gru,vit,resnet,vocab,unet a & run heldout topk,fno,ckpt,adam,causal b &
run heldout2 lstm,gpt2,mixer,gnn,vae a & run heldout2 seq2seq,diffusion,dwsep,sgdm,clip b &
run heldout3 scanlayers,policy,dpsgd,amp,rope a & run heldout3 convt,route,lru,txl,adafactor b &
wait
date +%s >> r/t0
cd r && tar czf $OUT/gpu.tgz . && ls -la . && cat t0 && wc -l *.tsv
