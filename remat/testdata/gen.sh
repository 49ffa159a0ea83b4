#!/bin/sh
# gen.sh PYTHON: writes NAME.lowered.hlo, the lowered module JAX hands to
# XLA (XLA's *.before_optimizations.txt for jit_NAME), for the jax.checkpoint
# pairs of testdata/xla-cpu/gen: checkpoint_mlp/plain_mlp and
# checkpoint_wide/plain_wide. Run from remat/testdata.
set -e
py=$1
tmp=$(mktemp -d)
for name in checkpoint_mlp plain_mlp checkpoint_wide plain_wide; do
	XLA_FLAGS="--xla_dump_to=$tmp/$name --xla_dump_hlo_as_text" "$py" ../../testdata/xla-cpu/gen/$name.py >/dev/null
	cp "$(ls "$tmp/$name"/*.jit_$name.before_optimizations.txt | tail -1)" "$name.lowered.hlo"
done
rm -rf "$tmp"
