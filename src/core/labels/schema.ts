// The published JSON Schema of one JSONL line (docs/schemas/labels.schema.json is this object,
// written out; a test keeps them identical). validate.ts adds what a schema cannot say.
import type { JsonSchema } from '../rubrics/json-schema';
import { CLAIM_VERDICT_LABELS, LABELS_FORMAT, STEP_VERDICTS } from './types';

export const LABEL_LIMITS = { claims: 2000, steps: 500, rubrics: 20, criteria: 200, tags: 64, preferences: 100, comment: 20000, reason: 2000, id: 200, offset: 10_000_000 } as const;

const ISO = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?(Z|[+-]\\d{2}:\\d{2})$';
const id: JsonSchema = { type: 'string', minLength: 1, maxLength: LABEL_LIMITS.id };
const reason: JsonSchema = { type: 'string', maxLength: LABEL_LIMITS.reason };
const offset: JsonSchema = { type: 'integer', minimum: 0, maximum: LABEL_LIMITS.offset };
const span: JsonSchema = { type: 'array', minItems: 2, maxItems: 2, prefixItems: [offset, offset] };

export const LABELS_SCHEMA: JsonSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://ecg-workbench.dev/schemas/labels.schema.json',
  title: 'ECG Workbench labels, one JSONL line per labelled answer',
  type: 'object',
  required: ['format', 'record', 'answer', 'model', 'annotator', 'createdAt', 'updatedAt', 'claims', 'steps', 'rating', 'comment', 'rubrics', 'preferences'],
  additionalProperties: false,
  properties: {
    format: { const: LABELS_FORMAT },
    record: id,
    answer: id,
    model: { type: ['string', 'null'], maxLength: LABEL_LIMITS.id },
    annotator: id,
    createdAt: { type: 'string', pattern: ISO },
    updatedAt: { type: 'string', pattern: ISO },
    claims: {
      type: 'array',
      maxItems: LABEL_LIMITS.claims,
      items: {
        type: 'object',
        required: ['claimId', 'span', 'verdict'],
        additionalProperties: false,
        properties: {
          claimId: id,
          span,
          verdict: { enum: CLAIM_VERDICT_LABELS },
          workbench: { enum: ['supported', 'contradicted', 'unverifiable'] },
          reason,
        },
      },
    },
    steps: {
      type: 'array',
      maxItems: LABEL_LIMITS.steps,
      items: {
        type: 'object',
        required: ['step', 'span', 'verdict'],
        additionalProperties: false,
        properties: { step: { type: 'integer', minimum: 0, maximum: LABEL_LIMITS.steps }, span, verdict: { enum: STEP_VERDICTS }, reason },
      },
    },
    rating: { type: ['integer', 'null'], minimum: 1, maximum: 5 },
    comment: { type: 'string', maxLength: LABEL_LIMITS.comment },
    rubrics: {
      type: 'array',
      maxItems: LABEL_LIMITS.rubrics,
      items: {
        type: 'object',
        required: ['id', 'version', 'score', 'byTag', 'met'],
        additionalProperties: false,
        properties: {
          id,
          version: { type: 'integer', minimum: 1 },
          score: { type: ['number', 'null'], minimum: 0, maximum: 1 },
          byTag: { type: 'object', maxProperties: LABEL_LIMITS.tags, propertyNames: { maxLength: 32 }, additionalProperties: { type: ['number', 'null'], minimum: 0, maximum: 1 } },
          met: { type: 'object', maxProperties: LABEL_LIMITS.criteria, propertyNames: { maxLength: 64 }, additionalProperties: { type: 'boolean' } },
          manual: { type: 'object', maxProperties: LABEL_LIMITS.criteria, propertyNames: { maxLength: 64 }, additionalProperties: { type: 'boolean' } },
        },
      },
    },
    preferences: {
      type: 'array',
      maxItems: LABEL_LIMITS.preferences,
      items: {
        type: 'object',
        required: ['a', 'b', 'winner'],
        additionalProperties: false,
        properties: { a: id, b: id, winner: { enum: ['a', 'b', 'tie'] }, reason },
      },
    },
  },
};
