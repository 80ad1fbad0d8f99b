# safety_cmp.sh -- shell helpers shared by the scripts that compare a
# parallel or distributed safety search with the sequential one
# (tests/par/psafety.sh: pan -j N; tests/mpi/run.sh: pan --mpi).
# Source it after defining ok, bad, $tmp (runs happen in $tmp/run) and
# $TIMEOUT.

sc_field() { sed -n "s/.*\"$1\":\([0-9]*\).*/\1/p" <<<"$2" | tail -1; }

# sc_counts CMD...: run CMD (a pan -c0 -n --json run) in $tmp/run; prints
# "stored matched atomic errors complete|incomplete | kinds;" (every kind
# of error printed: pan repeats a message only when it differs from the
# previous one, so each kind is printed at least once)
sc_counts() {
	local out; out=$(cd "$tmp/run" && "$@" 2>/dev/null)
	local j; j=$(grep '^{' <<<"$out" | tail -1)
	local kinds; kinds=$(grep -E '^pan:[0-9]+: ' <<<"$out" |
		sed -E 's/^pan:[0-9]+: //; s/ \(at depth -?[0-9]+\)$//' | sort -u | tr '\n' ';')
	local c=complete; grep -q '"complete":true' <<<"$j" || c=incomplete
	echo "$(sc_field states_stored "$j") $(sc_field states_matched "$j") $(sc_field atomic_steps "$j") $(sc_field errors "$j") $c | $kinds"
}

# sc_same LABEL SEQ R: the counts R equal the sequential SEQ; a sequential
# run that an error stopped even with -c0 (Spin's Uerror: where it stops
# depends on the order) only needs R stopped too, with errors.  0 or 1
# (the FAIL line printed).
sc_same() {
	if [[ $2 == *" incomplete |"* ]]; then
		if [[ $3 != *" incomplete |"* ]] || [ "$(cut -d' ' -f4 <<<"$3")" = 0 ]; then
			bad "$1: '$3', sequential (stopped early) '$2'"; return 1
		fi
	elif [ "$3" != "$2" ]; then
		bad "$1: '$3', sequential '$2'"; return 1
	fi
	return 0
}

# sc_agreed LABEL SEQ WHERE REF: the PASS line of a model whose counts
# agreed with the sequential SEQ (REF: its name) at WHERE
sc_agreed() {
	if [[ $2 == *" incomplete |"* ]]; then
		ok "$1: stopped by an error even with -c0, at $3 too (counts depend on the order)"
	else
		ok "$1: counts and error kinds at $3 = $4 (${2%% *} states)"
	fi
}

# sc_errors SEQ, sc_kinds SEQ: the errors and the kinds of sc_counts' SEQ
sc_errors() { local e=${1#* * * }; echo "${e%% *}"; }
sc_kinds() { echo "${1#*| }"; }

# sc_verdict LABEL SEQ_ERRORS SEQ_KINDS RC [STEPS]: the -c1 run whose
# output is $tmp/run/par.out and exit status RC found an error iff the
# sequential run did, of a kind that run found, and its trail replays
# with pan -r (and has STEPS steps, if given).
sc_verdict() {
	local label=$1 serr=$2 kinds=$3 rc=$4 want=$5
	local kind; kind=$(grep -E '^pan:1: ' "$tmp/run/par.out" | head -1 |
		sed -E 's/^pan:1: //; s/ \(at depth -?[0-9]+\)$//')
	if ! [ "$serr" -gt 0 ] 2>/dev/null; then
		if [ "$rc" -ne 0 ] || [ -n "$kind" ]; then
			bad "$label: exit $rc '$kind', sequential found no error"
		fi
		return
	fi
	if [ "$rc" -ne 1 ] || [ -z "$kind" ]; then
		bad "$label: no error found (exit $rc), sequential $serr"; return
	fi
	case ";$kinds" in *";$kind;"*) ;; *)
		bad "$label: error '$kind' is not among the sequential kinds '$kinds'"; return;;
	esac
	local trail; trail=$(ls "$tmp/run"/*.mcc.trail 2>/dev/null | head -1)
	if [ -z "$trail" ]; then bad "$label: no trail written"; return; fi
	local steps; steps=$(grep -c '^[0-9]' "$trail")
	if [ -n "$want" ] && [ "$steps" != "$want" ]; then
		bad "$label: trail of $steps steps, the sequential BFS's $want"
	elif (cd "$tmp/run" && timeout "$TIMEOUT" ./pan -r >replay.out 2>&1) &&
	    grep -q "replay ok" "$tmp/run/replay.out"; then
		ok "$label: '$kind', trail replays ($(grep -c '^ *[0-9]*:' "$tmp/run/replay.out") steps)"
	else
		bad "$label: trail does not replay"; tail -3 "$tmp/run/replay.out"
	fi
}

# sc_every LABEL CMD...: CMD (a pan -e -c0 run, in $tmp/run) writes one
# trail per error, and each replays.
sc_every() {
	local label=$1 k n=0 want; shift
	(cd "$tmp/run" && rm -f ./*.trail && "$@" >e.out 2>&1)
	want=$(sed -n 's/.*errors: \([0-9]*\).*/\1/p' "$tmp/run/e.out" | head -1)
	local got; got=$(ls "$tmp/run"/*.mcc.trail 2>/dev/null | wc -l)
	if [ "$got" != "$want" ]; then bad "$label: $got trails for $want errors"; return; fi
	for ((k = 1; k <= want; k++)); do
		(cd "$tmp/run" && timeout "$TIMEOUT" ./pan -r$k >replay.out 2>&1) &&
			grep -q "replay ok" "$tmp/run/replay.out" && n=$((n+1))
	done
	if [ "$n" = "$want" ]; then ok "$label: $want trails, all replay"
	else bad "$label: $n of $want trails replay"; fi
}
