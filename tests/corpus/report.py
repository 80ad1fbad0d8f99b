#!/usr/bin/env python3
"""Markdown report of one or more corpus sweeps (tests/sweep_corpus.py --out).

usage: tests/corpus/report.py --run LABEL=SWEEP.tsv[=NOTE] [--run ...]
                              [--out FILE.md] [--limit N]

For each run: the counts per set (accepted, rejected, each check passed
out of those that apply), then the failures grouped by cause, most common
first: rejections by mcc's first error line (file, position, numbers and
the model's own names left out), each model with the source line the
error points at and the line before it (most rejections of hand-written
Promela are constructs the grammar lacks, and the two lines show which);
pan runs that stop before their report; then each check that differs from
Spin.  With two runs, also the models whose result changed between them.
Python 3 standard library only.
"""
import argparse
import os
import re
import sys
from collections import OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.dirname(HERE))
import sweep_corpus as sw  # noqa: E402

CHECKS = sw.CHECKS[1:-1]        # verdict .. simulate (accept: rejections)
DIRS = {'corpus': [HERE, sw.SHARED_CORPUS],
        'wild': [os.path.normpath(os.path.join(ROOT, '..', 'shared', 'models', 'wild'))]}


def load(path):
    rows = sw.read_tsv(path)
    for r in rows:
        r['checks'] = {c: r.get(c + '_check', 'n/a') for c in sw.CHECKS}
    return rows


def source_context(r):
    """(line before, line) of the source the rejection points at."""
    m = re.match(r'(\S+?):(\d+):\d+: ', r.get('reject_reason', ''))
    if not m:
        return None
    for d in DIRS.get(r['set'], []):
        p = os.path.join(d, r['name'], m.group(1))
        if os.path.isfile(p):
            lines = open(p, errors='replace').read().split('\n')
            n = int(m.group(2))
            if not 0 < n <= len(lines):
                return None
            prev = next((lines[i] for i in range(n - 2, -1, -1) if lines[i].strip()), '')
            return prev.strip()[:100], lines[n - 1].strip()[:100]
    return None


def strip_line_comment(line):
    return re.sub(r'//.*$', '', re.sub(r'/\*.*?\*/', '', line)).strip()


# probable causes of rejections, guessed from the message and the source
# lines (a heuristic: the report says so); first match wins
CAUSES = [
    ('newline where Spin takes a statement separator (previous line has no `;`)',
     lambda msg, prev, line: re.search(r'expecting (SEMI|.*\bSEP\b)', msg) and prev is not None
     and not re.search(r'(;|\{|\(|,|->|::|&&|\|\||\bunless)$', strip_line_comment(prev))),
    ('`for (x in c)` over a channel, or over a non-array',
     lambda msg, prev, line: 'for (.. in ..) needs an array' in msg),
    ('array initialiser `= { ... }`',
     lambda msg, prev, line: "unexpected '{'" in msg and line is not None and re.search(r'=\s*\{', line)),
    ('the write-only variable `_`', lambda msg, prev, line: "undeclared name '_'" in msg),
    ('unless on the guard of an option (Spin accepts these)',
     lambda msg, prev, line: 'unless on the guard' in msg),
    ('record-valued messages / struct fields in channels',
     lambda msg, prev, line: 'record' in msg or 'typedef' in msg and 'chan' in msg),
    ('receive/poll with a different number of fields',
     lambda msg, prev, line: 'number of fields' in msg or 'missing pars' in msg),
    ('preprocessor (`#if` expressions, macros)',
     lambda msg, prev, line: msg.startswith('error: invalid #') or 'macro' in msg),
    ('mtype declarations / `mtype:name`',
     lambda msg, prev, line: 'MTYPE' in msg or 'mtype' in msg),
    ('other syntax error', lambda msg, prev, line: 'syntax error' in msg),
    ('other', lambda msg, prev, line: True),
]


def cause_of(r):
    msg = re.sub(r'^\S+?:\d+:\d+:\s*', '', r.get('reject_reason', ''))
    ctx = source_context(r)
    prev, line = ctx if ctx else (None, None)
    return next(c for c, f in CAUSES if f(msg, prev, line))


