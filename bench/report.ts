import os from 'node:os';
import type { BenchRow, BenchSection } from './types';

export async function runSections(title: string, sections: [string, BenchSection][]): Promise<void> {
  const only = process.argv.slice(2);
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(`# ${title} — ${new Date().toISOString().slice(0, 10)} — ${cpu}, ${os.cpus().length} cores, Node ${process.version}`);
  let failed = false;
  for (const [name, section] of sections) {
    if (only.length && !only.includes(name)) continue;
    console.log(`\n## ${name}\n`);
    console.log('| measure | value | target | protocol |');
    console.log('|---|---|---|---|');
    try {
      for (const r of await section()) {
        const v = Number.isInteger(r.value) ? String(r.value) : r.value.toFixed(r.unit === '%' ? 2 : 1);
        console.log(`| ${r.name} | ${v} ${r.unit} | ${r.target ?? ''} | ${r.protocol ?? ''} |`);
      }
    } catch (e) {
      failed = true;
      console.log(`| section failed | ${(e as Error).message} | | |`);
    }
  }
  if (failed) process.exitCode = 1;
}
