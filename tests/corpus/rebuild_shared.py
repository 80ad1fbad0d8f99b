#!/usr/bin/env python3
"""Rebuild ../shared/models/corpus/ (the corpus models not in git) from the
manifest and local git mirrors of their origin repositories.

usage: tests/corpus/rebuild_shared.py [--manifest FILE] [--mirrors DIR]
                                      [--out DIR] [--filter REGEX]

The corpus models whose licence does not allow redistribution (licence
`none`, see README.md) have a row in MANIFEST.tsv but no folder in
tests/corpus/.  For every such row (whose name matches --filter) this
script finds a git directory of `origin_repo` under --mirrors (default
/work/.mirror, laid out `<owner>+<name>/repo` or `<owner>+<name>/repo/.git`,
as the project's repository fetcher leaves them), and takes the file
`origin_path` at `commit` when the mirror has that commit, otherwise at
every commit that touched the path, newest first, until a version whose
SHA-1 (of its bytes, as `sha1sum`) equals the row's `sha1`.  That version
is written byte for byte to --out/<folder>/<folder>.pml (default: the
shared folder tests/sweep_corpus.py and oracle.py read,
../shared/models/corpus from the project root), and each file the row's
`includes` names is taken from the same commit, relative to the directory
of `origin_path`, and written at that relative path in the folder.

One line per model: `ok`, `missing repo` (no mirror), `hash mismatch` (no
version of the path has the recorded SHA-1, or the path was never there),
`include missing` (the model is found but an include is not at that
commit); then a summary line with the counts.  Exit status 1 when any
model was not restored.  A folder that is committed in tests/corpus/ is
never touched, and --out may not be tests/corpus/ or inside it.
Python 3 standard library only.
"""
import argparse
import csv
import hashlib
import os
import posixpath
import re
import shutil
import subprocess
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
SHARED_CORPUS = os.path.normpath(os.path.join(HERE, '..', '..', '..', 'shared', 'models', 'corpus'))


def git(gitdir, *args):
    """Output of a git command in gitdir (bytes), or None when it fails."""
    p = subprocess.run(['git', '--git-dir', gitdir, '--literal-pathspecs'] + list(args),
                       stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    return p.stdout if p.returncode == 0 else None


def find_gitdir(mirrors, repo):
    """The git directory of repo ('owner/name') under mirrors, or None."""
    base = os.path.join(mirrors, repo.replace('/', '+'))
    for cand in (os.path.join(base, 'repo', '.git'), os.path.join(base, 'repo'), base):
        if os.path.isfile(os.path.join(cand, 'HEAD')) and os.path.isdir(os.path.join(cand, 'objects')):
            return cand
    return None


def blob_at(gitdir, commit, path):
    """The bytes of path at commit, or None when it is not a file there."""
    out = git(gitdir, 'ls-tree', '-z', commit, '--', path)
    if not out:
        return None
    for entry in out.split(b'\0'):
        if not entry:
            continue
        meta, _, name = entry.partition(b'\t')
        fields = meta.split()
        if name.decode('utf-8', 'surrogateescape') == path and len(fields) == 3 and fields[1] == b'blob':
            return git(gitdir, 'cat-file', 'blob', fields[2].decode())
    return None


def candidates(gitdir, commit, path):
    """Commits to try: the recorded one when the mirror has it, then every
    commit that touched path, newest first."""
    seen = []
    if commit and git(gitdir, 'cat-file', '-e', commit + '^{commit}') is not None:
        seen.append(commit)
    out = git(gitdir, 'log', '--all', '--format=%H', '--', path) or b''
    for c in out.decode().split():
        if c not in seen:
            seen.append(c)
    return seen


def inside(path, top):
    path, top = os.path.realpath(path), os.path.realpath(top)
    return path == top or path.startswith(top + os.sep)


def restore(row, gitdir, out_dir):
    """Restore one model; returns (status, detail)."""
    folder = row['name'][:-4] if row['name'].endswith('.pml') else row['name']
    path, want = row['origin_path'], row['sha1'].lower()
    includes = row.get('includes', '').split()
    src_dir = posixpath.dirname(path)
    for inc in includes:
        if inc.startswith('/') or '..' in inc.split('/'):
            return 'include missing', f'{inc}: outside the model directory'
    found = False
    missing_inc = None
    for c in candidates(gitdir, row['commit'], path):
        data = blob_at(gitdir, c, path)
        if data is None or hashlib.sha1(data).hexdigest() != want:
            continue
        found = True
        files = {}
        for inc in includes:
            idata = blob_at(gitdir, c, posixpath.normpath(posixpath.join(src_dir, inc)))
            if idata is None:
                missing_inc = f'{inc} not at {c[:12]}'
                break
            files[inc] = idata
        else:
            dest = os.path.join(out_dir, folder)
            tmp = dest + '.tmp'
            shutil.rmtree(tmp, ignore_errors=True)
            os.makedirs(tmp)
            with open(os.path.join(tmp, folder + '.pml'), 'wb') as f:
                f.write(data)
            for inc, idata in files.items():
                target = os.path.join(tmp, *inc.split('/'))
                os.makedirs(os.path.dirname(target), exist_ok=True)
                with open(target, 'wb') as f:
                    f.write(idata)
            shutil.rmtree(dest, ignore_errors=True)
            os.rename(tmp, dest)
            note = '' if c == row['commit'] else f' (from {c[:12]}, not the recorded commit)'
            return 'ok', c[:12] + note
    if found:
        return 'include missing', missing_inc
    return 'hash mismatch', f'no version of {path} has SHA-1 {want}'


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--manifest', default=os.path.join(HERE, 'MANIFEST.tsv'))
    ap.add_argument('--mirrors', default='/work/.mirror')
    ap.add_argument('--out', default=SHARED_CORPUS)
    ap.add_argument('--filter', default='', help='only rows whose name matches this regex')
    a = ap.parse_args()

    corpus_dir = os.path.dirname(os.path.abspath(a.manifest))
    if inside(a.out, corpus_dir) or inside(a.out, HERE):
        sys.exit(f'{a.out}: inside {corpus_dir}, where the committed models live; refusing')
    with open(a.manifest, newline='', encoding='utf-8') as f:
        rows = list(csv.DictReader(f, delimiter='\t'))
    counts = Counter()
    gitdirs = {}
    os.makedirs(a.out, exist_ok=True)
    for row in rows:
        folder = row['name'][:-4] if row['name'].endswith('.pml') else row['name']
        if os.path.isdir(os.path.join(corpus_dir, folder)) or os.path.isdir(os.path.join(HERE, folder)):
            continue    # committed: never touched
        if not re.search(a.filter, row['name']):
            continue
        repo = row['origin_repo']
        if repo not in gitdirs:
            gitdirs[repo] = find_gitdir(a.mirrors, repo)
        if gitdirs[repo] is None:
            status, detail = 'missing repo', f'no mirror of {repo} in {a.mirrors}'
        else:
            status, detail = restore(row, gitdirs[repo], a.out)
        counts[status] += 1
        print(f'{folder}\t{status}\t{repo}\t{detail}', flush=True)
    total = sum(counts.values())
    print(f'summary: {counts["ok"]} of {total} restored in {a.out}; '
          f'missing repo {counts["missing repo"]}, hash mismatch {counts["hash mismatch"]}, '
          f'include missing {counts["include missing"]}')
    return 0 if counts['ok'] == total else 1


if __name__ == '__main__':
    sys.exit(main())
