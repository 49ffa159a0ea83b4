#!/usr/bin/env bash
# compare.sh: the figures of issue 23, from one run, every plan re-checked
# by `planner verify` (the independent checker, reading the written file).
#
#   testdata/bench/compare.sh [OUTDIR]     (from the repository root)
#
# Inputs outside the repository are read where the worktree finds them
# (../shared/data/traces, ../shared/data/minimalloc-challenging,
# ../shared/corpus/xla); a missing folder skips its table. CPU seconds are
# user + system of the whole process, RSS its maximum resident set.
#
# The peers, when built beside the project (their code is never part of
# it), run in the same run, one process at a time, right after the planner
# on the same input:
#   IDEALLOC=path/to/idealloc      (cappadokes/idealloc, `cargo build
#                                   --release`, run as `idealloc -i FILE
#                                   ex-csv`: its "Makespan" over "LOAD" is r)
#   MINIMALLOC=path/to/minimalloc  (google/minimalloc's CLI, run as
#                                   `minimalloc --capacity=C --input=FILE
#                                   --output=OUT`; its output is re-checked
#                                   by `planner verify`)
#   TRACES_EXTRA="a.csv b.csv"     more traces of the same kind (idealloc's
#                                   G_1 and resnet50, say)
#   GEN="pinned:5001 random:900"   the generated inputs of the first table
#                                   (KIND:BUFFERS; default: the list below)
#   SIDE_ONLY=1                    only the first table
#   ONLY=challenging|mlpstep       only that table (a partial run: not
#                                   compare.out.md, which is one whole run)
#   PEER_MEM_GB=8                  the address space a peer may take
#   PEER_TIMEOUT=120               seconds a peer may take on one input;
#                                   MiniMalloc's own --timeout (it returns
#                                   the best plan found by then) is half
# Without them the peers' figures are the ones recorded in
# ../shared/data/traces/README.md and in issue 23.
#
# The first table (issue 31) puts every input side by side: the generated
# kinds (testdata/bench/gencsv: training steps with nested lifetimes,
# 1F1B pipeline schedules, adversarial staircases, pinned buffers,
# heavy-tailed and uniform random sizes, mixed lifetimes; 283 to 95,000
# buffers), the real traces and MiniMalloc's challenging set. Each gets
# the planner's default, MiniMalloc with --minimize_capacity (its own
# bisection, from the sum of the sizes down, within its --timeout),
# idealloc, and `planner pack --capacity` at the best peer's peak and at
# ⌈1.01·L⌉. r is peak / L throughout; a peer's plan counts only when
# `planner verify` accepts it (idealloc writes none: its reported
# makespan is taken as is). "ahead" says whether the default's peak is at
# or below every other column's.
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
	/usr/bin/time -f "%e %U %S %M" -o "$out/$name.time" "$@" 2>"$out/$name.err" || rc=$?
	return $rc
}
# (time's last line holds the figures: a failed command's first says so.)
cpu() { tail -1 "$out/$1.time" | awk '{printf "%.2f", $2 + $3}'; }
wall() { tail -1 "$out/$1.time" | awk '{printf "%.2f", $1}'; }
rss() { tail -1 "$out/$1.time" | awk '{printf "%.0f", $4 / 1024}'; }
IDEALLOC=${IDEALLOC:-}
MINIMALLOC=${MINIMALLOC:-}
PEER_TIMEOUT=${PEER_TIMEOUT:-120}
PEER_MEM_GB=${PEER_MEM_GB:-8}
# peer NAME CMD...: runs a peer's CMD under PEER_TIMEOUT, stdout kept in
# $out/NAME.out, the figures in $out/NAME.time; returns CMD's status.
peer() {
	local name=$1
	shift
	local rc=0
	# At most PEER_MEM_GB of address space: idealloc held 22 GB at 10⁶
	# buffers, as much as this machine has.
	(
		ulimit -v $((PEER_MEM_GB * 1024 * 1024))
		exec /usr/bin/time -f "%e %U %S %M" -o "$out/$name.time" timeout "$PEER_TIMEOUT" "$@"
	) >"$out/$name.out" 2>"$out/$name.err" || rc=$?
	return $rc
}
# idealloc_r NAME: idealloc's makespan over its load.
idealloc_r() {
	awk '/^Makespan:/ { m = $2 } /^LOAD:/ { l = $2 } END { if (l > 0) printf "%.4f", m / l; else print "failed" }' "$out/$1.out"
}
# height CSV: the highest offset + size of a plan in MiniMalloc's format.
height() { awk -F, 'NR > 1 { h = $5 + $4; if (h > m) m = h } END { print m + 0 }' "$1"; }
# field NAME: r, the peak and L from pack's summary line.
ratio() { grep -o 'r = [0-9.]*' "$out/$1.err" | tail -1 | cut -d' ' -f3; }
lbytes() { grep -o 'L [^(]*([0-9,]* bytes)' "$out/$1.err" | tail -1 | sed 's/.*(\([0-9,]*\) bytes)/\1/' | tr -d ,; }
peak() { grep -o 'peak [^(]*([0-9,]* bytes)' "$out/$1.err" | tail -1 | sed 's/.*(\([0-9,]*\) bytes)/\1/' | tr -d ,; }
algo() { grep -o 'algorithm [a-z-]*' "$out/$1.err" | tail -1 | cut -d' ' -f2; }
verified() { if "$planner" verify "$1" >/dev/null 2>&1; then echo yes; else echo NO; fi; }

