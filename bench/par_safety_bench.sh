#!/bin/bash
# par_safety_bench.sh -- speed-up of the multi-core safety search (pan -j N,
# runtime/par/psafety.c) on BEEM instances of more than 1M states.
#
# Each instance is compiled once and searched in full (-c0 -E -n: every
# state, deadlocks not reported) by the sequential DFS and by the parallel
# search at 1 and 2 threads, interleaved (seq, 1, 2, seq, 1, 2, ...) REPS
# times in the same run; printed: medians of pan's own search time
# (--json time_s), the wall-clock ratio t(-j 1) / t(-j 2), and the CPU
# ratio: the CPU time of the single worker at -j 1 over the busiest
# worker's CPU time at -j 2 (per-thread clocks, pan's "N threads:" line):
# what two idle cores would give, the costs of sharing included.  The
# machine is shared: the load average is printed before and after.
# States stored must be equal in all three runs (checked, "DIFF" if not).
#
#   bash bench/par_safety_bench.sh [REPS]        (from the repository root)
# Environment: MCC (./mcc), MCC_BACKEND (tcc), BEEM (../shared/models/beem),
# MODELS (paths under BEEM), TIMEOUT (seconds per run, 300), J (2),
# PFLAGS (added to every run, e.g. --bfs: the sequential BFS against the
# parallel one).
cd "$(dirname "$0")/.." || exit 3
REPS=${1:-3}
: "${MCC:=./mcc}"
BEEM=${BEEM:-../shared/models/beem}
MCC_BACKEND=${MCC_BACKEND:-tcc}
TIMEOUT=${TIMEOUT:-300}
J=${J:-2}
MODELS=${MODELS:-"dve/peterson.4.dve dve/leader_filters.5.dve dve/lamport.5.dve
 pml/fischer.4.pml pml/at.3.pml"}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

load() { cut -d' ' -f1-3 /proc/loadavg; }
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) print "nan";
	else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# run PAN ARGS...: "time_s states max_worker_cpu" (cpu nan for the DFS)
run() {
	local pan=$1 out j t s c; shift
	# shellcheck disable=SC2086
	out=$(timeout "$TIMEOUT" "$pan" -c0 -E -n --json $PFLAGS "$@" 2>/dev/null)
	j=$(grep '^{' <<<"$out" | tail -1)
	t=$(sed -n 's/.*"time_s":\([0-9.]*\).*/\1/p' <<<"$j")
	s=$(sed -n 's/.*"states_stored":\([0-9]*\).*/\1/p' <<<"$j")
	c=$(grep '^pan: [0-9]* threads:' <<<"$out" | grep -o '[0-9.]*s cpu' |
		sed 's/s cpu//' | sort -g | tail -1)
	echo "${t:-nan} ${s:-0} ${c:-nan}"
}

echo "par_safety_bench: $REPS reps, backend $MCC_BACKEND, flags '${PFLAGS:-}', $(nproc) cores, load before: $(load)"
printf '%-24s %10s %8s %8s %8s %6s %8s %8s %6s  %s\n' model states "t(seq)" "t(-j1)" "t(-j$J)" ratio "cpu(-j1)" "cpu(-j$J)" ratio same
for f in $MODELS; do
	name=$(basename "$f")
	[ -f "$BEEM/$f" ] || { echo "$f: missing"; continue; }
	"$MCC" -B "$MCC_BACKEND" -o "$tmp/pan" "$BEEM/$f" >"$tmp/mcc.out" 2>&1 ||
		{ echo "$f: mcc failed"; head -3 "$tmp/mcc.out"; continue; }
	: >"$tmp/t0"; : >"$tmp/t1"; : >"$tmp/t2"; : >"$tmp/c1"; : >"$tmp/c2"; same=yes
	for ((i = 0; i < REPS; i++)); do
		read -r t s0 _ <<<"$(run "$tmp/pan")"; echo "$t" >>"$tmp/t0"
		read -r t s1 c <<<"$(run "$tmp/pan" -j 1)"; echo "$t" >>"$tmp/t1"; echo "$c" >>"$tmp/c1"
		read -r t s2 c <<<"$(run "$tmp/pan" -j "$J")"; echo "$t" >>"$tmp/t2"; echo "$c" >>"$tmp/c2"
		[ "$s0" = "$s1" ] && [ "$s1" = "$s2" ] && [ "$s0" != 0 ] || same="DIFF($s0/$s1/$s2)"
	done
	t0=$(median <"$tmp/t0") t1=$(median <"$tmp/t1") t2=$(median <"$tmp/t2")
	c1=$(median <"$tmp/c1") c2=$(median <"$tmp/c2")
	r=$(awk -v a="$t1" -v b="$t2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }')
	cr=$(awk -v a="$c1" -v b="$c2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }')
	printf '%-24s %10s %8.3f %8.3f %8.3f %6s %8.3f %8.3f %6s  %s\n' "$name" "$s0" "$t0" "$t1" "$t2" "$r" "$c1" "$c2" "$cr" "$same"
done
echo "load after: $(load)"
