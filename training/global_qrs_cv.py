#!/usr/bin/python3
"""The global-QRS network (docs/delineation.md, fifty-sixth and fifty-seventh sessions): 12 leads in, the beat's QRS out.

LUDB's global QRS (bench/delineation-accuracy.ts `ludbGlobalRef`) runs from the earliest annotated onset to the latest
annotated offset over the 12 leads of a beat. This trains a small 12-channel U-Net on ±320 ms windows around each
annotated beat (250 Hz, leads normalised as for the delineation network) to mark the samples inside that union.

  /usr/bin/python3 training/global_qrs_cv.py          5 record-level folds of training/cv/folds.json (about 8 minutes
                                                      on 2 cores): prints how many held-out records' median global QRS
                                                      lies within 20 ms of the reference, writes the per-record
                                                      (reference, network) medians to $OUTJ (default
                                                      /tmp/global_qrs_cv.json) and each fold's model to
                                                      training/cv/global-qrs-fold<k>.onnx (bench/global-qrs-accuracy.ts)
  /usr/bin/python3 training/global_qrs_cv.py --all    the same recipe on all 100 records: public/models/ecg-global-qrs.onnx
                                                      and its card (the app's and the command line's model)
Environment: EPOCHS (240), JIT (8), WIDTHS (16,24,32,48), CV_OUT (training/cv), OUTJ; candidates go to another CV_OUT.
"""
import datetime, json, os, sys, time
import numpy as np
import torch, torch.nn as nn, torch.nn.functional as F
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from model import block
from resample import resample
from wfdb_io import read_annotations, read_signals
from train_delineator import normalise, LUDB, LEAD_EXT
torch.set_num_threads(2)
HALF = 80  # ±320 ms at 250 Hz

def triplets(ann, sym='N'):
    out = []
    for i, (s, y) in enumerate(ann):
        if y != sym: continue
        on = ann[i-1][0] if i > 0 and ann[i-1][1] == '(' else None
        off = ann[i+1][0] if i+1 < len(ann) and ann[i+1][1] == ')' else None
        out.append((on, s, off))
    return out

def ludb_records():
    """Per LUDB record: its number, its 12 leads at 250 Hz normalised, and each lead's (onset, R, offset) at 500 Hz."""
    for r in sorted(int(f[:-4]) for f in os.listdir(LUDB) if f.endswith('.hea')):
        _, _, x = read_signals(os.path.join(LUDB, f'{r}.hea'))
        sig = np.stack([normalise(resample(x[li], 500, 250)) for li in range(12)])
        yield r, sig, [triplets(read_annotations(os.path.join(LUDB, f'{r}.{e}'))) for e in LEAD_EXT]

def load():
    recs = {}
    for r, sig, per in ludb_records():
        beats = []
        for (_, rp, _) in max(per, key=len):
            q = [t for p in per for t in p if abs(t[1] - rp) <= 50]
            ons = [t[0] for t in q if t[0] is not None]; offs = [t[2] for t in q if t[2] is not None]
            if not ons or not offs: continue
            beats.append((rp / 2, min(ons) / 2, max(offs) / 2))
        recs[r] = (sig, beats)
    return recs

WIDTHS = tuple(int(w) for w in os.environ.get('WIDTHS', '16,24,32,48').split(','))
CV_OUT = os.environ.get('CV_OUT', os.path.join(HERE, 'cv'))

class Net(nn.Module):
    """12 leads in; `out` logits per sample out ([B, L] for one output, else [B, out, L])."""
    def __init__(self, widths=WIDTHS, k=5, out=1):
        super().__init__()
        self.enc = nn.ModuleList(); cin = 12
        for w in widths: self.enc.append(block(cin, w, k)); cin = w
        self.dec = nn.ModuleList([block(widths[i] + widths[i-1], widths[i-1], k) for i in range(len(widths)-1, 0, -1)])
        self.head = nn.Conv1d(widths[0], out, 1)
        self.out = out
    def forward(self, x):
        skips = []
        for i, e in enumerate(self.enc):
            x = e(x)
            if i < len(self.enc) - 1: skips.append(x); x = F.max_pool1d(x, 2)
        for d in self.dec: x = d(torch.cat([F.interpolate(x, scale_factor=2), skips.pop()], 1))
        y = self.head(x)
        return y[:, 0] if self.out == 1 else y

def windows(recs, ids, rng, jitter):
    X, Y, M = [], [], []
    for r in ids:
        sig, beats = recs[r]
        for (rp, on, off) in beats:
            c = int(round(rp)) + (int(rng.integers(-jitter, jitter + 1)) if jitter else 0)
            if c - HALF < 0 or c + HALF > sig.shape[1]: continue
            X.append(sig[:, c-HALF:c+HALF]); t = np.arange(c-HALF, c+HALF)
            Y.append(((t >= on) & (t <= off)).astype(np.float32))
    return np.stack(X), np.stack(Y)

def boundaries(p):
    """First and last sample with p > 0.5 within ±200 ms of the window centre, with sub-sample crossings."""
    lo, hi = HALF - 50, HALF + 50
    idx = np.flatnonzero(p[lo:hi] > 0.5) + lo
    if idx.size == 0: return None
    a, b = idx[0], idx[-1]
    on = a - (p[a] - 0.5) / (p[a] - p[a-1]) if a > 0 and p[a-1] < 0.5 else a
    off = b + (p[b] - 0.5) / (p[b] - p[b+1]) if b < len(p)-1 and p[b+1] < 0.5 else b
    return on, off

