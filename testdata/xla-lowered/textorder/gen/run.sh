#!/bin/sh
# run.sh PYTHON: regenerates this folder's memory.tsv (XLA:CPU's
# memory_analysis() of each module, jax/jaxlib 0.10.2) from the texts
# here. Run from testdata/xla-lowered/textorder.
#   layernorm_perm{1..4}.hlo  ../layernorm_fb.astext.hlo with its ENTRY
#       instructions in four random topological orders (gen/permute.py,
#       seeds 1..4): the same module written in another order;
#   layernorm_cse.hlo  another text of the program layernorm_fb: its
#       identical subexpressions merged (one x - mean, one broadcast of
#       the rsqrt) and some ops rewritten (broadcast for reshape, other
#       operand orders), computations before ENTRY so that XLA's parser
#       takes it. Another graph, not the same one reordered: XLA's
#       output 1 differs from the original's in its low bits.
set -e
py=$1
"$py" gen/permute.py ../layernorm_fb.astext.hlo . 4
printf 'file\targument\toutput\talias\ttemp\n' > memory.tsv
for f in ../layernorm_fb.astext.hlo layernorm_cse.hlo layernorm_perm1.hlo layernorm_perm2.hlo layernorm_perm3.hlo layernorm_perm4.hlo; do
	"$py" ../../xla-remat/gen/xlarun.py "$f" |
		"$py" -c 'import json,sys; r=json.load(sys.stdin); print("\t".join([sys.argv[1]]+[str(r[k]) for k in ("argument","output","alias","temp")]))' "$f" >> memory.tsv
done
