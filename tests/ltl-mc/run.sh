#!/bin/bash
# tests/ltl-mc/run.sh -- LTL verdicts of mcc's pan against Spin's.
#
# Suites:
#   models  the project's models with ltl blocks (models/ltl_*.pml):
#           ltl_mutex (each block with -a and -a -f), ltl_atomic (the claim
#           is suspended inside atomic sequences), ltl_atomic_chain (the
#           product's atomic chains: blocks with -a and -a -f, and the
#           state count of two empty products against Spin's), ltl_np (-a, -a -f, and
#           -l / -l -f: Spin's -DNP), np_rabin_*.pml (pan -l --np-rabin
#           against Spin on an ltl block stating the same condition),
#           errors in the scope of a property (ltl_assert: an assertion
#           of the system, with and without -A; never_spin_f and
#           never_until_holds: the claims `spin -f` writes for <> b and
#           a U b; accept_*: -a on accept labels without a claim;
#           ltl_accept_or: a property and accept labels in a process;
#           ltl_race: the decomposition's parts interleaved, against one
#           after the other, and the parts' memory shares; ltl_last:
#           properties on _last, which pan must then keep up to date);
#   fair    the same with weak fairness (Spin: ./pan -a -f) on a sample
#           of mutual exclusion protocols;
#   beem    a sample of small BEEM Promela instances x the formulas of
#           their ltl/NAME.ltl (divine syntax, converted for Spin by
#           divine2spin.py; formulas with X are skipped: Debian's Spin has
#           no X), checked with one `pan --ltl-file` per configuration.
# Every configuration must give Spin's verdict: the default (decomposition
# by strength), --decompose=off, --algo NAME for every check that
# applies, and --acceptance=tgra / --acceptance=tfla.  Every counterexample written is replayed with pan -r, which
# must end with "replay ok" (steps match the model and the automaton, the
# cycle closes and is accepting).  Ends with "N passed, N failed".
#
# Spin (oracle, DESIGN.md): a copy of the model with `ltl p { φ }`,
#   spin -a; gcc -O0 -DNOREDUCE -DMEMLIM=8000 [-DNP]; ./pan -a|-l [-f] -mN
# (-O0 rather than DESIGN.md's -O2: only the verdict is compared, and gcc
# -O2 on pan.c dominates the run time; SPIN_CFLAGS=-O2 to use it)
# (N = SPIN_DEPTH, default 10^6: pan allocates its stack for -m up front,
# and -m100000000 costs seconds per run on these small instances)
# Spin's verdicts are cached in tests/ltl-mc/spin.tsv (key: model, property,
# Spin formula, pan flags; value: verdict), since compiling Spin's pan.c per
# formula dominates the run time; entries missing from the cache are
# computed (4 Spin jobs at a time) and appended.  SPIN_REFRESH=1 ignores the
# cache and recomputes every verdict.  Runs Spin did not decide (over
# the limit, or an error) are cached in tests/ltl-mc/spin-undecided.tsv,
# their key extended with SPIN_TIMEOUT, SPIN_CFLAGS and SPIN_DEPTH.
# Environment: MCC (default ./mcc), BEEM (../shared/models/beem),
# PAR_THREADS, PAR_ONLY (see configs), MCC_LTL_BACKEND or MCC_BACKEND (mcc -B),
# SUITES ("models beem fair"), BEEM_SAMPLE, BEEM_FAIR (instance names), VERBOSE=1,
# MCC_PAN_FLAGS (added to every beem pan run, e.g. --memlim 8000),
# SPIN_REFRESH=1, SPIN_JOBS (4), SPIN_TIMEOUT (60) and MCC_TIMEOUT (600):
# CPU-time limits (load-independent) per Spin run and per pan --ltl-file run.
cd "$(dirname "$0")/../.." || exit 3
: "${MCC:=./mcc}"
case $MCC in /*) ;; *) MCC=$PWD/$MCC;; esac
BEEM=${BEEM:-../shared/models/beem}
SUITES=${SUITES:-"models beem fair"}
# -B for every mcc run: MCC_LTL_BACKEND, else MCC_BACKEND (tests/run.sh's,
# cc for the sanitizer runs: tcc cannot link an instrumented runtime)
backend=${MCC_LTL_BACKEND:-$MCC_BACKEND}
MCC_B=${backend:+-B $backend}
BEEM_SAMPLE=${BEEM_SAMPLE:-"phils.1 pouring.1 fischer.1 mcs.2 loyd.1 needham.1
 public_subscribe.1 bakery.1 telephony.1 anderson.2 protocols.1 elevator2.1
 msmie.1 reader_writer.1 rether.1 leader_filters.1 driving_phils.1 lamport.1
 peterson.1 iprotocol.1 brp.1 bopdp.1 szymanski.1 at.1 adding.1"}
BEEM_FAIR=${BEEM_FAIR:-"fischer.1 mcs.2 bakery.1 anderson.2 peterson.1 lamport.1 szymanski.1 at.1 phils.1"}
SPIN_TIMEOUT=${SPIN_TIMEOUT:-60}   # CPU seconds per Spin run
MCC_TIMEOUT=${MCC_TIMEOUT:-600}    # CPU seconds per pan --ltl-file run
SPIN_DEPTH=${SPIN_DEPTH:-1000000}   # -m: Spin allocates its stack for it
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0; skipped=0; timeouts=0; failed=""; ntrail=0
ok()  { pass=$((pass+1)); [ -n "$VERBOSE" ] && echo "PASS $*"; }
bad() { fail=$((fail+1)); failed="$failed
  $*"; echo "FAIL $*"; }
command -v spin >/dev/null 2>&1 || { echo "spin not found"; exit 3; }
[ -x "$MCC" ] || { echo "no mcc at $MCC"; exit 3; }

# spin_verdict DIR PANFLAGS [GCCFLAGS]: verdict of Spin on DIR/model.pml
# (Spin's pan is built once per DIR and reused for other PANFLAGS).
spin_verdict() {
	local d=$1 pf=$2 gf=$3 e
	(cd "$d" && { [ -x span ] || { spin -a model.pml >spin.out 2>&1 &&
	      gcc ${SPIN_CFLAGS:--O0} -DNOREDUCE -DMEMLIM=8000 $gf -o span pan.c >gcc.out 2>&1; } || exit 3; } &&
	      (ulimit -S -t "$SPIN_TIMEOUT"; exec timeout $((SPIN_TIMEOUT * 4)) ./span $pf -m$SPIN_DEPTH) >span.out 2>&1)
	e=$?
	if [ $e -ne 0 ]; then
		# pan exits 0 even with errors; a failure here is spin/gcc
		# (3) or a limit: SIGXCPU (152) or timeout(1) (124)
		[ -f "$d/span.out" ] && grep -q 'errors: [1-9]' "$d/span.out" &&
			{ echo violated; return; }
		case $e in 152|124|137) echo timeout;; *) echo error;; esac
		return
	fi
	grep -qE "Search not completed|max search depth too small" "$d/span.out" &&
		! grep -q 'errors: [1-9]' "$d/span.out" && { echo incomplete; return; }
	e=$(sed -n 's/.*errors: \([0-9]*\).*/\1/p' "$d/span.out" | head -1)
	case "$e" in 0) echo holds;; '') echo error;; *) echo violated;; esac
}

