#!/bin/sh
# run_ci.sh -- the CI-sized DVE sample: for each `name<TAB>count` line of
# tests/dve/ci.list, compile BEEM's NAME.dve and compare pan's
# "states, stored" with the published count; then each formula file of
# tests/dve/ltl-ci.list with pan --ltl-file against its verdict column.
# usage: tests/dve/run_ci.sh   (env MCC=path/to/mcc, BEEM=dir, TIMEOUT=s)
MCC=${MCC:-./mcc}
BEEM=${BEEM:-$(dirname "$0")/../../../shared/models/beem}
BEEM=$(cd "$BEEM" && pwd) || exit 1   # absolute: pan runs in a scratch dir
TIMEOUT=${TIMEOUT:-30}
TMP=$(mktemp -d /tmp/dveci.XXXXXX) || exit 1
trap 'rm -rf "$TMP"' EXIT
trap 'exit 130' INT TERM
pass=0 fail=0
while IFS="$(printf '\t')" read -r name want; do
	case $name in ''|'#'*) continue ;; esac
	if ! "$MCC" -B "${MCC_BACKEND:-tcc}" -o "$TMP/pan" "$BEEM/dve/$name.dve" >"$TMP/cc.log" 2>&1; then
		echo "FAIL dve $name: does not compile"; head -3 "$TMP/cc.log"
		fail=$((fail + 1)); continue
	fi
	got=$(timeout "$TIMEOUT" "$TMP/pan" -c0 -E --por=off 2>&1 | awk '/states, stored/ { print $1; exit }')
	if [ "$got" = "$want" ]; then
		echo "PASS dve $name ($got states)"; pass=$((pass + 1))
	else
		echo "FAIL dve $name: ${got:-no result} states, BEEM $want"; fail=$((fail + 1))
	fi
	rm -f "$TMP/pan"
done < "$(dirname "$0")/ci.list"
# LTL: formula files with verdicts, checked by pan --ltl-file itself
while read -r lf; do
	case $lf in ''|'#'*) continue ;; esac
	name=$(echo "$lf" | sed -E 's/^([^.]+\.[0-9]+).*/\1/')
	if ! "$MCC" -B "${MCC_BACKEND:-tcc}" -o "$TMP/pan" "$BEEM/dve/$name.dve" >"$TMP/cc.log" 2>&1; then
		echo "FAIL dve ltl $lf: does not compile"; fail=$((fail + 1)); continue
	fi
	(cd "$TMP" && timeout "$TIMEOUT" ./pan --ltl-file "$BEEM/ltl/$lf" >"$TMP/ltl.out" 2>&1)
	sum=$(tail -1 "$TMP/ltl.out")
	if grep -q ', 0 failed or incomplete$' "$TMP/ltl.out" &&
	   echo "$sum" | grep -Eq '^[0-9]+ formulas: [1-9][0-9]* as expected, 0 differ'; then
		echo "PASS dve ltl $lf ($sum)"; pass=$((pass + 1))
	else
		echo "FAIL dve ltl $lf: $sum"; grep -i error "$TMP/ltl.out" | head -3; fail=$((fail + 1))
	fi
	rm -f "$TMP/pan" "$TMP"/*.trail
done < "$(dirname "$0")/ltl-ci.list"
echo "dve ci: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
