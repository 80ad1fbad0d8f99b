#!/usr/bin/env python3
"""Run mcc on the real-world Promela corpus and compare with Spin's results.

usage: tests/sweep_corpus.py [--set wild|corpus|both] [--filter REGEX]
                             [--mcc PATH] [-B tcc|cc|llvm] [--timeout S]
                             [--jobs 1|2] [--out FILE.tsv]
                             [--wild-dir DIR] [--corpus-dir DIR]

Two sets of models, each a directory with one folder per model (the model
<folder>/<folder>.pml and the files it includes) and a MANIFEST.tsv of
Spin's results (see tests/corpus/README.md):
  wild    ../shared/models/wild              (hand-written models, 120)
  corpus  tests/corpus                        (this project's collection)

For every model, from a scratch copy of its folder:
  1. mcc [-B ..] -o pan MODEL.pml        accepted, or rejected (first error line)
  2. ./pan [-a]                          verdict (errors: 0 = holds) vs Spin's
                                         default run (-a in mode ltl)
  3. mcc --no-deadvar -o pan0 MODEL.pml; ./pan0 -c0 [-a]
                                         "states, stored" vs Spin's
                                         reductions-off count
With several ltl blocks Spin's pan checks the first one only, so pan gets
`-N <first block>` there (mcc's pan checks every block by default).
Where Spin timed out, pan runs at most --undecided-timeout seconds (10),
and where the manifest has no reductions-off count the --no-deadvar run
is not made.  A verdict that differs from Spin's default run but equals Spin's
reductions-off verdict counts as agreeing (Spin's partial order reduction
can report an error of its own, e.g. "partial order reduction invalid").

Prints one line per model that differs, then a summary; writes per-model
results to --out.  Exit status 1 if any model is rejected or any verdict
differs from Spin's, else 0.  Python 3 standard library only.
"""
import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
# the corpus models themselves, where they are not in tests/corpus/ (they are
# third-party files kept out of this repository: see tests/corpus/README.md)
SHARED_CORPUS = os.path.normpath(os.path.join(ROOT, '..', 'shared', 'models', 'corpus'))

OUT_COLUMNS = ['set', 'name', 'status', 'reject_reason', 'mode', 'ltl_first',
               'mcc_verdict', 'spin_verdict', 'spin_noreduce_verdict',
               'verdict_cmp', 'mcc_error_kind', 'spin_error_kind',
               'mcc_noreduce_states', 'spin_noreduce_states', 'count_cmp',
               'mcc_noreduce_errors', 'spin_noreduce_errors',
               'compile_seconds', 'run_seconds', 'noreduce_run_seconds']


def run(cmd, cwd, timeout):
    """(rc, stdout+stderr, seconds); rc is None on timeout."""
    t0 = time.time()
    p = subprocess.Popen(cmd, cwd=cwd, stdin=subprocess.DEVNULL,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         start_new_session=True)
    try:
        out, _ = p.communicate(timeout=timeout)
        rc = p.returncode
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, _ = p.communicate()
        rc = None
    return rc, out.decode('utf-8', 'replace'), time.time() - t0


def read_manifest(path):
    rows = []
    with open(path) as f:
        head = f.readline().rstrip('\n').split('\t')
        for line in f:
            vals = line.rstrip('\n').split('\t')
            rows.append({k: (vals[i] if i < len(vals) else '') for i, k in enumerate(head)})
    return rows


def strip_comments(text):
    text = re.sub(r'/\*.*?\*/', ' ', text, flags=re.S)
    return re.sub(r'//[^\n]*', ' ', text)


def ltl_names(src):
    """Names of the ltl blocks of a model, in order ('' for an unnamed one)."""
    return re.findall(r'(?m)^[ \t]*ltl[ \t]*(\w*)[ \t\n]*\{', strip_comments(src))


def first_error_line(out):
    lines = [l.strip() for l in out.splitlines() if l.strip()]
    for l in lines:
        if 'error' in l.lower():
            return l[:200]
    return (lines[0] if lines else 'no output')[:200]


KINDS = ('assertion violated', 'invalid end state', 'acceptance cycle',
         'non-progress cycle', 'end state in claim reached', 'claim violated')


def parse_pan(out):
    """(verdict, states, errors, first error kind) from a pan report."""
    st = re.search(r'^\s*(\d+) states, stored', out, re.M)
    er = re.search(r'errors: (\d+)', out)
    if not st or not er:
        return 'error', '', '', first_error_line(out)
    kind = ''
    for line in out.splitlines():
        m = re.match(r'pan:\d+: (.*)', line.strip())
        if m:
            msg = re.sub(r'\s*\(at depth \d+\)\s*$', '', m.group(1))
            kind = next((k for k in KINDS if msg.startswith(k)), msg.split(' (')[0][:60])
            break
    errors = int(er.group(1))
    return ('holds' if errors == 0 else 'violated'), st.group(1), str(errors), kind