# makespan NAME: idealloc's makespan (bytes), empty when it failed.
makespan() { awk '/^Makespan:/ { m = $2 } END { print m }' "$out/$1.out"; }
# sizesum FILE: the sum of the sizes, MiniMalloc's starting capacity.
sizesum() { awk -F, 'NR > 1 { s += $4 } END { printf "%.0f", s }' "$1"; }
# fpeak NAME: pack's peak, from its summary or from a capacity it missed.
fpeak() {
	local p
	p=$(peak "$1")
	[ -n "$p" ] || p=$(grep -o 'peak [0-9]* > capacity' "$out/$1.err" | tail -1 | cut -d' ' -f2)
	echo "$p"
}
rof() { awk -v p="$1" -v l="$2" 'BEGIN { if (p > 0 && l > 0) printf "%.4f", p / l; else print "-" }'; }
# capcol NAME FILE C L: `pack --capacity C`: "r (exit) | CPU"; the exit
# status is kept in $out/NAME.rc, 0 only for a plan that verifies.
capcol() {
	local name=$1 file=$2 c=$3 l=$4 rc=0
	if [ -z "$c" ]; then
		echo 9 >"$out/$name.rc"
		echo "- | -"
		return
	fi
	run "$name" "$planner" pack --capacity "$c" -o "$out/$name.csv" "$file" || rc=$?
	local v=""
	if [ $rc -eq 0 ] && [ "$(verified "$out/$name.csv")" != yes ]; then
		v=" unverified"
		rc=8
	fi
	echo $rc >"$out/$name.rc"
	echo "$(rof "$(fpeak "$name")" "$l")$([ $rc -ne 0 ] && echo " (exit $rc)")$v | $(cpu "$name")"
}
# lower NAME P: true when `pack --capacity`'s run NAME wrote a plan below P.
lower() { [ "$(cat "$out/$1.rc")" = 0 ] && [ "$(fpeak "$1")" -lt "$2" ]; }
# cputo NAME M: the CPU seconds by which the default's run NAME (pack -v,
# one line per plan that lowers the peak) first had a peak at or below M
# bytes, "never" when none did.
cputo() {
	awk -v m="$2" '/^pack: peak / {
		match($0, /\([0-9,]* bytes\)/); b = substr($0, RSTART + 1, RLENGTH - 8); gsub(",", "", b)
		if (b + 0 <= m + 0) { match($0, /CPU [0-9.]* s/); print substr($0, RSTART + 4, RLENGTH - 6); found = 1; exit }
	} END { if (!found) print "never" }' "$out/$1.err"
}
# side NAME FILE: one row of the side-by-side table.
side() {
	local name=$1 file=$2
	local n=$(($(wc -l <"$file") - 1))
	run "$name" "$planner" pack -v -o "$out/$name.plan.csv" "$file"
	local l p dv
	l=$(lbytes "$name") p=$(peak "$name") dv=$(verified "$out/$name.plan.csv")
	local best="" behind="" mmcol="- | -" idcol="- | - | -" tocol="-"
	if [ -n "$MINIMALLOC" ]; then
		local mrc=0 h="" mr
		peer "$name.mm" "$MINIMALLOC" --minimize_capacity --capacity="$(sizesum "$file")" --timeout="$((PEER_TIMEOUT / 2))s" --input="$file" --output="$out/$name.mm.csv" || mrc=$?
		if [ $mrc -eq 0 ] && [ "$(verified "$out/$name.mm.csv")" = yes ]; then
			h=$(height "$out/$name.mm.csv")
			mr=$(rof "$h" "$l")
			best=$h
			[ "$h" -lt "$p" ] && behind="$behind MiniMalloc"
		else
			mr="exit $mrc"
		fi
		mmcol="$mr | $(cpu "$name.mm")"
	fi
	if [ -n "$IDEALLOC" ]; then
		# Every time doubled, always (the same overlaps, the same L): as
		# given, idealloc panics on a buffer live one step, and on
		# random900 it ran for minutes where the doubled input takes
		# 0.2 s.
		local ifile="$out/$name.x2.csv" m ir
		awk -F, 'BEGIN { OFS = "," } NR == 1 { print; next } { $2 *= 2; $3 *= 2; print }' "$file" >"$ifile"
		local irc=0
		peer "$name.idealloc" "$IDEALLOC" -i "$ifile" ex-csv || irc=$?
		m=$(makespan "$name.idealloc")
		if [ $irc -eq 0 ] && [ -n "$m" ]; then
			ir=$(rof "$m" "$l")
			tocol=$(cputo "$name" "$m")
			{ [ -z "$best" ] || [ "$m" -lt "$best" ]; } && best=$m
			[ "$m" -lt "$p" ] && behind="$behind idealloc"
		else
			ir="exit $irc"
		fi
		idcol="$ir | $(cpu "$name.idealloc") | $(rss "$name.idealloc")"
	fi
	local c101 cb cbcol c1col
	c101=$(awk -v l="$l" 'BEGIN { c = 1.01 * l; f = sprintf("%.0f", c); if (f + 0 < c) f = sprintf("%.0f", f + 1); print f }')
	cbcol=$(capcol "$name.capb" "$file" "$best" "$l")
	lower "$name.capb" "$p" && behind="$behind --capacity(peer)"
	c1col=$(capcol "$name.cap101" "$file" "$c101" "$l")
	lower "$name.cap101" "$p" && behind="$behind --capacity(1.01L)"
	local ahead=yes
	[ -n "$behind" ] && ahead="NO:$behind"
	[ "$dv" = yes ] || ahead="$ahead (default unverified)"
	echo "| $name | $n | $(rof "$p" "$l") | $(algo "$name") | $(cpu "$name") | $(rss "$name") | $mmcol | $idcol | $tocol | $cbcol | $c1col | $ahead |"
}

