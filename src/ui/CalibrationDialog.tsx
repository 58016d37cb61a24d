import { useEffect, useRef, useState } from 'react';
import { updateView } from '../state/actions';
import { useWorkbench } from '../state/store';
import { NOMINAL_PX_PER_MM } from '../state/view-settings';

/** ISO/IEC 7810 ID-1 (credit card) width in mm. */
const CARD_MM = 85.6;
const CARD_H_MM = 53.98;

/** Match an on-screen card to a real one (or type px/mm) so "True size" draws real millimetres. */
export function CalibrationDialog({ onClose }: { onClose: () => void }) {
  const current = useWorkbench((s) => s.view.pxPerMm);
  const [px, setPx] = useState(current);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  const valid = px >= 1 && px <= 40;
  return (
    <dialog ref={ref} className="calibration" aria-labelledby="cal-title" onClose={onClose}>
      <h2 id="cal-title">Screen calibration</h2>
      <p>Hold a bank card against the screen and drag the slider until the outline matches it.</p>
      <div className="card-outline" style={{ width: CARD_MM * px, height: CARD_H_MM * px }} aria-hidden="true">
        85.6 × 54 mm
      </div>
      <label>
        Card width
        <input type="range" min={2} max={12} step={0.01} value={px} onChange={(e) => setPx(Number(e.target.value))} />
      </label>
      <label>
        Pixels per mm
        <input type="number" min={1} max={40} step={0.01} value={Number(px.toFixed(3))} onChange={(e) => setPx(Number(e.target.value))} />
      </label>
      <p className="hint">Or measure the 100 mm bar with a ruler: it is {(100 * px).toFixed(0)} px long.</p>
      <div className="ruler" style={{ width: 100 * px }} aria-hidden="true" />
      <div className="dialog-actions">
        <button type="button" onClick={() => setPx(NOMINAL_PX_PER_MM)}>
          Reset
        </button>
        <button type="button" onClick={() => ref.current?.close()}>
          Cancel
        </button>
        <button
          type="button"
          className="primary"
          disabled={!valid}
          onClick={() => {
            updateView({ pxPerMm: px, physical: true });
            ref.current?.close();
          }}
        >
          Use {px.toFixed(2)} px/mm
        </button>
      </div>
    </dialog>
  );
}
