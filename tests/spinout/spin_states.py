#!/usr/bin/env python3
"""spin_states.py -- compare mcc's Spin state numbers with Spin's own.

For each model: `spin -o3 -a` writes pan.t, whose transition table gives,
per proctype, every element Spin numbered (trans[P][N] = settr(..., TARGET,
..., "TEXT")) and, for the states whose outgoing transitions are those of
other elements (if, do, atomic, ...), chains of those elements.  mcc
--dump-ir prints each location's "spin state S" and each edge's "sE" (the
element it executes).  A location agrees when Spin's state S has exactly
the outgoing (element, target state) pairs of mcc's edges from it.

usage: spin_states.py [--mcc MCC] [-v] MODEL...
Prints one line per model ("ok", or the locations that differ) and a
summary; exit status 0 iff every location of every model agrees.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

SETTR = re.compile(r'settr\((\d+),(\d+),(\d+),')
HEAD = re.compile(r'^\s*T\s*=\s*trans\[\s*(\d+)\]\[(\d+)\]\s*=\s*settr')
PLAIN = re.compile(r'^(?:/\*->\*/)?\s*trans\[\s*(\d+)\]\[(\d+)\]\s*=\s*settr')
NXT = re.compile(r'^\s*(T\s*=\s*)?T->nxt\s*=\s*settr')
PROC = re.compile(r'/\* proctype (\d+): (\S+) \*/')
ESCP = re.compile(r'^\s*trans\[\s*(\d+)\]\[(\d+)\]->escp\[\d+\]\s*=\s*(\d+);')


def spin_table(model, d):
    """{proctype name: (elements {N: target}, chains {S: [E...]},
    escapes {N: [E...]})}."""
    shutil.copy(model, os.path.join(d, 'm.pml'))
    r = subprocess.run(['spin', '-o3', '-a', 'm.pml'], cwd=d,
                       capture_output=True, text=True, errors='replace')
    if r.returncode != 0 or not os.path.exists(os.path.join(d, 'pan.t')):
        return None
    names, elems, chains, escp = {}, {}, {}, {}
    cur = None
    with open(os.path.join(d, 'pan.t'), errors='replace') as f:
        for line in f:
            m = PROC.search(line)
            if m:
                names[int(m.group(1))] = m.group(2)
                continue
            m = ESCP.match(line)
            if m:
                escp.setdefault(int(m.group(1)), {}).setdefault(
                    int(m.group(2)), []).append(int(m.group(3)))
                continue
            m = HEAD.match(line)
            if m:
                p, s = int(m.group(1)), int(m.group(2))
                cur = (p, s)
                chains.setdefault(p, {})[s] = []
                continue
            m = PLAIN.match(line)
            if m:
                p, s = int(m.group(1)), int(m.group(2))
                t = SETTR.search(line)
                elems.setdefault(p, {})[s] = int(t.group(3))
                cur = None
                continue
            if NXT.match(line) and cur:
                t = SETTR.search(line)
                chains[cur[0]][cur[1]].append(int(t.group(3)))
    return {names[p]: (elems.get(p, {}), chains.get(p, {}), escp.get(p, {}))
            for p in names}


def leaves(table, s, seen=None):
    """The elements whose transitions leave state s (unless escapes
    included)."""
    elems, chains, escp = table
    seen = seen if seen is not None else set()
    if s in seen:
        return set()
    seen.add(s)
    out = set()
    if s in chains:
        for e in chains[s]:
            out |= leaves(table, e, seen)
    elif s in elems:
        out.add(s)
    for e in escp.get(s, []):
        out |= leaves(table, e, seen)
    return out


LOC = re.compile(r'^  L(\d+)\b.*\(line \d+(?:, spin state (\d+))?\)$')
EDGE = re.compile(r'^    -> L(\d+) \[t\d+[^\]]*?(?: s(\d+))?[ \]]')
PTYPE = re.compile(r'^proctype (\S+) ')


def mcc_table(mcc, model):
    """{proctype: {loc: (spin state, [(element, dst loc)])}}."""
    r = subprocess.run([mcc, '--dump-ir', model], capture_output=True, errors='replace',
                       text=True)
    if r.returncode != 0:
        return None
    procs, cur, loc = {}, None, None
    for line in r.stdout.splitlines():
        m = PTYPE.match(line)
        if m:
            cur = procs.setdefault(m.group(1), {})
            continue
        if cur is None:
            continue
        m = LOC.match(line)
        if m:
            loc = int(m.group(1))
            cur[loc] = (int(m.group(2) or 0), [])
            continue
        m = EDGE.match(line)
        if m and loc is not None:
            el = re.search(r' s(\d+)[\] ]', line.split(']')[0] + ']')
            cur[loc][1].append((int(el.group(1)) if el else 0,
                                int(m.group(1))))
        elif not line.startswith('  '):
            cur = None
    return procs


def compare(mcc, model, verbose):
    d = tempfile.mkdtemp()
    try:
        spin = spin_table(model, d)
    finally:
        shutil.rmtree(d, ignore_errors=True)
    ours = mcc_table(mcc, model)
    if spin is None or ours is None:
        return None, ['spin or mcc rejects the model']
    good = total = 0
    bad = []
    for name, locs in ours.items():
        if name not in spin or name == 'never':
            continue
        table = spin[name]
        for loc, (s, edges) in sorted(locs.items()):
            if not edges:
                continue
            total += 1
            want = {(e, table[0].get(e)) for e in leaves(table, s)}
            got = {(e, locs[dst][0]) for e, dst in edges}
            if want == got:
                good += 1
            else:
                bad.append('%s L%d (state %d): mcc %s, spin %s' % (
                    name, loc, s, sorted(got), sorted(want)))
    return (good, total), bad


def main():
    args = sys.argv[1:]
    mcc, verbose = './mcc', False
    while args and args[0].startswith('-'):
        a = args.pop(0)
        if a == '--mcc':
            mcc = args.pop(0)
        elif a == '-v':
            verbose = True
    allgood = alltotal = models = exact = 0
    for model in args:
        res, bad = compare(mcc, model, verbose)
        if res is None:
            print('%s: skipped (%s)' % (model, bad[0]))
            continue
        good, total = res
        models += 1
        allgood += good
        alltotal += total
        if good == total:
            exact += 1
            print('%s: ok (%d locations)' % (model, total))
        else:
            print('%s: %d of %d locations differ' % (model, total - good,
                                                     total))
            for b in bad[:None if verbose else 3]:
                print('    ' + b)
    print('%d models, %d with every location equal; %d of %d locations '
          'equal' % (models, exact, allgood, alltotal))
    return 0 if allgood == alltotal else 1


if __name__ == '__main__':
    sys.exit(main())
