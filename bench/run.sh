#!/bin/bash
# bench/run.sh -- mcc (tcc and llvm backends) vs Spin on BEEM Promela
# models, side by side in one run.
#
#   bench/run.sh [-n REPEATS] [models...]      (default list: bench/models.list)
#
# For each model: compile time (mcc -B tcc, mcc -B llvm; spin -a + gcc -O2,
# CPU seconds user+sys), exploration rate with reductions off on both sides
# (the oracle lines of DESIGN.md), Spin's default (with its reductions) for
# information, end-to-end time (CPU of compile + verify, Spin's pan with
# its -m100000000 as people run it) of mcc -B tcc and of Spin, and memory
# per stored state.  Rates are the verifiers' own (states stored per second
# of wall time) and, less sensitive to other jobs on a shared machine, the
# same from the user CPU time of each verifier run.  Verdicts and state counts of both backends and of
# Spin are compared first; a model where they differ gets no speed
# figures.  Medians of REPEATS runs.  The machine load is printed: the
# machine is shared, so compare the columns of one run, not across runs.
# Output: a Markdown table on stdout and in bench/results/safety.md, and a
# bar chart of the rates in bench/results/safety.svg.
cd "$(dirname "$0")/.." || exit 3
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

now() { date +%s.%N; }
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0 && a > 0) printf "%.2f", a/b; else print "-" }'; }
json() { sed -n "s/.*\"$1\": *\\([0-9.e+]*\\).*/\\1/p" "$2" | tail -1; }
# compile_time CMD...: median CPU time (user+sys, children included) of
# REPEATS runs of CMD
compile_time() { for i in $(seq "$REP"); do /usr/bin/time -f '%U %S' -o "$tmp/ct" "$@" >/dev/null 2>&1; tail -1 "$tmp/ct" | awk '{print $1 + $2}'; done | median; }
# cpu FILE CMD...: run CMD, append its user CPU seconds to FILE (and
# user+sys to FILE.all)
cpu() { local f=$1; shift; /usr/bin/time -f '%U %S' -o "$f.1" "$@"; tail -1 "$f.1" | awk '{print $1}' >>"$f"; tail -1 "$f.1" | awk '{print $1 + $2}' >>"$f.all"; }
SPIN_BUILD='spin -o1 -o2 -o3 -a m.pml && gcc -O2 -DNOREDUCE -DMEMLIM=8000 -w -o pan_spin pan.c'

# Spin's fixed start-up (the -m100000000 depth stack is allocated and
# touched up front): user CPU of a trivial model, subtracted from Spin's
# CPU times so that the CPU-time ratios compare the searches only.
printf 'active proctype p() { byte x; x++ }\n' >"$tmp/t.pml"
(cd "$tmp" && spin -o1 -o2 -o3 -a t.pml >/dev/null 2>&1 && gcc -O2 -DNOREDUCE -DMEMLIM=8000 -w -o pan_t pan.c)
: >"$tmp/t.cpu"
for i in 1 2 3; do (cd "$tmp" && cpu t.cpu ./pan_t -m100000000 -c0 -n >/dev/null 2>&1); done
spin0=$(median <"$tmp/t.cpu")

{
echo "# mcc vs Spin, safety (reductions off on both sides unless noted)"
echo
echo "machine: $(nproc) cores, load at start $(cut -d' ' -f1-3 /proc/loadavg); $(spin -V 2>&1 | head -1); $(llvm-config-14 --version 2>/dev/null | sed 's/^/LLVM /'); medians of $REP runs;"
echo "Spin's start-up user CPU (its -m100000000 stack, subtracted in the CPU columns): $spin0 s"
echo
echo "| model | states | verdict | tcc compile CPU s | llvm compile CPU s | spin+gcc compile CPU s | tcc states/s | llvm states/s | spin states/s | tcc/spin | llvm/spin | tcc/spin CPU | llvm/spin CPU | spin default states/s | tcc end-to-end CPU s | spin end-to-end CPU s | end-to-end ratio | mcc B/state | spin B/state | mem ratio |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
} | tee "$out"