def counts(rows):
    acc = [r for r in rows if r['status'] == 'accepted']
    c = OrderedDict()
    c['models'] = len(rows)
    c['missing'] = sum(r['status'] == 'missing' for r in rows)
    c['accepted'] = len(acc)
    c['rejected'] = sum(r['status'] == 'rejected' for r in rows)
    for chk in CHECKS:
        p = sum(r['checks'][chk] == 'pass' for r in acc)
        f = sum(r['checks'][chk] == 'fail' for r in acc)
        c[chk] = f'{p}/{p + f}'
    c['all checks pass'] = sum(r['status'] == 'accepted' and
                               not any(v == 'fail' for v in r['checks'].values()) for r in rows)
    return c


def count_table(runs):
    cols = list(counts(runs[0][2]).keys())
    out = ['| run | set | ' + ' | '.join(cols) + ' |',
           '| --- | --- | ' + ' | '.join('---:' for _ in cols) + ' |']
    for label, _, rows in runs:
        for setname in ('wild', 'corpus', 'all'):
            rs = [r for r in rows if setname in (r['set'], 'all')]
            if rs:
                c = counts(rs)
                out.append(f'| {label} | {setname} | ' + ' | '.join(str(c[k]) for k in cols) + ' |')
    return out


def state(r):
    if r['status'] != 'accepted':
        return r['status']
    bad = [c for c, v in r['checks'].items() if v == 'fail']
    return 'fail: ' + ', '.join(bad) if bad else 'pass'


def groups_of(rows):
    """{(section, key): [rows]} of the failures."""
    g = {}
    for r in rows:
        if r['status'] == 'rejected':
            g.setdefault(('rejected', sw.normalise_reason(r['reject_reason'])), []).append(r)
            continue
        if r['status'] != 'accepted':
            continue
        perr = sw.pan_error(r)
        if perr:
            g.setdefault(('pan-error', sw.normalise_reason(perr)), []).append(r)
        for c in CHECKS:
            if r['checks'][c] != 'fail':
                continue
            if perr and r.get(sw.ERROR_FIELD.get(c, ''), '') == 'error':
                continue
            if c in ('verdict', 'kind'):
                key = f"mcc {r.get('mcc_verdict', '')} {r.get('mcc_error_kind', '')}".strip() + \
                      f" / Spin {r['spin_verdict']} {r['spin_error_kind']}".rstrip()
            elif c == 'count':
                ms, ss = r.get('mcc_noreduce_states', ''), r.get('spin_noreduce_states', '')
                key = ('mcc ' + (ms or 'no count')) if not ms.isdigit() else \
                      ('mcc more states' if int(ms) > int(ss or 0) else 'mcc fewer states')
            elif c == 'ltl':
                key = f"mcc -a {r.get('mcc_ltl_verdict', '')} / Spin -a {r.get('spin_ltl_verdict', '')}"
            elif c == 'fair':
                key = f"mcc -a -f {r.get('mcc_fair_verdict', '')} / Spin -a -f {r.get('spin_fair_verdict', '')}"
            elif c == 'replay':
                key = sw.normalise_reason(r.get('replay_note', ''))
            else:
                key = sw.normalise_reason(r.get('simulate_note', ''))
            g.setdefault((c, key), []).append(r)
    return g


TITLES = {'rejected': 'Rejected by mcc, by first error line',
          'pan-error': 'Accepted, but ./pan stops before its report (e.g. an ltl block it cannot read)',
          'verdict': 'Safety verdict differs (or mcc times out / fails)',
          'kind': 'First error differs',
          'count': 'Reductions-off state count differs',
          'ltl': '-a verdict differs',
          'fair': '-a -f verdict differs',
          'replay': 'A trail does not replay',
          'simulate': 'mcc --simulate fails'}


