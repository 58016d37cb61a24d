import type { EcgRecord } from '../types';

export interface SignalTextOptions {
  /** Rate of the text (Hz); the signal is averaged down to it. */
  fs?: number;
  /** Seconds from the start. */
  seconds?: number;
  /** Hard bound on the text length (characters). */
  maxChars?: number;
}

export const SIGNAL_TEXT_LIMITS = { fs: 500, seconds: 60, leads: 16, maxChars: 400_000 } as const;

/**
 * The first seconds of the record as text for models that read signals: one line per lead of
 * integer microvolts at a reduced rate (block means, a crude anti-alias). Missing samples are "NaN".
 */
export function signalAsText(record: EcgRecord, options: SignalTextOptions = {}): string {
  const fsOut = Math.min(SIGNAL_TEXT_LIMITS.fs, Math.max(1, options.fs ?? 100), record.fs);
  const seconds = Math.min(SIGNAL_TEXT_LIMITS.seconds, Math.max(0.1, options.seconds ?? 10));
  const maxChars = Math.min(SIGNAL_TEXT_LIMITS.maxChars, options.maxChars ?? 120_000);
  const step = record.fs / fsOut;
  const n = Math.floor(Math.min(record.length, Math.round(seconds * record.fs)) / step);
  const leads = record.leads.slice(0, SIGNAL_TEXT_LIMITS.leads);
  const lines = [`ECG: ${leads.length} leads, ${fsOut} Hz, ${(n / fsOut).toFixed(1)} s, values in microvolts (µV), one line per lead.`];
  let size = lines[0].length;
  for (const lead of leads) {
    const values: string[] = [];
    for (let i = 0; i < n; i++) {
      const a = Math.floor(i * step);
      const b = Math.max(a + 1, Math.floor((i + 1) * step));
      let sum = 0;
      let count = 0;
      for (let k = a; k < b; k++) {
        const v = lead.samples[k];
        if (!Number.isNaN(v)) {
          sum += v;
          count++;
        }
      }
      values.push(count ? String(Math.round((sum / count) * 1000)) : 'NaN');
    }
    const line = `${lead.name}: ${values.join(',')}`;
    if (size + line.length + 1 > maxChars) {
      lines.push(`(further leads left out: the text is limited to ${maxChars} characters)`);
      break;
    }
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n');
}
