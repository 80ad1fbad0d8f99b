#!/bin/bash
# bench/dve_bench.sh -- DVE input: exploration speed, and mcc on DVE vs mcc
# on Promela vs Spin on Promela for instances that exist in both languages.
#
#   bench/dve_bench.sh [-n REPEATS] [-l MAXSTATES] [-k COUNT] [both-names...]
#
# Part 1: states/s of mcc on the COUNT (default 10) largest BEEM DVE
#   instances whose published state count is at most MAXSTATES (default
#   20,000,000: what the full sweep explores; the machine's 24 GB hold far
#   more, the session's time does not), with the state count checked
#   against BEEM's first.
# Part 2: instances in both languages (default: bench/models.list): mcc on
#   the DVE model, mcc on the Promela model, Spin on the Promela model as
#   users run it (bench/lib.sh), like with like (reductions off on both
#   sides) and default against default; compile and verify timed
#   separately (wall and CPU), states of each side, Spin/mcc ratios.
# The two languages' translations differ, so the state counts may too: both
# are printed.  Medians of REPEATS runs; the machine's load is printed.
# Part 1's rates are states per second of user CPU time (bash's `time`):
# on a loaded machine wall-clock rates say more about the other jobs.
# Output: Markdown on stdout and in bench/results/dve.md.
cd "$(dirname "$0")/.." || exit 3
. bench/lib.sh
MCC=${MCC:-$PWD/mcc}
case $MCC in /*) ;; *) MCC=$PWD/$MCC;; esac
BEEM=${BEEM:-$PWD/../shared/models/beem}
REP=3; MAXST=20000000; COUNT=10
while getopts n:l:k: o; do case $o in n) REP=$OPTARG;; l) MAXST=$OPTARG;; k) COUNT=$OPTARG;; *) exit 3;; esac; done
shift $((OPTIND-1))
both="$*"
[ -n "$both" ] || both=$(grep -v '^#' bench/models.list)
out=bench/results/dve.md
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
load() { cut -d' ' -f1-3 /proc/loadavg; }
TIMEFORMAT=%U
json() { sed -n "s/.*\"$1\": *\([0-9.e+]*\).*/\1/p" "$2" | tail -1; }

# mcc_rate MODEL: "states errors states/s seconds" (medians; user CPU)
mcc_rate() {
	"$MCC" -o "$tmp/pan" "$1" >"$tmp/mcc.out" 2>&1 || { echo "- - - -"; return; }
	: >"$tmp/t"
	for _ in $(seq "$REP"); do
		{ time "$tmp/pan" -c0 -n --json >"$tmp/run.out" 2>&1; } 2>>"$tmp/t"
	done
	local st; st=$(json states_stored "$tmp/run.out"); t=$(median <"$tmp/t")
	echo "$st $(json errors "$tmp/run.out") $(awk -v s="$st" -v t="$t" 'BEGIN { print (t > 0) ? s / t : 0 }') $t"
}

# mcc_side TAG MODEL FLAGS...: compile (timed into $tmp/TAG.c) and verify
# (timed into $tmp/TAG.v) REP times; prints "states errors"
mcc_side() {
	local tag=$1 m=$2; shift 2
	: >"$tmp/$tag.c"; : >"$tmp/$tag.v"; rm -f "$tmp/pan_$tag"
	for _ in $(seq "$REP"); do timed "$tmp/$tag.c" "$MCC" "$@" -o "$tmp/pan_$tag" "$m" >/dev/null 2>&1; done
	[ -x "$tmp/pan_$tag" ] || { echo "- -"; return; }
	for _ in $(seq "$REP"); do timed "$tmp/$tag.v" "$tmp/pan_$tag" -c0 -n --json >"$tmp/$tag.out" 2>&1; done
	echo "$(json states_stored "$tmp/$tag.out") $(json errors "$tmp/$tag.out")"
}
# spin_side TAG MODEL SPINFLAGS GCCFLAGS: the same for Spin as users run
# it (bench/lib.sh); prints "states errors depthflag"
spin_side() {
	local tag=$1 sd
	cp "$2" "$tmp/m.pml"
	: >"$tmp/$tag.c"; : >"$tmp/$tag.v"; rm -f "$tmp/span_$tag"
	for _ in $(seq "$REP"); do
		(cd "$tmp" && timed "$tag.c" bash -c "spin $3 m.pml >/dev/null 2>&1 && gcc -O2 $4 -w -o span_$tag pan.c")
	done
	[ -x "$tmp/span_$tag" ] || { echo "- - -"; return; }
	sd=$(cd "$tmp" && spin_depth "$tag.out" ./span_$tag -c0 -n)
	for _ in $(seq "$REP"); do (cd "$tmp" && timed "$tag.v" ./span_$tag $sd -c0 -n >"$tag.out" 2>&1); done
	echo "$(spin_states "$tmp/$tag.out") $(spin_errors "$tmp/$tag.out") ${sd:-default}"
}
wc2() { printf '%.3f / %.3f' "$(col 1 "$1")" "$(col 2 "$1")"; }
cpu() { col 2 "$1"; }
tot() { echo "$(cpu "$tmp/$1.c") + $(cpu "$tmp/$1.v")" | bc -l; }

