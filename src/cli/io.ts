import { parseArgs, type ParseArgsConfig } from 'node:util';
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { open, writeFile } from 'node:fs/promises';
import { loadRecord } from '../core/formats/index';
import type { LoadOptions } from '../core/formats/loader';
import { baseName } from '../core/formats/fileset';
import { DirFileSet } from '../node/dir-fileset';
import type { EcgRecord } from '../core/types';

/** Bad command-line input: printed as one line on stderr, exit status 2. */
export class CliError extends Error {}

/** An error that is the input's fault (exit status 2): bad arguments, or a file a loader rejected. */
export function isBadInput(e: unknown): boolean {
  return e instanceof CliError || (e as Error | null)?.name === 'LoadError';
}

/** `--help` / `-h` on a command: main() prints the usage on stdout and exits 0. */
export class HelpRequested extends Error {}

export function parseCli<T extends NonNullable<ParseArgsConfig['options']>>(argv: string[], options: T, minPositionals: number, usage: string) {
  if (argv.includes('--help') || argv.includes('-h')) throw new HelpRequested(usage);
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new CliError(`ecg-workbench: ${(e as Error).message}\n${usage}`);
  }
  if (parsed.positionals.length < minPositionals) throw new CliError(`ecg-workbench: missing argument\n${usage}`);
  return parsed;
}

/** Options every command that reads a record accepts, for files that do not state them (CSV). */
export const RECORD_OPTIONS = { units: { type: 'string' }, fs: { type: 'string' } } as const;

/** `--units mV|uV|V` and `--fs <Hz>` as LoadOptions; bad values are a CliError. */
export function recordOptionsFrom(values: { units?: string | boolean; fs?: string | boolean }): LoadOptions {
  const options: LoadOptions = {};
  if (typeof values.units === 'string') {
    const u = values.units === 'µV' ? 'uV' : values.units;
    if (u !== 'mV' && u !== 'uV' && u !== 'V') throw new CliError(`ecg-workbench: --units must be mV, uV or V, not '${values.units}'`);
    options.units = u;
  }
  if (typeof values.fs === 'string') {
    const fs = Number(values.fs);
    if (!Number.isFinite(fs) || fs <= 0 || fs > 1_000_000) throw new CliError(`ecg-workbench: --fs must be a sampling rate in Hz, not '${values.fs}'`);
    options.fs = fs;
  }
  return options;
}

/** Load a record from a path on disk; its sibling files (.dat, annotations) are read from the same folder. */
export async function loadRecordFromPath(path: string, options: LoadOptions = {}): Promise<EcgRecord> {
  const full = resolve(path);
  if (!existsSync(full)) {
    // WFDB users often pass the record name without extension.
    if (existsSync(full + '.hea')) return loadRecordFromPath(full + '.hea', options);
    throw new CliError(`${path}: file not found`);
  }
  if (statSync(full).isDirectory()) throw new CliError(`${path}: is a folder, not a record file`);
  return loadRecord(new DirFileSet(dirname(full)), baseName(full), options);
}

/**
 * A record read only to be analysed (analyze, verify, score): the annotation files beside it are left unread, since
 * the analysis never reads them (twelve per LUDB record).
 */
export function loadSignalFromPath(path: string, options: LoadOptions = {}): Promise<EcgRecord> {
  return loadRecordFromPath(path, { ...options, annotations: false });
}

export async function writeOutput(text: string, out: string | undefined): Promise<void> {
  if (out) await writeFile(out, text);
  else process.stdout.write(text);
}

/** Like writeOutput, for text produced in chunks (long records): never builds one giant string. */
export async function writeOutputChunks(chunks: Iterable<string>, out: string | undefined): Promise<void> {
  if (out) {
    const handle = await open(out, 'w');
    try {
      for (const chunk of chunks) await handle.write(chunk);
    } finally {
      await handle.close();
    }
    return;
  }
  guardStdoutPipe();
  for (const chunk of chunks) {
    if (stdoutClosed) return;
    if (!process.stdout.write(chunk)) await drainedOrClosed();
  }
}

// `ecg-workbench convert x --to csv | head`: the reader going away is not an error, stop writing.
let stdoutClosed = false;
let stdoutGuarded = false;
function guardStdoutPipe(): void {
  if (stdoutGuarded) return;
  stdoutGuarded = true;
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
    stdoutClosed = true;
  });
}

function drainedOrClosed(): Promise<void> {
  return new Promise<void>((done) => {
    const finish = () => {
      process.stdout.off('drain', finish);
      process.stdout.off('close', finish);
      process.stdout.off('error', finish);
      done();
    };
    process.stdout.on('drain', finish);
    process.stdout.on('close', finish);
    process.stdout.on('error', finish);
  });
}
