// A small JSON Schema (draft 2020-12) subset validator: the keywords the published rubric and label
// schemas use, so that validation and the published schema cannot drift apart. Messages name the
// path (e.g. `criteria[2].points`) and the problem. Unknown keywords are rejected up front by
// `assertSupportedSchema`, so a schema edit that this validator would silently ignore fails tests.

export interface JsonSchema {
  $schema?: string;
  $id?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  title?: string;
  description?: string;
  type?: JsonType | JsonType[];
  const?: unknown;
  enum?: readonly unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  required?: readonly string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  maxProperties?: number;
  items?: JsonSchema;
  prefixItems?: readonly JsonSchema[];
  minItems?: number;
  maxItems?: number;
  oneOf?: readonly JsonSchema[];
  not?: JsonSchema;
}

export type JsonType = 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null';

export interface SchemaError {
  /** Where in the document, e.g. `criteria[2].points` ('' for the root). */
  path: string;
  problem: string;
}

const SUPPORTED = new Set<string>([
  '$schema', '$id', '$ref', '$defs', 'title', 'description', 'type', 'const', 'enum', 'minimum', 'maximum',
  'minLength', 'maxLength', 'pattern', 'required', 'properties', 'additionalProperties', 'propertyNames',
  'maxProperties', 'items', 'prefixItems', 'minItems', 'maxItems', 'oneOf', 'not',
]);

/** Throws when the schema uses a keyword this validator does not implement. */
export function assertSupportedSchema(schema: JsonSchema, at = '#'): void {
  for (const k of Object.keys(schema)) if (!SUPPORTED.has(k)) throw new Error(`${at}: unsupported schema keyword "${k}"`);
  const subs: [string, JsonSchema][] = [];
  for (const [k, s] of Object.entries(schema.$defs ?? {})) subs.push([`${at}/$defs/${k}`, s]);
  for (const [k, s] of Object.entries(schema.properties ?? {})) subs.push([`${at}/properties/${k}`, s]);
  if (typeof schema.additionalProperties === 'object') subs.push([`${at}/additionalProperties`, schema.additionalProperties]);
  if (schema.propertyNames) subs.push([`${at}/propertyNames`, schema.propertyNames]);
  if (schema.items) subs.push([`${at}/items`, schema.items]);
  (schema.prefixItems ?? []).forEach((s, i) => subs.push([`${at}/prefixItems/${i}`, s]));
  (schema.oneOf ?? []).forEach((s, i) => subs.push([`${at}/oneOf/${i}`, s]));
  if (schema.not) subs.push([`${at}/not`, schema.not]);
  for (const [p, s] of subs) assertSupportedSchema(s, p);
}

export const joinPath = (base: string, key: string | number): string =>
  typeof key === 'number' ? `${base}[${key}]` : base === '' ? key : `${base}.${key}`;

function typeOf(v: unknown): JsonType | 'other' {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  if (typeof v === 'string' || typeof v === 'boolean' || typeof v === 'object') return typeof v as JsonType;
  return 'other';
}

const show = (v: unknown): string => JSON.stringify(v) ?? String(v);
const patternCache = new Map<string, RegExp>();
const regex = (p: string): RegExp => {
  let r = patternCache.get(p);
  if (!r) patternCache.set(p, (r = new RegExp(p, 'u')));
  return r;
};

function typeMatches(actual: JsonType | 'other', wanted: JsonType): boolean {
  return actual === wanted || (wanted === 'number' && actual === 'integer');
}

/** Validates `value` against `schema`; returns every problem found (empty when valid). */
export function validateAgainstSchema(value: unknown, schema: JsonSchema, root: JsonSchema = schema, path = '', out: SchemaError[] = []): SchemaError[] {
  if (schema.$ref !== undefined) {
    const name = schema.$ref.startsWith('#/$defs/') ? schema.$ref.slice(8) : null;
    const target = name !== null ? root.$defs?.[name] : undefined;
    if (!target) throw new Error(`schema: unresolved $ref ${schema.$ref}`);
    return validateAgainstSchema(value, target, root, path, out);
  }
  const t = typeOf(value);
  if (schema.type !== undefined) {
    const wanted = Array.isArray(schema.type) ? schema.type : [schema.type as JsonType];
    if (!wanted.some((w) => typeMatches(t, w))) {
      out.push({ path, problem: `must be ${wanted.join(' or ')}, got ${t === 'integer' ? 'number' : t}` });
      return out;
    }
  }
  if (schema.const !== undefined && value !== schema.const) out.push({ path, problem: `must be ${show(schema.const)}` });
  if (schema.enum && !schema.enum.includes(value)) out.push({ path, problem: `must be one of ${schema.enum.map(show).join(', ')}` });
  if (schema.not && validateAgainstSchema(value, schema.not, root, path).length === 0) {
    out.push({ path, problem: schema.not.const !== undefined ? `must not be ${show(schema.not.const)}` : 'matches a forbidden form' });
  }
  if (schema.oneOf) validateOneOf(value, schema.oneOf, root, path, out);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) out.push({ path, problem: 'must be a finite number' });
    if (schema.minimum !== undefined && value < schema.minimum) out.push({ path, problem: `must be ≥ ${schema.minimum}` });
    if (schema.maximum !== undefined && value > schema.maximum) out.push({ path, problem: `must be ≤ ${schema.maximum}` });
  }
  if (typeof value === 'string') validateString(value, schema, path, out);
  if (Array.isArray(value)) validateArray(value, schema, root, path, out);
  else if (t === 'object') validateObject(value as Record<string, unknown>, schema, root, path, out);
  return out;
}

