import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname } from 'node:path';
import { verifyResponse, type VerifyOptions } from '../core/claims/verify';
import type { StepEvidence } from '../core/rewards/ecgr1';
import { readStepEvidence } from '../core/rewards/evidence-field';
import type { Analysis, Verification } from '../core/types';
import { analyzeWith, delineatorOption } from './analyze-record';
import { CliError, loadSignalFromPath, parseCli } from './io';

const USAGE = 'usage: ecg-workbench verify <record> <response> [--json] [--reference <answer text or file>] [--delineator auto|dsp|onnx|combined]';
/** Largest response or reference file read (a model answer is a few kB). */
export const MAX_TEXT_BYTES = 4 * 1024 * 1024;
const IMAGE_EXT = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.bmp', '.tif', '.tiff', '.pdf', '.svg']);

export interface ResponseInput {
  response: string;
  reference?: string | string[];
  evidence?: StepEvidence;
}

/** A record given as an image (or no record at all) has no signal: claims are unverifiable. */
export function isImageRecord(path: string | null | undefined): boolean {
  return !path || IMAGE_EXT.has(extname(path).toLowerCase());
}

function readBounded(path: string): string {
  const size = statSync(path).size;
  if (size > MAX_TEXT_BYTES) throw new CliError(`${path}: file too large (${size} bytes, limit ${MAX_TEXT_BYTES})`);
  return readFileSync(path, 'utf8');
}

/** Validates the evidence field of a JSON input: { "<step>": ["phrase", ...] } or [["phrase", ...], ...]. */
export function parseEvidence(v: unknown, where: string): StepEvidence | undefined {
  const r = readStepEvidence(v);
  if (r.error) throw new CliError(`${where}: ${r.error}`);
  return r.evidence;
}

export function parseReference(v: unknown, where: string): string | string[] | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'string') return v;
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v as string[];
  throw new CliError(`${where}: "reference" must be a string or a list of strings`);
}

/** `<response>`: a plain-text answer file, or a JSON file with a "response" field (and optional "reference", "evidence"). */
export function readResponseArg(arg: string): ResponseInput {
  if (!existsSync(arg)) throw new CliError(`${arg}: file not found`);
  if (statSync(arg).isDirectory()) throw new CliError(`${arg}: is a folder, not a response file`);
  const text = readBounded(arg);
  const trimmed = text.trimStart();
  const isJson = extname(arg).toLowerCase() === '.json' || trimmed.startsWith('{');
  if (!isJson) return { response: text };
  let obj: unknown;
  try {
    obj = JSON.parse(text);
  } catch (e) {
    if (extname(arg).toLowerCase() !== '.json') return { response: text };
    throw new CliError(`${arg}: not valid JSON (${(e as Error).message})`);
  }
  if (typeof obj !== 'object' || obj === null || typeof (obj as { response?: unknown }).response !== 'string') {
    throw new CliError(`${arg}: JSON response must be an object with a string "response" field`);
  }
  const o = obj as Record<string, unknown>;
  return { response: o.response as string, reference: parseReference(o.reference, arg), evidence: parseEvidence(o.evidence, arg) };
}

/** `--reference`: a file (plain text, or JSON with "reference"/"answer") or the answer text itself. */
export function readReferenceArg(arg: string): string | string[] {
  if (existsSync(arg) && statSync(arg).isFile()) {
    const text = readBounded(arg);
    if (text.trimStart().startsWith('{') || text.trimStart().startsWith('[')) {
      try {
        const v = JSON.parse(text) as unknown;
        if (Array.isArray(v)) return parseReference(v, arg) ?? [];
        const o = v as Record<string, unknown>;
        return parseReference(o.reference ?? o.answer, arg) ?? '';
      } catch {
        return text;
      }
    }
    return text;
  }
  return arg;
}

const pad = (s: string, n: number) => (s.length >= n ? s.slice(0, n - 2) + '… ' : s.padEnd(n));
const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'number' ? String(Math.round(v * 1000) / 1000) : String(v));

export function formatVerificationTable(v: Verification): string {
  const lines: string[] = [];
  lines.push(`format: think ${v.format.has_think ? 'yes' : 'no'}, answer ${v.format.has_answer ? 'yes' : 'no'}, ${v.format.steps} steps${v.format.problems?.length ? ` — ${v.format.problems.join('; ')}` : ''}`);
  lines.push(`answer: ${v.answer.length ? v.answer.join('; ') : '—'}`);
  lines.push('');
  lines.push(`${pad('id', 5)}${pad('verdict', 14)}${pad('claim', 44)}${pad('claimed', 12)}${pad('measured', 12)}tolerance / reason`);
  for (const c of v.claims) {
    const claimed = c.negated ? `not ${c.code ?? show(c.value)}` : c.value === null ? (c.code ?? '') : `${show(c.value)}${c.unit ? ' ' + c.unit : ''}`;
    lines.push(`${pad(c.id, 5)}${pad(c.verdict, 14)}${pad(JSON.stringify(c.text), 44)}${pad(claimed, 12)}${pad(show(c.measured), 12)}${c.tolerance ?? ''}${c.reason ? ` (${c.reason})` : ''}`);
  }
  if (v.claims.length === 0) lines.push('(no checkable claims)');
  lines.push('');
  lines.push(`omissions: ${v.omissions.length ? v.omissions.map((o) => o.label).join(', ') : 'none'}`);
  lines.push(`rewards: ${Object.entries(v.rewards).map(([k, x]) => `${k} ${show(x)}`).join(', ')}`);
  return lines.join('\n') + '\n';
}

export function verifyInput(analysis: Analysis | null, input: ResponseInput): Verification {
  const options: VerifyOptions = {};
  if (input.reference !== undefined) options.reference = input.reference;
  if (input.evidence !== undefined) options.evidence = input.evidence;
  return verifyResponse(analysis, input.response, options);
}

/** `ecg-workbench verify <record> <response> [--json] [--reference <answer text or file>] [--delineator ...]` (CONTRACT.md). */
export async function runVerify(argv: string[]): Promise<number> {
  const { values, positionals } = parseCli(argv, { json: { type: 'boolean' }, reference: { type: 'string' }, delineator: { type: 'string' } }, 2, USAGE);
  const delineator = delineatorOption(values.delineator, USAGE);
  if (positionals.length > 2) throw new CliError(`ecg-workbench: verify takes a record and a response, got ${positionals.length} arguments\n${USAGE}`);
  const [recordPath, responsePath] = positionals;
  const input = readResponseArg(responsePath);
  if (values.reference !== undefined) input.reference = readReferenceArg(values.reference);
  let analysis: Analysis | null = null;
  // The same analysis as `analyze` (the same default delineator), so both commands report the same measurements and findings.
  if (!isImageRecord(recordPath)) analysis = await analyzeWith(await loadSignalFromPath(recordPath), delineator, { onWarning: (m) => process.stderr.write(`${m}\n`) });
  else if (!existsSync(recordPath)) throw new CliError(`${recordPath}: file not found`);
  const v = verifyInput(analysis, input);
  process.stdout.write(values.json ? JSON.stringify(v) + '\n' : formatVerificationTable(v));
  return 0;
}
