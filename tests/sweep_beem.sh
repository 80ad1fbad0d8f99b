#!/bin/bash
# sweep_beem.sh -- the full BEEM Promela sweep (not part of make check).
#
#   tests/sweep_beem.sh [-s spin-cache.tsv] [-o out.tsv] [names...]
#
# For every BEEM Promela instance: Spin with the oracle command lines
# (60 s of CPU time) and mcc (60 s of CPU time), then one row per model:
#   name  spin_states spin_errors spin_status  mcc_states mcc_errors mcc_status  verdict states
# Spin results can be cached (-s) since they do not change; tests/data/
# spin-beem-safety.tsv holds those computed so far (same columns).
cd "$(dirname "$0")/.." || exit 3
: "${ORACLE_TIMEOUT:=60}"
. tests/lib/oracle.sh
BEEM_DIR=${BEEM_DIR:-../shared/models/beem/pml}
cache=""; out=/dev/stdout
while getopts s:o: o; do case $o in s) cache=$OPTARG;; o) out=$OPTARG;; *) exit 3;; esac; done
shift $((OPTIND-1))
names="$*"
[ -n "$names" ] || names=$(ls "$BEEM_DIR" | sed 's/\.pml$//')
[ -n "$cache" ] && touch "$cache"
printf '#name\tspin_states\tspin_errors\tspin_status\tmcc_states\tmcc_errors\tmcc_status\tverdict\tstates\n' >"$out"
for n in $names; do
	f="$BEEM_DIR/$n.pml"
	s=""
	[ -n "$cache" ] && s=$(awk -F'\t' -v n="$n" '$1==n {print $2" "$3" "$4}' "$cache")
	if [ -z "$s" ]; then
		s=$(spin_run "$f")
		[ -n "$cache" ] && printf '%s\t%s\n' "$n" "$(echo "$s" | tr ' ' '\t')" >>"$cache"
	fi
	read -r sst ser sstat <<<"$s"
	if [ "${SPIN_ONLY:-0}" = 1 ]; then continue; fi
	read -r mst mer mstat <<<"$(mcc_run "$f")"
	v=n/a; c=n/a
	if [ "$sstat" = ok ] && [ "$mstat" = ok ]; then
		se=0; [ "$ser" -gt 0 ] && se=1
		me=0; [ "$mer" -gt 0 ] && me=1
		[ $se -eq $me ] && v=same || v=DIFF
		[ "$sst" = "$mst" ] && c=same || c=DIFF
	fi
	printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$n" "$sst" "$ser" "$sstat" "$mst" "$mer" "$mstat" "$v" "$c" >>"$out"
done