def check_model(opt, setname, folder, row):
    name = os.path.basename(folder)
    res = {'set': setname, 'name': name, 'mode': row.get('mode', ''),
           'spin_verdict': row.get('default_verdict', ''),
           'spin_noreduce_verdict': row.get('noreduce_verdict', ''),
           'spin_error_kind': row.get('default_error_kind', ''),
           'spin_noreduce_states': row.get('noreduce_states', ''),
           'spin_noreduce_errors': row.get('noreduce_errors', '')}
    if not os.path.isdir(folder):
        res['status'] = 'missing'
        return res
    model = name + '.pml'
    with tempfile.TemporaryDirectory(prefix='sweep-') as tmp:
        src = os.path.join(tmp, 'src')
        shutil.copytree(folder, src)
        for dirpath, _, files in os.walk(src):
            os.chmod(dirpath, 0o755)
            for f in files:
                os.chmod(os.path.join(dirpath, f), 0o644)
        back = ['-B', opt.backend] if opt.backend else []
        rc, out, secs = run([opt.mcc] + back + ['-o', os.path.join(tmp, 'pan'), model],
                            src, opt.compile_timeout)
        res['compile_seconds'] = f'{secs:.2f}'
        if rc != 0:
            res['status'] = 'rejected'
            res['reject_reason'] = 'mcc timeout' if rc is None else first_error_line(out)
            return res
        res['status'] = 'accepted'
        try:
            text = open(os.path.join(src, model), errors='replace').read()
        except OSError:
            text = ''
        names = ltl_names(text)
        flags = ['-a'] if res['mode'] == 'ltl' else []
        if len(names) > 1 and names[0]:
            flags += ['-N', names[0]]
            res['ltl_first'] = names[0]
        decided = res['spin_verdict'] in ('holds', 'violated')
        limit = opt.timeout if decided else min(opt.timeout, opt.undecided_timeout)
        rc, out, secs = run([os.path.join(tmp, 'pan')] + flags, tmp, limit)
        res['run_seconds'] = f'{secs:.2f}'
        if rc is None:
            res['mcc_verdict'] = 'timeout'
        else:
            v, _, _, kind = parse_pan(out)
            res['mcc_verdict'], res['mcc_error_kind'] = v, kind
        if not res['spin_noreduce_states'].isdigit():
            compare(res)        # no reductions-off count to compare with
            return res
        rc, out, _ = run([opt.mcc] + back + ['--no-deadvar', '-o', os.path.join(tmp, 'pan0'), model],
                         src, opt.compile_timeout)
        if rc != 0:
            res['mcc_noreduce_states'] = 'build failed'
        else:
            rc, out, secs = run([os.path.join(tmp, 'pan0'), '-c0'] + flags, tmp, opt.timeout)
            res['noreduce_run_seconds'] = f'{secs:.2f}'
            if rc is None:
                res['mcc_noreduce_states'] = 'timeout'
            else:
                v, st, errs, _ = parse_pan(out)
                res['mcc_noreduce_states'] = st if v != 'error' else 'error'
                res['mcc_noreduce_errors'] = errs
    compare(res)
    return res


def compare(res):
    sv, nv, mv = res['spin_verdict'], res['spin_noreduce_verdict'], res.get('mcc_verdict', '')
    if sv not in ('holds', 'violated'):
        res['verdict_cmp'] = 'spin-timeout' if sv == 'timeout' else 'no-oracle'
    elif mv not in ('holds', 'violated'):
        res['verdict_cmp'] = 'mcc-' + (mv or 'error')
    elif mv == sv:
        res['verdict_cmp'] = 'agree'
    elif mv == nv:
        res['verdict_cmp'] = 'agree-noreduce'
    else:
        res['verdict_cmp'] = 'differ'
    ss, ms = res['spin_noreduce_states'], res.get('mcc_noreduce_states', '')
    if not ss.isdigit():
        res['count_cmp'] = 'no-oracle'
    elif not ms.isdigit():
        res['count_cmp'] = 'mcc-' + (ms or 'error').replace(' ', '-')
    else:
        res['count_cmp'] = 'agree' if ss == ms else 'differ'


