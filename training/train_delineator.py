#!/usr/bin/python3
"""Train the per-lead P/QRS/T segmentation U-Net on LUDB and export it to ONNX.

Run: npm run train:delineator   (== /usr/bin/python3 training/train_delineator.py)
Writes public/models/ecg-delineator.onnx, .card.json and .split.json. See training/README.md.
"""
import argparse
import datetime
import json
import os
import random
import sys
import time

import numpy as np
import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import CLASSES, UNet1D  # noqa: E402
from resample import resample  # noqa: E402
from wfdb_io import read_annotations, read_signals  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..'))
DATA = os.path.abspath(os.path.join(ROOT, '..', 'shared', 'data'))
LUDB = os.path.join(DATA, 'ludb', 'data')
NSTDB = os.path.join(DATA, 'nstdb')
OUT = os.path.join(ROOT, 'public', 'models')
LEAD_EXT = ['i', 'ii', 'iii', 'avr', 'avl', 'avf', 'v1', 'v2', 'v3', 'v4', 'v5', 'v6']
MODEL_FS = 250
LEN_MULTIPLE = 16
WIDTHS = (8, 12, 16, 24, 32)
KERNEL = 7
CLS = {'p': 1, 'N': 2, 't': 3}


def normalise(x):
    """Per-lead normalisation (mirrored in src/inference/preprocess.ts)."""
    x = np.nan_to_num(np.asarray(x, dtype=np.float32))
    x = x - np.median(x)
    s = max(float(x.std()), 0.05)
    return np.clip(x / s, -20, 20).astype(np.float32)


def labels_500(ann, n):
    """Per-sample class at 500 Hz; -1 (ignored) outside the annotated span or around half-annotated waves."""
    lab = np.full(n, -1, dtype=np.int64)
    if not ann:
        return lab
    lo = min(s for s, _ in ann)
    hi = max(s for s, _ in ann)
    lab[lo:hi + 1] = 0
    for i, (s, sym) in enumerate(ann):
        if sym not in CLS:
            continue
        on = ann[i - 1][0] if i > 0 and ann[i - 1][1] == '(' else None
        off = ann[i + 1][0] if i + 1 < len(ann) and ann[i + 1][1] == ')' else None
        if on is None or off is None:
            lab[max(0, s - 50):s + 51] = -1
        else:
            lab[on:off + 1] = CLS[sym]
    return lab


def boundary_distance(lab):
    """Samples to the nearest class change between two labelled samples (large where there is none)."""
    i = np.flatnonzero((lab[1:] != lab[:-1]) & (lab[1:] >= 0) & (lab[:-1] >= 0)) + 0.5
    pos = np.arange(lab.size, dtype=np.float64)
    if i.size == 0:
        return np.full(lab.size, 1e6, dtype=np.float32)
    k = np.clip(np.searchsorted(i, pos), 1, i.size - 1) if i.size > 1 else np.zeros(lab.size, dtype=np.int64)
    d = np.abs(pos - i[k])
    if i.size > 1:
        d = np.minimum(d, np.abs(pos - i[k - 1]))
    return d.astype(np.float32)


def load_ludb():
    recs = {}
    names = sorted(int(f[:-4]) for f in os.listdir(LUDB) if f.endswith('.hea'))
    for r in names:
        fs, _, x = read_signals(os.path.join(LUDB, f'{r}.hea'))
        assert fs == 500, r
        leads = []
        for li, ext in enumerate(LEAD_EXT):
            ann = read_annotations(os.path.join(LUDB, f'{r}.{ext}'))
            lab = labels_500(ann, x.shape[1])[::2]
            sig = resample(x[li], 500, MODEL_FS)
            m = min(sig.size, lab.size)
            leads.append((sig[:m], lab[:m]))
        recs[r] = leads
    return recs


def load_noise():
    out = []
    for name in ('bw', 'ma'):
        fs, _, x = read_signals(os.path.join(NSTDB, f'{name}.hea'))
        out.append((name, np.stack([resample(x[c], fs, MODEL_FS) for c in range(x.shape[0])])))
    return out


