#!/bin/bash
# tests/ltl-mc/sweep.sh -- the LTL sweep of issue 4 over BEEM instances, one
# instance at a time, resumable.
#
#   tests/ltl-mc/sweep.sh run LIST LOGDIR   run run.sh (SUITES=beem) on each
#                                           instance named in LIST (one per
#                                           line), log LOGDIR/NAME.log; an
#                                           instance with LOGDIR/NAME.done is
#                                           skipped, so a stopped sweep resumes
#   tests/ltl-mc/sweep.sh summary LOGDIR    one row per finished instance in
#                                           the layout of
#                                           tests/data/ltl-mc-sweep.tsv
#
# The sweep settings are those of the recorded sweeps: Spin with 60 s CPU,
# -O0, -m10000000, one Spin job (run two sweeps on two halves of a list on a
# 2-core machine); pan 300 s CPU per --ltl-file run, --memlim 8000.  Any of
# them can be overridden in the environment.  MCC as for run.sh.
cd "$(dirname "$0")/../.." || exit 3
case $1 in
run)
	[ $# -eq 3 ] || { echo "usage: $0 run LIST LOGDIR" >&2; exit 3; }
	list=$2 logs=$3
	mkdir -p "$logs" || exit 3
	while read -r n _; do
		case $n in ''|'#'*) continue;; esac
		[ -f "$logs/$n.done" ] && continue
		echo "$(date +%T) $n"
		SUITES=beem BEEM_SAMPLE=$n SPIN_JOBS=${SPIN_JOBS:-1} \
		SPIN_DEPTH=${SPIN_DEPTH:-10000000} SPIN_CFLAGS=${SPIN_CFLAGS:--O0} \
		MCC_TIMEOUT=${MCC_TIMEOUT:-300} \
		MCC_PAN_FLAGS=${MCC_PAN_FLAGS:---memlim 8000} \
			bash tests/ltl-mc/run.sh >"$logs/$n.log" 2>&1
		echo "$?" >"$logs/$n.done"
		echo "$(date +%T) $n: $(tail -n 1 "$logs/$n.log")"
	done <"$list"
	;;
summary)
	[ $# -eq 2 ] || { echo "usage: $0 summary LOGDIR" >&2; exit 3; }
	for d in "$2"/*.done; do
		[ -e "$d" ] || continue
		n=$(basename "$d" .done) l=${d%.done}.log
		# "N passed, M failed"; "..., K pan runs over the CPU limit";
		# "beem NAME: F formulas, spin: v1 v2 ..."
		awk -v n="$n" '
			/^[0-9]+ passed, [0-9]+ failed$/ { p = $1; f = $3 }
			/pan runs over the CPU limit/ {
				for (i = 1; i <= NF; i++)
					if ($i == "pan" && $(i+1) == "runs") t = $(i-1)
			}
			/^beem [^ ]+: [0-9]+ formulas/ { sub(/^beem [^ ]+: /, ""); v = $0 }
			END {
				if (p == "") { print n "\tno summary (stopped?)"; exit }
				printf "%s\t%s\t%s\t%s\t%s\n", n, p, f, t == "" ? 0 : t, v
			}' "$l"
	done
	;;
*)
	echo "usage: $0 run LIST LOGDIR | summary LOGDIR" >&2; exit 3;;
esac
