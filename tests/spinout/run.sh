#!/bin/bash
# tests/spinout/run.sh -- what a Spin user sees, compared with Spin 6.5.2.
#
#   names    trail file names (runtime/trail.h): MODEL.mcc.trail,
#            MODELK.mcc.trail (-e), MODEL.NAME.mcc.trail (ltl blocks),
#            never Spin's MODEL.trail; pan -r / -rK / -N / -r FILE and
#            mcc -t / -tK / -k find them; several candidates are listed;
#            spin -t does not find them.
#   printf   printf/printm output: `mcc --simulate --output-only` prints
#            what `spin` prints (models/printf_sim.spin-sim, tcc and llvm
#            verifiers, several seeds); `pan -r --output-only` what
#            `spin -t` prints (models/printf_trail.spin-t); the step lines
#            show statement texts as spin -p does.  With spin installed the
#            stored outputs are checked against Spin's.
#   procs    a run that meets the verifier's process slots (mcc
#            --max-procs, default 16): pan names the option, stops (one
#            report, even with -c0), exit status 2, in the safety search,
#            the LTL check and the simulation; with enough slots the
#            counts are Spin's (models/procs_limit.pml).
#   replay   `pan -r` prints what `spin -t -p -g -l` prints, line for line
#            (models/replay_spin.pml, its trail the same steps in both),
#            tcc and llvm verifiers, Spin's stored output re-checked;
#            channel variables as Spin's queue lines, with Spin's queue
#            numbers, a global only once a statement has evaluated it,
#            nothing for rendezvous channels (models/replay_queues.pml).
#   order    the search tries a location's transitions in the order of
#            the text, also options that start with a block, an inline
#            call or an atomic sequence whose first statement is an if:
#            the first error and its trail are Spin's (`pan -r` prints
#            what `spin -t -p -g -l` prints; models/option_order.pml);
#            and where each process is when the trail ends, at the line
#            of Spin's state (an if/do head: its keyword's; an atomic or
#            block: its brace's; models/replay_where.pml); a c?<x> poll
#            of a rendezvous channel tried as the partner of a pending
#            send: Spin's first error, depth and trail steps
#            (models/rv_poll_pending.pml; spin -t then completes the
#            rendezvous, mcc does not, so the state printed after the
#            trail's end is not compared).
#   dstep    a d_step replays as `spin -t -p -g -l` prints it: one line
#            per element Spin's simulator walks inside (statements, the
#            if/do that chose an option, '.', goto and break elements,
#            sub-sequences), each with its own number and line, and the
#            variables set so far (models/dstep_replay_*.pml: plain,
#            if/else, do, blocks/atomic/inline/goto, first in an atomic,
#            labelled, over several lines), tcc, cc and llvm verifiers,
#            Spin's stored outputs re-checked.
#   simclaim a random simulation of a model with a never claim runs the
#            model alone and says so, as spin does ("warning: never claim
#            not used in random simulation"); one with ltl blocks alone
#            does not warn.
#   errtext  the text of an error as Spin's pan and spin -t print it
#            (models/errtext.tsv: the error among pan's reports, the
#            "spin: ..." error lines of the replay of one trail).
#   unreached  pan's unreached report is Spin's pan's, "-end-" lines and
#            "(K of N states)" counts included (models/unreached_end.pml:
#            processes whose end is unreachable, the closing brace in
#            various places; Spin's report in models/unreached_end.spin-pan,
#            re-checked with spin installed), tcc and llvm verifiers, and
#            the same model with old Mac line ends (CR alone), which
#            Spin's C preprocessor counts as line ends.
#   cycle    "acceptance cycle (at depth N)" (non-progress cycle, accept
#            stutter) is Spin's depth, where the cycle starts: N is the
#            prefix of the trail pan writes (its replay's START OF CYCLE),
#            and prefix + cycle is at most the "depth reached" of the
#            report, for several checks on models with cycles; on
#            models/accept_depth.pml (accept labels, no claim: Spin's
#            depths count the same steps) N is Spin's.
#   cli      a Spin user's command lines: mcc -a model.pml builds the
#            verifier as mcc model.pml does; mcc -v (spin -v: verbose)
#            says what mcc does, and without a model prints the version,
#            as spin -v prints Spin's; mcc -V the version.
#   states   Spin's state numbers (frontend/promela/spinno.c): for every
#            model of models/, each location's "spin state" and each
#            edge's element (mcc --dump-ir) are those of Spin's pan.t
#            (tests/spinout/spin_states.py; needs spin).
# SPINOUT_PARTS: the parts to run (default all, in the order above;
# printf_out is printf).
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