if [ -z "${ONLY:-}" ]; then # ONLY=challenging or ONLY=mlpstep skips to that table
echo "# Side by side (issue 31): the planner's default, MiniMalloc, idealloc, and --capacity at the best peer's peak and at 1.01·L"
echo
echo "r is peak / L; CPU is user + system seconds of the whole process, each measured in this run, one process at a time. The default runs with -v, which logs each plan that lowers the peak with the process's CPU time by then: \"to idealloc's r\" is the first of those at or below idealloc's peak. MiniMalloc: --minimize_capacity from the sum of the sizes, --timeout $((PEER_TIMEOUT / 2))s; idealloc: ex-csv. A --capacity that is missed shows the peak of the best plan found and pack's exit status."
echo
echo "| input | buffers | default r | algorithm | CPU s | RSS MB | MiniMalloc r | CPU s | idealloc r | CPU s | RSS MB | default's CPU s to idealloc's r | --capacity at best peer: r | CPU s | --capacity 1.01·L: r | CPU s | default ahead |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
for g in ${GEN:-training:283 training:30000 pipeline:9424 pipeline:95000 staircase:900 staircase:10000 pinned:1000 pinned:5001 random:900 random:5000 heavy:2000 heavy:10000 heavy:95000 mixed:10000}; do
	k=${g%%:*} n=${g#*:}
	go run ./testdata/bench/gencsv "$k" "$n" >"$out/$k$n.csv"
	side "$k$n" "$out/$k$n.csv"
done
if [ -d "$traces" ]; then
	for f in S_1 Y_1 pangu_2.6B; do side "$f" "$traces/$f.csv"; done
fi
for f in ${TRACES_EXTRA:-}; do side "$(basename "$f" .csv)" "$f"; done
if [ -d "$challenging" ]; then
	for f in "$challenging"/[A-K].*.csv; do side "$(basename "$f" .csv)" "$f"; done
fi
echo
# SIDE_ONLY=1 stops here (a quick look at the first table).
[ -z "${SIDE_ONLY:-}" ] || exit 0

echo "# Larger mixed-lifetime problems: planner pack (default auto) against idealloc"
echo
if [ -n "$IDEALLOC" ]; then
	echo "(idealloc measured in this run, right after the planner on each input; idealloc is multithreaded (rayon) and randomized.)"
	echo
	echo "| input | buffers | r (planner) | algorithm | CPU s | wall s | RSS MB | verified | idealloc r | idealloc CPU s | idealloc wall s | idealloc RSS MB | CPU ratio |"
	echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|"
else
	echo "| input | buffers | r (planner) | algorithm | CPU s | wall s | verified | idealloc r | idealloc CPU s |"
	echo "|---|---|---|---|---|---|---|---|---|"
fi
declare -A ideal_r=([S_1]=1.0215 [Y_1]=1.0036 [pangu_2.6B]=1.0334 [mixed10000]=1.1034 [mixed100000]=1.0273 [mixed1000000]="out of memory")
declare -A ideal_cpu=([S_1]="6-7" [Y_1]="34-39" [pangu_2.6B]="1.7" [mixed10000]="-" [mixed100000]="(6.3 GB, killed)" [mixed1000000]="-")
inputs=()
declare -A fileof
# (The traces and mixed 10⁴ are in the first table.)
for n in 100000 1000000; do
	go run ./testdata/bench/mixedcsv $n >"$out/mixed$n.csv"
	inputs+=("mixed$n:$out/mixed$n.csv")
done
for in in "${inputs[@]}"; do
	name=${in%%:*} file=${in#*:}
	fileof[$name]=$file
	run "$name" "$planner" pack -o "$out/$name.plan.csv" "$file"
	n=$(($(wc -l <"$file") - 1))
	if [ -n "$IDEALLOC" ]; then
		ir=failed
		# idealloc panics on a buffer live one step (its ex-csv reading
		# leaves no instant inside): such an input goes to it with every
		# time doubled, the same problem (the same overlaps, the same L).
		ifile=$file
		if awk -F, 'NR > 1 && $3 - $2 < 2 { found = 1; exit } END { exit !found }' "$file"; then
			ifile="$out/$name.x2.csv"
			awk -F, 'BEGIN { OFS = "," } NR == 1 { print; next } { $2 *= 2; $3 *= 2; print }' "$file" >"$ifile"
		fi
		if peer "$name.idealloc" "$IDEALLOC" -i "$ifile" ex-csv; then ir=$(idealloc_r "$name.idealloc"); else ir="exit $? (timeout 124)"; fi
		echo "| $name | $n | $(ratio $name) | $(algo $name) | $(cpu $name) | $(wall $name) | $(rss $name) | $(verified "$out/$name.plan.csv") | $ir | $(cpu $name.idealloc) | $(wall $name.idealloc) | $(rss $name.idealloc) | $(awk -v a="$(cpu $name)" -v b="$(cpu $name.idealloc)" 'BEGIN { if (b > 0) printf "%.3f", a / b }') |"
		ideal_r[$name]=$ir
	else
		echo "| $name | $n | $(ratio $name) | $(algo $name) | $(cpu $name) | $(wall $name) | $(verified "$out/$name.plan.csv") | ${ideal_r[$name]:-} | ${ideal_cpu[$name]:-} |"
	fi
done
echo
echo "# --capacity at idealloc's peak (ceil(idealloc's r x L))"
echo
echo "| input | capacity | exit | peak | CPU s | verified |"
echo "|---|---|---|---|---|---|"
for name in mixed100000; do
	[ -f "$out/$name.err" ] || continue
	case "${ideal_r[$name]}" in [0-9]*) ;; *) continue ;; esac
	l=$(lbytes $name)
	c=$(awk -v r="${ideal_r[$name]}" -v l="$l" 'BEGIN { c = r * l; f = sprintf("%.0f", c); if (f + 0 < c) f = sprintf("%.0f", f + 1); print f }')
	file=${fileof[$name]}
	rc=0
	run "$name.cap" "$planner" pack --capacity "$c" -o "$out/$name.cap.csv" "$file" || rc=$?
	v=-
	[ $rc -eq 0 ] && v=$(verified "$out/$name.cap.csv")
	echo "| $name | $c | $rc | $(peak $name.cap) | $(cpu $name.cap) | $v |"
