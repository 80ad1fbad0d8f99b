#!/bin/bash
# par_bench.sh -- speed-up of the parallel emptiness checks (runtime/par/).
#
# For BEEM Promela and DVE instances with an empty product (a formula of
# ../shared/models/beem/ltl/NAME.ltl whose verdict is `holds`), each check
# is timed at 1 and at 2 worker threads in the same run, interleaved
# (1, 2, 1, 2, ...), REPS times; printed: the medians, the ratio
# t(-j 1) / t(-j 2), and the sequential uf-dijkstra beside them.  Times are
# pan's own check times (--json time_s), not the compilation.  The machine
# is shared: the load average is printed before and after.
# On a loaded machine the wall-clock ratio says little (two threads may
# get less than one core), so the CPU ratio is printed too: the CPU time of
# the single worker at -j 1 over the largest worker CPU time at -j 2 (each
# worker's CLOCK_THREAD_CPUTIME_ID, from --json cpu_s): the speed-up the
# run would have had with two idle cores, overheads of sharing included.
#
#   bash bench/par_bench.sh [REPS]        (from the repository root)
# Environment: MCC (./mcc), MCC_BACKEND (tcc; cc for gcc -O2 successor
# code), BEEM (../shared/models/beem), ALGOS, MODELS ("file:formula#"),
# TIMEOUT (seconds per run, 300), BASE (the sequential check beside them,
# uf-dijkstra; `terminal` for par-terminal on reachability formulas).
cd "$(dirname "$0")/.." || exit 3
REPS=${1:-3}
: "${MCC:=./mcc}"
BEEM=${BEEM:-../shared/models/beem}
MCC_BACKEND=${MCC_BACKEND:-tcc}
TIMEOUT=${TIMEOUT:-300}
BASE=${BASE:-uf-dijkstra}
ALGOS=${ALGOS:-"par-dijkstra par-dijkstra-async par-tarjan par-mixed par-dijkstra-lk ufscc"}
# instance:formula number (1-based among the file's formulas), verdict holds
# (bopdp.3, leader_filters.5, protocols: many SCCs; peterson.4: one big)
MODELS=${MODELS:-"dve/bopdp.3.dve:1 dve/leader_filters.5.dve:1 dve/peterson.4.dve:1
 pml/bopdp.3.pml:1 pml/mcs.3.pml:1 pml/peterson.4.pml:4"}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

load() { cut -d' ' -f1-3 /proc/loadavg; }

# check_time PAN LTLFILE ALGO J: the check's time in seconds, and states
check_time() {
	local out
	out=$(timeout "$TIMEOUT" "$1" --ltl-file "$2" --algo "$3" -j "$4" --json 2>/dev/null |
		grep '^{' | tail -1)
	local t s r c
	t=$(sed -n 's/.*"time_s":\([0-9.]*\),"result".*/\1/p' <<<"$out")
	s=$(sed -n 's/.*"states_stored":\([0-9]*\).*/\1/p' <<<"$out")
	r=$(sed -n 's/.*"result":"\([a-z-]*\)".*/\1/p' <<<"$out")
	c=$(grep -o '"cpu_s":[0-9.]*' <<<"$out" | cut -d: -f2 | sort -g | tail -1)
	echo "${t:-nan} ${s:-0} ${r:-timeout} ${c:-nan}"
}

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) print "nan";
	else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

echo "par_bench: $REPS reps, backend $MCC_BACKEND, $(nproc) cores, load before: $(load)"
printf '%-22s %-16s %9s %9s %6s %9s %9s %6s %9s  %s\n' model check "t(-j1)" "t(-j2)" ratio "cpu(-j1)" "cpu(-j2)" ratio states result
for m in $MODELS; do
	f=${m%%:*} k=${m##*:}
	name=$(basename "$f"); name=${name%.*}
	ltl=$BEEM/ltl/$name.ltl
	[ -f "$BEEM/$f" ] && [ -f "$ltl" ] || { echo "$m: missing files"; continue; }
	{ grep '^# syntax' "$ltl"; grep -v '^#' "$ltl" | grep -v '^[[:space:]]*$' | sed -n "${k}p"; } >"$tmp/f.ltl"
	grep -q 'holds' "$tmp/f.ltl" || echo "note: $m: formula $k is not a 'holds' formula"
	"$MCC" -B "$MCC_BACKEND" -o "$tmp/pan" "$BEEM/$f" >"$tmp/mcc.out" 2>&1 ||
		{ echo "$m: mcc failed"; head -3 "$tmp/mcc.out"; continue; }
	for a in $BASE $ALGOS; do
		: >"$tmp/t1"; : >"$tmp/t2"; : >"$tmp/c1"; : >"$tmp/c2"; st=0; res=""
		for ((i = 0; i < REPS; i++)); do
			read -r t s r c <<<"$(check_time "$tmp/pan" "$tmp/f.ltl" "$a" 1)"
			echo "$t" >>"$tmp/t1"; echo "$c" >>"$tmp/c1"; st=$s; res=$r
			[ "$a" = "$BASE" ] && continue
			read -r t s r c <<<"$(check_time "$tmp/pan" "$tmp/f.ltl" "$a" 2)"
			echo "$t" >>"$tmp/t2"; echo "$c" >>"$tmp/c2"
			[ "$r" != "$res" ] && res="$res/$r"
		done
		m1=$(median <"$tmp/t1")
		if [ "$a" = "$BASE" ]; then
			printf '%-22s %-16s %9.3f %9s %6s %9s %9s %6s %9s  %s\n' "$name.${f%%/*}" "$a" "$m1" - - - - - "$st" "$res"
			continue
		fi
		m2=$(median <"$tmp/t2") c1=$(median <"$tmp/c1") c2=$(median <"$tmp/c2")
		ratio=$(awk -v a="$m1" -v b="$m2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }')
		cratio=$(awk -v a="$c1" -v b="$c2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }')
		printf '%-22s %-16s %9.3f %9.3f %6s %9.3f %9.3f %6s %9s  %s\n' "$name.${f%%/*}" "$a" "$m1" "$m2" "$ratio" "$c1" "$c2" "$cratio" "$st" "$res"
	done
done
echo "load after: $(load)"