CACHE=tests/ltl-mc/spin.tsv
SPIN_JOBS=${SPIN_JOBS:-4}
UCACHE=tests/ltl-mc/spin-undecided.tsv
touch "$CACHE" "$UCACHE"

# cache_get FILE KEY: the last value cached for KEY in FILE, or nothing.
cache_get() {
	awk -F'\t' -v k="$2" '$1 == k { v = $2 } END { print v }' "$1"
}

# spin_cached KEY DIR PANFLAGS GCCFLAGS: Spin's verdict through the cache.
# An undecided run (timeout, error) is kept apart, under the limits it ran
# with, so that a sweep can be resumed without paying again.
spin_cached() {
	local v ku="$1|t=$SPIN_TIMEOUT|${SPIN_CFLAGS:--O0}|m=$SPIN_DEPTH"
	if [ -z "$SPIN_REFRESH" ]; then
		v=$(cache_get "$CACHE" "$1")
		[ -z "$v" ] && v=$(cache_get "$UCACHE" "$ku")
		[ -n "$v" ] && { echo "$v"; return; }
	fi
	v=$(spin_verdict "$2" "$3" "$4")
	case $v in
	holds|violated) printf '%s\t%s\n' "$1" "$v" >>"$CACHE";;
	*) printf '%s\t%s\n' "$ku" "$v" >>"$UCACHE";;
	esac
	echo "$v"
}

