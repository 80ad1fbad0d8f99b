#!/usr/bin/env python3
"""Statement merging against Spin's own: states stored, live Spin runs.

usage: tests/sweep_merge.py [--ci] [--list FILE] [--set models|beem|wild|corpus|all]
                            [--filter REGEX]
                            [--mcc PATH] [-B tcc|cc|llvm] [--timeout S]
                            [--beem-states N] [--jobs N] [--out FILE.tsv]
                            [--merging-only] [--spin-default]
                            [--mcc-flags FLAGS] [--cache FILE.json]

The oracle of mcc's statement merging (codegen/merge.c), per model:
  spin  spin -o1 -o2 -a m.pml (merging on; no dataflow optimisation, no
        hiding of write-only variables); gcc -O2 -DNOREDUCE -DMEMLIM=8000
        (-DNOCLAIM when the model has ltl blocks or a never claim);
        ./pan -m10000000 -c0 (-m raised x10 while pan says it is too small)
  mcc   mcc --no-deadvar (merging on, its default); ./pan -c0 --por=off [--safety]
"states, stored" must be equal, and so must the number of errors be zero or
not.  Where they differ, the script also runs both with merging off
(spin -o1 -o2 -o3 -a; mcc --no-reduce), to tell a difference of merging
("merge") from one that is there without merging too ("base": documented
elsewhere, models/README.md and tests/corpus/known-failures.tsv).

--spin-default: the oracle of mcc --spin-reductions instead: spin -a with
Spin's default optimisations (dataflow resets of dead locals, hiding of
write-only variables, merging) against mcc --spin-reductions (or the
--mcc-flags given, '' for mcc's default).  Where they differ, the merging
comparison above tells "base" (spin -o1 -o2 and mcc --no-deadvar differ
too) from "dataflow" (only the dead-variable resets differ).

--cache FILE.json: Spin's counts by model text and options, reused on a
rerun (the Spin side costs the most: spin -a and gcc -O2 per model).

Model sets: models (models/*.pml), beem (../shared/models/beem/pml, the
instances whose Spin run without reductions stores at most --beem-states
states, default 300000, as tests/data/spin-beem-safety.tsv records: 0 for
all), wild (../shared/models/wild/<m>/<m>.pml), corpus
(tests/corpus/<m>/<m>.pml, and ../shared/models/corpus for the folders not
in git).  --list FILE (paths relative to the repository, or absolute;
a folder F stands for F/F.pml) replaces --set; --filter REGEX keeps the models whose path matches (to run
a set in chunks).  A model's folder is copied (includes; an ltl block or
never claim in an #included file counts as the model's); Spin runs that
do not finish (time, memory, depth: "max search depth too small",
"Search not completed") are no oracle ("skip"), whatever mcc says.  mcc's
pan with one count per ltl block (it checks them one by one) is "fail"
with that reason, never compared.

Per-model mcc flags: a line `mcc-flags: FLAGS` within a model's first 20
lines (in a comment, e.g. ` * mcc-flags: --max-procs 21`) adds FLAGS to
every mcc run of the model (models/procs_limit.pml).

--ci: the part `make check` runs: the models of --list (default
tests/merge-ci.list, paths relative to the repository); prints PASS/FAIL per
model and a closing "merge-ci:" line; exit status 1 if any fails.

--merging-only: only the models where mcc merges some statement (mcc
--dump-mir lists "merge" rows); on the others the comparison is the
reductions-off one of the other suites ("nomerge").

Without --ci: one line per model (agree / merge / base / skip), a summary,
and --out FILE.tsv with every count.  Python 3 standard library only.
"""
import argparse
import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SHARED = os.path.normpath(os.path.join(ROOT, '..', 'shared', 'models'))
# An ltl block or a never claim anywhere (also after a `}` on its line,
# as in `} ltl p { .. }`), comments and strings aside.
CLAIM = re.compile(r'\b(ltl|never)\b\s*(\w+\s*)?\{')


INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def has_claim(text, folder=None, seen=None):
    """An ltl block or never claim in text, or in a file it #includes
    (looked up in folder, the model's own)."""
    if folder is not None:
        seen = set() if seen is None else seen
        for inc in INCLUDE.findall(text):
            p = os.path.normpath(os.path.join(folder, inc))
            if p in seen or not os.path.isfile(p):
                continue
            seen.add(p)
            with open(p, errors='replace') as f:
                if has_claim(f.read(), os.path.dirname(p), seen):
                    return True
    text = re.sub(r'/\*.*?\*/|//[^\n]*|"(\\.|[^"\\\n])*"', ' ', text, flags=re.S)
    return CLAIM.search(text) is not None


# A header line `mcc-flags: ...` (in a comment, within the model's first
# 20 lines) names flags mcc needs for the model (e.g. --max-procs 21);
# --spin-default and the merging sweep add them to every mcc run.
MCC_FLAGS = re.compile(r'^\W*mcc-flags:\s*(.*?)\s*(\*/)?\s*$', re.M)


def model_flags(text):
    m = MCC_FLAGS.search('\n'.join(text.splitlines()[:20]))
    return m.group(1).split() if m else []


def run(cmd, cwd, timeout):
    """(exit status or None on timeout, output)."""
    try:
        p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           timeout=timeout)
        return p.returncode, p.stdout.decode('utf-8', 'replace')
    except subprocess.TimeoutExpired:
        return None, ''


def counts(out):
    st = re.search(r'^\s*(\d+) states, stored', out, re.M)
    er = re.search(r'errors: (\d+)', out)
    return (int(st.group(1)) if st else None), (int(er.group(1)) if er else None)


CACHE = {}
CACHE_LOCK = threading.Lock()


def spin_count(d, opts, claim, timeout):
    """Spin's states stored and errors, or (None, why); opts: spin's
    optimisation flags (-oN)."""
    with open(os.path.join(d, 'm.pml'), 'rb') as f:
        key = hashlib.sha1(f.read()).hexdigest() + ' ' + ' '.join(opts + (
            ['-DNOCLAIM'] if claim else []))
    with CACHE_LOCK:
        if key in CACHE:
            return tuple(CACHE[key])
    r = spin_run(d, opts, claim, timeout)
    if r[0] is not None or r[1] != 'spin timeout':
        with CACHE_LOCK:
            CACHE[key] = list(r)
    return r


def spin_run(d, opts, claim, timeout):
    rc, out = run(['spin'] + opts + ['-a', 'm.pml'], d, timeout)
    if rc != 0 or not os.path.exists(os.path.join(d, 'pan.c')):
        return None, 'spin rejects'
    cc = ['gcc', '-O2', '-w', '-DNOREDUCE', '-DMEMLIM=8000'] + (['-DNOCLAIM'] if claim else [])
    rc, out = run(cc + ['-o', 'span', 'pan.c'], d, timeout)
    if rc != 0:
        return None, 'gcc fails'
    m = 10000000
    while True:
        rc, out = run(['./span', '-m%d' % m, '-c0'], d, timeout)
        if rc is None:
            return None, 'spin timeout'
        if 'max search depth too small' in out and m < 1000000000:
            m *= 10
            continue
        break
    if re.search(r'reached -DMEMLIM bound|out of memory|max search depth too small'
                 r'|Search not completed', out):
        return None, 'spin incomplete'
    st, er = counts(out)
    return (st, er) if st is not None else (None, 'spin: no count')


def mcc_count(mcc, be, d, flags, claim, timeout):
    rc, out = run([mcc, '-B', be] + flags + ['-o', 'mpan', 'm.pml'], d, timeout)
    if rc != 0:
        return None, 'mcc fails: ' + (out.strip().splitlines() or [''])[-1][:80]
    rc, out = run(['./mpan', '-c0', '--por=off'] + (['--safety'] if claim else []), d, timeout)
    if rc is None:
        return None, 'pan timeout'
    if len(re.findall(r'^\s*\d+ states, stored', out, re.M)) > 1:
        return None, 'pan: several counts (ltl blocks checked one by one)'
    st, er = counts(out)
    return (st, er) if st is not None else (None, 'pan: no count')


