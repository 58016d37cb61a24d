import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LoadError } from '../errors';
import { EXAMPLE_RUBRICS, GENERAL_READING_RUBRIC } from './examples';
import { assertSupportedSchema, validateAgainstSchema, type JsonSchema } from './json-schema';
import { RUBRIC_SCHEMA } from './schema';
import { parseRubric, validateRubric } from './validate';

const published = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../docs/schemas/rubric.schema.json'), 'utf8')) as JsonSchema;
const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const problems = (v: unknown): string[] => {
  const r = validateRubric(v);
  return r.ok ? [] : r.errors.map((e) => `${e.path}: ${e.problem}`);
};

describe('rubric validation and the published schema', () => {
  it('docs/schemas/rubric.schema.json is the schema the validator uses, in supported keywords only', () => {
    expect(published).toEqual(RUBRIC_SCHEMA);
    expect(() => assertSupportedSchema(published)).not.toThrow();
  });

  it('the example rubrics pass both the validator and the published schema', () => {
    for (const r of EXAMPLE_RUBRICS) {
      expect(problems(r), r.id).toEqual([]);
      expect(validateAgainstSchema(r, published), r.id).toEqual([]);
    }
  });

  it('reports every problem with its path', () => {
    const r = clone(GENERAL_READING_RUBRIC) as unknown as Record<string, unknown>;
    const criteria = r.criteria as Record<string, unknown>[];
    criteria[1].points = 0;
    criteria[2].points = 11;
    criteria[3].points = 2.5;
    criteria[4].check = { kind: 'mentions_finding_when_present' };
    criteria[5].check = { kind: 'is_nice' };
    criteria[6].tags = ['Rhythm'];
    criteria[7].extra = 1;
    delete criteria[8].text;
    r.scope = { record: '' };
    expect(problems(r)).toEqual([
      'scope.record: must not be empty',
      'criteria[1].points: must not be 0',
      'criteria[2].points: must be ≤ 10',
      'criteria[3].points: must be integer, got number',
      'criteria[4].check.code: is required',
      'criteria[5].check.kind: must be one of "states_measurement_within_tolerance", "does_not_claim", "mentions_finding_when_present", "no_contradicted_claims", "makes_contradicted_claim", "format_ok"',
      'criteria[6].tags[0]: "Rhythm" does not match ^[a-z][a-z0-9_-]{0,31}$',
      'criteria[7].extra: is not an allowed field',
      'criteria[8].text: is required',
    ]);
  });

  it('checks what a schema cannot: unique ids and a positive criterion', () => {
    const r = clone(GENERAL_READING_RUBRIC);
    r.criteria[2].id = r.criteria[0].id;
    expect(problems(r)).toEqual(['criteria[2].id: duplicate id "format" (also criteria[0])']);
    const neg = { ...clone(GENERAL_READING_RUBRIC), criteria: [{ id: 'x', text: 'bad', points: -3, tags: [] }] };
    expect(problems(neg)).toEqual(['criteria: needs at least one criterion with positive points (the score divides by them)']);
  });

  it('rejects bad scope forms and non-objects with clear messages', () => {
    expect(problems({ ...clone(GENERAL_READING_RUBRIC), scope: 'global' })).toEqual(['scope: must be "general" or object']);
    expect(problems([])).toEqual([': must be object, got array']);
  });

  it('parseRubric throws LoadError naming the file; bounds the size', () => {
    expect(parseRubric(JSON.stringify(GENERAL_READING_RUBRIC), 'r.json')).toEqual(GENERAL_READING_RUBRIC);
    expect(() => parseRubric('{', 'r.json')).toThrow(LoadError);
    expect(() => parseRubric('{', 'r.json')).toThrow(/^r\.json: not valid JSON/);
    expect(() => parseRubric('{"id":"x"}', 'r.json')).toThrow('r.json: invalid rubric: version: is required; title: is required; scope: is required; criteria: is required');
    expect(() => parseRubric(' '.repeat(1_000_001), 'big.json')).toThrow('big.json: rubric larger than');
  });

  it('bounds oversized arrays without walking them', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => ({ id: `c${i}`, text: 't', points: 1, tags: [] }));
    expect(problems({ ...clone(GENERAL_READING_RUBRIC), criteria: many })).toEqual(['criteria: must have at most 200 items, got 100000']);
  });
});

describe('validateManualTicks', () => {
  it('accepts ticks of known criteria and names unknown ones', async () => {
    const { validateManualTicks } = await import('./validate');
    expect(validateManualTicks({ systematic: true, rate: false }, GENERAL_READING_RUBRIC)).toEqual([]);
    expect(validateManualTicks({ nope: true, rate: 1 }, GENERAL_READING_RUBRIC)).toEqual([
      { path: 'nope', problem: 'no criterion "nope" in rubric ecg-reading-general' },
      { path: 'rate', problem: 'must be true or false' },
    ]);
    expect(validateManualTicks([], GENERAL_READING_RUBRIC)[0].problem).toMatch(/must be an object/);
  });
});

describe('the rubric example in docs/rubrics.md', () => {
  it('passes the validator and the published schema', () => {
    const md = readFileSync(resolve(import.meta.dirname, '../../../docs/rubrics.md'), 'utf8');
    const block = /```json\n([\s\S]*?)```/.exec(md);
    expect(block).not.toBeNull();
    const r = JSON.parse(block![1]) as unknown;
    expect(problems(r)).toEqual([]);
    expect(validateAgainstSchema(r, published)).toEqual([]);
  });
});
