import { useRef, useState } from 'react';
import { checkPastedAnswer, openAnswerFiles, openDatasetFolder } from '../../state/review-actions';

/** Paste an answer and "Check", open answer files, or open a data set folder (JSONL + records). */
export function AnswerInput({ hasRecord }: { hasRecord: boolean }) {
  const [pasting, setPasting] = useState(false);
  const [text, setText] = useState('');
  const filesRef = useRef<HTMLInputElement>(null);
  const folderRef = useRef<HTMLInputElement>(null);
  return (
    <div className="answer-input">
      <div className="answer-buttons">
        <button type="button" disabled={!hasRecord} aria-expanded={pasting} onClick={() => setPasting((p) => !p)}>
          Paste answer…
        </button>
        <button type="button" onClick={() => filesRef.current?.click()}>
          Open answers…
        </button>
        <input
          ref={filesRef}
          type="file"
          multiple
          hidden
          data-testid="answers-input"
          aria-label="Open answer files (.txt, .json, .jsonl), with their records for a data set"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            void openAnswerFiles(files);
          }}
        />
        <button type="button" onClick={() => folderRef.current?.click()}>
          Open data set…
        </button>
        <input
          ref={folderRef}
          type="file"
          hidden
          data-testid="dataset-input"
          aria-label="Open a data set folder: a .jsonl of answers and the records it names"
          {...{ webkitdirectory: '', directory: '' }}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            void openDatasetFolder(files);
          }}
        />
      </div>
      {pasting && hasRecord && (
        <form
          className="paste-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (checkPastedAnswer(text)) {
              setText('');
              setPasting(false);
            }
          }}
        >
          <textarea
            data-testid="paste-answer"
            aria-label="Model answer to check"
            placeholder="Paste a model's answer (free text, or <think>…</think><answer>…</answer>)"
            value={text}
            rows={5}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="primary" disabled={text.trim().length === 0}>
            Check
          </button>
        </form>
      )}
    </div>
  );
}