def merges(opt, d):
    """Does mcc merge any statement of m.pml in d (mcc --dump-mir)?"""
    rc, out = run([opt.mcc, '--dump-mir', 'm.pml'], d, opt.timeout)
    return rc == 0 and re.search(r'^merge \d+$', out, re.M) is not None


def check(model, opt):
    """(name, verdict, detail, counts) for one model file."""
    name = os.path.relpath(model, ROOT) if model.startswith(ROOT) else model
    d = tempfile.mkdtemp(prefix='mergesweep.')
    try:
        src_dir = os.path.dirname(model)
        if os.path.basename(src_dir) == os.path.splitext(os.path.basename(model))[0]:
            shutil.copytree(src_dir, d, dirs_exist_ok=True)
        shutil.copy(model, os.path.join(d, 'm.pml'))
        with open(model, errors='replace') as f:
            text = f.read()
        claim = has_claim(text, src_dir)
        extra = model_flags(text)
        if opt.merging_only and not merges(opt, d):
            return name, 'nomerge', 'mcc merges nothing', ''
        if opt.spin_default:
            return check_default(name, d, claim, opt, extra)
        return compare(name, d, claim, opt, (['-o1', '-o2'], ['--no-deadvar'] + extra),
                       (['-o1', '-o2', '-o3'], ['--no-reduce'] + extra), 'merge', 'merging',
                       False)
    finally:
        shutil.rmtree(d, ignore_errors=True)


def check_default(name, d, claim, opt, extra):
    """--spin-default: spin -a (its default optimisations) against mcc
    with opt.mcc_flags (and the model's own mcc-flags, extra)."""
    return compare(name, d, claim, opt, ([], opt.mcc_flags.split() + extra),
                   (['-o1', '-o2'], ['--no-deadvar'] + extra), 'dataflow', 'dataflow', True)


def compare(name, d, claim, opt, first, second, label, what, got_in_base):
    """Spin against mcc with first = (spin's -o flags, mcc's flags): agree,
    or a difference that second (the same without `what`) shows too
    ('base'), or one of `what` (verdict `label`); got_in_base: the 'base'
    detail starts with the first comparison's counts."""
    s = spin_count(d, first[0], claim, opt.timeout)
    if s[0] is None:
        return name, 'skip', s[1], ''
    m = mcc_count(opt.mcc, opt.B, d, first[1], claim, opt.timeout)
    if m[0] is None:
        return name, 'fail', m[1], 'spin %d' % s[0]
    got = 'spin %d/%d mcc %d/%d' % (s[0], s[1], m[0], m[1])
    if s[0] == m[0] and (s[1] > 0) == (m[1] > 0):
        return name, 'agree', '%d states' % m[0], got
    s0 = spin_count(d, second[0], claim, opt.timeout)
    m0 = mcc_count(opt.mcc, opt.B, d, second[1], claim, opt.timeout)
    if s0[0] is not None and m0[0] is not None and \
            (s0[0] != m0[0] or (s0[1] > 0) != (m0[1] > 0)):
        return name, 'base', ('%s; ' % got if got_in_base else '') + \
            'without %s too: spin %d/%d mcc %d/%d' % (what, s0[0], s0[1], m0[0], m0[1]), got
    return name, label, got + (' (without %s: spin %s mcc %s)' % (
        what, s0[0] if s0[0] is not None else s0[1],
        m0[0] if m0[0] is not None else m0[1])), got


def beem_models(maxstates):
    """The BEEM instances whose Spin run (reductions off) stored at most
    maxstates states (tests/data/spin-beem-safety.tsv); 0: all."""
    fs = sorted(glob.glob(os.path.join(SHARED, 'beem', 'pml', '*.pml')))
    if not maxstates:
        return fs
    small = set()
    with open(os.path.join(HERE, 'data', 'spin-beem-safety.tsv')) as f:
        for line in f:
            c = line.rstrip('\n').split('\t')
            if len(c) >= 4 and c[3] == 'ok' and c[1].isdigit() and int(c[1]) <= maxstates:
                small.add(c[0])
    return [f for f in fs if os.path.basename(f)[:-4] in small]


