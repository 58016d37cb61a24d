"""Resampling used both in training and (mirrored exactly) in src/inference/resample.ts.

Anti-alias with a Hamming-windowed sinc (cutoff 0.45 * min(fsIn, fsOut)) when downsampling,
then linear interpolation at t_out = k * fsIn / fsOut.
"""
import numpy as np


def lowpass_taps(fs_in, fs_out):
    ratio = fs_in / fs_out
    half = int(np.ceil(2 * ratio))
    n = np.arange(-half, half + 1)
    fc = 0.45 / ratio  # cycles per input sample
    h = 2 * fc * np.sinc(2 * fc * n) * (0.54 + 0.46 * np.cos(np.pi * n / (half + 1)))
    return (h / h.sum()).astype(np.float64)


def resample(x, fs_in, fs_out):
    x = np.asarray(x, dtype=np.float64)
    if fs_in == fs_out:
        return x.astype(np.float32)
    if fs_out < fs_in:
        h = lowpass_taps(fs_in, fs_out)
        half = (h.size - 1) // 2
        xp = np.pad(x, (half, half), mode='edge')
        x = np.convolve(xp, h, mode='valid')
    n_out = int(np.floor((x.size - 1) * fs_out / fs_in)) + 1
    t = np.arange(n_out) * (fs_in / fs_out)
    return np.interp(t, np.arange(x.size), x).astype(np.float32)
