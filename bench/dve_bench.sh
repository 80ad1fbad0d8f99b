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
#   the DVE model, mcc on the Promela model, Spin on the Promela model with
#   reductions off (DESIGN.md oracle lines); states, time, states/s.
# The two languages' translations differ, so the state counts may too: both
# are printed.  Medians of REPEATS runs; the machine's load is printed.
# Rates are states per second of user CPU time (bash's `time`): on a
# loaded machine wall-clock rates say more about the other jobs.
# Output: Markdown on stdout and in bench/results/dve.md.
cd "$(dirname "$0")/.." || exit 3
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
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0 && a > 0) printf "%.2f", a/b; else print "-" }'; }
load() { cut -d' ' -f1-3 /proc/loadavg; }
TIMEFORMAT=%U
json() { sed -n "s/.*\"$1\": *\([0-9.e+]*\).*/\1/p" "$2" | tail -1; }

# mcc_rate MODEL: "states errors states/s seconds" (medians)
mcc_rate() {
	"$MCC" -o "$tmp/pan" "$1" >"$tmp/mcc.out" 2>&1 || { echo "- - - -"; return; }
	: >"$tmp/t"
	for _ in $(seq "$REP"); do
		{ time "$tmp/pan" -c0 -n --json >"$tmp/run.out" 2>&1; } 2>>"$tmp/t"
	done
	local st; st=$(json states_stored "$tmp/run.out"); t=$(median <"$tmp/t")
	echo "$st $(json errors "$tmp/run.out") $(awk -v s="$st" -v t="$t" 'BEGIN { print (t > 0) ? s / t : 0 }') $t"
}

# spin_rate MODEL: "states errors states/s seconds" (reductions off)
spin_rate() {
	( cd "$tmp" && cp "$1" m.pml && spin -o1 -o2 -o3 -a m.pml >/dev/null 2>&1 &&
	  gcc -O2 -DNOREDUCE -DMEMLIM=8000 -w -o span pan.c ) || { echo "- - - -"; return; }
	: >"$tmp/t"
	for _ in $(seq "$REP"); do
		{ time (cd "$tmp" && ./span -m100000000 -c0 -n >span.out 2>&1); } 2>>"$tmp/t"
	done
	local st; st=$(awk '/states, stored/ {print $1; exit}' "$tmp/span.out"); t=$(median <"$tmp/t")
	echo "$st $(sed -n 's/.*errors: \([0-9]*\).*/\1/p' "$tmp/span.out" | head -1) $(awk -v s="$st" -v t="$t" 'BEGIN { print (t > 0) ? s / t : 0 }') $t"
}

{
echo "# DVE input: exploration speed"
echo
echo "machine: $(nproc) cores, load $(load) at start; $(spin -V 2>&1 | head -1); medians of $REP runs; safety search, all errors counted (-c0); Spin's user time includes the set-up of its -m100000000 stack (0.1-0.25 s)"
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
echo "## Both languages: mcc on DVE, mcc on Promela, Spin on Promela (reductions off)"
echo
echo "| instance | mcc DVE states | mcc DVE states/s | mcc Promela states | mcc Promela states/s | Spin states | Spin states/s | DVE/Spin rate | Promela/Spin rate |"
echo "|---|---|---|---|---|---|---|---|---|"
} | tee -a "$out"
rd=""; rp=""
for name in $both; do
	read -r dst der dr dt <<<"$(mcc_rate "$BEEM/dve/$name.dve")"
	read -r pst per pr pt <<<"$(mcc_rate "$BEEM/pml/$name.pml")"
	read -r sst ser sr st <<<"$(spin_rate "$BEEM/pml/$name.pml")"
	if [ "$pst" != "$sst" ] || { [ "${per:-0}" -gt 0 ] && [ "${ser:-0}" = 0 ]; } ||
	   { [ "${per:-0}" = 0 ] && [ "${ser:-0}" -gt 0 ]; }; then
		echo "| $name | $dst | | $pst | | $sst | | Promela results differ from Spin's: no speed figures | |" | tee -a "$out"
		continue
	fi
	a=$(ratio "$dr" "$sr"); b=$(ratio "$pr" "$sr")
	printf '| %s | %s | %.0f | %s | %.0f | %s | %.0f | %s | %s |\n' "$name" "$dst" "$dr" "$pst" "$pr" "$sst" "$sr" "$a" "$b" | tee -a "$out"
	rd="$rd $a"; rp="$rp $b"
done
gm2() { echo "$*" | tr ' ' '\n' | awk '$1 > 0 {s += log($1); n++} END { if (n) printf "%.2f", exp(s/n); else print "-" }'; }
{
echo
echo "geometric mean rate ratios vs Spin: mcc on DVE $(gm2 $rd)x, mcc on Promela $(gm2 $rp)x"
echo
echo "load at end: $(load)"
} | tee -a "$out"
