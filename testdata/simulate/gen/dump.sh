#!/bin/sh
# dump.sh PYTHON: compiles gen/programs.py's programs with XLA:CPU and
# writes NAME.hlo (XLA's optimized, scheduled module). Run from
# testdata/simulate.
set -e
py=$1
tmp=$(mktemp -d)
for name in init train_b128 train_b192 train_b256 eval_b128; do
	XLA_FLAGS="--xla_dump_to=$tmp/$name --xla_dump_hlo_as_text" "$py" gen/programs.py $name >/dev/null
	case $name in
	init) fn=init ;; eval_*) fn=loss ;; *) fn=train ;;
	esac
	base=$(ls "$tmp/$name" | sed -n "s/\.cpu_after_optimizations\.txt\$//p" | grep "\.jit_$fn\$" | tail -1)
	[ -n "$base" ] || { echo "$name: no module jit_$fn" >&2; exit 1; }
	cp "$tmp/$name/$base.cpu_after_optimizations.txt" "$name.hlo"
done
rm -rf "$tmp"
