import { recordCsvChunks } from '../core/formats/write-csv';
import { recordJsonChunks } from '../core/formats/write-json';
import { CliError, RECORD_OPTIONS, loadRecordFromPath, parseCli, recordOptionsFrom, writeOutputChunks } from './io';

const USAGE = 'usage: ecg-workbench convert <record> --to json|csv [--out <file>] [--units mV|uV|V] [--fs <Hz>]';

/** `ecg-workbench convert` (CONTRACT.md): the record as the workbench's JSON record or as CSV in mV. */
export async function runConvert(argv: string[]): Promise<number> {
  const { values, positionals } = parseCli(argv, { to: { type: 'string' }, out: { type: 'string' }, ...RECORD_OPTIONS }, 1, USAGE);
  if (positionals.length > 1) throw new CliError(`ecg-workbench: convert takes one record, got ${positionals.length}\n${USAGE}`);
  const to = values.to;
  if (to !== 'json' && to !== 'csv') throw new CliError(`ecg-workbench: --to must be json or csv${to ? `, not '${to}'` : ''}\n${USAGE}`);
  const record = await loadRecordFromPath(positionals[0], recordOptionsFrom(values));
  try {
    await writeOutputChunks(to === 'json' ? recordJsonChunks(record) : recordCsvChunks(record), values.out);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (values.out && code) throw new CliError(`${values.out}: cannot write (${code})`);
    throw e;
  }
  return 0;
}
