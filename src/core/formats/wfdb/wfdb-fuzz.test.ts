import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoadError } from '../../errors';
import { MemoryFileSet } from '../fileset';
import { loadRecord } from '../index';

const enc = (s: string) => new TextEncoder().encode(s);

/** Load and return 'ok' or 'LoadError'; anything else thrown fails the property. */
async function outcome(files: [string, Uint8Array][], main: string): Promise<string> {
  try {
    const r = await loadRecord(new MemoryFileSet(files), main);
    for (const l of r.leads) expect(l.samples.length).toBe(r.length);
    for (const a of r.annotations) expect(a.sample >= 0 && a.sample < r.length).toBe(true);
    return 'ok';
  } catch (e) {
    if (e instanceof LoadError) return 'LoadError';
    throw e;
  }
}

const bytes = (max: number) => fc.uint8Array({ maxLength: max });
const FORMATS = [0, 8, 16, 24, 32, 61, 80, 160, 212, 310, 311, 508, 7];

const signalLine = fc
  .record({
    format: fc.constantFrom(...FORMATS),
    spf: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
    skew: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
    offset: fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined }),
    gain: fc.constantFrom('0', '200', '1.5e3(12)/uV', '-7(3.5)/mmHg', '1000/mV'),
    rest: fc.constantFrom('', ' 12 0 5 0 0 II', ' 16 0 0 0 0 v1, lead'),
  })
  .map(
    (s) =>
      `r.dat ${s.format}${s.spf ? `x${s.spf}` : ''}${s.skew ? `:${s.skew}` : ''}${s.offset ? `+${s.offset}` : ''} ${s.gain}${s.rest}`,
  );

const header = fc
  .record({
    nsamp: fc.option(fc.integer({ min: 0, max: 300 }), { nil: undefined }),
    lines: fc.array(signalLine, { minLength: 0, maxLength: 4 }),
    extra: fc.integer({ min: -1, max: 1 }),
  })
  .map(({ nsamp, lines, extra }) => `r ${Math.max(0, lines.length + extra)} 250${nsamp !== undefined ? ` ${nsamp}` : ''}\n${lines.join('\n')}\n`);

describe('WFDB loader never hangs and only throws LoadError', () => {
  it('random bytes as the header', async () => {
    await fc.assert(
      fc.asyncProperty(bytes(300), bytes(300), async (hea, dat) => {
        await outcome([['r.hea', hea], ['r.dat', dat]], 'r.hea');
      }),
      { numRuns: Number(process.env.WFDB_FUZZ_RUNS ?? 300) },
    );
  });

  it('plausible headers with random signal files', async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(header, bytes(2000), async (hea, dat) => {
        seen.add(await outcome([['r.hea', enc(hea)], ['r.dat', dat]], 'r.hea'));
      }),
      { numRuns: Number(process.env.WFDB_FUZZ_RUNS ?? 400) },
    );
    expect([...seen].sort()).toEqual(['LoadError', 'ok']);
  });

  it('random annotation files beside a valid record', async () => {
    const hea = enc('r 1 250 100\nr.dat 16 200 16 0 0 0 0 II\n');
    const dat = new Uint8Array(200);
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(bytes(400), async (atr) => {
        seen.add(await outcome([['r.hea', hea], ['r.dat', dat], ['r.atr', atr], ['r.i', atr.slice().reverse()]], 'r.hea'));
      }),
      { numRuns: Number(process.env.WFDB_FUZZ_RUNS ?? 400) },
    );
    expect([...seen].sort()).toEqual(['LoadError', 'ok']);
  });

  it('random text headers, multi-segment included', async () => {
    const token = fc.constantFrom('r', 'r/2', 'r/1', '2', '0', '1', '250', '~', 's', '100', 'r.dat', '16', '212', '\n', '#', ' ', '-1', '1e400', 'x', 'NaN');
    await fc.assert(
      fc.asyncProperty(fc.array(token, { maxLength: 40 }), bytes(100), async (toks, dat) => {
        const text = toks.join(' ');
        await outcome([['r.hea', enc(text)], ['s.hea', enc(text)], ['r.dat', dat]], 'r.hea');
      }),
      { numRuns: Number(process.env.WFDB_FUZZ_RUNS ?? 400) },
    );
  });
});
