import { caliperReadout } from '../state/calipers';
import { dismissError } from '../state/actions';
import { useWorkbench } from '../state/store';
import { formatClock } from './draw/grid';

function fmt(v: number | null | undefined, digits = 0): string {
  return v == null || !Number.isFinite(v) ? '—' : v.toFixed(digits);
}

/** Record identity line, load/error messages and the caliper readout. */
export function RecordHeader() {
  const record = useWorkbench((s) => s.record);
  const loading = useWorkbench((s) => s.loading);
  const error = useWorkbench((s) => s.error);
  const calipers = useWorkbench((s) => s.calipers);
  const leads = useWorkbench((s) => s.displayLeads);
  const readout = record && leads ? caliperReadout(calipers, record.fs, leads) : null;
  const duration = record ? record.length / record.fs : 0;

  return (
    <div className="record-header">
      {error && (
        <div className="error" role="alert" data-testid="error">
          <span>{error}</span>
          <button type="button" aria-label="Dismiss error" onClick={dismissError}>
            ×
          </button>
        </div>
      )}
      {loading && (
        <div className="loading" role="status">
          Opening {loading}…
        </div>
      )}
      {record && (
        <dl className="record-info" data-testid="record-info">
          <div>
            <dt>Record</dt>
            <dd data-testid="record-id">{record.id}</dd>
          </div>
          <div>
            <dt>Leads</dt>
            <dd data-testid="record-leads">{record.leads.map((l) => l.name).join(' ')}</dd>
          </div>
          <div>
            <dt>Rate</dt>
            <dd>{record.fs} Hz</dd>
          </div>
          <div>
            <dt>Duration</dt>
            <dd data-testid="record-duration">{duration < 60 ? `${duration.toFixed(1)} s` : formatClock(duration)}</dd>
          </div>
          <div>
            <dt>Source</dt>
            <dd>{record.source.format}</dd>
          </div>
          {record.metadata.age != null && (
            <div>
              <dt>Patient</dt>
              <dd>
                {String(record.metadata.age)} y {record.metadata.sex ?? ''}
              </dd>
            </div>
          )}
        </dl>
      )}
      {record && (
        <div className="caliper-readout" aria-live="polite" data-testid="caliper-readout">
          {readout ? (
            <>
              <span>
                Δt <strong data-testid="caliper-ms">{fmt(readout.intervalMs)}</strong> ms
              </span>
              <span>
                <strong data-testid="caliper-bpm">{fmt(readout.bpm)}</strong> bpm
              </span>
              <span>
                ΔV <strong data-testid="caliper-mv">{fmt(readout.amplitudeMv, 2)}</strong> mV
              </span>
            </>
          ) : (
            <span className="hint">Calipers: click the trace (or press c) twice; arrows nudge the marker, Esc clears.</span>
          )}
        </div>
      )}
    </div>
  );
}
