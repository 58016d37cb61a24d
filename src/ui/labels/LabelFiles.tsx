import { useRef } from 'react';
import { exportLabelsText, importLabelsFile } from '../../state/labels-actions';
import { setLabels, useLabels } from '../../state/labels-store';
import { downloadBlob } from '../print/download';

export function exportLabelsNow(): void {
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
  downloadBlob(new Blob([exportLabelsText()], { type: 'application/x-ndjson' }), `labels-${stamp}.jsonl`);
}

/** Export / import of labels as JSONL, with what the last import did. */
export function LabelFiles() {
  const input = useRef<HTMLInputElement>(null);
  const report = useLabels((s) => s.importReport);
  return (
    <div className="label-files">
      <button type="button" onClick={exportLabelsNow} data-testid="export-labels">
        Export labels (JSONL)
      </button>
      <button type="button" onClick={() => input.current?.click()}>
        Import labels…
      </button>
      <input
        ref={input}
        type="file"
        accept=".jsonl,.ndjson,.json,.txt"
        multiple
        hidden
        data-testid="import-labels"
        onChange={async (e) => {
          const files = [...(e.currentTarget.files ?? [])];
          e.currentTarget.value = '';
          for (const f of files) await importLabelsFile(f);
        }}
      />
      {report && (
        <div className={`import-report${report.problems.length ? ' has-problems' : ''}`} role="status" data-testid="import-report">
          <p>{report.summary}</p>
          {report.problems.length > 0 && (
            <ul>
              {report.problems.slice(0, 20).map((p, i) => (
                <li key={i}>{p}</li>
              ))}
              {report.problems.length > 20 && <li>… and {report.problems.length - 20} more</li>}
            </ul>
          )}
          <button type="button" className="icon" aria-label="Dismiss import report" onClick={() => setLabels({ importReport: null })}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
