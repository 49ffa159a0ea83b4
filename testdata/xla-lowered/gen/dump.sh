#!/bin/sh
# dump.sh PYTHON [NAME...]: compiles each gen/NAME.py with XLA:CPU and writes,
# for its jitted function NAME (module jit_NAME), into testdata/xla-lowered:
#   NAME.astext.hlo   jax's lowered.as_text(dialect="hlo"): the module as a
#                     JAX user holds it, by gen/ref.py;
#   NAME.lowered.hlo  XLA's *.before_optimizations.txt (the lowered module);
#   NAME.hlo          XLA's *.cpu_after_optimizations.txt (fused, scheduled);
#   NAME.xla          XLA's buffer assignment and live ranges of NAME.hlo,
#                     by ../xla-cpu/gen/xlafacts.py;
# and NAME's row of memory.tsv (Compiled.memory_analysis(), by gen/ref.py).
# Without NAMEs it regenerates every program. Run from testdata/xla-lowered.
set -e
py=$1; shift
[ $# -gt 0 ] || set -- $(cd gen && ls *.py | sed -n 's/\.py$//p' | grep -v -e '^ref$' -e '^astoday$')
tmp=$(mktemp -d)
for name in "$@"; do
	XLA_FLAGS="--xla_dump_to=$tmp/$name --xla_dump_hlo_as_text" REFDATA_MEM="$tmp/mem" REFDATA_ASTEXT="$tmp" \
		PYTHONPATH=gen "$py" gen/$name.py >/dev/null
	base=$(ls "$tmp/$name" | sed -n "s/\.cpu_after_optimizations\.txt\$//p" | grep "\.jit_$name\$" | tail -1)
	[ -n "$base" ] || { echo "$name: no module jit_$name" >&2; exit 1; }
	cp "$tmp/$name.astext.hlo" "$name.astext.hlo"
	cp "$tmp/$name.stablehlo.mlir" "$name.stablehlo.mlir"
	cp "$tmp/$name/$base.before_optimizations.txt" "$name.lowered.hlo"
	cp "$tmp/$name/$base.cpu_after_optimizations.txt" "$name.hlo"
	"$py" ../xla-cpu/gen/xlafacts.py "$tmp/$name/$base.cpu_after_optimizations-buffer-assignment.txt" \
		"$tmp/$name/$base.cpu_after_optimizations-live-range.txt" > "$name.xla"
done
# memory.tsv: the new rows replace those of the same modules.
hdr='module	donated	argument	output	alias	temp	generated_code	host_argument	host_output	host_alias	host_temp	host_generated_code'
{
	[ -f memory.tsv ] && tail -n +2 memory.tsv | awk -F'\t' 'NR==FNR{new[$1]=1; next} !($1 in new)' "$tmp/mem" -
	cat "$tmp/mem"
} | sort > "$tmp/rows"
{ echo "$hdr"; cat "$tmp/rows"; } > memory.tsv
rm -rf "$tmp"
