import { useMemo } from 'react';
import { compareDeviceMeasurements, readDeviceMeasurements, workbenchValues } from '../core/formats/device-measurements';
import type { Analysis, EcgRecord } from '../core/types';
import { MedianBeats } from './MedianBeats';

const BEYOND_STYLE = { background: '#fde2e1', color: '#9b1c1c' } as const;

function fmt(x: number | null, unit: string, signed = false): string {
  if (x === null) return '—';
  const r = Math.round(x);
  return `${signed && r > 0 ? '+' : ''}${r}${unit === '°' ? '°' : ` ${unit}`}`;
}

/**
 * The measurements and statements the cart or archive stored in the file, beside the workbench's
 * own; a difference beyond the PROTOCOL.md tolerance is highlighted.
 */
export function DeviceMeasurements({ record, analysis }: { record: EcgRecord; analysis: Analysis | null }) {
  const device = useMemo(() => readDeviceMeasurements(record.deviceMeasurements), [record]);
  const rows = useMemo(() => (device ? compareDeviceMeasurements(device, analysis ? workbenchValues(analysis) : null) : []), [device, analysis]);
  if (!device && !record.deviceMedianBeats) return null;
  const beyond = rows.filter((r) => r.beyond).length;
  return (
    <details className="device-measurements" open data-testid="device-measurements">
      <summary>
        Device measurements <span className="hint">({device?.source ?? record.source.format})</span>
        {beyond > 0 && (
          <span data-testid="device-beyond-count" style={{ ...BEYOND_STYLE, marginLeft: 6, padding: '0 4px', borderRadius: 3 }}>
            {beyond} beyond tolerance
          </span>
        )}
      </summary>
      {rows.length > 0 && (
        <table className="measurements" style={{ fontSize: '0.9em' }}>
          <thead>
            <tr>
              <th scope="col">quantity</th>
              <th scope="col" style={{ textAlign: 'right' }}>device</th>
              <th scope="col" style={{ textAlign: 'right' }}>workbench</th>
              <th scope="col" style={{ textAlign: 'right' }}>difference</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={r.quantity}
                data-quantity={r.quantity}
                data-beyond={r.beyond ? 'true' : 'false'}
                className={r.beyond ? 'beyond' : undefined}
                title={`agreement tolerance ${r.tolerance}`}
              >
                <th scope="row">{r.quantity}</th>
                <td>{fmt(r.device, r.unit)}</td>
                <td>{analysis ? fmt(r.workbench, r.unit) : '…'}</td>
                <td style={r.beyond ? BEYOND_STYLE : undefined}>
                  {fmt(r.difference, r.unit, true)}
                  {r.beyond && <span className="sr-only"> (beyond {r.tolerance})</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {device && device.statements.length > 0 && (
        <>
          <h4 style={{ margin: '6px 0 2px' }}>Device statements</h4>
          <ul data-testid="device-statements" style={{ margin: 0, paddingLeft: 18 }}>
            {device.statements.map((s, i) => (
              <li key={i}>{s}</li>
            ))}
          </ul>
        </>
      )}
      {record.deviceMedianBeats && (
        <details data-testid="device-median-beats">
          <summary>Device representative beats</summary>
          <MedianBeats median={record.deviceMedianBeats} fs={record.fs} />
        </details>
      )}
      <p className="hint" style={{ marginTop: 4 }}>
        As stored in the file by the device; not checked by the workbench. Highlighted: difference beyond the agreement tolerance.
      </p>
    </details>
  );
}
