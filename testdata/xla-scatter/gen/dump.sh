#!/bin/sh
# dump.sh PYTHON: compiles gen/at_index.py's functions with XLA:CPU (jax and
# jaxlib 0.10.2) and writes into testdata/xla-scatter, for each function
# NAME: NAME.astext.hlo (lowered.as_text(dialect="hlo"), by
# ../xla-lowered/gen/ref.py), NAME.hlo (XLA's cpu_after_optimizations) and
# NAME's row of memory.tsv (Compiled.memory_analysis()). Run from
# testdata/xla-scatter.
set -e
py=$1
tmp=$(mktemp -d)
XLA_FLAGS="--xla_dump_to=$tmp/dump --xla_dump_hlo_as_text" REFDATA_MEM="$tmp/mem" REFDATA_ASTEXT="$tmp" \
	PYTHONPATH=../xla-lowered/gen "$py" gen/at_index.py >/dev/null
for f in "$tmp"/*.astext.hlo; do
	name=$(basename "$f" .astext.hlo)
	cp "$f" "$name.astext.hlo"
	base=$(ls "$tmp/dump" | sed -n "s/\.cpu_after_optimizations\.txt\$//p" | grep "\.jit_$name\$" | tail -1)
	cp "$tmp/dump/$base.cpu_after_optimizations.txt" "$name.hlo"
done
hdr='module	donated	argument	output	alias	temp	generated_code	host_argument	host_output	host_alias	host_temp	host_generated_code'
{ echo "$hdr"; sort "$tmp/mem"; } > memory.tsv
rm -rf "$tmp"
