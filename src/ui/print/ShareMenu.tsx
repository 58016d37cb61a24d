import { useState } from 'react';
import { useWorkbench } from '../../state/store';
import { canvasToPng } from './paper-png';
import { downloadBlob, safeFileStem } from './download';
import { PrintSheet } from './PrintSheet';
import { exportReview } from './review-export';
import './test-hooks';

async function exportViewPng(id: string): Promise<void> {
  const c = document.querySelector<HTMLCanvasElement>('[data-testid="trace-canvas"]');
  if (!c) return;
  downloadBlob(await canvasToPng(c), `${safeFileStem(id)}-view.png`);
}

/** Print / PDF, PNG of the current view, and the record's complete review as one JSON file. */
export function ShareMenu() {
  const record = useWorkbench((s) => s.record);
  const [printing, setPrinting] = useState(false);
  if (!record) return null;
  return (
    <div className="share-menu" role="group" aria-label="Print and share">
      <button type="button" onClick={() => setPrinting(true)} data-testid="print-button">
        Print / PDF…
      </button>
      <button type="button" onClick={() => void exportViewPng(record.id)} data-testid="png-button">
        PNG
      </button>
      <button type="button" onClick={exportReview} data-testid="export-review" title="Record, analysis, answers with verdicts and labels, in one file the workbench opens again">
        Export review
      </button>
      {printing && <PrintSheet onClose={() => setPrinting(false)} />}
    </div>
  );
}
