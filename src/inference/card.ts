// Model card of a user-supplied ONNX model: how to arrange a record for it and how to read its output.
import { LoadError } from '../core/errors';

export type Scaling = 'mV' | 'zscore';
export type Layout = 'leads-first' | 'samples-first';
export type Activation = 'none' | 'softmax' | 'sigmoid';

export interface ModelCard {
  name: string;
  input: {
    /** Input tensor name; defaults to the model's first input. */
    name?: string;
    /** Lead names in tensor order (matched case-insensitively; MLII matches II). */
    leads: string[];
    fs: number;
    /** Samples per lead. */
    length: number;
    scaling: Scaling;
    /** leads-first: [1, leads, length]; samples-first: [1, length, leads]. */
    layout: Layout;
  };
  output: {
    name?: string;
    classes: string[];
    /** What to apply to the raw output to get probabilities ('none' when it already outputs them). */
    activation: Activation;
  };
}

export const MAX_CARD_LEADS = 64;
export const MAX_CARD_LENGTH = 1_000_000;
export const MAX_CARD_CLASSES = 1000;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Validate parsed card JSON; throws LoadError(file, problem) naming the first bad field. */
export function validateCard(json: unknown, file = 'model card'): ModelCard {
  const bad = (p: string): never => { throw new LoadError(file, p); };
  if (!isObj(json)) return bad('card must be a JSON object');
  const name = typeof json.name === 'string' && json.name.trim() ? json.name.slice(0, 200) : bad('missing "name"');
  const inp = isObj(json.input) ? json.input : bad('missing "input" object');
  const out = isObj(json.output) ? json.output : bad('missing "output" object');
  const leads = inp.leads;
  if (!Array.isArray(leads) || !leads.length || leads.length > MAX_CARD_LEADS || !leads.every((l) => typeof l === 'string' && l.length > 0 && l.length < 32)) {
    bad(`"input.leads" must be 1..${MAX_CARD_LEADS} lead names`);
  }
  const fs = inp.fs;
  if (typeof fs !== 'number' || !(fs >= 50 && fs <= 10_000)) bad('"input.fs" must be a sampling rate between 50 and 10000 Hz');
  const length = inp.length;
  if (typeof length !== 'number' || !Number.isInteger(length) || length < 1 || length > MAX_CARD_LENGTH) bad(`"input.length" must be an integer 1..${MAX_CARD_LENGTH}`);
  const scaling = inp.scaling ?? 'mV';
  if (scaling !== 'mV' && scaling !== 'zscore') bad('"input.scaling" must be "mV" or "zscore"');
  const layout = inp.layout ?? 'leads-first';
  if (layout !== 'leads-first' && layout !== 'samples-first') bad('"input.layout" must be "leads-first" or "samples-first"');
  const classes = out.classes;
  if (!Array.isArray(classes) || !classes.length || classes.length > MAX_CARD_CLASSES || !classes.every((c) => typeof c === 'string')) {
    bad(`"output.classes" must be 1..${MAX_CARD_CLASSES} class names`);
  }
  const activation = out.activation ?? 'none';
  if (activation !== 'none' && activation !== 'softmax' && activation !== 'sigmoid') bad('"output.activation" must be "none", "softmax" or "sigmoid"');
  const optName = (v: unknown, f: string) => (v === undefined ? undefined : typeof v === 'string' ? v : bad(`"${f}" must be a string`));
  return {
    name,
    input: { name: optName(inp.name, 'input.name'), leads: leads as string[], fs: fs as number, length: length as number, scaling: scaling as Scaling, layout: layout as Layout },
    output: { name: optName(out.name, 'output.name'), classes: classes as string[], activation: activation as Activation },
  };
}
