#!/usr/bin/env python3
"""Spin's results for the corpus models: fills the oracle columns of MANIFEST.tsv.

usage: tests/corpus/oracle.py [--dir DIR] [--filter REGEX] [--missing]
                              [--part fair|noclaim] [--jobs N] [--timeout S]

For every row of DIR/MANIFEST.tsv (default: the directory of this script)
whose name matches --filter (all rows by default; with --missing only rows
without a default_verdict yet), the model in DIR/<folder>/ is copied to a
scratch directory and checked with Spin 6.5.2 in two ways (see README.md),
four with a claim (a model folder missing from DIR is taken from
../shared/models/corpus/, where the models without a licence live):

  default   spin -a m.pml; gcc -O2 -DMEMLIM=8000 -o pan pan.c; ./pan [-a]
            (Spin's default depth; raised x10 and rerun only while pan says
            "max search depth too small")
  noreduce  spin -o1 -o2 -o3 -a m.pml; gcc -O2 -DNOREDUCE -DMEMLIM=8000 -o pan
            pan.c; ./pan -m10000000 -c0 [-a] (deeper x10 only when pan says
            the depth is too small)
  fair      (mode ltl only) as default, ./pan -a -f (weak fairness)
  noclaim   (mode ltl only) default and noreduce without -a, the model
            compiled with -DNOCLAIM: the system alone (its safety verdict,
            first error and state count)

Where pan says "VECTORSZ is too small" every build is redone with
-DVECTORSZ four times larger (column gcc_extra), as a user would.
-a is given when the model has a never claim or ltl blocks (mode ltl); with
several ltl blocks pan checks the first one, which column ltl_note names.
A pan run over --timeout seconds (default 60) gives the verdict `timeout`;
after a default run that timed out the reductions-off run is not made
(noreduce_verdict and fair_verdict `skipped`).  --part fair|noclaim makes
only those runs (with --missing: where fair_verdict / noclaim_verdict is
empty).
The manifest is rewritten after every model, so an interrupted run keeps
what it measured.  Python 3 standard library only.
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

COLUMNS = ['name', 'origin_repo', 'origin_path', 'commit', 'sha1', 'mode',
           'default_verdict', 'default_states', 'default_error_kind',
           'default_seconds', 'noreduce_verdict', 'noreduce_states',
           'noreduce_errors',
           # additions (after the columns of the wild manifest)
           'default_compile_seconds', 'default_run_seconds', 'default_depth',
           'noreduce_depth', 'noreduce_seconds', 'ltl_note', 'includes',
           'licence', 'licence_note',
           'fair_verdict', 'fair_states', 'fair_error_kind', 'fair_seconds',
           'noclaim_verdict', 'noclaim_states', 'noclaim_error_kind', 'noclaim_seconds',
           'noclaim_noreduce_verdict', 'noclaim_noreduce_states',
           'noclaim_noreduce_errors', 'noclaim_noreduce_seconds', 'gcc_extra']
# the columns this script measures (the others say where a model came from
# and under which licence), and those of the runs made for mode ltl only
FAIR = COLUMNS[22:26]
NOCLAIM = COLUMNS[26:34]
MEASURED = COLUMNS[5:19] + FAIR + NOCLAIM + ['gcc_extra']

KINDS = ('assertion violated', 'invalid end state', 'acceptance cycle',
         'non-progress cycle', 'end state in claim reached',
         'claim violated')

HERE = os.path.dirname(os.path.abspath(__file__))
# the models without a licence that allows redistribution (README.md)
SHARED_CORPUS = os.path.normpath(os.path.join(HERE, '..', '..', '..', 'shared', 'models', 'corpus'))

DEPTH_MSG = 'max search depth too small'
MAX_DEPTH = 1000000000


def run(cmd, cwd, timeout):
    """Run cmd in its own process group; (rc, output, seconds); rc None on timeout."""
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


def has_claim(workdir):
    """Spin's pan.h defines NCLAIMS under #ifndef NOCLAIM only with a claim."""
    try:
        h = open(os.path.join(workdir, 'pan.h'), errors='replace').read()
    except OSError:
        return False
    return re.search(r'#ifndef NOCLAIM\s*\n\s*#define NCLAIMS', h) is not None


