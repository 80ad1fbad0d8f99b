#!/bin/bash
# bench/ltl.sh -- LTL model checking: mcc (tcc and llvm backends) vs Spin on
# BEEM Promela models and their properties, side by side in one run.
#
#   bench/ltl.sh [models...]          (default: bench/ltl.list)
#
# For each model and each X-free formula of ../shared/models/beem/ltl/M.ltl
# (converted for Spin by tests/ltl-mc/divine2spin.py): mcc's verifiers are
# built once per model (a formula is a run-time argument: pan --ltl-file),
# Spin's once per formula (spin -a on the model with `ltl p { φ }`,
# gcc -O2 -DNOREDUCE -DMEMLIM=8000, ./pan -a -m100000000: the oracle line
# of DESIGN.md with reductions off).  The verdicts of the three must agree
# before any time is printed.  Times are user CPU seconds of the verifier
# runs (the machine is shared; wall times under load mean little), Spin's
# fixed start-up (its -m100000000 stack) subtracted; compile times are wall.
# Output: a Markdown table on stdout and in bench/results/ltl.md.
cd "$(dirname "$0")/.." || exit 3
MCC=${MCC:-$PWD/mcc}
BEEM=${BEEM:-$PWD/../shared/models/beem}
models="$*"
[ -n "$models" ] || models=$(grep -v '^#' bench/ltl.list)
out=bench/results/ltl.md
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
now() { date +%s.%N; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0 && a > 0) printf "%.2f", a/b; else print "-" }'; }
# usr FILE CMD...: run CMD, write its user CPU seconds to FILE
usr() { local f=$1; shift; /usr/bin/time -f %U -o "$f" "$@"; tail -1 "$f" >"$f.1"; mv "$f.1" "$f"; }
wall() { local t0 t1; t0=$(now); "$@" >/dev/null 2>&1; t1=$(now); echo "$t1 - $t0" | bc -l; }
spin_build() { spin -a m.pml && gcc -O2 -DNOREDUCE -DMEMLIM=8000 -w -o pan pan.c; }

# Spin's start-up user CPU (trivial model, same flags)
printf 'byte x;\nactive proctype p() { x++ }\nltl q { [](x <= 1) }\n' >"$tmp/t.pml"
(cd "$tmp" && spin -a t.pml >/dev/null 2>&1 && gcc -O2 -DNOREDUCE -DMEMLIM=8000 -w -o pan_t pan.c &&
    usr t.cpu ./pan_t -a -m100000000 >/dev/null 2>&1)
spin0=$(cat "$tmp/t.cpu" 2>/dev/null); spin0=${spin0:-0}

{
echo "# mcc vs Spin, LTL (reductions off on both sides)"
echo
echo "machine: $(nproc) cores, load at start $(cut -d' ' -f1-3 /proc/loadavg); $(spin -V 2>&1 | head -1); user CPU seconds; Spin's start-up ($spin0 s) subtracted"
echo
echo "| model | formula | verdict | product states (mcc) | tcc compile s | llvm compile s | tcc verify s | llvm verify s | spin compile s | spin verify s | llvm/spin verify | llvm/spin incl. compile |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|"
} | tee "$out"

geo_v=""; geo_e=""
for m in $models; do
	pml=$BEEM/pml/$m.pml ltl=$BEEM/ltl/$m.ltl
	[ -f "$pml" ] && [ -f "$ltl" ] || { echo "| $m | missing files | | | | | | | | | | |" | tee -a "$out"; continue; }
	cp "$pml" "$tmp/m0.pml"
	tc=$(cd "$tmp" && wall "$MCC" -B tcc -o pan_tcc m0.pml)
	lc=$(cd "$tmp" && wall "$MCC" -B llvm -o pan_llvm m0.pml)
	grep -v '^#' "$ltl" | grep -v '^[[:space:]]*$' | cut -f1 >"$tmp/f.txt"
	python3 tests/ltl-mc/divine2spin.py <"$tmp/f.txt" >"$tmp/s.txt"
	k=0
	while IFS= read -r f <&3 && IFS= read -r s <&4; do
		k=$((k+1))
		[ "$s" = SKIP ] && continue
		printf '%s\n' "$f" >"$tmp/one.ltl"
		for be in tcc llvm; do
			(cd "$tmp" && usr $be.cpu ./pan_$be --ltl-file one.ltl >$be.out 2>&1)
		done
		{ cat "$pml"; echo; echo "ltl p { $s }"; } >"$tmp/m.pml"
		sc=$(cd "$tmp" && wall spin_build)
		(cd "$tmp" && usr spin.cpu ./pan -a -m100000000 >spin.out 2>&1)
		tv=$(sed -n 's/^formula 1: \([a-z]*\).*/\1/p' "$tmp/tcc.out")
		lv=$(sed -n 's/^formula 1: \([a-z]*\).*/\1/p' "$tmp/llvm.out")
		se=$(sed -n 's/.*errors: \([0-9]*\).*/\1/p' "$tmp/spin.out" | head -1)
		sv=holds; [ "${se:-x}" = x ] && sv=none; [ "${se:-0}" != 0 ] 2>/dev/null && sv=violated
		ps=$(sed -n 's/^formula 1: .*; \([0-9]*\) states,.*/\1/p' "$tmp/tcc.out")
		if [ "$tv" != "$sv" ] || [ "$lv" != "$sv" ]; then
			echo "| $m | $k | DIFFERS (tcc $tv, llvm $lv, spin $sv) | | | | | | | | | |" | tee -a "$out"
			continue
		fi
		scpu=$(echo "$(cat "$tmp/spin.cpu") - $spin0" | bc -l | awk '{ print ($1 < 0) ? 0 : $1 }')
		vr=$(ratio "$scpu" "$(cat "$tmp/llvm.cpu")")
		er=$(ratio "$(echo "$scpu + $sc" | bc -l)" "$(echo "$(cat "$tmp/llvm.cpu") + $lc" | bc -l)")
		printf '| %s | %d | %s | %s | %.3f | %.3f | %.2f | %.2f | %.3f | %.2f | %s | %s |\n' "$m" "$k" "$sv" "$ps" \
		    "$tc" "$lc" "$(cat "$tmp/tcc.cpu")" "$(cat "$tmp/llvm.cpu")" "$sc" "$scpu" "$vr" "$er" | tee -a "$out"
		# ratios of runs too short to time are left out of the means
		awk -v a="$scpu" 'BEGIN { exit !(a >= 0.05) }' && geo_v="$geo_v $vr"
		geo_e="$geo_e $er"
	done 3<"$tmp/f.txt" 4<"$tmp/s.txt"
done
gm() { echo "$*" | tr ' ' '\n' | awk '$1 > 0 {s += log($1); n++} END { if (n) printf "%.2f (%d runs)", exp(s/n), n; else print "-" }'; }
{
echo
echo "Geometric means (> 1: mcc -B llvm is faster): verify $(gm $geo_v) (Spin runs of at least 0.05 s); verify + compile $(gm $geo_e)."
echo "mcc compiles each model once for all its formulas; Spin compiles once per formula."
echo "Machine load at the end: $(cut -d' ' -f1-3 /proc/loadavg)."
} | tee -a "$out"
