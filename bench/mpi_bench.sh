#!/bin/bash
# mpi_bench.sh -- what the distributed safety search (pan --mpi under
# mpirun, runtime/dist/) costs per rank and on the network, against the
# sequential search of the same verifier, and whether the scaling model of
# runtime/dist/README.md ("How it scales") predicts the measured traffic
# and memory.
#
# Each instance is compiled once with mcc --mpi; the sequential
# `./pan -c0 -E -n --bfs --por=off --json` (the distributed search does
# not reduce, and its counts are the sequential BFS's) and
# `mpirun -np K ./pan --mpi -c0 -E -n --json` for each K in KS run
# interleaved (seq, 1, 2, ..., seq, 1, 2, ...) REPS times.  -E: every
# error a rank meets is a message of its own to rank 0 (some 300 bytes),
# which the model below leaves out; leader_filters.5 has 6090 invalid
# end states, which doubled its messages at K = 2 without -E.  Per (model, K)
# one row:
#  - states stored, summed over the ranks; "DIFF" if not the sequential
#    count (a correctness check, not a measurement);
#  - per-rank stored states, max and min, and max/mean (load imbalance);
#  - per-rank store bytes (max), and its ratio to the sequential store / K;
#  - per-rank peak resident set (getrusage at the end of each rank, the
#    report's "peak resident"), max over the ranks, its ratio to the
#    sequential run's / K, and the model's prediction (below);
#  - messages and bytes sent per stored state, measured and predicted;
#  - pan's search time (rank 0, median of REPS) and its ratio to the
#    sequential one; the whole command's wall time (mpirun's start-up
#    included) beside it.
# The model (runtime/dist/README.md):
#  - bytes/state = (vsize + 12) * (T - 1) / S * (K - 1) / K: every
#    transition but the initial state's arrival is a successor record of
#    12 + vsize bytes, and hashing sends (K-1)/K of them to another rank;
#  - messages/state >= that / (records per 64 KB batch): batches sent full;
#    the excess is batches flushed part-full when a rank runs out of work;
#  - peak RSS per rank = seq store / K + 16 * S / K + MPI base: the
#    sequential store split K ways, a 16-byte parent link per state the
#    rank stores, and what an MPI rank of a model of a few states holds
#    (libraries, OpenMPI's shared-memory segments), measured here on a
#    2-state model at each K.  The links' array grows by doubling, the
#    batches and atomic-chain buffers are left out: the measured peak is
#    above the prediction by up to the links' slack.
# The machine is shared and has 2 cores: K > 2 ranks oversubscribe them,
# so the times are not speed-ups; the counts, bytes and memory are what
# this benchmark is for.  The load average is printed before and after.
#
#   bash bench/mpi_bench.sh        (from the repository root; make bench-mpi)
# Environment: MCC (./mcc), MCC_BACKEND (tcc), BEEM
# (../shared/models/beem), MODELS (paths under BEEM), KS ("1 2 3 4"),
# REPS (3), TIMEOUT (seconds per run, 300), MPIRUN (mpirun
# --oversubscribe --mca mpi_yield_when_idle 1).
cd "$(dirname "$0")/.." || exit 3
: "${MCC:=./mcc}"
case $MCC in /*) ;; *) MCC=$PWD/$MCC;; esac
BEEM=${BEEM:-../shared/models/beem}
BEEM=$(cd "$BEEM" 2>/dev/null && pwd) || { echo "mpi_bench: no BEEM directory"; exit 3; }
MCC_BACKEND=${MCC_BACKEND:-tcc}
TIMEOUT=${TIMEOUT:-300}
REPS=${REPS:-3}
KS=${KS:-"1 2 3 4"}
MODELS=${MODELS:-"dve/peterson.4.dve dve/leader_filters.5.dve pml/anderson.1.pml
 pml/fischer.4.pml pml/at.3.pml"}
# mpirun refuses root without these; containers often forbid the
# cross-memory attach of OpenMPI's shared-memory transport (tests/mpi/run.sh)
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_btl_vader_single_copy_mechanism=none
# OpenMPI busy-polls unless oversubscribed: on this shared 2-core box -np 2
# then ran 2 to 5 times slower than -np 3; yielding makes K comparable
MPIRUN=${MPIRUN:-"mpirun --oversubscribe --mca mpi_yield_when_idle 1"}
# shellcheck source=bench/lib.sh
. bench/lib.sh
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

if ! command -v mpirun >/dev/null 2>&1; then
	echo "mpi_bench: mpirun is not installed (openmpi-bin, libopenmpi-dev)"; exit 0
fi
load() { cut -d' ' -f1-3 /proc/loadavg; }
now() { date +%s.%N; }

# fields JSON: the numbers the rows need, space-separated (per-rank
# lists as max/min), "-" where absent
fields() {
	python3 -c '
import json, sys
j = json.loads(sys.argv[1])
def g(k): return str(j.get(k, "-"))
def mm(k):
	v = j.get(k)
	return "%d %d" % (max(v), min(v)) if v else "- -"
print(g("states_stored"), g("transitions"), g("state_vector_bytes"),
      g("store_bytes"), g("rss_peak_bytes"), g("time_s"),
      g("mpi_messages"), g("mpi_bytes"), mm("mpi_rank_states"),
      mm("mpi_rank_store_bytes"), mm("mpi_rank_rss_peak_bytes"))' "$1"
}

# run K OUT: one run in $tmp/run (K 0: the sequential pan), its JSON line
# in OUT, prints the whole command's wall seconds
run() {
	local k=$1 t0 t1
	t0=$(now)
	if [ "$k" = 0 ]; then
		(cd "$tmp/run" && timeout "$TIMEOUT" ./pan -c0 -E -n --bfs --por=off --json) >"$tmp/out" 2>&1
	else
		# shellcheck disable=SC2086
		(cd "$tmp/run" && timeout "$TIMEOUT" $MPIRUN -np "$k" ./pan --mpi -c0 -E -n --json </dev/null) >"$tmp/out" 2>&1
	fi
	t1=$(now)
	grep '^{' "$tmp/out" | tail -1 >"$2"
	awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f\n", b - a }'
}

# build MODEL: mcc --mpi in a fresh $tmp/run; 0 or 1
build() {
	rm -rf "$tmp/run"; mkdir -p "$tmp/run"; cp "$1" "$tmp/run/"
	(cd "$tmp/run" && timeout "$TIMEOUT" "$MCC" -B "$MCC_BACKEND" --mpi -o pan "$(basename "$1")" >mcc.out 2>&1)
}

echo "mpi_bench: $REPS reps, backend $MCC_BACKEND, K in $KS, $(nproc) cores, load before: $(load)"
mpirun --version 2>&1 | head -1

# The fixed cost of a rank: peak RSS of a 2-state model, sequential and
# at each K (max over the ranks)
echo 'byte x; active proctype p() { x = 1 }' >"$tmp/base.pml"
declare -A base
if build "$tmp/base.pml"; then
	run 0 "$tmp/j" >/dev/null
	read -r _ _ _ _ "base[0]" _ <<<"$(fields "$(cat "$tmp/j")")"
	line="base RSS (2-state model): seq $(awk -v b="${base[0]}" 'BEGIN { printf "%.1f", b / 1048576 }') MB"
	for k in $KS; do
		run "$k" "$tmp/j" >/dev/null
		read -r -a f <<<"$(fields "$(cat "$tmp/j")")"
		base[$k]=${f[12]}
		line="$line, K=$k $(awk -v b="${base[$k]}" 'BEGIN { printf "%.1f", b / 1048576 }') MB/rank"
	done
	echo "$line"
else
	echo "base model: mcc failed"; head -3 "$tmp/run/mcc.out"
fi
echo
echo "states: summed over the ranks (DIFF: not the sequential count); st max/min: per-rank states,"
echo "imb: max/mean; store: per-rank store MB (max), x seq/K: its ratio to the sequential store / K;"
echo "RSS: per-rank peak resident MB (max), x seq/K: ratio to the sequential peak / K, pred: the model's;"
echo "msg/st, B/st: messages and bytes sent per stored state, measured | predicted (msg: full batches);"
echo "t: pan's search seconds (rank 0, median), x seq: ratio to the sequential; wall: whole command"
printf '%-21s %2s %9s %-17s %5s %7s %6s %7s %6s %7s %6s %-15s %-13s %7s %6s %7s\n' \
	model K states "st max/min" imb store "x seq/K" RSS "x seq/K" pred "m/pred" "msg/st|pred" "B/st|pred" t "x seq" wall
for f in $MODELS; do
	name=$(basename "$f")
	[ -f "$BEEM/$f" ] || { echo "$f: missing"; continue; }
	build "$BEEM/$f" || { echo "$f: mcc failed"; head -3 "$tmp/run/mcc.out"; continue; }
	for k in 0 $KS; do : >"$tmp/t$k"; : >"$tmp/w$k"; done
	for ((i = 0; i < REPS; i++)); do
		for k in 0 $KS; do
			run "$k" "$tmp/j$k" >>"$tmp/w$k"
			read -r -a v <<<"$(fields "$(cat "$tmp/j$k" 2>/dev/null)" 2>/dev/null)"
			echo "${v[5]:-nan}" >>"$tmp/t$k"
		done
	done
	read -r -a s <<<"$(fields "$(cat "$tmp/j0")" 2>/dev/null)"
	[ -n "${s[0]}" ] || { echo "$name: the sequential run gave no report"; continue; }
	t0=$(median <"$tmp/t0")
	printf '%-21s %2s %9s %-17s %5s %7.2f %6s %7.1f %6s %7s %6s %-15s %-13s %7.3f %6s %7.2f\n' \
		"$name" seq "${s[0]}" - - "$(awk -v b="${s[3]}" 'BEGIN { print b / 1048576 }')" - \
		"$(awk -v b="${s[4]}" 'BEGIN { print b / 1048576 }')" - - - - - "$t0" - "$(median <"$tmp/w0")"
	for k in $KS; do
		read -r -a v <<<"$(fields "$(cat "$tmp/j$k")" 2>/dev/null)"
		if [ -z "${v[0]}" ]; then echo "$name -np $k: no report"; continue; fi
		same=${v[0]}; [ "${v[0]}" = "${s[0]}" ] || same="DIFF(${v[0]})"
		tk=$(median <"$tmp/t$k")
		awk -v K="$k" -v S="${s[0]}" -v T="${s[1]}" -v vs="${s[2]}" \
		    -v sst="${s[3]}" -v srss="${s[4]}" -v bk="${base[$k]:-0}" \
		    -v msgs="${v[6]}" -v bytes="${v[7]}" -v smax="${v[8]}" -v smin="${v[9]}" \
		    -v stmax="${v[10]}" -v rmax="${v[12]}" -v tk="$tk" -v t0="$t0" \
		    -v wall="$(median <"$tmp/w$k")" -v name="$name" -v same="$same" 'BEGIN {
			MB = 1048576; rec = vs + 12
			per = int(65536 / rec); if (per < 1) per = 1
			cross = (T - 1) * (K - 1) / K
			pb = cross * rec / S; pm = cross / per / S
			prss = sst / K + 16 * S / K + bk
			printf "%-21s %2d %9s %-17s %5.3f %7.2f %6.2f %7.1f %6.2f %7.1f %6.2f %-15s %-13s %7.3f %6.2f %7.2f\n",
				name, K, same, smax "/" smin, smax / (S / K), stmax / MB,
				stmax / (sst / K), rmax / MB, rmax / (srss / K), prss / MB,
				rmax / prss,
				sprintf("%.5f|%.5f", msgs / S, pm),
				sprintf("%.1f|%.1f", bytes / S, pb),
				tk, (t0 > 0 ? tk / t0 : 0), wall
		}'
	done
	# the model at 64 ranks (RSS: with the largest K's base)
	awk -v S="${s[0]}" -v T="${s[1]}" -v vs="${s[2]}" -v sst="${s[3]}" \
	    -v bk="${base[${KS##* }]:-0}" -v name="$name" 'BEGIN { K = 64; rec = vs + 12
		printf "%-21s %2s %9s %-17s %5s %7.2f %6s %7s %6s %7.1f %6s %-15s %-13s  (model only)\n",
			name, K, "-", sprintf("~%d", S / K), "-", sst / K / 1048576, "-", "-", "-",
			(sst / K + 16 * S / K + bk) / 1048576, "-",
			sprintf("-|%.5f", (T - 1) * (K - 1) / K / int(65536 / rec) / S),
			sprintf("-|%.1f", (T - 1) * (K - 1) / K * rec / S)
	}'
done
echo "load after: $(load)"