def model_line(section, r):
    n = f"{r['set']}/{r['name']}"
    if section == 'rejected':
        s = f"  - `{n}` — `{r['reject_reason'][:160]}`"
        ctx = source_context(r)
        if ctx:
            s += f"<br>prev: `{ctx[0] or '(none)'}`<br>line: `{ctx[1]}`"
        return s
    if section == 'pan-error':
        return f"  - `{n}` — `{sw.pan_error(r)[:160]}`"
    if section == 'count':
        return f"  - `{n}` (mcc {r.get('mcc_noreduce_states', '')}, Spin {r.get('spin_noreduce_states', '')})"
    if section in ('replay', 'simulate'):
        return f"  - `{n}` — {r.get(section + '_note', '')[:160]}"
    return f'  - `{n}`'


def cause_summary(rows):
    """Rejections by probable cause (heuristic), most common first."""
    by = {}
    for r in rows:
        if r['status'] == 'rejected':
            by.setdefault(cause_of(r), []).append(r)
    if not by:
        return []
    out = ['#### Rejections by probable cause (a guess from the message and the two source '
           'lines; the groups below are exact)', '', '| models | probable cause | e.g. |', '| ---: | --- | --- |']
    for cause, rs in sorted(by.items(), key=lambda kv: -len(kv[1])):
        out.append(f"| {len(rs)} | {cause} | " + ', '.join(f"`{r['name']}`" for r in rs[:3]) + ' |')
    return out + ['']


def failure_sections(rows, limit):
    g = groups_of(rows)
    order = ['rejected', 'pan-error'] + list(CHECKS)
    out = cause_summary(rows)
    for sec in order:
        items = sorted(((k, v) for k, v in g.items() if k[0] == sec), key=lambda kv: (-len(kv[1]), kv[0][1]))
        if not items:
            continue
        n = sum(len(v) for _, v in items)
        out += [f'#### {TITLES[sec]}: {n} models', '']
        for (_, key), rs in items:
            out.append(f'- **{len(rs)}** × `{key}`')
            for r in rs[:limit]:
                out.append(model_line(sec, r))
            if len(rs) > limit:
                out.append(f'  - ... and {len(rs) - limit} more: ' +
                           ', '.join(f"`{r['name']}`" for r in rs[limit:]))
        out.append('')
    return out


def changes(a, b):
    la, ra = a[0], {(r['set'], r['name']): r for r in a[2]}
    lb, rb = b[0], {(r['set'], r['name']): r for r in b[2]}
    fixed, broken, other = [], [], []
    for k in ra:
        if k not in rb:
            continue
        sa, sb = state(ra[k]), state(rb[k])
        if sa == sb:
            continue
        line = f'- `{k[0]}/{k[1]}`: {la} {sa} → {lb} {sb}'
        if sb == 'pass':
            fixed.append(line)
        elif sa == 'pass':
            broken.append(line)
        else:
            other.append(line)
    out = [f'### Changes from {la} to {lb}', '',
           f'{len(fixed)} models pass now, {len(broken)} passed before and fail now, '
           f'{len(other)} fail differently.', '']
    for title, ls in (('Pass now', fixed), ('Passed before, fail now', broken), ('Fail differently', other)):
        if ls:
            out += [f'#### {title}: {len(ls)}', ''] + ls + ['']
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--run', action='append', required=True, help='LABEL=SWEEP.tsv[=NOTE]')
    ap.add_argument('--out')
    ap.add_argument('--limit', type=int, default=30, help='models listed per group')
    a = ap.parse_args()
    runs = []
    for spec in a.run:
        label, path, *note = spec.split('=', 2)
        runs.append((label, note[0] if note else '', load(path)))
    out = ['## Counts', '',
           'Each check: models that pass / models where it applies (accepted models '
           'with a decided Spin result; see tests/sweep_corpus.py).', ''] + count_table(runs) + ['']
    if len(runs) == 2:
        out += changes(runs[0], runs[1])
    for label, note, rows in runs:
        out += [f'### Failures of {label}', '']
        if note:
            out += [note, '']
        out += failure_sections(rows, a.limit)
    text = '\n'.join(out) + '\n'
    if a.out:
        with open(a.out, 'w') as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == '__main__':
    sys.exit(main())