# The configurations: default (the parts interleaved), the parts one
# after the other, whole automaton, each check, and the
# generic-acceptance automata checked as generalized Rabin (tgra) and
# after Fin-removal (tfla).
# PAR_THREADS="2 4": also every parallel check (par-*, ufscc, cndfs), the
# default and the decomposition S1 (parts at once) with that many worker
# threads, and the generalized Rabin automata with the default parallel
# check (par-tgra) and par-tgra-pairs; PAR_ONLY=1: only the parallel checks.
configs() {
	local a j
	if [ -z "$PAR_ONLY" ]; then
		echo "default"
		echo "--decompose=on"
		echo "--decompose=off"
		echo "--acceptance=tgra"
		echo "--acceptance=tfla"
	fi
	for a in $ALGOS; do
		case $a in par-*|ufscc|cndfs) ;; *) [ -n "$PAR_ONLY" ] && continue;; esac
		echo "--algo=$a"
	done
	for j in $PAR_THREADS; do
		echo "--threads=$j"
		echo "--threads=$j --decompose=s1"
		echo "--acceptance=tgra --threads=$j"
		echo "--acceptance=tgra --algo=par-tgra-pairs --threads=$j"
		for a in $ALGOS; do
			case $a in par-*|ufscc|cndfs) echo "--algo=$a --threads=$j";; esac
		done
	done
}

# replay PAN TRAIL WHAT: the trail must replay and be accepted.
replay() {
	if "$1" -r --trail "$2" >"$tmp/replay.out" 2>&1 &&
	   grep -q '^pan: replay ok' "$tmp/replay.out"; then
		ok "replay $3"
	else
		bad "replay $3 ($2)"; tail -5 "$tmp/replay.out"
	fi
	rm -f "$2"
}

# mcc_verdict PAN ARGS...: holds|violated|n/a|error from pan's exit status.
mcc_verdict() {
	local pan=$1; shift
	"$pan" "$@" >"$tmp/mcc.out" 2>&1
	case $? in
	0) echo holds;;
	1) echo violated;;
	*) if grep -q 'not applicable' "$tmp/mcc.out"; then echo n/a; else echo error; fi;;
	esac
}

# check_model FILE NAME SPINFLAGS MCCFLAGS GCCFLAGS STRIP: one property.
check_model() {
	local file=$1 name=$2 sf=$3 mf=$4 gf=$5 strip=$6 d sv
	d=$tmp/spin.$$.$RANDOM; mkdir -p "$d"
	if [ "$strip" = 1 ]; then grep -v '^ltl ' "$file" >"$d/model.pml"
	else cp "$file" "$d/model.pml"; fi
	# SPINFLAGS "expect:VERDICT": no Spin oracle for this property (see
	# ltl_atomic_loop.pml), the verdict is the model's documented one
	local oracle=spin
	case $sf in
	expect:*) sv=${sf#expect:} oracle=expected;;
	*) sv=$(spin_cached "models/$(basename "$file")|$name|$sf $gf" "$d" "$sf" "$gf");;
	esac
	if [ "$sv" != holds ] && [ "$sv" != violated ]; then
		bad "model $(basename "$file") $name: spin $sv"; return
	fi
	local agree=0
	while read -r cfg; do
		local extra=() v tr=$tmp/tr.$((++ntrail))
		[ "$cfg" != default ] && read -ra extra <<<"$cfg"
		v=$(mcc_verdict "$tmp/pan" $mf "${extra[@]}" --trail "$tr")
		case $v in
		n/a) skipped=$((skipped+1)); continue;;
		"$sv") ok "model $(basename "$file") $name $cfg"; agree=$((agree+1));;
		*) bad "model $(basename "$file") $name $mf $cfg: mcc $v, $oracle $sv"
		   tail -3 "$tmp/mcc.out";;
		esac
		[ -f "$tr.trail" ] && replay "$tmp/pan" "$tr.trail" "model $(basename "$file") $name $cfg"
	done < <(configs)
	echo "model $(basename "$file") $name [$mf]: $oracle $sv, $agree configurations agree"
}

