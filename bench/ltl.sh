#!/bin/bash
# bench/ltl.sh -- LTL model checking: mcc (tcc and llvm backends) vs Spin on
# BEEM Promela models and their properties, side by side in one run.
#
#   bench/ltl.sh [-n REPEATS] [models...]          (default: bench/ltl.list)
#
# For each model and each X-free formula of ../shared/models/beem/ltl/M.ltl
# (converted for Spin by tests/ltl-mc/divine2spin.py): mcc's verifiers are
# built once per model (a formula is a run-time argument: pan --ltl-file),
# Spin's once per formula (spin -a on the model with `ltl p { φ }`).
# Two comparisons, each with compile and verification timed separately
# (wall / CPU seconds, CPU = user + sys, children included), the states
# each side stored, and Spin/mcc ratios (> 1: mcc is faster):
#  like with like  spin -o1 -o2 -o3 -a, gcc -O2 -DNOREDUCE -DMEMLIM=8000;
#                  mcc --no-reduce
#  default         spin -a, gcc -O2 -DMEMLIM=8000; mcc's defaults
# Spin's pan runs as users run it (./pan -a, default depth, x10 only when
# pan says it is too small: bench/lib.sh).  The verdicts must agree before
# any time is printed.  Medians of REPEATS runs (default 3).
# Output: a Markdown table on stdout and in bench/results/ltl.md.
cd "$(dirname "$0")/.." || exit 3
. bench/lib.sh
MCC=${MCC:-$PWD/mcc}
BEEM=${BEEM:-$PWD/../shared/models/beem}
REP=3
while getopts n: o; do case $o in n) REP=$OPTARG;; *) exit 3;; esac; done
shift $((OPTIND-1))
models="$*"
[ -n "$models" ] || models=$(grep -v '^#' bench/ltl.list)
out=bench/results/ltl.md
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
rep() { for _ in $(seq "$REP"); do "$@"; done; }
wc2() { printf '%.3f / %.3f' "$(col 1 "$1")" "$(col 2 "$1")"; }
cpu() { col 2 "$1"; }
plus() { echo "$1 + $2" | bc -l; }

{
echo "# mcc vs Spin, LTL"
echo
echo "machine: $(nproc) cores, load at start $(cut -d' ' -f1-3 /proc/loadavg); $(spin -V 2>&1 | head -1); medians of $REP runs; seconds, wall / CPU (user+sys)."
echo "Spin as users run it: ./pan -a with the default depth, x10 only when pan says it is too small (column 'Spin -m'); -DMEMLIM=8000."
echo "mcc compiles once per model (its compile time is repeated on each formula's row); Spin once per formula."
echo "Ratios are Spin / mcc (> 1: mcc is faster); 'total' is compile + verify CPU of that formula."
} | tee "$out"

