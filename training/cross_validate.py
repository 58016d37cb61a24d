#!/usr/bin/python3
"""5-fold cross-validation of the delineator recipe: one model per fold, trained without that fold's records.

Run: /usr/bin/python3 training/cross_validate.py [--cv-dir DIR] [train_delineator.py options, e.g. --max-steps 1230]
Writes training/cv/fold{k}.onnx and training/cv/folds.json (validation ids per fold), which
bench/onnx-accuracy.ts reads to score every LUDB record with a model that never saw it (out of fold).
Folds run two at a time with one torch thread each (the machine has 2 cores).
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, 'cv')
K = 5


def main():
    extra = sys.argv[1:]
    out = OUT
    if '--cv-dir' in extra:
        i = extra.index('--cv-dir')
        out = os.path.abspath(extra[i + 1])
        del extra[i:i + 2]
    os.makedirs(out, exist_ok=True)
    tmp = tempfile.mkdtemp(prefix='ecg-cv-')
    env = dict(os.environ, OMP_NUM_THREADS='1')
    folds = []
    for first in range(0, K, 2):
        procs = []
        for k in range(first, min(K, first + 2)):
            d = os.path.join(tmp, f'fold{k}')
            cmd = [sys.executable, os.path.join(HERE, 'train_delineator.py'), '--threads', '1', '--minutes', '1000',
                   '--folds', str(K), '--fold', str(k), '--out-dir', d, *extra]
            log = open(os.path.join(tmp, f'fold{k}.log'), 'w')
            procs.append((k, d, subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, env=env)))
        for k, d, p in procs:
            if p.wait() != 0:
                sys.exit(f'fold {k} failed: see {tmp}/fold{k}.log')
            shutil.copy(os.path.join(d, 'ecg-delineator.onnx'), os.path.join(out, f'fold{k}.onnx'))
            split = json.load(open(os.path.join(d, 'ecg-delineator.split.json')))
            card = json.load(open(os.path.join(d, 'ecg-delineator.card.json')))
            folds.append({'model': f'fold{k}.onnx', 'validation': split['validation'], 'steps': card['training']['steps']})
            print(f'fold {k}: {len(split["train"])} training records, {len(split["validation"])} held out', flush=True)
    # The beat-QRS models (beat_qrs.py) are trained on these same folds: their entries are kept.
    path = os.path.join(out, 'folds.json')
    old = json.load(open(path)) if os.path.exists(path) else {}
    for f, o in zip(folds, old.get('folds', [])):
        if 'beatQrs' in o and o['validation'] == f['validation']: f['beatQrs'] = o['beatQrs']
    kept = {k: v for k, v in old.items() if k == 'beatQrsRecipe'}
    with open(path, 'w') as f:
        json.dump({'recipe': 'training/train_delineator.py ' + ' '.join(extra), 'k': K, 'folds': folds, **kept}, f, indent=1)
    shutil.rmtree(tmp)


if __name__ == '__main__':
    main()
