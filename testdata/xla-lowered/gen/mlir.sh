#!/bin/sh
# mlir.sh PYTHON DIR [NAME...]: writes DIR/NAME.stablehlo.mlir, jax's
# lowered.as_text() (StableHLO MLIR text, the default dialect), for each
# program gen/NAME.py of DIR (testdata/xla-lowered or testdata/xla-spmd),
# without compiling it (REFDATA_TEXT_ONLY, see ref.py). dump.sh writes the
# same files along with the rest. Run from testdata.
set -e
py=$1; dir=$2; shift 2
cd "$dir"
[ $# -gt 0 ] || set -- $(cd gen && ls *.py | sed -n 's/\.py$//p' |
	grep -v -e '^ref$' -e '^astoday$' -e '^sref$' -e '^collectives$' -e '^listgroups$')
tmp=$(mktemp -d)
for name in "$@"; do
	XLA_FLAGS="--xla_force_host_platform_device_count=8" REFDATA_TEXT_ONLY=1 REFDATA_ASTEXT="$tmp" \
		PYTHONPATH=gen:../xla-lowered/gen "$py" gen/$name.py >/dev/null 2>"$tmp/$name.err" ||
		{ cat "$tmp/$name.err" >&2; exit 1; }
	cp "$tmp/$name.stablehlo.mlir" "$name.stablehlo.mlir"
done
rm -rf "$tmp"
