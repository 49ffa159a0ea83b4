#!/usr/bin/env bash
# compare.sh: the figures of issue 23, from one run, every plan re-checked
# by `planner verify` (the independent checker, reading the written file).
#
#   testdata/bench/compare.sh [OUTDIR]     (from the repository root)
#
# Inputs outside the repository are read where the worktree finds them
# (../shared/data/traces, ../shared/data/minimalloc-challenging,
# ../shared/corpus/xla); a missing folder skips its table. The reference
# figures of idealloc and MiniMalloc are the ones recorded in
# ../shared/data/traces/README.md and in issue 23 (measured side by side on
# this machine by the issue's author); idealloc and MiniMalloc are not built
# here. CPU seconds are user + system of the whole `planner` process.
set -euo pipefail
out=${1:-$(mktemp -d)}
mkdir -p "$out"
root=$(pwd)
planner="$out/planner"
go build -o "$planner" ./cmd/planner
traces=../shared/data/traces
challenging=../shared/data/minimalloc-challenging
corpus=../shared/corpus/xla

# run NAME CMD...: runs CMD, keeps its stderr in $out/NAME.err and the
# wall, user and system seconds in $out/NAME.time; returns CMD's status.
run() {
	local name=$1
	shift
	local rc=0
	/usr/bin/time -f "%e %U %S" -o "$out/$name.time" "$@" 2>"$out/$name.err" || rc=$?
	return $rc
}
# (time's last line holds the figures: a failed command's first says so.)
cpu() { tail -1 "$out/$1.time" | awk '{printf "%.2f", $2 + $3}'; }
wall() { tail -1 "$out/$1.time" | awk '{printf "%.2f", $1}'; }
# field NAME: r, the peak and L from pack's summary line.
ratio() { grep -o 'r = [0-9.]*' "$out/$1.err" | tail -1 | cut -d' ' -f3; }
lbytes() { grep -o 'L [^(]*([0-9,]* bytes)' "$out/$1.err" | tail -1 | sed 's/.*(\([0-9,]*\) bytes)/\1/' | tr -d ,; }
peak() { grep -o 'peak [^(]*([0-9,]* bytes)' "$out/$1.err" | tail -1 | sed 's/.*(\([0-9,]*\) bytes)/\1/' | tr -d ,; }
algo() { grep -o 'algorithm [a-z-]*' "$out/$1.err" | tail -1 | cut -d' ' -f2; }
verified() { if "$planner" verify "$1" >/dev/null 2>&1; then echo yes; else echo NO; fi; }

echo "# Real traces and mixed-lifetime problems: planner pack (default auto) against idealloc"
echo
echo "| input | buffers | r (planner) | algorithm | CPU s | wall s | verified | idealloc r | idealloc CPU s |"
echo "|---|---|---|---|---|---|---|---|---|"
declare -A ideal_r=([S_1]=1.0215 [Y_1]=1.0036 [pangu_2.6B]=1.0334 [mixed10000]=1.1034 [mixed100000]=1.0273 [mixed1000000]="out of memory")
declare -A ideal_cpu=([S_1]="6-7" [Y_1]="34-39" [pangu_2.6B]="1.7" [mixed10000]="-" [mixed100000]="(6.3 GB, killed)" [mixed1000000]="-")
inputs=()
declare -A fileof
if [ -d "$traces" ]; then
	for f in S_1 Y_1 pangu_2.6B; do inputs+=("$f:$traces/$f.csv"); done
fi
for n in 10000 100000 1000000; do
	go run ./testdata/bench/mixedcsv $n >"$out/mixed$n.csv"
	inputs+=("mixed$n:$out/mixed$n.csv")
