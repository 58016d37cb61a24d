// One record through `ecg-workbench analyze`: the analysis with the chosen delineator, as JSON or a table.
// Used in-process for a single record and by the batch workers (analyze-worker.ts).
import type { AnalyzeOptions } from '../core/analysis/index';
import type { LoadOptions } from '../core/formats/loader';
import type { Analysis, EcgRecord } from '../core/types';
import { analyzeWithDelineator, type NetworkDelineator } from '../inference/analyze';
import type { DelineatorSetting } from '../inference/combine';
import { CliError, isBadInput, loadSignalFromPath } from './io';
import { describeBurden, rhythmFamily } from '../core/analysis/rhythm-episodes';

export { resetNetworkFallback } from '../inference/analyze';

/** `--delineator`: a DelineatorChoice, or `auto` (the default): `combined` up to AUTO_NETWORK_MAX_S, `dsp` beyond. */
export type CliDelineator = DelineatorSetting;
export const CLI_DELINEATORS: readonly CliDelineator[] = ['auto', 'dsp', 'onnx', 'combined'];

/** The `--delineator` value of analyze, verify and score (default `auto`); bad input names the allowed values. */
export function delineatorOption(value: string | undefined, usage: string): CliDelineator {
  const d = (value ?? 'auto') as CliDelineator;
  if (!CLI_DELINEATORS.includes(d)) throw new CliError(`ecg-workbench: --delineator must be auto, dsp, onnx or combined, not '${value}'\n${usage}`);
  return d;
}

/** analyzeWithDelineator (src/inference/analyze.ts) with the command's name on its fallback warning. */
export function analyzeWith(
  record: EcgRecord,
  setting: CliDelineator,
  options: Pick<AnalyzeOptions, 'leadSet' | 'onProgress'> & { onWarning?: (message: string) => void; network?: NetworkDelineator } = {},
): Promise<Analysis> {
  const warn = options.onWarning;
  return analyzeWithDelineator(record, setting, { ...options, onWarning: warn && ((m) => warn(`ecg-workbench: ${m}`)) });
}

/** Episodes of another rhythm than the record's listed in the table. */
const MAX_TABLE_EPISODES = 10;

const show = (v: number | null | undefined, unit = '') => (v === null || v === undefined ? '—' : `${v}${unit}`);

