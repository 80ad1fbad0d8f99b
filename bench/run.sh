#!/bin/bash
# bench/run.sh -- mcc vs Spin on BEEM Promela models, side by side in one run.
#
#   bench/run.sh [-n REPEATS] [models...]      (default list: bench/models.list)
#
# For each model: compile time (mcc -B tcc; spin -a + gcc -O2), exploration
# rate with reductions off on both sides (the oracle lines of DESIGN.md),
# Spin's default (with its reductions) for information, and memory per
# stored state.  Verdicts and state counts are compared first; a model whose
# verdict differs gets no speed figures.  Medians of REPEATS runs.
# Output: a Markdown table on stdout and in bench/results/safety.md.
cd "$(dirname "$0")/.." || exit 3
MCC=${MCC:-$PWD/mcc}
BEEM_DIR=${BEEM_DIR:-$PWD/../shared/models/beem/pml}
REP=3
while getopts n: o; do case $o in n) REP=$OPTARG;; *) exit 3;; esac; done
shift $((OPTIND-1))
models="$*"
[ -n "$models" ] || models=$(grep -v '^#' bench/models.list)
out=bench/results/safety.md
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

now() { date +%s.%N; }
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0 && a > 0) printf "%.2f", a/b; else print "-" }'; }

{
echo "# mcc vs Spin, safety (reductions off on both sides unless noted)"
echo
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); $(spin -V 2>&1 | head -1); medians of $REP runs"
echo
echo "| model | states | verdict | mcc compile s | spin+gcc compile s | compile ratio | mcc states/s | spin states/s | rate ratio | spin default states/s | mcc B/state | spin B/state | mem ratio |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|"
} | tee "$out"

geo_c=""; geo_r=""; geo_m=""
for name in $models; do
	f="$BEEM_DIR/$name.pml"
	cp "$f" "$tmp/m.pml"
	cd "$tmp" || exit 3
	# compile times
	mc=$(for i in $(seq "$REP"); do t0=$(now); "$MCC" -o pan_mcc m.pml >/dev/null 2>&1; t1=$(now); echo "$t1 - $t0" | bc -l; done | median)
	sc=$(for i in $(seq "$REP"); do t0=$(now); spin -o1 -o2 -o3 -a m.pml >/dev/null 2>&1 && gcc -O2 -DNOREDUCE -DMEMLIM=8000 -w -o pan_spin pan.c; t1=$(now); echo "$t1 - $t0" | bc -l; done | median)
	spin -a m.pml >/dev/null 2>&1 && gcc -O2 -DMEMLIM=8000 -w -o pan_def pan.c
	# runs
	: >mcc.rates; : >spin.rates; : >def.rates
	for i in $(seq "$REP"); do
		./pan_mcc -c0 -n --json >mcc.out 2>&1
		sed -n 's/.*"states_per_s": *\([0-9.e+]*\).*/\1/p' mcc.out | tail -1 >>mcc.rates
		./pan_spin -m100000000 -c0 -n >spin.out 2>&1
		awk '/pan: rate/ {print $3}' spin.out >>spin.rates
		./pan_def -m100000000 -c0 -n >def.out 2>&1
		awk '/pan: rate/ {print $3}' def.out >>def.rates
	done
	mst=$(sed -n 's/.*"states_stored": *\([0-9]*\).*/\1/p' mcc.out | tail -1)
	mer=$(sed -n 's/.*"errors": *\([0-9]*\).*/\1/p' mcc.out | tail -1)
	sst=$(awk '/states, stored/ {print $1; exit}' spin.out)
	ser=$(sed -n 's/.*errors: \([0-9]*\).*/\1/p' spin.out | head -1)
	mv=ok; [ "${mer:-0}" -gt 0 ] && mv=errors
	sv=ok; [ "${ser:-0}" -gt 0 ] && sv=errors
	cd - >/dev/null || exit 3
	if [ "$mv" != "$sv" ]; then
		echo "| $name | $mst / spin $sst | DIFFERS (mcc $mv, spin $sv) | | | | | | | | | | |" | tee -a "$out"
		continue
	fi
	mr=$(median <"$tmp/mcc.rates"); sr=$(median <"$tmp/spin.rates"); dr=$(median <"$tmp/def.rates")
	mb=$(sed -n 's/.*"bytes_per_state": *\([0-9.]*\).*/\1/p' "$tmp/mcc.out" | tail -1)
	# Spin: (actual memory for states + hash table) / states stored
	sb=$(awk -v n="$sst" '/actual memory usage for states/ {a=$1} /memory used for hash table/ {h=$1} END { if (n > 0) printf "%.1f", (a+h)*1048576/n }' "$tmp/spin.out")
	cr=$(ratio "$sc" "$mc"); rr=$(ratio "$mr" "$sr"); memr=$(ratio "$sb" "$mb")
	st="$mst"; [ "$mst" != "$sst" ] && st="$mst (spin $sst)"
	printf '| %s | %s | %s | %.3f | %.3f | %s | %.0f | %.0f | %s | %.0f | %s | %s | %s |\n' \
	    "$name" "$st" "$mv" "$mc" "$sc" "$cr" "$mr" "$sr" "$rr" "$dr" "$mb" "$sb" "$memr" | tee -a "$out"
	geo_c="$geo_c $cr"; geo_r="$geo_r $rr"; geo_m="$geo_m $memr"
done
gm() { echo "$*" | tr ' ' '\n' | awk '$1 > 0 {s += log($1); n++} END { if (n) printf "%.2f", exp(s/n); else print "-" }'; }
{
echo
echo "Geometric means (ratio > 1 means mcc is better): compile $(gm $geo_c)x, states/s $(gm $geo_r)x, memory per state $(gm $geo_m)x."
echo "Targets (issue 2): compile <= 0.05 s per model; states/s >= Spin's (ratio >= 1); bytes per state <= Spin's (mem ratio >= 1)."
} | tee -a "$out"
