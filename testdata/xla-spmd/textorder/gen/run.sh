#!/bin/sh
# run.sh PYTHON: regenerates this folder from ../NAME.astext.hlo and its
# memory.tsv (XLA:CPU's per-device memory_analysis() on 8 devices,
# jax/jaxlib 0.10.2). Run from testdata/xla-spmd/textorder.
#   NAME_perm{1..3}.hlo  ../NAME.astext.hlo with its ENTRY instructions
#       in random topological orders (../../xla-lowered/textorder/gen/
#       permute.py, seeds 1..3): the same sharded module written in
#       another order.
# megatron_mlp is a GSPMD text; attn_2d_sdy, vocab_xent and fsdp_mlp are
# Shardy texts, compiled with the Shardy partitioner (gen/shardrun.py).
set -e
py=$1
export XLA_FLAGS=--xla_force_host_platform_device_count=8
printf 'file\targument\toutput\talias\ttemp\n' > memory.tsv
for p in megatron_mlp: attn_2d_sdy:--shardy vocab_xent:--shardy fsdp_mlp:--shardy; do
	name=${p%:*}
	"$py" ../../xla-lowered/textorder/gen/permute.py ../$name.astext.hlo . 3
	"$py" gen/shardrun.py ${p#*:} ../$name.astext.hlo ${name}_perm1.hlo ${name}_perm2.hlo ${name}_perm3.hlo |
		"$py" -c 'import json,sys
for l in sys.stdin:
    f, r = l.rstrip("\n").split("\t"); r = json.loads(r)
    f = "../" + f if f.endswith(".astext.hlo") else f
    print("\t".join([f] + [str(r[k]) for k in ("argument", "output", "alias", "temp")]))' >> memory.tsv
done
