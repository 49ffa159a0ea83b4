#!/bin/sh
# dump.sh PYTHON [NAME...]: compiles each held-out gen/NAME.py with XLA:CPU
# (gen/../../gen/ref.py does the lowering and compiling) and writes here:
#   NAME.astext.hlo  jax's lowered.as_text(dialect="hlo"), what a user holds;
#   NAME.hlo         XLA's *.cpu_after_optimizations.txt when under 300 KB;
# and NAME's row of memory.tsv (Compiled.memory_analysis()).
# Without NAMEs it regenerates every program. Run from
# testdata/xla-lowered/heldout.
set -e
py=$1; shift
[ $# -gt 0 ] || set -- $(cd gen && ls *.py | sed -n 's/\.py$//p')
tmp=$(mktemp -d)
for name in "$@"; do
	XLA_FLAGS="--xla_dump_to=$tmp/$name --xla_dump_hlo_as_text" REFDATA_MEM="$tmp/mem" REFDATA_ASTEXT="$tmp" \
		PYTHONPATH=../gen "$py" gen/$name.py >/dev/null
	base=$(ls "$tmp/$name" | sed -n "s/\.cpu_after_optimizations\.txt\$//p" | grep "\.jit_$name\$" | tail -1)
	[ -n "$base" ] || { echo "$name: no module jit_$name" >&2; exit 1; }
	cp "$tmp/$name.astext.hlo" "$name.astext.hlo"
	opt="$tmp/$name/$base.cpu_after_optimizations.txt"
	if [ "$(wc -c < "$opt")" -lt 307200 ]; then cp "$opt" "$name.hlo"; else rm -f "$name.hlo"; fi
done
hdr='module	donated	argument	output	alias	temp	generated_code	host_argument	host_output	host_alias	host_temp	host_generated_code'
{
	[ -f memory.tsv ] && tail -n +2 memory.tsv | awk -F'\t' 'NR==FNR{new[$1]=1; next} !($1 in new)' "$tmp/mem" -
	cat "$tmp/mem"
} | sort > "$tmp/rows"
{ echo "$hdr"; cat "$tmp/rows"; } > memory.tsv
rm -rf "$tmp"
