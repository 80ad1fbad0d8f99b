#!/usr/bin/env python3
"""Short counterexamples without a slow path: pan's default LTL check
(--decompose=interleave: the terminal/weak and strong parts' checks take
turns) against the parts one after the other (--decompose=on, the old
default) and the undecomposed check (--decompose=off), on violated
formulas of BEEM instances.

usage: bench/ltl_race.py [--mcc PATH] [--count N] [--timeout S] [--out FILE.md]
                         [MODEL.dve:FORMULAS.ltl ...]

Default pairs: the BEEM DVE instances with LTL-HVC16's random formulas
(../shared/models/beem/ltl/*.hvc16.ltl), the first --count violated
formulas of each.  For each formula and mode: the product states pan
stored before it found the cycle (its --ltl-file line), or the timeout.
Prints per instance and in all: formulas, total states per mode, and the
target of issue 24 item 4: interleave's states against the best single
check, min(on, off): how many exceed 2x, the largest ratio, and the
formulas where `on` took more than 10x interleave's states (the slow
path it removes).  Python 3 standard library only.
"""
import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
BEEM = os.path.normpath(os.path.join(ROOT, '..', 'shared', 'models', 'beem'))
MODES = ['interleave', 'on', 'off']
LINE = re.compile(r'^formula (\d+): (\S+).*?; (\d+) states, (\d+) transitions')


def default_pairs():
    pairs = []
    for f in sorted(glob.glob(os.path.join(BEEM, 'ltl', '*.hvc16.ltl'))):
        model = None
        with open(f) as fh:
            for line in fh:
                m = re.match(r'# model: (dve/\S+\.dve)', line)
                if m:
                    model = os.path.join(BEEM, m.group(1))
                    break
        if model and os.path.exists(model):
            pairs.append((model, f))
    return pairs


def violated(ltl, count):
    out = []
    with open(ltl) as fh:
        for line in fh:
            if line.startswith('#') or not line.strip():
                continue
            parts = line.rstrip('\n').split('\t')
            if len(parts) > 1 and parts[1] == 'violated':
                out.append(parts[0])
            if len(out) >= count:
                break
    return out


def run_formula(pan, d, formula, mode, timeout):
    """States stored, or None on timeout/failure; and the verdict."""
    path = os.path.join(d, 'f.ltl')
    with open(path, 'w') as fh:
        fh.write(formula + '\tviolated\n')
    try:
        p = subprocess.run([pan, '--ltl-file', path, '--decompose=' + mode],
                           cwd=d, capture_output=True, text=True,
                           timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, 'timeout'
    for line in p.stdout.splitlines():
        m = LINE.match(line)
        if m:
            return int(m.group(3)), m.group(2)
    return None, 'failed'


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--mcc', default=os.path.join(ROOT, 'mcc'))
    ap.add_argument('--count', type=int, default=40)
    ap.add_argument('--timeout', type=float, default=60)
    ap.add_argument('--out')
    ap.add_argument('pairs', nargs='*')
    a = ap.parse_args()
    pairs = [tuple(x.split(':', 1)) for x in a.pairs] or default_pairs()
    rows, bad = [], 0
    for model, ltl in pairs:
        name = os.path.basename(model)[:-4]
        d = tempfile.mkdtemp(prefix='race-')
        pan = os.path.join(d, 'pan')
        t0 = time.time()
        if subprocess.run([a.mcc, model, '-o', pan], capture_output=True).returncode:
            print('%s: mcc failed' % name, file=sys.stderr)
            continue
        for k, f in enumerate(violated(ltl, a.count)):
            res = {}
            for mode in MODES:
                res[mode] = run_formula(pan, d, f, mode, a.timeout)
            for mode in MODES:
                if res[mode][1] not in ('violated', 'timeout'):
                    print('%s #%d %s: %s' % (name, k + 1, mode, res[mode][1]))
                    bad += 1
            rows.append((name, k + 1, f, res))
        print('%s: %d formulas, %.0f s' % (name, sum(1 for r in rows if r[0] == name),
                                          time.time() - t0), file=sys.stderr)
    cap = a.timeout
    lines = ['| instance | formulas | interleave states | on states | off states | '
             'interleave > 2x best | max interleave/best | on > 10x interleave |',
             '|---|---:|---:|---:|---:|---:|---:|---:|']
    tot = {m: 0 for m in MODES}
    allv = [0, 0, 0.0, 0, 0]

    def agg(sel, label):
        n = len(sel)
        s = {m: sum(r[3][m][0] or 0 for r in sel) for m in MODES}
        to = {m: sum(1 for r in sel if r[3][m][0] is None) for m in MODES}
        over, mx, slow = 0, 0.0, 0
        for r in sel:
            i = r[3]['interleave'][0]
            best = min(x for x in (r[3]['on'][0], r[3]['off'][0], i) if x is not None) \
                if any(r[3][m][0] is not None for m in MODES) else None
            if i is None or best is None:
                if i is None and best is not None:
                    over += 1
                continue
            ratio = i / max(best, 1)
            mx = max(mx, ratio)
            if ratio > 2:
                over += 1
            o = r[3]['on'][0]
            if o is None or o > 10 * max(i, 1):
                slow += 1
        fmt = lambda m: '%d%s' % (s[m], ' (+%d timeouts)' % to[m] if to[m] else '')
        lines.append('| %s | %d | %s | %s | %s | %d | %.2f | %d |' % (
            label, n, fmt('interleave'), fmt('on'), fmt('off'), over, mx, slow))
    for name in dict.fromkeys(r[0] for r in rows):
        agg([r for r in rows if r[0] == name], name)
    agg(rows, '**all**')
    text = '\n'.join(lines)
    print(text)
    print('ltl_race: %d formulas, %d runs not "violated" (timeouts counted apart, %g s each)'
          % (len(rows), bad, cap))
    if a.out:
        with open(a.out, 'w') as fh:
            fh.write('# bench/ltl_race.py\n\n`%s`, %s\n\n%s\n' % (
                ' '.join(sys.argv), time.strftime('%Y-%m-%d'), text))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