geo_c=""; geo_l=""; geo_t=""; geo_r=""; geo_e=""; geo_m=""; geo_tc=""; geo_lc=""; plot=""
for name in $models; do
	f="$BEEM_DIR/$name.pml"
	cp "$f" "$tmp/m.pml"
	cd "$tmp" || exit 3
	tc=$(compile_time "$MCC" -B tcc -o pan_tcc m.pml)
	lc=$(compile_time "$MCC" -B llvm -o pan_llvm m.pml)
	sc=$(compile_time bash -c "$SPIN_BUILD")
	spin -a m.pml >/dev/null 2>&1 && gcc -O2 -DMEMLIM=8000 -w -o pan_def pan.c
	: >tcc.rates; : >llvm.rates; : >spin.rates; : >def.rates; : >tcc.t; : >spin.t
	: >tcc.cpu; : >llvm.cpu; : >spin.cpu; : >tcc.cpu.all; : >spin.cpu.all
	for i in $(seq "$REP"); do
		cpu tcc.cpu ./pan_tcc -c0 -n --json >tcc.out 2>&1
		json states_per_s tcc.out >>tcc.rates; json time_s tcc.out >>tcc.t
		cpu llvm.cpu ./pan_llvm -c0 -n --json >llvm.out 2>&1
		json states_per_s llvm.out >>llvm.rates
		t0=$(now); cpu spin.cpu ./pan_spin -m100000000 -c0 -n >spin.out 2>&1; t1=$(now)
		echo "$t1 - $t0" | bc -l >>spin.t
		awk '/pan: rate/ {print $3}' spin.out >>spin.rates
		./pan_def -m100000000 -c0 -n >def.out 2>&1
		awk '/pan: rate/ {print $3}' def.out >>def.rates
	done
	tst=$(json states_stored tcc.out); ter=$(json errors tcc.out)
	lst=$(json states_stored llvm.out); ler=$(json errors llvm.out)
	sst=$(awk '/states, stored/ {print $1; exit}' spin.out)
	ser=$(sed -n 's/.*errors: \([0-9]*\).*/\1/p' spin.out | head -1)
	tv=ok; [ "${ter:-0}" -gt 0 ] && tv=errors
	lv=ok; [ "${ler:-0}" -gt 0 ] && lv=errors
	sv=ok; [ "${ser:-0}" -gt 0 ] && sv=errors
	cd - >/dev/null || exit 3
	if [ "$tv" != "$sv" ] || [ "$lv" != "$sv" ] || [ "$tst" != "$lst" ]; then
		echo "| $name | tcc $tst, llvm $lst, spin $sst | DIFFERS (tcc $tv, llvm $lv, spin $sv) | | | | | | | | | | | | | | | |" | tee -a "$out"
		continue
	fi
	tr=$(median <"$tmp/tcc.rates"); lr=$(median <"$tmp/llvm.rates")
	sr=$(median <"$tmp/spin.rates"); dr=$(median <"$tmp/def.rates")
	# end-to-end: CPU of compiling plus CPU (user+sys) of verifying
	te=$(echo "$tc + $(median <"$tmp/tcc.cpu.all")" | bc -l); se=$(echo "$sc + $(median <"$tmp/spin.cpu.all")" | bc -l)
	mb=$(json bytes_per_state "$tmp/tcc.out")
	# Spin: (actual memory for states + hash table) / states stored
	sb=$(awk -v n="$sst" '/actual memory usage for states/ {a=$1} /memory used for hash table/ {h=$1} END { if (n > 0) printf "%.1f", (a+h)*1048576/n }' "$tmp/spin.out")
	trr=$(ratio "$tr" "$sr"); lrr=$(ratio "$lr" "$sr"); er=$(ratio "$se" "$te"); memr=$(ratio "$sb" "$mb")
	# the same rates from user CPU time (less sensitive to other jobs)
	scpu=$(echo "$(median <"$tmp/spin.cpu") - $spin0" | bc -l)
	tcr=$(ratio "$scpu" "$(median <"$tmp/tcc.cpu")")
	lcr=$(ratio "$scpu" "$(median <"$tmp/llvm.cpu")")
	st="$tst"; [ "$tst" != "$sst" ] && st="$tst (spin $sst)"
	printf '| %s | %s | %s | %.3f | %.3f | %.3f | %.0f | %.0f | %.0f | %s | %s | %s | %s | %.0f | %.2f | %.2f | %s | %s | %s | %s |\n' \
	    "$name" "$st" "$tv" "$tc" "$lc" "$sc" "$tr" "$lr" "$sr" "$trr" "$lrr" "$tcr" "$lcr" "$dr" "$te" "$se" "$er" "$mb" "$sb" "$memr" | tee -a "$out"
	geo_c="$geo_c $(ratio "$sc" "$tc")"; geo_t="$geo_t $trr"; geo_r="$geo_r $lrr"; geo_m="$geo_m $memr"
	geo_tc="$geo_tc $tcr"; geo_lc="$geo_lc $lcr"
	geo_l="$geo_l $lc"
	# end-to-end target: models Spin verifies in under 10 s
	awk -v s="$(median <"$tmp/spin.cpu")" -v z="$spin0" 'BEGIN { exit !(s - z < 10) }' && geo_e="$geo_e $er"
	plot="$plot $name:$tr:$lr:$sr"
done
gm() { echo "$*" | tr ' ' '\n' | awk '$1 > 0 {s += log($1); n++} END { if (n) printf "%.2f", exp(s/n); else print "-" }'; }
mx() { echo "$*" | tr ' ' '\n' | awk '$1 > m {m = $1} END { printf "%.3f", m }'; }
{
echo
echo "Geometric means (ratio > 1 means mcc is better): states/s -B llvm $(gm $geo_r)x Spin, -B tcc $(gm $geo_t)x Spin"
echo "(from user CPU time of the verifier runs, Spin's start-up subtracted: -B llvm $(gm $geo_lc)x, -B tcc $(gm $geo_tc)x);"
echo "end-to-end -B tcc $(gm $geo_e)x Spin (models Spin verifies in < 10 s); compile -B tcc $(gm $geo_c)x faster than spin+gcc;"
echo "-B llvm compile time: max $(mx $geo_l) s, geometric mean $(gm $geo_l) s; memory per state $(gm $geo_m)x."
echo "Machine load at the end: $(cut -d' ' -f1-3 /proc/loadavg)."
echo "Targets (issue 8): states/s of -B llvm >= 1.5x Spin's (reductions off); end-to-end -B tcc >= 2x Spin's for models under 10 s; -B llvm compile < 0.5 s per model."
} | tee -a "$out"

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
	printf "<text x=\"10\" y=\"20\" font-size=\"14\">states/s, safety, reductions off (load %s)</text>\n", load
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
