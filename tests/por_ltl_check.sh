#!/bin/bash
# por_ltl_check.sh -- partial-order reduction in the LTL checks must not
# change a verdict (runtime/por/README.md, "LTL checks").
#
# For every model of the LTL suite with ltl blocks (models/ltl_*.pml,
# models/por_ltl_*.pml, the hand-written mix of visible and invisible
# moves) and a sample of BEEM instances with their formulas
# (BEEM/ltl/NAME.ltl, pan --ltl-file), runs pan with --por=off, stubborn
# and ample in several configurations (the default check, --decompose=off,
# --algo for the sequential checks, and multi-core checks with -j 2 and
# -j 4, whose workers share the decisions): the verdict of every property
# must be the same as with --por=off (which tests/ltl-mc checks against
# Spin), and every trail written under reduction must replay (pan -r:
# "replay ok").  Then the models that need each condition: with
# PAN_POR_NO_VISIBLE=1 (no condition C2) models/por_ltl_visible.pml and
# with PAN_POR_NO_PROVISO=1 (no cycle proviso) models/por_ltl_ignore.pml
# must get a wrong verdict under both reductions (so the test can fail),
# and the right one with the condition, sequentially and with -j 2, -j 4.  Prints PASS/FAIL lines and
# "N passed, N failed".
#
# Environment: MCC, MCC_BACKEND (default tcc), BEEM (../shared/models/beem),
# POR_LTL_BEEM (instances; default a CI-sized sample), POR_LTL_ALGOS
# (checks given with --algo), POR_TIMEOUT (seconds per pan run).
cd "$(dirname "$0")/.." || exit 3
: "${MCC:=./mcc}"
case $MCC in /*) ;; *) MCC=$PWD/$MCC;; esac
: "${MCC_BACKEND:=tcc}"
: "${BEEM:=../shared/models/beem}"
: "${POR_TIMEOUT:=300}"
: "${POR_LTL_BEEM:=peterson.1 phils.1 fischer.1 mcs.2 lamport.1 bakery.1 at.1 szymanski.1 anderson.2 elevator2.1 protocols.1 rether.1 needham.1 driving_phils.1 leader_filters.1 iprotocol.1 brp.1 pouring.1 reader_writer.1 public_subscribe.1}"
: "${POR_LTL_ALGOS:=hpy se05 gv04 couvreur99 uf-tarjan tgra}"
pass=0; fail=0
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
ok()  { pass=$((pass+1)); echo "PASS $*"; }
bad() { fail=$((fail+1)); echo "FAIL $*"; }

configs() {
	echo default
	echo --decompose=off
	for a in $POR_LTL_ALGOS; do echo "--algo=$a"; done
	# the multi-core checks: the workers share the decisions
	echo "-j 2"
	echo "-j 2 --algo=cndfs"
	echo "-j 4 --algo=ufscc"
}

# verdicts FILE: "name=verdict" per property of a pan --json output
# ("n/a" when the check does not apply)
verdicts() {
	if grep -q 'not applicable to this property' "$1"; then echo n/a; return; fi
	sed -n 's/^{.*"name":"\([^"]*\)".*"result":"\([a-z-]*\)".*/\1=\2/p' "$1"
}

