#!/bin/bash
# bench/run.sh -- safety: mcc (tcc and llvm backends) vs Spin on BEEM
# Promela models, side by side in one run.
#
#   bench/run.sh [-n REPEATS] [models...]      (default list: bench/models.list)
#
# Two comparisons per model, each with compile and verification timed
# separately (wall and CPU seconds, CPU = user + sys, children included),
# the states each side stored, and Spin/mcc ratios (> 1: mcc is faster):
#  like with like  reductions off on both sides: spin -o1 -o2 -o3 -a,
#                  gcc -O2 -DNOREDUCE -DMEMLIM=8000; mcc --no-reduce
#  default         each tool as installed: spin -a, gcc -O2 -DMEMLIM=8000
#                  (partial-order reduction, statement merging); mcc with
#                  its defaults (dead-variable reduction on)
# Spin's pan runs as users run it (bench/lib.sh): default depth, raised
# x10 only when pan says "max search depth too small".  Every verifier
# runs with -c0 -n (the whole state space, errors counted, not stopping
# at the first).  Verdicts are compared first; like with like, the state
# counts must be equal too, or the row says so and gets no ratios.
# Medians of REPEATS runs; the machine's load is printed (it is shared:
# compare the columns of one run, not across runs).
# Output: Markdown on stdout and in bench/results/safety.md, and a bar
# chart of states per CPU second (like with like) in bench/results/safety.svg.
cd "$(dirname "$0")/.." || exit 3
. bench/lib.sh
MCC=${MCC:-$PWD/mcc}
BEEM_DIR=${BEEM_DIR:-$PWD/../shared/models/beem/pml}
REP=3
while getopts n: o; do case $o in n) REP=$OPTARG;; *) exit 3;; esac; done
shift $((OPTIND-1))
models="$*"
[ -n "$models" ] || models=$(grep -v '^#' bench/models.list)
out=bench/results/safety.md
svg=bench/results/safety.svg
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
json() { sed -n "s/.*\"$1\": *\\([0-9.e+]*\\).*/\\1/p" "$2" | tail -1; }
rep() { for _ in $(seq "$REP"); do "$@"; done; }

{
echo "# mcc vs Spin, safety"
echo
echo "machine: $(nproc) cores, load at start $(cut -d' ' -f1-3 /proc/loadavg); $(spin -V 2>&1 | head -1); $(llvm-config-14 --version 2>/dev/null | sed 's/^/LLVM /'); medians of $REP runs; seconds, wall / CPU (user+sys)."
echo "Spin as users run it: default depth, x10 only when pan says it is too small (column 'Spin -m'); -DMEMLIM=8000; every verifier runs with -c0 -n."
echo "Ratios are Spin / mcc (> 1: mcc is faster or smaller); 'total' is compile + verify CPU."
} | tee "$out"
hdr() {
	echo
	echo "## $1"
	echo
	echo "| model | mcc | mcc states | Spin states | Spin -m | mcc compile | Spin compile | compile ratio CPU | mcc verify | Spin verify | verify ratio wall | verify ratio CPU | total ratio CPU | mcc B/state | Spin B/state |"
	echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
}

# side MODE: build and run the Spin side of MODE (nr or def) in $tmp;
# sets sst, ser, sdepth, and the files spin.$MODE.c / .v
spin_side() {
	local mode=$1 sflags="-a" gflags="-O2 -DMEMLIM=8000"
	[ "$mode" = nr ] && { sflags="-o1 -o2 -o3 -a"; gflags="-O2 -DNOREDUCE -DMEMLIM=8000"; }
	: >"$tmp/spin.$mode.c"; : >"$tmp/spin.$mode.v"
	(cd "$tmp" && rep timed "spin.$mode.c" bash -c "spin $sflags m.pml >/dev/null 2>&1 && gcc $gflags -w -o pan_$mode pan.c")
	sdepth=$(cd "$tmp" && spin_depth "spin.$mode.out" ./pan_$mode -c0 -n)
	(cd "$tmp" && rep timed "spin.$mode.v" ./pan_$mode $sdepth -c0 -n >"spin.$mode.out" 2>&1)
	sst=$(spin_states "$tmp/spin.$mode.out"); ser=$(spin_errors "$tmp/spin.$mode.out")
}
# mcc_side MODE BACKEND: the same for mcc; sets mst, mer
mcc_side() {
	local mode=$1 be=$2 f=""
	[ "$mode" = nr ] && f=--no-reduce
	: >"$tmp/mcc.$mode.$be.c"; : >"$tmp/mcc.$mode.$be.v"
	(cd "$tmp" && rep timed "mcc.$mode.$be.c" "$MCC" -B "$be" $f -o "pan_$be" m.pml >/dev/null 2>&1)
	(cd "$tmp" && rep timed "mcc.$mode.$be.v" ./pan_$be -c0 -n --json >"mcc.$mode.$be.out" 2>&1)
	mst=$(json states_stored "$tmp/mcc.$mode.$be.out"); mer=$(json errors "$tmp/mcc.$mode.$be.out")
}
wc2() { printf '%.3f / %.3f' "$(col 1 "$1")" "$(col 2 "$1")"; }