suite_models() {
	local f
	f=models/ltl_mutex.pml
	"$MCC" $MCC_B -o "$tmp/pan" "$f" || { bad "mcc $f"; return; }
	ALGOS=$("$tmp/pan" --algo list | awk '{print $1}')
	for p in safe live0 resp; do
		check_model "$f" "$p" "-a -N $p" "-N $p" "" 0
		check_model "$f" "$p-fair" "-a -f -N $p" "-f -N $p" "" 0
	done
	# ltl blocks in Spin's words, channel predicates, polls, remote refs
	f=models/ltl_spin_words.pml
	"$MCC" $MCC_B -o "$tmp/pan" "$f" || { bad "mcc $f"; return; }
	for p in w1 w2 w3 w4 w5 w6 w7 w8 w9 w10 w11 w12; do
		check_model "$f" "$p" "-a -N $p" "-N $p" "" 0
	done
	# the same propositions in mcc -f (the negation: the behaviours to
	# find): channel functions and polls compiled from the formula give
	# the verdicts of the ltl blocks (checked against Spin above)
	local pf p phi vb vf
	for pf in 'w1|[]<> (len(q) == 0)' 'w3|(served < 3) U (len(q) == 0)' \
	    'w5|[] ((q?[req]) -> <> (served > 0))' 'w7|(served == 0) U q?[req,0]' \
	    'w12|(served == 0) U (len(q) == 2)' 'w6|[] (nempty(q) <-> !empty(q))'; do
		p=${pf%%|*} phi=${pf#*|}
		vb=$(mcc_verdict "$tmp/pan" -N "$p")
		if ! "$MCC" $MCC_B -o "$tmp/panf" -f "!($phi)" "$f" >"$tmp/mccf.out" 2>&1; then
			bad "mcc -f '!($phi)' $f: $(head -1 "$tmp/mccf.out")"; continue
		fi
		vf=$(mcc_verdict "$tmp/panf" -a)
		if [ "$vf" = "$vb" ] && [ "$vb" != error ]; then
			ok "model ltl_spin_words.pml -f '!($phi)': $vf, as ltl $p"
		else
			bad "model ltl_spin_words.pml -f '!($phi)': $vf, ltl $p: $vb"
		fi
	done
	# Spin's token codes in propositions ([] t >= 4 is (333>=4))
	f=models/ltl_token_code.pml
	"$MCC" $MCC_B -o "$tmp/pan" "$f" || { bad "mcc $f"; return; }
	for p in c1 c2 c3 c4 c5 c6 c7 c8; do
		check_model "$f" "$p" "-a -N $p" "-N $p" "" 0
	done
	f=models/ltl_atomic.pml
	"$MCC" $MCC_B -o "$tmp/pan" "$f" || { bad "mcc $f"; return; }
	for p in insideA afterB; do
		check_model "$f" "$p" "-a -N $p" "-N $p" "" 0
	done
	f=models/ltl_atomic_chain.pml
	"$MCC" $MCC_B -o "$tmp/pan" "$f" || { bad "mcc $f"; return; }
	for p in p1 p2 p3 p4 p5 p6 p7 p8; do
		check_model "$f" "$p" "-a -N $p" "-N $p" "" 0
		check_model "$f" "$p-fair" "-a -f -N $p" "-f -N $p" "" 0
	done
	# the product collapses atomic chains as Spin does not store their
	# states: on this model the empty products have Spin's state count
	local d=$tmp/chain; mkdir -p "$d"; cp "$f" "$d/model.pml"
	if (cd "$d" && spin -a model.pml >/dev/null 2>&1 &&
	    gcc -O0 -DNOREDUCE -o span pan.c >/dev/null 2>&1); then
		for p in p1 p3; do
			local sn mn
			sn=$(cd "$d" && ./span -a -N $p | awk '/states, stored/ {print $1}')
			mn=$("$tmp/pan" --por=off -N $p | awk '/states, stored/ {print $1}')
			if [ -n "$sn" ] && [ "$sn" = "$mn" ]; then ok "model ltl_atomic_chain.pml $p: $mn states, as Spin"
			else bad "model ltl_atomic_chain.pml $p: mcc ${mn:-?} states, Spin ${sn:-?}"; fi
		done
	else
		bad "spin/gcc on $f"
	fi
	# an atomic sequence that can loop forever: Spin's search does not
	# end on it (it stores no state inside the sequence), so the verdicts
	# are the ones the model documents; every configuration must give them
	# and every counterexample (through the cut chain) must replay
	f=models/ltl_atomic_loop.pml
	"$MCC" $MCC_B -o "$tmp/pan" "$f" || { bad "mcc $f"; return; }
	check_model "$f" q1 expect:violated "-N q1" "" 0
	check_model "$f" q2 expect:violated "-N q2" "" 0
	check_model "$f" q2-fair expect:violated "-f -N q2" "" 0
	check_model "$f" q3 expect:violated "-N q3" "" 0
	# _last read only by the properties (its tracking must be on)
	f=models/ltl_last.pml
	"$MCC" $MCC_B -o "$tmp/pan" "$f" || { bad "mcc $f"; return; }
	for p in always0 ev1 inf1 inf0; do
		check_model "$f" "$p" "-a -N $p" "-N $p" "" 0
		check_model "$f" "$p-fair" "-a -f -N $p" "-f -N $p" "" 0
	done
	f=models/ltl_np.pml
	"$MCC" $MCC_B -o "$tmp/pan" "$f" || { bad "mcc $f"; return; }
	check_model "$f" alt "-a -N alt" "-N alt" "" 0
	check_model "$f" alt-fair "-a -f -N alt" "-f -N alt" "" 0
	check_model "$f" np "-l" "-l" "-DNP" 1
	check_model "$f" np-fair "-l -f" "-l -f" "-DNP" 1
	# errors in the scope of the property (Spin's -a reports them too):
	# an assertion of the system, the claims `spin -f` writes (atomic,
	# assert), accept labels of processes without a claim (issue 18)
	f=models/ltl_assert.pml
	"$MCC" $MCC_B -o "$tmp/pan" "$f" || { bad "mcc $f"; return; }
	for p in live never_live; do
		check_model "$f" "$p" "-a -N $p" "-N $p" "" 0
		check_model "$f" "$p-A" "-a -A -N $p" "-A -N $p" "" 0
	done
	for f in models/never_spin_f.pml models/never_until_holds.pml models/never_many_guards.pml models/never_many_guards2.pml; do
		"$MCC" $MCC_B -o "$tmp/pan" "$f" || { bad "mcc $f"; return; }
		check_model "$f" claim "-a" "" "" 0
		check_model "$f" claim-A "-a -A" "-A" "" 0
	done
	f=models/ltl_accept_or.pml
	"$MCC" $MCC_B -o "$tmp/pan" "$f" || { bad "mcc $f"; return; }
	check_model "$f" p "-a -N p" "-N p" "" 0
	check_model "$f" p-fair "-a -f -N p" "-f -N p" "" 0
	for f in models/accept_labels.pml models/accept_stutter.pml models/accept_none.pml; do
		"$MCC" $MCC_B -o "$tmp/pan" "$f" || { bad "mcc $f"; return; }
		check_model "$f" accept "-a" "-a" "" 0
		check_model "$f" accept-fair "-a -f" "-a -f" "" 0
	done
	# accept labels inside atomic sequences: Spin finds the cycle through
	# one only without -f and only where the label stands before the
	# sequence's last statement (models/README.md)
	f=models/accept_in_atomic.pml
	"$MCC" $MCC_B -o "$tmp/pan" "$f" || { bad "mcc $f"; return; }
	check_model "$f" accept "-a" "-a" "" 0
	check_model "$f" accept-fair "expect:violated" "-a -f" "" 0
	f=models/accept_in_atomic_mid.pml
	"$MCC" $MCC_B -o "$tmp/pan" "$f" || { bad "mcc $f"; return; }
	check_model "$f" accept "expect:violated" "-a" "" 0
	check_model "$f" accept-fair "expect:violated" "-a -f" "" 0
	# the parts interleaved (models/ltl_race.pml): the strong part's short
	# counterexample ends the search long before the weak part is done;
	# a part out of its share of --memlim is checked again alone
	f=models/ltl_race.pml
	"$MCC" $MCC_B -o "$tmp/pan" "$f" || { bad "mcc $f"; return; }
	check_model "$f" race "-a -N race" "-N race" "" 0
	check_model "$f" big expect:holds "-N big" "" 0
	local si so
	si=$("$tmp/pan" -N race | awk '/states, stored/ {print $1}')
	so=$("$tmp/pan" -N race --decompose=on | awk '/states, stored/ {print $1}')
	if [ -n "$si" ] && [ -n "$so" ] && [ $((si * 10)) -lt "$so" ]; then
		ok "model ltl_race.pml race: interleaved $si states, one after the other $so"
	else bad "model ltl_race.pml race: interleaved ${si:-?} states, one after the other ${so:-?}"; fi
	"$tmp/pan" -N big --memlim 150 >"$tmp/race.out" 2>&1
	if grep -q "^pan: part .* checked again alone" "$tmp/race.out" &&
	   grep -q "checked again alone: out of their share" "$tmp/race.out" &&
	   grep -q "errors: 0" "$tmp/race.out" && ! grep -q "incomplete" "$tmp/race.out"; then
		ok "model ltl_race.pml big --memlim 150: parts out of their share checked again alone, complete"
	else bad "model ltl_race.pml big --memlim 150: no complete run with the parts checked again"; tail -5 "$tmp/race.out"; fi
	# pan -l --np-rabin (per-process non-progress as generalized Rabin
	# pairs) against Spin on the ltl block stating the same condition
	for f in models/np_rabin_alt.pml models/np_rabin_lock.pml; do
		"$MCC" $MCC_B -o "$tmp/pan" "$f" || { bad "mcc $f"; return; }
		check_model "$f" np-rabin "-a -N np_rabin" "--np-rabin" "" 0
		check_model "$f" np-rabin-fair "-a -f -N np_rabin" "--np-rabin -f" "" 0
	done
}

# One BEEM instance: Spin per formula, pan --ltl-file per configuration.
beem_one() {
	local n=$1 fair=$2 pml=$BEEM/pml/$1.pml ltl=$BEEM/ltl/$1.ltl
	[ -f "$pml" ] && [ -f "$ltl" ] || { bad "beem $n: missing files"; return; }
	if ! "$MCC" $MCC_B -o "$tmp/pan" "$pml" >"$tmp/mcc.out" 2>&1; then
		# a BEEM translation that is not valid Promela (Spin rejects it
		# too, e.g. train-gate.N, production_cell.N) is no test
		if ! (cd "$tmp" && spin -a "$pml" >/dev/null 2>&1); then
			skipped=$((skipped+1)); echo "SKIP beem $n: Spin and mcc both reject the model"
			return
		fi
		bad "beem $n: mcc failed"; head -3 "$tmp/mcc.out"; return
	fi
	ALGOS=$("$tmp/pan" --algo list | awk '{print $1}')
	# the formulas (no comments), their Spin forms
	grep -v '^#' "$ltl" | grep -v '^[[:space:]]*$' | cut -f1 >"$tmp/f.txt"
	python3 tests/ltl-mc/divine2spin.py <"$tmp/f.txt" >"$tmp/s.txt"
	local k=0 sv=() f s i
	while IFS= read -r s <&3; do
		k=$((k+1))
		[ "$s" = SKIP ] && { echo skip >"$tmp/sv.$k"; continue; }
		local d=$tmp/spin.$n.$k; mkdir -p "$d"
		{ cat "$pml"; echo; echo "ltl p { $s }"; } >"$d/model.pml"
		while [ "$(jobs -rp | wc -l)" -ge "$SPIN_JOBS" ]; do wait -n; done
		{ spin_cached "beem/$n|$k|$s|-a" "$d" "-a" "" >"$tmp/sv.$k"
		  [ -n "$fair" ] && spin_cached "beem/$n|$k|$s|-a -f" "$d" "-a -f" "" >"$tmp/svf.$k"
		} &
	done 3<"$tmp/s.txt"
	wait
	# pan checks only the formulas Spin decided (a formula Spin gives up
	# on is no test, and on the large instances it would dominate pan's
	# time): dec.ltl is the file without the other formulas (comments,
	# hence its "# syntax:" line, kept), idx maps its numbering back.
	local idx=() m=0 keep=" " verdicts=""
	for ((i=1; i<=k; i++)); do
		if [ -n "$fair" ] && [ -f "$tmp/svf.$i" ]; then sv[$i]=$(cat "$tmp/svf.$i")
		else sv[$i]=$(cat "$tmp/sv.$i"); fi
		verdicts="$verdicts ${sv[$i]}"
		case ${sv[$i]} in holds|violated)
			m=$((m+1)); idx[$m]=$i; keep="$keep$i ";;
		esac
	done
	if [ "$m" -eq 0 ]; then
		echo "beem $n${fair:+ -f}: $k formulas, none decided by Spin:$verdicts"; return
	fi
	awk -v keep="$keep" '/^#/ || /^[[:space:]]*$/ { print; next }
		{ k++; if (index(keep, " " k " ")) print }' "$ltl" >"$tmp/dec.ltl"
	while read -r cfg; do
		local extra=() tr=$tmp/bt.$((++ntrail)). i j=0 v
		[ "$cfg" != default ] && read -ra extra <<<"$cfg"
		[ -n "$fair" ] && extra+=("-f") && cfg="$cfg -f"
		(ulimit -S -t "$MCC_TIMEOUT"; exec "$tmp/pan" --ltl-file "$tmp/dec.ltl" $MCC_PAN_FLAGS "${extra[@]}" --trail "$tr") >"$tmp/pan.out" 2>&1
		case $? in 152|137) timeouts=$((timeouts+1)); echo "beem $n $cfg: mcc stopped at the ${MCC_TIMEOUT}s CPU limit"; continue;; esac
		while read -r v; do
			j=$((j+1)); i=${idx[$j]:-0}
			[ "$i" -gt 0 ] || { bad "beem $n $cfg: pan reported more formulas than given"; break; }
			case $v in
			not-applicable) skipped=$((skipped+1));;
			"${sv[$i]}") ok "beem $n #$i $cfg";;
			*) bad "beem $n formula $i $cfg: mcc $v, spin ${sv[$i]}";;
			esac
			[ -f "$tr$j.trail" ] && replay "$tmp/pan" "$tr$j.trail" "beem $n #$i $cfg"
		done < <(sed -n 's/^formula [0-9]*: \([a-z/-]*\).*/\1/p' "$tmp/pan.out")
		[ "$j" -eq "$m" ] || bad "beem $n $cfg: pan reported $j of $m formulas"
	done < <(configs)
	echo "beem $n${fair:+ -f}: $k formulas, spin:$verdicts"
}

suite_beem() {
	for n in $BEEM_SAMPLE; do beem_one "$n"; done
}

# Weak fairness: Spin's ./pan -a -f against pan -f, on mutual exclusion
# protocols (where fairness changes verdicts).
suite_fair() {
	for n in $BEEM_FAIR; do beem_one "$n" fair; done
}

for s in $SUITES; do "suite_$s"; done
echo "ltl-mc: $skipped checks not applicable (skipped), $timeouts pan runs over the CPU limit"
[ $fail -gt 0 ] && echo "failed:$failed"
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