/** Readable summary of an Analysis: record, global measurements, rhythm, findings, per-lead table. */
export function formatAnalysisTable(a: Analysis): string {
  const m = a.measurements;
  const lines: string[] = [];
  const seconds = (a.record.samples / a.record.fs).toFixed(1);
  lines.push(`record ${a.record.id}: ${a.record.leads.length} leads (${a.record.leads.join(', ')}), ${a.record.fs} Hz, ${seconds} s, ${a.beats.length} beats`);
  lines.push('');
  lines.push(`heart rate   ${show(m.hr_bpm, ' bpm')}   (RR ${show(m.rr_ms, ' ms')})`);
  lines.push(`PR           ${show(m.pr_ms, ' ms')}`);
  lines.push(`P duration   ${show(m.p_ms, ' ms')}`);
  lines.push(`QRS          ${show(m.qrs_ms, ' ms')}`);
  lines.push(`QT           ${show(m.qt_ms, ' ms')}`);
  lines.push(`QTc          Bazett ${show(m.qtc_ms.bazett)}  Fridericia ${show(m.qtc_ms.fridericia)}  Framingham ${show(m.qtc_ms.framingham)}  Hodges ${show(m.qtc_ms.hodges)} ms`);
  lines.push(`axis         P ${show(m.axis_deg.p, '°')}  QRS ${show(m.axis_deg.qrs, '°')}  T ${show(m.axis_deg.t, '°')}`);
  lines.push(`rhythm       ${a.rhythm.label}${a.rhythm.regular ? ', regular' : ', irregular'}${a.rhythm.rr_cv === null ? '' : ` (RR CV ${a.rhythm.rr_cv})`}`);
  if (a.rhythm.reason) lines.push(`             not named: ${a.rhythm.reason}`);
  if (a.rhythm.episodes) {
    lines.push(`episodes     ${a.rhythm.episodes.length} (10-s stretches merged): ${describeBurden(a.rhythm.burden)}`);
    // The stretches of another rhythm than the record's (sinus counted as one; paroxysmal AF, runs), longest first.
    const other = a.rhythm.episodes.filter((e) => rhythmFamily(e.label) !== rhythmFamily(a.rhythm.label)).sort((x, y) => y.to - y.from - (x.to - x.from));
    const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;
    for (const e of other.slice(0, MAX_TABLE_EPISODES)) lines.push(`             ${e.label} ${clock(e.from / a.record.fs)}–${clock(e.to / a.record.fs)} (${Math.round((e.to - e.from) / a.record.fs)} s${e.hr_bpm != null ? `, ${e.hr_bpm} bpm` : ''})`);
    if (other.length > MAX_TABLE_EPISODES) lines.push(`             … ${other.length - MAX_TABLE_EPISODES} more in the JSON (rhythm.episodes)`);
  }
  const classes = new Map<string, number>();
  for (const b of a.beats) classes.set(b.class, (classes.get(b.class) ?? 0) + 1);
  lines.push(`beat classes ${[...classes].map(([c, n]) => `${c} ${n}`).join(', ') || '—'}`);
  lines.push('');
  lines.push('findings');
  if (a.findings.length === 0) lines.push('  (none)');
  for (const f of a.findings) {
    const ev = f.evidence.map((e) => `${e.measure}=${e.value}${e.threshold ? ` (${e.threshold})` : ''}`).join('; ');
    lines.push(`  ${f.code.padEnd(40)} ${f.label}${f.leads?.length ? ` [${f.leads.join(', ')}]` : ''}${ev ? ` — ${ev}` : ''}`);
  }
  lines.push('');
  const cols = ['P', 'Q', 'Q ms', 'R', 'S', "R'", 'ST J', 'ST 60', 'T', 'U', 'RPT ms', 'usable'];
  lines.push(['lead'.padEnd(6), ...cols.map((c) => c.padStart(7))].join(''));
  for (const name of a.record.leads) {
    const p = m.per_lead[name];
    const q = a.quality.per_lead[name];
    const vals = p ? [p.p_mv, p.q_mv, p.q_ms, p.r_mv, p.s_mv, p.r_prime_mv, p.st_j_mv, p.st_60_mv, p.t_mv, p.u_mv, p.r_peak_time_ms] : [];
    const row = [name.padEnd(6), ...vals.map((v) => show(v).padStart(7)), (q ? (q.usable ? 'yes' : `no ${q.issues.join(',')}`) : '—').padStart(7)];
    lines.push(row.join(''));
  }
  lines.push('(amplitudes in mV against the PR baseline, measured on the median beat)');
  const provider = (a.model as { provider?: string }).provider;
  lines.push(`delineator ${a.model.delineator} ${a.model.version}${provider ? ` (execution provider ${provider})` : ''}`);
  return lines.join('\n') + '\n';
}

export interface AnalyzeTask {
  index: number;
  /** The record path as given (named in messages and in the batch output's `source`). */
  path: string;
  delineator: CliDelineator;
  leadSet: '12' | 'all';
  json: boolean;
  load: LoadOptions;
}

export type AnalyzeReply =
  | { index: number; ok: true; text: string; warning?: string }
  | { index: number; ok: false; badInput: boolean; message: string };

/**
 * One record of a batch: a JSON line with the record's `source` path, or its table; a failure as a message. The
 * network runs on `network` (another thread) when given, else on this thread.
 */
export async function analyzeTask(t: AnalyzeTask, network?: NetworkDelineator): Promise<AnalyzeReply> {
  try {
    let warning: string | undefined;
    const a = await analyzeWith(await loadSignalFromPath(t.path, t.load), t.delineator, { leadSet: t.leadSet, onWarning: (m) => (warning = m), network });
    return { index: t.index, ok: true, text: t.json ? JSON.stringify({ ...a, source: t.path }) + '\n' : formatAnalysisTable(a) + '\n', warning };
  } catch (e) {
    const err = e as Error;
    const badInput = isBadInput(err);
    return { index: t.index, ok: false, badInput, message: badInput ? err.message : `${t.path}: ${err.stack ?? err.message}` };
  }
}
