#!/usr/bin/env python3
"""Differential suite: mcc on the real-world Promela corpus against Spin's results.

usage: tests/sweep_corpus.py [--set wild|corpus|both] [--ci] [--filter REGEX]
                             [--mcc PATH] [-B tcc|cc|llvm] [--timeout S]
                             [--jobs 1|2] [--out FILE.tsv] [--report FILE.md]
                             [--wild-dir DIR] [--corpus-dir DIR]

Two sets of models, each a directory with one folder per model (the model
<folder>/<folder>.pml and the files it includes) and a MANIFEST.tsv of
Spin's results (see tests/corpus/README.md):
  wild    ../shared/models/wild   (hand-written models, 120)
  corpus  tests/corpus            (this project's collection; the folders of
                                  the models without a licence that allows
                                  redistribution are not in git and are
                                  taken from ../shared/models/corpus/)

For every model, from a scratch copy of its folder, these checks:
  accept    mcc [-B ..] -o pan MODEL.pml succeeds (Spin accepts every model)
  verdict   the safety run: ./pan (a model with ltl blocks or a never
            claim: ./pan --safety, the system alone, against Spin's runs
            compiled with -DNOCLAIM): holds/violated as Spin's default run,
            or as its reductions-off run (Spin's partial order reduction
            reports errors of its own, e.g. "partial order reduction
            invalid")
  kind      both violated: the first error pan reports is of Spin's kind
            (assertion violated, invalid end state, ...)
  count     mcc --no-reduce; ./pan0 -c0 --por=off [--safety]: "states, stored" equal
            to Spin's reductions-off count (spin -o1 -o2 -o3, -DNOREDUCE)
  ltl       a model with a claim: ./pan -a [-N first-ltl-block] verdict =
            Spin's ./pan -a (Spin's pan checks the first ltl block only)
  fair      the same with -a -f (weak fairness)
  replay    every trail these runs wrote replays: ./pan -r --trail T
            [flags] prints "pan: replay ok"
  simulate  mcc --simulate --seed 1 -u10000 MODEL.pml ends normally (exit
            status 0, or 1 when it met an error)
  sanitizer (with -B cc and MCC_CFLAGS=-fsanitize=...) no sanitizer report
A check that does not apply (Spin undecided, no error found) is n/a.  Where
Spin timed out, pan runs at most --undecided-timeout seconds.  (The -a
runs' state counts are not compared: they count product states with each
tool's own automaton for the formula.)

Exceptions, never silent (each is printed and counted in the summary):
  - models/README.md, section "Known differences from Spin on the corpus":
    entries `- \\`NAME\\` (check, check): reason` for differences that are
    not bugs (a model's result is the documented one: "DIFF-OK");
  - tests/corpus/known-failures.tsv: NAME, check, what mcc does: mcc bugs
    and missing language (issue 19) known today ("XFAIL").  A listed check
    that passes is reported "XPASS" and fails the run, so the list only
    shrinks; --write-known rewrites it from the run's failures.

--ci: the part `make check` runs: the corpus models committed to this
repository (folder present in tests/corpus/) whose Spin runs (default,
reductions-off, -a -f and without the claim, as recorded) each finished in
--ci-seconds (2), with pan runs limited to --ci-timeout (20 s).  Prints PASS/FAIL/XFAIL per
model and a closing "corpus-ci:" line.

Prints one line per model that fails, then a summary; writes per-model
results to --out and a markdown report (failures grouped by cause) to
--report.  Exit status 1 if any check fails (XFAIL and DIFF-OK excepted),
else 0.  Python 3 standard library only.
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
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
# the corpus models without a licence that allows redistribution (see
# tests/corpus/README.md): kept outside this repository, same layout
SHARED_CORPUS = os.path.normpath(os.path.join(ROOT, '..', 'shared', 'models', 'corpus'))
KNOWN = os.path.join(HERE, 'corpus', 'known-failures.tsv')
EXPECTED_DOC = os.path.join(ROOT, 'models', 'README.md')
EXPECTED_SECTION = 'Known differences from Spin on the corpus'

CHECKS = ('accept', 'verdict', 'kind', 'count', 'ltl', 'fair', 'replay', 'simulate', 'sanitizer')

OUT_COLUMNS = ['set', 'name', 'result', 'status', 'reject_reason', 'mode', 'ltl_first',
               'mcc_verdict', 'spin_verdict', 'spin_noreduce_verdict',
               'mcc_error_kind', 'spin_error_kind',
               'mcc_noreduce_states', 'spin_noreduce_states',
               'mcc_ltl_verdict', 'spin_ltl_verdict', 'spin_ltl_noreduce_verdict',
               'mcc_ltl_error_kind', 'spin_ltl_error_kind',
               'mcc_fair_verdict', 'spin_fair_verdict', 'replay_note', 'simulate_note',
               'max_procs', 'compile_seconds', 'run_seconds', 'noreduce_run_seconds'] + \
              [c + '_check' for c in CHECKS]

SANITIZER = re.compile(r'ERROR: AddressSanitizer|ERROR: LeakSanitizer|runtime error:|'
                       r'WARNING: ThreadSanitizer')


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


def read_tsv(path):
    rows = []
    with open(path) as f:
        head = f.readline().rstrip('\n').split('\t')
        for line in f:
            if not line.strip() or line.startswith('#'):
                continue
            vals = line.rstrip('\n').split('\t')
            rows.append({k: (vals[i] if i < len(vals) else '') for i, k in enumerate(head)})
    return rows


def read_expected(path):
    """{name: {check: reason}} from the corpus section of models/README.md."""
    exp = {}
    try:
        text = open(path).read()
    except OSError:
        return exp
    m = re.search(r'^## ' + re.escape(EXPECTED_SECTION) + r'.*?$(.*?)(?=^## |\Z)', text, re.M | re.S)
    if not m:
        return exp
    for e in re.finditer(r'^- `([^`]+)` \(([a-z, ]+)\):\s*(.*?)(?=^- |^\s*$|\Z)', m.group(1), re.M | re.S):
        for c in e.group(2).split(','):
            if c.strip() in CHECKS:
                exp.setdefault(e.group(1), {})[c.strip()] = ' '.join(e.group(3).split())
    return exp


def read_known(path):
    """{name: {check: note}} from tests/corpus/known-failures.tsv."""
    known = {}
    if os.path.exists(path):
        for r in read_tsv(path):
            known.setdefault(r['name'], {})[r['check']] = r.get('note', '')
    return known


def strip_comments(text):
    text = re.sub(r'/\*.*?\*/', ' ', text, flags=re.S)
    return re.sub(r'//[^\n]*', ' ', text)


def ltl_names(src):
    """Names of the ltl blocks of a model, in order ('' for an unnamed one)."""
    return re.findall(r'(?m)^[ \t]*ltl[ \t]*(\w*)[ \t\n]*\{', strip_comments(src))


def first_ltl_block(row, text):
    """With several ltl blocks, the one Spin's pan checks: the first, as
    the manifest's ltl_note names it (Spin calls an unnamed block ltl_N),
    else as read from the source; None with one block or none, and when
    the model has a never claim of its own (Spin's pan -a checks that one,
    never_0, whatever the note says; so does mcc's pan -a)."""
    if re.search(r'(?m)^[ \t]*never[ \t\n]*\{', strip_comments(text)):
        return None  # a never claim in the model: pan -a checks it, not the blocks
    m = re.search(r'checks the first, (\S+)', row.get('ltl_note', ''))
    if m:
        return m.group(1)
    names = ltl_names(text)
    if len(names) > 1:
        return names[0] or 'ltl_0'
    return None


def first_error_line(out):
    lines = [l.strip() for l in out.splitlines() if l.strip()]
    for l in lines:
        if 'error' in l.lower():
            return l[:200]
    return (lines[0] if lines else 'no output')[:200]


KINDS = ('assertion violated', 'invalid end state', 'acceptance cycle',
         'non-progress cycle', 'end state in claim reached', 'claim violated')


PROCS_FULL = re.compile(r'^pan: all \d+ process slots are in use', re.M)


def parse_pan(out):
    """(verdict, states, errors, first error kind) from a pan report."""
    st = re.search(r'^\s*(\d+) states, stored', out, re.M)
    er = re.search(r'errors: (\d+)', out)
    props = re.search(r'^\d+ properties: (\d+) hold, (\d+) violated, (\d+) failed', out, re.M)
    if (not st or not er) and props:
        # several properties, one line each and this summary
        v = 'violated' if int(props.group(2)) else 'holds' if not int(props.group(3)) else 'error'
        return v, '', props.group(2), ('' if v != 'error' else first_error_line(out))
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
    if errors == 0 and PROCS_FULL.search(out):
        # mcc's process-limit stop: the search did not finish
        return 'incomplete', st.group(1), '0', 'too many processes'
    if errors == 0 and re.search(r'^pan: .*search incomplete$', out, re.M):
        return 'incomplete', st.group(1), '0', 'out of memory'
    return ('holds' if errors == 0 else 'violated'), st.group(1), str(errors), kind


class Model:
    """One model's scratch directory and the commands run in it."""

    def __init__(self, opt, folder, tmp):
        self.opt, self.tmp = opt, tmp
        self.name = os.path.basename(folder)
        self.file = self.name + '.pml'
        self.src = os.path.join(tmp, 'src')
        shutil.copytree(folder, self.src)
        for dirpath, _, files in os.walk(self.src):
            os.chmod(dirpath, 0o755)
            for f in files:
                os.chmod(os.path.join(dirpath, f), 0o644)
        self.back = ['-B', opt.backend] if opt.backend else []
        self.extra = []             # --max-procs 255 after a process-limit stop
        self.outputs = []           # every output, for the sanitizer check

    def mcc(self, args, timeout=None):
        rc, out, secs = run([self.opt.mcc] + self.back + self.extra + args + [self.file], self.src,
                            timeout or self.opt.compile_timeout)
        self.outputs.append(out)
        return rc, out, secs

    def pan(self, exe, args, timeout):
        if '-r' not in args:
            # Spin's oracle runs are built with -DMEMLIM=8000: the same
            # bound, and no run of the sweep takes the machine's memory
            args = ['--memlim', '8000'] + args
        rc, out, secs = run([os.path.join(self.tmp, exe)] + args, self.tmp, timeout)
        self.outputs.append(out)
        return rc, out, secs

    def pan_procs(self, exe, build, args, timeout, res):
        """pan run; after a stop at mcc's process slots, rebuilt with
        --max-procs 255 (what pan's message says; Spin's limit) and run
        again.  (rc, out, secs, the failed rebuild's output or None)."""
        rc, out, secs = self.pan(exe, args, timeout)
        if rc is None or self.extra or not PROCS_FULL.search(out):
            return rc, out, secs, None
        self.extra = ['--max-procs', '255']
        res['max_procs'] = '255'
        brc, bout, _ = self.mcc(build + ['-o', os.path.join(self.tmp, exe)])
        if brc != 0:
            return rc, out, secs, bout
        return self.pan(exe, args, timeout) + (None,)


def check_model(opt, setname, folder, row):
    res = {'set': setname, 'name': os.path.basename(folder), 'mode': row.get('mode', '')}
    # the safety part: Spin's default and reductions-off runs, for a model
    # with a claim those made without it (-DNOCLAIM); the ltl part: the
    # -a runs of a model with a claim
    pre = 'noclaim_' if res['mode'] == 'ltl' else ''
    res.update(spin_verdict=row.get(pre + 'verdict' if pre else 'default_verdict', ''),
               spin_error_kind=row.get(pre + 'error_kind' if pre else 'default_error_kind', ''),
               spin_noreduce_verdict=row.get(pre + 'noreduce_verdict', ''),
               spin_noreduce_states=row.get(pre + 'noreduce_states', ''))
    # a Spin run that stored no state and names no error of the model
    # stopped at a limit of its own before searching: no oracle
    for v, st, kind in (('spin_verdict', row.get(pre + 'states' if pre else 'default_states', ''),
                         res['spin_error_kind']),
                        ('spin_noreduce_verdict', res['spin_noreduce_states'], '')):
        if st == '0' and (not kind or kind.startswith('VECTORSZ')):
            res[v] = 'no-oracle'
    if res['mode'] == 'ltl':
        res.update(spin_ltl_verdict=row.get('default_verdict', ''),
                   spin_ltl_error_kind=row.get('default_error_kind', ''),
                   spin_ltl_noreduce_verdict=row.get('noreduce_verdict', ''),
                   spin_fair_verdict=row.get('fair_verdict', ''))
    chk = {c: 'n/a' for c in CHECKS}
    res['checks'] = chk
    if not os.path.isdir(folder):
        res['status'] = 'missing'
        for c in CHECKS:
            chk[c] = 'missing'
        return res
    with tempfile.TemporaryDirectory(prefix='sweep-') as tmp:
        m = Model(opt, folder, tmp)
        run_checks(opt, m, row, res, chk)
        if any(SANITIZER.search(o) for o in m.outputs):
            chk['sanitizer'] = 'fail'
        elif opt.backend == 'cc' and 'sanitize' in os.environ.get('MCC_CFLAGS', ''):
            chk['sanitizer'] = 'pass'
    return res


def pan_timeout(opt, spin_verdict):
    decided = spin_verdict in ('holds', 'violated')
    return opt.timeout if decided else min(opt.timeout, opt.undecided_timeout)


def run_checks(opt, m, row, res, chk):
    rc, out, secs = m.mcc(['-o', os.path.join(m.tmp, 'pan')])
    res['compile_seconds'] = f'{secs:.2f}'
    if rc != 0:
        res['status'] = 'rejected'
        res['reject_reason'] = 'mcc timeout' if rc is None else first_error_line(out)
        chk['accept'] = 'fail'
        return
    res['status'] = 'accepted'
    chk['accept'] = 'pass'
    ltl = res['mode'] == 'ltl'
    # the system alone: mcc's pan checks the model's properties by default
    safety = ['--safety'] if ltl else []

    # safety verdict, first error kind, and the trail written
    rc, out, secs, failed = m.pan_procs('pan', [], safety, pan_timeout(opt, res['spin_verdict']), res)
    if failed is not None:
        res['status'] = 'rejected'
        res['reject_reason'] = 'mcc --max-procs 255: ' + first_error_line(failed)
        chk['accept'] = 'fail'
        return
    res['run_seconds'] = f'{secs:.2f}'
    res['mcc_verdict'], res['mcc_error_kind'] = verdict_of(rc, out)
    compare_verdict(res, chk, '')
    check_trail(m, safety, out, res, chk)

    # reductions off: states stored
    if res['spin_noreduce_states'].isdigit() and res['spin_noreduce_verdict'] in ('holds', 'violated'):
        rc, out, _ = m.mcc(['--no-reduce', '-o', os.path.join(m.tmp, 'pan0')])
        if rc != 0:
            res['mcc_noreduce_states'] = 'build failed'
        else:
            rc, out, secs, _ = m.pan_procs('pan0', ['--no-reduce'], ['-c0', '--por=off'] + safety,
                                           opt.timeout, res)
            res['noreduce_run_seconds'] = f'{secs:.2f}'
            if rc is None:
                res['mcc_noreduce_states'] = 'timeout'
            else:
                v, st, _, _ = parse_pan(out)
                res['mcc_noreduce_states'] = st if v != 'error' else 'error'
        ok = res['mcc_noreduce_states'] == res['spin_noreduce_states']
        chk['count'] = 'pass' if ok else 'fail'

    if ltl:
        # the claim: -a (the first ltl block, as Spin), and -a -f
        claim = ['-a']
        try:
            text = open(os.path.join(m.src, m.file), errors='replace').read()
        except OSError:
            text = ''
        first = first_ltl_block(row, text)
        if first:
            claim += ['-N', first]
            res['ltl_first'] = first
        rc, out, _ = m.pan('pan', claim, pan_timeout(opt, res['spin_ltl_verdict']))
        res['mcc_ltl_verdict'], res['mcc_ltl_error_kind'] = verdict_of(rc, out)
        compare_verdict(res, chk, 'ltl_')
        check_trail(m, claim, out, res, chk)
        if res['spin_fair_verdict'] in ('holds', 'violated'):
            rc, out, _ = m.pan('pan', claim + ['-f'], opt.timeout)
            res['mcc_fair_verdict'] = verdict_of(rc, out)[0]
            chk['fair'] = 'pass' if res['mcc_fair_verdict'] == res['spin_fair_verdict'] else 'fail'
            check_trail(m, claim + ['-f'], out, res, chk)

    # random simulation
    rc, out, _ = m.mcc(['--simulate', '--seed', '1', '-u10000'], opt.timeout)
    if rc in (0, 1):
        chk['simulate'] = 'pass'
    else:
        chk['simulate'] = 'fail'
        res['simulate_note'] = 'timeout' if rc is None else f'exit {rc}: ' + first_error_line(out)


def verdict_of(rc, out):
    """(verdict, first error kind) of a pan run."""
    if rc is None:
        return 'timeout', ''
    v, _, _, kind = parse_pan(out)
    return v, kind


def compare_verdict(res, chk, part):
    """part '': the safety verdict and first error kind; 'ltl_': the -a verdict."""
    sv, nv = res.get(f'spin_{part}verdict', ''), res.get(f'spin_{part}noreduce_verdict', '')
    mv = res.get(f'mcc_{part}verdict', '')
    if sv not in ('holds', 'violated'):
        return                      # no oracle
    name = 'ltl' if part else 'verdict'
    if mv == sv or (mv == nv and mv in ('holds', 'violated')):
        chk[name] = 'pass'
    else:
        chk[name] = 'fail'
    if not part and mv == 'violated' and sv == 'violated':
        chk['kind'] = 'pass' if res.get('mcc_error_kind') == res['spin_error_kind'] else 'fail'


def check_trail(m, flags, out, res, chk):
    """Replay the trail a run wrote, if it wrote one (a failed replay sticks)."""
    trail = re.search(r'^pan: wrote (\S+)', out, re.M)
    if trail:
        check_replay(m, flags, trail.group(1), res, chk)
        try:
            os.remove(os.path.join(m.tmp, trail.group(1)))
        except OSError:
            pass


def check_replay(m, flags, trail, res, chk):
    rc, out, _ = m.pan('pan', ['-r', '--trail', trail] + flags, m.opt.timeout)
    if rc == 0 and re.search(r'^pan: replay ok', out, re.M):
        if chk['replay'] != 'fail':
            chk['replay'] = 'pass'
    else:
        chk['replay'] = 'fail'
        res['replay_note'] = 'timeout' if rc is None else \
            (re.findall(r'^pan: .*', out, re.M) or [first_error_line(out)])[-1][:160]


def classify(res, expected, known):
    """Mark each failing check fail / diff-ok / xfail, passing listed ones xpass;
    the model's result is the worst of them."""
    exp = expected.get(res['name'], {})
    kn = known.get(res['name'], {})
    marks = {}
    for c, v in res['checks'].items():
        if v == 'fail':
            marks[c] = 'diff-ok' if c in exp else 'xfail' if c in kn else 'fail'
        elif v == 'pass' and c in kn:
            marks[c] = 'xpass'
        elif v == 'missing':
            marks[c] = 'missing'
    res['marks'] = marks
    for r in ('fail', 'xpass', 'missing', 'xfail', 'diff-ok'):
        if r in marks.values():
            res['result'] = r
            return
    res['result'] = 'pass'


def detail(res):
    """A short account of what failed."""
    out = []
    for c, mark in res['marks'].items():
        if mark in ('missing',):
            continue
        if mark == 'xpass':
            out.append(f'{c} XPASS: passes now, remove its row from tests/corpus/known-failures.tsv')
            continue
        if c == 'accept':
            d = res.get('reject_reason', '')
        elif c in ('verdict', 'kind'):
            d = f"mcc {res.get('mcc_verdict', '')} ({res.get('mcc_error_kind', '')}), " \
                f"Spin {res['spin_verdict']} ({res['spin_error_kind']})"
        elif c == 'count':
            d = f"mcc --no-reduce {res.get('mcc_noreduce_states', '')}, Spin {res['spin_noreduce_states']}"
        elif c == 'ltl':
            d = f"-a: mcc {res.get('mcc_ltl_verdict', '')} ({res.get('mcc_ltl_error_kind', '')}), " \
                f"Spin {res.get('spin_ltl_verdict', '')} ({res.get('spin_ltl_error_kind', '')})"
        elif c == 'fair':
            d = f"-a -f: mcc {res.get('mcc_fair_verdict', '')}, Spin {res.get('spin_fair_verdict', '')}"
        elif c == 'replay':
            d = res.get('replay_note', '')
        elif c == 'simulate':
            d = res.get('simulate_note', '')
        else:
            d = ''
        out.append(f"{c}{' ' + mark.upper() if mark != 'fail' else ''}: {d}")
    return '; '.join(out)


def passed_checks(res):
    return ', '.join(c for c, v in res['checks'].items() if v == 'pass')


def report_line(res):
    n = f"{res['set']}/{res['name']}"
    if res['result'] == 'pass':
        return None
    if res['result'] == 'missing':
        return f"MISSING   {n}"
    tag = {'fail': 'FAIL', 'xpass': 'XPASS', 'xfail': 'XFAIL', 'diff-ok': 'DIFF-OK'}[res['result']]
    return f"{tag:9s} {n}: {detail(res)}"


def select(opt):
    """(set, folder, manifest row) of the models to run."""
    todo = []
    for setname, d in (('wild', opt.wild_dir), ('corpus', opt.corpus_dir)):
        if opt.set not in (setname, 'both'):
            continue
        man = os.path.join(d, 'MANIFEST.tsv')
        if not os.path.exists(man):
            sys.exit(f'{setname}: no {man}')
        for row in read_tsv(man):
            base = row['name'][:-4] if row['name'].endswith('.pml') else row['name']
            if not re.search(opt.filter, base):
                continue
            folder = os.path.join(d, base)
            if opt.ci:
                if not os.path.isdir(folder) or not ci_sized(opt, row):
                    continue
            elif setname == 'corpus' and not os.path.isdir(folder) \
                    and os.path.isdir(os.path.join(SHARED_CORPUS, base)):
                folder = os.path.join(SHARED_CORPUS, base)
            todo.append((setname, folder, row))
    return todo


def licence_problems(corpus_dir):
    """Folders in the corpus directory (so in git) without a manifest row
    or with licence none (tests/corpus/README.md: licence policy)."""
    rows = {r['name'][:-4]: r for r in read_tsv(os.path.join(corpus_dir, 'MANIFEST.tsv'))}
    bad = []
    for f in sorted(os.listdir(corpus_dir)):
        if not os.path.isdir(os.path.join(corpus_dir, f)) or f == 'LICENSES':
            continue
        lic = rows[f].get('licence', '') if f in rows else None
        if lic is None:
            bad.append(f'{f}: no row in MANIFEST.tsv')
        elif lic in ('', 'none'):
            bad.append(f'{f}: licence {lic or "missing"}, it belongs in ../shared/models/corpus/')
    return bad


def ci_sized(opt, row):
    """Spin decided the model, and each of its pan runs (default, reductions
    off, and for a model with a claim -a -f and the two without the claim)
    took at most --ci-seconds."""
    if row.get('default_verdict') not in ('holds', 'violated'):
        return False
    if row.get('noreduce_verdict') not in ('holds', 'violated'):
        return False
    if row.get('mode') == 'ltl' and row.get('noclaim_noreduce_verdict') not in ('holds', 'violated'):
        return False
    for k in ('default_run_seconds', 'noreduce_seconds', 'fair_seconds',
              'noclaim_seconds', 'noclaim_noreduce_seconds'):
        try:
            if float(row.get(k) or 0) > opt.ci_seconds:
                return False
        except ValueError:
            return False
    return True


def write_known(path, results):
    with open(path, 'w') as f:
        f.write('name\tcheck\tnote\n')
        f.write('# mcc bugs and missing language known today (issue 19), one row per\n'
                '# failing check; tests/sweep_corpus.py reports them as XFAIL, and as\n'
                '# XPASS (a failure) once they pass.  Rewritten by --write-known.\n')
        for r in sorted(results, key=lambda r: r['name']):
            for c, mark in r['marks'].items():
                if mark in ('fail', 'xfail'):
                    note = detail({**r, 'marks': {c: 'fail'}}).split(': ', 1)[-1]
                    f.write(f"{r['name']}\t{c}\t{note.replace(chr(9), ' ')}\n")


def summary(results):
    """OrderedDict of counts over results."""
    acc = [r for r in results if r['status'] == 'accepted']
    c = OrderedDict()
    c['models'] = len(results)
    c['missing'] = sum(r['status'] == 'missing' for r in results)
    c['accepted'] = len(acc)
    c['rejected'] = sum(r['status'] == 'rejected' for r in results)
    for chk in CHECKS[1:]:
        p = sum(r['checks'][chk] == 'pass' for r in acc)
        f = sum(r['checks'][chk] == 'fail' for r in acc)
        if p or f:
            c[chk] = f'{p}/{p + f}'
    c['Spin undecided'] = sum(r['spin_verdict' if r['mode'] != 'ltl' else 'spin_ltl_verdict']
                              not in ('holds', 'violated') for r in results)
    for k in ('pass', 'diff-ok', 'xfail', 'xpass', 'fail'):
        c['result ' + k] = sum(r['result'] == k for r in results)
    return c


# quoted words kept in group keys (the language's own words, not names
# from the model)
KEYWORDS = set('''active assert atomic bit bool break byte chan c_code c_decl c_expr
    c_state c_track d_step do else empty enabled eval false fi full get_priority
    goto hidden if init inline int len local ltl mtype nempty never nfull od of
    pc_value print printf printm priority proctype provided run select
    set_priority short show skip timeout true typedef unless unsigned xr xs
    for in always eventually until weakuntil stronguntil implies equivalent
    release _priority _pid _nr_pr _last np_ notrace trace hidden STDIN'''.split())


def normalise_reason(line):
    """Group key for a failure: the message without file, position, numbers,
    and names from the model (quoted words other than keywords and
    punctuation become '…')."""
    msg = re.sub(r'^\S+?:\d+:\d+:\s*', '', line)

    def word(m):
        w = m.group(2)
        keep = w in KEYWORDS or not re.search(r'[A-Za-z0-9_]', w)
        return m.group(1) + (w if keep else '…') + m.group(1)
    msg = re.sub(r"(')([^']*)'", word, msg)
    msg = re.sub(r'(")([^"]*)"', word, msg)
    msg = re.sub(r'\b\d+\b', 'N', msg)
    return msg.strip()


# the result field of each check's run, 'error' when pan stopped without a report
ERROR_FIELD = {'verdict': 'mcc_verdict', 'kind': 'mcc_verdict', 'count': 'mcc_noreduce_states',
               'ltl': 'mcc_ltl_verdict', 'fair': 'mcc_fair_verdict'}


def pan_error(r):
    """The first error line of a pan run that stopped without its report."""
    if r.get('mcc_verdict') == 'error':
        return r.get('mcc_error_kind', '')
    if r.get('mcc_ltl_verdict') == 'error':
        return r.get('mcc_ltl_error_kind', '')
    return ''


def write_report(path, opt, results, elapsed):
    """Markdown: counts, then the failures grouped by cause, most common first."""
    L = [f'## {opt.mcc}' + (f' (-B {opt.backend})' if opt.backend else ''), '']
    for setname in ('wild', 'corpus', 'all'):
        rs = [r for r in results if setname in (r['set'], 'all')]
        if not rs or (setname == 'all' and opt.set != 'both'):
            continue
        L.append(f'- **{setname}**: ' + ', '.join(f'{k} {v}' for k, v in summary(rs).items()))
    L += [f'- {elapsed:.0f} s, --jobs {opt.jobs}, pan limit {opt.timeout:.0f} s', '']
    groups = {}
    for r in results:
        if r['status'] == 'rejected':
            groups.setdefault(('rejected', normalise_reason(r['reject_reason'])), []).append(r)
            continue
        # the verifier stops before its report (e.g. an ltl block it cannot
        # parse): one cause for every check whose run ended so
        perr = pan_error(r)
        if perr:
            groups.setdefault(('pan-error', normalise_reason(perr)), []).append(r)
        for c, v in r['checks'].items():
            if v != 'fail' or c == 'accept':
                continue
            if perr and r.get(ERROR_FIELD.get(c, ''), '') == 'error':
                continue
            if c in ('verdict', 'kind'):
                key = f"mcc {r.get('mcc_verdict', '')} {r.get('mcc_error_kind', '')}".strip() + \
                      f" / Spin {r['spin_verdict']} {r['spin_error_kind']}".rstrip()
            elif c == 'ltl':
                key = f"mcc -a {r.get('mcc_ltl_verdict', '')} / Spin -a {r.get('spin_ltl_verdict', '')}"
            elif c == 'count':
                ms = r.get('mcc_noreduce_states', '')
                key = ('mcc ' + ms) if not ms.isdigit() else \
                      ('mcc more states' if int(ms) > int(r['spin_noreduce_states'] or 0) else 'mcc fewer states')
            elif c == 'fair':
                key = f"mcc -a -f {r.get('mcc_fair_verdict', '')} / Spin -a -f {r.get('spin_fair_verdict', '')}"
            elif c == 'replay':
                key = normalise_reason(r.get('replay_note', ''))
            elif c == 'simulate':
                key = normalise_reason(r.get('simulate_note', ''))
            else:
                key = ''
            groups.setdefault((c, key), []).append(r)
    order = {c: i for i, c in enumerate(('rejected', 'pan-error') + CHECKS[1:])}
    for check in sorted({k[0] for k in groups}, key=lambda c: order.get(c, 99)):
        items = sorted(((k, v) for k, v in groups.items() if k[0] == check), key=lambda kv: -len(kv[1]))
        n = sum(len(v) for _, v in items)
        title = {'rejected': 'Rejected by mcc (first error line; file, position, names and numbers left out)',
                 'pan-error': 'Accepted, but ./pan stops before its report (first error line)'}.get(
                     check, f'Check `{check}` fails')
        L += [f'### {title}: {n} models', '']
        for (_, key), rs in items:
            L.append(f'- **{len(rs)}** × `{key}`')
            for r in rs[:40]:
                extra = ''
                if check == 'rejected':
                    extra = f" — `{r['reject_reason']}`"
                elif check == 'pan-error':
                    extra = f" — `{pan_error(r)}`"
                elif check == 'count':
                    extra = f" (mcc {r.get('mcc_noreduce_states', '')}, Spin {r['spin_noreduce_states']})"
                mark = r['marks'].get({'rejected': 'accept'}.get(check, check), '') if check != 'pan-error' \
                    else next((v for v in r['marks'].values()), '')
                mark = f' [{mark}]' if mark in ('xfail', 'diff-ok') else ''
                L.append(f"  - {r['set']}/{r['name']}{mark}{extra}")
            if len(rs) > 40:
                L.append(f'  - ... and {len(rs) - 40} more')
        L.append('')
    with open(path, 'w') as f:
        f.write('\n'.join(L) + '\n')


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--set', choices=('wild', 'corpus', 'both'), default='both')
    ap.add_argument('--ci', action='store_true', help='the make-check part (see above)')
    ap.add_argument('--ci-seconds', type=float, default=2.0)
    ap.add_argument('--ci-timeout', type=float, default=20.0)
    ap.add_argument('--filter', default='', help='regex on model names')
    ap.add_argument('--mcc', default=os.path.join(ROOT, 'mcc'))
    ap.add_argument('-B', dest='backend', choices=('tcc', 'cc', 'llvm'))
    ap.add_argument('--timeout', type=float, default=60, help='seconds per pan run')
    ap.add_argument('--undecided-timeout', type=float, default=10,
                    help='seconds per pan run where Spin did not decide the model')
    ap.add_argument('--compile-timeout', type=float, default=120)
    ap.add_argument('--jobs', type=int, default=1, choices=(1, 2))
    ap.add_argument('--out', help='per-model results (TSV)')
    ap.add_argument('--report', help='markdown report, failures grouped by cause')
    ap.add_argument('--known', default=KNOWN, help='known failures (TSV)')
    ap.add_argument('--write-known', action='store_true',
                    help="rewrite --known from this run's failures")
    ap.add_argument('--wild-dir', default=os.path.normpath(os.path.join(ROOT, '..', 'shared', 'models', 'wild')))
    ap.add_argument('--corpus-dir', default=os.path.join(HERE, 'corpus'))
    opt = ap.parse_args()
    opt.mcc = os.path.abspath(opt.mcc)
    if opt.ci:
        opt.set = 'corpus'
        opt.timeout = min(opt.timeout, opt.ci_timeout)
        opt.compile_timeout = min(opt.compile_timeout, opt.ci_timeout * 3)

    expected, known = read_expected(EXPECTED_DOC), read_known(opt.known)
    todo = select(opt)
    lic_bad = licence_problems(opt.corpus_dir) if opt.ci else []
    for b in lic_bad:
        print(f'FAIL corpus licence {b}', flush=True)
    lock = threading.Lock()
    results = []

    def one(item):
        setname, folder, row = item
        res = check_model(opt, setname, folder, row)
        classify(res, expected, known)
        with lock:
            results.append(res)
            if opt.ci:
                tag = {'pass': 'PASS', 'diff-ok': 'PASS', 'xfail': 'XFAIL'}.get(res['result'], 'FAIL')
                what = passed_checks(res) if res['result'] == 'pass' else detail(res)
                print(f"{tag} corpus {res['name']} ({what})", flush=True)
            else:
                line = report_line(res)
                if line:
                    print(line, flush=True)

    t0 = time.time()
    with ThreadPoolExecutor(opt.jobs) as ex:
        list(ex.map(one, todo))
    elapsed = time.time() - t0

    order = {(s, os.path.basename(f)): i for i, (s, f, _) in enumerate(todo)}
    results.sort(key=lambda r: order[(r['set'], r['name'])])
    if opt.out:
        with open(opt.out, 'w') as f:
            f.write('\t'.join(OUT_COLUMNS) + '\n')
            for r in results:
                vals = {**r, **{c + '_check': r['checks'][c] for c in CHECKS}}
                f.write('\t'.join(str(vals.get(k, '')).replace('\t', ' ') for k in OUT_COLUMNS) + '\n')
    if opt.report:
        write_report(opt.report, opt, results, elapsed)
    if opt.write_known:
        write_known(opt.known, results)

    print()
    for setname in ('wild', 'corpus', 'all'):
        rs = [r for r in results if setname in (r['set'], 'all')]
        if not rs or (setname == 'all' and opt.set != 'both'):
            continue
        c = summary(rs)
        print(f"{setname + ':':8s} " + ', '.join(f'{k} {v}' for k, v in c.items()))
    bad = sum(r['result'] in ('fail', 'xpass') for r in results) + len(lic_bad)
    if opt.ci:
        c = summary(results)
        print(f"corpus-ci: {c['models']} models (committed, Spin under {opt.ci_seconds:g} s): "
              f"{c['result pass']} pass, {c['result diff-ok']} documented differences, "
              f"{c['result xfail']} known failures, {c['result xpass']} fixed but still listed, "
              f"{c['result fail']} failures; {elapsed:.0f} s")
    else:
        print(f'{elapsed:.0f} s')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