def augment(sig, rng, noise, flip=0.0):
    n = sig.size
    x = sig.astype(np.float64).copy()
    if flip > 0 and rng.random() < flip:  # opposite polarity: every lead's waves appear inverted in some lead (aVR)
        x = -x
    if rng.random() < 0.5:  # other sampling rate and back
        r = rng.uniform(100, 500)
        x = resample(resample(x, MODEL_FS, r), r, MODEL_FS).astype(np.float64)
        x = np.pad(x, (0, max(0, n - x.size)), mode='edge')[:n]
    x *= np.exp(rng.uniform(-0.7, 0.7))
    t = np.arange(n) / MODEL_FS
    if rng.random() < 0.5:  # baseline wander
        x += rng.uniform(0, 1.0) * np.sin(2 * np.pi * rng.uniform(0.05, 0.7) * t + rng.uniform(0, 6.3))
    if rng.random() < 0.5:  # NSTDB electrode motion-free noise: baseline wander or muscle artefact
        name, nz = noise[rng.integers(len(noise))]
        c = rng.integers(nz.shape[0])
        s0 = rng.integers(nz.shape[1] - n)
        seg = nz[c, s0:s0 + n]
        x += (seg - seg.mean()) * rng.uniform(0, 1.0 if name == 'bw' else 0.6)
    if rng.random() < 0.3:
        x += rng.normal(0, rng.uniform(0, 0.05), n)
    if rng.random() < 0.2:
        x += rng.uniform(0, 0.1) * np.sin(2 * np.pi * rng.choice([50.0, 60.0]) * t + rng.uniform(0, 6.3))
    return x.astype(np.float32)