# spin_same LABEL FILE COMMAND...: with spin installed, the stored Spin
# output FILE is what COMMAND (a spin run, in the current directory) prints.
spin_same() {
	local l=$1 f=$2; shift 2
	[ $has_spin -eq 1 ] || return 0
	"$@" 2>&1 | grep -v "^spin: warning, .* is newer than" >spin.out
	if cmp -s spin.out "$f"; then ok "$l"; else bad "$l"; diff spin.out "$f" | head -5; fi
}

# same LABEL WANT GOT: files equal, else a diff
same() {
	if cmp -s "$2" "$3"; then ok "$1"; else bad "$1"; diff "$2" "$3" | head -10; fi
}

printf_out() {
	local d=$tmp/printf be s
	rm -rf "$d"; mkdir -p "$d"
	cp models/printf_sim.pml models/printf_trail.pml "$d/"
	cd "$d" || return
	spin_same "printf: models/printf_sim.spin-sim is Spin's output" \
		"$OLDPWD/models/printf_sim.spin-sim" spin printf_sim.pml
	spin_same "printf: models/printf_trail.spin-t is Spin's replay" \
		"$OLDPWD/models/printf_trail.spin-t" sh -c \
		'spin -a printf_trail.pml >/dev/null && cc -w -o span pan.c && ./span >/dev/null; spin -t printf_trail.pml; rm -f printf_trail.pml.trail'
	for be in ${MCC_BACKEND:-tcc} llvm; do
		[ "$be" = llvm ] && [ "${MCC_BACKEND:-tcc}" != tcc ] && continue
		for s in 1 2 3; do
			"$MCC" -B $be --simulate --output-only --seed $s printf_sim.pml >sim.out 2>&1
			same "printf: --simulate --output-only -B $be --seed $s prints what spin prints" \
				"$OLDPWD/models/printf_sim.spin-sim" sim.out
		done
		"$MCC" -B $be -o pan printf_trail.pml >/dev/null 2>&1 && ./pan >/dev/null 2>&1
		./pan -r --output-only 2>&1 | grep -v '^pan: replay ok' >r.out
		same "printf: pan -r --output-only -B $be prints what spin -t prints" \
			"$OLDPWD/models/printf_trail.spin-t" r.out
	done
	./pan -r >rp.out 2>&1
	expect "printf: replay step texts as spin -p (\\\\n)" \
		grep -qF "[printf('P: sees %d\\\\n',turn)]" rp.out
	expect "printf: replay prints the output before its step" \
		grep -B1 -F "[printf('P: sees" rp.out | grep -q '^      P: sees 2$'
	cd - >/dev/null || exit 3
}

