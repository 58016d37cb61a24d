import { useState } from 'react';
import { addImageAnswer, addImageAnswerFiles, closeImage, imageFailed, removeImageAnswer } from '../state/image-actions';
import { useImage } from '../state/image-store';
import { verificationOf } from '../state/review-verify';
import { AnswerCard } from './review/AnswerCard';
import { FilePickerButton } from './FilePickerButton';
import './review/review.css';

/**
 * A PNG / JPEG ECG image beside the model answers about it. An image has no signal, so every claim
 * is checked against nothing (verifyResponse(null, text)): format and labels are still scored.
 */
export function EcgImageView() {
  const image = useImage((s) => s.image);
  const answers = useImage((s) => s.answers);
  const [draft, setDraft] = useState('');
  if (!image) return null;
  return (
    <section className="ecg-image-view" aria-label="ECG image" data-testid="ecg-image-view" style={{ display: 'flex', gap: 12, alignItems: 'flex-start', padding: 8, minHeight: 0, overflow: 'auto' }}>
      <figure style={{ flex: '3 1 0', margin: 0, minWidth: 0 }}>
        <p className="no-signal-note" role="note" data-testid="image-note" style={{ background: '#fff4d6', border: '1px solid #e8c35a', padding: '6px 8px', margin: '0 0 6px', borderRadius: 4 }}>
          <strong>Image only, no signal:</strong> claims about this ECG cannot be checked against a signal; every claim stays
          unverifiable. Review them by eye against the image.
        </p>
        <img
          src={image.url}
          alt={`ECG image ${image.name}`}
          data-testid="ecg-image"
          style={{ maxWidth: '100%', height: 'auto', border: '1px solid #ccd', background: '#fff' }}
          onError={() => imageFailed(image.name)}
        />
        <figcaption className="hint">
          {image.name} ({image.type === 'image/png' ? 'PNG' : 'JPEG'}, {Math.max(1, Math.round(image.bytes / 1024))} KB){' '}
          <button type="button" className="link" onClick={closeImage}>
            Close image
          </button>
        </figcaption>
      </figure>
      <div style={{ flex: '2 1 0', minWidth: 280 }} aria-label="Answers about the image">
        <h2 style={{ marginTop: 0 }}>Model answers ({answers.length})</h2>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            addImageAnswer(draft);
            setDraft('');
          }}
        >
          <textarea
            aria-label="Paste a model answer about this image"
            data-testid="image-answer-text"
            rows={4}
            style={{ width: '100%', boxSizing: 'border-box' }}
            value={draft}
            placeholder="Paste a model answer (<think>…</think><answer>…</answer>)"
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" disabled={!draft.trim()}>
            Add answer
          </button>{' '}
          <FilePickerButton
            label="Open answer files…"
            multiple
            accept=".txt,.md,text/plain"
            testId="image-answer-files"
            ariaLabel="Open answer text files about this image"
            onFiles={(f) => void addImageAnswerFiles(f)}
          />
        </form>
        {answers.map((a) => (
          <div className="answer-col" key={a.id} style={{ marginTop: 8 }}>
            <AnswerCard answer={a} verification={verificationOf(null, a)} analysis={null} onRemove={() => removeImageAnswer(a.id)} />
          </div>
        ))}
      </div>
    </section>
  );
}
