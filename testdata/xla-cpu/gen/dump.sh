#!/bin/sh
# dump.sh PYTHON [NAME...]: compiles each gen/NAME.py with XLA:CPU, dumping
# after optimization, and writes NAME.hlo (XLA's optimized, scheduled module
# for the jitted function NAME) and NAME.xla (its buffer assignment and live
# ranges, by xlafacts.py) into testdata/xla-cpu. Run from testdata/xla-cpu.
set -e
py=$1; shift
[ $# -gt 0 ] || set -- $(cd gen && ls *.py | sed -n 's/\.py$//p' | grep -v -e '^xlafacts$' -e '^bastats$')
tmp=$(mktemp -d)
for name in "$@"; do
	XLA_FLAGS="--xla_dump_to=$tmp/$name --xla_dump_hlo_as_text" "$py" gen/$name.py >/dev/null
	base=$(ls "$tmp/$name" | sed -n "s/\.cpu_after_optimizations\.txt\$//p" | grep "\.jit_$name\$" | tail -1)
	[ -n "$base" ] || { echo "$name: no module jit_$name" >&2; exit 1; }
	cp "$tmp/$name/$base.cpu_after_optimizations.txt" "$name.hlo"
	"$py" gen/xlafacts.py "$tmp/$name/$base.cpu_after_optimizations-buffer-assignment.txt" \
		"$tmp/$name/$base.cpu_after_optimizations-live-range.txt" > "$name.xla"
done
"$py" gen/bastats.py *.xla > xla.tsv
rm -rf "$tmp"