function validateString(value: string, schema: JsonSchema, path: string, out: SchemaError[]): void {
  const len = [...value].length;
  if (schema.minLength !== undefined && len < schema.minLength) out.push({ path, problem: schema.minLength === 1 ? 'must not be empty' : `must have at least ${schema.minLength} characters` });
  if (schema.maxLength !== undefined && len > schema.maxLength) out.push({ path, problem: `must have at most ${schema.maxLength} characters` });
  if (schema.pattern !== undefined && !regex(schema.pattern).test(value)) out.push({ path, problem: `${show(value.length > 60 ? value.slice(0, 60) + '…' : value)} does not match ${schema.pattern}` });
}

function validateArray(value: unknown[], schema: JsonSchema, root: JsonSchema, path: string, out: SchemaError[]): void {
  if (schema.minItems !== undefined && value.length < schema.minItems) out.push({ path, problem: `must have at least ${schema.minItems} item(s)` });
  if (schema.maxItems !== undefined && value.length > schema.maxItems) {
    out.push({ path, problem: `must have at most ${schema.maxItems} items, got ${value.length}` });
    return; // do not walk an oversized array
  }
  const prefix = schema.prefixItems ?? [];
  value.forEach((v, i) => {
    const s = i < prefix.length ? prefix[i] : schema.items;
    if (s) validateAgainstSchema(v, s, root, joinPath(path, i), out);
  });
}

function validateObject(value: Record<string, unknown>, schema: JsonSchema, root: JsonSchema, path: string, out: SchemaError[]): void {
  const keys = Object.keys(value);
  if (schema.maxProperties !== undefined && keys.length > schema.maxProperties) {
    out.push({ path, problem: `must have at most ${schema.maxProperties} entries, got ${keys.length}` });
    return;
  }
  for (const r of schema.required ?? []) if (!Object.prototype.hasOwnProperty.call(value, r)) out.push({ path: joinPath(path, r), problem: 'is required' });
  const props = schema.properties ?? {};
  for (const k of keys) {
    const p = joinPath(path, k);
    if (schema.propertyNames) {
      const before = out.length;
      validateAgainstSchema(k, schema.propertyNames, root, p, out);
      if (out.length > before) continue;
    }
    if (Object.prototype.hasOwnProperty.call(props, k)) validateAgainstSchema(value[k], props[k], root, p, out);
    else if (schema.additionalProperties === false) out.push({ path: p, problem: 'is not an allowed field' });
    else if (typeof schema.additionalProperties === 'object') validateAgainstSchema(value[k], schema.additionalProperties, root, p, out);
  }
}

/** oneOf; when every branch fixes `kind` with a const, the branch is chosen by kind for a clear message. */
function validateOneOf(value: unknown, branches: readonly JsonSchema[], root: JsonSchema, path: string, out: SchemaError[]): void {
  const kinds = branches.map((b) => b.properties?.kind?.const);
  if (kinds.every((k) => typeof k === 'string') && typeOf(value) === 'object') {
    const kind = (value as Record<string, unknown>).kind;
    const i = kinds.indexOf(kind as string);
    if (i < 0) out.push({ path: joinPath(path, 'kind'), problem: `must be one of ${kinds.map(show).join(', ')}` });
    else validateAgainstSchema(value, branches[i], root, path, out);
    return;
  }
  const results = branches.map((b) => validateAgainstSchema(value, b, root, path));
  const ok = results.filter((r) => r.length === 0).length;
  if (ok === 1) return;
  if (ok > 1) {
    out.push({ path, problem: 'matches more than one allowed form' });
    return;
  }
  // report the branch that got furthest: one whose form matched (no problem at this path), fewest problems
  const weight = (r: SchemaError[]) => r.reduce((w, e) => w + (e.path === path ? 1000 : 1), 0);
  const best = results.reduce((a, b) => (weight(b) < weight(a) ? b : a));
  if (best.length === 1 && best[0].path === path) out.push({ path, problem: `${describeForms(branches)}` });
  else out.push(...best);
}

function describeForms(branches: readonly JsonSchema[]): string {
  const forms = branches.map((b) => (b.const !== undefined ? show(b.const) : b.type ? `${[b.type].flat().join(' or ')}` : 'an allowed form'));
  return `must be ${forms.join(' or ')}`;
}