for mode in nr def; do
	if [ $mode = nr ]; then t="Like with like: reductions off (spin -o1 -o2 -o3 -a, -DNOREDUCE; mcc --no-reduce)"; nd=--no-reduce; sf="-o1 -o2 -o3 -a"; gf="-DNOREDUCE -DMEMLIM=8000"
	else t="Default against default (spin -a, gcc -O2 -DMEMLIM=8000; mcc's defaults)"; nd=""; sf="-a"; gf="-DMEMLIM=8000"; fi
	{
	echo
	echo "## $t"
	echo
	echo "| model | # | verdict | mcc states | Spin states | Spin -m | tcc compile | llvm compile | Spin compile | tcc verify | llvm verify | Spin verify | verify ratio tcc wall / CPU | verify ratio llvm wall / CPU | total ratio CPU tcc / llvm |"
	echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
	} | tee -a "$out"
	gvt=""; gvl=""; gtt=""; gtl=""
	for m in $models; do
		pml=$BEEM/pml/$m.pml ltl=$BEEM/ltl/$m.ltl
		[ -f "$pml" ] && [ -f "$ltl" ] || { echo "| $m | missing files | | | | | | | | | | | | | |" | tee -a "$out"; continue; }
		cp "$pml" "$tmp/m0.pml"
		for be in tcc llvm; do
			: >"$tmp/$be.c"
			(cd "$tmp" && rep timed $be.c "$MCC" -B $be $nd -o pan_$be m0.pml >/dev/null 2>&1)
		done
		grep -v '^#' "$ltl" | grep -v '^[[:space:]]*$' | cut -f1 >"$tmp/f.txt"
		python3 tests/ltl-mc/divine2spin.py <"$tmp/f.txt" >"$tmp/s.txt"
		k=0
		while IFS= read -r f <&3 && IFS= read -r s <&4; do
			k=$((k+1))
			[ "$s" = SKIP ] && continue
			printf '%s\n' "$f" >"$tmp/one.ltl"
			for be in tcc llvm; do
				: >"$tmp/$be.v"
				(cd "$tmp" && rep timed $be.v ./pan_$be --ltl-file one.ltl >$be.out 2>&1)
			done
			{ cat "$pml"; echo; echo "ltl p { $s }"; } >"$tmp/m.pml"
			: >"$tmp/spin.c"; : >"$tmp/spin.v"
			(cd "$tmp" && rep timed spin.c bash -c "spin $sf m.pml >/dev/null 2>&1 && gcc -O2 $gf -w -o pan pan.c")
			sd=$(cd "$tmp" && spin_depth spin.out ./pan -a)
			(cd "$tmp" && rep timed spin.v ./pan $sd -a >spin.out 2>&1)
			tv=$(sed -n 's/^formula 1: \([a-z]*\).*/\1/p' "$tmp/tcc.out" | head -1)
			lv=$(sed -n 's/^formula 1: \([a-z]*\).*/\1/p' "$tmp/llvm.out" | head -1)
			se=$(spin_errors "$tmp/spin.out")
			sv=holds; [ "${se:-x}" = x ] && sv=none; [ "${se:-0}" != 0 ] 2>/dev/null && sv=violated
			ps=$(sed -n 's/^formula 1: .*; \([0-9]*\) states,.*/\1/p' "$tmp/tcc.out" | head -1)
			ss=$(spin_states "$tmp/spin.out")
			if [ "$tv" != "$sv" ] || [ "$lv" != "$sv" ]; then
				echo "| $m | $k | DIFFERS (tcc $tv, llvm $lv, spin $sv) | | | | | | | | | | | | |" | tee -a "$out"
				continue
			fi
			vt="$(ratio "$(col 1 "$tmp/spin.v")" "$(col 1 "$tmp/tcc.v")") / $(ratio "$(cpu "$tmp/spin.v")" "$(cpu "$tmp/tcc.v")")"
			vl="$(ratio "$(col 1 "$tmp/spin.v")" "$(col 1 "$tmp/llvm.v")") / $(ratio "$(cpu "$tmp/spin.v")" "$(cpu "$tmp/llvm.v")")"
			st=$(plus "$(cpu "$tmp/spin.c")" "$(cpu "$tmp/spin.v")")
			tt=$(ratio "$st" "$(plus "$(cpu "$tmp/tcc.c")" "$(cpu "$tmp/tcc.v")")")
			tl=$(ratio "$st" "$(plus "$(cpu "$tmp/llvm.c")" "$(cpu "$tmp/llvm.v")")")
			printf '| %s | %d | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s / %s |\n' "$m" "$k" "$sv" "$ps" "$ss" "${sd:-default}" \
			    "$(wc2 "$tmp/tcc.c")" "$(wc2 "$tmp/llvm.c")" "$(wc2 "$tmp/spin.c")" \
			    "$(wc2 "$tmp/tcc.v")" "$(wc2 "$tmp/llvm.v")" "$(wc2 "$tmp/spin.v")" "$vt" "$vl" "$tt" "$tl" | tee -a "$out"
			# verification ratios only where Spin's run lasts at least 0.05 s CPU
			if awk -v a="$(cpu "$tmp/spin.v")" 'BEGIN { exit !(a >= 0.05) }'; then
				gvt="$gvt ${vt#* / }"; gvl="$gvl ${vl#* / }"
			fi
			gtt="$gtt $tt"; gtl="$gtl $tl"
		done 3<"$tmp/f.txt" 4<"$tmp/s.txt"
	done
	{
	echo
	echo "Geometric means of Spin / mcc: verify CPU -B tcc $(gmn $gvt), -B llvm $(gmn $gvl) (formulas where Spin's run takes at least 0.05 s CPU);"
	echo "compile + verify CPU per formula -B tcc $(gmn $gtt), -B llvm $(gmn $gtl)."
	} | tee -a "$out"
done
{
echo
echo "Machine load at the end: $(cut -d' ' -f1-3 /proc/loadavg)."
} | tee -a "$out"
