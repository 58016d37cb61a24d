"""Minimal WFDB readers (header, format 16/212 signals, MIT annotations) for training only.

Every count read from a file is bounded; malformed input raises ValueError naming the file.
"""
import os
import numpy as np

MAX_SIGNALS = 64
MAX_SAMPLES = 50_000_000

# MIT annotation codes used by LUDB / QTDB.
CODE_SYMBOL = {1: 'N', 24: 'p', 27: 't', 39: '(', 40: ')'}


def read_header(hea_path):
    with open(hea_path, 'r', encoding='latin-1') as f:
        lines = [ln.strip() for ln in f if ln.strip() and not ln.startswith('#')]
    if not lines:
        raise ValueError(f'{hea_path}: empty header')
    head = lines[0].split()
    nsig = int(head[1])
    fs = float(head[2].split('/')[0]) if len(head) > 2 else 250.0
    nsamp = int(head[3]) if len(head) > 3 else 0
    if not (0 < nsig <= MAX_SIGNALS) or not (0 <= nsamp <= MAX_SAMPLES):
        raise ValueError(f'{hea_path}: implausible signal count {nsig} or length {nsamp}')
    sigs = []
    for ln in lines[1:1 + nsig]:
        p = ln.split()
        fmt = int(p[1].split('x')[0].split(':')[0].split('+')[0])
        gain_field = p[2] if len(p) > 2 else '200'
        g = gain_field.split('/')[0]
        baseline = None
        if '(' in g:
            g, b = g.split('(')
            baseline = int(b.rstrip(')'))
        gain = float(g) or 200.0
        adc_zero = int(p[4]) if len(p) > 4 else 0
        sigs.append({'file': p[0], 'fmt': fmt, 'gain': gain,
                     'baseline': adc_zero if baseline is None else baseline,
                     'name': p[8] if len(p) > 8 else str(len(sigs))})
    if len(sigs) != nsig:
        raise ValueError(f'{hea_path}: expected {nsig} signal lines, got {len(sigs)}')
    return fs, nsamp, sigs


def read_signals(hea_path):
    """Returns (fs, names, array [nsig, n] in mV). All signals must share one .dat file."""
    fs, nsamp, sigs = read_header(hea_path)
    d = os.path.dirname(hea_path)
    fmt = sigs[0]['fmt']
    if any(s['file'] != sigs[0]['file'] or s['fmt'] != fmt for s in sigs):
        raise ValueError(f'{hea_path}: mixed files/formats not supported here')
    nsig = len(sigs)
    path = os.path.join(d, sigs[0]['file'])
    if fmt == 16:
        raw = np.fromfile(path, dtype='<i2')
        n = raw.size // nsig
        raw = raw[:n * nsig].reshape(n, nsig).T.astype(np.int32)
    elif fmt == 212:
        b = np.fromfile(path, dtype=np.uint8)
        b = b[:(b.size // 3) * 3].reshape(-1, 3).astype(np.int32)
        s0 = b[:, 0] | ((b[:, 1] & 0x0F) << 8)
        s1 = b[:, 2] | ((b[:, 1] & 0xF0) << 4)
        s0 = np.where(s0 > 2047, s0 - 4096, s0)
        s1 = np.where(s1 > 2047, s1 - 4096, s1)
        flat = np.stack([s0, s1], axis=1).reshape(-1)
        n = flat.size // nsig
        raw = flat[:n * nsig].reshape(n, nsig).T
    else:
        raise ValueError(f'{hea_path}: format {fmt} not supported by the training reader')
    if nsamp:
        raw = raw[:, :nsamp]
    out = np.empty(raw.shape, dtype=np.float32)
    for i, s in enumerate(sigs):
        out[i] = (raw[i] - s['baseline']) / s['gain']
    return fs, [s['name'] for s in sigs], out


def read_annotations(path, max_count=1_000_000):
    """MIT-format annotations: list of (sample, symbol) for the symbols in CODE_SYMBOL."""
    w = np.fromfile(path, dtype='<u2')
    out = []
    t = 0
    i = 0
    while i < w.size:
        a = int(w[i]) >> 10
        v = int(w[i]) & 0x3FF
        if a == 0 and v == 0:
            break
        if a == 59:  # SKIP: 32-bit interval, high word first
            if i + 2 >= w.size:
                raise ValueError(f'{path}: truncated SKIP')
            t += (int(w[i + 1]) << 16) | int(w[i + 2])
            i += 3
            continue
        if a == 63:  # AUX: v bytes, padded to even
            i += 1 + (v + 1) // 2
            continue
        if a in (60, 61, 62):  # NUM, SUB, CHN
            i += 1
            continue
        t += v
        if a in CODE_SYMBOL:
            out.append((t, CODE_SYMBOL[a]))
        if len(out) > max_count:
            raise ValueError(f'{path}: more than {max_count} annotations')
        i += 1
    return out
