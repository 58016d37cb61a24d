#!/usr/bin/python3
"""Experiment (fifty-seventh session, docs/delineation.md): one 12-lead network for the global QRS and each lead's QRS.

The global-QRS network's recipe (global_qrs_cv.py) with 13 outputs: channel 0 the beat's global QRS (union of the
leads' annotated QRS), channels 1-12 each lead's own annotated QRS (loss only where that lead is annotated; the global
channel weighs as much as the twelve together). 5 folds of training/cv/folds.json; nothing is exported. Writes, per
held-out record, channel and annotated beat, the predicted onset and offset (500 Hz samples, channel -1 = global) to
$OUTJ (default /tmp/jointqrs.json), for comparison in the pipeline (the median of three per-lead estimators).

Run: /usr/bin/python3 training/joint_qrs_cv.py      (about 10 minutes on 2 cores)
"""
import json, os, sys, time
import numpy as np
import torch, torch.nn.functional as F
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from global_qrs_cv import EPOCHS, HALF, JIT, Net, boundaries, ludb_records
torch.set_num_threads(2)

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

def main():
    recs = load()
    folds = json.load(open(os.path.join(HERE, 'cv', 'folds.json')))['folds']
    out, errs = [], {'on': [], 'off': []}
    for fi, f in enumerate(folds):
        val = f['validation']; tr = [r for r in recs if r not in val]
        torch.manual_seed(fi); rng = np.random.default_rng(fi)
        net = Net(out=13); opt = torch.optim.AdamW(net.parameters(), 3e-3, weight_decay=1e-4)
        X0, _, _ = windows(recs, tr, rng, 0)
        sched = torch.optim.lr_scheduler.OneCycleLR(opt, 3e-3, total_steps=EPOCHS * (len(X0) // 32) + 10)
        t0 = time.time()
        for ep in range(EPOCHS):
            X, Y, M = windows(recs, tr, rng, JIT)
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
        with torch.no_grad():
            for r in val:
                sig, beats = recs[r]
                for (rp, lab) in beats:
                    c = int(round(rp))
                    if c - HALF < 0 or c + HALF > sig.shape[1]: continue
                    p = torch.sigmoid(net(torch.from_numpy(sig[None, :, c-HALF:c+HALF].copy())))[0].numpy()
                    for ch in range(13):
                        bd = boundaries(p[ch])
                        if bd is None: continue
                        on, off = (bd[0] - HALF + c) * 2, (bd[1] - HALF + c) * 2
                        out.append([int(r), ch - 1, float(rp * 2), float(on), float(off)])
                        if ch > 0 and lab[ch]:
                            errs['on'].append((on - lab[ch][0] * 2) * 2); errs['off'].append((off - lab[ch][1] * 2) * 2)
        print(f'fold {fi} done in {time.time()-t0:.0f}s', flush=True)
    for k, e in errs.items(): print(f'per-lead {k}: mean {np.mean(e):.2f} sd {np.std(e):.2f} ms, n {len(e)}')
    json.dump(out, open(os.environ.get('OUTJ', '/tmp/jointqrs.json'), 'w'))

if __name__ == '__main__':
    main()
