#!/bin/sh
# sweep_counts.sh -- compare mcc's reachable state counts with BEEM's
# published counts (MANIFEST.tsv, `states=N (BEEM results.xml)`), for
# every instance whose count is at most MAX and not a lower bound.
#
# usage: tests/dve/sweep_counts.sh [MAX]        (default MAX=20000000)
# env:   MCC=path/to/mcc (default ./mcc)   BEEM=dir with MANIFEST.tsv and dve/
#        TIMEOUT=CPU seconds per model (default 60)   ONLY=regexp on names
#        PANFLAGS=extra pan flags   MIN=skip instances below this count
# output: name<TAB>beem<TAB>mcc<TAB>verdict<TAB>errors, verdict one of
#         same | DIFF | TIMEOUT | COMPILE-FAIL | RUN-FAIL, errors = the
#         number of errors pan found besides deadlocks (range, index...);
#         then a summary line.
MAX=${1:-20000000}
MCC=${MCC:-./mcc}
BEEM=${BEEM:-/work/shared/models/beem}
TIMEOUT=${TIMEOUT:-60}
ONLY=${ONLY:-.}
MIN=${MIN:-0}
TMP=$(mktemp -d /tmp/dvesweep.XXXXXX) || exit 1
trap 'rm -rf "$TMP"' EXIT
trap 'exit 130' INT TERM

# name<TAB>count, smallest first
awk -F'\t' -v max="$MAX" -v min="$MIN" '
	NR > 1 && $2 == "yes" && match($7, /states=[0-9]+ \([^)]*\)/) {
		s = substr($7, RSTART, RLENGTH)
		if (s ~ /INCOMPLETE|lower bound/) next
		n = s; sub(/^states=/, "", n); sub(/ .*/, "", n)
		if (n + 0 <= max + 0 && n + 0 >= min + 0) print $1 "\t" n
	}' "$BEEM/MANIFEST.tsv" | sort -t "$(printf '\t')" -k2,2n | grep -E "^($ONLY)" > "$TMP/list"

total=0 same=0 diff=0 tmo=0 cfail=0 rfail=0
printf 'name\tbeem\tmcc\tverdict\terrors\n'
while IFS="$(printf '\t')" read -r name beem; do
	total=$((total + 1))
	f="$BEEM/dve/$name.dve"
	mkdir -p "$TMP"
	if ! "$MCC" -o "$TMP/pan" "$f" >"$TMP/cc.log" 2>&1; then
		printf '%s\t%s\t-\tCOMPILE-FAIL\n' "$name" "$beem"
		cfail=$((cfail + 1))
		continue
	fi
	# CPU-time limit (load-independent); a wall limit as a safeguard
	(ulimit -S -t "$TIMEOUT"; exec timeout $((TIMEOUT * 4)) "$TMP/pan" -c0 -E --por=off $PANFLAGS) >"$TMP/run.log" 2>&1
	rc=$?
	case $rc in 152|137) rc=124;; esac
	got=$(awk '/states, stored/ { print $1; exit }' "$TMP/run.log")
	errs=$(sed -n 's/.*errors: \([0-9]*\).*/\1/p' "$TMP/run.log" | head -1)
	if [ "$rc" = 124 ]; then
		printf '%s\t%s\t-\tTIMEOUT\n' "$name" "$beem"
		tmo=$((tmo + 1))
	elif [ -z "$got" ]; then
		printf '%s\t%s\t-\tRUN-FAIL(rc=%s)\n' "$name" "$beem" "$rc"
		rfail=$((rfail + 1))
	elif [ "$got" = "$beem" ]; then
		printf '%s\t%s\t%s\tsame\t%s\n' "$name" "$beem" "$got" "$errs"
		same=$((same + 1))
	else
		printf '%s\t%s\t%s\tDIFF\t%s\n' "$name" "$beem" "$got" "$errs"
		diff=$((diff + 1))
	fi
	rm -f "$TMP/pan"
done < "$TMP/list"
printf '# summary (max %s states, %ss per model): %d instances: %d same, %d differ, %d timeout, %d compile failures, %d run failures\n' \
	"$MAX" "$TIMEOUT" "$total" "$same" "$diff" "$tmo" "$cfail" "$rfail"