procs() {
	local d=$tmp/procs m=procs_limit.pml rc
	rm -rf "$d"; mkdir -p "$d"; cp models/$m "$d/"
	cd "$d" || return
	"$MCC" $MCC_B -o pan $m >/dev/null 2>&1
	./pan --safety -c0 >s.out 2>&1; rc=$?
	expect "procs: safety search stops at the limit (exit 2)" test $rc -eq 2
	expect "procs: it names mcc --max-procs and the 16 slots" \
		grep -q "all 16 process slots are in use: rebuild the verifier with mcc --max-procs" s.out
	expect "procs: one report, even with -c0, and no error counted" \
		test "$(grep -c '^pan: too many processes' s.out)" -eq 1 -a \
		"$(grep -c 'errors: 0' s.out)" -eq 1
	expect "procs: the search is reported incomplete" grep -q "Search not completed" s.out
	./pan -r >r.out 2>&1
	expect "procs: its trail replays to the limit" \
		grep -q "Error: too many processes" r.out
	./pan >l.out 2>&1; rc=$?
	expect "procs: the LTL check has no verdict (exit 2) and names the option" \
		test $rc -eq 2 -a "$(grep -c 'mcc --max-procs' l.out)" -eq 1
	"$MCC" $MCC_B --simulate --seed 5 $m >sim.out 2>&1
	expect "procs: the simulation names the option" grep -q "mcc --max-procs" sim.out
	"$MCC" $MCC_B --max-procs 21 -o pan21 $m >/dev/null 2>&1
	./pan21 --safety >s21.out 2>&1; rc=$?
	expect "procs: with --max-procs 21 the 62 states of Spin, no error" \
		test $rc -eq 0 -a "$(awk '/states, stored/ {print $1}' s21.out)" = 62
	./pan21 >l21.out 2>&1; rc=$?
	expect "procs: with --max-procs 21 the property holds" test $rc -eq 0
	"$MCC" $MCC_B --max-procs 20 -o pan20 $m >/dev/null 2>&1
	./pan20 --safety >s20.out 2>&1
	expect "procs: --max-procs 20 is the limit named" grep -q "all 20 process slots" s20.out
	cd - >/dev/null || exit 3
}