def folder_models(base):
    out = []
    for d in sorted(glob.glob(os.path.join(base, '*'))):
        f = os.path.join(d, os.path.basename(d) + '.pml')
        if os.path.isfile(f):
            out.append(f)
    return out


def models_of(opt):
    sets = ['models', 'beem', 'wild', 'corpus'] if opt.set == 'all' else [opt.set]
    out = []
    for s in sets:
        if s == 'models':
            out += sorted(glob.glob(os.path.join(ROOT, 'models', '*.pml')))
        elif s == 'beem':
            out += beem_models(opt.beem_states)
        elif s == 'wild':
            out += folder_models(os.path.join(SHARED, 'wild'))
        elif s == 'corpus':
            have = {os.path.basename(f) for f in folder_models(os.path.join(ROOT, 'tests', 'corpus'))}
            out += folder_models(os.path.join(ROOT, 'tests', 'corpus'))
            out += [f for f in folder_models(os.path.join(SHARED, 'corpus'))
                    if os.path.basename(f) not in have]
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--ci', action='store_true')
    ap.add_argument('--list', help='models, one path a line (default with --ci: '
                    'tests/merge-ci.list); without --ci it replaces --set')
    ap.add_argument('--filter', help='only the models whose path matches this regex')
    ap.add_argument('--set', default='all', choices=['models', 'beem', 'wild', 'corpus', 'all'])
    ap.add_argument('--mcc', default=os.path.join(ROOT, 'mcc'))
    ap.add_argument('-B', default='tcc')
    ap.add_argument('--timeout', type=int, default=60)
    ap.add_argument('--beem-states', type=int, default=300000)
    ap.add_argument('--jobs', type=int, default=1)
    ap.add_argument('--out')
    ap.add_argument('--merging-only', action='store_true',
                    help='only the models where mcc merges statements')
    ap.add_argument('--spin-default', action='store_true',
                    help="spin -a's default optimisations against mcc --spin-reductions")
    ap.add_argument('--mcc-flags', default='--spin-reductions',
                    help='mcc flags of --spin-default (default --spin-reductions)')
    ap.add_argument('--cache', help="Spin's counts, reused across runs (JSON)")
    opt = ap.parse_args()
    opt.mcc = os.path.abspath(opt.mcc)
    if opt.cache and os.path.exists(opt.cache):
        with open(opt.cache) as f:
            CACHE.update(json.load(f))
    if opt.ci or opt.list:
        with open(opt.list or os.path.join(HERE, 'merge-ci.list')) as f:
            models = [os.path.join(ROOT, l.strip()) for l in f
                      if l.strip() and not l.startswith('#')]
    else:
        models = models_of(opt)
    models = [os.path.join(m, os.path.basename(m.rstrip('/')) + '.pml')
              if os.path.isdir(m) else m for m in models]
    if opt.filter:
        models = [m for m in models if re.search(opt.filter, m)]
    with ThreadPoolExecutor(max_workers=max(1, opt.jobs)) as ex:
        res = list(ex.map(lambda m: check(m, opt), models))
    if opt.cache:
        with open(opt.cache, 'w') as f:
            json.dump(CACHE, f, indent=0, sort_keys=True)
    tally = {}
    for name, v, detail, got in res:
        tally[v] = tally.get(v, 0) + 1
        if opt.ci:
            print('%s %s %s: %s' % ('PASS' if v == 'agree' else 'FAIL',
                                  'spinred' if opt.spin_default else 'merge', name,
                                       detail if v == 'agree' else '%s: %s' % (v, detail)))
        else:
            print('%-7s %s: %s' % (v, name, detail))
    if opt.out:
        with open(opt.out, 'w') as f:
            f.write('model\tverdict\tdetail\tcounts\n')
            for r in res:
                f.write('\t'.join(r) + '\n')
    summary = ', '.join('%d %s' % (n, v) for v, n in sorted(tally.items()))
    what = 'spinred' if opt.spin_default else 'merge'
    print(('%s-ci: ' % what if opt.ci else '%s sweep: ' % what) + '%d models: %s' % (len(res), summary))
    bad = sum(n for v, n in tally.items() if v != 'agree')
    return 1 if opt.ci and bad else 0


if __name__ == '__main__':
    sys.exit(main())