for mode in nr def; do
	if [ $mode = nr ]; then hdr "Like with like: reductions off on both sides (spin -o1 -o2 -o3 -a, -DNOREDUCE; mcc --no-reduce)"
	else hdr "Default against default (spin -a, gcc -O2 -DMEMLIM=8000; mcc's defaults)"; fi | tee -a "$out"
	for name in $models; do
		cp "$BEEM_DIR/$name.pml" "$tmp/m.pml"
		spin_side $mode
		for be in tcc llvm; do
			mcc_side $mode $be
			mv_=ok; [ "${mer:-0}" -gt 0 ] && mv_=errors
			sv_=ok; [ "${ser:-0}" -gt 0 ] && sv_=errors
			if [ "$mv_" != "$sv_" ] || { [ $mode = nr ] && [ "$mst" != "$sst" ]; }; then
				echo "| $name | $be | $mst | $sst | $sdepth | DIFFERS: mcc $mv_, Spin $sv_ | | | | | | | | | |" | tee -a "$out"
				continue
			fi
			mc=$tmp/mcc.$mode.$be.c mv=$tmp/mcc.$mode.$be.v sc=$tmp/spin.$mode.c sv=$tmp/spin.$mode.v
			cr=$(ratio "$(col 2 "$sc")" "$(col 2 "$mc")")
			vrw=$(ratio "$(col 1 "$sv")" "$(col 1 "$mv")")
			vrc=$(ratio "$(col 2 "$sv")" "$(col 2 "$mv")")
			tr=$(ratio "$(echo "$(col 2 "$sc") + $(col 2 "$sv")" | bc -l)" "$(echo "$(col 2 "$mc") + $(col 2 "$mv")" | bc -l)")
			printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' \
			    "$name" "$be" "$mst" "$sst" "${sdepth:-default}" "$(wc2 "$mc")" "$(wc2 "$sc")" "$cr" \
			    "$(wc2 "$mv")" "$(wc2 "$sv")" "$vrw" "$vrc" "$tr" \
			    "$(json bytes_per_state "$tmp/mcc.$mode.$be.out")" "$(spin_bps "$tmp/spin.$mode.out")" | tee -a "$out"
			eval "g_${mode}_${be}_c=\"\$g_${mode}_${be}_c $cr\"; g_${mode}_${be}_vw=\"\$g_${mode}_${be}_vw $vrw\""
			eval "g_${mode}_${be}_vc=\"\$g_${mode}_${be}_vc $vrc\"; g_${mode}_${be}_t=\"\$g_${mode}_${be}_t $tr\""
			if [ $mode = nr ]; then
				eval "rate_$be=$(awk -v s="$mst" -v t="$(col 2 "$mv")" 'BEGIN { printf "%.0f", (t > 0) ? s / t : 0 }')"
				rate_spin=$(awk -v s="$sst" -v t="$(col 2 "$sv")" 'BEGIN { printf "%.0f", (t > 0) ? s / t : 0 }')
			fi
		done
		[ $mode = nr ] && plot="$plot $name:$rate_tcc:$rate_llvm:$rate_spin"
	done
	{
	echo
	for be in tcc llvm; do
		eval "c=\$g_${mode}_${be}_c vw=\$g_${mode}_${be}_vw vc=\$g_${mode}_${be}_vc t=\$g_${mode}_${be}_t"
		echo "- mcc -B $be, geometric means of Spin/mcc: compile CPU $(gmn $c), verify wall $(gm $vw), verify CPU $(gm $vc), compile + verify CPU $(gm $t)"
	done
	} | tee -a "$out"
done
echo | tee -a "$out"
echo "Machine load at the end: $(cut -d' ' -f1-3 /proc/loadavg)." | tee -a "$out"

# Bar chart: states/s per model, three bars (tcc, llvm, Spin), as SVG.
echo "$plot" | tr ' ' '\n' | awk -F: -v load="$(cut -d' ' -f1 /proc/loadavg)" '
NF == 4 { n++; name[n] = $1; v[n,1] = $2; v[n,2] = $3; v[n,3] = $4
	for (k = 1; k <= 3; k++) if (v[n,k] > max) max = v[n,k] }
END {
	if (!n) exit
	W = 120 * n + 120; H = 360; base = 300; top = 40
	col[1] = "#4e79a7"; col[2] = "#f28e2b"; col[3] = "#59a14f"
	lab[1] = "mcc -B tcc"; lab[2] = "mcc -B llvm"; lab[3] = "Spin (-DNOREDUCE)"
	printf "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" font-family=\"sans-serif\" font-size=\"12\">\n", W, H
	printf "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n"
	printf "<text x=\"10\" y=\"20\" font-size=\"14\">states per CPU second, safety, reductions off on both sides (load %s)</text>\n", load
	printf "<line x1=\"60\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n", base, W - 10, base
	for (t = 0; t <= 4; t++) {
		y = base - (base - top) * t / 4
		printf "<text x=\"55\" y=\"%d\" text-anchor=\"end\">%.1fM</text>\n", y + 4, max * t / 4 / 1e6
		printf "<line x1=\"60\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#ddd\"/>\n", y, W - 10, y
	}
	for (i = 1; i <= n; i++) {
		x0 = 70 + 120 * (i - 1)
		for (k = 1; k <= 3; k++) {
			h = (base - top) * v[i,k] / max
			printf "<rect x=\"%d\" y=\"%.1f\" width=\"30\" height=\"%.1f\" fill=\"%s\"/>\n", x0 + 32 * (k - 1), base - h, h, col[k]
		}
		printf "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n", x0 + 48, base + 18, name[i]
	}
	for (k = 1; k <= 3; k++) {
		printf "<rect x=\"%d\" y=\"330\" width=\"12\" height=\"12\" fill=\"%s\"/>\n", 70 + 150 * (k - 1), col[k]
		printf "<text x=\"%d\" y=\"341\">%s</text>\n", 86 + 150 * (k - 1), lab[k]
	}
	print "</svg>"
}' >"$svg"
echo "plot: $svg"
