import { useState } from 'react';
import { updateView } from '../state/actions';
import { useWorkbench } from '../state/store';
import { GAIN_OPTIONS, SPEED_OPTIONS, type ViewSettings } from '../state/view-settings';
import { CalibrationDialog } from './CalibrationDialog';
import { canShowPaper } from './draw/layout';

function Segmented<T extends string | number | null>(props: {
  label: string;
  value: T;
  options: { value: T; text: string; title?: string }[];
  onChange: (v: T) => void;
  disabled?: boolean;
}) {
  return (
    <div className="segmented" role="group" aria-label={props.label}>
      <span className="seg-label">{props.label}</span>
      {props.options.map((o) => (
        <button
          key={String(o.value)}
          type="button"
          aria-pressed={props.value === o.value}
          title={o.title}
          disabled={props.disabled}
          onClick={() => props.onChange(o.value)}
        >
          {o.text}
        </button>
      ))}
    </div>
  );
}

function Toggle(props: { label: string; checked: boolean; onChange: (v: boolean) => void; title?: string; disabled?: boolean }) {
  return (
    <label className="toggle" title={props.title}>
      <input type="checkbox" checked={props.checked} disabled={props.disabled} onChange={(e) => props.onChange(e.target.checked)} />
      {props.label}
    </label>
  );
}

/** Display settings: layout, paper speed and gain, size, filters, overlays. */
export function Toolbar() {
  const view = useWorkbench((s) => s.view);
  const record = useWorkbench((s) => s.record);
  const filterBusy = useWorkbench((s) => s.filterBusy);
  const [calibrating, setCalibrating] = useState(false);
  const set = (patch: Partial<ViewSettings>) => updateView(patch);
  const paperOk = !record || canShowPaper(record.leads.map((l) => l.name));

  return (
    <div className="toolbar" role="toolbar" aria-label="Display settings">
      <Segmented
        label="Layout"
        value={paperOk ? view.layout : 'stacked'}
        options={[
          { value: 'paper', text: '3×4 + II', title: paperOk ? '12-lead paper layout' : 'needs a 12-lead record' },
          { value: 'stacked', text: 'Stacked' },
        ]}
        onChange={(layout) => set({ layout })}
      />
      <Toggle label="Cabrera" checked={view.cabrera} onChange={(cabrera) => set({ cabrera })} title="aVL, I, −aVR, II, aVF, III" />
      <Segmented
        label="Speed"
        value={view.speed}
        options={SPEED_OPTIONS.map((v) => ({ value: v, text: `${v}`, title: `${v} mm/s` }))}
        onChange={(speed) => set({ speed })}
      />
      <span className="unit">mm/s</span>
      <Segmented
        label="Gain"
        value={view.gain}
        options={GAIN_OPTIONS.map((v) => ({ value: v, text: `${v}`, title: `${v} mm/mV` }))}
        onChange={(gain) => set({ gain })}
      />
      <span className="unit">mm/mV</span>
      <span className="sep" />
      <Segmented
        label="Filter"
        value={view.filter}
        options={[
          { value: 'diagnostic', text: '0.05–150 Hz', title: 'Diagnostic band' },
          { value: 'monitoring', text: '0.5–40 Hz', title: 'Monitoring band' },
          { value: 'none', text: 'Off' },
        ]}
        onChange={(filter) => set({ filter })}
        disabled={view.raw}
      />
      <Segmented
        label="Notch"
        value={view.notch}
        options={[
          { value: null, text: 'Off' },
          { value: 50, text: '50 Hz' },
          { value: 60, text: '60 Hz' },
        ]}
        onChange={(notch) => set({ notch })}
        disabled={view.raw}
      />
      <Toggle label="Baseline" checked={view.baseline} disabled={view.raw} onChange={(baseline) => set({ baseline })} title="Remove baseline wander" />
      <Toggle label="Raw" checked={view.raw} onChange={(raw) => set({ raw })} title="Show the unfiltered signal" />
      <span className="sep" />
      <Toggle label="Fiducials" checked={view.fiducials} onChange={(fiducials) => set({ fiducials })} />
      <Toggle label="Annotations" checked={view.annotations} onChange={(annotations) => set({ annotations })} />
      <Toggle label="True size" checked={view.physical} onChange={(physical) => set({ physical })} title={`${view.pxPerMm.toFixed(2)} px/mm`} />
      <button type="button" onClick={() => setCalibrating(true)}>
        Calibrate…
      </button>
      {calibrating && <CalibrationDialog onClose={() => setCalibrating(false)} />}
      <span className="busy" role="status">
        {filterBusy ? 'filtering…' : ''}
      </span>
    </div>
  );
}