done
for in in "${inputs[@]}"; do
	name=${in%%:*} file=${in#*:}
	fileof[$name]=$file
	run "$name" "$planner" pack -o "$out/$name.plan.csv" "$file"
	n=$(($(wc -l <"$file") - 1))
	echo "| $name | $n | $(ratio $name) | $(algo $name) | $(cpu $name) | $(wall $name) | $(verified "$out/$name.plan.csv") | ${ideal_r[$name]} | ${ideal_cpu[$name]} |"
done
echo
echo "# --capacity at idealloc's peak (ceil(idealloc's r x L))"
echo
echo "| input | capacity | exit | peak | CPU s | verified |"
echo "|---|---|---|---|---|---|"
for name in S_1 Y_1 mixed100000; do
	[ -f "$out/$name.err" ] || continue
	l=$(lbytes $name)
	c=$(awk -v r="${ideal_r[$name]}" -v l="$l" 'BEGIN { c = r * l; f = sprintf("%.0f", c); if (f + 0 < c) f = sprintf("%.0f", f + 1); print f }')
	file=${fileof[$name]}
	rc=0
	run "$name.cap" "$planner" pack --capacity "$c" -o "$out/$name.cap.csv" "$file" || rc=$?
	v=-
	[ $rc -eq 0 ] && v=$(verified "$out/$name.cap.csv")
	echo "| $name | $c | $rc | $(peak $name.cap) | $(cpu $name.cap) | $v |"
done

if [ -d "$challenging" ]; then
	echo
	echo "# MiniMalloc's challenging set: --capacity 1048576, and the default (no capacity)"
	echo
	echo "| file | buffers | L | capacity: exit | CPU s | wall s | verified | default: peak | r | CPU s | verified |"
	echo "|---|---|---|---|---|---|---|---|---|---|---|"
	tc=0 td=0
	for f in "$challenging"/*.csv; do
		b=$(basename "$f" .csv)
		rc=0
		run "$b.cap" "$planner" pack --capacity 1048576 -o "$out/$b.cap.csv" "$f" || rc=$?
		v=-
		[ $rc -eq 0 ] && v=$(verified "$out/$b.cap.csv")
		run "$b.def" "$planner" pack -o "$out/$b.def.csv" "$f"
		echo "| $b | $(($(wc -l <"$f") - 1)) | $(lbytes $b.def) | $rc | $(cpu $b.cap) | $(wall $b.cap) | $v | $(peak $b.def) | $(ratio $b.def) | $(cpu $b.def) | $(verified "$out/$b.def.csv") |"
		tc=$(awk -v a=$tc -v b="$(wall $b.cap)" 'BEGIN { print a + b }')
		td=$(awk -v a=$td -v b="$(wall $b.def)" 'BEGIN { print a + b }')
	done
	echo
	echo "Total wall with --capacity: ${tc} s (MiniMalloc in the issue's run: 55.8 s, so ratio $(awk -v a=$tc 'BEGIN { printf "%.3f", a / 55.8 }')); default: ${td} s."
fi

if [ -f "$corpus/mobilenet_v2.hlo" ]; then
	echo
	echo "# mobilenet_v2's CSV (plan --as-written --format csv: the issue's input), packed by default"
	echo
	"$planner" plan --as-written --format csv -o "$out/mobilenet_v2.csv" "$corpus/mobilenet_v2.hlo"
	run mobilenet "$planner" pack -o "$out/mobilenet.plan.csv" "$out/mobilenet_v2.csv"
	echo "| peak | r | CPU s | verified | MiniMalloc's height (issue: 0.047% below 8,826,903,400) |"
	echo "|---|---|---|---|---|"
	echo "| $(peak mobilenet) | $(ratio mobilenet) | $(cpu mobilenet) | $(verified "$out/mobilenet.plan.csv") | about $(awk 'BEGIN { printf "%.0f", 8826903400 * (1 - 0.00047) }') |"
fi

echo
echo "# The unfused MLP training step (testdata/bench/mlpstep): plan -v -o out.txt"
echo
echo "| layers | wall s | CPU s | verified |"
echo "|---|---|---|---|"
for n in 1000 11000; do
	go run ./testdata/bench/mlpstep $n >"$out/mlp$n.hlo"
	run "mlp$n" "$planner" plan -v -o "$out/mlp$n.txt" "$out/mlp$n.hlo"
	"$planner" plan --format json -o "$out/mlp$n.json" "$out/mlp$n.hlo"
	echo "| $n | $(wall mlp$n) | $(cpu mlp$n) | $(verified "$out/mlp$n.json") |"
done
echo
echo "CPU growth from 1,000 to 11,000 layers: $(awk -v a="$(cpu mlp1000)" -v b="$(cpu mlp11000)" 'BEGIN { printf "%.1fx", b / a }'); wall: $(awk -v a="$(wall mlp1000)" -v b="$(wall mlp11000)" 'BEGIN { printf "%.1fx", b / a }')"
echo
echo "Stages (-v) of the 11,000-layer step:"
echo
grep -h "stages:\|report:" "$out/mlp11000.err" | sed 's/^/    /'
