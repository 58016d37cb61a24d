// Mirrors training/resample.py exactly: the delineation network was trained on signals resampled this way.

const MAX_OUT = 50_000_000;

function lowpassTaps(fsIn: number, fsOut: number): Float64Array {
  const ratio = fsIn / fsOut;
  const half = Math.ceil(2 * ratio);
  const fc = 0.45 / ratio;
  const h = new Float64Array(2 * half + 1);
  let sum = 0;
  for (let i = -half; i <= half; i++) {
    const a = 2 * fc * i;
    const sinc = i === 0 ? 1 : Math.sin(Math.PI * a) / (Math.PI * a);
    const v = 2 * fc * sinc * (0.54 + 0.46 * Math.cos((Math.PI * i) / (half + 1)));
    h[i + half] = v;
    sum += v;
  }
  for (let i = 0; i < h.length; i++) h[i] /= sum;
  return h;
}

/** Resample one signal: windowed-sinc anti-alias low-pass when downsampling, then linear interpolation. */
export function resample(x: Float32Array, fsIn: number, fsOut: number): Float32Array {
  if (!(fsIn > 0) || !(fsOut > 0)) throw new Error(`resample: invalid rates ${fsIn} -> ${fsOut}`);
  if (fsIn === fsOut || x.length === 0) return Float32Array.from(x);
  const nOut = Math.floor(((x.length - 1) * fsOut) / fsIn) + 1;
  if (nOut > MAX_OUT) throw new Error(`resample: output of ${nOut} samples is too long`);
  const step = fsIn / fsOut;
  let src: Float32Array | Float64Array = x;
  if (fsOut < fsIn) {
    const h = lowpassTaps(fsIn, fsOut);
    const half = (h.length - 1) >> 1;
    const n = x.length;
    const y = new Float64Array(n);
    // Only the samples the interpolation below reads are filtered (every other one when halving the rate).
    const needed = new Uint8Array(n);
    for (let k = 0; k < nOut; k++) {
      const t = k * step;
      const i = Math.floor(t);
      needed[i] = 1;
      if (t > i && i + 1 < n) needed[i + 1] = 1;
    }
    for (let i = 0; i < n; i++) {
      if (!needed[i]) continue;
      let acc = 0;
      if (i >= half && i + h.length - 1 - half < n) {
        for (let k = 0, j = i - half; k < h.length; k++, j++) acc += h[k] * x[j];
      } else {
        for (let k = 0; k < h.length; k++) {
          // np.convolve flips the kernel; the kernel is symmetric so the order does not matter.
          const j = Math.min(n - 1, Math.max(0, i + k - half));
          acc += h[k] * x[j];
        }
      }
      y[i] = acc;
    }
    src = y;
  }
  const out = new Float32Array(nOut);
  for (let k = 0; k < nOut; k++) {
    const t = k * step;
    const i = Math.floor(t);
    const f = t - i;
    // At a whole-sample position the sample itself (its neighbour is not filtered; a gap there does not spread).
    out[k] = f === 0 ? src[i] : i + 1 < src.length ? src[i] * (1 - f) + src[i + 1] * f : src[src.length - 1];
  }
  return out;
}
