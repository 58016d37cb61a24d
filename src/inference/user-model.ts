// A user-supplied ONNX model with its card: validation, arrangement of records, class probabilities.
import type { EcgRecord } from '../core/types';
import { LoadError } from '../core/errors';
import { arrangeRecord, layout } from './arrange';
import { validateCard, type ModelCard } from './card';
import type { InferenceSession } from 'onnxruntime-web';
import { createSession, type LoadedSession, type Provider } from './runtime';

export const MAX_USER_MODEL_BYTES = 100 * 1024 * 1024;

export interface Prediction {
  classes: string[];
  probabilities: number[];
  top: { name: string; p: number };
}

export interface UserModel {
  card: ModelCard;
  provider: Provider;
  createMs: number;
  /** Probabilities for already arranged per-lead arrays (card leads × card length, scaled). */
  runLeads(leads: Float32Array[]): Promise<Float32Array>;
  predict(record: EcgRecord, startSec?: number): Promise<Prediction>;
  release(): Promise<void>;
}

function activate(raw: Float32Array, how: ModelCard['output']['activation']): Float32Array {
  if (how === 'sigmoid') return raw.map((v) => 1 / (1 + Math.exp(-v)));
  if (how === 'softmax') {
    const m = Math.max(...raw);
    const e = raw.map((v) => Math.exp(v - m));
    const s = e.reduce((a, b) => a + b, 0);
    return e.map((v) => v / s);
  }
  return Float32Array.from(raw);
}

function explainCreateError(e: unknown): string {
  const msg = e instanceof Error ? e.message : String(e);
  if (/implementation|not implemented|unsupported|unknown op|No opset import|not a registered/i.test(msg)) return `unsupported operator or opset: ${msg}`;
  return `not a loadable ONNX model: ${msg}`;
}

function checkInputShape(s: LoadedSession, card: ModelCard, file: string, inputName: string): void {
  const meta = s.session.inputMetadata?.find((m) => m.name === inputName);
  if (!meta) return;
  if (!meta.isTensor) throw new LoadError(file, `input "${inputName}" is not a tensor`);
  const want = card.input.layout === 'leads-first' ? [1, card.input.leads.length, card.input.length] : [1, card.input.length, card.input.leads.length];
  const shape = meta.shape;
  if (shape.length !== 3) {
    throw new LoadError(file, `wrong input rank: "${inputName}" has rank ${shape.length} [${shape.join(', ')}], the card describes rank 3 [${want.join(', ')}]`);
  }
  shape.forEach((d, i) => {
    if (typeof d === 'number' && d > 0 && d !== want[i]) {
      throw new LoadError(file, `input "${inputName}" dimension ${i} is ${d}, the card implies ${want[i]} (shape [${want.join(', ')}])`);
    }
  });
  if (meta.type !== 'float32') throw new LoadError(file, `input "${inputName}" has type ${meta.type}; only float32 inputs are supported`);
}

/** Load a user model; `cardJson` is the parsed card. Throws LoadError(file, problem) for models that do not fit. */
export interface LoadUserModelOptions { file?: string; provider?: Provider; maxBytes?: number }

export async function loadUserModel(bytes: Uint8Array, cardJson: unknown, opts: LoadUserModelOptions = {}): Promise<UserModel> {
  const file = opts.file ?? 'model.onnx';
  const maxBytes = opts.maxBytes ?? MAX_USER_MODEL_BYTES;
  const card = validateCard(cardJson, `${file} card`);
  if (bytes.length > maxBytes) {
    throw new LoadError(file, `model is ${(bytes.length / 1048576).toFixed(2)} MB, larger than the ${(maxBytes / 1048576).toFixed(2)} MB limit`);
  }
  if (bytes.length < 16) throw new LoadError(file, `only ${bytes.length} bytes: not an ONNX model`);
  let s: LoadedSession;
  try {
    s = await createSession(bytes, opts.provider);
  } catch (e) {
    throw new LoadError(file, explainCreateError(e));
  }
  const inputName = card.input.name ?? s.session.inputNames[0];
  const outputName = card.output.name ?? s.session.outputNames[0];
  if (s.session.inputNames.length !== 1) throw new LoadError(file, `model has ${s.session.inputNames.length} inputs; exactly one is supported`);
  if (!s.session.inputNames.includes(inputName)) throw new LoadError(file, `card input "${inputName}" not among the model inputs ${s.session.inputNames.join(', ')}`);
  if (!s.session.outputNames.includes(outputName)) throw new LoadError(file, `card output "${outputName}" not among the model outputs ${s.session.outputNames.join(', ')}`);
  checkInputShape(s, card, file, inputName);

  const runLeads = async (leads: Float32Array[]): Promise<Float32Array> => {
    const { data, dims } = layout(leads, card);
    let res: InferenceSession.OnnxValueMapType;
    try {
      res = await s.session.run({ [inputName]: new s.ort.Tensor('float32', data, dims) });
    } catch (e) {
      throw new LoadError(file, `model failed to run: ${e instanceof Error ? e.message : String(e)}`);
    }
    const out = res[outputName];
    const raw = out.data as Float32Array;
    if (!(raw instanceof Float32Array) || raw.length !== card.output.classes.length) {
      throw new LoadError(file, `output "${outputName}" has ${raw.length} values, the card lists ${card.output.classes.length} classes`);
    }
    return activate(raw, card.output.activation);
  };

  return {
    card,
    provider: s.provider,
    createMs: s.createMs,
    runLeads,
    async predict(record, startSec = 0) {
      const p = await runLeads(arrangeRecord(record, card, startSec).leads);
      let best = 0;
      for (let i = 1; i < p.length; i++) if (p[i] > p[best]) best = i;
      return { classes: card.output.classes, probabilities: Array.from(p), top: { name: card.output.classes[best], p: p[best] } };
    },
    release: () => s.session.release(),
  };
}