def error_kind(out):
    for line in out.splitlines():
        m = re.match(r'pan:\d+: (.*)', line.strip())
        if not m:
            continue
        msg = re.sub(r'\s*\(at depth \d+\)\s*$', '', m.group(1)).strip()
        for k in KINDS:
            if msg.startswith(k):
                return k
        return msg.split(' (')[0].replace('\t', ' ')[:60]
    return ''


def parse_pan(out):
    """(verdict, states, errors, first error kind) from a finished pan run."""
    st = re.search(r'^\s*(\d+) states, stored', out, re.M)
    er = re.search(r'errors: (\d+)', out)
    if not st or not er:
        last = [l for l in out.splitlines() if l.strip()]
        return 'error', '', '', (last[-1] if last else 'no output')[:60]
    errors = int(er.group(1))
    return ('holds' if errors == 0 else 'violated', st.group(1), str(errors),
            error_kind(out) if errors else '')


def pan_runs(workdir, flags, depth, timeout):
    """Run ./pan, raising -m x10 while it says the depth is too small."""
    while True:
        args = ['./pan'] + flags + ([f'-m{depth}'] if depth else [])
        rc, out, secs = run(args, workdir, timeout)
        if rc is None:
            return 'timeout', out, secs, depth
        if DEPTH_MSG in out and (depth or 10000) * 10 <= MAX_DEPTH:
            depth = (depth or 10000) * 10
            continue
        return 'done', out, secs, depth


def build(workdir, model, spin_flags, gcc_flags, timeout, extra=()):
    gcc_flags = list(gcc_flags) + list(extra)
    t0 = time.time()
    rc, out, _ = run(['spin'] + spin_flags + ['-a', model], workdir, timeout)
    if rc != 0 or not os.path.exists(os.path.join(workdir, 'pan.c')):
        return 'spin -a failed: ' + out.strip().split('\n')[-1][:80], out, time.time() - t0
    rc, gout, _ = run(['gcc', '-O2'] + gcc_flags + ['-DMEMLIM=8000', '-o', 'pan', 'pan.c'],
                      workdir, 600)
    if rc != 0:
        return 'gcc failed: ' + gout.strip().split('\n')[0][:80], out, time.time() - t0
    return None, out, time.time() - t0


def ltl_note(spin_out):
    names = re.findall(r'^ltl (\S+):', spin_out, re.M)
    if len(names) > 1:
        return f'{len(names)} ltl blocks; pan -a checks the first, {names[0]}'
    return ''


def copy_model(src, dst):
    for f in os.listdir(src):
        p = os.path.join(src, f)
        if os.path.isdir(p):
            shutil.copytree(p, os.path.join(dst, f))
        else:
            shutil.copy(p, dst)


def measure_fair(folder, name, timeout, extra=()):
    """Spin's -a -f run (weak fairness) of a model with a claim, as users run
    it: rebuilt with the flag pan asks for while it says "recompile with -DX"
    (-DNOREDUCE: partial order reduction and fairness do not mix with
    rendezvous; -DNFAIR=N: more processes than the fairness counters hold)."""
    gcc_flags = list(extra)
    for _ in range(4):
        with tempfile.TemporaryDirectory(prefix='oracle-') as w:
            copy_model(folder, w)
            err, _, _ = build(w, name + '.pml', [], gcc_flags, timeout)
            if err:
                return {'fair_verdict': 'error', 'fair_error_kind': err}
            status, out, rsecs, _ = pan_runs(w, ['-a', '-f'], None, timeout)
        more = re.search(r'recompile with (-D\w+(=\d+)?)', out)
        if status == 'timeout' or not more or more.group(1) in gcc_flags:
            break
        gcc_flags = [f for f in gcc_flags if f.split('=')[0] != more.group(1).split('=')[0]]
        gcc_flags.append(more.group(1))
    res = {'fair_seconds': f'{rsecs:.2f}'}
    if status == 'timeout':
        res['fair_verdict'] = 'timeout'
    else:
        v, st, _, kind = parse_pan(out)
        res.update(fair_verdict=v, fair_states=st, fair_error_kind=kind)
    return res