{
echo "# DVE input: exploration speed"
echo
echo "machine: $(nproc) cores, load $(load) at start; $(spin -V 2>&1 | head -1); medians of $REP runs; safety search, all errors counted (-c0)"
echo
echo "## The $COUNT largest BEEM DVE instances with at most $MAXST states"
echo
echo "| instance | BEEM states | mcc states | same | mcc states/s (user CPU) | user CPU s | load |"
echo "|---|---|---|---|---|---|---|"
} | tee "$out"
awk -F'\t' -v max="$MAXST" 'NR > 1 && $2 == "yes" && match($7, /states=[0-9]+ \([^)]*\)/) {
	s = substr($7, RSTART, RLENGTH); if (s ~ /INCOMPLETE|lower bound/) next
	n = s; sub(/^states=/, "", n); sub(/ .*/, "", n)
	if (n + 0 <= max + 0) print n "\t" $1 }' "$BEEM/MANIFEST.tsv" |
	sort -k1,1nr | head -n "$COUNT" >"$tmp/largest"
rates=""
while IFS="$(printf '\t')" read -r n name; do
	read -r st er r t <<<"$(mcc_rate "$BEEM/dve/$name.dve")"
	same=no; [ "$st" = "$n" ] && same=yes
	printf '| %s | %s | %s | %s | %.0f | %.2f | %s |\n' "$name" "$n" "$st" "$same" "${r:-0}" "${t:-0}" "$(load)" | tee -a "$out"
	[ "$same" = yes ] && rates="$rates $r"
done <"$tmp/largest"
gm() { echo "$*" | tr ' ' '\n' | awk '$1 > 0 {s += log($1); n++} END { if (n) printf "%.0f", exp(s/n); else print "-" }'; }
{
echo
echo "geometric mean states/s (instances whose count matches BEEM's): $(gm $rates)"
echo
echo "## Both languages: mcc on DVE, mcc on Promela, Spin on Promela"
echo
echo "Compile and verify timed separately, wall / CPU seconds (CPU = user + sys), medians of $REP runs; every verifier runs with -c0 -n."
echo "Spin as users run it: default depth, x10 only when pan says it is too small (column 'Spin -m'); -DMEMLIM=8000."
echo "Like with like: spin -o1 -o2 -o3 -a, -DNOREDUCE; mcc --no-reduce.  Default: spin -a; mcc's defaults."
echo "Ratios Spin / mcc (> 1: mcc is faster); 'total' is compile + verify CPU."
echo
echo "| instance | comparison | mcc DVE states | mcc DVE compile | mcc DVE verify | mcc Promela states | mcc Promela compile | mcc Promela verify | Spin states | Spin -m | Spin compile | Spin verify | verify ratio CPU DVE / Promela | total ratio CPU DVE / Promela |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
} | tee -a "$out"
rd=""; rp=""; td=""; tp=""
for mode in nr def; do
	if [ $mode = nr ]; then nd=--no-reduce sf="-o1 -o2 -o3 -a" gf="-DNOREDUCE -DMEMLIM=8000" lab="like with like"
	else nd="" sf="-a" gf="-DMEMLIM=8000" lab=default; fi
	for name in $both; do
		read -r dst der <<<"$(mcc_side dve "$BEEM/dve/$name.dve")"
		read -r pst per <<<"$(mcc_side pml "$BEEM/pml/$name.pml" $nd)"
		read -r sst ser sdep <<<"$(spin_side spin "$BEEM/pml/$name.pml" "$sf" "$gf")"
		if { [ $mode = nr ] && [ "$pst" != "$sst" ]; } || { [ "${per:-0}" -gt 0 ] && [ "${ser:-0}" = 0 ]; } ||
		   { [ "${per:-0}" = 0 ] && [ "${ser:-0}" -gt 0 ]; }; then
			echo "| $name | $lab | $dst | | | $pst | | | $sst | $sdep | Promela results differ from Spin's: no figures | | | |" | tee -a "$out"
			continue
		fi
		a=$(ratio "$(cpu "$tmp/spin.v")" "$(cpu "$tmp/dve.v")"); b=$(ratio "$(cpu "$tmp/spin.v")" "$(cpu "$tmp/pml.v")")
		c=$(ratio "$(tot spin)" "$(tot dve)"); d=$(ratio "$(tot spin)" "$(tot pml)")
		printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s / %s | %s / %s |\n' "$name" "$lab" \
		    "$dst" "$(wc2 "$tmp/dve.c")" "$(wc2 "$tmp/dve.v")" "$pst" "$(wc2 "$tmp/pml.c")" "$(wc2 "$tmp/pml.v")" \
		    "$sst" "$sdep" "$(wc2 "$tmp/spin.c")" "$(wc2 "$tmp/spin.v")" "$a" "$b" "$c" "$d" | tee -a "$out"
		eval "rp_$mode=\"\$rp_$mode $b\" tp_$mode=\"\$tp_$mode $d\""
		# the DVE and Promela models of an instance may differ: DVE
		# ratios count in the means only where their state counts are
		# within 2% (extinction.1: 8,993 DVE states, 680,956 Promela)
		awk -v a="$dst" -v b="$pst" 'BEGIN { d = a - b; if (d < 0) d = -d; exit !(b > 0 && d <= 0.02 * b) }' &&
			eval "rd_$mode=\"\$rd_$mode $a\" td_$mode=\"\$td_$mode $c\""
	done
done
gm2() { echo "$*" | tr ' ' '\n' | awk '$1 > 0 {s += log($1); n++} END { if (n) printf "%.2f", exp(s/n); else print "-" }'; }
{
echo
echo "(DVE ratios: instances whose DVE and Promela state counts are within 2% only)"
echo "geometric means of Spin / mcc, like with like: verify CPU DVE $(gm2 $rd_nr)x, Promela $(gm2 $rp_nr)x; total CPU DVE $(gm2 $td_nr)x, Promela $(gm2 $tp_nr)x"
echo "default against default: verify CPU DVE $(gm2 $rd_def)x, Promela $(gm2 $rp_def)x; total CPU DVE $(gm2 $td_def)x, Promela $(gm2 $tp_def)x"
echo
echo "load at end: $(load)"
} | tee -a "$out"
