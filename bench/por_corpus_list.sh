#!/bin/bash
# por_corpus_list.sh -- the corpus models (tests/corpus/MANIFEST.tsv) as
# bench/por_table.sh arguments: FOLDER, or FOLDER::CFLAGS with the row's
# gcc_extra.  FOLDER is tests/corpus/NAME, or ../shared/models/corpus/NAME
# for the models not in git (tests/corpus/README.md); a model found in
# neither is left out (with a note on stderr).
#
# By default only the models whose two recorded Spin runs of the system
# (tests/corpus/oracle.py: the default and the reductions-off run; of a
# model with a claim, those made with -DNOCLAIM) ended with a verdict in
# its 60 s: a model where one of them timed out or stopped incomplete
# gives no complete row at bench/por_table.sh's shorter limits either.
# POR_CORPUS_ALL=1 takes every model.  Cheapest first (the recorded
# seconds of those two runs), so that a run stopped early has covered the
# most models.
cd "$(dirname "$0")/.." || exit 3
shared=../shared/models/corpus
awk -F'\t' -v all="${POR_CORPUS_ALL:-}" '
NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
/^#/ || NF < 2 { next }
{
	p = $c["mode"] == "ltl" ? "noclaim_" : "default_"
	v = $c[p "verdict"]; nv = $c[(p == "default_" ? "" : p) "noreduce_verdict"]
	s = $c[p "seconds"] + $c[(p == "default_" ? "" : p) "noreduce_seconds"]
	if (!all && (v !~ /^(holds|violated|error)$/ || nv !~ /^(holds|violated|error)$/)) next
	name = $c["name"]; sub(/\.pml$/, "", name)
	printf "%.3f\t%s\t%s\n", s, name, $c["gcc_extra"]
}' tests/corpus/MANIFEST.tsv | sort -t "$(printf '\t')" -k1,1g -k2,2 |
while IFS="$(printf '\t')" read -r _ name extra; do
	if [ -d "tests/corpus/$name" ]; then d=tests/corpus/$name
	elif [ -d "$shared/$name" ]; then d=$shared/$name
	else echo "por_corpus_list: $name: no folder" >&2; continue; fi
	echo "$d${extra:+::$extra}"
done
