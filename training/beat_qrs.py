#!/usr/bin/python3
"""The beat-QRS network (docs/delineation.md, fifty-sixth to fifty-eighth sessions): 12 leads in, a beat's QRS out.

From a ±320 ms window around a beat's R peak (250 Hz, every lead normalised over the whole record as for the
delineation network), a small 12-channel U-Net marks, per sample, 13 masks: channel 0 the beat's global QRS in LUDB's
convention (earliest annotated onset to latest annotated offset over the 12 leads, bench/delineation-accuracy.ts
`ludbGlobalRef`), channels 1-12 each lead's own annotated QRS (loss only where that lead is annotated; the global
channel weighs as much as the twelve together). The app runs it on every beat of a 12-lead record: each lead's QRS is
the median of three estimators (DSP, the delineation network, channel 1 + lead), and the dominant beats' median global
QRS is averaged into the median beat's (src/inference/beat-qrs.ts, combine.ts).

  /usr/bin/python3 training/beat_qrs.py          5 record-level folds of training/cv/folds.json (about 10 minutes on 2
                                                 cores): prints each channel's out-of-fold error and how many held-out
                                                 records' median global QRS lies within 20 ms; writes each fold's model
                                                 to training/cv/beat-qrs-fold<k>.onnx (bench/onnx-accuracy.ts) and the
                                                 out-of-fold boundaries per beat to $OUTJ (default /tmp/beat-qrs-cv.json)
  /usr/bin/python3 training/beat_qrs.py --all    the same recipe on all 100 records: public/models/ecg-beat-qrs.onnx and
                                                 its card (the app's and the command line's model)
Environment: EPOCHS (240), JIT (8), WIDTHS (16,24,32,48), CV_OUT (training/cv), SEED (0: fold k trains with seed SEED + k);
candidates go to another CV_OUT.
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
OUTPUTS = 13  # the global QRS, then I, II, III, aVR, aVL, aVF, V1..V6
EPOCHS = int(os.environ.get('EPOCHS', 240))
JIT = int(os.environ.get('JIT', 8))
WIDTHS = tuple(int(w) for w in os.environ.get('WIDTHS', '16,24,32,48').split(','))
CV_OUT = os.environ.get('CV_OUT', os.path.join(HERE, 'cv'))
SEED = int(os.environ.get('SEED', 0))
RECIPE = (f'AdamW lr 3e-3 one-cycle, weight decay 1e-4, batch 32, {EPOCHS} epochs; per epoch every beat once, centre '
          f'jittered by U{{-{JIT}..{JIT}}} samples, amplitude x exp(U(-.3,.3)) per lead, white noise sd 0.05; loss: '
          'binary cross-entropy of the global channel + mean over the annotated leads of theirs')

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
    """Per record: 12 normalised leads at 250 Hz, and per beat its R and 13 labels ((on, off) or None), 250 Hz."""
    recs = {}
    for r, sig, per in ludb_records():
        beats = []
        for (_, rp, _) in max(per, key=len):
            near = [[t for t in p if abs(t[1] - rp) <= 50] for p in per]
            ons = [t[0] for q in near for t in q if t[0] is not None]
            offs = [t[2] for q in near for t in q if t[2] is not None]
            if not ons or not offs: continue
            lead = [next(((t[0] / 2, t[2] / 2) for t in q if t[0] is not None and t[2] is not None), None) for q in near]
            beats.append((rp / 2, [(min(ons) / 2, max(offs) / 2)] + lead))
        recs[r] = (sig, beats)
    return recs

class Net(nn.Module):
    """12 leads in ([B, 12, L], L a multiple of 8); OUTPUTS logits per sample out ([B, OUTPUTS, L])."""
    def __init__(self, widths=WIDTHS, k=5, out=OUTPUTS):
        super().__init__()
        self.enc = nn.ModuleList(); cin = 12
        for w in widths: self.enc.append(block(cin, w, k)); cin = w
        self.dec = nn.ModuleList([block(widths[i] + widths[i-1], widths[i-1], k) for i in range(len(widths)-1, 0, -1)])
        self.head = nn.Conv1d(widths[0], out, 1)
    def forward(self, x):
        skips = []
        for i, e in enumerate(self.enc):
            x = e(x)
            if i < len(self.enc) - 1: skips.append(x); x = F.max_pool1d(x, 2)
        for d in self.dec: x = d(torch.cat([F.interpolate(x, scale_factor=2), skips.pop()], 1))
        return self.head(x)

def windows(recs, ids, rng, jitter):
    X, Y, M = [], [], []
    for r in ids:
        sig, beats = recs[r]
        for (rp, lab) in beats:
            c = int(round(rp)) + (int(rng.integers(-jitter, jitter + 1)) if jitter else 0)
            if c - HALF < 0 or c + HALF > sig.shape[1]: continue
            t = np.arange(c - HALF, c + HALF)
            X.append(sig[:, c-HALF:c+HALF])
            Y.append(np.stack([(t >= l[0]) & (t <= l[1]) if l else np.zeros(2 * HALF, bool) for l in lab]).astype(np.float32))
            M.append(np.array([1.0 if l else 0.0 for l in lab], np.float32))
    return np.stack(X), np.stack(Y), np.stack(M)

def boundaries(p):
    """First and last sample with p > 0.5 within ±200 ms of the window centre, with sub-sample crossings."""
    lo, hi = HALF - 50, HALF + 50
    idx = np.flatnonzero(p[lo:hi] > 0.5) + lo
    if idx.size == 0: return None
    a, b = idx[0], idx[-1]
    on = a - (p[a] - 0.5) / (p[a] - p[a-1]) if a > 0 and p[a-1] < 0.5 else a
    off = b + (p[b] - 0.5) / (p[b] - p[b+1]) if b < len(p)-1 and p[b+1] < 0.5 else b
    return on, off

def train(recs, ids, seed):
    torch.manual_seed(seed); rng = np.random.default_rng(seed)
    net = Net(); opt = torch.optim.AdamW(net.parameters(), 3e-3, weight_decay=1e-4)
    X0, _, _ = windows(recs, ids, rng, 0)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, 3e-3, total_steps=EPOCHS * (len(X0) // 32) + 10)
    for ep in range(EPOCHS):
        X, Y, M = windows(recs, ids, rng, JIT)
        X = X * np.exp(rng.uniform(-0.3, 0.3, (len(X), 12, 1))).astype(np.float32)
        X = X + rng.normal(0, 0.05, X.shape).astype(np.float32)
        perm = rng.permutation(len(X)); net.train()
        for i in range(0, len(X) - 31, 32):
            b = perm[i:i+32]
            l = F.binary_cross_entropy_with_logits(net(torch.from_numpy(X[b])), torch.from_numpy(Y[b]), reduction='none').mean(2)
            m = torch.from_numpy(M[b])[:, 1:]
            loss = l[:, 0].mean() + (l[:, 1:] * m).sum() / m.sum().clamp(min=1)
            opt.zero_grad(); loss.backward(); opt.step(); sched.step()
    net.eval()
    return net

def export(net, path):
    """ONNX: input `ecg` [batch, 12, 160] (standard lead order I..V6), output `logits` [batch, 13, 160]."""
    torch.onnx.export(net, torch.zeros(2, 12, 2 * HALF), path, input_names=['ecg'], output_names=['logits'],
                      dynamic_axes={'ecg': {0: 'batch'}, 'logits': {0: 'batch'}}, opset_version=13, do_constant_folding=True)
    import onnx
    onnx.checker.check_model(onnx.load(path))

def export_all(recs):
    t0 = time.time()
    net = train(recs, list(recs), 20261205)
    out = os.path.join(HERE, '..', 'public', 'models')
    path = os.path.join(out, 'ecg-beat-qrs.onnx')
    export(net, path)
    card = {
        'name': 'ecg-beat-qrs', 'version': 1, 'task': 'segmentation',
        'date': datetime.datetime.now(datetime.timezone.utc).strftime('%Y-%m-%dT%H:%MZ'),
        'file': 'ecg-beat-qrs.onnx', 'bytes': os.path.getsize(path),
        'parameters': sum(p.numel() for p in net.parameters()),
        'architecture': f'1-D U-Net over 12 channels, widths {list(WIDTHS)}, kernel 5, 2 conv+BN+ReLU per block, '
                        'max-pool / nearest upsample, opset 13',
        'input': {'name': 'ecg', 'shape': ['batch', 12, 2 * HALF],
                  'leads': 'I, II, III, aVR, aVL, aVF, V1..V6 in this order',
                  'fs': 250, 'window': f'±{HALF * 4} ms around the beat\'s R peak (sample {HALF} = R)',
                  'resampling': 'windowed-sinc low-pass (cutoff 0.45*min fs) + linear interpolation',
                  'normalisation': 'per lead over the whole record: NaN->0, subtract median, divide by max(std, 0.05 mV), clip to [-20, 20]'},
        'output': {'name': 'logits', 'shape': ['batch', OUTPUTS, 2 * HALF],
                   'meaning': 'per sample, logits of lying inside the beat\'s global QRS (channel 0: earliest onset to '
                              'latest offset over the 12 leads) and inside each lead\'s own QRS (channels 1-12, input order)'},
        'training': {'data': 'LUDB, 100 records x 12 leads; per beat, each lead\'s annotated QRS and their union',
                     'split': 'every record; accuracy estimated by 5-fold cross-validation of the same recipe '
                              '(training/cv/beat-qrs-fold<k>.onnx, bench/onnx-accuracy.ts)',
                     'optimiser': RECIPE, 'seed': 20261205, 'minutes': round((time.time() - t0) / 60, 1),
                     'torch': torch.__version__},
    }
    json.dump(card, open(os.path.join(out, 'ecg-beat-qrs.card.json'), 'w'), indent=1)
    print('wrote', path, card['bytes'], 'bytes', card['parameters'], 'parameters', flush=True)

def main():
    recs = load()
    if '--all' in sys.argv:
        return export_all(recs)
    folds = json.load(open(os.path.join(HERE, 'cv', 'folds.json')))['folds']
    out, errs, durations = [], {'on': [], 'off': []}, {}
    for fi, f in enumerate(folds):
        val = f['validation']; tr = [r for r in recs if r not in val]
        t0 = time.time()
        net = train(recs, tr, SEED + fi)
        export(net, os.path.join(CV_OUT, f'beat-qrs-fold{fi}.onnx'))
        with torch.no_grad():
            for r in val:
                sig, beats = recs[r]
                pred = []
                for (rp, lab) in beats:
                    c = int(round(rp))
                    if c - HALF < 0 or c + HALF > sig.shape[1]: continue
                    p = torch.sigmoid(net(torch.from_numpy(sig[None, :, c-HALF:c+HALF].copy())))[0].numpy()
                    for ch in range(OUTPUTS):
                        bd = boundaries(p[ch])
                        if bd is None: continue
                        on, off = (bd[0] - HALF + c) * 2, (bd[1] - HALF + c) * 2
                        out.append([int(r), ch - 1, float(rp * 2), float(on), float(off)])
                        if ch == 0: pred.append((bd[1] - bd[0]) * 4)
                        elif lab[ch]:
                            errs['on'].append((on - lab[ch][0] * 2) * 2); errs['off'].append((off - lab[ch][1] * 2) * 2)
                ref = [(l[0][1] - l[0][0]) * 4 for (_, l) in beats]
                durations[r] = (float(np.median(ref)), float(np.median(pred)) if pred else None)
        print(f'fold {fi} done in {time.time()-t0:.0f}s', flush=True)
    for k, e in errs.items(): print(f'per-lead QRS {k}: mean {np.mean(e):.2f} sd {np.std(e):.2f} ms, n {len(e)}')
    g = [p - r for r, p in durations.values() if p is not None]
    print(f'global QRS: {sum(1 for e in g if abs(e) <= 20)} of {len(durations)} records within 20 ms, {np.mean(g):+.1f} ± {np.std(g):.1f} ms')
    json.dump(out, open(os.environ.get('OUTJ', '/tmp/beat-qrs-cv.json'), 'w'))

if __name__ == '__main__':
    main()
