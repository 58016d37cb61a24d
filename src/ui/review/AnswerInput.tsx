import { useState } from 'react';
import { FilePickerButton } from '../FilePickerButton';
import { checkPastedAnswer, openAnswerFiles, openDatasetFolder } from '../../state/review-actions';

/** Paste an answer and "Check", open answer files, or open a data set folder (JSONL + records). */
export function AnswerInput({ hasRecord }: { hasRecord: boolean }) {
  const [pasting, setPasting] = useState(false);
  const [text, setText] = useState('');
  return (
    <div className="answer-input">
      <div className="answer-buttons">
        <button type="button" disabled={!hasRecord} aria-expanded={pasting} onClick={() => setPasting((p) => !p)}>
          Paste answer…
        </button>
        <FilePickerButton
          label="Open answers…"
          multiple
          testId="answers-input"
          ariaLabel="Open answer files (.txt, .json, .jsonl), with their records for a data set"
          onFiles={(f) => void openAnswerFiles(f)}
        />
        <FilePickerButton
          label="Open data set…"
          folder
          testId="dataset-input"
          ariaLabel="Open a data set folder: a .jsonl of answers and the records it names"
          onFiles={(f) => void openDatasetFolder(f)}
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