# replay_same PART MODEL PREFIX TEXT BE...: models/MODEL.spin-t is what
# `spin -t -p -g -l` prints for Spin's first trail of models/MODEL.pml
# (re-checked when spin is installed), and `pan -r` prints it for mcc's
# first trail, with each backend BE ("PART: PREFIXpan -r -B BE TEXT").
replay_same() {
	local part=$1 m=$2 prefix=$3 text=$4 d=$tmp/$1 f=$2.pml be
	shift 4
	rm -rf "$d"; mkdir -p "$d"; cp models/$f "$d/"
	cd "$d" || return
	spin_same "$part: models/$m.spin-t is Spin's replay" \
		"$OLDPWD/models/$m.spin-t" sh -c \
		"spin -o3 -a $f >/dev/null && cc -w -DNOREDUCE -o span pan.c && ./span >/dev/null; spin -t -p -g -l $f; rm -f $f.trail"
	for be in "$@"; do
		rm -f ./*.trail
		"$MCC" -B $be -o pan $f >/dev/null 2>&1 && ./pan >/dev/null 2>&1
		./pan -r 2>&1 | grep -v '^pan: replay ok' >r.out
		same "$part: ${prefix}pan -r -B $be $text" "$OLDPWD/models/$m.spin-t" r.out
	done
	cd - >/dev/null || exit 3
}

# the backend under test, and llvm beside tcc
replay_backends() {
	echo "${MCC_BACKEND:-tcc}"
	[ "${MCC_BACKEND:-tcc}" = tcc ] && echo llvm
}

replay() {
	# shellcheck disable=SC2046
	replay_same replay replay_spin "" "prints what spin -t -p -g -l prints" $(replay_backends)
	# shellcheck disable=SC2046
	replay_same replay replay_queues "replay_queues: " "prints the queues as spin -t -p -g -l" $(replay_backends)
}

order() {
	local m
	for m in option_order replay_where; do
		# shellcheck disable=SC2046
		replay_same order $m "$m: " "prints Spin's first error and trail" $(replay_backends)
	done
	moves_same order rv_poll_pending "rv_poll_pending: " $(replay_backends)
}

# moves_same PART MODEL PREFIX BACKEND...: pan's first error line and the
# steps of its trail (pan -r up to "trail ends") are Spin's, stored in
# models/MODEL.spin-moves and re-checked against Spin.
moves_same() {
	local part=$1 m=$2 prefix=$3 d=$tmp/$1 f=$2.pml be
	shift 3
	rm -rf "$d"; mkdir -p "$d"; cp models/$f "$d/"
	cd "$d" || return
	spin_same "$part: models/$m.spin-moves is Spin's first error and trail" \
		"$OLDPWD/models/$m.spin-moves" sh -c \
		"spin -o3 -a $f >/dev/null && cc -w -DNOREDUCE -o span pan.c && ./span | sed -n 1p; spin -t -p $f | sed '/trail ends/q'; rm -f $f.trail"
	for be in "$@"; do
		rm -f ./*.trail
		{ "$MCC" -B $be -o pan $f >/dev/null 2>&1 && ./pan --por=off | sed -n 1p
		  ./pan -r 2>&1 | sed '/trail ends/q'; } >r.out
		same "$part: ${prefix}pan -B $be: Spin's first error and trail steps" \
			"$OLDPWD/models/$m.spin-moves" r.out
	done
	cd - >/dev/null || exit 3
}

dstep() {
	local m be bes=""
	for be in ${MCC_BACKEND:-tcc} cc llvm; do
		[ "$be" != cc ] && [ "${MCC_BACKEND:-tcc}" != tcc ] && continue
		bes="$bes $be"
	done
	for m in seq if do mix atomic; do
		# shellcheck disable=SC2086
		replay_same dstep dstep_replay_$m "$m: " "prints what spin -t -p -g -l prints" $bes
	done
}

# models/errtext.tsv: file, pan flags, an error as pan reports it (without
# "pan:K: " and " (at depth N)"), runs (pan -r options, or simN: mcc
# --simulate --seed N), the "spin: ...Error/failed" lines each run prints
# joined by " | " (- none).  Texts are Spin's (spin -t, spin -p).
errtext() {
	local d=$tmp/errtext f fl want rr wantr got r
	while IFS=$'\t' read -r f fl want rr wantr; do
		case "$f" in ''|\#*) continue;; esac
		[ "$fl" = - ] && fl=""
		rm -rf "$d"; mkdir -p "$d"; cp "models/$f" "$d/"
		( cd "$d" && "$MCC" $MCC_B -o pan "$f" >/dev/null 2>&1 && ./pan $fl >pan.out 2>&1 )
		if sed -n 's/^pan:[0-9]*: \(.*\) (at depth [0-9]*)$/\1/p' "$d/pan.out" | grep -qFx "$want"; then
			ok "errtext: $f: $want"
		else
			bad "errtext: $f: no \"$want\""; grep '^pan:[0-9]' "$d/pan.out" | head -3
		fi
		[ "$wantr" = - ] && wantr=""
		for r in $rr; do
			case $r in
			sim*) got=$(cd "$d" && "$MCC" $MCC_B --simulate --seed "${r#sim}" "$f" 2>&1);;
			*) got=$(cd "$d" && ./pan "$r" 2>&1);;
			esac
			got=$(grep -E '^spin: .*(Error|failed)' <<<"$got" | sed ':a;N;$!ba;s/\n/ | /g')
			if [ "$got" = "$wantr" ]; then ok "errtext: $f: $r"
			else bad "errtext: $f: $r prints \"$got\""; fi
		done
	done <models/errtext.tsv
}

# unreached_of: the unreached sections of a pan report on stdin
unreached_of() { awk '/^unreached in/ {p = 1} p && /^$/ {p = 0} p'; }

# spin_unreached MODEL: Spin's pan's unreached report for MODEL (here)
spin_unreached() {
	spin -a "$1" >/dev/null && cc -w -o span pan.c && ./span | unreached_of
}

unreached() {
	local root=$PWD d=$tmp/unreached m=unreached_end.pml want be
	want=$root/models/unreached_end.spin-pan
	rm -rf "$d"; mkdir -p "$d/cr"; cp models/$m "$d/"
	tr '\n' '\r' <models/$m >"$d/cr/$m"
	cd "$d" || return
	spin_same "unreached: models/unreached_end.spin-pan is Spin's report" "$want" spin_unreached $m
	for be in ${MCC_BACKEND:-tcc} llvm; do
		[ "$be" = llvm ] && [ "${MCC_BACKEND:-tcc}" != tcc ] && continue
		"$MCC" -B $be -o pan $m >/dev/null 2>&1 && ./pan --memlim 256 2>&1 | unreached_of >r.out
		same "unreached: pan -B $be reports what Spin's pan reports" "$want" r.out
	done
	cd cr || exit 3
	spin_same "unreached: Spin's report with CR line ends is the same" "$want" spin_unreached $m
	"$MCC" $MCC_B -o pan $m >/dev/null 2>&1 && ./pan --memlim 256 2>&1 | unreached_of >r.out
	same "unreached: with CR line ends, pan's report is the same" "$want" r.out
	cd "$root" || exit 3
}

# cycle_case MODEL PANFLAGS: for each check, pan's "(at depth N)" is the
# prefix of the lasso it writes, and prefix + cycle <= depth reached
cycle_case() {
	local m=$1 fl=$2 a n dr pc
	"$MCC" $MCC_B -o pan "$m" >/dev/null 2>&1 || { bad "cycle: mcc $m failed"; return; }
	for a in "" "--algo uf-dijkstra" "--algo uf-tarjan" "--algo couvreur99" \
	    "--algo ascc" "--decompose=off" "--acceptance=tgra" "-j 2"; do
		rm -f ./*.mcc.trail
		# shellcheck disable=SC2086
		./pan $fl $a >p.out 2>&1
		grep -q "not applicable to this property" p.out && continue
		n=$(sed -n 's/^pan:1: .* (at depth \([0-9]*\))$/\1/p' p.out)
		dr=$(sed -n 's/.*depth reached \([0-9]*\), errors.*/\1/p' p.out)
		./pan -r >r.out 2>&1
		pc=$(sed -n 's/^pan: replay ok: accepting cycle of \([0-9]*\) steps after a prefix of \([0-9]*\) steps$/\2 \1/p' r.out)
		if [ -n "$n" ] && [ "$n" = "${pc% *}" ] && [ $((n + ${pc#* })) -le "$dr" ]; then
			ok "cycle: $m $fl $a: at depth $n = the prefix, cycle ${pc#* }, depth reached $dr"
		else
			bad "cycle: $m $fl $a: at depth '$n', prefix and cycle '$pc', depth reached '$dr'"
		fi
	done
}

cycle() {
	local root=$PWD d=$tmp/cycle s
	rm -rf "$d"; mkdir -p "$d"
	cp models/accept_depth.pml models/accept_labels.pml models/accept_stutter.pml \
		models/ltl_np.pml models/np_rabin_lock.pml models/ltl_assert.pml "$d/"
	cd "$d" || return
	cycle_case accept_depth.pml -a
	cycle_case accept_labels.pml -a
	cycle_case accept_stutter.pml -a
	cycle_case ltl_np.pml -a
	cycle_case ltl_np.pml -l
	cycle_case np_rabin_lock.pml ""
	cycle_case ltl_assert.pml "-A -N never_live"
	if [ $has_spin -eq 1 ]; then
		"$MCC" $MCC_B -o pan accept_depth.pml >/dev/null 2>&1 && ./pan -a >p.out 2>&1
		s=$(spin -a accept_depth.pml >/dev/null && cc -w -o span pan.c && ./span -a | grep 'at depth')
		expect "cycle: accept_depth.pml: pan -a's depth is Spin's ($s)" \
			grep -qxF "$s" p.out
	fi
	cd "$root" || exit 3
}

cli() {
	local d=$tmp/cli m=peterson.pml rc
	rm -rf "$d"; mkdir -p "$d"; cp models/$m "$d/"
	cd "$d" || return
	"$MCC" $MCC_B -a $m >a.out 2>&1; rc=$?
	expect "cli: mcc -a model.pml builds ./pan (exit 0, silent)" \
		test $rc -eq 0 -a -x pan -a ! -s a.out
	./pan >a.pan 2>&1
	"$MCC" $MCC_B -o pan0 $m >/dev/null 2>&1 && ./pan0 >pan0.out 2>&1
	expect "cli: the verifier of mcc -a is mcc's default one" \
		test "$(grep 'states, stored' a.pan)" = "$(grep 'states, stored' pan0.out)"
	"$MCC" -v >v.out 2>&1; rc=$?
	expect "cli: mcc -v without a model prints the version (exit 0)" \
		test $rc -eq 0 -a "$(cat v.out)" = "$("$MCC" -V)"
	expect "cli: mcc -V prints mcc's version" grep -q '^mcc [0-9]' v.out
	"$MCC" $MCC_B -v -o pan1 $m >v1.out 2>v1.err; rc=$?
	expect "cli: mcc -v model.pml builds the verifier" test $rc -eq 0 -a -x pan1
	expect "cli: mcc -v says what it does, on stderr" \
		test ! -s v1.out -a "$(grep -c '^mcc: ' v1.err)" -ge 4
	expect "cli: mcc -v names the model, the reductions and the verifier" \
		sh -c "grep -q '^mcc: $m: Promela model' v1.err &&
			grep -q '^mcc: dead-variable reduction on, statement merging on' v1.err &&
			grep -q '^mcc: backend .*: wrote pan1 in' v1.err"
	if [ $has_spin -eq 1 ]; then
		spin -v >sv.out 2>/dev/null
		expect "cli: spin -v without a model prints its version too" \
			grep -q '^Spin Version' sv.out
	fi
	cd - >/dev/null || exit 3
}

simclaim() {
	local d=$tmp/simclaim
	rm -rf "$d"; mkdir -p "$d"; cd "$d" || exit 3
	cat >n.pml <<'EOF'
byte x;
active proctype A() { do :: x < 3 -> x++ :: x == 3 -> break od }
never { do :: x == 2 -> break :: else od; accept: skip }
EOF
	sed '/^never/d' n.pml >l.pml
	echo 'ltl p { [] (x < 2) }' >>l.pml
	local w="warning: never claim not used in random simulation"
	"$MCC" $MCC_B --simulate --seed 3 n.pml >n.out 2>&1
	expect "simclaim: --simulate with a never claim warns it is not used" \
		sh -c "grep -qx '$w' n.out && grep -q 'A:1) *terminates' n.out"
	"$MCC" $MCC_B --simulate --seed 3 l.pml >l.out 2>&1
	expect "simclaim: --simulate with an ltl block alone does not warn" \
		sh -c "! grep -q 'never claim' l.out && grep -q 'A:1) *terminates' l.out"
	if [ $has_spin -eq 1 ]; then
		spin -u100 n.pml >sn.out 2>&1
		expect "simclaim: spin prints the same warning" grep -qx "$w" sn.out
	fi
	cd - >/dev/null || exit 3
}

states() {
	[ $has_spin -eq 1 ] || return 0
	python3 tests/spinout/spin_states.py --mcc "$MCC" models/*.pml >"$tmp/states.out" 2>&1
	local rc=$?
	if [ $rc -eq 0 ]; then
		ok "states: $(tail -1 "$tmp/states.out")"
	else
		bad "states: $(tail -1 "$tmp/states.out")"
		grep -v ": ok" "$tmp/states.out" | head -8
	fi
}

for part in ${SPINOUT_PARTS:-names printf_out procs simclaim replay order dstep errtext unreached cycle cli states}; do
	"$part"
done
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