# replay_all DIR WHAT: every trail in DIR replays; removes them
replay_all() {
	local t
	for t in "$1"/*.trail; do
		[ -f "$t" ] || continue
		if (cd "$1" && timeout "$POR_TIMEOUT" ./pan -r --trail "$t" >replay.out 2>&1) &&
		    grep -q '^pan: replay ok' "$1/replay.out"; then
			ok "replay $2 $(basename "$t")"
		else
			bad "replay $2 $(basename "$t")"; tail -3 "$1/replay.out"
		fi
		rm -f "$t"
	done
}

# compare DIR WHAT PANARGS...: off vs stubborn vs ample in every config
compare() {
	local d=$1 what=$2; shift 2
	local cfg mode extra
	while read -r cfg; do
		extra=(); [ "$cfg" != default ] && read -ra extra <<<"$cfg"
		local ref=""
		for mode in off stubborn ample; do
			rm -f "$d"/*.trail
			(cd "$d" && timeout "$POR_TIMEOUT" ./pan --json "$@" "${extra[@]}" --por=$mode >out.$mode 2>&1)
			local rc=$?
			if [ $rc -ge 124 ]; then bad "$what $cfg --por=$mode: timeout/exit $rc"; continue; fi
			local v; v=$(verdicts "$d/out.$mode" | tr '\n' ';')
			[ -z "$v" ] && { bad "$what $cfg --por=$mode: no verdict"; tail -3 "$d/out.$mode"; continue; }
			if [ $mode = off ]; then ref=$v
			elif [ "$v" != "$ref" ]; then bad "$what $cfg --por=$mode: [$v] without reduction [$ref]"
			else ok "$what $cfg --por=$mode"
			fi
			[ $mode != off ] && replay_all "$d" "$what $cfg --por=$mode"
		done
	done < <(configs)
}

build() { # build DIR FILE
	mkdir -p "$1"; cp "$2" "$1/"
	(cd "$1" && timeout "$POR_TIMEOUT" "$MCC" -B "$MCC_BACKEND" -o pan "$(basename "$2")" >mcc.out 2>&1)
}

for f in models/ltl_*.pml models/por_ltl_*.pml; do
	grep -q '^ltl ' "$f" || continue
	d=$tmp/$(basename "$f" .pml)
	build "$d" "$f" || { bad "mcc $f"; continue; }
	compare "$d" "$(basename "$f")" -a
done

# -l (progress labels) and -a without a property (accept labels in the
# processes) are reduced too: np_ and the accept labels are visible
for f in models/*.pml; do
	d=$tmp/labels.$(basename "$f" .pml)
	if grep -qE '(^|[{;>:])[[:space:]]*progress[A-Za-z0-9_]*:' "$f"; then
		build "$d" "$f" || { bad "mcc $f"; continue; }
		compare "$d" "$(basename "$f") -l" -l
	elif ! grep -q '^ltl \|^never' "$f" &&
	    grep -qE '(^|[{;>:])[[:space:]]*accept[A-Za-z0-9_]*:' "$f"; then
		build "$d" "$f" || { bad "mcc $f"; continue; }
		compare "$d" "$(basename "$f") -a" -a
	fi
done

for n in $POR_LTL_BEEM; do
	pml=$BEEM/pml/$n.pml ltl=$BEEM/ltl/$n.ltl
	[ -f "$pml" ] && [ -f "$ltl" ] || { echo "SKIP beem $n: missing files"; continue; }
	d=$tmp/beem.$n
	build "$d" "$pml" || { echo "SKIP beem $n: mcc rejects it"; continue; }
	cp "$ltl" "$d/f.ltl"
	compare "$d" "beem $n" --ltl-file f.ltl --trail b
done

# the models that need each condition: wrong without it, right with it
need() { # need FILE PROP ENV RIGHT WRONG [PANARGS...]
	local d=$tmp/need.$(basename "$1" .pml) mode v f=$1 p=$2 e=$3 r=$4 wr=$5
	shift 5
	build "$d" "$f" || { bad "mcc $f"; return; }
	for mode in stubborn ample; do
		v=$(cd "$d" && env "$e=1" ./pan -a -N "$p" "$@" --por=$mode 2>&1 | grep -c "acceptance cycle")
		[ "$v" -gt 0 ] && w=violated || w=holds
		[ "$w" = "$wr" ] && ok "need $f $p $* --por=$mode: $e gives the wrong verdict ($w)" ||
			bad "need $f $p $* --por=$mode: $e does not show the condition is needed ($w)"
		v=$(cd "$d" && ./pan -a -N "$p" "$@" --por=$mode 2>&1 | grep -c "acceptance cycle")
		[ "$v" -gt 0 ] && w=violated || w=holds
		[ "$w" = "$r" ] && ok "need $f $p $* --por=$mode: $r" || bad "need $f $p $* --por=$mode: $w"
	done
}
need models/por_ltl_visible.pml never_both PAN_POR_NO_VISIBLE violated holds
# the same for the labels of the processes: FILE PANFLAG
need_labels() {
	local d=$tmp/need.$(basename "$1" .pml) mode v w
	build "$d" "$1" || { bad "mcc $1"; return; }
	for mode in stubborn ample; do
		v=$(cd "$d" && PAN_POR_NO_VISIBLE=1 ./pan "$2" --por=$mode 2>&1 | grep -c "cycle (at depth")
		[ "$v" -gt 0 ] && w=violated || w=holds
		[ "$w" = holds ] && ok "need $1 $2 --por=$mode: PAN_POR_NO_VISIBLE gives the wrong verdict ($w)" ||
			bad "need $1 $2 --por=$mode: PAN_POR_NO_VISIBLE does not show the labels must be visible ($w)"
		v=$(cd "$d" && ./pan "$2" --por=$mode 2>&1 | grep -c "cycle (at depth")
		[ "$v" -gt 0 ] && w=violated || w=holds
		[ "$w" = violated ] && ok "need $1 $2 --por=$mode: violated" || bad "need $1 $2 --por=$mode: $w"
	done
}
need_labels models/por_np_visible.pml -l
need_labels models/por_accept_visible.pml -a
need models/por_ltl_ignore.pml stays_undone PAN_POR_NO_PROVISO violated holds
for j in 2 4; do
	need models/por_ltl_visible.pml never_both PAN_POR_NO_VISIBLE violated holds -j $j
	need models/por_ltl_ignore.pml stays_undone PAN_POR_NO_PROVISO violated holds -j $j
done

# quiet ends (runtime/por/README.md): with propositions that see no
# process the check has them; with one that names a process it has none
d=$tmp/quiet; build "$d" models/por_ltl_quiet.pml || bad "mcc models/por_ltl_quiet.pml"
for j in "" "-j 2"; do
	# shellcheck disable=SC2086
	q=$(cd "$d" && ./pan -a -N eventually_done --por=stubborn $j 2>&1 | grep -c "quiet ends")
	[ "$q" -gt 0 ] && ok "quiet ends in the LTL check $j" || bad "no quiet ends in the LTL check $j"
	# shellcheck disable=SC2086
	q=$(cd "$d" && ./pan -a --ltl '[](W[3]:k != 9)' --por=stubborn $j 2>&1 | grep -c "quiet ends")
	[ "$q" -eq 0 ] && ok "no quiet ends with a proposition naming a process $j" ||
		bad "quiet ends with a proposition naming a process $j"
done

echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
