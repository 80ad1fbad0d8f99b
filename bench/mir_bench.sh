#!/bin/bash
# bench/mir_bench.sh -- two mcc builds side by side in one run (issue 20:
# the lowering must not change verifier speed or compile time).
#
#   OLD=/path/to/old/mcc NEW=./mcc bench/mir_bench.sh [-n REPEATS] [models...]
#
# Models are BEEM names (Promela from $BEEM/pml, DVE from $BEEM/dve when
# given as NAME.dve).  For each model, build and backend (tcc, llvm):
# compile time of mcc (wall, median) and the verifier's user CPU time
# (median of REPEATS runs of ./pan -m10000000 -c0, reductions as
# default), with the states stored, which must agree.  Markdown on stdout.
cd "$(dirname "$0")/.." || exit 3
OLD=${OLD:?set OLD to the old mcc}
NEW=${NEW:-$PWD/mcc}
BEEM=${BEEM:-$PWD/../shared/models/beem}
REP=3
while getopts n: o; do case $o in n) REP=$OPTARG;; *) exit 3;; esac; done
shift $((OPTIND-1))
models=${*:-"adding.3 at.3 anderson.1 peterson.3.dve bakery.4.dve"}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
echo "| model | backend | build | mcc s | pan user s | states |"
echo "|---|---|---|---|---|---|"
for mod in $models; do
	case $mod in
	*.dve) src=$BEEM/dve/$mod ;;
	*) src=$BEEM/pml/$mod.pml ;;
	esac
	[ -f "$src" ] || { echo "| $mod | missing |"; continue; }
	for be in tcc llvm; do
		for which in old new; do
			mcc=$OLD; [ $which = new ] && mcc=$NEW
			d=$tmp/$which-$be; rm -rf "$d"; mkdir -p "$d"; cp "$src" "$d/"
			ct=$(for i in $(seq "$REP"); do
				s=$(date +%s.%N)
				(cd "$d" && "$mcc" -B $be -o pan "$(basename "$src")" >/dev/null 2>&1)
				e=$(date +%s.%N); echo "$e - $s" | bc; done | median)
			rt=$(for i in $(seq "$REP"); do
				/usr/bin/time -f '%U' -o "$d/t" "$d/pan" -m10000000 -c0 >"$d/out" 2>&1
				tail -1 "$d/t"; done | median)
			st=$(awk '/states, stored/ {print $1}' "$d/out")
			printf '| %s | %s | %s | %.3f | %.2f | %s |\n' "$mod" "$be" "$which" "$ct" "$rt" "$st"
		done
	done
done