def measure_noclaim(folder, name, timeout, extra=()):
    """The safety runs of a model with a claim, without it (-DNOCLAIM): the
    system's own state space, verdict and first error, as the default run
    and the reductions-off run do it for a model without a claim."""
    res = {}
    model = name + '.pml'
    with tempfile.TemporaryDirectory(prefix='oracle-') as w:
        copy_model(folder, w)
        err, _, _ = build(w, model, [], ['-DNOCLAIM'], timeout, extra)
        if err:
            return {'noclaim_verdict': 'error', 'noclaim_error_kind': err}
        status, out, rsecs, _ = pan_runs(w, [], None, timeout)
        res['noclaim_seconds'] = f'{rsecs:.2f}'
        if status == 'timeout':
            res['noclaim_verdict'] = 'timeout'
            res['noclaim_noreduce_verdict'] = 'skipped'
            return res
        v, st, _, kind = parse_pan(out)
        res.update(noclaim_verdict=v, noclaim_states=st, noclaim_error_kind=kind)
    with tempfile.TemporaryDirectory(prefix='oracle-') as w:
        copy_model(folder, w)
        err, _, _ = build(w, model, ['-o1', '-o2', '-o3'], ['-DNOREDUCE', '-DNOCLAIM'], timeout, extra)
        if err:
            res.update(noclaim_noreduce_verdict='error', noclaim_noreduce_errors=err)
            return res
        status, out, rsecs, _ = pan_runs(w, ['-c0'], 10000000, timeout)
        res['noclaim_noreduce_seconds'] = f'{rsecs:.2f}'
        if status == 'timeout':
            res['noclaim_noreduce_verdict'] = 'timeout'
        else:
            v, st, errs, _ = parse_pan(out)
            res.update(noclaim_noreduce_verdict=v, noclaim_noreduce_states=st,
                       noclaim_noreduce_errors=errs)
    return res


def vectorsz(out, extra):
    """The -DVECTORSZ to rebuild with when pan says its state vector is too
    small (Spin's default is 1024 bytes), else None."""
    if 'VECTORSZ is too small' not in out:
        return None
    cur = next((int(f.split('=')[1]) for f in extra if f.startswith('-DVECTORSZ=')), 1024)
    return None if cur >= 65536 else [f'-DVECTORSZ={cur * 4}']


def measure(folder, name, timeout):
    res = {}
    model = name + '.pml'
    extra = []
    while True:
        with tempfile.TemporaryDirectory(prefix='oracle-') as w:
            copy_model(folder, w)
            err, spin_out, csecs = build(w, model, [], [], timeout, extra)
            if err:
                res.update(mode='', default_verdict='error', default_error_kind=err)
                return res
            mode = 'ltl' if has_claim(w) else 'safety'
            flags = ['-a'] if mode == 'ltl' else []
            status, out, rsecs, depth = pan_runs(w, flags, None, timeout)
        more = vectorsz(out, extra) if status != 'timeout' else None
        if not more:
            break
        extra = more
    res['gcc_extra'] = ' '.join(extra)
    res['mode'] = mode
    res['ltl_note'] = ltl_note(spin_out)
    res['default_compile_seconds'] = f'{csecs:.2f}'
    res['default_run_seconds'] = f'{rsecs:.2f}'
    res['default_seconds'] = f'{csecs + rsecs:.2f}'
    res['default_depth'] = str(depth or 10000)
    if status == 'timeout':
        res['default_verdict'] = 'timeout'
    else:
        v, st, _, kind = parse_pan(out)
        res.update(default_verdict=v, default_states=st, default_error_kind=kind)
    if res.get('mode') == 'ltl':
        res.update(measure_noclaim(folder, name, timeout, extra))
    if res.get('default_verdict') == 'timeout':
        res['noreduce_verdict'] = 'skipped'     # it would only time out too
        if res.get('mode') == 'ltl':
            res['fair_verdict'] = 'skipped'
        return res
    if res.get('mode') == 'ltl':
        res.update(measure_fair(folder, name, timeout, extra))
    with tempfile.TemporaryDirectory(prefix='oracle-') as w:
        copy_model(folder, w)
        err, _, _ = build(w, model, ['-o1', '-o2', '-o3'], ['-DNOREDUCE'], timeout, extra)
        if err:
            res.update(noreduce_verdict='error', noreduce_errors=err)
            return res
        status, out, rsecs, depth = pan_runs(w, ['-c0'] + flags, 10000000, timeout)
        res['noreduce_seconds'] = f'{rsecs:.2f}'
        res['noreduce_depth'] = str(depth)
        if status == 'timeout':
            res['noreduce_verdict'] = 'timeout'
        else:
            v, st, errs, _ = parse_pan(out)
            res.update(noreduce_verdict=v, noreduce_states=st, noreduce_errors=errs)
    return res


