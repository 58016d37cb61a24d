import { runAnalyze } from './analyze';
import { runConvert } from './convert';
import { runScore } from './score';
import { runVerify } from './verify';
import { CliError, HelpRequested } from './io';

const USAGE = `usage:
  ecg-workbench analyze <record|folder>... [--json] [--lead-set 12|all] [--delineator auto|dsp|onnx|combined] [--threads N]
  ecg-workbench verify  <record> <response> [--json] [--reference <answer text or file>] [--delineator auto|dsp|onnx|combined]
  ecg-workbench score   <dataset.jsonl> [--rubric <rubric.json>] [--out <scores.jsonl>] [--threads N] [--delineator auto|dsp|onnx|combined]
  ecg-workbench convert <record> --to json|csv [--out <file>]`;

/** Entry point; returns the exit status (0 ok, 2 bad input, 1 internal error). */
export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'analyze':
        return await runAnalyze(rest);
      case 'verify':
        return await runVerify(rest);
      case 'score':
        return await runScore(rest);
      case 'convert':
        return await runConvert(rest);
      case undefined:
      case '-h':
      case '--help':
      case 'help':
        process.stdout.write(USAGE + '\n');
        return command ? 0 : 2;
      default:
        process.stderr.write(`ecg-workbench: unknown command '${command}'\n${USAGE}\n`);
        return 2;
    }
  } catch (e) {
    if (e instanceof HelpRequested) {
      process.stdout.write(`${e.message}\n`);
      return 0;
    }
    if (e instanceof CliError) {
      process.stderr.write(`${e.message}\n`);
      return 2;
    }
    const name = (e as Error)?.name;
    if (name === 'LoadError') {
      process.stderr.write(`${(e as Error).message}\n`);
      return 2;
    }
    process.stderr.write(`ecg-workbench: internal error: ${(e as Error)?.stack ?? String(e)}\n`);
    return 1;
  }
}
