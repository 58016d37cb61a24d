// The published JSON Schema of a rubric (docs/schemas/rubric.schema.json is this object, written out;
// a test keeps the two identical). validate.ts validates with it, plus checks a schema cannot express.
import type { JsonSchema } from './json-schema';

export const RUBRIC_LIMITS = { criteria: 200, text: 2000, title: 200, tags: 16, points: 10 } as const;

const ID = '^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$';
const CODE = '^[a-z][a-z0-9_]{0,63}$';
const QUANTITY = '^[a-z][a-z0-9_.]{0,63}$';

const check = (kind: string, props: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  required: ['kind', ...required],
  properties: { kind: { const: kind }, ...props },
  additionalProperties: false,
});

export const RUBRIC_SCHEMA: JsonSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://ecg-workbench.dev/schemas/rubric.schema.json',
  title: 'ECG Workbench rubric',
  description: 'Criteria with points (HealthBench rule: score = Σ points of met criteria ÷ Σ positive points, clipped to [0, 1]).',
  type: 'object',
  required: ['id', 'version', 'title', 'scope', 'criteria'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', pattern: ID },
    version: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    title: { type: 'string', minLength: 1, maxLength: RUBRIC_LIMITS.title },
    scope: {
      oneOf: [
        { const: 'general' },
        { type: 'object', required: ['record'], properties: { record: { type: 'string', minLength: 1, maxLength: 200 } }, additionalProperties: false },
      ],
    },
    criteria: { type: 'array', minItems: 1, maxItems: RUBRIC_LIMITS.criteria, items: { $ref: '#/$defs/criterion' } },
  },
  $defs: {
    criterion: {
      type: 'object',
      required: ['id', 'text', 'points', 'tags'],
      additionalProperties: false,
      properties: {
        id: { type: 'string', pattern: ID },
        text: { type: 'string', minLength: 1, maxLength: RUBRIC_LIMITS.text },
        points: { type: 'integer', minimum: -RUBRIC_LIMITS.points, maximum: RUBRIC_LIMITS.points, not: { const: 0 } },
        tags: { type: 'array', maxItems: RUBRIC_LIMITS.tags, items: { type: 'string', pattern: '^[a-z][a-z0-9_-]{0,31}$' } },
        check: { $ref: '#/$defs/check' },
      },
    },
    check: {
      oneOf: [
        check('states_measurement_within_tolerance', { quantity: { type: 'string', pattern: QUANTITY } }, ['quantity']),
        check('does_not_claim', { code: { type: 'string', pattern: CODE }, unless_finding: { type: 'boolean' } }, ['code']),
        check('mentions_finding_when_present', { code: { type: 'string', pattern: CODE } }, ['code']),
        check('no_contradicted_claims', { quantity: { type: 'string', pattern: QUANTITY } }),
        check('makes_contradicted_claim', { quantity: { type: 'string', pattern: QUANTITY }, code: { type: 'string', pattern: CODE } }),
        check('format_ok', {}),
      ],
    },
  },
};
