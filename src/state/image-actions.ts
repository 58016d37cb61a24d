import { imageProblem } from './image-file';
import { getImageState, setImageState } from './image-store';
import { setState } from './store';

/** Largest answer text kept (a model answer is a few KB). */
const MAX_ANSWER_CHARS = 200_000;
const MAX_ANSWERS = 100;
let serial = 0;

/**
 * Show a PNG / JPEG ECG image in place of a record. The caller has stopped any record loading;
 * a bad file leaves the screen as it was and says why.
 */
export async function openImage(file: File): Promise<void> {
  const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
  const problem = imageProblem(file.size, head);
  if (problem) {
    setState({ error: `${file.name}: ${problem}` });
    return;
  }
  const type = head[0] === 0x89 ? 'image/png' : 'image/jpeg';
  closeImage();
  setImageState({ image: { name: file.name, type, bytes: file.size, url: URL.createObjectURL(file) }, answers: [] });
  setState({
    record: null,
    analysis: null,
    analysisStatus: 'idle',
    displayLeads: null,
    exampleId: null,
    answers: [],
    activeEntry: null,
    error: null,
  });
}

/** Drop the image (a record is being shown instead). */
export function closeImage(): void {
  const { image } = getImageState();
  if (!image) return;
  URL.revokeObjectURL(image.url);
  setImageState({ image: null, answers: [] });
}

/** The image could not be decoded by the browser although its signature looked right. */
export function imageFailed(name: string): void {
  closeImage();
  setState({ error: `${name}: the image could not be decoded` });
}

export function addImageAnswer(text: string, model = 'pasted'): void {
  const t = text.trim().slice(0, MAX_ANSWER_CHARS);
  if (!t) return;
  const { answers } = getImageState();
  if (answers.length >= MAX_ANSWERS) return;
  const id = `${model}-${++serial}`;
  setImageState({ answers: [...answers, { id, model, text: t }] });
}

export async function addImageAnswerFiles(files: File[]): Promise<void> {
  for (const f of files.slice(0, MAX_ANSWERS)) {
    if (f.size > MAX_ANSWER_CHARS * 4) {
      setState({ error: `${f.name}: answer file too large` });
      continue;
    }
    addImageAnswer(await f.text(), f.name.replace(/\.[^.]*$/, ''));
  }
}

export function removeImageAnswer(id: string): void {
  setImageState((s) => ({ answers: s.answers.filter((a) => a.id !== id) }));
}