def report_line(opt, res):
    n = f"{res['set']}/{res['name']}"
    where = os.path.join(res.get('dir', ''), res['name'])
    flags = ('-a ' if res.get('mode') == 'ltl' else '') + \
            (f"-N {res['ltl_first']} " if res.get('ltl_first') else '')
    how = f"(cd {where} && mcc -o /tmp/pan {res['name']}.pml && cd /tmp && ./pan {flags.strip()})"
    if res['status'] == 'rejected':
        return f"REJECTED  {n}: {res['reject_reason']}"
    if res['status'] != 'accepted':
        return None
    out = []
    vc = res.get('verdict_cmp', '')
    if vc == 'differ':
        out.append(f"VERDICT   {n}: mcc {res['mcc_verdict']} ({res.get('mcc_error_kind', '')}), "
                   f"Spin {res['spin_verdict']} ({res['spin_error_kind']}); {how}")
    elif vc.startswith('mcc-'):
        out.append(f"MCC-{res['mcc_verdict'].upper():7s} {n}: Spin {res['spin_verdict']}; {how}")
    if res.get('count_cmp') == 'differ':
        out.append(f"COUNT     {n}: mcc --no-deadvar {res['mcc_noreduce_states']} states, "
                   f"Spin -o1 -o2 -o3 -DNOREDUCE {res['spin_noreduce_states']}")
    return '\n'.join(out) or None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--set', choices=('wild', 'corpus', 'both'), default='both')
    ap.add_argument('--filter', default='', help='regex on model names')
    ap.add_argument('--mcc', default=os.path.join(ROOT, 'mcc'))
    ap.add_argument('-B', dest='backend', choices=('tcc', 'cc', 'llvm'))
    ap.add_argument('--timeout', type=float, default=60, help='seconds per pan run')
    ap.add_argument('--undecided-timeout', type=float, default=10,
                    help='seconds per pan run where Spin did not decide the model')
    ap.add_argument('--compile-timeout', type=float, default=120)
    ap.add_argument('--jobs', type=int, default=1, choices=(1, 2))
    ap.add_argument('--out', help='per-model results (TSV)')
    ap.add_argument('--wild-dir', default=os.path.normpath(os.path.join(ROOT, '..', 'shared', 'models', 'wild')))
    ap.add_argument('--corpus-dir', default=os.path.join(HERE, 'corpus'))
    opt = ap.parse_args()
    opt.mcc = os.path.abspath(opt.mcc)

    todo = []
    for setname, d in (('wild', opt.wild_dir), ('corpus', opt.corpus_dir)):
        if opt.set not in (setname, 'both'):
            continue
        man = os.path.join(d, 'MANIFEST.tsv')
        if not os.path.exists(man):
            print(f'{setname}: no {man}', file=sys.stderr)
            return 2
        for row in read_manifest(man):
            folder = row['name'][:-4] if row['name'].endswith('.pml') else row['name']
            if not re.search(opt.filter, folder):
                continue
            where = d
            if not os.path.isdir(os.path.join(d, folder)) and setname == 'corpus' \
                    and os.path.isdir(os.path.join(SHARED_CORPUS, folder)):
                where = SHARED_CORPUS
            todo.append((setname, where, os.path.join(where, folder), row))

    lock = threading.Lock()
    results = []

    def one(item):
        setname, d, folder, row = item
        res = check_model(opt, setname, folder, row)
        res['dir'] = d
        with lock:
            results.append(res)
            line = report_line(opt, res)
            if line:
                print(line, flush=True)

    t0 = time.time()
    with ThreadPoolExecutor(opt.jobs) as ex:
        list(ex.map(one, todo))

    order = {(s, os.path.basename(f)): i for i, (s, _, f, _) in enumerate(todo)}
    results.sort(key=lambda r: order[(r['set'], r['name'])])
    if opt.out:
        with open(opt.out, 'w') as f:
            f.write('\t'.join(OUT_COLUMNS) + '\n')
            for r in results:
                f.write('\t'.join(str(r.get(k, '')).replace('\t', ' ') for k in OUT_COLUMNS) + '\n')

    def count(pred, rs):
        return sum(1 for r in rs if pred(r))

    bad = 0
    print()
    for setname in ('wild', 'corpus', 'all'):
        rs = [r for r in results if setname in (r['set'], 'all')]
        if not rs or (setname == 'all' and opt.set != 'both'):
            continue
        acc = [r for r in rs if r['status'] == 'accepted']
        c = {
            'models': len(rs),
            'missing': count(lambda r: r['status'] == 'missing', rs),
            'accepted': len(acc),
            'rejected': count(lambda r: r['status'] == 'rejected', rs),
            'verdict agree': count(lambda r: r.get('verdict_cmp') in ('agree', 'agree-noreduce'), acc),
            'verdict differ': count(lambda r: r.get('verdict_cmp') == 'differ', acc),
            'Spin timeout': count(lambda r: r.get('spin_verdict') == 'timeout', rs),
            'Spin error': count(lambda r: r.get('spin_verdict') not in ('holds', 'violated', 'timeout'), rs),
            'mcc timeout/error': count(lambda r: str(r.get('verdict_cmp', '')).startswith('mcc-'), acc),
            'count agree': count(lambda r: r.get('count_cmp') == 'agree', acc),
            'count differ': count(lambda r: r.get('count_cmp') == 'differ', acc),
            'count n/a': count(lambda r: r.get('count_cmp') not in ('agree', 'differ'), acc),
        }
        if setname != 'all':
            bad += c['rejected'] + c['verdict differ']
        present = c['models'] - c['missing']
        pct = f" ({100.0 * c['accepted'] / present:.1f}% accepted)" if present else ''
        print(f"{setname + ':':8s} " + ', '.join(f'{k} {v}' for k, v in c.items()) + pct)
    print(f'{time.time() - t0:.0f} s')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
