#!/bin/bash
# tests/spinout/run.sh -- what a Spin user sees, compared with Spin 6.5.2.
#
#   names    trail file names (runtime/trail.h): MODEL.mcc.trail,
#            MODELK.mcc.trail (-e), MODEL.NAME.mcc.trail (ltl blocks),
#            never Spin's MODEL.trail; pan -r / -rK / -N / -r FILE and
#            mcc -t / -tK / -k find them; several candidates are listed;
#            spin -t does not find them.
# Prints PASS/FAIL lines and "N passed, N failed".
cd "$(dirname "$0")/../.." || exit 3
: "${MCC:=./mcc}"
case $MCC in /*) ;; *) MCC=$PWD/$MCC;; esac
MCC_B=${MCC_BACKEND:+-B $MCC_BACKEND}   # cc for the sanitizer runs
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0
ok()  { pass=$((pass+1)); echo "PASS $*"; }
bad() { fail=$((fail+1)); echo "FAIL $*"; }
has_spin=0; command -v spin >/dev/null 2>&1 && has_spin=1

# expect LABEL COMMAND...: the command succeeds
expect() { local l=$1; shift; if "$@"; then ok "$l"; else bad "$l"; fi; }

names() {
	local d=$tmp/names m=trail_names.pml
	rm -rf "$d"; mkdir -p "$d"; cp models/$m "$d/"
	cd "$d" || return
	if ! "$MCC" $MCC_B -o pan $m >mcc.out 2>&1; then
		bad "names: mcc failed"; cd - >/dev/null; return
	fi
	./pan --safety >safety.out 2>&1
	expect "names: a safety error writes $m.mcc.trail" \
		grep -q "^pan: wrote $m.mcc.trail$" safety.out
	expect "names: no trail under Spin's name $m.trail" test ! -e $m.trail
	expect "names: the trail starts with #mcc-trail 1" \
		test "$(head -1 $m.mcc.trail)" = "#mcc-trail 1"
	./pan -r >r.out 2>&1
	expect "names: pan -r replays the only trail" grep -q "replay ok" r.out
	if [ $has_spin -eq 1 ]; then
		spin -t -p $m >spin.out 2>&1
		expect "names: spin -t does not find mcc's trail" \
			grep -q "cannot find trail file" spin.out
	fi
	rm -f $m.mcc.trail
	./pan --safety -c0 -e >e.out 2>&1
	expect "names: -e numbers the trails as Spin (1, 2)" \
		test -f ${m%.pml}.pml1.mcc.trail -a -f ${m%.pml}.pml2.mcc.trail
	./pan -r2 >r2.out 2>&1
	expect "names: pan -r2 replays the second" grep -q "replay ok" r2.out
	"$MCC" $MCC_B -t1 $m >t1.out 2>&1
	expect "names: mcc -t1 replays the first" grep -q "replay ok" t1.out
	./pan >ltl.out 2>&1
	expect "names: each ltl block's trail is named after it" \
		test -f $m.up.mcc.trail -a -f $m.low.mcc.trail -a -f $m.five.mcc.trail
	./pan -r >several.out 2>&1
	local rc=$?
	expect "names: pan -r with several trails lists them (exit 3)" \
		test $rc -eq 3 -a "$(grep -c "^	$m.*mcc.trail$" several.out)" -eq 5
	./pan -r -N low >low.out 2>&1
	expect "names: pan -r -N low replays low's lasso" \
		grep -q "replay ok: accepting cycle" low.out
	./pan -r $m.five.mcc.trail >five.out 2>&1
	expect "names: pan -r FILE" grep -q "replay ok: accepting cycle" five.out
	"$MCC" $MCC_B -k $m.up.mcc.trail $m >k.out 2>&1
	expect "names: mcc -k FILE replays up's plain trail" \
		grep -q "replay ok: every step" k.out
	rm -f $m.low.mcc.trail
	./pan -N low >/dev/null 2>&1
	expect "names: pan -N low writes the same name" test -f $m.low.mcc.trail
	cd - >/dev/null || exit 3
}

names
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