def read_manifest(path):
    rows = []
    with open(path) as f:
        head = f.readline().rstrip('\n').split('\t')
        for line in f:
            vals = line.rstrip('\n').split('\t')
            rows.append({k: (vals[i] if i < len(vals) else '') for i, k in enumerate(head)})
    return rows


def write_manifest(path, rows):
    tmp = path + '.tmp'
    with open(tmp, 'w') as f:
        f.write('\t'.join(COLUMNS) + '\n')
        for r in rows:
            f.write('\t'.join(r.get(k, '') for k in COLUMNS) + '\n')
    os.replace(tmp, path)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--dir', default=os.path.dirname(os.path.abspath(__file__)))
    ap.add_argument('--filter', default='')
    ap.add_argument('--missing', action='store_true')
    ap.add_argument('--part', choices=('fair', 'noclaim'),
                    help='only the -a -f run, or only the runs without the claim '
                         '(models of mode ltl)')
    ap.add_argument('--jobs', type=int, default=1, choices=(1, 2))
    ap.add_argument('--timeout', type=float, default=60)
    a = ap.parse_args()
    mpath = os.path.join(a.dir, 'MANIFEST.tsv')
    rows = read_manifest(mpath)
    if a.part:
        todo = [r for r in rows if re.search(a.filter, r['name']) and r.get('mode') == 'ltl'
                and not (a.missing and r.get(a.part + '_verdict'))]
    else:
        todo = [r for r in rows if re.search(a.filter, r['name'])
                and not (a.missing and r.get('default_verdict'))]
    lock = threading.Lock()

    def one(r):
        base = r['name'][:-4] if r['name'].endswith('.pml') else r['name']
        folder = os.path.join(a.dir, base)
        if not os.path.isdir(folder):
            folder = os.path.join(SHARED_CORPUS, base)
        if not os.path.isdir(folder):
            print(f'{r["name"]}: missing folder', flush=True)
            return
        name = os.path.basename(folder)
        extra = r.get('gcc_extra', '').split()
        if a.part == 'fair':
            if r.get('default_verdict') == 'timeout':
                res = {'fair_verdict': 'skipped'}
            else:
                res = measure_fair(folder, name, a.timeout, extra)
        elif a.part == 'noclaim':
            res = measure_noclaim(folder, name, a.timeout, extra)
        else:
            res = measure(folder, name, a.timeout)
        with lock:
            for k in {'fair': FAIR, 'noclaim': NOCLAIM}.get(a.part, MEASURED):
                r[k] = res.get(k, '')
            write_manifest(mpath, rows)
            print('\t'.join([r['name']] + [r.get(k, '') for k in (
                'mode', 'default_verdict', 'default_states', 'default_error_kind',
                'noreduce_verdict', 'noreduce_states', 'noreduce_errors', 'fair_verdict',
                'noclaim_verdict', 'noclaim_noreduce_states')]), flush=True)

    with ThreadPoolExecutor(a.jobs) as ex:
        list(ex.map(one, todo))
    return 0


if __name__ == '__main__':
    sys.exit(main())
