import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Analysis, EcgRecord } from '../../core/types';
import { VERDICT_COLOR } from '../../state/review-actions';
import { verificationOf } from '../../state/review-verify';
import { useWorkbench } from '../../state/store';
import { claimSummary, VERDICT_MARK } from '../review/claim-format';
import { PAGE_MM } from '../draw/layout';
import { canvasToPng, drawPaper, PAGE_H_MM } from './paper-png';
import { downloadBlob, safeFileStem } from './download';
import { currentAnswers } from './review-export';
import { rounded } from '../format';
import { describeBurden } from '../../core/analysis/rhythm-episodes';
import './print.css';

/** Resolution of the printed page image: 12 px/mm ≈ 305 dpi. */
const PRINT_PX_PER_MM = 12;
const MAX_MARKED_CLAIMS = 40;

function Measurements({ a }: { a: Analysis }) {
  const m = a.measurements;
  const items: [string, string][] = [
    ['Rate', rounded(m.hr_bpm, ' bpm')],
    ['PR', rounded(m.pr_ms, ' ms')],
    ['QRS', rounded(m.qrs_ms, ' ms')],
    ['QT', rounded(m.qt_ms, ' ms')],
    ['QTc (Bazett)', rounded(m.qtc_ms?.bazett, ' ms')],
    ['Axis P / QRS / T', `${rounded(m.axis_deg?.p, ' °')} / ${rounded(m.axis_deg?.qrs, ' °')} / ${rounded(m.axis_deg?.t, ' °')}`],
    ['Rhythm', a.rhythm.label.replace(/_/g, ' ')],
  ];
  return (
    <div className="print-measurements" data-testid="print-measurements">
      <dl>
        {items.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {a.rhythm.reason && <p>Rhythm not named: {a.rhythm.reason}.</p>}
      {a.rhythm.episodes && <p>Rhythm over the record ({a.rhythm.episodes.length} episodes of 10-s stretches): {describeBurden(a.rhythm.burden)}.</p>}
      {a.findings.length > 0 && <p>Workbench findings: {a.findings.map((f) => f.label).join('; ')}</p>}
    </div>
  );
}

/**
 * The print / PDF view: the ECG on standard paper (3×4 + rhythm, 25 mm/s, 10 mm/mV) at its
 * physical size, the workbench's measurements, and optionally one answer with its claim verdicts
 * and their evidence marked on the traces. On screen a preview; in print only this sheet.
 */
export function PrintSheet({ onClose }: { onClose: () => void }) {
  const record = useWorkbench((s) => s.record) as EcgRecord;
  const leads = useWorkbench((s) => s.displayLeads);
  const status = useWorkbench((s) => s.analysisStatus);
  const analysisRaw = useWorkbench((s) => s.analysis);
  const view = useWorkbench((s) => s.view);
  const viewport = useWorkbench((s) => s.viewport);
  const analysis = status === 'done' ? analysisRaw : null;
  const answers = useMemo(() => currentAnswers(), [record]);
  const [answerId, setAnswerId] = useState<string>('');
  const [marks, setMarks] = useState<'none' | 'contradicted' | 'all'>('contradicted');
  const [png, setPng] = useState<{ url: string; blob: Blob } | null>(null);
  // the object URL on screen: released after a new image replaces it, or when the sheet closes, never while it is shown
  // (a redraw's cleanup that revoked it left the <img> loading a dead URL: net::ERR_FILE_NOT_FOUND in the e2e run)
  const shownUrl = useRef<string | null>(null);
  useEffect(() => () => { if (shownUrl.current) URL.revokeObjectURL(shownUrl.current); }, []);
  const answer = answers.find((a) => a.id === answerId) ?? null;
  const v = answer ? verificationOf(analysis, answer) : null;
  const start = view.layout === 'paper' ? viewport.start : 0;

  useEffect(() => {
    let alive = true;
    const wanted = (verdict: string) => (marks === 'all' ? verdict !== 'unverifiable' : marks === 'contradicted' && verdict === 'contradicted');
    const claims = v?.claims.filter((c) => wanted(c.verdict) && c.evidence.length > 0).slice(0, MAX_MARKED_CLAIMS) ?? [];
    const { canvas } = drawPaper(record, {
      pxPerMm: PRINT_PX_PER_MM,
      leads: leads ?? undefined,
      analysis,
      cabrera: view.cabrera,
      start,
      marks: claims.map((c) => ({ evidence: c.evidence, color: VERDICT_COLOR[c.verdict] })),
    });
    void canvasToPng(canvas).then((blob) => {
      if (!alive) return;
      const url = URL.createObjectURL(blob);
      const previous = shownUrl.current;
      shownUrl.current = url;
      setPng({ url, blob });
      // released once the new image has long replaced it (as download.ts does), not while it may still be loading
      if (previous) setTimeout(() => URL.revokeObjectURL(previous), 10_000);
    });
    return () => {
      alive = false;
    };
  }, [record, leads, analysis, v, marks, view.cabrera, start]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const seconds = record.length / record.fs;
  return createPortal(
    <div className="print-backdrop" data-testid="print-view">
      <div className="print-controls" role="toolbar" aria-label="Print options">
        <label>
          Answer{' '}
          <select value={answerId} onChange={(e) => setAnswerId(e.target.value)} data-testid="print-answer">
            <option value="">none</option>
            {answers.map((a) => (
              <option key={a.id} value={a.id}>
                {a.id}
              </option>
            ))}
          </select>
        </label>
        <label>
          Evidence marks{' '}
          <select value={marks} onChange={(e) => setMarks(e.target.value as typeof marks)} data-testid="print-marks">
            <option value="contradicted">contradicted claims</option>
            <option value="all">all checked claims</option>
            <option value="none">none</option>
          </select>
        </label>
        <button type="button" className="primary" onClick={() => window.print()}>
          Print / save as PDF
        </button>
        <button type="button" disabled={!png} onClick={() => png && downloadBlob(png.blob, `${safeFileStem(record.id)}-paper.png`)}>
          Save page as PNG
        </button>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      <article className="print-sheet">
        <header className="print-head">
          <strong>{record.id}</strong>
          <span>
            {record.leads.length} leads · {record.fs} Hz · {seconds.toFixed(1)} s · page from {start.toFixed(1)} s
          </span>
          <span>25 mm/s · 10 mm/mV · {view.filter === 'none' ? 'unfiltered' : `${view.filter} filter`}</span>
          <span>ECG Workbench · {new Date().toLocaleString()}</span>
        </header>
        {png ? (
          <img className="print-paper" src={png.url} alt={`12-lead ECG ${record.id} on paper`} style={{ width: `${PAGE_MM}mm`, height: `${PAGE_H_MM}mm` }} data-testid="print-paper" />
        ) : (
          <div className="print-paper" style={{ width: `${PAGE_MM}mm`, height: `${PAGE_H_MM}mm` }} />
        )}
        {analysis ? <Measurements a={analysis} /> : <p className="hint">No signal analysis for this record.</p>}
        {answer && v && (
          <section className="print-answer" data-testid="print-answer-text">
            <h3>
              Answer: {answer.model} ({answer.id})
            </h3>
            <pre>{answer.text}</pre>
            <h4>Claims</h4>
            <ul>
              {v.claims.map((c) => (
                <li key={c.id} style={{ color: VERDICT_COLOR[c.verdict] }}>
                  {VERDICT_MARK[c.verdict]} {claimSummary(c)}
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
    </div>,
    document.body,
  );
}
