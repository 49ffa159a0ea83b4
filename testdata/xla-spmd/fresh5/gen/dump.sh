#!/bin/sh
# dump.sh PYTHON [NAME...]: compiles each program gen/NAME.py with XLA:CPU
# (jax/jaxlib 0.10.2) once on 8 host devices, by ../gen/sref.py and
# ../../xla-lowered/gen/ref.py, and writes, for its jitted function NAME (module
# jit_NAME), into testdata/xla-spmd/fresh5:
#   NAME.stablehlo.mlir  jax's lowered.as_text(), the StableHLO text a user
#                        holds (the planner's default input);
#   NAME.astext.hlo      lowered.as_text(dialect="hlo") (a sharded program's
#                        shardings, no num_partitions);
#   NAME.hlo             XLA's *.cpu_after_optimizations.txt (per device when
#                        sharded), only when under 300 KB;
# and NAME's row of memory.tsv (Compiled.memory_analysis(), per device). Without NAMEs it
# regenerates every program. Run from testdata/xla-spmd/fresh5.
set -e
py=$1; shift
[ $# -gt 0 ] || set -- $(cd gen && ls *.py | sed -n 's/\.py$//p')
tmp=$(mktemp -d)
for name in "$@"; do
	n=8
	XLA_FLAGS="--xla_force_host_platform_device_count=$n --xla_dump_to=$tmp/$name --xla_dump_hlo_as_text" \
		REFDATA_MEM="$tmp/mem" REFDATA_ASTEXT="$tmp" PYTHONPATH=../gen:../../xla-lowered/gen "$py" gen/$name.py >/dev/null 2>"$tmp/$name.err" ||
		{ cat "$tmp/$name.err" >&2; exit 1; }
	base=$(ls "$tmp/$name" | sed -n "s/\.cpu_after_optimizations\.txt\$//p" | grep "\.jit_$name\$" | tail -1)
	[ -n "$base" ] || { echo "$name: no module jit_$name" >&2; exit 1; }
	cp "$tmp/$name.astext.hlo" "$name.astext.hlo"
	cp "$tmp/$name.stablehlo.mlir" "$name.stablehlo.mlir"
	if grep -q "num_partitions=" "$name.astext.hlo"; then echo "$name: astext has num_partitions" >&2; exit 1; fi
	rm -f "$name.hlo"
	f="$tmp/$name/$base.cpu_after_optimizations.txt"
	if [ "$(wc -c < "$f")" -lt 307200 ]; then cp "$f" "$name.hlo"; fi
done
hdr='module	donated	partitioner	argument	output	alias	temp	generated_code	host_argument	host_output	host_alias	host_temp	host_generated_code'
{
	[ -f memory.tsv ] && tail -n +2 memory.tsv | awk -F'\t' 'NR==FNR{new[$1]=1; next} !($1 in new)' "$tmp/mem" -
	cat "$tmp/mem"
} | sort > "$tmp/rows"
{ echo "$hdr"; cat "$tmp/rows"; } > memory.tsv
rm -rf "$tmp"
