#!/bin/sh
# dump.sh PYTHON [NAME...]: compiles each sharded gen/NAME.py on 8 XLA:CPU
# devices and writes, for its jitted function NAME (module jit_NAME), into
# testdata/xla-spmd:
#   NAME.astext.hlo    jax's lowered.as_text(dialect="hlo"), by
#                      ../xla-lowered/gen/ref.py: the sharded module as a
#                      JAX user holds it (no num_partitions in its header);
#   NAME.lowered.hlo   XLA's *.before_optimizations.txt: the unpartitioned
#                      module with its shardings (GSPMD or Shardy form);
#   NAME.hlo           XLA's *.cpu_after_optimizations.txt: partitioned,
#                      per device, fused and scheduled;
#   NAME.xla           XLA's buffer assignment and live ranges of NAME.hlo,
#                      by ../xla-cpu/gen/xlafacts.py;
#   NAME.collectives   every collective of NAME.hlo, by gen/collectives.py;
#   NAME.log           XLA's SPMD partitioner warnings, only when it logs any;
# and NAME's row of memory.tsv (per-device Compiled.memory_analysis()).
# Without NAMEs it regenerates every program. Run from testdata/xla-spmd.
set -e
py=$1; shift
[ $# -gt 0 ] || set -- $(cd gen && ls *.py | sed -n 's/\.py$//p' | grep -v -e '^sref$' -e '^collectives$' -e '^listgroups$')
tmp=$(mktemp -d)
for name in "$@"; do
	XLA_FLAGS="--xla_force_host_platform_device_count=8 --xla_dump_to=$tmp/$name --xla_dump_hlo_as_text" \
		REFDATA_MEM="$tmp/mem" REFDATA_ASTEXT="$tmp" PYTHONPATH=gen:../xla-lowered/gen "$py" gen/$name.py >/dev/null 2>"$tmp/$name.err" ||
		{ cat "$tmp/$name.err" >&2; exit 1; }
	base=$(ls "$tmp/$name" | sed -n "s/\.cpu_after_optimizations\.txt\$//p" | grep "\.jit_$name\$" | tail -1)
	[ -n "$base" ] || { echo "$name: no module jit_$name" >&2; exit 1; }
	cp "$tmp/$name.astext.hlo" "$name.astext.hlo"
	cp "$tmp/$name.stablehlo.mlir" "$name.stablehlo.mlir"
	# What a user holds has no device count; XLA's dump has it.
	if grep -q "num_partitions=" "$name.astext.hlo"; then echo "$name: astext has num_partitions" >&2; exit 1; fi
	cp "$tmp/$name/$base.before_optimizations.txt" "$name.lowered.hlo"
	cp "$tmp/$name/$base.cpu_after_optimizations.txt" "$name.hlo"
	"$py" ../xla-cpu/gen/xlafacts.py "$tmp/$name/$base.cpu_after_optimizations-buffer-assignment.txt" \
		"$tmp/$name/$base.cpu_after_optimizations-live-range.txt" > "$name.xla"
	"$py" gen/collectives.py "$name.hlo" > "$name.collectives"
	# The partitioner's warnings, without the time stamp and thread id.
	rm -f "$name.log"
	grep -e '\[SPMD\]' -e 'spmd_partitioner' "$tmp/$name.err" |
		sed 's/^\([WEI]\)[0-9]* [0-9:.]* *[0-9]* /\1 /' > "$tmp/$name.log" || true
	if [ -s "$tmp/$name.log" ]; then cp "$tmp/$name.log" "$name.log"; fi
done
hdr='module	donated	partitioner	argument	output	alias	temp	generated_code	host_argument	host_output	host_alias	host_temp	host_generated_code'
{
	[ -f memory.tsv ] && tail -n +2 memory.tsv | awk -F'\t' 'NR==FNR{new[$1]=1; next} !($1 in new)' "$tmp/mem" -
	cat "$tmp/mem"
} | sort > "$tmp/rows"
{ echo "$hdr"; cat "$tmp/rows"; } > memory.tsv
rm -rf "$tmp"