EPOCHS = int(os.environ.get('EPOCHS', 240))
JIT = int(os.environ.get('JIT', 8))
RECIPE = (f'AdamW lr 3e-3 one-cycle, weight decay 1e-4, batch 32, {EPOCHS} epochs; per epoch every beat once, centre '
          f'jittered by U{{-{JIT}..{JIT}}} samples, amplitude x exp(U(-.3,.3)) per lead, white noise sd 0.05')

def train(recs, ids, seed):
    torch.manual_seed(seed); rng = np.random.default_rng(seed)
    net = Net(); opt = torch.optim.AdamW(net.parameters(), 3e-3, weight_decay=1e-4)
    X0, _ = windows(recs, ids, rng, 0)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, 3e-3, total_steps=EPOCHS * (len(X0) // 32) + 10)
    for ep in range(EPOCHS):
        X, Y = windows(recs, ids, rng, JIT)
        X = X * np.exp(rng.uniform(-0.3, 0.3, (len(X), 12, 1))).astype(np.float32)
        X = X + rng.normal(0, 0.05, X.shape).astype(np.float32)
        perm = rng.permutation(len(X))
        net.train()
        for i in range(0, len(X) - 31, 32):
            b = perm[i:i+32]
            loss = F.binary_cross_entropy_with_logits(net(torch.from_numpy(X[b])), torch.from_numpy(Y[b]))
            opt.zero_grad(); loss.backward(); opt.step(); sched.step()
    net.eval()
    return net

def export(net, path):
    """ONNX: input `ecg` [batch, 12, 160] (standard lead order I..V6), output `logits` [batch, 160]."""
    torch.onnx.export(net, torch.zeros(2, 12, 2 * HALF), path, input_names=['ecg'], output_names=['logits'],
                      dynamic_axes={'ecg': {0: 'batch'}, 'logits': {0: 'batch'}}, opset_version=13, do_constant_folding=True)
    import onnx
    onnx.checker.check_model(onnx.load(path))

def export_all(recs):
    t0 = time.time()
    net = train(recs, list(recs), 20261205)
    out = os.path.join(HERE, '..', 'public', 'models')
    path = os.path.join(out, 'ecg-global-qrs.onnx')
    export(net, path)
    card = {
        'name': 'ecg-global-qrs', 'version': 1, 'task': 'segmentation',
        'date': datetime.datetime.now(datetime.timezone.utc).strftime('%Y-%m-%dT%H:%MZ'),
        'file': 'ecg-global-qrs.onnx', 'bytes': os.path.getsize(path),
        'parameters': sum(p.numel() for p in net.parameters()),
        'architecture': f'1-D U-Net over 12 channels, widths {list(WIDTHS)}, kernel 5, 2 conv+BN+ReLU per block, '
                        'max-pool / nearest upsample, opset 13',
        'input': {'name': 'ecg', 'shape': ['batch', 12, 2 * HALF],
                  'leads': 'I, II, III, aVR, aVL, aVF, V1..V6 in this order',
                  'fs': 250, 'window': f'±{HALF * 4} ms around the beat\'s R peak (sample {HALF} = R)',
                  'resampling': 'windowed-sinc low-pass (cutoff 0.45*min fs) + linear interpolation',
                  'normalisation': 'per lead over the whole record: NaN->0, subtract median, divide by max(std, 0.05 mV), clip to [-20, 20]'},
        'output': {'name': 'logits', 'shape': ['batch', 2 * HALF],
                   'meaning': 'per sample, logit of lying inside the beat\'s global QRS (earliest onset to latest offset over the 12 leads)'},
        'training': {'data': 'LUDB, 100 records x 12 leads; per beat, the union of the leads\' annotated QRS',
                     'split': 'every record; accuracy estimated by 5-fold cross-validation of the same recipe '
                              '(training/cv/global-qrs-fold<k>.onnx, bench/global-qrs-accuracy.ts)',
                     'optimiser': RECIPE, 'seed': 20261205, 'minutes': round((time.time() - t0) / 60, 1),
                     'torch': torch.__version__},
    }
    json.dump(card, open(os.path.join(out, 'ecg-global-qrs.card.json'), 'w'), indent=1)
    print('wrote', path, card['bytes'], 'bytes', card['parameters'], 'parameters', flush=True)

def main():
    recs = load()
    if '--all' in sys.argv:
        return export_all(recs)
    folds = json.load(open(os.path.join(HERE, 'cv', 'folds.json')))['folds']
    res = {}
    for fi, f in enumerate(folds):
        val = f['validation']; tr = [r for r in recs if r not in val]
        t0 = time.time()
        net = train(recs, tr, fi)
        export(net, os.path.join(CV_OUT, f'global-qrs-fold{fi}.onnx'))
        with torch.no_grad():
            for r in val:
                sig, beats = recs[r]
                pred, ref = [], []
                for (rp, on, off) in beats:
                    c = int(round(rp))
                    if c - HALF < 0 or c + HALF > sig.shape[1]: continue
                    p = torch.sigmoid(net(torch.from_numpy(sig[None, :, c-HALF:c+HALF].copy())))[0].numpy()
                    bd = boundaries(p)
                    if bd is None: continue
                    pred.append((bd[1] - bd[0]) * 4)
                allref = [(off - on) * 4 for (_, on, off) in beats]
                res[r] = (float(np.median(allref)), float(np.median(pred)) if pred else None)
        print(f'fold {fi} done in {time.time()-t0:.0f}s', flush=True)
    errs = [p - r for r, p in res.values() if p is not None]
    within = sum(1 for e in errs if abs(e) <= 20)
    print('records', len(res), 'within20', within, 'mean', np.mean(errs), 'sd', np.std(errs))
    json.dump({str(k): v for k, v in res.items()}, open(os.environ.get('OUTJ', '/tmp/global_qrs_cv.json'), 'w'))

if __name__ == '__main__':
    main()
