#!/bin/bash
# por_table.sh -- states stored by mcc's pan with --por=off, stubborn and
# ample, next to Spin's default run (spin -a; gcc -O2 -DMEMLIM=8000; ./pan),
# for the models named on the command line.  One row per model:
#   model  off  stubborn  ample  spin-default  verdicts(off/stub/ample/spin)
# "-" where a run did not complete within POR_BENCH_TIMEOUT seconds (60).
# Environment: MCC (./mcc), MCC_BACKEND (tcc), MCC_FLAGS (none),
# PAN_FLAGS (extra flags for both verifiers, e.g. -E to count the whole
# state space of models that deadlock).
cd "$(dirname "$0")/.." || exit 3
: "${MCC:=./mcc}"
case $MCC in /*) ;; *) MCC=$PWD/$MCC;; esac
: "${MCC_BACKEND:=tcc}"
: "${POR_BENCH_TIMEOUT:=60}"
T=$POR_BENCH_TIMEOUT
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
verdict() { grep -q "errors: 0" "$1" && echo ok || { grep -q "errors:" "$1" && echo err || echo "?"; }; }
st() { local s; s=$(awk '/states, stored/ {print $1; exit}' "$1"); grep -q "Search not completed\|search incomplete" "$1" && s="$s+"; echo "${s:--}"; }
printf '%-48s %10s %10s %10s %10s  %s\n' model off stubborn ample spin verdicts
for f in "$@"; do
	d="$tmp/w"; rm -rf "$d"; mkdir -p "$d"; cp "$f" "$d/m.pml"
	# shellcheck disable=SC2086
	( cd "$d" && timeout $T "$MCC" -B "$MCC_BACKEND" $MCC_FLAGS -o pan m.pml >mcc.out 2>&1 ) || { printf '%-48s mcc failed\n' "$(basename "$f")"; continue; }
	row=""; vs=""
	for m in off stubborn ample; do
		( cd "$d" && ulimit -S -t $T && ./pan -n $PAN_FLAGS --por=$m >$m.out 2>&1 )
		row="$row $(printf '%10s' "$(st "$d/$m.out")")"; vs="$vs$(verdict "$d/$m.out")/"
	done
	( cd "$d" && timeout $T spin -a m.pml >spin.out 2>&1 && gcc -O2 -w -DMEMLIM=8000 -o span pan.c >/dev/null 2>&1 &&
	  ulimit -S -t $T && ./span $PAN_FLAGS >sp.out 2>&1 )
	s=-; [ -f "$d/sp.out" ] && s=$(st "$d/sp.out") && vs="$vs$(verdict "$d/sp.out")"
	printf '%-48s%s %10s  %s\n' "$(basename "$f")" "$row" "$s" "$vs"
done
