import { useEffect, useRef, useState } from 'react';
import type { LoadOptions } from '../core/formats';
import { answerCsvQuestion } from '../state/actions';
import { useWorkbench } from '../state/store';

type Units = NonNullable<LoadOptions['units']>;
const UNITS: { value: Units; text: string }[] = [
  { value: 'mV', text: 'mV' },
  { value: 'uV', text: 'µV' },
  { value: 'V', text: 'V' },
];
const COMMON_FS = [125, 250, 257, 360, 500, 1000];
const MAX_FS = 1_000_000;

/** Shown while a CSV that does not say its units or sampling rate waits for the user's answer. */
export function CsvOptionsDialog() {
  const question = useWorkbench((s) => s.csvQuestion);
  // A new question (another file) mounts a fresh form.
  return question ? <CsvForm key={question.entry.label} file={question.entry.mainName} missing={question.missing} /> : null;
}

function CsvForm({ file, missing }: { file: string; missing: ('units' | 'fs')[] }) {
  const askUnits = missing.includes('units');
  const askFs = missing.includes('fs');
  const [units, setUnits] = useState<Units>('mV');
  const [fsText, setFsText] = useState('500');
  const ref = useRef<HTMLDialogElement>(null);
  const answered = useRef(false);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);

  const fs = Number(fsText);
  const fsValid = !askFs || (Number.isFinite(fs) && fs > 0 && fs <= MAX_FS);
  const submit = () => {
    if (!fsValid) return;
    answered.current = true;
    ref.current?.close();
    answerCsvQuestion({ ...(askUnits ? { units } : {}), ...(askFs ? { fs } : {}) });
  };

  return (
    <dialog
      ref={ref}
      className="calibration csv-options"
      aria-labelledby="csv-title"
      onClose={() => {
        // Escape or Cancel: the file is not opened and its error is shown.
        if (!answered.current) answerCsvQuestion(null);
      }}
    >
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <h2 id="csv-title">How to read {file}</h2>
        <p>
          This CSV does not say {askUnits && askFs ? 'its units or its sampling rate' : askUnits ? 'its units' : 'its sampling rate'}.
        </p>
        {askUnits && (
          <fieldset style={{ display: 'flex', gap: 12, border: 'none', padding: 0, margin: '8px 0' }}>
            <legend>Values are in</legend>
            {UNITS.map((u) => (
              <label key={u.value}>
                <input type="radio" name="csv-units" value={u.value} checked={units === u.value} onChange={() => setUnits(u.value)} />
                {u.text}
              </label>
            ))}
          </fieldset>
        )}
        {askFs && (
          <label>
            Sampling rate (Hz)
            <input
              type="number"
              min={1}
              max={MAX_FS}
              step="any"
              required
              list="csv-common-fs"
              value={fsText}
              aria-invalid={!fsValid}
              onChange={(e) => setFsText(e.target.value)}
            />
            <datalist id="csv-common-fs">
              {COMMON_FS.map((v) => (
                <option key={v} value={v} />
              ))}
            </datalist>
          </label>
        )}
        {!fsValid && <p className="hint">Enter a rate above 0 and at most {MAX_FS} Hz.</p>}
        <div className="dialog-actions">
          <button type="button" onClick={() => ref.current?.close()}>
            Cancel
          </button>
          <button type="submit" className="primary" disabled={!fsValid}>
            Open
          </button>
        </div>
      </form>
    </dialog>
  );
}
