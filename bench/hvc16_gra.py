#!/usr/bin/env python3
"""A generalized Rabin automaton of one HVC'16 formula, for measuring tgra.

usage: bench/hvc16_gra.py LTLFILE K OUT.hoa

LTLFILE is one of ../shared/models/beem/ltl/*.hvc16.ltl (LTSmin syntax,
the property to verify); K is its K-th formula (1-based, comments
skipped).  The violations of the property (its negation) are translated by
Spot (`ltl2tgba -D -G`, then `autfilt --gra`: a deterministic automaton
with generalized Rabin acceptance, as LTSmin's experiments used Rabinizer's)
with the DVE propositions relabelled p0, p1, ... and named back in the HOA
file, so that `mcc model.dve --automaton OUT.hoa` takes it as it is.
Spot is needed for measurement only (../shared/tools/build-spot.sh).
"""
import re, subprocess, sys
path, k, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
lines = [l for l in open(path) if l.strip() and not l.startswith('#')]
f = lines[k-1].split('\t')[0].strip()
aps = {}
def sub(m):
    t = m.group(0)
    if t not in aps: aps[t] = 'p%d' % len(aps)
    return aps[t]
g = re.sub(r'[A-Za-z_][A-Za-z_0-9]*(\.[A-Za-z_0-9]+)?\s*(==|!=)\s*("[^"]*"|\d+)', sub, f)
g = g.replace('&&', '&').replace('||', '|')
g = '!(' + g + ')'   # LTSmin negates: automaton of the violations
hoa = subprocess.run(['ltl2tgba', '-D', '-G', g], capture_output=True, text=True).stdout
hoa = subprocess.run(['autfilt', '--gra'], input=hoa, capture_output=True, text=True).stdout
inv = {v: k for k, v in aps.items()}
def ren(m):
    names = re.findall(r'"([^"]*)"', m.group(0))
    return 'AP: %d ' % len(names) + ' '.join('"%s"' % inv[n].replace('"', '\\"') for n in names)
hoa = re.sub(r'^AP: .*$', ren, hoa, flags=re.M)
open(out, 'w').write(hoa)
print(g)