def pad_to(x, mult):
    return (-x.shape[-1]) % mult


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--minutes', type=float, default=22.0, help='wall-clock training budget')
    ap.add_argument('--max-steps', type=int, default=4000)
    ap.add_argument('--batch', type=int, default=32)
    ap.add_argument('--crop', type=int, default=1024)
    ap.add_argument('--seed', type=int, default=20261130)
    ap.add_argument('--init-seed', type=int, default=None,
                    help='seed of initialisation, batches and augmentation (default --seed); the split always uses --seed')
    ap.add_argument('--val-every', type=int, default=60)
    ap.add_argument('--threads', type=int, default=2, help='torch CPU threads')
    ap.add_argument('--out-dir', default=OUT, help='where the .onnx, .card.json and .split.json go')
    ap.add_argument('--version', type=int, default=1)
    ap.add_argument('--boundary-weight', type=float, default=0.0,
                    help='extra loss weight at wave boundaries: 1 + w*exp(-d^2/(2 sigma^2)), d = samples to the '
                         'nearest labelled class change (0 = plain class-weighted cross-entropy, as v1)')
    ap.add_argument('--boundary-sigma', type=float, default=4.0, help='in samples at 250 Hz (4 = 16 ms)')
    ap.add_argument('--flip', type=float, default=0.0, help='probability of inverting a crop (polarity augmentation)')
    ap.add_argument('--save-final', action='store_true', help='also export the last weights (ecg-delineator.final.onnx)')
    ap.add_argument('--folds', type=int, default=0,
                    help='k-fold cross-validation: hold out fold --fold of K record-level folds (same seeded order)')
    ap.add_argument('--fold', type=int, default=0)
    ap.add_argument('--all', action='store_true',
                    help='train on every record (no validation set; accuracy comes from the --folds runs)')
    ap.add_argument('--widths', default=','.join(map(str, WIDTHS)), help='channels per U-Net level')
    ap.add_argument('--kernel', type=int, default=KERNEL, help='convolution kernel length (odd)')
    args = ap.parse_args()

    widths = tuple(int(w) for w in args.widths.split(','))
    init_seed = args.seed if args.init_seed is None else args.init_seed  # the split always uses args.seed
    random.seed(init_seed)
    np.random.seed(init_seed)
    torch.manual_seed(init_seed)
    torch.set_num_threads(args.threads)
    rng = np.random.default_rng(init_seed)

    t0 = time.time()
    recs = load_ludb()
    noise = load_noise()
    ids = sorted(recs)
    perm = list(np.random.default_rng(args.seed).permutation(ids))
    if args.all:
        val_ids = []
    elif args.folds > 1:  # fold i = every K-th record of the seeded order, starting at i
        val_ids = sorted(int(v) for v in perm[args.fold::args.folds])
    else:
        val_ids = sorted(int(v) for v in perm[:round(0.3 * len(ids))])
    train_ids = sorted(int(r) for r in ids if int(r) not in val_ids)
    print(f'loaded {len(ids)} records in {time.time() - t0:.1f}s; train {len(train_ids)} val {len(val_ids)}', flush=True)

    train_items = [(r, li) for r in train_ids for li in range(12)]
    # Cross-validation and all-record runs keep the fully annealed last weights: choosing a checkpoint on the
    # held-out fold would leak it into the estimate.
    select_best = not args.all and args.folds <= 1
    val_src = val_ids or train_ids[:1]  # --all: a placeholder so the shapes exist; never used for selection
    val_x = np.stack([normalise(recs[r][li][0]) for r in val_src for li in range(12)])
    val_y = np.stack([recs[r][li][1] for r in val_src for li in range(12)])
    p = pad_to(val_x, LEN_MULTIPLE)
    val_x = torch.from_numpy(np.pad(val_x, ((0, 0), (0, p))))[:, None, :]
    val_y = torch.from_numpy(np.pad(val_y, ((0, 0), (0, p)), constant_values=-1))

    model = UNet1D(widths, args.kernel)
    n_params = sum(q.numel() for q in model.parameters())
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=1e-4)
    # Class weights: P and T are the hard, less frequent classes.
    weight = torch.tensor([1.0, 2.0, 1.5, 1.5])

    bdist = {r: [boundary_distance(lab) for _, lab in recs[r]] for r in train_ids}

    def batch():
        xs, ys, ws = [], [], []
        for _ in range(args.batch):
            r, li = train_items[rng.integers(len(train_items))]
            sig, lab = recs[r][li]
            valid = np.flatnonzero(lab >= 0)
            lo, hi = (valid[0], valid[-1]) if valid.size else (0, sig.size - 1)
            centre = rng.integers(lo, hi + 1)
            s = int(np.clip(centre - args.crop // 2, 0, sig.size - args.crop))
            x = normalise(augment(sig[s:s + args.crop], rng, noise, args.flip))
            xs.append(x)
            ys.append(lab[s:s + args.crop])
            d = bdist[r][li][s:s + args.crop]
            ws.append(1.0 + args.boundary_weight * np.exp(-0.5 * (d / args.boundary_sigma) ** 2))
        return (torch.from_numpy(np.stack(xs))[:, None, :], torch.from_numpy(np.stack(ys)),
                torch.from_numpy(np.stack(ws).astype(np.float32)))

    def validate():
        model.eval()
        with torch.no_grad():
            losses, correct, total = [], np.zeros(4), np.zeros(4)
            for i in range(0, val_x.shape[0], 60):
                lg = model(val_x[i:i + 60])
                y = val_y[i:i + 60]
                losses.append(F.cross_entropy(lg, y, ignore_index=-1, reduction='sum').item())
                pred = lg.argmax(1)
                for c in range(4):
                    m = y == c
                    total[c] += m.sum().item()
                    correct[c] += (pred[m] == c).sum().item()
        model.train()
        n = (val_y >= 0).sum().item()
        return sum(losses) / n, correct / np.maximum(total, 1)

    budget = args.minutes * 60
    t_start = time.time()
    best = (float('inf'), None, 0, None)
    step = 0
    history = []
    while step < args.max_steps and time.time() - t_start < budget:
        # Progress toward whichever limit comes first (wall clock or steps), so the schedule anneals fully.
        frac = min(1.0, max((time.time() - t_start) / budget, step / args.max_steps))
        for g in opt.param_groups:  # cosine decay on progress
            g['lr'] = 3e-3 * (0.05 + 0.95 * 0.5 * (1 + np.cos(np.pi * frac)))
        x, y, bw = batch()
        # Weighted mean as F.cross_entropy(weight=...) computes it, with the boundary weight on top.
        ce = F.cross_entropy(model(x), y, ignore_index=-1, reduction='none')
        sw = weight[y.clamp(min=0)] * bw * (y >= 0)
        loss = (ce * sw).sum() / sw.sum().clamp(min=1e-6)
        opt.zero_grad()
        loss.backward()
        opt.step()
        step += 1
        if select_best and step % args.val_every == 0:
            vl, acc = validate()
            history.append({'step': step, 'train_loss': round(loss.item(), 4), 'val_loss': round(vl, 4),
                            'val_acc': [round(a, 3) for a in acc]})
            print(f'step {step} {time.time() - t_start:.0f}s train {loss.item():.4f} val {vl:.4f} '
                  f'acc none/P/QRS/T {np.round(acc, 3).tolist()}', flush=True)
            if vl < best[0]:
                best = (vl, {k: v.clone() for k, v in model.state_dict().items()}, step, acc)
    final_val = validate()
    print(f'final step {step} val loss {final_val[0]:.4f}', flush=True)
    out = args.out_dir
    os.makedirs(out, exist_ok=True)

    def export(path):
        model.eval()
        dummy = torch.zeros(2, 1, 2512)
        torch.onnx.export(model, dummy, path, input_names=['signal'], output_names=['logits'],
                          dynamic_axes={'signal': {0: 'batch', 2: 'length'}, 'logits': {0: 'batch', 2: 'length'}},
                          opset_version=13, do_constant_folding=True)
        import onnx
        onnx.checker.check_model(onnx.load(path))

    if args.save_final:  # the last (fully annealed) weights too, to compare with the best-loss checkpoint
        export(os.path.join(out, 'ecg-delineator.final.onnx'))
    if best[1] is None:
        best = (final_val[0], model.state_dict(), step, final_val[1])
    model.load_state_dict(best[1])
    model.eval()
    print(f'best step {best[2]} val loss {best[0]:.4f}', flush=True)

    onnx_path = os.path.join(out, 'ecg-delineator.onnx')
    export(onnx_path)
    size = os.path.getsize(onnx_path)

    split = {'dataset': 'LUDB 1.0.1 (../shared/data/ludb/data)', 'seed': args.seed,
             'train': train_ids, 'validation': val_ids}
    with open(os.path.join(out, 'ecg-delineator.split.json'), 'w') as f:
        json.dump(split, f, indent=1)
    card = {
        'name': 'ecg-delineator',
        'version': args.version,
        'task': 'segmentation',
        'date': datetime.datetime.now(datetime.timezone.utc).strftime('%Y-%m-%dT%H:%MZ'),
        'file': 'ecg-delineator.onnx',
        'bytes': size,
        'parameters': n_params,
        'architecture': f'1-D U-Net, widths {list(widths)}, kernel {args.kernel}, 2 conv+BN+ReLU per block, '
                        'max-pool / nearest upsample, opset 13',
        'input': {
            'name': 'signal', 'shape': ['batch', 1, 'length'], 'leads': 'any single lead (run per lead)',
            'fs': MODEL_FS, 'lengthMultiple': LEN_MULTIPLE,
            'resampling': 'windowed-sinc low-pass (cutoff 0.45*min fs) + linear interpolation',
            'normalisation': 'per lead: NaN->0, subtract median, divide by max(std, 0.05 mV), clip to [-20, 20]; '
                             'zero-pad the end to a multiple of 16',
        },
        'output': {'name': 'logits', 'shape': ['batch', 4, 'length'], 'classes': CLASSES},
        'training': {
            'data': 'LUDB, 12 leads x 100 records, per-lead cardiologist P/QRS/T on-peak-off; loss only inside the '
                    'annotated span of each lead',
            'split': ('every record (no validation set); accuracy estimated by 5-fold cross-validation of the same '
                      'recipe (training/cv/)' if args.all else
                      f'record-level {args.folds}-fold cross-validation, fold {args.fold}, seed {args.seed}'
                      if args.folds > 1 else f'record-level 70/30, seed {args.seed}')
                     + '; ids in ecg-delineator.split.json',
            'augmentation': (f'polarity inversion (p={args.flip:g}), ' if args.flip > 0 else '')
                            + 'resample to U(100,500) Hz and back (p=.5), amplitude x exp(U(-.7,.7)), sinusoidal '
                            'baseline wander <=1 mV (p=.5), NSTDB bw/ma noise (p=.5), white noise (p=.3), '
                            'mains 50/60 Hz (p=.2)',
            'optimiser': f'AdamW lr 3e-3 cosine over the first of --minutes / --max-steps, batch {args.batch} crops of {args.crop} samples, '
                         'class weights none/P/QRS/T 1/2/1.5/1.5'
                         + (f', boundary weight 1+{args.boundary_weight:g}*exp(-d^2/(2*{args.boundary_sigma:g}^2)) '
                            '(d = samples at 250 Hz to the nearest labelled class change)'
                            if args.boundary_weight > 0 else '')
                         + f', {args.threads} torch thread(s)',
            'initSeed': init_seed, 'steps': step, 'bestStep': best[2], 'finalValLoss': round(final_val[0], 4) if val_ids else None,
            'minutes': round((time.time() - t_start) / 60, 1),
            'torch': torch.__version__,
            'history': history,
        },
        'validation': {
            'bestValLoss': round(best[0], 4),
            'perSampleRecall': dict(zip(CLASSES, [round(float(a), 3) for a in best[3]])),
            'benchmark': 'see docs/onnx.md and npm run bench:accuracy -- onnx',
        } if val_ids else {'benchmark': 'no held-out records: out-of-fold results of the 5-fold models in '
                                        'training/cv/ (npm run bench:accuracy -- onnx), docs/onnx.md'},
    }
    with open(os.path.join(out, 'ecg-delineator.card.json'), 'w') as f:
        json.dump(card, f, indent=1)
    print(f'wrote {onnx_path} ({size} bytes, {n_params} params)', flush=True)


if __name__ == '__main__':
    main()