done

fi # ONLY
if [ -d "$challenging" ] && [ "${ONLY:-challenging}" = challenging ]; then
	echo
	echo "# MiniMalloc's challenging set: --capacity 1048576, and the default (no capacity)"
	echo
	echo "| file | buffers | L | capacity: exit | CPU s | wall s | verified | default: peak | r | CPU s | verified | MiniMalloc: exit | wall s | CPU s | verified |"
	echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
	tc=0 td=0 tm=0 uc=0 um=0
	for f in "$challenging"/*.csv; do
		b=$(basename "$f" .csv)
		rc=0
		run "$b.cap" "$planner" pack --capacity 1048576 -o "$out/$b.cap.csv" "$f" || rc=$?
		v=-
		[ $rc -eq 0 ] && v=$(verified "$out/$b.cap.csv")
		run "$b.def" "$planner" pack -o "$out/$b.def.csv" "$f"
		mm="- | - | - | -"
		if [ -n "$MINIMALLOC" ]; then
			mrc=0
			peer "$b.mm" "$MINIMALLOC" --capacity=1048576 --input="$f" --output="$out/$b.mm.csv" || mrc=$?
			mv=-
			[ $mrc -eq 0 ] && mv=$(verified "$out/$b.mm.csv")
			mm="$mrc | $(wall $b.mm) | $(cpu $b.mm) | $mv"
			tm=$(awk -v a=$tm -v b="$(wall $b.mm)" 'BEGIN { print a + b }')
			um=$(awk -v a=$um -v b="$(cpu $b.mm)" 'BEGIN { print a + b }')
		fi
		echo "| $b | $(($(wc -l <"$f") - 1)) | $(lbytes $b.def) | $rc | $(cpu $b.cap) | $(wall $b.cap) | $v | $(peak $b.def) | $(ratio $b.def) | $(cpu $b.def) | $(verified "$out/$b.def.csv") | $mm |"
		tc=$(awk -v a=$tc -v b="$(wall $b.cap)" 'BEGIN { print a + b }')
		uc=$(awk -v a=$uc -v b="$(cpu $b.cap)" 'BEGIN { print a + b }')
		td=$(awk -v a=$td -v b="$(wall $b.def)" 'BEGIN { print a + b }')
	done
	echo
	if [ -n "$MINIMALLOC" ]; then
		echo "Total wall with --capacity: planner ${tc} s, MiniMalloc ${tm} s in this run: ratio $(awk -v a=$tc -v b=$tm 'BEGIN { if (b > 0) printf "%.3f", a / b }'); the planner's default (no capacity): ${td} s. Total CPU with --capacity: planner ${uc} s, MiniMalloc ${um} s: ratio $(awk -v a=$uc -v b=$um 'BEGIN { if (b > 0) printf "%.3f", a / b }')."
	else
		echo "Total wall with --capacity: ${tc} s (MiniMalloc in the issue's run: 55.8 s, so ratio $(awk -v a=$tc 'BEGIN { printf "%.3f", a / 55.8 }')); default: ${td} s."
	fi
fi

if [ -f "$corpus/mobilenet_v2.hlo" ] && [ -z "${ONLY:-}" ]; then
	echo
	echo "# mobilenet_v2's CSV (plan --as-written --format csv: the issue's input), packed by default"
	echo
	"$planner" plan --as-written --format csv -o "$out/mobilenet_v2.csv" "$corpus/mobilenet_v2.hlo"
	run mobilenet "$planner" pack -o "$out/mobilenet.plan.csv" "$out/mobilenet_v2.csv"
	if [ -n "$MINIMALLOC" ]; then
		# MiniMalloc at the planner's peak, as the issue ran it: the
		# height of the plan it finds under that capacity.
		mrc=0
		peer mobilenet.mm "$MINIMALLOC" --capacity="$(peak mobilenet)" --input="$out/mobilenet_v2.csv" --output="$out/mobilenet.mm.csv" || mrc=$?
		mh="exit $mrc"
		[ $mrc -eq 0 ] && mh="$(height "$out/mobilenet.mm.csv") (verified: $(verified "$out/mobilenet.mm.csv"), wall $(wall mobilenet.mm) s)"
		echo "| peak | r | CPU s | verified | MiniMalloc at the planner's peak, this run |"
		echo "|---|---|---|---|---|"
		echo "| $(peak mobilenet) | $(ratio mobilenet) | $(cpu mobilenet) | $(verified "$out/mobilenet.plan.csv") | $mh |"
	else
		echo "| peak | r | CPU s | verified | MiniMalloc's height (issue: 0.047% below 8,826,903,400) |"
		echo "|---|---|---|---|---|"
		echo "| $(peak mobilenet) | $(ratio mobilenet) | $(cpu mobilenet) | $(verified "$out/mobilenet.plan.csv") | about $(awk 'BEGIN { printf "%.0f", 8826903400 * (1 - 0.00047) }') |"
	fi
fi

if [ "${ONLY:-mlpstep}" = mlpstep ]; then
echo
echo "# The unfused MLP training step (testdata/bench/mlpstep): plan -v -o out.txt, modeled as compiled (the default for a lowered module) and --as-written"
echo
echo "| layers | modeled: wall s | CPU s | RSS MB | verified | as written: wall s | CPU s | RSS MB | verified |"
echo "|---|---|---|---|---|---|---|---|---|"
for n in 1000 11000; do
	go run ./testdata/bench/mlpstep $n >"$out/mlp$n.hlo"
	run "mlp$n" "$planner" plan -v -o "$out/mlp$n.txt" "$out/mlp$n.hlo"
	"$planner" plan --format json -o "$out/mlp$n.json" "$out/mlp$n.hlo"
	run "mlp$n.w" "$planner" plan -v --as-written -o "$out/mlp$n.w.txt" "$out/mlp$n.hlo"
	"$planner" plan --as-written --format json -o "$out/mlp$n.w.json" "$out/mlp$n.hlo"
	echo "| $n | $(wall mlp$n) | $(cpu mlp$n) | $(rss mlp$n) | $(verified "$out/mlp$n.json") | $(wall mlp$n.w) | $(cpu mlp$n.w) | $(rss mlp$n.w) | $(verified "$out/mlp$n.w.json") |"
done
echo
growth() { awk -v a="$($1 $2)" -v b="$($1 $3)" 'BEGIN { printf "%.1fx", b / a }'; }
echo "Growth from 1,000 to 11,000 layers: modeled CPU $(growth cpu mlp1000 mlp11000), wall $(growth wall mlp1000 mlp11000); as written CPU $(growth cpu mlp1000.w mlp11000.w), wall $(growth wall mlp1000.w mlp11000.w)"
echo
echo "Stages (-v) of the 11,000-layer step, modeled, then as written:"
echo
grep -h "parsed in\|stages:\|report:" "$out/mlp11000.err" "$out/mlp11000.w.err" | sed 's/^/    /'
fi # ONLY
