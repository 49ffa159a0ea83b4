#!/bin/sh
# run.sh PYTHON: regenerates this folder's memory.tsv (XLA:CPU's
# memory_analysis() of each module, jax/jaxlib 0.10.2) from the texts
# here. Run from testdata/xla-lowered/textorder.
#   NAME_perm{1..4}.hlo  ../NAME.astext.hlo with its ENTRY instructions
#       in random topological orders (gen/permute.py, seeds 1..4; for
#       gelu_mlp, embed_xent, vae_step and bf16_mlp the one permutation
#       the planner planned furthest from the text before post-order
#       normalization): the same module written in another order;
#   layernorm_cse.hlo  another text of the program layernorm_fb: its
#       identical subexpressions merged (one x - mean, one broadcast of
#       the rsqrt) and some ops rewritten (broadcast for reshape, other
#       operand orders), computations before ENTRY so that XLA's parser
#       takes it. Another graph, not the same one reordered: XLA's
#       output 1 differs from the original's in its low bits.
set -e
py=$1
tmp=$(mktemp -d)
"$py" gen/permute.py ../layernorm_fb.astext.hlo . 4
for p in gelu_mlp:2 embed_xent:2 vae_step:1 bf16_mlp:2; do
	"$py" gen/permute.py ../${p%:*}.astext.hlo "$tmp" 4
	cp "$tmp/${p%:*}_perm${p#*:}.hlo" .
done
printf 'file\targument\toutput\talias\ttemp\n' > memory.tsv
for f in ../layernorm_fb.astext.hlo layernorm_cse.hlo layernorm_fb_perm1.hlo layernorm_fb_perm2.hlo \
	layernorm_fb_perm3.hlo layernorm_fb_perm4.hlo ../gelu_mlp.astext.hlo gelu_mlp_perm2.hlo \
	../embed_xent.astext.hlo embed_xent_perm2.hlo ../vae_step.astext.hlo vae_step_perm1.hlo \
	../bf16_mlp.astext.hlo bf16_mlp_perm2.hlo; do
	"$py" ../../xla-remat/gen/xlarun.py "$f" |
		"$py" -c 'import json,sys; r=json.load(sys.stdin); print("\t".join([sys.argv[1]]+[str(r[k]) for k in ("argument","output","alias","temp")]))' "$f" >> memory.tsv
done
