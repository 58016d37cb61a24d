// Shared fuzz scaffolding for loader tests: whatever the bytes, a parser returns or throws LoadError.
import fc from 'fast-check';
import { expect } from 'vitest';
import { LoadError } from '../errors';

type Parse = (bytes: Uint8Array) => unknown;

/** Runs parse on input; a LoadError is accepted, any other throw (a crash or a failed expect inside parse) fails. */
export function expectLoadOrLoadError<T>(parse: (input: T) => unknown, input: T): void {
  try {
    parse(input);
  } catch (e) {
    expect(e).toBeInstanceOf(LoadError);
  }
}

/** Random byte strings up to maxLength long: each loads or fails with LoadError. */
export function fuzzRandomBytes(parse: Parse, maxLength: number, numRuns: number): void {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength }), (b) => expectLoadOrLoadError(parse, b)),
    { numRuns },
  );
}

export interface CorruptionOptions {
  numRuns: number;
  maxEdits: number;
  minEdits?: number;
  /** Highest byte position edited (default: the last byte of base). */
  maxAt?: number;
}

/** Copies of base with a few bytes overwritten by random values: each loads or fails with LoadError. */
export function fuzzCorruptedBytes(parse: Parse, base: Uint8Array, o: CorruptionOptions): void {
  const edit = fc.tuple(fc.nat(o.maxAt ?? base.length - 1), fc.integer({ min: 0, max: 255 }));
  fc.assert(
    fc.property(fc.array(edit, { minLength: o.minEdits ?? 0, maxLength: o.maxEdits }), (edits) => {
      const b = new Uint8Array(base);
      for (const [at, v] of edits) b[at] = v;
      expectLoadOrLoadError(parse, b);
    }),
    { numRuns: o.numRuns },
  );
}
